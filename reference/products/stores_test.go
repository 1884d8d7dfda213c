package products_test

import (
	"sync"
	"testing"

	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/products"
	"github.com/plumbline-api/plumbline/reference/referencetest"
)

var dataDir = referencetest.DataDir // the bundled snapshot (the default PLUMBLINE_DATA_DIR)

// loaded is the products part of the real data, loaded once.
var loaded = sync.OnceValues(func() (*reference.Dataset, []reference.FileInfo) {
	return referencetest.Bundled(products.Loader)
})

// stores are the memory store and, when Postgres is reachable, the
// Postgres store after importing the same dataset.
func stores(t *testing.T) (string, map[string]products.Store) {
	t.Helper()
	ds, files := loaded()
	all := map[string]products.Store{"memory": products.NewMemoryStore(ds)}
	db := referencetest.Imported(t, ds, files)
	all["postgres"] = products.NewPGStore(db)
	return ds.Version, all
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
