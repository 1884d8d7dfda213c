package calc

// Published rates and dimensions behind the masonry calculators. Each names
// the document it was read from.

// masonryBlockFaceSqIn: a concrete masonry unit's nominal face, 16 x 8 in
// (the 15-5/8 x 7-5/8 in unit plus a 3/8 in joint), so 144/128 = 1.125
// blocks per square foot of wall (the coverage figure of dealer charts such
// as togarden.com's "8 x 8 x 16 = 1.125 per sq. ft.").
const masonryBlockFaceSqIn = 16 * 8

// Default waste_pct of block, brick and veneer (5): "an allowance of, say,
// 5 per cent, should be made for waste in breakage" (Building Trades
// Pocketbook, Brickwork, as published on chestofbooks.com).

// masonryBrick is a brick's specified (actual) face: length and height,
// inches, from The Engineering ToolBox table "Bricks - Quantity and Mortar
// Consumption" (brick types, nominal and actual sizes).
type masonryBrick struct{ lengthIn, heightIn float64 }

var masonryBricks = map[string]masonryBrick{
	"modular":   {7.625, 2.25},
	"standard":  {8, 2.25},
	"king":      {9.625, 2.625},
	"queen":     {9.625, 2.75},
	"engineer":  {7.625, 2.8125},
	"economy":   {7.625, 3.625},
	"utility":   {11.5, 3.625},
	"jumbo":     {8, 2.75},
	"norman":    {11.625, 2.25},
	"norwegian": {11.625, 2.75},
}

// Default joint_in of brick (3/8): "the predominant mortar joint width used
// in construction is 3/8 in" (The Engineering ToolBox, same table).

// masonryMortarRate is how many units one bag lays, and the sand that goes
// with each unit when the mortar is mixed on site.
type masonryMortarRate struct {
	blocksPerBag, bricksPerBag float64
	sandLbPerBlock             float64
	sandLbPerBrick             float64
	bagDescription             string
	source                     string
}

var masonryMortarRates = map[string]masonryMortarRate{
	// HatchCalc mortar calculator: a conservative 12 blocks or 20 bricks per
	// 80 lb bag of pre-mixed mortar ("typical manufacturer guidance runs up to
	// about 13 blocks or 20-25 bricks").
	"premix_80lb": {12, 20, 0, 0, "80 lb bags of pre-mixed mortar", "HatchCalc mortar calculator: 12 blocks or 20 bricks per 80 lb bag"},
	// Hunker, "How to Calculate the Amount of Mortar Mix Needed": bricks / 30
	// and blocks / 11 give 60 lb bags of mortar mix.
	"premix_60lb": {11, 30, 0, 0, "60 lb bags of mortar mix", "Hunker: 11 blocks or 30 bricks per 60 lb bag"},
	// Ask the Builder (Tim Carter), "Sand and Mortar Quantities": 2.5 bags of
	// masonry cement and 600 lb of sand per 100 8x8x16 blocks; 7 bags and
	// 3,000 lb of sand per 1,000 bricks.
	"masonry_cement_and_sand": {100.0 / 2.5, 1000.0 / 7, 6, 3, "bags of masonry cement, mixed with sand on site", "Ask the Builder: 2.5 bags + 600 lb sand per 100 blocks; 7 bags + 3,000 lb sand per 1,000 bricks"},
}

// Default waste_pct of mortar (10): "10% is standard for spillage and
// dropped mortar" (HatchCalc mortar calculator).

// masonryCMU8CoreFraction: "For a fully grouted standard 8x8x16-inch block,
// approximately 52 percent of the total unit volume is taken up by the
// grout" (EngineerFix, "How to Calculate Grout for a CMU Block Wall"). The
// unit is 7-5/8 x 7-5/8 x 15-5/8 in actual. Other widths are not carried:
// the published per-width figures found disagree by a factor of ten.
const (
	masonryCMU8CoreFraction = 0.52
	masonryCMU8UnitCuIn     = 7.625 * 7.625 * 15.625
)

// masonryCMUCourseIn and masonryCMUCellIn: an 8 in course, and a 16 in
// two-cell unit's 8 in of length per cell.
const (
	masonryCMUCourseIn = 8
	masonryCMUCellIn   = 8
)

// masonryVeneerMaxSqftPerTie: IRC R703.8.4.1 (2021 and 2024), each anchored
// veneer tie supports not more than 2.67 ft² of wall. The reduced area of the
// section's exception (high seismic design categories, townhouses in SDC C,
// high wind pressure) is not carried.
const masonryVeneerMaxSqftPerTie = 2.67

// Default mortar_bed_in of veneer (1): "One-inch (25 mm) minimum thickness
// of cement grout shall be placed between the backing and the stone veneer"
// (IBC stone veneer provisions, 2018 IBC text as read; the stone veneer
// section is 1404.7 in the 2021 IBC and 1404.8 in the 2024 IBC).
