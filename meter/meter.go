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
	limiter RateLimiter
	counter Counter
	deny    *denyCache
}

// New builds a meter on a limiter and a counter.
func New(limiter RateLimiter, counter Counter) *Meter {
	return &Meter{limiter: limiter, counter: counter, deny: newDenyCache()}
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
// against the monthly quota. A key known to be over its rate is answered
// here, without a round trip, until its retry-after has passed.
func (m *Meter) Admit(ctx context.Context, key *plumbline.APIKey, now time.Time, billed bool) (Decision, error) {
	d := Decision{Limits: key.Limits}
	if retry, reset, ok := m.deny.rate(key.ID, key.Limits, now); ok {
		d.RetryAfter, d.ResetAfter = retry, reset
		return d, nil
	}
	r, err := m.limiter.Allow(ctx, key.ID, key.Limits, now)
	if err != nil {
		return d, err
	}
	d.Remaining, d.ResetAfter = r.Remaining, r.ResetAfter
	if !r.Allowed {
		d.RetryAfter = r.RetryAfter
		m.deny.denyRate(key.ID, key.Limits, now.Add(r.RetryAfter), now.Add(r.ResetAfter))
		return d, nil
	}
	if !billed {
		d.Allowed = true
		return d, nil
	}
	start, end := Period(now)
	hardCap := plumbline.Tiers[key.TierID].HardCap
	if hardCap {
		if m.deny.quota(key.CustomerID, key.Limits.MonthlyQuota, now) {
			return quotaDenied(d, now, end), nil
		}
	}
	ok, err := m.counter.Count(ctx, key.CustomerID, start, key.Limits.MonthlyQuota, hardCap)
	if err != nil {
		return d, err
	}
	if !ok {
		recheck := now.Add(quotaRecheck)
		if end.Before(recheck) {
			recheck = end
		}
		m.deny.denyQuota(key.CustomerID, key.Limits.MonthlyQuota, recheck)
		return quotaDenied(d, now, end), nil
	}
	d.Allowed = true
	return d, nil
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
