package calc

import "math"

func flooringCalculators() []*Calculator {
	return []*Calculator{flooringTile, flooringThinset, flooringGrout, flooringHardwood, flooringCarpet, flooringUnderlayment}
}

// No IRC or IBC section sets how much flooring to buy: the codes reach tile
// only through the ANSI A108 installation standards they reference (IRC
// R702.4.1 for wall tile, IBC 2103.2.3 for tile mortars). So code_reference
// names the installation standard or the source of the rule applied.

// ---------------------------------------------------------------- tile

type flooringTileIn struct {
	AreaSqft     float64 `json:"area_sqft" calc:"required,gt=0,max=100000" doc:"Floor or wall area to tile, ft²."`
	TileLengthIn float64 `json:"tile_length_in" calc:"required,min=1,max=120" doc:"Tile length, inches."`
	TileWidthIn  float64 `json:"tile_width_in" calc:"required,min=1,max=120" doc:"Tile width, inches."`
	TilesPerBox  int     `json:"tiles_per_box" calc:"required,min=1,max=1000" doc:"Tiles in one box (carton label)."`
	Pattern      string  `json:"pattern" calc:"default=straight,enum=straight|running_bond|diagonal|herringbone" doc:"Layout pattern; sets the waste allowance: straight 10%, running_bond 10%, diagonal 15%, herringbone 20% (HomeProject.tools Tile Waste Percentage Guide)."`
}

type flooringTileOut struct {
	TileAreaSqft      float64 `json:"tile_area_sqft" calc:"places=4" doc:"Face area of one tile, ft²."`
	WastePctApplied   float64 `json:"waste_pct_applied" doc:"Waste allowance applied for the pattern, percent."`
	AreaWithWasteSqft float64 `json:"area_with_waste_sqft" doc:"Area x (1 + waste), ft²."`
	Tiles             int     `json:"tiles" doc:"Tiles needed: ceil(area_with_waste / tile area)."`
	Boxes             int     `json:"boxes" doc:"Boxes to buy: ceil(tiles / tiles_per_box)."`
	TilesPurchased    int     `json:"tiles_purchased" doc:"Tiles in the boxes bought."`
	CoveragePurchSqft float64 `json:"coverage_purchased_sqft" doc:"Face area of the tiles bought, ft²."`
	CodeReference     string  `json:"code_reference" doc:"The tile installation standard (no code section sets tile quantities)."`
}

var flooringTile = Define(Definition[flooringTileIn, flooringTileOut]{
	Category:       "flooring",
	Kind:           "tile",
	Title:          "Tiles and boxes with pattern waste",
	Summary:        "Tiles and boxes to buy for an area, with the waste allowance of the layout pattern (10% straight or running bond, 15% diagonal, 20% herringbone; installation per ANSI A108 / TCNA Handbook).",
	CodeReferences: []string{"ANSI A108"},
	Compute: func(in flooringTileIn) (flooringTileOut, error) {
		waste := flooringTileWastePct[in.Pattern]
		tileSqft := in.TileLengthIn * in.TileWidthIn / 144
		gross := in.AreaSqft * (1 + waste/100)
		tiles := CeilCount(gross / tileSqft)
		boxes := CeilCount(float64(tiles) / float64(in.TilesPerBox))
		bought := boxes * in.TilesPerBox
		return flooringTileOut{
			TileAreaSqft:      tileSqft,
			WastePctApplied:   waste,
			AreaWithWasteSqft: gross,
			Tiles:             tiles,
			Boxes:             boxes,
			TilesPurchased:    bought,
			CoveragePurchSqft: float64(bought) * tileSqft,
			CodeReference:     "ANSI A108",
		}, nil
	},
})

// ---------------------------------------------------------------- thinset

type flooringThinsetIn struct {
	AreaSqft           float64 `json:"area_sqft" calc:"required,gt=0,max=100000" doc:"Area to set, ft²."`
	TrowelNotch        string  `json:"trowel_notch" calc:"default=1/4x3/8,enum=1/4x1/4|1/4x3/8|1/2x1/2" doc:"Square-notch trowel, inches. Coverage per 50 lb bag from the TEC Sturdi Flex product data: 1/4x1/4 80-90 ft², 1/4x3/8 55-65 ft². The 1/2x1/2 row is not carried: give coverage_sqft_per_bag from your bag."`
	WastePct           float64 `json:"waste_pct" calc:"default=0,min=0,max=50" doc:"Extra allowance for uneven substrate, back-buttering and mixing loss, percent (the chart figures assume a flat substrate)."`
	CoverageSqftPerBag float64 `json:"coverage_sqft_per_bag" calc:"default=0,min=0,max=500,zero_or_min=5" doc:"Coverage of one 50 lb bag from your mortar's data sheet, ft² (at least 5); 0 uses the TEC chart for the notch."`
}

type flooringThinsetOut struct {
	CoverageSqftPerBag     float64 `json:"coverage_sqft_per_bag" doc:"Coverage per 50 lb bag applied (low end of the chart range, or the caller's figure), ft²."`
	CoverageHighSqftPerBag float64 `json:"coverage_high_sqft_per_bag" doc:"High end of the chart range (the caller's figure when given), ft²."`
	CoverageSource         string  `json:"coverage_source" doc:"Where the coverage figure comes from."`
	WastePctApplied        float64 `json:"waste_pct_applied" doc:"Extra allowance applied, percent."`
	AreaWithWasteSqft      float64 `json:"area_with_waste_sqft" doc:"Area x (1 + waste), ft²."`
	Bags50lb               int     `json:"bags_50lb" doc:"50 lb bags to buy at the low-end coverage: ceil(area_with_waste / coverage_sqft_per_bag)."`
	Bags50lbBestCase       int     `json:"bags_50lb_best_case" doc:"50 lb bags at the high-end coverage."`
	CodeReference          string  `json:"code_reference" doc:"The standard for setting tile with dry-set or modified dry-set mortar."`
}

var flooringThinset = Define(Definition[flooringThinsetIn, flooringThinsetOut]{
	Category:       "flooring",
	Kind:           "thinset",
	Title:          "Thin-set mortar bags by trowel notch",
	Summary:        "50 lb bags of thin-set mortar for an area from the coverage per bag of the trowel notch (TEC Sturdi Flex product data; setting per ANSI A108.5).",
	CodeReferences: []string{"ANSI A108.5"},
	// Notches the TEC chart does not carry take the caller's coverage.
	Rules: []Rule{{{"coverage_sqft_per_bag>0"}, {"?trowel_notch=" + carried(flooringThinsetCoverage)}}},
	Compute: func(in flooringThinsetIn) (flooringThinsetOut, error) {
		var out flooringThinsetOut
		low, high, source := in.CoverageSqftPerBag, in.CoverageSqftPerBag, "caller"
		if in.CoverageSqftPerBag > 0 && in.CoverageSqftPerBag < flooringThinsetMinCoverage {
			return out, Invalid("coverage_sqft_per_bag", "minimum",
				"must be 0 (use the chart) or at least %g ft²", float64(flooringThinsetMinCoverage))
		}
		if in.CoverageSqftPerBag == 0 {
			row, ok := flooringThinsetCoverage[in.TrowelNotch]
			if !ok {
				return out, Invalid("trowel_notch", "not_carried",
					"no verified manufacturer coverage is carried for a %s in notch; give coverage_sqft_per_bag from your mortar's data sheet", in.TrowelNotch)
			}
			low, high, source = row.low, row.high, flooringThinsetSource
		}
		gross := in.AreaSqft * (1 + in.WastePct/100)
		return flooringThinsetOut{
			CoverageSqftPerBag:     low,
			CoverageHighSqftPerBag: high,
			CoverageSource:         source,
			WastePctApplied:        in.WastePct,
			AreaWithWasteSqft:      gross,
			Bags50lb:               CeilCount(gross / low),
			Bags50lbBestCase:       CeilCount(gross / high),
			CodeReference:          "ANSI A108.5",
		}, nil
	},
})

// ---------------------------------------------------------------- grout

type flooringGroutIn struct {
	AreaSqft        float64 `json:"area_sqft" calc:"required,gt=0,max=100000" doc:"Tiled area, ft²."`
	TileLengthIn    float64 `json:"tile_length_in" calc:"required,min=0.5,max=120" doc:"Tile length, inches."`
	TileWidthIn     float64 `json:"tile_width_in" calc:"required,min=0.5,max=120" doc:"Tile width, inches."`
	JointWidthIn    float64 `json:"joint_width_in" calc:"required,min=0.03,max=1" doc:"Grout joint width, inches (1/8 in = 0.125)."`
	JointDepthIn    float64 `json:"joint_depth_in" calc:"required,min=0.0625,max=2" doc:"Grout joint depth, inches: the tile thickness when joints are filled full."`
	SpecificGravity float64 `json:"grout_specific_gravity" calc:"default=1.6,min=1,max=2.5" doc:"The grout's density factor, kg/dm³ (specific gravity): 1.6 is MAPEI's figure for Ultracolor Plus; MAPEI lists Keracolor FF 1.5, Kerapoxy 1.5."`
	BagLb           float64 `json:"bag_lb" calc:"default=25,min=1,max=100" doc:"Weight of one bag of grout, lb."`
	WastePct        float64 `json:"waste_pct" calc:"default=0,min=0,max=50" doc:"Extra allowance for cleanup loss, percent."`
}

type flooringGroutOut struct {
	JointVolumeCuinPerSqft float64 `json:"joint_volume_cuin_per_sqft" calc:"unit=in³/ft²" doc:"Joint volume per ft² of tiling: (L + W) / (L x W) x joint width x joint depth x 144, in³/ft²."`
	GroutLbPerSqft         float64 `json:"grout_lb_per_sqft" calc:"places=4,unit=lb/ft²" doc:"Grout per ft²: joint volume x specific gravity x density of water, lb/ft²."`
	SpecificGravityApplied float64 `json:"specific_gravity_applied" doc:"Density factor applied, kg/dm³."`
	WastePctApplied        float64 `json:"waste_pct_applied" doc:"Extra allowance applied, percent."`
	GroutLb                float64 `json:"grout_lb" doc:"Grout for the area including the allowance, lb."`
	CoverageSqftPerBag     float64 `json:"coverage_sqft_per_bag" doc:"Area one bag grouts, ft² (before the allowance)."`
	Bags                   int     `json:"bags" doc:"Bags to buy: ceil(grout_lb / bag_lb)."`
	CodeReference          string  `json:"code_reference" doc:"The standard for installing grout in tilework."`
}

var flooringGrout = Define(Definition[flooringGroutIn, flooringGroutOut]{
	Category:       "flooring",
	Kind:           "grout",
	Title:          "Grout pounds and bags",
	Summary:        "Grout weight and bags from tile size, joint width and depth by MAPEI's published coverage formula, kg/m² = (A + B) / (A x B) x C x D x 1.6, in US units (grouting per ANSI A108.10).",
	CodeReferences: []string{"ANSI A108.10"},
	Compute: func(in flooringGroutIn) (flooringGroutOut, error) {
		// MAPEI: (A+B)/(A·B)·C·D·ρ with A, B the tile sides, C the joint
		// depth, D the joint width (mm) and ρ in kg/dm³ gives kg/m². The same
		// expression in inches is in³ of joint per in² of floor.
		perSqIn := (in.TileLengthIn + in.TileWidthIn) / (in.TileLengthIn * in.TileWidthIn) * in.JointWidthIn * in.JointDepthIn
		cuinPerSqft := perSqIn * 144
		lbPerSqft := cuinPerSqft * in.SpecificGravity * flooringWaterLbPerCuin
		lb := lbPerSqft * in.AreaSqft * (1 + in.WastePct/100)
		return flooringGroutOut{
			JointVolumeCuinPerSqft: cuinPerSqft,
			GroutLbPerSqft:         lbPerSqft,
			SpecificGravityApplied: in.SpecificGravity,
			WastePctApplied:        in.WastePct,
			GroutLb:                lb,
			CoverageSqftPerBag:     in.BagLb / lbPerSqft,
			Bags:                   CeilCount(lb / in.BagLb),
			CodeReference:          "ANSI A108.10",
		}, nil
	},
})

// ---------------------------------------------------------------- hardwood

type flooringHardwoodIn struct {
	AreaSqft   float64 `json:"area_sqft" calc:"required,gt=0,max=100000" doc:"Floor area, ft²."`
	SqftPerBox float64 `json:"sqft_per_box" calc:"required,min=1,max=200" doc:"Coverage of one carton (carton label), ft²."`
	Layout     string  `json:"layout" calc:"default=straight,enum=straight|diagonal" doc:"Board layout; sets the installation wastage: straight 8%, diagonal 15% (the ends of manufacturers' 8-15% range, The Spruce), plus 5% for defective boards."`
}

type flooringHardwoodOut struct {
	InstallationWastePct float64 `json:"installation_waste_pct" doc:"Cutting wastage applied for the layout, percent."`
	DefectAllowancePct   float64 `json:"defect_allowance_pct" doc:"Allowance for defective boards culled during racking, percent."`
	AreaToOrderSqft      float64 `json:"area_to_order_sqft" doc:"Area x (1 + wastage + defect allowance), ft²."`
	Boxes                int     `json:"boxes" doc:"Cartons to buy: ceil(area_to_order / sqft_per_box)."`
	SqftPurchased        float64 `json:"sqft_purchased" doc:"Coverage of the cartons bought, ft²."`
	CodeReference        string  `json:"code_reference" doc:"The wood flooring installation guidelines the allowances serve."`
}

var flooringHardwood = Define(Definition[flooringHardwoodIn, flooringHardwoodOut]{
	Category:       "flooring",
	Kind:           "hardwood",
	Title:          "Hardwood flooring cartons with waste",
	Summary:        "Cartons of hardwood flooring for an area with installation wastage by layout (8% straight, 15% diagonal) and a 5% defect allowance, as manufacturers set them (installation per the NWFA Installation Guidelines).",
	CodeReferences: []string{"NWFA Installation Guidelines"},
	Compute: func(in flooringHardwoodIn) (flooringHardwoodOut, error) {
		waste := flooringHardwoodWastePct[in.Layout]
		order := in.AreaSqft * (1 + (waste+flooringHardwoodDefectPct)/100)
		boxes := CeilCount(order / in.SqftPerBox)
		return flooringHardwoodOut{
			InstallationWastePct: waste,
			DefectAllowancePct:   flooringHardwoodDefectPct,
			AreaToOrderSqft:      order,
			Boxes:                boxes,
			SqftPurchased:        float64(boxes) * in.SqftPerBox,
			CodeReference:        "NWFA Installation Guidelines",
		}, nil
	},
})

// ---------------------------------------------------------------- carpet

type flooringCarpetIn struct {
	LengthFt float64 `json:"length_ft" calc:"required,min=1,max=500" doc:"Room dimension the carpet runs along (the roll's length and pile direction), ft."`
	WidthFt  float64 `json:"width_ft" calc:"required,min=1,max=500" doc:"Room dimension across the roll, ft."`
}

type flooringCarpetOut struct {
	RollWidthFt      float64 `json:"roll_width_ft" doc:"Roll width the layout uses, ft."`
	FullWidthDrops   int     `json:"full_width_drops" doc:"Full 12 ft wide runs, each as long as the room."`
	FillWidthFt      float64 `json:"fill_width_ft" doc:"Width of the fill strip beside the full runs, rounded up to 1, 2, 3, 4, 6 or 12 ft so it divides the roll; 0 when none."`
	FillPieces       int     `json:"fill_pieces" doc:"Strips cut side by side from the roll and laid end to end to make the fill (12 / fill width); 0 when none."`
	LinearFt         float64 `json:"linear_ft" doc:"Length of 12 ft roll to buy, ft: full runs x length + length x fill width / 12."`
	PurchaseSqyd     float64 `json:"purchase_sqyd" doc:"Carpet to buy: 12 x linear_ft / 9, yd²."`
	RoomSqyd         float64 `json:"room_sqyd" doc:"Room area, yd²."`
	SeamWasteSqyd    float64 `json:"seam_waste_sqyd" doc:"Carpet bought beyond the room area (roll-width and seam waste), yd²."`
	WastePct         float64 `json:"waste_pct" calc:"places=1" doc:"seam_waste_sqyd as a percentage of the room area."`
	LinearFtIfTurned float64 `json:"linear_ft_if_turned" doc:"Roll length needed if the carpet ran the other way, ft (for comparison; pile direction decides)."`
	CodeReference    string  `json:"code_reference" doc:"The residential carpet installation standard."`
}

// flooringCarpetLinearFt is the ConstructionWork.com method: full-width runs,
// then the fill strip rounded to a divisor of the roll width, cut as
// 12/fill strips laid end to end.
func flooringCarpetLinearFt(length, width float64) (drops int, fill float64, pieces int, linear float64) {
	drops = int(math.Floor(width/flooringCarpetRollFt + 1e-9))
	rest := width - float64(drops)*flooringCarpetRollFt
	linear = float64(drops) * length
	if rest <= 1e-9 {
		return drops, 0, 0, linear
	}
	for _, f := range flooringCarpetFillWidths {
		if f >= rest-1e-9 {
			fill = f
			break
		}
	}
	pieces = int(flooringCarpetRollFt / fill)
	return drops, fill, pieces, linear + length*fill/flooringCarpetRollFt
}

var flooringCarpet = Define(Definition[flooringCarpetIn, flooringCarpetOut]{
	Category:       "flooring",
	Kind:           "carpet",
	Title:          "Carpet square yards from 12 ft rolls",
	Summary:        "Linear feet and square yards of 12 ft roll carpet for a rectangular room, with full-width runs and a fill strip cut to a divisor of the roll, and the seam waste that results (installation per CRI 105).",
	CodeReferences: []string{"CRI 105"},
	Compute: func(in flooringCarpetIn) (flooringCarpetOut, error) {
		drops, fill, pieces, linear := flooringCarpetLinearFt(in.LengthFt, in.WidthFt)
		_, _, _, turned := flooringCarpetLinearFt(in.WidthFt, in.LengthFt)
		buy := flooringCarpetRollFt * linear / 9
		room := in.LengthFt * in.WidthFt / 9
		return flooringCarpetOut{
			RollWidthFt:      flooringCarpetRollFt,
			FullWidthDrops:   drops,
			FillWidthFt:      fill,
			FillPieces:       pieces,
			LinearFt:         linear,
			PurchaseSqyd:     buy,
			RoomSqyd:         room,
			SeamWasteSqyd:    buy - room,
			WastePct:         (buy - room) / room * 100,
			LinearFtIfTurned: turned,
			CodeReference:    "CRI 105",
		}, nil
	},
})

// ---------------------------------------------------------------- underlayment

type flooringUnderlaymentIn struct {
	AreaSqft         float64 `json:"area_sqft" calc:"required,gt=0,max=100000" doc:"Floor area, ft² (without the flooring's waste allowance)."`
	Form             string  `json:"form" calc:"default=roll,enum=roll|sheet" doc:"roll: foam, felt or cork roll underlayment; sheet: panel underlayment (plywood, lauan)."`
	RollCoverageSqft float64 `json:"roll_coverage_sqft" calc:"default=100,min=10,max=2000" doc:"Coverage of one roll from its label, ft² (rolls are sold from 100 to 1000 ft²)."`
	SheetSize        string  `json:"sheet_size" calc:"default=4x8,enum=4x8|4x4" doc:"Panel size, feet (4x8 = 32 ft², 4x4 = 16 ft²); used when form is sheet."`
	WastePct         float64 `json:"waste_pct" calc:"default=0,min=0,max=50" doc:"Allowance for cut-off, percent; roll coverage is usually taken on the net floor area."`
}

type flooringUnderlaymentOut struct {
	Form              string  `json:"form" doc:"roll or sheet."`
	UnitCoverageSqft  float64 `json:"unit_coverage_sqft" doc:"Coverage of one roll or sheet applied, ft²."`
	WastePctApplied   float64 `json:"waste_pct_applied" doc:"Allowance applied, percent."`
	AreaWithWasteSqft float64 `json:"area_with_waste_sqft" doc:"Area x (1 + allowance), ft²."`
	Units             int     `json:"units" doc:"Rolls or sheets to buy: ceil(area_with_waste / unit coverage)."`
	CoveragePurchSqft float64 `json:"coverage_purchased_sqft" doc:"Coverage of the rolls or sheets bought, ft²."`
	CodeReference     string  `json:"code_reference" doc:"ASTM F1482 (panel underlayment practice) for sheets; the manufacturer's roll specification for rolls."`
}

var flooringUnderlayment = Define(Definition[flooringUnderlaymentIn, flooringUnderlaymentOut]{
	Category:       "flooring",
	Kind:           "underlayment",
	Title:          "Underlayment rolls or sheets",
	Summary:        "Rolls of underlayment from the manufacturer's roll coverage, or 4x8 / 4x4 underlayment panels (ASTM F1482 panel practice), for a floor area.",
	CodeReferences: []string{"NWFA Installation Guidelines", "ASTM F1482"},
	Compute: func(in flooringUnderlaymentIn) (flooringUnderlaymentOut, error) {
		unit, ref := in.RollCoverageSqft, "NWFA Installation Guidelines"
		if in.Form == "sheet" {
			unit, ref = flooringSheetSqft[in.SheetSize], "ASTM F1482"
		}
		gross := in.AreaSqft * (1 + in.WastePct/100)
		units := CeilCount(gross / unit)
		return flooringUnderlaymentOut{
			Form:              in.Form,
			UnitCoverageSqft:  unit,
			WastePctApplied:   in.WastePct,
			AreaWithWasteSqft: gross,
			Units:             units,
			CoveragePurchSqft: float64(units) * unit,
			CodeReference:     ref,
		}, nil
	},
})
