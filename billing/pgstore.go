package billing

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/plumbline-api/plumbline"
)

// PGStore is the Postgres Store (schema: internal/postgres/migrations).
type PGStore struct {
	pool *pgxpool.Pool
}

// NewPGStore uses a migrated database.
func NewPGStore(pool *pgxpool.Pool) *PGStore { return &PGStore{pool: pool} }

const uniqueViolation = "23505"

func isUnique(err error, constraint string) bool {
	var pe *pgconn.PgError
	return errors.As(err, &pe) && pe.Code == uniqueViolation && (constraint == "" || pe.ConstraintName == constraint)
}

func positive[T int | int64](v T) *T {
	if v <= 0 {
		return nil
	}
	return &v
}

func nullable(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func (s *PGStore) CreateCustomer(ctx context.Context, c *plumbline.Customer, first *plumbline.APIKey, hash KeyHash) error {
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		// A contract may override any of the limits; zero means "the tier's".
		var quota *int64
		var rpm, burst *int
		if l := c.Limits; l != nil {
			quota, rpm, burst = positive(l.MonthlyQuota), positive(l.RPM), positive(l.Burst)
		}
		_, err := tx.Exec(ctx, `INSERT INTO customers
			(id, email, tier_id, stripe_customer_id, stripe_subscription_id, card_fingerprint, card_exclusive, quota_override, rpm_override, burst_override, created_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
			c.ID, c.Email, c.TierID, nullable(c.StripeCustomerID), nullable(c.StripeSubscriptionID), nullable(c.CardFingerprint), c.CardExclusive && c.CardFingerprint != "", quota, rpm, burst, c.CreatedAt)
		if isUnique(err, "customers_email_key") {
			return ErrDuplicateEmail
		}
		if isUnique(err, "customers_card_exclusive_key") {
			return ErrDuplicateCard
		}
		if err != nil {
			return fmt.Errorf("billing: insert customer: %w", err)
		}
		return insertKey(ctx, tx, first, hash)
	})
}

func insertKey(ctx context.Context, tx pgx.Tx, k *plumbline.APIKey, hash KeyHash) error {
	monthly, rpm, since := keyLimitColumns(k.KeyLimits)
	_, err := tx.Exec(ctx, `INSERT INTO api_keys (id, customer_id, key_hash, key_prefix, created_at, scopes, test, monthly_call_limit, rate_per_minute, key_limit_since)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
		k.ID, k.CustomerID, hash[:], k.Prefix, k.CreatedAt, int16(k.Scopes), k.Test, monthly, rpm, since)
	if err != nil {
		return fmt.Errorf("billing: insert key: %w", err)
	}
	return nil
}

const customerColumns = `id, email, tier_id, coalesce(stripe_customer_id, ''), coalesce(stripe_subscription_id, ''),
	coalesce(card_fingerprint, ''), card_exclusive, quota_override, rpm_override, burst_override, created_at, spend_cap_calls, spend_cap_usd_cents`

func scanCustomer(row pgx.Row) (*plumbline.Customer, error) {
	var c plumbline.Customer
	var quota *int64
	var rpm, burst *int
	var capCalls, capCents *int64
	err := row.Scan(&c.ID, &c.Email, &c.TierID, &c.StripeCustomerID, &c.StripeSubscriptionID, &c.CardFingerprint, &c.CardExclusive, &quota, &rpm, &burst, &c.CreatedAt, &capCalls, &capCents)
	if capCalls != nil || capCents != nil {
		c.SpendCap = &plumbline.SpendCap{Calls: capCalls, USDCents: capCents}
	}
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, ErrNoCustomer
	}
	if err != nil {
		return nil, err
	}
	if quota != nil || rpm != nil || burst != nil {
		c.Limits = &plumbline.Limits{}
		if quota != nil {
			c.Limits.MonthlyQuota = *quota
		}
		if rpm != nil {
			c.Limits.RPM = *rpm
		}
		if burst != nil {
			c.Limits.Burst = *burst
		}
	}
	return &c, nil
}

func (s *PGStore) CustomerByID(ctx context.Context, id string) (*plumbline.Customer, error) {
	return scanCustomer(s.pool.QueryRow(ctx, `SELECT `+customerColumns+` FROM customers WHERE id = $1`, id))
}

func (s *PGStore) CustomerByEmail(ctx context.Context, email string) (*plumbline.Customer, error) {
	return scanCustomer(s.pool.QueryRow(ctx, `SELECT `+customerColumns+` FROM customers WHERE lower(email) = lower($1)`, email))
}

func (s *PGStore) CustomerByStripeID(ctx context.Context, id string) (*plumbline.Customer, error) {
	return scanCustomer(s.pool.QueryRow(ctx, `SELECT `+customerColumns+` FROM customers WHERE stripe_customer_id = $1`, id))
}

func (s *PGStore) CardInUse(ctx context.Context, fingerprint string) (bool, error) {
	var used bool
	err := s.pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM customers WHERE card_fingerprint = $1)`, fingerprint).Scan(&used)
	return used, err
}

func (s *PGStore) CreateKey(ctx context.Context, k *plumbline.APIKey, hash KeyHash, maxActive int) error {
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		// Lock the customer row so two concurrent creations cannot both pass the cap.
		var id string
		err := tx.QueryRow(ctx, `SELECT id FROM customers WHERE id = $1 FOR UPDATE`, k.CustomerID).Scan(&id)
		if errors.Is(err, pgx.ErrNoRows) {
			return ErrNoCustomer
		}
		if err != nil {
			return err
		}
		var active int
		if err := tx.QueryRow(ctx, `SELECT count(*) FROM api_keys WHERE customer_id = $1 AND revoked_at IS NULL`, k.CustomerID).Scan(&active); err != nil {
			return err
		}
		if active >= maxActive {
			return errTooManyKeys(maxActive)
		}
		return insertKey(ctx, tx, k, hash)
	})
}

// keyColumns joins a key with its customer's current tier and limits: a
// tier change moves every key of the customer at once.
const keyColumns = `k.id, k.customer_id, c.email, k.key_prefix, c.tier_id, k.created_at, k.revoked_at, k.last_used_at,
	coalesce(c.quota_override, t.monthly_quota), coalesce(c.rpm_override, t.rpm), coalesce(c.burst_override, t.burst), k.scopes, k.test,
	c.spend_cap_calls, c.spend_cap_usd_cents, k.monthly_call_limit, k.rate_per_minute, k.key_limit_since`

const keyFrom = ` FROM api_keys k JOIN customers c ON c.id = k.customer_id JOIN tiers t ON t.id = c.tier_id `

// scanKey reads keyColumns, then any extra columns selected after them.
func scanKey(row pgx.Row, extra ...any) (*plumbline.APIKey, error) {
	var k plumbline.APIKey
	var scopes int16
	var capCalls, capCents, monthly *int64
	var rpm *int32
	var since *time.Time
	dest := append([]any{&k.ID, &k.CustomerID, &k.OwnerEmail, &k.Prefix, &k.TierID, &k.CreatedAt, &k.RevokedAt, &k.LastUsedAt,
		&k.Limits.MonthlyQuota, &k.Limits.RPM, &k.Limits.Burst, &scopes, &k.Test, &capCalls, &capCents, &monthly, &rpm, &since}, extra...)
	err := row.Scan(dest...)
	if monthly != nil {
		k.KeyLimits.MonthlyCalls = *monthly
	}
	if rpm != nil {
		k.KeyLimits.RPM = int(*rpm)
	}
	if since != nil {
		k.KeyLimits.Since = since.UTC()
	}
	k.Scopes = plumbline.Scopes(scopes)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, ErrNoKey
	}
	k.Limits = keyLimits(&k, k.Limits)
	if capCalls != nil || capCents != nil {
		applySpendCap(&k, &plumbline.SpendCap{Calls: capCalls, USDCents: capCents})
	}
	return &k, err
}

func (s *PGStore) KeysByHash(ctx context.Context, hs []KeyHash) (map[KeyHash]*plumbline.APIKey, error) {
	raw := make([][]byte, len(hs))
	for i := range hs {
		raw[i] = hs[i][:]
	}
	rows, err := s.pool.Query(ctx, `SELECT `+keyColumns+`, k.key_hash`+keyFrom+`WHERE k.key_hash = ANY($1)`, raw)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := make(map[KeyHash]*plumbline.APIKey, len(hs))
	for rows.Next() {
		var h []byte
		k, err := scanKey(rows, &h)
		if err != nil {
			return nil, err
		}
		if len(h) == len(KeyHash{}) {
			out[KeyHash(h)] = k
		}
	}
	return out, rows.Err()
}

func (s *PGStore) Keys(ctx context.Context, customerID string) ([]*plumbline.APIKey, error) {
	rows, err := s.pool.Query(ctx, `SELECT `+keyColumns+keyFrom+`WHERE k.customer_id = $1 ORDER BY k.created_at DESC, k.id DESC`, customerID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []*plumbline.APIKey
	for rows.Next() {
		k, err := scanKey(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, k)
	}
	return out, rows.Err()
}

func (s *PGStore) RevokeKey(ctx context.Context, customerID, keyID string, at time.Time) (*plumbline.APIKey, error) {
	_, err := s.pool.Exec(ctx, `UPDATE api_keys SET revoked_at = coalesce(revoked_at, $3) WHERE id = $1 AND customer_id = $2`, keyID, customerID, at)
	if err != nil {
		return nil, err
	}
	return scanKey(s.pool.QueryRow(ctx, `SELECT `+keyColumns+keyFrom+`WHERE k.id = $1 AND k.customer_id = $2`, keyID, customerID))
}

// keyLimitColumns are a key's own limits as column values (NULL: none).
func keyLimitColumns(l plumbline.KeyLimits) (monthly *int64, rpm *int32, since *time.Time) {
	if l.MonthlyCalls > 0 {
		monthly, since = &l.MonthlyCalls, &l.Since
	}
	if l.RPM > 0 {
		r := int32(l.RPM)
		rpm = &r
	}
	return monthly, rpm, since
}

func (s *PGStore) UpdateKeyLimits(ctx context.Context, customerID, keyID string, change func(*plumbline.APIKey) (plumbline.KeyLimits, error), out **plumbline.APIKey) error {
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		k, err := scanKey(tx.QueryRow(ctx, `SELECT `+keyColumns+keyFrom+`WHERE k.id = $1 AND k.customer_id = $2 FOR UPDATE OF k`, keyID, customerID))
		if err != nil {
			return err
		}
		l, err := change(k)
		if err != nil {
			return err
		}
		monthly, rpm, since := keyLimitColumns(l)
		if _, err := tx.Exec(ctx, `UPDATE api_keys SET monthly_call_limit = $2, rate_per_minute = $3, key_limit_since = $4 WHERE id = $1`, keyID, monthly, rpm, since); err != nil {
			return err
		}
		k.KeyLimits = l
		*out = k
		return nil
	})
}

func (s *PGStore) TouchKeys(ctx context.Context, used map[string]time.Time) error {
	if len(used) == 0 {
		return nil
	}
	ids := make([]string, 0, len(used))
	times := make([]time.Time, 0, len(used))
	for id, t := range used {
		ids, times = append(ids, id), append(times, t)
	}
	_, err := s.pool.Exec(ctx, `UPDATE api_keys k SET last_used_at = greatest(k.last_used_at, u.at)
		FROM unnest($1::text[], $2::timestamptz[]) AS u(id, at) WHERE k.id = u.id`, ids, times)
	return err
}

func (s *PGStore) ApplyEvent(ctx context.Context, ev Event) (string, bool, error) {
	var customerID string
	duplicate := false
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `INSERT INTO stripe_events (event_id, type) VALUES ($1, $2) ON CONFLICT DO NOTHING`, ev.ID, ev.Type)
		if err != nil {
			return err
		}
		if tag.RowsAffected() == 0 {
			duplicate = true // already applied: change nothing
			return nil
		}
		err = tx.QueryRow(ctx, `SELECT id FROM customers WHERE stripe_customer_id = $1 FOR UPDATE`, ev.StripeCustomerID).Scan(&customerID)
		if err != nil && !errors.Is(err, pgx.ErrNoRows) {
			return err
		}
		if ev.TierID != "" && customerID != "" && !ev.Created.IsZero() {
			newer, err := subscriptionEventNewer(ctx, tx, ev)
			if err != nil {
				return err
			}
			if !newer {
				duplicate = true // an older subscription state arrived late: recorded, superseded
				return nil
			}
		}
		if ev.TierID != "" && customerID != "" {
			if _, err := tx.Exec(ctx, `UPDATE customers SET tier_id = $2, stripe_subscription_id = $3, updated_at = now() WHERE id = $1`,
				customerID, ev.TierID, nullable(ev.SubscriptionID)); err != nil {
				return err
			}
		}
		if f := ev.Failure; f != nil {
			if _, err := tx.Exec(ctx, `INSERT INTO payment_failures (event_id, customer_id, stripe_customer_id, invoice_id, amount_due_cents, message, occurred_at)
				VALUES ($1, (SELECT id FROM customers WHERE stripe_customer_id = $2), $2, $3, $4, $5, $6)`,
				ev.ID, ev.StripeCustomerID, nullable(f.InvoiceID), f.AmountDueCents, f.Message, f.OccurredAt); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil || duplicate {
		return "", duplicate, err
	}
	return customerID, false, nil
}

// subscriptionEventNewer records ev as the latest subscription event applied
// to its customer, unless one created later (or an ending at the same
// second) was applied already; it reports whether ev is to be applied.
// The latest is kept in stripe_events itself, one row per customer keyed
// "order:<stripe customer>", its received_at holding the event's created
// time and its type whether it ended the subscription: no schema change.
// The caller holds the customer's row lock, so concurrent events queue.
func subscriptionEventNewer(ctx context.Context, tx pgx.Tx, ev Event) (bool, error) {
	kind := "subscription_order"
	if ev.TierEnded {
		kind = "subscription_order_ended"
	}
	tag, err := tx.Exec(ctx, `INSERT INTO stripe_events (event_id, type, received_at) VALUES ($1, $2, $3)
		ON CONFLICT (event_id) DO UPDATE SET type = EXCLUDED.type, received_at = EXCLUDED.received_at
		WHERE stripe_events.received_at < EXCLUDED.received_at
		   OR (stripe_events.received_at = EXCLUDED.received_at AND stripe_events.type <> 'subscription_order_ended')`,
		"order:"+ev.StripeCustomerID, kind, ev.Created)
	if err != nil {
		return false, err
	}
	return tag.RowsAffected() == 1, nil
}

func (s *PGStore) PaymentFailures(ctx context.Context, customerID string) ([]PaymentFailure, error) {
	rows, err := s.pool.Query(ctx, `SELECT coalesce(invoice_id, ''), coalesce(amount_due_cents, 0), coalesce(message, ''), occurred_at
		FROM payment_failures WHERE customer_id = $1 ORDER BY occurred_at DESC, event_id DESC`, customerID)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (PaymentFailure, error) {
		var f PaymentFailure
		err := r.Scan(&f.InvoiceID, &f.AmountDueCents, &f.Message, &f.OccurredAt)
		return f, err
	})
}

func (s *PGStore) BeginIdempotent(ctx context.Context, scope string, key, request [32]byte, lock time.Duration, now time.Time) (IdempotentRecord, error) {
	var rec IdempotentRecord
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `INSERT INTO idempotency_records (scope, key_hash, request_hash, state, created_at, locked_until)
			VALUES ($1, $2, $3, 'in_flight', $4, $5) ON CONFLICT DO NOTHING`, scope, key[:], request[:], now, now.Add(lock))
		if err != nil {
			return err
		}
		if tag.RowsAffected() == 1 {
			rec.State = IdempotentNew
			return nil
		}
		var req []byte
		var state string
		var lockedUntil time.Time
		var status *int
		var contentType *string
		if err := tx.QueryRow(ctx, `SELECT request_hash, state, status, content_type, sealed_body, locked_until
			FROM idempotency_records WHERE scope = $1 AND key_hash = $2 FOR UPDATE`, scope, key[:]).
			Scan(&req, &state, &status, &contentType, &rec.Sealed, &lockedUntil); err != nil {
			return err
		}
		switch {
		case string(req) != string(request[:]):
			rec.State = IdempotentMismatch
		case state == "done":
			rec.State, rec.Status, rec.ContentType = IdempotentReplay, *status, *contentType
		case now.After(lockedUntil): // its instance died mid-request: take over
			_, err := tx.Exec(ctx, `UPDATE idempotency_records SET locked_until = $3, created_at = $4 WHERE scope = $1 AND key_hash = $2`,
				scope, key[:], now.Add(lock), now)
			rec.State = IdempotentNew
			return err
		default:
			rec.State = IdempotentInFlight
		}
		return nil
	})
	return rec, err
}

func (s *PGStore) CompleteIdempotent(ctx context.Context, scope string, key [32]byte, status int, contentType string, sealed []byte) error {
	_, err := s.pool.Exec(ctx, `UPDATE idempotency_records SET state = 'done', status = $3, content_type = $4, sealed_body = $5
		WHERE scope = $1 AND key_hash = $2`, scope, key[:], status, contentType, sealed)
	return err
}

func (s *PGStore) ReleaseIdempotent(ctx context.Context, scope string, key [32]byte) error {
	_, err := s.pool.Exec(ctx, `DELETE FROM idempotency_records WHERE scope = $1 AND key_hash = $2 AND state = 'in_flight'`, scope, key[:])
	return err
}

func (s *PGStore) PurgeIdempotent(ctx context.Context, before time.Time) (int64, error) {
	tag, err := s.pool.Exec(ctx, `DELETE FROM idempotency_records WHERE created_at < $1`, before)
	return tag.RowsAffected(), err
}

func (s *PGStore) SetSpendCap(ctx context.Context, customerID string, c *plumbline.SpendCap) (*plumbline.Customer, error) {
	var calls, cents *int64
	if c != nil {
		calls, cents = c.Calls, c.USDCents
	}
	return scanCustomer(s.pool.QueryRow(ctx, `UPDATE customers SET spend_cap_calls = $2, spend_cap_usd_cents = $3 WHERE id = $1 RETURNING `+customerColumns,
		customerID, calls, cents))
}

func (s *PGStore) Ping(ctx context.Context) error { return s.pool.Ping(ctx) }
