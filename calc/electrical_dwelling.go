package calc

import (
	"fmt"
	"math"
)

// electrical/dwelling-load-standard: the standard feeder and service load
// calculation of a dwelling unit, NEC 2023 Article 220 Part III, with the
// neutral load of 220.61. Annex D Example D1(a) is its published golden.

type electricalDwellingStandardIn struct {
	FloorAreaSqft          float64   `json:"floor_area_sqft" calc:"required,gt=0,max=100000" doc:"Floor area of the dwelling from its outside dimensions, excluding open porches, garages and unused or unfinished spaces not adaptable for future use (NEC 220.5(C)), square feet."`
	SmallApplianceCircuits int       `json:"small_appliance_circuits" calc:"default=2,min=2,max=20" doc:"20 A small-appliance branch circuits; a dwelling has at least two (NEC 210.11(C)(1)). Each counts 1500 VA (220.52(A))."`
	LaundryCircuits        int       `json:"laundry_circuits" calc:"default=1,min=0,max=10" doc:"20 A laundry branch circuits (NEC 210.11(C)(2)); each counts 1500 VA (220.52(B))."`
	FixedAppliancesVA      []float64 `json:"fixed_appliances_va" calc:"items=0..50,gt=0,max=100000" doc:"Nameplate rating of each appliance fastened in place rated 1/4 hp or 500 W or more (water heater, dishwasher, disposal, compactor...), VA; not cooking appliances over 1.75 kW, dryers, space heating, air conditioning or EV supply equipment, which 220.53 excludes. Four or more are taken at 75 % (NEC 220.53)."`
	FixedAppliances120VVA  float64   `json:"fixed_appliances_120v_va" calc:"default=-1,min=-1,max=5000000" doc:"The part of fixed_appliances_va connected line to neutral (120 V), which loads the neutral (220.61(A)); -1 (the default) counts every fixed appliance on the neutral, the conservative reading. Give 0 when all are 240 V; more than the fixed appliances' total counts as all of them."`
	RangesKW               []float64 `json:"ranges_kw" calc:"items=0..25,gt=1.75,max=27" doc:"Nameplate rating of each household range, wall-mounted oven, counter-mounted cooking unit or other cooking appliance rated over 1.75 kW, kW (= kVA). Their demand is Table 220.55 Column C for their number, raised 5 % per kW or major fraction by which their average rating (12 kW for any smaller one) exceeds 12 kW (Notes 1 and 2); ranges over 27 kW are outside the table."`
	DryerKW                float64   `json:"dryer_kw" calc:"default=0,min=0,max=50" doc:"Nameplate rating of the electric clothes dryer, kW; 0 for none. Counted at 5 kW or the nameplate, whichever is larger (NEC 220.54)."`
	HeatingVA              float64   `json:"heating_va" calc:"default=0,min=0,max=500000" doc:"Fixed electric space heating at 100 % of its rating (NEC 220.51), VA."`
	CoolingVA              float64   `json:"cooling_va" calc:"default=0,min=0,max=500000" doc:"Air-conditioning load, VA. Heating and cooling are noncoincident: only the larger is counted (NEC 220.60)."`
	LargestMotorVA         float64   `json:"largest_motor_va" calc:"default=0,min=0,max=200000" doc:"Rating of the largest motor (or hermetic compressor) in the loads above, VA; 25 % of it is added (NEC 220.50(A), 430.24)."`
	VoltageV               float64   `json:"voltage_v" calc:"default=240,min=100,max=600" doc:"Service or feeder voltage the load is divided by, volts: 240 for a 120/240 V single-phase service."`
	NECEdition             string    `json:"nec_edition" calc:"default=2023,enum=2023" doc:"NEC edition applied: 2023 (the tables carried are NEC 2023's)."`
}

type electricalDwellingStep struct {
	Name          string  `json:"name" doc:"The load."`
	ConnectedVA   float64 `json:"connected_va" doc:"Its connected (nameplate or unit) load, VA."`
	DemandVA      float64 `json:"demand_va" doc:"Its load after the demand factor of the cited section, VA."`
	NeutralVA     float64 `json:"neutral_va" doc:"Its share of the neutral (maximum unbalanced) load of 220.61, VA."`
	CodeReference string  `json:"code_reference" doc:"The section that sets the demand."`
}

type electricalDwellingStandardOut struct {
	Steps                 []electricalDwellingStep `json:"steps" doc:"Each load of the calculation in the order of NEC Annex D Example D1: general lighting and receptacles, small-appliance and laundry circuits (together under the Table 220.45 demand factors), fixed appliances, dryer, cooking appliances, heating or cooling, 25 % of the largest motor. Loads that are absent appear with 0."`
	LightingDemandVA      float64                  `json:"lighting_demand_va" doc:"General lighting, small-appliance and laundry load after Table 220.45 (first 3000 VA at 100 %, 3001 to 120 000 VA at 35 %, the rest at 25 %), VA."`
	FixedApplianceFactor  float64                  `json:"fixed_appliance_factor" doc:"Demand factor applied to the fixed appliances: 0.75 for four or more, else 1 (220.53)."`
	RangeDemandVA         float64                  `json:"range_demand_va" doc:"Cooking appliance demand from Table 220.55 Column C with Notes 1 and 2, VA."`
	DryerVA               float64                  `json:"dryer_va" doc:"Dryer load: 5000 VA or the nameplate, whichever is larger (220.54); 0 for none."`
	HeatingCoolingVA      float64                  `json:"heating_cooling_va" doc:"The larger of heating_va and cooling_va (220.60), VA."`
	HeatingCoolingCounted string                   `json:"heating_cooling_counted" doc:"heating, cooling or none: which of the noncoincident loads is counted."`
	TotalVA               float64                  `json:"total_va" doc:"Net calculated load of the feeder or service, the sum of the steps' demand, VA."`
	ServiceA              float64                  `json:"service_a" calc:"places=1" doc:"total_va / voltage_v, amperes."`
	MinServiceRating      string                   `json:"min_service_rating" doc:"Smallest NEC 240.6(A) standard rating that carries service_a, never below 100 A for a one-family dwelling (NEC 230.79(C))."`
	NeutralVA             float64                  `json:"neutral_va" doc:"Feeder or service neutral load (220.61): the lighting demand, the fixed appliances on 120 V, cooking and dryer demand at 70 % (220.61(B)(1)), and the rest over 200 A at 70 % (220.61(B)(2)), VA. Heating, cooling and motors at 240 V load no neutral."`
	NeutralA              float64                  `json:"neutral_a" calc:"places=1" doc:"neutral_va / voltage_v, amperes."`
	NECEditionUsed        string                   `json:"nec_edition_used" doc:"NEC edition applied."`
	CodeReference         string                   `json:"code_reference" doc:"Article 220 (NEC 220), whose Part III is the standard feeder and service calculation; each step cites its own section."`
}

const (
	// NEC 220.53: 75 % for four or more fastened-in-place appliances.
	electricalFixedApplianceDF    = 0.75
	electricalFixedApplianceCount = 4
	// NEC 220.54: each dryer counts at least 5000 VA.
	electricalDryerMinVA = 5000
	// NEC 220.55 Table Column C: ranges rated up to 12 kW take the column;
	// Notes 1 and 2 raise it 5 % per kW (or major fraction) above 12 kW.
	electricalRangeBaseKW   = 12
	electricalRangeNotePct  = 0.05
	electricalNeutralDF     = 0.70 // 220.61(B)(1) and (B)(2)
	electricalNeutralBreakA = 200  // 220.61(B)(2)
	electricalMotorAddPct   = 0.25 // 430.24: 125 % of the largest motor
)

// electricalRangeDemandVA is Table 220.55 Column C for the given ranges with
// Notes 1 and 2: the average rating, counting 12 kW for any smaller range,
// raises the column by 5 % for each kW or major fraction (more than half) by
// which it exceeds 12 kW.
func electricalRangeDemandVA(ranges []float64) float64 {
	if len(ranges) == 0 {
		return 0
	}
	sum := 0.0
	for _, r := range ranges {
		sum += max(r, electricalRangeBaseKW)
	}
	excess := sum/float64(len(ranges)) - electricalRangeBaseKW
	steps := math.Floor(excess + 1e-9)
	if excess-steps > 0.5+1e-9 {
		steps++
	}
	return electricalRangeColumnC[len(ranges)] * (1 + electricalRangeNotePct*steps) * 1000
}

// electricalServiceRating is the smallest 240.6(A) rating of 100 A or more
// (230.79(C)) that carries amps; past 6000 A it answers the largest.
func electricalServiceRating(amps float64) string {
	for _, r := range electricalStandardOCPD {
		if r >= minDwellingServiceA && float64(r) >= amps-1e-9 {
			return fmt.Sprintf("%dA", r)
		}
	}
	return fmt.Sprintf("%dA", electricalStandardOCPD[len(electricalStandardOCPD)-1])
}

var electricalDwellingLoadStandard = Define(Definition[electricalDwellingStandardIn, electricalDwellingStandardOut]{
	Category: "electrical",
	Kind:     "dwelling-load-standard",
	Title:    "Dwelling service load (NEC standard method)",
	Summary:  "Feeder or service load of a dwelling unit by the NEC 2023 standard method (Article 220 Part III): general lighting at 3 VA/ft² with small-appliance and laundry circuits under Table 220.45, fixed appliances at 75 % for four or more (220.53), dryer at 5 kW minimum (220.54), cooking appliances by Table 220.55 Column C, the larger of heating and cooling (220.60), 25 % of the largest motor (220.50), the service amperes and rating, and the neutral load of 220.61. Reproduces NEC Annex D Example D1(a).",
	CodeReferences: []string{"NEC 220", "NEC 220.41", "NEC 220.45", "NEC 220.53", "NEC 220.54", "NEC 220.55",
		"NEC 220.60", "NEC 220.50"},
	Compute: func(in electricalDwellingStandardIn) (electricalDwellingStandardOut, error) {
		var out electricalDwellingStandardOut
		lighting := in.FloorAreaSqft * electricalBranchCircuitVAPerSqft // 3 VA/ft², 220.41 (2023)
		small := float64(in.SmallApplianceCircuits * electricalSmallApplianceVA)
		laundry := float64(in.LaundryCircuits * electricalSmallApplianceVA)
		total := lighting + small + laundry
		lightingDemand := min(total, electricalLightingFullVA) +
			electricalLightingMidDF*max(0, min(total, electricalLightingMidTopVA)-electricalLightingFullVA) +
			electricalLightingRestDF*max(0, total-electricalLightingMidTopVA)

		fixed := 0.0
		for _, v := range in.FixedAppliancesVA {
			fixed += v
		}
		factor := 1.0
		if len(in.FixedAppliancesVA) >= electricalFixedApplianceCount {
			factor = electricalFixedApplianceDF
		}
		fixed120 := fixed
		if in.FixedAppliances120VVA >= 0 {
			// The schema cannot tie this to the list's sum: more than the
			// fixed appliances given is taken as all of them.
			fixed120 = min(in.FixedAppliances120VVA, fixed)
		}

		dryer := 0.0
		if in.DryerKW > 0 {
			dryer = max(in.DryerKW*1000, electricalDryerMinVA)
		}
		rangesConnected := 0.0
		for _, r := range in.RangesKW {
			rangesConnected += r * 1000
		}
		ranges := electricalRangeDemandVA(in.RangesKW)

		hvac, counted := 0.0, "none"
		switch {
		case in.HeatingVA > 0 && in.HeatingVA >= in.CoolingVA:
			hvac, counted = in.HeatingVA, "heating"
		case in.CoolingVA > 0:
			hvac, counted = in.CoolingVA, "cooling"
		}
		motor := electricalMotorAddPct * in.LargestMotorVA

		out.Steps = []electricalDwellingStep{
			{"general lighting and receptacles, 3 VA/ft²", lighting, 0, 0, "NEC 220.41"},
			{"small-appliance and laundry circuits, 1500 VA each; with lighting under Table 220.45", small + laundry, lightingDemand, lightingDemand, "NEC 220.45"},
			{"fixed appliances", fixed, fixed * factor, fixed120 * factor, "NEC 220.53"},
			{"clothes dryer", in.DryerKW * 1000, dryer, dryer * electricalNeutralDF, "NEC 220.54"},
			{"cooking appliances", rangesConnected, ranges, ranges * electricalNeutralDF, "NEC 220.55"},
			{"heating or cooling, the larger", in.HeatingVA + in.CoolingVA, hvac, 0, "NEC 220.60"},
			{"25 % of the largest motor", in.LargestMotorVA, motor, 0, "NEC 220.50"},
		}
		for _, s := range out.Steps {
			out.TotalVA += s.DemandVA
		}
		// 220.61(B)(2): of the neutral load other than cooking and dryers
		// (already at 70 % under (B)(1)), the part over 200 A is at 70 %.
		other := lightingDemand + fixed120*factor
		if breakVA := electricalNeutralBreakA * in.VoltageV; other > breakVA {
			other = breakVA + electricalNeutralDF*(other-breakVA)
		}
		out.NeutralVA = other + (dryer+ranges)*electricalNeutralDF
		out.LightingDemandVA = lightingDemand
		out.FixedApplianceFactor = factor
		out.RangeDemandVA = ranges
		out.DryerVA = dryer
		out.HeatingCoolingVA = hvac
		out.HeatingCoolingCounted = counted
		out.ServiceA = out.TotalVA / in.VoltageV
		out.MinServiceRating = electricalServiceRating(out.ServiceA)
		out.NeutralA = out.NeutralVA / in.VoltageV
		out.NECEditionUsed = in.NECEdition
		out.CodeReference = "NEC 220" // Article 220; Part III is the standard method (docs/decisions/0055-codes-catalog-fit.md)
		return out, nil
	},
})
