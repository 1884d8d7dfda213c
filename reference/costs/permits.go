package costs

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/geo"
)

// Breakouts are the four structure classes of one year.
type Breakouts struct {
	U1  Breakout `json:"1u"`
	U2  Breakout `json:"2u"`
	U34 Breakout `json:"3-4u"`
	U5P Breakout `json:"5+u"`
}

type permitYear struct {
	Year      int       `json:"year"`
	Period    string    `json:"period"`
	Breakouts Breakouts `json:"breakouts"`
	Total     Breakout  `json:"total"`
	// CBSAs: how many member counties the year sums, and the members
	// without a row in the county file that year (absent when none).
	CountiesSummed      int      `json:"counties_summed,omitempty"`
	CountiesWithoutRows []string `json:"counties_without_rows,omitempty"`
	// Places: how many months of the year the place reported to Census
	// (the others are Census's imputation).
	MonthsReported *int `json:"months_reported,omitempty"`
}

func yearOf(r *PermitRow, members []string) permitYear {
	y := permitYear{Year: r.Year, Period: r.Period,
		Breakouts: Breakouts{r.Class(0), r.Class(1), r.Class(2), r.Class(3)},
		Total:     Breakout{r.Values[12], r.Values[13], r.Values[14]}}
	switch r.Kind {
	case "cbsa":
		y.CountiesSummed, y.CountiesWithoutRows = len(r.Members), missingMembers(r, members)
	case "place":
		if n, err := strconv.Atoi(r.Text[placeCol("months_reported")]); err == nil {
			y.MonthsReported = &n
		}
	}
	return y
}

type place struct {
	Jurisdiction string   `json:"jurisdiction"`
	Kind         string   `json:"kind"` // county, cbsa or place
	Code         string   `json:"code"` // fips5, CBSA code, or a place's state FIPS and permit-place id
	Name         string   `json:"name"`
	State        string   `json:"state,omitempty"`
	County       string   `json:"county,omitempty"`     // a place's county (fips5)
	FIPSPlace    string   `json:"fips_place,omitempty"` // a place's FIPS place code, as the place file gives it
	FIPSMCD      string   `json:"fips_mcd,omitempty"`   // a place's FIPS minor civil division code, as the place file gives it
	CBSA         string   `json:"cbsa,omitempty"`       // a county's (or place's county's) CBSA (OMB 2023), "" outside every CBSA
	CBSATitle    string   `json:"cbsa_title,omitempty"`
	CBSAType     string   `json:"cbsa_type,omitempty"`
	Counties     []string `json:"counties,omitempty"` // a CBSA's member counties (OMB 2023), whose rows it sums
	// Places are a county's permit-issuing places (held after a pull of
	// the place files), each answerable by its jurisdiction code.
	Places []PlaceRef `json:"places,omitempty"`
}

type permitsAnswer struct {
	place
	// ResolvedFrom is the parameter the jurisdiction came from:
	// jurisdiction (the code itself), zip, county or place.
	ResolvedFrom   string         `json:"resolved_from"`
	Latest         permitYear     `json:"latest"`
	History        []permitYear   `json:"history"`
	Method         string         `json:"method"`
	Notes          []string       `json:"notes"`
	Sources        []SourceRef    `json:"sources"`
	Inputs         map[string]any `json:"inputs"`
	DatasetVersion string         `json:"dataset_version"`
}

// inPuertoRico: every county is a Puerto Rico municipio (FIPS state 72),
// which the BPS county files do not cover.
func inPuertoRico(counties []string) bool {
	return len(counties) > 0 && !slices.ContainsFunc(counties, func(f string) bool { return !strings.HasPrefix(f, "72") })
}

// resolve finds a jurisdiction's permit rows and names it with the
// geography area; a well-formed code with no rows is a 404 saying why.
func (a api) resolve(ctx context.Context, version string, d *Data, j Jurisdiction) (place, []*PermitRow, error) {
	p := place{Jurisdiction: j.Code, Kind: j.Kind, Code: j.FIPS, State: j.State}
	switch j.Kind {
	case "cbsa":
		c, err := a.st.CBSA(ctx, version, j.FIPS)
		if isNotFound(err) {
			return p, nil, plumbline.Errorf(plumbline.ENOTFOUND, "no metropolitan or micropolitan area %s: CBSA %s is not in the OMB 2023 delineation", j.Code, j.FIPS)
		}
		if err != nil {
			return p, nil, err
		}
		rows := d.CBSAs[j.FIPS]
		switch {
		case len(rows) == 0 && inPuertoRico(c.Counties):
			return p, nil, plumbline.Errorf(plumbline.ENOTFOUND, "no building-permit rows for %s (%s, a %s area of %d counties in the OMB 2023 delineation): they are Puerto Rico municipios, which the Census BPS county files do not cover", j.Code, c.Title, area(c.Type), len(c.Counties))
		case len(rows) == 0:
			return p, nil, plumbline.Errorf(plumbline.ENOTFOUND, "no building-permit rows for %s (%s): none of its counties (%s) has a row in %s", j.Code, c.Title, strings.Join(c.Counties, ", "), d.Files.County)
		}
		p.Name, p.CBSAType, p.Counties = c.Title, c.Type, c.Counties
		return p, rows, nil
	case "place":
		rows := d.Places[j.FIPS]
		if len(rows) == 0 {
			if d.Files.Place == "" {
				return p, nil, plumbline.Errorf(plumbline.ENOTFOUND, "no building-permit rows for %s: this instance holds no place files (they come with `plumbline data pull bps`; the bundled snapshot has counties and metros only)", j.Code)
			}
			return p, nil, plumbline.Errorf(plumbline.ENOTFOUND, "no permit-issuing place %s in %s: Census's six-digit permit-place id %s is not among %s's places (a county answer lists its places)", j.Code, d.Files.Place, j.FIPS[2:], j.State)
		}
		last := rows[len(rows)-1]
		p.Name, p.County = last.Name, last.County()
		p.FIPSPlace, p.FIPSMCD = nonZero(last.Text[placeCol("fips_place")]), nonZero(last.Text[placeCol("fips_mcd")])
		if c, err := a.st.County(ctx, version, p.County); err == nil {
			p.CBSA, p.CBSATitle, p.CBSAType = c.CBSA, c.CBSATitle, c.CBSAType
		} else if !isNotFound(err) {
			return p, nil, err
		}
		return p, rows, nil
	}
	rows := d.Counties[j.FIPS]
	c, err := a.st.County(ctx, version, j.FIPS)
	if err != nil && !isNotFound(err) {
		return p, nil, err
	}
	if len(rows) == 0 {
		if err != nil {
			return p, nil, plumbline.Errorf(plumbline.ENOTFOUND, "no county %s: FIPS %s is neither in the Census county list nor in %s", j.Code, j.FIPS, d.Files.County)
		}
		return p, nil, plumbline.Errorf(plumbline.ENOTFOUND, "no building-permit rows for %s (%s, %s) in %s", j.Code, c.Name, c.StateAbbr, d.Files.County)
	}
	p.Name, p.Places = rows[len(rows)-1].Name, d.PlacesIn[j.FIPS]
	if err == nil {
		p.CBSA, p.CBSATitle, p.CBSAType = c.CBSA, c.CBSATitle, c.CBSAType
	}
	return p, rows, nil
}

// nonZero is a code of the place file, "" where Census writes none
// (00000 for a place without one).
func nonZero(code string) string {
	if strings.Trim(code, "0") == "" {
		return ""
	}
	return code
}

func area(cbsaType string) string {
	if cbsaType == "micro" {
		return "micropolitan"
	}
	return "metropolitan"
}

func isNotFound(err error) bool {
	var e *plumbline.Error
	return errors.As(err, &e) && e.Code == plumbline.ENOTFOUND
}

// sourceRows are the file rows behind rows: a county's or a place's own,
// or the member rows a CBSA's years sum, year by year in FIPS order.
func sourceRows(rows []*PermitRow) []*PermitRow {
	if len(rows) == 0 || rows[0].Kind != "cbsa" {
		return rows
	}
	var out []*PermitRow
	for _, r := range rows {
		out = append(out, r.Members...)
	}
	return out
}

// rowsFile is the file a jurisdiction's rows come from.
func rowsFile(d *Data, kind string) string {
	if kind == "place" {
		return d.Files.Place
	}
	return d.Files.County
}

var srcDelineation = SourceRef{File: geo.FileCBSAs, Publisher: "U.S. Office of Management and Budget (delineation), published by the U.S. Census Bureau", Period: "OMB Bulletin 23-01 (July 2023)"}

const permitsMethod = "Census Building Permits Survey estimates (imputed for places that did not report), new privately-owned residential units authorized, by structure class; valuation is the permit construction value in dollars. total = the sum of the four classes."

func (a api) permits(ctx context.Context, version string, args reference.Args) (any, error) {
	w, err := parseWhere(args) // a malformed value is a 422 even without data
	if err != nil {
		return nil, err
	}
	d, err := a.st.Prices(ctx, version)
	if err != nil {
		return nil, err
	}
	if err := a.resolveWhere(ctx, version, d, &w); err != nil {
		return nil, err
	}
	j := w.J
	p, rows, err := a.resolve(ctx, version, d, j)
	if err != nil {
		return nil, err
	}
	out := permitsAnswer{place: p, ResolvedFrom: w.From, History: make([]permitYear, 0, len(rows)), DatasetVersion: version, Method: permitsMethod}
	gaps := false
	for _, r := range rows {
		y := yearOf(r, p.Counties)
		gaps = gaps || len(y.CountiesWithoutRows) > 0
		out.History = append(out.History, y)
	}
	last := rows[len(rows)-1]
	out.Latest = out.History[len(out.History)-1]
	file := rowsFile(d, j.Kind)
	if last.Period != "annual" {
		out.Notes = append(out.Notes, fmt.Sprintf("%d is %s: Census's year-to-date %s file, not its final annual file.", last.Year, last.Period, map[bool]string{true: "place", false: "county"}[j.Kind == "place"]))
	}
	out.Sources = []SourceRef{{File: file, Publisher: publisherCensus, Period: fmt.Sprintf("%d to %d", rows[0].Year, last.Year)}}
	switch j.Kind {
	case "cbsa":
		out.Method += " A CBSA's figures are the sum of its member counties' rows in the county file (the counties of the OMB 2023 delineation, listed in counties), added up when the data is imported, for every year; no CBSA file, Census's or a republished one, is read."
		if gaps {
			out.Notes = append(out.Notes, "Some member counties have no row in the county file in some years (each year's counties_without_rows): that year's figures sum the counties that have one (counties_summed).")
		}
		if slices.ContainsFunc(p.Counties, func(f string) bool { return strings.HasPrefix(f, "09") }) {
			out.Notes = append(out.Notes, "Connecticut's counties became 9 planning regions (09110–09190) in the county files from 2023, and the delineation lists the regions: the years before 2023 have no rows to sum.")
		}
		out.Sources = append(out.Sources, srcDelineation)
	case "place":
		out.Method += " A place is one permit-issuing office as Census lists it in its place files (a city, town, township, or a county's unincorporated area); months_reported says how many months of the year it reported, Census imputing the rest."
		out.Notes = append(out.Notes, "Census keys a permit-issuing place by its state and six-digit id, which the jurisdiction code carries; its name and codes are the latest year's.")
	default:
		out.Notes = append(out.Notes, "Counties are as Census codes them in each year; Connecticut's 8 counties became 9 planning regions (09110–09190) from 2023.")
	}
	if out.Notes == nil {
		out.Notes = []string{}
	}
	src := sourceRows(rows)
	lines := make([]int, len(src))
	for i, r := range src {
		lines[i] = r.Line
	}
	out.Inputs = map[string]any{"jurisdiction": j.Code, "kind": j.Kind, "code": j.FIPS, "file": file, "lines": lines}
	if j.Kind == "cbsa" {
		out.Inputs["counties"], out.Inputs["delineation"] = p.Counties, geo.FileCBSAs
	}
	if w.From != "jurisdiction" {
		out.Inputs["resolved_from"] = map[string]any{w.From: w.Inputs}
	}
	return out, nil
}

type rawPermits struct {
	JurisdictionCode string           `json:"jurisdiction_code"`
	Kind             string           `json:"kind"`
	File             string           `json:"file"`
	Units            string           `json:"units"`
	Columns          []string         `json:"columns"`
	Rows             []map[string]any `json:"rows"`
	Note             string           `json:"note,omitempty"`
	Sources          []SourceRef      `json:"sources"`
	Inputs           map[string]any   `json:"inputs"`
	DatasetVersion   string           `json:"dataset_version"`
}

func (a api) sourcesPermits(ctx context.Context, version string, args reference.Args) (any, error) {
	j, err := ParseJurisdiction("jurisdiction_code", args.String("jurisdiction_code")) // a malformed code is a 422 even without data
	if err != nil {
		return nil, err
	}
	d, err := a.st.Prices(ctx, version)
	if err != nil {
		return nil, err
	}
	p, rows, err := a.resolve(ctx, version, d, j)
	if err != nil {
		return nil, err
	}
	codeCol, nameCol, text := "fips5", "county_name", countyText
	if j.Kind == "place" {
		codeCol, nameCol, text = "code", "place_name", placeText
	}
	cols := append(append([]string{"line", "year", "period", codeCol, nameCol}, text...), countyNumeric...)
	out := rawPermits{JurisdictionCode: j.Code, Kind: j.Kind, File: rowsFile(d, j.Kind), Columns: cols, DatasetVersion: version,
		Units: "counts of buildings and housing units; *_value columns in dollars (as Census publishes them)"}
	for _, r := range sourceRows(rows) {
		m := map[string]any{"line": r.Line, "year": r.Year, "period": r.Period, codeCol: r.Code, nameCol: r.Name}
		for i, c := range text {
			m[c] = r.Text[i]
		}
		for i, c := range countyNumeric {
			m[c] = r.Values[i]
		}
		out.Rows = append(out.Rows, m)
	}
	out.Sources = []SourceRef{{File: out.File, Publisher: publisherCensus, Period: fmt.Sprintf("%d to %d", rows[0].Year, rows[len(rows)-1].Year)}}
	out.Inputs = map[string]any{"jurisdiction_code": j.Code, "kind": j.Kind, "code": j.FIPS}
	if j.Kind == "cbsa" {
		out.Note = "A CBSA is not a row of any file read: these are the rows of its member counties (OMB 2023 delineation), which costs_permits sums year by year."
		out.Sources = append(out.Sources, srcDelineation)
		out.Inputs["counties"] = p.Counties
	}
	return out, nil
}
