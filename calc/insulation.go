package calc

// insulationInstalledRef grounds the quantity calculators: IECC R303.1.1
// requires each piece or bag of insulation to carry its R-value, and a
// certification of blown or sprayed insulation to list installed thickness,
// coverage area and the number of bags — the figures these calculators use.
const insulationInstalledRef = "IECC R303.1.1"

func insulationCalculators() []*Calculator {
	return []*Calculator{insulationRValue, insulationBatts, insulationBlown, insulationSprayFoam, insulationRigid}
}

// ---------------------------------------------------------------------------
// insulation/r-value: installed R against IECC Table R402.1.3.

type insulationRValueIn struct {
	ClimateZone string  `json:"climate_zone" calc:"required,enum=0|1|2|3|4|4C|5|6|7|8" doc:"IECC climate zone (4C = marine 4)."`
	Assembly    string  `json:"assembly" calc:"required,enum=ceiling|wood-frame-wall|mass-wall|floor|basement-wall|crawl-space-wall|slab" doc:"Building thermal envelope component."`
	CavityR     float64 `json:"cavity_r" calc:"default=0,min=0,max=100" doc:"Rated R-value of the cavity (or single-layer, e.g. attic-floor) insulation."`
	ContinuousR float64 `json:"continuous_r" calc:"default=0,min=0,max=100" doc:"Rated R-value of the continuous insulation."`
	RequiredR   float64 `json:"required_r_override" calc:"default=0,min=0,max=100" doc:"Requirement from your adopted code, used instead of the carried table: the R-value (or, with required_ci_r_override, the cavity R of an R&CIci entry such as 13&5ci). 0 uses the carried table."`
	RequiredCIR float64 `json:"required_ci_r_override" calc:"default=0,min=0,max=100" doc:"Continuous-insulation part of an R&CIci requirement from your adopted code (the 5 of 13&5ci); 0 means a single R-value."`
}

type insulationRValueOut struct {
	InstalledTotalR   float64 `json:"installed_total_r" doc:"cavity_r + continuous_r: layers are summed (IECC R402.1.4)."`
	CavityR           float64 `json:"cavity_r" doc:"Cavity R-value as given."`
	ContinuousR       float64 `json:"continuous_r" doc:"Continuous R-value as given."`
	RequiredR         float64 `json:"required_r" doc:"Required R-value (single value) or cavity part of an R&CIci requirement."`
	RequiredCIR       float64 `json:"required_ci_r" doc:"Required continuous insulation of an R&CIci requirement (0 for a single value)."`
	RequirementSource string  `json:"requirement_source" doc:"\"IECC 2024 Table R402.1.3\" or \"caller\" (the override inputs)."`
	Checks            []Check `json:"checks" doc:"The installed R-values against the requirement."`
	Pass              bool    `json:"pass" doc:"True when every check passes."`
	CodeReference     string  `json:"code_reference" doc:"The R-value alternative section."`
}

var insulationRValue = Define(Definition[insulationRValueIn, insulationRValueOut]{
	Category:       "insulation",
	Kind:           "r-value",
	Title:          "Insulation R-value check by climate zone",
	Summary:        "Sums cavity and continuous R-values (IECC R402.1.4) and checks them against the IECC 2024 Table R402.1.3 minimum for the climate zone and assembly; only verified table cells are carried, other rows take the requirement from the caller.",
	CodeReferences: []string{"IECC R402.1.3"},
	Rules:          []Rule{insulationRValueRule()},
	Compute: func(in insulationRValueIn) (insulationRValueOut, error) {
		req := insulationRequirement{R: in.RequiredR, CI: in.RequiredCIR}
		source := "caller"
		if in.RequiredR == 0 && in.RequiredCIR == 0 {
			cell, ok := insulationR402Table[in.Assembly][in.ClimateZone]
			if !ok {
				return insulationRValueOut{}, Invalid("climate_zone", "not_carried",
					"the IECC 2024 Table R402.1.3 value for %s in climate zone %s is not carried (it could not be verified); give the requirement from your adopted code in required_r_override (and required_ci_r_override)", in.Assembly, in.ClimateZone)
			}
			req, source = cell, "IECC 2024 Table R402.1.3"
		}
		total := in.CavityR + in.ContinuousR
		var checks []Check
		if req.CI == 0 {
			checks = []Check{AtLeast(in.Assembly+" R-value", total, req.R, "", "IECC R402.1.3")}
		} else {
			checks = []Check{
				AtLeast(in.Assembly+" cavity R-value", in.CavityR, req.R, "", "IECC R402.1.3"),
				AtLeast(in.Assembly+" continuous insulation R-value", in.ContinuousR, req.CI, "", "IECC R402.1.3"),
			}
		}
		return insulationRValueOut{
			InstalledTotalR:   total,
			CavityR:           in.CavityR,
			ContinuousR:       in.ContinuousR,
			RequiredR:         req.R,
			RequiredCIR:       req.CI,
			RequirementSource: source,
			Checks:            checks,
			Pass:              AllPass(checks),
			CodeReference:     "IECC R402.1.3",
		}, nil
	},
})

// ---------------------------------------------------------------------------
// insulation/batts: batts and bags for a framed area.
//
// A batt fills one stud or joist bay: each batt covers spacing × length of
// the framed surface (a 15 in batt and its stud cover 16 in of wall). Bags
// follow from the batts per bag printed on the package.

type insulationBattsIn struct {
	AreaSqft       float64 `json:"area_sqft" calc:"required,gt=0,max=100000" doc:"Gross framed area to insulate (walls, ceiling or floor), square feet."`
	OpeningsSqft   float64 `json:"openings_sqft" calc:"default=0,min=0,max=100000" doc:"Window and door openings to deduct, square feet."`
	FramingSpacing float64 `json:"framing_spacing_in" calc:"default=16,min=12,max=24" doc:"Stud, joist or rafter spacing on center, inches (16 or 24 typically)."`
	BattWidthIn    float64 `json:"batt_width_in" calc:"default=15,min=10,max=24" doc:"Batt width, inches (15 for 16 in o.c. framing, 23 for 24 in o.c.); a batt wider than the spacing is cut to the bay."`
	BattLengthIn   float64 `json:"batt_length_in" calc:"default=93,min=12,max=600" doc:"Batt length, inches (93 in precut batts fit 8 ft walls)."`
	BattsPerBag    int     `json:"batts_per_bag" calc:"required,min=1,max=200" doc:"Batts in one bag, from the package label."`
	WastePct       float64 `json:"waste_pct" calc:"default=0,min=0,max=50" doc:"Allowance added for cutting and waste, percent."`
}

type insulationBattsOut struct {
	Batts            int     `json:"batts" doc:"Batts to buy: net area × (1 + waste) / area covered per batt, rounded up."`
	Bags             int     `json:"bags" doc:"Bags to buy: batts / batts per bag, rounded up."`
	NetAreaSqft      float64 `json:"net_area_sqft" doc:"Area less openings, square feet (0 when the openings cover it)."`
	SqftPerBatt      float64 `json:"sqft_per_batt" doc:"Framed area one batt covers: spacing × length / 144, square feet."`
	LabelSqftPerBag  float64 `json:"label_sqft_per_bag" calc:"unit=ft²/bag" doc:"Batt area in one bag, as package labels state it: batts per bag × width × length / 144, square feet."`
	FramedSqftPerBag float64 `json:"framed_sqft_per_bag" calc:"unit=ft²/bag" doc:"Framed area one bag covers: batts per bag × spacing × length / 144, square feet."`
	WastePctApplied  float64 `json:"waste_pct_applied" doc:"Waste allowance applied, percent."`
	CodeReference    string  `json:"code_reference" doc:"Where the coverage figures come from."`
}

var insulationBatts = Define(Definition[insulationBattsIn, insulationBattsOut]{
	Category:       "insulation",
	Kind:           "batts",
	Title:          "Insulation batts and bags",
	Summary:        "Batts and bags of batt insulation for a framed area less openings: one batt per bay of the framing spacing and batt length, bags from the batts per bag on the package label.",
	CodeReferences: []string{insulationInstalledRef},
	Compute: func(in insulationBattsIn) (insulationBattsOut, error) {
		// Openings that cover the area leave none to fill (the deduction
		// stops at the area); a batt wider than the bay is cut to it, so
		// the count goes by the bay (docs/decisions.md).
		net := max(0, in.AreaSqft-in.OpeningsSqft)
		perBatt := in.FramingSpacing * in.BattLengthIn / 144
		batts := CeilCount(net * (1 + in.WastePct/100) / perBatt)
		per := float64(in.BattsPerBag)
		return insulationBattsOut{
			Batts:            batts,
			Bags:             CeilCount(float64(batts) / per),
			NetAreaSqft:      net,
			SqftPerBatt:      perBatt,
			LabelSqftPerBag:  per * in.BattWidthIn * in.BattLengthIn / 144,
			FramedSqftPerBag: per * perBatt,
			WastePctApplied:  in.WastePct,
			CodeReference:    insulationInstalledRef,
		}, nil
	},
})

// ---------------------------------------------------------------------------
// insulation/blown: loose-fill bags for a target R.

type insulationBlownIn struct {
	AreaSqft      float64 `json:"area_sqft" calc:"required,gt=0,max=100000" doc:"Attic floor (or cavity) area to cover, square feet."`
	TargetR       float64 `json:"target_r" calc:"required,min=1,max=100" doc:"Target settled R-value (at least R-1)."`
	Method        string  `json:"method" calc:"default=coverage-chart,enum=coverage-chart|r-per-inch" doc:"coverage-chart: use the bag chart's square feet per bag at the target R (the manufacturer's figure, which includes its density and settling); r-per-inch: depth = R / settled R per inch, bags = volume / blown volume per bag."`
	CoverageSqft  float64 `json:"coverage_sqft_per_bag" calc:"default=0,min=0,max=2000,unit=ft²/bag" doc:"coverage-chart: net coverage per bag at the target R, from the row of the bag's coverage chart, square feet."`
	RPerInch      float64 `json:"r_per_inch" calc:"default=0,min=0,max=10" doc:"r-per-inch: settled R-value per inch of the product."`
	BagVolumeCuft float64 `json:"bag_volume_cuft" calc:"default=0,min=0,max=200,unit=ft³/bag" doc:"r-per-inch: blown (settled) volume one bag yields, cubic feet."`
	WastePct      float64 `json:"waste_pct" calc:"default=0,min=0,max=50" doc:"Allowance added for uneven coverage and waste, percent."`
}

type insulationBlownOut struct {
	Bags               int     `json:"bags" doc:"Bags to buy, rounded up."`
	MethodUsed         string  `json:"method_used" doc:"coverage-chart or r-per-inch."`
	CoverageSqftPerBag float64 `json:"coverage_sqft_per_bag" calc:"unit=ft²/bag" doc:"Coverage per bag applied (derived from the bag volume and depth for r-per-inch), square feet."`
	SettledDepthIn     float64 `json:"settled_depth_in" doc:"r-per-inch: settled depth target R / R per inch, inches (0 for coverage-chart: read the chart's minimum thickness)."`
	VolumeCuft         float64 `json:"volume_cuft" doc:"r-per-inch: settled volume including waste, cubic feet (0 for coverage-chart)."`
	AreaWithWasteSqft  float64 `json:"area_with_waste_sqft" doc:"Area × (1 + waste), square feet."`
	TargetR            float64 `json:"target_r" doc:"Target R-value."`
	WastePctApplied    float64 `json:"waste_pct_applied" doc:"Waste allowance applied, percent."`
	CodeReference      string  `json:"code_reference" doc:"Where the coverage figures come from."`
}

var insulationBlown = Define(Definition[insulationBlownIn, insulationBlownOut]{
	Category:       "insulation",
	Kind:           "blown",
	Title:          "Loose-fill (blown) insulation bags",
	Summary:        "Bags of loose-fill insulation for an area at a target R, from the product's coverage chart (square feet per bag at that R) or from its settled R per inch and blown volume per bag.",
	CodeReferences: []string{insulationInstalledRef},
	Rules: []Rule{{
		{"?method=coverage-chart", "coverage_sqft_per_bag>=1"},
		{"method=r-per-inch", "r_per_inch>=1", "bag_volume_cuft>=1"},
	}},
	Compute: func(in insulationBlownIn) (insulationBlownOut, error) {
		area := in.AreaSqft * (1 + in.WastePct/100)
		out := insulationBlownOut{MethodUsed: in.Method, AreaWithWasteSqft: area, TargetR: in.TargetR, WastePctApplied: in.WastePct, CodeReference: insulationInstalledRef}
		if in.Method == "coverage-chart" {
			if in.CoverageSqft < 1 {
				return out, Invalid("coverage_sqft_per_bag", "required", "the coverage-chart method needs the chart's square feet per bag at the target R (at least 1)")
			}
			out.Bags = CeilCount(area / in.CoverageSqft)
			out.CoverageSqftPerBag = in.CoverageSqft
			return out, nil
		}
		if in.RPerInch < 1 {
			return out, Invalid("r_per_inch", "required", "the r-per-inch method needs the product's settled R per inch (at least 1)")
		}
		if in.BagVolumeCuft < 1 {
			return out, Invalid("bag_volume_cuft", "required", "the r-per-inch method needs the blown volume per bag (at least 1 ft³)")
		}
		depth := in.TargetR / in.RPerInch
		vol := area * depth / 12
		out.Bags = CeilCount(vol / in.BagVolumeCuft)
		out.CoverageSqftPerBag = in.BagVolumeCuft * 12 / depth
		out.SettledDepthIn = depth
		out.VolumeCuft = vol
		return out, nil
	},
})

// ---------------------------------------------------------------------------
// insulation/spray-foam: board feet and sets for a target R.

type insulationSprayFoamIn struct {
	AreaSqft  float64 `json:"area_sqft" calc:"required,gt=0,max=100000" doc:"Area to spray, square feet."`
	Foam      string  `json:"foam" calc:"required,enum=open-cell|closed-cell" doc:"Open-cell (about 0.5 lb/ft³) or closed-cell (about 2 lb/ft³) spray polyurethane foam."`
	TargetR   float64 `json:"target_r" calc:"required,gt=0,max=60" doc:"Target R-value of the foam layer."`
	RPerInch  float64 `json:"r_per_inch" calc:"default=0,min=0,max=8,zero_or_min=1" doc:"R-value per inch of the product (its TDS, aged value for closed cell); 0 uses the default for the foam type: open cell 3.5, closed cell 6.0."`
	YieldBdFt float64 `json:"yield_board_feet_per_set" calc:"default=200,min=10,max=100000,unit=board ft/set" doc:"Board feet one kit or set yields (1 board foot = 1 ft² at 1 in). Default 200, the size class of a '200' DIY kit; use the manufacturer's published yield for drum sets."`
	WastePct  float64 `json:"waste_pct" calc:"default=0,min=0,max=50" doc:"Allowance added for overspray and uneven thickness, percent."`
}

type insulationSprayFoamOut struct {
	ThicknessIn     float64 `json:"thickness_in" calc:"places=2" doc:"Foam thickness for the target R: target R / R per inch, inches."`
	BoardFeet       float64 `json:"board_feet" calc:"places=0,unit=board ft" doc:"Area × thickness × (1 + waste), board feet."`
	Sets            int     `json:"sets" doc:"Kits or sets to buy: board feet / yield, rounded up."`
	RPerInchApplied float64 `json:"r_per_inch_applied" doc:"R-value per inch applied."`
	RPerInchSource  string  `json:"r_per_inch_source" doc:"\"caller\" or the default's source."`
	YieldBdFt       float64 `json:"yield_board_feet_per_set" calc:"unit=board ft/set" doc:"Yield per kit or set applied, board feet."`
	WastePctApplied float64 `json:"waste_pct_applied" doc:"Waste allowance applied, percent."`
	CodeReference   string  `json:"code_reference" doc:"Where the yield and R per inch come from."`
}

var insulationSprayFoam = Define(Definition[insulationSprayFoamIn, insulationSprayFoamOut]{
	Category:       "insulation",
	Kind:           "spray-foam",
	Title:          "Spray foam board feet and sets",
	Summary:        "Thickness, board feet and kits or sets of open- or closed-cell spray polyurethane foam for a target R, from the R per inch (product TDS, or the low end of published ranges: open 3.5, closed 6.0) and the set's board-foot yield.",
	CodeReferences: []string{insulationInstalledRef},
	Compute: func(in insulationSprayFoamIn) (insulationSprayFoamOut, error) {
		rpi, src := in.RPerInch, "caller"
		switch {
		case rpi != 0 && rpi < 1:
			return insulationSprayFoamOut{}, Invalid("r_per_inch", "minimum", "must be 0 (default for the foam type) or at least 1")
		case rpi == 0 && in.Foam == "open-cell":
			rpi, src = insulationOpenCellRPerInch, "default: open cell R-3.5/in, low end of published ranges (FoamRun 3.5–3.8, Conley 3.4–3.8)"
		case rpi == 0:
			rpi, src = insulationClosedCellRPerInch, "default: closed cell R-6.0/in, low end of published ranges (FoamRun 6.0–7.0; Conley aged ~6.0)"
		}
		t := in.TargetR / rpi
		bf := in.AreaSqft * t * (1 + in.WastePct/100)
		return insulationSprayFoamOut{
			ThicknessIn:     t,
			BoardFeet:       bf,
			Sets:            CeilCount(bf / in.YieldBdFt),
			RPerInchApplied: rpi,
			RPerInchSource:  src,
			YieldBdFt:       in.YieldBdFt,
			WastePctApplied: in.WastePct,
			CodeReference:   insulationInstalledRef,
		}, nil
	},
})

// ---------------------------------------------------------------------------
// insulation/rigid: boards of rigid foam for continuous insulation.

type insulationRigidIn struct {
	AreaSqft      float64 `json:"area_sqft" calc:"required,gt=0,max=100000" doc:"Gross wall (or roof) area to cover, square feet."`
	OpeningsSqft  float64 `json:"openings_sqft" calc:"default=0,min=0,max=100000" doc:"Openings to deduct, square feet."`
	TargetCIR     float64 `json:"target_ci_r" calc:"required,gt=0,max=60" doc:"Continuous insulation R-value required (the ci part of the IECC Table R402.1.3 entry, e.g. 5 for 13&5ci)."`
	BoardR        float64 `json:"board_r" calc:"required,min=0.5,max=60" doc:"Labeled R-value of one board (e.g. 5 for 1 in XPS at R-5 per inch)."`
	BoardWidthFt  float64 `json:"board_width_ft" calc:"default=4,min=1,max=8" doc:"Board width, feet."`
	BoardLengthFt float64 `json:"board_length_ft" calc:"default=8,min=1,max=12" doc:"Board length, feet."`
	WastePct      float64 `json:"waste_pct" calc:"default=0,min=0,max=50" doc:"Allowance added for cutting and waste, percent."`
}

type insulationRigidOut struct {
	Layers          int     `json:"layers" doc:"Layers of board: target ci R / board R, rounded up."`
	InstalledCIR    float64 `json:"installed_ci_r" doc:"Layers × board R (layers are summed, IECC R402.1.4)."`
	Boards          int     `json:"boards" doc:"Boards to buy: net area × layers × (1 + waste) / board area, rounded up."`
	NetAreaSqft     float64 `json:"net_area_sqft" doc:"Area less openings, square feet (0 when the openings cover it)."`
	BoardAreaSqft   float64 `json:"board_area_sqft" doc:"Area of one board, square feet."`
	WastePctApplied float64 `json:"waste_pct_applied" doc:"Waste allowance applied, percent."`
	Checks          []Check `json:"checks" doc:"Installed continuous R against the target."`
	Pass            bool    `json:"pass" doc:"True when every check passes."`
	CodeReference   string  `json:"code_reference" doc:"The R-value computation section."`
}

var insulationRigid = Define(Definition[insulationRigidIn, insulationRigidOut]{
	Category:       "insulation",
	Kind:           "rigid",
	Title:          "Rigid foam boards for continuous insulation",
	Summary:        "Layers and boards of rigid foam to reach a continuous-insulation R-value (the ci of an IECC Table R402.1.3 entry), summing layers by IECC R402.1.4.",
	CodeReferences: []string{"IECC R402.1.4", "IECC R402.1.3"},
	Compute: func(in insulationRigidIn) (insulationRigidOut, error) {
		layers := max(1, CeilCount(in.TargetCIR/in.BoardR))
		installed := float64(layers) * in.BoardR
		net := max(0, in.AreaSqft-in.OpeningsSqft) // openings covering the area leave none
		board := in.BoardWidthFt * in.BoardLengthFt
		checks := []Check{AtLeast("continuous insulation R-value", installed, in.TargetCIR, "", "IECC R402.1.3")}
		return insulationRigidOut{
			Layers:          layers,
			InstalledCIR:    installed,
			Boards:          CeilCount(net * float64(layers) * (1 + in.WastePct/100) / board),
			NetAreaSqft:     net,
			BoardAreaSqft:   board,
			WastePctApplied: in.WastePct,
			Checks:          checks,
			Pass:            AllPass(checks),
			CodeReference:   "IECC R402.1.4",
		}, nil
	},
})
