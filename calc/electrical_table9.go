package calc

// electricalTable9Row is one row of NEC Chapter 9 Table 9, alternating-current
// resistance and reactance for 600 V cables, three-phase, 60 Hz, 75 °C, three
// single conductors in conduit, ohms to neutral per 1000 ft: reactance XL in
// PVC or aluminum conduit and in steel conduit, and ac resistance of uncoated
// copper and of aluminum in PVC, aluminum and steel conduit. 0: no entry
// (Table 9 lists no 14 AWG aluminum).
//
// Source: NEC 2017 Chapter 9 Table 9 as reproduced in the public
// mjk83093/sil repository (NEC2017_Chapter_9.md, the ohm/1000 ft figures),
// cross-checked cell by cell against urdans/eecalcs ConductorProperties and a
// public Java WireSize enum found by exact-string search of the code index
// ("TEN(0.050, 0.063, 1.2 ..."): all three agree on every cell carried except
// eecalcs' reactance for 10 and 8 AWG (0.054/0.068 and 0.050/0.063), where the
// NEC text and the enum agree (0.050/0.063, 0.052/0.065) and are carried.
// The NEC 2023 transcription read for the other tables has no Table 9; the
// table is carried as the 2017 edition prints it (not re-read in 2023).
// Rows above 500 kcmil are not carried.
type electricalTable9Row struct {
	xlPVCAl, xlSteel float64
	cu, al           [3]float64 // PVC, aluminum, steel conduit
}

var electricalTable9 = []electricalTable9Row{
	{0.058, 0.073, [3]float64{3.1, 3.1, 3.1}, [3]float64{0.0, 0.0, 0.0}},             // 14
	{0.054, 0.068, [3]float64{2.0, 2.0, 2.0}, [3]float64{3.2, 3.2, 3.2}},             // 12
	{0.05, 0.063, [3]float64{1.2, 1.2, 1.2}, [3]float64{2.0, 2.0, 2.0}},              // 10
	{0.052, 0.065, [3]float64{0.78, 0.78, 0.78}, [3]float64{1.3, 1.3, 1.3}},          // 8
	{0.051, 0.064, [3]float64{0.49, 0.49, 0.49}, [3]float64{0.81, 0.81, 0.81}},       // 6
	{0.048, 0.06, [3]float64{0.31, 0.31, 0.31}, [3]float64{0.51, 0.51, 0.51}},        // 4
	{0.047, 0.059, [3]float64{0.25, 0.25, 0.25}, [3]float64{0.4, 0.41, 0.4}},         // 3
	{0.045, 0.057, [3]float64{0.19, 0.2, 0.2}, [3]float64{0.32, 0.32, 0.32}},         // 2
	{0.046, 0.057, [3]float64{0.15, 0.16, 0.16}, [3]float64{0.25, 0.26, 0.25}},       // 1
	{0.044, 0.055, [3]float64{0.12, 0.13, 0.12}, [3]float64{0.2, 0.21, 0.2}},         // 1/0
	{0.043, 0.054, [3]float64{0.1, 0.1, 0.1}, [3]float64{0.16, 0.16, 0.16}},          // 2/0
	{0.042, 0.052, [3]float64{0.077, 0.082, 0.079}, [3]float64{0.13, 0.13, 0.13}},    // 3/0
	{0.041, 0.051, [3]float64{0.062, 0.067, 0.063}, [3]float64{0.1, 0.11, 0.1}},      // 4/0
	{0.041, 0.052, [3]float64{0.052, 0.057, 0.054}, [3]float64{0.085, 0.09, 0.086}},  // 250
	{0.041, 0.051, [3]float64{0.044, 0.049, 0.045}, [3]float64{0.071, 0.076, 0.072}}, // 300
	{0.04, 0.05, [3]float64{0.038, 0.043, 0.039}, [3]float64{0.061, 0.066, 0.063}},   // 350
	{0.04, 0.049, [3]float64{0.033, 0.038, 0.035}, [3]float64{0.054, 0.059, 0.055}},  // 400
	{0.039, 0.048, [3]float64{0.027, 0.032, 0.029}, [3]float64{0.043, 0.048, 0.045}}, // 500
}

// electricalTable9Sizes are the size keys of electricalTable9's rows.
var electricalTable9Sizes = []string{"14", "12", "10", "8", "6", "4", "3", "2", "1", "1/0", "2/0", "3/0", "4/0", "250", "300", "350", "400", "500"}
