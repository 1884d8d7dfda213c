package webhooks

import (
	"context"
	"log/slog"
	"slices"
	"strconv"
	"sync"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/internal/clock"
	"github.com/plumbline-api/plumbline/meter"
)

// Meter is the server's meter (server.Meter): REST and MCP calls alike are
// admitted by Begin and counted by Finish.
type Meter interface {
	Begin(ctx context.Context, key *plumbline.APIKey, now time.Time, billed bool) (meter.Decision, error)
	Finish(ctx context.Context, key *plumbline.APIKey, d meter.Decision, answered bool) error
	Usage(ctx context.Context, key *plumbline.APIKey, now time.Time) (meter.Usage, error)
	Refused(key *plumbline.APIKey, now time.Time) (meter.Decision, bool)
}

// Watcher is a Meter that turns usage into events: after a counted call
// (or a call refused at the cap) it reads the customer's monthly count, at
// most once per Gap per customer and once more Gap after the last call,
// and writes usage.threshold for each configured percentage reached,
// quota.exhausted (Free) and usage.spend_cap_reached. Each has a dedupe key
// (customer, month, percentage) unique in the outbox, so however many
// instances see the crossing, the event is written once; and since every
// later call checks again, an instance stopped between the crossing and
// the write leaves the event to the next call's check.
type Watcher struct {
	Meter
	svc *Service
	// Gap is the least time between two checks of one customer on this
	// instance (default 1 s); EndpointsTTL how long a customer's endpoints
	// are cached here (default 30 s; this instance's changes drop it).
	Gap, EndpointsTTL time.Duration

	mu    sync.Mutex
	state map[string]*watchState
}

type watchState struct {
	last  time.Time
	timer bool
	key   *plumbline.APIKey
	month string
	done  map[string]bool // dedupe keys written (or found written) this month
}

// Watch wraps m.
func Watch(m Meter, svc *Service) *Watcher {
	return &Watcher{Meter: m, svc: svc, Gap: time.Second, EndpointsTTL: 30 * time.Second, state: map[string]*watchState{}}
}

// Begin admits as the meter does; a call refused at a cap is a usage event.
func (w *Watcher) Begin(ctx context.Context, key *plumbline.APIKey, now time.Time, billed bool) (meter.Decision, error) {
	d, err := w.Meter.Begin(ctx, key, now, billed)
	if err == nil && d.QuotaExceeded {
		w.observe(key)
	}
	return d, err
}

// SetKeySeed hands the seed of keys' own monthly counts to the meter it
// wraps (server/keylimits.go): without it a key's limit set mid-month would
// start from zero behind the watcher.
func (w *Watcher) SetKeySeed(seed meter.KeySeed) {
	if ks, ok := w.Meter.(interface{ SetKeySeed(meter.KeySeed) }); ok {
		ks.SetKeySeed(seed)
	}
}

// Finish counts as the meter does, then checks the customer's thresholds.
func (w *Watcher) Finish(ctx context.Context, key *plumbline.APIKey, d meter.Decision, answered bool) error {
	err := w.Meter.Finish(ctx, key, d, answered)
	if err == nil && answered && d.Counted() {
		w.observe(key)
	}
	return err
}

func (w *Watcher) observe(key *plumbline.APIKey) {
	if key.Test {
		return
	}
	now := time.Now()
	w.mu.Lock()
	st := w.state[key.CustomerID]
	if st == nil {
		st = &watchState{done: map[string]bool{}}
		w.state[key.CustomerID] = st
	}
	st.key = key
	switch {
	case now.Sub(st.last) >= w.Gap:
		st.last = now
		go w.check(key)
	case !st.timer:
		// A check after the last call of a burst, so a crossing inside
		// the gap is seen even if no call follows.
		st.timer = true
		time.AfterFunc(st.last.Add(w.Gap).Sub(now), func() {
			w.mu.Lock()
			st.timer, st.last = false, time.Now()
			k := st.key
			w.mu.Unlock()
			w.check(k)
		})
	}
	w.mu.Unlock()
}

// endpoints is the customer's endpoints, cached for EndpointsTTL.
func (w *Watcher) endpoints(ctx context.Context, customerID string) ([]*plumbline.WebhookEndpoint, error) {
	s := w.svc
	s.mu.Lock()
	e, ok := s.cache[customerID]
	s.mu.Unlock()
	if ok && time.Since(e.at) < w.EndpointsTTL {
		return e.endpoints, nil
	}
	es, err := s.store.Endpoints(ctx, customerID)
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	s.cache[customerID] = endpointsEntry{endpoints: es, at: time.Now()}
	s.mu.Unlock()
	return es, nil
}

// usageData is a usage event's data.
type usageData struct {
	CustomerID    string `json:"customer_id"`
	PeriodStart   string `json:"period_start"`
	PeriodEnd     string `json:"period_end"`
	Threshold     int    `json:"threshold,omitempty"` // usage.threshold: the percentage reached
	MonthlyQuota  int64  `json:"monthly_quota"`
	RequestsUsed  int64  `json:"requests_used"`
	SpendCapCalls *int64 `json:"spend_cap_calls,omitempty"` // usage.spend_cap_reached: the calls past the quota allowed
}

// check writes the usage events the customer's count has reached.
func (w *Watcher) check(key *plumbline.APIKey) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	es, err := w.endpoints(ctx, key.CustomerID)
	if err != nil {
		w.svc.opt.Log.Warn("webhook endpoints could not be read; usage events wait for the next check", slog.Any("error", err))
		return
	}
	var thresholds []int
	wants := map[string]bool{}
	for _, e := range es {
		for _, t := range e.Events {
			wants[t] = true
		}
		if slices.Contains(e.Events, plumbline.EventUsageThreshold) {
			for _, p := range e.Thresholds {
				if !slices.Contains(thresholds, p) {
					thresholds = append(thresholds, p)
				}
			}
		}
	}
	if !wants[plumbline.EventUsageThreshold] && !wants[plumbline.EventQuotaExhausted] && !wants[plumbline.EventSpendCapReached] {
		return
	}
	u, err := w.Meter.Usage(ctx, key, clock.Now())
	if err != nil {
		return // the next call checks again
	}
	quota := key.Limits.MonthlyQuota
	month := u.PeriodStart.Format("2006-01")
	base := usageData{CustomerID: key.CustomerID, PeriodStart: u.PeriodStart.Format(time.RFC3339), PeriodEnd: u.PeriodEnd.Format(time.RFC3339),
		MonthlyQuota: quota, RequestsUsed: u.Used}
	slices.Sort(thresholds)
	for _, p := range thresholds {
		if quota > 0 && u.Used*100 >= int64(p)*quota {
			d := base
			d.Threshold = p
			w.emit(ctx, key, month, plumbline.EventUsageThreshold, strconv.Itoa(p), p, d)
		}
	}
	if wants[plumbline.EventQuotaExhausted] && plumbline.Tiers[key.TierID].HardCap && u.Used >= quota {
		w.emit(ctx, key, month, plumbline.EventQuotaExhausted, "", 0, base)
	}
	if wants[plumbline.EventSpendCapReached] && key.HasSpendCap && u.Used >= quota+key.SpendCapCalls {
		d := base
		d.SpendCapCalls = &key.SpendCapCalls
		w.emit(ctx, key, month, plumbline.EventSpendCapReached, "", 0, d)
	}
}

func (w *Watcher) emit(ctx context.Context, key *plumbline.APIKey, month, typ, suffix string, threshold int, data usageData) {
	dedupe := typ + ":" + key.CustomerID + ":" + month
	if suffix != "" {
		dedupe += ":" + suffix
	}
	w.mu.Lock()
	st := w.state[key.CustomerID]
	if st.month != month {
		st.month, st.done = month, map[string]bool{}
	}
	done := st.done[dedupe]
	w.mu.Unlock()
	if done {
		return
	}
	if _, err := w.svc.Emit(ctx, key.CustomerID, typ, dedupe, threshold, true, data); err != nil {
		return // not marked: the next check writes it
	}
	w.mu.Lock()
	if st.month == month {
		st.done[dedupe] = true
	}
	w.mu.Unlock()
}
