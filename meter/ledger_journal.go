package meter

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// The ledger's side of the journals (issue 26, schema 017_meter_journal.sql).
//
// Every journal file that reaches the ledger is recorded under its id (the
// journal batch id) in the transaction that writes its counts, and a file
// recorded before adds nothing. That record, in Postgres, is the final word
// on delivery: a journal adopted by another instance, restored from a copy,
// or replayed after Redis's 24-hour applied markers expired is never counted
// twice in the ledger, whatever Redis remembers.
//
// A batch Redis never took (an instance stopped while Redis was down) is
// written to the ledger straight from the journal, and the counts Redis
// does not have are listed unapplied (meter_unapplied): in the ledger, not
// in the live counters. Once Redis answers, an instance adds them to the
// counters under their journal batch id (once: the marker lives as long as
// the counters, and a send whose reply was lost already set it) and
// deletes the listing; a counter seeded from the
// ledger meanwhile leaves unapplied counts out (LiveTotal), so they are in
// the counter exactly once either way.

// JournalSource is one journal file's counts, under its id. NotInRedis is
// the part of Counts Redis has not taken (all of it, or the groups of the
// nodes that did not answer).
type JournalSource struct {
	ID         string
	Counts     []Count
	NotInRedis []Count
}

// JournalLedger is a Ledger that records journal files (PGLedger).
type JournalLedger interface {
	Ledger
	// WriteJournal writes the sources' counts as one ledger batch, leaving
	// out sources already recorded, and lists what is not in Redis.
	WriteJournal(ctx context.Context, batchID string, sources []JournalSource) error
	// Delivered reports which of the journal batch ids the ledger holds.
	Delivered(ctx context.Context, ids []string) (map[string]bool, error)
}

// unappliedSource is where a Redis counter finds batches to add (PGLedger).
// Batches are named by their journal batch id.
type unappliedSource interface {
	Unapplied(ctx context.Context, limit int) ([]string, error)
	BatchCounts(ctx context.Context, batchID string) ([]Count, error)
	MarkApplied(ctx context.Context, batchID string) error
}

// liveTotals is the ledger total a missing Redis counter starts from:
// without the unapplied batches, which are added to it on their own.
type liveTotals interface {
	LiveTotal(ctx context.Context, customerID string, period time.Time) (int64, error)
}

func (l *PGLedger) WriteJournal(ctx context.Context, batchID string, sources []JournalSource) error {
	ids := make([]string, 0, len(sources))
	for _, s := range sources {
		if s.ID != "" { // a claim of an earlier release: no ids to record
			ids = append(ids, s.ID)
		}
	}
	return pgx.BeginFunc(ctx, l.pool, func(tx pgx.Tx) error {
		// A retry of this same ledger batch finds its sources recorded and
		// writes nothing: the first attempt committed everything at once.
		rows, err := tx.Query(ctx, `INSERT INTO meter_journal_batches (batch_id, ledger_batch)
			SELECT unnest($1::text[]), $2 ON CONFLICT DO NOTHING RETURNING batch_id`, ids, batchID)
		if err != nil {
			return fmt.Errorf("meter: journal batches: %w", err)
		}
		fresh, err := pgx.CollectRows(rows, pgx.RowTo[string])
		if err != nil {
			return fmt.Errorf("meter: journal batches: %w", err)
		}
		isFresh := map[string]bool{"": true}
		for _, id := range fresh {
			isFresh[id] = true
		}
		acc := map[counterID]int64{}
		var missingBatch, missingCustomer []string
		var missingPeriod []time.Time
		var missingCalls []int64
		for _, s := range sources {
			if !isFresh[s.ID] {
				continue // delivered before: its calls are in the ledger
			}
			for _, c := range s.Counts {
				acc[counterID{c.CustomerID, c.Period.Unix()}] += c.Calls
			}
			if s.ID == "" {
				continue
			}
			for _, c := range toCounts(merge(s.NotInRedis)) {
				missingBatch, missingCustomer = append(missingBatch, s.ID), append(missingCustomer, c.CustomerID)
				missingPeriod, missingCalls = append(missingPeriod, c.Period), append(missingCalls, c.Calls)
			}
		}
		if len(acc) == 0 {
			return nil
		}
		if len(missingBatch) > 0 {
			if _, err := tx.Exec(ctx, `INSERT INTO meter_unapplied (batch_id, ledger_batch, customer_id, period_start, calls)
				SELECT b, $1, c, p, n FROM unnest($2::text[], $3::text[], $4::date[], $5::bigint[]) AS u(b, c, p, n)
				ON CONFLICT DO NOTHING`, batchID, missingBatch, missingCustomer, missingPeriod, missingCalls); err != nil {
				return fmt.Errorf("meter: unapplied: %w", err)
			}
		}
		return writeTx(ctx, tx, batchID, toCounts(acc))
	})
}

// merge sums counts per customer and period.
func merge(counts []Count) map[counterID]int64 {
	m := map[counterID]int64{}
	for _, c := range counts {
		m[counterID{c.CustomerID, c.Period.Unix()}] += c.Calls
	}
	return m
}

func (l *PGLedger) Delivered(ctx context.Context, ids []string) (map[string]bool, error) {
	out := map[string]bool{}
	if len(ids) == 0 {
		return out, nil
	}
	rows, err := l.pool.Query(ctx, `SELECT batch_id FROM meter_journal_batches WHERE batch_id = ANY($1)`, ids)
	if err != nil {
		return nil, err
	}
	got, err := pgx.CollectRows(rows, pgx.RowTo[string])
	for _, id := range got {
		out[id] = true
	}
	return out, err
}

func (l *PGLedger) Unapplied(ctx context.Context, limit int) ([]string, error) {
	rows, err := l.pool.Query(ctx, `SELECT batch_id FROM meter_unapplied GROUP BY batch_id ORDER BY min(recorded_at), batch_id LIMIT $1`, limit)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, pgx.RowTo[string])
}

func (l *PGLedger) BatchCounts(ctx context.Context, batchID string) ([]Count, error) {
	rows, err := l.pool.Query(ctx, `SELECT customer_id, period_start, calls FROM meter_unapplied WHERE batch_id = $1`, batchID)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (Count, error) {
		var c Count
		err := r.Scan(&c.CustomerID, &c.Period, &c.Calls)
		return c, err
	})
}

func (l *PGLedger) MarkApplied(ctx context.Context, batchID string) error {
	_, err := l.pool.Exec(ctx, `DELETE FROM meter_unapplied WHERE batch_id = $1`, batchID)
	return err
}

func (l *PGLedger) LiveTotal(ctx context.Context, customerID string, period time.Time) (int64, error) {
	return liveTotalIn(ctx, l.pool, customerID, period)
}

// PurgeJournalMarks deletes delivery records older than before. A journal
// file older than that is not expected to come back (docs/metering-topology.md).
func (l *PGLedger) PurgeJournalMarks(ctx context.Context, before time.Time) (int64, error) {
	tag, err := l.pool.Exec(ctx, `DELETE FROM meter_journal_batches WHERE recorded_at < $1`, before)
	return tag.RowsAffected(), err
}
