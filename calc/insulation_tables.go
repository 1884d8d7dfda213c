package calc

import (
	"maps"
	"slices"
)

// insulationRequirement is one cell of IECC 2024 Table R402.1.3 (insulation
// minimum R-values by component): R is the cavity (or single-layer) R-value
// and CI the continuous insulation of the "R&CIci" form; CI 0 means a single
// R-value that any layers may add up to (IECC R402.1.4).
type insulationRequirement struct {
	R, CI float64
}

// insulationR402Table holds the cells of IECC 2024 Table R402.1.3 this
// service could verify, keyed by assembly then climate zone. Carried:
//
//   - ceiling, climate zones 5 and 6 (and marine 4, which shares the
//     "5 and Marine 4" row): R-60. Source read: a research note on the 2025
//     Energy Conservation Construction Code of New York State (based on the
//     2024 IECC): "Ceiling stayed at R-49 (the 2024 IECC model is R-60 in
//     Zones 5–6)". Two third-party data sets give R-60 for these zones in the
//     2021 edition as well.
//
// Every other cell (ceilings in zones 0–4 and 7–8, walls, floors, basement
// and crawl space walls, slabs) is not carried: the 2024 table could not be
// read from a source, and secondary sources disagree. Those inputs answer 422
// unless the caller supplies the requirement from the adopted code.
var insulationR402Table = map[string]map[string]insulationRequirement{
	"ceiling": {
		"4C": {R: 60},
		"5":  {R: 60},
		"6":  {R: 60},
	},
}

// Spray polyurethane foam R-value per inch defaults: the low end of the
// ranges published by installers (FoamRun "Types of Foam": open cell to
// 3.8 per inch, 2 lb closed cell to 7.0 per inch; Conley Spray Foam:
// open cell –3.8, closed cell "average aged R-value … around 6.0/inch";
// FoamFox: open cell 3.5 to 3.6). The low end sizes the foam conservatively;
// pass the product's TDS value to use it instead.
const (
	insulationOpenCellRPerInch   = 3.5
	insulationClosedCellRPerInch = 6.0
)

// The spray-foam yield defaults to 200 board feet (yield_board_feet_per_set):
// the size class named by DIY two-component kits (Froth-Pak 200, Touch 'n
// Foam Pro 200, Tiger Foam TF200); one board foot is 1 ft² at 1 in thick
// (FoamFox, "What are Board Feet?").

// insulationRValueRule publishes which rows are carried: a body gives its
// own requirement, or names an assembly and climate zone the table has.
func insulationRValueRule() Rule {
	r := Rule{{"required_r_override>0"}, {"required_ci_r_override>0"}}
	for _, assembly := range slices.Sorted(maps.Keys(insulationR402Table)) {
		r = append(r, []string{"assembly=" + assembly, "climate_zone=" + carried(insulationR402Table[assembly])})
	}
	return r
}
