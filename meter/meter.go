// Package meter decides whether a call is admitted — a GCRA rate limit per
// key and a monthly quota per customer — counts admitted calls, and moves
// the counts, exactly once, into a Postgres ledger and on to Stripe.
//
// The embedded default runs on in-process parts (LocalGCRA, MemoryCounter);
// production on Redis (RedisGCRA, RedisCounter) through a micro-batcher that
// lets concurrent requests share pipelined round trips. Both sit behind the
// same interfaces and pass the same tests.
package meter

import (
	"context"
	"time"

	"github.com/plumbline-api/plumbline"
)

// Period returns the calendar month (UTC) that contains t: [start, end).
func Period(t time.Time) (start, end time.Time) {
	t = t.UTC()
	start = time.Date(t.Year(), t.Month(), 1, 0, 0, 0, 0, time.UTC)
	return start, start.AddDate(0, 1, 0)
}

// Usage is a customer's count for one period.
type Usage struct {
	PeriodStart, PeriodEnd time.Time
	Used                   int64 // calls admitted in the period
	Overage                int64 // of those, calls past the monthly quota
}

// Decision is the answer to one call, with what the RateLimit headers say.
type Decision struct {
	Allowed    bool
	Limits     plumbline.Limits
	Remaining  int
	ResetAfter time.Duration
	RetryAfter time.Duration // when denied
	// QuotaExceeded: denied because a hard-capped (Free) customer has used
	// its monthly quota; QuotaResetAt is when the next period starts.
	QuotaExceeded bool
	QuotaResetAt  time.Time
	// SpendCapReached: denied because a paid customer's monthly spend cap
	// (its quota plus the overage it allows, spendcap.go) is used up;
	// QuotaResetAt is when the next period starts.
	SpendCapReached bool
	// KeyLimitReached: denied because the key's own monthly call limit
	// (keylimit.go) is used up; QuotaExceeded is set with it, Limits'
	// MonthlyQuota is the key's limit and QuotaResetAt the next period.
	KeyLimitReached bool

	// Operation is the operation id the server answers with this
	// decision (set by the server after Begin): the usage detail's
	// per-operation dimension (detail.go).
	Operation string

	// What Finish owes the call (settle.go).
	settle settlement
	period time.Time
	res    Reservation
	// The call's place under its key's monthly limit (keylimit.go).
	keyRes  keyReservation
	keyHeld bool
}

// Counter keeps monthly call counts per customer.
type Counter interface {
	// Count records one admitted call. For a hard-capped customer a call
	// past quota is refused (false) and not counted.
	Count(ctx context.Context, customerID string, period time.Time, quota int64, hardCap bool) (bool, error)
	// Used is the customer's count for the period, including calls this
	// instance admitted and has not yet written out.
	Used(ctx context.Context, customerID string, period time.Time) (int64, error)
}

// Meter admits and counts calls.
type Meter struct {
	// allow is the limiter's admission, chosen once: by customer and key
	// where the limiter files a key under its customer (customerLimiter).
	allow   func(ctx context.Context, customerID, keyID string, l plumbline.Limits, now time.Time) (RateResult, error)
	counter Counter
	deny    *denyCache
	// keys counts the keys with a monthly limit of their own (nil: the
	// counter brings none, and key limits are not enforced).
	keys    keyCounts
	keySeed KeySeed
}

// New builds a meter on a limiter and a counter.
func New(limiter RateLimiter, counter Counter) *Meter {
	m := &Meter{counter: counter, deny: newDenyCache()}
	if kc, ok := counter.(keyCounterSource); ok {
		m.keys = kc.keyCounter()
	}
	if cl, ok := limiter.(customerLimiter); ok {
		m.allow = cl.AllowFor
	} else {
		m.allow = func(ctx context.Context, _, keyID string, l plumbline.Limits, now time.Time) (RateResult, error) {
			return limiter.Allow(ctx, keyID, l, now)
		}
	}
	return m
}

// NewMemory is the embedded default: in-process GCRA and counters.
func NewMemory() (*Meter, *MemoryCounter) {
	c := NewMemoryCounter()
	return New(NewLocalGCRA(), c), c
}

// quotaRecheck is how long a hard-capped customer at its cap is answered
// locally before the store is asked again (an upgrade lifts the cap within it).
const quotaRecheck = 10 * time.Second

// Admit rate-limits every authenticated call and, when billed, counts it
// against the monthly quota at once: Begin, then Finish of an answered call.
// The server uses Begin and Finish, so that a call it cannot answer is not
// counted (settle.go).
func (m *Meter) Admit(ctx context.Context, key *plumbline.APIKey, now time.Time, billed bool) (Decision, error) {
	d, err := m.Begin(ctx, key, now, billed)
	if err != nil || !d.Allowed {
		return d, err
	}
	return d, m.Finish(ctx, key, d, true)
}

func quotaDenied(d Decision, now, end time.Time) Decision {
	d.QuotaExceeded, d.QuotaResetAt, d.RetryAfter = true, end, end.Sub(now)
	return d
}

// Usage reads the customer's count for the period containing now.
func (m *Meter) Usage(ctx context.Context, key *plumbline.APIKey, now time.Time) (Usage, error) {
	start, end := Period(now)
	used, err := m.counter.Used(ctx, key.CustomerID, start)
	if err != nil {
		return Usage{}, err
	}
	return Usage{PeriodStart: start, PeriodEnd: end, Used: used, Overage: max(0, used-key.Limits.MonthlyQuota)}, nil
}
