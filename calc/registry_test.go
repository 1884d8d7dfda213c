package calc_test

import (
	"testing"

	"github.com/plumbline-api/plumbline/calc"
)

// The spec states 81 calculators in 16 categories (issue 36 adds more, below); CALCULATORS.md gives the
// split (electrical has 7: the spec's five plus voltage-drop and box-fill).
var wantCounts = map[string]int{
	"concrete": 6, "lumber": 6, "roofing": 6, "drywall": 5, "paint": 5, "flooring": 6, "hvac": 6, "insulation": 5,
	"masonry": 5, "misc": 6, "electrical": 7, "plumbing": 5, "doors-windows": 3, "gutters": 3, "stairs": 4, "site": 3,
	// Issue 36, second wave (wood half): the decks category.
	"decks": 3,
}

// Issue 36 adds three span calculators to lumber (spans.go).
func init() {
	wantCounts["lumber"] += 3
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
