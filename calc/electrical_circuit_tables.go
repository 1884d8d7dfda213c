package calc

// NEC 2023 tables for the second-wave electrical calculators (dwelling
// standard load, motor circuits, equipment grounding conductors, ampacity
// correction and adjustment, dwelling service conductors). Every value was
// read from a published reproduction named beside its table and checked
// against a second one where one was found; a row not read is not carried.
//
// Sources (cited below by these short names):
//   - nec2023-tables: NEC 2023 tables as transcribed in the public
//     AndrewTing89/CEC-Lang repository, data/NEC_2023/nec_tables_unified.json
//     (the same transcription the codes area's NEC 2023 contents come from).
//   - eecalcs: the public urdans/eecalcs calculator (Java), whose
//     MotorProperties, EGC and Factors classes carry NEC Tables 430.248,
//     430.250, 250.122 and 310.15(B)(2)(a) (2017 numbering; same values).
//   - nec2017-md: the NEC 2017 chapters reproduced in the public
//     mjk83093/sil repository (Tables 250.122, 310.15(B)(2)(a),
//     310.15(B)(3)(a)), used as a cross-check only.

// electricalStandardOCPD is NEC 2023 Table 240.6(A), the standard ampere
// ratings of fuses and inverse time circuit breakers (nec2023-tables; 240.6(A)
// also lists 1, 3, 6 and 601 A for fuses, electricalFuseOnlyOCPD).
var electricalStandardOCPD = []int{10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 70, 80, 90, 100, 110, 125, 150, 175,
	200, 225, 250, 300, 350, 400, 450, 500, 600, 700, 800, 1000, 1200, 1600, 2000, 2500, 3000, 4000, 5000, 6000}

// electricalFuseOnlyOCPD are the additional standard fuse ratings of 240.6(A).
var electricalFuseOnlyOCPD = []int{1, 3, 6, 601}

// electricalRangeColumnC is NEC 2023 Table 220.55 Column C, the maximum
// demand in kW of 1 to 25 household cooking appliances rated not over 12 kW
// (nec2023-tables; 1 range → 8 kW is Annex D Example D1(a)'s figure). Rows
// past 25 appliances (a multifamily feeder) are not carried: a dwelling's
// ranges_kw holds at most 25.
var electricalRangeColumnC = []float64{0, 8, 11, 14, 17, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40}

// electricalMotorHP lists the horsepower ratings of Tables 430.248 and
// 430.250, smallest first, as the API spells them.
var electricalMotorHP = []string{"1/6", "1/4", "1/3", "1/2", "3/4", "1", "1-1/2", "2", "3", "5", "7-1/2", "10", "15", "20",
	"25", "30", "40", "50", "60", "75", "100", "125", "150", "200", "250", "300", "350", "400", "450", "500"}

// electricalMotorFLC1Ph is NEC 2023 Table 430.248, full-load currents of
// single-phase ac motors, amperes, at 115, 200, 208 and 230 V, 1/6 to 10 hp
// (nec2023-tables; eecalcs agrees on every value).
var electricalMotorFLC1Ph = map[string][4]float64{ // 115, 200, 208, 230 V
	"1/6": {4.4, 2.5, 2.4, 2.2}, "1/4": {5.8, 3.3, 3.2, 2.9}, "1/3": {7.2, 4.1, 4.0, 3.6}, "1/2": {9.8, 5.6, 5.4, 4.9},
	"3/4": {13.8, 7.9, 7.6, 6.9}, "1": {16, 9.2, 8.8, 8.0}, "1-1/2": {20, 11.5, 11.0, 10}, "2": {24, 13.8, 13.2, 12},
	"3": {34, 19.6, 18.7, 17}, "5": {56, 32.2, 30.8, 28}, "7-1/2": {80, 46.0, 44.0, 40}, "10": {100, 57.5, 55.0, 50},
}

// electricalMotorFLC3Ph is NEC 2023 Table 430.250, full-load currents of
// three-phase induction-type squirrel-cage and wound-rotor motors, amperes,
// at 115, 200, 208, 230, 460 and 575 V; 0 where the table has no entry
// (nec2023-tables; eecalcs agrees on every value). The 2300 V column and the
// synchronous-motor rows are not carried.
var electricalMotorFLC3Ph = map[string][6]float64{ // 115, 200, 208, 230, 460, 575 V
	"1/2": {4.4, 2.5, 2.4, 2.2, 1.1, 0.9}, "3/4": {6.4, 3.7, 3.5, 3.2, 1.6, 1.3}, "1": {8.4, 4.8, 4.6, 4.2, 2.1, 1.7},
	"1-1/2": {12.0, 6.9, 6.6, 6.0, 3.0, 2.4}, "2": {13.6, 7.8, 7.5, 6.8, 3.4, 2.7},
	"3": {0, 11.0, 10.6, 9.6, 4.8, 3.9}, "5": {0, 17.5, 16.7, 15.2, 7.6, 6.1}, "7-1/2": {0, 25.3, 24.2, 22, 11, 9},
	"10": {0, 32.2, 30.8, 28, 14, 11}, "15": {0, 48.3, 46.2, 42, 21, 17}, "20": {0, 62.1, 59.4, 54, 27, 22},
	"25": {0, 78.2, 74.8, 68, 34, 27}, "30": {0, 92, 88, 80, 40, 32}, "40": {0, 120, 114, 104, 52, 41},
	"50": {0, 150, 143, 130, 65, 52}, "60": {0, 177, 169, 154, 77, 62}, "75": {0, 221, 211, 192, 96, 77},
	"100": {0, 285, 273, 248, 124, 99}, "125": {0, 359, 343, 312, 156, 125}, "150": {0, 414, 396, 360, 180, 144},
	"200": {0, 552, 528, 480, 240, 192}, "250": {0, 0, 0, 0, 302, 242}, "300": {0, 0, 0, 0, 361, 289},
	"350": {0, 0, 0, 0, 414, 336}, "400": {0, 0, 0, 0, 477, 382}, "450": {0, 0, 0, 0, 515, 412}, "500": {0, 0, 0, 0, 590, 472},
}

// electricalMotorOCPDPct is NEC 2023 Table 430.52(C)(1), the maximum rating
// of the motor branch-circuit short-circuit and ground-fault protective
// device, percent of full-load current, for single-phase motors and ac
// polyphase motors other than wound-rotor (squirrel cage of every design):
// the same for both rows in the columns carried (nec2023-tables). The
// instantaneous-trip column (800 %, 1100 % for Design B energy-efficient) is
// not carried: those breakers are adjustable parts of listed combination
// controllers (430.52(C)(3)).
var electricalMotorOCPDPct = map[string]float64{
	"nontime-delay-fuse":   300,
	"dual-element-fuse":    175,
	"inverse-time-breaker": 250,
}

// electricalEGC is one row of NEC 2023 Table 250.122: the largest automatic
// overcurrent device rating and the least copper and aluminum (or
// copper-clad aluminum) equipment grounding conductor (nec2023-tables;
// eecalcs and nec2017-md agree).
type electricalEGC struct {
	ocpdA      int
	copper, al string // size keys as electricalSizes spells them, larger ones in kcmil
}

var electricalEGCTable = []electricalEGC{
	{15, "14", "12"}, {20, "12", "10"}, {60, "10", "8"}, {100, "8", "6"}, {200, "6", "4"}, {300, "4", "2"},
	{400, "3", "1"}, {500, "2", "1/0"}, {600, "1", "2/0"}, {800, "1/0", "3/0"}, {1000, "2/0", "4/0"},
	{1200, "3/0", "250"}, {1600, "4/0", "350"}, {2000, "250", "400"}, {2500, "350", "600"}, {3000, "400", "600"},
	{4000, "500", "750"}, {5000, "700", "1250"}, {6000, "800", "1250"},
}

// electricalServiceConductor is one row of NEC 2023 Table 310.12(A),
// single-phase dwelling services and feeders (nec2023-tables; the 2020 NEC
// table as printed by Elliott Electric Supply's "Single Phase Residential
// Dwelling Services and Feeders" chart agrees on every row).
type electricalServiceConductor struct {
	ratingA    int
	copper, al string
}

var electricalServiceConductors = []electricalServiceConductor{
	{100, "4", "2"}, {110, "3", "1"}, {125, "2", "1/0"}, {150, "1", "2/0"}, {175, "1/0", "3/0"}, {200, "2/0", "4/0"},
	{225, "3/0", "250"}, {250, "4/0", "300"}, {300, "250", "350"}, {350, "350", "500"}, {400, "400", "600"},
}

// electricalAmbientCorrection is one row of NEC 2023 Table 310.15(B)(1)(1),
// ambient temperature correction factors based on 30 °C, for conductors
// rated 60, 75 and 90 °C; 0 where the table has a dash (the conductor may not
// be used at that ambient). Rows run from the first ambient above the
// previous row's top (10 °C or less is the first). Source: nec2023-tables;
// eecalcs and nec2017-md (Table 310.15(B)(2)(a)) agree on every value.
type electricalAmbientCorrection struct {
	maxC    float64 // the row's top ambient, °C
	factors [3]float64
}

var electricalAmbientCorrections = []electricalAmbientCorrection{
	{10, [3]float64{1.29, 1.20, 1.15}}, {15, [3]float64{1.22, 1.15, 1.12}}, {20, [3]float64{1.15, 1.11, 1.08}},
	{25, [3]float64{1.08, 1.05, 1.04}}, {30, [3]float64{1.00, 1.00, 1.00}}, {35, [3]float64{0.91, 0.94, 0.96}},
	{40, [3]float64{0.82, 0.88, 0.91}}, {45, [3]float64{0.71, 0.82, 0.87}}, {50, [3]float64{0.58, 0.75, 0.82}},
	{55, [3]float64{0.41, 0.67, 0.76}}, {60, [3]float64{0, 0.58, 0.71}}, {65, [3]float64{0, 0.47, 0.65}},
	{70, [3]float64{0, 0.33, 0.58}}, {75, [3]float64{0, 0, 0.50}}, {80, [3]float64{0, 0, 0.41}},
	{85, [3]float64{0, 0, 0.29}},
}

// electricalAdjustment is one row of NEC 2023 Table 310.15(C)(1), the
// adjustment factor for more than three current-carrying conductors in a
// raceway or cable (nec2023-tables; eecalcs and nec2017-md agree).
var electricalAdjustments = []struct {
	maxConductors int
	factor        float64
}{{3, 1.00}, {6, 0.80}, {9, 0.70}, {20, 0.50}, {30, 0.45}, {40, 0.40}}

// electricalAdjustmentOver40 is the "41 and above" row.
const electricalAdjustmentOver40 = 0.35
