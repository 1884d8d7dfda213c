package calc

import "math"

func miscCalculators() []*Calculator {
	return []*Calculator{miscExcavation, miscFence, miscGravel, miscMulch, miscTopsoil, miscPavers}
}

// These are site and landscape rules of thumb. Where a code section governs
// the work (IBC 1804 excavation, grading and fill; IBC 1807.3 embedded posts)
// it is cited; elsewhere code_reference names the standard that defines the
// quantity sold or the installation guidance applied.

// ---------------------------------------------------------------- excavation

type miscExcavationIn struct {
	LengthFt          float64 `json:"length_ft" calc:"required,gt=0,max=5000" doc:"Excavation length, ft."`
	WidthFt           float64 `json:"width_ft" calc:"required,gt=0,max=5000" doc:"Excavation width, ft."`
	DepthFt           float64 `json:"depth_ft" calc:"required,gt=0,max=100" doc:"Excavation depth, ft."`
	Soil              string  `json:"soil" calc:"required,enum=clay_dry|clay_wet|clay_gravel_dry|clay_gravel_wet|rock_earth_75_25|rock_earth_50_50|rock_earth_25_75|earth_wet|gravel_pit_run|gravel_dry|sand_dry|sand_wet|sand_gravel_dry|sand_gravel_wet|stone_crushed|topsoil" doc:"Material dug; sets the swell and densities from the bank versus loose volumes of methvin.org's Vehicle Capacity table."`
	TruckCapacityCuyd float64 `json:"truck_capacity_cuyd" calc:"required,min=1,max=100" doc:"Heaped (loose) capacity of one truck, yd³. Check the weight against the truck's payload too."`
}

type miscExcavationOut struct {
	SoilDescription string  `json:"soil_description" doc:"The table row applied."`
	BankCuyd        float64 `json:"bank_cuyd" doc:"Volume in the ground: length x width x depth / 27, yd³."`
	SwellPct        float64 `json:"swell_pct" calc:"places=1" doc:"Swell applied: loose / bank volume - 1, percent."`
	LooseCuyd       float64 `json:"loose_cuyd" doc:"Volume once dug: bank x (1 + swell), yd³."`
	BankDensityPcf  float64 `json:"bank_density_pcf" calc:"places=1" doc:"Density in the ground, lb/ft³."`
	LooseDensityPcf float64 `json:"loose_density_pcf" calc:"places=1" doc:"Density once dug, lb/ft³."`
	WeightTons      float64 `json:"weight_tons" doc:"Weight of the material, short tons (the same bank or loose)."`
	Truckloads      int     `json:"truckloads" doc:"Truckloads by volume: ceil(loose_cuyd / truck_capacity_cuyd)."`
	CodeReference   string  `json:"code_reference" doc:"The code section on excavation, grading and fill."`
}

var miscExcavation = Define(Definition[miscExcavationIn, miscExcavationOut]{
	Category:       "misc",
	Kind:           "excavation",
	Title:          "Excavation bank and loose volume, truckloads",
	Summary:        "Bank and loose (swelled) volume, weight and truckloads of an excavation, from bank versus loose volumes by material (methvin.org Vehicle Capacity table; excavation per IBC 1804).",
	CodeReferences: []string{"IBC 1804"},
	Compute: func(in miscExcavationIn) (miscExcavationOut, error) {
		s := miscSoils[in.Soil]
		bankCuft := in.LengthFt * in.WidthFt * in.DepthFt
		bank := bankCuft / miscCuftPerCuyd
		swell := s.looseM3/s.bankM3 - 1
		loose := bank * s.looseM3 / s.bankM3
		kg := float64(miscSoilTonnes * miscKgPerTonne)
		bankPcf := kg / s.bankM3 * miscKgM3ToPcf
		return miscExcavationOut{
			SoilDescription: s.name,
			BankCuyd:        bank,
			SwellPct:        swell * 100,
			LooseCuyd:       loose,
			BankDensityPcf:  bankPcf,
			LooseDensityPcf: kg / s.looseM3 * miscKgM3ToPcf,
			WeightTons:      bankCuft * bankPcf / miscLbPerShortTon,
			Truckloads:      CeilCount(loose / in.TruckCapacityCuyd),
			CodeReference:   "IBC 1804",
		}, nil
	},
})

// ---------------------------------------------------------------- fence

type miscFenceIn struct {
	FenceLengthFt   float64 `json:"fence_length_ft" calc:"required,gt=0,max=10000" doc:"Length of fence line, ft."`
	FenceHeightFt   float64 `json:"fence_height_ft" calc:"required,min=2,max=12" doc:"Height of the fence above ground, ft."`
	PostSpacingFt   float64 `json:"post_spacing_ft" calc:"required,min=2,max=12" doc:"Maximum distance between posts, center to center, ft (your design; rails must span it)."`
	RailsPerSection int     `json:"rails_per_section" calc:"required,min=1,max=6" doc:"Horizontal rails in each section between posts."`
	PicketWidthIn   float64 `json:"picket_width_in" calc:"required,min=1,max=12" doc:"Actual width of one picket, inches (a 1x6 is 5.5 in)."`
	PicketGapIn     float64 `json:"picket_gap_in" calc:"default=0,min=0,max=12" doc:"Gap between pickets, inches (0 for a privacy fence)."`
	PostWidthIn     float64 `json:"post_width_in" calc:"default=3.5,min=1.5,max=12" doc:"Actual post width, inches (a 4x4 is 3.5 in)."`
	HoleDiameterIn  float64 `json:"hole_diameter_in" calc:"default=0,min=0,max=48" doc:"Post hole diameter, inches; 0 applies Sakrete's rule, 3 x the post width."`
	HoleDepthIn     float64 `json:"hole_depth_in" calc:"default=0,min=0,max=120" doc:"Depth of concrete in the hole, inches; 0 applies Sakrete's rule, 1/3 of the height above ground (go below the frost line where it is deeper)."`
	ConcreteBag     string  `json:"concrete_bag" calc:"default=80lb,enum=50lb|60lb|80lb" doc:"Premixed concrete bag: yields 0.375 ft³ (50 lb), 0.45 ft³ (60 lb), 0.60 ft³ (80 lb)."`
}

type miscFenceOut struct {
	Posts               int     `json:"posts" doc:"Posts: ceil(length / spacing) + 1."`
	Sections            int     `json:"sections" doc:"Sections between posts: posts - 1."`
	Rails               int     `json:"rails" doc:"Rails, each one section long: sections x rails_per_section."`
	Pickets             int     `json:"pickets" doc:"Pickets: ceil(length x 12 / (picket width + gap))."`
	HoleDiameterIn      float64 `json:"hole_diameter_in" doc:"Hole diameter applied, inches."`
	HoleDepthIn         float64 `json:"hole_depth_in" doc:"Depth of concrete applied, inches."`
	PostLengthFt        float64 `json:"post_length_ft" doc:"Post length: height above ground + hole depth, ft (add any gravel bed below)."`
	ConcreteCuftPerPost float64 `json:"concrete_cuft_per_post" doc:"Concrete around one post: (pi x (diameter / 2)² - post width²) x depth / 1728, ft³."`
	ConcreteCuft        float64 `json:"concrete_cuft" doc:"Concrete for all posts, ft³."`
	BagYieldCuft        float64 `json:"bag_yield_cuft" doc:"Yield of one bag applied, ft³."`
	ConcreteBagsPerPost int     `json:"concrete_bags_per_post" doc:"Bags to fill one hole: ceil(concrete_cuft_per_post / yield)."`
	ConcreteBags        int     `json:"concrete_bags" doc:"Bags to buy for all posts: ceil(concrete_cuft / yield)."`
	CodeReference       string  `json:"code_reference" doc:"The code section on embedded posts."`
}

var miscFence = Define(Definition[miscFenceIn, miscFenceOut]{
	Category:       "misc",
	Kind:           "fence",
	Title:          "Fence posts, rails, pickets and post concrete",
	Summary:        "Posts, rails and pickets for a fence line, and the concrete to set the posts with Sakrete's hole rules (3 x post width, 1/3 of the height deep) and premix bag yields (embedded posts: IBC 1807.3).",
	CodeReferences: []string{"IBC 1807.3"},
	// A hole wider than the post's diagonal (width × √2), by post band.
	Rules: []Rule{{
		{"?hole_diameter_in<=0"},
		{"?post_width_in<=3.5", "hole_diameter_in>4.95"},
		{"post_width_in<=5.5", "hole_diameter_in>7.78"},
		{"post_width_in<=7.5", "hole_diameter_in>10.61"},
		{"hole_diameter_in>16.98"},
	}},
	Compute: func(in miscFenceIn) (miscFenceOut, error) {
		var out miscFenceOut
		dia := in.HoleDiameterIn
		if dia == 0 {
			dia = miscPostHoleDiameterFactor * in.PostWidthIn
		}
		if dia <= in.PostWidthIn*math.Sqrt2 {
			return out, Invalid("hole_diameter_in", "post_does_not_fit",
				"a %g in hole does not take a %g in square post (it needs more than %.2f in)", dia, in.PostWidthIn, in.PostWidthIn*math.Sqrt2)
		}
		depth := in.HoleDepthIn
		if depth == 0 {
			depth = in.FenceHeightFt * 12 * miscPostHoleDepthFraction
		}
		posts := CeilCount(in.FenceLengthFt/in.PostSpacingFt) + 1
		perPost := (math.Pi*dia*dia/4 - in.PostWidthIn*in.PostWidthIn) * depth / 1728
		total := perPost * float64(posts)
		yield := miscConcreteBagYieldCuft[in.ConcreteBag]
		return miscFenceOut{
			Posts:               posts,
			Sections:            posts - 1,
			Rails:               (posts - 1) * in.RailsPerSection,
			Pickets:             CeilCount(in.FenceLengthFt * 12 / (in.PicketWidthIn + in.PicketGapIn)),
			HoleDiameterIn:      dia,
			HoleDepthIn:         depth,
			PostLengthFt:        in.FenceHeightFt + depth/12,
			ConcreteCuftPerPost: perPost,
			ConcreteCuft:        total,
			BagYieldCuft:        yield,
			ConcreteBagsPerPost: CeilCount(perPost / yield),
			ConcreteBags:        CeilCount(total / yield),
			CodeReference:       "IBC 1807.3",
		}, nil
	},
})

// ---------------------------------------------------------------- gravel

type miscGravelIn struct {
	AreaSqft float64 `json:"area_sqft" calc:"required,gt=0,max=1000000" doc:"Area to cover, ft²."`
	DepthIn  float64 `json:"depth_in" calc:"required,gt=0,max=36" doc:"Depth of stone, inches."`
	Material string  `json:"material" calc:"default=crushed_stone_57,enum=crushed_stone_57|lime_rock|river_rock|granite|marble|lava_rock" doc:"Stone; sets the weight per loose yd³ (Stone Siding): crushed_stone_57 (No. 57 and No. 89 rock) 1.2 t, lime_rock 1.25 t, river_rock 1.325 t, granite 1.325 t, marble 1.35 t, lava_rock 0.5 t."`
}

type miscGravelOut struct {
	VolumeCuft         float64 `json:"volume_cuft" doc:"Area x depth / 12, ft³."`
	VolumeCuyd         float64 `json:"volume_cuyd" doc:"Volume, yd³."`
	DensityTonsPerCuyd float64 `json:"density_tons_per_cuyd" calc:"unit=tons/yd³" doc:"Bulk density applied, short tons per loose yd³."`
	WeightTons         float64 `json:"weight_tons" doc:"Stone to order: volume_cuyd x density, short tons."`
	CodeReference      string  `json:"code_reference" doc:"The standard defining aggregate bulk density (unit weight)."`
}

var miscGravel = Define(Definition[miscGravelIn, miscGravelOut]{
	Category:       "misc",
	Kind:           "gravel",
	Title:          "Gravel tons from area and depth",
	Summary:        "Cubic yards and tons of landscape stone for an area and depth, from the supplier's tons per cubic yard by material (Stone Siding; bulk density as defined by ASTM C29).",
	CodeReferences: []string{"ASTM C29"},
	Compute: func(in miscGravelIn) (miscGravelOut, error) {
		cuft := in.AreaSqft * in.DepthIn / 12
		cuyd := cuft / miscCuftPerCuyd
		d := miscGravelTonsPerCuyd[in.Material]
		return miscGravelOut{
			VolumeCuft:         cuft,
			VolumeCuyd:         cuyd,
			DensityTonsPerCuyd: d,
			WeightTons:         cuyd * d,
			CodeReference:      "ASTM C29",
		}, nil
	},
})

// ---------------------------------------------------------------- mulch

type miscMulchIn struct {
	AreaSqft float64 `json:"area_sqft" calc:"required,gt=0,max=1000000" doc:"Bed area, ft²."`
	DepthIn  float64 `json:"depth_in" calc:"required,gt=0,max=12" doc:"Mulch depth, inches."`
	BagSize  string  `json:"bag_size" calc:"default=2_cuft,enum=2_cuft|3_cuft" doc:"Bag volume: 2 ft³ (13.5 bags a yd³) or 3 ft³ (9 bags a yd³)."`
}

type miscMulchOut struct {
	VolumeCuft    float64 `json:"volume_cuft" doc:"Area x depth / 12, ft³."`
	VolumeCuyd    float64 `json:"volume_cuyd" doc:"Bulk mulch to order, yd³."`
	BagCuft       float64 `json:"bag_cuft" doc:"Bag volume applied, ft³."`
	BagsPerCuyd   float64 `json:"bags_per_cuyd" doc:"Bags of that size in a cubic yard: 27 / bag_cuft."`
	Bags          int     `json:"bags" doc:"Bags to buy: ceil(volume_cuft / bag_cuft)."`
	CodeReference string  `json:"code_reference" doc:"The handbook under which mulch is sold by volume."`
}

var miscMulch = Define(Definition[miscMulchIn, miscMulchOut]{
	Category:       "misc",
	Kind:           "mulch",
	Title:          "Mulch cubic yards and bags",
	Summary:        "Cubic yards of bulk mulch and 2 or 3 ft³ bags for a bed area and depth (mulch is sold by volume under NIST Handbook 130).",
	CodeReferences: []string{"NIST Handbook 130"},
	Compute: func(in miscMulchIn) (miscMulchOut, error) {
		cuft := in.AreaSqft * in.DepthIn / 12
		bag := miscMulchBagCuft[in.BagSize]
		return miscMulchOut{
			VolumeCuft:    cuft,
			VolumeCuyd:    cuft / miscCuftPerCuyd,
			BagCuft:       bag,
			BagsPerCuyd:   miscCuftPerCuyd / bag,
			Bags:          CeilCount(cuft / bag),
			CodeReference: "NIST Handbook 130",
		}, nil
	},
})

// ---------------------------------------------------------------- topsoil

type miscTopsoilIn struct {
	AreaSqft float64 `json:"area_sqft" calc:"required,gt=0,max=1000000" doc:"Area to cover, ft²."`
	DepthIn  float64 `json:"depth_in" calc:"required,gt=0,max=36" doc:"Depth of topsoil, inches."`
}

type miscTopsoilOut struct {
	VolumeCuft         float64 `json:"volume_cuft" doc:"Area x depth / 12, ft³."`
	VolumeCuyd         float64 `json:"volume_cuyd" doc:"Loose topsoil to order, yd³."`
	DensityTonsPerCuyd float64 `json:"density_tons_per_cuyd" calc:"places=4,unit=tons/yd³" doc:"Loose topsoil density applied: 8 t per 8.42 m³ (methvin.org Vehicle Capacity table), short tons per yd³."`
	WeightTons         float64 `json:"weight_tons" doc:"Weight of the topsoil, short tons."`
	CodeReference      string  `json:"code_reference" doc:"The handbook under which soil is sold by volume."`
}

var miscTopsoil = Define(Definition[miscTopsoilIn, miscTopsoilOut]{
	Category:       "misc",
	Kind:           "topsoil",
	Title:          "Topsoil cubic yards and tons",
	Summary:        "Cubic yards and tons of loose topsoil for an area and depth, at the loose topsoil density of methvin.org's Vehicle Capacity table (soil is sold by volume under NIST Handbook 130).",
	CodeReferences: []string{"NIST Handbook 130"},
	Compute: func(in miscTopsoilIn) (miscTopsoilOut, error) {
		s := miscSoils["topsoil"]
		cuft := in.AreaSqft * in.DepthIn / 12
		pcf := miscSoilTonnes * miscKgPerTonne / s.looseM3 * miscKgM3ToPcf
		return miscTopsoilOut{
			VolumeCuft:         cuft,
			VolumeCuyd:         cuft / miscCuftPerCuyd,
			DensityTonsPerCuyd: pcf * miscCuftPerCuyd / miscLbPerShortTon,
			WeightTons:         cuft * pcf / miscLbPerShortTon,
			CodeReference:      "NIST Handbook 130",
		}, nil
	},
})

// ---------------------------------------------------------------- pavers

type miscPaversIn struct {
	AreaSqft         float64 `json:"area_sqft" calc:"required,gt=0,max=100000" doc:"Paved area, ft²."`
	PaverLengthIn    float64 `json:"paver_length_in" calc:"required,min=2,max=48" doc:"Paver length, inches."`
	PaverWidthIn     float64 `json:"paver_width_in" calc:"required,min=2,max=48" doc:"Paver width, inches."`
	WastePct         float64 `json:"waste_pct" calc:"default=0,min=0,max=50" doc:"Allowance for cuts and breakage, percent."`
	BaseDepthIn      float64 `json:"base_depth_in" calc:"default=4,min=0,max=24" doc:"Compacted aggregate base, inches: at least 4 in under patios and walks (ICPI); vehicular areas need more."`
	BeddingSandIn    float64 `json:"bedding_sand_in" calc:"default=1,min=0.5,max=2" doc:"Screeded bedding sand, inches (ICPI: 1 in)."`
	PaverThicknessIn float64 `json:"paver_thickness_in" calc:"default=2.375,min=1,max=6" doc:"Paver thickness, inches (ICPI: 2 3/8 in units for pedestrian areas and driveways)."`
}

type miscPaversOut struct {
	PaverAreaSqft       float64 `json:"paver_area_sqft" calc:"places=4" doc:"Face area of one paver, ft²."`
	Pavers              int     `json:"pavers" doc:"Pavers: ceil(area x (1 + waste) / paver area)."`
	BaseCuyd            float64 `json:"base_cuyd" doc:"Compacted base, yd³."`
	BaseTons            float64 `json:"base_tons" doc:"Base stone, short tons."`
	BeddingSandCuyd     float64 `json:"bedding_sand_cuyd" doc:"Bedding sand, yd³."`
	BeddingSandTons     float64 `json:"bedding_sand_tons" doc:"Bedding sand, short tons."`
	AggregateDensityPcf float64 `json:"aggregate_density_pcf" doc:"Weight applied to base and sand: one ton covers 100 ft² at 2 in, lb/ft³."`
	ExcavationDepthIn   float64 `json:"excavation_depth_in" doc:"Depth to dig below finished grade: base + sand + paver, inches."`
	Checks              []Check `json:"checks" doc:"Base thickness against the ICPI minimum for patios and walks."`
	Pass                bool    `json:"pass" doc:"True when every check passes."`
	CodeReference       string  `json:"code_reference" doc:"The ICPI construction guidance for interlocking concrete pavements."`
}

var miscPavers = Define(Definition[miscPaversIn, miscPaversOut]{
	Category:       "misc",
	Kind:           "pavers",
	Title:          "Pavers, base and bedding sand",
	Summary:        "Pavers, compacted aggregate base and bedding sand (yd³ and tons) for a paved area, with the base checked against ICPI's 4 in minimum for patios and walks and the 1 in sand bed (ICPI Tech Spec 2).",
	CodeReferences: []string{miscPaverRef},
	Compute: func(in miscPaversIn) (miscPaversOut, error) {
		paver := in.PaverLengthIn * in.PaverWidthIn / 144
		baseCuft := in.AreaSqft * in.BaseDepthIn / 12
		sandCuft := in.AreaSqft * in.BeddingSandIn / 12
		checks := []Check{
			AtLeast("aggregate base thickness (patios and walks)", in.BaseDepthIn, miscPaverMinBaseIn, "in", miscPaverRef),
		}
		return miscPaversOut{
			PaverAreaSqft:       paver,
			Pavers:              CeilCount(in.AreaSqft * (1 + in.WastePct/100) / paver),
			BaseCuyd:            baseCuft / miscCuftPerCuyd,
			BaseTons:            baseCuft * miscPaverAggregatePcf / miscLbPerShortTon,
			BeddingSandCuyd:     sandCuft / miscCuftPerCuyd,
			BeddingSandTons:     sandCuft * miscPaverAggregatePcf / miscLbPerShortTon,
			AggregateDensityPcf: miscPaverAggregatePcf,
			ExcavationDepthIn:   in.BaseDepthIn + in.BeddingSandIn + in.PaverThicknessIn,
			Checks:              checks,
			Pass:                AllPass(checks),
			CodeReference:       miscPaverRef,
		}, nil
	},
})
