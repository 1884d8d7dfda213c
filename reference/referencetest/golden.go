package referencetest

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/reference"
)

// GoldenCase is one testdata/*.json case of an area: an operation, its
// arguments as a client sends them, the status and the parts of the
// answer that matter (every key given must be there with that value;
// arrays match element by element, or as a prefix when the last element
// is "..."; a string "~text" matches any string containing text).
type GoldenCase struct {
	Op     string            `json:"op"`
	Args   map[string]string `json:"args"`
	Status int               `json:"status"`
	Expect any               `json:"expect"`
}

// Golden runs every case in testdata/ (at least minCases of them) against
// each store's operations, and holds the stores to one contract: the same
// answer to every case. Adding a case is adding a file.
func Golden(t *testing.T, minCases int, version string, opsByStore map[string][]*reference.Op) {
	t.Helper()
	cases, err := filepath.Glob(filepath.Join("testdata", "*.json"))
	if err != nil || len(cases) < minCases {
		t.Fatalf("want the golden cases in testdata/*.json, found %d (%v)", len(cases), err)
	}
	answers := map[string]map[string]any{} // case → store → answer
	for name, ops := range opsByStore {
		t.Run(name, func(t *testing.T) {
			for _, path := range cases {
				t.Run(filepath.Base(path), func(t *testing.T) {
					got := checkCase(t, path, ops, version)
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

func checkCase(t *testing.T, path string, ops []*reference.Op, version string) any {
	t.Helper()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var g GoldenCase
	dec := json.NewDecoder(strings.NewReader(string(raw)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&g); err != nil {
		t.Fatal(err)
	}
	got, status, err := Call(t.Context(), ops, version, g.Op, g.Args)
	if status == 500 || (err != nil && status == 0) {
		t.Fatalf("%s %v: %v", g.Op, g.Args, err)
	}
	if status != g.Status {
		t.Fatalf("%s %v: status %d, want %d (%v)", g.Op, g.Args, status, g.Status, got)
	}
	if msg := Contains(got, g.Expect, "$"); msg != "" {
		t.Errorf("%s %v: %s", g.Op, g.Args, msg)
	}
	return got
}

// Call answers one call the way the server does (Bind, then the op), as
// the JSON a client decodes, with the status the server would send.
func Call(ctx context.Context, ops []*reference.Op, version, opID string, args map[string]string) (any, int, error) {
	i := slices.IndexFunc(ops, func(o *reference.Op) bool { return o.ID == opID })
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

// Contains reports ("" when fine) whether want is a part of got: objects
// by the keys want names, arrays element by element with the same length
// (unless want's array ends with "..."), scalars equal.
func Contains(got, want any, at string) string {
	switch w := want.(type) {
	case map[string]any:
		g, ok := got.(map[string]any)
		if !ok {
			return at + ": want an object, got " + Short(got)
		}
		for k, wv := range w {
			gv, ok := g[k]
			if !ok {
				return at + "." + k + ": missing"
			}
			if msg := Contains(gv, wv, at+"."+k); msg != "" {
				return msg
			}
		}
	case []any:
		g, ok := got.([]any)
		if !ok {
			return at + ": want an array, got " + Short(got)
		}
		prefix := len(w) > 0 && w[len(w)-1] == "..."
		if prefix {
			w = w[:len(w)-1]
		}
		if len(g) < len(w) || !prefix && len(g) != len(w) {
			return at + ": " + Short(g) + " does not have the elements " + Short(w)
		}
		for i := range w {
			if msg := Contains(g[i], w[i], at+"["+strconv.Itoa(i)+"]"); msg != "" {
				return msg
			}
		}
	case string:
		// "~text" matches a string containing text (for messages).
		if s, ok := got.(string); ok && strings.HasPrefix(w, "~") {
			if !strings.Contains(s, w[1:]) {
				return at + ": " + Short(s) + " does not contain " + Short(w[1:])
			}
			return ""
		}
		if got != want {
			return at + ": got " + Short(got) + ", want " + Short(want)
		}
	default:
		if !reflect.DeepEqual(got, want) {
			return at + ": got " + Short(got) + ", want " + Short(want)
		}
	}
	return ""
}

// Short is v as JSON, cut at 300 bytes: for test messages.
func Short(v any) string {
	b, _ := json.Marshal(v)
	if len(b) > 300 {
		return string(b[:300]) + "…"
	}
	return string(b)
}
