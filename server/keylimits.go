package server

import (
	"context"
	"encoding/json"
	"strconv"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/internal/clock"
	"github.com/plumbline-api/plumbline/internal/jsonw"
	"github.com/plumbline-api/plumbline/meter"
	"github.com/valyala/fasthttp"
)

// Per-key limits (issue 37): a key's own monthly call limit and rate, set
// at creation (POST /v1/account/api-keys) or later (PATCH
// /v1/account/api-keys/{key_id}), shown in the key list with the key's
// calls this month; the 429 of a call past the key's monthly limit.

// keyUsage is a Meter that keeps the counts of keys with a monthly limit
// (meter.Meter).
type keyUsage interface {
	KeyUsage(ctx context.Context, key *plumbline.APIKey, now time.Time) (int64, bool, error)
}

// keySeeder is a Meter whose key counts start from the usage detail.
type keySeeder interface {
	SetKeySeed(seed meter.KeySeed)
}

// keySeedFrom is the usage detail's count of a key in a month: where a
// key's count starts when its monthly limit is set.
func keySeedFrom(d UsageDetail) meter.KeySeed {
	return func(ctx context.Context, customerID, keyID string, period time.Time) (int64, error) {
		_, end := meter.Period(period)
		counts, err := d.Detail(ctx, customerID, period, end.AddDate(0, 0, -1))
		if err != nil {
			return 0, err
		}
		var n int64
		for _, c := range counts {
			if c.KeyID == keyID {
				n += c.Calls
			}
		}
		return n, nil
	}
}

// maxKeyLimit bounds what a key limit member may say before the account's
// own bound is checked (billing), far below an overflow.
const maxKeyLimit = billing.MaxKeyMonthlyCalls

// keyLimitMember reads one member of a key-limits body: absent (nil), null
// (remove: 0), or a whole number from 1.
func keyLimitMember(raw json.RawMessage, field string) (*int64, error) {
	if raw == nil {
		return nil, nil
	}
	var zero int64
	if string(raw) == "null" {
		return &zero, nil
	}
	var n json.Number
	if err := json.Unmarshal(raw, &n); err != nil {
		return nil, invalidField(field, "type", "must be a whole number, or null to remove the limit")
	}
	v, err := strconv.ParseInt(n.String(), 10, 64)
	if err != nil {
		if _, ferr := strconv.ParseFloat(n.String(), 64); ferr == nil && len(n.String()) < 20 {
			return nil, invalidField(field, "type", "must be a whole number, or null to remove the limit")
		}
		return nil, invalidField(field, "maximum", "must be at most "+strconv.FormatInt(maxKeyLimit, 10))
	}
	switch {
	case v < 1:
		return nil, invalidField(field, "minimum", "must be at least 1 (null removes the limit)")
	case v > maxKeyLimit:
		return nil, invalidField(field, "maximum", "must be at most "+strconv.FormatInt(maxKeyLimit, 10))
	}
	return &v, nil
}

// keyLimitsRequest is the limits members of a key creation or change.
type keyLimitsRequest struct {
	MonthlyCallLimit json.RawMessage `json:"monthly_call_limit"`
	RatePerMinute    json.RawMessage `json:"rate_per_minute"`
}

// change reads the members; none reads as no change.
func (r keyLimitsRequest) change() (billing.KeyLimitsChange, error) {
	var ch billing.KeyLimitsChange
	monthly, err := keyLimitMember(r.MonthlyCallLimit, "monthly_call_limit")
	if err != nil {
		return ch, err
	}
	rpm, err := keyLimitMember(r.RatePerMinute, "rate_per_minute")
	if err != nil {
		return ch, err
	}
	ch.MonthlyCalls = monthly
	if rpm != nil {
		if *rpm > 1<<31-1 {
			return ch, invalidField("rate_per_minute", "maximum", "must be at most the account's rate")
		}
		r := int(*rpm)
		ch.RPM = &r
	}
	return ch, nil
}

func (s *Server) patchKey(ctx *fasthttp.RequestCtx, key *plumbline.APIKey) {
	var req keyLimitsRequest
	if err := decodeBody(ctx, &req, false); err != nil {
		s.writeError(ctx, err)
		return
	}
	if refuseTestKey(s, ctx, key) {
		return
	}
	if req.MonthlyCallLimit == nil && req.RatePerMinute == nil {
		s.writeError(ctx, invalidField("", "required", `send monthly_call_limit, rate_per_minute or both (a whole number, or null to remove the limit)`))
		return
	}
	ch, err := req.change()
	if err != nil {
		s.writeError(ctx, err)
		return
	}
	id, _ := ctx.UserValue("key_id").(string)
	dctx, cancel := downstream()
	defer cancel()
	k, err := s.cfg.Accounts.SetKeyLimits(dctx, key.CustomerID, id, ch)
	if err != nil {
		s.writeError(ctx, err)
		return
	}
	views, err := s.keyViews(dctx, key.CustomerID, []*plumbline.APIKey{k})
	if err != nil {
		s.writeError(ctx, err)
		return
	}
	writeJSON(ctx, fasthttp.StatusOK, views[0])
}

// keyViews shows keys with their limits and their calls this month: a key
// with a monthly limit as its limit counts them (exact), any other from
// the usage detail (which this instance holds at once, and others within
// their flush interval).
func (s *Server) keyViews(ctx context.Context, customerID string, keys []*plumbline.APIKey) ([]keyView, error) {
	now := clock.Now()
	start, end := meter.Period(now)
	counts, err := s.cfg.UsageDetail.Detail(ctx, customerID, start, end.AddDate(0, 0, -1))
	if err != nil {
		return nil, err
	}
	detail := map[string]int64{}
	for _, c := range counts {
		detail[c.KeyID] += c.Calls
	}
	ku, _ := s.cfg.Meter.(keyUsage)
	pending, _ := s.cfg.Auth.(pendingUses)
	out := make([]keyView, 0, len(keys))
	for _, k := range keys {
		lastUsed := k.LastUsedAt
		if pending != nil {
			if t, ok := pending.PendingUse(k.ID); ok && (lastUsed == nil || t.After(*lastUsed)) {
				lastUsed = &t
			}
		}
		v := keyView{ID: k.ID, KeyPrefix: k.Prefix, TierID: k.TierID, Livemode: !k.Test, CreatedAt: timestamp(k.CreatedAt),
			RevokedAt: optionalTimestamp(k.RevokedAt), LastUsedAt: optionalTimestamp(lastUsed), Scopes: scopeNames(k),
			CallsThisMonth: detail[k.ID]}
		if l := k.KeyLimits.MonthlyCalls; l > 0 {
			v.MonthlyCallLimit = &l
			if ku != nil {
				if n, ok, err := ku.KeyUsage(ctx, k, now); err == nil && ok {
					v.CallsThisMonth = n
				}
			}
		}
		if r := k.KeyLimits.RPM; r > 0 {
			v.RatePerMinute = &r
		}
		out = append(out, v)
	}
	return out, nil
}

// keyLimitDetail names the key's limit and when it resets.
func keyLimitDetail(key *plumbline.APIKey, d *meter.Decision) string {
	return "this key's own monthly limit of " + strconv.FormatInt(key.KeyLimits.MonthlyCalls, 10) + " calls is reached (key " + key.ID +
		"); it resets at " + d.QuotaResetAt.UTC().Format(time.RFC3339) + ", or raise it with PATCH /v1/account/api-keys/" + key.ID
}

// writeKeyLimitProblem answers 429 with code key_limit_reached, the key's
// limit and its reset as members of the problem.
func (s *Server) writeKeyLimitProblem(ctx *fasthttp.RequestCtx, key *plumbline.APIKey, d *meter.Decision) {
	bp := bufPool.Get().(*[]byte)
	b := s.appendProblemCode((*bp)[:0], fasthttp.StatusTooManyRequests, plumbline.EKEYLIMIT, keyLimitDetail(key, d), ctx.Path(), requestID(ctx), nil)
	b = appendKeyLimitMembers(b[:len(b)-1], key, d)
	ctx.SetStatusCode(fasthttp.StatusTooManyRequests)
	ctx.SetContentTypeBytes(contentTypeProblem)
	ctx.SetBody(b)
	*bp = b
	bufPool.Put(bp)
}

// appendKeyLimitMembers closes a problem object with the key limit's members.
func appendKeyLimitMembers(b []byte, key *plumbline.APIKey, d *meter.Decision) []byte {
	b = append(b, `,"key_limit":{"key_id":`...)
	b = jsonw.AppendString(b, key.ID)
	b = append(b, `,"monthly_call_limit":`...)
	b = strconv.AppendInt(b, key.KeyLimits.MonthlyCalls, 10)
	b = append(b, `},"resets_at":`...)
	b = jsonw.AppendString(b, d.QuotaResetAt.UTC().Format(time.RFC3339))
	return append(b, '}')
}
