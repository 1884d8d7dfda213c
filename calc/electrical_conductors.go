package calc

import (
	"slices"
	"strconv"
)

// The conductor calculators of the second wave: the equipment grounding
// conductor (NEC 250.122), ampacity with ambient correction and adjustment
// (310.15, 310.16, 110.14(C)) and dwelling service conductors (310.12).

// electricalSizeKeys is the enum of the carried conductor sizes, 14 AWG up.
const electricalSizeKeys = "14|12|10|8|6|4|3|2|1|1/0|2/0|3/0|4/0|250|300|350|400|500"

// electricalLabel prints a size key: kcmil for 250 and above, else AWG.
func electricalLabel(key string) string {
	if n, err := strconv.Atoi(key); err == nil && n >= 250 {
		return key + " kcmil"
	}
	return key + " AWG"
}

// electricalCmil is a size's area in circular mils: Chapter 9 Table 8 for
// the rows carried, and by definition (kcmil x 1000) for larger kcmil sizes.
func electricalCmil(key string) float64 {
	if i := electricalSizeIndex(key); i >= 0 {
		return float64(electricalTable8[i].cmil)
	}
	n, _ := strconv.Atoi(key)
	return float64(n) * 1000
}

// ---------------------------------------------------------------------------
// electrical/egc-size

type electricalEGCIn struct {
	OCPDA             float64 `json:"ocpd_a" calc:"required,gt=0,max=6000" doc:"Rating or setting of the automatic overcurrent device ahead of the equipment, conduit, etc., amperes."`
	Material          string  `json:"material" calc:"default=copper,enum=copper|aluminum" doc:"Material of the equipment grounding conductor and of the circuit conductors: copper, or aluminum / copper-clad aluminum (250.120 restricts where aluminum may be used)."`
	UngroundedSize    string  `json:"ungrounded_size" calc:"default=none,enum=none|14|12|10|8|6|4|3|2|1|1/0|2/0|3/0|4/0|250|300|350|400|500" doc:"Size of the ungrounded conductors installed; none when not given. The EGC need not be larger than them (250.122(A))."`
	UngroundedMinSize string  `json:"ungrounded_min_size" calc:"default=none,enum=none|14|12|10|8|6|4|3|2|1|1/0|2/0|3/0|4/0|250|300|350|400|500" doc:"Smallest ungrounded conductor size with sufficient ampacity for the circuit, when ungrounded_size is larger (raised for voltage drop, say): the EGC is increased in proportion to the circular-mil area (250.122(B)). none when the conductors are not increased, or are increased only for ambient correction or adjustment (310.15(B), (C)), which 250.122(B) exempts."`
}

type electricalEGCOut struct {
	TableSize       string  `json:"table_size" doc:"Table 250.122 minimum size for ocpd_a."`
	EGCSize         string  `json:"egc_size" doc:"Equipment grounding conductor to install: table_size, increased under 250.122(B) when the ungrounded conductors are, and never required larger than the ungrounded conductors (250.122(A))."`
	IncreaseRatio   float64 `json:"increase_ratio" calc:"places=4" doc:"Circular mils of ungrounded_size / ungrounded_min_size (1 when not increased)."`
	RequiredCmil    float64 `json:"required_cmil" doc:"Table size area x increase_ratio, circular mils (Chapter 9 Table 8)."`
	IncreasedForB   bool    `json:"increased_250_122_b" doc:"True when egc_size is larger than table_size because of 250.122(B)."`
	CappedAtCircuit bool    `json:"capped_at_circuit_conductors" doc:"True when egc_size is the ungrounded conductor size because the table size is larger (250.122(A))."`
	Checks          []Check `json:"checks" doc:"When both ungrounded sizes are given: the installed size against the minimum with sufficient ampacity."`
	Pass            bool    `json:"pass" doc:"True when every check passes."`
	CodeReference   string  `json:"code_reference" doc:"The equipment grounding conductor sizing section."`
}

var electricalEGCSize = Define(Definition[electricalEGCIn, electricalEGCOut]{
	Category:       "electrical",
	Kind:           "egc-size",
	Title:          "Equipment grounding conductor size",
	Summary:        "Minimum wire-type equipment grounding conductor for an overcurrent device from NEC 2023 Table 250.122, increased in proportion to the circular-mil area of ungrounded conductors raised above their minimum size (250.122(B), Chapter 9 Table 8 areas), and never required larger than the circuit conductors (250.122(A)). An increased EGC past 500 kcmil (the largest Table 8 row carried) answers 422 beyond_table.",
	CodeReferences: []string{"NEC 250.122"},
	// The proportional increase needs the installed size.
	Rules: []Rule{{{"?ungrounded_min_size=none"}, {"ungrounded_size=" + electricalSizeKeys}}},
	Compute: func(in electricalEGCIn) (electricalEGCOut, error) {
		var out electricalEGCOut
		if in.UngroundedMinSize != "none" && in.UngroundedSize == "none" {
			return out, Invalid("ungrounded_size", "required", "give the installed ungrounded_size with ungrounded_min_size")
		}
		i := slices.IndexFunc(electricalEGCTable, func(r electricalEGC) bool { return float64(r.ocpdA) >= in.OCPDA-1e-9 })
		row := electricalEGCTable[i] // ocpd_a ≤ 6000, the last row
		table := row.copper
		if in.Material == "aluminum" {
			table = row.al
		}
		out.TableSize = electricalLabel(table)
		egc := table
		out.IncreaseRatio = 1
		out.Checks = []Check{}
		if in.UngroundedMinSize != "none" {
			inst, minimum := electricalCmil(in.UngroundedSize), electricalCmil(in.UngroundedMinSize)
			out.Checks = append(out.Checks, AtLeast("installed ungrounded conductor area", inst, minimum, "cmil", "NEC 250.122"))
			if inst > minimum {
				out.IncreaseRatio = inst / minimum
			}
		}
		out.RequiredCmil = electricalCmil(table) * out.IncreaseRatio
		if out.IncreaseRatio > 1 {
			j := slices.IndexFunc(electricalTable8, func(p electricalConductorProps) bool { return float64(p.cmil) >= out.RequiredCmil-1e-6 })
			if j < 0 {
				return out, Invalid("ungrounded_size", "beyond_table",
					"the increased EGC needs %.0f cmil, past 500 kcmil, the largest Chapter 9 Table 8 row carried", out.RequiredCmil)
			}
			if electricalSizes[j].key != table {
				egc = electricalSizes[j].key
				out.IncreasedForB = true
			}
		}
		if in.UngroundedSize != "none" && electricalCmil(egc) > electricalCmil(in.UngroundedSize) {
			egc = in.UngroundedSize
			out.CappedAtCircuit = true
			out.IncreasedForB = false
		}
		out.EGCSize = electricalLabel(egc)
		out.Pass = AllPass(out.Checks)
		out.CodeReference = "NEC 250.122"
		return out, nil
	},
})

// ---------------------------------------------------------------------------
// electrical/ampacity-adjust

type electricalAmpacityIn struct {
	Size                      string  `json:"size" calc:"required,enum=14|12|10|8|6|4|3|2|1|1/0|2/0|3/0|4/0|250|300|350|400|500" doc:"Conductor size, AWG or kcmil (Table 310.16 rows 14 AWG to 500 kcmil)."`
	Material                  string  `json:"material" calc:"default=copper,enum=copper|aluminum" doc:"Conductor material: copper, or aluminum / copper-clad aluminum (Table 310.16 lists no 14 AWG aluminum)."`
	InsulationTempC           string  `json:"insulation_temp_c" calc:"default=90,enum=60|75|90" doc:"Temperature rating of the insulation, °C (90 for THHN/THWN-2/XHHW-2): the Table 310.16 column correction and adjustment start from (310.14(A)(2))."`
	AmbientC                  float64 `json:"ambient_c" calc:"default=30,min=-40,max=85" doc:"Ambient temperature, °C, for the Table 310.15(B)(1)(1) correction factor (based on 30 °C); an ambient between two rows takes the warmer row."`
	CurrentCarryingConductors int     `json:"current_carrying_conductors" calc:"default=3,min=1,max=200" doc:"Current-carrying conductors in the raceway or cable, spares included, neutrals carrying only unbalanced current and grounding conductors not (310.15(E), (F)); more than three are adjusted by Table 310.15(C)(1)."`
	TerminalTempC             string  `json:"terminal_temp_c" calc:"default=75,enum=60|75|90" doc:"Temperature rating of the terminations, °C (110.14(C)): the conductor's ampacity in this column caps the result."`
}

type electricalAmpacityOut struct {
	BaseAmpacityA     float64 `json:"base_ampacity_a" doc:"Table 310.16 ampacity in the insulation column, amperes."`
	CorrectionFactor  float64 `json:"correction_factor" calc:"places=2" doc:"Table 310.15(B)(1)(1) ambient correction factor."`
	AdjustmentFactor  float64 `json:"adjustment_factor" calc:"places=2" doc:"Table 310.15(C)(1) adjustment factor for the current-carrying conductors (1 for three or fewer)."`
	AdjustedAmpacityA float64 `json:"adjusted_ampacity_a" doc:"base_ampacity_a x correction_factor x adjustment_factor, amperes."`
	TerminalAmpacityA float64 `json:"terminal_ampacity_a" doc:"Table 310.16 ampacity in the lower of the insulation and terminal columns, amperes (110.14(C))."`
	UsableAmpacityA   float64 `json:"usable_ampacity_a" doc:"The lower of adjusted_ampacity_a and terminal_ampacity_a: what the conductor may carry, amperes."`
	LimitedBy         string  `json:"limited_by" doc:"adjusted or terminal: which figure usable_ampacity_a is."`
	CodeReference     string  `json:"code_reference" doc:"The allowable ampacity table the factors of 310.15(B) and (C) are applied to."`
}

// electricalCorrection is the Table 310.15(B)(1)(1) factor for an ambient
// and column (0, 1, 2 for 60, 75, 90 °C); ok false past the table (a dash).
func electricalCorrection(ambientC float64, col int) (float64, bool) {
	for _, r := range electricalAmbientCorrections {
		if ambientC <= r.maxC+1e-9 {
			return r.factors[col], r.factors[col] > 0
		}
	}
	return 0, false
}

// electricalAdjustment is the Table 310.15(C)(1) factor for n conductors.
func electricalAdjustment(n int) float64 {
	for _, r := range electricalAdjustments {
		if n <= r.maxConductors {
			return r.factor
		}
	}
	return electricalAdjustmentOver40
}

var electricalAmpacityAdjust = Define(Definition[electricalAmpacityIn, electricalAmpacityOut]{
	Category:       "electrical",
	Kind:           "ampacity-adjust",
	Title:          "Conductor ampacity with correction and adjustment",
	Summary:        "Allowable ampacity of a copper or aluminum conductor from NEC 2023 Table 310.16 in its insulation column, corrected for ambient temperature (Table 310.15(B)(1)(1), 30 °C basis) and adjusted for more than three current-carrying conductors (Table 310.15(C)(1)), capped at the terminal-temperature column (110.14(C)). An ambient past the last row of the conductor's column (a dash in the table: the conductor may not be used) answers 422 beyond_table.",
	CodeReferences: []string{"NEC 310.16"},
	Rules:          []Rule{{{"?material=copper"}, {"size=12|10|8|6|4|3|2|1|1/0|2/0|3/0|4/0|250|300|350|400|500"}}},
	Compute: func(in electricalAmpacityIn) (electricalAmpacityOut, error) {
		var out electricalAmpacityOut
		i := electricalSizeIndex(in.Size)
		row := electricalAmpacityTable[i].cu
		if in.Material == "aluminum" {
			row = electricalAmpacityTable[i].al
		}
		if row[0] == 0 {
			return out, Invalid("size", "not_carried", "Table 310.16 lists no %s aluminum conductor", electricalLabel(in.Size))
		}
		ins := electricalTempColumn(in.InsulationTempC)
		cf, ok := electricalCorrection(in.AmbientC, ins)
		if !ok {
			return out, Invalid("ambient_c", "beyond_table",
				"Table 310.15(B)(1)(1) gives a %s °C conductor no factor at %g °C: it may not be used there", in.InsulationTempC, in.AmbientC)
		}
		af := electricalAdjustment(in.CurrentCarryingConductors)
		out.BaseAmpacityA = float64(row[ins])
		out.CorrectionFactor = cf
		out.AdjustmentFactor = af
		out.AdjustedAmpacityA = out.BaseAmpacityA * cf * af
		out.TerminalAmpacityA = float64(row[min(ins, electricalTempColumn(in.TerminalTempC))])
		out.UsableAmpacityA, out.LimitedBy = out.AdjustedAmpacityA, "adjusted"
		if out.TerminalAmpacityA < out.AdjustedAmpacityA-1e-9 {
			out.UsableAmpacityA, out.LimitedBy = out.TerminalAmpacityA, "terminal"
		}
		out.CodeReference = "NEC 310.16" // the table adjusted; 310.15 is not a catalog row (docs/decisions/0055-codes-catalog-fit.md)
		return out, nil
	},
})

// ---------------------------------------------------------------------------
// electrical/service-conductor

type electricalServiceConductorIn struct {
	ServiceA float64 `json:"service_a" calc:"required,gt=0,max=400" doc:"Rating of the single-phase dwelling service or main feeder, amperes (Table 310.12(A) covers 100 to 400 A; a rating between rows takes the next row up, and one under 100 A the 100 A row)."`
	Material string  `json:"material" calc:"default=copper,enum=copper|aluminum" doc:"Conductor material: copper, or aluminum / copper-clad aluminum."`
}

type electricalServiceConductorOut struct {
	ConductorSize string  `json:"conductor_size" doc:"Table 310.12(A) conductor for the rating: the service entrance or main feeder conductors supplying the entire load of a one-family dwelling or a dwelling unit, 120/240 V (or 120/208 V) single-phase, with no correction or adjustment factors."`
	TableRatingA  float64 `json:"table_rating_a" doc:"The Table 310.12(A) row used, amperes."`
	MinAmpacityA  float64 `json:"min_ampacity_a" doc:"83 % of table_rating_a: the ampacity 310.12(A) permits the conductors to have when correction or adjustment applies and Table 310.16 must be used instead, amperes."`
	Ampacity75CA  float64 `json:"ampacity_75c_a" doc:"Table 310.16 75 °C ampacity of conductor_size, where carried (0 for 600 kcmil aluminum, past the rows carried), amperes."`
	CodeReference string  `json:"code_reference" doc:"The single-phase dwelling services and feeders section."`
}

var electricalServiceConductorCalc = Define(Definition[electricalServiceConductorIn, electricalServiceConductorOut]{
	Category:       "electrical",
	Kind:           "service-conductor",
	Title:          "Dwelling service conductor size",
	Summary:        "Service entrance or main feeder conductor of a single-phase dwelling service rated 100 to 400 A from NEC 2023 Table 310.12(A) (conductors with 83 % of the service rating in ampacity), copper or aluminum.",
	CodeReferences: []string{"NEC 310.12"},
	Compute: func(in electricalServiceConductorIn) (electricalServiceConductorOut, error) {
		var out electricalServiceConductorOut
		i := slices.IndexFunc(electricalServiceConductors, func(r electricalServiceConductor) bool { return float64(r.ratingA) >= in.ServiceA-1e-9 })
		row := electricalServiceConductors[i] // service_a ≤ 400, the last row
		key := row.copper
		if in.Material == "aluminum" {
			key = row.al
		}
		out.ConductorSize = electricalLabel(key)
		out.TableRatingA = float64(row.ratingA)
		out.MinAmpacityA = 0.83 * out.TableRatingA
		if j := electricalSizeIndex(key); j >= 0 {
			a := electricalAmpacityTable[j].cu[1]
			if in.Material == "aluminum" {
				a = electricalAmpacityTable[j].al[1]
			}
			out.Ampacity75CA = float64(a)
		}
		out.CodeReference = "NEC 310.12"
		return out, nil
	},
})
