package costs

import (
	"context"
	"embed"
	"maps"

	"github.com/plumbline-api/plumbline/reference"
)

// Area is the costs area bound to a store: the price side's five
// operations, then each extension's (the labor side), whose lines join
// costs_list.
func Area(st Store, ext ...Extension) reference.Area {
	a := api{st: st, ext: ext}
	area := reference.Area{
		Name:        Name,
		Freshness:   a.freshness,
		Description: "Construction costs from federal statistics: material price indexes (BLS PPI) by category with escalation between months, building permits by county and metro (Census BPS), labor wages by trade and place, and the raw source rows. Every figure names its file and period and carries the inputs to recompute it.",
		Ops: []*reference.Op{
			{ID: "costs_list", Path: "/v1/costs/list", Tag: Name, Response: "CostsList",
				Summary:     "List costs verticals",
				Description: "Each vertical (labor, materials, permits) and raw source (oews, ppi, qcew, bps) with `status` `live` or `coming_soon` computed from the data this instance holds, its coverage and its latest period.",
				Run:         a.list},
			{ID: "costs_materials", Path: "/v1/costs/materials", Tag: Name, Response: "MaterialsIndex",
				Summary:     "Material price index",
				Description: "A material category's producer price index for a month (default the latest), its 13-month history (the month and the 12 before), the change over 1 and 12 months, and the BLS series behind it (ids, titles, base periods, weights). flooring, doors-windows and site average several series with equal weight after rebasing each to 2015-01=100. Indexes, never dollar prices.",
				Params:      reference.Compile([]reference.Param{paramCategory, paramPeriod}),
				Run:         a.materials},
			{ID: "costs_escalate", Path: "/v1/costs/escalate", Tag: Name, Response: "Escalation",
				Summary:     "Escalate an amount between months",
				Description: "Carries an amount priced in one month to another by the category's price-index ratio: amount × index(to) / index(from), with both index values and the series; `preliminary` says when either month's index may still be revised by BLS. Beyond the spec.",
				Params: reference.Compile([]reference.Param{paramCategory,
					{Name: "amount_usd", In: "query", Required: true, Example: "12500.00", MaxLen: 16, Description: "The amount in dollars, priced in `from`: digits with at most two decimals."},
					{Name: "from", In: "query", Required: true, Example: "2020-01", Description: "The month the amount was priced in, YYYY-MM."},
					{Name: "to", In: "query", Required: true, Example: "2025-08", Description: "The month to carry it to, YYYY-MM, or `latest` for the newest month the category's index has (the answer's `to` names it)."}}),
				Run: a.escalate},
			{ID: "costs_permits", Path: "/v1/costs/permits", Tag: Name, Response: "Permits",
				Summary:     "Building permits of a county, metro or place",
				Description: "New residential building permits (Census BPS) for a county (`US-XX-NNNNN`: USPS state code and 5-digit county FIPS), a metropolitan or micropolitan area (`US-MSA-NNNNN`: CBSA code; its member counties' rows summed) or a permit-issuing place (`US-PL-XX-NNNNNN`: USPS state code and Census's 6-digit permit-place id; held after `plumbline data pull bps`, and listed in its county's answer): the four structure classes `1u`, `2u`, `3-4u`, `5+u`, each buildings, units and valuation in dollars, for the latest year, with every year held (2015 on). Instead of a code, a ZIP (`zip`, its primary county), a bare county FIPS (`county`) or a place name (`place`, with its state) may name it; `resolved_from` says which was given.",
				Params: reference.Compile([]reference.Param{{Name: "jurisdiction", In: "query", Example: "US-NY-36109", MaxLen: 20,
					Description: "US-XX-NNNNN (county: state and 5-digit FIPS, e.g. US-NY-36109), US-MSA-NNNNN (CBSA, e.g. US-MSA-27060) or US-PL-XX-NNNNNN (permit-issuing place: state and Census's 6-digit id, e.g. US-PL-NY-360000). Give exactly one of jurisdiction, zip, county or place."},
					{Name: "zip", In: "query", MaxLen: 5, Description: "A 5-digit ZIP code, answered for its primary county (the ZIP-to-county crosswalk the labor answers use), e.g. 14850."},
					{Name: "county", In: "query", MaxLen: 5, Description: "A bare 5-digit county FIPS code, e.g. 36109 (the state is taken from its first two digits)."},
					{Name: "place", In: "query", MaxLen: 80, Description: "A permit-issuing place's name as the held BPS place files carry it, with its state: `Ithaca, NY`, or `Ithaca` with `state`; Census's trailing city/town/village may be left off. Two matches are a 422 listing them. Needs the place files (`plumbline data pull bps`)."},
					{Name: "state", In: "query", MaxLen: 2, Description: "With place: the USPS state code, e.g. NY."}}),
				Run: a.permits},
			{ID: "costs_sources_ppi", Path: "/v1/costs/sources/ppi/{series_id}", Tag: Name, Response: "PPISeries",
				Summary:     "Raw PPI series",
				Description: "The 24 calendar months (ending at `end`) of one BLS producer price series as published (index values, not dollars), ending at `end` (default the series' latest month), with its title, base period and seasonal flag; months the source lacks are listed in `missing_periods`, never filled. An id we do not hold is a 422 listing the ones we do.",
				Params: reference.Compile([]reference.Param{
					{Name: "series_id", In: "path", Required: true, Example: "WPU1333", MaxLen: 20, Description: "A BLS PPI series id (WPU…, PCU…), e.g. WPU1333 (ready-mix concrete)."},
					{Name: "end", In: "query", Example: "2025-08", Description: "The last month of the window, YYYY-MM (default the latest)."}}),
				Run: a.sourcesPPI},
			{ID: "costs_sources_permits", Path: "/v1/costs/sources/permits/{jurisdiction_code}", Tag: Name, Response: "PermitRows",
				Summary:     "Raw permit rows",
				Description: "Every row of the BPS file behind one jurisdiction, as the file has it, with line numbers and the reported-only columns: a county's or a place's own rows, or a metro's member counties' rows (which costs_permits sums).",
				Params: reference.Compile([]reference.Param{{Name: "jurisdiction_code", In: "path", Required: true, Example: "US-MSA-27060", MaxLen: 20,
					Description: "US-XX-NNNNN (county), US-MSA-NNNNN (CBSA) or US-PL-XX-NNNNNN (place)."}}),
				Run: a.sourcesPermits},
		},
		Schemas: Schemas(),
	}
	for _, e := range ext {
		area.Ops = append(area.Ops, e.Ops...)
		maps.Copy(area.Schemas, e.Schemas)
	}
	// Every operation's worked example, the labor side's included (their
	// files sit here so the example recorder finds them).
	reference.AttachExamples(workedExamples, area.Ops)
	return area
}

//go:embed examples
var workedExamples embed.FS

var (
	paramCategory = reference.Param{Name: "category", In: "query", Required: true, Enum: CategoryIDs(), Example: "lumber",
		Description: "The material category: concrete, lumber, roofing, drywall, paint, flooring, insulation, masonry, electrical, plumbing, hvac, doors-windows, gutters, site or hardware."}
	paramPeriod = reference.Param{Name: "period", In: "query", Example: "2025-08",
		Description: "The month, YYYY-MM (default the latest the category's series share)."}
)

type api struct {
	st  Store
	ext []Extension
}

// seriesWindow is the raw PPI window.
const seriesWindow = 24

type ppiAnswer struct {
	SeriesID       string         `json:"series_id"`
	Title          string         `json:"title"`
	Label          string         `json:"label_in_source"`
	BasePeriod     string         `json:"base_period"`
	Seasonal       string         `json:"seasonal"`
	Unit           string         `json:"unit"`
	End            string         `json:"end"`
	Observations   []Point        `json:"observations"`
	Missing        []string       `json:"missing_periods"` // months of the window the source lacks
	PeriodsHeld    periodSpan     `json:"periods_held"`
	Note           string         `json:"note"`
	Sources        []SourceRef    `json:"sources"`
	Inputs         map[string]any `json:"inputs"`
	DatasetVersion string         `json:"dataset_version"`
}

func (a api) sourcesPPI(ctx context.Context, version string, args reference.Args) (any, error) {
	d, err := a.st.Prices(ctx, version)
	if err != nil {
		return nil, err
	}
	id, err := ParseSeriesID("series_id", args.String("series_id"), d.PPISeriesIDs())
	if err != nil {
		return nil, err
	}
	s := d.Series[id]
	first, last := s.Points[0].Period, s.Latest()
	end := last
	if e := args.String("end"); e != "" {
		if end, err = ParsePeriod("end", e); err != nil {
			return nil, err
		}
		if end < first || end > last {
			return nil, outOfRange("end", end, first, last, id)
		}
	}
	obs, missing := s.Window(end, seriesWindow)
	if len(obs) == 0 { // end inside a gap longer than the window
		return nil, outOfRange("end", end, first, last, id+" (no month of the 24 ending there is held)")
	}
	if missing == nil {
		missing = []string{}
	}
	seasonal := map[string]string{"U": "not seasonally adjusted", "S": "seasonally adjusted"}[s.Seasonal]
	if seasonal == "" {
		seasonal = "not stated in the BLS metadata we hold"
	}
	out := ppiAnswer{SeriesID: id, Title: s.Title, Label: s.Label, BasePeriod: s.Base(), Seasonal: seasonal, Unit: "index points (not dollars)",
		End: end, Observations: obs, Missing: missing, PeriodsHeld: periodSpan{first, last}, DatasetVersion: version,
		Note: "As published by BLS; a month marked preliminary is one BLS may still revise. Months the source lacks are absent, not filled. " + preliminaryNote(d, []string{id})}
	out.Sources = []SourceRef{{File: d.Files.PPI, Publisher: publisherBLS, Period: obs[0].Period + " to " + obs[len(obs)-1].Period, Series: id}}
	if s.BaseDate != "" {
		out.Sources = append(out.Sources, SourceRef{File: d.Files.PPIMeta, Publisher: publisherBLS, Period: metaPeriod(d), Series: id})
	}
	out.Inputs = map[string]any{"series_id": id, "end": end, "months": seriesWindow}
	return out, nil
}
