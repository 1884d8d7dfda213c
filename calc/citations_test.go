package calc_test

import (
	"slices"
	"testing"

	"github.com/plumbline-api/plumbline/calc"
	"github.com/plumbline-api/plumbline/calc/calctest"
)

// TestCitationsAreDeclared runs every golden example under every edition
// and requires each code_reference in the result to be one of the
// calculator's CodeReferences: the list the codes area links from.
func TestCitationsAreDeclared(t *testing.T) {
	goldens, err := calctest.Load("testdata")
	if err != nil {
		t.Fatal(err)
	}
	runs := 0
	for _, g := range goldens {
		c, ok := calc.Builtin().ByPath(g.Path())
		if !ok {
			t.Fatalf("%s: no calculator", g.File)
		}
		err := calctest.EditionRuns(c, g, func(field, edition string, out []byte) {
			runs++
			cites, err := calctest.Citations(out)
			if err != nil {
				t.Fatal(err)
			}
			for _, cite := range cites {
				if !slices.Contains(c.CodeReferences, cite) {
					t.Errorf("%s (%s %s): cites %q, not in its CodeReferences %v", g.File, field, edition, cite, c.CodeReferences)
				}
			}
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if runs < len(goldens)/2 {
		t.Fatalf("only %d runs for %d goldens", runs, len(goldens))
	}
}
