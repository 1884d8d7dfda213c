// Package geo is the geography every reference area resolves places with:
// counties (Census names and 2024 population), ZIP codes (GeoNames primary
// county) and core-based statistical areas (OMB 2023 delineation), with its
// parser and its Postgres and in-memory stores.
package geo

import "context"

// Area is this area's name in a dataset.
const Area = "geo"

// County is a county (or equivalent), its state, population and CBSA.
type County struct {
	FIPS           string `json:"fips"`
	Name           string `json:"name"`
	StateAbbr      string `json:"state_abbr"`
	State          string `json:"state"`
	Population     int    `json:"population"`      // Census estimate for PopulationYear
	PopulationYear int    `json:"population_year"` // 2024
	CBSA           string `json:"cbsa"`            // "" outside every CBSA
	CBSATitle      string `json:"cbsa_title"`
	CBSAType       string `json:"cbsa_type"` // "metro", "micro" or ""
}

// ZIP is a ZIP code's state and primary county.
type ZIP struct {
	ZIP        string `json:"zip"`
	StateAbbr  string `json:"state_abbr"`
	CountyFIPS string `json:"county_fips"`
	PlaceName  string `json:"place_name"`
}

// CBSA is a metropolitan or micropolitan statistical area: its counties and
// their summed population.
type CBSA struct {
	Code  string `json:"code"`
	Title string `json:"title"`
	Type  string `json:"type"` // "metro" or "micro"
	// Population sums the counties of the Census county estimates;
	// PopulationYear is 0 when none is there (Puerto Rico's CBSAs, whose
	// municipios the estimates we hold do not cover): population unknown.
	Population     int      `json:"population"`
	PopulationYear int      `json:"population_year"`
	Counties       []string `json:"counties"` // FIPS codes, sorted; Puerto Rico's municipios included
}

// Store resolves places for a dataset version. Each lookup answers
// ENOTFOUND naming what is missing, and EUNAVAILABLE when the embedded
// default started without the geography files.
type Store interface {
	County(ctx context.Context, version, fips string) (County, error)
	ZIP(ctx context.Context, version, zip string) (ZIP, error)
	CBSA(ctx context.Context, version, code string) (CBSA, error)
}
