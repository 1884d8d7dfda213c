package labor

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/costs"
)

// Confidence levels, strongest first (docs/decisions.md, "Costs: labor
// fields").
const (
	Measured              = "measured"                // a published OEWS cell for this metro and trade
	DerivedIndustryMethod = "derived_industry_method" // the metro figure scaled by the county's QCEW industry wage
	Derived               = "derived"                 // computed from OFLC levels (or a stale cell), not published as such
	Interpolated          = "interpolated"            // a wider area's figure assigned to a place inside it
)

// Wages are hourly dollars; a nil pointer is a figure we do not hold.
type Wages struct {
	HourlyP25    *float64 `json:"hourly_p25"`
	HourlyMedian float64  `json:"hourly_median"`
	HourlyP75    *float64 `json:"hourly_p75"`
	// Employment is the OEWS employment estimate of the occupation in the
	// wage area (rounded to 10 by BLS); nil where none was published.
	Employment *int64 `json:"employment"`
	Currency   string `json:"currency"`
	Unit       string `json:"unit"`
}

// WageArea names the OEWS area whose wages an answer uses.
type wageAreaRef struct {
	Code  string `json:"code"`
	Title string `json:"title"`
	Kind  string `json:"kind"` // metro, nonmetro; state or national where the place's own area has no figure
	// Confidence is that of the area's own figure (measured for a
	// published cell): the same cell has the same confidence whether asked
	// by msa or by a county or ZIP inside the area, whose own confidence
	// (the answer's) says how the figure relates to the place.
	Confidence string `json:"confidence"`
}

// LocationFactor is the place's median over the national median.
type LocationFactor struct {
	Value          float64 `json:"value"`
	PlaceMedian    float64 `json:"place_median"`
	NationalMedian float64 `json:"national_median"`
	PlacePeriod    string  `json:"place_period"`
	NationalPeriod string  `json:"national_period"`
	Compared       string  `json:"compared"`
}

// Step is one step of the county fallback chain and what became of it.
type Step struct {
	Step   string `json:"step"`
	Status string `json:"status"` // used, skipped, not_reached
	Reason string `json:"reason"`
}

// Paired is a trade contracted under the same industry, with its median at
// the same place when held.
type Paired struct {
	Trade        string   `json:"trade"`
	SOC          string   `json:"soc"`
	HourlyMedian *float64 `json:"hourly_median"`
	Confidence   string   `json:"confidence,omitempty"`
}

// Estimate is the answer of costs_labor.
type Estimate struct {
	Trade                   Trade             `json:"trade"`
	Query                   map[string]string `json:"query"`
	WageArea                wageAreaRef       `json:"wage_area"`
	Wages                   Wages             `json:"wages"`
	EmploymentNote          string            `json:"employment_note,omitempty"`
	Period                  string            `json:"period"`
	Confidence              string            `json:"confidence"`
	ConfidenceReason        string            `json:"confidence_reason"`
	Methodology             string            `json:"methodology"`
	Inputs                  map[string]any    `json:"inputs"`
	LocationFactor          *LocationFactor   `json:"location_factor"`
	LocationFactorNote      string            `json:"location_factor_note,omitempty"`
	PairedTrades            []Paired          `json:"paired_trades"`
	AllTradesShareRatio     *float64          `json:"all_trades_share_ratio"`
	AllTradesShareRatioNote string            `json:"all_trades_share_ratio_note"`
	DegenerateMSA           bool              `json:"degenerate_msa"`
	DegenerateMSANote       string            `json:"degenerate_msa_note"`
	SystematicErrorPctRange *[2]float64       `json:"systematic_error_pct_range"`
	SystematicErrorNote     string            `json:"systematic_error_note"`
	BidMarkupFactorRange    *[2]float64       `json:"bid_markup_factor_range"`
	BidMarkupFactorNote     string            `json:"bid_markup_factor_note"`
	LimitationsNote         string            `json:"limitations_note"`
	WageVsBidNote           string            `json:"wage_vs_bid_note"`
	Sources                 []costs.SourceRef `json:"sources"`
	SeeAlso                 []string          `json:"see_also"`
	ResolvedCountyFIPS      *string           `json:"resolved_county_fips,omitempty"`
	ResolvedMSACode         *string           `json:"resolved_msa_code,omitempty"`
	ResolvedCountyName      string            `json:"resolved_county_name,omitempty"`
	DatasetVersion          string            `json:"dataset_version"`
}

const (
	blsOEWS = "U.S. Bureau of Labor Statistics, OEWS"
	dolOFLC = "U.S. Department of Labor, OFLC (wage levels built from BLS OEWS May 2024)"
	blsQCEW = "U.S. Bureau of Labor Statistics, QCEW"

	wageVsBidNote = "These are wages paid to employees (OEWS: straight-time gross pay, excluding overtime premiums, " +
		"benefits and employer payroll taxes). A contractor's billed hourly rate adds benefits, payroll taxes and insurance, " +
		"overhead and profit, so it is well above the wage; the gap varies by trade, firm and market. We hold no public data " +
		"measuring it (see bid_markup_factor_note)."
	bidMarkupNote = "null: no data set we hold measures the ratio of a contractor's billed labor rate to the wage. The public " +
		"pieces that would bound it (BLS Employer Costs for Employee Compensation for the benefits share, Census Economic " +
		"Census gross margins of NAICS 238 for overhead and profit) are not carried; we do not publish a number without them."
)

var seeAlso = []string{"/v1/costs/sources/oews", "/v1/costs/sources/qcew", "/v1/costs/list"}

func src(file, publisher, period string) costs.SourceRef {
	return costs.SourceRef{File: file, Publisher: publisher, Period: period}
}

// base is a wage area's figure for a trade before any county step.
type base struct {
	area       wageAreaRef
	wages      Wages
	period     string
	confidence string
	reason     string
	method     string
	inputs     map[string]any
	sources    []costs.SourceRef
	cell       *Cell   // the published cell used, if any
	levels     *Levels // the OFLC levels used, if any
	sysErr     *[2]float64
	sysErrNote string
	degenerate bool
	degNote    string
}

func ptr[T any](v T) *T { return &v }

// usable reports whether a cell publishes an hourly median.
func usable(c Cell) bool { _, ok := c.Median(); return ok }

// areaWage answers a trade's wages in one OEWS area: the published cell
// when a current one exists (measured), else the OFLC levels (derived),
// else a stale published cell (derived), else not found.
func areaWage(d *Data, t Trade, code string) (base, error) {
	k := [2]string{code, t.SOC}
	cell, hasCell := d.Cells[k]
	hasCell = hasCell && usable(cell)
	lv, hasLevels := d.Levels[k]
	title := ""
	if a, ok := d.Areas[code]; ok {
		title = a.Title
	} else if hasLevels {
		title = lv.AreaTitle
	} else if hasCell {
		title = cell.AreaTitle
	}
	b := base{area: wageAreaRef{Code: code, Title: title, Kind: areaType(code)}, inputs: map[string]any{},
		wages: Wages{Currency: "USD", Unit: "hour"}}
	stale := hasCell && staleCell(d, cell)
	switch {
	case hasCell && !stale:
		b.fromCell(cell)
		b.confidence = Measured
		b.reason = fmt.Sprintf("A published OEWS cell exists for this area and occupation (%s, %s).", cell.Period, cell.File)
		switch {
		case cell.AnnualOnly:
			b.reason += " The source published annual wages only; hourly = annual / 2080 (BLS convention)."
		case strings.HasPrefix(cell.Period, "2022"):
			b.reason += " Its reference period is labelled 2022 by WA ESD and not stated more precisely: treat it as about two years older than the national May 2024 figures."
		case cell.Period == "May 2023":
			b.reason += " It is one year older than the national May 2024 figures; no adjustment is applied."
		}
		b.method = "The published OEWS percentiles, as published."
		b.sysErrNote = "null: a published estimate carries sampling error (inputs.oews_cell.mean_prse, the relative standard error of the mean wage), not a systematic error we can measure."
		b.degNote = "false: the cell is the area's own published estimate."
	case hasLevels:
		b.fromLevels(d, lv)
		if stale {
			b.inputs["stale_oews_cell"] = cell
			b.reason += fmt.Sprintf(" A published cell exists but only for %s (%s): more than %d years older than the newest national release, it is shown in inputs.stale_oews_cell for comparison and not used.", cell.Period, cell.File, staleYears)
		}
	case hasCell: // only a stale cell
		b.fromCell(cell)
		b.confidence = Derived
		b.reason = fmt.Sprintf("The only figure held is the published OEWS %s cell (%s), more than %d years older than the newest national release (and possibly under older SOC and area definitions); it is served unadjusted, so it is not a measurement of current wages.", cell.Period, cell.File, staleYears)
		b.method = "The " + cell.Period + " published percentiles, unadjusted."
		b.sysErrNote = "null: the drift of wages since " + cell.Period + " is not measured by any data set we hold for this area."
		b.degNote = "false: the cell is the area's own published estimate."
	default:
		return base{}, plumbline.Errorf(plumbline.ENOTFOUND, "no wage data held for %s in OEWS area %s: no published OEWS cell and no OFLC wage levels (OFLC lacks the 6 Connecticut areas, Las Cruces NM, Puerto Rico, Guam and the Virgin Islands; `plumbline data pull oews-metro` brings every published cell)", t.ID, code)
	}
	return b, nil
}

func (b *base) fromCell(c Cell) {
	m, _ := c.Median()
	b.wages.HourlyMedian = round2(m)
	if v, ok := c.P25(); ok {
		b.wages.HourlyP25 = ptr(round2(v))
	}
	if v, ok := c.P75(); ok {
		b.wages.HourlyP75 = ptr(round2(v))
	}
	if n, ok := count(c.Employment); ok {
		b.wages.Employment = ptr(n)
	}
	b.period = c.Period
	b.cell = &c
	b.inputs["oews_cell"] = c
	b.sources = append(b.sources, src(c.File, publisherOf(c.File), c.Period))
}

// publisherOf is who publishes a file: the source manifest's publisher for
// a bundled file (Washington's is the state's Employment Security
// Department, not the BLS), the BLS for a pulled OEWS release.
func publisherOf(file string) string {
	if e, ok := manifest()[file]; ok {
		return e.Publisher
	}
	return blsOEWS
}

var manifest = sync.OnceValue(func() reference.Manifest {
	m, _ := reference.ReadManifest() // embedded; parsed by every start and test
	return m
})

func (b *base) fromLevels(d *Data, l Levels) {
	cal := d.Calibration
	mid := (l.L2 + l.L3) / 2
	b.levels = &l
	b.period = "May 2024 (OFLC wage year 2025-26)"
	b.confidence = Derived
	b.inputs["oflc_levels"] = l
	b.inputs["calibration"] = cal
	b.sources = append(b.sources, src(FileOFLC, dolOFLC, "wage year 2025-26 (OEWS May 2024)"))
	b.reason = "No published OEWS cell is held for this area and occupation; the figure is derived from the DOL OFLC prevailing-wage levels of the area, which OFLC builds from OEWS May 2024 microdata."
	if cal.Cells == 0 {
		b.wages.HourlyMedian = round2(mid)
		b.method = "hourly_median = (Level2 + Level3) / 2 (Level1 ≈ mean of the lowest third, Level4 = mean of the upper two-thirds, Level2/3 linear between). No published May 2024 cell was held to calibrate p25 and p75, so they are null."
		b.sysErrNote = "null: no published May 2024 cell was held to measure the method's error."
	} else {
		b.wages.HourlyMedian = round2(cal.MedianRatio * mid)
		b.wages.HourlyP25 = ptr(round2(cal.P25Ratio * l.L1))
		b.wages.HourlyP75 = ptr(round2(cal.P75Ratio * l.L4))
		b.method = fmt.Sprintf("hourly_median = %.3f × (Level2 + Level3) / 2; hourly_p25 = %.3f × Level1; hourly_p75 = %.3f × Level4. "+
			"The factors are the median ratios of published OEWS May 2024 percentiles to the same area's OFLC levels over the %d cells held in both (inputs.calibration).",
			cal.MedianRatio, cal.P25Ratio, cal.P75Ratio, cal.Cells)
		b.sysErr = ptr(cal.MedianErrPct)
		b.sysErrNote = fmt.Sprintf("The range of (published median / this method's median − 1) over the %d calibration cells (%s): %d areas and %d of the 11 trades; trades and areas outside them may fall outside it.", cal.Cells, cal.Basis, cal.Areas, cal.Trades)
		for _, f := range cal.Files {
			b.sources = append(b.sources, src(f, publisherOf(f), "May 2024 (calibration)"))
		}
	}
	b.degenerate = l.SameInState > 1
	if b.degenerate {
		b.degNote = fmt.Sprintf("true: %d areas of %s carry identical OFLC levels for this occupation, the sign that OFLC filled this area from a wider geography (too few survey responses here); the figure is not specific to this area.", l.SameInState, l.State)
	} else {
		b.degNote = "false: the area's OFLC levels are its own (no other area of the state carries the same levels)."
	}
}

// staleYears is how much older than the newest national release a metro
// cell may be and still be served as measured: New York's May 2023 and
// Washington's 2022 are; the May 2015 cut of 11 metros is not.
const staleYears = 3

// staleCell reports whether a cell is too old to be a measurement of
// current wages (see staleYears).
func staleCell(d *Data, c Cell) bool {
	newest := 0
	for _, t := range Trades {
		if n, ok := d.Cells[[2]string{NationalArea, t.SOC}]; ok {
			newest = max(newest, periodRank(n.Period))
		}
	}
	return newest-periodRank(c.Period) > staleYears*13
}

// vintageNote compares the two periods a location factor divides, from the
// periods themselves (issue 39: a hard-coded "May 2024" said a May 2025
// place and a May 2025 national differed once oews-national was pulled,
// and said nothing of a May 2024 place against a May 2025 national). ""
// when they are the same reference period.
func vintageNote(place, national string) string {
	p, n := periodRank(place), periodRank(national)
	switch {
	case p < n:
		return fmt.Sprintf("The two vintages differ: the place's figure (%s) is older than the national one (%s); wages rose between them, so the factor understates the place's current level by roughly the wage growth in between.", place, national)
	case p > n:
		return fmt.Sprintf("The two vintages differ: the place's figure (%s) is newer than the national one (%s); wages rose between them, so the factor overstates the place's level against the nation by roughly the wage growth in between.", place, national)
	}
	return ""
}

// national is the trade's national cell (the newest release held).
func national(d *Data, t Trade) (Cell, float64, bool) {
	c, ok := d.Cells[[2]string{NationalArea, t.SOC}]
	if !ok {
		return Cell{}, 0, false
	}
	m, ok := c.Median()
	return c, m, ok
}

// finish fills the fields every answer carries, from the figure served.
func (e *Estimate) finish(d *Data, b base, t Trade) {
	if b.area.Confidence == "" {
		b.area.Confidence = b.confidence
	}
	e.Trade, e.WageArea, e.Wages, e.Period = t, b.area, b.wages, b.period
	e.DegenerateMSA, e.DegenerateMSANote = b.degenerate, b.degNote
	e.SystematicErrorPctRange, e.SystematicErrorNote = b.sysErr, b.sysErrNote
	e.BidMarkupFactorNote, e.WageVsBidNote, e.LimitationsNote = bidMarkupNote, wageVsBidNote, d.limitations()
	e.SeeAlso = seeAlso
	if nc, nm, ok := national(d, t); ok {
		e.LocationFactor = &LocationFactor{Value: round3(e.Wages.HourlyMedian / nm), PlaceMedian: e.Wages.HourlyMedian,
			NationalMedian: round2(nm), PlacePeriod: e.Period, NationalPeriod: nc.Period,
			Compared: fmt.Sprintf("%s place median over the %s national (cross-industry) median", e.Period, nc.Period)}
		e.LocationFactorNote = vintageNote(e.Period, nc.Period)
		if ns := src(nc.File, publisherOf(nc.File), nc.Period); !slices.Contains(e.Sources, ns) {
			e.Sources = append(e.Sources, ns)
		}
	} else {
		e.LocationFactorNote = "null: the national cell for this occupation is not held."
	}
	// all-trades share: the trade's median over all occupations' median, same area and file
	e.AllTradesShareRatioNote = "null: the source of this figure publishes no all-occupations (00-0000) cell for the area (OFLC levels and the Florida and Washington extracts have none)."
	if b.cell != nil {
		if all, ok := d.Cells[[2]string{b.cell.Area, "00-0000"}]; ok && all.File == b.cell.File {
			if am, ok := all.Median(); ok {
				cm, _ := b.cell.Median()
				e.AllTradesShareRatio = ptr(round3(cm / am))
				e.AllTradesShareRatioNote = fmt.Sprintf("The trade's published median over the all-occupations median of the same area and release (%s, %s).", all.Period, all.File)
			}
		}
	}
	e.PairedTrades = []Paired{}
	for _, id := range pairedTrades(t) {
		pt, _ := TradeByID(id)
		p := Paired{Trade: id, SOC: pt.SOC}
		if pb, err := areaWage(d, pt, b.area.Code); err == nil {
			p.HourlyMedian, p.Confidence = ptr(pb.wages.HourlyMedian), pb.confidence
		}
		e.PairedTrades = append(e.PairedTrades, p)
	}
}
