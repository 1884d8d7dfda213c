package server

import (
	"bytes"
	"context"
	"encoding/json"
	"net/netip"
	"net/url"
	"strconv"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/internal/clock"
	"github.com/plumbline-api/plumbline/meter"
	"github.com/valyala/fasthttp"
)

// Accounts runs the account flows (billing.Service).
type Accounts interface {
	Signup(ctx context.Context, r billing.SignupRequest) (*billing.SignupResult, error)
	CreateKeyWith(ctx context.Context, customerID string, o billing.KeyOptions) (string, *plumbline.APIKey, error)
	Keys(ctx context.Context, customerID string) ([]*plumbline.APIKey, error)
	RevokeKey(ctx context.Context, customerID, keyID string) (*plumbline.APIKey, error)
	PortalURL(ctx context.Context, customerID, returnURL string) (string, error)
	Customer(ctx context.Context, customerID string) (*plumbline.Customer, error)
	SetSpendCap(ctx context.Context, customerID string, c *plumbline.SpendCap) (*plumbline.Customer, error)
	SetKeyLimits(ctx context.Context, customerID, keyID string, ch billing.KeyLimitsChange) (*plumbline.APIKey, error)
	CreateSetupIntent(ctx context.Context) (id, clientSecret string, err error)
	HandleWebhook(ctx context.Context, payload []byte, signature string) (bool, error)
}

// Meter rate-limits every authenticated call, counts billed ones against
// the monthly quota and reports usage (package meter). Begin admits before
// the handler runs; Finish counts once the answer's status is known, so a
// call the server could not answer (5xx) is not counted.
type Meter interface {
	Begin(ctx context.Context, key *plumbline.APIKey, now time.Time, billed bool) (meter.Decision, error)
	Finish(ctx context.Context, key *plumbline.APIKey, d meter.Decision, answered bool) error
	// Refused: whether a call would be refused by what the meter already
	// knows, taking nothing (asked before a batch or a list is parsed).
	Refused(key *plumbline.APIKey, now time.Time) (meter.Decision, bool)
	Usage(ctx context.Context, key *plumbline.APIKey, now time.Time) (meter.Usage, error)
}

// keyMessage goes with every plaintext key the API hands out.
const keyMessage = "Store this key now: it is shown only once and cannot be recovered. Send it as Authorization: Bearer <key>."

type signupResponse struct {
	CustomerID string `json:"customer_id"`
	Email      string `json:"email"`
	Tier       string `json:"tier"`
	APIKey     string `json:"api_key"`
	KeyPrefix  string `json:"key_prefix"`
	Message    string `json:"message"`
}

type keyCreated struct {
	ID               string   `json:"id"`
	APIKey           string   `json:"api_key"`
	KeyPrefix        string   `json:"key_prefix"`
	Tier             string   `json:"tier"`
	Scopes           []string `json:"scopes"`
	Livemode         bool     `json:"livemode"`
	MonthlyCallLimit *int64   `json:"monthly_call_limit"`
	RatePerMinute    *int     `json:"rate_per_minute"`
	Message          string   `json:"message"`
}

type keyView struct {
	ID         string   `json:"id"`
	KeyPrefix  string   `json:"key_prefix"`
	TierID     string   `json:"tier_id"`
	Livemode   bool     `json:"livemode"`
	CreatedAt  string   `json:"created_at"`
	RevokedAt  *string  `json:"revoked_at"`
	LastUsedAt *string  `json:"last_used_at"`
	Scopes     []string `json:"scopes"`
	// The key's own limits (null: the account's hold) and its calls this
	// month (issue 37, keylimits.go).
	MonthlyCallLimit *int64 `json:"monthly_call_limit"`
	RatePerMinute    *int   `json:"rate_per_minute"`
	CallsThisMonth   int64  `json:"calls_this_month"`
}

type keyList struct {
	Keys  []keyView `json:"keys"`
	Total int       `json:"total"`
}

type keyRevoked struct {
	Status    string `json:"status"`
	KeyID     string `json:"key_id"`
	RevokedAt string `json:"revoked_at"`
}

type usageView struct {
	APIKeyPrefix    string `json:"api_key_prefix"`
	TierID          string `json:"tier_id"`
	PeriodStart     string `json:"period_start"`
	PeriodEnd       string `json:"period_end"`
	RequestsUsed    int64  `json:"requests_used"`
	RequestsOverage int64  `json:"requests_overage"`
	MonthlyQuota    int64  `json:"monthly_quota"`
	// Livemode is false when the calling key is a test key: the figures
	// are the account's, and this key's calls are never among them.
	Livemode bool `json:"livemode"`
}

func timestamp(t time.Time) string { return t.UTC().Format(time.RFC3339) }

func optionalTimestamp(t *time.Time) *string {
	if t == nil {
		return nil
	}
	s := timestamp(*t)
	return &s
}

func (s *Server) signup(ctx *fasthttp.RequestCtx, _ *plumbline.APIKey) {
	var req billing.SignupRequest
	if err := decodeBody(ctx, &req, false); err != nil {
		s.writeError(ctx, err)
		return
	}
	req.RemoteIP = s.clientIP(ctx)
	req.IdempotencyKey = string(ctx.Request.Header.Peek("Idempotency-Key"))
	dctx, cancel := payments()
	defer cancel()
	res, err := s.cfg.Accounts.Signup(dctx, req)
	if err != nil {
		s.writeError(ctx, err)
		return
	}
	writeJSON(ctx, fasthttp.StatusCreated, signupResponse{
		CustomerID: res.Customer.ID, Email: res.Customer.Email, Tier: res.Customer.TierID,
		APIKey: res.Plaintext, KeyPrefix: res.Key.Prefix, Message: keyMessage,
	})
}

func (s *Server) setupIntent(ctx *fasthttp.RequestCtx, _ *plumbline.APIKey) {
	var req struct{}
	if err := decodeBody(ctx, &req, true); err != nil {
		s.writeError(ctx, err)
		return
	}
	if ok, wait := s.cfg.SetupIntentThrottle.Allow(s.throttleKey(ctx), time.Now()); !ok {
		secs := int(wait/time.Second) + 1
		ctx.Response.Header.Set("Retry-After", strconv.Itoa(secs))
		s.writeError(ctx, plumbline.Errorf(plumbline.ERATELIMIT,
			"at most %d setup intents per %s from one address; retry in %d s", SetupIntentLimit, SetupIntentWindow, secs))
		return
	}
	dctx, cancel := payments()
	defer cancel()
	id, secret, err := s.cfg.Accounts.CreateSetupIntent(dctx)
	if err != nil {
		s.writeError(ctx, err)
		return
	}
	writeJSON(ctx, fasthttp.StatusCreated, map[string]string{"id": id, "client_secret": secret})
}

// The spec's setup-intent throttle: 5 per 10 minutes per client IP.
const (
	SetupIntentLimit  = 5
	SetupIntentWindow = 10 * time.Minute
)

// Throttle allows a number of events per key in a sliding window.
type Throttle interface {
	// Allow records an event for key and reports whether it is within the
	// limit; when not, how long until it would be.
	Allow(key string, now time.Time) (bool, time.Duration)
}

// pendingUses is an Authenticator holding key uses not yet written to the
// key store (billing.Authenticator batches them every 10 s).
type pendingUses interface {
	PendingUse(keyID string) (time.Time, bool)
}

func (s *Server) listKeys(ctx *fasthttp.RequestCtx, key *plumbline.APIKey) {
	dctx, cancel := downstream()
	defer cancel()
	keys, err := s.cfg.Accounts.Keys(dctx, key.CustomerID)
	if err != nil {
		s.writeError(ctx, err)
		return
	}
	views, err := s.keyViews(dctx, key.CustomerID, keys) // keylimits.go
	if err != nil {
		s.writeError(ctx, err)
		return
	}
	out := keyList{Keys: views, Total: len(keys)}
	writeJSON(ctx, fasthttp.StatusOK, out)
}

func (s *Server) createKey(ctx *fasthttp.RequestCtx, key *plumbline.APIKey) {
	var req struct {
		Scopes *[]string `json:"scopes"`
		// Livemode false asks for a test key (svc_test_…).
		Livemode *bool `json:"livemode"`
		// The key's own limits (keylimits.go).
		MonthlyCallLimit json.RawMessage `json:"monthly_call_limit"`
		RatePerMinute    json.RawMessage `json:"rate_per_minute"`
	}
	if err := decodeBody(ctx, &req, true); err != nil {
		s.writeError(ctx, err)
		return
	}
	if refuseTestKey(s, ctx, key) {
		return
	}
	scopes, err := keyScopes(req.Scopes, key)
	if err != nil {
		s.writeError(ctx, err)
		return
	}
	limits, err := keyLimitsRequest{req.MonthlyCallLimit, req.RatePerMinute}.change()
	if err != nil {
		s.writeError(ctx, err)
		return
	}
	dctx, cancel := downstream()
	defer cancel()
	plaintext, k, err := s.cfg.Accounts.CreateKeyWith(dctx, key.CustomerID, billing.KeyOptions{Test: req.Livemode != nil && !*req.Livemode, Scopes: scopes, Limits: limits})
	if err != nil {
		s.writeError(ctx, err)
		return
	}
	out := keyCreated{ID: k.ID, APIKey: plaintext, KeyPrefix: k.Prefix, Tier: k.TierID, Scopes: scopeNames(k), Livemode: !k.Test, Message: keyMessage}
	if l := k.KeyLimits.MonthlyCalls; l > 0 {
		out.MonthlyCallLimit = &l
	}
	if r := k.KeyLimits.RPM; r > 0 {
		out.RatePerMinute = &r
	}
	writeJSON(ctx, fasthttp.StatusCreated, out)
}

func (s *Server) revokeKey(ctx *fasthttp.RequestCtx, key *plumbline.APIKey) {
	if refuseTestKey(s, ctx, key) {
		return
	}
	id, _ := ctx.UserValue("key_id").(string)
	dctx, cancel := downstream()
	defer cancel()
	k, err := s.cfg.Accounts.RevokeKey(dctx, key.CustomerID, id)
	if err != nil {
		s.writeError(ctx, err)
		return
	}
	writeJSON(ctx, fasthttp.StatusOK, keyRevoked{Status: "revoked", KeyID: k.ID, RevokedAt: timestamp(*k.RevokedAt)})
}

func (s *Server) usage(ctx *fasthttp.RequestCtx, key *plumbline.APIKey) {
	dctx, cancel := downstream()
	defer cancel()
	u, err := s.cfg.Meter.Usage(dctx, key, clock.Now())
	if err != nil {
		s.writeError(ctx, err)
		return
	}
	writeJSON(ctx, fasthttp.StatusOK, usageView{
		APIKeyPrefix: key.Prefix, TierID: key.TierID, PeriodStart: timestamp(u.PeriodStart), PeriodEnd: timestamp(u.PeriodEnd),
		RequestsUsed: u.Used, RequestsOverage: u.Overage, MonthlyQuota: key.Limits.MonthlyQuota, Livemode: !key.Test,
	})
}

func (s *Server) portal(ctx *fasthttp.RequestCtx, key *plumbline.APIKey) {
	var req struct {
		ReturnURL string `json:"return_url"`
	}
	if err := decodeBody(ctx, &req, false); err != nil {
		s.writeError(ctx, err)
		return
	}
	if refuseTestKey(s, ctx, key) {
		return
	}
	if u, err := url.Parse(req.ReturnURL); err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
		s.writeError(ctx, &plumbline.Error{Code: plumbline.EINVALID, Message: "the request is not valid; see errors",
			Fields: []plumbline.FieldError{{Field: "return_url", Code: "format", Message: "must be an absolute http(s) URL to send the user back to"}}})
		return
	}
	dctx, cancel := payments()
	defer cancel()
	u, err := s.cfg.Accounts.PortalURL(dctx, key.CustomerID, req.ReturnURL)
	if err != nil {
		s.writeError(ctx, err)
		return
	}
	writeJSON(ctx, fasthttp.StatusOK, map[string]string{"url": u})
}

func (s *Server) stripeWebhook(ctx *fasthttp.RequestCtx, _ *plumbline.APIKey) {
	dctx, cancel := payments()
	defer cancel()
	changed, err := s.cfg.Accounts.HandleWebhook(dctx, ctx.PostBody(), string(ctx.Request.Header.Peek("Stripe-Signature")))
	if err != nil {
		s.writeError(ctx, err)
		return
	}
	writeJSON(ctx, fasthttp.StatusOK, map[string]bool{"received": true, "changed": changed})
}

// clientIP is the caller's address as text (see clientAddr).
func (s *Server) clientIP(ctx *fasthttp.RequestCtx) string { return s.clientAddr(ctx).String() }

// throttleKey is what every per-address limit counts by: the caller's
// network (clientNetwork: an IPv6 client is its /64, which one host is
// routinely handed whole). Keyed by the whole address, 3,000
// registrations from one /64 were all accepted (issue 35).
func (s *Server) throttleKey(ctx *fasthttp.RequestCtx) string {
	return clientNetwork(s.clientAddr(ctx)).String()
}

// clientAddr is the caller's address: the socket's peer or, behind
// ClientIPHeader, the address TrustedProxies entries from the right of that
// header (all its lines, in order). Each trusted proxy appends the address
// it received from, so only the rightmost entries are facts; anything to
// their left is whatever the client wrote. A header shorter than the proxy
// chain did not come through it, and the socket's peer is used.
func (s *Server) clientAddr(ctx *fasthttp.RequestCtx) netip.Addr {
	remote, _ := netip.AddrFromSlice(ctx.RemoteIP())
	remote = remote.Unmap()
	if s.cfg.ClientIPHeader == "" {
		return remote
	}
	var entries [][]byte
	for _, line := range ctx.Request.Header.PeekAll(s.cfg.ClientIPHeader) {
		for e := range bytes.SplitSeq(line, []byte(",")) {
			entries = append(entries, bytes.TrimSpace(e))
		}
	}
	n := s.cfg.TrustedProxies
	if len(entries) < n {
		return remote
	}
	return parseHostAddr(entries[len(entries)-n], remote)
}

// parseHostAddr reads an address, with or without a port; fallback if it is neither.
func parseHostAddr(b []byte, fallback netip.Addr) netip.Addr {
	if a, err := netip.ParseAddr(string(b)); err == nil {
		return a.Unmap()
	}
	if ap, err := netip.ParseAddrPort(string(b)); err == nil {
		return ap.Addr().Unmap()
	}
	return fallback
}
