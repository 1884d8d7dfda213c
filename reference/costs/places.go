package costs

import (
	"maps"
	"slices"

	"github.com/plumbline-api/plumbline/reference/geo"
)

// placeText are the text columns of a pulled place file, in the order
// PermitRow.Text keeps (Census's place file columns, renamed).
var placeText = []string{"state_fips", "place_id", "county_code", "census_place_code", "fips_place", "fips_mcd", "population", "csa", "cbsa",
	"footnote_code", "central_city", "zip_code", "region_code", "division_code", "months_reported"}

// placeCol is the index of a column in placeText.
func placeCol(name string) int { return slices.Index(placeText, name) }

// County is the fips5 of the county a place's row lies in (Census's county
// code in the place file: a Connecticut planning region from 2023).
func (r *PermitRow) County() string {
	if r.Kind != "place" {
		return ""
	}
	return r.Text[placeCol("state_fips")] + r.Text[placeCol("county_code")]
}

// placeJurisdiction is the code a place is asked by: US-PL-XX-NNNNNN,
// the state's USPS code and Census's six-digit permit-place id.
func placeJurisdiction(code string) string {
	return "US-PL-" + geo.StateAbbrByFIPS(code[:2]) + "-" + code[2:]
}

// placesIn lists each county's places under the county of their latest
// row, with their latest names.
func placesIn(places map[string][]*PermitRow) map[string][]PlaceRef {
	out := map[string][]PlaceRef{}
	for _, code := range slices.Sorted(maps.Keys(places)) {
		last := places[code][len(places[code])-1]
		out[last.County()] = append(out[last.County()], PlaceRef{Jurisdiction: placeJurisdiction(code), Name: last.Name})
	}
	return out
}
