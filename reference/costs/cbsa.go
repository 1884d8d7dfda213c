package costs

import (
	"fmt"
	"maps"
	"slices"

	"github.com/plumbline-api/plumbline/reference/geo"
)

// sumCBSAs derives every CBSA's permit rows from its member counties' rows
// under the delineation g: one row per year any member has, each class's
// buildings, units and value the sum of the members' (Census publishes
// CBSA files of its own, and republished sums have counted a duplicated
// county twice: none is read). A year's members must share its period.
func sumCBSAs(counties map[string][]*PermitRow, g *geo.Data) (map[string][]*PermitRow, error) {
	out := map[string][]*PermitRow{}
	for _, code := range slices.Sorted(maps.Keys(g.CBSAs)) {
		c := g.CBSAs[code]
		byYear := map[int]*PermitRow{}
		for _, fips := range c.Counties { // sorted: members in FIPS order
			for _, r := range counties[fips] {
				s := byYear[r.Year]
				if s == nil {
					s = &PermitRow{Kind: "cbsa", Code: code, Year: r.Year, Period: r.Period, Name: c.Title, Values: make([]int64, len(cbsaNumeric))}
					byYear[r.Year] = s
				}
				if s.Period != r.Period {
					return nil, fmt.Errorf("costs: CBSA %s %d: county %s is %s, county %s is %s; a year's members must share one period",
						code, r.Year, s.Members[0].Code, s.Period, fips, r.Period)
				}
				for i := range s.Values {
					s.Values[i] += r.Values[i]
				}
				s.Members = append(s.Members, r)
			}
		}
		for _, y := range slices.Sorted(maps.Keys(byYear)) {
			out[code] = append(out[code], byYear[y])
		}
	}
	return out, nil
}

// missingMembers are the counties of the CBSA's delineation with no row
// in r's year: the sum covers the others.
func missingMembers(r *PermitRow, members []string) []string {
	var out []string
	for _, fips := range members {
		if !slices.ContainsFunc(r.Members, func(m *PermitRow) bool { return m.Code == fips }) {
			out = append(out, fips)
		}
	}
	return out
}
