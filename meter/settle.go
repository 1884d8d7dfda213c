package meter

import (
	"context"
	"time"

	"github.com/plumbline-api/plumbline"
)

// A call the server cannot answer (a 5xx) must not count against the quota
// nor reach the ledger and the payment processor. The meter admits before
// the handler runs, so admission and counting are two steps: Begin decides
// and Finish counts, once the answer's status is known and before it is
// written.
//
//   - A paid call (no hard cap) is counted only by Finish, and only when it
//     was answered: nothing is counted that has to be taken back, so the
//     ledger and the overage sent to the processor never see it.
//   - A hard-capped (Free) call must hold its place under the cap while it
//     runs, or concurrent calls could overshoot the cap: Begin reserves it
//     (a Reserver counter counts it in the cap atomically), Finish commits
//     it (it becomes a call for the ledger) or cancels it (the cap's count
//     is given back, exactly once, and nothing reaches the ledger).
//
// Admit is Begin and Finish of an answered call at once.

// Reserver is a Counter that can hold a hard-capped call's place under the
// cap apart from counting it: Reserve decides the cap and takes a place,
// Commit turns the place into a counted call, Cancel gives it back.
// MemoryCounter and RedisCounter are Reservers.
type Reserver interface {
	Reserve(ctx context.Context, customerID string, period time.Time, quota int64) (Reservation, bool, error)
	Commit(ctx context.Context, r Reservation) error
	Cancel(ctx context.Context, r Reservation) error
}

// Reservation is a hard-capped call's place under its cap.
type Reservation struct {
	id     counterID
	callID string // the cap script's id for the call ("" when it never ran)
	script bool   // the cap script counted it in Redis
	// held: the refund journaled before the cap script ran, so that a
	// process that dies before the call is committed or cancelled leaves
	// the place to give back (reserve.go); "" without a journal.
	held string
}

// settlement is what Finish owes a call.
type settlement uint8

const (
	settleNone    settlement = iota // not billed, refused, or already counted
	settleCount                     // a paid call: count it once answered
	settleReserve                   // a hard-capped call: commit or release its reservation
)

// Begin rate-limits every authenticated call and, when billed, decides its
// quota: a hard-capped customer's call takes its place under the cap now,
// a paid call is counted by Finish. A key known to be over its rate is
// answered here, without a round trip, until its retry-after has passed.
func (m *Meter) Begin(ctx context.Context, key *plumbline.APIKey, now time.Time, billed bool) (Decision, error) {
	billed = billed && !key.Test        // a test key is rate-limited, never counted (issue 37)
	d, denied := m.deniedRate(key, now) // the account's rate, or the key's own where lower (issue 37)
	if denied {
		return d, nil
	}
	rl := d.Limits
	r, err := m.allow(ctx, key.CustomerID, key.ID, rl, now)
	if err != nil {
		return d, err
	}
	d.Remaining, d.ResetAfter = r.Remaining, r.ResetAfter
	if !r.Allowed {
		d.RetryAfter = r.RetryAfter
		m.deny.denyRate(key.ID, rl, now.Add(r.RetryAfter), now.Add(r.ResetAfter))
		return d, nil
	}
	if !billed {
		d.Allowed = true
		return d, nil
	}
	start, end := Period(now)
	d.period = start
	// The key's own monthly limit first (keylimit.go): its place is given
	// back below when the account's cap refuses the call.
	if ok, err := m.reserveKey(ctx, key, &d, now, start, end); err != nil || !ok {
		return d, err
	}
	limit, hard, spend := capOf(key) // spendcap.go
	if !hard {
		d.Allowed, d.settle = true, settleCount
		return d, nil
	}
	d.SpendCapReached = spend // read only when the call is refused
	if m.deny.quota(key.CustomerID, limit, now) {
		return m.refuseHeld(ctx, key, quotaDenied(d, now, end))
	}
	var ok bool
	if rs, isReserver := m.counter.(Reserver); isReserver {
		d.res, ok, err = rs.Reserve(ctx, key.CustomerID, start, limit)
		d.settle = settleReserve
	} else { // a counter without reservations counts now and cannot give back
		ok, err = m.counter.Count(ctx, key.CustomerID, start, limit, true)
	}
	if err != nil || !ok {
		d.settle = settleNone
	}
	if err != nil {
		_ = m.releaseKey(ctx, key, &d)
		return d, err
	}
	if !ok {
		recheck := now.Add(quotaRecheck)
		if end.Before(recheck) {
			recheck = end
		}
		m.deny.denyQuota(key.CustomerID, limit, recheck)
		return m.refuseHeld(ctx, key, quotaDenied(d, now, end))
	}
	d.Allowed, d.SpendCapReached = true, false
	return d, nil
}

// refuseHeld answers a refusal by the account's cap, giving back the
// call's place under its key's limit.
func (m *Meter) refuseHeld(ctx context.Context, key *plumbline.APIKey, d Decision) (Decision, error) {
	err := m.releaseKey(ctx, key, &d)
	return d, err
}

// Finish settles a call Begin admitted, once its answer's status is known
// and before the answer is written: answered is false for a call the server
// could not answer (a 5xx), which is then not counted, and whose reserved
// place under a hard cap is given back. Call it once per admitted call.
func (m *Meter) Finish(ctx context.Context, key *plumbline.APIKey, d Decision, answered bool) error {
	if !answered {
		if err := m.releaseKey(ctx, key, &d); err != nil {
			return err
		}
	}
	switch d.settle {
	case settleCount:
		if answered {
			_, err := m.counter.Count(ctx, key.CustomerID, d.period, key.Limits.MonthlyQuota, false)
			return err
		}
	case settleReserve:
		rs := m.counter.(Reserver)
		if answered {
			return rs.Commit(ctx, d.res)
		}
		m.deny.quotas.Remove(key.CustomerID) // a place under the cap is free again
		return rs.Cancel(ctx, d.res)
	}
	return nil
}
