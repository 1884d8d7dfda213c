package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/internal/postgres"
)

// benchPepper keys the seeded hashes; the server under test gets the same.
const benchPepper = "bench-pepper-bench-pepper-bench-pepper"

// seeded is a throwaway Postgres schema with bench customers and keys.
type seeded struct {
	url     string // DATABASE_URL for the server (search_path = the schema)
	keys    []string
	freeKey string
	drop    func()
}

// seedDatabase creates a schema with n Enterprise customers, one key each,
// whose contract limits the load stays under (every call is admitted and
// counted), plus one Free customer for the flood.
func seedDatabase(ctx context.Context, baseURL string, n int) (*seeded, error) {
	admin, err := postgres.Connect(ctx, baseURL)
	if err != nil {
		return nil, err
	}
	var b [5]byte
	_, _ = rand.Read(b[:])
	schema := "bench_" + hex.EncodeToString(b[:])
	if _, err := admin.Exec(ctx, "CREATE SCHEMA "+schema); err != nil {
		admin.Close()
		return nil, err
	}
	drop := func() {
		_, _ = admin.Exec(context.Background(), "DROP SCHEMA "+schema+" CASCADE")
		admin.Close()
	}
	sep := "?"
	if strings.Contains(baseURL, "?") {
		sep = "&"
	}
	url := baseURL + sep + "search_path=" + schema
	pool, err := postgres.Connect(ctx, url)
	if err != nil {
		drop()
		return nil, err
	}
	defer pool.Close()
	if _, _, err := postgres.Migrate(ctx, pool); err != nil {
		drop()
		return nil, err
	}
	hasher, _ := billing.NewHasher([]byte(benchPepper))
	s := &seeded{url: url, drop: drop}
	now := time.Now().UTC()
	rows := [][]any{}
	keyRows := [][]any{}
	for i := range n {
		id := fmt.Sprintf("acct_bench%04d", i)
		rows = append(rows, []any{id, id + "@bench.example", "enterprise", int64(1) << 40, 10_000_000, 10_000_000, now})
		key := billing.NewKey()
		s.keys = append(s.keys, key)
		h := hasher.HashString(key)
		keyRows = append(keyRows, []any{fmt.Sprintf("key_bench%04d", i), id, h[:], billing.DisplayPrefix(key), now})
	}
	free := billing.NewKey()
	s.freeKey = free
	fh := hasher.HashString(free)
	if err := insert(ctx, pool, rows, keyRows, fh[:], free, now); err != nil {
		drop()
		return nil, err
	}
	return s, nil
}

func insert(ctx context.Context, pool *pgxpool.Pool, customers, keys [][]any, freeHash []byte, free string, now time.Time) error {
	return pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		if _, err := tx.CopyFrom(ctx, pgx.Identifier{"customers"},
			[]string{"id", "email", "tier_id", "quota_override", "rpm_override", "burst_override", "created_at"}, pgx.CopyFromRows(customers)); err != nil {
			return err
		}
		if _, err := tx.CopyFrom(ctx, pgx.Identifier{"api_keys"},
			[]string{"id", "customer_id", "key_hash", "key_prefix", "created_at"}, pgx.CopyFromRows(keys)); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `INSERT INTO customers (id, email, tier_id, created_at) VALUES ('acct_flood', 'flood@bench.example', 'free', $1)`, now); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `INSERT INTO api_keys (id, customer_id, key_hash, key_prefix, created_at) VALUES ('key_flood', 'acct_flood', $1, $2, $3)`,
			freeHash, billing.DisplayPrefix(free), now)
		return err
	})
}
