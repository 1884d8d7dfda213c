package calc_test

import (
	"testing"

	"github.com/plumbline-api/plumbline/calc"
)

// The spec states 81 calculators in 16 categories; CALCULATORS.md gives the
// split (electrical has 7: the spec's five plus voltage-drop and box-fill).
// Issue 36 adds seven electrical calculators (electrical: 14).
var wantCounts = map[string]int{
	"concrete": 6, "lumber": 6, "roofing": 6, "drywall": 5, "paint": 5, "flooring": 6, "hvac": 6, "insulation": 5,
	"masonry": 5, "misc": 6, "electrical": 14, "plumbing": 5, "doors-windows": 3, "gutters": 3, "stairs": 4, "site": 3,
}

func TestRegistryHas81CalculatorsIn16Categories(t *testing.T) {
	reg := calc.Builtin()
	if n := len(reg.All()); n != 88 {
		t.Errorf("%d calculators, want 88", n)
	}
	counts := reg.Counts()
	if len(counts) != 16 {
		t.Errorf("%d categories, want 16", len(counts))
	}
	for _, cc := range counts {
		if cc.Count != wantCounts[cc.Category.Name] {
			t.Errorf("%s: %d calculators, want %d", cc.Category.Name, cc.Count, wantCounts[cc.Category.Name])
		}
	}
}
