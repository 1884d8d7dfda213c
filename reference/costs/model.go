package costs

import (
	"fmt"

	"github.com/plumbline-api/plumbline/reference"
	"math"
	"slices"
	"strings"
	"time"
)

// Series is one monthly PPI series as the primary file holds it.
type Series struct {
	ID       string  `json:"series_id"`
	Title    string  `json:"title"`     // BLS title (wp.series), or the source's label for PCU series
	Label    string  `json:"label"`     // the short name in the source file
	BaseDate string  `json:"base_date"` // BLS base period, e.g. "198200" (1982=100); "" when the metadata lacks the series
	Seasonal string  `json:"seasonal"`  // "U" not seasonally adjusted, "S" adjusted
	Points   []Point `json:"-"`         // ascending, one per month present
}

// Point is one month's index value.
type Point struct {
	Period string  `json:"period"` // YYYY-MM
	Value  float64 `json:"value"`
	// Preliminary: the value is BLS's preliminary one (footnote P in its
	// flat files; for the bundled file, which carries no marks, a month
	// among the last four of its release).
	Preliminary bool `json:"preliminary,omitempty"`
	Line        int  `json:"-"` // line in the source file
}

// Base says what the index is relative to, e.g. "1982=100" or "Dec 2003=100".
func (s *Series) Base() string {
	if len(s.BaseDate) != 6 {
		return "not stated in the BLS metadata we hold"
	}
	y, m := s.BaseDate[:4], s.BaseDate[4:]
	if m == "00" {
		return y + "=100"
	}
	return y + "-" + m + "=100"
}

// Latest is the last month the series has.
func (s *Series) Latest() string { return s.Points[len(s.Points)-1].Period }

// At is the series value for period (YYYY-MM).
func (s *Series) At(period string) (float64, bool) {
	i, ok := slices.BinarySearchFunc(s.Points, period, func(p Point, t string) int { return strings.Compare(p.Period, t) })
	if !ok {
		return 0, false
	}
	return s.Points[i].Value, true
}

// Preliminary reports whether the category's index for period rests on a
// preliminary value of any of its series.
func (d *Data) Preliminary(c Category, period string) bool {
	for _, id := range c.Series {
		s := d.Series[id]
		if i, ok := slices.BinarySearchFunc(s.Points, period, func(p Point, t string) int { return strings.Compare(p.Period, t) }); ok && s.Points[i].Preliminary {
			return true
		}
	}
	return false
}

// preliminaryMonths are the months of a series marked preliminary.
func (s *Series) preliminaryMonths() []string {
	var out []string
	for _, p := range s.Points {
		if p.Preliminary {
			out = append(out, p.Period)
		}
	}
	return out
}

// Window is the points of the n calendar months ending at end
// (inclusive), and the months of that span the series lacks.
func (s *Series) Window(end string, n int) (pts []Point, missing []string) {
	start := addMonths(end, -(n - 1))
	i, _ := slices.BinarySearchFunc(s.Points, start, func(p Point, t string) int { return strings.Compare(p.Period, t) })
	j, _ := slices.BinarySearchFunc(s.Points, end, func(p Point, t string) int { return strings.Compare(p.Period, t) })
	if j < len(s.Points) && s.Points[j].Period == end {
		j++
	}
	pts = s.Points[i:j]
	k := 0
	for m := start; m <= end; m = addMonths(m, 1) {
		if k < len(pts) && pts[k].Period == m {
			k++
			continue
		}
		missing = append(missing, m)
	}
	return pts, missing
}

// Breakout is one structure class's buildings, housing units and
// construction value (dollars, as Census publishes it).
type Breakout struct {
	Buildings int64 `json:"buildings"`
	Units     int64 `json:"units"`
	ValueUSD  int64 `json:"valuation_usd"`
}

// Classes are the four BPS structure classes in file order.
var Classes = []struct{ Key, Col string }{{"1u", "u1"}, {"2u", "u2"}, {"3-4u", "u34"}, {"5+u", "u5p"}}

// PermitRow is one jurisdiction-year: a county's row of the BPS county
// file (its text columns and every numeric column, in the order of the
// file's numeric header), or a CBSA's sum of its member counties' rows.
type PermitRow struct {
	Kind   string   // "county" or "cbsa"
	Code   string   // fips5 or CBSA code
	Year   int      // calendar year
	Period string   // "annual" or "ytd_through_2025-12"
	Name   string   // county_name, or the CBSA's title (OMB 2023)
	Text   []string // county: the other text columns, aligned with countyText
	Values []int64  // aligned with countyNumeric or cbsaNumeric
	Line   int      // county: the line in the county file
	// Members are the county rows a CBSA row sums, in FIPS order.
	Members []*PermitRow
}

// Class is the breakout of class i (0 = 1u … 3 = 5+u), imputed estimates.
func (r *PermitRow) Class(i int) Breakout {
	return Breakout{r.Values[3*i], r.Values[3*i+1], r.Values[3*i+2]}
}

// The numeric columns of a county row (the county file's) and of a CBSA
// row (the sums), in the order PermitRow.Values keeps.
var (
	cbsaNumeric   = numericCols(false)
	countyNumeric = numericCols(true)
	countyText    = []string{"state_fips", "county_fips", "region_code", "division_code"}
)

func numericCols(rep bool) []string {
	var out []string
	for _, c := range Classes {
		out = append(out, c.Col+"_bldgs", c.Col+"_units", c.Col+"_value")
	}
	out = append(out, "total_bldgs", "total_units", "total_value")
	if rep {
		for _, c := range Classes {
			out = append(out, c.Col+"_rep_bldgs", c.Col+"_rep_units", c.Col+"_rep_value")
		}
	}
	return out
}

// Data is the price side of one dataset version.
type Data struct {
	Series   map[string]*Series
	Counties map[string][]*PermitRow // by fips5, ascending year
	CBSAs    map[string][]*PermitRow // by CBSA code, ascending year: summed from Counties (cbsa.go)
	Places   map[string][]*PermitRow // by state FIPS + six-digit permit-place id, ascending year (a pull's)
	// PlacesIn are each county's permit-issuing places, by fips5, in id order.
	PlacesIn map[string][]PlaceRef
	Files    Files
	// Releases are the pulled releases the version was built from, by
	// `data pull` source (empty for the bundle alone).
	Releases reference.PulledReleases
	rows     map[string]int
}

// Files name the file each part was read from: a pull's (pulled/…) when
// one is held, else the bundled snapshot's.
type Files struct {
	PPI, PPIMeta, County, Place string
}

// PublisherFlags reports whether each month's preliminary mark is the
// publisher's own (a pulled release) rather than the four-month rule
// applied to a file that carries none.
func (f Files) PublisherFlags() bool { return f.PPI == FilePulledPPI }

// PlaceRef names a permit-issuing place of a county.
type PlaceRef struct {
	Jurisdiction string `json:"jurisdiction"`
	Name         string `json:"name"`
}

// Rows counts the records (PPI observations and permit rows).
func (d *Data) Rows() int {
	n := 0
	for _, s := range d.Series {
		n += len(s.Points)
	}
	for _, r := range d.Counties {
		n += len(r)
	}
	for _, r := range d.CBSAs {
		n += len(r)
	}
	for _, r := range d.Places {
		n += len(r)
	}
	return n
}

// FileRows counts the rows kept from one file.
func (d *Data) FileRows(name string) int { return d.rows[name] }

// PPISeriesIDs are the producer-price series served (WPU, WPS, PCU), sorted;
// the file's other BLS series (employment, CPI, labor force) are not PPIs.
func (d *Data) PPISeriesIDs() []string {
	var out []string
	for id := range d.Series {
		if isPPI(id) {
			out = append(out, id)
		}
	}
	slices.Sort(out)
	return out
}

func isPPI(id string) bool {
	return strings.HasPrefix(id, "WPU") || strings.HasPrefix(id, "WPS") || strings.HasPrefix(id, "PCU")
}

// PPI is a series' index value for period (YYYY-MM; "" is its latest
// month) and the period answered. It is the reading the benchmarks area
// escalates with: ok is false for an unknown series or a month the series
// lacks.
func (d *Data) PPI(seriesID, period string) (value float64, at string, ok bool) {
	s := d.Series[seriesID]
	if s == nil || !isPPI(seriesID) {
		return 0, "", false
	}
	if period == "" {
		period = s.Latest()
	}
	v, ok := s.At(period)
	return v, period, ok
}

// CategoryIndex is a category's index for one month, with what it was
// computed from.
type CategoryIndex struct {
	Value      float64
	Components []Component
}

// Component is one series' share of a category index.
type Component struct {
	SeriesID  string
	Value     float64 // published index value at the period
	BaseValue float64 // published value at CompositeBase (several-series categories)
	Weight    float64
}

// Index is the category's index for period: the published value for a
// one-series category; else the equal-weight mean of each series rebased to
// 100 at CompositeBase, 100 × value / base value, so a series with a high
// published level does not dominate. ok is false when a component lacks
// the month.
func (d *Data) Index(c Category, period string) (CategoryIndex, bool) {
	out := CategoryIndex{}
	w := 1 / float64(len(c.Series))
	sum := 0.0
	for _, id := range c.Series {
		s := d.Series[id]
		if s == nil {
			return out, false
		}
		v, ok := s.At(period)
		if !ok {
			return out, false
		}
		comp := Component{SeriesID: id, Value: v, Weight: w}
		if len(c.Series) > 1 {
			b, ok := s.At(CompositeBase)
			if !ok || b == 0 {
				return out, false
			}
			comp.BaseValue = b
			sum += 100 * v / b
		} else {
			sum = v
		}
		out.Components = append(out.Components, comp)
	}
	if len(c.Series) > 1 {
		sum /= float64(len(c.Series))
	}
	out.Value = sum
	return out, true
}

// Span is the first and last month every component of c has.
func (d *Data) Span(c Category) (first, last string, ok bool) {
	for _, id := range c.Series {
		s := d.Series[id]
		if s == nil || len(s.Points) == 0 {
			return "", "", false
		}
		if f := s.Points[0].Period; first == "" || f > first {
			first = f
		}
		if l := s.Latest(); last == "" || l < last {
			last = l
		}
	}
	return first, last, first <= last
}

// addMonths moves a YYYY-MM period by n months.
func addMonths(period string, n int) string {
	t, err := time.Parse("2006-01", period)
	if err != nil {
		panic(fmt.Sprintf("costs: bad period %q", period)) // periods are checked before they get here
	}
	return t.AddDate(0, n, 0).Format("2006-01")
}

func round(v float64, places int) float64 {
	p := math.Pow(10, float64(places))
	return math.Round(v*p) / p
}
