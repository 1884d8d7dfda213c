package meter_test

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline/internal/postgres/pgtest"
	"github.com/plumbline-api/plumbline/internal/redistest"
	"github.com/plumbline-api/plumbline/meter"
)

// copyJournal copies every file of the journal at base into dir (what a
// backup, or a crash between the ledger's commit and the files' deletion,
// leaves).
func copyJournal(t *testing.T, base, dir string) {
	t.Helper()
	paths, _ := filepath.Glob(base + "*")
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(p)), data, 0o600); err != nil {
			t.Fatal(err)
		}
	}
}

func usedIs(t *testing.T, c *meter.RedisCounter, customer string, want int64) {
	t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for {
		got, err := c.Used(context.Background(), customer, thisMonth)
		if err == nil && got == want {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s used %d (%v), want %d", customer, got, err, want)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// Issue 26: an instance stopped during a Redis outage delivers its journal
// straight to the ledger; a replacement in the same spill directory, on a
// Redis that came back empty, shows the exact usage; the same journal
// restored and replayed after Redis's applied markers are gone adds
// nothing; and a journal left by a killed process is adopted and delivered.
func TestShutdownDeliveryAdoptionAndLateReplay(t *testing.T) {
	schema := pgtest.New(t)
	ledger := meter.NewPGLedger(schema.Pool)
	srv := redistest.StartServer(t)
	dir, backup := t.TempDir(), t.TempDir()
	ctx := context.Background()

	// Instance A: 30 paid and 5 Free calls during an outage, then SIGTERM.
	b1 := meter.NewBatcher(srv.Client(), meter.BatcherOptions{})
	c1 := meter.NewRedisCounter(b1, meter.DefaultKeyspace, 5*time.Millisecond)
	c1.SeedFrom(ledger)
	baseA := filepath.Join(dir, "a"+meter.SpillSuffix)
	if _, err := c1.OpenSpill(baseA); err != nil {
		t.Fatal(err)
	}
	srv.Stop()
	count(t, c1, "acct_paid", 30)
	for range 5 {
		if ok, err := c1.Count(ctx, "acct_free", thisMonth, 100, true); !ok || err != nil {
			t.Fatalf("free call: %v %v", ok, err)
		}
	}
	if err := c1.Flush(ctx); err == nil {
		t.Fatal("flush with Redis down succeeded")
	}
	copyJournal(t, baseA, backup) // the files as they were before delivery
	n, err := c1.DeliverToLedger(ctx)
	if err != nil || n != 35 {
		t.Fatalf("delivered %d calls (%v), want 35", n, err)
	}
	b1.Close()
	_ = c1.Close()
	if left, _ := filepath.Glob(baseA + "*"); len(left) != 0 {
		t.Fatalf("files left after delivery: %v", left)
	}
	if got := totals(t, ledger); got["acct_paid"] != 30 || got["acct_free"] != 5 {
		t.Fatalf("ledger %v, want acct_paid 30, acct_free 5", got)
	}

	// Redis back, empty (no marker, no counter); the delivered journal
	// restored from its copy; and a journal a killed process left: 7 paid
	// calls never sent anywhere.
	srv.Start()
	srv.FlushAll()
	copyJournal(t, filepath.Join(backup, "a"), dir)
	baseK := filepath.Join(dir, "killed"+meter.SpillSuffix)
	if err := os.WriteFile(baseK, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	line := "acct_paid\t" + strconv.FormatInt(thisMonth.Unix(), 10) + "\n"
	if err := os.WriteFile(baseK+".deadbeef0001-1", []byte(strings.Repeat(line, 7)), 0o600); err != nil {
		t.Fatal(err)
	}

	// Instance B starts in the same directory under another name.
	b2 := meter.NewBatcher(srv.Client(), meter.BatcherOptions{})
	c2 := meter.NewRedisCounter(b2, meter.DefaultKeyspace, 5*time.Millisecond)
	c2.SeedFrom(ledger)
	if _, err := c2.OpenSpill(filepath.Join(dir, "b"+meter.SpillSuffix)); err != nil {
		t.Fatal(err)
	}
	stop2 := runCounter(c2, b2)
	defer stop2()
	usedIs(t, c2, "acct_paid", 37)
	usedIs(t, c2, "acct_free", 5)
	f := &meter.Flusher{Pending: c2.JournalPending(), Ledger: ledger}
	flushUntil(t, c2, b2)
	if err := f.FlushOnce(ctx); err != nil {
		t.Fatal(err)
	}
	if got := totals(t, ledger); got["acct_paid"] != 37 || got["acct_free"] != 5 {
		t.Fatalf("ledger %v after adoption, want acct_paid 37 (30 delivered + 7 adopted), acct_free 5", got)
	}
	// The unapplied batch is in the counters once, and off the list.
	for deadline := time.Now().Add(12 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		var listed int
		err := schema.Pool.QueryRow(ctx, "SELECT count(*) FROM meter_unapplied").Scan(&listed)
		if err == nil && listed == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d unapplied counts left (%v)", listed, err)
		}
	}
	usedIs(t, c2, "acct_paid", 37)
	for _, lock := range []string{baseA, baseK} {
		if _, err := os.Stat(lock); !os.IsNotExist(err) {
			t.Fatalf("adopted journal's lock file %s still there (%v)", lock, err)
		}
	}
}

// At the upgrade to per-customer hash tags a new counter starts from the
// counter of the old name when it is above the ledger: a Free account at 499
// of 500 under the old name gets one call, not 500 more.
func TestCounterStartsFromItsOldName(t *testing.T) {
	srv := redistest.StartServer(t)
	ctx := context.Background()
	old := "plumbline:usage:" + thisMonth.Format("2006-01") + ":acct_upgraded"
	if err := srv.Client().Set(ctx, old, 499, 0).Err(); err != nil {
		t.Fatal(err)
	}
	b := meter.NewBatcher(srv.Client(), meter.BatcherOptions{})
	defer b.Close()
	c := meter.NewRedisCounter(b, meter.DefaultKeyspace, time.Hour)
	admitted := 0
	for range 5 {
		ok, err := c.Count(ctx, "acct_upgraded", thisMonth, 500, true)
		if err != nil {
			t.Fatal(err)
		}
		if ok {
			admitted++
		}
	}
	if admitted != 1 {
		t.Fatalf("admitted %d calls at 499 of 500 under the old name, want 1", admitted)
	}
}
