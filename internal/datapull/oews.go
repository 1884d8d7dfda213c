package datapull

import (
	"bytes"
	"context"
	"encoding/csv"
	"fmt"
	"math"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/plumbline-api/plumbline/reference/costs/labor"
	"github.com/plumbline-api/plumbline/reference/release"
	"github.com/xuri/excelize/v2"
)

// The BLS OEWS releases (reference/release).
var oewsSchedule = release.OEWS

const (
	blsOEWS   = "U.S. Bureau of Labor Statistics, OEWS"
	publicBLS = "U.S. government work; public domain (cite the BLS)"
)

// oewsZip is the BLS's download of an OEWS scope for May of the period's
// year: oesm24nat.zip, oesm24ma.zip, oesm24st.zip.
func oewsZip(scope string) func(period string) []Fetch {
	return func(period string) []Fetch {
		y, _ := oewsSchedule.Parse(period)
		name := fmt.Sprintf("oesm%02d%s.zip", y%100, scope)
		return []Fetch{{Name: name, URL: "https://www.bls.gov/oes/special-requests/" + name}}
	}
}

func init() {
	Register(
		&Source{Name: "oews-national", Area: labor.Area, Title: "BLS OEWS national estimates, every occupation", Publisher: blsOEWS, Terms: publicBLS, NeedsContact: true,
			Schedule: oewsSchedule, Fetches: oewsZip("nat"), Outputs: []string{labor.FilePulledNational}, Parser: "labor.parseBLS",
			Convert: oewsConverter("national_M*_dl.xlsx", labor.FilePulledNational, nil, "1"), Bundled: labor.BundledNational,
			Layout: oewsLayout("national_MYYYY_dl.xlsx")},
		&Source{Name: "oews-metro", Area: labor.Area, Title: "BLS OEWS, every metropolitan and nonmetropolitan area (the 11 trades and all occupations)",
			Publisher: blsOEWS, Terms: publicBLS, NeedsContact: true, Schedule: oewsSchedule, Fetches: oewsZip("ma"), Outputs: []string{labor.FilePulledMetro},
			Parser: "labor.parseBLS", Convert: oewsConverter("*_M*_dl.xlsx", labor.FilePulledMetro, oewsKeep, "4", "6"),
			Layout:  oewsLayout("MSA_MYYYY_dl.xlsx (and BOS_MYYYY_dl.xlsx where the zip has one)"),
			Bundled: labor.BundledMetro},
		&Source{Name: "oews-state", Area: labor.Area, Title: "BLS OEWS, every state (the 11 trades and all occupations)",
			Publisher: blsOEWS, Terms: publicBLS, NeedsContact: true, Schedule: oewsSchedule, Fetches: oewsZip("st"), Outputs: []string{labor.FilePulledState},
			Parser: "labor.parseBLS", Convert: oewsConverter("state_M*_dl.xlsx", labor.FilePulledState, oewsKeep, "2", "3"),
			Layout: oewsLayout("state_MYYYY_dl.xlsx")},
	)
}

func oewsLayout(book string) []string {
	return []string{
		"a zip holding " + book + " whose MYYYY is the release's year",
		"its first sheet's heading row has " + strings.Join(oewsColumns, ", "),
		"OCC_CODE is a SOC 2018 code; every one of the 11 trades' occupations appears",
		"AREA_TYPE is the scope's (1 U.S., 2 or 3 state or territory, 4 metropolitan, 6 nonmetropolitan)",
		"rows are cross-industry (NAICS 000000); wages are dollars: A_MEAN is 2,080 × H_MEAN where both are published",
	}
}

// oewsColumns are the columns the OEWS conversion relies on.
var oewsColumns = []string{"AREA", "AREA_TITLE", "AREA_TYPE", "PRIM_STATE", "NAICS", "OCC_CODE", "OCC_TITLE", "O_GROUP", "TOT_EMP", "EMP_PRSE",
	"H_MEAN", "A_MEAN", "MEAN_PRSE", "H_PCT25", "H_MEDIAN", "H_PCT75", "A_PCT25", "A_MEDIAN", "A_PCT75", "ANNUAL", "HOURLY"}

// oewsNumeric are the columns written as numbers (the workbook stores Java
// doubles: "1.5418738E8" is 154187380).
var oewsNumeric = map[string]bool{"AREA": true, "AREA_TYPE": true, "TOT_EMP": true, "EMP_PRSE": true, "H_MEAN": true, "A_MEAN": true, "MEAN_PRSE": true,
	"H_PCT25": true, "H_MEDIAN": true, "H_PCT75": true, "A_PCT25": true, "A_MEDIAN": true, "A_PCT75": true}

// oewsKeep keeps the occupations the labor answers use: the 11 trades and
// all occupations (00-0000, for all_trades_share_ratio).
func oewsKeep(soc string) bool {
	return soc == "00-0000" || slices.ContainsFunc(labor.Trades, func(t labor.Trade) bool { return t.SOC == soc })
}

var (
	oewsBookRe = regexp.MustCompile(`_M(\d{4})_dl\.xlsx$`)
	oewsSOCRe  = regexp.MustCompile(`^\d{2}-\d{4}$`)
)

// oewsXLSXLimit bounds what a workbook may unpack to on disk (excelize
// streams sheets past oewsXMLInMemory to temporary files): the metro
// workbook unpacks to a few hundred megabytes.
const (
	oewsBookLimit   = 256 << 20 // the workbook itself (the metro one is about 30 MB)
	oewsXLSXLimit   = 1 << 30   // what it unpacks to (its sheet, about 150 MB)
	oewsXMLInMemory = 16 << 20
)

// oewsConverter converts the workbooks of an OEWS zip whose base names
// match book into output: the oewsColumns and PERIOD, cross-industry rows
// of the area types given, occupations keep accepts (nil: all).
func oewsConverter(book, output string, keep func(soc string) bool, areaTypes ...string) func(context.Context, *Inputs, *Outputs) error {
	return func(ctx context.Context, in *Inputs, out *Outputs) error {
		name := in.Names()[0]
		// Each workbook's name and period are checked before any is
		// unpacked, and oewsBookLimit bounds them all together.
		members, paths, err := in.Extract(name, book, oewsBookLimit, func(p string) error {
			m := oewsBookRe.FindStringSubmatch(path.Base(p))
			if m == nil {
				return Layoutf(name, "%s is not named <scope>_MYYYY_dl.xlsx", p)
			}
			if period := "May " + m[1]; period != in.Period {
				return Layoutf(name, "%s holds %s, not the release asked for (%s)", p, period, in.Period)
			}
			return nil
		})
		if err != nil {
			return err
		}
		var buf bytes.Buffer
		w := csv.NewWriter(&buf)
		_ = w.Write(append(slices.Clone(oewsColumns), "PERIOD"))
		rows := 0
		seen := map[string]bool{}
		for i, p := range members {
			n, err := oewsSheet(ctx, path.Base(p), paths[i], in.Period, keep, areaTypes, w, seen)
			if err != nil {
				return err
			}
			rows += n
		}
		for _, t := range labor.Trades {
			if !seen[t.SOC] {
				return Layoutf(name, "occupation %s (%s) is in no row: the SOC codes changed?", t.SOC, t.Title)
			}
		}
		w.Flush()
		if err := w.Error(); err != nil {
			return err
		}
		return out.Write(output, buf.Bytes(), rows)
	}
}

// oewsSheet streams the first sheet of one workbook into w.
func oewsSheet(ctx context.Context, book, p, period string, keep func(string) bool, areaTypes []string, w *csv.Writer, seen map[string]bool) (int, error) {
	rec := make([]string, len(oewsColumns)+1)
	rows := 0
	err := streamFirstSheet(ctx, book, p, excelize.Options{UnzipSizeLimit: oewsXLSXLimit, UnzipXMLSizeLimit: oewsXMLInMemory}, oewsColumns,
		func(line int, cells []string, get func(string) string) error {
			if len(cells) == 0 || get("AREA") == "" && get("OCC_CODE") == "" {
				return nil // a blank row
			}
			soc := get("OCC_CODE")
			if !oewsSOCRe.MatchString(soc) {
				return Layoutf(book, "row %d: OCC_CODE %q is not a SOC code", line, soc)
			}
			if n := get("NAICS"); n != "000000" && n != "0" && n != "" {
				return nil // an industry-specific row: not the cross-industry estimate
			}
			for i, col := range oewsColumns {
				v := get(col)
				if oewsNumeric[col] {
					v = shortestDecimal(v)
				}
				rec[i] = v
			}
			rec[len(oewsColumns)] = period
			if !slices.Contains(areaTypes, rec[2]) {
				return Layoutf(book, "row %d: AREA_TYPE %q is not one this file holds (%s)", line, rec[2], strings.Join(areaTypes, ", "))
			}
			if err := oewsUnits(rec); err != nil {
				return Layoutf(book, "row %d (%s, %s): %v", line, rec[0], soc, err)
			}
			if keep != nil && !keep(soc) {
				return nil
			}
			seen[soc] = true
			_ = w.Write(rec)
			rows++
			return nil
		})
	if err != nil {
		return 0, err
	}
	return rows, nil
}

// streamFirstSheet streams the first sheet of the workbook at p (named file
// in messages): its heading row must hold want, then row gets every
// following row (its line, its raw cells, and get, a wanted column's
// trimmed value by name), until it returns an error.
func streamFirstSheet(ctx context.Context, file, p string, opt excelize.Options, want []string, row func(line int, cells []string, get func(string) string) error) error {
	limit, err := guardWorkbook(file, p, opt.UnzipSizeLimit)
	if err != nil {
		return err
	}
	opt.UnzipSizeLimit = limit
	opt.UnzipXMLSizeLimit = min(opt.UnzipXMLSizeLimit, limit)
	f, err := excelize.OpenFile(p, opt)
	if err != nil {
		return Layoutf(file, "not an xlsx workbook (%v)", err)
	}
	defer f.Close()
	sheets := f.GetSheetList()
	if len(sheets) == 0 {
		return Layoutf(file, "the workbook has no sheet")
	}
	it, err := f.Rows(sheets[0])
	if err != nil {
		return Layoutf(file, "sheet %q: %v", sheets[0], err)
	}
	defer it.Close()
	if !it.Next() {
		return Layoutf(file, "sheet %q is empty", sheets[0])
	}
	head, err := it.Columns()
	if err != nil {
		return Layoutf(file, "sheet %q: %v", sheets[0], err)
	}
	at, err := Columns(file+", sheet "+sheets[0], head, want...)
	if err != nil {
		return err
	}
	for line := 2; it.Next(); line++ {
		if line%4096 == 0 && ctx.Err() != nil {
			return ctx.Err()
		}
		cells, err := it.Columns(excelize.Options{RawCellValue: true})
		if err != nil {
			return Layoutf(file, "row %d: %v", line, err)
		}
		get := func(col string) string {
			if i := at[col]; i < len(cells) {
				return strings.TrimSpace(cells[i])
			}
			return ""
		}
		if err := row(line, cells, get); err != nil {
			return err
		}
	}
	if err := it.Error(); err != nil {
		return Layoutf(file, "%v", err)
	}
	return nil
}

// shortestDecimal writes a number as its shortest decimal; anything else
// (a marker, text) as it is.
func shortestDecimal(v string) string {
	n, err := strconv.ParseFloat(v, 64)
	if err != nil || math.IsInf(n, 0) || math.IsNaN(n) {
		return v
	}
	return strconv.FormatFloat(n, 'f', -1, 64)
}

// oewsUnits checks that the wage columns are in dollars, hourly and
// annual: where both means are published, A_MEAN is 2,080 × H_MEAN
// (BLS rounds each, so within a dollar an hour's worth).
func oewsUnits(rec []string) error {
	h, err1 := strconv.ParseFloat(rec[10], 64)
	a, err2 := strconv.ParseFloat(rec[11], 64)
	if err1 != nil || err2 != nil || h == 0 {
		return nil // a marker, or only one of them published
	}
	if math.Abs(a-2080*h) > 2080*0.01+1 {
		return fmt.Errorf("A_MEAN %s is not 2,080 × H_MEAN %s: the wage units changed?", rec[11], rec[10])
	}
	return nil
}
