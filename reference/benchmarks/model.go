// Package benchmarks is the Benchmarks reference area: typical cost (and,
// when a source exists, duration) of 15 residential project types in 5
// geography tiers. A type is live only when every figure it publishes is
// recomputable from cited public files and our own calculators; the others
// answer coming_soon naming what is missing (docs/decisions.md, Benchmarks).
package benchmarks

// Name is the area's name in a dataset.
const Name = "benchmarks"

// Methodology identity: every answer names the version that made it.
const (
	MethodologyID      = "plumbline-benchmarks"
	MethodologyVersion = "1.4.0"
)

// Tiers, from the county populations and the county→CBSA crosswalk.
const (
	TierNational  = "national"
	TierMSALarge  = "msa_large"  // metropolitan CBSA population > 1,000,000
	TierMSAMedium = "msa_medium" // 250,000 – 1,000,000
	TierMSASmall  = "msa_small"  // < 250,000
	TierRural     = "rural"      // counties outside every metropolitan CBSA
)

// Tiers in the order answers list them.
var Tiers = []string{TierNational, TierMSALarge, TierMSAMedium, TierMSASmall, TierRural}

// TierOf classifies a metropolitan CBSA population; micropolitan and
// non-CBSA counties are rural (outside any metro).
func TierOf(metro bool, cbsaPopulation int) string {
	switch {
	case !metro:
		return TierRural
	case cbsaPopulation > 1_000_000:
		return TierMSALarge
	case cbsaPopulation >= 250_000:
		return TierMSAMedium
	default:
		return TierMSASmall
	}
}

// ProjectType is one of the 15 standardized project types.
type ProjectType struct {
	Slug    string
	Title   string
	Scope   string // the scope summary a client reads
	Live    bool   // figures are computed (new_construction_sfh, hvac_replacement)
	Missing string // for coming_soon: what no held source grounds
}

// noDollars is the shared reason of the types no held or pulled file prices.
const noDollars = "no public, non-proprietary installed-cost source for this scope is held (searched: REMDB 2024 full workbook, Census C30 detail, city permit microdata; RSMeans/NAHB/Cost vs Value refused); no duration source either (the Census SOC times new houses only)"

// noAHS is the reason of the types the American Housing Survey prices once
// its public-use file is pulled (ahs.go).
const noAHS = "the bundle holds no installed-cost source for this scope; the American Housing Survey's home-improvement jobs price it, but its public-use file is not bundled; no duration source"

// ProjectTypes are the 15 slugs of issue 13, in its order.
var ProjectTypes = []ProjectType{
	{Slug: "new_construction_sfh", Title: "New single-family house", Live: true,
		Scope: "A new contractor-built single-family house of 2,000 ft² (lot excluded): Census SOC median contract price per ft² of the place's Census region (the nation's for the national tier; a tier or metro across regions weights them by its 1-unit permits) × floor area; duration p25/p50/p75 (days) from start to completion of SOC houses built for sale and sold (another universe than the contract price's), from the SOC public-use microdata, nationally and by Census division."},
	{Slug: "kitchen_remodel_midrange", Title: "Kitchen remodel (midrange)", Scope: "Midrange kitchen remodel: cabinets refaced or replaced, counters, sink, appliances, flooring.", Missing: noAHS},
	{Slug: "kitchen_remodel_major", Title: "Kitchen remodel (major)", Scope: "Major kitchen remodel: new layout, custom cabinets, stone counters, built-in appliances.", Missing: noDollars},
	{Slug: "bath_remodel_midrange", Title: "Bathroom remodel (midrange)", Scope: "Midrange remodel of a 40 ft² bathroom: fixtures, tile, vanity.", Missing: noAHS},
	{Slug: "bath_remodel_major", Title: "Bathroom remodel (major)", Scope: "Major bathroom remodel or expansion with new layout and fixtures.", Missing: noDollars},
	{Slug: "roof_replacement", Title: "Roof replacement", Scope: "Tear-off and reroof of 30 squares of asphalt shingles.", Missing: noAHS},
	{Slug: "siding_replacement", Title: "Siding replacement", Scope: "Replace the siding of a two-story house.", Missing: noAHS},
	{Slug: "window_replacement", Title: "Window replacement", Scope: "Replace the windows of a house.", Missing: "REMDB 2024 prices windows, but only in the full workbook, which the bundle does not hold (the subset held has no window rows); DOE Scout window costs are RSMeans-derived and refused; no duration source"},
	{Slug: "exterior_painting", Title: "Exterior painting", Scope: "Repaint the exterior of a house.", Missing: noDollars},
	{Slug: "flooring_replacement", Title: "Flooring replacement", Scope: "Replace the flooring of a set area.", Missing: noAHS},
	{Slug: "hvac_replacement", Title: "HVAC replacement", Live: true,
		Scope: "Replace a central ducted system with a ducted air-source heat pump sized by our hvac/manual-j calculator for a 2,000 ft² reference house (SEER 15): NREL REMDB 2024 retrofit cost model, escalated with the BLS PPI for plumbing, heating and air-conditioning contractors."},
	{Slug: "electrical_panel_upgrade", Title: "Electrical panel upgrade", Scope: "Replace a service panel with a 200 A panel.", Missing: "REMDB 2024 has a 200 A panel row, but only in the full workbook, which the bundle does not hold; no duration source"},
	{Slug: "deck_addition", Title: "Deck addition", Scope: "Build a wood deck.", Missing: noAHS},
	{Slug: "garage_addition", Title: "Garage addition", Scope: "Build an attached garage.", Missing: noAHS},
	{Slug: "basement_finish", Title: "Basement finish", Scope: "Finish a basement: framing, insulation, drywall, electrical, flooring.", Missing: noDollars},
}

// TypeSlugs are the 15 slugs (the path parameter's allowed values).
func TypeSlugs() []string {
	out := make([]string, len(ProjectTypes))
	for i, t := range ProjectTypes {
		out[i] = t.Slug
	}
	return out
}

func typeBySlug(slug string) (ProjectType, bool) {
	for _, t := range ProjectTypes {
		if t.Slug == slug {
			return t, true
		}
	}
	return ProjectType{}, false
}

// Source names a file a figure came from and the period it covers.
type Source struct {
	File      string `json:"file"`
	Publisher string `json:"publisher"`
	Period    string `json:"period"`
	Detail    string `json:"detail,omitempty"`
}

// Figures are one type's answer for one tier (or one place). A field no
// held source grounds is null, with its reason in Missing.
type Figures struct {
	Tier               string            `json:"tier"`
	Status             string            `json:"status"` // live or not_carried
	CostP25            *float64          `json:"cost_usd_p25"`
	CostP50            *float64          `json:"cost_usd_p50"`
	CostP75            *float64          `json:"cost_usd_p75"`
	CostLow            *float64          `json:"cost_usd_low,omitempty"`
	CostHigh           *float64          `json:"cost_usd_high,omitempty"`
	CostBasePeriod     string            `json:"cost_base_period,omitempty"`
	DurationP25        *float64          `json:"duration_days_p25"`
	DurationP50        *float64          `json:"duration_days_p50"`
	DurationP75        *float64          `json:"duration_days_p75"`
	Duration           *Duration         `json:"duration"` // months, geography and source of the duration_days figures
	LaborPct           *float64          `json:"labor_pct"`
	MaterialsPct       *float64          `json:"materials_pct"`
	LaborHours         map[string]any    `json:"labor_hours_breakdown"`
	TradeDependencies  []string          `json:"trade_dependencies"`
	Confidence         string            `json:"confidence,omitempty"`
	ConfidenceReason   string            `json:"confidence_reason"`
	Missing            map[string]string `json:"missing"`
	Sources            []Source          `json:"sources"`
	Inputs             map[string]any    `json:"inputs"`
	MethodologyID      string            `json:"methodology_id"`
	MethodologyVersion string            `json:"methodology_version"`
}

// Permits is the Census BPS 1-unit construction value of a set of
// counties (a tier, a CBSA, a county) for one year.
type Permits struct {
	Kind     string  `json:"kind"` // tier, cbsa or county
	Code     string  `json:"code"`
	Year     int     `json:"year"`
	Counties int     `json:"counties"`
	Units    int64   `json:"u1_units"`
	ValueUSD float64 `json:"u1_value_usd"`
	// Regions are the same sums split by Census region (tiers and CBSAs;
	// stored as kinds tier_region and cbsa_region, codes "<code>/R<n>"):
	// the weights of the regional SOC prices.
	Regions []Permits `json:"-"`
}

// SOCRow is one cell of the Census SOC contract price per ft² table.
type SOCRow struct {
	Year       int     `json:"year"`
	GeoCode    string  `json:"geo_code"`
	Statistic  string  `json:"statistic"`
	USDPerSqft float64 `json:"usd_per_sqft"`
	SheetRow   int     `json:"census_sheet_row"`
	ObsID      string  `json:"usccdb_obs_id"`
}

// REMDBRow is one measure of the REMDB 2024 coefficient subset.
type REMDBRow struct {
	RowID       string     `json:"row_id"`
	OutputUnits string     `json:"output_units"`
	PM1Metric   string     `json:"pm1_metric"`
	PM1         [3]float64 `json:"pm1_coef"` // low, mid, high
	PM1Bounds   [2]float64 `json:"pm1_bounds"`
	PM2Metric   string     `json:"pm2_metric"`
	PM2         [3]float64 `json:"pm2_coef"`
	PM2Bounds   [2]float64 `json:"pm2_bounds"`
	Intercept   [3]float64 `json:"intercept"`
	Multiplier  float64    `json:"multiplier_retrofit"`
	Adder       float64    `json:"adder_retrofit"`
	// Set for rows of a pulled REMDB sheet (pulled.go): the workbook's
	// Name and Class, its sheet row and the file.
	Component string `json:"component,omitempty"`
	Class     string `json:"class,omitempty"`
	SheetRow  int    `json:"sheet_row,omitempty"`
	File      string `json:"file,omitempty"`
}
