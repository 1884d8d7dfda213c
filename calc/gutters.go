package calc

func guttersCalculators() []*Calculator {
	return []*Calculator{guttersSize, guttersDownspouts, guttersHangers}
}

const (
	guttersRefSize       = "IPC 1106.6"
	guttersRefDownspouts = "IPC 1106.3"
	guttersRefHangers    = "SMACNA ASMM"
)

// guttersPitchFactor is This Old House's roof-pitch factor ("How to size
// gutters and downspouts"): a steeper roof catches more wind-driven rain.
// Flat to 3 in 12: 1.0; 4–5 in 12: 1.05; 6–8 in 12: 1.1; 9–11 in 12: 1.2;
// 12 in 12 or more: 1.3. A rise between two listed bands takes the lower
// band's factor (5.5 in 12 → 1.05).
func guttersPitchFactor(risePer12 float64) float64 {
	switch {
	case risePer12 >= 12:
		return 1.3
	case risePer12 >= 9:
		return 1.2
	case risePer12 >= 6:
		return 1.1
	case risePer12 >= 4:
		return 1.05
	}
	return 1
}

// guttersAdjustedSqft is This Old House's "adjusted square footage": the
// drainage area × roof-pitch factor × the maximum rainfall intensity (in/h),
// i.e. the roof area that would give the same runoff at 1 in/h.
func guttersAdjustedSqft(areaSqft, risePer12, rainfallIph float64) float64 {
	return areaSqft * guttersPitchFactor(risePer12) * rainfallIph
}

// ---------------------------------------------------------------- size

// guttersCapacity lists the adjusted roof areas (ft² at 1 in/h) each gutter
// drains, from This Old House's sizing chart: K-style 5 in 5,520 ft², 6 in
// 7,960 ft²; half-round 5 in 2,500 ft², 6 in 3,840 ft². Only these rows were
// verified; IPC Table 1106.6 itself is not carried (see sizing_basis).
type guttersCapacity struct {
	sizeIn float64
	sqft   float64
}

var (
	guttersKStyle    = [...]guttersCapacity{{5, 5520}, {6, 7960}}
	guttersHalfRound = [...]guttersCapacity{{5, 2500}, {6, 3840}}
)

const guttersSizingBasis = "This Old House gutter chart (adjusted ft² at 1 in/h): K-style 5 in 5,520, 6 in 7,960; half-round 5 in 2,500, 6 in 3,840. IPC Table 1106.6 values are not carried."

type guttersSizeIn struct {
	RoofAreaSqft float64 `json:"roof_area_sqft" calc:"required,gt=0,max=100000" doc:"Roof area draining into this gutter (sum of the planes that drain to it, plan dimensions), ft²."`
	PitchRiseIn  float64 `json:"pitch_rise_in" calc:"required,min=0,max=24" doc:"Roof pitch, rise in inches per 12 in of run (sets the roof-pitch factor 1.0–1.3)."`
	RainfallIph  float64 `json:"rainfall_iph" calc:"required,gt=0,max=15" doc:"Design rainfall intensity for the site, inches per hour (maximum 5-minute intensity, or the rate the local code sets)."`
	GutterStyle  string  `json:"gutter_style" calc:"default=k-style,enum=k-style|half-round" doc:"Gutter profile: k-style or half-round."`
}

type guttersSizeOut struct {
	PitchFactor      float64 `json:"pitch_factor" doc:"Roof-pitch factor applied (This Old House table)."`
	AdjustedAreaSqft float64 `json:"adjusted_area_sqft" doc:"roof area × pitch factor × rainfall intensity: the equivalent area at 1 in/h, ft²."`
	GutterStyle      string  `json:"gutter_style" doc:"Gutter profile sized."`
	GutterSizeIn     float64 `json:"gutter_size_in" doc:"Smallest carried gutter width whose capacity covers the adjusted area, inches."`
	CapacitySqft     float64 `json:"capacity_sqft" doc:"Adjusted area that size drains, ft² at 1 in/h."`
	CapacityUsedPct  float64 `json:"capacity_used_pct" calc:"places=1" doc:"adjusted_area_sqft / capacity_sqft, percent."`
	SizingBasis      string  `json:"sizing_basis" doc:"The chart the capacities come from."`
	CodeReference    string  `json:"code_reference" doc:"The roof-gutter sizing section."`
}

var guttersSize = Define(Definition[guttersSizeIn, guttersSizeOut]{
	Category:       "gutters",
	Kind:           "size",
	Title:          "Gutter size",
	Summary:        "Gutter width (5 or 6 in, K-style or half-round) for a drainage area, roof pitch and rainfall intensity by the adjusted-area method (area × pitch factor × in/h against each size's capacity at 1 in/h); IPC 1106.6 governs roof-gutter sizing. An adjusted area past the largest gutter of the chart answers 422 beyond_table: split the drainage area.",
	CodeReferences: []string{guttersRefSize},
	Compute: func(in guttersSizeIn) (guttersSizeOut, error) {
		adjusted := guttersAdjustedSqft(in.RoofAreaSqft, in.PitchRiseIn, in.RainfallIph)
		table := guttersKStyle[:]
		if in.GutterStyle == "half-round" {
			table = guttersHalfRound[:]
		}
		for _, c := range table {
			if adjusted <= c.sqft {
				return guttersSizeOut{
					PitchFactor:      guttersPitchFactor(in.PitchRiseIn),
					AdjustedAreaSqft: adjusted,
					GutterStyle:      in.GutterStyle,
					GutterSizeIn:     c.sizeIn,
					CapacitySqft:     c.sqft,
					CapacityUsedPct:  adjusted / c.sqft * 100,
					SizingBasis:      guttersSizingBasis,
					CodeReference:    guttersRefSize,
				}, nil
			}
		}
		last := table[len(table)-1]
		return guttersSizeOut{}, Invalid("roof_area_sqft", "beyond_table",
			"adjusted area %.0f ft² exceeds the largest carried %s gutter (%g in, %.0f ft² at 1 in/h); split the drainage area between more gutter runs and downspouts (larger sizes are not carried)",
			adjusted, in.GutterStyle, last.sizeIn, last.sqft)
	},
})

// ---------------------------------------------------------------- downspouts

// Downspout rule of the Copper Development Association and SMACNA design
// guides (as quoted in "Gutter and downspout design" summaries): one square
// inch of downspout drains 1,200 ft² of roof at a rainfall of 1 in/h; 50 ft
// (15.3 m) is a practical maximum length of gutter served by one downspout
// (to limit thermal expansion).
const (
	guttersSqftPerSqinAt1Iph   = 1200
	guttersMaxGutterFtPerSpout = 50
)

// guttersDownspoutSqin is the cross-section of a standard downspout:
// rectangular 2×3 and 3×4 in, round 3 and 4 in (π d²/4).
func guttersDownspoutSqin(size string) float64 {
	switch size {
	case "3x4":
		return 12
	case "3-round":
		return 2.25 * 3.141592653589793
	case "4-round":
		return 4 * 3.141592653589793
	}
	return 6
}

type guttersDownspoutsIn struct {
	RoofAreaSqft   float64 `json:"roof_area_sqft" calc:"required,gt=0,max=100000" doc:"Roof area draining to the gutter system, ft²."`
	PitchRiseIn    float64 `json:"pitch_rise_in" calc:"required,min=0,max=24" doc:"Roof pitch, rise in inches per 12 in of run (roof-pitch factor 1.0–1.3)."`
	RainfallIph    float64 `json:"rainfall_iph" calc:"required,gt=0,max=15" doc:"Design rainfall intensity, inches per hour."`
	GutterLengthFt float64 `json:"gutter_length_ft" calc:"default=0,min=0,max=10000" doc:"Total gutter length, feet: one downspout serves at most 50 ft of gutter (0 skips this rule)."`
	DownspoutSize  string  `json:"downspout_size" calc:"default=2x3,enum=2x3|3x4|3-round|4-round" doc:"Downspout: 2x3 (6 in²), 3x4 (12 in²), 3-round (7.07 in²), 4-round (12.57 in²)."`
}

type guttersDownspoutsOut struct {
	PitchFactor             float64 `json:"pitch_factor" doc:"Roof-pitch factor applied (This Old House table)."`
	AdjustedAreaSqft        float64 `json:"adjusted_area_sqft" doc:"roof area × pitch factor × rainfall intensity, ft² at 1 in/h."`
	SqftPerSqinAt1Iph       float64 `json:"sqft_per_sqin_at_1iph" calc:"unit=ft²/in²" doc:"Roof area one square inch of downspout drains at 1 in/h (CDA/SMACNA rule), ft²."`
	RequiredDownspoutSqin   float64 `json:"required_downspout_sqin" doc:"Total downspout cross-section needed: adjusted area / 1,200, in²."`
	DownspoutSqin           float64 `json:"downspout_sqin" doc:"Cross-section of one downspout of the chosen size, in²."`
	CountForCapacity        int     `json:"count_for_capacity" doc:"ceil(required_downspout_sqin / downspout_sqin)."`
	MaxGutterFtPerDownspout float64 `json:"max_gutter_ft_per_downspout" doc:"Longest gutter one downspout serves, feet."`
	CountForLength          int     `json:"count_for_length" doc:"ceil(gutter_length_ft / 50)."`
	Downspouts              int     `json:"downspouts" doc:"Downspouts to install: the larger count, at least 1."`
	CodeReference           string  `json:"code_reference" doc:"The vertical-leader sizing section."`
}

var guttersDownspouts = Define(Definition[guttersDownspoutsIn, guttersDownspoutsOut]{
	Category:       "gutters",
	Kind:           "downspouts",
	Title:          "Downspout count and size",
	Summary:        "Downspouts for a roof by the CDA/SMACNA rule (1 in² of downspout per 1,200 ft² at 1 in/h, adjusted for pitch and rainfall) and at most 50 ft of gutter per downspout; IPC 1106.3 governs vertical-leader sizing.",
	CodeReferences: []string{guttersRefDownspouts},
	Compute: func(in guttersDownspoutsIn) (guttersDownspoutsOut, error) {
		adjusted := guttersAdjustedSqft(in.RoofAreaSqft, in.PitchRiseIn, in.RainfallIph)
		need := adjusted / guttersSqftPerSqinAt1Iph
		each := guttersDownspoutSqin(in.DownspoutSize)
		byCapacity := CeilCount(need / each)
		byLength := CeilCount(in.GutterLengthFt / guttersMaxGutterFtPerSpout)
		return guttersDownspoutsOut{
			PitchFactor:             guttersPitchFactor(in.PitchRiseIn),
			AdjustedAreaSqft:        adjusted,
			SqftPerSqinAt1Iph:       guttersSqftPerSqinAt1Iph,
			RequiredDownspoutSqin:   need,
			DownspoutSqin:           each,
			CountForCapacity:        byCapacity,
			MaxGutterFtPerDownspout: guttersMaxGutterFtPerSpout,
			CountForLength:          byLength,
			Downspouts:              max(1, byCapacity, byLength),
			CodeReference:           guttersRefDownspouts,
		}, nil
	},
})

// ---------------------------------------------------------------- hangers

// guttersHangerSpacingIn by exposure:
//   - standard: 24 in on center, the common residential guideline
//     (engineerfix.com, "How many gutter hangers do you need": a 10 ft
//     section takes 6 hangers);
//   - mild: 36 in, the most allowed in warm climates (doityourself.com, "How
//     to determine gutter hanger spacing"; Tri-County Contracting);
//   - snow: 18 in where snow and ice load the gutter (Tri-County Contracting,
//     "Tips for gutter pitch, placement and hanger spacing").
//
// Sectional gutters come in 10 ft lengths (doityourself.com).
func guttersHangerSpacingIn(climate string) float64 {
	switch climate {
	case "mild":
		return 36
	case "snow":
		return 18
	}
	return 24
}

type guttersHangersIn struct {
	RunLengthsFt    []float64 `json:"run_lengths_ft" calc:"required,gt=0,max=1000,items=1..50" doc:"Length of each continuous gutter run (end cap to end cap, corners included), feet."`
	Corners         int       `json:"corners" calc:"default=0,min=0,max=200" doc:"Inside plus outside corners along the runs (one miter each)."`
	Climate         string    `json:"climate" calc:"default=standard,enum=standard|mild|snow" doc:"Hanger spacing: standard 24 in, mild (warm, no snow) 36 in, snow (snow and ice loads) 18 in."`
	SectionLengthFt float64   `json:"section_length_ft" calc:"default=10,min=4,max=40" doc:"Length of one gutter section for sectional gutters, feet (10 ft is the usual stock length)."`
}

type guttersHangersOut struct {
	TotalLengthFt   float64 `json:"total_length_ft" doc:"Sum of the runs, feet."`
	HangerSpacingIn float64 `json:"hanger_spacing_in" doc:"Hanger spacing applied, inches on center."`
	Hangers         int     `json:"hangers" doc:"Hangers: per run, ceil(length / spacing) + 1 (one at each end)."`
	EndCaps         int     `json:"end_caps" doc:"End caps: two per run."`
	Miters          int     `json:"miters" doc:"Corner miters: one per corner."`
	Sections        int     `json:"sections" doc:"Sectional gutter lengths: per run, ceil(length / section length)."`
	SectionJoints   int     `json:"section_joints" doc:"Joints between sections within runs (sections − runs)."`
	CodeReference   string  `json:"code_reference" doc:"The sheet-metal standard for gutter support."`
}

var guttersHangers = Define(Definition[guttersHangersIn, guttersHangersOut]{
	Category:       "gutters",
	Kind:           "hangers",
	Title:          "Gutter hangers, end caps and miters",
	Summary:        "Linear feet of gutter, hangers at 24 in (36 in in mild climates, 18 in under snow) with one at each end, end caps, corner miters and 10 ft sections for a set of gutter runs.",
	CodeReferences: []string{guttersRefHangers},
	Compute: func(in guttersHangersIn) (guttersHangersOut, error) {
		spacingFt := guttersHangerSpacingIn(in.Climate) / 12
		out := guttersHangersOut{
			HangerSpacingIn: guttersHangerSpacingIn(in.Climate),
			EndCaps:         2 * len(in.RunLengthsFt),
			Miters:          in.Corners,
			CodeReference:   guttersRefHangers,
		}
		for _, l := range in.RunLengthsFt {
			out.TotalLengthFt += l
			out.Hangers += CeilCount(l/spacingFt) + 1
			out.Sections += CeilCount(l / in.SectionLengthFt)
		}
		out.SectionJoints = out.Sections - len(in.RunLengthsFt)
		return out, nil
	},
})
