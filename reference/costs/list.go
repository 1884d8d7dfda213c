package costs

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/release"
)

type listAnswer struct {
	Verticals      []Vertical `json:"verticals"`
	DatasetVersion string     `json:"dataset_version"`
}

func (a api) list(ctx context.Context, version string, _ reference.Args) (any, error) {
	vs, err := a.verticals(ctx, version)
	if err != nil {
		return nil, err
	}
	return listAnswer{Verticals: vs, DatasetVersion: version}, nil
}

// freshness is every line's freshness, once per source (for /readyz).
func (a api) freshness(ctx context.Context, version string) ([]release.Freshness, error) {
	vs, err := a.verticals(ctx, version)
	if err != nil {
		return nil, err
	}
	var out []release.Freshness
	for _, v := range vs {
		for _, f := range v.Freshness {
			if !slices.ContainsFunc(out, func(o release.Freshness) bool { return o.Source == f.Source }) {
				out = append(out, f)
			}
		}
	}
	return out, nil
}

// verticals are the lines of costs_list, in their order.
func (a api) verticals(ctx context.Context, version string) ([]Vertical, error) {
	d, err := a.st.Prices(ctx, version)
	var pe *plumbline.Error
	if err != nil && !(asError(err, &pe) && pe.Code == plumbline.EUNAVAILABLE) {
		return nil, err
	}
	out := listAnswer{Verticals: priceVerticals(d), DatasetVersion: version}
	for _, e := range a.ext {
		if e.Verticals == nil {
			continue
		}
		vs, err := e.Verticals(ctx, version)
		if err != nil {
			return nil, err
		}
		out.Verticals = append(out.Verticals, vs...)
	}
	// The labor side's lines, when no extension reports them: its data is
	// not served by this build, so they are coming_soon by absence.
	for _, name := range []string{"labor", "oews", "qcew"} {
		if !slices.ContainsFunc(out.Verticals, func(v Vertical) bool { return v.Name == name }) {
			kind, title := "source", map[string]string{"oews": "BLS Occupational Employment and Wage Statistics", "qcew": "BLS Quarterly Census of Employment and Wages"}[name]
			if name == "labor" {
				kind, title = "vertical", "Labor wage estimates by trade and place"
			}
			out.Verticals = append(out.Verticals, Vertical{Name: name, Kind: kind, Status: "coming_soon", Title: title,
				Coverage: map[string]any{}, Note: "not served by this instance", Sources: []SourceRef{}})
		}
	}
	order := map[string]int{"labor": 0, "materials": 1, "permits": 2, "oews": 3, "ppi": 4, "qcew": 5, "bps": 6}
	slices.SortStableFunc(out.Verticals, func(x, y Vertical) int { return rank(order, x.Name) - rank(order, y.Name) })
	return out.Verticals, nil
}

func rank(order map[string]int, name string) int {
	if r, ok := order[name]; ok {
		return r
	}
	return len(order)
}

func asError(err error, target **plumbline.Error) bool {
	e, ok := err.(*plumbline.Error)
	*target = e
	return ok
}

// priceVerticals are the price side's lines; with d nil (no data) each is
// coming_soon.
func priceVerticals(d *Data) []Vertical {
	mat := Vertical{Name: "materials", Kind: "vertical", Status: "coming_soon", Title: "Material price indexes by category (BLS PPI)", Coverage: map[string]any{}, Sources: []SourceRef{}}
	per := Vertical{Name: "permits", Kind: "vertical", Status: "coming_soon", Title: "Residential building permits by county, metro and place (Census BPS)", Coverage: map[string]any{}, Sources: []SourceRef{}}
	ppi := Vertical{Name: "ppi", Kind: "source", Status: "coming_soon", Title: "BLS Producer Price Indexes, construction series", Coverage: map[string]any{}, Sources: []SourceRef{}}
	bps := Vertical{Name: "bps", Kind: "source", Status: "coming_soon", Title: "Census Building Permits Survey, county and place files (metros summed from counties)", Coverage: map[string]any{}, Sources: []SourceRef{}}
	if d == nil {
		return []Vertical{mat, per, ppi, bps}
	}
	fresh := d.freshness()
	mat.Freshness, ppi.Freshness = []release.Freshness{fresh["ppi"]}, []release.Freshness{fresh["ppi"]}
	per.Freshness, bps.Freshness = []release.Freshness{fresh["bps"]}, []release.Freshness{fresh["bps"]}
	var live []string
	latest := ""
	for _, c := range Categories {
		if _, last, ok := d.Span(c); ok {
			live = append(live, c.ID)
			if latest == "" || last < latest {
				latest = last
			}
		}
	}
	if len(live) > 0 {
		mat.Status, mat.LatestPeriod = "live", latest
	}
	mat.Coverage = map[string]any{"categories": live, "category_count": len(live), "geography": "national (PPI is a national index)"}
	mat.Sources = []SourceRef{{File: d.Files.PPI, Publisher: publisherBLS, Period: "through " + latest}}
	ids := d.PPISeriesIDs()
	first, last := "", ""
	for _, id := range ids {
		s := d.Series[id]
		if f := s.Points[0].Period; first == "" || f < first {
			first = f
		}
		if l := s.Latest(); l > last {
			last = l
		}
	}
	if len(ids) > 0 {
		ppi.Status, ppi.LatestPeriod = "live", last
	}
	prelim := 0
	for _, id := range ids {
		prelim += len(d.Series[id].preliminaryMonths())
	}
	ppi.Coverage = map[string]any{"series": len(ids), "first_period": first, "preliminary_months": prelim,
		"preliminary_marks": map[bool]string{true: "BLS's (footnote P)", false: "the release's last four months (the file carries no marks)"}[d.Files.PublisherFlags()]}
	ppi.Sources = []SourceRef{{File: d.Files.PPI, Publisher: publisherBLS, Period: first + " to " + last}, {File: d.Files.PPIMeta, Publisher: publisherBLS, Period: metaPeriod(d)}}
	cy, by := years(d.Counties), years(d.CBSAs)
	if len(d.Counties)+len(d.CBSAs) > 0 {
		per.Status, bps.Status = "live", "live"
	}
	latestYear := func(ys []int) string {
		if len(ys) == 0 {
			return ""
		}
		return fmt.Sprint(ys[len(ys)-1])
	}
	countLatest := func(m map[string][]*PermitRow, ys []int) int {
		n := 0
		for _, rows := range m {
			if len(ys) > 0 && rows[len(rows)-1].Year == ys[len(ys)-1] {
				n++
			}
		}
		return n
	}
	py := years(d.Places)
	per.LatestPeriod, bps.LatestPeriod = latestYear(cy), latestYear(cy)
	per.Coverage = map[string]any{"counties": len(d.Counties), "counties_latest_year": countLatest(d.Counties, cy), "cbsas": len(d.CBSAs),
		"cbsas_latest_year": countLatest(d.CBSAs, by), "places": len(d.Places), "places_latest_year": countLatest(d.Places, py),
		"years": cy, "place_years": py, "structure_classes": []string{"1u", "2u", "3-4u", "5+u"}}
	if n := len(cy); n > 0 {
		if p := latestPeriod(d.Counties, cy[n-1]); p != "annual" {
			per.Note = fmt.Sprintf("The latest year, %d, is %s: Census's year-to-date county file, not its final annual file.", cy[n-1], p)
		}
	}
	if d.Files.Place == "" {
		per.Note = strings.TrimSpace(per.Note + " Places come with `plumbline data pull bps`: the bundled snapshot holds counties (and metros summed from them).")
	}
	srcs := []SourceRef{{File: d.Files.County, Publisher: publisherCensus, Period: spanYears(cy)}, srcDelineation}
	if d.Files.Place != "" {
		srcs = append(srcs, SourceRef{File: d.Files.Place, Publisher: publisherCensus, Period: spanYears(py)})
	}
	per.Sources, bps.Sources = srcs, srcs
	bps.Coverage = map[string]any{"county_rows": countRows(d.Counties), "cbsa_rows": countRows(d.CBSAs), "place_rows": countRows(d.Places), "years": cy}
	bps.Note = "CBSA rows are the county rows summed under the OMB 2023 delineation when the data is imported; no CBSA file is read (a republished county-summed file counted a duplicated county twice)."
	return []Vertical{mat, per, ppi, bps}
}

func spanYears(ys []int) string {
	if len(ys) == 0 {
		return ""
	}
	return fmt.Sprintf("%d to %d", ys[0], ys[len(ys)-1])
}

func countRows(m map[string][]*PermitRow) int {
	n := 0
	for _, r := range m {
		n += len(r)
	}
	return n
}

// latestPeriod is the period of the rows of year (annual or a year to date).
func latestPeriod(m map[string][]*PermitRow, year int) string {
	for _, rows := range m {
		if r := rows[len(rows)-1]; r.Year == year {
			return r.Period
		}
	}
	return ""
}
