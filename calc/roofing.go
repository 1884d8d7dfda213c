package calc

import "math"

func roofingCalculators() []*Calculator {
	return []*Calculator{roofingSquares, roofingShingles, roofingUnderlayment, roofingPitch, roofingDripEdge, roofingNails}
}

// A roofing square is 100 ft² of roof surface (the unit shingles are sold by).
const roofingSqftPerSquare = 100

// roofingPitchFactor is the sloped length per unit of horizontal run for a
// rise in inches per 12 in of run: √(1 + (rise/12)²). NRCA's pitch-multiplier
// table gives the same figures (6/12 → 1.118, 12/12 → 1.414).
func roofingPitchFactor(risePer12 float64) float64 { return math.Hypot(1, risePer12/12) }

// IRC R905.2.2 (2021 and 2024, same number): asphalt shingles only on slopes
// of 2:12 or more; from 2:12 up to 4:12 the underlayment is applied double
// (R905.1.1).
const (
	roofingMinShingleRise     = 2.0
	roofingDoubleUnderlayRise = 4.0
	roofingRefSquares         = "IRC R905.2"
	roofingRefSlope           = "IRC R905.2.2"
	roofingRefUnderlayment    = "IRC R905.1.1"
	roofingRefAttachment      = "IRC R905.2.6"
	roofingRefDripEdge        = "IRC R905.2.8.5"
	roofingSlopeUnit          = "in per 12 in"
)

// ---------------------------------------------------------------- squares

type roofingSquaresIn struct {
	FootprintLengthFt float64 `json:"footprint_length_ft" calc:"required,gt=0,max=1000" doc:"Length of the roof's horizontal footprint (building plus overhangs), feet."`
	FootprintWidthFt  float64 `json:"footprint_width_ft" calc:"required,gt=0,max=1000" doc:"Width of the roof's horizontal footprint (building plus overhangs), feet."`
	PitchRiseIn       float64 `json:"pitch_rise_in" calc:"required,min=0,max=24" doc:"Roof pitch: rise in inches per 12 in of horizontal run (every plane at this pitch: gable or hip roofs)."`
	WastePct          float64 `json:"waste_pct" calc:"default=10,min=0,max=50" doc:"Ordering allowance added for cutting waste, percent; 10 is the common allowance of roofing guides (buy the area plus 10 %)."`
}

type roofingSquaresOut struct {
	FootprintAreaSqft float64 `json:"footprint_area_sqft" doc:"Horizontal footprint area, ft²."`
	PitchFactor       float64 `json:"pitch_factor" doc:"√(1 + (rise/12)²): sloped area per unit of footprint area."`
	RoofAreaSqft      float64 `json:"roof_area_sqft" doc:"Sloped roof surface area: footprint × pitch factor, ft²."`
	WastePctApplied   float64 `json:"waste_pct_applied" doc:"Waste allowance applied, percent."`
	AreaWithWasteSqft float64 `json:"area_with_waste_sqft" doc:"Roof area plus the waste allowance, ft²."`
	Squares           float64 `json:"squares" doc:"area_with_waste_sqft / 100 (1 square = 100 ft²)."`
	SquaresRoundedUp  int     `json:"squares_rounded_up" doc:"Whole squares to order."`
	CodeReference     string  `json:"code_reference" doc:"The asphalt-shingle section the roof area feeds."`
}

var roofingSquares = Define(Definition[roofingSquaresIn, roofingSquaresOut]{
	Category:       "roofing",
	Kind:           "squares",
	Title:          "Roof area and squares",
	Summary:        "Sloped roof area from the footprint and pitch (pitch factor √(1+(rise/12)²)) and roofing squares of 100 ft² with a waste allowance, as shingle manufacturers sell them.",
	CodeReferences: []string{roofingRefSquares},
	Compute: func(in roofingSquaresIn) (roofingSquaresOut, error) {
		footprint := in.FootprintLengthFt * in.FootprintWidthFt
		factor := roofingPitchFactor(in.PitchRiseIn)
		area := footprint * factor
		withWaste := area * (1 + in.WastePct/100)
		squares := withWaste / roofingSqftPerSquare
		return roofingSquaresOut{
			FootprintAreaSqft: footprint,
			PitchFactor:       factor,
			RoofAreaSqft:      area,
			WastePctApplied:   in.WastePct,
			AreaWithWasteSqft: withWaste,
			Squares:           squares,
			SquaresRoundedUp:  CeilCount(squares),
			CodeReference:     roofingRefSquares,
		}, nil
	},
})

// ---------------------------------------------------------------- shingles

// roofingBundlesPerSquare: three bundles of ordinary strip or laminated
// shingles cover a square (about 33.3 ft² a bundle: reference.com, "How many
// square feet are in a bundle of shingles"; Owens Corning's metric laminate
// is 22 shingles a bundle, 65 a square). Thicker premium laminates come four
// bundles to the square (terrificexterior.com, "How many feet does a bundle
// of cap shingles cover": "thicker shingles ... 4 bundles per 100 ft²").
func roofingBundlesPerSquare(shingleType string) int {
	if shingleType == "heavy-laminated" {
		return 4
	}
	return 3
}

// GAF Seal-A-Ridge hip and ridge cap: 25 linear ft a bundle (45 pieces at a
// 6 2/3 in exposure; GAF retail listing quoted by terrificexterior.com).
// Pre-cut starter strips: 100–105 linear ft a bundle (engineerfix.com, "How
// many linear feet in a bundle of starter shingles"); we default to the low
// end, 100 ft. These are the ridge_ft_per_bundle and starter_ft_per_bundle
// defaults below; pass the product's own figure when it differs.

type roofingShinglesIn struct {
	RoofAreaSqft       float64 `json:"roof_area_sqft" calc:"required,gt=0,max=100000" doc:"Sloped roof area to shingle, ft² (roofing/squares roof_area_sqft)."`
	WastePct           float64 `json:"waste_pct" calc:"default=10,min=0,max=50" doc:"Waste allowance on the field shingles, percent (10 is the common allowance)."`
	ShingleType        string  `json:"shingle_type" calc:"default=laminated,enum=three-tab|laminated|heavy-laminated" doc:"three-tab and laminated: 3 bundles a square; heavy-laminated (thick premium laminates): 4 bundles a square."`
	StarterLengthFt    float64 `json:"starter_length_ft" calc:"default=0,min=0,max=10000" doc:"Eaves plus rakes that take a starter strip, feet."`
	RidgeLengthFt      float64 `json:"ridge_length_ft" calc:"default=0,min=0,max=10000" doc:"Hips plus ridges that take hip-and-ridge cap shingles, feet."`
	StarterFtPerBundle float64 `json:"starter_ft_per_bundle" calc:"default=100,min=10,max=300" doc:"Linear feet one starter bundle covers; default 100 ft, the low end of the 100–105 ft pre-cut starter bundles (engineerfix.com)."`
	RidgeFtPerBundle   float64 `json:"ridge_ft_per_bundle" calc:"default=25,min=5,max=100" doc:"Linear feet one hip-and-ridge bundle covers; default 25 ft (GAF Seal-A-Ridge: 45 pieces at 6 2/3 in exposure)."`
}

type roofingShinglesOut struct {
	SquaresWithWaste   float64 `json:"squares_with_waste" doc:"roof_area_sqft × (1 + waste_pct/100) / 100."`
	WastePctApplied    float64 `json:"waste_pct_applied" doc:"Waste allowance applied, percent."`
	BundlesPerSquare   int     `json:"bundles_per_square" doc:"Bundles of field shingles per 100 ft² for the shingle type."`
	ShingleBundles     int     `json:"shingle_bundles" doc:"Bundles of field shingles: ceil(squares_with_waste × bundles_per_square)."`
	StarterBundles     int     `json:"starter_bundles" doc:"Starter-strip bundles: ceil(starter_length_ft / starter_ft_per_bundle)."`
	RidgeCapBundles    int     `json:"ridge_cap_bundles" doc:"Hip-and-ridge cap bundles: ceil(ridge_length_ft / ridge_ft_per_bundle)."`
	StarterFtPerBundle float64 `json:"starter_ft_per_bundle" doc:"Starter coverage applied, linear feet per bundle."`
	RidgeFtPerBundle   float64 `json:"ridge_ft_per_bundle" doc:"Hip-and-ridge coverage applied, linear feet per bundle."`
	CodeReference      string  `json:"code_reference" doc:"The asphalt-shingle section."`
}

var roofingShingles = Define(Definition[roofingShinglesIn, roofingShinglesOut]{
	Category:       "roofing",
	Kind:           "shingles",
	Title:          "Shingle bundles, starter and ridge cap",
	Summary:        "Bundles of field shingles by shingle type (3 or 4 a square), starter-strip and hip-and-ridge bundles by linear coverage, from manufacturers' packaging figures (GAF Seal-A-Ridge 25 ft a bundle).",
	CodeReferences: []string{roofingRefSquares},
	Compute: func(in roofingShinglesIn) (roofingShinglesOut, error) {
		squares := in.RoofAreaSqft * (1 + in.WastePct/100) / roofingSqftPerSquare
		perSquare := roofingBundlesPerSquare(in.ShingleType)
		return roofingShinglesOut{
			SquaresWithWaste:   squares,
			WastePctApplied:    in.WastePct,
			BundlesPerSquare:   perSquare,
			ShingleBundles:     CeilCount(squares * float64(perSquare)),
			StarterBundles:     CeilCount(in.StarterLengthFt / in.StarterFtPerBundle),
			RidgeCapBundles:    CeilCount(in.RidgeLengthFt / in.RidgeFtPerBundle),
			StarterFtPerBundle: in.StarterFtPerBundle,
			RidgeFtPerBundle:   in.RidgeFtPerBundle,
			CodeReference:      roofingRefSquares,
		}, nil
	},
})

// ---------------------------------------------------------------- underlayment

// roofingUnderlaymentRoll is one underlayment product's roll.
type roofingUnderlaymentRoll struct{ widthIn, lengthFt float64 }

// roofingRoll returns the roll of a product:
//   - felt-15: No. 15 asphalt felt, a 4-square roll 3 ft × 144 ft = 432 ft²
//     (InterWrap, "Synthetic roofing underlayment vs black felt").
//   - felt-30: No. 30 felt, a 2-square roll 3 ft × 72 ft = 216 ft² (same).
//   - synthetic-10sq: synthetic underlayment in 10-square (1,000 ft²) rolls
//     (Atlas Roofing, "Underlayment weights and measurements"), 48 in wide,
//     the common width InterWrap names; 1,000 ft² / 4 ft = 250 ft long.
func roofingRoll(product string) roofingUnderlaymentRoll {
	switch product {
	case "felt-30":
		return roofingUnderlaymentRoll{36, 72}
	case "synthetic-10sq":
		return roofingUnderlaymentRoll{48, 250}
	}
	return roofingUnderlaymentRoll{36, 144}
}

// IRC R905.1.1 / Table R905.1.1(2), asphalt shingles:
//   - slope 4:12 and over: one layer shingle fashion, lapped 2 in, end laps
//     4 in offset 6 ft;
//   - 2:12 up to 4:12: two layers: a 19 in strip at the eave, then 36 in
//     sheets each overlapping the one below by 19 in; end laps 4 in.
//
// 19 in on a 36 in sheet is half the width plus 1 in, ARMA's rule for any
// width ("Installation of asphalt shingles on lower sloped roofs"), which
// we apply to the 48 in synthetic.
const (
	roofingSingleHeadLapIn = 2
	roofingEndLapIn        = 4
)

type roofingUnderlaymentIn struct {
	RoofAreaSqft float64 `json:"roof_area_sqft" calc:"required,gt=0,max=100000" doc:"Sloped roof area to cover, ft² (roofing/squares roof_area_sqft)."`
	PitchRiseIn  float64 `json:"pitch_rise_in" calc:"required,min=2,max=24" doc:"Roof pitch, rise in inches per 12 in of run; below 4 the underlayment is doubled, below 2 asphalt shingles are not allowed."`
	EaveLengthFt float64 `json:"eave_length_ft" calc:"default=0,min=0,max=10000" doc:"Eave length, feet: a double-layer application starts with a half-width strip along it."`
	Product      string  `json:"product" calc:"default=felt-15,enum=felt-15|felt-30|synthetic-10sq" doc:"Roll: felt-15 (36 in × 144 ft, 432 ft²), felt-30 (36 in × 72 ft, 216 ft²), synthetic-10sq (48 in × 250 ft, 1,000 ft²)."`
}

type roofingUnderlaymentOut struct {
	Layers              int     `json:"layers" doc:"Layers of underlayment: 2 from 2:12 up to 4:12, else 1."`
	DoubleLayerRequired bool    `json:"double_layer_required" doc:"True when the slope is below 4:12."`
	RollWidthIn         float64 `json:"roll_width_in" doc:"Roll width, inches."`
	RollLengthFt        float64 `json:"roll_length_ft" doc:"Roll length, feet."`
	RollNominalSqft     float64 `json:"roll_nominal_sqft" doc:"Width × length of one roll, ft²."`
	HeadLapIn           float64 `json:"head_lap_in" doc:"Overlap of each course on the one below, inches: 2 (one layer) or half the width + 1 (two layers; 19 in on 36 in felt)."`
	EndLapIn            float64 `json:"end_lap_in" doc:"End lap between rolls, inches."`
	CourseExposureIn    float64 `json:"course_exposure_in" doc:"New coverage up the slope per course: width − head lap, inches."`
	StarterStripFt      float64 `json:"starter_strip_ft" doc:"Half-width starter strip along the eave (double layer only), feet of roll."`
	RollFeetNeeded      float64 `json:"roll_feet_needed" doc:"Length of roll laid: roof area / course exposure + starter strip, feet."`
	Rolls               int     `json:"rolls" doc:"Rolls to buy: ceil(roll_feet_needed / (roll length − end lap))."`
	CodeReference       string  `json:"code_reference" doc:"The underlayment section."`
}

var roofingUnderlayment = Define(Definition[roofingUnderlaymentIn, roofingUnderlaymentOut]{
	Category:       "roofing",
	Kind:           "underlayment",
	Title:          "Roof underlayment rolls",
	Summary:        "Rolls of underlayment for a shingle roof from roll size, head and end laps, doubled from 2:12 up to 4:12 as IRC R905.1.1 requires (19 in laps on 36 in felt), with No. 15/No. 30 felt and 10-square synthetic rolls.",
	CodeReferences: []string{roofingRefUnderlayment},
	Compute: func(in roofingUnderlaymentIn) (roofingUnderlaymentOut, error) {
		if in.PitchRiseIn < roofingMinShingleRise {
			return roofingUnderlaymentOut{}, Invalid("pitch_rise_in", "below_minimum_slope",
				"asphalt shingles need a slope of at least 2:12 (IRC R905.2.2); no underlayment application below 2:12 is carried")
		}
		roll := roofingRoll(in.Product)
		out := roofingUnderlaymentOut{
			Layers:          1,
			RollWidthIn:     roll.widthIn,
			RollLengthFt:    roll.lengthFt,
			RollNominalSqft: roll.widthIn / 12 * roll.lengthFt,
			HeadLapIn:       roofingSingleHeadLapIn,
			EndLapIn:        roofingEndLapIn,
			CodeReference:   roofingRefUnderlayment,
		}
		if in.PitchRiseIn < roofingDoubleUnderlayRise {
			out.Layers = 2
			out.DoubleLayerRequired = true
			out.HeadLapIn = roll.widthIn/2 + 1
			out.StarterStripFt = in.EaveLengthFt
		}
		out.CourseExposureIn = roll.widthIn - out.HeadLapIn
		out.RollFeetNeeded = in.RoofAreaSqft/(out.CourseExposureIn/12) + out.StarterStripFt
		out.Rolls = CeilCount(out.RollFeetNeeded / (roll.lengthFt - roofingEndLapIn/12.0))
		return out, nil
	},
})

// ---------------------------------------------------------------- pitch

type roofingPitchIn struct {
	RiseIn float64 `json:"rise_in" calc:"required,min=0,max=48" doc:"Vertical rise over the run, inches."`
	RunIn  float64 `json:"run_in" calc:"default=12,min=1,max=48" doc:"Horizontal run the rise is measured over, inches (pitch is stated per 12 in)."`
}

type roofingPitchOut struct {
	RisePer12In                float64 `json:"rise_per_12_in" doc:"Pitch as rise in inches per 12 in of run."`
	AngleDeg                   float64 `json:"angle_deg" calc:"places=1" doc:"Slope angle from horizontal, degrees."`
	SlopePct                   float64 `json:"slope_pct" calc:"places=1" doc:"Rise over run as a percentage (the code writes 2:12 as 17 percent)."`
	PitchFactor                float64 `json:"pitch_factor" doc:"√(1 + (rise/run)²): sloped length or area per unit of horizontal."`
	DoubleUnderlaymentRequired bool    `json:"double_underlayment_required" doc:"True from 2:12 up to 4:12, where IRC R905.2.2 requires double underlayment (R905.1.1)."`
	Checks                     []Check `json:"checks" doc:"Slope against the 2:12 minimum for asphalt shingles."`
	Pass                       bool    `json:"pass" doc:"True when asphalt shingles are allowed at this slope."`
	CodeReference              string  `json:"code_reference" doc:"The asphalt-shingle slope section."`
}

var roofingPitch = Define(Definition[roofingPitchIn, roofingPitchOut]{
	Category:       "roofing",
	Kind:           "pitch",
	Title:          "Roof pitch, angle and minimum slope",
	Summary:        "Rise over run as pitch per 12, degrees, percent and pitch factor, checked against the 2:12 minimum slope for asphalt shingles and the 4:12 double-underlayment threshold of IRC R905.2.2.",
	CodeReferences: []string{roofingRefSlope},
	Compute: func(in roofingPitchIn) (roofingPitchOut, error) {
		p := in.RiseIn / in.RunIn * 12
		checks := []Check{AtLeast("asphalt shingle roof slope", p, roofingMinShingleRise, roofingSlopeUnit, roofingRefSlope)}
		return roofingPitchOut{
			RisePer12In:                p,
			AngleDeg:                   math.Atan2(in.RiseIn, in.RunIn) * 180 / math.Pi,
			SlopePct:                   in.RiseIn / in.RunIn * 100,
			PitchFactor:                roofingPitchFactor(p),
			DoubleUnderlaymentRequired: checks[0].Pass && p < roofingDoubleUnderlayRise,
			Checks:                     checks,
			Pass:                       AllPass(checks),
			CodeReference:              roofingRefSlope,
		}, nil
	},
})

// ---------------------------------------------------------------- drip edge

// IRC R905.2.8.5 (2021 and 2024): drip edge at eaves and rakes of shingle
// roofs; adjacent pieces overlapped at least 2 in; fastened to the deck at
// not more than 12 in on center. Stock lengths run 8–12 ft, 10 ft being the
// common one (constructpedia.net, "Drip edge"; engineerfix.com: 10 or 12 ft).
const (
	roofingDripMinOverlapIn    = 2
	roofingDripMaxFastenerOCIn = 12
)

type roofingDripEdgeIn struct {
	EaveLengthFt      float64 `json:"eave_length_ft" calc:"default=0,min=0,max=10000" doc:"Total eave length, feet."`
	RakeLengthFt      float64 `json:"rake_length_ft" calc:"default=0,min=0,max=10000" doc:"Total rake (gable edge) length, feet."`
	Runs              int     `json:"runs" calc:"default=1,min=1,max=200" doc:"Separate continuous edges (each starts with a full piece and ends with its own fastener)."`
	PieceLengthFt     float64 `json:"piece_length_ft" calc:"default=10,min=4,max=20" doc:"Length of one drip-edge piece, feet; 10 ft is the common stock length."`
	OverlapIn         float64 `json:"overlap_in" calc:"default=2,min=0,max=12" doc:"Overlap between adjacent pieces, inches; IRC R905.2.8.5 requires at least 2."`
	FastenerSpacingIn float64 `json:"fastener_spacing_in" calc:"default=12,min=1,max=24" doc:"Fastener spacing along the edge, inches; IRC R905.2.8.5 allows at most 12."`
}

type roofingDripEdgeOut struct {
	TotalLengthFt float64 `json:"total_length_ft" doc:"Eaves plus rakes, feet."`
	PieceLengthFt float64 `json:"piece_length_ft" doc:"Piece length applied, feet."`
	OverlapIn     float64 `json:"overlap_in" doc:"Overlap applied, inches."`
	Pieces        int     `json:"pieces" doc:"Pieces to buy: ceil((total − runs × overlap) / (piece − overlap)), at least one a run."`
	Fasteners     int     `json:"fasteners" doc:"Fasteners: ceil(total / spacing) + one at the end of each run."`
	Checks        []Check `json:"checks" doc:"Overlap and fastener spacing against IRC R905.2.8.5."`
	Pass          bool    `json:"pass" doc:"True when every check passes."`
	CodeReference string  `json:"code_reference" doc:"The drip-edge section."`
}

var roofingDripEdge = Define(Definition[roofingDripEdgeIn, roofingDripEdgeOut]{
	Category:       "roofing",
	Kind:           "drip-edge",
	Title:          "Drip edge length and pieces",
	Summary:        "Linear feet, pieces and fasteners of drip edge for the eaves and rakes, with the 2 in minimum overlap and 12 in maximum fastener spacing of IRC R905.2.8.5 checked.",
	CodeReferences: []string{roofingRefDripEdge},
	Rules:          []Rule{{{"eave_length_ft>0"}, {"rake_length_ft>0"}}},
	Compute: func(in roofingDripEdgeIn) (roofingDripEdgeOut, error) {
		total := in.EaveLengthFt + in.RakeLengthFt
		if total <= 0 {
			return roofingDripEdgeOut{}, Invalid("eave_length_ft", "no_length", "give an eave or rake length greater than 0")
		}
		runs := float64(in.Runs)
		overlapFt := in.OverlapIn / 12
		pieces := max(in.Runs, CeilCount((total-runs*overlapFt)/(in.PieceLengthFt-overlapFt)))
		checks := []Check{
			AtLeast("drip edge overlap", in.OverlapIn, roofingDripMinOverlapIn, "in", roofingRefDripEdge),
			AtMost("drip edge fastener spacing", in.FastenerSpacingIn, roofingDripMaxFastenerOCIn, "in", roofingRefDripEdge),
		}
		return roofingDripEdgeOut{
			TotalLengthFt: total,
			PieceLengthFt: in.PieceLengthFt,
			OverlapIn:     in.OverlapIn,
			Pieces:        pieces,
			Fasteners:     CeilCount(total*12/in.FastenerSpacingIn) + in.Runs,
			Checks:        checks,
			Pass:          AllPass(checks),
			CodeReference: roofingRefDripEdge,
		}, nil
	},
})

// ---------------------------------------------------------------- nails

// roofingShingleExposedSqft is the weather-exposed area of one shingle:
//   - standard: 36 in × 12 in strip laid at a 5 in exposure (engineerfix.com,
//     "How many linear feet in a bundle of 3-tab shingles") → 1.25 ft², 80 a
//     square;
//   - metric: 39 3/8 in × 13 1/4 in laid at 5 5/8 in → 1.538 ft², 65 a square
//     (Owens Corning metric square: 65 shingles cover 99.98 ft², reference.com).
func roofingShingleExposedSqft(size string) float64 {
	if size == "metric" {
		return 39.375 * 5.625 / 144
	}
	return 36.0 * 5 / 144
}

// Nails per strip shingle: IRC R905.2.6 sets at least four per strip shingle
// (the manufacturer's count when higher); the high-wind application of the
// laminate manufacturers is the six-nail pattern (InterNACHI forum review of
// 4- and 6-nail patterns; Sargeant's Roofing on 6-nail high-wind warranties).
func roofingNailsPerShingle(nailing string) int {
	if nailing == "high-wind" {
		return 6
	}
	return 4
}

type roofingNailsIn struct {
	RoofAreaSqft float64 `json:"roof_area_sqft" calc:"required,gt=0,max=100000" doc:"Shingled roof area, ft² (no waste: nails go into laid shingles)."`
	ShingleSize  string  `json:"shingle_size" calc:"default=metric,enum=standard|metric" doc:"standard: 36 × 12 in strip at 5 in exposure (80 a square); metric: 39 3/8 × 13 1/4 in at 5 5/8 in exposure (65 a square)."`
	Nailing      string  `json:"nailing" calc:"default=standard,enum=standard|high-wind" doc:"standard: 4 nails a shingle (IRC R905.2.6 minimum); high-wind: the manufacturers' 6-nail pattern."`
	NailsPerLb   float64 `json:"nails_per_lb" calc:"required,min=20,max=1000" doc:"Nails per pound of the nail you buy, from its box label (no default: the count varies by length, gauge and coating)."`
}

type roofingNailsOut struct {
	ShinglesPerSquare float64 `json:"shingles_per_square" doc:"100 ft² / exposed area of one shingle."`
	Shingles          int     `json:"shingles" doc:"Shingles laid: ceil(roof area / exposed area of one shingle)."`
	NailsPerShingle   int     `json:"nails_per_shingle" doc:"Nails per shingle applied."`
	Nails             int     `json:"nails" doc:"shingles × nails_per_shingle."`
	NailsPerLb        float64 `json:"nails_per_lb" doc:"Nails per pound applied."`
	Pounds            float64 `json:"pounds" doc:"nails / nails_per_lb."`
	PoundsToBuy       int     `json:"pounds_to_buy" doc:"Whole pounds to buy."`
	CodeReference     string  `json:"code_reference" doc:"The asphalt-shingle attachment section."`
}

var roofingNails = Define(Definition[roofingNailsIn, roofingNailsOut]{
	Category:       "roofing",
	Kind:           "nails",
	Title:          "Roofing nails for shingles",
	Summary:        "Shingle count from the exposed area of a standard or metric strip shingle, nails at 4 a shingle (IRC R905.2.6 minimum) or 6 in the manufacturers' high-wind pattern, and pounds from the nails per pound on the box.",
	CodeReferences: []string{roofingRefAttachment},
	Compute: func(in roofingNailsIn) (roofingNailsOut, error) {
		each := roofingShingleExposedSqft(in.ShingleSize)
		shingles := CeilCount(in.RoofAreaSqft / each)
		perShingle := roofingNailsPerShingle(in.Nailing)
		nails := shingles * perShingle
		pounds := float64(nails) / in.NailsPerLb
		return roofingNailsOut{
			ShinglesPerSquare: roofingSqftPerSquare / each,
			Shingles:          shingles,
			NailsPerShingle:   perShingle,
			Nails:             nails,
			NailsPerLb:        in.NailsPerLb,
			Pounds:            pounds,
			PoundsToBuy:       CeilCount(pounds),
			CodeReference:     roofingRefAttachment,
		}, nil
	},
})
