package meter

import (
	"context"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline/internal/postgres/pgtest"
	"github.com/plumbline-api/plumbline/internal/redistest"
	"github.com/redis/go-redis/v9"
)

// roundTrips counts what a client sends Redis: one per command or pipeline.
type roundTrips struct{ n atomic.Int64 }

func (r *roundTrips) DialHook(next redis.DialHook) redis.DialHook { return next }
func (r *roundTrips) ProcessHook(next redis.ProcessHook) redis.ProcessHook {
	return func(ctx context.Context, cmd redis.Cmder) error { r.n.Add(1); return next(ctx, cmd) }
}
func (r *roundTrips) ProcessPipelineHook(next redis.ProcessPipelineHook) redis.ProcessPipelineHook {
	return func(ctx context.Context, cmds []redis.Cmder) error { r.n.Add(1); return next(ctx, cmds) }
}

// Issue 34 (chaos seeds 79 and 128, under load): ledger batches listed
// unapplied — thousands after instances delivered their journals while
// Redis was down — were confirmed one round trip each inside a 5 s
// transaction; on a loaded machine a page did not finish in time, its
// transaction rolled back, and the live usage stayed short of the ledger
// while the next rounds did the same. A page's scripts now go together:
// a backlog of 600 (Redis holding a third of them already, under their
// markers) is confirmed in a few round trips, each batch once.
func TestConfirmingABacklogTakesAFewRoundTrips(t *testing.T) {
	schema := pgtest.New(t)
	ledger := NewPGLedger(schema.Pool)
	srv := redistest.StartServer(t)
	client := srv.Client()
	rt := &roundTrips{}
	client.AddHook(rt)
	b := NewBatcher(client, BatcherOptions{})
	defer b.Close()
	c := NewRedisCounter(b, DefaultKeyspace, time.Millisecond)
	c.SeedFrom(ledger)
	ctx := context.Background()
	period := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
	customers := []string{"acct_backlog_a", "acct_backlog_b", "acct_backlog_c"}

	const n = 600
	var sources []JournalSource
	want := map[string]int64{}
	for i := range n {
		cu := customers[i%len(customers)]
		calls := int64(1 + i%4)
		want[cu] += calls
		id := "backlog-" + strconv.Itoa(i)
		counts := []Count{{CustomerID: cu, Period: period, Calls: calls}}
		if i%3 == 0 { // Redis took it before it reached the ledger
			if err := c.apply(ctx, []*applyBatch{{id: id, counts: merge(counts)}}, false, nil); err != nil {
				t.Fatal(err)
			}
		}
		sources = append(sources, JournalSource{ID: id, Counts: counts, NotInRedis: counts})
	}
	if err := ledger.WriteJournal(ctx, "delivered-at-shutdown", sources); err != nil {
		t.Fatal(err)
	}
	rt.n.Store(0)
	if err := c.applyUnapplied(ctx); err != nil {
		t.Fatal(err)
	}
	trips := rt.n.Load()
	left, err := ledger.Unapplied(ctx, 10)
	if err != nil || len(left) != 0 {
		t.Fatalf("%d batches still listed unapplied (%v), want none", len(left), err)
	}
	for _, cu := range customers {
		got, err := client.Get(ctx, c.ks.usage(cu, period)).Int64()
		if err != nil || got != want[cu] {
			t.Errorf("%s: live counter %d (%v), want the ledger's %d", cu, got, err, want[cu])
		}
	}
	// One a batch before; now a round of scripts a page, and the seeds of
	// the counters (a few each) on the first.
	if trips > n/10 {
		t.Errorf("confirming %d batches took %d round trips to Redis, want at most %d", n, trips, n/10)
	}
	t.Logf("%d batches confirmed in %d round trips", n, trips)
}
