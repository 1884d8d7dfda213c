package meter

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"time"
)

// Adoption of orphaned journals (issue 26). Instances that share a spill
// directory each lock their own journal (<dir>/<name>.spill, flock held for
// the life of the process). A journal whose lock is free belongs to a
// process that is gone: a starting instance, and every running one each
// adoptInterval, moves its files under its own journal's name (a rename in
// one directory: atomic, and batch ids are unique, so names never clash),
// deletes the orphan's lock file, and delivers the files as its own: batches
// to Redis (or, at its own shutdown with Redis down, to the ledger), applied
// files and claims to the ledger, refunds to Redis. A replacement instance
// with another name, port or host therefore delivers what its predecessor
// left, as long as it mounts the same directory.

// SpillSuffix ends the name of every journal's lock file: adoption looks
// for <dir>/*.spill.
const SpillSuffix = ".spill"

// adoptInterval is how often a running instance looks for orphans.
const adoptInterval = 5 * time.Second

// Adopt delivers the journals in this journal's directory whose lock is
// free; it returns how many it adopted.
func (c *RedisCounter) Adopt(ctx context.Context) (int, error) {
	if c.journal == nil {
		return 0, nil
	}
	base := c.journal.base
	locks, err := filepath.Glob(filepath.Join(globEscape(filepath.Dir(base)), "*"+SpillSuffix))
	if err != nil {
		return 0, err
	}
	adopted := 0
	for _, lp := range locks {
		if lp == base || filepath.Clean(lp) == filepath.Clean(base) {
			continue
		}
		moved, ok := c.journal.adopt(lp)
		if !ok {
			continue
		}
		adopted++
		batches, refunds, err := c.journal.load(moved, true)
		if err != nil {
			return adopted, err
		}
		refunds = c.journal.dropCommitted(refunds)
		batches = c.dropDelivered(ctx, batches)
		c.mu.Lock()
		c.queue = append(c.queue, batches...)
		c.refunds = append(c.refunds, refunds...)
		c.mu.Unlock()
		c.wake()
	}
	return adopted, nil
}

// adopt moves an orphaned journal's files under j's name: ok is false when
// its owner still holds it (or it is gone).
func (j *journal) adopt(lockPath string) (moved []string, ok bool) {
	f, err := os.OpenFile(lockPath, os.O_RDWR, 0)
	if err != nil {
		return nil, false
	}
	defer f.Close()
	if syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB) != nil {
		return nil, false // its process is alive
	}
	paths, _ := filepath.Glob(globEscape(lockPath) + ".*")
	for _, p := range paths {
		suffix := strings.TrimPrefix(p, lockPath+".")
		if strings.HasSuffix(suffix, ".tmp") {
			_ = os.Remove(p) // never renamed into place: what it copies is still there
			continue
		}
		dst := j.base + "." + suffix
		if err := os.Rename(p, dst); err != nil {
			continue // left in place: the next look moves it
		}
		moved = append(moved, dst)
	}
	// Gone from the directory before the lock is released (deferred Close):
	// an instance that opened it meanwhile finds nothing under its name.
	_ = os.Remove(lockPath)
	return moved, true
}

// dropDelivered removes the batches the ledger already holds (a journal
// replayed after its delivery, whatever Redis's markers say). Without an
// answer from the ledger every batch is kept: Redis's markers still stop
// a batch from being counted twice within their 24 hours.
func (c *RedisCounter) dropDelivered(ctx context.Context, batches []*applyBatch) []*applyBatch {
	jl, ok := c.ledger.(JournalLedger)
	if !ok || len(batches) == 0 {
		return batches
	}
	ids := make([]string, len(batches))
	for i, b := range batches {
		ids[i] = b.id
	}
	lctx, cancel := context.WithTimeout(ctx, capTimeout)
	done, err := jl.Delivered(lctx, ids)
	cancel()
	if err != nil {
		return batches
	}
	kept := batches[:0]
	for _, b := range batches {
		if done[b.id] {
			if b.file != "" {
				_ = os.Remove(b.file)
			}
			continue
		}
		kept = append(kept, b)
	}
	return kept
}
