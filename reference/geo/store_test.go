package geo_test

import (
	"testing"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/reference/geo"
	"github.com/plumbline-api/plumbline/reference/referencetest"
)

// TestStoreContract asks the memory and the Postgres store the same
// questions about the fixture's geography.
func TestStoreContract(t *testing.T) {
	ds, files := referencetest.Load(t)
	db := referencetest.Imported(t, ds, files)
	for name, st := range map[string]geo.Store{"memory": geo.NewMemoryStore(ds), "postgres": geo.NewPGStore(db)} {
		t.Run(name, func(t *testing.T) {
			ctx, v := t.Context(), ds.Version
			// Los Angeles County: Census 2024 population, OMB 2023 CBSA 31080.
			c, err := st.County(ctx, v, "06037")
			want := geo.County{FIPS: "06037", Name: "Los Angeles County", StateAbbr: "CA", State: "California", Population: 9757179, PopulationYear: 2024,
				CBSA: "31080", CBSATitle: "Los Angeles-Long Beach-Anaheim, CA", CBSAType: "metro"}
			if err != nil || c != want {
				t.Errorf("County(06037) = %+v, %v\nwant %+v", c, err, want)
			}
			// Aleutians East Borough lies outside every CBSA.
			if c, err := st.County(ctx, v, "02013"); err != nil || c.CBSA != "" || c.CBSAType != "" || c.Population != 3632 {
				t.Errorf("County(02013) = %+v, %v", c, err)
			}
			if _, err := st.County(ctx, v, "99999"); plumbline.ErrorCode(err) != plumbline.ENOTFOUND {
				t.Errorf("County(99999): %v", err)
			}
			if z, err := st.ZIP(ctx, v, "94103"); err != nil || z.CountyFIPS != "06075" || z.StateAbbr != "CA" || z.PlaceName != "San Francisco" {
				t.Errorf("ZIP(94103) = %+v, %v", z, err)
			}
			for _, zip := range []string{"96960", "09001", "00000"} { // Marshall Islands, APO: not loaded
				if _, err := st.ZIP(ctx, v, zip); plumbline.ErrorCode(err) != plumbline.ENOTFOUND {
					t.Errorf("ZIP(%s): %v", zip, err)
				}
			}
			// A CBSA's population is its counties' (the fixture holds one
			// county of the Los Angeles metro).
			m, err := st.CBSA(ctx, v, "31080")
			if err != nil || m.Type != "metro" || m.Population != 9757179 || len(m.Counties) != 1 || m.Counties[0] != "06037" {
				t.Errorf("CBSA(31080) = %+v, %v", m, err)
			}
			if _, err := st.CBSA(ctx, v, "00000"); plumbline.ErrorCode(err) != plumbline.ENOTFOUND {
				t.Errorf("CBSA(00000): %v", err)
			}
			if _, err := st.County(ctx, "other", "06037"); plumbline.ErrorCode(err) != plumbline.EUNAVAILABLE && name == "memory" {
				t.Errorf("another version: %v", err)
			}
		})
	}
}
