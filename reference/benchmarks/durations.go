package benchmarks

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/plumbline-api/plumbline/reference"
)

// Durations of new_construction_sfh come from the Census Survey of
// Construction public-use microdata (SOC PUF): each sampled house's start
// month (STRT), completion month (COMP), sale month (SALE), Census division
// (DIV) and survey weight (WEIGHT). docs/benchmarks-durations.md states the
// method; this file computes it.

// The SOC files the area reads: the bundled 2020 extract, and the complete
// public-use file a `data pull soc-puf` converts (read first when present).
const (
	FileSOCPUF       = "benchmarks/census-soc-puf-2020-extract/cleaned_soc.csv"
	FilePulledSOCPUF = "pulled/soc-puf/soc_puf_houses.csv"
	// socPUFExtractYear is the survey year of the extract: it is a cut of
	// the 2020 file (soc20), which its rows do not state.
	socPUFExtractYear = 2020
)

// DaysPerMonth converts months to days: the mean Gregorian month,
// 365.25 / 12.
const DaysPerMonth = 30.4375

// DurationCell is the SOC houses of one division whose whole months from
// start to completion are Months: how many rows, and their summed weight.
// A weighted quantile depends on nothing else, so the stores keep these
// cells, not the rows.
type DurationCell struct {
	Division int     `json:"division"`
	Months   int     `json:"months"`
	Houses   int     `json:"houses"`
	Weight   float64 `json:"weight"`
}

// SOCDurations is the cohort a SOC file grounds durations with: houses
// built for sale and sold, completed in Year.
type SOCDurations struct {
	File  string
	Year  int            // the survey year; only houses completed in it are kept
	Cells []DurationCell // sorted by division, then months
}

// socMonth reads a SOC month: YYYYMM as the Census file writes it, or
// YYYY-MM-DD / YYYY-MM as the extract does. Blank or 0 is "not reached"
// (a house not yet started, completed or sold).
func socMonth(s string) (month int, ok bool, err error) {
	s = strings.TrimSpace(s)
	if s == "" || s == "0" {
		return 0, false, nil
	}
	var y, m int
	switch {
	case len(s) == 6 && !strings.Contains(s, "-"):
		y, err = strconv.Atoi(s[:4])
		if err == nil {
			m, err = strconv.Atoi(s[4:])
		}
	case len(s) >= 7 && s[4] == '-':
		y, err = strconv.Atoi(s[:4])
		if err == nil {
			m, err = strconv.Atoi(s[5:7])
		}
	default:
		err = fmt.Errorf("not a month")
	}
	if err != nil || y < 1900 || m < 1 || m > 12 {
		return 0, false, fmt.Errorf("%q is not a month (YYYYMM or YYYY-MM-DD)", s)
	}
	return y*12 + m - 1, true, nil
}

// parseSOCPUF reads a SOC file into its cohort. The extract has no year
// column (year is its survey year); the pulled file states SURVEY_YEAR on
// every row (year 0). A row whose house was not started, completed or sold
// is outside the cohort, as is one completed in another year (the file
// holds houses sold in its year that were completed before or after it).
func parseSOCPUF(file string, data []byte, year int) (*SOCDurations, int, error) {
	cols := []string{"STRT", "COMP", "SALE", "DIV", "WEIGHT"}
	if year == 0 {
		cols = append(cols, "SURVEY_YEAR")
	}
	d := &SOCDurations{File: file, Year: year}
	cells := map[[2]int]*DurationCell{}
	kept, err := reference.EachRow(file, data, cols, func(t *reference.Table) (bool, error) {
		if year == 0 {
			y, err := strconv.Atoi(t.Get("SURVEY_YEAR"))
			if err != nil || y < 1999 || (d.Year != 0 && y != d.Year) {
				return false, t.ErrorAt("SURVEY_YEAR", "is not the file's one survey year")
			}
			d.Year = y
		}
		var at [3]int
		var reached [3]bool
		for i, c := range []string{"STRT", "COMP", "SALE"} {
			var err error
			if at[i], reached[i], err = socMonth(t.Get(c)); err != nil {
				return false, t.ErrorAt(c, "%s", err.Error())
			}
		}
		if !reached[0] || !reached[1] || !reached[2] || at[1]/12 != d.Year {
			return false, nil
		}
		months := at[1] - at[0]
		if months < 0 {
			return false, t.ErrorAt("COMP", "is before STRT")
		}
		div, err := strconv.Atoi(strings.TrimSpace(t.Get("DIV")))
		if _, ok := DivisionByCode(div); err != nil || !ok {
			return false, t.ErrorAt("DIV", "is not a Census division 1–9")
		}
		w, err := strconv.ParseFloat(strings.TrimSpace(t.Get("WEIGHT")), 64)
		if err != nil || !(w > 0) || math.IsInf(w, 0) {
			return false, t.ErrorAt("WEIGHT", "is not a positive survey weight")
		}
		c := cells[[2]int{div, months}]
		if c == nil {
			c = &DurationCell{Division: div, Months: months}
			cells[[2]int{div, months}] = c
		}
		c.Houses++
		c.Weight += w
		return true, nil
	})
	if err != nil {
		return nil, 0, err
	}
	if kept == 0 {
		return nil, 0, &reference.ParseError{File: file, Line: 1, Column: 1, Msg: fmt.Sprintf("no house started, completed in %d and sold: nothing to ground a duration", d.Year)}
	}
	for _, c := range cells {
		d.Cells = append(d.Cells, *c)
	}
	sortCells(d.Cells)
	return d, kept, nil
}

func sortCells(cs []DurationCell) {
	slices.SortFunc(cs, func(a, b DurationCell) int {
		return cmp.Or(cmp.Compare(a.Division, b.Division), cmp.Compare(a.Months, b.Months))
	})
}

// distribution is one geography's houses by months (division 0: every
// division), in ascending months.
func (d *SOCDurations) distribution(division int) []DurationCell {
	by := map[int]*DurationCell{}
	for _, c := range d.Cells {
		if division != 0 && c.Division != division {
			continue
		}
		m := by[c.Months]
		if m == nil {
			m = &DurationCell{Division: division, Months: c.Months}
			by[c.Months] = m
		}
		m.Houses += c.Houses
		m.Weight += c.Weight
	}
	out := make([]DurationCell, 0, len(by))
	for _, c := range by {
		out = append(out, *c)
	}
	sortCells(out)
	return out
}

// MonthsQuantile is WeightedQuantile over a duration distribution: the
// smallest months at which the cumulative weight reaches p of the total.
func MonthsQuantile(dist []DurationCell, p float64) int {
	months, weights := make([]float64, len(dist)), make([]float64, len(dist))
	for i, c := range dist {
		months[i], weights[i] = float64(c.Months), c.Weight
	}
	return int(WeightedQuantile(months, weights, p))
}

// Duration is a duration figure and where it comes from.
type Duration struct {
	Geography      string  `json:"geography"` // national or census_division
	GeographyCode  string  `json:"geography_code"`
	GeographyName  string  `json:"geography_name"`
	Basis          string  `json:"basis"` // why this geography answers for the tier or place
	MonthsP25      int     `json:"months_p25"`
	MonthsP50      int     `json:"months_p50"`
	MonthsP75      int     `json:"months_p75"`
	DaysPerMonth   float64 `json:"days_per_month"`
	CompletionYear int     `json:"completion_year"`
	Houses         int     `json:"houses"`
	WeightedHouses float64 `json:"weighted_houses"`
	Universe       string  `json:"universe"`
	Method         string  `json:"method"`
	Granularity    string  `json:"granularity"`
	Confidence     string  `json:"confidence"`
	Source         Source  `json:"source"`
}

// The words every duration carries (docs/benchmarks-durations.md).
const (
	durationUniverse = "new single-family houses built for sale (a builder's house on the builder's lot) and sold, completed in the year: the SOC houses with a start, completion and sale month. Contractor-built houses on the owner's land and owner-built houses are not sold and not counted; they usually take longer, so this is not the time of every new house"
	durationMethod   = "survey-weighted quantile: houses sorted by months from start to completion; the p-quantile is the smallest months at which the cumulative SOC WEIGHT reaches p × the total weight (the inverse of the weighted empirical distribution, no interpolation); days = months × 30.4375 (365.25 / 12), rounded to a whole day"
	durationMonths   = "month granularity: months = completion month − start month, so a house started and completed in the same month counts 0 months and each figure may be off by up to a month either way from a house's true time"
	durationNoTier   = "the Census SOC public-use file places a house only by Census division (no metro, county or metro size): this tier has no duration of its own and none is borrowed; the national tier carries the national figure and benchmarks_local a place's division figure"
	durationNoScope  = "no duration source for this scope: the Census SOC times new houses from start to completion only"
)

// socPublisher names the SOC microdata of a file.
func socPublisher(file string) string {
	if file == FilePulledSOCPUF {
		return "U.S. Census Bureau, Survey of Construction public-use microdata (the complete file, from data pull soc-puf)"
	}
	return "U.S. Census Bureau, Survey of Construction public-use microdata, 2020 file (an extract: houses sold, 39 of its columns)"
}

// durationFor is the duration of a geography (division 0: the nation), or
// the reason there is none.
func durationFor(d *SOCDurations, division int, basis string) (*Duration, string) {
	if d == nil || len(d.Cells) == 0 {
		return nil, "this dataset version holds no Census SOC public-use microdata (" + FileSOCPUF + ")"
	}
	dist := d.distribution(division)
	if len(dist) == 0 {
		return nil, fmt.Sprintf("the SOC file has no house of Census division %d completed in %d", division, d.Year)
	}
	out := &Duration{Geography: "national", GeographyCode: "US", GeographyName: "United States", Basis: basis,
		MonthsP25: MonthsQuantile(dist, 0.25), MonthsP50: MonthsQuantile(dist, 0.50), MonthsP75: MonthsQuantile(dist, 0.75),
		DaysPerMonth: DaysPerMonth, CompletionYear: d.Year, Universe: durationUniverse, Method: durationMethod, Granularity: durationMonths,
		Confidence: "derived",
		Source:     Source{File: d.File, Publisher: socPublisher(d.File), Period: "houses completed in " + strconv.Itoa(d.Year), Detail: "STRT, COMP, SALE, DIV, WEIGHT"}}
	if division != 0 {
		dv, _ := DivisionByCode(division)
		out.Geography, out.GeographyCode, out.GeographyName = "census_division", strconv.Itoa(division), dv.Name
		out.Source.Detail += fmt.Sprintf("; rows with DIV = %d", division)
	}
	for _, c := range dist {
		out.Houses += c.Houses
		out.WeightedHouses += c.Weight
	}
	return out, ""
}

// days is a month count in whole days.
func days(months int) float64 { return math.Round(float64(months) * DaysPerMonth) }

// setDuration puts a duration (or the reason for none) on a figure.
func (f *Figures) setDuration(d *Duration, reason string) {
	if f.Missing == nil {
		f.Missing = map[string]string{}
	}
	if d == nil {
		f.Duration, f.DurationP25, f.DurationP50, f.DurationP75 = nil, nil, nil, nil
		f.Missing["duration"] = reason
		return
	}
	delete(f.Missing, "duration")
	f.Duration = d
	f.DurationP25, f.DurationP50, f.DurationP75 = pf(days(d.MonthsP25)), pf(days(d.MonthsP50)), pf(days(d.MonthsP75))
}
