package calc_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/plumbline-api/plumbline/calc"
	"github.com/plumbline-api/plumbline/calc/calctest"
)

// TestGolden runs every worked example under testdata against the engine.
func TestGolden(t *testing.T) {
	goldens, err := calctest.Load("testdata")
	if err != nil {
		t.Fatal(err)
	}
	reg := calc.Builtin()
	for _, g := range goldens {
		t.Run(g.File, func(t *testing.T) {
			c, ok := reg.ByPath(g.Path())
			if !ok {
				t.Fatalf("no calculator at %s", g.Path())
			}
			out, err := c.Run(nil, g.RequestBody())
			if g.Error != nil {
				checkGoldenError(t, g, err)
				return
			}
			if err != nil {
				t.Fatalf("Run: %v", err)
			}
			if same, diff := calctest.SameJSON(out, g.Output); !same {
				t.Fatalf("output differs: %s\ngot  %s\nwant %s", diff, out, g.Output)
			}
		})
	}
}

func checkGoldenError(t *testing.T, g *calctest.Golden, err error) {
	t.Helper()
	var syn *calc.SyntaxError
	var inv *calc.InputError
	switch {
	case g.Error.Status == 400 && errors.As(err, &syn):
	case g.Error.Status == 422 && errors.As(err, &inv):
		var got []calctest.FieldError
		for _, f := range inv.Fields {
			got = append(got, calctest.FieldError{Field: f.Field, Code: f.Code})
		}
		if !calctest.FieldErrorsMatch(got, g.Error.Fields) {
			t.Fatalf("field errors:\ngot  %v\nwant %v", got, g.Error.Fields)
		}
	default:
		t.Fatalf("want a %d error, got %v", g.Error.Status, err)
	}
}

// TestGoldenCoverage holds every calculator to at least three worked
// examples that succeed, one of them published, and every code_reference a
// golden output shows to be one the calculator declares.
func TestGoldenCoverage(t *testing.T) {
	goldens, err := calctest.Load("testdata")
	if err != nil {
		t.Fatal(err)
	}
	type tally struct{ ok, published int }
	counts := map[string]*tally{}
	for _, g := range goldens {
		if counts[g.Path()] == nil {
			counts[g.Path()] = &tally{}
		}
		if g.Output == nil {
			continue
		}
		counts[g.Path()].ok++
		if g.Published {
			counts[g.Path()].published++
		}
		c, ok := calc.Builtin().ByPath(g.Path())
		if !ok {
			t.Errorf("%s: no calculator at %s", g.File, g.Path())
			continue
		}
		ref := codeReferenceOf(t, g)
		if !slices.Contains(c.CodeReferences, ref) {
			t.Errorf("%s: code_reference %q is not among the calculator's CodeReferences %v", g.File, ref, c.CodeReferences)
		}
	}
	for _, c := range calc.Builtin().All() {
		n := counts[c.Path]
		if n == nil || n.ok < 3 || n.published < 1 {
			t.Errorf("%s: needs at least 3 golden examples with output, 1 published; has %+v", c.Path, n)
		}
	}
}
