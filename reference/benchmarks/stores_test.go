package benchmarks_test

import (
	"context"
	"strings"
	"sync"
	"testing"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/benchmarks"
	"github.com/plumbline-api/plumbline/reference/geo"
	"github.com/plumbline-api/plumbline/reference/referencetest"
)

// loaded is geo + benchmarks of the bundled data, loaded once.
var loaded = sync.OnceValues(func() (*reference.Dataset, []reference.FileInfo) {
	return referencetest.Bundled(geo.Loader, benchmarks.Loader)
})

// fakePrices serves a PPI series from a map, so tests know every value.
type fakePrices map[string]float64

func (f fakePrices) PPI(_ context.Context, _, series, period string) (float64, error) {
	v, ok := f[series+"@"+period]
	if !ok {
		return 0, plumbline.Errorf(plumbline.ENOTFOUND, "no %s %s", series, period)
	}
	return v, nil
}

func (f fakePrices) LatestPPIPeriod(_ context.Context, _, series string) (string, error) {
	latest := ""
	for k := range f {
		if s, p, _ := strings.Cut(k, "@"); s == series && p > latest {
			latest = p
		}
	}
	return latest, nil
}

// fakeWages answers one wage per (soc, cbsa).
type fakeWages map[string]benchmarks.Wage

func (f fakeWages) Wage(_ context.Context, _, soc, cbsa string) (benchmarks.Wage, error) {
	w, ok := f[soc+"@"+cbsa]
	if !ok {
		return benchmarks.Wage{}, plumbline.Errorf(plumbline.ENOTFOUND, "no wage %s %s", soc, cbsa)
	}
	return w, nil
}

// storeSet is the memory store and, when Postgres is reachable, the
// Postgres store after importing the same dataset.
type storeSet struct {
	version string
	ds      *reference.Dataset
	stores  map[string]benchmarks.Store
	places  map[string]geo.Store
}

func stores(t *testing.T) storeSet {
	t.Helper()
	ds, files := loaded()
	s := storeSet{version: ds.Version, ds: ds,
		stores: map[string]benchmarks.Store{"memory": benchmarks.NewMemoryStore(ds)},
		places: map[string]geo.Store{"memory": geo.NewMemoryStore(ds)}}
	db := referencetest.Imported(t, ds, files)
	s.stores["postgres"], s.places["postgres"] = benchmarks.NewPGStore(db), geo.NewPGStore(db)
	return s
}

// run answers one call the way the server does (see referencetest.Call).
func run(ctx context.Context, area reference.Area, version, opID string, args map[string]string) (any, int, error) {
	return referencetest.Call(ctx, area.Ops, version, opID, args)
}

// TestGolden runs every testdata case on both stores, and checks both give
// the same answer.
func TestGolden(t *testing.T) {
	s := stores(t)
	ops := map[string][]*reference.Op{}
	for name, st := range s.stores {
		ops[name] = benchmarks.Area(st, s.places[name], testDeps()).Ops
	}
	referencetest.Golden(t, 8, s.version, ops)
}

// testDeps are fixed prices and wages (the costs area's real readers are
// tested there): PCU23822X23822X 2023 months at 100..111 (mean 105.5) and
// 2025-08 at 126.6, so the escalation factor is 1.2 exactly.
func testDeps() benchmarks.Deps {
	p := fakePrices{"PCU23822X23822X@2025-08": 126.6}
	for m := 1; m <= 12; m++ {
		p["PCU23822X23822X@2023-"+two(m)] = float64(99 + m)
	}
	w := fakeWages{"49-9021@12420": {SOC: "49-9021", Area: "12420", P25: ptr(20), P50: 25, P75: ptr(30), Period: "test", File: "test"}}
	return benchmarks.Deps{Prices: p, Wages: w, Calc: benchmarks.Builtin}
}

func two(m int) string { return string(rune('0'+m/10)) + string(rune('0'+m%10)) }

// contains reports ("" when fine) whether want is a part of got: objects by
// the keys want names, arrays element by element with the same length
func contains(got, want any, at string) string { return referencetest.Contains(got, want, at) }

func ptr(v float64) *float64 { return &v }
