package costs

import (
	"context"
	"errors"
	"fmt"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/reference"
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
}

func yearOf(r *PermitRow) permitYear {
	return permitYear{Year: r.Year, Period: r.Period,
		Breakouts: Breakouts{r.Class(0), r.Class(1), r.Class(2), r.Class(3)},
		Total:     Breakout{r.Values[12], r.Values[13], r.Values[14]}}
}

type place struct {
	Jurisdiction string `json:"jurisdiction"`
	Kind         string `json:"kind"` // county or cbsa
	Code         string `json:"code"` // fips5 or CBSA code
	Name         string `json:"name"`
	State        string `json:"state,omitempty"`
	CBSA         string `json:"cbsa,omitempty"` // a county's CBSA (OMB 2023), "" outside every CBSA
	CBSATitle    string `json:"cbsa_title,omitempty"`
	CBSAType     string `json:"cbsa_type,omitempty"`
}

type permitsAnswer struct {
	place
	Latest         permitYear     `json:"latest"`
	History        []permitYear   `json:"history"`
	Method         string         `json:"method"`
	Notes          []string       `json:"notes"`
	Sources        []SourceRef    `json:"sources"`
	Inputs         map[string]any `json:"inputs"`
	DatasetVersion string         `json:"dataset_version"`
}

// resolve finds a jurisdiction's permit rows and names it with the
// geography area; a well-formed code with no rows is a 404 naming it.
func (a api) resolve(ctx context.Context, version string, d *Data, j Jurisdiction) (place, []*PermitRow, error) {
	p := place{Jurisdiction: j.Code, Kind: j.Kind, Code: j.FIPS, State: j.State}
	if j.Kind == "cbsa" {
		rows := d.CBSAs[j.FIPS]
		c, err := a.st.CBSA(ctx, version, j.FIPS)
		if err != nil && !isNotFound(err) {
			return p, nil, err
		}
		if len(rows) == 0 {
			if err != nil {
				return p, nil, plumbline.Errorf(plumbline.ENOTFOUND, "no metropolitan or micropolitan area %s: CBSA %s is not in the OMB 2023 delineation nor in %s", j.Code, j.FIPS, FileBPSCBSA)
			}
			return p, nil, plumbline.Errorf(plumbline.ENOTFOUND, "no building-permit rows for %s (%s) in %s", j.Code, c.Title, FileBPSCBSA)
		}
		p.Name, p.CBSAType = rows[len(rows)-1].Name, rows[len(rows)-1].Text[0] // cbsa_type
		if err == nil {
			p.CBSAType = c.Type // metro or micro, as a county's answer says it
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
			return p, nil, plumbline.Errorf(plumbline.ENOTFOUND, "no county %s: FIPS %s is neither in the Census county list nor in %s", j.Code, j.FIPS, FileBPSCounty)
		}
		return p, nil, plumbline.Errorf(plumbline.ENOTFOUND, "no building-permit rows for %s (%s, %s) in %s", j.Code, c.Name, c.StateAbbr, FileBPSCounty)
	}
	p.Name = rows[len(rows)-1].Name
	if err == nil {
		p.CBSA, p.CBSATitle, p.CBSAType = c.CBSA, c.CBSATitle, c.CBSAType
	}
	return p, rows, nil
}

func isNotFound(err error) bool {
	var e *plumbline.Error
	return errors.As(err, &e) && e.Code == plumbline.ENOTFOUND
}

func permitFile(kind string) string {
	if kind == "cbsa" {
		return FileBPSCBSA
	}
	return FileBPSCounty
}

func (a api) permits(ctx context.Context, version string, args reference.Args) (any, error) {
	j, err := ParseJurisdiction("jurisdiction", args.String("jurisdiction")) // a malformed code is a 422 even without data
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
	out := permitsAnswer{place: p, History: make([]permitYear, 0, len(rows)), DatasetVersion: version,
		Method: "Census Building Permits Survey estimates (imputed for places that did not report), new privately-owned residential units authorized, by structure class; valuation is the permit construction value in dollars. total = the sum of the four classes."}
	for _, r := range rows {
		out.History = append(out.History, yearOf(r))
	}
	last := rows[len(rows)-1]
	out.Latest = yearOf(last)
	if last.Period != "annual" {
		out.Notes = append(out.Notes, fmt.Sprintf("%d is %s: Census's year-to-date county file, not its final annual file.", last.Year, last.Period))
	}
	if j.Kind == "cbsa" {
		out.Notes = append(out.Notes, "CBSA figures are the sum of their counties' rows under the OMB 2023 delineation, for every year (derived, not Census's own CBSA file); Connecticut CBSAs lack 2015–2022 because the state's county codes changed in 2023.")
	} else {
		out.Notes = append(out.Notes, "Counties are as Census codes them in each year; Connecticut's 8 counties became 9 planning regions (09110–09190) from 2023.")
	}
	if out.Notes == nil {
		out.Notes = []string{}
	}
	file := permitFile(j.Kind)
	out.Sources = []SourceRef{{File: file, Publisher: publisherCensus, Period: fmt.Sprintf("%d to %d", rows[0].Year, last.Year)}}
	lines := make([]int, len(rows))
	for i, r := range rows {
		lines[i] = r.Line
	}
	out.Inputs = map[string]any{"jurisdiction": j.Code, "kind": j.Kind, "code": j.FIPS, "file": file, "lines": lines}
	return out, nil
}

type rawPermits struct {
	JurisdictionCode string           `json:"jurisdiction_code"`
	Kind             string           `json:"kind"`
	File             string           `json:"file"`
	Units            string           `json:"units"`
	Columns          []string         `json:"columns"`
	Rows             []map[string]any `json:"rows"`
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
	_, rows, err := a.resolve(ctx, version, d, j)
	if err != nil {
		return nil, err
	}
	codeCol, nameCol, text, numeric := "fips5", "county_name", countyText, countyNumeric
	if j.Kind == "cbsa" {
		codeCol, nameCol, text, numeric = "cbsa_code", "cbsa_title", cbsaText, cbsaNumeric
	}
	cols := append(append([]string{"line", "year", "period", codeCol, nameCol}, text...), numeric...)
	out := rawPermits{JurisdictionCode: j.Code, Kind: j.Kind, File: permitFile(j.Kind), Columns: cols, DatasetVersion: version,
		Units: "counts of buildings and housing units; *_value columns in dollars (as Census publishes them)"}
	for _, r := range rows {
		m := map[string]any{"line": r.Line, "year": r.Year, "period": r.Period, codeCol: r.Code, nameCol: r.Name}
		for i, c := range text {
			m[c] = r.Text[i]
		}
		for i, c := range numeric {
			m[c] = r.Values[i]
		}
		out.Rows = append(out.Rows, m)
	}
	out.Sources = []SourceRef{{File: out.File, Publisher: publisherCensus, Period: fmt.Sprintf("%d to %d", rows[0].Year, rows[len(rows)-1].Year)}}
	out.Inputs = map[string]any{"jurisdiction_code": j.Code, "kind": j.Kind, "code": j.FIPS}
	return out, nil
}
