package calc

// Span tables of IRC Chapters 5 and 8 (floor joists, ceiling joists,
// rafters), visually graded dimension lumber. NEVER INVENT DATA: the cells
// below were read from a published transcription; every species, grade,
// load or table not below is answered 422 not_carried, and the input
// schema's rules say which.
//
// Source of every cell in this file: "Material Selection, Dimensions, and
// Span Tables", a New Hampshire building wiki on GitHub that reprints the
// IRC spruce-pine-fir columns under the 2018 table numbers, which the 2021
// and 2024 IRC keep (R802.4.1 rafter size, R802.5.1 ceiling joist size, per
// the UpCodes tables of contents under ../shared/data; the 2015 IRC had them
// the other way round, R802.4 ceiling joists and R802.5 rafters, the
// numbering issue 36 quotes). Spruce-pine-fir No. 1
// and No. 2 print the same spans (the source notes it); they are stored
// under both grades. Cross-check: SPF No. 2 2x10 floor joists at 16 in,
// 40 psf live, 10 psf dead, 15-5, is quoted as "good to 15'-5\" (SPF, Table
// R502.3.1(2))" in a deck-repair note on GitHub.
//
// Not carried: Douglas fir-larch, hem-fir and southern pine (every table but
// the 19.2 and 24 in ceiling joist columns, below);
// Table R502.3.1(1) (30 psf floors); No. 3 at 20 psf floor dead load;
// R802.5.1(1) (attics without storage); the rafter tables for 20 psf roof
// live load and 30 psf ground snow, ceiling-attached rafters (L/240) and
// 20 psf roof dead load.

// spanSpacingsIn are the spacing columns of the IRC span tables.
var spanSpacingsIn = []float64{12, 16, 19.2, 24}

// spanGradeRows holds, per grade ("ss", "1", "2", "3"), one row per spacing
// column, one cell per size of the table's size list.
type spanGradeRows map[string][4][]spanFtIn

func spfSame(ss, no12, no3 [4][]spanFtIn) spanGradeRows {
	return spanGradeRows{"ss": ss, "1": no12, "2": no12, "3": no3}
}

// Floor joists, IRC Table R502.3.1(2): residential living areas, 40 psf
// live load, L/360; sizes 2x6, 2x8, 2x10, 2x12. Keyed by dead load (psf).
var floorJoistSizes = []string{"2x6", "2x8", "2x10", "2x12"}

var floorJoistSPF40 = map[float64]spanGradeRows{
	10: spfSame(
		[4][]spanFtIn{{"10-6", "13-10", "17-8", "21-6"}, {"9-6", "12-7", "16-0", "19-6"}, {"9-0", "11-10", "15-1", "18-4"}, {"8-4", "11-0", "14-0", "17-0"}},
		[4][]spanFtIn{{"10-3", "13-6", "17-3", "20-7"}, {"9-4", "12-3", "15-5", "17-10"}, {"8-9", "11-6", "14-1", "16-3"}, {"8-1", "10-3", "12-7", "14-7"}},
		[4][]spanFtIn{{"8-8", "11-0", "13-5", "15-7"}, {"7-6", "9-6", "11-8", "13-6"}, {"6-10", "8-8", "10-7", "12-4"}, {"6-2", "7-9", "9-6", "11-0"}},
	),
	20: {
		"ss": {{"10-6", "13-10", "17-8", "21-6"}, {"9-6", "12-7", "16-0", "19-6"}, {"9-0", "11-10", "15-1", "17-9"}, {"8-4", "11-0", "13-8", "15-11"}},
		"1":  {{"10-3", "13-3", "16-3", "18-10"}, {"9-1", "11-6", "14-1", "16-3"}, {"8-3", "10-6", "12-10", "14-10"}, {"7-5", "9-5", "11-6", "13-4"}},
		"2":  {{"10-3", "13-3", "16-3", "18-10"}, {"9-1", "11-6", "14-1", "16-3"}, {"8-3", "10-6", "12-10", "14-10"}, {"7-5", "9-5", "11-6", "13-4"}},
	},
}

// Ceiling joists, IRC Table R802.5.1(2) (2018, 2021 and 2024):
// uninhabitable attics with limited storage, 20 psf live load, 10 psf dead
// load, L/240; sizes 2x4, 2x6, 2x8, 2x10.
var ceilingJoistSizes = []string{"2x4", "2x6", "2x8", "2x10"}

var ceilingJoistSPFLimitedStorage = spfSame(
	[4][]spanFtIn{{"9-8", "15-2", "19-11", "25-5"}, {"8-9", "13-9", "18-1", "23-1"}, {"8-3", "12-11", "17-1", "21-8"}, {"7-8", "12-0", "15-10", "19-5"}},
	[4][]spanFtIn{{"9-5", "14-9", "18-9", "22-11"}, {"8-7", "12-10", "16-3", "19-10"}, {"8-0", "11-9", "14-10", "18-2"}, {"7-2", "10-6", "13-3", "16-3"}},
	[4][]spanFtIn{{"7-8", "11-2", "14-2", "17-4"}, {"6-8", "9-8", "12-4", "15-0"}, {"6-1", "8-10", "11-3", "13-8"}, {"5-5", "7-11", "10-0", "12-3"}},
)

// Rafters, IRC Tables R802.4.1(5) and R802.4.1(7) (2018, 2021 and 2024):
// ground snow load 50 and 70 psf, 10 psf dead load, ceiling not
// attached to the rafters (L/180); sizes 2x4 to 2x12. Keyed by ground snow
// load (psf).
var rafterSizes = []string{"2x4", "2x6", "2x8", "2x10", "2x12"}

var rafterSPFNotAttached = map[float64]spanGradeRows{
	50: spfSame(
		[4][]spanFtIn{{"7-10", "12-3", "16-2", "20-8", "24-1"}, {"7-1", "11-2", "14-8", "18-0", "20-11"}, {"6-8", "10-6", "13-5", "16-5", "19-1"}, {"6-2", "9-6", "12-0", "14-8", "17-1"}},
		[4][]spanFtIn{{"7-8", "11-3", "14-3", "17-5", "20-2"}, {"6-8", "9-9", "12-4", "15-1", "17-6"}, {"6-1", "8-11", "11-3", "13-9", "15-11"}, {"5-5", "7-11", "10-1", "12-4", "14-3"}},
		[4][]spanFtIn{{"5-10", "8-6", "10-9", "13-2", "15-3"}, {"5-0", "7-4", "9-4", "11-5", "13-2"}, {"4-7", "6-9", "8-6", "10-5", "12-1"}, {"4-1", "6-0", "7-7", "9-4", "10-9"}},
	),
	70: spfSame(
		[4][]spanFtIn{{"7-0", "11-0", "14-6", "18-0", "20-11"}, {"6-4", "10-0", "12-9", "15-7", "18-1"}, {"6-0", "9-2", "11-8", "14-3", "16-6"}, {"5-6", "8-3", "10-5", "12-9", "14-9"}},
		[4][]spanFtIn{{"6-8", "9-9", "12-4", "15-1", "17-6"}, {"5-9", "8-5", "10-8", "13-1", "15-2"}, {"5-3", "7-8", "9-9", "11-11", "13-10"}, {"4-8", "6-11", "8-9", "10-8", "12-4"}},
		[4][]spanFtIn{{"5-0", "7-4", "9-4", "11-5", "13-2"}, {"4-4", "6-4", "8-1", "9-10", "11-5"}, {"4-0", "5-10", "7-4", "9-0", "10-5"}, {"3-7", "5-2", "6-7", "8-1", "9-4"}},
	),
}

// spanSpeciesCarried is the one species the floor joist and rafter tables
// carry.
const spanSpeciesCarried = "spruce-pine-fir"

// ceilingJoistOtherSpecies: the 19.2 and 24 in columns of IRC 2018 Table
// R802.5.1(2) for Douglas fir-larch, hem-fir and southern pine (SS, No. 1,
// No. 2, No. 3 x 2x4, 2x6, 2x8, 2x10), from the 2018 IRC page hosted on
// FlipBuilder (online.flipbuilder.com/mewf/mima, page 430, "TABLE
// R802.5.1(2)-continued"). The same page's spruce-pine-fir rows equal the
// wiki's cell for cell (TestCeilingJoistCrossCheck). The 12 and 16 in
// columns of these species were not found (nil): a closer spacing reads the
// 19.2 in column, the conservative one.
var ceilingJoistOtherSpecies = map[string]spanGradeRows{
	"douglas-fir-larch": {
		"ss": {nil, nil, {"8-11", "14-0", "18-5", "23-7"}, {"8-3", "13-0", "17-2", "21-3"}},
		"1":  {nil, nil, {"8-7", "12-6", "15-10", "19-5"}, {"7-8", "11-2", "14-2", "17-4"}},
		"2":  {nil, nil, {"8-2", "11-11", "15-1", "18-5"}, {"7-3", "10-8", "13-6", "16-5"}},
		"3":  {nil, nil, {"6-2", "9-1", "11-6", "14-1"}, {"5-7", "8-1", "10-3", "12-7"}},
	},
	"hem-fir": {
		"ss": {nil, nil, {"8-5", "13-3", "17-5", "22-3"}, {"7-10", "12-3", "16-2", "20-6"}},
		"1":  {nil, nil, {"8-3", "12-4", "15-8", "19-2"}, {"7-7", "11-1", "14-0", "17-1"}},
		"2":  {nil, nil, {"7-10", "11-7", "14-8", "17-10"}, {"7-1", "10-4", "13-1", "16-0"}},
		"3":  {nil, nil, {"6-1", "8-10", "11-3", "13-8"}, {"5-5", "7-11", "10-0", "12-3"}},
	},
	"southern-pine": {
		"ss": {nil, nil, {"8-9", "13-9", "18-2", "23-1"}, {"8-1", "12-9", "16-10", "21-6"}},
		"1":  {nil, nil, {"8-5", "12-9", "16-2", "18-11"}, {"7-8", "11-5", "14-6", "16-11"}},
		"2":  {nil, nil, {"7-4", "11-0", "13-11", "16-6"}, {"6-7", "9-10", "12-6", "14-9"}},
		"3":  {nil, nil, {"5-8", "8-4", "10-6", "12-9"}, {"5-1", "7-5", "9-5", "11-5"}},
	},
}

// ceilingJoistTable is every species of R802.5.1(2) carried.
func ceilingJoistTable(species string) (spanGradeRows, bool) {
	if species == spanSpeciesCarried {
		return ceilingJoistSPFLimitedStorage, true
	}
	rows, ok := ceilingJoistOtherSpecies[species]
	return rows, ok
}

// spanCell finds a size's cell in a grade's rows at a spacing column or,
// where that column is not carried, the next wider carried one (the
// conservative one); col is the column read.
func spanCell(rows spanGradeRows, grade string, col int, sizes []string, size string) (cell spanFtIn, colRead int, ok bool) {
	r, ok := rows[grade]
	if !ok {
		return "", 0, false
	}
	for ; col < len(r); col++ {
		for i, s := range sizes {
			if s == size && i < len(r[col]) {
				return r[col][i], col, true
			}
		}
	}
	return "", 0, false
}
