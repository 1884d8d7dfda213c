package products_test

import (
	"context"
	"path/filepath"
	"sync"
	"testing"

	"github.com/plumbline-api/plumbline/internal/postgres/pgtest"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/products"
	"github.com/plumbline-api/plumbline/reference/referencetest"
)

var dataDir = filepath.Join("..", "..", "data") // the bundled snapshot (the default PLUMBLINE_DATA_DIR)

// loaded is the products part of the real data, loaded once.
var loaded = sync.OnceValues(func() (*reference.Dataset, []reference.FileInfo) {
	ds, files, err := reference.Load(func() reference.Loader { l := products.Loader(dataDir); l.Optional = false; return l }())
	if err != nil {
		panic("products: " + err.Error())
	}
	return ds, files
})

// stores are the memory store and, when Postgres is reachable, the
// Postgres store after importing the same dataset.
func stores(t *testing.T) (string, map[string]products.Store) {
	t.Helper()
	ds, files := loaded()
	all := map[string]products.Store{"memory": products.NewMemoryStore(ds)}
	db := pgtest.New(t)
	if _, err := reference.Import(t.Context(), db.Pool, ds, files, nil); err != nil {
		t.Fatal(err)
	}
	all["postgres"] = products.NewPGStore(db.Pool)
	return ds.Version, all
}

// run answers one call the way the server does (see referencetest.Call).
func run(ctx context.Context, area reference.Area, version, opID string, args map[string]string) (any, int, error) {
	return referencetest.Call(ctx, area.Ops, version, opID, args)
}

// TestStores runs the golden cases on both stores and holds them to the
// same answers.
func TestStores(t *testing.T) {
	version, all := stores(t)
	ops := map[string][]*reference.Op{}
	for name, st := range all {
		ops[name] = products.Area(st).Ops
	}
	referencetest.Golden(t, 10, version, ops)
}

// short is referencetest.Short (test messages).
func short(v any) string { return referencetest.Short(v) }
