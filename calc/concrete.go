package calc

func concreteCalculators() []*Calculator {
	return []*Calculator{concreteYards}
}

// concrete/yards: fields and formulas are fixed by the spec.
type concreteYardsIn struct {
	LengthFt    float64 `json:"length_ft" calc:"required,gt=0,max=10000" doc:"Slab length in feet."`
	WidthFt     float64 `json:"width_ft" calc:"required,gt=0,max=10000" doc:"Slab width in feet."`
	DepthIn     float64 `json:"depth_in" calc:"required,gt=0,max=120" doc:"Slab depth (thickness) in inches."`
	WasteFactor float64 `json:"waste_factor" calc:"default=0.10,min=0,max=1" doc:"Fraction added for waste; 0.10 means 10 percent."`
}

type concreteYardsOut struct {
	CubicYards        float64 `json:"cubic_yards" doc:"Volume including waste, cubic yards."`
	CubicFeet         float64 `json:"cubic_feet" doc:"Length x width x depth/12, before waste, cubic feet."`
	Bags60lb          int     `json:"bags_60lb" doc:"60 lb premix bags: ceil(cubic_yards x 45)."`
	Bags80lb          int     `json:"bags_80lb" doc:"80 lb premix bags: ceil(cubic_yards x 36)."`
	WasteIncludedCuyd float64 `json:"waste_included_cuyd" doc:"The waste portion of cubic_yards, cubic yards."`
	CodeReference     string  `json:"code_reference" doc:"The section grounding the calculation."`
}

// The bag yields are the spec's: 45 bags of 60 lb and 36 bags of 80 lb per
// cubic yard (0.60 and 0.75 ft³ per bag). See docs/decisions.md.
const (
	bags60lbPerCuyd = 45
	bags80lbPerCuyd = 36
)

var concreteYards = Define(Definition[concreteYardsIn, concreteYardsOut]{
	Category:       "concrete",
	Kind:           "yards",
	Title:          "Concrete slab volume and premix bags",
	Summary:        "Slab volume in cubic feet and cubic yards with waste, and the 60 lb and 80 lb premix bags to buy (ACI 332; IRC R506 concrete floors on ground).",
	CodeReferences: []string{"IRC R506.1"},
	Compute: func(in concreteYardsIn) (concreteYardsOut, error) {
		cuft := in.LengthFt * in.WidthFt * in.DepthIn / 12
		base := cuft / 27
		cuyd := base * (1 + in.WasteFactor)
		return concreteYardsOut{
			CubicYards:        cuyd,
			CubicFeet:         cuft,
			Bags60lb:          CeilCount(cuyd * bags60lbPerCuyd),
			Bags80lb:          CeilCount(cuyd * bags80lbPerCuyd),
			WasteIncludedCuyd: base * in.WasteFactor,
			CodeReference:     "IRC R506.1",
		}, nil
	},
})
