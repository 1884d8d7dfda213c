package calc

import (
	"fmt"
	"slices"
	"sync"
)

// Category is one of the spec's calculator categories, with the grounding the
// spec names for it.
type Category struct {
	Name      string
	Grounding string
}

// Categories lists the 16 categories in the spec's order.
var Categories = []Category{
	{"concrete", "ACI 332, IRC R506"},
	{"lumber", "IRC R602.7 header table"},
	{"roofing", "shingle manufacturers' specifications"},
	{"drywall", "manufacturer technical bulletins (3-coat system)"},
	{"paint", "manufacturer data sheets"},
	{"flooring", "TCNA, thinset and grout coverage data"},
	{"hvac", "ACCA Manual J simplified, ASHRAE 90.1"},
	{"insulation", "DOE, IECC R-value targets by climate zone"},
	{"masonry", "TMS 402, IBC 2104 and 1808.3.2"},
	{"misc", "industry rules of thumb (excavation, fence, gravel)"},
	{"electrical", "NEC 220.12, 220.82, 210.19, 210.52, Chapter 9 tables"},
	{"plumbing", "IPC 709.1 and 604.3 (DFU/WSFU tables), demand curve"},
	{"doors-windows", "IECC R402.1.2 (U-factor and SHGC by zone)"},
	{"gutters", "SMACNA, IPC 1106.6 rainfall design"},
	{"stairs", "IRC R311.7 (rise/run, headroom)"},
	{"site", "IBC 1808.3.2, ASTM D698 Standard Proctor"},
	{"decks", "IRC R507 deck framing tables, AWC DCA 6"},
}

// Registry is the set of calculators the service offers. It is immutable.
type Registry struct {
	all    []*Calculator
	byPath map[string]*Calculator
	byOp   map[string]*Calculator
}

// NewRegistry indexes calculators, ordered by category (spec order) then
// kind, and rejects unknown categories and duplicate paths.
func NewRegistry(calcs ...*Calculator) (*Registry, error) {
	r := &Registry{byPath: map[string]*Calculator{}, byOp: map[string]*Calculator{}}
	for _, c := range calcs {
		if categoryIndex(c.Category) < 0 {
			return nil, fmt.Errorf("calc %s: unknown category %q", c.Path, c.Category)
		}
		if _, dup := r.byPath[c.Path]; dup {
			return nil, fmt.Errorf("calc %s: defined twice", c.Path)
		}
		if _, dup := r.byOp[c.OperationID]; dup {
			return nil, fmt.Errorf("calc %s: operation id %s taken", c.Path, c.OperationID)
		}
		r.byPath[c.Path] = c
		r.byOp[c.OperationID] = c
		r.all = append(r.all, c)
	}
	slices.SortStableFunc(r.all, func(a, b *Calculator) int {
		if d := categoryIndex(a.Category) - categoryIndex(b.Category); d != 0 {
			return d
		}
		switch {
		case a.Kind < b.Kind:
			return -1
		case a.Kind > b.Kind:
			return 1
		}
		return 0
	})
	return r, nil
}

func categoryIndex(name string) int {
	return slices.IndexFunc(Categories, func(c Category) bool { return c.Name == name })
}

// Builtin is the registry of every calculator this package defines.
var Builtin = sync.OnceValue(func() *Registry {
	r, err := NewRegistry(slices.Concat(
		concreteCalculators(),
		lumberCalculators(),
		roofingCalculators(),
		drywallCalculators(),
		paintCalculators(),
		flooringCalculators(),
		hvacCalculators(),
		insulationCalculators(),
		masonryCalculators(),
		miscCalculators(),
		electricalCalculators(),
		plumbingCalculators(),
		doorsWindowsCalculators(),
		guttersCalculators(),
		stairsCalculators(),
		siteCalculators(),
		decksCalculators(),
	)...)
	if err != nil {
		panic(err)
	}
	return r
})

// All returns the calculators in catalog order. Callers must not modify it.
func (r *Registry) All() []*Calculator { return r.all }

// ByPath finds a calculator by its route path.
func (r *Registry) ByPath(path string) (*Calculator, bool) {
	c, ok := r.byPath[path]
	return c, ok
}

// ByOperationID finds a calculator by operation id (= MCP tool name).
func (r *Registry) ByOperationID(id string) (*Calculator, bool) {
	c, ok := r.byOp[id]
	return c, ok
}

// CategoryCount is the number of calculators in one category.
type CategoryCount struct {
	Category Category
	Count    int
}

// Counts returns the calculator count per category, in spec order, omitting
// empty categories.
func (r *Registry) Counts() []CategoryCount {
	var out []CategoryCount
	for _, cat := range Categories {
		n := 0
		for _, c := range r.all {
			if c.Category == cat.Name {
				n++
			}
		}
		if n > 0 {
			out = append(out, CategoryCount{cat, n})
		}
	}
	return out
}
