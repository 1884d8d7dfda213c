package datapull

import (
	"bufio"
	"bytes"
	"context"
	"encoding/csv"
	"fmt"
	"io"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/plumbline-api/plumbline/reference/costs"
	"github.com/plumbline-api/plumbline/reference/release"
)

// The BLS producer price indexes: the commodity (wp) and industry (pc)
// time-series databases, whose flat files BLS rewrites with each monthly
// release (the URLs carry no period: the release is the latest month the
// files hold).
var ppiSchedule = release.PPI

const (
	blsPPI        = "U.S. Bureau of Labor Statistics, Producer Price Index program"
	blsTimeSeries = "https://download.bls.gov/pub/time.series/"
)

// ppiDataFiles are the data files of the groups the construction
// selection draws on: each holds every series of its group, every month.
var ppiDataFiles = []string{
	"wp/wp.data.6.Fuels", "wp/wp.data.7.Chemicals", "wp/wp.data.8.Rubber", "wp/wp.data.9.Lumber",
	"wp/wp.data.11a.Metals10-103", "wp/wp.data.11b.Metals104-109",
	"wp/wp.data.12a.Machinery11-113", "wp/wp.data.12b.Machinery114-116", "wp/wp.data.12c.Machinery117-119",
	"wp/wp.data.14.Minerals", "wp/wp.data.18.SpecialIndexes", "wp/wp.data.22.FD-ID", "wp/wp.data.30.Services",
	"wp/wp.data.80.Construction", "wp/wp.data.80i.ConstructnInputs",
	"pc/pc.data.75.Construction",
}

// ppiPrefixes select the construction-relevant series, not seasonally
// adjusted (docs/decisions.md, "PPI and BPS from the publishers"): whole
// groups (lumber and wood, nonmetallic minerals, construction, inputs to
// construction industries, construction industries) and the items of
// other groups a building is made, fitted, powered, moved or designed
// with. The 76 series of the bundled file are all among them.
var ppiPrefixes = []string{
	"WPU08", "WPU13", "WPU80", "WPUIP23", "PCU23",
	"WPUSI004011", "WPUSI012011", "WPUFD43",
	"WPU101", "WPU1023", "WPU1025", "WPU1026", "WPU104", "WPU105", "WPU106", "WPU107", "WPU108",
	"WPU112", "WPU1142", "WPU1148", "WPU11490205", "WPU1171", "WPU1175",
	"WPU062", "WPU0721", "WPU07120105", "WPU057303", "WPU058102",
	"WPU3012", "WPU443", "WPU4531", "WPU4532",
}

// ppiConstruction reports whether a series is among the selection.
func ppiConstruction(id string) bool {
	return id == "WPUFD4" || slices.ContainsFunc(ppiPrefixes, func(p string) bool { return strings.HasPrefix(id, p) })
}

func init() {
	Register(&Source{Name: "ppi", Area: costs.Name, Title: "BLS producer price indexes, every construction-relevant series of the wp and pc databases, monthly, with BLS's preliminary marks",
		Publisher: blsPPI, Terms: publicBLS, NeedsContact: true, Schedule: ppiSchedule, Fetches: ppiFetches, Convert: convertPPI,
		Outputs: []string{costs.FilePulledPPISeries, costs.FilePulledPPI}, Parser: "costs.parsePulledSeries, costs.parsePulledPPI",
		Bundled: costs.BundledPPI, Layout: []string{
			"wp.series and pc.series: tab-separated with the columns series_id, group_code/industry_code, item_code/product_code, seasonal (U or S), base_date (YYYYMM), series_title",
			"wp.footnote and pc.footnote: footnote_code, footnote_text; code P is \"Preliminary…\"",
			"each data file (" + strings.Join(ppiDataFiles, ", ") + "): series_id, year, period (M01–M12, M13 the annual average, skipped), value (a positive index), footnote_codes (codes of the footnote file)",
			"every series selected is in its database's series file, in one data file only, each month once",
			"every series a costs material category uses is there, and every selected series the series file calls current has months",
		}})
}

func ppiFetches(string) []Fetch {
	fs := []Fetch{
		{Name: "wp.series", URL: blsTimeSeries + "wp/wp.series"}, {Name: "wp.footnote", URL: blsTimeSeries + "wp/wp.footnote"},
		{Name: "pc.series", URL: blsTimeSeries + "pc/pc.series"}, {Name: "pc.footnote", URL: blsTimeSeries + "pc/pc.footnote"},
	}
	for _, f := range ppiDataFiles {
		fs = append(fs, Fetch{Name: f[3:], URL: blsTimeSeries + f})
	}
	return fs
}

// ppiSeries is a selected series as its database's series file gives it,
// and the months the data files hold of it.
type ppiSeries struct {
	id, db, group, item, seasonal, base, title string
	end                                        string // the series file's last month (YYYY-MM)
	file                                       string // the data file its months came from
	months                                     [][3]string
}

var (
	rePPIBase  = regexp.MustCompile(`^\d{6}$`)
	rePPIMonth = regexp.MustCompile(`^M(0[1-9]|1[0-2])$`)
	rePPIYear  = regexp.MustCompile(`^(19|20)\d\d$`)
)

// convertPPI reads the footnote, series and data files of both databases,
// keeps the construction selection and writes its series and months.
func convertPPI(ctx context.Context, in *Inputs, out *Outputs) error {
	codes := map[string]bool{}
	for _, db := range []string{"wp", "pc"} {
		if err := ppiFootnotes(in, db+".footnote", codes); err != nil {
			return err
		}
	}
	series := map[string]*ppiSeries{}
	for _, db := range []string{"wp", "pc"} {
		if err := ppiSeriesFile(in, db, series); err != nil {
			return err
		}
	}
	for _, f := range ppiDataFiles {
		if err := ctx.Err(); err != nil {
			return err
		}
		if err := ppiDataFile(in, f[3:], series, codes); err != nil {
			return err
		}
	}
	return writePPI(in, out, series)
}

// tsv walks a BLS flat file: tab-separated, fields padded with spaces,
// lines ending CRLF or LF. The heading's columns are found by name.
func tsv(in *Inputs, name string, want []string, row func(line int, get func(col string) string) error) error {
	f, err := in.Open(name)
	if err != nil {
		return err
	}
	defer f.Close()
	return tsvReader(name, f, want, row)
}

func tsvReader(name string, r io.Reader, want []string, row func(line int, get func(col string) string) error) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	if !sc.Scan() {
		return Layoutf(name, "the file is empty (no heading row)")
	}
	head := strings.Split(strings.TrimRight(sc.Text(), "\r"), "\t")
	at, err := Columns(name, head, want...)
	if err != nil {
		return err
	}
	var fields []string
	get := func(col string) string {
		if i := at[col]; i < len(fields) {
			return strings.TrimSpace(fields[i])
		}
		return ""
	}
	for line := 2; sc.Scan(); line++ {
		text := strings.TrimRight(sc.Text(), "\r")
		if strings.TrimSpace(text) == "" {
			continue
		}
		fields = strings.Split(text, "\t")
		if err := row(line, get); err != nil {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		return Layoutf(name, "%v", err)
	}
	return nil
}

// ppiFootnotes reads a footnote file: P must still mean preliminary.
func ppiFootnotes(in *Inputs, name string, codes map[string]bool) error {
	prelim := false
	err := tsv(in, name, []string{"footnote_code", "footnote_text"}, func(line int, get func(string) string) error {
		code := get("footnote_code")
		codes[code] = true
		if code == "P" {
			if !strings.HasPrefix(get("footnote_text"), "Preliminary") {
				return Layoutf(name, "line %d: footnote P reads %q, not \"Preliminary…\": the preliminary mark changed", line, get("footnote_text"))
			}
			prelim = true
		}
		return nil
	})
	if err == nil && !prelim {
		return Layoutf(name, "no footnote_code P (Preliminary): the preliminary mark changed")
	}
	return err
}

// ppiSeriesFile reads wp.series or pc.series, keeping the selection.
func ppiSeriesFile(in *Inputs, db string, series map[string]*ppiSeries) error {
	name := db + ".series"
	group, item := "group_code", "item_code"
	if db == "pc" {
		group, item = "industry_code", "product_code"
	}
	return tsv(in, name, []string{"series_id", group, item, "seasonal", "base_date", "series_title", "end_year", "end_period"}, func(line int, get func(string) string) error {
		id := get("series_id")
		if !ppiConstruction(id) {
			return nil
		}
		if s := get("seasonal"); s != "U" {
			return Layoutf(name, "line %d: %s is seasonal %q: a WPU/PCU series is not seasonally adjusted (U)", line, id, s)
		}
		if b := get("base_date"); !rePPIBase.MatchString(b) {
			return Layoutf(name, "line %d: %s base_date %q is not YYYYMM", line, id, b)
		}
		if get("series_title") == "" {
			return Layoutf(name, "line %d: %s has no series_title", line, id)
		}
		if series[id] != nil {
			return Layoutf(name, "line %d: %s appears twice", line, id)
		}
		end := ""
		if y, p := get("end_year"), get("end_period"); rePPIYear.MatchString(y) && rePPIMonth.MatchString(p) {
			end = y + "-" + p[1:]
		}
		series[id] = &ppiSeries{id: id, db: db, group: get(group), item: get(item), seasonal: "U", base: get("base_date"), title: get("series_title"), end: end}
		return nil
	})
}

// ppiDataFile reads one data file's months of the selected series.
func ppiDataFile(in *Inputs, name string, series map[string]*ppiSeries, codes map[string]bool) error {
	return tsv(in, name, []string{"series_id", "year", "period", "value", "footnote_codes"}, func(line int, get func(string) string) error {
		id := get("series_id")
		if !ppiConstruction(id) {
			return nil
		}
		s := series[id]
		if s == nil {
			return Layoutf(name, "line %d: series %s is in no series file", line, id)
		}
		if s.file != "" && s.file != name {
			return Layoutf(name, "line %d: series %s is in %s too", line, id, s.file)
		}
		s.file = name
		y, p := get("year"), get("period")
		if !rePPIYear.MatchString(y) {
			return Layoutf(name, "line %d: column \"year\" is %q, not a year", line, y)
		}
		if p == "M13" {
			return nil // the annual average
		}
		if !rePPIMonth.MatchString(p) {
			return Layoutf(name, "line %d: column \"period\" is %q, not M01–M13", line, p)
		}
		v := get("value")
		if f, err := strconv.ParseFloat(v, 64); err != nil || f <= 0 {
			return Layoutf(name, "line %d: column \"value\" is %q, not a positive index", line, v)
		}
		fn := get("footnote_codes")
		for c := range strings.SplitSeq(fn, ",") {
			if c = strings.TrimSpace(c); c != "" && !codes[c] {
				return Layoutf(name, "line %d: footnote code %q is in no footnote file", line, c)
			}
		}
		month := y + "-" + p[1:]
		if n := len(s.months); n > 0 && s.months[n-1][0] >= month {
			return Layoutf(name, "line %d: %s %s comes after %s: each month once, in order", line, id, month, s.months[n-1][0])
		}
		s.months = append(s.months, [3]string{month, v, strings.ReplaceAll(fn, " ", "")})
		return nil
	})
}

// writePPI checks what the release must hold and writes the two files;
// the release is the latest month any series has.
func writePPI(in *Inputs, out *Outputs, series map[string]*ppiSeries) error {
	for _, c := range costs.Categories {
		for _, id := range c.Series {
			if s := series[id]; s == nil || len(s.months) == 0 {
				return Layoutf("wp.series", "series %s, which the %s category uses, has no months in any data file", id, c.ID)
			}
		}
	}
	current := ""
	for _, s := range series {
		current = max(current, s.end)
	}
	var ids []string
	latest := ""
	for _, id := range slices.Sorted(maps.Keys(series)) {
		s := series[id]
		if len(s.months) == 0 {
			if s.end == current && current != "" {
				return Layoutf(s.db+".series", "series %s runs to %s (current) but is in none of the data files: %s", id, s.end, strings.Join(ppiDataFiles, ", "))
			}
			continue // discontinued before the files' history
		}
		ids = append(ids, id)
		latest = max(latest, s.months[len(s.months)-1][0])
	}
	var sb, mb bytes.Buffer
	sw, mw := csv.NewWriter(&sb), csv.NewWriter(&mb)
	_ = sw.Write([]string{"series_id", "database", "group_or_industry", "item_or_product", "seasonal", "base_date", "series_title", "first", "last", "data_file"})
	_ = mw.Write([]string{"series_id", "period", "value", "footnote_codes"})
	rows := 0
	for _, id := range ids {
		s := series[id]
		_ = sw.Write([]string{id, s.db, s.group, s.item, s.seasonal, s.base, s.title, s.months[0][0], s.months[len(s.months)-1][0], s.file})
		for _, m := range s.months {
			_ = mw.Write([]string{id, m[0], m[1], m[2]})
			rows++
		}
	}
	sw.Flush()
	mw.Flush()
	if err := errorsOf(sw, mw); err != nil {
		return err
	}
	in.Period = latest
	if err := out.Write(costs.FilePulledPPISeries, sb.Bytes(), len(ids)); err != nil {
		return err
	}
	return out.Write(costs.FilePulledPPI, mb.Bytes(), rows)
}

func errorsOf(ws ...*csv.Writer) error {
	for _, w := range ws {
		if err := w.Error(); err != nil {
			return fmt.Errorf("writing the converted file: %w", err)
		}
	}
	return nil
}
