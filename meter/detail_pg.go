package meter

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// PGDetail is the Postgres DetailStore (schema 019_billing_controls.sql):
// usage_detail holds one row per (customer, day, key, operation), added to
// by each batch; usage_detail_batches remembers the batches applied, in
// the same transaction, so a batch written twice adds once.
type PGDetail struct{ pool *pgxpool.Pool }

// NewPGDetail uses a migrated database.
func NewPGDetail(pool *pgxpool.Pool) *PGDetail { return &PGDetail{pool: pool} }

func (p *PGDetail) WriteDetail(ctx context.Context, batchID string, counts []DetailCount) error {
	if len(counts) == 0 {
		return nil
	}
	customers, keys, ops := make([]string, len(counts)), make([]string, len(counts)), make([]string, len(counts))
	days, calls := make([]time.Time, len(counts)), make([]int64, len(counts))
	for i, c := range counts {
		customers[i], keys[i], ops[i], days[i], calls[i] = c.CustomerID, c.KeyID, c.Operation, Day(c.Day), c.Calls
	}
	return pgx.BeginFunc(ctx, p.pool, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `INSERT INTO usage_detail_batches (batch_id) VALUES ($1) ON CONFLICT DO NOTHING`, batchID)
		if err != nil {
			return fmt.Errorf("meter: detail batch: %w", err)
		}
		if tag.RowsAffected() == 0 {
			return nil // written before a lost reply: nothing more to add
		}
		// Rows locked in one order (the arrays are sorted by detailCounts'
		// order or the caller's; ORDER BY makes it so), so two instances'
		// batches cannot deadlock.
		_, err = tx.Exec(ctx, `INSERT INTO usage_detail AS d (customer_id, day, key_id, operation, calls)
			SELECT c, dy, k, o, sum(n) FROM unnest($1::text[], $2::date[], $3::text[], $4::text[], $5::bigint[]) AS u(c, dy, k, o, n)
			GROUP BY c, dy, k, o ORDER BY c, dy, k, o
			ON CONFLICT (customer_id, day, key_id, operation) DO UPDATE SET calls = d.calls + excluded.calls`,
			customers, days, keys, ops, calls)
		if err != nil {
			return fmt.Errorf("meter: detail: %w", err)
		}
		return nil
	})
}

func (p *PGDetail) Detail(ctx context.Context, customerID string, from, to time.Time) ([]DetailCount, error) {
	rows, err := p.pool.Query(ctx, `SELECT day, key_id, operation, calls FROM usage_detail
		WHERE customer_id = $1 AND day BETWEEN $2 AND $3 ORDER BY day, key_id, operation`, customerID, Day(from), Day(to))
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (DetailCount, error) {
		c := DetailCount{CustomerID: customerID}
		err := r.Scan(&c.Day, &c.KeyID, &c.Operation, &c.Calls)
		c.Day = c.Day.UTC()
		return c, err
	})
}
