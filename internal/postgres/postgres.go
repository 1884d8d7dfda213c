// Package postgres connects to Postgres and applies the schema migrations.
// The stores themselves live with the domain packages that own the data
// (billing, meter, reference); this package holds what they share.
package postgres

import (
	"context"
	"embed"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jackc/tern/v2/migrate"
)

//go:embed migrations/*.sql
var migrations embed.FS

// VersionTable records the applied schema version.
const VersionTable = "schema_version"

// Connect opens a pool and checks that the server answers.
func Connect(ctx context.Context, url string) (*pgxpool.Pool, error) {
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		return nil, fmt.Errorf("postgres: DATABASE_URL: %w", err)
	}
	return ConnectConfig(ctx, cfg)
}

// ConnectConfig is Connect for a parsed configuration.
func ConnectConfig(ctx context.Context, cfg *pgxpool.Config) (*pgxpool.Pool, error) {
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("postgres: %w", err)
	}
	if err := pool.Ping(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("postgres: %w", err)
	}
	return pool, nil
}

// Migrate brings the schema up to date. tern holds an advisory lock while it
// runs, so instances starting together migrate once.
func Migrate(ctx context.Context, pool *pgxpool.Pool) (from, to int32, err error) {
	conn, err := pool.Acquire(ctx)
	if err != nil {
		return 0, 0, err
	}
	defer conn.Release()
	return migrateConn(ctx, conn.Conn())
}

func migrateConn(ctx context.Context, conn *pgx.Conn) (from, to int32, err error) {
	m, err := migrate.NewMigrator(ctx, conn, VersionTable)
	if err != nil {
		return 0, 0, fmt.Errorf("postgres: migrator: %w", err)
	}
	sub, err := embedSub()
	if err != nil {
		return 0, 0, err
	}
	if err := m.LoadMigrations(sub); err != nil {
		return 0, 0, fmt.Errorf("postgres: load migrations: %w", err)
	}
	if from, err = m.GetCurrentVersion(ctx); err != nil {
		return 0, 0, err
	}
	if err := m.Migrate(ctx); err != nil {
		return from, 0, fmt.Errorf("postgres: migrate: %w", err)
	}
	if err := SyncTiers(ctx, conn); err != nil {
		return from, 0, err
	}
	to, err = m.GetCurrentVersion(ctx)
	return from, to, err
}
