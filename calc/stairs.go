package calc

import "math"

func stairsCalculators() []*Calculator {
	return []*Calculator{stairsRiseRun}
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
	CodeReferences: []string{"IRC R311.7.5", "IRC R318.7.5"},
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
