package meter

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// Ledger is the billing record of calls: written once per flush batch.
type Ledger interface {
	// Write records a batch's counts and the overage reports they cause, in
	// one transaction. Writing the same batch again changes nothing.
	Write(ctx context.Context, batchID string, counts []Count) error
	// Unsent lists overage reports not yet accepted by the processor.
	Unsent(ctx context.Context, limit int) ([]Report, error)
	// MarkSent records a report as accepted; MarkFailed records an attempt.
	MarkSent(ctx context.Context, identifier string, at time.Time) error
	MarkFailed(ctx context.Context, identifier, reason string) error
}

// Report is one overage report: calls past quota for one customer, caused
// by one ledger batch.
type Report struct {
	Identifier       string
	StripeCustomerID string
	Calls            int64
	CreatedAt        time.Time
}

// PGLedger is the Postgres Ledger (schema 002_usage.sql).
type PGLedger struct{ pool *pgxpool.Pool }

// NewPGLedger uses a migrated database.
func NewPGLedger(pool *pgxpool.Pool) *PGLedger { return &PGLedger{pool: pool} }

// reportIdentifier is stable for a (batch, customer, month): a retry of the
// same report carries the same identifier and Stripe counts it once.
func reportIdentifier(batchID, customerID string, period time.Time) string {
	return "plumbline-" + batchID + "-" + customerID + "-" + monthOf(period)
}

func (l *PGLedger) Write(ctx context.Context, batchID string, counts []Count) error {
	// Lock in one order (customer, period) so two batches naming the same
	// customers cannot deadlock each other.
	counts = slices.Clone(counts)
	slices.SortFunc(counts, func(a, b Count) int {
		return cmp.Or(cmp.Compare(a.CustomerID, b.CustomerID), a.Period.Compare(b.Period))
	})
	return pgx.BeginFunc(ctx, l.pool, func(tx pgx.Tx) error {
		for _, c := range counts {
			// Settle one customer-month at a time across every flusher and
			// instance: the sum reportOverage reads must include every batch
			// committed before this one, or two concurrent batches each see
			// the other's calls as missing and queue too little overage.
			// Held to the end of the transaction.
			if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock(hashtextextended('plumbline.meter:' || $1 || ':' || $2::text, 0))`,
				c.CustomerID, c.Period.Format(time.DateOnly)); err != nil {
				return fmt.Errorf("meter: ledger lock: %w", err)
			}
			tag, err := tx.Exec(ctx, `INSERT INTO usage_ledger (batch_id, customer_id, period_start, calls)
				VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`, batchID, c.CustomerID, c.Period, c.Calls)
			if err != nil {
				return fmt.Errorf("meter: ledger: %w", err)
			}
			if tag.RowsAffected() == 0 {
				continue // this batch was written before a crash: nothing more to do
			}
			if err := reportOverage(ctx, tx, batchID, c); err != nil {
				return err
			}
		}
		return nil
	})
}

// reportOverage queues, for a paid tier that bills overage, the calls of this
// batch that fall past the customer's monthly quota.
func reportOverage(ctx context.Context, tx pgx.Tx, batchID string, c Count) error {
	var stripeID string
	var quota, overagePrice, total int64
	err := tx.QueryRow(ctx, `SELECT coalesce(cu.stripe_customer_id, ''), coalesce(cu.quota_override, t.monthly_quota), t.overage_micro_usd,
			(SELECT coalesce(sum(calls), 0) FROM usage_ledger WHERE customer_id = cu.id AND period_start = $2)
		FROM customers cu JOIN tiers t ON t.id = cu.tier_id WHERE cu.id = $1`, c.CustomerID, c.Period).
		Scan(&stripeID, &quota, &overagePrice, &total)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil // not a billed customer (the ledger row still records the calls)
	}
	if err != nil {
		return fmt.Errorf("meter: overage: %w", err)
	}
	before := total - c.Calls
	over := max(0, total-quota) - max(0, before-quota)
	if over <= 0 || overagePrice == 0 || stripeID == "" {
		return nil
	}
	_, err = tx.Exec(ctx, `INSERT INTO meter_reports (identifier, batch_id, customer_id, stripe_customer_id, period_start, calls)
		VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
		reportIdentifier(batchID, c.CustomerID, c.Period), batchID, c.CustomerID, stripeID, c.Period, over)
	return err
}

func (l *PGLedger) Unsent(ctx context.Context, limit int) ([]Report, error) {
	rows, err := l.pool.Query(ctx, `SELECT identifier, stripe_customer_id, calls, created_at FROM meter_reports
		WHERE sent_at IS NULL ORDER BY created_at, identifier LIMIT $1`, limit)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (Report, error) {
		var rep Report
		err := r.Scan(&rep.Identifier, &rep.StripeCustomerID, &rep.Calls, &rep.CreatedAt)
		return rep, err
	})
}

func (l *PGLedger) MarkSent(ctx context.Context, identifier string, at time.Time) error {
	_, err := l.pool.Exec(ctx, `UPDATE meter_reports SET sent_at = $2, attempts = attempts + 1, last_error = NULL WHERE identifier = $1`, identifier, at)
	return err
}

func (l *PGLedger) MarkFailed(ctx context.Context, identifier, reason string) error {
	_, err := l.pool.Exec(ctx, `UPDATE meter_reports SET attempts = attempts + 1, last_error = $2 WHERE identifier = $1`, identifier, reason)
	return err
}

// Total is what the ledger holds for one customer's period.
func (l *PGLedger) Total(ctx context.Context, customerID string, period time.Time) (int64, error) {
	var n int64
	err := l.pool.QueryRow(ctx, `SELECT coalesce(sum(calls), 0) FROM usage_ledger WHERE customer_id = $1 AND period_start = $2`,
		customerID, period).Scan(&n)
	return n, err
}

// Totals sums the ledger per customer for a period (tests, reconciliation).
func (l *PGLedger) Totals(ctx context.Context, period time.Time) (map[string]int64, error) {
	rows, err := l.pool.Query(ctx, `SELECT customer_id, sum(calls) FROM usage_ledger WHERE period_start = $1 GROUP BY customer_id`, period)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]int64{}
	for rows.Next() {
		var id string
		var n int64
		if err := rows.Scan(&id, &n); err != nil {
			return nil, err
		}
		out[id] = n
	}
	return out, rows.Err()
}
