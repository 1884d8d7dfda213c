package calc

import (
	"fmt"
	"math"
)

func electricalCalculators() []*Calculator {
	return []*Calculator{
		electricalPanelLoad, electricalLightingLoad, electricalWireSize, electricalReceptacles,
		electricalConduitFill, electricalVoltageDrop, electricalBoxFill,
		// Second wave (issue 36).
		electricalDwellingLoadStandard, electricalMotorCircuit, electricalEGCSize, electricalAmpacityAdjust,
		electricalServiceConductorCalc, electricalVoltageDropAC, electricalConduitSize,
	}
}

// electrical/panel-load: NEC 220.82 optional method for a dwelling unit.
// docs/decisions.md records how connected and demand loads are formed.
type panelLoadIn struct {
	LivingAreaSqft     float64 `json:"living_area_sqft" calc:"required,gt=0,max=100000" doc:"Living area in square feet (220.82(B)(1): excludes open porches, unfinished spaces)."`
	ElectricRangeVA    float64 `json:"electric_range_va" calc:"default=0,min=0,max=100000" doc:"Nameplate rating of ranges, wall-mounted ovens and counter-mounted cooking units, VA."`
	ElectricDryerVA    float64 `json:"electric_dryer_va" calc:"default=0,min=0,max=100000" doc:"Nameplate rating of the clothes dryer, VA."`
	WaterHeaterVA      float64 `json:"water_heater_va" calc:"default=0,min=0,max=100000" doc:"Nameplate rating of water heaters, VA."`
	HVACVA             float64 `json:"hvac_va" calc:"default=0,min=0,max=200000" doc:"Heating or air-conditioning load already taken under 220.82(C), counted at 100%, VA. Or give the nameplates below and let the calculator take the largest 220.82(C) item."`
	CoolingVA          float64 `json:"cooling_va" calc:"default=0,min=0,max=200000" doc:"Nameplate of air-conditioning and cooling, heat pump compressors included, VA: 100 % (220.82(C)(1)). Not with nec_edition 2026."`
	HeatPumpVA         float64 `json:"heat_pump_va" calc:"default=0,min=0,max=200000" doc:"Nameplate of the heat pump compressor for heating, VA: 100 % alone (220.82(C)(2)), or with supplemental_heat_va under (C)(4). Not with nec_edition 2026."`
	SupplementalHeatVA float64 `json:"supplemental_heat_va" calc:"default=0,min=0,max=200000" doc:"Nameplate of the supplementary electric heating of a central heat pump system, VA: 65 %, plus the compressor at 100 % (220.82(C)(4)). Not with nec_edition 2026."`
	HeatPumpLockedOut  bool    `json:"heat_pump_locked_out" calc:"default=false" doc:"True when the heat pump compressor is prevented from running at the same time as the supplementary heat: the compressor is then not added (220.82(C)(4))."`
	ThermalStorageVA   float64 `json:"thermal_storage_va" calc:"default=0,min=0,max=200000" doc:"Nameplate of electric thermal storage and other heating expected to run continuously at full nameplate, VA: 100 % (220.82(C)(3)). Not with nec_edition 2026."`
	SpaceHeatingVA     float64 `json:"space_heating_va" calc:"default=0,min=0,max=200000" doc:"Nominal nameplate of electric space heating (baseboard, wall units), VA: 65 % with fewer than four separately controlled units, 40 % with four or more (220.82(C)(5), (6)). Not with nec_edition 2026."`
	SpaceHeatingUnits  int     `json:"space_heating_units" calc:"default=1,min=1,max=100" doc:"Separately controlled space-heating units (thermostats) among space_heating_va."`
	OtherAppliancesVA  float64 `json:"other_appliances_va" calc:"default=0,min=0,max=200000" doc:"Other appliances fastened in place and permanently connected motors (dishwasher, disposal, EV charger...), nameplate VA (220.82(B)(3)-(4))."`
	NECEdition         string  `json:"nec_edition" calc:"default=2023,enum=2020|2023|2026" doc:"NEC edition to apply."`
}

type panelLoadOut struct {
	TotalConnectedVA         float64 `json:"total_connected_va" doc:"General load of 220.82(B) plus hvac_load_va, before the 220.82(B) demand factors, VA."`
	DemandVA                 float64 `json:"demand_va" doc:"Calculated load: the first 10 kVA of the general load (8 kVA under the 2026 NEC) at 100%, the remainder at 40%, plus the HVAC load at 100%, VA."`
	ServiceAmpsAt240V        float64 `json:"service_amps_at_240v" calc:"places=1" doc:"demand_va / 240, one decimal."`
	HVACLoadVA               float64 `json:"hvac_load_va" doc:"Heating and air-conditioning load added at 100 %: the largest of hvac_va and the 220.82(C) items given, VA."`
	HVACItem                 string  `json:"hvac_item" doc:"The 220.82(C) item (or hvac_va) that governs hvac_load_va; none when no heating or cooling is given."`
	RecommendedServiceSize   string  `json:"recommended_service_size" doc:"Smallest NEC 240.6(A) standard rating that carries the load, never below 100A (NEC 230.79(C))."`
	NECEditionUsed           string  `json:"nec_edition_used" doc:"NEC edition applied."`
	GeneralLightingVAPerSqft float64 `json:"general_lighting_va_per_sqft" doc:"General lighting and receptacle load density applied, VA/ft²."`
	CodeReference            string  `json:"code_reference" doc:"The optional-method section: NEC 220.82, or NEC 120.82 in the 2026 edition."`
}

const (
	// NEC 220.82(B)(2): 1500 VA for each 20 A small-appliance branch circuit
	// and each laundry branch circuit; a dwelling has at least two and one
	// (NEC 210.11(C)(1), (C)(2)).
	smallApplianceAndLaundryVA = 3 * 1500
	// NEC 220.82(B) (2020, 2023) and 120.82(B) (2026): the remainder of
	// the general load past the first block is taken at 40%.
	generalLoadRemainderDF = 0.40
	// NEC 230.79(C): a one-family dwelling service is at least 100 A.
	minDwellingServiceA = 100
)

// standardAmpereRatings are the NEC 240.6(A) standard ratings from 100 A up
// (the same list in the 2020, 2023 and 2026 editions).
var standardAmpereRatings = []int{100, 110, 125, 150, 175, 200, 225, 250, 300, 350, 400, 450, 500, 600, 700, 800, 1000, 1200, 1600, 2000, 2500, 3000, 4000, 5000, 6000}

// panelLoadRules is what the optional method changes by edition. The 2026
// NEC moved load calculations from Article 220 to Article 120 and lowered
// the general load taken at 100% from the first 10 kVA to the first 8 kVA
// (2026 change summaries, e.g. the Mike Holt forum's public comment on
// 120.82(A) and trade summaries of Article 120).
func panelLoadRules(edition string) (ref string, fullVA float64) {
	if edition == "2026" {
		return "NEC 120.82", 8000
	}
	return "NEC 220.82", 10000
}

// lightingVAPerSqft by NEC edition (spec: 3 for 2020 and 2023, 2 for 2026).
func lightingVAPerSqft(edition string) float64 {
	if edition == "2026" {
		return 2
	}
	return 3
}

var electricalPanelLoad = Define(Definition[panelLoadIn, panelLoadOut]{
	Category:       "electrical",
	Kind:           "panel-load",
	Title:          "Dwelling service load (NEC optional method)",
	Summary:        "Connected and demand load of a dwelling unit by the NEC 220.82 optional method, with the heating and air-conditioning load of 220.82(C) taken from nameplates (the largest of cooling at 100 %, heat pump at 100 %, heat pump compressor plus 65 % of supplementary heat, thermal storage at 100 %, space heating at 65 % or 40 % by the number of separately controlled units), service amperes at 240 V and the standard service rating to install. Reproduces NEC Annex D Examples D2(a)-(c).",
	CodeReferences: []string{"NEC 220.82", "NEC 120.82"},
	Rules:          []Rule{panelLoadHVACRule},
	Compute: func(in panelLoadIn) (panelLoadOut, error) {
		ref, fullVA := panelLoadRules(in.NECEdition)
		if in.NECEdition == "2026" && in.CoolingVA+in.HeatPumpVA+in.SupplementalHeatVA+in.ThermalStorageVA+in.SpaceHeatingVA > 0 {
			return panelLoadOut{}, Invalid("nec_edition", "not_carried", "the 120.82(C) heating and cooling items of the 2026 edition are not carried: give hvac_va")
		}
		hvac, item := panelLoadHVAC(in)
		density := lightingVAPerSqft(in.NECEdition)
		general := in.LivingAreaSqft*density + smallApplianceAndLaundryVA +
			in.ElectricRangeVA + in.ElectricDryerVA + in.WaterHeaterVA + in.OtherAppliancesVA
		demand := min(general, fullVA) + generalLoadRemainderDF*max(0, general-fullVA) + hvac
		amps := demand / 240
		size := standardAmpereRatings[len(standardAmpereRatings)-1]
		for _, r := range standardAmpereRatings {
			if float64(r) >= amps && r >= minDwellingServiceA {
				size = r
				break
			}
		}
		return panelLoadOut{
			TotalConnectedVA:         general + hvac,
			HVACLoadVA:               hvac,
			HVACItem:                 item,
			DemandVA:                 demand,
			ServiceAmpsAt240V:        amps,
			RecommendedServiceSize:   fmt.Sprintf("%dA", size),
			NECEditionUsed:           in.NECEdition,
			GeneralLightingVAPerSqft: density,
			CodeReference:            ref,
		}, nil
	},
})

// ---------------------------------------------------------------------------
// electrical/lighting-load: dwelling general lighting, small-appliance and
// laundry loads with the lighting demand factors.

type electricalLightingLoadIn struct {
	FloorAreaSqft          float64 `json:"floor_area_sqft" calc:"required,gt=0,max=100000" doc:"Floor area of the dwelling from its outside dimensions, excluding open porches, garages and unused or unfinished spaces not adaptable for future use (NEC 220.5(C)), square feet."`
	SmallApplianceCircuits int     `json:"small_appliance_circuits" calc:"default=2,min=2,max=20" doc:"20 A small-appliance branch circuits (kitchen, dining, pantry); a dwelling has at least two (NEC 210.11(C)(1)). Each counts 1500 VA (220.52(A))."`
	LaundryCircuits        int     `json:"laundry_circuits" calc:"default=1,min=0,max=10" doc:"20 A laundry branch circuits (NEC 210.11(C)(2)); each counts 1500 VA (220.52(B))."`
	NECEdition             string  `json:"nec_edition" calc:"default=2023,enum=2020|2023|2026" doc:"NEC edition whose rules and numbering apply: 2020, 2023 (default) or 2026."`
}

type electricalLightingLoadOut struct {
	GeneralLightingVAPerSqft float64 `json:"general_lighting_va_per_sqft" doc:"Unit load applied to the feeder/service calculation: 3 VA/ft² (NEC 2020 220.14(J), 2023 220.41), 2 VA/ft² (NEC 2026 120.41)."`
	GeneralLightingVA        float64 `json:"general_lighting_va" doc:"floor_area_sqft x general_lighting_va_per_sqft, VA. Includes the general-use receptacles (no separate receptacle load in a dwelling)."`
	SmallApplianceVA         float64 `json:"small_appliance_va" doc:"1500 VA x small_appliance_circuits (220.52(A)), VA."`
	LaundryVA                float64 `json:"laundry_va" doc:"1500 VA x laundry_circuits (220.52(B)), VA."`
	TotalConnectedVA         float64 `json:"total_connected_va" doc:"General lighting + small-appliance + laundry load before demand factors, VA."`
	DemandVA                 float64 `json:"demand_va" doc:"Total after the dwelling lighting demand factors (Table 220.42 in 2020, Table 220.45 in 2023, Table 120.45 in 2026): first 3000 VA at 100 %, 3001 to 120 000 VA at 35 %, the remainder at 25 %, VA."`
	BranchCircuitVA          float64 `json:"branch_circuit_va" doc:"Load used to count general lighting branch circuits: 3 VA/ft² in every edition (the 2026 NEC keeps 3 VA/ft² for branch circuits in 120.13 while the feeder load drops to 2), VA."`
	Min15ACircuits           int     `json:"min_15a_circuits" doc:"Fewest 15 A, 120 V general lighting circuits for branch_circuit_va: ceil(VA / 1800)."`
	Min20ACircuits           int     `json:"min_20a_circuits" doc:"Fewest 20 A, 120 V general lighting circuits for branch_circuit_va: ceil(VA / 2400)."`
	NECEditionUsed           string  `json:"nec_edition_used" doc:"NEC edition applied."`
	CodeReference            string  `json:"code_reference" doc:"The dwelling general lighting load section in the edition's numbering: NEC 220.41 (2020 and 2023: the 2020 rule of 220.12 and 220.14(J) is 220.41 in the codes area's 2023 edition), 120.41 (2026)."`
}

const (
	// NEC 220.52(A), (B): 1500 VA per small-appliance and laundry circuit
	// (same in 2020 and 2023; 120.52 in 2026).
	electricalSmallApplianceVA = 1500
	// Dwelling lighting demand factors (Table 220.42 in 2020, 220.45 in
	// 2023): first 3000 VA at 100 %, 3001-120 000 VA at 35 %, the rest at 25 %.
	// Confirmed by NEC Annex D Example D1(a) (9000 VA -> 5100 VA) as
	// reproduced in the Centerville, IN code (codelibrary.amlegal.com), and
	// the 120 000 VA break by an NEC 2023 question set in a public
	// repository ("First 3000 VA at 100%, next 3001 to 120,000 VA at 35%,
	// remainder over 120,000 VA at 25%"). 2026: assumed unchanged (Table
	// 120.45); no 2026 text was available to confirm it.
	electricalLightingFullVA   = 3000
	electricalLightingMidTopVA = 120000
	electricalLightingMidDF    = 0.35
	electricalLightingRestDF   = 0.25
	// Unit load for counting branch circuits: 3 VA/ft² (NEC 220.41 in 2023;
	// 2026 keeps it for branch circuits in new 120.13).
	electricalBranchCircuitVAPerSqft = 3
	// 120 V circuits at 15 A and 20 A.
	electricalCircuit15VA = 120 * 15
	electricalCircuit20VA = 120 * 20
)

// electricalLightingRef is the dwelling unit-load section by edition: the
// 2023 NEC has it in 220.41 (confirmed in the NEC 2023 table of contents),
// the 2026 NEC moved Article 220 to Article 120 keeping the suffixes
// (120.41). The 2020 NEC had the same rule in 220.12 and 220.14(J), but the
// codes area carries NEC 2023 and 2026, where those numbers hold other rules
// (220.14(J) is office-building receptacles in 2023): a 2020 request cites
// the 2023 section with the same rule (docs/decisions.md).
func electricalLightingRef(edition string) string {
	if edition == "2026" {
		return "NEC 120.41"
	}
	return "NEC 220.41"
}

var electricalLightingLoad = Define(Definition[electricalLightingLoadIn, electricalLightingLoadOut]{
	Category:       "electrical",
	Kind:           "lighting-load",
	Title:          "Dwelling lighting, small-appliance and laundry load",
	Summary:        "General lighting load from floor area (NEC 220.41; 220.14(J) in 2020, 120.41 in 2026), small-appliance and laundry circuit loads (220.52), the lighting demand factors of Table 220.45 and the fewest 15 A and 20 A lighting circuits.",
	CodeReferences: []string{"NEC 220.41", "NEC 120.41"},
	Compute: func(in electricalLightingLoadIn) (electricalLightingLoadOut, error) {
		density := lightingVAPerSqft(in.NECEdition) // shared with panel-load: 3, or 2 in 2026
		lighting := in.FloorAreaSqft * density
		small := float64(in.SmallApplianceCircuits * electricalSmallApplianceVA)
		laundry := float64(in.LaundryCircuits * electricalSmallApplianceVA)
		total := lighting + small + laundry
		demand := min(total, electricalLightingFullVA) +
			electricalLightingMidDF*max(0, min(total, electricalLightingMidTopVA)-electricalLightingFullVA) +
			electricalLightingRestDF*max(0, total-electricalLightingMidTopVA)
		branch := in.FloorAreaSqft * electricalBranchCircuitVAPerSqft
		return electricalLightingLoadOut{
			GeneralLightingVAPerSqft: density,
			GeneralLightingVA:        lighting,
			SmallApplianceVA:         small,
			LaundryVA:                laundry,
			TotalConnectedVA:         total,
			DemandVA:                 demand,
			BranchCircuitVA:          branch,
			Min15ACircuits:           CeilCount(branch / electricalCircuit15VA),
			Min20ACircuits:           CeilCount(branch / electricalCircuit20VA),
			NECEditionUsed:           in.NECEdition,
			CodeReference:            electricalLightingRef(in.NECEdition),
		}, nil
	},
})

// ---------------------------------------------------------------------------
// electrical/wire-size: smallest conductor for a load from Table 310.16,
// continuous loads at 125 %, terminal temperature, 240.4(D), optional
// voltage-drop limit.

type electricalWireSizeIn struct {
	LoadA             float64 `json:"load_a" calc:"required,gt=0,max=1000" doc:"Load current the branch circuit serves, amperes."`
	ContinuousLoad    bool    `json:"continuous_load" calc:"default=false" doc:"True when the load runs 3 hours or more: the conductor must carry 125 % of it (NEC 210.19(A))."`
	Material          string  `json:"material" calc:"default=copper,enum=copper|aluminum" doc:"Conductor material: copper, or aluminum / copper-clad aluminum."`
	InsulationRating  string  `json:"insulation_rating" calc:"default=75,enum=60|75|90" doc:"Temperature rating of the conductor insulation, °C: 60 (TW, UF), 75 (THW, THWN, XHHW), 90 (THHN, THWN-2, XHHW-2). Selects the Table 310.16 column."`
	TerminalRating    string  `json:"terminal_rating" calc:"default=auto,enum=auto|60|75" doc:"Temperature rating of the terminations, °C. auto applies NEC 110.14(C)(1): 60 °C for circuits of 100 A or less, 75 °C above. The ampacity used is the lower of the insulation and terminal columns."`
	RunLengthFt       float64 `json:"run_length_ft" calc:"default=0,min=0,max=5000" doc:"One-way length of the circuit, feet. 0 skips the voltage-drop check; otherwise the size is increased until the drop is within max_voltage_drop_pct."`
	VoltageV          float64 `json:"voltage_v" calc:"default=120,min=12,max=1000" doc:"Circuit voltage for the voltage-drop check, volts."`
	Phase             string  `json:"phase" calc:"default=single,enum=single|three" doc:"single: drop over 2 x length; three: drop over sqrt(3) x length."`
	MaxVoltageDropPct float64 `json:"max_voltage_drop_pct" calc:"default=3,gt=0,max=20" doc:"Voltage-drop limit, percent of voltage_v. 3 % is the branch-circuit figure of NEC 210.19(A) Informational Note No. 4."`
	NECEdition        string  `json:"nec_edition" calc:"default=2023,enum=2020|2023|2026" doc:"NEC edition whose rules and numbering apply: 2020, 2023 (default) or 2026."`
}

type electricalWireSizeOut struct {
	ConductorSize         string  `json:"conductor_size" doc:"Smallest size that carries the load and, when run_length_ft > 0, keeps the voltage drop within the limit; when no carried size (up to 500 kcmil) does, 500 kcmil with its failing check (pass false)."`
	SizeForAmpacity       string  `json:"size_for_ampacity" doc:"Smallest size that carries the load, before any voltage-drop increase."`
	RequiredAmpacityA     float64 `json:"required_ampacity_a" doc:"load_a, or 125 % of it for a continuous load (NEC 210.19(A)), amperes."`
	TerminalRatingUsed    string  `json:"terminal_rating_used" doc:"Termination temperature applied, °C."`
	AmpacityA             float64 `json:"ampacity_a" doc:"Table 310.16 ampacity of conductor_size at its insulation rating (the base for any adjustment or correction), amperes."`
	UsableAmpacityA       float64 `json:"usable_ampacity_a" doc:"Ampacity of conductor_size in the lower of the insulation and terminal columns, capped by the NEC 240.4(D) small-conductor limit, amperes."`
	SmallConductorLimitA  float64 `json:"small_conductor_limit_a" doc:"NEC 240.4(D) overcurrent-device limit for conductor_size (15/20/30 A for 14/12/10 AWG copper, 15/25 A for 12/10 AWG aluminum); 0 when none applies."`
	VoltageDropV          float64 `json:"voltage_drop_v" doc:"Voltage drop of conductor_size over the run with NEC Chapter 9 Table 8 stranded resistance at 75 °C; 0 when run_length_ft is 0, volts."`
	VoltageDropPct        float64 `json:"voltage_drop_pct" doc:"voltage_drop_v as a percent of voltage_v."`
	UpsizedForVoltageDrop bool    `json:"upsized_for_voltage_drop" doc:"True when conductor_size is larger than size_for_ampacity because of voltage drop."`
	NECEditionUsed        string  `json:"nec_edition_used" doc:"NEC edition applied."`
	Checks                []Check `json:"checks" doc:"Usable ampacity against the required ampacity, and (with a run length) the voltage drop against its limit."`
	Pass                  bool    `json:"pass" doc:"True when every check passes."`
	CodeReference         string  `json:"code_reference" doc:"The ampacity table section."`
}

// electricalTempColumn maps "60", "75", "90" to the Table 310.16 column.
func electricalTempColumn(rating string) int {
	switch rating {
	case "60":
		return 0
	case "75":
		return 1
	}
	return 2
}

// electricalWireDrop is the voltage drop of a run with Chapter 9 Table 8
// stranded resistance (ohm/kft at 75 °C).
func electricalWireDrop(aluminum bool, sizeIdx int, amps, lengthFt float64, three bool) float64 {
	r := electricalTable8[sizeIdx].cuStranded
	if aluminum {
		r = electricalTable8[sizeIdx].alStranded
	}
	factor := 2.0
	if three {
		factor = math.Sqrt(3)
	}
	return factor * lengthFt * amps * r / 1000
}

var electricalWireSize = Define(Definition[electricalWireSizeIn, electricalWireSizeOut]{
	Category:       "electrical",
	Kind:           "wire-size",
	Title:          "Branch-circuit conductor size",
	Summary:        "Smallest copper or aluminum conductor for a load from NEC Table 310.16 (30 °C, up to three current-carrying conductors), with continuous loads at 125 % (210.19(A)), the terminal temperature rule of 110.14(C), the 240.4(D) small-conductor limits and an optional voltage-drop limit.",
	CodeReferences: []string{"NEC 310.16", "NEC 210.19(A)"},
	Compute: func(in electricalWireSizeIn) (electricalWireSizeOut, error) {
		aluminum := in.Material == "aluminum"
		required := in.LoadA
		if in.ContinuousLoad {
			required *= 1.25
		}
		terminal := in.TerminalRating
		if terminal == "auto" {
			// 110.14(C)(1)(a): circuits rated 100 A or less use 60 °C
			// terminations; (b): above 100 A, 75 °C.
			terminal = "60"
			if required > 100 {
				terminal = "75"
			}
		}
		insCol := electricalTempColumn(in.InsulationRating)
		col := min(insCol, electricalTempColumn(terminal))
		column := func(i int) [3]int {
			if aluminum {
				return electricalAmpacityTable[i].al
			}
			return electricalAmpacityTable[i].cu
		}
		usable := func(i int) float64 {
			a := float64(column(i)[col])
			if lim := electricalSmallConductorOCPD(aluminum, i); lim > 0 {
				a = min(a, float64(lim))
			}
			return a
		}
		ampIdx := -1
		for i := range electricalSizes {
			if column(i)[col] > 0 && usable(i) >= required-1e-9 {
				ampIdx = i
				break
			}
		}
		if ampIdx < 0 {
			// Past the carried rows (500 kcmil): answer the largest
			// carried size, whose ampacity check fails (docs/decisions.md).
			ampIdx = len(electricalSizes) - 1
		}
		size := ampIdx
		three := in.Phase == "three"
		var drop float64
		if in.RunLengthFt > 0 {
			for ; size < len(electricalSizes); size++ {
				drop = electricalWireDrop(aluminum, size, in.LoadA, in.RunLengthFt, three)
				if drop/in.VoltageV*100 <= in.MaxVoltageDropPct+1e-9 {
					break
				}
			}
			if size == len(electricalSizes) {
				// No carried size keeps the drop within the limit: the
				// largest carried size, whose voltage-drop check fails.
				size--
			}
		}
		checks := []Check{AtLeast("usable ampacity", usable(size), required, "A", "NEC 210.19(A)")}
		if in.RunLengthFt > 0 {
			checks = append(checks, AtMost("voltage drop", drop/in.VoltageV*100, in.MaxVoltageDropPct, "%", "NEC 210.19(A)"))
		}
		return electricalWireSizeOut{
			ConductorSize:         electricalSizes[size].label,
			SizeForAmpacity:       electricalSizes[ampIdx].label,
			RequiredAmpacityA:     required,
			TerminalRatingUsed:    terminal,
			AmpacityA:             float64(column(size)[insCol]),
			UsableAmpacityA:       usable(size),
			SmallConductorLimitA:  float64(electricalSmallConductorOCPD(aluminum, size)),
			VoltageDropV:          drop,
			VoltageDropPct:        drop / in.VoltageV * 100,
			UpsizedForVoltageDrop: size != ampIdx,
			NECEditionUsed:        in.NECEdition,
			Checks:                checks,
			Pass:                  AllPass(checks),
			CodeReference:         "NEC 310.16",
		}, nil
	},
})

// ---------------------------------------------------------------------------
// electrical/receptacles: required receptacle outlets by wall space (NEC
// 210.52(A)) and wall countertop space (210.52(C)(1)).

type electricalReceptaclesIn struct {
	WallSpacesFt       []float64 `json:"wall_spaces_ft" calc:"items=0..50,gt=0,max=500" doc:"Length of each wall space along the floor line, feet, measured around corners and broken only by doorways, fireplaces and similar openings (NEC 210.52(A)(2)). Spaces under 2 ft are not wall space."`
	CountertopSpacesFt []float64 `json:"countertop_spaces_ft" calc:"items=0..30,gt=0,max=100" doc:"Length of each wall countertop or work-surface space along the wall line, feet; spaces separated by a range, sink or refrigerator are separate (NEC 210.52(C)). Spaces under 1 ft (12 in.) need no receptacle."`
	NECEdition         string    `json:"nec_edition" calc:"default=2023,enum=2020|2023|2026" doc:"NEC edition whose rules and numbering apply: 2020, 2023 (default) or 2026."`
}

type electricalReceptacleSpace struct {
	Kind          string  `json:"kind" doc:"wall or countertop."`
	LengthFt      float64 `json:"length_ft" doc:"Length of the space, feet."`
	Receptacles   int     `json:"receptacles" doc:"Fewest receptacle outlets for the space: wall ceil(length / 12 ft) when 2 ft or more; countertop ceil(length / 4 ft) when 1 ft or more; else 0."`
	CodeReference string  `json:"code_reference" doc:"The spacing rule applied."`
}

type electricalReceptaclesOut struct {
	WallReceptacles         int                         `json:"wall_receptacles" doc:"Receptacles for the wall spaces: no point along the floor line more than 6 ft from one (NEC 210.52(A)(1)), so each covers 12 ft of wall."`
	CountertopReceptacles   int                         `json:"countertop_receptacles" doc:"Receptacles for the countertop spaces: no point along the wall line more than 24 in. from one (210.52(C)(1)), so each covers 4 ft. They do not count toward the wall-space receptacles."`
	TotalReceptacles        int                         `json:"total_receptacles" doc:"wall_receptacles + countertop_receptacles."`
	WallMaxDistanceFt       float64                     `json:"wall_max_distance_ft" doc:"Largest distance from a point on the wall line to a receptacle, feet (6)."`
	CountertopMaxDistanceIn float64                     `json:"countertop_max_distance_in" doc:"Largest distance from a point on the countertop wall line to a receptacle, inches (24)."`
	Spaces                  []electricalReceptacleSpace `json:"spaces" doc:"Each space given, wall spaces first, with its receptacle count."`
	NECEditionUsed          string                      `json:"nec_edition_used" doc:"NEC edition applied."`
	CodeReference           string                      `json:"code_reference" doc:"The dwelling receptacle-outlet section (wall spaces 210.52(A), countertops 210.52(C); each space names its own)."`
}

const (
	electricalWallReachFt       = 6  // NEC 210.52(A)(1)
	electricalWallSpaceMinFt    = 2  // NEC 210.52(A)(2)(1)
	electricalCounterReachIn    = 24 // NEC 210.52(C)(1)
	electricalCounterSpaceMinFt = 1  // NEC 210.52(C)(1): 12 in. or wider
)

var electricalReceptacles = Define(Definition[electricalReceptaclesIn, electricalReceptaclesOut]{
	Category:       "electrical",
	Kind:           "receptacles",
	Title:          "Required dwelling receptacle outlets",
	Summary:        "Fewest receptacle outlets for dwelling wall spaces (NEC 210.52(A): no point along the floor line more than 6 ft from a receptacle, wall spaces 2 ft or more) and wall countertop spaces (210.52(C)(1): no point more than 24 in., spaces 12 in. or more).",
	CodeReferences: []string{"NEC 210.52", "NEC 210.52(A)(1)", "NEC 210.52(C)(1)"},
	Rules:          []Rule{{{"wall_spaces_ft"}, {"countertop_spaces_ft"}}},
	Compute: func(in electricalReceptaclesIn) (electricalReceptaclesOut, error) {
		out := electricalReceptaclesOut{
			WallMaxDistanceFt:       electricalWallReachFt,
			CountertopMaxDistanceIn: electricalCounterReachIn,
			NECEditionUsed:          in.NECEdition,
			CodeReference:           "NEC 210.52",
		}
		if len(in.WallSpacesFt) == 0 && len(in.CountertopSpacesFt) == 0 {
			return out, Invalid("wall_spaces_ft", "no_spaces", "give at least one wall space or countertop space")
		}
		out.Spaces = make([]electricalReceptacleSpace, 0, len(in.WallSpacesFt)+len(in.CountertopSpacesFt))
		for _, l := range in.WallSpacesFt {
			n := 0
			if l >= electricalWallSpaceMinFt {
				n = CeilCount(l / (2 * electricalWallReachFt))
			}
			out.WallReceptacles += n
			out.Spaces = append(out.Spaces, electricalReceptacleSpace{"wall", l, n, "NEC 210.52(A)(1)"})
		}
		for _, l := range in.CountertopSpacesFt {
			n := 0
			if l >= electricalCounterSpaceMinFt {
				n = CeilCount(l * 12 / (2 * electricalCounterReachIn))
			}
			out.CountertopReceptacles += n
			out.Spaces = append(out.Spaces, electricalReceptacleSpace{"countertop", l, n, "NEC 210.52(C)(1)"})
		}
		out.TotalReceptacles = out.WallReceptacles + out.CountertopReceptacles
		return out, nil
	},
})

// ---------------------------------------------------------------------------
// electrical/conduit-fill: THHN/THWN-2 conductors in EMT or PVC Schedule 40
// against NEC Chapter 9 Table 1.

type electricalConduitGroup struct {
	Size  string `json:"size" calc:"required,enum=14|12|10|8|6|4|3|2|1|1/0|2/0|3/0|4/0|250|300|350|400|500" doc:"Conductor size, AWG or kcmil (Type THHN / THWN / THWN-2, Chapter 9 Table 5)."`
	Count int    `json:"count" calc:"required,min=1,max=500" doc:"Number of conductors of this size, equipment grounding conductors included (Chapter 9 Note 3)."`
}

type electricalConduitFillIn struct {
	ConduitType string                   `json:"conduit_type" calc:"default=emt,enum=emt|pvc-40" doc:"emt: electrical metallic tubing (Article 358); pvc-40: rigid PVC conduit Schedule 40 (Article 352)."`
	TradeSize   string                   `json:"trade_size" calc:"required,enum=1/2|3/4|1|1-1/4|1-1/2|2|2-1/2|3|3-1/2|4" doc:"Conduit trade size, inches."`
	Conductors  []electricalConduitGroup `json:"conductors" calc:"required,items=1..10" doc:"The conductors in the conduit, by size."`
	Nipple      bool                     `json:"nipple" calc:"default=false" doc:"True for a nipple of 24 in. or less between enclosures, which may be filled to 60 % (Chapter 9 Note 4)."`
	NECEdition  string                   `json:"nec_edition" calc:"default=2023,enum=2020|2023|2026" doc:"NEC edition whose rules and numbering apply: 2020, 2023 (default) or 2026."`
}

type electricalConduitFillOut struct {
	ConduitAreaSqin       float64 `json:"conduit_area_sqin" calc:"places=4" doc:"Total internal area of the conduit (Chapter 9 Table 4, 100 %), in²."`
	ConductorCount        int     `json:"conductor_count" doc:"Number of conductors."`
	ConductorAreaSqin     float64 `json:"conductor_area_sqin" calc:"places=4" doc:"Sum of the conductor areas (Chapter 9 Table 5), in²."`
	AllowedFillPct        float64 `json:"allowed_fill_pct" doc:"Chapter 9 Table 1 limit: 53 % for one conductor, 31 % for two, 40 % for more; 60 % for a nipple."`
	AllowedAreaSqin       float64 `json:"allowed_area_sqin" calc:"places=4" doc:"conduit_area_sqin x allowed_fill_pct, in²."`
	FillPct               float64 `json:"fill_pct" calc:"places=2" doc:"conductor_area_sqin as a percent of conduit_area_sqin."`
	MaxConductorsSameSize int     `json:"max_conductors_same_size" doc:"When every conductor is one size: the most of that size the conduit may hold, rounding up a result whose decimal is 0.8 or more (Chapter 9 Note 7), as Informative Annex C tabulates. 0 for a mix of sizes (sized by area, Note 6)."`
	NECEditionUsed        string  `json:"nec_edition_used" doc:"NEC edition applied."`
	Checks                []Check `json:"checks" doc:"Conductor count against the same-size maximum, or, for a mix of sizes, fill percent against the Table 1 limit."`
	Pass                  bool    `json:"pass" doc:"True when every check passes."`
	CodeReference         string  `json:"code_reference" doc:"The percent-fill table."`
}

// electricalFillPct is Chapter 9 Table 1 (and Note 4 for nipples).
func electricalFillPct(count int, nipple bool) float64 {
	switch {
	case nipple:
		return 60
	case count == 1:
		return 53
	case count == 2:
		return 31
	}
	return 40
}

// electricalNote7 counts conductors of one area that fit in an allowed area,
// taking the next whole number when the decimal is 0.8 or more (Note 7).
func electricalNote7(allowed, each float64) int {
	n := allowed / each
	whole := math.Floor(n + 1e-9)
	if n-whole >= 0.8-1e-9 {
		whole++
	}
	return int(whole)
}

// electricalMaxSameSize is the most conductors of one area a conduit holds:
// at 40 % (or 60 % in a nipple) when that is three or more, else two at
// 31 % or one at 53 % (Note 7 also lets a single conductor round up at 0.8).
func electricalMaxSameSize(area, each float64, nipple bool) int {
	if nipple {
		return electricalNote7(area*0.60, each)
	}
	if n := electricalNote7(area*0.40, each); n >= 3 {
		return n
	}
	if 2*each <= area*0.31+1e-12 {
		return 2
	}
	return min(1, electricalNote7(area*0.53, each))
}

const electricalConduitRef = "NEC Chapter 9 Table 1"

var electricalConduitFill = Define(Definition[electricalConduitFillIn, electricalConduitFillOut]{
	Category:       "electrical",
	Kind:           "conduit-fill",
	Title:          "Conduit fill (THHN/THWN-2 in EMT or PVC)",
	Summary:        "Percent fill of THHN/THWN-2 conductors (NEC Chapter 9 Table 5) in EMT or Schedule 40 PVC (Table 4) against the Table 1 limits of 53/31/40 %, and the most conductors of one size allowed (Note 7, as in Annex C).",
	CodeReferences: []string{electricalConduitRef},
	Compute: func(in electricalConduitFillIn) (electricalConduitFillOut, error) {
		area := 0.0
		for i, t := range electricalTradeSizes {
			if t == in.TradeSize {
				area = electricalConduitAreaSqin[in.ConduitType][i]
			}
		}
		count, total := 0, 0.0
		same := true
		for _, g := range in.Conductors {
			count += g.Count
			total += float64(g.Count) * electricalTHHNAreaSqin[electricalSizeIndex(g.Size)]
			same = same && g.Size == in.Conductors[0].Size
		}
		pct := electricalFillPct(count, in.Nipple)
		var check Check
		maxSame := 0
		if same {
			maxSame = electricalMaxSameSize(area, electricalTHHNAreaSqin[electricalSizeIndex(in.Conductors[0].Size)], in.Nipple)
			check = AtMost("conductor count", float64(count), float64(maxSame), "", electricalConduitRef)
		} else {
			check = AtMost("conduit fill", total/area*100, pct, "%", electricalConduitRef)
		}
		checks := []Check{check}
		return electricalConduitFillOut{
			ConduitAreaSqin:       area,
			ConductorCount:        count,
			ConductorAreaSqin:     total,
			AllowedFillPct:        pct,
			AllowedAreaSqin:       area * pct / 100,
			FillPct:               total / area * 100,
			MaxConductorsSameSize: maxSame,
			NECEditionUsed:        in.NECEdition,
			Checks:                checks,
			Pass:                  AllPass(checks),
			CodeReference:         electricalConduitRef,
		}, nil
	},
})

// ---------------------------------------------------------------------------
// electrical/voltage-drop: drop and percent for a circuit from Chapter 9
// Table 8 resistance or the K factor.

type electricalVoltageDropIn struct {
	LoadA           float64 `json:"load_a" calc:"required,gt=0,max=1000" doc:"Load current, amperes."`
	OneWayLengthFt  float64 `json:"one_way_length_ft" calc:"required,gt=0,max=5000" doc:"One-way length from source to load, feet."`
	VoltageV        float64 `json:"voltage_v" calc:"default=120,min=12,max=1000" doc:"Circuit voltage, volts."`
	Phase           string  `json:"phase" calc:"default=single,enum=single|three" doc:"single (and dc): drop over 2 x length; three: drop over sqrt(3) x length."`
	Material        string  `json:"material" calc:"default=copper,enum=copper|aluminum" doc:"Conductor material: copper (uncoated), or aluminum."`
	ConductorSize   string  `json:"conductor_size" calc:"required,enum=18|16|14|12|10|8|6|4|3|2|1|1/0|2/0|3/0|4/0|250|300|350|400|500" doc:"Conductor size, AWG or kcmil."`
	Stranding       string  `json:"stranding" calc:"default=stranded,enum=stranded|solid" doc:"Stranded or solid; Chapter 9 Table 8 lists solid conductors from 18 to 8 AWG only."`
	Method          string  `json:"method" calc:"default=table8,enum=table8|k-factor" doc:"table8: resistance from NEC Chapter 9 Table 8 (dc, 75 °C); k-factor: VD = 2 K I L / cmil with K = 12.9 ohm-cmil/ft copper, 21.2 aluminum (75 °C)."`
	UpstreamDropPct float64 `json:"upstream_drop_pct" calc:"default=0,min=0,max=20" doc:"Voltage drop already on the feeder ahead of this branch circuit, percent; added for the 5 % total check."`
	NECEdition      string  `json:"nec_edition" calc:"default=2023,enum=2020|2023|2026" doc:"NEC edition whose rules and numbering apply: 2020, 2023 (default) or 2026."`
}

type electricalVoltageDropOut struct {
	VoltageDropV        float64 `json:"voltage_drop_v" doc:"Voltage drop over the run, volts."`
	VoltageDropPct      float64 `json:"voltage_drop_pct" doc:"voltage_drop_v as a percent of voltage_v."`
	TotalDropPct        float64 `json:"total_drop_pct" doc:"upstream_drop_pct + voltage_drop_pct."`
	ResistanceOhmPerKft float64 `json:"resistance_ohm_per_kft" calc:"places=4" doc:"Conductor resistance applied, ohm per 1000 ft (for k-factor: K x 1000 / circular mils)."`
	CircularMils        int     `json:"circular_mils" doc:"Conductor area, circular mils (Chapter 9 Table 8)."`
	MethodUsed          string  `json:"method_used" doc:"The resistance source applied."`
	NECEditionUsed      string  `json:"nec_edition_used" doc:"NEC edition applied."`
	Checks              []Check `json:"checks" doc:"Branch drop against 3 % and total drop against 5 % (NEC 210.19(A) Informational Note No. 4: a recommendation for reasonable efficiency, not a requirement)."`
	Pass                bool    `json:"pass" doc:"True when every check passes."`
	CodeReference       string  `json:"code_reference" doc:"The branch-circuit conductor section whose informational note gives the 3 % / 5 % figures."`
}

const (
	// K factors, ohm-cmil/ft at 75 °C, as published with the 2 K I L / cmil
	// formula: copper 12.9 (primecalcpro.com's voltage-drop guide), aluminum
	// 21.2 (public voltage-drop calculator sources stating "copper K = 12.9
	// ohm-cmil/ft at 75 °C (aluminum K = 21.2)").
	electricalKCopper   = 12.9
	electricalKAluminum = 21.2
	// NEC 210.19(A) Informational Note No. 4: 3 % branch, 5 % feeder + branch.
	electricalBranchDropPct = 3
	electricalTotalDropPct  = 5
)

var electricalVoltageDrop = Define(Definition[electricalVoltageDropIn, electricalVoltageDropOut]{
	Category:       "electrical",
	Kind:           "voltage-drop",
	Title:          "Circuit voltage drop",
	Summary:        "Voltage drop and percent for a single- or three-phase circuit from NEC Chapter 9 Table 8 conductor resistance (or K = 12.9 Cu / 21.2 Al), checked against the 3 % branch and 5 % total figures of the NEC 210.19(A) informational note.",
	CodeReferences: []string{"NEC 210.19(A)"},
	// Table 8 lists solid conductors from 18 to 8 AWG only.
	Rules: []Rule{{{"?stranding=stranded"}, {"method=k-factor"}, {"conductor_size=18|16|14|12|10|8"}}},
	Compute: func(in electricalVoltageDropIn) (electricalVoltageDropOut, error) {
		var out electricalVoltageDropOut
		idx := electricalSizeIndex(in.ConductorSize)
		props := electricalTable8[idx]
		aluminum := in.Material == "aluminum"
		var r float64
		var method string
		if in.Method == "k-factor" {
			k := electricalKCopper
			method = "K = 12.9 ohm-cmil/ft (copper, 75 °C)"
			if aluminum {
				k = electricalKAluminum
				method = "K = 21.2 ohm-cmil/ft (aluminum, 75 °C)"
			}
			r = k * 1000 / float64(props.cmil)
		} else {
			solid := in.Stranding == "solid"
			switch {
			case solid && props.cuSolid == 0:
				return out, Invalid("stranding", "not_carried", "Chapter 9 Table 8 lists solid conductors from 18 to 8 AWG only, not %s", electricalSizes[idx].label)
			case solid && aluminum:
				r = props.alSolid
			case solid:
				r = props.cuSolid
			case aluminum:
				r = props.alStranded
			default:
				r = props.cuStranded
			}
			method = "NEC Chapter 9 Table 8, " + in.Stranding + " " + in.Material + ", dc resistance at 75 °C"
		}
		factor := 2.0
		if in.Phase == "three" {
			factor = math.Sqrt(3)
		}
		drop := factor * in.LoadA * in.OneWayLengthFt * r / 1000
		pct := drop / in.VoltageV * 100
		checks := []Check{
			AtMost("branch-circuit voltage drop", pct, electricalBranchDropPct, "%", "NEC 210.19(A)"),
			AtMost("feeder plus branch voltage drop", in.UpstreamDropPct+pct, electricalTotalDropPct, "%", "NEC 210.19(A)"),
		}
		return electricalVoltageDropOut{
			VoltageDropV:        drop,
			VoltageDropPct:      pct,
			TotalDropPct:        in.UpstreamDropPct + pct,
			ResistanceOhmPerKft: r,
			CircularMils:        props.cmil,
			MethodUsed:          method,
			NECEditionUsed:      in.NECEdition,
			Checks:              checks,
			Pass:                AllPass(checks),
			CodeReference:       "NEC 210.19(A)",
		}, nil
	},
})

// ---------------------------------------------------------------------------
// electrical/box-fill: volume required by conductors, clamps, fittings,
// devices and grounding conductors (NEC 314.16(B)) against a box.

type electricalBoxConductors struct {
	Size  string `json:"size" calc:"required,enum=18|16|14|12|10|8|6" doc:"Conductor size, AWG."`
	Count int    `json:"count" calc:"required,min=1,max=100" doc:"Conductors of this size that enter the box and are spliced or terminated there, or pass through (each counts once; an unbroken loop of twice the 300.14 free length counts twice: give it as 2). Pigtails that do not leave the box and equipment grounding conductors are not counted here."`
}

type electricalBoxDevice struct {
	ConductorSize string `json:"conductor_size" calc:"default=largest,enum=largest|18|16|14|12|10|8|6" doc:"Largest conductor connected to the device(s) on this yoke, AWG; largest uses the largest conductor in the box."`
	Gangs         int    `json:"gangs" calc:"default=1,min=1,max=4" doc:"Gangs the device needs for mounting: a device wider than a single 2 in. device box counts a double allowance per gang."`
}

type electricalBoxFillIn struct {
	Conductors      []electricalBoxConductors `json:"conductors" calc:"required,items=1..10" doc:"Conductors counted under 314.16(B)(1), by size."`
	InternalClamps  bool                      `json:"internal_clamps" calc:"default=false" doc:"True when the box has one or more internal cable clamps: one allowance for the largest conductor (314.16(B)(2))."`
	SupportFittings int                       `json:"support_fittings" calc:"default=0,min=0,max=4" doc:"Luminaire studs or hickeys in the box: one allowance each for the largest conductor (314.16(B)(3))."`
	Devices         []electricalBoxDevice     `json:"devices" calc:"items=0..6" doc:"Yokes or straps holding devices (switches, receptacles): a double allowance each for the largest conductor connected to it (314.16(B)(4))."`
	EGCCount        int                       `json:"egc_count" calc:"default=0,min=0,max=50" doc:"Equipment grounding conductors and equipment bonding jumpers entering the box: one allowance for up to four, a quarter allowance for each one more (314.16(B)(5), 2020 and later)."`
	EGCSize         string                    `json:"egc_size" calc:"default=largest,enum=largest|18|16|14|12|10|8|6" doc:"Largest equipment grounding conductor or bonding jumper, AWG; largest uses the largest conductor in the box."`
	BoxVolumeCuin   float64                   `json:"box_volume_cuin" calc:"default=0,min=0,max=1000" doc:"Volume of the box as marked, plus marked rings and covers (314.16(A)), cubic inches. 0 when none is given."`
	StandardBox     string                    `json:"standard_box" calc:"default=none,enum=none|4x1-1/4-round|4x1-1/2-round|4x2-1/8-round|4x1-1/4-square|4x1-1/2-square|4x2-1/8-square|4-11/16x1-1/4-square|4-11/16x1-1/2-square|4-11/16x2-1/8-square|3x2x1-1/2-device|3x2x2-device|3x2x2-1/4-device|3x2x2-1/2-device|3x2x2-3/4-device|3x2x3-1/2-device|4x2-1/8x1-1/2-device|4x2-1/8x1-7/8-device|4x2-1/8x2-1/8-device|3-3/4x2x2-1/2-masonry|3-3/4x2x3-1/2-masonry|fs-single|fd-single|fs-multiple|fd-multiple" doc:"A standard metal box of Table 314.16(A) to check, instead of box_volume_cuin; none to give no box."`
	NECEdition      string                    `json:"nec_edition" calc:"default=2023,enum=2020|2023|2026" doc:"NEC edition whose rules and numbering apply: 2020, 2023 (default) or 2026."`
}

type electricalBoxFillOut struct {
	ConductorVolumeCuin      float64 `json:"conductor_volume_cuin" doc:"Conductors x their Table 314.16(B) allowance (314.16(B)(1)), in³."`
	ClampVolumeCuin          float64 `json:"clamp_volume_cuin" doc:"Internal cable clamps (314.16(B)(2)), in³."`
	SupportFittingVolumeCuin float64 `json:"support_fitting_volume_cuin" doc:"Luminaire studs and hickeys (314.16(B)(3)), in³."`
	DeviceVolumeCuin         float64 `json:"device_volume_cuin" doc:"Device yokes (314.16(B)(4)), in³."`
	EGCVolumeCuin            float64 `json:"egc_volume_cuin" doc:"Equipment grounding conductors (314.16(B)(5)), in³."`
	RequiredVolumeCuin       float64 `json:"required_volume_cuin" doc:"Sum of the allowances: the least box volume allowed, in³."`
	LargestConductor         string  `json:"largest_conductor" doc:"Largest conductor in the box, which sizes the clamp and fitting allowances."`
	BoxVolumeCuin            float64 `json:"box_volume_cuin" doc:"Volume of the box checked (given or from Table 314.16(A)); 0 when no box was given, in³."`
	SmallestStandardBox      string  `json:"smallest_standard_box" doc:"Smallest metal box of Table 314.16(A) whose volume is at least required_volume_cuin (first in table order on a tie); none when even 42.0 in³ is too small."`
	SmallestStandardBoxCuin  float64 `json:"smallest_standard_box_cuin" doc:"Volume of smallest_standard_box, in³ (0 for none)."`
	NECEditionUsed           string  `json:"nec_edition_used" doc:"NEC edition applied."`
	Checks                   []Check `json:"checks" doc:"Box volume against the required volume; empty when no box was given."`
	Pass                     bool    `json:"pass" doc:"True when every check passes (true with no box given: nothing was checked)."`
	CodeReference            string  `json:"code_reference" doc:"The box-fill section."`
}

// electricalBoxSize resolves "largest" to the largest conductor's row.
func electricalBoxSize(key string, largest int) int {
	if key == "largest" {
		return largest
	}
	return electricalSizeIndex(key)
}

var electricalBoxFill = Define(Definition[electricalBoxFillIn, electricalBoxFillOut]{
	Category:       "electrical",
	Kind:           "box-fill",
	Title:          "Outlet and junction box fill",
	Summary:        "Box volume required by conductors, internal clamps, support fittings, device yokes and equipment grounding conductors under NEC 314.16(B) (Table 314.16(B) allowances), checked against a given box or a Table 314.16(A) standard box, with the smallest standard box that fits.",
	CodeReferences: []string{"NEC 314.16", "NEC 314.16(A)"},
	Rules:          []Rule{{{"?box_volume_cuin<=0"}, {"?standard_box=none"}}}, // a box by volume or by size, not both
	Compute: func(in electricalBoxFillIn) (electricalBoxFillOut, error) {
		var out electricalBoxFillOut
		if in.StandardBox != "none" && in.BoxVolumeCuin > 0 {
			return out, Invalid("standard_box", "conflict", "give box_volume_cuin or standard_box, not both")
		}
		allowance := func(i int) float64 { return electricalBoxAllowanceCuin[i] }
		largest := 0
		for _, g := range in.Conductors {
			i := electricalSizeIndex(g.Size)
			largest = max(largest, i)
			out.ConductorVolumeCuin += float64(g.Count) * allowance(i)
		}
		if in.EGCCount > 0 {
			egc := electricalBoxSize(in.EGCSize, largest)
			largest = max(largest, egc) // an EGC is a conductor in the box too
			out.EGCVolumeCuin = allowance(egc) * (1 + 0.25*float64(max(0, in.EGCCount-4)))
		}
		if in.InternalClamps {
			out.ClampVolumeCuin = allowance(largest)
		}
		out.SupportFittingVolumeCuin = float64(in.SupportFittings) * allowance(largest)
		for _, d := range in.Devices {
			out.DeviceVolumeCuin += 2 * float64(d.Gangs) * allowance(electricalBoxSize(d.ConductorSize, largest))
		}
		req := out.ConductorVolumeCuin + out.ClampVolumeCuin + out.SupportFittingVolumeCuin + out.DeviceVolumeCuin + out.EGCVolumeCuin
		out.RequiredVolumeCuin = req
		out.LargestConductor = electricalSizes[largest].label
		out.SmallestStandardBox = "none"
		for _, b := range electricalStandardBoxes {
			if b.volume >= req-1e-9 && (out.SmallestStandardBoxCuin == 0 || b.volume < out.SmallestStandardBoxCuin) {
				out.SmallestStandardBox, out.SmallestStandardBoxCuin = b.label, b.volume
			}
			if b.key == in.StandardBox {
				out.BoxVolumeCuin = b.volume
			}
		}
		if in.BoxVolumeCuin > 0 {
			out.BoxVolumeCuin = in.BoxVolumeCuin
		}
		out.Checks = []Check{}
		if out.BoxVolumeCuin > 0 {
			out.Checks = append(out.Checks, AtLeast("box volume", out.BoxVolumeCuin, req, "in³", "NEC 314.16(A)"))
		}
		out.Pass = AllPass(out.Checks)
		out.NECEditionUsed = in.NECEdition
		out.CodeReference = "NEC 314.16"
		return out, nil
	},
})
