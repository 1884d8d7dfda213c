package calc_test

import (
	"testing"

	"github.com/plumbline-api/plumbline/calc"
)

// The spec states 81 calculators in 16 categories; CALCULATORS.md gives the
// split (electrical had 7: the spec's five plus voltage-drop and box-fill).
// Issue 36 adds 13: seven electrical (14), three lumber spans (9) and the
// decks category (3).
var wantCounts = map[string]int{
	"concrete": 6, "lumber": 9, "roofing": 6, "drywall": 5, "paint": 5, "flooring": 6, "hvac": 6, "insulation": 5,
	"masonry": 5, "misc": 6, "electrical": 14, "plumbing": 6, "doors-windows": 3, "gutters": 3, "stairs": 4, "site": 3,
	"decks": 3,
}

func TestRegistryHas81CalculatorsIn16Categories(t *testing.T) {
	reg := calc.Builtin()
	want := 0
	for _, n := range wantCounts {
		want += n
	}
	if n := len(reg.All()); n != want {
		t.Errorf("%d calculators, want %d", n, want)
	}
	counts := reg.Counts()
	if len(counts) != len(wantCounts) {
		t.Errorf("%d categories, want %d", len(counts), len(wantCounts))
	}
	for _, cc := range counts {
		if cc.Count != wantCounts[cc.Category.Name] {
			t.Errorf("%s: %d calculators, want %d", cc.Category.Name, cc.Count, wantCounts[cc.Category.Name])
		}
	}
}
