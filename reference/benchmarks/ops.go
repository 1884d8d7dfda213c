package benchmarks

import (
	"context"
	"embed"
	"errors"
	"slices"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/costs/labor"
	"github.com/plumbline-api/plumbline/reference/geo"
)

// Area is the benchmarks area bound to its store, the geography and its
// collaborators: four read operations.
func Area(st Store, places geo.Store, deps Deps) reference.Area {
	if deps.Calc == nil {
		deps.Calc = Builtin
	}
	if deps.Norms == nil {
		deps.Norms = DefaultNorms()
	}
	a := api{st: st, places: places, e: engine{norms: deps.Norms, deps: deps}}
	area := reference.Area{
		Name:        Name,
		Description: "Typical cost of 15 standardized residential project types in 5 geography tiers (national, msa_large, msa_medium, msa_small, rural). A type is live only when every figure is recomputable from cited federal files and our own calculators; every figure carries its sources, inputs and methodology version.",
		Ops: []*reference.Op{
			{ID: "benchmarks_list", Path: "/v1/benchmarks/list", Tag: Name, Response: "BenchmarkList",
				Summary:     "List benchmark project types",
				Description: "The 15 project types, each with its status (`live` when its figures are computed from held sources, else `coming_soon` with what is missing), title, scope summary and the tiers it carries.",
				Run:         a.list},
			{ID: "benchmarks_methodology", Path: "/v1/benchmarks/methodology", Tag: Name, Response: "BenchmarkMethodology",
				Summary:     "Benchmark methodology",
				Description: "How the figures are made, versioned (`methodology_id`, `methodology_version`, changelog): the tiers, each live type's formula, every source with its file and period, the scope norms with their sources, and the known limitations.",
				Run:         a.methodology},
			{ID: "benchmarks_get", Path: "/v1/benchmarks/{project_type}", Tag: Name, Response: "Benchmark",
				Summary:     "Get a project type's benchmark",
				Description: "One project type: its scope norm and, per tier (all five, or the one asked), `cost_usd_p25/p50/p75` with `cost_base_period`, `duration_days_p25/p50/p75` with a `duration` object saying the geography it comes from (national only: the SOC microdata have no metro geography), labor and materials shares, `confidence`, `sources`, `inputs` and the methodology version. A figure no held source grounds is null with its reason in `missing`. Unknown types are 404; an unknown tier is 422.",
				Params:      reference.Compile([]reference.Param{paramType, paramTier}),
				Run:         a.get},
			{ID: "benchmarks_local", Path: "/v1/benchmarks/{project_type}/local", Tag: Name, Response: "BenchmarkLocal",
				Summary:     "Benchmark for one place",
				Description: "One project type for one place, given by exactly one of `zip`, `county` (5-digit FIPS) or `msa` (5-digit CBSA code): the place resolved (county, metro, population, tier, Census division), the figures at the finest geography a held source measures for that place (for new_construction_sfh, its Census region's price and its Census division's durations, named in `duration`), and the metro's wages for the type's trades from the costs area. Unknown places are 404; a malformed one, or not exactly one, is 422.",
				Params:      reference.Compile([]reference.Param{paramType, paramZIP, paramCounty, paramMSA}),
				Run:         a.local},
		},
		Schemas: Schemas(),
	}
	reference.AttachExamples(workedExamples, area.Ops)
	return area
}

//go:embed examples
var workedExamples embed.FS

var (
	paramType = reference.Param{Name: "project_type", In: "path", Required: true, Enum: TypeSlugs(), Example: "new_construction_sfh",
		Description: "The project type: one of the 15 slugs benchmarks_list names."}
	paramTier = reference.Param{Name: "tier", In: "query", Enum: Tiers, Example: "msa_large",
		Description: "Only this tier: national, msa_large (metro population > 1M), msa_medium (250k–1M), msa_small (< 250k) or rural (outside any metro). Default: all five."}
	paramZIP    = reference.Param{Name: "zip", In: "query", Pattern: `^\d{5}$`, Example: "78701", Description: "A 5-digit ZIP code (resolved to its primary county)."}
	paramCounty = reference.Param{Name: "county", In: "query", Pattern: `^\d{5}$`, Example: "48453", Description: "A 5-digit county FIPS code."}
	paramMSA    = reference.Param{Name: "msa", In: "query", Pattern: `^\d{5}$`, Example: "12420", Description: "A 5-digit CBSA code (OMB 2023 delineation)."}
)

type api struct {
	st     Store
	places geo.Store
	e      engine
}

func (a api) list(ctx context.Context, version string, _ reference.Args) (any, error) {
	in, err := a.st.Inputs(ctx, version)
	if err != nil {
		return nil, err
	}
	type item struct {
		Slug    string   `json:"project_type"`
		Status  string   `json:"status"`
		Title   string   `json:"title"`
		Scope   string   `json:"scope_summary"`
		Tiers   []string `json:"tiers"`
		Missing string   `json:"missing,omitempty"`
		// Durations: the geographies a duration is given for, or why
		// none is (every type but new_construction_sfh).
		Durations       []string `json:"duration_geographies"`
		DurationMissing string   `json:"duration_missing,omitempty"`
		Path            string   `json:"path"`
	}
	out := struct {
		Types              []item `json:"project_types"`
		Live               int    `json:"live"`
		MethodologyID      string `json:"methodology_id"`
		MethodologyVersion string `json:"methodology_version"`
		DatasetVersion     string `json:"dataset_version"`
	}{MethodologyID: MethodologyID, MethodologyVersion: MethodologyVersion, DatasetVersion: version}
	for _, t := range ProjectTypes {
		live, missing := typeState(t, in, a.e.norms)
		it := item{Slug: t.Slug, Status: statusOf(live), Title: t.Title, Scope: t.Scope, Tiers: []string{}, Missing: missing, Path: "/v1/benchmarks/" + t.Slug,
			Durations: []string{}, DurationMissing: durationNoScope}
		if t.Slug == "new_construction_sfh" {
			it.Durations, it.DurationMissing = []string{"national", "census_division"}, ""
		}
		if live {
			it.Tiers = liveTiers(t)
			out.Live++
		}
		out.Types = append(out.Types, it)
	}
	return out, nil
}

func statusOf(live bool) string {
	if live {
		return "live"
	}
	return "coming_soon"
}

// answer is benchmarks_get's body.
type answer struct {
	Slug               string    `json:"project_type"`
	Title              string    `json:"title"`
	Status             string    `json:"status"`
	Scope              string    `json:"scope_summary"`
	ScopeNorm          []Norm    `json:"scope_norm"`
	Missing            string    `json:"missing,omitempty"`
	Tiers              []Figures `json:"tiers"`
	MethodologyID      string    `json:"methodology_id"`
	MethodologyVersion string    `json:"methodology_version"`
	DatasetVersion     string    `json:"dataset_version"`
}

// CarriesNoFigure: a coming_soon type, or one whose every tier is
// not_carried, answers no figure, so the call is not counted
// (reference.Figureless, issue 39).
func (a answer) CarriesNoFigure() bool {
	if a.Status != "live" {
		return true
	}
	for _, f := range a.Tiers {
		if f.Status != "not_carried" {
			return false
		}
	}
	return true
}

func (a api) get(ctx context.Context, version string, args reference.Args) (any, error) {
	t, _ := typeBySlug(args.String("project_type")) // Bind checked the enum
	in, err := a.st.Inputs(ctx, version)
	if err != nil {
		return nil, err
	}
	norm := a.e.norms[t.Slug]
	if norm == nil {
		norm = []Norm{}
	}
	live, missing := typeState(t, in, a.e.norms)
	out := answer{Slug: t.Slug, Title: t.Title, Status: statusOf(live), Scope: t.Scope, ScopeNorm: norm, Missing: missing, Tiers: []Figures{},
		MethodologyID: MethodologyID, MethodologyVersion: MethodologyVersion, DatasetVersion: version}
	if !live {
		return out, nil
	}
	tiers := Tiers
	if tier := args.String("tier"); tier != "" {
		tiers = []string{tier}
	}
	for _, tier := range tiers {
		f, err := a.e.figures(ctx, version, t, in, tier)
		if err != nil {
			return nil, err
		}
		out.Tiers = append(out.Tiers, f)
	}
	return out, nil
}

// figures are a live type's figures for one tier.
func (e engine) figures(ctx context.Context, version string, t ProjectType, in *Inputs, tier string) (Figures, error) {
	switch t.Slug {
	case "new_construction_sfh":
		f := notCarried(tier, "no county of this tier is in the Census BPS 2024 file")
		if p, ok := in.Tiers[tier]; ok {
			var err error
			if f, err = e.sfh(in, tier, p); err != nil {
				return f, err
			}
		}
		// The SOC microdata know the nation and the divisions, not metro
		// sizes: only the national tier has a duration of its own.
		if tier == TierNational {
			f.setDuration(durationFor(in.Durations, 0, "the national tier: every house of the SOC cohort"))
		} else {
			f.setDuration(nil, durationNoTier)
		}
		return f, nil
	case "hvac_replacement":
		if tier != TierNational {
			return notCarried(tier, "NREL REMDB 2024 is national, with no regional factor, and no held source re-prices HVAC installations by metro size: only the national tier is carried"), nil
		}
		return e.hvac(ctx, version, in)
	}
	if _, ok := ahsMapOf(t.Slug); ok || isREMDBNormType(t.Slug) { // figures is asked for live types only
		return e.remodelFigures(ctx, version, t, in, tier)
	}
	return Figures{}, errors.New("benchmarks: no computation for live type " + t.Slug)
}

// Place is a resolved place of benchmarks_local.
type Place struct {
	Query          string `json:"query"`
	CountyFIPS     string `json:"county_fips,omitempty"`
	CountyName     string `json:"county_name,omitempty"`
	State          string `json:"state_abbr,omitempty"`
	CBSA           string `json:"cbsa,omitempty"`
	CBSATitle      string `json:"cbsa_title,omitempty"`
	CBSAType       string `json:"cbsa_type,omitempty"`
	Population     int    `json:"population"`
	PopulationYear int    `json:"population_year"`
	PopulationOf   string `json:"population_of"` // cbsa or county
	Tier           string `json:"tier"`
	// Division is the Census division the place falls in (its state's;
	// for a metro across divisions, the one holding most of its people),
	// nil outside the 50 states and DC.
	Division      *Division `json:"census_division"`
	DivisionBasis string    `json:"census_division_basis,omitempty"`
}

func (a api) resolve(ctx context.Context, version string, args reference.Args) (Place, error) {
	zip, county, msa := args.String("zip"), args.String("county"), args.String("msa")
	given := 0
	for _, v := range []string{zip, county, msa} {
		if v != "" {
			given++
		}
	}
	if given != 1 {
		return Place{}, reference.InvalidField("zip", "one_of", "give exactly one of zip, county or msa (%d given)", given)
	}
	if msa != "" {
		c, err := a.places.CBSA(ctx, version, msa)
		if err != nil {
			return Place{}, err
		}
		if c.PopulationYear == 0 { // Puerto Rico: a tier needs the population
			return Place{}, plumbline.Errorf(plumbline.ENOTFOUND, "CBSA %s (%s) is in the OMB 2023 delineation, but its %d counties are Puerto Rico municipios, outside the Census county population estimates and building-permit files the benchmarks are built from (the 50 states and DC): no tier can be given", msa, c.Title, len(c.Counties))
		}
		p := Place{Query: "msa=" + msa, CBSA: c.Code, CBSATitle: c.Title, CBSAType: c.Type, Population: c.Population, PopulationYear: c.PopulationYear,
			PopulationOf: "cbsa", Tier: TierOf(c.Type == "metro", c.Population)}
		p.Division, p.DivisionBasis, err = a.metroDivision(ctx, version, c)
		return p, err
	}
	q := "county=" + county
	if zip != "" {
		z, err := a.places.ZIP(ctx, version, zip)
		if err != nil {
			return Place{}, err
		}
		county, q = z.CountyFIPS, "zip="+zip
	}
	c, err := a.places.County(ctx, version, county)
	if err != nil {
		return Place{}, err
	}
	p := Place{Query: q, CountyFIPS: c.FIPS, CountyName: c.Name, State: c.StateAbbr, CBSA: c.CBSA, CBSATitle: c.CBSATitle, CBSAType: c.CBSAType,
		Population: c.Population, PopulationYear: c.PopulationYear, PopulationOf: "county", Tier: TierRural}
	if dv, ok := DivisionOfCounty(c.FIPS); ok {
		p.Division, p.DivisionBasis = &dv, "the county's state ("+c.StateAbbr+") is in this division"
	}
	if c.CBSAType == "metro" {
		m, err := a.places.CBSA(ctx, version, c.CBSA)
		if err != nil {
			return Place{}, err
		}
		p.Population, p.PopulationYear, p.PopulationOf, p.Tier = m.Population, m.PopulationYear, "cbsa", TierOf(true, m.Population)
	}
	return p, nil
}

// tradeSOCs are the occupations whose metro wages benchmarks_local shows.
var tradeSOCs = map[string][]string{
	"new_construction_sfh": {"47-2031", "47-2061", "47-2111", "47-2152"},
	"hvac_replacement":     {"49-9021"},
}

// localAnswer is benchmarks_local's body.
type localAnswer struct {
	Slug               string   `json:"project_type"`
	Status             string   `json:"status"`
	Missing            string   `json:"missing,omitempty"`
	Place              Place    `json:"place"`
	Figures            *Figures `json:"figures"`
	Wages              []Wage   `json:"local_wages"`
	WagesNote          string   `json:"local_wages_note"`
	MethodologyID      string   `json:"methodology_id"`
	MethodologyVersion string   `json:"methodology_version"`
	DatasetVersion     string   `json:"dataset_version"`
}

// CarriesNoFigure: a coming_soon type answers no figure (and no wage), so
// the call is not counted (reference.Figureless, issue 39).
func (a localAnswer) CarriesNoFigure() bool {
	return a.Status != "live" || a.Figures == nil || a.Figures.Status == "not_carried"
}

func (a api) local(ctx context.Context, version string, args reference.Args) (any, error) {
	t, _ := typeBySlug(args.String("project_type"))
	place, err := a.resolve(ctx, version, args)
	if err != nil {
		return nil, err
	}
	in, err := a.st.Inputs(ctx, version)
	if err != nil {
		return nil, err
	}
	live, missing := typeState(t, in, a.e.norms)
	out := localAnswer{Slug: t.Slug, Status: statusOf(live), Missing: missing, Place: place, Wages: []Wage{}, MethodologyID: MethodologyID, MethodologyVersion: MethodologyVersion, DatasetVersion: version}
	if !live {
		out.WagesNote = "the type is coming_soon: " + missing
		return out, nil
	}
	var f Figures
	switch t.Slug {
	case "new_construction_sfh":
		if f, err = a.sfhLocal(ctx, version, in, place); err != nil {
			return nil, err
		}
		// The place's own division's duration, saying which division.
		if place.Division == nil {
			f.setDuration(nil, "the place is outside the nine Census divisions (the 50 states and DC) the SOC files cover; no duration is borrowed")
		} else {
			f.setDuration(durationFor(in.Durations, place.Division.Code, place.DivisionBasis))
		}
	case "hvac_replacement":
		if f, err = a.e.hvac(ctx, version, in); err != nil {
			return nil, err
		}
		f.Missing["local"] = remdbNational
	default:
		if f, err = a.remodelLocal(ctx, version, t, in, place); err != nil {
			return nil, err
		}
	}
	out.Figures = &f
	cbsa := ""
	if place.CBSAType == "metro" {
		cbsa = place.CBSA
	}
	out.WagesNote = "hourly wages of the type's trades in this metro (nationally outside a metro), from the costs area's OEWS files; not applied to the figures because no cited productivity source gives the hours"
	if a.e.deps.Wages == nil {
		out.WagesNote = "the costs area's wage reader is not wired on this instance; no wages are shown"
		return out, nil
	}
	for _, soc := range tradeSOCs[t.Slug] {
		w, err := a.e.deps.Wages.Wage(ctx, version, soc, cbsa)
		var pe *plumbline.Error
		if errors.As(err, &pe) && (pe.Code == plumbline.ENOTFOUND || pe.Code == plumbline.EUNAVAILABLE) {
			continue // a suppressed or absent cell: shown by its absence
		}
		if err != nil {
			return nil, err
		}
		// A SOC code alone means nothing to most readers (issue 39): name
		// the trade beside it.
		if i := slices.IndexFunc(labor.Trades, func(tr labor.Trade) bool { return tr.SOC == w.SOC }); i >= 0 {
			w.Trade, w.TradeTitle = labor.Trades[i].ID, labor.Trades[i].Title
		}
		out.Wages = append(out.Wages, w)
	}
	return out, nil
}
