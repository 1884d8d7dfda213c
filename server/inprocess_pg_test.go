package server_test

import (
	"context"
	"log/slog"
	"testing"

	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/cache"
	"github.com/plumbline-api/plumbline/internal/postgres/pgtest"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/areas"
	"github.com/plumbline-api/plumbline/reference/referencetest"
)

// inProcessStores is one in-process server per store: the embedded
// default's memory stores and Postgres (accounts, keys, idempotency and the
// reference dataset in a throwaway schema). Fuzz targets run every input
// against both, because bytes the memory store shrugs off (NUL, invalid
// UTF-8) are exactly what Postgres refuses. Without Postgres the targets
// skip loudly (and fail under CI=true), like every Postgres test.
func inProcessStores(tb testing.TB) map[string]*inProcess {
	tb.Helper()
	db := pgtest.New(tb)
	ds, files := referencetest.Load(tb)
	if _, err := reference.Import(context.Background(), db.Pool, ds, files, nil); err != nil {
		tb.Fatal(err)
	}
	c, err := cache.New(cache.Options{})
	if err != nil {
		tb.Fatal(err)
	}
	refs := reference.NewService(reference.NewPGVersions(db.Pool), areas.Postgres(db.Pool), c, slog.New(slog.DiscardHandler))
	if err := refs.Refresh(context.Background()); err != nil {
		tb.Fatal(err)
	}
	return map[string]*inProcess{
		"memory":   newInProcess(tb),
		"postgres": newInProcessWith(tb, billing.NewPGStore(db.Pool), refs),
	}
}
