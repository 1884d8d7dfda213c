package calc

import "slices"

// electrical/motor-circuit: a single continuous-duty motor's branch circuit
// from the NEC 2023 full-load current tables: conductors at 125 % (430.22),
// the short-circuit and ground-fault device (430.52), the overload (430.32).

type electricalMotorIn struct {
	HP                 string  `json:"hp" calc:"required,enum=1/6|1/4|1/3|1/2|3/4|1|1-1/2|2|3|5|7-1/2|10|15|20|25|30|40|50|60|75|100|125|150|200|250|300|350|400|450|500" doc:"Motor horsepower rating as Tables 430.248 and 430.250 list it."`
	VoltageV           string  `json:"voltage" calc:"default=230,enum=115|200|208|230|460|575" doc:"Motor nameplate voltage, the Table 430.248 / 430.250 column: 115, 200, 208, 230 (single- and three-phase), 460, 575 (three-phase)."`
	Phase              string  `json:"phase" calc:"default=three,enum=single|three" doc:"single: Table 430.248 (1/6 to 10 hp); three: Table 430.250, induction-type squirrel-cage and wound-rotor motors."`
	OCPDType           string  `json:"ocpd_type" calc:"default=inverse-time-breaker,enum=inverse-time-breaker|dual-element-fuse|nontime-delay-fuse" doc:"Branch-circuit short-circuit and ground-fault protective device: Table 430.52(C)(1) allows 250 % (inverse time breaker), 175 % (dual-element time-delay fuse) or 300 % (nontime-delay fuse) of full-load current, for single-phase and polyphase motors other than wound-rotor."`
	ConductorMaterial  string  `json:"conductor_material" calc:"default=copper,enum=copper|aluminum" doc:"Conductor material: copper, or aluminum / copper-clad aluminum."`
	TerminalTempC      string  `json:"terminal_temp_c" calc:"default=75,enum=60|75" doc:"Temperature rating of the terminations, °C, which selects the Table 310.16 column (110.14(C)): 75 for motors marked with design letter B, C or D (110.14(C)(1)(a)(4)) and most equipment, 60 otherwise for circuits of 100 A or less."`
	NameplateFLA       float64 `json:"nameplate_fla_a" calc:"default=0,min=0,max=2000" doc:"Nameplate full-load current, amperes, for the overload (430.6(A)(2), 430.32); 0 to skip the overload figure."`
	ServiceFactor115Up bool    `json:"service_factor_1_15_or_more" calc:"default=true" doc:"True when the motor's marked service factor is 1.15 or more or its marked temperature rise is 40 °C or less: overload at 125 % of nameplate current, else 115 % (430.32(A)(1))."`
	NECEdition         string  `json:"nec_edition" calc:"default=2023,enum=2023" doc:"NEC edition applied: 2023 (the tables carried are NEC 2023's)."`
}

type electricalMotorOut struct {
	FLCA                  float64 `json:"flc_a" doc:"Full-load current from Table 430.248 (single-phase) or 430.250 (three-phase), amperes: the figure conductors and the short-circuit device are sized from (430.6(A)(1)), not the nameplate."`
	MinConductorAmpacityA float64 `json:"min_conductor_ampacity_a" doc:"125 % of flc_a (430.22), amperes."`
	ConductorSize         string  `json:"conductor_size" doc:"Smallest conductor whose Table 310.16 ampacity in the terminal_temp_c column is at least min_conductor_ampacity_a. The 240.4(D) small-conductor limits do not apply to motor circuits (240.4(G))."`
	ConductorAmpacityA    float64 `json:"conductor_ampacity_a" doc:"Table 310.16 ampacity of conductor_size in the column used, amperes."`
	OCPDPercent           float64 `json:"ocpd_percent" doc:"Table 430.52(C)(1) percent of full-load current for ocpd_type."`
	OCPDCalculatedA       float64 `json:"ocpd_calculated_a" doc:"flc_a x ocpd_percent, amperes."`
	MaxOCPDA              float64 `json:"max_ocpd_a" doc:"Largest short-circuit and ground-fault device rating: ocpd_calculated_a when it is a 240.6(A) standard rating, else the next higher standard rating (430.52(C)(1)(a)), amperes."`
	OverloadMaxA          float64 `json:"overload_max_a" doc:"Largest separate overload device rating: 125 % (or 115 %) of nameplate_fla_a (430.32(A)(1)); 0 when no nameplate current is given, amperes."`
	NECEditionUsed        string  `json:"nec_edition_used" doc:"NEC edition applied."`
	CodeReference         string  `json:"code_reference" doc:"The single-motor conductor section."`
}

// electricalMotorVoltages are the voltage columns of the two FLC tables.
var (
	electricalMotor1PhVolts = []string{"115", "200", "208", "230"}
	electricalMotor3PhVolts = []string{"115", "200", "208", "230", "460", "575"}
)

// electricalMotorFLC finds the table full-load current; 0 when the table has
// no entry for the combination.
func electricalMotorFLC(hp, volts, phase string) float64 {
	if phase == "single" {
		col := slices.Index(electricalMotor1PhVolts, volts)
		row, ok := electricalMotorFLC1Ph[hp]
		if col < 0 || !ok {
			return 0
		}
		return row[col]
	}
	col := slices.Index(electricalMotor3PhVolts, volts)
	row, ok := electricalMotorFLC3Ph[hp]
	if col < 0 || !ok {
		return 0
	}
	return row[col]
}

// electricalNextStandard is the smallest 240.6(A) rating at or above amps
// (fuses also have 1, 3, 6 and 601 A); 0 past 6000 A.
func electricalNextStandard(amps float64, fuse bool) float64 {
	ratings := electricalStandardOCPD
	if fuse {
		ratings = slices.Concat(electricalFuseOnlyOCPD, electricalStandardOCPD)
		slices.Sort(ratings)
	}
	for _, r := range ratings {
		if float64(r) >= amps-1e-9 {
			return float64(r)
		}
	}
	return 0
}

// electricalMotorRule states the rows Tables 430.248 and 430.250 have, so the
// input schema refuses a combination the tables leave blank.
func electricalMotorRule() Rule {
	hpRange := func(from, to string) string {
		i, j := slices.Index(electricalMotorHP, from), slices.Index(electricalMotorHP, to)
		s := ""
		for k, hp := range electricalMotorHP[i : j+1] {
			if k > 0 {
				s += "|"
			}
			s += hp
		}
		return s
	}
	return Rule{
		{"phase=single", "?voltage=115|200|208|230", "hp=" + hpRange("1/6", "10")},
		{"?phase=three", "voltage=115", "hp=" + hpRange("1/2", "2")},
		{"?phase=three", "?voltage=200|208|230", "hp=" + hpRange("1/2", "200")},
		{"?phase=three", "voltage=460|575", "hp=" + hpRange("1/2", "500")},
	}
}

var electricalMotorCircuit = Define(Definition[electricalMotorIn, electricalMotorOut]{
	Category:       "electrical",
	Kind:           "motor-circuit",
	Title:          "Motor branch circuit",
	Summary:        "Branch circuit of a single continuous-duty ac motor from the NEC 2023 full-load current tables (430.248 single-phase, 430.250 three-phase): conductors at 125 % of full-load current (430.22) from Table 310.16 at the terminal temperature, the largest short-circuit and ground-fault device of Table 430.52(C)(1) with the next standard rating (430.52(C)(1)(a)), and the overload at 125 % or 115 % of nameplate current (430.32). A conductor past 500 kcmil (the largest carried) answers 422 beyond_table: run conductors in parallel by design.",
	CodeReferences: []string{"NEC 430.22"},
	Rules:          []Rule{electricalMotorRule()},
	Compute: func(in electricalMotorIn) (electricalMotorOut, error) {
		var out electricalMotorOut
		flc := electricalMotorFLC(in.HP, in.VoltageV, in.Phase)
		if flc == 0 {
			table := "430.250"
			if in.Phase == "single" {
				table = "430.248"
			}
			return out, Invalid("hp", "not_carried", "Table %s lists no %s hp motor at %s V", table, in.HP, in.VoltageV)
		}
		required := flc * 1.25
		col := electricalTempColumn(in.TerminalTempC)
		size := -1
		for i, a := range electricalAmpacityTable {
			amp := a.cu[col]
			if in.ConductorMaterial == "aluminum" {
				amp = a.al[col]
			}
			if amp > 0 && float64(amp) >= required-1e-9 {
				size = i
				out.ConductorAmpacityA = float64(amp)
				break
			}
		}
		if size < 0 {
			return out, Invalid("hp", "beyond_table",
				"%g A of conductor ampacity is past 500 kcmil, the largest Table 310.16 row carried: run conductors in parallel by design", required)
		}
		pct := electricalMotorOCPDPct[in.OCPDType]
		calcA := flc * pct / 100
		maxA := electricalNextStandard(calcA, in.OCPDType != "inverse-time-breaker")
		if maxA == 0 {
			return out, Invalid("hp", "beyond_table", "%g A is past 6000 A, the largest 240.6(A) rating", calcA)
		}
		if in.NameplateFLA > 0 {
			olPct := 1.15
			if in.ServiceFactor115Up {
				olPct = 1.25
			}
			out.OverloadMaxA = in.NameplateFLA * olPct
		}
		out.FLCA = flc
		out.MinConductorAmpacityA = required
		out.ConductorSize = electricalSizes[size].label
		out.OCPDPercent = pct
		out.OCPDCalculatedA = calcA
		out.MaxOCPDA = maxA
		out.NECEditionUsed = in.NECEdition
		out.CodeReference = "NEC 430.22"
		return out, nil
	},
})
