package calc

import (
	"math"
	"slices"
)

// electrical/voltage-drop-ac: voltage drop by the effective impedance of NEC
// Chapter 9 Table 9, Note 2: Ze = R cos θ + XL sin θ.

type electricalVDropACIn struct {
	Size            string  `json:"size" calc:"required,enum=14|12|10|8|6|4|3|2|1|1/0|2/0|3/0|4/0|250|300|350|400|500" doc:"Conductor size, AWG or kcmil (Table 9 rows 14 AWG to 500 kcmil)."`
	Material        string  `json:"material" calc:"default=copper,enum=copper|aluminum" doc:"Conductor material: uncoated copper or aluminum (Table 9 lists no 14 AWG aluminum)."`
	RacewayMaterial string  `json:"raceway_material" calc:"default=pvc,enum=pvc|aluminum|steel" doc:"Conduit the three single conductors run in: PVC, aluminum or steel (selects the Table 9 resistance and reactance columns)."`
	LengthFt        float64 `json:"length_ft" calc:"required,gt=0,max=10000" doc:"One-way length of the circuit, feet."`
	CurrentA        float64 `json:"current_a" calc:"required,gt=0,max=2000" doc:"Load current, amperes."`
	VoltageV        float64 `json:"voltage" calc:"default=240,min=12,max=1000" doc:"Circuit voltage (line to line for three-phase), volts: the base of the percent."`
	Phase           string  `json:"phase" calc:"default=single,enum=single|three" doc:"single: drop = 2 x I x Ze x L; three: drop = sqrt(3) x I x Ze x L (line to line)."`
	PowerFactor     float64 `json:"power_factor" calc:"default=0.85,gt=0,max=1" doc:"Power factor cos θ of the load; Table 9's effective-Z columns assume 0.85."`
}

type electricalVDropACOut struct {
	ResistanceOhmPerKft float64 `json:"resistance_ohm_per_kft" calc:"places=4" doc:"Table 9 ac resistance at 75 °C for the material and conduit, ohm to neutral per 1000 ft."`
	ReactanceOhmPerKft  float64 `json:"reactance_ohm_per_kft" calc:"places=4" doc:"Table 9 reactance XL for the conduit (PVC and aluminum share a column), ohm per 1000 ft."`
	EffectiveZOhmPerKft float64 `json:"effective_z_ohm_per_kft" calc:"places=4" doc:"R x power_factor + XL x sin(acos(power_factor)) (Table 9 Note 2), ohm per 1000 ft."`
	VoltageDropV        float64 `json:"voltage_drop_v" doc:"Voltage drop over the run, volts."`
	VoltageDropPct      float64 `json:"voltage_drop_pct" calc:"places=2" doc:"voltage_drop_v as a percent of voltage."`
	VoltageAtLoadV      float64 `json:"voltage_at_load_v" doc:"voltage - voltage_drop_v, volts."`
	Checks              []Check `json:"checks" doc:"The drop against 3 %, the branch-circuit figure of the NEC 210.19(A) informational note (a recommendation, not a requirement)."`
	Pass                bool    `json:"pass" doc:"True when every check passes."`
	CodeReference       string  `json:"code_reference" doc:"The branch-circuit conductor section whose informational note gives the 3 % figure; the impedances are NEC Chapter 9 Table 9's."`
}

var electricalVoltageDropAC = Define(Definition[electricalVDropACIn, electricalVDropACOut]{
	Category:       "electrical",
	Kind:           "voltage-drop-ac",
	Title:          "AC voltage drop by Table 9 impedance",
	Summary:        "Voltage drop of a single- or three-phase ac circuit from the resistance and reactance of NEC Chapter 9 Table 9 (75 °C, three single conductors in PVC, aluminum or steel conduit) at the load's power factor, Ze = R cos θ + XL sin θ (Table 9 Note 2), checked against the 3 % of the NEC 210.19(A) informational note.",
	CodeReferences: []string{"NEC 210.19(A)"},
	Rules:          []Rule{{{"?material=copper"}, {"size=12|10|8|6|4|3|2|1|1/0|2/0|3/0|4/0|250|300|350|400|500"}}},
	Compute: func(in electricalVDropACIn) (electricalVDropACOut, error) {
		var out electricalVDropACOut
		row := electricalTable9[slices.Index(electricalTable9Sizes, in.Size)]
		col := slices.Index([]string{"pvc", "aluminum", "steel"}, in.RacewayMaterial)
		r := row.cu[col]
		if in.Material == "aluminum" {
			r = row.al[col]
		}
		if r == 0 {
			return out, Invalid("size", "not_carried", "Chapter 9 Table 9 lists no 14 AWG aluminum conductor")
		}
		xl := row.xlPVCAl
		if in.RacewayMaterial == "steel" {
			xl = row.xlSteel
		}
		sin := math.Sqrt(max(0, 1-in.PowerFactor*in.PowerFactor))
		ze := r*in.PowerFactor + xl*sin
		factor := 2.0
		if in.Phase == "three" {
			factor = math.Sqrt(3)
		}
		drop := factor * in.CurrentA * ze * in.LengthFt / 1000
		out.ResistanceOhmPerKft = r
		out.ReactanceOhmPerKft = xl
		out.EffectiveZOhmPerKft = ze
		out.VoltageDropV = drop
		out.VoltageDropPct = drop / in.VoltageV * 100
		out.VoltageAtLoadV = in.VoltageV - drop
		out.Checks = []Check{AtMost("voltage drop", out.VoltageDropPct, electricalBranchDropPct, "%", "NEC 210.19(A)")}
		out.Pass = AllPass(out.Checks)
		out.CodeReference = "NEC 210.19(A)"
		return out, nil
	},
})
