package calc

import "fmt"

// electrical/conduit-size: the smallest trade size of a raceway for a set of
// conductors, NEC Chapter 9 Tables 1, 4 and 5 (Note 7 for one size).

type electricalConduitSizeGroup struct {
	Size       string `json:"size" calc:"required,enum=14|12|10|8|6|4|3|2|1|1/0|2/0|3/0|4/0|250|300|350|400|500" doc:"Conductor size, AWG or kcmil."`
	Insulation string `json:"insulation" calc:"default=thhn,enum=thhn|xhhw" doc:"thhn: Types THHN, THWN, THWN-2; xhhw: Types XHH, XHHW, XHHW-2 (Chapter 9 Table 5 areas)."`
	Count      int    `json:"count" calc:"required,min=1,max=500" doc:"Number of conductors of this size and insulation, equipment grounding conductors included (Chapter 9 Note 3)."`
}

type electricalConduitSizeIn struct {
	Raceway    string                       `json:"raceway" calc:"default=emt,enum=emt|rmc|imc|pvc40|pvc80|fmc|lfmc|ent" doc:"Raceway: EMT, RMC, IMC, rigid PVC Schedule 40 or 80, FMC, LFMC or ENT (Chapter 9 Table 4, trade sizes 1/2 to 4; ENT to 2)."`
	Conductors []electricalConduitSizeGroup `json:"conductors" calc:"required,items=1..10" doc:"The conductors in the raceway, by size and insulation."`
}

type electricalConduitSizeOut struct {
	TradeSize         string  `json:"trade_size" doc:"Smallest trade size whose Table 1 fill holds the conductors."`
	ConductorCount    int     `json:"conductor_count" doc:"Number of conductors."`
	ConductorAreaSqin float64 `json:"conductor_area_sqin" calc:"places=4" doc:"Sum of the conductor areas (Chapter 9 Table 5), in²."`
	RacewayAreaSqin   float64 `json:"raceway_area_sqin" calc:"places=4" doc:"Total internal area of trade_size (Chapter 9 Table 4, 100 %), in²."`
	AllowedPct        float64 `json:"allowed_pct" doc:"Chapter 9 Table 1 limit: 53 % for one conductor, 31 % for two, 40 % for more."`
	FillPct           float64 `json:"fill_pct" calc:"places=2" doc:"conductor_area_sqin as a percent of raceway_area_sqin (above allowed_pct only where Note 7 lets conductors of one size round up)."`
	SameSizeMax       int     `json:"same_size_max" doc:"When every conductor is one size and insulation: the most of them trade_size holds, rounding up at a decimal of 0.8 or more (Note 7), as Informative Annex C tabulates; 0 for a mix."`
	CodeReference     string  `json:"code_reference" doc:"The percent-fill table."`
}

var electricalConduitSize = Define(Definition[electricalConduitSizeIn, electricalConduitSizeOut]{
	Category:       "electrical",
	Kind:           "conduit-size",
	Title:          "Conduit size for a set of conductors",
	Summary:        "Smallest trade size of EMT, RMC, IMC, PVC Schedule 40 or 80, FMC, LFMC or ENT (NEC Chapter 9 Table 4) for THHN/THWN-2 or XHHW-2 conductors (Table 5) within the Table 1 fill of 53/31/40 %, conductors of one size counted by Note 7 as in Informative Annex C. More conductors than the largest carried trade size holds (4, or 2 for ENT) answer 422 beyond_table.",
	CodeReferences: []string{electricalConduitRef},
	Compute: func(in electricalConduitSizeIn) (electricalConduitSizeOut, error) {
		var out electricalConduitSizeOut
		same := true
		for _, g := range in.Conductors {
			i := electricalSizeIndex(g.Size)
			each := electricalTHHNAreaSqin[i]
			if g.Insulation == "xhhw" {
				each = electricalXHHWAreaSqin[i]
			}
			out.ConductorCount += g.Count
			out.ConductorAreaSqin += float64(g.Count) * each
			same = same && g.Size == in.Conductors[0].Size && g.Insulation == in.Conductors[0].Insulation
		}
		pct := electricalFillPct(out.ConductorCount, false)
		each := out.ConductorAreaSqin / float64(out.ConductorCount)
		areas := electricalRacewayAreaSqin[in.Raceway]
		for i, area := range areas {
			if area == 0 {
				break // the table's last size for this raceway
			}
			fits := out.ConductorAreaSqin <= area*pct/100+1e-9
			maxSame := 0
			if same {
				maxSame = electricalMaxSameSize(area, each, false)
				fits = out.ConductorCount <= maxSame
			}
			if fits {
				out.TradeSize = electricalTradeSizes[i]
				out.RacewayAreaSqin = area
				out.AllowedPct = pct
				out.FillPct = out.ConductorAreaSqin / area * 100
				out.SameSizeMax = maxSame
				out.CodeReference = electricalConduitRef
				return out, nil
			}
		}
		return out, Invalid("conductors", "beyond_table", "%s in² of conductors is more than the largest carried %s holds: %s",
			fmt.Sprintf("%.4f", out.ConductorAreaSqin), in.Raceway, "use parallel raceways or a larger size by design")
	},
})
