package publishertest

import (
	"bytes"
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
	if err := f.SetCellValue("Read Me", "A1", "Layout fixture of plumbline's loopback publisher: REMDB 2024's Machine Read layout, rows from the bundled subset"); err != nil {
		return nil, err
	}
	if _, err := f.NewSheet("Machine Read"); err != nil {
		return nil, err
	}
	sw, err := f.NewStreamWriter("Machine Read")
	if err != nil {
		return nil, err
	}
	all := append([][]string{REMDBHeadings[0], REMDBHeadings[1]}, rows...)
	for i, r := range all {
		cells := make([]any, len(r))
		for j, v := range r {
			cells[j] = v
			if n, err := strconv.ParseFloat(v, 64); err == nil && i >= 2 {
				cells[j] = n
			} else if v == "" {
				cells[j] = nil
			}
		}
		cell, _ := excelize.CoordinatesToCellName(1, i+1)
		if err := sw.SetRow(cell, cells); err != nil {
			return nil, err
		}
	}
	if err := sw.Flush(); err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
