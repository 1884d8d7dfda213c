package labor_test

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
	"github.com/plumbline-api/plumbline/reference/costs/labor"
	"github.com/plumbline-api/plumbline/reference/geo"
)

var dataDir = filepath.Join("..", "..", "..", "data") // the bundled snapshot (the default PLUMBLINE_DATA_DIR)

// loaded is geo and labor from the real (bundled) data, loaded once.
var loaded = sync.OnceValues(func() (*reference.Dataset, []reference.FileInfo) {
	g, l := geo.Loader(dataDir), labor.Loader(dataDir)
	g.Optional, l.Optional = false, false
	ds, files, err := reference.Load(g, l)
	if err != nil {
		panic("labor: " + err.Error())
	}
	return ds, files
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
	db := pgtest.New(t)
	if _, err := reference.Import(t.Context(), db.Pool, ds, files, nil); err != nil {
		t.Fatal(err)
	}
	all["postgres"] = stores{labor.NewPGStore(db.Pool), geo.NewPGStore(db.Pool)}
	return ds.Version, all
}

// golden is one testdata case: an operation, its arguments as a client
// sends them, the status and the parts of the answer that matter (every
// key given must be there with that value; arrays match element by
// element, a trailing "..." allows more).
type golden struct {
	Op     string            `json:"op"`
	Args   map[string]string `json:"args"`
	Status int               `json:"status"`
	Expect any               `json:"expect"`
}

// run answers one call the way the server does: Bind, then the op.
func run(ctx context.Context, ops []reference.Op, version, opID string, args map[string]string) (any, int, error) {
	i := slices.IndexFunc(ops, func(o reference.Op) bool { return o.ID == opID })
	if i < 0 {
		return nil, 0, errors.New("no op " + opID)
	}
	op := ops[i]
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

// TestGolden runs every testdata case on both stores, and holds them to
// one contract: the same answer from each.
func TestGolden(t *testing.T) {
	version, all := allStores(t)
	cases, err := filepath.Glob(filepath.Join("testdata", "*.json"))
	if err != nil || len(cases) < 10 {
		t.Fatalf("want the golden cases in testdata/*.json, found %d (%v)", len(cases), err)
	}
	answers := map[string]map[string]any{}
	for name, st := range all {
		ops := labor.Extension(st.labor, st.places).Ops
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
					got, status, err := run(t.Context(), ops, version, g.Op, g.Args)
					if status == 500 || (err != nil && status == 0) {
						t.Fatalf("%s %v: %v", g.Op, g.Args, err)
					}
					if os.Getenv("LABOR_SHOW") != "" {
						b, _ := json.MarshalIndent(got, "", "  ")
						t.Logf("%s %v → %d\n%s", g.Op, g.Args, status, b)
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

// contains reports ("" when fine) whether want is a part of got.
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
	case string:
		// "~text" matches a string containing text (for messages)
		if s, ok := got.(string); ok && strings.HasPrefix(w, "~") {
			if !strings.Contains(s, w[1:]) {
				return at + ": " + short(s) + " does not contain " + short(w[1:])
			}
			return ""
		}
		if !reflect.DeepEqual(got, want) {
			return at + ": got " + short(got) + ", want " + short(want)
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
