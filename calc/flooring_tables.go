package calc

// Data behind the flooring calculators. Every figure names the document it
// was read from; rows that could not be confirmed are not carried.

// flooringTileWastePct is the waste allowance by layout pattern, percent of
// the floor area. Source: HomeProject.tools, "Tile Waste Percentage Guide"
// (homeproject.tools/guides/tile-waste-percentage-guide): "Select waste factor
// based on pattern: 10% straight, 15% diagonal, 20% herringbone", and its
// pattern table gives running bond / offset 10%. The same 10/15/20 split is
// JusTheTool's "Tile Pattern Waste Guide" (200 ft² room: 220, 230, 240 ft²).
var flooringTileWastePct = map[string]float64{
	"straight":     10,
	"running_bond": 10,
	"diagonal":     15,
	"herringbone":  20,
}

// flooringThinsetCoverage is the coverage of one 50 lb bag of thin-set mortar
// by square-notch trowel, ft² (low and high end of the published range).
// Source: TEC Sturdi Flex Thin Set Mortar (TA-345/346) product data sheet,
// H.B. Fuller Construction Products, "Approximate Coverage per 50 lbs":
// 1/4 x 1/4 x 1/4 in square-notch 80-90 ft²; 1/4 x 3/8 x 1/4 in square-notch
// 55-65 ft². No manufacturer figure for a 1/2 x 1/2 in notch was found, so
// that row is not carried (the caller must give the coverage from the bag).
var flooringThinsetCoverage = map[string]struct{ low, high float64 }{
	"1/4x1/4": {80, 90},
	"1/4x3/8": {55, 65},
}

const (
	// flooringThinsetSource names the chart the coverage comes from.
	flooringThinsetSource = "TEC Sturdi Flex (TA-345/346) product data, coverage per 50 lb"

	// flooringThinsetMinCoverage is the least coverage per bag a caller may
	// give: below it the bag count stops being a bag count (and can overflow).
	flooringThinsetMinCoverage = 5

	// flooringWaterLbPerCuin is the density of water, lb/in³ (62.42796 lb/ft³
	// / 1728): a specific gravity times this is the grout's density.
	flooringWaterLbPerCuin = 62.42796 / 1728

	// flooringHardwoodDefectPct is the allowance for defective boards and
	// flooringHardwoodWastePct the installation (cutting) wastage by layout.
	// Source: The Spruce, "How Much Hardwood Flooring to Order": flooring
	// manufacturers set installer wastage at 8% to 15%, plus 5% for defective
	// material; diagonal installs waste more (its worked example: 450 ft² room
	// + 15% + 5% = 540 ft²). Straight takes the low end of the range, diagonal
	// the high end.
	flooringHardwoodDefectPct = 5

	// flooringCarpetRollFt is the roll width the carpet method is written for.
	flooringCarpetRollFt = 12
)

var flooringHardwoodWastePct = map[string]float64{
	"straight": 8,
	"diagonal": 15,
}

// flooringCarpetFillWidths are the fill-strip widths that divide a 12 ft roll
// evenly. Source: ConstructionWork.com, "Carpet and vinyl" estimating method:
// "If the width of your fill is 1', 2', 3', 4' or 6', use it as is. If it is
// some other dimension less than 6', round it up to the next larger"; a fill
// wider than 6 ft takes a full 12 ft width.
var flooringCarpetFillWidths = []float64{1, 2, 3, 4, 6, 12}

// flooringSheetSqft is the face area of an underlayment panel, ft².
var flooringSheetSqft = map[string]float64{
	"4x8": 32,
	"4x4": 16,
}
