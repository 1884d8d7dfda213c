package benchmarks

import (
	"strings"
	"testing"
)

// sfhInputs are the SOC rows of one year for the nation and two regions,
// and a national tier with region parts.
func sfhInputs() *Inputs {
	rows := []SOCRow{}
	for geo, v := range map[string]float64{"US": 100, "R1": 120, "R3": 90} {
		rows = append(rows, SOCRow{Year: 2025, GeoCode: geo, Statistic: "median", USDPerSqft: v}, SOCRow{Year: 2025, GeoCode: geo, Statistic: "average", USDPerSqft: v + 10})
	}
	nat := Permits{Kind: "tier", Code: TierNational, Year: 2024, Counties: 2, Units: 100, ValueUSD: 3e7,
		Regions: []Permits{{Kind: kindTierRegion, Code: "national/R1", Units: 25}, {Kind: kindTierRegion, Code: "national/R3", Units: 75}}}
	return &Inputs{SOC: rows, Tiers: map[string]Permits{TierNational: nat}}
}

// TestSFHRegionEdges: the cases the bundled data does not reach answer
// not_carried with a reason, or (the nation) the US median.
func TestSFHRegionEdges(t *testing.T) {
	e := engine{norms: DefaultNorms()}
	in := sfhInputs()
	for _, c := range []struct {
		name string
		p    Permits
		want string // "" live, else a part of the reason
		p50  float64
	}{
		{"a tier's regions weighted by its units", Permits{Kind: "tier", Code: TierRural, Year: 2024, Units: 4,
			Regions: []Permits{{Code: "rural/R1", Units: 1}, {Code: "rural/R3", Units: 3}}}, "", (0.25*120 + 0.75*90) * 2000},
		{"a county in one region", Permits{Kind: "county", Code: "36061", Year: 2024}, "", 120 * 2000},
		{"a county outside the regions", Permits{Kind: "county", Code: "72127", Year: 2024}, "outside the four Census regions", 0},
		{"a metro across regions without permits", Permits{Kind: "cbsa", Code: "37980", Year: 2024,
			Regions: []Permits{{Code: "37980/R1"}, {Code: "37980/R3"}}}, "nothing weights their prices", 0},
		{"a metro in one region without permits", Permits{Kind: "cbsa", Code: "35620", Year: 2024, Regions: []Permits{{Code: "35620/R1"}}}, "", 120 * 2000},
		{"a tier without region sums", Permits{Kind: "tier", Code: TierMSALarge, Year: 2024, Units: 5}, "is in a Census region", 0},
		{"a region the SOC lacks", Permits{Kind: "county", Code: "06037", Year: 2024}, "no West median", 0},
		{"the nation without region sums", Permits{Kind: "tier", Code: TierNational, Year: 2024, Units: 100, ValueUSD: 3e7}, "", 100 * 2000},
	} {
		f, err := e.sfh(in, "x", c.p)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		switch {
		case c.want == "" && (f.Status != "live" || *f.CostP50 != c.p50):
			t.Errorf("%s: %s %v %s, want live %v", c.name, f.Status, f.CostP50, f.ConfidenceReason, c.p50)
		case c.want != "" && (f.Status != "not_carried" || !strings.Contains(f.ConfidenceReason, c.want)):
			t.Errorf("%s: %s %q, want not_carried naming %q", c.name, f.Status, f.ConfidenceReason, c.want)
		}
	}
}
