package calc

import "math"

func siteCalculators() []*Calculator {
	return []*Calculator{siteCompaction, siteBearing, siteCutFill}
}

// site/compaction: relative compaction of a field density test against the
// Standard Proctor maximum dry density (ASTM D698).
type siteCompactionIn struct {
	FieldWetDensityPcf    float64 `json:"field_wet_density_pcf" calc:"required,min=50,max=200" doc:"In-place wet (moist) density from the field test (nuclear gauge, sand cone), lb/ft³."`
	MoistureContentPct    float64 `json:"moisture_content_pct" calc:"required,min=0,max=100" doc:"Field moisture content, percent of dry weight."`
	MaxDryDensityPcf      float64 `json:"max_dry_density_pcf" calc:"required,min=50,max=200" doc:"Maximum dry density from the laboratory Standard Proctor test (ASTM D698), lb/ft³."`
	RequiredCompactionPct float64 `json:"required_compaction_pct" calc:"default=95,min=50,max=105" doc:"Relative compaction the specification requires, percent (95 percent of Standard Proctor is a common requirement for structural fill; the project specification governs)."`
}

type siteCompactionOut struct {
	FieldDryDensityPcf    float64 `json:"field_dry_density_pcf" doc:"Field dry density: wet density / (1 + moisture/100), lb/ft³."`
	RelativeCompactionPct float64 `json:"relative_compaction_pct" doc:"Field dry density / maximum dry density x 100, percent."`
	Checks                []Check `json:"checks" doc:"Relative compaction against the required percentage."`
	Pass                  bool    `json:"pass" doc:"True when the relative compaction meets the requirement."`
	CodeReference         string  `json:"code_reference" doc:"The Proctor test standard."`
}

var siteCompaction = Define(Definition[siteCompactionIn, siteCompactionOut]{
	Category:       "site",
	Kind:           "compaction",
	Title:          "Relative compaction (Standard Proctor)",
	Summary:        "Field dry density from wet density and moisture content, relative compaction against the Standard Proctor maximum dry density (ASTM D698), and pass or fail against the required percentage.",
	CodeReferences: []string{"ASTM D698"},
	Compute: func(in siteCompactionIn) (siteCompactionOut, error) {
		dry := in.FieldWetDensityPcf / (1 + in.MoistureContentPct/100)
		rc := dry / in.MaxDryDensityPcf * 100
		checks := []Check{AtLeast("relative compaction", rc, in.RequiredCompactionPct, "%", "ASTM D698")}
		return siteCompactionOut{
			FieldDryDensityPcf:    dry,
			RelativeCompactionPct: rc,
			Checks:                checks,
			Pass:                  AllPass(checks),
			CodeReference:         "ASTM D698",
		}, nil
	},
})

// site/bearing: footing size from a load and the presumptive load-bearing
// value of IBC Table 1806.2.
type siteBearingIn struct {
	SoilClass    string  `json:"soil_class" calc:"required,enum=crystalline-bedrock|sedimentary-rock|sandy-gravel|sand-silty-gravel|clay-silt" doc:"Class of material of IBC Table 1806.2: crystalline-bedrock (1), sedimentary-rock (2: sedimentary and foliated rock), sandy-gravel (3: GW, GP), sand-silty-gravel (4: SW, SP, SM, SC, GM, GC), clay-silt (5: CL, ML, MH, CH)."`
	WallLoadPlf  float64 `json:"wall_load_plf" calc:"default=0,min=0,max=200000" doc:"Load on a continuous wall footing, lb per linear foot (give this or column_load_lb)."`
	ColumnLoadLb float64 `json:"column_load_lb" calc:"default=0,min=0,max=10000000" doc:"Load on a square column (pad) footing, pounds (give this or wall_load_plf)."`
}

type siteBearingOut struct {
	SoilClassNumber     int     `json:"soil_class_number" doc:"Row number of the class in IBC Table 1806.2."`
	SoilDescription     string  `json:"soil_description" doc:"Class of materials as named in the table."`
	AllowableBearingPsf float64 `json:"allowable_bearing_psf" doc:"Presumptive allowable vertical foundation pressure, psf."`
	FootingType         string  `json:"footing_type" doc:"continuous (from wall_load_plf) or square (from column_load_lb)."`
	RequiredAreaSqft    float64 `json:"required_area_sqft" doc:"Bearing area needed: load / allowable pressure (per linear foot for a continuous footing), square feet."`
	RequiredWidthFt     float64 `json:"required_width_ft" doc:"Width needed for bearing (side of a square footing), feet."`
	RequiredWidthIn     float64 `json:"required_width_in" doc:"Width needed for bearing, inches."`
	MinimumWidthIn      float64 `json:"minimum_width_in" doc:"Minimum footing width of IBC 1809.4, inches."`
	DesignWidthIn       float64 `json:"design_width_in" doc:"The larger of required_width_in and minimum_width_in, inches."`
	CodeReference       string  `json:"code_reference" doc:"The presumptive load-bearing values section."`
}

var siteBearing = Define(Definition[siteBearingIn, siteBearingOut]{
	Category:       "site",
	Kind:           "bearing",
	Title:          "Footing width from presumptive soil bearing",
	Summary:        "Width of a continuous footing (or side of a square footing) from its load and the presumptive allowable bearing pressure of IBC Table 1806.2, never below the 12 in minimum of IBC 1809.4.",
	CodeReferences: []string{"IBC 1806.2"},
	Rules:          []Rule{{{"wall_load_plf>0", "?column_load_lb<=0"}, {"column_load_lb>0", "?wall_load_plf<=0"}}},
	Compute: func(in siteBearingIn) (siteBearingOut, error) {
		var out siteBearingOut
		if (in.WallLoadPlf > 0) == (in.ColumnLoadLb > 0) {
			return out, Invalid("wall_load_plf", "one_load_required", "give exactly one of wall_load_plf (continuous footing) and column_load_lb (square footing), greater than 0")
		}
		class := siteBearingClasses[in.SoilClass]
		typ, area := "continuous", in.WallLoadPlf/class.verticalPsf
		width := area // a one-foot strip of a continuous footing
		if in.ColumnLoadLb > 0 {
			typ, area = "square", in.ColumnLoadLb/class.verticalPsf
			width = math.Sqrt(area)
		}
		return siteBearingOut{
			SoilClassNumber:     class.number,
			SoilDescription:     class.description,
			AllowableBearingPsf: class.verticalPsf,
			FootingType:         typ,
			RequiredAreaSqft:    area,
			RequiredWidthFt:     width,
			RequiredWidthIn:     width * 12,
			MinimumWidthIn:      siteBearingMinWidthIn,
			DesignWidthIn:       max(width*12, siteBearingMinWidthIn),
			CodeReference:       "IBC 1806.2",
		}, nil
	},
})

// site/cut-fill: cut and fill by the grid (borrow-pit) method. Each grid
// point's depth of cut or fill counts for the quarter cells around it, so a
// corner point weighs 1, an edge point 2 and an interior point 4:
// V = cell area / 4 x (Σh1 + 2Σh2 + 4Σh4), summed separately for cut and for
// fill ("Grid Method Earthwork Calculation", siera104.com; "Calculation of
// cut and fill using grid method", engineersdaily.com).
type siteCutFillIn struct {
	Columns      int       `json:"columns" calc:"required,min=2,max=50" doc:"Grid points per row; the elevation lists are row by row."`
	ExistingFt   []float64 `json:"existing_ft" calc:"required,items=4..2500,min=-1500,max=30000" doc:"Existing ground elevation at each grid point, row by row, feet."`
	ProposedFt   []float64 `json:"proposed_ft" calc:"required,items=4..2500,min=-1500,max=30000" doc:"Proposed (finished) grade elevation at each grid point, in the same order, feet."`
	CellLengthFt float64   `json:"cell_length_ft" calc:"required,gt=0,max=500" doc:"Grid spacing along a row, feet."`
	CellWidthFt  float64   `json:"cell_width_ft" calc:"required,gt=0,max=500" doc:"Grid spacing between rows, feet."`
}

type siteCutFillOut struct {
	Rows          int     `json:"rows" doc:"Full rows of grid points used (0 when the lists make fewer than 2)."`
	Cells         int     `json:"cells" doc:"Grid cells: (rows - 1) x (columns - 1)."`
	AreaSqft      float64 `json:"area_sqft" doc:"Area covered by the grid, square feet."`
	CutCuyd       float64 `json:"cut_cuyd" doc:"Volume of cut (existing above proposed), bank cubic yards."`
	FillCuyd      float64 `json:"fill_cuyd" doc:"Volume of fill (proposed above existing), compacted cubic yards, no shrink or swell applied."`
	NetCuyd       float64 `json:"net_cuyd" doc:"cut - fill: positive is surplus to export, negative is borrow to import, cubic yards."`
	PointsUnused  int     `json:"points_unused" doc:"Points of existing_ft and proposed_ft past the last full row of columns both lists share (with fewer than 2 full rows, every point): not used. 0 for a complete grid."`
	CodeReference string  `json:"code_reference" doc:"The excavation, grading and fill section."`
}

var siteCutFill = Define(Definition[siteCutFillIn, siteCutFillOut]{
	Category:       "site",
	Kind:           "cut-fill",
	Title:          "Cut and fill volumes by the grid method",
	Summary:        "Cut, fill and net earthwork in cubic yards from existing and proposed elevations on a rectangular grid, by the grid (borrow-pit) method with corner, edge and interior weights (IBC 1804 excavation, grading and fill).",
	CodeReferences: []string{"IBC 1804"},
	Compute: func(in siteCutFillIn) (siteCutFillOut, error) {
		// JSON Schema cannot say "as many points as existing_ft" or "full
		// rows of columns", so the grid is the full rows both lists share;
		// points past it are counted in points_unused, not refused
		// (docs/decisions.md). Fewer than 2 full rows make no cell.
		rows := min(len(in.ExistingFt), len(in.ProposedFt)) / in.Columns
		if rows < 2 {
			rows = 0
		}
		unused := len(in.ExistingFt) + len(in.ProposedFt) - 2*rows*in.Columns
		var cut, fill float64
		for i := range rows {
			wr := 2.0
			if i == 0 || i == rows-1 {
				wr = 1
			}
			for j := range in.Columns {
				w := wr
				if j > 0 && j < in.Columns-1 {
					w *= 2
				}
				h := in.ExistingFt[i*in.Columns+j] - in.ProposedFt[i*in.Columns+j]
				if h > 0 {
					cut += w * h
				} else {
					fill -= w * h
				}
			}
		}
		cell := in.CellLengthFt * in.CellWidthFt
		cells := max(0, rows-1) * (in.Columns - 1)
		cutCuyd, fillCuyd := cell/4*cut/27, cell/4*fill/27
		return siteCutFillOut{
			Rows:          rows,
			Cells:         cells,
			AreaSqft:      float64(cells) * cell,
			CutCuyd:       cutCuyd,
			FillCuyd:      fillCuyd,
			NetCuyd:       cutCuyd - fillCuyd,
			PointsUnused:  unused,
			CodeReference: "IBC 1804",
		}, nil
	},
})
