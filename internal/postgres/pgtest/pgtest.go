// Package pgtest gives a test its own migrated Postgres schema. Tests that
// need Postgres skip with a loud message when it is not reachable, unless
// CI=true, in which case they fail.
package pgtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"os"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/plumbline-api/plumbline/internal/postgres"
	"github.com/plumbline-api/plumbline/internal/testenv"
)

// DefaultURL is the developer-machine and CI database (trust auth).
const DefaultURL = "postgres://postgres@127.0.0.1:5432/test?sslmode=disable"

// URL is PLUMBLINE_TEST_DATABASE_URL or DefaultURL.
func URL() string {
	if u := os.Getenv("PLUMBLINE_TEST_DATABASE_URL"); u != "" {
		return u
	}
	return DefaultURL
}

// Unavailable skips (or, in CI, fails) the test for a missing service.
func Unavailable(tb testing.TB, service string, err error) { testenv.Unavailable(tb, service, err) }

// Schema is a throwaway schema with the migrations applied.
type Schema struct {
	Pool *pgxpool.Pool
	Name string
	URL  string // a connection URL whose search_path is the schema
}

// New creates a fresh schema, migrates it and drops it when the test ends.
func New(tb testing.TB) *Schema {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	admin, err := postgres.Connect(ctx, URL())
	if err != nil {
		Unavailable(tb, "Postgres", err)
	}
	var b [6]byte
	_, _ = rand.Read(b[:])
	name := "t_" + hex.EncodeToString(b[:])
	if _, err := admin.Exec(ctx, "CREATE SCHEMA "+name); err != nil {
		admin.Close()
		tb.Fatal(err)
	}
	tb.Cleanup(func() {
		_, _ = admin.Exec(context.Background(), "DROP SCHEMA "+name+" CASCADE")
		admin.Close()
	})
	cfg, err := pgxpool.ParseConfig(URL())
	if err != nil {
		tb.Fatal(err)
	}
	cfg.ConnConfig.RuntimeParams["search_path"] = name
	pool, err := postgres.ConnectConfig(ctx, cfg)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(pool.Close)
	if _, _, err := postgres.Migrate(ctx, pool); err != nil {
		tb.Fatal(err)
	}
	url := URL()
	sep := "?"
	for _, c := range url {
		if c == '?' {
			sep = "&"
		}
	}
	return &Schema{Pool: pool, Name: name, URL: url + sep + "search_path=" + name}
}
