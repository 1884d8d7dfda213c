package meter

import (
	"context"
	"os"
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
		missing := map[counterID]int64{} // the groups Redis has not taken
		for _, g := range c.groups(b.counts) {
			if b.done[g.tag] {
				continue
			}
			for _, id := range g.ids {
				missing[id] = b.counts[id]
			}
		}
		sources = append(sources, JournalSource{ID: b.id, Counts: toCounts(b.counts), NotInRedis: toCounts(missing)})
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

// applyUnapplied adds the counts listed unapplied to the live counters,
// under their journal batch ids: each once (the marker lives as long as the
// counters), and not at all where a send of that batch whose reply was lost
// got in (its marker is there). The listed groups are whole groups of the
// batch, so they form the same groups, with the same markers.
func (c *RedisCounter) applyUnapplied(ctx context.Context) error {
	src, ok := c.ledger.(unappliedSource)
	if !ok {
		return nil
	}
	lctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	ids, err := src.Unapplied(lctx, 100)
	if err != nil {
		return err
	}
	for _, id := range ids {
		counts, err := src.BatchCounts(lctx, id)
		if err != nil {
			return err
		}
		b := &applyBatch{id: id, counts: merge(counts)}
		if len(b.counts) > 0 {
			c.sending.Lock()
			err = c.apply(lctx, b, true)
			c.sending.Unlock()
			if err != nil {
				return err
			}
		}
		if err := src.MarkApplied(lctx, id); err != nil {
			return err
		}
	}
	return nil
}
