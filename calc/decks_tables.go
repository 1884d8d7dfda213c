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

// deckJoistLivePsf is the live load of deckJoistTable; snow loads up to it
// read that table (IRC R507.6 footnote: snow not concurrent with live load).
const deckJoistLivePsf = 40

// deckJoistSnowLoadsPsf are the ground snow columns of IRC 2021 Table R507.6.
var deckJoistSnowLoadsPsf = []float64{50, 60, 70}

// deckJoistSnowSpans: IRC 2021 Table R507.6 allowable joist spans at 50, 60
// and 70 psf ground snow load, per species group and size, at 12, 16 and
// 24 in. Transcribed from the SimpleBlueprints deck engine on GitHub ("IRC
// 2021 Table R507.6 joist spans verified from published code"), which prints
// them in decimal feet to two places; each is a whole number of inches
// (x 12 within 0.07 of an integer) and is stored as feet-inches. The same
// engine's 40 psf rows equal deckJoistTable cell for cell
// (TestDeckJoistCrossCheck), which is how far it could be checked. The 2021
// table's cantilever columns (by back span) are not carried: above 40 psf no
// cantilever is answered.
var deckJoistSnowSpans = map[float64]map[string]map[string][3]spanFtIn{
	50: {
		deckSouthernPine: {
			"2x6":  {"9-2", "8-4", "7-4"},
			"2x8":  {"12-1", "11-0", "9-5"},
			"2x10": {"15-5", "13-9", "11-3"},
			"2x12": {"18-0", "16-2", "13-2"},
		},
		deckDFLGroup: {
			"2x6":  {"8-10", "8-0", "6-8"},
			"2x8":  {"11-7", "10-7", "8-11"},
			"2x10": {"14-10", "13-3", "10-10"},
			"2x12": {"17-9", "15-5", "12-7"},
		},
		deckRedwoodGroup: {
			"2x6":  {"8-3", "7-6", "6-6"},
			"2x8":  {"10-10", "9-10", "8-6"},
			"2x10": {"13-10", "12-7", "10-5"},
			"2x12": {"16-10", "14-9", "12-1"},
		},
	},
	60: {
		deckSouthernPine: {
			"2x6":  {"8-8", "7-10", "6-10"},
			"2x8":  {"11-5", "10-4", "8-9"},
			"2x10": {"14-7", "12-9", "10-5"},
			"2x12": {"17-3", "15-0", "12-3"},
		},
		deckDFLGroup: {
			"2x6":  {"8-4", "7-6", "6-2"},
			"2x8":  {"10-11", "9-11", "8-3"},
			"2x10": {"13-11", "12-4", "10-0"},
			"2x12": {"16-6", "14-3", "11-8"},
		},
		deckRedwoodGroup: {
			"2x6":  {"7-9", "7-0", "6-2"},
			"2x8":  {"10-2", "9-3", "7-11"},
			"2x10": {"13-0", "11-9", "9-7"},
			"2x12": {"15-9", "13-8", "11-2"},
		},
	},
	70: {
		deckSouthernPine: {
			"2x6":  {"8-3", "7-6", "6-5"},
			"2x8":  {"10-10", "9-10", "8-2"},
			"2x10": {"13-9", "11-11", "9-9"},
			"2x12": {"16-2", "14-0", "11-5"},
		},
		deckDFLGroup: {
			"2x6":  {"7-11", "7-1", "5-9"},
			"2x8":  {"10-5", "9-5", "7-8"},
			"2x10": {"13-3", "11-6", "9-5"},
			"2x12": {"15-5", "13-4", "10-11"},
		},
		deckRedwoodGroup: {
			"2x6":  {"7-4", "6-8", "5-10"},
			"2x8":  {"9-8", "8-10", "7-4"},
			"2x10": {"12-4", "11-0", "9-0"},
			"2x12": {"14-9", "12-9", "10-5"},
		},
	},
}

// deckBeamJoistSpansFt are the effective joist span columns of IRC Tables
// R507.5(1)-(4).
var deckBeamJoistSpansFt = []float64{6, 8, 10, 12, 14, 16, 18}

// deckBeamSizes in table order (plies-member).
var deckBeamSizes = []string{"2-2x6", "2-2x8", "2-2x10", "2-2x12", "3-2x6", "3-2x8", "3-2x10", "3-2x12"}

// deckBeamLoadsPsf are the load tables: R507.5(1) 40 psf live load, (2)-(4)
// 50, 60 and 70 psf ground snow load (snow not concurrent with live load).
var deckBeamLoadsPsf = []float64{40, 50, 60, 70}

// deckBeamTable2021: IRC 2021 Tables R507.5(1)-(4), deck beam spans (post to
// post) by load, species group, built-up beam and EFFECTIVE joist span (6 to
// 18 ft), No. 2, wet service, 10 psf dead load. Transcribed from the
// SimpleBlueprints deck engine on GitHub ("IRC 2021 TABLES R507.5(1) through
// R507.5(4): BEAM SPANS ... Verified against 2021 IRC published tables").
// Cross-checks (TestDeckBeamCrossChecks): the effective 8 ft column of
// southern pine at 40 psf is, cell for cell, the "12 & 0" (12 ft joists, no
// cantilever) column of IRC 2024 Table R507.5(1) in a Knoxville deck-permit
// tool; the effective 8 and 12 ft columns of the Douglas fir-larch group are
// the 12 and 18 ft no-cantilever columns of the 2025 California Residential
// Code table (IRC 2024) in a deck-beam module on GitHub. Both agree with a
// joist span factor of 0.66 for joists without a cantilever (12 x 0.66 =
// 7.92, 18 x 0.66 = 11.88). Every row falls with the joist span and with
// the load, as it must.
var deckBeamTable2021 = map[float64]map[string]map[string][7]spanFtIn{
	40: {
		deckSouthernPine: {
			"2-2x6":  {"6-11", "5-11", "5-4", "4-10", "4-6", "4-3", "4-0"},
			"2-2x8":  {"8-9", "7-7", "6-9", "6-2", "5-9", "5-4", "5-0"},
			"2-2x10": {"10-4", "9-0", "8-0", "7-4", "6-9", "6-4", "6-0"},
			"2-2x12": {"12-2", "10-7", "9-5", "8-7", "8-0", "7-5", "7-0"},
			"3-2x6":  {"8-6", "7-5", "6-8", "6-1", "5-8", "5-3", "4-11"},
			"3-2x8":  {"10-11", "9-6", "8-6", "7-9", "7-2", "6-8", "6-4"},
			"3-2x10": {"13-0", "11-2", "10-0", "9-2", "8-6", "7-11", "7-6"},
			"3-2x12": {"15-3", "13-3", "11-10", "10-9", "10-0", "9-4", "8-10"},
		},
		deckDFLGroup: {
			"2-2x6":  {"6-1", "5-3", "4-9", "4-4", "3-11", "3-7", "3-3"},
			"2-2x8":  {"8-2", "7-1", "6-4", "5-9", "5-2", "4-8", "4-4"},
			"2-2x10": {"10-0", "8-7", "7-9", "7-0", "6-6", "6-0", "5-6"},
			"2-2x12": {"11-7", "10-0", "8-11", "8-2", "7-7", "7-1", "6-8"},
			"3-2x6":  {"7-8", "6-8", "6-0", "5-6", "5-1", "4-9", "4-6"},
			"3-2x8":  {"10-3", "8-10", "7-11", "7-3", "6-8", "6-3", "5-11"},
			"3-2x10": {"12-6", "10-10", "9-8", "8-10", "8-2", "7-8", "7-2"},
			"3-2x12": {"14-6", "12-7", "11-3", "10-3", "9-6", "8-11", "8-5"},
		},
		deckRedwoodGroup: {
			"2-2x6":  {"6-2", "5-4", "4-10", "4-5", "4-0", "3-8", "3-4"},
			"2-2x8":  {"7-10", "6-10", "6-1", "5-7", "5-2", "4-10", "4-5"},
			"2-2x10": {"9-7", "8-4", "7-5", "6-9", "6-3", "5-10", "5-6"},
			"2-2x12": {"11-1", "9-8", "8-7", "7-10", "7-3", "6-10", "6-5"},
			"3-2x6":  {"7-8", "6-9", "6-0", "5-6", "5-1", "4-9", "4-6"},
			"3-2x8":  {"9-10", "8-6", "7-7", "6-11", "6-5", "6-0", "5-8"},
			"3-2x10": {"12-0", "10-5", "9-4", "8-6", "7-10", "7-4", "6-11"},
			"3-2x12": {"13-11", "12-1", "10-9", "9-10", "9-1", "8-6", "8-1"},
		},
	},
	50: {
		deckSouthernPine: {
			"2-2x6":  {"6-8", "5-9", "5-2", "4-9", "4-4", "4-1", "3-10"},
			"2-2x8":  {"8-6", "7-4", "6-7", "6-0", "5-7", "5-2", "4-11"},
			"2-2x10": {"10-1", "8-9", "7-10", "7-1", "6-7", "6-2", "5-10"},
			"2-2x12": {"11-11", "10-3", "9-2", "8-5", "7-9", "7-3", "6-10"},
			"3-2x6":  {"7-11", "7-2", "6-6", "5-11", "5-6", "5-1", "4-10"},
			"3-2x8":  {"10-5", "9-3", "8-3", "7-6", "6-11", "6-6", "6-2"},
			"3-2x10": {"12-8", "10-11", "9-9", "8-11", "8-3", "7-9", "7-3"},
			"3-2x12": {"14-11", "12-11", "11-6", "10-6", "9-9", "9-1", "8-7"},
		},
		deckDFLGroup: {
			"2-2x6":  {"6-0", "5-2", "4-7", "4-2", "3-10", "3-5", "3-2"},
			"2-2x8":  {"8-0", "6-11", "6-2", "5-8", "5-0", "4-7", "4-2"},
			"2-2x10": {"9-9", "8-5", "7-7", "6-11", "6-4", "5-10", "5-4"},
			"2-2x12": {"11-4", "9-10", "8-9", "8-0", "7-5", "6-11", "6-6"},
			"3-2x6":  {"7-6", "6-6", "5-9", "5-3", "4-11", "4-7", "4-4"},
			"3-2x8":  {"10-0", "8-8", "7-9", "7-1", "6-6", "6-1", "5-8"},
			"3-2x10": {"12-3", "10-7", "9-6", "8-8", "8-0", "7-6", "7-0"},
			"3-2x12": {"14-3", "12-4", "11-0", "10-1", "9-4", "8-9", "8-3"},
		},
		deckRedwoodGroup: {
			"2-2x6":  {"6-1", "5-3", "4-8", "4-4", "3-11", "3-6", "3-3"},
			"2-2x8":  {"7-8", "6-8", "5-11", "5-5", "5-0", "4-8", "4-3"},
			"2-2x10": {"9-5", "8-2", "7-3", "6-8", "6-2", "5-9", "5-5"},
			"2-2x12": {"10-11", "9-5", "8-5", "7-8", "7-2", "6-8", "6-3"},
			"3-2x6":  {"7-1", "6-5", "5-11", "5-5", "5-0", "4-8", "4-5"},
			"3-2x8":  {"9-4", "8-4", "7-5", "6-10", "6-4", "5-11", "5-7"},
			"3-2x10": {"11-9", "10-2", "9-1", "8-4", "7-8", "7-2", "6-9"},
			"3-2x12": {"13-8", "11-10", "10-7", "9-8", "8-11", "8-4", "7-10"},
		},
	},
	60: {
		deckSouthernPine: {
			"2-2x6":  {"6-2", "5-4", "4-9", "4-4", "4-0", "3-9", "3-7"},
			"2-2x8":  {"7-10", "6-10", "6-1", "5-7", "5-2", "4-10", "4-6"},
			"2-2x10": {"9-4", "8-1", "7-3", "6-7", "6-1", "5-8", "5-4"},
			"2-2x12": {"11-0", "9-6", "8-6", "7-9", "7-2", "6-9", "6-4"},
			"3-2x6":  {"7-5", "6-9", "6-0", "5-6", "5-1", "4-9", "4-6"},
			"3-2x8":  {"9-9", "8-6", "7-6", "6-11", "6-5", "6-0", "5-8"},
			"3-2x10": {"11-8", "10-2", "9-2", "8-3", "7-8", "7-2", "6-9"},
			"3-2x12": {"13-9", "11-11", "10-8", "9-9", "9-0", "8-5", "7-11"},
		},
		deckDFLGroup: {
			"2-2x6":  {"5-6", "4-9", "4-3", "3-10", "3-5", "3-1", "2-10"},
			"2-2x8":  {"7-5", "6-5", "5-9", "5-0", "4-7", "4-1", "3-9"},
			"2-2x10": {"9-0", "7-10", "7-0", "6-4", "5-9", "5-2", "4-10"},
			"2-2x12": {"10-6", "9-1", "8-1", "7-5", "6-11", "6-4", "5-10"},
			"3-2x6":  {"6-11", "6-0", "5-4", "4-11", "4-6", "4-2", "3-10"},
			"3-2x8":  {"9-3", "8-0", "7-2", "6-6", "6-1", "5-6", "5-0"},
			"3-2x10": {"11-4", "9-10", "8-9", "8-0", "7-5", "6-11", "6-5"},
			"3-2x12": {"13-2", "11-5", "10-2", "9-4", "8-7", "8-1", "7-7"},
		},
		deckRedwoodGroup: {
			"2-2x6":  {"5-7", "4-10", "4-3", "3-11", "3-6", "3-2", "2-11"},
			"2-2x8":  {"7-1", "6-2", "5-6", "5-0", "4-7", "4-2", "3-10"},
			"2-2x10": {"8-8", "7-6", "6-9", "6-2", "5-8", "5-3", "4-11"},
			"2-2x12": {"10-1", "8-9", "7-10", "7-2", "6-8", "6-2", "5-9"},
			"3-2x6":  {"6-8", "5-11", "5-4", "4-10", "4-5", "4-1", "3-9"},
			"3-2x8":  {"8-9", "7-9", "6-11", "6-4", "5-10", "5-5", "5-0"},
			"3-2x10": {"10-11", "9-5", "8-5", "7-9", "7-2", "6-8", "6-3"},
			"3-2x12": {"12-8", "10-11", "9-10", "8-11", "8-3", "7-9", "7-3"},
		},
	},
	70: {
		deckSouthernPine: {
			"2-2x6":  {"5-9", "5-0", "4-6", "4-1", "3-9", "3-6", "3-4"},
			"2-2x8":  {"7-4", "6-4", "5-8", "5-2", "4-10", "4-6", "4-3"},
			"2-2x10": {"8-9", "7-7", "6-9", "6-2", "5-8", "5-4", "5-0"},
			"2-2x12": {"10-3", "8-11", "8-0", "7-3", "6-9", "6-3", "5-11"},
			"3-2x6":  {"7-0", "6-3", "5-7", "5-1", "4-9", "4-5", "4-2"},
			"3-2x8":  {"9-3", "8-0", "7-2", "6-6", "6-0", "5-8", "5-4"},
			"3-2x10": {"10-11", "9-6", "8-6", "7-9", "7-2", "6-8", "6-4"},
			"3-2x12": {"12-11", "11-2", "10-0", "9-1", "8-5", "7-11", "7-5"},
		},
		deckDFLGroup: {
			"2-2x6":  {"5-2", "4-6", "4-0", "3-5", "3-1", "2-10", "2-7"},
			"2-2x8":  {"6-11", "6-0", "5-3", "4-7", "4-1", "3-8", "3-5"},
			"2-2x10": {"8-5", "7-4", "6-6", "5-10", "5-2", "4-9", "4-5"},
			"2-2x12": {"9-10", "8-6", "7-7", "6-11", "6-4", "5-9", "5-4"},
			"3-2x6":  {"6-6", "5-7", "5-0", "4-7", "4-2", "3-9", "3-5"},
			"3-2x8":  {"8-8", "7-6", "6-8", "6-1", "5-6", "5-0", "4-7"},
			"3-2x10": {"10-7", "9-2", "8-2", "7-6", "6-11", "6-4", "5-10"},
			"3-2x12": {"12-4", "10-8", "9-7", "8-9", "8-1", "7-7", "7-1"},
		},
		deckRedwoodGroup: {
			"2-2x6":  {"5-3", "4-7", "4-1", "3-6", "3-2", "2-11", "2-8"},
			"2-2x8":  {"6-8", "5-9", "5-2", "4-8", "4-2", "3-10", "3-6"},
			"2-2x10": {"8-2", "7-1", "6-4", "5-9", "5-4", "4-10", "4-6"},
			"2-2x12": {"9-5", "8-2", "7-4", "6-8", "6-2", "5-9", "5-5"},
			"3-2x6":  {"6-4", "5-8", "5-1", "4-6", "4-1", "3-9", "3-5"},
			"3-2x8":  {"8-4", "7-3", "6-5", "5-11", "5-5", "5-1", "4-8"},
			"3-2x10": {"10-2", "8-10", "7-11", "7-2", "6-8", "6-3", "5-11"},
			"3-2x12": {"11-10", "10-3", "9-2", "8-4", "7-9", "7-3", "6-10"},
		},
	},
}

// deckJoistSpanFactors: IRC Table R507.5(5), the factor that turns a joist
// span into the effective joist span the beam tables are entered with, by
// the joist's cantilever as a fraction of its span (the load a cantilevered
// joist puts on its beam grows with the overhang). Transcribed from the
// "deck studio's rule book" on GitHub (IRC 2021/2024 R507); the 0.66 row is
// confirmed by the cross-checks above. A ratio between two rows takes the
// row above (the larger factor); past 1/4 the joist table already forbids
// the cantilever (R507.6).
var deckJoistSpanFactors = []struct{ ratio, factor float64 }{
	{0, 0.66}, {1.0 / 12, 0.72}, {1.0 / 10, 0.80}, {1.0 / 8, 0.84}, {1.0 / 6, 0.90}, {1.0 / 4, 1.00},
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
