package meter

import (
	"cmp"
	"context"
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

// Write settles a batch in four statements whatever its size: a flush of
// 10,000 customers used to cost three round trips each, and Postgres then
// took half a core from the API beside it (issue 18 item 0b).
func (l *PGLedger) Write(ctx context.Context, batchID string, counts []Count) error {
	return pgx.BeginFunc(ctx, l.pool, func(tx pgx.Tx) error { return writeTx(ctx, tx, batchID, counts) })
}

// writeTx settles a batch inside tx (Write and WriteJournal).
func writeTx(ctx context.Context, tx pgx.Tx, batchID string, counts []Count) error {
	// Lock in one order (customer, period) so two batches naming the same
	// customers cannot deadlock each other.
	counts = slices.Clone(counts)
	slices.SortFunc(counts, func(a, b Count) int {
		return cmp.Or(cmp.Compare(a.CustomerID, b.CustomerID), a.Period.Compare(b.Period))
	})
	customers, periods, calls := countColumns(counts)
	days := make([]string, len(counts))
	for i, p := range periods {
		days[i] = p.Format(time.DateOnly)
	}
	// Settle one customer-month at a time across every flusher and
	// instance: the sum the overage reads must include every batch
	// committed before this one, or two concurrent batches each see
	// the other's calls as missing and queue too little overage.
	// Held to the end of the transaction, taken in array order.
	if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock(hashtextextended('plumbline.meter:' || c || ':' || d, 0))
		FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS u(c, d, i) ORDER BY i`, customers, days); err != nil {
		return fmt.Errorf("meter: ledger lock: %w", err)
	}
	rows, err := tx.Query(ctx, `INSERT INTO usage_ledger (batch_id, customer_id, period_start, calls)
		SELECT $1, c, p, n FROM unnest($2::text[], $3::date[], $4::bigint[]) AS u(c, p, n)
		ON CONFLICT DO NOTHING RETURNING customer_id, period_start, calls`, batchID, customers, periods, calls)
	if err != nil {
		return fmt.Errorf("meter: ledger: %w", err)
	}
	// Rows not returned were written before a crash: nothing more to do.
	inserted, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (Count, error) {
		var c Count
		err := r.Scan(&c.CustomerID, &c.Period, &c.Calls)
		return c, err
	})
	if err != nil {
		return fmt.Errorf("meter: ledger: %w", err)
	}
	return reportOverage(ctx, tx, batchID, inserted)
}

// countColumns splits counts into the arrays unnest reads, one per column.
func countColumns(counts []Count) (customers []string, periods []time.Time, calls []int64) {
	customers, periods, calls = make([]string, len(counts)), make([]time.Time, len(counts)), make([]int64, len(counts))
	for i, c := range counts {
		customers[i], periods[i], calls[i] = c.CustomerID, c.Period, c.Calls
	}
	return customers, periods, calls
}

// reportOverage queues, for customers on a paid tier that bills overage, the
// calls of this batch that fall past their monthly quota.
func reportOverage(ctx context.Context, tx pgx.Tx, batchID string, inserted []Count) error {
	if len(inserted) == 0 {
		return nil
	}
	customers, periods, calls := countColumns(inserted)
	// Customers without a Stripe id or an overage price owe nothing: their
	// sums are not read. The ledger rows still record their calls.
	rows, err := tx.Query(ctx, `SELECT b.c, b.p, b.n, cu.stripe_customer_id, coalesce(cu.quota_override, t.monthly_quota),
			(SELECT coalesce(sum(calls), 0) FROM usage_ledger WHERE customer_id = b.c AND period_start = b.p)
		FROM unnest($1::text[], $2::date[], $3::bigint[]) AS b(c, p, n)
		JOIN customers cu ON cu.id = b.c JOIN tiers t ON t.id = cu.tier_id
		WHERE t.overage_micro_usd > 0 AND coalesce(cu.stripe_customer_id, '') <> ''`, customers, periods, calls)
	if err != nil {
		return fmt.Errorf("meter: overage: %w", err)
	}
	var ids, owners, stripeIDs []string
	var starts []time.Time
	var overs []int64
	for rows.Next() {
		var c Count
		var stripeID string
		var quota, total int64
		if err := rows.Scan(&c.CustomerID, &c.Period, &c.Calls, &stripeID, &quota, &total); err != nil {
			rows.Close()
			return fmt.Errorf("meter: overage: %w", err)
		}
		before := total - c.Calls
		if over := max(0, total-quota) - max(0, before-quota); over > 0 {
			ids = append(ids, reportIdentifier(batchID, c.CustomerID, c.Period))
			owners, stripeIDs, starts, overs = append(owners, c.CustomerID), append(stripeIDs, stripeID), append(starts, c.Period), append(overs, over)
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("meter: overage: %w", err)
	}
	if len(ids) == 0 {
		return nil
	}
	_, err = tx.Exec(ctx, `INSERT INTO meter_reports (identifier, batch_id, customer_id, stripe_customer_id, period_start, calls)
		SELECT i, $2, c, s, p, n FROM unnest($1::text[], $3::text[], $4::text[], $5::date[], $6::bigint[]) AS r(i, c, s, p, n)
		ON CONFLICT DO NOTHING`, ids, batchID, owners, stripeIDs, starts, overs)
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
