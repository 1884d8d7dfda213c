package calc

import "math"

func concreteCalculators() []*Calculator {
	return []*Calculator{concreteYards, concreteFooting, concreteColumn, concreteRebar, concreteMix, concreteSlabOnGrade}
}

// concrete/yards: fields and formulas are fixed by the spec.
type concreteYardsIn struct {
	LengthFt    float64 `json:"length_ft" calc:"required,gt=0,max=10000" doc:"Slab length in feet."`
	WidthFt     float64 `json:"width_ft" calc:"required,gt=0,max=10000" doc:"Slab width in feet."`
	DepthIn     float64 `json:"depth_in" calc:"required,gt=0,max=120" doc:"Slab depth (thickness) in inches."`
	WasteFactor float64 `json:"waste_factor" calc:"default=0.10,min=0,max=1" doc:"Fraction added for waste; 0.10 means 10 percent."`
}

type concreteYardsOut struct {
	CubicYards        float64 `json:"cubic_yards" doc:"Volume including waste, cubic yards."`
	CubicFeet         float64 `json:"cubic_feet" doc:"Length x width x depth/12, before waste, cubic feet."`
	Bags60lb          int     `json:"bags_60lb" doc:"60 lb premix bags: ceil(cubic_yards x 45)."`
	Bags80lb          int     `json:"bags_80lb" doc:"80 lb premix bags: ceil(cubic_yards x 36)."`
	BagYield60lbCuft  float64 `json:"bag_yield_60lb_cuft" doc:"Yield per 60 lb bag that bags_60lb assumes: 27 / 45 = 0.60 ft³ (the spec's figure)."`
	BagYield80lbCuft  float64 `json:"bag_yield_80lb_cuft" doc:"Yield per 80 lb bag that bags_80lb assumes: 27 / 36 = 0.75 ft³ (the spec's figure)."`
	Bags60lbMaker     int     `json:"bags_60lb_at_maker_yield" doc:"60 lb bags at the premix makers' published yield of 0.45 ft³ per bag (Quikrete, as quoted by civilsir.com): ceil(cubic_yards x 27 / 0.45). More than bags_60lb: buy these."`
	Bags80lbMaker     int     `json:"bags_80lb_at_maker_yield" doc:"80 lb bags at the makers' published yield of 0.60 ft³ per bag: ceil(cubic_yards x 27 / 0.60)."`
	WasteIncludedCuyd float64 `json:"waste_included_cuyd" doc:"The waste portion of cubic_yards, cubic yards."`
	CodeReference     string  `json:"code_reference" doc:"The section grounding the calculation."`
}

// The bag yields are the spec's: 45 bags of 60 lb and 36 bags of 80 lb per
// cubic yard (0.60 and 0.75 ft³ per bag). See docs/decisions.md.
const (
	bags60lbPerCuyd = 45
	bags80lbPerCuyd = 36
	// The premix makers' published yields, stated beside the spec's counts
	// (issue 36): Quikrete Concrete Mix "about 0.15 cubic feet for every 20
	// pounds", 0.45 ft³ per 60 lb and 0.60 ft³ per 80 lb bag, as quoted by
	// civilsir.com and profloorcare-mma.com (pages corpus).
	makerYield60lbCuft = 0.45
	makerYield80lbCuft = 0.60
)

var concreteYards = Define(Definition[concreteYardsIn, concreteYardsOut]{
	Category:       "concrete",
	Kind:           "yards",
	Title:          "Concrete slab volume and premix bags",
	Summary:        "Slab volume in cubic feet and cubic yards with waste, and the 60 lb and 80 lb premix bags at the spec's yields (45 and 36 bags per cubic yard, 0.60 and 0.75 ft³ a bag) and at the makers' published yields (0.45 and 0.60 ft³ a bag) (ACI 332; IRC R506 concrete floors on ground).",
	CodeReferences: []string{"IRC R506.1"},
	Compute: func(in concreteYardsIn) (concreteYardsOut, error) {
		cuft := in.LengthFt * in.WidthFt * in.DepthIn / 12
		base := cuft / 27
		cuyd := base * (1 + in.WasteFactor)
		return concreteYardsOut{
			CubicYards:        cuyd,
			CubicFeet:         cuft,
			Bags60lb:          CeilCount(cuyd * bags60lbPerCuyd),
			Bags80lb:          CeilCount(cuyd * bags80lbPerCuyd),
			BagYield60lbCuft:  27.0 / bags60lbPerCuyd,
			BagYield80lbCuft:  27.0 / bags80lbPerCuyd,
			Bags60lbMaker:     CeilCount(cuyd * 27 / makerYield60lbCuft),
			Bags80lbMaker:     CeilCount(cuyd * 27 / makerYield80lbCuft),
			WasteIncludedCuyd: base * in.WasteFactor,
			CodeReference:     "IRC R506.1",
		}, nil
	},
})

// concreteVolume returns the cubic yards with waste and the waste portion for
// a volume in cubic feet (the concrete/yards arithmetic).
func concreteVolume(cuft, waste float64) (cuyd, wasteCuyd float64) {
	base := cuft / 27
	return base * (1 + waste), base * waste
}

// concrete/footing: continuous footing volume and the IRC R403.1.1 minimum
// size checks, with the table minimum of IRC Table R403.1(1) or R403.1(3).
type concreteFootingIn struct {
	LengthFt        float64 `json:"length_ft" calc:"required,gt=0,max=10000" doc:"Total run of continuous footing, feet."`
	WidthIn         float64 `json:"width_in" calc:"required,gt=0,max=120" doc:"Footing width W, inches."`
	ThicknessIn     float64 `json:"thickness_in" calc:"required,gt=0,max=60" doc:"Footing thickness T, inches."`
	WallThicknessIn float64 `json:"wall_thickness_in" calc:"required,gt=0,max=48" doc:"Thickness of the foundation wall or stem wall centred on the footing, inches (sets the projection P = (W - wall)/2)."`
	Construction    string  `json:"construction" calc:"default=light-frame,enum=light-frame|light-frame-brick-veneer|concrete-or-masonry" doc:"Construction the footing supports: light-frame (IRC Table R403.1(1)), light-frame-brick-veneer (Table R403.1(2), not carried: 422), concrete-or-masonry (cast-in-place concrete or fully grouted masonry walls, Table R403.1(3))."`
	Stories         int     `json:"stories" calc:"default=1,min=1,max=3" doc:"Stories the footing supports (the IRC tables cover 1 to 3)."`
	Foundation      string  `json:"foundation" calc:"required,enum=slab-on-grade|crawl-space|basement" doc:"Foundation type of the table row: slab-on-grade, crawl-space or basement."`
	SnowLoadPsf     float64 `json:"snow_load_psf" calc:"required,min=20,max=70" doc:"Ground snow load or roof live load of the table row, psf. Only the 30 psf rows are carried; other values answer 422."`
	SoilBearingPsf  float64 `json:"soil_bearing_psf" calc:"required,min=1500,max=4000" doc:"Load-bearing value of the soil (IRC Table R401.4.1 or a soil test), psf. Only the 2,000 psf column is carried; other values answer 422."`
	HouseWidthFt    float64 `json:"house_width_ft" calc:"default=32,min=20,max=50" doc:"Width of the house; the tables assume 32 ft, and footnote b adds or subtracts 2 in of width and 1 in of thickness per 2 ft of difference."`
	WasteFactor     float64 `json:"waste_factor" calc:"default=0.10,min=0,max=1" doc:"Fraction added to the concrete for waste; 0.10 means 10 percent."`
}

type concreteFootingOut struct {
	CubicFeet           float64 `json:"cubic_feet" doc:"length x width x thickness, before waste, cubic feet."`
	CubicYards          float64 `json:"cubic_yards" doc:"Concrete volume including waste, cubic yards."`
	WasteIncludedCuyd   float64 `json:"waste_included_cuyd" doc:"The waste portion of cubic_yards, cubic yards."`
	ProjectionIn        float64 `json:"projection_in" doc:"Footing projection P beyond each face of the wall: (width - wall thickness)/2, inches."`
	TableUsed           string  `json:"table_used" doc:"The IRC table whose entry was applied."`
	TableWidthIn        float64 `json:"table_width_in" doc:"Minimum width from the table entry (30 psf snow, 2,000 psf soil), inches."`
	TableThicknessIn    float64 `json:"table_thickness_in" doc:"Minimum thickness from the table entry, inches."`
	RequiredWidthIn     float64 `json:"required_width_in" doc:"Minimum width after the footnote-b house-width adjustment, never below 12 in (R403.1.1), inches."`
	RequiredThicknessIn float64 `json:"required_thickness_in" doc:"Minimum thickness after the footnote-b adjustment, never below 6 in (R403.1.1), inches."`
	Checks              []Check `json:"checks" doc:"Width, thickness and projection against IRC R403.1.1 and its tables."`
	Pass                bool    `json:"pass" doc:"True when every check passes."`
	CodeReference       string  `json:"code_reference" doc:"The footing minimum-size section."`
}

var concreteFooting = Define(Definition[concreteFootingIn, concreteFootingOut]{
	Category:       "concrete",
	Kind:           "footing",
	Title:          "Continuous footing volume and minimum size",
	Summary:        "Concrete volume of a continuous footing with waste, and its width, thickness and projection checked against IRC R403.1.1 and the 30 psf / 2,000 psf entries of IRC Tables R403.1(1) and R403.1(3).",
	CodeReferences: []string{"IRC R403.1.1"},
	// The carried part of Tables R403.1(1)-(3) (docs/tables.md).
	Rules: []Rule{{{
		"?construction=light-frame|concrete-or-masonry",
		"snow_load_psf>=30", "snow_load_psf<=30",
		"soil_bearing_psf>=2000", "soil_bearing_psf<=2000",
	}}},
	Compute: func(in concreteFootingIn) (concreteFootingOut, error) {
		var out concreteFootingOut
		// A wall wider than its footing gives a negative projection, which
		// the projection check fails (a schema-valid body computes).
		var errs []FieldError
		if in.Construction == "light-frame-brick-veneer" {
			errs = append(errs, FieldError{"construction", concreteNotCarried, "IRC Table R403.1(2) (light frame with brick veneer) is not carried"})
		}
		if in.SnowLoadPsf != concreteFootingTableSnowPsf {
			errs = append(errs, FieldError{"snow_load_psf", concreteNotCarried, "only the 30 psf rows of IRC Tables R403.1(1) and R403.1(3) are carried"})
		}
		if in.SoilBearingPsf != concreteFootingTableSoilPsf {
			errs = append(errs, FieldError{"soil_bearing_psf", concreteNotCarried, "only the 2000 psf column of IRC Tables R403.1(1) and R403.1(3) is carried"})
		}
		if len(errs) > 0 {
			return out, &InputError{Fields: errs}
		}
		entry := concreteFootingTable[concreteFootingKey{in.Construction, in.Stories, in.Foundation}]
		table := "IRC Table R403.1(1)"
		if in.Construction == "concrete-or-masonry" {
			table = "IRC Table R403.1(3)"
		}
		// Footnote b: 2 in of width and 1 in of thickness per 2 ft of house
		// width beyond (or short of) 32 ft, interpolated.
		adjFt := in.HouseWidthFt - concreteFootingTableHouseWidthFt
		reqW := max(entry.widthIn+adjFt, concreteFootingMinWidthIn)
		reqT := max(entry.thicknessIn+adjFt/2, concreteFootingMinThicknessIn)
		proj := (in.WidthIn - in.WallThicknessIn) / 2
		cuft := in.LengthFt * in.WidthIn * in.ThicknessIn / 144
		cuyd, waste := concreteVolume(cuft, in.WasteFactor)
		checks := []Check{
			AtLeast("footing width", in.WidthIn, reqW, "in", "IRC R403.1.1"),
			AtLeast("footing thickness", in.ThicknessIn, reqT, "in", "IRC R403.1.1"),
			AtLeast("footing projection", proj, concreteFootingMinProjectionIn, "in", "IRC R403.1.1"),
			AtMost("footing projection vs thickness", proj, in.ThicknessIn, "in", "IRC R403.1.1"),
		}
		return concreteFootingOut{
			CubicFeet:           cuft,
			CubicYards:          cuyd,
			WasteIncludedCuyd:   waste,
			ProjectionIn:        proj,
			TableUsed:           table,
			TableWidthIn:        entry.widthIn,
			TableThicknessIn:    entry.thicknessIn,
			RequiredWidthIn:     reqW,
			RequiredThicknessIn: reqT,
			Checks:              checks,
			Pass:                AllPass(checks),
			CodeReference:       "IRC R403.1.1",
		}, nil
	},
})

// concrete/column: round pier or column volume and premix bags, with the
// same bag yields as concrete/yards.
type concreteColumnIn struct {
	DiameterIn  float64 `json:"diameter_in" calc:"required,gt=0,max=120" doc:"Inside diameter of the round form (tube), inches."`
	HeightFt    float64 `json:"height_ft" calc:"required,gt=0,max=200" doc:"Height (depth) of concrete in each pier or column, feet."`
	Count       int     `json:"count" calc:"default=1,min=1,max=10000" doc:"Number of identical piers or columns."`
	WasteFactor float64 `json:"waste_factor" calc:"default=0.10,min=0,max=1" doc:"Fraction added for waste; 0.10 means 10 percent."`
}

type concreteColumnOut struct {
	CubicFeetEach     float64 `json:"cubic_feet_each" doc:"pi x (diameter/2)² x height for one pier, before waste, cubic feet."`
	CubicFeet         float64 `json:"cubic_feet" doc:"All piers, before waste, cubic feet."`
	CubicYards        float64 `json:"cubic_yards" doc:"All piers including waste, cubic yards."`
	WasteIncludedCuyd float64 `json:"waste_included_cuyd" doc:"The waste portion of cubic_yards, cubic yards."`
	Bags60lb          int     `json:"bags_60lb" doc:"60 lb premix bags: ceil(cubic_yards x 45), the concrete/yards yield."`
	Bags80lb          int     `json:"bags_80lb" doc:"80 lb premix bags: ceil(cubic_yards x 36), the concrete/yards yield."`
	BagYield60lbCuft  float64 `json:"bag_yield_60lb_cuft" doc:"Yield per 60 lb bag that bags_60lb assumes: 27 / 45 = 0.60 ft³ (the spec's figure)."`
	BagYield80lbCuft  float64 `json:"bag_yield_80lb_cuft" doc:"Yield per 80 lb bag that bags_80lb assumes: 27 / 36 = 0.75 ft³ (the spec's figure)."`
	Bags60lbMaker     int     `json:"bags_60lb_at_maker_yield" doc:"60 lb bags at the premix makers' published yield of 0.45 ft³ per bag (Quikrete, as quoted by civilsir.com): ceil(cubic_yards x 27 / 0.45). More than bags_60lb: buy these."`
	Bags80lbMaker     int     `json:"bags_80lb_at_maker_yield" doc:"80 lb bags at the makers' published yield of 0.60 ft³ per bag: ceil(cubic_yards x 27 / 0.60)."`
	CodeReference     string  `json:"code_reference" doc:"The standard grounding the calculation."`
}

var concreteColumn = Define(Definition[concreteColumnIn, concreteColumnOut]{
	Category:       "concrete",
	Kind:           "column",
	Title:          "Round pier or column volume and premix bags",
	Summary:        "Concrete volume of round piers or columns (cylinders) with waste, and the 60 lb and 80 lb premix bags at the concrete/yards yields of 45 and 36 bags per cubic yard and at the makers' published 0.45 and 0.60 ft³ a bag (ACI 332).",
	CodeReferences: []string{"ACI 332"},
	Compute: func(in concreteColumnIn) (concreteColumnOut, error) {
		r := in.DiameterIn / 24 // radius, feet
		each := math.Pi * r * r * in.HeightFt
		cuft := each * float64(in.Count)
		cuyd, waste := concreteVolume(cuft, in.WasteFactor)
		return concreteColumnOut{
			CubicFeetEach:     each,
			CubicFeet:         cuft,
			CubicYards:        cuyd,
			WasteIncludedCuyd: waste,
			Bags60lb:          CeilCount(cuyd * bags60lbPerCuyd),
			Bags80lb:          CeilCount(cuyd * bags80lbPerCuyd),
			BagYield60lbCuft:  27.0 / bags60lbPerCuyd,
			BagYield80lbCuft:  27.0 / bags80lbPerCuyd,
			Bags60lbMaker:     CeilCount(cuyd * 27 / makerYield60lbCuft),
			Bags80lbMaker:     CeilCount(cuyd * 27 / makerYield80lbCuft),
			CodeReference:     "ACI 332",
		}, nil
	},
})

// concrete/rebar: a two-way grid of bars in a slab or footing, with laps
// where a run is longer than a stock bar.
type concreteRebarIn struct {
	LengthFt        float64 `json:"length_ft" calc:"required,gt=0,max=1000" doc:"Length of the slab or footing, feet."`
	WidthFt         float64 `json:"width_ft" calc:"required,gt=0,max=1000" doc:"Width of the slab or footing, feet."`
	SpacingIn       float64 `json:"spacing_in" calc:"required,min=4,max=48" doc:"Maximum bar spacing, centre to centre, both ways, inches."`
	EdgeCoverIn     float64 `json:"edge_cover_in" calc:"default=3,min=0.75,max=12" doc:"Cover from each edge to the bar ends and outer bars, inches (3 in is the ACI 318 cover for concrete cast against earth)."`
	BarSize         string  `json:"bar_size" calc:"default=#4,enum=#3|#4|#5|#6|#7|#8" doc:"ASTM A615 bar size."`
	SteelGrade      string  `json:"steel_grade" calc:"default=60,enum=40|60" doc:"Bar grade (yield strength, ksi), for the IRC lap table."`
	LapBasis        string  `json:"lap_basis" calc:"default=irc-table,enum=irc-table|bar-diameters" doc:"irc-table: tension lap splice of IRC Table R608.5.4(1) (#4-#6 only); bar-diameters: lap_bar_diameters x bar diameter (ACI 318)."`
	LapBarDiameters float64 `json:"lap_bar_diameters" calc:"default=40,min=12,max=100" doc:"Lap length in bar diameters when lap_basis is bar-diameters."`
	StockLengthFt   float64 `json:"stock_length_ft" calc:"default=20,min=10,max=60" doc:"Length of the stock bars bought, feet (20 ft is the common stock length)."`
}

type concreteRebarOut struct {
	BarDiameterIn       float64 `json:"bar_diameter_in" doc:"Nominal bar diameter (ASTM A615), inches."`
	LapLengthIn         float64 `json:"lap_length_in" doc:"Lap splice length applied, inches."`
	BarsAlongLength     int     `json:"bars_along_length" doc:"Bars running the length: ceil((width - 2 x cover)/spacing) + 1."`
	LengthBarFt         float64 `json:"length_bar_ft" doc:"Length of one such bar including its laps, feet."`
	BarsAlongWidth      int     `json:"bars_along_width" doc:"Bars running the width: ceil((length - 2 x cover)/spacing) + 1."`
	WidthBarFt          float64 `json:"width_bar_ft" doc:"Length of one such bar including its laps, feet."`
	LapSplices          int     `json:"lap_splices" doc:"Lap splices in the whole grid."`
	TotalLengthFt       float64 `json:"total_length_ft" doc:"Total bar length including laps, feet."`
	StockLengthFt       float64 `json:"stock_length_ft" doc:"Stock bar length assumed, feet."`
	StockBars           int     `json:"stock_bars" doc:"Stock bars to buy: ceil(total length / stock length), offcuts reused for shorter bars."`
	BarWeightPlf        float64 `json:"bar_weight_plf" doc:"Nominal unit weight of the bar (ASTM A615), lb/ft."`
	WeightLb            float64 `json:"weight_lb" doc:"Total bar weight: total length x unit weight, pounds."`
	LapReferenceApplied string  `json:"lap_reference_applied" doc:"Where the lap length comes from."`
	CodeReference       string  `json:"code_reference" doc:"The lap splice section (IRC) or standard (ACI 318) applied."`
}

// concreteRebarRun returns the length of one bar covering run feet with laps
// of lapFt from stock bars of stockFt, and its number of laps.
func concreteRebarRun(run, stockFt, lapFt float64) (float64, int) {
	if run <= stockFt {
		return run, 0
	}
	laps := CeilCount((run - stockFt) / (stockFt - lapFt))
	return run + float64(laps)*lapFt, laps
}

var concreteRebar = Define(Definition[concreteRebarIn, concreteRebarOut]{
	Category:       "concrete",
	Kind:           "rebar",
	Title:          "Rebar grid: bar count, length and laps",
	Summary:        "Bar count each way, bar lengths with lap splices, total length, stock bars and weight for a two-way reinforcing grid in a slab or footing (IRC R608.5.4.3 lap table for #4-#6, or laps in bar diameters per ACI 318; ASTM A615 bar sizes).",
	CodeReferences: []string{"IRC R608.5.4.3", "ACI 318"},
	Rules: []Rule{
		// Table R608.5.4(1) carries #4-#6; other bars take laps in diameters.
		{{"lap_basis=bar-diameters"}, {"?bar_size=" + carried(concreteRebarLapIn)}},
		// A lap at most half a stock bar: the table's laps (45 in at most)
		// and 60 diameters of a #8 (60 in) fit the shortest 10 ft stock.
		{{"?lap_basis=irc-table"}, {"?lap_bar_diameters<=60"}, {"stock_length_ft>=17"}},
		// Room for bars inside the edge cover on both sides.
		{{"?edge_cover_in<=3", "length_ft>0.5", "width_ft>0.5"}, {"length_ft>2", "width_ft>2"}},
	},
	Compute: func(in concreteRebarIn) (concreteRebarOut, error) {
		var out concreteRebarOut
		cover := in.EdgeCoverIn / 12
		if 2*cover >= in.LengthFt || 2*cover >= in.WidthFt {
			return out, Invalid("edge_cover_in", "cover_exceeds_size", "twice the edge cover (%g in) leaves no room for bars in a %g x %g ft area", 2*in.EdgeCoverIn, in.LengthFt, in.WidthFt)
		}
		bar := concreteRebarBars[in.BarSize]
		var lapIn float64
		ref, refText := "ACI 318", "ACI 318: lap_bar_diameters x bar diameter"
		if in.LapBasis == "irc-table" {
			laps, ok := concreteRebarLapIn[in.BarSize]
			if !ok {
				return out, Invalid("bar_size", concreteNotCarried, "IRC Table R608.5.4(1) gives lap splices for #4, #5 and #6 only; use lap_basis \"bar-diameters\" for %s", in.BarSize)
			}
			lapIn = laps[1]
			if in.SteelGrade == "40" {
				lapIn = laps[0]
			}
			ref, refText = "IRC R608.5.4.3", "IRC Table R608.5.4(1), tension lap splice, Grade "+in.SteelGrade
		} else {
			lapIn = in.LapBarDiameters * bar.diameterIn
		}
		if lapIn > in.StockLengthFt*12/2 {
			return out, Invalid("stock_length_ft", "lap_too_long", "a %g in lap is more than half a %g ft stock bar", lapIn, in.StockLengthFt)
		}
		lapFt := lapIn / 12
		runL, runW := in.LengthFt-2*cover, in.WidthFt-2*cover
		nL := CeilCount(runW/(in.SpacingIn/12)) + 1 // bars running the length, spaced across the width
		nW := CeilCount(runL/(in.SpacingIn/12)) + 1
		barL, lapsL := concreteRebarRun(runL, in.StockLengthFt, lapFt)
		barW, lapsW := concreteRebarRun(runW, in.StockLengthFt, lapFt)
		total := float64(nL)*barL + float64(nW)*barW
		return concreteRebarOut{
			BarDiameterIn:       bar.diameterIn,
			LapLengthIn:         lapIn,
			BarsAlongLength:     nL,
			LengthBarFt:         barL,
			BarsAlongWidth:      nW,
			WidthBarFt:          barW,
			LapSplices:          nL*lapsL + nW*lapsW,
			TotalLengthFt:       total,
			StockLengthFt:       in.StockLengthFt,
			StockBars:           CeilCount(total / in.StockLengthFt),
			BarWeightPlf:        bar.weightPlf,
			WeightLb:            total * bar.weightPlf,
			LapReferenceApplied: refText,
			CodeReference:       ref,
		}, nil
	},
})

// concrete/mix: cement, sand and gravel for a volume at a nominal volumetric
// mix. The dry loose volume of the ingredients exceeds the wet volume they
// make (voids filled, sand bulking); estimating guides multiply the wet
// volume by about 1.52-1.57, most often 1.54 (e.g. "Dry Volume of Concrete =
// 1 x 1.54 = 1.54 m3" in the common 1 m³ nominal-mix worked example; the
// power.one Concrete Mix calculator uses a 52% "shrinkage" factor, 1.52).
type concreteMixIn struct {
	VolumeCuyd      float64 `json:"volume_cuyd" calc:"required,gt=0,max=1000" doc:"Wet (placed) concrete volume, cubic yards."`
	MixRatio        string  `json:"mix_ratio" calc:"default=1:2:3,enum=1:1.5:3|1:2:3|1:2:4|1:3:6" doc:"Nominal mix by loose volume, cement : sand : gravel."`
	DryVolumeFactor float64 `json:"dry_volume_factor" calc:"default=1.54,min=1.2,max=1.8" doc:"Dry loose volume of ingredients per unit of wet concrete (estimating practice: 1.52-1.57, commonly 1.54)."`
}

type concreteMixOut struct {
	DryVolumeCuft          float64 `json:"dry_volume_cuft" doc:"volume x 27 x dry_volume_factor, cubic feet."`
	DryVolumeFactorApplied float64 `json:"dry_volume_factor_applied" doc:"The dry-volume factor used."`
	TotalParts             float64 `json:"total_parts" doc:"Sum of the mix parts."`
	CementCuft             float64 `json:"cement_cuft" doc:"Cement, loose volume, cubic feet."`
	CementCuyd             float64 `json:"cement_cuyd" doc:"Cement, loose volume, cubic yards."`
	CementBags94lb         int     `json:"cement_bags_94lb" doc:"94 lb bags of portland cement (1 ft³ each), rounded up."`
	CementLb               float64 `json:"cement_lb" doc:"Cement weight at 94 lb per ft³, pounds."`
	SandCuft               float64 `json:"sand_cuft" doc:"Sand, loose volume, cubic feet."`
	SandCuyd               float64 `json:"sand_cuyd" doc:"Sand, loose volume, cubic yards."`
	GravelCuft             float64 `json:"gravel_cuft" doc:"Gravel (coarse aggregate), loose volume, cubic feet."`
	GravelCuyd             float64 `json:"gravel_cuyd" doc:"Gravel (coarse aggregate), loose volume, cubic yards."`
	CodeReference          string  `json:"code_reference" doc:"The proportioning standard named for the calculation."`
}

var concreteMix = Define(Definition[concreteMixIn, concreteMixOut]{
	Category:       "concrete",
	Kind:           "mix",
	Title:          "Cement, sand and gravel for a nominal mix",
	Summary:        "Cement (94 lb bags), sand and gravel for a concrete volume at a nominal volumetric mix (1:1.5:3 to 1:3:6) by the dry-volume method of estimating practice; ACI 211 governs designed mixes.",
	CodeReferences: []string{"ACI 211"},
	Compute: func(in concreteMixIn) (concreteMixOut, error) {
		parts := concreteMixParts[in.MixRatio]
		total := parts[0] + parts[1] + parts[2]
		dry := in.VolumeCuyd * 27 * in.DryVolumeFactor
		cement, sand, gravel := dry*parts[0]/total, dry*parts[1]/total, dry*parts[2]/total
		return concreteMixOut{
			DryVolumeCuft:          dry,
			DryVolumeFactorApplied: in.DryVolumeFactor,
			TotalParts:             total,
			CementCuft:             cement,
			CementCuyd:             cement / 27,
			CementBags94lb:         CeilCount(cement / concreteCementCuftPerBag),
			CementLb:               cement / concreteCementCuftPerBag * concreteCementLbPerBag,
			SandCuft:               sand,
			SandCuyd:               sand / 27,
			GravelCuft:             gravel,
			GravelCuyd:             gravel / 27,
			CodeReference:          "ACI 211",
		}, nil
	},
})

// concrete/slab-on-grade: slab, base course and vapor retarder quantities
// with the IRC R506 checks.
type concreteSlabIn struct {
	LengthFt           float64 `json:"length_ft" calc:"required,gt=0,max=1000" doc:"Slab length, feet (vapor retarder strips run this way)."`
	WidthFt            float64 `json:"width_ft" calc:"required,gt=0,max=1000" doc:"Slab width, feet."`
	ThicknessIn        float64 `json:"thickness_in" calc:"required,gt=0,max=24" doc:"Slab thickness, inches."`
	BaseCourseIn       float64 `json:"base_course_in" calc:"default=4,min=0,max=24" doc:"Base course thickness (clean graded sand, gravel or crushed stone), inches."`
	BaseCourseRequired bool    `json:"base_course_required" calc:"default=true" doc:"False where the base course exception applies (slab not below grade, or on well-drained Group I soils)."`
	FillDepthIn        float64 `json:"fill_depth_in" calc:"default=0,min=0,max=120" doc:"Depth of fill below the slab, inches."`
	FillMaterial       string  `json:"fill_material" calc:"default=sand-gravel,enum=sand-gravel|earth" doc:"Fill material: clean sand or gravel (24 in limit) or earth (8 in limit)."`
	VaporRetarder      bool    `json:"vapor_retarder" calc:"default=true" doc:"False where a vapor retarder exception applies (garages, unheated accessory structures, flatwork...)."`
	VaporRetarderMil   float64 `json:"vapor_retarder_mil" calc:"default=6,min=1,max=40,unit=mil" doc:"Vapor retarder thickness, mil (0.001 in)."`
	RetarderLapIn      float64 `json:"retarder_lap_in" calc:"default=6,min=0,max=18" doc:"Lap of vapor retarder joints, inches."`
	RollWidthFt        float64 `json:"roll_width_ft" calc:"default=10,min=3,max=50" doc:"Width of the vapor retarder roll, feet (10 ft assumed when not given)."`
	WasteFactor        float64 `json:"waste_factor" calc:"default=0.10,min=0,max=1" doc:"Fraction added to the concrete for waste; 0.10 means 10 percent."`
	IRCEdition         string  `json:"irc_edition" calc:"default=2021,enum=2021|2024" doc:"IRC edition whose numbering the checks cite (2024 moved site preparation from R506.2 to R506.3)."`
}

type concreteSlabOut struct {
	AreaSqft            float64 `json:"area_sqft" doc:"Slab area, square feet."`
	CubicFeet           float64 `json:"cubic_feet" doc:"Slab concrete before waste, cubic feet."`
	CubicYards          float64 `json:"cubic_yards" doc:"Slab concrete including waste, cubic yards."`
	WasteIncludedCuyd   float64 `json:"waste_included_cuyd" doc:"The waste portion of cubic_yards, cubic yards."`
	BaseCourseCuyd      float64 `json:"base_course_cuyd" doc:"Base course volume (no waste or compaction allowance), cubic yards."`
	VaporRetarderStrips int     `json:"vapor_retarder_strips" doc:"Strips of retarder laid along the length, overlapping by the lap: 0 when no retarder."`
	VaporRetarderSqft   float64 `json:"vapor_retarder_sqft" doc:"Retarder to lay: strips x roll width x length (laps and trim included), square feet."`
	RollWidthFt         float64 `json:"roll_width_ft" doc:"Roll width assumed, feet."`
	IRCEditionUsed      string  `json:"irc_edition_used" doc:"IRC edition applied."`
	Checks              []Check `json:"checks" doc:"Slab thickness, fill depth, base course and vapor retarder against IRC R506."`
	Pass                bool    `json:"pass" doc:"True when every check passes."`
	CodeReference       string  `json:"code_reference" doc:"The concrete floors on ground section."`
}

// concreteSlabSection numbers an IRC R506 site-preparation subsection
// ("1" fill, "2" base, "3" vapor retarder): R506.2.x in 2021, R506.3.x in 2024.
func concreteSlabSection(edition, sub string) string {
	if edition == "2024" {
		return "IRC R506.3." + sub
	}
	return "IRC R506.2." + sub
}

var concreteSlabOnGrade = Define(Definition[concreteSlabIn, concreteSlabOut]{
	Category:       "concrete",
	Kind:           "slab-on-grade",
	Title:          "Slab on grade: concrete, base course and vapor retarder",
	Summary:        "Slab concrete with waste, base course volume and vapor retarder area with lapped joints, checked against IRC R506: 3½ in slab, fill depth limits, 4 in base course, 6-mil retarder lapped 6 in (R506.2.x in the 2021 IRC, R506.3.x in 2024).",
	CodeReferences: []string{"IRC R506.1", "IRC R506.2.1", "IRC R506.2.2", "IRC R506.2.3", "IRC R506.3.1", "IRC R506.3.2", "IRC R506.3.3"},
	Compute: func(in concreteSlabIn) (concreteSlabOut, error) {
		var out concreteSlabOut
		lapFt := in.RetarderLapIn / 12
		if in.VaporRetarder && lapFt > in.RollWidthFt/2 {
			return out, Invalid("retarder_lap_in", "lap_too_long", "a %g in lap is more than half a %g ft roll", in.RetarderLapIn, in.RollWidthFt)
		}
		area := in.LengthFt * in.WidthFt
		cuft := area * in.ThicknessIn / 12
		cuyd, waste := concreteVolume(cuft, in.WasteFactor)
		fillLimit := float64(concreteSlabMaxSandFillIn)
		if in.FillMaterial == "earth" {
			fillLimit = concreteSlabMaxEarthFillIn
		}
		checks := []Check{
			AtLeast("slab thickness", in.ThicknessIn, concreteSlabMinThicknessIn, "in", "IRC R506.1"),
			AtMost("fill depth", in.FillDepthIn, fillLimit, "in", concreteSlabSection(in.IRCEdition, "1")),
		}
		if in.BaseCourseRequired {
			checks = append(checks, AtLeast("base course thickness", in.BaseCourseIn, concreteSlabMinBaseIn, "in", concreteSlabSection(in.IRCEdition, "2")))
		}
		strips, retarder := 0, 0.0
		if in.VaporRetarder {
			strips = 1
			if in.WidthFt > in.RollWidthFt {
				strips += CeilCount((in.WidthFt - in.RollWidthFt) / (in.RollWidthFt - lapFt))
			}
			retarder = float64(strips) * in.RollWidthFt * in.LengthFt
			checks = append(checks,
				AtLeast("vapor retarder thickness", in.VaporRetarderMil, concreteSlabMinRetarderMil, "mil", concreteSlabSection(in.IRCEdition, "3")),
				AtLeast("vapor retarder lap", in.RetarderLapIn, concreteSlabMinRetarderLapIn, "in", concreteSlabSection(in.IRCEdition, "3")))
		}
		return concreteSlabOut{
			AreaSqft:            area,
			CubicFeet:           cuft,
			CubicYards:          cuyd,
			WasteIncludedCuyd:   waste,
			BaseCourseCuyd:      area * in.BaseCourseIn / 12 / 27,
			VaporRetarderStrips: strips,
			VaporRetarderSqft:   retarder,
			RollWidthFt:         in.RollWidthFt,
			IRCEditionUsed:      in.IRCEdition,
			Checks:              checks,
			Pass:                AllPass(checks),
			CodeReference:       "IRC R506.1",
		}, nil
	},
})
