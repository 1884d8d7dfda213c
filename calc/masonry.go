package calc

import "math"

func masonryCalculators() []*Calculator {
	return []*Calculator{masonryBlock, masonryBrickCalc, masonryMortar, masonryGrout, masonryVeneer}
}

// masonryOpening is a door or window left out of a wall.
type masonryOpening struct {
	WidthFt  float64 `json:"width_ft" calc:"required,gt=0,max=100" doc:"Opening width, feet."`
	HeightFt float64 `json:"height_ft" calc:"required,gt=0,max=100" doc:"Opening height, feet."`
	Count    int     `json:"count" calc:"default=1,min=1,max=100" doc:"Number of openings of this size."`
}

// masonryWallArea returns gross, openings and net area. Openings that cover
// the wall leave no wall to lay: the deduction stops at the gross area
// (docs/decisions.md), so err is always nil.
func masonryWallArea(lengthFt, heightFt float64, openings []masonryOpening) (gross, open, net float64, err error) {
	gross = lengthFt * heightFt
	for _, o := range openings {
		open += o.WidthFt * o.HeightFt * float64(o.Count)
	}
	open = min(open, gross)
	net = gross - open
	return gross, open, net, nil
}

// ---------------------------------------------------------------------------
// masonry/block: CMU count, 8x16 nominal face.

type masonryBlockIn struct {
	WallLengthFt float64          `json:"wall_length_ft" calc:"required,gt=0,max=1000" doc:"Wall length, feet."`
	WallHeightFt float64          `json:"wall_height_ft" calc:"required,gt=0,max=100" doc:"Wall height, feet."`
	Openings     []masonryOpening `json:"openings" calc:"items=0..50" doc:"Doors and windows to deduct."`
	WastePct     float64          `json:"waste_pct" calc:"default=5,min=0,max=50" doc:"Allowance for breakage and cuts, percent (default 5: Building Trades Pocketbook)."`
}

type masonryBlockOut struct {
	GrossAreaSqft    float64 `json:"gross_area_sqft" doc:"Wall length x height, ft²."`
	OpeningsAreaSqft float64 `json:"openings_area_sqft" doc:"Area of the openings deducted (at most the gross wall area), ft²."`
	NetAreaSqft      float64 `json:"net_area_sqft" doc:"Wall area to lay, ft²."`
	BlocksPerSqft    float64 `json:"blocks_per_sqft" doc:"Units per ft² of wall: 144 / (16 x 8) for the 8x16 in nominal face (a 15-5/8 x 7-5/8 in unit and 3/8 in joints)."`
	BlocksNet        float64 `json:"blocks_net" doc:"net_area_sqft x blocks_per_sqft, before waste."`
	WastePctApplied  float64 `json:"waste_pct_applied" doc:"Waste allowance applied, percent."`
	Blocks           int     `json:"blocks" doc:"Blocks to buy: blocks_net plus waste, rounded up."`
	CodeReference    string  `json:"code_reference" doc:"The masonry standard the units and joints follow."`
}

var masonryBlock = Define(Definition[masonryBlockIn, masonryBlockOut]{
	Category:       "masonry",
	Kind:           "block",
	Title:          "Concrete block count",
	Summary:        "Concrete masonry units for a wall less its openings at 1.125 blocks per ft² (8x16 in nominal face with 3/8 in joints), with a waste allowance (TMS 402 masonry).",
	CodeReferences: []string{"TMS 402"},
	Compute: func(in masonryBlockIn) (masonryBlockOut, error) {
		gross, open, net, err := masonryWallArea(in.WallLengthFt, in.WallHeightFt, in.Openings)
		if err != nil {
			return masonryBlockOut{}, err
		}
		per := 144.0 / masonryBlockFaceSqIn
		return masonryBlockOut{
			GrossAreaSqft:    gross,
			OpeningsAreaSqft: open,
			NetAreaSqft:      net,
			BlocksPerSqft:    per,
			BlocksNet:        net * per,
			WastePctApplied:  in.WastePct,
			Blocks:           CeilCount(net * per * (1 + in.WastePct/100)),
			CodeReference:    "TMS 402",
		}, nil
	},
})

// ---------------------------------------------------------------------------
// masonry/brick: bricks per area by size and joint.

type masonryBrickIn struct {
	WallLengthFt float64          `json:"wall_length_ft" calc:"required,gt=0,max=1000" doc:"Wall length, feet."`
	WallHeightFt float64          `json:"wall_height_ft" calc:"required,gt=0,max=100" doc:"Wall height, feet."`
	Openings     []masonryOpening `json:"openings" calc:"items=0..50" doc:"Doors and windows to deduct."`
	BrickSize    string           `json:"brick_size" calc:"default=modular,enum=modular|standard|king|queen|engineer|economy|utility|jumbo|norman|norwegian" doc:"Brick type; its specified face (length x height) is The Engineering ToolBox's: modular 7-5/8 x 2-1/4, standard 8 x 2-1/4, king 9-5/8 x 2-5/8, queen 9-5/8 x 2-3/4, engineer 7-5/8 x 2-13/16, economy 7-5/8 x 3-5/8, utility 11-1/2 x 3-5/8, jumbo 8 x 2-3/4, norman 11-5/8 x 2-1/4, norwegian 11-5/8 x 2-3/4 in."`
	JointIn      float64          `json:"joint_in" calc:"default=0.375,min=0.125,max=0.75" doc:"Mortar joint thickness, bed and head, inches (default 3/8, the predominant joint)."`
	WastePct     float64          `json:"waste_pct" calc:"default=5,min=0,max=50" doc:"Allowance for breakage and cuts, percent (default 5: Building Trades Pocketbook)."`
}

type masonryBrickOut struct {
	GrossAreaSqft    float64 `json:"gross_area_sqft" doc:"Wall length x height, ft²."`
	OpeningsAreaSqft float64 `json:"openings_area_sqft" doc:"Area of the openings deducted (at most the gross wall area), ft²."`
	NetAreaSqft      float64 `json:"net_area_sqft" doc:"Wall area to lay, ft²."`
	BrickLengthIn    float64 `json:"brick_length_in" doc:"Specified brick length, inches."`
	BrickHeightIn    float64 `json:"brick_height_in" doc:"Specified brick height, inches."`
	JointIn          float64 `json:"joint_in" doc:"Joint thickness used, inches."`
	BricksPerSqft    float64 `json:"bricks_per_sqft" doc:"144 / ((length + joint) x (height + joint)): bricks per ft² of wall face, single wythe, running bond."`
	BricksNet        float64 `json:"bricks_net" doc:"net_area_sqft x bricks_per_sqft, before waste."`
	WastePctApplied  float64 `json:"waste_pct_applied" doc:"Waste allowance applied, percent."`
	Bricks           int     `json:"bricks" doc:"Bricks to buy: bricks_net plus waste, rounded up."`
	CodeReference    string  `json:"code_reference" doc:"The masonry standard the units and joints follow."`
}

var masonryBrickCalc = Define(Definition[masonryBrickIn, masonryBrickOut]{
	Category:       "masonry",
	Kind:           "brick",
	Title:          "Brick count by size and joint",
	Summary:        "Bricks per square foot of a single-wythe wall from the brick's specified face and the joint width, times the net wall area, with a waste allowance (TMS 402 masonry).",
	CodeReferences: []string{"TMS 402"},
	Compute: func(in masonryBrickIn) (masonryBrickOut, error) {
		gross, open, net, err := masonryWallArea(in.WallLengthFt, in.WallHeightFt, in.Openings)
		if err != nil {
			return masonryBrickOut{}, err
		}
		b := masonryBricks[in.BrickSize]
		per := 144 / ((b.lengthIn + in.JointIn) * (b.heightIn + in.JointIn))
		return masonryBrickOut{
			GrossAreaSqft:    gross,
			OpeningsAreaSqft: open,
			NetAreaSqft:      net,
			BrickLengthIn:    b.lengthIn,
			BrickHeightIn:    b.heightIn,
			JointIn:          in.JointIn,
			BricksPerSqft:    per,
			BricksNet:        net * per,
			WastePctApplied:  in.WastePct,
			Bricks:           CeilCount(net * per * (1 + in.WastePct/100)),
			CodeReference:    "TMS 402",
		}, nil
	},
})

// ---------------------------------------------------------------------------
// masonry/mortar: mortar bags per block or brick count.

type masonryMortarIn struct {
	Unit      string  `json:"unit" calc:"required,enum=cmu_8x8x16|brick" doc:"What is laid: 8x8x16 in concrete block, or brick."`
	UnitCount int     `json:"unit_count" calc:"required,min=1,max=1000000" doc:"Number of blocks or bricks (masonry/block or masonry/brick gives it)."`
	Product   string  `json:"product" calc:"default=premix_80lb,enum=premix_80lb|premix_60lb|masonry_cement_and_sand" doc:"Mortar bought: 80 lb pre-mixed bags (HatchCalc: 12 blocks or 20 bricks a bag), 60 lb bags of mortar mix (Hunker: 11 blocks or 30 bricks a bag), or masonry cement and sand mixed on site (Ask the Builder: 2.5 bags and 600 lb sand per 100 blocks, 7 bags and 3,000 lb sand per 1,000 bricks)."`
	WastePct  float64 `json:"waste_pct" calc:"default=10,min=0,max=50" doc:"Allowance for spilled and dropped mortar, percent (default 10: HatchCalc)."`
}

type masonryMortarOut struct {
	UnitsPerBag     float64 `json:"units_per_bag" doc:"Blocks or bricks one bag lays at the source's rate."`
	BagDescription  string  `json:"bag_description" doc:"What a bag is."`
	RateSource      string  `json:"rate_source" doc:"The published rate applied."`
	WastePctApplied float64 `json:"waste_pct_applied" doc:"Waste allowance applied, percent."`
	Bags            int     `json:"bags" doc:"Bags to buy: unit_count x (1 + waste) / units_per_bag, rounded up."`
	SandLb          float64 `json:"sand_lb" doc:"Masonry sand for site-mixed mortar, pounds, with the same waste (0 for pre-mixed bags)."`
	SandLbPerUnit   float64 `json:"sand_lb_per_unit" doc:"Sand per block or brick at the source's rate, pounds."`
	CodeReference   string  `json:"code_reference" doc:"The section masonry construction follows."`
}

var masonryMortar = Define(Definition[masonryMortarIn, masonryMortarOut]{
	Category:       "masonry",
	Kind:           "mortar",
	Title:          "Mortar bags for blocks or bricks",
	Summary:        "Bags of pre-mixed mortar, or masonry cement and sand, to lay a count of 8x8x16 blocks or bricks, from named published laying rates with a waste allowance (IBC 2104.1 masonry construction).",
	CodeReferences: []string{"IBC 2104.1"},
	Compute: func(in masonryMortarIn) (masonryMortarOut, error) {
		r := masonryMortarRates[in.Product]
		per, sand := r.blocksPerBag, r.sandLbPerBlock
		if in.Unit == "brick" {
			per, sand = r.bricksPerBag, r.sandLbPerBrick
		}
		units := float64(in.UnitCount) * (1 + in.WastePct/100)
		return masonryMortarOut{
			UnitsPerBag:     per,
			BagDescription:  r.bagDescription,
			RateSource:      r.source,
			WastePctApplied: in.WastePct,
			Bags:            CeilCount(units / per),
			SandLb:          units * sand,
			SandLbPerUnit:   sand,
			CodeReference:   "IBC 2104.1",
		}, nil
	},
})

// ---------------------------------------------------------------------------
// masonry/grout: CMU core grout volume by grouted cells.

type masonryGroutIn struct {
	WallLengthFt           float64 `json:"wall_length_ft" calc:"required,gt=0,max=1000" doc:"Wall length, feet."`
	WallHeightFt           float64 `json:"wall_height_ft" calc:"required,gt=0,max=100" doc:"Wall height, feet."`
	BlockWidthIn           string  `json:"block_width_in" calc:"default=8,enum=6|8|10|12" doc:"Nominal unit width, inches. Only the 8 in core volume is carried; for another width give core_volume_cuft_per_block."`
	GroutSpacing           string  `json:"grout_spacing" calc:"default=all,enum=all|16|24|32|40|48" doc:"Which vertical cells are grouted: \"all\" (solid grouted) or one cell at each end and at most every 16 to 48 in on center between."`
	CoreVolumeCuftPerBlock float64 `json:"core_volume_cuft_per_block" calc:"default=0,min=0,max=2" doc:"Grout one two-cell block holds, ft³, from the unit's manufacturer; 0 (the default) uses the carried 8 in figure (52% of the 7-5/8 x 7-5/8 x 15-5/8 in unit = 0.273 ft³)."`
	WastePct               float64 `json:"waste_pct" calc:"default=0,min=0,max=50" doc:"Allowance for spillage and consolidation, percent."`
}

type masonryGroutOut struct {
	Courses               int     `json:"courses" doc:"8 in courses: wall height / 8 in, rounded up."`
	CellsPerCourse        int     `json:"cells_per_course" doc:"Cells in one course: wall length / 8 in, rounded up."`
	GroutedCellsPerCourse int     `json:"grouted_cells_per_course" doc:"Grouted cells in one course."`
	GroutedCells          int     `json:"grouted_cells" doc:"Grouted cells in the wall: grouted_cells_per_course x courses."`
	CoreVolumeCuftPerCell float64 `json:"core_volume_cuft_per_cell" calc:"places=4" doc:"Grout in one cell, ft³ (half a two-cell block)."`
	CoreVolumeSource      string  `json:"core_volume_source" doc:"Where the core volume comes from."`
	WastePctApplied       float64 `json:"waste_pct_applied" doc:"Waste allowance applied, percent."`
	GroutCuft             float64 `json:"grout_cuft" doc:"Grout volume with waste, ft³."`
	GroutCuyd             float64 `json:"grout_cuyd" doc:"Grout volume with waste, yd³."`
	CodeReference         string  `json:"code_reference" doc:"The masonry standard governing grouted masonry."`
}

// masonryGroutSpacingIn: the grout_spacing enum as inches on center.
var masonryGroutSpacingIn = map[string]float64{"16": 16, "24": 24, "32": 32, "40": 40, "48": 48}

var masonryGrout = Define(Definition[masonryGroutIn, masonryGroutOut]{
	Category:       "masonry",
	Kind:           "grout",
	Title:          "CMU core grout volume",
	Summary:        "Grouted cells of a concrete block wall, solid or at a vertical spacing, and the grout they take from the core volume of an 8 in unit (52% of its volume, EngineerFix) or the manufacturer's figure (TMS 402 grouted masonry).",
	CodeReferences: []string{"TMS 402"},
	Rules:          []Rule{{{"core_volume_cuft_per_block>0"}, {"?block_width_in=8"}}}, // only the 8 in core volume is carried
	Compute: func(in masonryGroutIn) (masonryGroutOut, error) {
		var out masonryGroutOut
		perBlock := in.CoreVolumeCuftPerBlock
		out.CoreVolumeSource = "caller (unit manufacturer)"
		if perBlock == 0 {
			if in.BlockWidthIn != "8" {
				return out, Invalid("block_width_in", "not_carried",
					"the core volume of a %s in unit is not carried (only 8 in is); give core_volume_cuft_per_block from the unit manufacturer", in.BlockWidthIn)
			}
			perBlock = masonryCMU8CoreFraction * masonryCMU8UnitCuIn / 1728
			out.CoreVolumeSource = "EngineerFix: 52% of the 7-5/8 x 7-5/8 x 15-5/8 in unit"
		}
		lengthIn := in.WallLengthFt * 12
		out.Courses = CeilCount(in.WallHeightFt * 12 / masonryCMUCourseIn)
		out.CellsPerCourse = CeilCount(lengthIn / masonryCMUCellIn)
		out.GroutedCellsPerCourse = out.CellsPerCourse
		if in.GroutSpacing != "all" {
			s := masonryGroutSpacingIn[in.GroutSpacing]
			out.GroutedCellsPerCourse = min(out.CellsPerCourse, CeilCount(lengthIn/s)+1)
		}
		out.GroutedCells = out.GroutedCellsPerCourse * out.Courses
		out.CoreVolumeCuftPerCell = perBlock / 2
		out.WastePctApplied = in.WastePct
		out.GroutCuft = float64(out.GroutedCells) * perBlock / 2 * (1 + in.WastePct/100)
		out.GroutCuyd = out.GroutCuft / 27
		out.CodeReference = "TMS 402"
		return out, nil
	},
})

// ---------------------------------------------------------------------------
// masonry/veneer: anchored veneer area, setting-bed mortar, ties.

type masonryVeneerIn struct {
	WallLengthFt           float64          `json:"wall_length_ft" calc:"required,gt=0,max=1000" doc:"Wall length, feet."`
	WallHeightFt           float64          `json:"wall_height_ft" calc:"required,gt=0,max=100" doc:"Veneer height, feet."`
	Openings               []masonryOpening `json:"openings" calc:"items=0..50" doc:"Doors and windows to deduct."`
	TieHorizontalSpacingIn float64          `json:"tie_horizontal_spacing_in" calc:"default=16,min=4,max=48" doc:"Horizontal tie spacing, inches (default 16: a tie at every stud)."`
	TieVerticalSpacingIn   float64          `json:"tie_vertical_spacing_in" calc:"default=24,min=4,max=48" doc:"Vertical tie spacing, inches (default 24)."`
	MortarBedIn            float64          `json:"mortar_bed_in" calc:"default=1,min=0,max=4" doc:"Mortar or cement grout between backing and veneer, inches (default 1: the IBC stone-veneer minimum)."`
	WastePct               float64          `json:"waste_pct" calc:"default=5,min=0,max=50" doc:"Allowance for breakage and cuts on the veneer area, percent (default 5: Building Trades Pocketbook)."`
	HighSeismicOrWind      bool             `json:"high_seismic_or_wind" calc:"default=false" doc:"True in the conditions of the IRC R703.8.4.1 exception (Seismic Design Categories D0-D2, townhouses in SDC C, high wind pressure), whose smaller area per tie is not carried: such input is refused."`
}

type masonryVeneerOut struct {
	GrossAreaSqft     float64 `json:"gross_area_sqft" doc:"Wall length x height, ft²."`
	OpeningsAreaSqft  float64 `json:"openings_area_sqft" doc:"Area of the openings deducted (at most the gross wall area), ft²."`
	NetAreaSqft       float64 `json:"net_area_sqft" doc:"Veneer area, ft²."`
	WastePctApplied   float64 `json:"waste_pct_applied" doc:"Waste allowance applied, percent."`
	VeneerOrderSqft   float64 `json:"veneer_order_sqft" doc:"Veneer to order: net area plus waste, ft²."`
	AreaPerTieSqft    float64 `json:"area_per_tie_sqft" doc:"Wall area each tie carries at the chosen spacing, ft²."`
	MaxAreaPerTieSqft float64 `json:"max_area_per_tie_sqft" doc:"Most wall area one tie may support, IRC R703.8.4.1, ft²."`
	Ties              int     `json:"ties" doc:"Ties: net area / the smaller of area_per_tie_sqft and the 2.67 ft² limit, rounded up."`
	MortarBedCuft     float64 `json:"mortar_bed_cuft" doc:"Mortar or grout behind the veneer: net area x bed thickness, ft³."`
	MortarBedCuyd     float64 `json:"mortar_bed_cuyd" doc:"The same in yd³."`
	Checks            []Check `json:"checks" doc:"Area per tie against the IRC limit."`
	Pass              bool    `json:"pass" doc:"True when every check passes."`
	CodeReference     string  `json:"code_reference" doc:"The section on veneer tie size and spacing."`
}

var masonryVeneer = Define(Definition[masonryVeneerIn, masonryVeneerOut]{
	Category:       "masonry",
	Kind:           "veneer",
	Title:          "Anchored veneer area, mortar and ties",
	Summary:        "Anchored stone or masonry veneer area less openings, the mortar bed behind it and the ties at a chosen spacing, checked against the 2.67 ft² per tie of IRC R703.8.4.1 (TMS 402 anchored veneer).",
	CodeReferences: []string{"IRC R703.8.4.1"},
	Rules:          []Rule{{{"?high_seismic_or_wind=false"}}}, // the exception's tie area is not carried
	Compute: func(in masonryVeneerIn) (masonryVeneerOut, error) {
		if in.HighSeismicOrWind {
			return masonryVeneerOut{}, Invalid("high_seismic_or_wind", "not_carried",
				"the reduced wall area per tie of the IRC R703.8.4.1 exception is not carried; space ties by the code text for this site")
		}
		gross, open, net, err := masonryWallArea(in.WallLengthFt, in.WallHeightFt, in.Openings)
		if err != nil {
			return masonryVeneerOut{}, err
		}
		perTie := in.TieHorizontalSpacingIn * in.TieVerticalSpacingIn / 144
		checks := []Check{AtMost("area per tie", perTie, masonryVeneerMaxSqftPerTie, "ft²", "IRC R703.8.4.1")}
		bed := net * in.MortarBedIn / 12
		return masonryVeneerOut{
			GrossAreaSqft:     gross,
			OpeningsAreaSqft:  open,
			NetAreaSqft:       net,
			WastePctApplied:   in.WastePct,
			VeneerOrderSqft:   net * (1 + in.WastePct/100),
			AreaPerTieSqft:    perTie,
			MaxAreaPerTieSqft: masonryVeneerMaxSqftPerTie,
			Ties:              CeilCount(net / math.Min(perTie, masonryVeneerMaxSqftPerTie)),
			MortarBedCuft:     bed,
			MortarBedCuyd:     bed / 27,
			Checks:            checks,
			Pass:              AllPass(checks),
			CodeReference:     "IRC R703.8.4.1",
		}, nil
	},
})
