package publishertest

import (
	"fmt"
	"strconv"

	"github.com/xuri/excelize/v2"
)

// FileREMDBSubset is the bundled REMDB 2024 subset (32 rows of the Machine
// Read sheet, transcribed by the CMU TARE authors; see its PROVENANCE.md).
const FileREMDBSubset = "benchmarks/remdb-2024-coefficients-cmu-tare/remdb_v4_tare_retrofit_costs.csv"

// REMDBHeadings are the two heading rows of REMDB 2024's Machine Read
// sheet, columns A–AF, as jordan-joseph126/cmu-tare-model's
// remdb_data_processing.ipynb prints them from REMDB_2024_12_23.xlsx
// (pandas read_excel(sheet_name='Machine Read', header=[0, 1])).
var REMDBHeadings = [2][]string{
	{"Component & Class", "", "", "", "Retail Price Regression, Performance metric 1", "", "", "", "", "", "",
		"Retail Price Regression, Performance metric 2", "", "", "", "", "", "", "Retail Price Regression, Intercepts", "", "",
		"Installation Multiplier", "", "Installation Adder", "", "", "Additional Data", "", "", "", "", ""},
	{"Name", "Class", "Class - additional description", "Output Units", "Coefficient-Low", "Coefficient-Mid", "Coefficient-High",
		"Metric", "Unit", "Lower Bound", "Upper Bound", "Coefficient-Low", "Coefficient-Mid", "Coefficient-High", "Metric", "Unit",
		"Lower Bound", "Upper Bound", "Int-Low", "Int-Mid", "Int-High", "New Construction", "Retrofit", "New Construction", "Retrofit",
		"", "Lifetime", "Cost Variation Considerations", "Data Sources", "Qualitative Rank", "Notes", ""},
}

// REMDBSubsetRows are the bundled subset's rows in the Machine Read
// sheet's columns A–AA: the cells it transcribes (Name, Class, Output
// Units, both metrics, intercepts, the retrofit multiplier and adder,
// Lifetime); the columns it does not carry (the class description, the
// new-construction multiplier and adder, the notes) are left empty, not
// invented.
func REMDBSubsetRows(dataDir string) ([][]string, error) {
	recs, err := ReadBundled(dataDir, FileREMDBSubset)
	if err != nil {
		return nil, err
	}
	at := map[string]int{}
	for i, h := range recs[0] {
		at[h] = i
	}
	src := []string{"component", "class", "", "output_units", "pm1_coef_low", "pm1_coef_mid", "pm1_coef_high", "pm1_metric", "pm1_unit",
		"pm1_lower_bound", "pm1_upper_bound", "pm2_coef_low", "pm2_coef_mid", "pm2_coef_high", "pm2_metric", "pm2_unit", "pm2_lower_bound",
		"pm2_upper_bound", "intercept_low", "intercept_mid", "intercept_high", "", "multiplier_retrofit", "", "adder_retrofit", "", "lifetime_years"}
	var out [][]string
	for _, r := range recs[1:] {
		row := make([]string, len(src))
		for j, col := range src {
			if col == "" {
				continue
			}
			i, ok := at[col]
			if !ok {
				return nil, fmt.Errorf("%s has no column %s", FileREMDBSubset, col)
			}
			row[j] = r[i]
		}
		out = append(out, row)
	}
	return out, nil
}

// REMDBLayoutRowNote marks the loopback workbook's generated rows: it is
// their class description (column C) and their Notes (column AE).
const REMDBLayoutRowNote = "GENERATED LAYOUT ROW, NOT A REMDB FIGURE: plumbline test fixture"

// REMDBLayoutRows are two GENERATED LAYOUT ROWS, NOT REMDB FIGURES, in the
// Machine Read sheet's columns A–AE: one Window and one Electric Panel row,
// named as the default scope norms select them (reference/benchmarks/data/
// scope_norms.csv: the component, a first metric containing "U-" or "amp"
// whose bounds hold U 0.30 or 200 A; no class asked for). We hold neither
// real row (the bundled subset has none), so every number here is a round
// value picked to exercise the pricing path (per-ft² and whole-installation
// units, the retrofit multiplier and adder, no second metric), never to be
// served: the class says so and the figures they make are a fixture's. The
// loopback workbook holds them after the 32 real rows.
func REMDBLayoutRows() [][]string {
	row := func(name, units string, pm1 [3]string, metric, unit, lo, hi string, intercept [3]string, mult, adder string) []string {
		r := make([]string, 31)
		r[0], r[1], r[2], r[3] = name, "Layout fixture (generated, not REMDB)", REMDBLayoutRowNote, units
		copy(r[4:7], pm1[:])
		r[7], r[8], r[9], r[10] = metric, unit, lo, hi
		// columns L–R (metric 2) empty: the row is priced by one metric
		copy(r[18:21], intercept[:])
		r[22], r[24] = mult, adder // retrofit; the new-construction cells empty
		r[30] = REMDBLayoutRowNote
		return r
	}
	return [][]string{
		row("Window", "2023$/sqft", [3]string{"-20", "-25", "-30"}, "U-factor", "Btu/h-ft2-F", "0.15", "0.6",
			[3]string{"40", "50", "60"}, "1.5", "2"),
		row("Electric Panel", "2023$", [3]string{"5", "7", "9"}, "Amperage", "A", "100", "400",
			[3]string{"500", "800", "1100"}, "1.25", "150"),
	}
}

// REMDBBook writes a workbook in REMDB 2024's layout: a "Read Me" sheet
// first (the sheet is found by name, not position), then "Machine Read"
// with the two heading rows and rows; a cell that reads as a number is
// stored as one.
func REMDBBook(rows [][]string) ([]byte, error) {
	f := excelize.NewFile()
	defer f.Close()
	if err := f.SetSheetName(f.GetSheetName(0), "Read Me"); err != nil {
		return nil, err
	}
	if err := f.SetCellValue("Read Me", "A1", "Layout fixture of plumbline's loopback publisher: REMDB 2024's Machine Read layout, the bundled subset's 32 real rows, then 2 generated layout rows (Window, Electric Panel) that are not REMDB figures"); err != nil {
		return nil, err
	}
	if _, err := f.NewSheet("Machine Read"); err != nil {
		return nil, err
	}
	all := append([][]string{REMDBHeadings[0], REMDBHeadings[1]}, rows...)
	return writeSheet(f, "Machine Read", all, func(i, _ int, v string) any {
		if n, err := strconv.ParseFloat(v, 64); err == nil && i >= 2 {
			return n
		} else if v == "" {
			return nil
		}
		return v
	})
}
