package codes_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline/calc"
	"github.com/plumbline-api/plumbline/calc/calctest"
	"github.com/plumbline-api/plumbline/reference/codes"
	"github.com/plumbline-api/plumbline/reference/referencetest"
)

// rowsFor finds the catalog rows or standard a citation names, in any
// edition, with the calculators linked to each.
func rowsFor(ds *codes.Data, citation string) map[string][]string {
	out := map[string][]string{} // edition ("" for a standard) -> related calc paths
	if code, number, ok := codes.SplitCitation(citation); ok {
		for _, s := range ds.Sections {
			if s.Code == code && strings.EqualFold(s.Number, number) {
				out[s.Edition] = s.RelatedCalcKinds
			}
		}
		return out
	}
	for _, s := range ds.Standards {
		if strings.EqualFold(s.Designation, citation) {
			out[""] = s.RelatedCalcKinds
		}
	}
	return out
}

// TestEveryCitationResolves is the calculator <-> section invariant: every
// citation a calculator may return resolves to a catalog row (or standard)
// whose related_calc_kinds lists that calculator.
func TestEveryCitationResolves(t *testing.T) {
	all, _ := referencetest.Load(t)
	ds := codes.Of(all)
	calcs := calc.Builtin().All()
	for _, c := range calcs {
		for _, cite := range c.CodeReferences {
			found := false
			for _, related := range rowsFor(ds, cite) {
				found = found || slices.Contains(related, c.Path)
			}
			if !found {
				t.Errorf("%s cites %q: no catalog row or standard lists it (regenerate reference/data with gencatalog)", c.Path, cite)
			}
		}
	}
	// No link points at a calculator that does not exist or does not cite it.
	for _, l := range ds.Links() {
		c, ok := calc.Builtin().ByPath(l.Calc)
		if !ok {
			t.Errorf("calc_links.csv: %s is not a calculator", l.Calc)
			continue
		}
		if !slices.Contains(c.CodeReferences, l.Citation) {
			t.Errorf("calc_links.csv: %s does not cite %s", l.Calc, l.Citation)
		}
	}
	// The catalog holds at least the product's published count; citations
	// past it grow it (docs/decisions/0054-code-catalog-grows-past-937.md).
	if len(ds.Sections) < 937 {
		t.Errorf("catalog has %d sections, want at least 937", len(ds.Sections))
	}
}

// TestIRCCitationsFollowTheEdition runs every golden example of every
// calculator under each irc_edition and requires each citation it answers
// (code_reference and those of its checks) to resolve in that very edition:
// R311.7.5 in IRC 2021, R318.7.5 in IRC 2024.
func TestIRCCitationsFollowTheEdition(t *testing.T) {
	all, _ := referencetest.Load(t)
	ds := codes.Of(all)
	goldens, err := calctest.Load("../../calc/testdata")
	if err != nil {
		t.Fatal(err)
	}
	tested := map[string]bool{}
	for _, g := range goldens {
		c, ok := calc.Builtin().ByPath(g.Path())
		if !ok {
			t.Fatalf("%s: no calculator", g.File)
		}
		err := calctest.EditionRuns(c, g, func(field, edition string, out []byte) {
			if field != "irc_edition" {
				return
			}
			cites, err := calctest.Citations(out)
			if err != nil {
				t.Fatal(err)
			}
			for _, cite := range cites {
				if code, _, _ := codes.SplitCitation(cite); code != "IRC" {
					continue
				}
				related, ok := rowsFor(ds, cite)[edition]
				if !ok || !slices.Contains(related, c.Path) {
					t.Errorf("%s (%s) with irc_edition %s cites %s: no IRC %s row linked to it", c.Path, g.File, edition, cite, edition)
				}
				tested[c.Path+" "+edition] = true
			}
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if !tested["/v1/calc/stairs/rise-run 2021"] || !tested["/v1/calc/stairs/rise-run 2024"] {
		t.Fatalf("the stair calculator was not exercised under both editions: %v", tested)
	}
}
