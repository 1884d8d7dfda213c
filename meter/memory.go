package meter

import (
	"context"
	"sort"
	"sync"
	"time"
)

// counterID identifies one customer's count in one period.
type counterID struct {
	customer string
	period   int64 // unix seconds of the period start
}

// Count is a number of calls of one customer in one period.
type Count struct {
	CustomerID string
	Period     time.Time
	Calls      int64
}

// MemoryCounter is the in-process Counter. It also keeps the counts not yet
// written to the ledger (Pending), for a server with Postgres but no Redis.
type MemoryCounter struct {
	mu      sync.Mutex
	totals  map[counterID]int64
	pending map[counterID]int64
	claims  map[string][]Count
	keys    *memoryKeys
}

func (m *MemoryCounter) keyCounter() keyCounts { return m.keys }

// NewMemoryCounter returns empty counters.
func NewMemoryCounter() *MemoryCounter {
	return &MemoryCounter{totals: map[counterID]int64{}, pending: map[counterID]int64{}, claims: map[string][]Count{}, keys: &memoryKeys{n: map[keyCountID]int64{}}}
}

func (m *MemoryCounter) Count(_ context.Context, customerID string, period time.Time, quota int64, hardCap bool) (bool, error) {
	id := counterID{customerID, period.Unix()}
	m.mu.Lock()
	defer m.mu.Unlock()
	if hardCap && m.totals[id] >= quota {
		return false, nil
	}
	m.totals[id]++
	m.pending[id]++
	return true, nil
}

func (m *MemoryCounter) Used(_ context.Context, customerID string, period time.Time) (int64, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.totals[counterID{customerID, period.Unix()}], nil
}

// Claim moves the pending counts under batchID; false when there are none.
func (m *MemoryCounter) Claim(_ context.Context, batchID string) (bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if len(m.pending) == 0 {
		return false, nil
	}
	m.claims[batchID] = toCounts(m.pending)
	m.pending = map[counterID]int64{}
	return true, nil
}

// Claimed lists claims not yet released.
func (m *MemoryCounter) Claimed(context.Context) ([]string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	ids := make([]string, 0, len(m.claims))
	for id := range m.claims {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids, nil
}

// Read returns a claim's counts.
func (m *MemoryCounter) Read(_ context.Context, batchID string) ([]Count, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]Count(nil), m.claims[batchID]...), nil
}

// Release drops a claim once its counts are in the ledger.
func (m *MemoryCounter) Release(_ context.Context, batchID string) error {
	m.mu.Lock()
	delete(m.claims, batchID)
	m.mu.Unlock()
	return nil
}

func toCounts(m map[counterID]int64) []Count {
	out := make([]Count, 0, len(m))
	for id, n := range m {
		out = append(out, Count{CustomerID: id.customer, Period: time.Unix(id.period, 0).UTC(), Calls: n})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].CustomerID != out[j].CustomerID {
			return out[i].CustomerID < out[j].CustomerID
		}
		return out[i].Period.Before(out[j].Period)
	})
	return out
}

// Reserve takes a hard-capped call's place under the cap: it is in the
// customer's count at once, so concurrent calls cannot overshoot.
func (m *MemoryCounter) Reserve(_ context.Context, customerID string, period time.Time, quota int64) (Reservation, bool, error) {
	id := counterID{customerID, period.Unix()}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.totals[id] >= quota {
		return Reservation{}, false, nil
	}
	m.totals[id]++
	return Reservation{id: id}, true, nil
}

// Commit makes a reserved call a counted one: pending for the ledger.
func (m *MemoryCounter) Commit(_ context.Context, r Reservation) error {
	m.mu.Lock()
	m.pending[r.id]++
	m.mu.Unlock()
	return nil
}

// Cancel gives a reserved call's place back.
func (m *MemoryCounter) Cancel(_ context.Context, r Reservation) error {
	m.mu.Lock()
	if m.totals[r.id] > 0 {
		m.totals[r.id]--
	}
	m.mu.Unlock()
	return nil
}
