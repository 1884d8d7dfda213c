package meter_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline/internal/redistest"
	"github.com/plumbline-api/plumbline/meter"
)

// PLUMBLINE_METER_FSYNC: with the group commit on, every call returns with
// its line in the journal, concurrent calls share fsyncs (each waits about
// an interval, not one fsync per call), and batches sealed meanwhile keep
// all their lines.
func TestJournalGroupCommit(t *testing.T) {
	srv := redistest.StartServer(t)
	srv.Stop() // no Redis: every count stays in the journal
	dir := t.TempDir()
	b := meter.NewBatcher(srv.Client(), meter.BatcherOptions{})
	defer b.Close()
	c := meter.NewRedisCounter(b, meter.DefaultKeyspace, time.Hour)
	c.SyncJournal(20 * time.Millisecond)
	base := filepath.Join(dir, "g"+meter.SpillSuffix)
	if _, err := c.OpenSpill(base); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	var wg sync.WaitGroup
	for g := range 200 {
		wg.Go(func() {
			if g == 100 {
				_ = c.Flush(context.Background()) // seals a batch midway (Redis down: it stays queued)
			}
			count(t, c, "acct_sync", 1)
		})
	}
	wg.Wait()
	elapsed := time.Since(start)
	if elapsed > 2*time.Second {
		t.Fatalf("200 concurrent calls took %v with a 20 ms group commit: the fsyncs are not shared", elapsed)
	}
	_ = c.Flush(context.Background())
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(base + ".*")
	lines := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		lines += bytes.Count(data, []byte("acct_sync\t"))
	}
	if lines != 200 {
		t.Fatalf("journal holds %d lines in %v, want 200", lines, files)
	}
}
