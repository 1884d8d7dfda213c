package meter_test

import (
	"context"
	"os"
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

// Issue 34 (chaos seed 25): a Free call counted by the cap script whose
// process dies before the call is committed or cancelled is given back by
// the next owner of the journal; one committed just before the death (its
// refund still on file) is kept.
func TestReservationOfAKilledProcessIsGivenBack(t *testing.T) {
	schema := pgtest.New(t)
	ledger := meter.NewPGLedger(schema.Pool)
	srv := redistest.StartServer(t)
	ctx := context.Background()
	spill := filepath.Join(t.TempDir(), "meter.spill")

	b1 := meter.NewBatcher(srv.Client(), meter.BatcherOptions{})
	c1 := meter.NewRedisCounter(b1, meter.DefaultKeyspace, time.Millisecond)
	c1.SeedFrom(ledger)
	if _, err := c1.OpenSpill(spill); err != nil {
		t.Fatal(err)
	}
	for range 5 {
		if ok, err := c1.Count(ctx, "acct_orphan", thisMonth, 100, true); !ok || err != nil {
			t.Fatal(ok, err)
		}
	}
	orphan, ok, err := c1.Reserve(ctx, "acct_orphan", thisMonth, 100) // the process dies before Finish
	if !ok || err != nil {
		t.Fatal(ok, err)
	}
	_ = orphan
	committed, ok, err := c1.Reserve(ctx, "acct_orphan", thisMonth, 100)
	if !ok || err != nil {
		t.Fatal(ok, err)
	}
	refunds, _ := filepath.Glob(spill + ".refund-*")
	if len(refunds) != 2 {
		t.Fatalf("%d refunds on file for two calls in progress, want 2: %v", len(refunds), refunds)
	}
	held := map[string][]byte{}
	for _, p := range refunds {
		held[p], _ = os.ReadFile(p)
	}
	if err := c1.Commit(ctx, committed); err != nil {
		t.Fatal(err)
	}
	left, _ := filepath.Glob(spill + ".refund-*")
	if len(left) != 1 {
		t.Fatalf("refunds on file after a commit: %v, want the other call's only", left)
	}
	// Killed between the commit's ledger line and the refund's removal.
	for p, data := range held {
		if p != left[0] {
			if err := os.WriteFile(p, data, 0o600); err != nil {
				t.Fatal(err)
			}
		}
	}
	if got := storedCount(t, srv, "acct_orphan"); got != 7 {
		t.Fatalf("Redis counts %d before the death, want 7", got)
	}
	b1.Close()
	_ = c1.Close() // as a dead process: its files stay

	b2 := meter.NewBatcher(srv.Client(), meter.BatcherOptions{})
	c2 := meter.NewRedisCounter(b2, meter.DefaultKeyspace, time.Millisecond)
	c2.SeedFrom(ledger)
	if _, err := c2.OpenSpill(spill); err != nil {
		t.Fatal(err)
	}
	stop := runCounter(c2, b2)
	defer stop()
	flushUntil(t, c2, b2)
	if got := storedCount(t, srv, "acct_orphan"); got != 6 {
		t.Fatalf("Redis counts %d after the next start, want 6 (5 committed before, 1 committed at the death; the unfinished call given back)", got)
	}
	f := &meter.Flusher{Pending: c2.JournalPending(), Ledger: ledger}
	if err := f.FlushOnce(ctx); err != nil {
		t.Fatal(err)
	}
	if total, err := ledger.Total(ctx, "acct_orphan", thisMonth); err != nil || total != 6 {
		t.Fatalf("ledger %d (%v), want 6", total, err)
	}
}
