package meter

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"github.com/plumbline-api/plumbline"
)

// Memory is the in-process meter of the embedded default: monthly counters
// per customer.
type Memory struct {
	mu     sync.RWMutex
	counts map[counterID]*atomic.Int64
}

type counterID struct {
	customer string
	period   int64 // unix seconds of the period start
}

// NewMemory returns an empty in-process meter.
func NewMemory() *Memory { return &Memory{counts: map[counterID]*atomic.Int64{}} }

func (m *Memory) counter(customer string, now time.Time) *atomic.Int64 {
	start, _ := Period(now)
	id := counterID{customer, start.Unix()}
	m.mu.RLock()
	c := m.counts[id]
	m.mu.RUnlock()
	if c != nil {
		return c
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if c = m.counts[id]; c == nil {
		c = new(atomic.Int64)
		m.counts[id] = c
	}
	return c
}

// Admit counts the call.
func (m *Memory) Admit(_ context.Context, key *plumbline.APIKey, now time.Time) (Decision, error) {
	m.counter(key.CustomerID, now).Add(1)
	return Decision{Allowed: true}, nil
}

// Usage reads the customer's count for the period containing now.
func (m *Memory) Usage(_ context.Context, key *plumbline.APIKey, now time.Time) (Usage, error) {
	start, end := Period(now)
	used := m.counter(key.CustomerID, now).Load()
	return Usage{PeriodStart: start, PeriodEnd: end, Used: used, Overage: overage(used, key.Limits.MonthlyQuota)}, nil
}
