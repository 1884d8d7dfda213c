package calc

// No building-code section governs how far a gallon of paint goes: coverage
// (spreading rate) is a product property the manufacturer states. Each paint
// calculator therefore cites the data source it applies, and every rate can
// be replaced by the caller's own product figure.

// The interior coverage default (the coverage_sqft_per_gal tags of
// paint/walls and paint/ceiling): PROMASTER® Eggshell Interior Wall and Trim Enamel
// (1473-XXXXV) specification data sheet, a latex "wall, ceiling and trim
// paint" (MPI #44): "Practical Coverage: Apply at 300-400 sq ft/gal (7-10
// m²/L). Actual coverage may vary depending on substrate and application
// method" (theoretical 593 sq ft/gal at 1 mil dry, 37 % volume solids). We
// apply the low end, 300, so an estimate does not run short.

// paintInteriorRef is the designation paint/walls and paint/ceiling cite.
// paintCoverageStandard is every paint calculator's code_reference: ASTM
// D5150 ("Hiding Power of Architectural Paints Applied by Roller") defines
// the spreading rate, in ft²/gal at hiding, that data sheets publish. The
// specific source of each rate is returned as coverage_source.
const paintCoverageStandard = "ASTM D5150"

const paintInteriorRef = "PROMASTER 1473 data sheet"

// paintPrimerSqftPerGal: KILZ® ORIGINAL Interior Low VOC Oil Base Primer
// label/user guide: "Coverage: 300 - 400 sq. ft. per gallon depending on
// application method and surface porosity." Sealed (previously painted,
// non-absorbent) surfaces take the high end, porous ones (new drywall, bare
// wood, plaster, masonry) the low end.
var paintPrimerSqftPerGal = map[string]float64{
	"sealed": 400,
	"porous": 300,
}

const paintPrimerRef = "KILZ Original data sheet"

// Exterior siding, from Tommy Mac, "Buying Paint" (tommymac.us, January
// 2017): "Most exterior paints will cover about 400 square feet per gallon
// for one coat. ... If the surface is rough or porous, add 20% to the total
// gallons figured. If siding is narrow (4 to 5 in.), add 10%. If on a
// corrugated surface, add 33%. Also add on a 10% waste factor if using
// brushes or rollers, add 20% for airless paint sprayers, and add about 40%
// for air paint sprayers." The texture and application allowances are
// applied one after the other (multiplied). The smooth-siding rate, 400
// ft²/gal, is paint/exterior's coverage_sqft_per_gal default.

var paintExteriorTextureFactor = map[string]float64{
	"smooth":     1.00,
	"rough":      1.20,
	"narrow-lap": 1.10,
	"corrugated": 1.33,
}

var paintExteriorApplicationWastePct = map[string]float64{
	"brush-roller":  10,
	"airless-spray": 20,
	"air-spray":     40,
}

const paintExteriorRef = "Tommy Mac, Buying Paint (2017)"

// paintStainSqftPerGal: Barry Downe Paint, "Help With Stain Quantity"
// (barrydownepaint.com), coverage per gallon for one coat of stain:
// smooth new wood 200-225, rough new wood 125-150, smooth old wood 150-175,
// rough old wood 100-125 sq ft per gallon. We apply the low end of each
// range. No manufacturer stain data sheet with per-texture rates was found.
var paintStainSqftPerGal = map[string]float64{
	"smooth/new":       200,
	"rough/new":        125,
	"smooth/weathered": 150,
	"rough/weathered":  100,
}

const paintStainRef = "Barry Downe Paint stain chart"

// paintMinCoverageSqftPerGal bounds a caller-supplied coverage from below
// (a gallon that covers less is not a paint spreading rate).
const paintMinCoverageSqftPerGal = 50
