package meter_test

import (
	"context"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline/internal/postgres/pgtest"
	"github.com/plumbline-api/plumbline/internal/redistest"
	"github.com/plumbline-api/plumbline/meter"
)

// runCounter starts a counter's Run loop; the returned stop ends it (its
// final flush included) and closes the batcher and the spill file.
func runCounter(c *meter.RedisCounter, b *meter.Batcher) (stop func()) {
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { c.Run(ctx); close(done) }()
	return func() { cancel(); <-done; b.Close(); _ = c.Close() }
}

func usageKey(customer string) string {
	return "plumbline:usage:{" + customer + "}:" + thisMonth.Format("2006-01")
}

func storedCount(t *testing.T, srv *redistest.Server, customer string) int64 {
	t.Helper()
	v, err := srv.Client().Get(context.Background(), usageKey(customer)).Result()
	if err != nil {
		t.Fatalf("read counter: %v", err)
	}
	n, _ := strconv.ParseInt(v, 10, 64)
	return n
}

func flushUntil(t *testing.T, c *meter.RedisCounter, b *meter.Batcher) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !b.Up() || c.Flush(context.Background()) != nil {
		if time.Now().After(deadline) {
			t.Fatal("counts not sent within 10 s")
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// Finding 1: counts admitted while Redis is down survive the process
// stopping during the outage: they go to the spill file, and the next start
// sends them, once.
func TestSpillKeepsOutageCountsAcrossRestart(t *testing.T) {
	srv := redistest.StartServer(t)
	spillPath := filepath.Join(t.TempDir(), "meter.spill")
	ctx := context.Background()

	b1 := meter.NewBatcher(srv.Client(), meter.BatcherOptions{})
	c1 := meter.NewRedisCounter(b1, meter.DefaultKeyspace, 5*time.Millisecond)
	if _, err := c1.OpenSpill(spillPath); err != nil {
		t.Fatal(err)
	}
	stop1 := runCounter(c1, b1)
	for range 50 {
		count(t, c1, "acct_spill", 1)
	}
	flushUntil(t, c1, b1)
	srv.Stop() // Redis down
	for range 70 {
		if ok, err := c1.Count(ctx, "acct_spill", thisMonth, 1000, false); !ok || err != nil {
			t.Fatal(ok, err)
		}
	}
	stop1() // shutdown during the outage

	srv.Start()
	b2 := meter.NewBatcher(srv.Client(), meter.BatcherOptions{})
	c2 := meter.NewRedisCounter(b2, meter.DefaultKeyspace, 5*time.Millisecond)
	n, err := c2.OpenSpill(spillPath)
	if err != nil {
		t.Fatal(err)
	}
	if n == 0 {
		t.Fatal("nothing to replay: the outage's counts were not spilled")
	}
	flushUntil(t, c2, b2)
	if got := storedCount(t, srv, "acct_spill"); got != 120 {
		t.Fatalf("Redis holds %d calls after the restart, want 120 (50 before the outage, 70 during)", got)
	}
	// A second start replays nothing more: the file was emptied.
	_ = c2.Close()
	b2.Close()
	c3 := meter.NewRedisCounter(meter.NewBatcher(srv.Client(), meter.BatcherOptions{}), meter.DefaultKeyspace, time.Millisecond)
	if n, err := c3.OpenSpill(spillPath); err != nil || n != 0 {
		t.Fatalf("second start replays %d batches (%v), want 0", n, err)
	}
	_ = c3.Close()
}

// Finding 2: a Redis that lost its data, or is down when an instance
// starts, cannot reset a Free quota: the counter is seeded from the ledger.
func TestFreeQuotaSeededFromLedger(t *testing.T) {
	schema := pgtest.New(t)
	ledger := meter.NewPGLedger(schema.Pool)
	ctx := context.Background()
	for _, customer := range []string{"acct_seed_up", "acct_seed_down"} {
		if err := ledger.Write(ctx, customer+"-b", []meter.Count{{CustomerID: customer, Period: thisMonth, Calls: 900}}); err != nil {
			t.Fatal(err)
		}
	}
	srv := redistest.StartServer(t)

	// Redis up but empty (restarted without persistence).
	srv.FlushAll()
	b := meter.NewBatcher(srv.Client(), meter.BatcherOptions{})
	c := meter.NewRedisCounter(b, meter.DefaultKeyspace, time.Millisecond)
	c.SeedFrom(ledger)
	stop := runCounter(c, b)
	admitted := 0
	for range 150 {
		if ok, err := c.Count(ctx, "acct_seed_up", thisMonth, 1000, true); err != nil {
			t.Fatal(err)
		} else if ok {
			admitted++
		}
	}
	stop()
	if admitted != 100 {
		t.Fatalf("empty Redis: admitted %d of 150 Free calls at 900 of 1,000 in the ledger, want 100", admitted)
	}

	// Redis down when the instance starts.
	srv.Stop()
	b2 := meter.NewBatcher(srv.Client(), meter.BatcherOptions{})
	c2 := meter.NewRedisCounter(b2, meter.DefaultKeyspace, time.Millisecond)
	c2.SeedFrom(ledger)
	defer b2.Close()
	admitted = 0
	for range 150 {
		if ok, err := c2.Count(ctx, "acct_seed_down", thisMonth, 1000, true); err != nil {
			t.Fatal(err)
		} else if ok {
			admitted++
		}
	}
	if admitted != 100 {
		t.Fatalf("Redis down at start: admitted %d of 150 Free calls at 900 of 1,000 in the ledger, want 100", admitted)
	}
	if used, err := c2.Used(ctx, "acct_seed_down", thisMonth); err != nil || used != 1000 {
		t.Fatalf("usage with Redis down: %d %v, want 1000", used, err)
	}
}

// Finding 3: a Free call whose cap script ran in Redis after the client
// timed out (Redis paused, then resumed) is counted once, not once in Redis
// and again by the fallback's replay.
func TestFreeCallCountedOnceAcrossATimeout(t *testing.T) {
	srv := redistest.StartServer(t)
	ctx := context.Background()
	b := meter.NewBatcher(srv.Client(), meter.BatcherOptions{})
	c := meter.NewRedisCounter(b, meter.DefaultKeyspace, time.Millisecond)
	stop := runCounter(c, b)
	defer stop()
	for range 5 {
		if ok, err := c.Count(ctx, "acct_once", thisMonth, 1000, true); !ok || err != nil {
			t.Fatal(ok, err)
		}
	}
	srv.Pause()
	ok, err := c.Count(ctx, "acct_once", thisMonth, 1000, true) // times out; the script waits in the socket
	srv.Resume()
	if !ok || err != nil {
		t.Fatalf("the call during the stall: %v %v, want admitted by the fallback", ok, err)
	}
	flushUntil(t, c, b)
	time.Sleep(100 * time.Millisecond)
	flushUntil(t, c, b)
	if got := storedCount(t, srv, "acct_once"); got != 6 {
		t.Fatalf("Redis counts %d calls, want 6: the stalled call was counted twice", got)
	}
}

// With a journal, the ledger is fed from the instance's own files: a Redis
// that loses all its data (FLUSHALL, or a restart without persistence)
// loses no billed call, paid or Free.
func TestRedisDataLossLosesNoBilledCall(t *testing.T) {
	schema := pgtest.New(t)
	ledger := meter.NewPGLedger(schema.Pool)
	srv := redistest.StartServer(t)
	b := meter.NewBatcher(srv.Client(), meter.BatcherOptions{})
	c := meter.NewRedisCounter(b, meter.DefaultKeyspace, time.Millisecond)
	c.SeedFrom(ledger)
	if _, err := c.OpenSpill(filepath.Join(t.TempDir(), "meter.spill")); err != nil {
		t.Fatal(err)
	}
	stop := runCounter(c, b)
	defer stop()
	f := &meter.Flusher{Pending: c.JournalPending(), Ledger: ledger}
	ctx := context.Background()
	countBoth := func(n int) {
		for range n {
			if ok, err := c.Count(ctx, "acct_loss_paid", thisMonth, 1_000_000, false); !ok || err != nil {
				t.Fatal(ok, err)
			}
			if ok, err := c.Count(ctx, "acct_loss_free", thisMonth, 1_000_000, true); !ok || err != nil {
				t.Fatal(ok, err)
			}
		}
	}
	countBoth(40)
	if err := f.FlushOnce(ctx); err != nil { // some in the ledger already
		t.Fatal(err)
	}
	countBoth(60)
	flushUntil(t, c, b) // in Redis, not yet in the ledger
	srv.FlushAll()
	countBoth(25)
	flushUntil(t, c, b)
	if err := f.FlushOnce(ctx); err != nil {
		t.Fatal(err)
	}
	got := totals(t, ledger)
	if got["acct_loss_paid"] != 125 || got["acct_loss_free"] != 125 {
		t.Fatalf("ledger after Redis lost its data: %v, want 125 each", got)
	}
}
