package calc

// Data behind the misc calculators. Every figure names the document it was
// read from; rows that could not be confirmed are not carried.

// miscSoil is one row of a bank (in situ) versus loose volume table: the
// volume, m³, that the same 8 tonnes of material occupy in the ground and
// after excavation.
type miscSoil struct {
	name            string
	bankM3, looseM3 float64
}

// miscSoilTonnes is the load the miscSoils volumes hold.
const miscSoilTonnes = 8

// miscSoils is the "Vehicle Capacity" table of methvin.org (Estimating
// production rates > Plant productions), 8 tonne column, in situ and loose
// m³. Its densities (8000 kg / volume) are those of the material-weights
// table in equipment makers' performance handbooks (clay, dry: 1840 kg/m³
// bank, 1480 loose). Swell = loose / in situ - 1.
var miscSoils = map[string]miscSoil{
	"clay_dry":         {"clay, dry excavated", 4.35, 5.41},
	"clay_wet":         {"clay, wet excavated", 3.85, 4.82},
	"clay_gravel_dry":  {"clay and gravel, dry", 4.82, 5.63},
	"clay_gravel_wet":  {"clay and gravel, wet", 4.35, 5.19},
	"rock_earth_75_25": {"decomposed rock, 75% rock 25% earth", 2.87, 4.08},
	"rock_earth_50_50": {"decomposed rock, 50% rock 50% earth", 3.51, 4.65},
	"rock_earth_25_75": {"decomposed rock, 25% rock 75% earth", 4.08, 5.10},
	"earth_wet":        {"earth, wet excavated", 3.96, 5.00},
	"gravel_pit_run":   {"gravel, pit run", 3.69, 4.15},
	"gravel_dry":       {"gravel, dry", 4.73, 5.30},
	"sand_dry":         {"sand, dry loose", 5.00, 5.63},
	"sand_wet":         {"sand, wet", 3.85, 4.35},
	"sand_gravel_dry":  {"sand and gravel, dry", 4.15, 4.65},
	"sand_gravel_wet":  {"sand and gravel, wet", 3.59, 3.96},
	"stone_crushed":    {"stone, crushed", 3.00, 5.00},
	"topsoil":          {"topsoil", 5.84, 8.42},
}

const (
	miscKgPerTonne    = 1000
	miscLbPerKg       = 2.20462262185
	miscCuftPerM3     = 35.3146667215
	miscLbPerShortTon = 2000
	miscCuftPerCuyd   = 27
	miscKgM3ToPcf     = miscLbPerKg / miscCuftPerM3 // 1 kg/m³ in lb/ft³
)

// miscGravelTonsPerCuyd is the weight of a loose cubic yard of landscape
// stone, short tons. Source: Stone Siding (stonesiding.net/material-
// calculators), "Tons Per Cubic Yard: Gravels": Rock (57 & 89) 1.2, Lime
// Rock (919) 1.25, River Rock 1.325, Granite 1.325, Marble 1.35, Lava Rock
// 0.5. (Its proprietary blends, Eastern Sunrise and Crimson, are not carried.)
var miscGravelTonsPerCuyd = map[string]float64{
	"crushed_stone_57": 1.2,
	"lime_rock":        1.25,
	"river_rock":       1.325,
	"granite":          1.325,
	"marble":           1.35,
	"lava_rock":        0.5,
}

// miscMulchBagCuft is the volume of a bag of mulch, ft³. Stone Siding's
// conversions: 1 yd³ = 13.5 two-cubic-foot bags = 9 three-cubic-foot bags.
var miscMulchBagCuft = map[string]float64{
	"2_cuft": 2,
	"3_cuft": 3,
}

// miscConcreteBagYieldCuft is the yield of one bag of premixed concrete used
// to set posts, ft³: 80 lb 0.60 and 60 lb 0.45 (constructionmaterialcalculator
// .online, Fence Post Depth Calculator), 50 lb 0.375 (HatchCalc, Fence Post
// Concrete Calculator).
var miscConcreteBagYieldCuft = map[string]float64{
	"50lb": 0.375,
	"60lb": 0.45,
	"80lb": 0.60,
}

const (
	// miscPostHoleDiameterFactor and miscPostHoleDepthFraction are Sakrete's
	// post-setting rules ("How to set fence posts without mixing concrete"):
	// the hole about 3x the post width, its depth about 1/3 of the post's
	// height above ground.
	miscPostHoleDiameterFactor = 3
	miscPostHoleDepthFraction  = 1.0 / 3

	// miscPaverAggregatePcf is the in-place weight of paver base stone and
	// bedding sand: "One ton of modified stone or sand will cover 100 square
	// feet at 2 inches thick" (experts123.com, interlocking concrete pavers
	// FAQ; its 10 x 10 ft patio takes 3 tons of base at 6 in and 1/2 ton of
	// sand at 1 in): 2000 lb / 16.667 ft³ = 120 lb/ft³.
	miscPaverAggregatePcf = 120

	// miscPaverMinBaseIn is the minimum compacted aggregate base under
	// patios and walks, per ICPI installation guidance as given by Clayton
	// Block (claytonco.com, Garden State pavers installation): "The minimum
	// excavation depth on patios and walks is 7 inches: 4 inch base, 1 inch
	// sand and 2 3/8 inch paver." The same source gives the pavers input
	// defaults: 1 in bedding sand, and ICPI (icpi.org, concrete pavers
	// installation) paves pedestrian areas and driveways with 2 3/8 in
	// (60 mm) units.
	miscPaverMinBaseIn = 4
	miscPaverRef       = "ICPI Tech Spec 2"
)
