package calc

// Deck framing tables (IRC R507), No. 2 grade, wet service, 40 psf live load
// and 10 psf dead load. NEVER INVENT DATA: every cell below was read from
// the public transcriptions named beside it; a species group, size or column
// not below is answered 422 not_carried.

// The three species groups of IRC Tables R507.5 and R507.6 (and AWC DCA 6).
const (
	deckSouthernPine = "southern-pine"
	deckDFLGroup     = "dfl-hem-fir-spf"                  // Douglas fir-larch, hem-fir, spruce-pine-fir (incised)
	deckRedwoodGroup = "redwood-cedar-ponderosa-red-pine" // redwood, western cedars, ponderosa pine, red pine
)

// deckSpacingsIn are the joist spacing columns of the deck joist table.
var deckSpacingsIn = []float64{12, 16, 24}

// deckJoistRow is one joist size of one species group: the allowable span
// and the allowable overhang (cantilever) at 12, 16 and 24 in on center.
type deckJoistRow struct {
	span     [3]spanFtIn
	overhang [3]spanFtIn
}

// deckJoistTable: spans are IRC Table R507.6 (2015 R507.5, 2018 R507.6,
// 40 psf live load), which AWC's "Prescriptive Residential Wood Deck
// Construction Guide" (DCA 6-2015) prints as Table 2, "Maximum Joist Spans
// and Overhangs". Transcribed from DCA 6-2015 Table 2 as reproduced in the
// City of Everett, WA deck guide (lfportal.everettwa.gov WebLink doc 1003584,
// page 24). Cross-checks: the southern pine rows are the IRC 2024 Table R507.6
// row of a Knoxville deck-permit tool on GitHub (2x6 16/24 in, 2x8, 2x10,
// 2x12 all equal) and the 2x8 row ("13'1\" at 12\", 11'10\" at 16\", and 9'8\"
// at 24\"") of the DeckHelm IRC 2021 calculator's FAQ; the redwood 2x10 and
// 2x12 rows and the southern pine 2x10 row appear unchanged on a deck joist
// sizing page quoting the same table.
//
// Overhangs are DCA 6-2015 Table 2's "allowable overhang" (footnote 3: L/180
// cantilever deflection with a 220 lb point load, and never more than a
// quarter of the actual main span). They are the GUIDE's figures: IRC 2018
// prints its own cantilever column (3 ft 6 in, not DCA 6's 3 ft 5 in, for a
// southern pine 2x10 at 16 in, as a deck-framing Q&A page notes) and IRC 2021
// tabulates cantilevers by back span. Those are not carried.
var deckJoistTable = map[string]map[string]deckJoistRow{
	deckSouthernPine: {
		"2x6":  {[3]spanFtIn{"9-11", "9-0", "7-7"}, [3]spanFtIn{"1-0", "1-1", "1-3"}},
		"2x8":  {[3]spanFtIn{"13-1", "11-10", "9-8"}, [3]spanFtIn{"1-10", "2-0", "2-4"}},
		"2x10": {[3]spanFtIn{"16-2", "14-0", "11-5"}, [3]spanFtIn{"3-1", "3-5", "2-10"}},
		"2x12": {[3]spanFtIn{"18-0", "16-6", "13-6"}, [3]spanFtIn{"4-6", "4-2", "3-4"}},
	},
	deckDFLGroup: {
		"2x6":  {[3]spanFtIn{"9-6", "8-4", "6-10"}, [3]spanFtIn{"0-11", "1-0", "1-2"}},
		"2x8":  {[3]spanFtIn{"12-6", "11-1", "9-1"}, [3]spanFtIn{"1-8", "1-10", "2-2"}},
		"2x10": {[3]spanFtIn{"15-8", "13-7", "11-1"}, [3]spanFtIn{"2-10", "3-2", "2-9"}},
		"2x12": {[3]spanFtIn{"18-0", "15-9", "12-10"}, [3]spanFtIn{"4-4", "3-11", "3-3"}},
	},
	deckRedwoodGroup: {
		"2x6":  {[3]spanFtIn{"8-10", "8-0", "6-10"}, [3]spanFtIn{"0-9", "0-10", "0-11"}},
		"2x8":  {[3]spanFtIn{"11-8", "10-7", "8-8"}, [3]spanFtIn{"1-5", "1-7", "1-9"}},
		"2x10": {[3]spanFtIn{"14-11", "13-0", "10-7"}, [3]spanFtIn{"2-5", "2-7", "2-8"}},
		"2x12": {[3]spanFtIn{"17-5", "15-1", "12-4"}, [3]spanFtIn{"3-7", "3-9", "3-1"}},
	},
}

// deckJoistLivePsf is the only load column carried: 40 psf live load (and
// snow loads up to it). The 2021 table's 50, 60 and 70 psf snow columns are
// not carried.
const deckJoistLivePsf = 40

// deckBeamJoistSpansFt are the joist span columns of IRC Table R507.5(1).
var deckBeamJoistSpansFt = []float64{6, 8, 10, 12, 14, 16, 18}

// deckBeamSizes in table order (plies-member).
var deckBeamSizes = []string{"2-2x6", "2-2x8", "2-2x10", "2-2x12", "3-2x6", "3-2x8", "3-2x10", "3-2x12"}

// deckBeamTable: IRC 2021/2024 Table R507.5(1), deck beam spans for joists
// without a cantilever, 40 psf live load, per species group and beam size,
// one cell per deckBeamJoistSpansFt column ("" where not carried).
//
//   - Douglas fir-larch, hem-fir, spruce-pine-fir: every column, from the
//     2025 California Residential Code Table R507.5(1) (which adopts IRC
//     2024 R507.5 unchanged) as transcribed in a deck-beam module on GitHub
//     ("CRC 2025 Table R507.5(1), zero joist cantilever ... maximum
//     post-to-post beam spans"). A second deck tool on GitHub states the
//     2021 and 2024 IRC print the same R507.5 values.
//   - Southern pine: only the 12 ft joist span column, from the Knoxville
//     deck-permit tool's "exact no-cantilever 12 & 0 column from IRC 2024
//     Table R507.5(1)". Other columns are not carried.
//   - Redwood, western cedars, ponderosa and red pine: not carried.
var deckBeamTable = map[string]map[string][7]spanFtIn{
	deckDFLGroup: {
		"2-2x6":  {"6-6", "6-1", "5-8", "5-3", "4-9", "4-6", "4-4"},
		"2-2x8":  {"8-8", "8-2", "7-7", "7-1", "6-4", "6-0", "5-9"},
		"2-2x10": {"10-8", "10-0", "9-3", "8-7", "7-9", "7-4", "7-0"},
		"2-2x12": {"12-4", "11-7", "10-9", "10-0", "8-11", "8-6", "8-2"},
		"3-2x6":  {"8-2", "7-8", "7-2", "6-8", "6-0", "5-9", "5-6"},
		"3-2x8":  {"10-11", "10-3", "9-6", "8-10", "7-11", "7-7", "7-3"},
		"3-2x10": {"13-4", "12-6", "11-8", "10-10", "9-8", "9-3", "8-10"},
		"3-2x12": {"15-6", "14-6", "13-6", "12-7", "11-3", "10-9", "10-3"},
	},
	deckSouthernPine: {
		"2-2x6":  {"", "", "", "5-11", "", "", ""},
		"2-2x8":  {"", "", "", "7-7", "", "", ""},
		"2-2x10": {"", "", "", "9-0", "", "", ""},
		"2-2x12": {"", "", "", "10-7", "", "", ""},
		"3-2x6":  {"", "", "", "7-5", "", "", ""},
		"3-2x8":  {"", "", "", "9-6", "", "", ""},
		"3-2x10": {"", "", "", "11-2", "", "", ""},
		"3-2x12": {"", "", "", "13-3", "", "", ""},
	},
}

// deckFootingRow is one tributary-area row of IRC Table R507.3.1.
type deckFootingRow struct {
	areaSqft    float64
	roundDiaIn  float64
	thicknessIn float64
}

// deckFootings1500: IRC 2024 Table R507.3.1, minimum footing size for decks,
// 40 psf live load, 1,500 psf soil bearing, round footings: diameter and
// thickness per tributary area, from the Knoxville deck-permit tool on GitHub
// ("IRC2024:Table-R507.3.1:1500psf"), its only transcribed column. The
// square-footing sides, the 2,000 and 3,000 psf soil columns and the 50, 60
// and 70 psf snow columns are not carried. Reading this column for a soil
// that bears more than 1,500 psf is conservative (a stronger soil needs a
// smaller footing).
var deckFootings1500 = []deckFootingRow{
	{20, 14, 6}, {40, 20, 6}, {60, 24, 8}, {80, 28, 9},
	{100, 31, 11}, {120, 34, 12}, {140, 37, 13}, {160, 40, 15},
}
