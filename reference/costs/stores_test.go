package costs_test

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
	"github.com/plumbline-api/plumbline/reference/costs"
	"github.com/plumbline-api/plumbline/reference/geo"
)

var dataDir = filepath.Join("..", "..", "data") // the bundled snapshot (the default PLUMBLINE_DATA_DIR)

// loaded is the geography and the costs price side of the real data
// (the bundled snapshot), loaded once.
var loaded = sync.OnceValues(func() (*reference.Dataset, []reference.FileInfo) {
	g, c := geo.Loader(dataDir), costs.Loader(dataDir)
	g.Optional, c.Optional = false, false
	ds, files, err := reference.Load(g, c)
	if err != nil {
		panic("costs: " + err.Error())
	}
	return ds, files
})

// stores are the memory store and, when Postgres is reachable, the
// Postgres store after importing the same dataset.
func stores(t *testing.T) (string, map[string]costs.Store) {
	t.Helper()
	ds, files := loaded()
	all := map[string]costs.Store{"memory": costs.NewMemoryStore(ds)}
	db := pgtest.New(t)
	if _, err := reference.Import(t.Context(), db.Pool, ds, files, nil); err != nil {
		t.Fatal(err)
	}
	all["postgres"] = costs.NewPGStore(db.Pool)
	return ds.Version, all
}

// golden is one testdata case: an operation, its arguments as a client
// sends them, the status and the parts of the answer that matter (every
// key given must be there with that value; arrays match element by element).
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

// TestStores runs the golden cases and the contract on both stores.
// TestStores runs the golden cases and the contract on both stores.
func TestStores(t *testing.T) {
	version, all := stores(t)
	cases, err := filepath.Glob(filepath.Join("testdata", "*.json"))
	if err != nil || len(cases) < 10 {
		t.Fatalf("want the golden cases in testdata/*.json, found %d (%v)", len(cases), err)
	}
	answers := map[string]map[string]any{} // case → store → answer
	for name, st := range all {
		area := costs.Area(st)
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
					got, status, err := run(t.Context(), area, version, g.Op, g.Args)
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
	// The contract: both stores give the same answer to every case.
	for path, by := range answers {
		if m, p := by["memory"], by["postgres"]; p != nil && !reflect.DeepEqual(m, p) {
			t.Errorf("%s: the memory and Postgres stores answer differently", filepath.Base(path))
		}
	}
}

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
