package labor

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/costs"
	"github.com/plumbline-api/plumbline/reference/geo"
)

// Extension is the labor side of the costs area: three operations, their
// schemas and the lines it adds to costs_list. The costs area composes it:
// costs.Area(costsStore, labor.Extension(laborStore, places)).
func Extension(st Store, places geo.Store) costs.Extension {
	a := api{st: st, places: places}
	return costs.Extension{Ops: a.ops(), Schemas: Schemas(), Verticals: a.verticals}
}

type api struct {
	st     Store
	places geo.Store
}

// The parameter formats. A value that is well formed but unknown is a 404
// naming it; a malformed one is a 422.
var (
	paramTrade = reference.Param{Name: "trade", In: "query", Required: true, Enum: TradeIDs(), Example: "electricians", List: true,
		Description: "The trade: " + strings.Join(TradeIDs(), ", ") + " (SOC codes in costs_list). Several, comma-separated " +
			"(trade=electricians,plumbers; up to all 11), answer once per trade: {results: [{trade, status, body}], summary}, each " +
			"trade's body what its own call answers and each metered as one call."}
	paramMSA = reference.Param{Name: "msa", In: "query", Pattern: `^\d{5}$`, Example: "15380",
		Description: "A metropolitan area: its 5-digit OEWS / OMB CBSA code, e.g. 15380 (Buffalo, NY)."}
	paramCounty = reference.Param{Name: "county", In: "query", Pattern: `^\d{5}$`, Example: "39049",
		Description: "A county: its 5-digit FIPS code, e.g. 39049 (Franklin County, OH)."}
	paramZIP = reference.Param{Name: "zip", In: "query", Pattern: `^\d{5}$`, Example: "14850",
		Description: "A 5-digit ZIP code, e.g. 14850 (Ithaca, NY); resolved to its dominant county."}
)

func (a api) ops() []*reference.Op {
	return []*reference.Op{
		{ID: "costs_labor", Path: "/v1/costs/labor", Tag: "costs", Response: "LaborEstimate",
			Summary: "Hourly wages of a construction trade in a metro area, county or ZIP code",
			Description: "The hourly 25th percentile, median and 75th percentile wage and the employment of one of 11 trades, for exactly one of " +
				"`msa`, `county` or `zip`, with how sure we are (`confidence`: measured, derived_industry_method, derived, interpolated) " +
				"and why, the method and its inputs, a `location_factor` against the national May 2024 median, and notes on what a wage is " +
				"not (a bid price). A county runs the fallback chain (county QCEW at 5-digit NAICS, state, NAICS 238, then the metro's " +
				"wages), naming each skipped step; a ZIP resolves to its dominant county first.",
			Params: reference.Compile([]reference.Param{paramTrade, paramMSA, paramCounty, paramZIP}),
			Run:    a.labor},
		{ID: "costs_sources_oews", Path: "/v1/costs/sources/oews", Tag: "costs", Response: "OEWSCell",
			Summary: "A raw OEWS wage cell",
			Description: "One published OEWS estimate (area × occupation) as BLS wrote it: wages as integer cents, and the suppression " +
				"markers `*` (wage not available), `**` (employment not available), `#` (wage at or above the top bracket) and `~` kept. " +
				"`msa` 99 is the nation (May 2024). Held: national, New York-state MSAs (May 2023), Washington areas (2022), Florida MSAs " +
				"for 47-2111 and 49-9021 (May 2024, annual only), 11 large metros (May 2015).",
			Params: reference.Compile([]reference.Param{
				{Name: "msa", In: "query", Required: true, Pattern: `^(99|\d{5}|\d{7})$`, Example: "15380",
					Description: "The OEWS area code: 99 (the U.S.), a 5-digit MSA or a 7-digit nonmetropolitan area."},
				{Name: "soc", In: "query", Required: true, Pattern: `^\d{2}-\d{4}$`, Example: "47-2111",
					Description: "The SOC occupation code, e.g. 47-2111 (electricians)."},
				{Name: "period", In: "query", Pattern: `^\d{4}$`, Example: "2015",
					Description: "The year of the release (2024, 2023, 2022, 2015) where more than one is held for the cell; default the newest. `periods_held` lists them."}}),
			Run: a.oews},
		{ID: "costs_sources_qcew", Path: "/v1/costs/sources/qcew", Tag: "costs", Response: "QCEWRows",
			Summary: "Raw QCEW employment and wages for a county and NAICS code",
			Description: "The BLS QCEW 2020 annual-average rows (every ownership) of one county and NAICS code, values as published; " +
				"`disclosure_code` N marks suppressed rows whose zeros are not zeros. Held for 5 central-Ohio counties only " +
				"(39041, 39045, 39047, 39049, 39073), NAICS 10 (all industries) and every NAICS 23 code.",
			Params: reference.Compile([]reference.Param{
				{Name: "area", In: "query", Required: true, Pattern: `^\d{5}$`, Example: "39049", Description: "The county's 5-digit FIPS code."},
				{Name: "naics", In: "query", Required: true, Pattern: `^\d{2,6}$`, Example: "23821",
					Description: "The NAICS code (10 = all industries, 23 … 6-digit 23xxxx)."}}),
			Run: a.qcew},
	}
}

// Place reads the place parameters: exactly one of msa, county and zip.
func Place(args reference.Args) (kind, code string, err error) {
	var given []string
	for _, k := range []string{"msa", "county", "zip"} {
		if args.String(k) != "" {
			given = append(given, k)
			kind, code = k, args.String(k)
		}
	}
	if len(given) != 1 {
		msg := "give exactly one of msa, county or zip"
		if len(given) > 1 {
			msg += fmt.Sprintf(" (got %s)", strings.Join(given, " and "))
		}
		return "", "", reference.InvalidField("msa", "one_of", "%s", msg)
	}
	return kind, code, nil
}

func (a api) labor(ctx context.Context, version string, args reference.Args) (any, error) {
	kind, code, err := Place(args)
	if err != nil {
		return nil, err
	}
	t, ok := TradeByID(args.String("trade"))
	if !ok { // Bind checked the enum already
		return nil, reference.InvalidField("trade", "enum", "must be one of %s", strings.Join(TradeIDs(), ", "))
	}
	d, err := a.st.Labor(ctx, version)
	if err != nil {
		return nil, err
	}
	var e Estimate
	switch kind {
	case "msa":
		e, err = byMSA(ctx, d, a.places, version, t, code)
	case "county":
		e, err = byCounty(ctx, d, a.places, version, t, code)
	default:
		e, err = byZIP(ctx, d, a.places, version, t, code)
	}
	if err != nil {
		return nil, err
	}
	e.DatasetVersion = version
	return e, nil
}

// Money is a published dollar value in integer cents, with the text as
// published (a marker such as `#` leaves cents null).
type Money struct {
	Cents     *int64 `json:"cents"`
	Published string `json:"published"`
}

func money(s string) Money {
	m := Money{Published: s}
	if c, ok := cents(s); ok {
		m.Cents = &c
	}
	return m
}

// OEWSCell is the answer of costs_sources_oews.
type OEWSCell struct {
	Area         string            `json:"area"`
	AreaTitle    string            `json:"area_title"`
	AreaType     string            `json:"area_type"`
	SOC          string            `json:"soc"`
	Title        string            `json:"title"`
	Period       string            `json:"period"`
	Employment   *int64            `json:"employment"`
	EmploymentAs string            `json:"employment_published"`
	EmpPRSE      string            `json:"emp_prse"`
	MeanPRSE     string            `json:"mean_prse"`
	Hourly       map[string]Money  `json:"hourly"`
	Annual       map[string]Money  `json:"annual"`
	AnnualOnly   bool              `json:"annual_only"`
	Markers      map[string]string `json:"markers"`
	PeriodsHeld  []string          `json:"periods_held"`
	Source       costs.SourceRef   `json:"source"`
	Line         int               `json:"line"`
	Version      string            `json:"dataset_version"`
}

var markers = map[string]string{"*": "wage estimate not available", "**": "employment estimate not available",
	"#": "wage at or above $115.00/hour or $239,200/year", "~": "fewer than 0.5% of establishments report the occupation"}

func (a api) oews(ctx context.Context, version string, args reference.Args) (any, error) {
	d, err := a.st.Labor(ctx, version)
	if err != nil {
		return nil, err
	}
	area, soc := args.String("msa"), args.String("soc")
	k := [2]string{area, soc}
	c, ok := d.Cells[k]
	held := []string{c.Period}
	for _, o := range d.Older[k] {
		held = append(held, o.Period)
	}
	if y := args.String("period"); ok && y != "" && !strings.Contains(c.Period, y) {
		i := slices.IndexFunc(d.Older[k], func(o Cell) bool { return strings.Contains(o.Period, y) })
		if i < 0 {
			return nil, plumbline.Errorf(plumbline.ENOTFOUND, "no %s release of the OEWS cell for SOC %s in area %s; held: %s", y, soc, area, strings.Join(held, ", "))
		}
		c = d.Older[k][i]
	}
	if !ok {
		n := 0
		for k := range d.Cells {
			if k[0] == area {
				n++
			}
		}
		if n == 0 {
			return nil, plumbline.Errorf(plumbline.ENOTFOUND, "no OEWS cells held for area %s; held: the U.S. (99), New York-state MSAs (May 2023), Washington areas (2022), 21 Florida MSAs (May 2024, 47-2111 and 49-9021 only), 11 large metros (May 2015)", area)
		}
		return nil, plumbline.Errorf(plumbline.ENOTFOUND, "no OEWS cell for SOC %s in area %s (%d occupations are held there; BLS publishes no cell where too few workers were sampled)", soc, area, n)
	}
	out := OEWSCell{Area: c.Area, AreaTitle: c.AreaTitle, AreaType: c.AreaType, SOC: c.SOC, Title: c.Title, Period: c.Period,
		EmploymentAs: c.Employment, EmpPRSE: c.EmpPRSE, MeanPRSE: c.MeanPRSE, AnnualOnly: c.AnnualOnly,
		Hourly:  map[string]Money{"mean": money(c.HourlyMean), "p25": money(c.HourlyP25), "median": money(c.HourlyMedian), "p75": money(c.HourlyP75)},
		Annual:  map[string]Money{"mean": money(c.AnnualMean), "p25": money(c.AnnualP25), "median": money(c.AnnualMedian), "p75": money(c.AnnualP75)},
		Markers: map[string]string{}, PeriodsHeld: held, Source: src(c.File, blsOEWS, c.Period), Line: c.Line, Version: version}
	if n, ok := count(c.Employment); ok {
		out.Employment = &n
	}
	for _, v := range []string{c.Employment, c.HourlyMean, c.HourlyP25, c.HourlyMedian, c.HourlyP75, c.AnnualMean, c.AnnualP25, c.AnnualMedian, c.AnnualP75} {
		if m, ok := markers[v]; ok {
			out.Markers[v] = m
		}
	}
	return out, nil
}

// QCEWRows is the answer of costs_sources_qcew.
type QCEWRows struct {
	Area    string          `json:"area_fips"`
	NAICS   string          `json:"naics"`
	Rows    []QCEWRow       `json:"rows"`
	Source  costs.SourceRef `json:"source"`
	Note    string          `json:"note"`
	Version string          `json:"dataset_version"`
}

func (a api) qcew(ctx context.Context, version string, args reference.Args) (any, error) {
	d, err := a.st.Labor(ctx, version)
	if err != nil {
		return nil, err
	}
	area, naics := args.String("area"), args.String("naics")
	held := qcewByArea(d)
	rows, ok := held[area]
	if !ok {
		return nil, plumbline.Errorf(plumbline.ENOTFOUND, "no QCEW data for area %s: we carry QCEW 2020 annual averages for %s only (5 central-Ohio counties)", area, strings.Join(slices.Sorted(maps.Keys(held)), ", "))
	}
	out := QCEWRows{Area: area, NAICS: naics, Rows: []QCEWRow{}, Source: src(FileQCEW, blsQCEW, "2020 annual averages"), Version: version,
		Note: "Values as BLS published them; rows with disclosure_code N are suppressed: their zeros are not zeros."}
	for _, r := range rows {
		if r.Industry == naics {
			out.Rows = append(out.Rows, r)
		}
	}
	if len(out.Rows) == 0 {
		return nil, plumbline.Errorf(plumbline.ENOTFOUND, "no QCEW row for NAICS %s in county %s: we carry NAICS 10 (all industries) and the NAICS 23 codes BLS published for it", naics, area)
	}
	return out, nil
}

// verticals are the lines labor adds to costs_list.
func (a api) verticals(ctx context.Context, version string) ([]costs.Vertical, error) {
	d, err := a.st.Labor(ctx, version)
	if err != nil && plumbline.ErrorCode(err) != plumbline.EUNAVAILABLE {
		return nil, err
	}
	if d == nil {
		d = newData()
	}
	// One pass over the levels and cells, not one per trade: this answer
	// cost 55 ms of CPU (issue 24 finding 5), paid again whenever the cache
	// lets it go.
	socs := map[string]int{}
	for _, t := range Trades {
		socs[t.SOC]++
	}
	metros, nonmetros, measured := map[string]bool{}, map[string]bool{}, 0
	for k := range d.Levels {
		if socs[k[1]] > 0 {
			if len(k[0]) == 5 {
				metros[k[0]] = true
			} else {
				nonmetros[k[0]] = true
			}
		}
	}
	for k, c := range d.Cells {
		if n := socs[k[1]]; n > 0 && c.AreaType != "national" && usable(c) && c.Period != "May 2015" {
			measured += n // a cell counts once per trade it serves, as before
			if c.AreaType == "metro" {
				metros[k[0]] = true
			}
		}
	}
	status := func(ok bool) string {
		if ok {
			return "live"
		}
		return "coming_soon"
	}
	trades := make([]map[string]string, len(Trades))
	for i, t := range Trades {
		trades[i] = map[string]string{"id": t.ID, "soc": t.SOC, "title": t.Title}
	}
	held := qcewByArea(d)
	return []costs.Vertical{
		{Name: "labor", Kind: "vertical", Status: status(len(metros) > 0), Title: "Construction-trade hourly wages by metro area, county and ZIP",
			Coverage: map[string]any{"trades": trades, "metros": len(metros), "nonmetro_areas": len(nonmetros), "counties": len(d.ByCounty),
				"measured_cells": measured},
			LatestPeriod: "2024-05", Sources: []costs.SourceRef{src(FileNational, blsOEWS, "May 2024"), src(FileOFLC, dolOFLC, "wage year 2025-26")},
			Note: "measured where a published OEWS metro cell is held (NY May 2023, WA 2022, FL May 2024 electricians and HVAC); elsewhere derived from OFLC levels"},
		{Name: "oews", Kind: "source", Status: status(len(d.Cells) > 0), Title: "BLS OEWS wage cells, as published",
			Coverage:     map[string]any{"cells": len(d.Cells), "areas": []string{"99 (U.S., May 2024)", "New York-state MSAs (May 2023)", "Washington areas (2022)", "21 Florida MSAs, 47-2111 and 49-9021 (May 2024)", "11 large metros (May 2015)"}},
			LatestPeriod: "2024-05", Sources: []costs.SourceRef{src(FileNational, blsOEWS, "May 2024"), src(FileNY, blsOEWS, "May 2023"), src(FileWA, blsOEWS, "2022"), src(FileFL, blsOEWS, "May 2024"), src(File2015, blsOEWS, "May 2015")}},
		{Name: "qcew", Kind: "source", Status: status(len(d.QCEW) > 0), Title: "BLS QCEW county employment and wages, NAICS 23",
			Coverage:     map[string]any{"counties": slices.Sorted(maps.Keys(held)), "rows": len(d.QCEW), "naics": "10 and every NAICS 23 code"},
			LatestPeriod: "2020", Sources: []costs.SourceRef{src(FileQCEW, blsQCEW, "2020 annual averages")},
			Note: "5 central-Ohio counties only; no national county × NAICS 238 table is held"},
	}, nil
}
