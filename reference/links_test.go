package reference_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline/calc"
	"github.com/plumbline-api/plumbline/calc/calctest"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/referencetest"
)

// rowsFor finds the catalog rows or standard a citation names, in any
// edition, with the calculators linked to each.
func rowsFor(ds *reference.Dataset, citation string) map[string][]string {
	out := map[string][]string{} // edition ("" for a standard) -> related calc paths
	if code, number, ok := reference.SplitCitation(citation); ok {
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
	ds, _ := referencetest.Load(t)
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
	// The catalog is the product's published size.
	if len(ds.Sections) != 937 {
		t.Errorf("catalog has %d sections, want 937", len(ds.Sections))
	}
}

// TestIRCCitationsFollowTheEdition runs every calculator with an
// irc_edition input under each edition and requires each citation it
// answers (code_reference and those of its checks) to resolve in that very
// edition: R311.7.5 in IRC 2021, R318.7.5 in IRC 2024.
func TestIRCCitationsFollowTheEdition(t *testing.T) {
	ds, _ := referencetest.Load(t)
	goldens, err := calctest.Load("../calc/testdata")
	if err != nil {
		t.Fatal(err)
	}
	tested := map[string]bool{}
	for _, g := range goldens {
		c, ok := calc.Builtin().ByPath(g.Path())
		if !ok || g.Output == nil || !hasInput(c, "irc_edition") {
			continue
		}
		for _, edition := range []string{"2021", "2024"} {
			var in map[string]any
			if err := json.Unmarshal(g.Input, &in); err != nil {
				t.Fatal(err)
			}
			in["irc_edition"] = edition
			body, _ := json.Marshal(in)
			out, err := c.Run(nil, body)
			if err != nil {
				continue // an input valid under one edition only
			}
			for _, cite := range citations(t, out) {
				code, _, _ := reference.SplitCitation(cite)
				if code != "IRC" {
					continue
				}
				related, ok := rowsFor(ds, cite)[edition]
				if !ok || !slices.Contains(related, c.Path) {
					t.Errorf("%s (%s) with irc_edition %s cites %s: no IRC %s row linked to it", c.Path, g.File, edition, cite, edition)
				}
				tested[c.Path+" "+edition] = true
			}
		}
	}
	if !tested["/v1/calc/stairs/rise-run 2021"] || !tested["/v1/calc/stairs/rise-run 2024"] {
		t.Fatalf("the stair calculator was not exercised under both editions: %v", tested)
	}
}

func hasInput(c *calc.Calculator, name string) bool {
	for _, f := range c.Inputs() {
		if f.Name == name {
			return true
		}
	}
	return false
}

// citations collects every code_reference in a result object.
func citations(t *testing.T, out []byte) []string {
	var v any
	if err := json.Unmarshal(out, &v); err != nil {
		t.Fatal(err)
	}
	var found []string
	var walk func(v any)
	walk = func(v any) {
		switch x := v.(type) {
		case map[string]any:
			for k, val := range x {
				if s, ok := val.(string); ok && k == "code_reference" {
					found = append(found, s)
				}
				walk(val)
			}
		case []any:
			for _, e := range x {
				walk(e)
			}
		}
	}
	walk(v)
	return found
}
