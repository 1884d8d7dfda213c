package meter

import (
	"time"

	"github.com/plumbline-api/plumbline"
)

// Refused reports whether a call of key is refused now by what this
// instance already knows (its denials, deny.go), without asking the limiter
// or the counter and without taking anything: the key is over its rate
// until its retry-after, or its hard-capped customer is at its cap. A
// request that would cost work before its first admission (a batch or a list
// to parse, issue 35 #9) asks it first, so that a refused one costs what a
// refused single call costs. A false answer decides nothing: Begin still
// admits or refuses each call.
func (m *Meter) Refused(key *plumbline.APIKey, now time.Time) (Decision, bool) {
	d, denied := m.deniedRate(key, now)
	if denied {
		return d, true
	}
	if key.Test { // never counted: only its rate refuses it
		return d, false
	}
	limit, hard, spend := capOf(key)
	if !hard || !m.deny.quota(key.CustomerID, limit, now) {
		return d, false
	}
	_, end := Period(now)
	d.SpendCapReached = spend
	return quotaDenied(d, now, end), true
}

// deniedRate is the decision for key when this instance knows it is over its
// rate (its own where lower) until its retry-after; Begin and Refused both
// start from it.
func (m *Meter) deniedRate(key *plumbline.APIKey, now time.Time) (Decision, bool) {
	rl := key.RateLimits()
	d := Decision{Limits: rl}
	retry, reset, ok := m.deny.rate(key.ID, rl, now)
	if ok {
		d.RetryAfter, d.ResetAfter = retry, reset
	}
	return d, ok
}
