package benchmarks_test

import (
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/benchmarks"
	"github.com/plumbline-api/plumbline/reference/geo"
	"github.com/plumbline-api/plumbline/reference/referencetest"
)

// TestWeightedQuantile: the smallest value whose cumulative weight reaches
// the share, on hand-checkable cases.
func TestWeightedQuantile(t *testing.T) {
	for _, c := range []struct {
		v, w []float64
		p    float64
		want float64
	}{
		{[]float64{3, 1, 2}, []float64{1, 1, 1}, 0.5, 2},      // unweighted median
		{[]float64{3, 1, 2}, []float64{1, 1, 1}, 0.25, 1},     // 1/3 ≥ 0.25 at the first
		{[]float64{10, 20}, []float64{3, 1}, 0.75, 10},        // 3/4 reached at 10
		{[]float64{10, 20}, []float64{3, 1}, 0.76, 20},        // just past it
		{[]float64{5, 100, 50}, []float64{1, 1, 98}, 0.5, 50}, // the weight, not the count
		{[]float64{7, 7, 9}, []float64{0.5, 0.5, 1}, 0.5, 7},  // ties
	} {
		if got := benchmarks.WeightedQuantile(c.v, c.w, c.p); got != c.want {
			t.Errorf("%v %v p%.2f: %v, want %v", c.v, c.w, c.p, got, c.want)
		}
	}
}

func TestREMDBRowID(t *testing.T) {
	for in, want := range map[[2]string]string{
		{"Air Sealing", "<40% Reduction"}:                              "air_sealing_lt40pct_reduction",
		{"Duct ", "Duct Sealing"}:                                      "duct_duct_sealing",
		{"Electric Baseboard", ""}:                                     "electric_baseboard_default",
		{"Unfinished Attic (Ceiling)", "Spray Foam (Closed Cell)"}:     "unfinished_attic_ceiling_spray_foam_closed_cell",
		{"Water Heater", "HP Tank w/ Gas Capping and 240V Wiring"}:     "water_heater_hp_tank_w_gas_capping_and_240v_wiring",
		{"Air Source Heat Pump", "Centrally ducted, with new circuit"}: "air_source_heat_pump_centrally_ducted_with_new_circuit",
	} {
		if got := benchmarks.REMDBRowID(in[0], in[1]); got != want {
			t.Errorf("%q: %s, want %s", in, got, want)
		}
	}
}

// pulledParse parses the bundle plus one pulled file.
func pulledParse(t *testing.T, name, data string) error {
	t.Helper()
	ds, _ := referencetest.Bundled(geo.Loader)
	var files []reference.File
	for _, n := range benchmarks.FileNames() {
		files = append(files, reference.File{Name: n, Data: referencetest.BundledBytes(t, n)})
	}
	files = append([]reference.File{{Name: name, Data: []byte(data)}}, files...)
	_, err := benchmarks.Parse(files, geo.Of(ds))
	return err
}

// A pulled file that is not what the converter writes is refused at load,
// naming the cell.
func TestPulledFilesRefused(t *testing.T) {
	remdbHead := strings.Join(benchmarks.PulledREMDBColumns, ",") + "\n"
	row := "7,air_source_heat_pump_centrally_ducted,Air Source Heat Pump,Centrally ducted,,2023$,639.168,1065.28,1491.392,Cooling Capacity,Tons,1.5,5,356.844,594.74,832.636,SEER1,Unitless,13.8,24,-1374.6,-2291,-3207.4,1.5,1.5,-191.55,-1384\n"
	if err := pulledParse(t, benchmarks.FilePulledREMDB, remdbHead+row); err != nil {
		t.Fatalf("a good row: %v", err)
	}
	ahsHead := strings.Join(benchmarks.PulledAHSColumns, ",") + "\n"
	for name, c := range map[string]struct{ file, data, want string }{
		"row id":   {benchmarks.FilePulledREMDB, remdbHead + strings.Replace(row, "air_source_heat_pump_centrally_ducted", "ashp", 1), "row_id"},
		"number":   {benchmarks.FilePulledREMDB, remdbHead + strings.Replace(row, "1065.28", "x", 1), "pm1_coef_mid"},
		"division": {benchmarks.FilePulledAHS, ahsHead + "2023,11000000001,13,5000,2,1234.5,10\n", "division"},
		"diy":      {benchmarks.FilePulledAHS, ahsHead + "2023,11000000001,13,5000,3,1234.5,7\n", "jobdiy"},
		"weight":   {benchmarks.FilePulledAHS, ahsHead + "2023,11000000001,13,5000,2,0,7\n", "weight"},
	} {
		if err := pulledParse(t, c.file, c.data); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v", name, err)
		}
	}
}
