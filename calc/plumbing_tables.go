package calc

import (
	"maps"
	"math"
	"slices"
	"strings"
)

// Code tables and published rates behind the plumbing calculators.
//
// The IPC tables below are the 2021 International Plumbing Code values. They
// were read from two independent transcriptions of the code tables in public
// repositories (a plumbing cheat-sheet data set labelled "IPC 2021" and a
// drainage checker built on the Ohio Plumbing Code, which adopts the 2021 IPC
// Chapter 7 unchanged), which agree row for row; a third transcription (of
// the 2015 IPC on up.codes) states the 2024 IPC publishes the same values.
// The section numbers are the same in the 2021 and 2024 IPC.

// plumbingDFUTable is IPC Table 709.1, "Drainage fixture units for fixtures
// and groups": drainage fixture units (dfu) per fixture. Floor sinks (whose
// load the table sets by footnote) are not carried.
var plumbingDFUTable = map[string]float64{
	"automatic_clothes_washer_commercial":  3,
	"automatic_clothes_washer_residential": 2,
	"bathroom_group_1_6_gpf":               5, // water closet 1.6 gpf or less, lavatory, bathtub or shower
	"bathroom_group_over_1_6_gpf":          6,
	"bathtub":                              2, // with or without overhead shower or whirlpool
	"bidet":                                1,
	"combination_sink_and_tray":            2,
	"dental_lavatory":                      1,
	"dental_unit_or_cuspidor":              1,
	"dishwashing_machine_domestic":         2,
	"drinking_fountain":                    0.5,
	"emergency_floor_drain":                0,
	"floor_drain":                          2,
	"kitchen_sink_domestic":                2, // with or without food waste disposer, dishwasher or both
	"laundry_tray":                         2, // 1 or 2 compartments
	"lavatory":                             1,
	"shower_up_to_5_7_gpm":                 2,
	"shower_5_7_to_12_3_gpm":               3,
	"shower_12_3_to_25_8_gpm":              5,
	"shower_25_8_to_55_6_gpm":              6,
	"service_sink":                         2,
	"sink":                                 2,
	"urinal":                               4,
	"urinal_1_gpf_or_less":                 2,
	"urinal_nonwater_supplied":             0.5,
	"wash_sink_per_faucet_set":             2,
	"water_closet_flushometer_tank":        4, // public or private
	"water_closet_private_1_6_gpf":         3,
	"water_closet_private_over_1_6_gpf":    4,
	"water_closet_public_1_6_gpf":          4,
	"water_closet_public_over_1_6_gpf":     6,
}

// plumbingHasWaterCloset: fixtures that include a water closet, for the
// 3-inch minimum of Table 710.1(1) footnote a (a building drain serving a
// water closet is not smaller than 3 inches).
func plumbingHasWaterCloset(fixture string) bool {
	return strings.HasPrefix(fixture, "water_closet_") || strings.HasPrefix(fixture, "bathroom_group_")
}

// plumbingDrainSlopes are the slope columns of IPC Table 710.1(1), inches of
// fall per foot.
var plumbingDrainSlopes = map[string]int{"1/16": 0, "1/8": 1, "1/4": 2, "1/2": 3}

var plumbingDrainSlopeValue = [4]float64{1.0 / 16, 1.0 / 8, 1.0 / 4, 1.0 / 2}

// plumbingDrainRow is one row of IPC Table 710.1(1), "Building drains and
// sewers": the most dfu a building drain or sewer of this size may carry at
// each slope column; -1 where the table gives no value.
type plumbingDrainRow struct {
	size   string
	sizeIn float64
	maxDFU [4]float64
}

var plumbingDrainTable = []plumbingDrainRow{
	{"1-1/4", 1.25, [4]float64{-1, -1, 1, 1}},
	{"1-1/2", 1.5, [4]float64{-1, -1, 3, 3}},
	{"2", 2, [4]float64{-1, -1, 21, 26}},
	{"2-1/2", 2.5, [4]float64{-1, -1, 24, 31}},
	{"3", 3, [4]float64{-1, 36, 42, 50}},
	{"4", 4, [4]float64{-1, 180, 216, 250}},
	{"5", 5, [4]float64{-1, 390, 480, 575}},
	{"6", 6, [4]float64{-1, 700, 840, 1000}},
	{"8", 8, [4]float64{1400, 1600, 1920, 2300}},
	{"10", 10, [4]float64{2500, 2900, 3500, 4200}},
	{"12", 12, [4]float64{3900, 4600, 5600, 6700}},
	{"15", 15, [4]float64{7000, 8300, 10000, 12000}},
}

// plumbingWaterClosetMinDrainIn: Table 710.1(1) footnote a.
const plumbingWaterClosetMinDrainIn = 3

// plumbingSlopeTable is IPC Table 704.1, "Slope of horizontal drainage
// pipe": 2-1/2 in and smaller at 1/4 in per foot, 3 to 6 in at 1/8 in per
// foot, 8 in and larger at 1/16 in per foot.
var plumbingSlopeTable = map[string]float64{
	"1-1/4": 0.25, "1-1/2": 0.25, "2": 0.25, "2-1/2": 0.25,
	"3": 0.125, "4": 0.125, "5": 0.125, "6": 0.125,
	"8": 0.0625, "10": 0.0625, "12": 0.0625, "15": 0.0625,
}

// plumbingWSFU is one row of IPC Appendix E Table E103.3(2), "Load values
// assigned to fixtures": water supply fixture units, cold, hot and total.
// The total is not the sum of the two: each column carries its own diversity.
type plumbingWSFU struct {
	cold, hot, total float64
	flushometerValve bool // the row's supply control is a flushometer valve
}

var plumbingWSFUTable = map[string]plumbingWSFU{
	"bathroom_group_private_flush_tank":        {2.7, 1.5, 3.6, false},
	"bathroom_group_private_flushometer_valve": {6, 3, 8, true},
	"bathtub_private":                          {1, 1, 1.4, false},
	"bathtub_public":                           {3, 3, 4, false},
	"bidet_private":                            {1.5, 1.5, 2, false},
	"combination_fixture_private":              {2.25, 2.25, 3, false},
	"dishwashing_machine_private":              {0, 1.4, 1.4, false},
	"drinking_fountain_offices":                {0.25, 0, 0.25, false},
	"kitchen_sink_private":                     {1, 1, 1.4, false},
	"kitchen_sink_hotel_restaurant":            {3, 3, 4, false},
	"laundry_trays_private":                    {1, 1, 1.4, false},
	"lavatory_private":                         {0.5, 0.5, 0.7, false},
	"lavatory_public":                          {1.5, 1.5, 2, false},
	"service_sink_offices":                     {2.25, 2.25, 3, false},
	"shower_head_private":                      {1, 1, 1.4, false},
	"shower_head_public":                       {3, 3, 4, false},
	"urinal_public_1in_flushometer_valve":      {10, 0, 10, true},
	"urinal_public_3_4in_flushometer_valve":    {5, 0, 5, true},
	"urinal_public_flush_tank":                 {3, 0, 3, false},
	"washing_machine_8lb_private":              {1, 1, 1.4, false},
	"washing_machine_8lb_public":               {2.25, 2.25, 3, false},
	"washing_machine_15lb_public":              {3, 3, 4, false},
	"water_closet_private_flushometer_valve":   {6, 0, 6, true},
	"water_closet_private_flush_tank":          {2.2, 0, 2.2, false},
	"water_closet_public_flushometer_valve":    {10, 0, 10, true},
	"water_closet_public_flush_tank":           {5, 0, 5, false},
	"water_closet_flushometer_tank":            {2, 0, 2, false}, // public or private
}

// plumbingDemandPoint is one row of IPC Appendix E Table E103.3(3), "Table
// for estimating demand" (Hunter's curve): supply fixture units and demand
// in gallons per minute.
type plumbingDemandPoint struct{ wsfu, gpm float64 }

// plumbingDemandFlushTank: the column for supply systems predominantly for
// flush tanks.
var plumbingDemandFlushTank = []plumbingDemandPoint{
	{1, 3}, {2, 5}, {3, 6.5}, {4, 8}, {5, 9.4}, {6, 10.7}, {7, 11.8}, {8, 12.8}, {9, 13.7}, {10, 14.6},
	{11, 15.4}, {12, 16}, {13, 16.5}, {14, 17}, {15, 17.5}, {16, 18}, {17, 18.4}, {18, 18.8}, {19, 19.2},
	{20, 19.6}, {25, 21.5}, {30, 23.3}, {35, 24.9}, {40, 26.3}, {45, 27.7}, {50, 29.1}, {60, 32}, {70, 35},
	{80, 38}, {90, 41}, {100, 43.5}, {120, 48}, {140, 52.5}, {160, 57}, {180, 61}, {200, 65}, {225, 70},
	{250, 75}, {275, 80}, {300, 85}, {400, 105}, {500, 124}, {750, 170}, {1000, 208}, {1250, 239},
	{1500, 269}, {1750, 297}, {2000, 325}, {2500, 380}, {3000, 433}, {4000, 525}, {5000, 593},
}

// plumbingDemandFlushValve: the column for supply systems predominantly for
// flushometer valves. It starts at 5 wsfu and meets the flush-tank column at
// 1,000 wsfu (208 gpm); above that both columns read the same, so the
// flush-tank rows are used.
var plumbingDemandFlushValve = []plumbingDemandPoint{
	{5, 15}, {6, 17.4}, {7, 19.8}, {8, 22.2}, {9, 24.6}, {10, 27}, {11, 27.8}, {12, 28.6}, {13, 29.4},
	{14, 30.2}, {15, 31}, {16, 31.8}, {17, 32.6}, {18, 33.4}, {19, 34.2}, {20, 35}, {25, 38}, {30, 42},
	{35, 44}, {40, 46}, {45, 48}, {50, 50}, {60, 54}, {70, 58}, {80, 61.2}, {90, 64.3}, {100, 67.5},
	{120, 73}, {140, 77}, {160, 81}, {180, 85.5}, {200, 90}, {225, 95.5}, {250, 101}, {275, 104.5},
	{300, 108}, {400, 127}, {500, 143}, {750, 177}, {1000, 208},
}

// plumbingMaxDemandWSFU is the last row of Table E103.3(3).
const plumbingMaxDemandWSFU = 5000

// plumbingPipeID is one nominal size of a pipe or tube and its inside
// diameter, inches.
type plumbingPipeID struct {
	size   string
	idIn   float64
	sizeIn float64
}

// plumbingPipeMaterial: inside diameters by the dimension standard the
// product is made to (read from a public water-supply sizing tool that
// tabulates them by standard; copper Type L and Schedule 40 steel agree with
// the published ASTM B88 and ASME B36.10 tables).
type plumbingPipeMaterial struct {
	standard string
	sizes    []plumbingPipeID
}

var plumbingPipeMaterials = map[string]plumbingPipeMaterial{
	"copper_type_l": {"ASTM B88 Type L copper tube", []plumbingPipeID{
		{"3/8", 0.430, 0.375}, {"1/2", 0.545, 0.5}, {"3/4", 0.785, 0.75}, {"1", 1.025, 1}, {"1-1/4", 1.265, 1.25},
		{"1-1/2", 1.505, 1.5}, {"2", 1.985, 2}, {"2-1/2", 2.465, 2.5}, {"3", 2.945, 3}}},
	"pex_sdr9": {"ASTM F876 PEX, CTS SDR 9", []plumbingPipeID{
		{"3/8", 0.350, 0.375}, {"1/2", 0.475, 0.5}, {"3/4", 0.671, 0.75}, {"1", 0.862, 1}, {"1-1/4", 1.054, 1.25},
		{"1-1/2", 1.244, 1.5}, {"2", 1.629, 2}}},
	"cpvc_sdr11": {"ASTM D2846 CPVC, CTS SDR 11", []plumbingPipeID{
		{"1/2", 0.489, 0.5}, {"3/4", 0.715, 0.75}, {"1", 0.921, 1}, {"1-1/4", 1.125, 1.25}, {"1-1/2", 1.329, 1.5},
		{"2", 1.739, 2}}},
	"steel_sch40": {"ASME B36.10 Schedule 40 steel pipe", []plumbingPipeID{
		{"1/2", 0.622, 0.5}, {"3/4", 0.824, 0.75}, {"1", 1.049, 1}, {"1-1/4", 1.380, 1.25}, {"1-1/2", 1.610, 1.5},
		{"2", 2.067, 2}, {"2-1/2", 2.469, 2.5}, {"3", 3.068, 3}}},
}

// Velocity limits of the Copper Development Association's Copper Tube
// Handbook (as quoted by Watts' PRV sizing guide and The Engineering
// ToolBox): 8 ft/s for cold water, 5 ft/s for hot water up to about 140 °F.
const (
	plumbingColdVelocityFps = 8
	plumbingHotVelocityFps  = 5
)

// plumbingHotWaterUse is one line of the U.S. Department of Energy worksheet
// for estimating peak hour demand ("Sizing a New Water Heater", as
// reproduced on energycode.com): average gallons of hot water per use.
type plumbingHotWaterUse struct {
	name string
	gal  float64
}

var plumbingHotWaterUses = [...]plumbingHotWaterUse{
	{"shower", 12},
	{"bath", 9},
	{"shaving", 2},
	{"hands_and_face_washing", 4},
	{"hair_shampoo", 4},
	{"hand_dishwashing", 4},
	{"automatic_dishwasher", 14},
	{"food_preparation", 5},
	{"wringer_clothes_washer", 26},
	{"automatic_clothes_washer", 32},
}

// plumbingFHRTolerance: DOE advises a first-hour rating within 1 or 2
// gallons of the peak hour demand.
const plumbingFHRTolerance = 2

// plumbingSupplyPipeRule publishes the largest demand each material's
// largest carried size takes within the velocity limit (rounded down to
// 0.1 gal/min), so a schema-valid demand always finds a size.
func plumbingSupplyPipeRule() Rule {
	var r Rule
	for _, name := range slices.Sorted(maps.Keys(plumbingPipeMaterials)) {
		m := plumbingPipeMaterials[name]
		last := m.sizes[len(m.sizes)-1]
		mat := "material=" + name
		if name == "copper_type_l" { // the default
			mat = "?" + mat
		}
		for _, svc := range []struct {
			cond  string
			limit float64
		}{{"?service=cold", plumbingColdVelocityFps}, {"service=hot", plumbingHotVelocityFps}} {
			q := math.Floor(svc.limit/plumbingVelocityFps(1, last.idIn)*10) / 10
			r = append(r, []string{mat, svc.cond, "demand_gpm<=" + formatNum(q)})
		}
	}
	return r
}
