package webhooks

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/plumbline-api/plumbline"
)

// PGStore is the Postgres webhook store (migration 020_webhooks.sql): the
// outbox every instance shares. An event's dedupe key is unique in the
// table, so a threshold two instances detect at once is written once;
// Claim takes due rows FOR UPDATE SKIP LOCKED and leases them, so two
// workers never send one delivery at the same time.
type PGStore struct {
	pool *pgxpool.Pool
}

// NewPGStore uses a migrated database.
func NewPGStore(pool *pgxpool.Pool) *PGStore { return &PGStore{pool: pool} }

var _ plumbline.WebhookStore = (*PGStore)(nil)

// Ping checks the database answers.
func (s *PGStore) Ping(ctx context.Context) error { return s.pool.Ping(ctx) }

func (s *PGStore) CreateEndpoint(ctx context.Context, e *plumbline.WebhookEndpoint, max int) error {
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		// One creation per customer at a time, so the count holds.
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock(hashtext('webhook_endpoints:' || $1))`, e.CustomerID); err != nil {
			return err
		}
		var n int
		if err := tx.QueryRow(ctx, `SELECT count(*) FROM webhook_endpoints WHERE customer_id = $1`, e.CustomerID).Scan(&n); err != nil {
			return err
		}
		if n >= max {
			return errTooMany(max)
		}
		_, err := tx.Exec(ctx, `INSERT INTO webhook_endpoints (id, customer_id, url, events, thresholds, secret, created_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7)`, e.ID, e.CustomerID, e.URL, e.Events, thresholds16(e.Thresholds), e.SealedSecret, e.CreatedAt)
		return err
	})
}

func thresholds16(t []int) []int16 {
	out := make([]int16, len(t))
	for i, v := range t {
		out[i] = int16(v)
	}
	return out
}

const endpointCols = `id, customer_id, url, events, thresholds, secret, created_at`

func scanEndpoint(row pgx.Row) (*plumbline.WebhookEndpoint, error) {
	var e plumbline.WebhookEndpoint
	var th []int16
	if err := row.Scan(&e.ID, &e.CustomerID, &e.URL, &e.Events, &th, &e.SealedSecret, &e.CreatedAt); err != nil {
		return nil, err
	}
	for _, v := range th {
		e.Thresholds = append(e.Thresholds, int(v))
	}
	e.CreatedAt = e.CreatedAt.UTC()
	return &e, nil
}

func (s *PGStore) Endpoints(ctx context.Context, customerID string) ([]*plumbline.WebhookEndpoint, error) {
	rows, err := s.pool.Query(ctx, `SELECT `+endpointCols+` FROM webhook_endpoints WHERE customer_id = $1 ORDER BY created_at DESC, id`, customerID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []*plumbline.WebhookEndpoint
	for rows.Next() {
		e, err := scanEndpoint(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, rows.Err()
}

func (s *PGStore) DeleteEndpoint(ctx context.Context, customerID, id string) error {
	tag, err := s.pool.Exec(ctx, `DELETE FROM webhook_endpoints WHERE id = $1 AND customer_id = $2`, id, customerID)
	if err != nil {
		return err
	}
	if tag.RowsAffected() == 0 {
		return errNoEndpoint
	}
	return nil
}

func (s *PGStore) Emit(ctx context.Context, ev *plumbline.WebhookEvent, newDeliveryID func() string) (bool, error) {
	written := false
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		var dedupe *string
		if ev.DedupeKey != "" {
			dedupe = &ev.DedupeKey
		}
		tag, err := tx.Exec(ctx, `INSERT INTO webhook_events (id, type, customer_id, dedupe_key, livemode, data, created_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (dedupe_key) DO NOTHING`,
			ev.ID, ev.Type, ev.CustomerID, dedupe, ev.Livemode, string(ev.Data), ev.Created)
		if err != nil || tag.RowsAffected() == 0 {
			return err
		}
		written = true
		rows, err := tx.Query(ctx, `SELECT id FROM webhook_endpoints WHERE customer_id = $1 AND $2 = ANY(events)
			AND ($2 <> 'usage.threshold' OR $3::smallint = ANY(thresholds))`, ev.CustomerID, ev.Type, ev.Threshold)
		if err != nil {
			return err
		}
		ids, err := pgx.CollectRows(rows, pgx.RowTo[string])
		if err != nil {
			return err
		}
		for _, id := range ids {
			if _, err := tx.Exec(ctx, `INSERT INTO webhook_deliveries (id, event_id, endpoint_id, next_attempt_at, created_at)
				VALUES ($1, $2, $3, $4, $4)`, newDeliveryID(), ev.ID, id, ev.Created); err != nil {
				return err
			}
		}
		return nil
	})
	return written && err == nil, err
}

func (s *PGStore) Claim(ctx context.Context, now, leaseUntil time.Time, n int) ([]*plumbline.WebhookClaim, error) {
	rows, err := s.pool.Query(ctx, `
		WITH due AS (
			SELECT id FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at <= $1
			ORDER BY next_attempt_at LIMIT $3 FOR UPDATE SKIP LOCKED
		), claimed AS (
			UPDATE webhook_deliveries d SET next_attempt_at = $2 FROM due WHERE d.id = due.id
			RETURNING d.id, d.event_id, d.endpoint_id, d.attempts, d.created_at
		)
		SELECT c.id, c.attempts, c.created_at,
			e.id, e.type, e.customer_id, e.livemode, e.data::text, e.created_at,
			w.id, w.customer_id, w.url, w.events, w.thresholds, w.secret, w.created_at
		FROM claimed c JOIN webhook_events e ON e.id = c.event_id JOIN webhook_endpoints w ON w.id = c.endpoint_id`,
		now, leaseUntil, n)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []*plumbline.WebhookClaim
	for rows.Next() {
		var c plumbline.WebhookClaim
		var data string
		var th []int16
		if err := rows.Scan(&c.Delivery.ID, &c.Delivery.Attempts, &c.Delivery.CreatedAt,
			&c.Event.ID, &c.Event.Type, &c.Event.CustomerID, &c.Event.Livemode, &data, &c.Event.Created,
			&c.Endpoint.ID, &c.Endpoint.CustomerID, &c.Endpoint.URL, &c.Endpoint.Events, &th, &c.Endpoint.SealedSecret, &c.Endpoint.CreatedAt); err != nil {
			return nil, err
		}
		for _, v := range th {
			c.Endpoint.Thresholds = append(c.Endpoint.Thresholds, int(v))
		}
		c.Event.Data, c.Event.Created = []byte(data), c.Event.Created.UTC()
		c.Delivery.EventID, c.Delivery.EventType, c.Delivery.EndpointID = c.Event.ID, c.Event.Type, c.Endpoint.ID
		c.Delivery.Status, c.Delivery.NextAttemptAt = plumbline.DeliveryPending, leaseUntil
		out = append(out, &c)
	}
	return out, rows.Err()
}

func (s *PGStore) Record(ctx context.Context, deliveryID string, a plumbline.WebhookAttempt) error {
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		var next *time.Time
		if a.Status == plumbline.DeliveryPending || a.Status == "retrying" {
			next = a.NextAttempt
		}
		tag, err := tx.Exec(ctx, `UPDATE webhook_deliveries SET attempts = attempts + 1,
				status = CASE $2 WHEN 'delivered' THEN 'delivered' WHEN 'failed' THEN 'failed' ELSE 'pending' END,
				next_attempt_at = COALESCE($3, next_attempt_at),
				delivered_at = CASE $2 WHEN 'delivered' THEN $4 ELSE delivered_at END
			WHERE id = $1`, deliveryID, a.Status, next, a.AttemptedAt)
		if err != nil || tag.RowsAffected() == 0 {
			return err // no row: its endpoint was deleted meanwhile
		}
		_, err = tx.Exec(ctx, `INSERT INTO webhook_attempts (delivery_id, attempted_at, status, response_code, error, duration_ms, next_attempt_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7)`, deliveryID, a.AttemptedAt, a.Status, a.ResponseCode, a.Error, a.Duration.Milliseconds(), a.NextAttempt)
		return err
	})
}

func (s *PGStore) Deliveries(ctx context.Context, customerID, endpointID string, limit int) ([]*plumbline.WebhookDelivery, error) {
	if err := s.owned(ctx, customerID, endpointID); err != nil {
		return nil, err
	}
	rows, err := s.pool.Query(ctx, `SELECT d.id, d.event_id, e.type, d.status, d.attempts, d.next_attempt_at, d.created_at, d.delivered_at
		FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id
		WHERE d.endpoint_id = $1 ORDER BY d.created_at DESC, d.id DESC LIMIT $2`, endpointID, limit)
	if err != nil {
		return nil, err
	}
	var out []*plumbline.WebhookDelivery
	byID := map[string]*plumbline.WebhookDelivery{}
	var ids []string
	for rows.Next() {
		d := &plumbline.WebhookDelivery{EndpointID: endpointID}
		if err := rows.Scan(&d.ID, &d.EventID, &d.EventType, &d.Status, &d.Attempts, &d.NextAttemptAt, &d.CreatedAt, &d.DeliveredAt); err != nil {
			rows.Close()
			return nil, err
		}
		out = append(out, d)
		byID[d.ID] = d
		ids = append(ids, d.ID)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	arows, err := s.pool.Query(ctx, `SELECT delivery_id, attempted_at, status, response_code, error, duration_ms, next_attempt_at
		FROM webhook_attempts WHERE delivery_id = ANY($1) ORDER BY attempted_at DESC, id DESC`, ids)
	if err != nil {
		return nil, err
	}
	defer arows.Close()
	for arows.Next() {
		var id string
		var a plumbline.WebhookAttempt
		var ms int64
		if err := arows.Scan(&id, &a.AttemptedAt, &a.Status, &a.ResponseCode, &a.Error, &ms, &a.NextAttempt); err != nil {
			return nil, err
		}
		a.Duration = time.Duration(ms) * time.Millisecond
		byID[id].History = append(byID[id].History, a)
	}
	return out, arows.Err()
}

func (s *PGStore) owned(ctx context.Context, customerID, endpointID string) error {
	var one int
	err := s.pool.QueryRow(ctx, `SELECT 1 FROM webhook_endpoints WHERE id = $1 AND customer_id = $2`, endpointID, customerID).Scan(&one)
	if errors.Is(err, pgx.ErrNoRows) {
		return errNoEndpoint
	}
	return err
}

func (s *PGStore) Resend(ctx context.Context, customerID, endpointID, id string, now time.Time, newDeliveryID func() string) (*plumbline.WebhookDelivery, error) {
	if err := s.owned(ctx, customerID, endpointID); err != nil {
		return nil, err
	}
	d := &plumbline.WebhookDelivery{EndpointID: endpointID}
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		// An event of the customer's that never went to this endpoint (made
		// before it) gets a delivery; then the delivery is due now.
		if _, err := tx.Exec(ctx, `INSERT INTO webhook_deliveries (id, event_id, endpoint_id, next_attempt_at, created_at)
			SELECT $1, e.id, $2, $4, $4 FROM webhook_events e WHERE e.id = $3 AND e.customer_id = $5
			ON CONFLICT (event_id, endpoint_id) DO NOTHING`, newDeliveryID(), endpointID, id, now, customerID); err != nil {
			return err
		}
		err := tx.QueryRow(ctx, `UPDATE webhook_deliveries d SET status = 'pending', next_attempt_at = $3
			FROM webhook_events e WHERE e.id = d.event_id AND d.endpoint_id = $1 AND (d.id = $2 OR d.event_id = $2)
			RETURNING d.id, d.event_id, e.type, d.status, d.attempts, d.next_attempt_at, d.created_at, d.delivered_at`, endpointID, id, now).
			Scan(&d.ID, &d.EventID, &d.EventType, &d.Status, &d.Attempts, &d.NextAttemptAt, &d.CreatedAt, &d.DeliveredAt)
		if errors.Is(err, pgx.ErrNoRows) {
			return errNoDelivery
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	return d, nil
}

func (s *PGStore) Subscribers(ctx context.Context, typ string) ([]string, error) {
	rows, err := s.pool.Query(ctx, `SELECT DISTINCT customer_id FROM webhook_endpoints WHERE $1 = ANY(events) ORDER BY customer_id`, typ)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, pgx.RowTo[string])
}

func (s *PGStore) Purge(ctx context.Context, cutoff time.Time) (int64, error) {
	tag, err := s.pool.Exec(ctx, `DELETE FROM webhook_events e WHERE e.created_at < $1
		AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = e.id AND d.status = 'pending')`, cutoff)
	return tag.RowsAffected(), err
}
