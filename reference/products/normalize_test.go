package products

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// goldenRows reads a tab-separated golden file (# comments skipped).
func goldenRows(t *testing.T, name string, cols int) [][]string {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "normalize", name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out [][]string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if line := sc.Text(); line != "" && !strings.HasPrefix(line, "#") {
			row := strings.Split(line, "\t")
			if len(row) != cols {
				t.Fatalf("%s: %q has %d columns, want %d", name, line, len(row), cols)
			}
			out = append(out, row)
		}
	}
	if len(out) == 0 {
		t.Fatalf("%s: no rows", name)
	}
	return out
}

// Each way the exports write a value gives the one form served.
func TestNormalizedTextGolden(t *testing.T) {
	for _, r := range goldenRows(t, "text.tsv", 4) {
		s := spec{Key: r[0], Kind: "text", Multi: r[1] == "yes"}
		if got := normalizeText(s, r[2]); got != r[3] {
			t.Errorf("%s %q: got %q, want %q", r[0], r[2], got, r[3])
		}
		if r[3] != "" && normalizeText(s, r[3]) != r[3] {
			t.Errorf("%s %q is not a fixed point", r[0], r[3])
		}
	}
}

// Each export column is served under one key, in that key's one unit.
func TestUnitsGolden(t *testing.T) {
	for _, r := range goldenRows(t, "units.tsv", 5) {
		var found bool
		for _, f := range files {
			for _, s := range f.Specs {
				if s.Col != r[0] {
					continue
				}
				found = true
				in, _ := strconv.ParseFloat(r[1], 64)
				want, _ := strconv.ParseFloat(r[4], 64)
				if s.Key != r[2] || s.Unit != r[3] || convert(in, s.Scale) != want {
					t.Errorf("%s (%s): served as %s in %s = %v, want %s in %s = %v", f.Path, r[0], s.Key, s.Unit, convert(in, s.Scale), r[2], r[3], want)
				}
			}
		}
		if !found {
			t.Errorf("no export has the column %q", r[0])
		}
	}
}

// In the real catalog every text value is already in its one form, and a
// unit is never doubled: no key names kBtu/h, and one quantity (a key's
// name without its unit) has one unit.
func TestCatalogValuesNormalized(t *testing.T) {
	c := realCatalog(t)
	defs := map[string]spec{}
	for _, f := range files {
		for _, s := range f.Specs {
			defs[s.Key] = s
		}
	}
	for _, p := range c.products {
		for k, v := range p.Specs {
			if s, ok := v.(string); ok && normalizeText(defs[k], s) != s {
				t.Fatalf("%s %s %q is not normalized (%q)", p.ProductID, k, s, normalizeText(defs[k], s))
			}
		}
	}
	units := map[string]string{}
	for k, s := range defs {
		if strings.Contains(k, "kbtu") || strings.HasSuffix(k, "_kw") || strings.HasSuffix(k, "_fraction") && strings.Contains(k, "efficiency") {
			t.Errorf("%s: a quantity served in a second unit", k)
		}
		if s.Kind != "number" {
			continue
		}
		q := strings.TrimSuffix(k, "_"+strings.ToLower(strings.NewReplacer("/", "_per_", "·", "_").Replace(s.Unit)))
		if u, ok := units[q]; ok && u != s.Unit {
			t.Errorf("%s: %s and %s", q, u, s.Unit)
		}
		units[q] = s.Unit
	}
}
