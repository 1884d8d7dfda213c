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
	{Version: "1.3.0", Date: "2026-11-26", Change: "new_construction_sfh: a place is priced at the Census SOC median contract price per ft² of its Census region, a tier or a metro at its regions' medians weighted by its Census BPS 2024 1-unit permits; the national tier keeps the US median. The BPS value per 1-unit permit no longer indexes the price: tested against the SOC regional prices (TestPermitIndexAgainstSOC) it errs by more than the within-region differences it would add, being a value per house (it grows with house size). It is shown in inputs as permit_value_index_not_applied, and not at all for a place with fewer than 28 1-unit permits (permit_small_sample). A county with no 1-unit permit in 2024 is now priced at its region's median (before: not_carried)."},
	{Version: "1.0.0", Date: "2026-11-24", Change: "First version: new_construction_sfh (Census SOC median $/ft² × 2,000 ft², tiers indexed by Census BPS 2024 value per 1-unit building) and hvac_replacement (NREL REMDB 2024 ducted heat pump regression at the hvac/manual-j size of a reference house, escalated by PPI PCU23822X23822X); the other 13 types coming_soon."},
}

// Limitations are the known weaknesses of the current version.
var Limitations = []string{
	"No duration figures: the Census SOC months-from-start-to-completion table is not held.",
	"No labor/materials split and no labor hours: no cited productivity source is held; the cost sources are installed totals. Wages are shown by benchmarks_local but not applied.",
	"new_construction_sfh: the SOC table gives a median and an average, no quartiles, so p25/p75 are null; the 2,000 ft² floor area is curated, not the Census median; the SOC figure is for contractor-built houses on the owner's land.",
	"new_construction_sfh geography: the SOC measures the price per ft² for the nation and the four Census regions only, so every place of a region gets its region's figure (Manhattan and rural New York alike), and the metro-size tiers differ only by the regional mix of their 1-unit permits (about 2 %, below the SOC medians' own sampling error); no held source measures a price below the region. The BPS value per 1-unit permit was tested as a finer index and rejected (docs/decisions.md, Benchmarks); counties the geography does not know (e.g. Connecticut planning regions) count in the nation and their region only.",
	"hvac_replacement: national only (REMDB has no regional factor); REMDB low/mid/high are roughly the 10th/50th/90th percentiles (not verified against NREL's documentation) and are shown as cost_usd_low/p50/high, not as quartiles; the reference house's design temperatures, infiltration and some U-factors are curated assumptions (see the scope norm's source column).",
	"The SOC extract and the REMDB subset were transcribed from text copies; re-verify against the Census xls and the REMDB workbook when reachable.",
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
	"new_construction_sfh": "cost_usd_p50 = usd_per_sqft × floor_area_sqft (scope norm); usd_per_sqft = Σ_r weight_r × soc_median_usd_per_sqft(Census region r, latest start year), weight_r = the tier's or place's Census BPS 2024 1-unit units in region r ÷ its units in every region (a county: 1 for its state's region); national tier: the US median. The BPS value per 1-unit building is shown (permit_value_index_not_applied), not applied.",
	"hvac_replacement":     "tons = ceil(max(cooling_tons, heating_load_btuh / 12000) of calc_hvac_manual_j(reference house) / 0.5) × 0.5, kept in [1.5, 5]; cost_2023_L = (pm1_coef_L × tons + pm2_coef_L × SEER + intercept_L) × multiplier_retrofit + adder_retrofit for L = low, mid, high (REMDB row air_source_heat_pump_centrally_ducted); cost_L = cost_2023_L × PPI(PCU23822X23822X, latest month) ÷ mean(PPI(PCU23822X23822X, 2023-01..2023-12)); p50 = mid.",
}

// Method builds the methodology answer.
func Method(norms Norms, version string) Methodology {
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
			{File: FilePermits, Publisher: srcBPS.Publisher, Period: "2024 annual"},
			{File: FileREMDB, Publisher: srcREM.Publisher, Period: "2023 dollars (REMDB release 2024-12-23)"},
			{File: "costs/ppi (via the costs area)", Publisher: "BLS Producer Price Index", Period: "2023-01 to the latest month held", Detail: ppiHVAC},
			{File: "costs/oews (via the costs area)", Publisher: "BLS Occupational Employment and Wage Statistics", Period: "as the costs area serves it", Detail: "wages shown by benchmarks_local"},
			srcGeo, srcNorm,
		},
	}
	for _, t := range ProjectTypes {
		m.Types = append(m.Types, methodologyType{Slug: t.Slug, Status: status(t), Formula: formulas[t.Slug], Missing: t.Missing})
	}
	return m
}

func (a api) methodology(_ context.Context, version string, _ reference.Args) (any, error) {
	return Method(a.e.norms, version), nil
}
