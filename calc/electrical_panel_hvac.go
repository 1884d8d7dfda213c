package calc

// NEC 220.82(C) heating and air-conditioning load of the optional dwelling
// calculation (electrical/panel-load), from nameplate inputs: the largest of
// the six items is added to the demand of 220.82(B). The items and
// percentages were read in the NEC 2023 text (CEC-Lang transcription of
// 220.82(C)) and the 2005 Annex D Examples D2(a)–(c) apply the same ones
// (flylib.com NEC Handbook). Under the 2026 edition (120.82(C)) they were
// not read, so the nameplate inputs are refused there (input schema rule).

const (
	electricalHeatPumpSupplementalDF = 0.65 // 220.82(C)(4)
	electricalSpaceHeatFewDF         = 0.65 // 220.82(C)(5): fewer than four separately controlled units
	electricalSpaceHeatManyDF        = 0.40 // 220.82(C)(6): four or more
	electricalSpaceHeatManyUnits     = 4
)

// panelLoadHVAC returns the 220.82(C) load and the item that governs it.
func panelLoadHVAC(in panelLoadIn) (float64, string) {
	best, item := 0.0, "none"
	take := func(v float64, name string) {
		if v > best {
			best, item = v, name
		}
	}
	take(in.HVACVA, "hvac_va")
	take(in.CoolingVA, "cooling (220.82(C)(1), 100 %)")
	if in.SupplementalHeatVA > 0 {
		hp := in.HeatPumpVA
		if in.HeatPumpLockedOut {
			hp = 0 // (C)(4): a compressor that cannot run with the supplementary heat is not added
		}
		take(hp+electricalHeatPumpSupplementalDF*in.SupplementalHeatVA, "heat pump with supplementary heat (220.82(C)(4): compressor 100 %, supplementary 65 %)")
	} else {
		take(in.HeatPumpVA, "heat pump without supplementary heat (220.82(C)(2), 100 %)")
	}
	take(in.ThermalStorageVA, "thermal storage or continuous heating (220.82(C)(3), 100 %)")
	if in.SpaceHeatingUnits >= electricalSpaceHeatManyUnits {
		take(electricalSpaceHeatManyDF*in.SpaceHeatingVA, "space heating, four or more separately controlled units (220.82(C)(6), 40 %)")
	} else {
		take(electricalSpaceHeatFewDF*in.SpaceHeatingVA, "space heating, fewer than four separately controlled units (220.82(C)(5), 65 %)")
	}
	return best, item
}

// panelLoadHVACRule refuses the nameplate inputs under the 2026 edition.
var panelLoadHVACRule = Rule{
	{"?nec_edition=2020|2023"},
	{"?cooling_va<=0", "?heat_pump_va<=0", "?supplemental_heat_va<=0", "?thermal_storage_va<=0", "?space_heating_va<=0"},
}
