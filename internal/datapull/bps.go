package datapull

import (
	"bytes"
	"context"
	"encoding/csv"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"

	"github.com/plumbline-api/plumbline/reference/costs"
	"github.com/plumbline-api/plumbline/reference/release"
)

// The Census Building Permits Survey's county and place text files: an
// annual file per year (coYYYYa.txt; neYYYYa.txt … by region for places)
// and, for the current year, a year-to-date file per month (coYYMMy.txt).
// A release is named by its year-to-date month: "2025-12".
var bpsSchedule = release.BPS

const (
	censusBPS  = "U.S. Census Bureau, Building Permits Survey"
	publicGov  = "U.S. government work; public domain"
	censusBase = "https://www2.census.gov/econ/bps/"
	// bpsFirstYear is the first year the county history holds (as the
	// bundled snapshot does).
	bpsFirstYear = 2015
	// bpsPlaceYears is how many annual place files a release holds beside
	// the year to date: about 20,000 places a year, each row kept in
	// memory by the stores, so places carry the latest annual year (and
	// the year to date), counties and metros every year from bpsFirstYear.
	bpsPlaceYears = 1
)

// bpsRegions are the place files' regions: directory and file prefix.
var bpsRegions = []struct{ dir, prefix string }{{"Northeast Region", "ne"}, {"Midwest Region", "mw"}, {"South Region", "so"}, {"West Region", "we"}}

func init() {
	Register(&Source{Name: "bps", Area: costs.Name, Title: "Census Building Permits Survey: every county (annual files from 2015 and the year to date) and every permit-issuing place",
		Publisher: censusBPS, Terms: publicGov, Schedule: bpsSchedule, Fetches: bpsFetches, Convert: convertBPS,
		Outputs: []string{costs.FilePulledBPSCounty, costs.FilePulledBPSPlace}, Parser: "costs.parsePermits",
		Bundled: costs.BundledBPS, Layout: []string{
			"County/coYYYYa.txt, coYYMMy.txt and Place/<Region> Region/{ne,mw,so,we}YYYYa.txt, …YYMMy.txt: comma-separated, three heading lines",
			"county heading: Survey Date, FIPS State, FIPS County, Region Code, Division Code, County Name, then Bldgs, Units, Value for 1-unit, 2-units, 3-4 units, 5+ units and the same reported-only (rep)",
			"place heading: Survey Date, State Code, 6-Digit ID, County Code, Census Place Code, FIPS Place Code, FIPS MCD Code, Pop, CSA Code, CBSA Code, Footnote Code, Central City, Zip Code, Region Code, Division Code, Number of Months Rep, Place Name, then the same 24 counts",
			"Survey Date is the file's (YYYY annual, YYYYMM year to date); codes are digits; counts are whole non-negative numbers; values are dollars",
		}})
}

// bpsYear splits a release label "YYYY-MM".
func bpsYear(period string) (year, month int) {
	fmt.Sscanf(period, "%d-%d", &year, &month)
	return year, month
}

func bpsFetches(period string) []Fetch {
	y, m := bpsYear(period)
	ytd := fmt.Sprintf("%02d%02dy.txt", y%100, m)
	prevDec := fmt.Sprintf("%02d12y.txt", (y-1)%100)
	fs := []Fetch{{Name: "co" + ytd, URL: censusBase + "County/co" + ytd}}
	for yr := bpsFirstYear; yr < y; yr++ {
		// The last year's annual file comes in the spring: until then its
		// December year-to-date file stands for it.
		name := fmt.Sprintf("co%da.txt", yr)
		fs = append(fs, Fetch{Name: name, URL: censusBase + "County/" + name, Optional: yr == y-1})
	}
	fs = append(fs, Fetch{Name: "co" + prevDec, URL: censusBase + "County/co" + prevDec, Optional: true})
	for _, r := range bpsRegions {
		dir := censusBase + "Place/" + strings.ReplaceAll(r.dir, " ", "%20") + "/"
		fs = append(fs, Fetch{Name: r.prefix + ytd, URL: dir + r.prefix + ytd})
		for yr := y - bpsPlaceYears; yr < y; yr++ {
			name := fmt.Sprintf("%s%da.txt", r.prefix, yr)
			fs = append(fs, Fetch{Name: name, URL: dir + name, Optional: yr == y-1})
		}
		fs = append(fs, Fetch{Name: r.prefix + prevDec, URL: dir + r.prefix + prevDec, Optional: true})
	}
	return fs
}

// bpsCounts are the 24 count columns every BPS file ends with: buildings,
// units and value of each class, estimated then reported-only.
var bpsClasses = []struct{ label, col string }{
	{"1-unit", "u1"}, {"2-units", "u2"}, {"3-4 units", "u34"}, {"5+ units", "u5p"},
	{"1-unit rep", "u1_rep"}, {"2-units rep", "u2_rep"}, {"3-4 units rep", "u34_rep"}, {"5+units rep", "u5p_rep"},
}

// bpsKind is a file kind's identifying columns: the two heading lines'
// labels and the names written.
type bpsKind struct {
	heads [][2]string // (first heading line, second heading line)
	cols  []string    // the output column of each
}

var (
	bpsCounty = bpsKind{heads: [][2]string{{"Survey", "Date"}, {"FIPS", "State"}, {"FIPS", "County"}, {"Region", "Code"}, {"Division", "Code"}, {"County", "Name"}},
		cols: []string{"", "state_fips", "county_fips", "region_code", "division_code", "county_name"}}
	bpsPlace = bpsKind{heads: [][2]string{{"Survey", "Date"}, {"State", "Code"}, {"6-Digit", "ID"}, {"County", "Code"}, {"Census Place", "Code"},
		{"FIPS Place", "Code"}, {"FIPS MCD", "Code"}, {"Pop", ""}, {"CSA", "Code"}, {"CBSA", "Code"}, {"Footnote", "Code"}, {"Central", "City"},
		{"Zip", "Code"}, {"Region", "Code"}, {"Division", "Code"}, {"Number of", "Months Rep"}, {"Place", "Name"}},
		cols: []string{"", "state_fips", "place_id", "county_code", "census_place_code", "fips_place", "fips_mcd", "population", "csa", "cbsa",
			"footnote_code", "central_city", "zip_code", "region_code", "division_code", "months_reported", "place_name"}}
	reDigits = regexp.MustCompile(`^\d*$`)
)

// outColumns are a converted file's columns: year, period, the kind's
// columns (the county file adds fips5), the counts with totals.
func (k bpsKind) outColumns() []string {
	out := []string{"year", "period"}
	if k.cols[1] == "state_fips" && k.cols[2] == "county_fips" {
		out = append(out, "fips5")
	}
	out = append(out, k.cols[1:]...)
	for _, c := range bpsClasses[:4] {
		out = append(out, c.col+"_bldgs", c.col+"_units", c.col+"_value")
	}
	out = append(out, "total_bldgs", "total_units", "total_value")
	for _, c := range bpsClasses[4:] {
		out = append(out, c.col+"_bldgs", c.col+"_units", c.col+"_value")
	}
	return out
}

// convertBPS writes every county row (annual files, each year's December
// year to date standing in for an annual file not out yet, and the
// release's year to date) and every place row likewise.
func convertBPS(ctx context.Context, in *Inputs, out *Outputs) error {
	y, m := bpsYear(in.Period)
	var files []string
	for yr := bpsFirstYear; yr < y; yr++ {
		files = append(files, bpsPick(in, "co", yr, y))
	}
	files = append(files, fmt.Sprintf("co%02d%02dy.txt", y%100, m))
	county, n, err := bpsConvert(ctx, in, files, bpsCounty)
	if err != nil {
		return err
	}
	if err := out.Write(costs.FilePulledBPSCounty, county, n); err != nil {
		return err
	}
	files = files[:0]
	for _, r := range bpsRegions {
		for yr := y - bpsPlaceYears; yr < y; yr++ {
			files = append(files, bpsPick(in, r.prefix, yr, y))
		}
		files = append(files, fmt.Sprintf("%s%02d%02dy.txt", r.prefix, y%100, m))
	}
	place, n, err := bpsConvert(ctx, in, files, bpsPlace)
	if err != nil {
		return err
	}
	return out.Write(costs.FilePulledBPSPlace, place, n)
}

// bpsPick is the file standing for year yr: its annual file, or for the
// year before the release's, its December year to date when the annual
// is not out yet ("" when neither is).
func bpsPick(in *Inputs, prefix string, yr, y int) string {
	if name := fmt.Sprintf("%s%da.txt", prefix, yr); in.Has(name) || yr < y-1 {
		return name
	}
	if name := fmt.Sprintf("%s%02d12y.txt", prefix, yr%100); in.Has(name) {
		return name
	}
	return ""
}

// bpsConvert converts files (in order; "" skipped) of one kind to CSV.
func bpsConvert(ctx context.Context, in *Inputs, files []string, k bpsKind) ([]byte, int, error) {
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	_ = w.Write(k.outColumns())
	rows := 0
	for _, name := range files {
		if name == "" {
			continue
		}
		if err := ctx.Err(); err != nil {
			return nil, 0, err
		}
		f, err := in.Open(name)
		if err != nil {
			return nil, 0, err
		}
		n, err := bpsFile(name, f, k, w)
		f.Close()
		if err != nil {
			return nil, 0, err
		}
		rows += n
	}
	w.Flush()
	return buf.Bytes(), rows, errorsOf(w)
}

// bpsSurvey is what a file's Survey Date must read: YYYY for an annual
// file (…YYYYa.txt), YYYYMM for a year to date (…YYMMy.txt).
func bpsSurvey(name string) (survey, period string) {
	base := strings.TrimSuffix(name, ".txt")
	if strings.HasSuffix(base, "a") {
		y := base[len(base)-5 : len(base)-1]
		return y, "annual"
	}
	yymm := base[len(base)-5 : len(base)-1]
	return "20" + yymm, "ytd_through_20" + yymm[:2] + "-" + yymm[2:]
}

// bpsFile checks one file's layout and writes its rows.
func bpsFile(name string, r io.Reader, k bpsKind, w *csv.Writer) (int, error) {
	cr := csv.NewReader(r)
	cr.FieldsPerRecord, cr.LazyQuotes = -1, true
	want := len(k.heads) + 3*len(bpsClasses)
	var lines [2][]string
	for i := range 3 {
		rec, err := cr.Read()
		if err != nil {
			return 0, Layoutf(name, "heading line %d: %v", i+1, err)
		}
		if i < 2 {
			lines[i] = append([]string(nil), rec...)
		}
	}
	if err := bpsHeading(name, lines, k, want); err != nil {
		return 0, err
	}
	survey, period := bpsSurvey(name)
	out := make([]string, 0, len(k.outColumns()))
	rows := 0
	for line := 4; ; line++ {
		rec, err := cr.Read()
		if err == io.EOF {
			return rows, nil
		}
		if err != nil {
			return 0, Layoutf(name, "line %d: %v", line, err)
		}
		if len(rec) == 1 && strings.TrimSpace(rec[0]) == "" {
			continue
		}
		if len(rec) != want {
			return 0, Layoutf(name, "line %d has %d fields, the heading %d", line, len(rec), want)
		}
		for i := range rec {
			rec[i] = strings.TrimSpace(rec[i])
		}
		if rec[0] != survey {
			return 0, Layoutf(name, "line %d: Survey Date %q, want %s (the file's period)", line, rec[0], survey)
		}
		out = append(out[:0], survey[:4], period)
		if k.cols[2] == "county_fips" {
			out = append(out, rec[1]+rec[2])
		}
		for i := 1; i < len(k.heads); i++ {
			if c := k.cols[i]; c != "county_name" && c != "place_name" && c != "footnote_code" && c != "central_city" && !reDigits.MatchString(rec[i]) {
				return 0, Layoutf(name, "line %d: column %q (%s %s) is %q, not a code", line, c, k.heads[i][0], k.heads[i][1], rec[i])
			}
			out = append(out, rec[i])
		}
		var counts [24]int64
		for j := range counts {
			v, err := strconv.ParseInt(rec[len(k.heads)+j], 10, 64)
			if err != nil || v < 0 {
				c := bpsClasses[j/3]
				return 0, Layoutf(name, "line %d: %s %s is %q, not a count", line, c.label, [3]string{"Bldgs", "Units", "Value"}[j%3], rec[len(k.heads)+j])
			}
			counts[j] = v
		}
		for j := range 12 {
			out = append(out, strconv.FormatInt(counts[j], 10))
		}
		for j := range 3 { // totals: the sum of the four classes
			out = append(out, strconv.FormatInt(counts[j]+counts[3+j]+counts[6+j]+counts[9+j], 10))
		}
		for j := 12; j < 24; j++ {
			out = append(out, strconv.FormatInt(counts[j], 10))
		}
		_ = w.Write(out)
		rows++
	}
}

// bpsHeading checks the two heading lines against the kind's labels and
// the eight classes' Bldgs, Units, Value, naming the column that changed.
func bpsHeading(name string, lines [2][]string, k bpsKind, want int) error {
	norm := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	get := func(line, i int) string {
		if i < len(lines[line]) {
			return norm(lines[line][i])
		}
		return ""
	}
	if len(lines[1]) != want {
		return Layoutf(name, "the heading has %d columns, want %d (%d identifying columns and Bldgs, Units, Value for 8 classes)", len(lines[1]), want, len(k.heads))
	}
	for i, h := range k.heads {
		if get(0, i) != h[0] || get(1, i) != h[1] {
			return Layoutf(name, "heading column %d is %q/%q, want %q/%q", i+1, get(0, i), get(1, i), h[0], h[1])
		}
	}
	for j, c := range bpsClasses {
		at := len(k.heads) + 3*j
		// The class label sits over its Units column.
		if strings.ReplaceAll(get(0, at+1), " ", "") != strings.ReplaceAll(c.label, " ", "") {
			return Layoutf(name, "heading column %d is %q, want the class %q", at+2, get(0, at+1), c.label)
		}
		for m, label := range []string{"Bldgs", "Units", "Value"} {
			if get(1, at+m) != label {
				return Layoutf(name, "heading column %d (%s) is %q, want %q", at+m+1, c.label, get(1, at+m), label)
			}
		}
	}
	return nil
}
