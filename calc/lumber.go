package calc

import (
	"fmt"
	"math"
	"strings"
)

func lumberCalculators() []*Calculator {
	return append([]*Calculator{lumberStudCount, lumberHeader, lumberBoardFeet, lumberJoists, lumberRafterLength, lumberSheathing},
		lumberSpanCalculators()...) // issue 36: span tables (spans.go)
}

// lumberStockLengthFt is the shortest stock length that holds a piece of the
// given length: dimension lumber is sold in 2 ft increments from 8 ft.
func lumberStockLengthFt(lengthFt float64) int {
	return max(8, 2*CeilCount(lengthFt/2))
}

// lumberMembersAtSpacing counts members laid out at an on-center spacing
// along a run: one per space, rounded up, plus the closing member at the end.
func lumberMembersAtSpacing(runFt, spacingIn float64) int {
	return CeilCount(runFt*12/spacingIn) + 1
}

// ---------------------------------------------------------------- stud-count

// Stud and plate take-off practice (buildercalc.co wall stud calculator):
// field studs = ceil(wall length / spacing) + 1; each corner adds one stud
// beyond the two walls' end studs (a three-stud corner); each opening adds a
// king and a jack stud at each side (4 per opening); plate runs are one
// bottom plate (IRC R602.3.4) and a double top plate (IRC R602.3.2). The
// per-corner and per-opening-side extras are inputs with those defaults.

type lumberStudCountIn struct {
	WallLengthFt        float64 `json:"wall_length_ft" calc:"required,gt=0,max=1000" doc:"Length of the wall, feet."`
	StudSpacingIn       float64 `json:"stud_spacing_in" calc:"default=16,min=12,max=24" doc:"Stud spacing on center, inches; IRC Table R602.3(5) allows at most 24 in (16 in is usual for bearing walls)."`
	Corners             int     `json:"corners" calc:"default=0,min=0,max=100" doc:"Number of corners and wall intersections the wall has."`
	StudsPerCorner      int     `json:"studs_per_corner" calc:"default=1,min=0,max=4" doc:"Extra studs per corner beyond the layout: 1 for a three-stud corner (buildercalc.co practice), 2 for a four-stud corner."`
	Openings            int     `json:"openings" calc:"default=0,min=0,max=100" doc:"Number of door and window openings."`
	StudsPerOpeningSide int     `json:"studs_per_opening_side" calc:"default=2,min=0,max=6" doc:"Extra studs at each side of an opening: a king and a jack stud (2); add jacks where IRC Table R602.7(1) asks for more (see lumber/header)."`
	TopPlate            string  `json:"top_plate" calc:"default=double,enum=double|single" doc:"Top plate: double (IRC R602.3.2) or single where that section's exception applies."`
	PlateStockLengthFt  float64 `json:"plate_stock_length_ft" calc:"default=16,min=8,max=24" doc:"Length of the plate stock bought, feet."`
	WastePct            float64 `json:"waste_pct" calc:"default=10,min=0,max=50" doc:"Waste added to the stud count, percent (10 to 15 percent is the usual framing allowance)."`
}

type lumberStudCountOut struct {
	FieldStuds       int     `json:"field_studs" doc:"Layout studs: ceil(wall length x 12 / spacing) + 1."`
	CornerStuds      int     `json:"corner_studs" doc:"corners x studs_per_corner."`
	OpeningStuds     int     `json:"opening_studs" doc:"openings x 2 sides x studs_per_opening_side."`
	StudsBeforeWaste int     `json:"studs_before_waste" doc:"Field, corner and opening studs."`
	WastePctApplied  float64 `json:"waste_pct_applied" doc:"Waste allowance applied to the studs, percent."`
	StudsTotal       int     `json:"studs_total" doc:"Studs to buy: studs_before_waste x (1 + waste), rounded up."`
	PlateRuns        int     `json:"plate_runs" doc:"Plate runs along the wall: one bottom plate and two (double) or one top plates."`
	PlateLinearFt    float64 `json:"plate_linear_ft" doc:"Plate length: plate_runs x wall length, feet."`
	PlatePieces      int     `json:"plate_pieces" doc:"Plate stock pieces: ceil(wall length / stock length) per run."`
	CodeReference    string  `json:"code_reference" doc:"Wood wall framing design and construction section."`
}

var lumberStudCount = Define(Definition[lumberStudCountIn, lumberStudCountOut]{
	Category:       "lumber",
	Kind:           "stud-count",
	Title:          "Wall studs and plates",
	Summary:        "Studs for a wall at its on-center spacing plus extras at corners and openings, with waste, and the bottom and double top plate stock (IRC R602.3: stud spacing, R602.3.2 top plate, R602.3.4 bottom plate).",
	CodeReferences: []string{"IRC R602.3"},
	Compute: func(in lumberStudCountIn) (lumberStudCountOut, error) {
		field := lumberMembersAtSpacing(in.WallLengthFt, in.StudSpacingIn)
		corner := in.Corners * in.StudsPerCorner
		opening := in.Openings * 2 * in.StudsPerOpeningSide
		before := field + corner + opening
		runs := 3
		if in.TopPlate == "single" {
			runs = 2
		}
		return lumberStudCountOut{
			FieldStuds:       field,
			CornerStuds:      corner,
			OpeningStuds:     opening,
			StudsBeforeWaste: before,
			WastePctApplied:  in.WastePct,
			StudsTotal:       CeilCount(float64(before) * (1 + in.WastePct/100)),
			PlateRuns:        runs,
			PlateLinearFt:    float64(runs) * in.WallLengthFt,
			PlatePieces:      runs * CeilCount(in.WallLengthFt/in.PlateStockLengthFt),
			CodeReference:    "IRC R602.3",
		}, nil
	},
})

// -------------------------------------------------------------------- header

type lumberHeaderIn struct {
	HeaderSpanFt      float64 `json:"header_span_ft" calc:"required,gt=0,max=20" doc:"Clear span of the header (rough opening width), feet."`
	BuildingWidthFt   float64 `json:"building_width_ft" calc:"required,gt=0,max=36" doc:"Building width perpendicular to the ridge, feet (Table R602.7(1) goes to 36 ft)."`
	GroundSnowLoadPsf float64 `json:"ground_snow_load_psf" calc:"required,min=0,max=70" doc:"Ground snow load, psf. Read from the lightest carried column at or above it (30, 50 or 70 psf; which columns each load case carries is in the input rules)."`
	Supports          string  `json:"supports" calc:"required,enum=roof-ceiling|roof-ceiling-1-center-bearing-floor|roof-ceiling-1-clear-span-floor|roof-ceiling-2-center-bearing-floors|roof-ceiling-2-clear-span-floors" doc:"What the header carries (the load rows of Table R602.7(1))."`
	WallStudSize      string  `json:"wall_stud_size" calc:"default=2x4,enum=2x4|2x6" doc:"Wall framing: a 2x4 wall (3 1/2 in) takes 2-ply headers, a 2x6 wall (5 1/2 in) 2- or 3-ply."`
	Wall              string  `json:"wall" calc:"default=exterior,enum=exterior|interior" doc:"Bearing wall the header is in: exterior (Table R602.7(1)) or interior (Table R602.7(2), not carried: 422 not_carried)."`
	HeaderTopBraced   bool    `json:"header_top_braced" calc:"default=true" doc:"True when the top of the header is laterally braced by perpendicular framing; false (cripple studs bear on it) multiplies 2x8 and deeper spans by 0.70 (Table R602.7(1) footnote f)."`
}

type lumberHeaderOption struct {
	HeaderSize      string  `json:"header_size" doc:"Plies and member, e.g. 2-2x8."`
	AllowableSpanFt float64 `json:"allowable_span_ft" doc:"Tabulated span times the bracing factor, feet."`
	JackStudsPerEnd int     `json:"jack_studs_per_end" doc:"Jack studs required at each end (NJ)."`
}

type lumberHeaderOut struct {
	HeaderSize            string               `json:"header_size" doc:"The lightest carried header (least cross-section) whose allowable span covers the opening."`
	Plies                 int                  `json:"plies" doc:"Number of 2x members."`
	Member                string               `json:"member" doc:"Member size, e.g. 2x8."`
	TableSpanFt           float64              `json:"table_span_ft" doc:"Span tabulated for the chosen header, feet."`
	SpanFactor            float64              `json:"span_factor" doc:"1, or 0.70 for an unbraced 2x8 or deeper header (footnote f)."`
	AllowableSpanFt       float64              `json:"allowable_span_ft" doc:"table_span_ft x span_factor, feet."`
	JackStudsPerEnd       int                  `json:"jack_studs_per_end" doc:"Jack studs required at each end of the header (NJ)."`
	JackStudsTotal        int                  `json:"jack_studs_total" doc:"Jack studs for both ends."`
	BuildingWidthColumnFt float64              `json:"building_width_column_ft" doc:"Table column used: the narrowest carried width at or above the building width in the snow column used, feet."`
	GroundSnowColumnPsf   float64              `json:"ground_snow_column_psf" doc:"Ground snow load column used: the lightest carried column at or above the load that covers the building width, psf."`
	Options               []lumberHeaderOption `json:"options" doc:"Every carried header that fits the wall and covers the span."`
	CodeReference         string               `json:"code_reference" doc:"Headers section (Table R602.7(1))."`
}

var lumberHeader = Define(Definition[lumberHeaderIn, lumberHeaderOut]{
	Category:       "lumber",
	Kind:           "header",
	Title:          "Exterior wall header size and jack studs",
	Summary:        "Built-up header size and jack studs for an opening in an exterior bearing wall from its span, the building width, ground snow load and what it carries, looked up in IRC Table R602.7(1) (verified columns only: 30, 50 and 70 psf ground snow; interior bearing walls, Table R602.7(2), are answered 422 not_carried). A span longer than the longest header of the table column answers 422 beyond_table: use an engineered header.",
	CodeReferences: []string{"IRC R602.7"},
	Rules:          lumberHeaderRules(),
	Compute: func(in lumberHeaderIn) (lumberHeaderOut, error) {
		var errs []FieldError
		if in.Wall != "exterior" {
			errs = append(errs, FieldError{Field: "wall", Code: "not_carried",
				Message: "IRC Table R602.7(2) (headers in interior bearing walls) is not carried (its spans could not be verified from a published source)"})
		}
		col, ok := lumberHeaderColumnFor(in.Supports, in.BuildingWidthFt, in.GroundSnowLoadPsf)
		if widths := lumberHeaderWidthsCarried(in.Supports); !ok && len(widths) == 0 {
			errs = append(errs, FieldError{Field: "supports", Code: "not_carried",
				Message: fmt.Sprintf("the %q rows of IRC Table R602.7(1) are not carried (their spans could not be verified from a published source)", in.Supports)})
		} else if !ok {
			snowOK, widthOK := lumberHeaderCoverage(in.Supports, in.BuildingWidthFt, in.GroundSnowLoadPsf)
			if !snowOK {
				errs = append(errs, FieldError{Field: "ground_snow_load_psf", Code: "not_carried",
					Message: fmt.Sprintf("for %q only the %s psf ground snow columns of IRC Table R602.7(1) are carried; heavier loads' spans could not be verified from a published source", in.Supports, lumberJoinFloats(lumberHeaderSnowsCarried(in.Supports)))})
			}
			if !widthOK || snowOK {
				errs = append(errs, FieldError{Field: "building_width_ft", Code: "not_carried",
					Message: fmt.Sprintf("for %q at %s psf ground snow no carried building width column of IRC Table R602.7(1) reaches %s ft (carried widths: %s ft); wider buildings' spans could not be verified from a published source", in.Supports, formatNum(in.GroundSnowLoadPsf), formatNum(in.BuildingWidthFt), lumberJoinFloats(widths))})
			}
		}
		if len(errs) > 0 {
			return lumberHeaderOut{}, &InputError{Fields: errs}
		}
		maxPlies := 2
		if in.WallStudSize == "2x6" {
			maxPlies = 3
		}
		spanIn := in.HeaderSpanFt * 12
		best := -1
		bestArea := math.Inf(1)
		options := []lumberHeaderOption{}
		longest := 0.0
		for i, size := range lumberHeaderSizes {
			if size.plies > maxPlies {
				continue
			}
			allowIn := col.cells[i].spanIn * lumberHeaderFactor(size, in.HeaderTopBraced)
			longest = max(longest, allowIn)
			if allowIn < spanIn-1e-9 {
				continue
			}
			options = append(options, lumberHeaderOption{HeaderSize: size.name, AllowableSpanFt: allowIn / 12, JackStudsPerEnd: col.cells[i].jacks})
			if area := float64(size.plies) * 1.5 * size.depthIn; area < bestArea {
				best, bestArea = i, area
			}
		}
		if best < 0 {
			return lumberHeaderOut{}, Invalid("header_span_ft", "beyond_table",
				"no carried %d-ply header of IRC Table R602.7(1) spans %s ft for %q at %s ft width and %v psf (the longest allowable span is %s ft): use an engineered header",
				maxPlies, formatNum(in.HeaderSpanFt), in.Supports, formatNum(col.widthFt), col.snowPsf, formatNum(math.Round(longest/12*1000)/1000))
		}
		size, cell := lumberHeaderSizes[best], col.cells[best]
		factor := lumberHeaderFactor(size, in.HeaderTopBraced)
		return lumberHeaderOut{
			HeaderSize:            size.name,
			Plies:                 size.plies,
			Member:                size.member,
			TableSpanFt:           cell.spanIn / 12,
			SpanFactor:            factor,
			AllowableSpanFt:       cell.spanIn * factor / 12,
			JackStudsPerEnd:       cell.jacks,
			JackStudsTotal:        2 * cell.jacks,
			BuildingWidthColumnFt: col.widthFt,
			GroundSnowColumnPsf:   col.snowPsf,
			Options:               options,
			CodeReference:         "IRC R602.7",
		}, nil
	},
})

func lumberHeaderFactor(size lumberHeaderSize, braced bool) float64 {
	if !braced && size.depthIn >= lumberHeaderUnbracedMinDepthIn {
		return lumberHeaderUnbracedSpanFactor
	}
	return 1
}

func lumberJoinFloats(vs []float64) string {
	parts := make([]string, len(vs))
	for i, v := range vs {
		parts[i] = formatNum(v)
	}
	return strings.Join(parts, " and ")
}

// --------------------------------------------------------------- board-feet

// A board foot is 144 in³ of lumber, computed on nominal sizes: nominal
// thickness (in) x nominal width (in) x length (ft) / 12. This is the board
// measure of DOC PS 20 (American Softwood Lumber Standard, which provides for
// the measurement of lumber); no building-code section grounds it.
type lumberBoardPiece struct {
	ThicknessIn float64 `json:"thickness_in" calc:"required,gt=0,max=24" doc:"Nominal thickness, inches (2 for a 2x4)."`
	WidthIn     float64 `json:"width_in" calc:"required,gt=0,max=48" doc:"Nominal width, inches (4 for a 2x4)."`
	LengthFt    float64 `json:"length_ft" calc:"required,gt=0,max=100" doc:"Length, feet."`
	Quantity    int     `json:"quantity" calc:"default=1,min=1,max=1000" doc:"Number of pieces of this size."`
}

type lumberBoardLine struct {
	ThicknessIn   float64 `json:"thickness_in" doc:"Nominal thickness, inches."`
	WidthIn       float64 `json:"width_in" doc:"Nominal width, inches."`
	LengthFt      float64 `json:"length_ft" doc:"Length, feet."`
	Quantity      int     `json:"quantity" doc:"Pieces."`
	BoardFeetEach float64 `json:"board_feet_each" doc:"thickness x width x length / 12."`
	BoardFeet     float64 `json:"board_feet" doc:"board_feet_each x quantity."`
}

type lumberBoardFeetIn struct {
	Pieces               []lumberBoardPiece `json:"pieces" calc:"required,items=1..200" doc:"The lumber list: one line per size."`
	PricePerBoardFootUSD float64            `json:"price_per_board_foot_usd" calc:"default=0,min=0,max=100" doc:"Price per board foot, US dollars."`
	WastePct             float64            `json:"waste_pct" calc:"default=0,min=0,max=50" doc:"Waste added to the total, percent."`
}

type lumberBoardFeetOut struct {
	Lines                []lumberBoardLine `json:"lines" doc:"Board feet of each line of the list."`
	TotalBoardFeet       float64           `json:"total_board_feet" doc:"Sum of the lines, board feet."`
	WastePctApplied      float64           `json:"waste_pct_applied" doc:"Waste added, percent."`
	BoardFeetWithWaste   float64           `json:"board_feet_with_waste" doc:"total_board_feet x (1 + waste)."`
	PricePerBoardFootUSD float64           `json:"price_per_board_foot_usd" calc:"places=2" doc:"Price applied, US dollars per board foot."`
	CostUSD              float64           `json:"cost_usd" calc:"places=2" doc:"board_feet_with_waste x price, US dollars."`
	CodeReference        string            `json:"code_reference" doc:"The lumber measurement standard (no building-code section grounds board measure)."`
}

var lumberBoardFeet = Define(Definition[lumberBoardFeetIn, lumberBoardFeetOut]{
	Category:       "lumber",
	Kind:           "board-feet",
	Title:          "Board feet and lumber cost",
	Summary:        "Board feet of a lumber list on nominal sizes (thickness x width x length / 12) and its cost at a price per board foot, the board measure of DOC PS 20.",
	CodeReferences: []string{"DOC PS 20"},
	Compute: func(in lumberBoardFeetIn) (lumberBoardFeetOut, error) {
		lines := make([]lumberBoardLine, len(in.Pieces))
		total := 0.0
		for i, p := range in.Pieces {
			each := p.ThicknessIn * p.WidthIn * p.LengthFt / 12
			lines[i] = lumberBoardLine{ThicknessIn: p.ThicknessIn, WidthIn: p.WidthIn, LengthFt: p.LengthFt, Quantity: p.Quantity,
				BoardFeetEach: each, BoardFeet: each * float64(p.Quantity)}
			total += lines[i].BoardFeet
		}
		withWaste := total * (1 + in.WastePct/100)
		return lumberBoardFeetOut{
			Lines:                lines,
			TotalBoardFeet:       total,
			WastePctApplied:      in.WastePct,
			BoardFeetWithWaste:   withWaste,
			PricePerBoardFootUSD: in.PricePerBoardFootUSD,
			CostUSD:              withWaste * in.PricePerBoardFootUSD,
			CodeReference:        "DOC PS 20",
		}, nil
	},
})

// -------------------------------------------------------------------- joists

// Joist take-off: joists = ceil(floor width / spacing) + 1 (one per space
// plus the closing joist; the first and last are the end joists); a rim
// (band) joist runs across each end of the joists (IRC R502.7: joists are
// restrained at their ends by a header, band or rim joist); where joist ends
// frame into the side of a beam or ledger they hang on framing anchors (IRC
// R502.6.2), one per hung end of every joist but the two end joists (vcalc
// floor joist count: hangers = (joists - 2) x hung ends).
type lumberJoistsIn struct {
	FloorWidthFt     float64 `json:"floor_width_ft" calc:"required,gt=0,max=200" doc:"Floor dimension across the joists (along which they are spaced), feet."`
	JoistSpanFt      float64 `json:"joist_span_ft" calc:"required,gt=0,max=40" doc:"Joist length, support to support, feet."`
	JoistSpacingIn   float64 `json:"joist_spacing_in" calc:"default=16,min=12,max=24" doc:"Joist spacing on center, inches (the IRC Table R502.3.1 spacings are 12, 16, 19.2 and 24)."`
	HungEnds         string  `json:"hung_ends" calc:"default=none,enum=none|one|both" doc:"Joist ends framing into the side of a beam or ledger on hangers: none (joists bear on top), one or both ends."`
	RimStockLengthFt float64 `json:"rim_stock_length_ft" calc:"default=16,min=8,max=24" doc:"Length of the rim board stock bought, feet."`
}

type lumberJoistsOut struct {
	JoistCount         int     `json:"joist_count" doc:"Joists: ceil(floor width x 12 / spacing) + 1."`
	JoistStockLengthFt int     `json:"joist_stock_length_ft" doc:"Stock length for each joist: the span rounded up to an even foot, at least 8 ft."`
	JoistLinearFt      float64 `json:"joist_linear_ft" doc:"joist_count x joist span, feet."`
	RimLinearFt        float64 `json:"rim_linear_ft" doc:"Two rim joists across the joist ends: 2 x floor width, feet."`
	RimPieces          int     `json:"rim_pieces" doc:"Rim stock pieces: 2 x ceil(floor width / stock length)."`
	HangerCount        int     `json:"hanger_count" doc:"Joist hangers: (joists - 2) x hung ends."`
	CodeReference      string  `json:"code_reference" doc:"Wood floor framing section."`
}

var lumberJoists = Define(Definition[lumberJoistsIn, lumberJoistsOut]{
	Category:       "lumber",
	Kind:           "joists",
	Title:          "Floor joists, rim board and hangers",
	Summary:        "Joist count and stock length for a floor at its joist spacing, the rim board across the joist ends and the hangers for joists hung from a beam or ledger (IRC R502: spacing R502.3, rim R502.7, hangers R502.6.2).",
	CodeReferences: []string{"IRC R502"},
	Compute: func(in lumberJoistsIn) (lumberJoistsOut, error) {
		joists := lumberMembersAtSpacing(in.FloorWidthFt, in.JoistSpacingIn)
		ends := 0
		switch in.HungEnds {
		case "one":
			ends = 1
		case "both":
			ends = 2
		}
		return lumberJoistsOut{
			JoistCount:         joists,
			JoistStockLengthFt: lumberStockLengthFt(in.JoistSpanFt),
			JoistLinearFt:      float64(joists) * in.JoistSpanFt,
			RimLinearFt:        2 * in.FloorWidthFt,
			RimPieces:          2 * CeilCount(in.FloorWidthFt/in.RimStockLengthFt),
			HangerCount:        max(0, joists-2) * ends,
			CodeReference:      "IRC R502",
		}, nil
	},
})

// ------------------------------------------------------------- rafter-length

// Common rafter geometry: the run to the ridge, less half the ridge board's
// thickness on a gable roof, times the slope factor sqrt(12² + rise²) / 12;
// the horizontal overhang times the same factor is the tail. Rafters are
// counted at their spacing along each roof side (jobsitecalcs.com rafter
// calculator method; IRC R802.4 rafters, R802.3 ridge board).
type lumberRafterIn struct {
	RunFt            float64 `json:"run_ft" calc:"required,min=1,max=50" doc:"Horizontal run from the outside of the wall to the ridge center line (half the span of a gable), feet (at least 1, so half the thickest ridge board fits)."`
	PitchRiseIn      float64 `json:"pitch_rise_in" calc:"required,gt=0,max=24" doc:"Roof pitch: inches of rise per 12 in of run."`
	OverhangIn       float64 `json:"overhang_in" calc:"default=0,min=0,max=48" doc:"Horizontal eave overhang beyond the wall, inches."`
	RidgeThicknessIn float64 `json:"ridge_thickness_in" calc:"default=1.5,min=0,max=6" doc:"Ridge board thickness, inches; half of it is taken off each gable rafter's run (ignored for a shed roof)."`
	RoofType         string  `json:"roof_type" calc:"default=gable,enum=gable|shed" doc:"gable: two sides meeting at a ridge; shed: one side."`
	RoofLengthFt     float64 `json:"roof_length_ft" calc:"required,gt=0,max=500" doc:"Length of the roof along the ridge (eave), feet, for the rafter count."`
	RafterSpacingIn  float64 `json:"rafter_spacing_in" calc:"default=16,min=12,max=24" doc:"Rafter spacing on center, inches (IRC Table R802.4.1 spacings: 12, 16, 19.2, 24)."`
}

type lumberRafterOut struct {
	SlopeFactor      float64 `json:"slope_factor" doc:"sqrt(12² + rise²) / 12: rafter length per unit of run."`
	PitchAngleDeg    float64 `json:"pitch_angle_deg" calc:"places=1" doc:"Roof angle above horizontal, degrees."`
	RiseFt           float64 `json:"rise_ft" doc:"Rise of the roof over the run, feet."`
	RafterRunIn      float64 `json:"rafter_run_in" doc:"Run used: run less half the ridge thickness (gable), inches."`
	CommonLengthIn   float64 `json:"common_length_in" doc:"Rafter length from the wall plate to the ridge: rafter_run_in x slope_factor, inches."`
	OverhangLengthIn float64 `json:"overhang_length_in" doc:"Sloped tail: overhang x slope_factor, inches."`
	RafterLengthIn   float64 `json:"rafter_length_in" doc:"common_length_in + overhang_length_in, inches."`
	RafterLengthFt   float64 `json:"rafter_length_ft" doc:"Rafter length, feet."`
	StockLengthFt    int     `json:"stock_length_ft" doc:"Stock length to order: the rafter length rounded up to an even foot, at least 8 ft."`
	RaftersPerSide   int     `json:"rafters_per_side" doc:"ceil(roof length x 12 / spacing) + 1."`
	RafterCount      int     `json:"rafter_count" doc:"rafters_per_side x sides (2 for a gable, 1 for a shed)."`
	CodeReference    string  `json:"code_reference" doc:"Rafters section."`
}

var lumberRafterLength = Define(Definition[lumberRafterIn, lumberRafterOut]{
	Category:       "lumber",
	Kind:           "rafter-length",
	Title:          "Common rafter length and count",
	Summary:        "Common rafter length from the run, pitch, overhang and ridge board, the stock length to order, and the rafter count at its spacing (IRC R802.4 rafters, R802.3 ridge).",
	CodeReferences: []string{"IRC R802.4"},
	Compute: func(in lumberRafterIn) (lumberRafterOut, error) {
		runIn := in.RunFt * 12
		sides := 1
		if in.RoofType == "gable" {
			runIn -= in.RidgeThicknessIn / 2
			sides = 2
		}
		if runIn <= 0 {
			return lumberRafterOut{}, Invalid("ridge_thickness_in", "exceeds_run", "half the ridge board (%s in) is not less than the run (%s in)", formatNum(in.RidgeThicknessIn/2), formatNum(in.RunFt*12))
		}
		slope := math.Hypot(12, in.PitchRiseIn) / 12
		common := runIn * slope
		tail := in.OverhangIn * slope
		total := common + tail
		perSide := lumberMembersAtSpacing(in.RoofLengthFt, in.RafterSpacingIn)
		return lumberRafterOut{
			SlopeFactor:      slope,
			PitchAngleDeg:    math.Atan2(in.PitchRiseIn, 12) * 180 / math.Pi,
			RiseFt:           in.RunFt * in.PitchRiseIn / 12,
			RafterRunIn:      runIn,
			CommonLengthIn:   common,
			OverhangLengthIn: tail,
			RafterLengthIn:   total,
			RafterLengthFt:   total / 12,
			StockLengthFt:    lumberStockLengthFt(total / 12),
			RaftersPerSide:   perSide,
			RafterCount:      perSide * sides,
			CodeReference:    "IRC R802.4",
		}, nil
	},
})

// ----------------------------------------------------------------- sheathing

// 4x8 wood structural panels: net area (gross less openings) x (1 + waste) /
// 32 ft², rounded up (calcdomain sheathing calculator method, after the
// Standard Construction Estimator). Walls: IRC R602.3 (wall sheathing);
// roofs: IRC R803.2 (wood structural panel roof sheathing).
const lumberPanelAreaSqft = 4 * 8

type lumberOpening struct {
	WidthFt  float64 `json:"width_ft" calc:"required,gt=0,max=100" doc:"Opening width, feet."`
	HeightFt float64 `json:"height_ft" calc:"required,gt=0,max=100" doc:"Opening height, feet."`
	Quantity int     `json:"quantity" calc:"default=1,min=1,max=100" doc:"Number of openings of this size."`
}

type lumberSheathingIn struct {
	Surface  string          `json:"surface" calc:"required,enum=wall|roof" doc:"wall or roof sheathing."`
	LengthFt float64         `json:"length_ft" calc:"required,gt=0,max=1000" doc:"Wall length, or roof plane length along the eave, feet."`
	HeightFt float64         `json:"height_ft" calc:"required,gt=0,max=100" doc:"Wall height, or roof plane slope length eave to ridge (see lumber/rafter-length), feet."`
	Planes   int             `json:"planes" calc:"default=1,min=1,max=20" doc:"Number of identical walls or roof planes (2 for both sides of a gable)."`
	Openings []lumberOpening `json:"openings" calc:"items=0..50" doc:"Openings not sheathed (windows, doors, skylights)."`
	WastePct float64         `json:"waste_pct" calc:"default=10,min=0,max=50" doc:"Waste added for cuts, percent (10 percent is the usual allowance)."`
}

type lumberSheathingOut struct {
	GrossAreaSqft    float64 `json:"gross_area_sqft" doc:"length x height x planes, ft²."`
	OpeningsAreaSqft float64 `json:"openings_area_sqft" doc:"Area of the openings deducted (at most the gross area), ft²."`
	NetAreaSqft      float64 `json:"net_area_sqft" doc:"Gross less openings, ft²."`
	WastePctApplied  float64 `json:"waste_pct_applied" doc:"Waste added, percent."`
	PanelAreaSqft    float64 `json:"panel_area_sqft" doc:"Coverage of one 4x8 panel, ft²."`
	Panels           int     `json:"panels" doc:"4x8 panels to buy: net area x (1 + waste) / 32, rounded up."`
	CodeReference    string  `json:"code_reference" doc:"Wall sheathing (R602.3) or roof sheathing (R803.2) section."`
}

var lumberSheathing = Define(Definition[lumberSheathingIn, lumberSheathingOut]{
	Category:       "lumber",
	Kind:           "sheathing",
	Title:          "Wall and roof sheathing panels",
	Summary:        "4x8 wood structural panels for walls or roof planes less openings, with waste (IRC R602.3 wall sheathing, R803.2 roof sheathing).",
	CodeReferences: []string{"IRC R602.3", "IRC R803.2"},
	Compute: func(in lumberSheathingIn) (lumberSheathingOut, error) {
		gross := in.LengthFt * in.HeightFt * float64(in.Planes)
		openings := 0.0
		for _, o := range in.Openings {
			openings += o.WidthFt * o.HeightFt * float64(o.Quantity)
		}
		openings = min(openings, gross) // openings covering the surface leave none to sheathe
		net := gross - openings
		ref := "IRC R602.3"
		if in.Surface == "roof" {
			ref = "IRC R803.2"
		}
		return lumberSheathingOut{
			GrossAreaSqft:    gross,
			OpeningsAreaSqft: openings,
			NetAreaSqft:      net,
			WastePctApplied:  in.WastePct,
			PanelAreaSqft:    lumberPanelAreaSqft,
			Panels:           CeilCount(net * (1 + in.WastePct/100) / lumberPanelAreaSqft),
			CodeReference:    ref,
		}, nil
	},
})
