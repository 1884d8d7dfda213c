package server_test

import (
	"bytes"
	"testing"

	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/internal/race"
	"github.com/plumbline-api/plumbline/server"
)

// batchInProcess is the in-process server with room for a 100-item batch,
// prepared to send one (Prefer: return=minimal, as a takeoff client would).
func batchInProcess(tb testing.TB) *inProcess {
	tb.Helper()
	p := newInProcessWith(tb, billing.NewMemoryStore(), nil, withBodyCap(1<<20))
	p.prepare("POST", server.BatchPath, "application/json", []byte(yardsBatch(server.MaxBatchItems)), true)
	p.ctx.Request.Header.Set("Prefer", "return=minimal")
	return p
}

// BenchmarkCalcBatch100 measures one batch of 100 concrete/yards items
// through the whole handler; compare with 100 × BenchmarkConcreteYards.
func BenchmarkCalcBatch100(b *testing.B) {
	p := batchInProcess(b)
	b.ReportAllocs()
	for b.Loop() {
		if resp := p.serve(); resp.StatusCode() != 200 {
			b.Fatalf("status %d", resp.StatusCode())
		}
	}
}

// batchAllocBudget is the most allocations a 100-item batch may make through
// the full handler: none. The envelope is walked in place (internal/jsonr),
// items and the ids' text live in a pooled batch, every item's answer is
// appended to one pooled buffer, and each item is metered as a single call
// is. Raising it needs a reason in the commit message.
const batchAllocBudget = 0

func TestCalcBatchAllocationBudget(t *testing.T) {
	if race.Enabled {
		t.Skip("allocation budgets are measured in the non-race pass of make test")
	}
	p := batchInProcess(t)
	p.serve() // warm pools and caches
	allocs := testing.AllocsPerRun(200, func() {
		resp := p.serve()
		if resp.StatusCode() != 200 || bytes.Count(resp.Body(), []byte(`"status":200,"body":{"cubic_yards":1.358`)) != server.MaxBatchItems {
			t.Fatalf("status %d %.300s", resp.StatusCode(), resp.Body())
		}
	})
	if allocs > batchAllocBudget {
		t.Fatalf("a 100-item batch allocates %.1f times; the budget is %d", allocs, batchAllocBudget)
	}
}
