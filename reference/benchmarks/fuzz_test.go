package benchmarks_test

import (
	"testing"

	"github.com/plumbline-api/plumbline/reference/benchmarks"
	"github.com/plumbline-api/plumbline/reference/geo"
)

// FuzzLocal: any project type, tier and place a client sends is answered
// with a 200, 404 or 422, never a 500.
func FuzzLocal(f *testing.F) {
	for _, s := range [][4]string{{"new_construction_sfh", "78701", "", ""}, {"hvac_replacement", "", "48453", ""}, {"x", "", "", "12420"},
		{"new_construction_sfh", "0", "\x00", "99999"}, {"roof_replacement", "", "", ""}, {"NEW_CONSTRUCTION_SFH", "01005", "", ""}} {
		f.Add(s[0], s[1], s[2], s[3])
	}
	ds, _ := loaded()
	area := benchmarks.Area(benchmarks.NewMemoryStore(ds), geo.NewMemoryStore(ds), testDeps())
	f.Fuzz(func(t *testing.T, pt, zip, county, msa string) {
		args := map[string]string{"project_type": pt}
		for k, v := range map[string]string{"zip": zip, "county": county, "msa": msa} {
			if v != "" {
				args[k] = v
			}
		}
		for _, op := range []string{"benchmarks_local", "benchmarks_get"} {
			a := args
			if op == "benchmarks_get" {
				a = map[string]string{"project_type": pt, "tier": zip}
			}
			_, status, err := run(t.Context(), area, ds.Version, op, a)
			if status != 200 && status != 404 && status != 422 {
				t.Fatalf("%s %q: status %d %v", op, a, status, err)
			}
		}
	})
}
