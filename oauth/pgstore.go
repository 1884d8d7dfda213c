package oauth

import (
	"context"
	"encoding/json"
	"errors"
	"slices"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// PGStore is the Postgres Store (schema: internal/postgres/migrations).
type PGStore struct {
	pool *pgxpool.Pool
}

// NewPGStore uses a migrated database.
func NewPGStore(pool *pgxpool.Pool) *PGStore { return &PGStore{pool: pool} }

func hashBytes(h *Hash) []byte {
	if h == nil {
		return nil
	}
	return h[:]
}

func toHash(b []byte) (h Hash) {
	copy(h[:], b)
	return h
}

func (s *PGStore) CreateClient(ctx context.Context, c *Client) error {
	meta, err := json.Marshal(c.Metadata)
	if err != nil {
		return err
	}
	_, err = s.pool.Exec(ctx, `INSERT INTO oauth_clients (id, secret_hash, auth_method, redirect_uris, grant_types, metadata, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7)`, c.ID, hashBytes(c.SecretHash), c.AuthMethod, c.RedirectURIs, c.GrantTypes, meta, c.CreatedAt)
	return err
}

func (s *PGStore) Client(ctx context.Context, id string) (*Client, error) {
	var c Client
	var secret, meta []byte
	err := s.pool.QueryRow(ctx, `SELECT id, secret_hash, auth_method, redirect_uris, grant_types, metadata, created_at FROM oauth_clients WHERE id = $1`, id).
		Scan(&c.ID, &secret, &c.AuthMethod, &c.RedirectURIs, &c.GrantTypes, &meta, &c.CreatedAt)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, ErrNoClient
	}
	if err != nil {
		return nil, err
	}
	if secret != nil {
		h := toHash(secret)
		c.SecretHash = &h
	}
	if err := json.Unmarshal(meta, &c.Metadata); err != nil {
		return nil, err
	}
	return &c, nil
}

func (s *PGStore) CreateCode(ctx context.Context, c *Code) error {
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `UPDATE oauth_clients SET first_used_at = coalesce(first_used_at, $2) WHERE id = $1`, c.ClientID, c.CreatedAt)
		if err != nil {
			return err
		}
		if tag.RowsAffected() == 0 {
			return ErrNoClient
		}
		_, err = tx.Exec(ctx, `INSERT INTO oauth_codes
			(code_hash, client_id, customer_id, key_id, key_hash, redirect_uri, challenge, resource, scope, created_at, expires_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
			c.Hash[:], c.ClientID, c.CustomerID, c.KeyID, c.KeyHash[:], c.RedirectURI, c.Challenge, c.Resource, c.Scope, c.CreatedAt, c.ExpiresAt)
		return err
	})
}

// inTx runs fn in a transaction that commits whatever fn returns, unless
// fn reports (through commit=false) that its writes must not stand: the
// redemptions commit a burnt code or a revoked grant alongside their error.
func (s *PGStore) inTx(ctx context.Context, fn func(tx pgx.Tx) (commit bool, err error)) error {
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return err
	}
	defer func() { _ = tx.Rollback(ctx) }() // no-op after Commit
	commit, err := fn(tx)
	if !commit {
		return err
	}
	if cerr := tx.Commit(ctx); cerr != nil {
		return cerr
	}
	return err
}

func (s *PGStore) ExchangeCode(ctx context.Context, h Hash, now time.Time, issue func(*Code) (*Grant, []*Token, error)) error {
	return s.inTx(ctx, func(tx pgx.Tx) (bool, error) {
		var c Code
		var keyHash []byte
		var usedAt *time.Time
		var grantID *string
		err := tx.QueryRow(ctx, `SELECT client_id, customer_id, key_id, key_hash, redirect_uri, challenge, resource, scope, created_at, expires_at, used_at, grant_id
			FROM oauth_codes WHERE code_hash = $1 FOR UPDATE`, h[:]).
			Scan(&c.ClientID, &c.CustomerID, &c.KeyID, &keyHash, &c.RedirectURI, &c.Challenge, &c.Resource, &c.Scope, &c.CreatedAt, &c.ExpiresAt, &usedAt, &grantID)
		if errors.Is(err, pgx.ErrNoRows) {
			return false, ErrNoCode
		}
		if err != nil {
			return false, err
		}
		c.Hash, c.KeyHash = h, toHash(keyHash)
		if usedAt != nil {
			replay := &ReplayError{Err: ErrCodeUsed, ClientID: c.ClientID}
			if grantID != nil {
				replay.GrantID = *grantID
			}
			return false, replay
		}
		if _, err := tx.Exec(ctx, `UPDATE oauth_codes SET used_at = $2 WHERE code_hash = $1`, h[:], now); err != nil {
			return false, err
		}
		g, tokens, err := issue(&c)
		if err != nil {
			return !spares(err), err // burnt, unless a dependency failed or another client presented it
		}
		if err := insertGrant(ctx, tx, g); err != nil {
			return false, err
		}
		if err := insertTokens(ctx, tx, tokens); err != nil {
			return false, err
		}
		_, err = tx.Exec(ctx, `UPDATE oauth_codes SET grant_id = $2 WHERE code_hash = $1`, h[:], g.ID)
		return err == nil, err
	})
}

func insertGrant(ctx context.Context, tx pgx.Tx, g *Grant) error {
	_, err := tx.Exec(ctx, `INSERT INTO oauth_grants (id, client_id, customer_id, key_id, key_hash, resource, scope, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`, g.ID, g.ClientID, g.CustomerID, g.KeyID, g.KeyHash[:], g.Resource, g.Scope, g.CreatedAt)
	return err
}

func insertTokens(ctx context.Context, tx pgx.Tx, tokens []*Token) error {
	for _, t := range tokens {
		if _, err := tx.Exec(ctx, `INSERT INTO oauth_tokens (token_hash, grant_id, kind, expires_at) VALUES ($1, $2, $3, $4)`,
			t.Hash[:], t.GrantID, string(t.Kind), t.ExpiresAt); err != nil {
			return err
		}
	}
	return nil
}

const tokenColumns = `t.grant_id, t.kind, t.expires_at, t.used_at, t.revoked_at,
	g.client_id, g.customer_id, g.key_id, g.key_hash, g.resource, g.scope, g.created_at, g.revoked_at`

func scanToken(row pgx.Row, h Hash) (*Token, *Grant, error) {
	t, g := &Token{Hash: h}, &Grant{}
	var kind string
	var keyHash []byte
	err := row.Scan(&t.GrantID, &kind, &t.ExpiresAt, &t.UsedAt, &t.RevokedAt,
		&g.ClientID, &g.CustomerID, &g.KeyID, &keyHash, &g.Resource, &g.Scope, &g.CreatedAt, &g.RevokedAt)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, nil, ErrNoToken
	}
	if err != nil {
		return nil, nil, err
	}
	t.Kind, g.ID, g.KeyHash = TokenKind(kind), t.GrantID, toHash(keyHash)
	return t, g, nil
}

func (s *PGStore) Token(ctx context.Context, h Hash) (*Token, *Grant, error) {
	return scanToken(s.pool.QueryRow(ctx, `SELECT `+tokenColumns+`
		FROM oauth_tokens t JOIN oauth_grants g ON g.id = t.grant_id WHERE t.token_hash = $1`, h[:]), h)
}

func (s *PGStore) Rotate(ctx context.Context, h Hash, now time.Time, issue func(*Token, *Grant) ([]*Token, error)) error {
	return s.inTx(ctx, func(tx pgx.Tx) (bool, error) {
		t, g, err := scanToken(tx.QueryRow(ctx, `SELECT `+tokenColumns+`
			FROM oauth_tokens t JOIN oauth_grants g ON g.id = t.grant_id WHERE t.token_hash = $1 FOR UPDATE OF t, g`, h[:]), h)
		if err != nil {
			return false, err
		}
		if t.Kind != KindRefresh || t.RevokedAt != nil || g.RevokedAt != nil {
			return false, ErrNoToken
		}
		if t.UsedAt != nil {
			return false, &ReplayError{Err: ErrTokenReused, GrantID: g.ID, ClientID: g.ClientID}
		}
		if _, err := tx.Exec(ctx, `UPDATE oauth_tokens SET used_at = $2 WHERE token_hash = $1`, h[:], now); err != nil {
			return false, err
		}
		tokens, err := issue(t, g)
		if err != nil {
			return !spares(err), err
		}
		err = insertTokens(ctx, tx, tokens)
		return err == nil, err
	})
}

func (s *PGStore) RevokeToken(ctx context.Context, h Hash, at time.Time) error {
	_, err := s.pool.Exec(ctx, `UPDATE oauth_tokens SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL`, h[:], at)
	return err
}

func (s *PGStore) RevokeGrant(ctx context.Context, id string, at time.Time) error {
	_, err := s.pool.Exec(ctx, `UPDATE oauth_grants SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL`, id, at)
	return err
}

func (s *PGStore) RevokeCustomerGrants(ctx context.Context, customerID string, before, at time.Time) ([]string, error) {
	rows, err := s.pool.Query(ctx, `UPDATE oauth_grants SET revoked_at = $3
		WHERE customer_id = $1 AND revoked_at IS NULL AND created_at < $2 RETURNING id`, customerID, before, at)
	if err != nil {
		return nil, err
	}
	ids, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return nil, err
	}
	slices.Sort(ids)
	return ids, nil
}

func (s *PGStore) Purge(ctx context.Context, now, abandonedBefore time.Time) (int64, error) {
	var n int64
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		for _, q := range []struct {
			sql  string
			args []any
		}{
			{`DELETE FROM oauth_codes WHERE expires_at <= $1`, []any{now}},
			{`DELETE FROM oauth_tokens WHERE expires_at <= $1`, []any{now}},
			{`DELETE FROM oauth_grants g WHERE NOT EXISTS (SELECT 1 FROM oauth_tokens t WHERE t.grant_id = g.id)`, nil},
			{`DELETE FROM oauth_clients WHERE first_used_at IS NULL AND created_at < $1`, []any{abandonedBefore}},
		} {
			tag, err := tx.Exec(ctx, q.sql, q.args...)
			if err != nil {
				return err
			}
			n += tag.RowsAffected()
		}
		return nil
	})
	return n, err
}

func (s *PGStore) Ping(ctx context.Context) error { return s.pool.Ping(ctx) }
