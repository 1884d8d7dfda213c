package costs

import (
	"errors"
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/plumbline-api/plumbline/reference"
)

var (
	reDate   = regexp.MustCompile(`^\d{4}-(0[1-9]|1[0-2])-01$`)
	reFIPS5  = regexp.MustCompile(`^\d{5}$`)
	reSeries = regexp.MustCompile(`^[A-Z0-9]{4,20}$`)
)

// Parse reads the four files, in the order of FileNames, and checks that
// every category's series is present.
func Parse(files []reference.File) (*Data, error) {
	d := &Data{Series: map[string]*Series{}, Counties: map[string][]*PermitRow{}, CBSAs: map[string][]*PermitRow{}}
	if len(files) != 4 {
		return nil, fmt.Errorf("costs: %d files given, want %d", len(files), 4)
	}
	byName := map[string][]byte{}
	for _, f := range files {
		byName[f.Name] = f.Data
	}
	// The embedded default parses at every start: the PPI files (the
	// metadata needs the series), the county and the CBSA permits touch
	// different maps, so they parse side by side.
	jobs := []func() (map[string]int, error){
		func() (map[string]int, error) {
			n, err := parsePPI(d, FilePPI, byName[FilePPI])
			if err != nil {
				return nil, err
			}
			m, err := parseMeta(d, FilePPIMeta, byName[FilePPIMeta])
			return map[string]int{FilePPI: n, FilePPIMeta: m}, err
		},
		func() (map[string]int, error) {
			n, err := parsePermits(d, FileBPSCounty, byName[FileBPSCounty], "county")
			return map[string]int{FileBPSCounty: n}, err
		},
		func() (map[string]int, error) {
			n, err := parsePermits(d, FileBPSCBSA, byName[FileBPSCBSA], "cbsa")
			return map[string]int{FileBPSCBSA: n}, err
		},
	}
	counts := make([]map[string]int, len(jobs))
	errs := make([]error, len(jobs))
	var wg sync.WaitGroup
	for i, job := range jobs {
		wg.Go(func() { counts[i], errs[i] = job() })
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, errs[slices.IndexFunc(errs, func(e error) bool { return e != nil })] // the first, keeping its file:line:column type
	}
	rows := map[string]int{}
	for _, c := range counts {
		maps.Copy(rows, c)
	}
	for _, c := range Categories {
		for _, id := range c.Series {
			if d.Series[id] == nil {
				return nil, &reference.ParseError{File: FilePPI, Msg: "category " + c.ID + " needs series " + id + ", which the file lacks"}
			}
		}
		if _, _, ok := d.Span(c); !ok {
			return nil, &reference.ParseError{File: FilePPI, Msg: "category " + c.ID + ": its series share no month"}
		}
	}
	d.rows = rows
	return d, nil
}

// parsePPI reads series_id,date,value rows; within a series the months
// must ascend without repeats.
func parsePPI(d *Data, file string, data []byte) (int, error) {
	return reference.EachRow(file, data, []string{"series_id", "date", "value", "label_in_source", "bls_series_title"}, func(t *reference.Table) (bool, error) {
		id := t.Get("series_id")
		if !reSeries.MatchString(id) {
			return false, t.ErrorAt("series_id", "%q is not a BLS series id", id)
		}
		date := t.Get("date")
		if !reDate.MatchString(date) {
			return false, t.ErrorAt("date", "%q is not the first of a month (YYYY-MM-01)", date)
		}
		v, err := strconv.ParseFloat(t.Get("value"), 64)
		if err != nil || v <= 0 {
			return false, t.ErrorAt("value", "%q is not a positive index value", t.Get("value"))
		}
		s := d.Series[id]
		if s == nil {
			s = &Series{ID: id, Label: t.Get("label_in_source"), Title: t.Get("bls_series_title")}
			if s.Title == "" {
				s.Title = s.Label
			}
			d.Series[id] = s
		}
		p := Point{Period: date[:7], Value: v, Line: t.Line()}
		if n := len(s.Points); n > 0 && s.Points[n-1].Period >= p.Period {
			return false, t.ErrorAt("date", "%s %s comes after %s: months must ascend once each", id, p.Period, s.Points[n-1].Period)
		}
		s.Points = append(s.Points, p)
		return true, nil
	})
}

// parseMeta adds the BLS base period and seasonal flag of the series the
// primary file holds; it keeps only those rows.
func parseMeta(d *Data, file string, data []byte) (int, error) {
	return reference.EachRow(file, data, []string{"series_id", "seasonal", "base_date", "series_title"}, func(t *reference.Table) (bool, error) {
		s := d.Series[strings.TrimSpace(t.Get("series_id"))]
		if s == nil {
			return false, nil
		}
		if b := t.Get("base_date"); b != "" && (len(b) != 6 || strings.Trim(b, "0123456789") != "") {
			return false, t.ErrorAt("base_date", "%q is not YYYYMM", b)
		}
		s.BaseDate, s.Seasonal = t.Get("base_date"), t.Get("seasonal")
		if s.Title == "" || s.Title == s.Label {
			s.Title = t.Get("series_title")
		}
		return true, nil
	})
}

// parsePermits reads a BPS county or CBSA file; every numeric column must
// be a whole number, and each total must be the sum of the four classes.
func parsePermits(d *Data, file string, data []byte, kind string) (int, error) {
	codeCol, nameCol, numeric, text, into := "fips5", "county_name", countyNumeric, countyText, d.Counties
	if kind == "cbsa" {
		codeCol, nameCol, numeric, text, into = "cbsa_code", "cbsa_title", cbsaNumeric, cbsaText, d.CBSAs
	}
	header := append(append([]string{"year", "period", codeCol, nameCol}, text...), numeric...)
	return reference.EachRow(file, data, header, func(t *reference.Table) (bool, error) {
		r := &PermitRow{Kind: kind, Code: t.Get(codeCol), Period: t.Get("period"), Name: t.Get(nameCol), Text: make([]string, len(text)), Line: t.Line(),
			Values: make([]int64, len(numeric))}
		if !reFIPS5.MatchString(r.Code) {
			return false, t.ErrorAt(codeCol, "%q is not a 5-digit code", r.Code)
		}
		y, err := strconv.Atoi(t.Get("year"))
		if err != nil || y < 1980 || y > 2100 {
			return false, t.ErrorAt("year", "%q is not a year", t.Get("year"))
		}
		r.Year = y
		if r.Period != "annual" && !strings.HasPrefix(r.Period, "ytd_through_") {
			return false, t.ErrorAt("period", "%q is neither annual nor ytd_through_YYYY-MM", r.Period)
		}
		for i, c := range text {
			r.Text[i] = t.Get(c)
		}
		for i, c := range numeric {
			n, err := strconv.ParseInt(t.Get(c), 10, 64)
			if err != nil || n < 0 {
				return false, t.ErrorAt(c, "%q is not a whole non-negative number", t.Get(c))
			}
			r.Values[i] = n
		}
		for k := range 3 { // total_* = the sum of the four classes
			if sum := r.Values[k] + r.Values[3+k] + r.Values[6+k] + r.Values[9+k]; sum != r.Values[12+k] {
				return false, t.ErrorAt(numeric[12+k], "%d is not the sum of the four classes (%d)", r.Values[12+k], sum)
			}
		}
		prev := into[r.Code]
		// The 2015 county file lists five places twice under two spellings
		// (Anchorage Borough / Municipality …) with the same figures: the
		// first row stands. Different figures for one place-year are an error.
		if n := len(prev); n > 0 && prev[n-1].Year == y && slices.Equal(prev[n-1].Values, r.Values) {
			return false, nil
		}
		if n := len(prev); n > 0 && prev[n-1].Year >= y {
			return false, t.ErrorAt("year", "%s %d repeats or comes after %d", r.Code, y, prev[n-1].Year)
		}
		into[r.Code] = append(prev, r)
		return true, nil
	})
}

// years are the distinct years of rows, ascending.
func years(m map[string][]*PermitRow) []int {
	seen := map[int]bool{}
	for _, rows := range m {
		for _, r := range rows {
			seen[r.Year] = true
		}
	}
	out := make([]int, 0, len(seen))
	for y := range seen {
		out = append(out, y)
	}
	slices.Sort(out)
	return out
}
