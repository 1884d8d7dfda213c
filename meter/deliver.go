package meter

import (
	"context"
	"errors"
	"os"
	"slices"
	"time"
)

// Delivery at shutdown (issue 26). An instance stopped while Redis is down
// holds, in its journal, batches Redis never took. Left there, they wait for
// an instance that adopts the journal; DeliverToLedger writes them straight
// to the Postgres ledger instead, before the process exits: one ledger
// batch, each journal batch recorded under its id (so a later replay of the
// same files adds nothing) and the counts Redis lacks listed unapplied (so
// the first instance that reaches Redis adds them to the live counters,
// once).

// DeliverToLedger writes what Redis has not taken to the ledger and deletes
// the files; it returns the calls delivered. Call after Run has returned.
func (c *RedisCounter) DeliverToLedger(ctx context.Context) (int64, error) {
	jl, ok := c.ledger.(JournalLedger)
	if !ok || c.journal == nil {
		return 0, nil
	}
	c.sending.Lock()
	defer c.sending.Unlock()
	queue := c.sealQueue()
	if len(queue) == 0 {
		return 0, nil
	}
	sources := make([]JournalSource, 0, len(queue))
	var calls int64
	for _, b := range queue {
		// All of it listed unapplied, even the groups Redis took: a
		// confirmation (marker there: nothing added) decides, so a Redis
		// that loses those groups later does not lose them (issue 34).
		counts := toCounts(b.counts)
		sources = append(sources, JournalSource{ID: b.id, Counts: counts, NotInRedis: counts})
		for _, n := range b.counts {
			calls += n
		}
	}
	if err := jl.WriteJournal(ctx, newBatchID(time.Now()), sources); err != nil {
		return 0, err // the files stay: the next start, or an adopter, delivers them
	}
	c.mu.Lock()
	c.queue = c.queue[len(queue):]
	c.mu.Unlock()
	for _, b := range queue {
		if b.file != "" {
			_ = os.Remove(b.file) // a crash before this leaves a file the ledger knows: replays drop it
		}
	}
	return calls, nil
}

// maintain is the counter's housekeeping (Run, every adoptInterval): adopt
// the journals of stopped instances, and add to Redis the ledger batches
// delivered while it was down.
func (c *RedisCounter) maintain(ctx context.Context) {
	if ctx.Err() != nil {
		return
	}
	_, _ = c.Adopt(ctx)
	if c.b.Up() {
		_ = c.applyUnapplied(ctx) // retried at the next round
	}
}

// applyUnapplied confirms the batches the ledger lists unapplied: those
// delivered while Redis was down, and those whose writer could not confirm
// them at once (ledger_seed.go).
func (c *RedisCounter) applyUnapplied(ctx context.Context) error {
	src, ok := c.ledger.(unappliedSource)
	if !ok {
		return nil
	}
	// Free calls are batches of one: a busy list takes a few pages.
	for range 20 {
		lctx, cancel := context.WithTimeout(ctx, 5*time.Second)
		ids, err := src.Unapplied(lctx, confirmPage)
		cancel()
		if err != nil || len(ids) == 0 {
			return err
		}
		if err := c.confirm(ctx, ids); err != nil || len(ids) < confirmPage {
			return err
		}
	}
	return nil
}

// confirmPage is how many listed batches one transaction confirms: their
// scripts go to Redis together, so a page costs a few round trips; a page
// cut short by its 5 s keeps the pages before it.
const confirmPage = 250

// confirm puts ledger batches listed unapplied into the live counters,
// each once, and unlists them, under the seed locks of their customers: a
// batch Redis still holds (its marker is there) adds nothing; one Redis
// lost is added again; one not listed (confirmed already) is left alone.
func (c *RedisCounter) confirm(ctx context.Context, ids []string) error {
	for len(ids) > confirmPage {
		if err := c.confirmPage(ctx, ids[:confirmPage]); err != nil {
			return err
		}
		ids = ids[confirmPage:]
	}
	return c.confirmPage(ctx, ids)
}

func (c *RedisCounter) confirmPage(ctx context.Context, ids []string) error {
	sl, ok := c.ledger.(seedLedger)
	if !ok || len(ids) == 0 || !c.b.Up() {
		return nil
	}
	lctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	pre, err := sl.listed(lctx, ids)
	if err != nil || len(pre) == 0 {
		return err
	}
	var locks []counterID
	listedIDs := make([]string, 0, len(pre))
	for id, counts := range pre {
		listedIDs = append(listedIDs, id)
		for _, n := range counts {
			locks = append(locks, counterID{n.CustomerID, n.Period.Unix()})
		}
	}
	slices.Sort(listedIDs)
	var applyErr error
	err = sl.withSeedLocks(lctx, locks, func(tx seedTx) error {
		now, err := tx.listed(lctx, listedIDs) // another instance may have confirmed some meanwhile
		if err != nil {
			return err
		}
		var batches []*applyBatch
		for _, id := range listedIDs {
			if counts, ok := now[id]; ok {
				batches = append(batches, &applyBatch{id: id, counts: merge(counts)})
			}
		}
		applyErr = c.apply(lctx, batches, true, tx)
		var done []string
		for _, b := range batches {
			if c.whole(b) {
				done = append(done, b.id)
			}
		}
		if len(done) == 0 {
			return nil
		}
		return tx.markApplied(lctx, done)
	})
	return errors.Join(err, applyErr)
}
