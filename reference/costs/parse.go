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
	"github.com/plumbline-api/plumbline/reference/geo"
)

var (
	reDate   = regexp.MustCompile(`^\d{4}-(0[1-9]|1[0-2])-01$`)
	reFIPS5  = regexp.MustCompile(`^\d{5}$`)
	reSeries = regexp.MustCompile(`^[A-Z0-9]{4,20}$`)
)

// Parse reads the files (the bundled ones of FileNames, and those of
// PulledFileNames a pull wrote), checks that every category's series is
// present, and sums the county permits into CBSAs under the delineation g.
// A pulled file stands in for its bundled counterpart.
func Parse(files []reference.File, g *geo.Data) (*Data, error) {
	d := &Data{Series: map[string]*Series{}, Counties: map[string][]*PermitRow{}, CBSAs: map[string][]*PermitRow{},
		Places: map[string][]*PermitRow{}, PlacesIn: map[string][]PlaceRef{}}
	if g == nil {
		return nil, fmt.Errorf("costs: the geo area must be loaded first (CBSA permits are summed from county rows under its delineation)")
	}
	byName := map[string][]byte{}
	for _, f := range files {
		if !slices.Contains(FileNames(), f.Name) && !slices.Contains(PulledFileNames(), f.Name) {
			return nil, fmt.Errorf("costs: no parser for %s", f.Name)
		}
		byName[f.Name] = f.Data
	}
	for _, name := range FileNames() {
		if _, ok := byName[name]; !ok {
			return nil, fmt.Errorf("costs: %s was not given", name)
		}
	}
	_, series := byName[FilePulledPPISeries]
	if _, monthly := byName[FilePulledPPI]; series != monthly {
		return nil, &reference.ParseError{File: FilePulledPPI, Msg: "a pulled PPI release needs both " + FilePulledPPISeries + " and " + FilePulledPPI}
	}
	d.Files = filesOf(slices.Collect(maps.Keys(byName)))
	// The embedded default parses at every start: the PPI files (the
	// metadata needs the series), the county and the place permits touch
	// different maps, so they parse side by side.
	jobs := []func() (map[string]int, error){
		func() (map[string]int, error) {
			if series {
				n, err := parsePulledSeries(d, FilePulledPPISeries, byName[FilePulledPPISeries])
				if err != nil {
					return nil, err
				}
				m, err := parsePulledPPI(d, FilePulledPPI, byName[FilePulledPPI])
				return map[string]int{FilePulledPPISeries: n, FilePulledPPI: m}, err
			}
			n, err := parsePPI(d, FilePPI, byName[FilePPI])
			if err != nil {
				return nil, err
			}
			markRelease(d)
			m, err := parseMeta(d, FilePPIMeta, byName[FilePPIMeta])
			return map[string]int{FilePPI: n, FilePPIMeta: m}, err
		},
		func() (map[string]int, error) {
			n, err := parsePermits(d, d.Files.County, byName[d.Files.County], countyFile)
			return map[string]int{d.Files.County: n}, err
		},
		func() (map[string]int, error) {
			if d.Files.Place == "" {
				return nil, nil
			}
			n, err := parsePermits(d, d.Files.Place, byName[d.Files.Place], placeFile)
			return map[string]int{d.Files.Place: n}, err
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
				return nil, &reference.ParseError{File: d.Files.PPI, Msg: "category " + c.ID + " needs series " + id + ", which the file lacks"}
			}
		}
		if _, _, ok := d.Span(c); !ok {
			return nil, &reference.ParseError{File: d.Files.PPI, Msg: "category " + c.ID + ": its series share no month"}
		}
	}
	var err error
	if d.CBSAs, err = sumCBSAs(d.Counties, g); err != nil {
		return nil, err
	}
	d.PlacesIn = placesIn(d.Places)
	d.rows = rows
	return d, nil
}

// filesOf says which file each part is read from, given the names of the
// files loaded: a pulled file stands in for the bundled one.
func filesOf(names []string) Files {
	f := Files{PPI: FilePPI, PPIMeta: FilePPIMeta, County: FileBPSCounty}
	if slices.Contains(names, FilePulledPPI) {
		f.PPI, f.PPIMeta = FilePulledPPI, FilePulledPPISeries
	}
	if slices.Contains(names, FilePulledBPSCounty) {
		f.County = FilePulledBPSCounty
	}
	if slices.Contains(names, FilePulledBPSPlace) {
		f.Place = FilePulledBPSPlace
	}
	return f
}

// releaseRevised is how many of a release's latest months BLS publishes as
// preliminary: it revises an index four months after first publication.
const releaseRevised = 4

// markRelease marks the bundled file's last four months preliminary: the
// file carries no footnotes, and those were the months BLS had not yet
// revised when it was collected (values of that release, not revised
// since in the file).
func markRelease(d *Data) {
	last := ""
	for _, s := range d.Series {
		last = max(last, s.Latest())
	}
	from := addMonths(last, -(releaseRevised - 1))
	for _, s := range d.Series {
		for i := len(s.Points) - 1; i >= 0 && s.Points[i].Period >= from; i-- {
			s.Points[i].Preliminary = true
		}
	}
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

// permitFile describes a BPS CSV the parser reads: the county file or the
// place file (a pull's), with their key and text columns.
type permitFile struct {
	kind    string
	nameCol string
	text    []string
	code    func(t *reference.Table) (string, error)
	into    func(d *Data) map[string][]*PermitRow
	numeric []string
}

var (
	countyFile = permitFile{kind: "county", nameCol: "county_name", text: countyText, numeric: countyNumeric,
		code: func(t *reference.Table) (string, error) {
			c := t.Get("fips5")
			if !reFIPS5.MatchString(c) {
				return "", t.ErrorAt("fips5", "%q is not a 5-digit code", c)
			}
			return c, nil
		},
		into: func(d *Data) map[string][]*PermitRow { return d.Counties }}
	placeFile = permitFile{kind: "place", nameCol: "place_name", text: placeText, numeric: countyNumeric,
		code: func(t *reference.Table) (string, error) {
			st, id := t.Get("state_fips"), t.Get("place_id")
			if !reStateFIPS.MatchString(st) || !rePlaceID.MatchString(id) {
				return "", t.ErrorAt("place_id", "%q %q is not a state FIPS code and a six-digit permit-place id", st, id)
			}
			return st + id, nil
		},
		into: func(d *Data) map[string][]*PermitRow { return d.Places }}
	reStateFIPS = regexp.MustCompile(`^\d{2}$`)
	rePlaceID   = regexp.MustCompile(`^\d{6}$`)
)

// parsePermits reads a BPS county or place file; every numeric column must
// be a whole number, and each total must be the sum of the four classes.
func parsePermits(d *Data, file string, data []byte, f permitFile) (int, error) {
	header := append(append([]string{"year", "period", f.nameCol}, f.text...), f.numeric...)
	if f.kind == "county" {
		header = append([]string{"fips5"}, header...)
	}
	into := f.into(d)
	return reference.EachRow(file, data, header, func(t *reference.Table) (bool, error) {
		code, err := f.code(t)
		if err != nil {
			return false, err
		}
		r := &PermitRow{Kind: f.kind, Code: code, Period: t.Get("period"), Name: t.Get(f.nameCol), Text: make([]string, len(f.text)), Line: t.Line(),
			Values: make([]int64, len(f.numeric))}
		y, err := strconv.Atoi(t.Get("year"))
		if err != nil || y < 1980 || y > 2100 {
			return false, t.ErrorAt("year", "%q is not a year", t.Get("year"))
		}
		r.Year = y
		if r.Period != "annual" && !strings.HasPrefix(r.Period, "ytd_through_") {
			return false, t.ErrorAt("period", "%q is neither annual nor ytd_through_YYYY-MM", r.Period)
		}
		for i, c := range f.text {
			r.Text[i] = t.Get(c)
		}
		for i, c := range f.numeric {
			n, err := strconv.ParseInt(t.Get(c), 10, 64)
			if err != nil || n < 0 {
				return false, t.ErrorAt(c, "%q is not a whole non-negative number", t.Get(c))
			}
			r.Values[i] = n
		}
		for k := range 3 { // total_* = the sum of the four classes
			if sum := r.Values[k] + r.Values[3+k] + r.Values[6+k] + r.Values[9+k]; sum != r.Values[12+k] {
				return false, t.ErrorAt(f.numeric[12+k], "%d is not the sum of the four classes (%d)", r.Values[12+k], sum)
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
