package server

import (
	"context"
	"log/slog"
	"strconv"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/meter"
	"github.com/valyala/fasthttp"
)

var (
	headerRateLimit  = []byte("RateLimit")
	headerRatePolicy = []byte("RateLimit-Policy")
	headerRetryAfter = []byte("Retry-After")
)

// admit runs the meter for an authenticated call and sets the RateLimit
// headers on its response. It answers 429 itself (false) when the key is
// over its rate or a Free customer over its monthly quota. An admitted
// call is settled by settle once answered.
func (s *Server) admit(ctx *fasthttp.RequestCtx, key *plumbline.APIKey, billed bool) (meter.Decision, bool) {
	// No deadline made here (a timer per call would cost the hot path its
	// zero allocations): the meter bounds its own Redis calls (Batcher
	// timeout) and answers from memory when they time out.
	d, err := s.cfg.Meter.Begin(context.Background(), key, time.Now(), billed)
	if err != nil {
		s.writeError(ctx, err)
		return d, false
	}
	setRateLimitHeaders(&ctx.Response.Header, &d)
	if d.Allowed {
		return d, true
	}
	var buf [20]byte
	ctx.Response.Header.SetCanonical(headerRetryAfter, strconv.AppendInt(buf[:0], ceilSeconds(d.RetryAfter), 10))
	if d.QuotaExceeded && d.SpendCapReached {
		s.writeSpendCapProblem(ctx, key, &d) // limits.go
		return d, false
	}
	s.writeError(ctx, refusal(key, &d))
	return d, false
}

// settle counts an admitted call once its answer is known, before the answer
// is written: answered false (a 5xx: the server could not answer) is not
// counted against the quota and never reaches the ledger or the payment
// processor.
func (s *Server) settle(key *plumbline.APIKey, d meter.Decision, answered bool) {
	if err := s.cfg.Meter.Finish(context.Background(), key, d, answered); err != nil {
		if ok, n := s.logLimit.allow("meter", time.Now()); ok {
			s.cfg.Logger.Error("a call was answered but could not be counted", slog.Int64("suppressed", n), slog.Any("error", err))
		}
		return
	}
	if answered && d.Counted() && s.cfg.UsageDetail != nil {
		s.cfg.UsageDetail.Record(key.CustomerID, key.ID, d.Operation, time.Now())
	}
}

// refusal says why a call was refused: over the key's rate, or a Free
// customer over its monthly quota.
func refusal(key *plumbline.APIKey, d *meter.Decision) error {
	if d.QuotaExceeded && d.SpendCapReached {
		return plumbline.Errorf(plumbline.ERATELIMIT, "spend_cap_reached: %s", spendCapDetail(key, d))
	}
	if d.QuotaExceeded {
		return plumbline.Errorf(plumbline.ERATELIMIT,
			"the monthly quota of %d calls is used up (the Free tier is a hard cap); it resets at %s, or upgrade for overage billing",
			key.Limits.MonthlyQuota, d.QuotaResetAt.Format(time.RFC3339))
	}
	return plumbline.Errorf(plumbline.ERATELIMIT,
		"rate limit exceeded: %d requests per minute with bursts of %d for this key; retry after %d s",
		key.Limits.RPM, key.Limits.Burst, ceilSeconds(d.RetryAfter))
}

// setRateLimitHeaders writes the two structured fields of the IETF httpapi
// RateLimit header draft (draft-ietf-httpapi-ratelimit-headers, 08 and
// later): RateLimit-Policy: "default";q=<rpm>;w=60;burst=<burst> and
// RateLimit: "default";r=<calls the key may make at once now>;t=<seconds
// until the allowance is full>.
func setRateLimitHeaders(h *fasthttp.ResponseHeader, d *meter.Decision) {
	var buf [96]byte
	b := append(buf[:0], `"default";r=`...)
	b = strconv.AppendInt(b, int64(max(d.Remaining, 0)), 10)
	b = append(b, ";t="...)
	b = strconv.AppendInt(b, ceilSeconds(d.ResetAfter), 10)
	h.SetCanonical(headerRateLimit, b)
	b = append(buf[:0], `"default";q=`...)
	b = strconv.AppendInt(b, int64(d.Limits.RPM), 10)
	b = append(b, ";w=60;burst="...)
	b = strconv.AppendInt(b, int64(d.Limits.Burst), 10)
	h.SetCanonical(headerRatePolicy, b)
}

func ceilSeconds(d time.Duration) int64 {
	if d <= 0 {
		return 0
	}
	return int64((d + time.Second - 1) / time.Second)
}
