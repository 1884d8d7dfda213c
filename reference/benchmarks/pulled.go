package benchmarks

import (
	"strconv"
	"strings"

	"github.com/plumbline-api/plumbline/reference"
)

// Files a `plumbline data pull` may add (docs/benchmarks-remodel.md):
// NREL REMDB 2024's whole "Machine Read" sheet, which stands in for the
// bundled 32-row subset, and the American Housing Survey's home-improvement
// jobs. The area loads with or without them.
const (
	SourceREMDB     = "remdb-2024"
	SourceAHS       = "ahs-national"
	FilePulledREMDB = "pulled/" + SourceREMDB + "/remdb_2024_machine_read.csv"
	FilePulledAHS   = "pulled/" + SourceAHS + "/ahs_projects.csv"
)

// PulledREMDBColumns are the columns of the converted REMDB sheet: the
// workbook's columns A–Y under our names, the sheet row and a row id made
// from Name and Class (REMDBRowID).
var PulledREMDBColumns = []string{"sheet_row", "row_id", "component", "class", "class_description", "output_units",
	"pm1_coef_low", "pm1_coef_mid", "pm1_coef_high", "pm1_metric", "pm1_unit", "pm1_lower_bound", "pm1_upper_bound",
	"pm2_coef_low", "pm2_coef_mid", "pm2_coef_high", "pm2_metric", "pm2_unit", "pm2_lower_bound", "pm2_upper_bound",
	"intercept_low", "intercept_mid", "intercept_high", "multiplier_new_construction", "multiplier_retrofit",
	"adder_new_construction", "adder_retrofit"}

// PulledAHSColumns are the columns of the converted AHS jobs file: one row
// per home-improvement job of the project file, with its household's
// weight and Census division.
var PulledAHSColumns = []string{"survey_year", "control", "jobtype", "jobcost_usd", "jobdiy", "weight", "division"}

// REMDBRowID is the row id the CMU TARE subset gives a REMDB row (lower
// case Name and Class, "<" "lt", ">" "gt", "%" "pct", other runs of
// non-alphanumerics "_"; "default" for an empty Class), so a pulled sheet
// and the bundled subset name the same rows alike.
func REMDBRowID(component, class string) string {
	slug := func(s string) string {
		s = strings.NewReplacer("<", "lt", ">", "gt", "%", "pct").Replace(strings.ToLower(strings.TrimSpace(s)))
		var b strings.Builder
		under := false
		for _, r := range s {
			if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
				b.WriteRune(r)
				under = false
			} else if !under && b.Len() > 0 {
				b.WriteByte('_')
				under = true
			}
		}
		return strings.TrimRight(b.String(), "_")
	}
	c := slug(class)
	if c == "" {
		c = "default"
	}
	return slug(component) + "_" + c
}

// parsePulledREMDB reads the converted REMDB sheet.
func parsePulledREMDB(d *Data, file string, data []byte) (int, error) {
	return reference.EachRow(file, data, PulledREMDBColumns, func(t *reference.Table) (bool, error) {
		r := REMDBRow{RowID: t.Get("row_id"), OutputUnits: t.Get("output_units"), PM1Metric: t.Get("pm1_metric"), PM2Metric: t.Get("pm2_metric"),
			Component: strings.TrimSpace(t.Get("component")), Class: t.Get("class"), File: file}
		var err error
		if r.SheetRow, err = strconv.Atoi(t.Get("sheet_row")); err != nil || r.SheetRow < 3 {
			return false, t.ErrorAt("sheet_row", "is not a data row of the sheet")
		}
		if r.RowID != REMDBRowID(r.Component, r.Class) {
			return false, t.ErrorAt("row_id", "is not the id of %q / %q", r.Component, r.Class)
		}
		if err := r.readNumbers(t); err != nil {
			return false, err
		}
		d.pulledREMDB = append(d.pulledREMDB, r)
		return true, nil
	})
}

// AHSJob is one professionally done or DIY job of the AHS project file.
type AHSJob struct {
	Year     int
	JobType  string
	CostUSD  float64 // -1: not reported
	DIY      string  // 1 DIY, 2 not DIY, -9 not reported
	Weight   float64
	Division int // 1–9
}

// parsePulledAHS reads the converted AHS jobs.
func parsePulledAHS(d *Data, file string, data []byte) (int, error) {
	return reference.EachRow(file, data, PulledAHSColumns, func(t *reference.Table) (bool, error) {
		j := AHSJob{JobType: t.Get("jobtype"), DIY: t.Get("jobdiy")}
		var err error
		if j.Year, err = strconv.Atoi(t.Get("survey_year")); err != nil || j.Year < 2015 {
			return false, t.ErrorAt("survey_year", "is not an AHS year (2015 or later)")
		}
		if j.CostUSD, err = strconv.ParseFloat(t.Get("jobcost_usd"), 64); err != nil || j.CostUSD < -1 {
			return false, t.ErrorAt("jobcost_usd", "is not a dollar amount or -1 (not reported)")
		}
		if j.Weight, err = strconv.ParseFloat(t.Get("weight"), 64); err != nil || j.Weight <= 0 {
			return false, t.ErrorAt("weight", "is not a positive survey weight")
		}
		if j.Division, err = strconv.Atoi(t.Get("division")); err != nil || j.Division < 1 || j.Division > 9 {
			return false, t.ErrorAt("division", "is not a Census division 1–9")
		}
		if j.DIY != "1" && j.DIY != "2" && j.DIY != "-9" {
			return false, t.ErrorAt("jobdiy", "must be 1 (DIY), 2 (not DIY) or -9 (not reported)")
		}
		d.ahsJobs = append(d.ahsJobs, j)
		return true, nil
	})
}
