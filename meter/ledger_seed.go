package meter

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/jackc/pgx/v5"
)

// Seeding a live counter and confirming a ledger batch in Redis (issue 34).
//
// A Redis counter is created only by a seed: the ledger's live total
// (LiveTotal: the ledger without the batches listed unapplied), set when the
// counter is missing. Every journal batch is written to the ledger listed
// unapplied, so a seed never includes a batch whose presence in Redis is not
// confirmed. Confirming a batch runs its applyScript under its journal batch
// id (nothing when Redis still holds it: its marker is there; the counts
// again when Redis lost them with the marker) and deletes the listing.
//
// Both take, in Postgres, the seed locks of the customer-months they touch,
// so a seed reads the ledger either before a confirmation (the batch is left
// out of the total, and the confirmation puts it in the counter) or after
// it (the batch is in the total, and no confirmation comes again): a batch
// is in a counter once, whenever Redis loses its data.

// seedLedger is a ledger that serializes seeds and confirmations (PGLedger).
type seedLedger interface {
	// withSeedLocks runs fn in one transaction holding the seed locks of
	// ids (customer-months).
	withSeedLocks(ctx context.Context, ids []counterID, fn func(tx seedTx) error) error
	// listed is what the ledger lists unapplied for the batch ids.
	listed(ctx context.Context, ids []string) (map[string][]Count, error)
}

// seedTx is the ledger inside the seed locks.
type seedTx interface {
	liveTotal(ctx context.Context, id counterID) (int64, error)
	listed(ctx context.Context, ids []string) (map[string][]Count, error)
	markApplied(ctx context.Context, ids []string) error
}

type queryer interface {
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
}

func (l *PGLedger) withSeedLocks(ctx context.Context, ids []counterID, fn func(tx seedTx) error) error {
	ids = slices.Clone(ids)
	slices.SortFunc(ids, func(a, b counterID) int {
		return cmp.Or(cmp.Compare(a.customer, b.customer), cmp.Compare(a.period, b.period))
	})
	ids = slices.Compact(ids)
	customers := make([]string, len(ids))
	days := make([]string, len(ids))
	for i, id := range ids {
		customers[i], days[i] = id.customer, time.Unix(id.period, 0).UTC().Format(time.DateOnly)
	}
	return pgx.BeginFunc(ctx, l.pool, func(tx pgx.Tx) error {
		// Taken in one order (customer, period) by every instance: no deadlock.
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock(hashtextextended('plumbline.meter.seed:' || c || ':' || d, 0))
			FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS u(c, d, i) ORDER BY i`, customers, days); err != nil {
			return fmt.Errorf("meter: seed lock: %w", err)
		}
		return fn(pgSeedTx{tx})
	})
}

func (l *PGLedger) listed(ctx context.Context, ids []string) (map[string][]Count, error) {
	return listedIn(ctx, l.pool, ids)
}

type pgSeedTx struct{ tx pgx.Tx }

func (t pgSeedTx) liveTotal(ctx context.Context, id counterID) (int64, error) {
	return liveTotalIn(ctx, t.tx, id.customer, time.Unix(id.period, 0).UTC())
}

func (t pgSeedTx) listed(ctx context.Context, ids []string) (map[string][]Count, error) {
	return listedIn(ctx, t.tx, ids)
}

func (t pgSeedTx) markApplied(ctx context.Context, ids []string) error {
	_, err := t.tx.Exec(ctx, `DELETE FROM meter_unapplied WHERE batch_id = ANY($1)`, ids)
	return err
}

func listedIn(ctx context.Context, q queryer, ids []string) (map[string][]Count, error) {
	out := map[string][]Count{}
	if len(ids) == 0 {
		return out, nil
	}
	rows, err := q.Query(ctx, `SELECT batch_id, customer_id, period_start, calls FROM meter_unapplied WHERE batch_id = ANY($1)`, ids)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var id string
		var c Count
		if err := rows.Scan(&id, &c.CustomerID, &c.Period, &c.Calls); err != nil {
			return nil, err
		}
		out[id] = append(out[id], c)
	}
	return out, rows.Err()
}

func liveTotalIn(ctx context.Context, q queryer, customerID string, period time.Time) (int64, error) {
	var n int64
	err := q.QueryRow(ctx, `SELECT
		(SELECT coalesce(sum(calls), 0) FROM usage_ledger WHERE customer_id = $1 AND period_start = $2) -
		(SELECT coalesce(sum(calls), 0) FROM meter_unapplied WHERE customer_id = $1 AND period_start = $2)`, customerID, period).Scan(&n)
	return n, err
}
