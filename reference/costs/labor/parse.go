package labor

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/plumbline-api/plumbline/reference"
)

// Loader reads the labor files from dataDir. Optional: without the data
// directory the embedded default answers the labor operations 503.
func Loader(dataDir string) reference.Loader {
	return reference.Loader{Area: Area, Optional: true,
		Sources: append(reference.PulledSources(dataDir, PulledFileNames()...), reference.DataDirSources(dataDir, FileNames()...)...),
		Parse: func(files []reference.File, ds *reference.Dataset) (reference.Part, error) {
			d, err := Parse(files)
			if err == nil {
				d.Releases = reference.PulledOf(ds)
			}
			return d, err
		}}
}

// Of is the labor part of ds, nil when it was not loaded.
func Of(ds *reference.Dataset) *Data {
	d, _ := ds.Part(Area).(*Data)
	return d
}

func (d *Data) Rows() int {
	return len(d.Cells) + d.olderCount() + len(d.Levels) + len(d.Areas) + len(d.QCEW)
}
func (d *Data) FileRows(name string) int { return d.rows[name] }

func newData() *Data {
	return &Data{Cells: map[[2]string]Cell{}, Older: map[[2]string][]Cell{}, Levels: map[[2]string]Levels{}, Areas: map[string]WageArea{}, ByCounty: map[string]string{}, Releases: reference.PulledReleases{}, rows: map[string]int{}}
}

// Parse reads the files named by FileNames, in that order.
func Parse(files []reference.File) (*Data, error) {
	d := newData()
	bls := func(period string) func(string, []byte) (int, error) {
		return func(name string, b []byte) (int, error) { return parseBLS(d, name, b, period) }
	}
	rows, err := reference.ParseEach(Area, files, map[string]func(string, []byte) (int, error){
		FilePulledNational: bls(""),
		FilePulledMetro:    bls(""),
		FilePulledState:    bls(""),
		FilePulledQCEW:     func(name string, b []byte) (int, error) { return parseQCEW(d, name, b) },
		FileNational:       bls("May 2024"),
		FileFL:             func(name string, b []byte) (int, error) { return parseFL(d, name, b) },
		FileNY:             bls("May 2023"),
		FileWA:             func(name string, b []byte) (int, error) { return parseWA(d, name, b) },
		File2015:           bls("May 2015"),
		FileOFLC:           func(name string, b []byte) (int, error) { return parseOFLC(d, name, b) },
		FileAreas:          func(name string, b []byte) (int, error) { return parseAreas(d, name, b) },
		FileQCEW:           func(name string, b []byte) (int, error) { return parseQCEW(d, name, b) },
	})
	if err != nil {
		return nil, err
	}
	d.rows = rows
	d.finish()
	return d, nil
}

// finish derives what the files imply together: the calibration of the
// OFLC levels against the published cells.
func (d *Data) finish() {
	for code, a := range d.Areas {
		slices.Sort(a.Counties)
		d.Areas[code] = a
	}
	for _, older := range d.Older { // newest first, whatever order the files came in
		slices.SortStableFunc(older, func(a, b Cell) int { return periodRank(b.Period) - periodRank(a.Period) })
	}
	d.indexQCEW()
	d.Calibration = calibrate(d)
	d.summarize()
}

var (
	socRe    = regexp.MustCompile(`^\d{2}-\d{4}$`)
	areaRe   = regexp.MustCompile(`^(99|\d{5}|\d{6,7})$`)
	fips5Re  = regexp.MustCompile(`^\d{5}$`)
	naicsRe  = regexp.MustCompile(`^(10|\d{2,6}|\d{2}-\d{2})$`)
	markerRe = regexp.MustCompile(`^(\*|\*\*|#|~|)$`)
	periodRe = regexp.MustCompile(`^May \d{4}$`)
	numberRe = regexp.MustCompile(`^\d{1,3}(,?\d{3})*(\.\d+)?$`)
)

// published checks a value cell: a number (thousands separators allowed),
// a suppression marker or blank.
func published(t *reference.Table, cols ...string) error {
	for _, c := range cols {
		v := t.Get(c)
		if !numberRe.MatchString(v) && !markerRe.MatchString(v) {
			return t.ErrorAt(c, "is neither a number nor an OEWS marker (*, **, #, ~)")
		}
	}
	return nil
}

// add keeps the newest release's cell for an (area, soc) as the current
// one and older releases' as older (newest first). A second cell of the
// same release (an extract of a file also pulled whole) is dropped: the
// first read, the pulled file, is the publisher's own.
func (d *Data) add(c Cell) bool {
	k := [2]string{c.Area, c.SOC}
	cur, dup := d.Cells[k]
	if !dup {
		d.Cells[k] = c
		return true
	}
	rank := periodRank(c.Period)
	if rank == periodRank(cur.Period) || slices.ContainsFunc(d.Older[k], func(o Cell) bool { return periodRank(o.Period) == rank }) {
		return false
	}
	if rank > periodRank(cur.Period) {
		d.Cells[k], c = c, cur
	}
	older := append(d.Older[k], c)
	slices.SortStableFunc(older, func(a, b Cell) int { return periodRank(b.Period) - periodRank(a.Period) })
	d.Older[k] = older
	return true
}

// periodRank orders release labels: "May 2024" after "May 2023" after
// "2022 (approximate; WA ESD label)" (no month: before that year's May).
func periodRank(p string) int {
	year, month := 0, 0
	for f := range strings.FieldsSeq(p) {
		f = strings.Trim(f, "(),;")
		if y, err := strconv.Atoi(f); err == nil && y > 1900 && year == 0 {
			year = y
		}
		if m, err := time.Parse("January", f); err == nil && month == 0 {
			month = int(m.Month())
		}
	}
	return year*13 + month
}

// olderCount counts the older cells.
func (d *Data) olderCount() int {
	n := 0
	for _, cs := range d.Older {
		n += len(cs)
	}
	return n
}

// stateArea is the code a state's OEWS cell is kept under: "S" and its
// two-digit FIPS code ("S09" Connecticut), apart from every OEWS area code.
// The state file writes the code unpadded ("9") or padded ("09", "0900000").
func stateArea(code string) string {
	code = strings.TrimSuffix(code, "00000")
	if n, err := strconv.Atoi(code); err == nil && n > 0 && n < 100 && len(code) <= 2 {
		return fmt.Sprintf("S%02d", n)
	}
	return ""
}

func areaType(code string) string {
	switch {
	case code == NationalArea:
		return "national"
	case len(code) == 5:
		return "metro"
	default:
		return "nonmetro"
	}
}

// parseBLS reads a file in the BLS OEWS download layout. Only
// cross-industry rows of national, metro and nonmetro areas are kept
// (the May 2015 cut has no NAICS column: it is cross-industry).
//
// A pulled file carries each row's release in a PERIOD column (the BLS
// writes the year only in the workbook's name); period is then "".
func parseBLS(d *Data, file string, data []byte, period string) (int, error) {
	header := []string{"AREA", "OCC_CODE", "OCC_TITLE", "TOT_EMP", "H_MEAN", "H_PCT25", "H_MEDIAN", "H_PCT75", "A_MEAN", "A_PCT25", "A_MEDIAN", "A_PCT75"}
	return reference.EachRow(file, data, header, func(t *reference.Table) (bool, error) {
		if t.Has("NAICS") && t.Get("NAICS") != "000000" && t.Get("NAICS") != "0" {
			return false, nil
		}
		area, kind := t.Get("AREA"), ""
		switch at := t.Get("AREA_TYPE"); {
		case at == "2" || at == "3": // a state or territory (the state file)
			if area, kind = stateArea(area), "state"; area == "" {
				return false, t.ErrorAt("AREA", "is not a state FIPS code")
			}
		case !areaRe.MatchString(area):
			return false, t.ErrorAt("AREA", "is not an OEWS area code")
		default:
			kind = areaType(area)
		}
		if !socRe.MatchString(t.Get("OCC_CODE")) {
			return false, t.ErrorAt("OCC_CODE", "is not a SOC code")
		}
		if err := published(t, "TOT_EMP", "H_MEAN", "H_PCT25", "H_MEDIAN", "H_PCT75", "A_MEAN", "A_PCT25", "A_MEDIAN", "A_PCT75"); err != nil {
			return false, err
		}
		title := t.Get("AREA_TITLE")
		if title == "" {
			title = t.Get("AREA_NAME")
		}
		p := period
		if p == "" {
			if p = t.Get("PERIOD"); !periodRe.MatchString(p) {
				return false, t.ErrorAt("PERIOD", "is not an OEWS release (May YYYY)")
			}
		}
		c := Cell{Area: area, AreaTitle: title, AreaType: kind, SOC: t.Get("OCC_CODE"), Title: t.Get("OCC_TITLE"),
			Period: p, File: file, Line: t.Line(), Employment: t.Get("TOT_EMP"), EmpPRSE: t.Get("EMP_PRSE"),
			HourlyMean: t.Get("H_MEAN"), HourlyP25: t.Get("H_PCT25"), HourlyMedian: t.Get("H_MEDIAN"), HourlyP75: t.Get("H_PCT75"),
			AnnualMean: t.Get("A_MEAN"), AnnualP25: t.Get("A_PCT25"), AnnualMedian: t.Get("A_MEDIAN"), AnnualP75: t.Get("A_PCT75"),
			MeanPRSE: t.Get("MEAN_PRSE")}
		return d.add(c), nil
	})
}

// parseFL reads the Florida May 2024 extract: annual wages only.
func parseFL(d *Data, file string, data []byte) (int, error) {
	header := []string{"msa_code", "msa_name", "soc", "employment", "median_annual", "mean_annual", "p25_annual", "p75_annual", "year"}
	return reference.EachRow(file, data, header, func(t *reference.Table) (bool, error) {
		if !fips5Re.MatchString(t.Get("msa_code")) {
			return false, t.ErrorAt("msa_code", "is not a 5-digit MSA code")
		}
		if !socRe.MatchString(t.Get("soc")) {
			return false, t.ErrorAt("soc", "is not a SOC code")
		}
		if t.Get("year") != "2024" {
			return false, t.ErrorAt("year", "is not 2024")
		}
		if err := published(t, "employment", "median_annual", "mean_annual", "p25_annual", "p75_annual"); err != nil {
			return false, err
		}
		c := Cell{Area: t.Get("msa_code"), AreaTitle: t.Get("msa_name"), AreaType: "metro", SOC: t.Get("soc"), Period: "May 2024",
			File: file, Line: t.Line(), Employment: t.Get("employment"), AnnualMean: t.Get("mean_annual"), AnnualP25: t.Get("p25_annual"),
			AnnualMedian: t.Get("median_annual"), AnnualP75: t.Get("p75_annual"), AnnualOnly: true}
		return d.add(c), nil
	})
}

// parseWA reads Washington ESD's publication of OEWS ("2022"): 6-digit
// area codes (MSA zero-padded, nonmetro state + 4 digits), hourly wages.
// The state row is not an area we serve.
func parseWA(d *Data, file string, data []byte) (int, error) {
	header := []string{"Area code", "Area name", "SOC code", "Occupational title", "Employment", "Average wage", "25th Percentile", "50th Percentile", "75th Percentile", "Annual wage"}
	return reference.EachRow(file, data, header, func(t *reference.Table) (bool, error) {
		raw := t.Get("Area code")
		if len(raw) != 6 || strings.Trim(raw, "0123456789") != "" {
			return false, t.ErrorAt("Area code", "is not a 6-digit area code")
		}
		var area string
		switch {
		case strings.HasPrefix(raw, "0000"): // the state
			return false, nil
		case raw[0] == '0':
			area = raw[1:]
		default:
			area = raw[:2] + "0" + raw[2:] // 530006 → 5300006, the May 2024 code
		}
		soc := t.Get("SOC code")
		if !socRe.MatchString(soc) {
			return false, t.ErrorAt("SOC code", "is not a SOC code")
		}
		if err := published(t, "Employment", "Average wage", "25th Percentile", "50th Percentile", "75th Percentile", "Annual wage"); err != nil {
			return false, err
		}
		c := Cell{Area: area, AreaTitle: t.Get("Area name"), AreaType: areaType(area), SOC: soc, Title: t.Get("Occupational title"),
			Period: "2022 (approximate; WA ESD label)", File: file, Line: t.Line(), Employment: t.Get("Employment"),
			HourlyMean: t.Get("Average wage"), HourlyP25: t.Get("25th Percentile"), HourlyMedian: t.Get("50th Percentile"),
			HourlyP75: t.Get("75th Percentile"), AnnualMean: t.Get("Annual wage")}
		return d.add(c), nil
	})
}

func parseOFLC(d *Data, file string, data []byte) (int, error) {
	header := []string{"Area", "AreaName", "StateAb", "SocCode", "Level1", "Level2", "Level3", "Level4", "n_areas_same_levels_in_state"}
	return reference.EachRow(file, data, header, func(t *reference.Table) (bool, error) {
		l := Levels{Area: t.Get("Area"), AreaTitle: t.Get("AreaName"), State: t.Get("StateAb"), SOC: t.Get("SocCode"), Line: t.Line()}
		if !areaRe.MatchString(l.Area) || l.Area == NationalArea {
			return false, t.ErrorAt("Area", "is not an OEWS area code")
		}
		if !socRe.MatchString(l.SOC) {
			return false, t.ErrorAt("SocCode", "is not a SOC code")
		}
		prev := 0.0
		for i, p := range []*float64{&l.L1, &l.L2, &l.L3, &l.L4} {
			col := fmt.Sprintf("Level%d", i+1)
			v, err := strconv.ParseFloat(t.Get(col), 64)
			if err != nil || v <= prev {
				return false, t.ErrorAt(col, "is not an hourly wage above the level before it")
			}
			*p, prev = v, v
		}
		n, err := strconv.Atoi(t.Get("n_areas_same_levels_in_state"))
		if err != nil || n < 1 {
			return false, t.ErrorAt("n_areas_same_levels_in_state", "is not a count")
		}
		l.SameInState = n
		k := [2]string{l.Area, l.SOC}
		if _, dup := d.Levels[k]; dup {
			return false, t.ErrorAt("Area", "appears twice for %s", l.SOC)
		}
		d.Levels[k] = l
		return true, nil
	})
}

// parseAreas reads the county → OEWS area crosswalk. Rows that matched no
// county (New England towns, Connecticut planning regions, Puerto Rico)
// name an area but no county: the area is kept, the row adds no county.
func parseAreas(d *Data, file string, data []byte) (int, error) {
	header := []string{"oews_area_code", "oews_area_name", "state_abbr", "county_fips5_matched"}
	return reference.EachRow(file, data, header, func(t *reference.Table) (bool, error) {
		code, fips := t.Get("oews_area_code"), t.Get("county_fips5_matched")
		if !areaRe.MatchString(code) {
			return false, t.ErrorAt("oews_area_code", "is not an OEWS area code")
		}
		a := d.Areas[code]
		if a.Code == "" {
			a = WageArea{Code: code, Title: t.Get("oews_area_name"), State: t.Get("state_abbr"), Counties: []string{}}
		}
		defer func() { d.Areas[code] = a }()
		if fips == "" {
			return false, nil
		}
		if !fips5Re.MatchString(fips) {
			return false, t.ErrorAt("county_fips5_matched", "is not a 5-digit county FIPS code")
		}
		if prev, dup := d.ByCounty[fips]; dup {
			if prev == code { // a county split into towns: one area
				return false, nil
			}
			return false, t.ErrorAt("county_fips5_matched", "is already in OEWS area %s", prev)
		}
		d.ByCounty[fips] = code
		a.Counties = append(a.Counties, fips)
		return true, nil
	})
}

func parseQCEW(d *Data, file string, data []byte) (int, error) {
	header := []string{"area_fips", "own_code", "industry_code", "agglvl_code", "year", "qtr", "disclosure_code", "annual_avg_estabs",
		"annual_avg_emplvl", "total_annual_wages", "annual_avg_wkly_wage", "avg_annual_pay"}
	return reference.EachRow(file, data, header, func(t *reference.Table) (bool, error) {
		r := QCEWRow{Area: t.Get("area_fips"), Own: t.Get("own_code"), Industry: t.Get("industry_code"), AggLevel: t.Get("agglvl_code"),
			Year: t.Get("year"), Qtr: t.Get("qtr"), Disclosure: t.Get("disclosure_code"), Estabs: t.Get("annual_avg_estabs"),
			Employment: t.Get("annual_avg_emplvl"), TotalWages: t.Get("total_annual_wages"), WeeklyWage: t.Get("annual_avg_wkly_wage"),
			AnnualPay: t.Get("avg_annual_pay"), LQEmplvl: t.Get("lq_annual_avg_emplvl"), OTYEmplvlPc: t.Get("oty_annual_avg_emplvl_pct_chg"), Line: t.Line(), File: file}
		if !fips5Re.MatchString(r.Area) {
			return false, t.ErrorAt("area_fips", "is not a 5-digit county FIPS code")
		}
		if !naicsRe.MatchString(r.Industry) {
			return false, t.ErrorAt("industry_code", "is not a NAICS code")
		}
		for _, col := range []string{"annual_avg_emplvl", "annual_avg_wkly_wage", "avg_annual_pay", "total_annual_wages"} {
			if _, err := strconv.ParseInt(t.Get(col), 10, 64); err != nil {
				return false, t.ErrorAt(col, "is not a whole number")
			}
		}
		// The same row twice (a pulled release of the year the bundle
		// holds): the first read, the publisher's slice, is kept.
		k := qcewKey{r.Area + "/" + r.Year, r.Own, r.Industry}
		if d.qcewSeen == nil {
			d.qcewSeen = map[qcewKey]bool{}
		}
		if d.qcewSeen[k] {
			return false, nil
		}
		d.qcewSeen[k] = true
		d.QCEW = append(d.QCEW, r)
		return true, nil
	})
}
