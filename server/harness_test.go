package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net"
	"net/http"
	"regexp"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/calc"
	"github.com/plumbline-api/plumbline/internal/testenv"
	"github.com/plumbline-api/plumbline/meter"
	"github.com/plumbline-api/plumbline/oauth"
	"github.com/plumbline-api/plumbline/reference/referencetest"
	"github.com/plumbline-api/plumbline/server"
	"github.com/plumbline-api/plumbline/web"
	"github.com/plumbline-api/plumbline/webhooks"
)

// testEnv is a server on a loopback port with one customer holding a live
// and a revoked key.
type testEnv struct {
	t        *testing.T
	srv      *server.Server
	base     string
	key      string
	revoked  string
	customer *plumbline.Customer
	store    billing.Store
	oauth    *oauth.Service
	client   *http.Client
	logs     *testenv.Buffer
	// vars are path parameters an operation's example needs from this
	// account (a webhook's id), by name.
	vars map[string]string
}

// envOptions choose the parts a test needs; zero values give the embedded
// default (memory store, no payment processor).
type envOptions struct {
	store     billing.Store
	payments  billing.Payments
	challenge billing.Challenge
	webhook   string // webhook signing secret
	tier      string // the test customer's tier (default Enterprise: tests are not about limits unless they say so)
	stripeID  string // the test customer's processor id
	meter     server.Meter
	// hooks, when set, is the webhook service: billing writes its events
	// to it and the server manages its endpoints.
	hooks *webhooks.Service
	// limits are the test customer's contract limits (default: the tier's).
	limits *plumbline.Limits
	// sameAccount makes this server a second instance of that one's: the
	// same store (set store too), customer and keys.
	sameAccount *testEnv
	config      []option
	// oauthStore holds the OAuth server's records (default: memory; the
	// Postgres one must share the billing store's database).
	oauthStore oauth.Store
	pages      web.Config // the pages' settings (default: none of the third parties)
	// oauthConfig adjusts the OAuth server's configuration (client
	// metadata documents served by the test).
	oauthConfig func(*oauth.Config)
}

type option func(*server.Config)

var testHasher, _ = billing.NewHasher([]byte("test-pepper-test-pepper-test-pepper"))

func start(t *testing.T, opts ...option) *testEnv {
	t.Helper()
	return startEnv(t, envOptions{config: opts})
}

func startEnv(t *testing.T, o envOptions) *testEnv {
	t.Helper()
	if o.store == nil {
		o.store = billing.NewMemoryStore()
	}
	if o.tier == "" {
		o.tier = plumbline.TierEnterprise
	}
	ctx := context.Background()
	now := time.Now().UTC().Truncate(time.Microsecond)
	var cust *plumbline.Customer
	var live, revoked string
	if a := o.sameAccount; a != nil {
		cust, live, revoked = a.customer, a.key, a.revoked
	} else {
		cust = &plumbline.Customer{ID: "acct_test" + strings.ToLower(billing.NewKey()[4:12]), Email: "owner-" + billing.NewKey()[4:10] + "@example.com", TierID: o.tier, StripeCustomerID: o.stripeID, CreatedAt: now, Limits: o.limits}
		live, revoked = billing.NewKey(), billing.NewKey()
		if err := o.store.CreateCustomer(ctx, cust, &plumbline.APIKey{ID: "key_live" + cust.ID[9:], CustomerID: cust.ID, Prefix: billing.DisplayPrefix(live), CreatedAt: now}, testHasher.HashString(live)); err != nil {
			t.Fatal(err)
		}
		if err := o.store.CreateKey(ctx, &plumbline.APIKey{ID: "key_old" + cust.ID[9:], CustomerID: cust.ID, Prefix: billing.DisplayPrefix(revoked), CreatedAt: now.Add(-time.Hour)}, testHasher.HashString(revoked), 25); err != nil {
			t.Fatal(err)
		}
		if _, err := o.store.RevokeKey(ctx, cust.ID, "key_old"+cust.ID[9:], now); err != nil {
			t.Fatal(err)
		}

	}

	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	base := "http://" + ln.Addr().String()
	logs := &testenv.Buffer{}
	logger := slog.New(slog.NewJSONHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	auth := billing.NewAuthenticator(testHasher, o.store)
	cfg := baseConfig()
	cfg.BaseURL = base
	cfg.Auth = auth
	if o.oauthStore == nil {
		o.oauthStore = oauth.NewMemoryStore()
	}
	oaCfg := oauth.Config{Issuer: base, Resource: base + server.MCPPath}
	if o.oauthConfig != nil {
		o.oauthConfig(&oaCfg)
	}
	oa, err := oauth.NewService(o.oauthStore, auth, testHasher, []byte("test-oauth-secret-test-oauth-secret"), oaCfg)
	if err != nil {
		t.Fatal(err)
	}
	cfg.OAuth = oa
	if cfg.Pages, err = web.New(o.pages); err != nil {
		t.Fatal(err)
	}
	cfg.Accounts = billing.NewService(o.store, auth, testHasher, o.payments, o.challenge, billing.ServiceConfig{
		Prices: map[string]string{"free": "price_free", "starter": "price_starter", "growth": "price_growth"}, DuplicateCardCheck: true, WebhookSecret: o.webhook,
		OnSubscriptionEnded: oa.RevokeCustomer,
	}, logger)
	if o.hooks != nil {
		cfg.Accounts = billing.NewService(o.store, auth, testHasher, o.payments, o.challenge, billing.ServiceConfig{
			Prices: map[string]string{"free": "price_free", "starter": "price_starter", "growth": "price_growth"}, DuplicateCardCheck: true, WebhookSecret: o.webhook,
			OnSubscriptionEnded: oa.RevokeCustomer, Events: o.hooks,
		}, logger)
		cfg.Webhooks = o.hooks
	}
	cfg.Idempotency = o.store
	if o.meter != nil {
		cfg.Meter = o.meter
	}
	cfg.ReadyChecks = []server.ReadyCheck{{Name: "store", Check: o.store.Ping}}
	cfg.Logger = logger
	for _, opt := range o.config {
		opt(&cfg)
	}
	srv, err := server.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = srv.Shutdown(ctx)
		<-done
	})
	return &testEnv{t: t, srv: srv, base: base, key: live, revoked: revoked, customer: cust, store: o.store, oauth: oa,
		client: &http.Client{Timeout: 20 * time.Second, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}, logs: logs}
}

// addKey gives the test customer one more key, straight through the store
// (test setup, not rate-limited), and returns its plaintext.
func (e *testEnv) addKey() string {
	e.t.Helper()
	plain := billing.NewKey()
	k := &plumbline.APIKey{ID: "key_" + plain[4:20], CustomerID: e.customer.ID, Prefix: billing.DisplayPrefix(plain), CreatedAt: time.Now()}
	if err := e.store.CreateKey(context.Background(), k, testHasher.HashString(plain), 1000); err != nil {
		e.t.Fatal(err)
	}
	return plain
}

// baseConfig is a complete test configuration (memory store, no processor)
// before the address and keys are known.
func baseConfig() server.Config {
	store := billing.NewMemoryStore()
	auth := billing.NewAuthenticator(testHasher, store)
	m, _ := meter.NewMemory()
	return server.Config{
		BaseURL:           "http://127.0.0.1:1",
		CORSOrigins:       []string{"https://app.example.com"},
		MaxBodyBytes:      4096,
		Auth:              auth,
		Calculators:       calc.Builtin(),
		Accounts:          billing.NewService(store, auth, testHasher, nil, nil, billing.ServiceConfig{}, nil),
		Meter:             m,
		Reference:         referencetest.Service(),
		Idempotency:       store,
		IdempotencySecret: []byte("test-idempotency-secret-32-bytes"),
	}
}

type response struct {
	status int
	header http.Header
	body   []byte
}

// do sends a request; headers is a list of name, value pairs.
func (e *testEnv) do(method, path, body string, headers ...string) response {
	e.t.Helper()
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	req, err := http.NewRequest(method, e.base+path, rd)
	if err != nil {
		e.t.Fatal(err)
	}
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	resp, err := e.client.Do(req)
	if err != nil {
		e.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		e.t.Fatal(err)
	}
	return response{resp.StatusCode, resp.Header, b}
}

// post sends a JSON body with the live key.
func (e *testEnv) post(path, body string, headers ...string) response {
	e.t.Helper()
	return e.do("POST", path, body, append([]string{"Authorization", "Bearer " + e.key, "Content-Type", "application/json"}, headers...)...)
}

// get sends a GET with the live key.
func (e *testEnv) get(path string, headers ...string) response {
	e.t.Helper()
	return e.do("GET", path, "", append([]string{"Authorization", "Bearer " + e.key}, headers...)...)
}

type problem struct {
	Type      string                 `json:"type"`
	Title     string                 `json:"title"`
	Status    int                    `json:"status"`
	Code      string                 `json:"code"` // a 429's cause
	Detail    string                 `json:"detail"`
	Instance  string                 `json:"instance"`
	RequestID string                 `json:"request_id"`
	Errors    []plumbline.FieldError `json:"errors"`
	Truncated bool                   `json:"errors_truncated"`
}

var requestIDPattern = regexp.MustCompile(`^req_[0-9a-z]{21}$`)

// mustProblem asserts r is an RFC 7807 problem with the given status and
// returns it.
func (e *testEnv) mustProblem(r response, status int, instance string) problem {
	e.t.Helper()
	if r.status != status {
		e.t.Fatalf("status %d, want %d; body %s", r.status, status, r.body)
	}
	if ct := r.header.Get("Content-Type"); ct != "application/problem+json" {
		e.t.Fatalf("Content-Type %q, want application/problem+json", ct)
	}
	var p problem
	dec := json.NewDecoder(bytes.NewReader(r.body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&p); err != nil {
		e.t.Fatalf("problem body %s: %v", r.body, err)
	}
	want := e.base + "/errors/" + itoa(status)
	if p.Type != want || p.Status != status || p.Title != http.StatusText(status) {
		e.t.Fatalf("problem %+v: want type %s, status %d, title %q", p, want, status, http.StatusText(status))
	}
	if p.Detail == "" || p.Instance != instance {
		e.t.Fatalf("problem %+v: want a detail and instance %q", p, instance)
	}
	if !requestIDPattern.MatchString(p.RequestID) || p.RequestID != r.header.Get("X-Request-Id") {
		e.t.Fatalf("problem request_id %q vs X-Request-Id %q", p.RequestID, r.header.Get("X-Request-Id"))
	}
	return p
}

// liveHeap is the heap in use after a collection: what a test's server holds.
func liveHeap() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

// pagesConfig is the pages' settings with one origin each for the
// processor and the challenge (their scripts at /v3/ and /api.js there).
func pagesConfig(payment, challenge string) web.Config {
	return web.Config{PaymentScriptURL: payment + "/v3/", PublishableKey: "pk_test_plumbline", PaymentOrigins: []string{payment},
		ChallengeScriptURL: challenge + "/turnstile/v0/api.js?render=explicit", SiteKey: "site-key-test", ChallengeOrigins: []string{challenge}}
}
