package benchmarks

import (
	"context"

	"github.com/plumbline-api/plumbline/reference"
)

// Change is one methodology version.
type Change struct {
	Version string `json:"version"`
	Date    string `json:"date"`
	Change  string `json:"change"`
}

// Changelog lists every methodology version, newest first. Any change to a
// formula, a source or a scope norm adds a line and bumps MethodologyVersion.
var Changelog = []Change{
	{Version: "1.4.0", Date: "2026-11-26", Change: "Five more types are live after `plumbline data pull ahs-national`, priced as kitchen_remodel_midrange is (survey-weighted p25/p50/p75 of professionally done AHS jobs with a reported cost, national and by Census division, escalated by PPI WPUIP232100): roof_replacement (JOBTYPE 16, added or replaced roofing), siding_replacement (17, siding), flooring_replacement (25, carpeting, flooring, paneling, ceiling tiles or drywall), deck_addition (15, porch, deck, patio, or terrace) and garage_addition (14, attached garage or carport). The codes' meanings are the AHS codebook's labels for 2015–2023 as two unrelated public readers of project.csv quote them. Each answer's missing.scope says how the code's jobs differ from the type's scope norm (no size, no material; what else a code counts). Codes 18 (doors or windows) and 23 (electrical) are not used: REMDB prices window_replacement and electrical_panel_upgrade by the unit. In the bundle the five types stay coming_soon and name the pull."},
	{Version: "1.3.0", Date: "2026-11-26", Change: "new_construction_sfh: a place is priced at the Census SOC median contract price per ft² of its Census region, a tier or a metro at its regions' medians weighted by its Census BPS 2024 1-unit permits; the national tier keeps the US median. The BPS value per 1-unit permit no longer indexes the price: tested against the SOC regional prices (TestPermitIndexAgainstSOC) it errs by more than the within-region differences it would add, being a value per house (it grows with house size). It is shown in inputs as permit_value_index_not_applied, and not at all for a place with fewer than 28 1-unit permits (permit_small_sample). A county with no 1-unit permit in 2024 is now priced at its region's median (before: not_carried)."},
	{Version: "1.2.0", Date: "2026-11-26", Change: "Pulled releases make types live: window_replacement and electrical_panel_upgrade from NREL REMDB 2024's whole Machine Read sheet (`plumbline data pull remdb-2024`; the row the scope norm selects, at the norm's metric and quantity, escalated by the norm's PPI series), and kitchen_remodel_midrange and bath_remodel_midrange from the American Housing Survey's home-improvement jobs (`plumbline data pull ahs-national`; survey-weighted p25/p50/p75 of professionally done jobs, national and by Census division, escalated by PPI WPUIP232100). A pulled REMDB sheet stands in for the bundled subset in hvac_replacement (same row, same figure). In the bundle those four types stay coming_soon and name the pull."},
	{Version: "1.1.0", Date: "2026-11-26", Change: "new_construction_sfh gains durations: duration_days_p25/p50/p75 (and months) from start to completion of new single-family houses built for sale and sold, completed in the SOC file's year, as survey-weighted quantiles of the Census SOC public-use microdata (bundled: the 2020 file's extract; a `data pull soc-puf` of a complete later file replaces it); the national tier carries the national figure, benchmarks_local the place's Census division figure, metro-size tiers none (the file has no metro geography). Places now name their Census division."},
	{Version: "1.0.0", Date: "2026-11-24", Change: "First version: new_construction_sfh (Census SOC median $/ft² × 2,000 ft², tiers indexed by Census BPS 2024 value per 1-unit building) and hvac_replacement (NREL REMDB 2024 ducted heat pump regression at the hvac/manual-j size of a reference house, escalated by PPI PCU23822X23822X); the other 13 types coming_soon."},
}

// Limitations are the known weaknesses of the current version.
var Limitations = []string{
	"Durations: new_construction_sfh only, from SOC houses built for sale and sold (contractor-built houses on the owner's land, which usually take longer, and owner-built houses are not in them; the cost figure's contract price covers those, so cost and duration describe different houses); month granularity (a house started and completed in the same month counts 0 months; each quantile may be a month off either way); national and Census-division geography only (no metro, county or metro-size tier has a duration); the bundled extract keeps only houses sold by the time the 2020 file was made.",
	"No labor/materials split and no labor hours: no cited productivity source is held; the cost sources are installed totals. Wages are shown by benchmarks_local but not applied.",
	"new_construction_sfh: the SOC table gives a median and an average, no quartiles, so p25/p75 are null; the 2,000 ft² floor area is curated, not the Census median; the SOC figure is for contractor-built houses on the owner's land.",
	"new_construction_sfh geography: the SOC measures the price per ft² for the nation and the four Census regions only, so every place of a region gets its region's figure (Manhattan and rural New York alike), and the metro-size tiers differ only by the regional mix of their 1-unit permits (about 2 %, below the SOC medians' own sampling error); no held source measures a price below the region. The BPS value per 1-unit permit was tested as a finer index and rejected (docs/decisions.md, Benchmarks); counties the geography does not know (e.g. Connecticut planning regions) count in the nation and their region only.",
	"hvac_replacement: national only (REMDB has no regional factor); REMDB low/mid/high are roughly the 10th/50th/90th percentiles (not verified against NREL's documentation) and are shown as cost_usd_low/p50/high, not as quartiles; the reference house's design temperatures, infiltration and some U-factors are curated assumptions (see the scope norm's source column).",
	"The SOC extract and the REMDB subset were transcribed from text copies; re-verify against the Census xls and the REMDB workbook when reachable.",
	"window_replacement and electrical_panel_upgrade (live after `plumbline data pull remdb-2024`): the scope norm picks the row by its Name and a metric matched as a substring (a U-factor for windows, amperage for panels), which could not be checked against the real workbook here; if the real rows are priced otherwise the type stays coming_soon and names the rows it found. National only.",
	"The AHS-priced types (live after `plumbline data pull ahs-national`: kitchen_remodel_midrange 13, bath_remodel_midrange 12, roof_replacement 16, siding_replacement 17, flooring_replacement 25, deck_addition 15, garage_addition 14): household-reported costs of every professionally done job of the JOBTYPE code, whatever its size or material (AHS does not size or grade a job); flooring's code also counts paneling, ceiling tiles and drywall, deck's porches, patios and terraces, garage's carports; quartiles use the final weight only (no replicate-weight standard errors); PPI WPUIP232100 is an input-cost index for residential maintenance and repair, not a contractor output price. The code labels are the codebook's as public readers of the file quote it; the Census codebook itself was not reachable here. kitchen_remodel_major, bath_remodel_major, exterior_painting and basement_finish have no code of their own and stay coming_soon.",
}

// Methodology is benchmarks_methodology's answer.
type Methodology struct {
	ID          string            `json:"methodology_id"`
	Version     string            `json:"methodology_version"`
	Changelog   []Change          `json:"changelog"`
	Tiers       map[string]string `json:"tiers"`
	Types       []methodologyType `json:"project_types"`
	Sources     []Source          `json:"sources"`
	ScopeNorms  Norms             `json:"scope_norms"`
	Confidence  map[string]string `json:"confidence"`
	Limitations []string          `json:"limitations"`
	Refused     []string          `json:"refused_sources"`
	Dataset     string            `json:"dataset_version"`
}

type methodologyType struct {
	Slug    string `json:"project_type"`
	Status  string `json:"status"`
	Formula string `json:"formula,omitempty"`
	Missing string `json:"missing,omitempty"`
}

var formulas = map[string]string{
	"new_construction_sfh": "cost_usd_p50 = usd_per_sqft × floor_area_sqft (scope norm); usd_per_sqft = Σ_r weight_r × soc_median_usd_per_sqft(Census region r, latest start year), weight_r = the tier's or place's Census BPS 2024 1-unit units in region r ÷ its units in every region (a county: 1 for its state's region); national tier: the US median. The BPS value per 1-unit building is shown (permit_value_index_not_applied), not applied. duration_months_pP = min{m : Σ WEIGHT of houses with COMP − STRT ≤ m ≥ P/100 × Σ WEIGHT} over SOC houses with a start, completion and sale month, completed in the file's year (the nation, or the place's Census division: DIV); duration_days_pP = round(duration_months_pP × 30.4375).",
	"hvac_replacement":     "tons = ceil(max(cooling_tons, heating_load_btuh / 12000) of calc_hvac_manual_j(reference house) / 0.5) × 0.5, kept in [1.5, 5]; cost_2023_L = (pm1_coef_L × tons + pm2_coef_L × SEER + intercept_L) × multiplier_retrofit + adder_retrofit for L = low, mid, high (REMDB row air_source_heat_pump_centrally_ducted); cost_L = cost_2023_L × PPI(PCU23822X23822X, latest month) ÷ mean(PPI(PCU23822X23822X, 2023-01..2023-12)); p50 = mid.",
}

// Method builds the methodology answer of the bundle (no pulled release).
func Method(norms Norms, version string) Methodology { return MethodFor(norms, version, nil) }

// MethodFor builds the methodology answer for a version's inputs: a type a
// pulled release made live says so.
func MethodFor(norms Norms, version string, in *Inputs) Methodology {
	m := Methodology{ID: MethodologyID, Version: MethodologyVersion, Changelog: Changelog, ScopeNorms: norms, Limitations: Limitations, Dataset: version,
		Tiers: map[string]string{
			TierNational:  "every county in the Census BPS 2024 county file",
			TierMSALarge:  "counties of metropolitan CBSAs (OMB 2023) whose 2024 population (sum of Census county estimates) exceeds 1,000,000",
			TierMSAMedium: "counties of metropolitan CBSAs of 250,000 to 1,000,000",
			TierMSASmall:  "counties of metropolitan CBSAs under 250,000",
			TierRural:     "counties outside any metropolitan CBSA (micropolitan or no CBSA)",
		},
		Confidence: map[string]string{
			"measured":                "read directly from a published statistic",
			"derived":                 "computed from measured statistics and curated scope quantities by a stated formula",
			"derived_industry_method": "a published cost model (e.g. NREL REMDB's regression) evaluated at our scope quantities",
			"interpolated":            "filled between measured points (not used in this version)",
		},
		Refused: []string{"RSMeans and any RSMeans-derived table (DOE Scout envelope baselines, city cost indexes)", "NAHB cost surveys", "Remodeling magazine Cost vs Value"},
		Sources: []Source{
			{File: FileSOC, Publisher: srcSOC.Publisher, Period: "houses started 2018–2025 (latest year used)"},
			{File: FileSOCPUF, Publisher: socPublisher(FileSOCPUF), Period: "houses completed in 2020", Detail: "durations; replaced by " + FilePulledSOCPUF + " after data pull soc-puf"},
			{File: FileDivisions, Publisher: "U.S. Census Bureau, Census Regions and Divisions of the United States", Period: "current definition", Detail: "state → Census division of a place"},
			{File: FilePermits, Publisher: srcBPS.Publisher, Period: "2024 annual"},
			{File: FileREMDB, Publisher: srcREM.Publisher, Period: "2023 dollars (REMDB release 2024-12-23)"},
			{File: "costs/ppi (via the costs area)", Publisher: "BLS Producer Price Index", Period: "2023-01 to the latest month held", Detail: ppiHVAC},
			{File: "costs/oews (via the costs area)", Publisher: "BLS Occupational Employment and Wage Statistics", Period: "as the costs area serves it", Detail: "wages shown by benchmarks_local"},
			srcGeo, srcNorm,
		},
	}
	for _, t := range ProjectTypes {
		live, missing := typeState(t, in, norms)
		formula := formulas[t.Slug]
		if formula == "" {
			formula = remodelFormulas[t.Slug]
		}
		m.Types = append(m.Types, methodologyType{Slug: t.Slug, Status: statusOf(live), Formula: formula, Missing: missing})
	}
	m.Sources = append(m.Sources, remodelSources...)
	return m
}

func (a api) methodology(ctx context.Context, version string, _ reference.Args) (any, error) {
	// The methodology answers whatever the store holds (as it did before
	// pulled types): without the version's inputs it describes the bundle.
	in, err := a.st.Inputs(ctx, version)
	if err != nil {
		in = nil
	}
	return MethodFor(a.e.norms, version, in), nil
}
