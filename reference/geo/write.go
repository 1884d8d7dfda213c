package geo

import (
	"context"
	"maps"
	"slices"

	"github.com/plumbline-api/plumbline/reference"
)

// Write copies the geography into ref_counties, ref_zips and ref_cbsas.
func (d *Data) Write(_ context.Context, w *reference.Writer) error {
	v := w.Version()
	counties := slices.Sorted(maps.Keys(d.Counties))
	if err := w.Copy("ref_counties", []string{"version", "fips", "name", "state_abbr", "state", "population", "population_year", "cbsa", "cbsa_title", "cbsa_type"},
		len(counties), func(i int) []any {
			c := d.Counties[counties[i]]
			return []any{v, c.FIPS, c.Name, c.StateAbbr, c.State, c.Population, c.PopulationYear, c.CBSA, c.CBSATitle, c.CBSAType}
		}); err != nil {
		return err
	}
	zips := slices.Sorted(maps.Keys(d.ZIPs))
	if err := w.Copy("ref_zips", []string{"version", "zip", "state_abbr", "county_fips", "place_name"}, len(zips), func(i int) []any {
		z := d.ZIPs[zips[i]]
		return []any{v, z.ZIP, z.StateAbbr, z.CountyFIPS, z.PlaceName}
	}); err != nil {
		return err
	}
	cbsas := slices.Sorted(maps.Keys(d.CBSAs))
	return w.Copy("ref_cbsas", []string{"version", "code", "title", "type", "population", "population_year", "counties"}, len(cbsas), func(i int) []any {
		c := d.CBSAs[cbsas[i]]
		return []any{v, c.Code, c.Title, c.Type, c.Population, c.PopulationYear, c.Counties}
	})
}
