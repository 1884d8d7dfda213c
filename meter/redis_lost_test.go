package meter_test

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline/internal/postgres/pgtest"
	"github.com/plumbline-api/plumbline/internal/redistest"
	"github.com/plumbline-api/plumbline/meter"
)

// Issue 34: counts in Redis and not yet in the ledger when Redis loses its
// data (paid ones sent from the journal, Free ones counted by the cap
// script) come back into the live counter once the journal reaches the
// ledger, and only once; the counter seeded meanwhile from the ledger does
// not keep them out for the rest of the month.
func TestRedisLossBeforeLedgerKeepsUsage(t *testing.T) {
	schema := pgtest.New(t)
	ledger := meter.NewPGLedger(schema.Pool)
	srv := redistest.StartServer(t)
	ctx := context.Background()
	b := meter.NewBatcher(srv.Client(), meter.BatcherOptions{})
	c := meter.NewRedisCounter(b, meter.DefaultKeyspace, time.Millisecond)
	c.SeedFrom(ledger)
	if _, err := c.OpenSpill(filepath.Join(t.TempDir(), "meter.spill")); err != nil {
		t.Fatal(err)
	}
	stop := runCounter(c, b)
	defer stop()
	f := &meter.Flusher{Pending: c.JournalPending(), Ledger: ledger}

	count(t, c, "acct_lost_paid", 30)
	for range 20 {
		if ok, err := c.Count(ctx, "acct_lost_free", thisMonth, 100, true); !ok || err != nil {
			t.Fatal(ok, err)
		}
	}
	if err := f.FlushOnce(ctx); err != nil { // 30 + 20 in the ledger, confirmed
		t.Fatal(err)
	}
	count(t, c, "acct_lost_paid", 12)
	for range 8 {
		if ok, err := c.Count(ctx, "acct_lost_free", thisMonth, 100, true); !ok || err != nil {
			t.Fatal(ok, err)
		}
	}
	flushUntil(t, c, b) // in Redis, not in the ledger
	srv.FlushAll()
	count(t, c, "acct_lost_paid", 5) // the counter restarts from the ledger (30)
	flushUntil(t, c, b)
	if err := f.FlushOnce(ctx); err != nil { // the journal reaches the ledger and is confirmed
		t.Fatal(err)
	}
	if err := f.FlushOnce(ctx); err != nil { // a second run adds nothing
		t.Fatal(err)
	}
	for customer, want := range map[string]int64{"acct_lost_paid": 47, "acct_lost_free": 28} {
		if got := storedCount(t, srv, customer); got != want {
			t.Errorf("%s: Redis counter %d after the loss, want %d (the ledger's)", customer, got, want)
		}
		total, err := ledger.Total(ctx, customer, thisMonth)
		if err != nil || total != want {
			t.Errorf("%s: ledger %d (%v), want %d", customer, total, err, want)
		}
	}
}
