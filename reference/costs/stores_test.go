package costs_test

import (
	"context"
	"sync"
	"testing"

	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/costs"
	"github.com/plumbline-api/plumbline/reference/geo"
	"github.com/plumbline-api/plumbline/reference/referencetest"
)

var dataDir = referencetest.DataDir // the bundled snapshot (the default PLUMBLINE_DATA_DIR)

// loaded is the geography and the costs price side of the real data
// (the bundled snapshot), loaded once.
var loaded = sync.OnceValues(func() (*reference.Dataset, []reference.FileInfo) {
	return referencetest.Bundled(geo.Loader, costs.Loader)
})

// stores are the memory store and, when Postgres is reachable, the
// Postgres store after importing the same dataset.
func stores(t *testing.T) (string, map[string]costs.Store) {
	t.Helper()
	ds, files := loaded()
	all := map[string]costs.Store{"memory": costs.NewMemoryStore(ds)}
	db := referencetest.Imported(t, ds, files)
	all["postgres"] = costs.NewPGStore(db)
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
		ops[name] = costs.Area(st).Ops
	}
	referencetest.Golden(t, 10, version, ops)
}

// short is referencetest.Short (test messages).
func short(v any) string { return referencetest.Short(v) }
