package labor_test

import (
	"context"
	"sync"
	"testing"

	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/costs/labor"
	"github.com/plumbline-api/plumbline/reference/geo"
	"github.com/plumbline-api/plumbline/reference/referencetest"
)

var dataDir = referencetest.DataDir // the bundled snapshot (the default PLUMBLINE_DATA_DIR)

// loaded is geo and labor from the real (bundled) data, loaded once.
var loaded = sync.OnceValues(func() (*reference.Dataset, []reference.FileInfo) {
	return referencetest.Bundled(geo.Loader, labor.Loader)
})

type stores struct {
	labor  labor.Store
	places geo.Store
}

// allStores are the memory stores and, when Postgres is reachable, the
// Postgres stores after importing the same dataset.
func allStores(t *testing.T) (string, map[string]stores) {
	t.Helper()
	ds, files := loaded()
	all := map[string]stores{"memory": {labor.NewMemoryStore(ds), geo.NewMemoryStore(ds)}}
	db := referencetest.Imported(t, ds, files)
	all["postgres"] = stores{labor.NewPGStore(db), geo.NewPGStore(db)}
	return ds.Version, all
}

// run answers one call the way the server does (see referencetest.Call).
func run(ctx context.Context, ops []*reference.Op, version, opID string, args map[string]string) (any, int, error) {
	return referencetest.Call(ctx, ops, version, opID, args)
}

// TestGolden runs every testdata case on both stores, and holds them to
// one contract: the same answer from each.
func TestGolden(t *testing.T) {
	version, all := allStores(t)
	ops := map[string][]*reference.Op{}
	for name, st := range all {
		ops[name] = labor.Extension(st.labor, st.places).Ops
	}
	referencetest.Golden(t, 10, version, ops)
}
