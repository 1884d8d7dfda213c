package calc

// Code tables for the concrete calculators. Only rows read from a source are
// carried; inputs that need another row answer 422 (concreteNotCarried).

const concreteNotCarried = "not_carried"

// concreteFootingKey selects one entry of IRC Tables R403.1(1) and R403.1(3).
type concreteFootingKey struct {
	construction string // "light-frame" → R403.1(1); "concrete-or-masonry" → R403.1(3)
	stories      int
	foundation   string // slab-on-grade, crawl-space, basement
}

// concreteFootingSize is a minimum footing width W and thickness T, inches.
type concreteFootingSize struct{ widthIn, thicknessIn float64 }

// The only column and row group carried: 30 psf snow load or roof live load,
// 2,000 psf soil. Read from IRC Table R403.1(1) "Minimum width and thickness
// for concrete footings for light-frame construction" and Table R403.1(3)
// "... with cast-in-place concrete or fully grouted masonry wall
// construction", as reproduced in "Determining Perimeter Footing Sizes"
// (scribd.com/document/498791126), which also carries footnotes a
// (interpolation allowed, extrapolation not) and b (32-foot-wide house; per
// 2 ft of width adjustment add or subtract 2 in of width and 1 in of
// thickness, never below 6 in thick). The footnote-b form of the tables dates
// from the 2015 IRC; the 2021 and 2024 IRC keep the table numbers. The other
// snow-load rows (20, 50, 70 psf), the other soil columns (1,500, 2,500,
// 3,000, 3,500, 4,000 psf) and Table R403.1(2) (brick veneer) were not
// available to us and are not carried.
const (
	concreteFootingTableSnowPsf = 30
	concreteFootingTableSoilPsf = 2000
	// Footnote b: the tables assume a 32-foot-wide house.
	concreteFootingTableHouseWidthFt = 32
)

var concreteFootingTable = map[concreteFootingKey]concreteFootingSize{
	// IRC Table R403.1(1), light-frame construction, 30 psf, 2,000 psf.
	{"light-frame", 1, "slab-on-grade"}: {12, 6},
	{"light-frame", 1, "crawl-space"}:   {12, 6},
	{"light-frame", 1, "basement"}:      {14, 6},
	{"light-frame", 2, "slab-on-grade"}: {12, 6},
	{"light-frame", 2, "crawl-space"}:   {13, 6},
	{"light-frame", 2, "basement"}:      {17, 6},
	{"light-frame", 3, "slab-on-grade"}: {12, 6},
	{"light-frame", 3, "crawl-space"}:   {15, 6},
	{"light-frame", 3, "basement"}:      {20, 6},
	// IRC Table R403.1(3), cast-in-place concrete or fully grouted masonry
	// walls, 30 psf, 2,000 psf.
	{"concrete-or-masonry", 1, "slab-on-grade"}: {12, 6},
	{"concrete-or-masonry", 1, "crawl-space"}:   {15, 6},
	{"concrete-or-masonry", 1, "basement"}:      {20, 6},
	{"concrete-or-masonry", 2, "slab-on-grade"}: {18, 6},
	{"concrete-or-masonry", 2, "crawl-space"}:   {22, 6},
	{"concrete-or-masonry", 2, "basement"}:      {27, 8},
	{"concrete-or-masonry", 3, "slab-on-grade"}: {25, 7},
	{"concrete-or-masonry", 3, "crawl-space"}:   {29, 9},
	{"concrete-or-masonry", 3, "basement"}:      {33, 12},
}

// IRC R403.1.1 (2021 and 2024): concrete footings not less than 12 in wide
// and 6 in thick; projections at least 2 in and not more than the footing
// thickness.
const (
	concreteFootingMinWidthIn      = 12
	concreteFootingMinThicknessIn  = 6
	concreteFootingMinProjectionIn = 2
)

// concreteRebarBar is an ASTM A615 deformed bar: nominal diameter (in) and
// unit weight (lb/ft). Values as tabulated by Concrete Construction, "Rebar
// size and weights" (concreteconstruction.net), which gives the ASTM nominal
// dimensions: #3 0.375 in 0.376 lb/ft … #8 1.000 in 2.670 lb/ft.
type concreteRebarBar struct{ diameterIn, weightPlf float64 }

var concreteRebarBars = map[string]concreteRebarBar{
	"#3": {0.375, 0.376},
	"#4": {0.500, 0.668},
	"#5": {0.625, 1.043},
	"#6": {0.750, 1.502},
	"#7": {0.875, 2.044},
	"#8": {1.000, 2.670},
}

// concreteRebarLapIn is the tension lap splice length (in) of IRC Table
// R608.5.4(1) "Lap splice and tension development lengths", by bar size and
// yield strength (Grade 40 = 40,000 psi, Grade 60 = 60,000 psi), the table
// IRC R608.5.4.3 (and R404.1.3.3.7.5 for foundation walls) points to. Read
// from the table as published on UpCodes ("Reinforcement installation
// details"): #4 20/30, #5 25/38, #6 30/45 in. The IRC table covers #4-#6
// only; #3, #7 and #8 take a lap in bar diameters (ACI 318).
var concreteRebarLapIn = map[string][2]float64{ // [Grade 40, Grade 60]
	"#4": {20, 30},
	"#5": {25, 38},
	"#6": {30, 45},
}

// concreteMixParts are the nominal volumetric mixes (cement : sand : gravel)
// of small-job estimating practice.
var concreteMixParts = map[string][3]float64{
	"1:1.5:3": {1, 1.5, 3},
	"1:2:3":   {1, 2, 3},
	"1:2:4":   {1, 2, 4},
	"1:3:6":   {1, 3, 6},
}

const (
	// A US bag of portland cement weighs 94 lb and is taken as 1 ft³ loose
	// volume in volumetric proportioning (constructionmaterialcalculator.online,
	// Cement Quantity Calculator: "the 94 lb bag ... conventionally treated as
	// 1 cubic foot for mix design").
	concreteCementLbPerBag   = 94
	concreteCementCuftPerBag = 1
)

// IRC R506 (2021 numbering R506.2.x; 2024 inserted R506.2 Post-Tensioned
// Slab-on-Ground Floors and moved site preparation to R506.3.x, confirmed in
// the IRC 2021 and 2024 tables of contents). Values: 3½ in minimum slab
// (R506.1), fill at most 24 in of clean sand or gravel or 8 in of earth
// (R506.2.1), 4 in base course (R506.2.2), 6-mil polyethylene vapor retarder
// with joints lapped at least 6 in (R506.2.3). Read from the 2012 IRC text of
// R506.2.3 (thebuildingcodeforum.com), the 2009 IRC summary of R506 by EVstudio
// ("Code requirements for concrete slabs on grade") and the 2019 CRC R506.2.2
// text; the 2024 values are taken to be unchanged (the 2024 change added the
// post-tensioned section).
const (
	concreteSlabMinThicknessIn   = 3.5
	concreteSlabMaxSandFillIn    = 24
	concreteSlabMaxEarthFillIn   = 8
	concreteSlabMinBaseIn        = 4
	concreteSlabMinRetarderMil   = 6
	concreteSlabMinRetarderLapIn = 6
)
