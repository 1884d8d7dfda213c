package meter

import (
	"cmp"
	"context"
	"slices"
	"sync"
	"time"
)

// Usage detail: calls by UTC day, key and operation (issue 37).
//
// The billing counters and the ledger are per customer and month: that is
// what quota, overage and Stripe need, and what the flush moves exactly
// once. The detail is a second, separate record with its own exactly-once
// hand-off, so the billing path (and its fault proofs) is unchanged:
//
//   - Finish of a counted call records one call in the instance's
//     DetailRecorder (in process, under a mutex: no round trip);
//   - Flush claims what is pending under a fresh batch id and writes it to
//     the DetailStore, which applies a batch id once (a retried write
//     changes nothing); a failed write keeps the claim for the next flush.
//
// What the detail can miss is what an instance had not flushed when it
// was killed (at most one flush interval). The API never hides that gap:
// each month of an answer says how many of the month's counted calls the
// detail holds and how many it does not ("unattributed"), so the rows plus
// the unattributed calls always equal the monthly total.

// Counted reports whether Finish counts this call (a billed, admitted
// call): what the usage detail records.
func (d Decision) Counted() bool { return d.Allowed && d.settle != settleNone }

// DetailCount is a number of calls of one customer, key and operation on
// one UTC day.
type DetailCount struct {
	CustomerID string
	Day        time.Time // 00:00 UTC
	KeyID      string
	Operation  string
	Calls      int64
}

// DetailStore keeps the usage detail. MemoryDetail is the embedded
// default; PGDetail the Postgres one. Both pass the same tests.
type DetailStore interface {
	// WriteDetail adds a batch's counts, once: a batch id written before
	// changes nothing.
	WriteDetail(ctx context.Context, batchID string, counts []DetailCount) error
	// Detail returns the customer's counts for the days in [from, to].
	Detail(ctx context.Context, customerID string, from, to time.Time) ([]DetailCount, error)
}

type detailCell struct {
	customer, key, op string
	day               int64 // unix seconds of 00:00 UTC
}

// DetailRecorder accumulates this instance's usage detail and flushes it
// to a DetailStore.
type DetailRecorder struct {
	store DetailStore

	mu      sync.Mutex
	pending map[detailCell]int64
	claims  map[string][]DetailCount // batch id → counts not yet written
	order   []string                 // claims in the order they were taken
}

// NewDetailRecorder records into store.
func NewDetailRecorder(store DetailStore) *DetailRecorder {
	return &DetailRecorder{store: store, pending: map[detailCell]int64{}, claims: map[string][]DetailCount{}}
}

// Day is the UTC day containing t.
func Day(t time.Time) time.Time {
	t = t.UTC()
	return time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC)
}

// Record counts one call.
func (r *DetailRecorder) Record(customerID, keyID, operation string, at time.Time) {
	c := detailCell{customer: customerID, key: keyID, op: operation, day: Day(at).Unix()}
	r.mu.Lock()
	r.pending[c]++
	r.mu.Unlock()
}

// Flush writes the claims left by failed flushes, then what is pending,
// each under its own batch id. A claim whose write fails stays for the next
// Flush (the same batch id: the store applies it once).
func (r *DetailRecorder) Flush(ctx context.Context) error {
	r.mu.Lock()
	if len(r.pending) > 0 {
		id := "detail-" + newBatchID(time.Now())
		r.claims[id] = detailCounts(r.pending)
		r.order = append(r.order, id)
		r.pending = map[detailCell]int64{}
	}
	order := slices.Clone(r.order)
	r.mu.Unlock()
	for _, id := range order {
		r.mu.Lock()
		counts := r.claims[id]
		r.mu.Unlock()
		if err := r.store.WriteDetail(ctx, id, counts); err != nil {
			return err
		}
		r.mu.Lock()
		delete(r.claims, id)
		r.order = slices.DeleteFunc(r.order, func(s string) bool { return s == id })
		r.mu.Unlock()
	}
	return nil
}

// Detail is the store's counts for the customer's days in [from, to] plus
// what this instance holds and has not written yet (so a call shows at
// once on the instance that answered it).
func (r *DetailRecorder) Detail(ctx context.Context, customerID string, from, to time.Time) ([]DetailCount, error) {
	stored, err := r.store.Detail(ctx, customerID, from, to)
	if err != nil {
		return nil, err
	}
	lo, hi := Day(from).Unix(), Day(to).Unix()
	sum := map[detailCell]int64{}
	for _, c := range stored {
		sum[detailCell{c.CustomerID, c.KeyID, c.Operation, c.Day.Unix()}] += c.Calls
	}
	add := func(c detailCell, n int64) {
		if c.customer == customerID && c.day >= lo && c.day <= hi {
			sum[c] += n
		}
	}
	r.mu.Lock()
	for c, n := range r.pending {
		add(c, n)
	}
	for _, counts := range r.claims {
		for _, c := range counts {
			add(detailCell{c.CustomerID, c.KeyID, c.Operation, c.Day.Unix()}, c.Calls)
		}
	}
	r.mu.Unlock()
	return detailCounts(sum), nil
}

// Run flushes every interval until ctx ends, then once more.
func (r *DetailRecorder) Run(ctx context.Context, interval time.Duration, onError func(error)) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			fctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			if err := r.Flush(fctx); err != nil && onError != nil {
				onError(err)
			}
			cancel()
			return
		case <-t.C:
			if err := r.Flush(ctx); err != nil && onError != nil {
				onError(err)
			}
		}
	}
}

// detailCounts lists cells in a stable order: day, key, operation.
func detailCounts(m map[detailCell]int64) []DetailCount {
	out := make([]DetailCount, 0, len(m))
	for c, n := range m {
		if n != 0 {
			out = append(out, DetailCount{CustomerID: c.customer, Day: time.Unix(c.day, 0).UTC(), KeyID: c.key, Operation: c.op, Calls: n})
		}
	}
	slices.SortFunc(out, func(a, b DetailCount) int {
		return cmp.Or(a.Day.Compare(b.Day), cmp.Compare(a.CustomerID, b.CustomerID), cmp.Compare(a.KeyID, b.KeyID), cmp.Compare(a.Operation, b.Operation))
	})
	return out
}

// MemoryDetail is the in-process DetailStore of the embedded default.
type MemoryDetail struct {
	mu      sync.Mutex
	batches map[string]bool
	cells   map[detailCell]int64
}

// NewMemoryDetail returns an empty store.
func NewMemoryDetail() *MemoryDetail {
	return &MemoryDetail{batches: map[string]bool{}, cells: map[detailCell]int64{}}
}

func (m *MemoryDetail) WriteDetail(_ context.Context, batchID string, counts []DetailCount) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.batches[batchID] {
		return nil
	}
	m.batches[batchID] = true
	for _, c := range counts {
		m.cells[detailCell{c.CustomerID, c.KeyID, c.Operation, Day(c.Day).Unix()}] += c.Calls
	}
	return nil
}

func (m *MemoryDetail) Detail(_ context.Context, customerID string, from, to time.Time) ([]DetailCount, error) {
	lo, hi := Day(from).Unix(), Day(to).Unix()
	m.mu.Lock()
	defer m.mu.Unlock()
	sel := map[detailCell]int64{}
	for c, n := range m.cells {
		if c.customer == customerID && c.day >= lo && c.day <= hi {
			sel[c] = n
		}
	}
	return detailCounts(sel), nil
}
