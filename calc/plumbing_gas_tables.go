package calc

// plumbing/gas-pipe-size tables: IFGC Table 402.4(2) (the same table is
// NFPA 54 Table 6.2(b), UPC Table 1316.2(1), and the IRC's Schedule 40 table under G2413.4):
// Schedule 40 metallic pipe, natural gas of 0.60 specific gravity, inlet
// pressure less than 2 psi, 0.5 in. w.c. pressure drop; capacity in cubic
// feet of gas per hour.
//
// Source of the cells: LAARS Heating Systems, Mascot FT (MFTHW199) manual,
// section 4.9, Table 12 "Length of Black Iron Pipe (Schedule 40 Metallic)",
// reproduced from ANSI Z223.1 / NFPA 54, 2012 edition (easymanua.ls/laars/
// mfthw199/manual?p=32; pages corpus). It prints the 1/2 to 2 in columns at
// 10, 20, 30, 40, 50, 60, 80, 100, 150 and 200 ft, so only those are carried.
//
// Cross-checks (plumbing_gas_test.go re-runs the second):
//   - the 10 ft row equals the 60 ft row of IFGC 2018 Table 402.4(3)
//     (3.0 in. w.c. drop; online.flipbuilder.com/mewf/kdfo page 48): the
//     tables come from the low-pressure equation (IFGC Eq. 4-1, IRC
//     G2413.4), where capacity depends on the drop only through drop/length;
//   - every carried cell is that equation (Cr 0.6094 for natural gas,
//     Schedule 40 inside diameters) rounded to 3 significant digits, as the
//     table's note says its entries are;
//   - the 60 ft row's 3/4 and 1 in cells (137, 257) are the ones an
//     open-source IFGC sizing tool asserts for IFGC Appendix A Example 1.
//
// The table's other length rows (70, 90, 125, 175 and 250 to 2,000 ft) and
// columns (2-1/2 to 12 in) were not found in a public transcription that
// could be checked and are answered 422 not_carried, never interpolated.

// gasPipeSize is one carried column (a nominal pipe size).
type gasPipeSize struct {
	size   string
	sizeIn float64
	idIn   float64 // actual inside diameter printed in the table's header
}

var gasSch40Sizes = []gasPipeSize{
	{"1/2", 0.5, 0.622},
	{"3/4", 0.75, 0.824},
	{"1", 1, 1.049},
	{"1-1/4", 1.25, 1.380},
	{"1-1/2", 1.5, 1.610},
	{"2", 2, 2.067},
}

// gasSch40LengthRowsFt lists every length row the published table has up to
// 200 ft (the longest-length method reads the next longer of these), carried
// or not; gasSch40HalfInWC holds the carried ones.
var gasSch40LengthRowsFt = []float64{10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 125, 150, 175, 200}

// gasSch40HalfInWC: length row (ft) -> capacity (cfh) by gasSch40Sizes column.
var gasSch40HalfInWC = map[float64][6]float64{
	10:  {172, 360, 678, 1390, 2090, 4020},
	20:  {118, 247, 466, 957, 1430, 2760},
	30:  {95, 199, 374, 768, 1150, 2220},
	40:  {81, 170, 320, 657, 985, 1900},
	50:  {72, 151, 284, 583, 873, 1680},
	60:  {65, 137, 257, 528, 791, 1520},
	80:  {56, 117, 220, 452, 677, 1300},
	100: {50, 104, 195, 400, 600, 1160},
	150: {40, 83, 157, 322, 482, 928},
	200: {34, 71, 134, 275, 412, 794},
}

const (
	gasCarriedMaterial = "schedule_40_metallic"
	gasCarriedInlet    = "less_than_2_psi"
	gasCarriedDropInWC = 0.5
	gasTableReference  = "IFGC Table 402.4(2)"
)
