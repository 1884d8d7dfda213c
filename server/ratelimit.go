package server

import (
	"context"
	"log/slog"
	"strconv"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/internal/clock"
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
	d, err := s.cfg.Meter.Begin(context.Background(), key, clock.Now(), billed)
	if err != nil {
		s.writeError(ctx, err)
		return d, false
	}
	if d.Allowed {
		setRateLimitHeaders(&ctx.Response.Header, &d)
		return d, true
	}
	s.writeRefusal(ctx, key, &d)
	return d, false
}

// refusedEarly answers 429 for a request the meter already knows it would
// refuse (Meter.Refused), before anything of the request is read: a batch or
// a list refused costs what a refused single call costs, not the parsing of
// its items (issue 35 #9). False when the request goes on to be metered.
func (s *Server) refusedEarly(ctx *fasthttp.RequestCtx, key *plumbline.APIKey) bool {
	d, refused := s.cfg.Meter.Refused(key, clock.Now())
	if refused {
		s.writeRefusal(ctx, key, &d)
	}
	return refused
}

// writeRefusal answers a call the meter refused: 429 with its RateLimit
// headers, Retry-After and the problem saying why.
func (s *Server) writeRefusal(ctx *fasthttp.RequestCtx, key *plumbline.APIKey, d *meter.Decision) {
	setRateLimitHeaders(&ctx.Response.Header, d)
	var buf [20]byte
	ctx.Response.Header.SetCanonical(headerRetryAfter, strconv.AppendInt(buf[:0], ceilSeconds(d.RetryAfter), 10))
	if d.QuotaExceeded && d.KeyLimitReached {
		s.writeKeyLimitProblem(ctx, key, d) // keylimits.go
		return
	}
	if d.QuotaExceeded && d.SpendCapReached {
		s.writeSpendCapProblem(ctx, key, d) // limits.go
		return
	}
	s.writeError(ctx, refusal(key, d))
}

// settle counts an admitted call once its answer is known, before the answer
// is written. A call that is not counted (counted false) was rate-limited
// but never reaches the quota, the ledger or the payment processor: a 5xx
// (the server could not answer), a 4xx (a client error: a typo must not
// cost a Free user a call) and an answer that carries no figure
// (docs/decisions/0068-uncounted-answers.md). For the meter that is an
// unanswered call (Finish's answered false: a Free call's place under the
// cap is given back).
func (s *Server) settle(key *plumbline.APIKey, d meter.Decision, counted bool) {
	if err := s.cfg.Meter.Finish(context.Background(), key, d, counted); err != nil {
		if ok, n := s.logLimit.allow("meter", time.Now()); ok {
			s.cfg.Logger.Error("a call was answered but could not be counted", slog.Int64("suppressed", n), slog.Any("error", err))
		}
		return
	}
	if counted && d.Counted() && s.cfg.UsageDetail != nil {
		s.cfg.UsageDetail.Record(key.CustomerID, key.ID, d.Operation, clock.Now())
	}
}

// refusal says why a call was refused: over the key's rate, or a Free
// customer over its monthly quota.
func refusal(key *plumbline.APIKey, d *meter.Decision) error {
	if d.QuotaExceeded && d.KeyLimitReached {
		return plumbline.Errorf(plumbline.EKEYLIMIT, "%s", keyLimitDetail(key, d))
	}
	if d.QuotaExceeded && d.SpendCapReached {
		return plumbline.Errorf(plumbline.ESPENDCAP, "%s", spendCapDetail(key, d))
	}
	if d.QuotaExceeded {
		return plumbline.Errorf(plumbline.EQUOTA,
			"the monthly quota of %d calls is used up (the Free tier is a hard cap); it resets at %s, or upgrade for overage billing",
			key.Limits.MonthlyQuota, d.QuotaResetAt.Format(time.RFC3339))
	}
	own := ""
	if r := key.KeyLimits.RPM; r > 0 && r == d.Limits.RPM {
		own = " (the key's own rate)"
	}
	return plumbline.Errorf(plumbline.ERATELIMIT,
		"rate limit exceeded: %d requests per minute with bursts of %d for this key%s; retry after %d s",
		d.Limits.RPM, d.Limits.Burst, own, ceilSeconds(d.RetryAfter))
}

// setRateLimitHeaders writes the two structured fields of the IETF httpapi
// RateLimit header draft (draft-ietf-httpapi-ratelimit-headers, 08 and
// later): RateLimit-Policy: "default";q=<rpm>;w=60;burst=<burst> and
// RateLimit: "default";r=<calls the key may make at once now>;t=<seconds
// until the allowance is full>.
//
// A call refused for a spent monthly quota says the quota instead (issue
// 39: r=14 beside a refusal until the month turns told the client to retry
// at once): RateLimit: "monthly";r=0;t=<seconds until the month turns> and
// RateLimit-Policy: "monthly";q=<quota>;w=<seconds in the month>, which
// agree with Retry-After.
func setRateLimitHeaders(h *fasthttp.ResponseHeader, d *meter.Decision) {
	var buf [96]byte
	if d.QuotaExceeded {
		start, end := meter.Period(d.QuotaResetAt.Add(-time.Nanosecond))
		b := append(buf[:0], `"monthly";r=0;t=`...)
		b = strconv.AppendInt(b, ceilSeconds(d.RetryAfter), 10)
		h.SetCanonical(headerRateLimit, b)
		b = append(buf[:0], `"monthly";q=`...)
		b = strconv.AppendInt(b, d.Limits.MonthlyQuota, 10)
		b = append(b, ";w="...)
		b = strconv.AppendInt(b, int64(end.Sub(start)/time.Second), 10)
		h.SetCanonical(headerRatePolicy, b)
		return
	}
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

// noFigureKey marks a request whose answer carries no figure (a
// reference.Figureless answer): routeHandler does not count it.
const noFigureKey = "plumbline.nofigure"

// markNoFigure records that the answer being written carries no figure.
func markNoFigure(ctx *fasthttp.RequestCtx) { ctx.SetUserValue(noFigureKey, true) }

// counts reports whether a REST call's answer counts against the quota: a
// 2xx or 3xx that carries a figure.
func counts(ctx *fasthttp.RequestCtx) bool {
	return ctx.Response.StatusCode() < 400 && ctx.UserValue(noFigureKey) == nil
}

// countsStatus is counts for a batch item or a listed value: an answer
// under 400 that carries a figure.
func countsStatus(status int, figure bool) bool { return status < 400 && figure }

func ceilSeconds(d time.Duration) int64 {
	if d <= 0 {
		return 0
	}
	return int64((d + time.Second - 1) / time.Second)
}
