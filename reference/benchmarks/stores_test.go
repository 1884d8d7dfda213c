package benchmarks_test

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/internal/postgres/pgtest"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/benchmarks"
	"github.com/plumbline-api/plumbline/reference/geo"
)

var dataDir = filepath.Join("..", "..", "data") // the bundled snapshot (the default PLUMBLINE_DATA_DIR)

// loaded is geo + benchmarks of the bundled data, loaded once.
var loaded = sync.OnceValues(func() (*reference.Dataset, []reference.FileInfo) {
	g, b := geo.Loader(dataDir), benchmarks.Loader(dataDir)
	g.Optional, b.Optional = false, false
	ds, files, err := reference.Load(g, b)
	if err != nil {
		panic("benchmarks: " + err.Error())
	}
	return ds, files
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
	db := pgtest.New(t)
	if _, err := reference.Import(t.Context(), db.Pool, ds, files, nil); err != nil {
		t.Fatal(err)
	}
	s.stores["postgres"], s.places["postgres"] = benchmarks.NewPGStore(db.Pool), geo.NewPGStore(db.Pool)
	return s
}

type golden struct {
	Op     string            `json:"op"`
	Args   map[string]string `json:"args"`
	Status int               `json:"status"`
	Expect any               `json:"expect"`
}

// run answers one call the way the server does: Bind, then the op.
func run(ctx context.Context, area reference.Area, version, opID string, args map[string]string) (any, int, error) {
	i := slices.IndexFunc(area.Ops, func(o *reference.Op) bool { return o.ID == opID })
	if i < 0 {
		return nil, 0, errors.New("no op " + opID)
	}
	op := area.Ops[i]
	raw := map[string][]string{}
	for k, v := range args {
		raw[k] = []string{v}
	}
	a, err := reference.Bind(op.Params, raw)
	if err == nil {
		var out any
		if out, err = op.Run(ctx, version, a); err == nil {
			b, merr := json.Marshal(out)
			if merr != nil {
				return nil, 0, merr
			}
			var v any
			return v, 200, json.Unmarshal(b, &v)
		}
	}
	var e *plumbline.Error
	if !errors.As(err, &e) {
		return nil, 500, err
	}
	status := map[string]int{plumbline.EINVALID: 422, plumbline.ENOTFOUND: 404, plumbline.EUNAVAILABLE: 503}[e.Code]
	if status == 0 {
		return nil, 500, err
	}
	b, _ := json.Marshal(map[string]any{"detail": e.Message, "errors": e.Fields})
	var v any
	return v, status, json.Unmarshal(b, &v)
}

// TestGolden runs every testdata case on both stores, and checks both give
// the same answer.
func TestGolden(t *testing.T) {
	s := stores(t)
	cases, err := filepath.Glob(filepath.Join("testdata", "*.json"))
	if err != nil || len(cases) < 8 {
		t.Fatalf("want the golden cases in testdata/*.json, found %d (%v)", len(cases), err)
	}
	answers := map[string]map[string]any{}
	for name, st := range s.stores {
		area := benchmarks.Area(st, s.places[name], testDeps())
		t.Run(name, func(t *testing.T) {
			for _, path := range cases {
				t.Run(filepath.Base(path), func(t *testing.T) {
					raw, err := os.ReadFile(path)
					if err != nil {
						t.Fatal(err)
					}
					var g golden
					dec := json.NewDecoder(strings.NewReader(string(raw)))
					dec.DisallowUnknownFields()
					if err := dec.Decode(&g); err != nil {
						t.Fatal(err)
					}
					got, status, err := run(t.Context(), area, s.version, g.Op, g.Args)
					if status == 500 || (err != nil && status == 0) {
						t.Fatalf("%s %v: %v", g.Op, g.Args, err)
					}
					if status != g.Status {
						t.Fatalf("%s %v: status %d, want %d (%v)", g.Op, g.Args, status, g.Status, got)
					}
					if msg := contains(got, g.Expect, "$"); msg != "" {
						t.Errorf("%s %v: %s", g.Op, g.Args, msg)
					}
					if answers[path] == nil {
						answers[path] = map[string]any{}
					}
					answers[path][name] = got
				})
			}
		})
	}
	for path, by := range answers {
		if m, p := by["memory"], by["postgres"]; p != nil && !reflect.DeepEqual(m, p) {
			t.Errorf("%s: the memory and Postgres stores answer differently", filepath.Base(path))
		}
	}
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
// (unless want's array ends with "..."), scalars equal.
func contains(got, want any, at string) string {
	switch w := want.(type) {
	case map[string]any:
		g, ok := got.(map[string]any)
		if !ok {
			return at + ": want an object, got " + short(got)
		}
		for k, wv := range w {
			gv, ok := g[k]
			if !ok {
				return at + "." + k + ": missing"
			}
			if msg := contains(gv, wv, at+"."+k); msg != "" {
				return msg
			}
		}
	case []any:
		g, ok := got.([]any)
		if !ok {
			return at + ": want an array, got " + short(got)
		}
		prefix := len(w) > 0 && w[len(w)-1] == "..."
		if prefix {
			w = w[:len(w)-1]
		}
		if len(g) < len(w) || !prefix && len(g) != len(w) {
			return at + ": " + short(g) + " does not have the elements " + short(w)
		}
		for i := range w {
			if msg := contains(g[i], w[i], at+"["+string(rune('0'+i%10))+"]"); msg != "" {
				return msg
			}
		}
	default:
		if !reflect.DeepEqual(got, want) {
			return at + ": got " + short(got) + ", want " + short(want)
		}
	}
	return ""
}

func short(v any) string {
	b, _ := json.Marshal(v)
	if len(b) > 300 {
		return string(b[:300]) + "…"
	}
	return string(b)
}

func ptr(v float64) *float64 { return &v }
