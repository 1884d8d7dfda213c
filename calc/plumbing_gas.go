package calc

import "slices"

// ---------------------------------------------------------------------------
// plumbing/gas-pipe-size: IRC G2413.4 (IFGC 402.4) sizing tables read by the
// longest-length method (IRC G2413.4.1): the column of the next longer
// length the table prints, never an interpolation between two.

type plumbingGasPipeIn struct {
	Material             string  `json:"material" calc:"default=schedule_40_metallic,enum=schedule_40_metallic|semirigid_copper_tubing|csst|polyethylene" doc:"Pipe or tubing. Only Schedule 40 metallic pipe (IFGC Table 402.4(2)) is carried; copper tubing, CSST and polyethylene tables answer 422 not_carried."`
	LengthFt             float64 `json:"length_ft" calc:"required,gt=0,max=10000" doc:"Longest length of piping from the point of delivery to the most remote outlet, feet (IRC G2413.4.1); fittings' equivalent length included if the designer adds it. Lengths past 200 ft, and those falling in the 70, 90, 125 and 175 ft rows, are not carried."`
	DemandCFH            float64 `json:"demand_cfh" calc:"default=0,min=0,max=1000000" doc:"Gas demand of the section, cubic feet per hour. Give this or demand_btuh."`
	DemandBtuh           float64 `json:"demand_btuh" calc:"default=0,min=0,max=1000000000" doc:"Gas demand as appliance input, Btu/h, divided by heating_value_btu_per_cf to get cubic feet per hour. Give this or demand_cfh."`
	HeatingValueBtuPerCf float64 `json:"heating_value_btu_per_cf" calc:"default=1000,min=500,max=3500" doc:"Heating value of the gas, Btu per cubic foot, used with demand_btuh (1,000 is the usual round figure for natural gas; ask the supplier)."`
	InletPressure        string  `json:"inlet_pressure" calc:"default=less_than_2_psi,enum=less_than_2_psi|2_psi|3_psi|5_psi" doc:"Gas pressure at the point of delivery. Only less than 2 psi is carried; the 2, 3 and 5 psi tables answer 422 not_carried."`
	PressureDropInWC     float64 `json:"pressure_drop_in_wc" calc:"default=0.5,gt=0,max=27.7" doc:"Allowed pressure drop, inches of water column. Only 0.5 in. w.c. is carried; other drops answer 422 not_carried."`
}

type plumbingGasPipeOut struct {
	DemandCFH        float64 `json:"demand_cfh" calc:"places=1" doc:"Demand sized for, cubic feet per hour (demand_btuh / heating_value_btu_per_cf when given in Btu/h)."`
	LengthColumnFt   float64 `json:"length_column_ft" calc:"unit=ft" doc:"Length row of the table read: the first the table prints at or above length_ft (longest-length method, no interpolation)."`
	NominalSize      string  `json:"nominal_size" doc:"Smallest nominal pipe size whose table capacity at length_column_ft is at least the demand, inches as the table writes it."`
	NominalSizeIn    float64 `json:"nominal_size_in" doc:"The same size as a number of inches."`
	InsideDiameterIn float64 `json:"inside_diameter_in" doc:"Actual inside diameter the table prints for that size, inches."`
	CapacityCFH      float64 `json:"capacity_cfh" calc:"places=0" doc:"The table cell: capacity of that size at length_column_ft, cubic feet of gas per hour (0.60 specific gravity)."`
	TableReference   string  `json:"table_reference" doc:"The table the cell comes from."`
	CodeReference    string  `json:"code_reference" doc:"The section on sizing tables and the longest-length method."`
}

// gasCarriedLengthRule publishes which lengths read a carried row: the
// longest-length method reads row r for lengths above the previous row up
// to r, so each carried row covers (previous row, r].
func gasCarriedLengthRule() Rule {
	var r Rule
	prev := 0.0
	for _, l := range gasSch40LengthRowsFt {
		if _, ok := gasSch40HalfInWC[l]; ok {
			alt := []string{"length_ft<=" + formatNum(l)}
			if prev > 0 {
				alt = append(alt, "length_ft>"+formatNum(prev))
			}
			r = append(r, alt)
		}
		prev = l
	}
	return r
}

var plumbingGasPipeSize = Define(Definition[plumbingGasPipeIn, plumbingGasPipeOut]{
	Category:       "plumbing",
	Kind:           "gas-pipe-size",
	Title:          "Gas pipe size by the longest-length method",
	Summary:        "Smallest Schedule 40 metallic pipe for a natural-gas demand (cfh, or Btu/h over the heating value) at inlet pressure under 2 psi and 0.5 in. w.c. drop, read from IFGC Table 402.4(2) (IRC G2413.4) at the next longer length row, never interpolated. Cells as reproduced from NFPA 54 in the LAARS MFTHW199 manual, cross-checked against IFGC 2018 Table 402.4(3) and the code's low-pressure equation; the 70, 90, 125 and 175 ft rows, lengths past 200 ft and other materials, pressures and drops answer 422 not_carried, and a demand past the 2 in column (the largest carried; 2-1/2 to 12 in are not) answers 422 beyond_table.",
	CodeReferences: []string{"IRC G2413.4"},
	// The carried part of the tables (docs/tables.md).
	Rules: []Rule{
		{{"demand_cfh>0", "?demand_btuh<=0"}, {"demand_btuh>0", "?demand_cfh<=0"}},
		{{"?material=" + gasCarriedMaterial, "?inlet_pressure=" + gasCarriedInlet,
			"?pressure_drop_in_wc>=" + formatNum(gasCarriedDropInWC), "?pressure_drop_in_wc<=" + formatNum(gasCarriedDropInWC)}},
		gasCarriedLengthRule(),
	},
	Compute: func(in plumbingGasPipeIn) (plumbingGasPipeOut, error) {
		var out plumbingGasPipeOut
		var errs []FieldError
		switch {
		case in.DemandCFH > 0 && in.DemandBtuh > 0:
			errs = append(errs, FieldError{"demand_btuh", "conflict", "give demand_cfh or demand_btuh, not both"})
		case in.DemandCFH > 0:
			out.DemandCFH = in.DemandCFH
		case in.DemandBtuh > 0:
			out.DemandCFH = in.DemandBtuh / in.HeatingValueBtuPerCf
		default:
			errs = append(errs, FieldError{"demand_cfh", "required", "give demand_cfh or demand_btuh (above 0)"})
		}
		if in.Material != gasCarriedMaterial {
			errs = append(errs, FieldError{"material", concreteNotCarried, "only Schedule 40 metallic pipe (IFGC Table 402.4(2)) is carried; the copper tubing, CSST and polyethylene tables could not be verified from a published source"})
		}
		if in.InletPressure != gasCarriedInlet {
			errs = append(errs, FieldError{"inlet_pressure", concreteNotCarried, "only the less-than-2-psi table is carried; the 2, 3 and 5 psi tables are not"})
		}
		if in.PressureDropInWC != gasCarriedDropInWC {
			errs = append(errs, FieldError{"pressure_drop_in_wc", concreteNotCarried, "only the 0.5 in. w.c. drop table is carried"})
		}
		col := 0.0
		if i := slices.IndexFunc(gasSch40LengthRowsFt, func(l float64) bool { return l >= in.LengthFt }); i >= 0 {
			col = gasSch40LengthRowsFt[i]
		}
		caps, carried := gasSch40HalfInWC[col]
		switch {
		case col == 0:
			errs = append(errs, FieldError{"length_ft", concreteNotCarried, "lengths past 200 ft are not carried (the table's 250 to 2,000 ft rows could not be verified)"})
		case !carried:
			errs = append(errs, FieldError{"length_ft", concreteNotCarried, "the longest-length method reads the table's " + formatNum(col) + " ft row, which is not carried (never interpolated)"})
		}
		if len(errs) > 0 {
			return plumbingGasPipeOut{}, &InputError{Fields: errs}
		}
		for i, s := range gasSch40Sizes {
			if caps[i] >= out.DemandCFH {
				out.LengthColumnFt = col
				out.NominalSize, out.NominalSizeIn, out.InsideDiameterIn = s.size, s.sizeIn, s.idIn
				out.CapacityCFH = caps[i]
				out.TableReference = gasTableReference
				out.CodeReference = "IRC G2413.4"
				return out, nil
			}
		}
		field := "demand_cfh"
		if in.DemandCFH == 0 {
			field = "demand_btuh"
		}
		last := gasSch40Sizes[len(gasSch40Sizes)-1]
		return plumbingGasPipeOut{}, Invalid(field, "beyond_table",
			"%.1f cfh exceeds the %s in column (%.0f cfh at %s ft), the largest carried; the 2-1/2 to 12 in columns of %s are not carried, so size this section from the code's own table or by engineering design",
			out.DemandCFH, last.size, caps[len(caps)-1], formatNum(col), gasTableReference)
	},
})
