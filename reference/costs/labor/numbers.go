package labor

import (
	"math"
	"slices"
	"strconv"
	"strings"
)

// cents reads a published dollar figure ("1,234.56", "29.98") as integer
// cents; false for a marker or blank.
func cents(s string) (int64, bool) {
	s = strings.ReplaceAll(s, ",", "")
	if !numberRe.MatchString(s) {
		return 0, false
	}
	whole, frac, _ := strings.Cut(s, ".")
	w, err := strconv.ParseInt(whole, 10, 64)
	if err != nil || len(frac) > 2 {
		return 0, false
	}
	f := int64(0)
	if frac != "" {
		f, _ = strconv.ParseInt((frac + "0")[:2], 10, 64)
	}
	return w*100 + f, true
}

// count reads a published employment count ("1,040"); false for a marker.
func count(s string) (int64, bool) {
	s = strings.ReplaceAll(s, ",", "")
	n, err := strconv.ParseInt(s, 10, 64)
	return n, err == nil && n >= 0
}

// hoursPerYear is BLS's convention for turning annual wages into hourly
// ones (OEWS "annual wages ... calculated by multiplying the hourly mean
// wage by 2,080 hours").
const hoursPerYear = 2080

// hourly is a cell's hourly wage for one statistic, in dollars: the
// published hourly figure, or the annual one / 2080 where only annual
// wages were published.
func (c Cell) hourly(hourly, annual string) (float64, bool) {
	if c.AnnualOnly {
		a, ok := cents(annual)
		return float64(a) / 100 / hoursPerYear, ok
	}
	h, ok := cents(hourly)
	return float64(h) / 100, ok
}

func (c Cell) Median() (float64, bool) { return c.hourly(c.HourlyMedian, c.AnnualMedian) }
func (c Cell) P25() (float64, bool)    { return c.hourly(c.HourlyP25, c.AnnualP25) }
func (c Cell) P75() (float64, bool)    { return c.hourly(c.HourlyP75, c.AnnualP75) }

// round2 rounds to cents, the precision of every published wage.
func round2(x float64) float64 { return math.Round(x*100) / 100 }
func round3(x float64) float64 { return math.Round(x*1000) / 1000 }

// Calibration measures how the OFLC levels of an area relate to the
// published OEWS percentiles of the same area, occupation and vintage
// (May 2024): for each statistic the median ratio over the cells both
// hold, and the spread of the median's ratio.
type Calibration struct {
	Cells       int     `json:"cells"`        // area × occupation cells compared
	MedianRatio float64 `json:"median_ratio"` // published median / midpoint(Level2, Level3)
	P25Ratio    float64 `json:"p25_ratio"`    // published p25 / Level1
	P75Ratio    float64 `json:"p75_ratio"`    // published p75 / Level4
	// MedianErrPct is the range, in percent, of (published median /
	// calibrated estimate − 1) over the cells: the systematic error an
	// OFLC-derived median showed where it could be checked.
	MedianErrPct [2]float64 `json:"median_error_pct_range"`
	Period       string     `json:"period"`
	Basis        string     `json:"basis"`
	// Files are the files of the published cells compared; Areas and
	// Trades count what they span.
	Files  []string `json:"files"`
	Areas  int      `json:"areas"`
	Trades int      `json:"trades"`
}

func calibrate(d *Data) Calibration {
	var med, p25, p75 []float64
	var files []string
	areas, trades := map[string]bool{}, map[string]bool{}
	for k, c := range d.Cells {
		if c.Period != "May 2024" || c.AreaType == "national" || c.AreaType == "state" {
			continue
		}
		l, ok := d.Levels[k]
		m, ok1 := c.Median()
		a, ok2 := c.P25()
		b, ok3 := c.P75()
		if !ok || !ok1 || !ok2 || !ok3 {
			continue
		}
		med = append(med, m/((l.L2+l.L3)/2))
		p25 = append(p25, a/l.L1)
		p75 = append(p75, b/l.L4)
		if !slices.Contains(files, c.File) {
			files = append(files, c.File)
		}
		areas[k[0]], trades[k[1]] = true, true
	}
	slices.Sort(files)
	cal := Calibration{Cells: len(med), Period: "May 2024", Files: files, Areas: len(areas), Trades: len(trades),
		Basis: "published OEWS May 2024 metro cells that the OFLC wage year 2025-26 levels (built from OEWS May 2024) also cover"}
	if cal.Files == nil {
		cal.Files = []string{}
	}
	if len(med) == 0 {
		return cal
	}
	cal.MedianRatio, cal.P25Ratio, cal.P75Ratio = round3(median(med)), round3(median(p25)), round3(median(p75))
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, r := range med {
		e := (r/cal.MedianRatio - 1) * 100
		lo, hi = min(lo, e), max(hi, e)
	}
	cal.MedianErrPct = [2]float64{math.Round(lo*10) / 10, math.Round(hi*10) / 10}
	return cal
}

func median(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}
