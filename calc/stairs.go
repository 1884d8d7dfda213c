package calc

import "math"

func stairsCalculators() []*Calculator {
	return []*Calculator{stairsRiseRun, stairsStringer, stairsHeadroom, stairsHandrail}
}

// stairSection returns the edition's number for a stairway subsection
// ("7.5" → "IRC R311.7.5" or "IRC R318.7.5"): the 2024 IRC moved the
// stairway section from R311.7 to R318.7.
func stairSection(edition, sub string) string {
	if edition == "2024" {
		return "IRC R318." + sub
	}
	return "IRC R311." + sub
}

// IRC R311.7.5.1 / R318.7.5.1: riser height at most 7 3/4 in.
// IRC R311.7.5.2 / R318.7.5.2: tread depth at least 10 in.
// IRC R311.7.3 / R318.7.3: a flight rises at most 151 in between landings.
const (
	maxRiserIn      = 7.75
	minTreadIn      = 10
	maxFlightRiseIn = 151
)

type riseRunIn struct {
	TotalRiseIn  float64 `json:"total_rise_in" calc:"required,gt=0,max=600" doc:"Total rise, finished floor to finished floor, inches."`
	TreadDepthIn float64 `json:"tread_depth_in" calc:"required,gt=0,max=30" doc:"Tread depth (run of one step, nosing to nosing), inches."`
	IRCEdition   string  `json:"irc_edition" calc:"default=2021,enum=2021|2024" doc:"IRC edition whose numbering code_reference follows."`
}

type riseRunOut struct {
	RiserCount     int     `json:"riser_count" doc:"Number of risers: the fewest whose equal height is at most 7 3/4 in."`
	RiserHeightIn  float64 `json:"riser_height_in" doc:"Equal riser height, inches."`
	TreadCount     int     `json:"tread_count" doc:"Number of treads (risers - 1: the upper floor is the last step)."`
	TreadDepthIn   float64 `json:"tread_depth_in" doc:"Tread depth used, inches."`
	TotalRunIn     float64 `json:"total_run_in" doc:"Horizontal run of the flight: treads x tread depth, inches."`
	StairAngleDeg  float64 `json:"stair_angle_deg" calc:"places=1" doc:"Pitch of the stair, degrees from horizontal."`
	IRCEditionUsed string  `json:"irc_edition_used" doc:"IRC edition applied."`
	Checks         []Check `json:"checks" doc:"Riser height, tread depth and flight rise against the IRC limits."`
	Pass           bool    `json:"pass" doc:"True when every check passes."`
	CodeReference  string  `json:"code_reference" doc:"Stair treads and risers section in the edition's numbering."`
}

var stairsRiseRun = Define(Definition[riseRunIn, riseRunOut]{
	Category:       "stairs",
	Kind:           "rise-run",
	Title:          "Stair risers, treads and run",
	Summary:        "Riser count and height, tread count and total run for a straight flight, checked against the IRC riser, tread and flight-rise limits (IRC R311.7.5; R318.7.5 in the 2024 IRC).",
	CodeReferences: []string{"IRC R311.7.5", "IRC R318.7.5", "IRC R311.7.5.1", "IRC R311.7.5.2", "IRC R311.7.3", "IRC R318.7.5.1", "IRC R318.7.5.2", "IRC R318.7.3"},
	Compute: func(in riseRunIn) (riseRunOut, error) {
		risers := max(1, CeilCount(in.TotalRiseIn/maxRiserIn))
		riser := in.TotalRiseIn / float64(risers)
		treads := risers - 1
		run := float64(treads) * in.TreadDepthIn
		checks := []Check{
			AtMost("riser height", riser, maxRiserIn, "in", stairSection(in.IRCEdition, "7.5.1")),
			AtLeast("tread depth", in.TreadDepthIn, minTreadIn, "in", stairSection(in.IRCEdition, "7.5.2")),
			AtMost("flight rise", in.TotalRiseIn, maxFlightRiseIn, "in", stairSection(in.IRCEdition, "7.3")),
		}
		return riseRunOut{
			RiserCount:     risers,
			RiserHeightIn:  riser,
			TreadCount:     treads,
			TreadDepthIn:   in.TreadDepthIn,
			TotalRunIn:     run,
			StairAngleDeg:  math.Atan2(riser, in.TreadDepthIn) * 180 / math.Pi,
			IRCEditionUsed: in.IRCEdition,
			Checks:         checks,
			Pass:           AllPass(checks),
			CodeReference:  stairSection(in.IRCEdition, "7.5"),
		}, nil
	},
})

// stairsGuardSection returns the edition's number for a guard subsection
// ("1.1" → "IRC R312.1.1" or "IRC R321.1.1"): the 2024 IRC moved guards and
// window fall protection from R312 to R321.
func stairsGuardSection(edition, sub string) string {
	if edition == "2024" {
		return "IRC R321." + sub
	}
	return "IRC R312." + sub
}

// stairsFlight is a straight flight laid out like stairs/rise-run: the fewest
// equal risers of at most 7 3/4 in, one tread fewer than risers.
type stairsFlight struct {
	risers, treads int
	riserIn, runIn float64
}

func stairsLayFlight(totalRiseIn, treadDepthIn float64) stairsFlight {
	risers := max(1, CeilCount(totalRiseIn/maxRiserIn))
	return stairsFlight{risers: risers, treads: risers - 1, riserIn: totalRiseIn / float64(risers), runIn: float64(risers-1) * treadDepthIn}
}

// ------------------------------------------------------------------ stringer

// IRC R311.7.1 / R318.7.1: a stairway is at least 36 in wide.
const stairsMinWidthIn = 36

// Stringer spacing by tread material (deckplans.com "How to build a
// staircase", step 5): 2x6 (nominal 2 in) wood treads span at most 24 in on
// center between stringers, 5/4 wood or composite treads 16 in; stringers =
// ceil(width / spacing) + 1.
var stairsStringerSpacingIn = map[string]float64{"2x-lumber": 24, "5-4-or-composite": 16}

// Dressed depth of the stringer board (DOC PS 20 dry sizes).
var stairsStringerDepthIn = map[string]float64{"2x10": 9.25, "2x12": 11.25}

type stairsStringerIn struct {
	TotalRiseIn   float64 `json:"total_rise_in" calc:"required,gt=0,max=600" doc:"Total rise, finished floor (or grade) to finished floor (or deck), inches."`
	TreadDepthIn  float64 `json:"tread_depth_in" calc:"required,gt=0,max=30" doc:"Tread depth (unit run), inches."`
	StairWidthIn  float64 `json:"stair_width_in" calc:"required,gt=0,max=240" doc:"Width of the stair, inches."`
	TreadMaterial string  `json:"tread_material" calc:"default=2x-lumber,enum=2x-lumber|5-4-or-composite" doc:"Tread boards: 2x lumber (stringers at most 24 in o.c.) or 5/4 wood and composite decking (at most 16 in o.c.), per deckplans.com."`
	StringerBoard string  `json:"stringer_board" calc:"default=2x12,enum=2x10|2x12" doc:"Board the stringers are cut from, for the throat depth left under the notches."`
	IRCEdition    string  `json:"irc_edition" calc:"default=2021,enum=2021|2024" doc:"IRC edition whose numbering code_reference follows."`
}

type stairsStringerOut struct {
	RiserCount        int     `json:"riser_count" doc:"Risers: the fewest whose equal height is at most 7 3/4 in (riser cuts on each stringer)."`
	RiserHeightIn     float64 `json:"riser_height_in" doc:"Equal riser height (unit rise), inches."`
	TreadCount        int     `json:"tread_count" doc:"Treads: risers - 1 (tread cuts on each stringer; the upper floor is the last step)."`
	TotalRunIn        float64 `json:"total_run_in" doc:"Horizontal run: treads x tread depth, inches."`
	StringerLengthIn  float64 `json:"stringer_length_in" doc:"Diagonal length of the stringer, sqrt(total rise² + total run²), before the plumb and level end cuts, inches."`
	StringerLengthFt  float64 `json:"stringer_length_ft" doc:"Stringer length, feet."`
	StockLengthFt     int     `json:"stock_length_ft" doc:"Board length to buy: the stringer length rounded up to an even foot, at least 8 ft."`
	StringerAngleDeg  float64 `json:"stringer_angle_deg" calc:"places=1" doc:"Pitch of the stair, degrees from horizontal."`
	ThroatDepthIn     float64 `json:"throat_depth_in" doc:"Board depth left under the notches: board depth - riser x tread / sqrt(riser² + tread²), inches (negative: the notches cut through)."`
	StringerSpacingIn float64 `json:"stringer_spacing_max_in" doc:"Maximum stringer spacing on center for the tread material, inches."`
	StringerCount     int     `json:"stringer_count" doc:"Stringers: ceil(width / spacing) + 1."`
	IRCEditionUsed    string  `json:"irc_edition_used" doc:"IRC edition applied."`
	Checks            []Check `json:"checks" doc:"Riser height, tread depth, stair width and flight rise against the IRC limits."`
	Pass              bool    `json:"pass" doc:"True when every check passes."`
	CodeReference     string  `json:"code_reference" doc:"Stairways section in the edition's numbering."`
}

var stairsStringer = Define(Definition[stairsStringerIn, stairsStringerOut]{
	Category:       "stairs",
	Kind:           "stringer",
	Title:          "Stair stringers: length, cuts and count",
	Summary:        "Riser and tread cuts, stringer length and stock, throat depth and the number of stringers for the stair width, checked against the IRC stairway limits (IRC R311.7; R318.7 in the 2024 IRC).",
	CodeReferences: []string{"IRC R311.7", "IRC R318.7", "IRC R311.7.1", "IRC R311.7.3", "IRC R311.7.5.1", "IRC R311.7.5.2", "IRC R318.7.1", "IRC R318.7.3", "IRC R318.7.5.1", "IRC R318.7.5.2"},
	Compute: func(in stairsStringerIn) (stairsStringerOut, error) {
		f := stairsLayFlight(in.TotalRiseIn, in.TreadDepthIn)
		length := math.Hypot(in.TotalRiseIn, f.runIn)
		spacing := stairsStringerSpacingIn[in.TreadMaterial]
		notch := f.riserIn * in.TreadDepthIn / math.Hypot(f.riserIn, in.TreadDepthIn)
		checks := []Check{
			AtMost("riser height", f.riserIn, maxRiserIn, "in", stairSection(in.IRCEdition, "7.5.1")),
			AtLeast("tread depth", in.TreadDepthIn, minTreadIn, "in", stairSection(in.IRCEdition, "7.5.2")),
			AtLeast("stair width", in.StairWidthIn, stairsMinWidthIn, "in", stairSection(in.IRCEdition, "7.1")),
			AtMost("flight rise", in.TotalRiseIn, maxFlightRiseIn, "in", stairSection(in.IRCEdition, "7.3")),
		}
		return stairsStringerOut{
			RiserCount:        f.risers,
			RiserHeightIn:     f.riserIn,
			TreadCount:        f.treads,
			TotalRunIn:        f.runIn,
			StringerLengthIn:  length,
			StringerLengthFt:  length / 12,
			StockLengthFt:     max(8, 2*CeilCount(length/24)),
			StringerAngleDeg:  math.Atan2(f.riserIn, in.TreadDepthIn) * 180 / math.Pi,
			ThroatDepthIn:     stairsStringerDepthIn[in.StringerBoard] - notch,
			StringerSpacingIn: spacing,
			StringerCount:     CeilCount(in.StairWidthIn/spacing) + 1,
			IRCEditionUsed:    in.IRCEdition,
			Checks:            checks,
			Pass:              AllPass(checks),
			CodeReference:     stairSection(in.IRCEdition, "7"),
		}, nil
	},
})

// ------------------------------------------------------------------ headroom

// IRC R311.7.2 / R318.7.2: headroom in all parts of a stairway is at least
// 6 ft 8 in, measured plumb from the sloped plane adjoining the tread
// nosings. Under the floor above a stairwell opening the headroom is least at
// the opening's lower edge: with unit rise r, unit run t, nosing projection
// p and floor structure depth d, an opening of horizontal length L (from the
// face of the top riser) leaves headroom (L - p) x r / t - d there, and the
// shortest opening for a headroom H is (H + d) / r x t + p (the stairwell
// opening formula of the spikevm.com and 98905.com stairwell guides).
const stairsMinHeadroomIn = 80

type stairsHeadroomIn struct {
	RiserHeightIn         float64 `json:"riser_height_in" calc:"required,min=1,max=12" doc:"Riser height (unit rise), inches."`
	TreadDepthIn          float64 `json:"tread_depth_in" calc:"required,min=4,max=30" doc:"Tread depth (unit run), inches."`
	FloorStructureDepthIn float64 `json:"floor_structure_depth_in" calc:"required,gt=0,max=48" doc:"Depth of the upper floor at the opening: finish floor, subfloor, joists and ceiling finish, inches."`
	NosingIn              float64 `json:"nosing_in" calc:"default=0,min=0,max=3" doc:"Nosing projection of the treads past the risers, inches."`
	OpeningLengthIn       float64 `json:"opening_length_in" calc:"required,min=0,max=1200" doc:"Length of the stairwell opening, measured horizontally from the face of the top riser down the flight, inches."`
	IRCEdition            string  `json:"irc_edition" calc:"default=2021,enum=2021|2024" doc:"IRC edition whose numbering code_reference follows."`
}

type stairsHeadroomOut struct {
	HeadroomIn         float64 `json:"headroom_in" doc:"Headroom at the lower edge of the opening, plumb from the nosing line to the underside of the floor above, inches."`
	MinHeadroomIn      float64 `json:"min_headroom_in" doc:"The IRC minimum, 6 ft 8 in, inches."`
	MinOpeningLengthIn float64 `json:"min_opening_length_in" doc:"Shortest opening that leaves the minimum headroom: (80 + floor depth) / rise x run + nosing, inches."`
	MinOpeningLengthFt float64 `json:"min_opening_length_ft" doc:"min_opening_length_in in feet."`
	IRCEditionUsed     string  `json:"irc_edition_used" doc:"IRC edition applied."`
	Checks             []Check `json:"checks" doc:"Headroom against the IRC minimum."`
	Pass               bool    `json:"pass" doc:"True when the headroom check passes."`
	CodeReference      string  `json:"code_reference" doc:"Headroom section in the edition's numbering."`
}

var stairsHeadroom = Define(Definition[stairsHeadroomIn, stairsHeadroomOut]{
	Category:       "stairs",
	Kind:           "headroom",
	Title:          "Stair headroom under a stairwell opening",
	Summary:        "Headroom left at the lower edge of a stairwell opening and the shortest opening that keeps the 6 ft 8 in minimum, from the unit rise and run and the floor depth (IRC R311.7.2; R318.7.2 in the 2024 IRC).",
	CodeReferences: []string{"IRC R311.7.2", "IRC R318.7.2"},
	Compute: func(in stairsHeadroomIn) (stairsHeadroomOut, error) {
		slope := in.RiserHeightIn / in.TreadDepthIn
		headroom := (in.OpeningLengthIn-in.NosingIn)*slope - in.FloorStructureDepthIn
		minOpening := (stairsMinHeadroomIn+in.FloorStructureDepthIn)/slope + in.NosingIn
		ref := stairSection(in.IRCEdition, "7.2")
		checks := []Check{AtLeast("headroom", headroom, stairsMinHeadroomIn, "in", ref)}
		return stairsHeadroomOut{
			HeadroomIn:         headroom,
			MinHeadroomIn:      stairsMinHeadroomIn,
			MinOpeningLengthIn: minOpening,
			MinOpeningLengthFt: minOpening / 12,
			IRCEditionUsed:     in.IRCEdition,
			Checks:             checks,
			Pass:               AllPass(checks),
			CodeReference:      ref,
		}, nil
	},
})

// ------------------------------------------------------------------ handrail

// IRC R311.7.8 / R318.7.8: a handrail on at least one side of each flight
// with four or more risers, 34 to 38 in above the nosing line, continuous
// from a point above the top riser to a point above the lowest riser.
// IRC R312.1.1 / R321.1.1: guards where an open-sided walking surface,
// stairs included, is more than 30 in above the floor or grade below;
// R312.1.2 / R321.1.2: at least 34 in above the nosing line on the open
// sides of stairs (36 in elsewhere), and 34 to 38 in where the guard's top
// serves as the handrail.
const (
	stairsHandrailMinRisers = 4
	stairsHandrailMinIn     = 34
	stairsHandrailMaxIn     = 38
	stairsGuardTriggerIn    = 30
	stairsStairGuardMinIn   = 34
)

type stairsHandrailIn struct {
	TotalRiseIn      float64 `json:"total_rise_in" calc:"required,gt=0,max=600" doc:"Total rise of the flight, inches."`
	TreadDepthIn     float64 `json:"tread_depth_in" calc:"required,gt=0,max=30" doc:"Tread depth (unit run), inches."`
	HandrailHeightIn float64 `json:"handrail_height_in" calc:"default=36,min=20,max=60" doc:"Handrail height above the nosing line, inches."`
	OpenSides        int     `json:"open_sides" calc:"default=0,min=0,max=2" doc:"Sides of the flight open to a drop (not against a wall)."`
	GuardHeightIn    float64 `json:"guard_height_in" calc:"default=36,min=20,max=60" doc:"Guard height on the open sides, above the nosing line, inches."`
	IRCEdition       string  `json:"irc_edition" calc:"default=2021,enum=2021|2024" doc:"IRC edition whose numbering every citation follows."`
}

type stairsHandrailOut struct {
	RiserCount            int     `json:"riser_count" doc:"Risers: the fewest whose equal height is at most 7 3/4 in."`
	RiserHeightIn         float64 `json:"riser_height_in" doc:"Equal riser height, inches."`
	TreadCount            int     `json:"tread_count" doc:"Treads: risers - 1."`
	HandrailRequired      bool    `json:"handrail_required" doc:"True with four or more risers."`
	HandrailSidesRequired int     `json:"handrail_sides_required" doc:"Sides that must have a handrail (at least one when required)."`
	HandrailLengthIn      float64 `json:"handrail_length_in" doc:"Handrail length per side along the nosing line, from above the top riser to above the lowest riser: (risers - 1) x sqrt(rise² + run²), inches."`
	HandrailLengthFt      float64 `json:"handrail_length_ft" doc:"handrail_length_in in feet."`
	GuardRequired         bool    `json:"guard_required" doc:"True when an open side has treads more than 30 in above the floor below."`
	GuardedTreads         int     `json:"guarded_treads" doc:"Treads more than 30 in above the floor below, taken level with the foot of the flight (the guard runs from the lowest of them to the top)."`
	GuardLengthIn         float64 `json:"guard_length_in" doc:"Guard length per open side along the nosing line, inches."`
	GuardLengthTotalIn    float64 `json:"guard_length_total_in" doc:"guard_length_in x open sides, inches."`
	IRCEditionUsed        string  `json:"irc_edition_used" doc:"IRC edition applied."`
	Checks                []Check `json:"checks" doc:"Handrail height (when a handrail is required) and guard height (when a guard is required)."`
	Pass                  bool    `json:"pass" doc:"True when every check passes."`
	CodeReference         string  `json:"code_reference" doc:"Handrails section in the edition's numbering."`
}

var stairsHandrail = Define(Definition[stairsHandrailIn, stairsHandrailOut]{
	Category:       "stairs",
	Kind:           "handrail",
	Title:          "Stair handrail and guard",
	Summary:        "Whether a flight needs a handrail and guards, their lengths along the nosing line, and the handrail and guard heights checked (IRC R311.7.8 handrails and R312.1 guards; R318.7.8 and R321.1 in the 2024 IRC).",
	CodeReferences: []string{"IRC R311.7.8", "IRC R318.7.8", "IRC R312.1.2", "IRC R321.1.2"},
	Compute: func(in stairsHandrailIn) (stairsHandrailOut, error) {
		f := stairsLayFlight(in.TotalRiseIn, in.TreadDepthIn)
		step := math.Hypot(f.riserIn, in.TreadDepthIn)
		handrailRequired := f.risers >= stairsHandrailMinRisers
		sides := 0
		if handrailRequired {
			sides = 1
		}
		// Tread i (1 = lowest) stands i x riser above the floor below; the
		// guard runs from the first tread above 30 in to the top.
		firstHigh := int(math.Floor(stairsGuardTriggerIn/f.riserIn+1e-9)) + 1
		guarded := 0
		if in.OpenSides > 0 && firstHigh <= f.treads {
			guarded = f.treads - firstHigh + 1
		}
		guardLen := float64(guarded) * step
		railRef := stairSection(in.IRCEdition, "7.8")
		checks := []Check{}
		if handrailRequired {
			checks = append(checks,
				AtLeast("handrail height", in.HandrailHeightIn, stairsHandrailMinIn, "in", railRef),
				AtMost("handrail height", in.HandrailHeightIn, stairsHandrailMaxIn, "in", railRef))
		}
		if guarded > 0 {
			checks = append(checks, AtLeast("stair guard height", in.GuardHeightIn, stairsStairGuardMinIn, "in", stairsGuardSection(in.IRCEdition, "1.2")))
		}
		handrailLen := float64(f.risers-1) * step
		return stairsHandrailOut{
			RiserCount:            f.risers,
			RiserHeightIn:         f.riserIn,
			TreadCount:            f.treads,
			HandrailRequired:      handrailRequired,
			HandrailSidesRequired: sides,
			HandrailLengthIn:      handrailLen,
			HandrailLengthFt:      handrailLen / 12,
			GuardRequired:         guarded > 0,
			GuardedTreads:         guarded,
			GuardLengthIn:         guardLen,
			GuardLengthTotalIn:    guardLen * float64(in.OpenSides),
			IRCEditionUsed:        in.IRCEdition,
			Checks:                checks,
			Pass:                  AllPass(checks),
			CodeReference:         railRef,
		}, nil
	},
})
