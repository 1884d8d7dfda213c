package datapull

import (
	"bytes"
	"context"
	"encoding/csv"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/plumbline-api/plumbline/reference/benchmarks"
	"github.com/plumbline-api/plumbline/reference/release"
	"github.com/xuri/excelize/v2"
)

// NREL's Residential Efficiency Measures Database, release 2024-12-23
// (REMDB v4), a workbook on OEDI (submission 8336). Its "Machine Read"
// sheet holds one row per measure: the retail-price regression on up to
// two performance metrics, low/mid/high, and the installation multiplier
// and adder. The bundle holds 32 of its rows (the CMU TARE subset); the
// pull lands all of them (docs/benchmarks-remodel.md).

const (
	remdbRelease = "2024-12-23"
	remdbBook    = "REMDB_2024.12.23.xlsx"
	remdbURL     = "https://data.openei.org/files/8336/" + remdbBook
	remdbSheet   = "Machine Read"
	nrelREMDB    = "National Renewable Energy Laboratory (NREL), National Residential Efficiency Measures Database (REMDB)"
	// remdbMaxBytes caps the workbook (about 100 KB of cells; the
	// workbook with its other sheets is well under this).
	remdbMaxBytes = 64 << 20
)

// remdbSchedule: NREL publishes REMDB releases irregularly (2013, then
// 2024-12-23), so the one release known is the one pulled and none is
// ever due by the calendar; a new release is a code change (its URL and
// layout are checked anew).
var remdbSchedule = release.Schedule{
	Cadence: "irregular (NREL publishes a new REMDB release when it re-surveys prices; 2024-12-23 is the latest known)",
	Format:  func(int) string { return remdbRelease },
	Parse: func(p string) (int, bool) {
		if strings.TrimSpace(p) == remdbRelease {
			return 0, true
		}
		return 0, false
	},
	Lag: func(n int) time.Time {
		if n == 0 {
			return time.Date(2024, 12, 23, 0, 0, 0, 0, time.UTC)
		}
		return time.Date(9999, 1, 1, 0, 0, 0, 0, time.UTC)
	},
	Index: func(time.Time) int { return 0 },
}

// remdbGroups are the first heading row's group labels, by column.
var remdbGroups = map[int]string{
	0: "Component & Class", 4: "Retail Price Regression, Performance metric 1", 11: "Retail Price Regression, Performance metric 2",
	18: "Retail Price Regression, Intercepts", 21: "Installation Multiplier", 23: "Installation Adder",
}

// remdbColumns are columns A–Y: the second heading row's label and the
// converted file's column (benchmarks.PulledREMDBColumns after sheet_row
// and row_id), and how a cell must read.
var remdbColumns = []struct {
	label, out string
	kind       byte // t text (required), o optional text, n number, z number or empty (0), e number or empty (kept empty)
}{
	{"Name", "component", 't'}, {"Class", "class", 'o'}, {"Class - additional description", "class_description", 'o'}, {"Output Units", "output_units", 't'},
	{"Coefficient-Low", "pm1_coef_low", 'n'}, {"Coefficient-Mid", "pm1_coef_mid", 'n'}, {"Coefficient-High", "pm1_coef_high", 'n'},
	{"Metric", "pm1_metric", 't'}, {"Unit", "pm1_unit", 'o'}, {"Lower Bound", "pm1_lower_bound", 'n'}, {"Upper Bound", "pm1_upper_bound", 'n'},
	{"Coefficient-Low", "pm2_coef_low", 'z'}, {"Coefficient-Mid", "pm2_coef_mid", 'z'}, {"Coefficient-High", "pm2_coef_high", 'z'},
	{"Metric", "pm2_metric", 'o'}, {"Unit", "pm2_unit", 'o'}, {"Lower Bound", "pm2_lower_bound", 'z'}, {"Upper Bound", "pm2_upper_bound", 'z'},
	{"Int-Low", "intercept_low", 'n'}, {"Int-Mid", "intercept_mid", 'n'}, {"Int-High", "intercept_high", 'n'},
	{"New Construction", "multiplier_new_construction", 'e'}, {"Retrofit", "multiplier_retrofit", 'n'},
	{"New Construction", "adder_new_construction", 'e'}, {"Retrofit", "adder_retrofit", 'z'},
}

// remdbRequired are rows the benchmarks read whatever the release: the
// hvac_replacement scope norm's row.
var remdbRequired = []string{"air_source_heat_pump_centrally_ducted"}

func init() {
	Register(&Source{Name: benchmarks.SourceREMDB, Area: benchmarks.Name,
		Title:     "NREL REMDB 2024 (v4), the whole Machine Read sheet: installed-cost regressions of every measure (windows, electrical panels, HVAC, envelope, appliances)",
		Publisher: nrelREMDB, Terms: "DOE-funded public data on OEDI (CC BY 4.0 as OEDI publishes its submissions; attribute NREL REMDB)",
		Schedule: remdbSchedule, Fetches: func(string) []Fetch { return []Fetch{{Name: remdbBook, URL: remdbURL}} },
		Convert: convertREMDB, Outputs: []string{benchmarks.FilePulledREMDB}, Parser: "benchmarks.parsePulledREMDB", MaxBytes: remdbMaxBytes,
		Layout: []string{
			remdbBook + ": an xlsx workbook with a sheet named \"" + remdbSheet + "\"",
			"two heading rows: row 1 the groups Component & Class (A), Retail Price Regression, Performance metric 1 (E), … metric 2 (L), … Intercepts (S), Installation Multiplier (V), Installation Adder (X)",
			"row 2: Name, Class, Class - additional description, Output Units, then for each metric Coefficient-Low/Mid/High, Metric, Unit, Lower Bound, Upper Bound, then Int-Low/Mid/High, New Construction, Retrofit (multiplier), New Construction, Retrofit (adder)",
			"data from row 3: Name and a performance metric 1 on every row; coefficients, bounds, intercepts and the retrofit multiplier numbers; Output Units in 2023 dollars (2023$ or 2023$/sqft …)",
			"the rows the benchmarks read are there: Air Source Heat Pump / Centrally ducted (hvac_replacement)",
		}})
}

// convertREMDB checks the Machine Read sheet and writes its rows.
func convertREMDB(ctx context.Context, in *Inputs, out *Outputs) error {
	p, err := in.Path(remdbBook)
	if err != nil {
		return err
	}
	f, err := excelize.OpenFile(p, excelize.Options{UnzipSizeLimit: 256 << 20, UnzipXMLSizeLimit: 16 << 20})
	if err != nil {
		return Layoutf(remdbBook, "not an xlsx workbook (%v)", err)
	}
	defer f.Close()
	if idx, err := f.GetSheetIndex(remdbSheet); err != nil || idx < 0 {
		return Layoutf(remdbBook, "no sheet %q (the workbook has %s)", remdbSheet, strings.Join(f.GetSheetList(), ", "))
	}
	rows, err := f.GetRows(remdbSheet, excelize.Options{RawCellValue: true})
	if err != nil {
		return Layoutf(remdbBook, "sheet %q: %v", remdbSheet, err)
	}
	file := remdbBook + ", sheet " + remdbSheet
	if err := remdbHeading(file, rows); err != nil {
		return err
	}
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	_ = w.Write(benchmarks.PulledREMDBColumns)
	seen := map[string]int{}
	n := 0
	for i := 2; i < len(rows); i++ {
		if err := ctx.Err(); err != nil {
			return err
		}
		rec := rows[i]
		cell := func(c int) string {
			if c < len(rec) {
				return strings.TrimSpace(rec[c])
			}
			return ""
		}
		empty := true
		for c := range remdbColumns {
			if cell(c) != "" {
				empty = false
			}
		}
		if empty {
			continue
		}
		line := []string{strconv.Itoa(i + 1), benchmarks.REMDBRowID(cell(0), cell(1))}
		for c, col := range remdbColumns {
			v := cell(c)
			switch col.kind {
			case 't':
				if v == "" {
					return Layoutf(file, "row %d column %s (%s): empty", i+1, colName(c), col.label)
				}
			case 'n', 'z', 'e':
				if v == "" && col.kind == 'z' {
					v = "0"
				}
				if v != "" {
					x, err := strconv.ParseFloat(v, 64)
					if err != nil || math.IsNaN(x) || math.IsInf(x, 0) {
						return Layoutf(file, "row %d column %s (%s): %q is not a number", i+1, colName(c), col.label, v)
					}
					v = strconv.FormatFloat(x, 'g', -1, 64)
				} else if col.kind == 'n' {
					return Layoutf(file, "row %d column %s (%s): empty, a number is needed", i+1, colName(c), col.label)
				}
			}
			line = append(line, v)
		}
		if u := strings.ReplaceAll(cell(3), " ", ""); !strings.HasPrefix(u, "2023$") {
			return Layoutf(file, "row %d column D (Output Units) is %q: the contract is 2023 dollars (2023$, 2023$/sqft …); a new price year needs the escalation base changed knowingly", i+1, cell(3))
		}
		if at, dup := seen[line[1]]; dup {
			return Layoutf(file, "rows %d and %d are both %q / %q", at, i+1, cell(0), cell(1))
		}
		seen[line[1]] = i + 1
		_ = w.Write(line)
		n++
	}
	for _, id := range remdbRequired {
		if _, ok := seen[id]; !ok {
			return Layoutf(file, "no row %s (Air Source Heat Pump / Centrally ducted), which hvac_replacement prices", id)
		}
	}
	w.Flush()
	if err := errorsOf(w); err != nil {
		return err
	}
	return out.Write(benchmarks.FilePulledREMDB, buf.Bytes(), n)
}

// remdbHeading checks the two heading rows, naming the column that changed.
func remdbHeading(file string, rows [][]string) error {
	if len(rows) < 2 {
		return Layoutf(file, "fewer than the two heading rows")
	}
	get := func(r, c int) string {
		if c < len(rows[r]) {
			return strings.Join(strings.Fields(rows[r][c]), " ")
		}
		return ""
	}
	for c, g := range remdbGroups {
		if get(0, c) != g {
			return Layoutf(file, "heading row 1 column %s is %q, want the group %q", colName(c), get(0, c), g)
		}
	}
	for c, col := range remdbColumns {
		if get(1, c) != col.label {
			return Layoutf(file, "column %q (row 2, column %s) is %q: the column changed", col.label, colName(c), get(1, c))
		}
	}
	return nil
}

// colName is a spreadsheet column letter (0 → A).
func colName(c int) string {
	s, _ := excelize.ColumnNumberToName(c + 1)
	return s
}
