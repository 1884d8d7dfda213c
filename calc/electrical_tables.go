package calc

// Code tables for the electrical calculators. Every value here was checked
// against a source read while writing it (named beside each table); rows
// that could not be confirmed are not carried, and inputs that would need
// them answer 422 with the code "not_carried".

// electricalSize is one conductor size row: its name as the API spells it
// ("12", "1/0", "250") and as it is printed ("12 AWG", "250 kcmil").
type electricalSize struct {
	key   string
	label string
}

// electricalSizes lists the conductor sizes carried by the ampacity,
// resistance and insulated-area tables, smallest first. Index i of every
// per-size table below refers to electricalSizes[i].
var electricalSizes = []electricalSize{
	{"18", "18 AWG"}, {"16", "16 AWG"}, {"14", "14 AWG"}, {"12", "12 AWG"}, {"10", "10 AWG"}, {"8", "8 AWG"},
	{"6", "6 AWG"}, {"4", "4 AWG"}, {"3", "3 AWG"}, {"2", "2 AWG"}, {"1", "1 AWG"},
	{"1/0", "1/0 AWG"}, {"2/0", "2/0 AWG"}, {"3/0", "3/0 AWG"}, {"4/0", "4/0 AWG"},
	{"250", "250 kcmil"}, {"300", "300 kcmil"}, {"350", "350 kcmil"}, {"400", "400 kcmil"}, {"500", "500 kcmil"},
}

// electricalSizeIndex returns the row of a size key, or -1.
func electricalSizeIndex(key string) int {
	for i, s := range electricalSizes {
		if s.key == key {
			return i
		}
	}
	return -1
}

// electricalAmpacity holds NEC Table 310.16 allowable ampacities (not more
// than three current-carrying conductors in raceway, cable or earth, 30 °C
// ambient) for one size: copper and aluminum / copper-clad aluminum at
// 60, 75 and 90 °C. 0 means the table has no entry (18 and 16 AWG are not
// branch-circuit sizes in the 310.16 columns used here; 14 AWG aluminum is
// not listed).
//
// Source: NEC Table 310.15(B)(16) (2014/2017 numbering; the 2020 edition
// renumbered it Table 310.16 with the same values), as reproduced at
// scribd.com/document/602627451 ("NEC Table 310.15(B)(16) (formerly Table
// 310.16)"), rows 14 AWG to 500 kcmil, cross-checked against the copper
// columns of ask-the-electrician.com's Table 310-16 for 8 AWG and larger.
// Rows above 500 kcmil are not carried.
type electricalAmpacity struct {
	cu, al [3]int // 60, 75, 90 °C
}

var electricalAmpacityTable = []electricalAmpacity{
	{},                                             // 18
	{},                                             // 16
	{[3]int{15, 20, 25}, [3]int{}},                 // 14
	{[3]int{20, 25, 30}, [3]int{15, 20, 25}},       // 12
	{[3]int{30, 35, 40}, [3]int{25, 30, 35}},       // 10
	{[3]int{40, 50, 55}, [3]int{35, 40, 45}},       // 8
	{[3]int{55, 65, 75}, [3]int{40, 50, 55}},       // 6
	{[3]int{70, 85, 95}, [3]int{55, 65, 75}},       // 4
	{[3]int{85, 100, 115}, [3]int{65, 75, 85}},     // 3
	{[3]int{95, 115, 130}, [3]int{75, 90, 100}},    // 2
	{[3]int{110, 130, 145}, [3]int{85, 100, 115}},  // 1
	{[3]int{125, 150, 170}, [3]int{100, 120, 135}}, // 1/0
	{[3]int{145, 175, 195}, [3]int{115, 135, 150}}, // 2/0
	{[3]int{165, 200, 225}, [3]int{130, 155, 175}}, // 3/0
	{[3]int{195, 230, 260}, [3]int{150, 180, 205}}, // 4/0
	{[3]int{215, 255, 290}, [3]int{170, 205, 230}}, // 250
	{[3]int{240, 285, 320}, [3]int{195, 230, 260}}, // 300
	{[3]int{260, 310, 350}, [3]int{210, 250, 280}}, // 350
	{[3]int{280, 335, 380}, [3]int{225, 270, 305}}, // 400
	{[3]int{320, 380, 430}, [3]int{260, 310, 350}}, // 500
}

// electricalSmallConductorOCPD is NEC 240.4(D): the largest overcurrent
// device permitted on small conductors (copper 14/12/10 AWG: 15/20/30 A;
// aluminum 12/10 AWG: 15/25 A). Source: Encore Wire's wire size table
// (encorewire.com), which quotes 240.4(D), and tradehub.tools' 240.4(D)
// table. 0: no small-conductor limit for that size.
func electricalSmallConductorOCPD(aluminum bool, sizeIdx int) int {
	switch electricalSizes[sizeIdx].key {
	case "14":
		if !aluminum {
			return 15
		}
	case "12":
		if aluminum {
			return 15
		}
		return 20
	case "10":
		if aluminum {
			return 25
		}
		return 30
	}
	return 0
}

// electricalConductorProps is one row of NEC Chapter 9 Table 8 (conductor
// properties): area in circular mils and direct-current resistance at 75 °C
// in ohm per 1000 ft, uncoated copper and aluminum, for stranded conductors
// and (18 to 8 AWG only, the sizes the table lists solid) solid ones.
//
// Source: NEC Chapter 9 Table 8 as tabulated by SFASoft
// (sfasoft.com/look/35/Conductor_Properties), cross-checked with
// voltdropcalc.com/nec-chapter-9-table-8 (solid copper 14 to 8 AWG and the
// stranded rows from 6 AWG up).
type electricalConductorProps struct {
	cmil                   int
	cuStranded, alStranded float64
	cuSolid, alSolid       float64 // 0: not listed solid
}

var electricalTable8 = []electricalConductorProps{
	{1620, 7.95, 13.1, 7.77, 12.8},    // 18
	{2580, 4.99, 8.21, 4.89, 8.05},    // 16
	{4110, 3.14, 5.17, 3.07, 5.06},    // 14
	{6530, 1.98, 3.25, 1.93, 3.18},    // 12
	{10380, 1.24, 2.04, 1.21, 2.00},   // 10
	{16510, 0.778, 1.28, 0.764, 1.26}, // 8
	{26240, 0.491, 0.808, 0, 0},       // 6
	{41740, 0.308, 0.508, 0, 0},       // 4
	{52620, 0.245, 0.403, 0, 0},       // 3
	{66360, 0.194, 0.319, 0, 0},       // 2
	{83690, 0.154, 0.253, 0, 0},       // 1
	{105600, 0.122, 0.201, 0, 0},      // 1/0
	{133100, 0.0967, 0.159, 0, 0},     // 2/0
	{167800, 0.0766, 0.126, 0, 0},     // 3/0
	{211600, 0.0608, 0.100, 0, 0},     // 4/0
	{250000, 0.0515, 0.0847, 0, 0},    // 250
	{300000, 0.0429, 0.0707, 0, 0},    // 300
	{350000, 0.0367, 0.0605, 0, 0},    // 350
	{400000, 0.0321, 0.0529, 0, 0},    // 400
	{500000, 0.0258, 0.0424, 0, 0},    // 500
}

// electricalTHHNAreaSqin is NEC Chapter 9 Table 5, approximate area of Type
// THHN / THWN / THWN-2 conductors in square inches (the same rows in the
// editions from 1999 to 2023). 0: not carried (18 and 16 AWG are fixture
// wires, not THHN building wire). Source: buildmyowncabin.com's NEC 2008
// Chapter 9 Table 5, cross-checked with conduitfill-calculator.com's
// THHN/THWN-2 area chart (14 to 4 AWG).
var electricalTHHNAreaSqin = []float64{
	0, 0, 0.0097, 0.0133, 0.0211, 0.0366, 0.0507, 0.0824, 0.0973, 0.1158, 0.1562,
	0.1855, 0.2223, 0.2679, 0.3237, 0.3970, 0.4608, 0.5242, 0.5863, 0.7073,
}

// electricalTradeSizes are the conduit trade sizes carried, in the order of
// the area tables below.
var electricalTradeSizes = []string{"1/2", "3/4", "1", "1-1/4", "1-1/2", "2", "2-1/2", "3", "3-1/2", "4"}

// electricalConduitAreaSqin is NEC Chapter 9 Table 4, total (100 %) internal
// area in square inches by trade size.
//   - EMT (Article 358): SFASoft's "All tubing and conduits" table
//     (sfasoft.com/look/13), whose 31/40/53 % columns agree.
//   - Rigid PVC Schedule 40 (Article 352): the "PVC-40" row of a Chapter 9
//     Table 4 conduit-area table (CONDUIT_AREA_TABLE) in public source code
//     found by search, 0.285 in² at 1/2 through 12.554 in² at 4; a single
//     source, not cross-checked against a second one.
var electricalConduitAreaSqin = map[string][]float64{
	"emt":    {0.304, 0.533, 0.864, 1.496, 2.036, 3.356, 5.858, 8.846, 11.545, 14.753},
	"pvc-40": {0.285, 0.508, 0.832, 1.453, 1.986, 3.291, 4.695, 7.268, 9.737, 12.554},
}

// electricalBoxAllowanceCuin is NEC Table 314.16(B), the volume allowance per
// conductor in cubic inches, 18 to 6 AWG (rows 0..6 of electricalSizes).
// Source: intrysys.com's box fill chart (NEC 2023 Table 314.16(B)),
// necmastery.com and synthmind.com agree.
var electricalBoxAllowanceCuin = []float64{1.50, 1.75, 2.00, 2.25, 2.50, 3.00, 5.00}

// electricalStandardBox is one NEC Table 314.16(A) metal box.
type electricalStandardBox struct {
	key    string
	label  string
	volume float64 // in³
}

// electricalStandardBoxes is NEC Table 314.16(A) (2023), in the table's
// order. Source: intrysys.com's box fill volume chart (NEC 2023 Table
// 314.16(A)); the round/octagonal rows and the 3 x 2 x 1-1/2 device box from
// synthmind.com's box sizing guide; necmastery.com agrees on the square,
// device and octagonal rows it lists.
var electricalStandardBoxes = []electricalStandardBox{
	{"4x1-1/4-round", "4 x 1-1/4 in. round/octagonal", 12.5},
	{"4x1-1/2-round", "4 x 1-1/2 in. round/octagonal", 15.5},
	{"4x2-1/8-round", "4 x 2-1/8 in. round/octagonal", 21.5},
	{"4x1-1/4-square", "4 x 1-1/4 in. square", 18.0},
	{"4x1-1/2-square", "4 x 1-1/2 in. square", 21.0},
	{"4x2-1/8-square", "4 x 2-1/8 in. square", 30.3},
	{"4-11/16x1-1/4-square", "4-11/16 x 1-1/4 in. square", 25.5},
	{"4-11/16x1-1/2-square", "4-11/16 x 1-1/2 in. square", 29.5},
	{"4-11/16x2-1/8-square", "4-11/16 x 2-1/8 in. square", 42.0},
	{"3x2x1-1/2-device", "3 x 2 x 1-1/2 in. device", 7.5},
	{"3x2x2-device", "3 x 2 x 2 in. device", 10.0},
	{"3x2x2-1/4-device", "3 x 2 x 2-1/4 in. device", 10.5},
	{"3x2x2-1/2-device", "3 x 2 x 2-1/2 in. device", 12.5},
	{"3x2x2-3/4-device", "3 x 2 x 2-3/4 in. device", 14.0},
	{"3x2x3-1/2-device", "3 x 2 x 3-1/2 in. device", 18.0},
	{"4x2-1/8x1-1/2-device", "4 x 2-1/8 x 1-1/2 in. device", 10.3},
	{"4x2-1/8x1-7/8-device", "4 x 2-1/8 x 1-7/8 in. device", 13.0},
	{"4x2-1/8x2-1/8-device", "4 x 2-1/8 x 2-1/8 in. device", 14.5},
	{"3-3/4x2x2-1/2-masonry", "3-3/4 x 2 x 2-1/2 in. masonry box/gang", 14.0},
	{"3-3/4x2x3-1/2-masonry", "3-3/4 x 2 x 3-1/2 in. masonry box/gang", 21.0},
	{"fs-single", "FS single cover/gang", 13.5},
	{"fd-single", "FD single cover/gang", 18.0},
	{"fs-multiple", "FS multiple cover/gang", 18.0},
	{"fd-multiple", "FD multiple cover/gang", 24.0},
}
