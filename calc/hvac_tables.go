package calc

// hvacRoomACRow is one row of the ENERGY STAR room air conditioner sizing
// chart: floor areas from MinSqft up to (not including) MaxSqft need Btuh.
type hvacRoomACRow struct {
	MinSqft, MaxSqft float64
	Btuh             float64
}

// hvacRoomACChart is the ENERGY STAR room air conditioner sizing chart
// ("Area to be cooled (square feet)" → "Capacity needed (Btu per hour)"), as
// reproduced by retailers and press citing ENERGY STAR. Checked against:
// outdoorsupplyhardware.com/airconditioners101 (the full chart; its value
// column is shifted by one row after 250–300 ft², a copy error: it repeats
// 7,000), reference.com ("a 400- to 450-square-foot room needs a 10,000 BTU per
// hour unit", "100- to 150-square-foot room needs a 5,000 BTU") and
// 411answers.com ("a 1,100 square foot room requires about 21,000 BTU", ENERGY
// STAR). The chart's last row (2,000 up to 2,500 ft²) could not be confirmed
// and is not carried.
var hvacRoomACChart = []hvacRoomACRow{
	{100, 150, 5000},
	{150, 250, 6000},
	{250, 300, 7000},
	{300, 350, 8000},
	{350, 400, 9000},
	{400, 450, 10000},
	{450, 550, 12000},
	{550, 700, 14000},
	{700, 1000, 18000},
	{1000, 1200, 21000},
	{1200, 1400, 23000},
	{1400, 1500, 24000},
	{1500, 2000, 30000},
}

// ENERGY STAR adjustments to the chart capacity (same sources): reduce 10 %
// for a heavily shaded room, increase 10 % for a very sunny room, add 600
// Btu/h for each person beyond two who regularly occupies the room, add 4,000
// Btu/h when the unit is used in a kitchen.
const (
	hvacRoomACSunPct          = 10
	hvacRoomACPerPersonBtuh   = 600
	hvacRoomACBaseOccupants   = 2
	hvacRoomACKitchenAddBtuh  = 4000
	hvacBtuhPerTon            = 12000 // 1 ton of refrigeration = 12,000 Btu/h (definition)
	hvacAirHeatFactor         = 0.018 // Btu/(ft³·°F): 0.075 lb/ft³ × 0.24 Btu/(lb·°F); "Infiltration = 0.018 × Volume × ACH × ΔT" (hud-calculator.com)
	hvacMaxHeatingIndoorF     = 72    // IECC R302.1 (IRC N1101.9): "a maximum of 72°F for heating" (2018 IRC text read)
	hvacMinCoolingIndoorF     = 75    // IECC R302.1: "minimum of 75°F for cooling"
	hvacStdAirDensityPcf      = 0.075
	hvacVentCFMPerSqft        = 0.03 // ASHRAE 62.2 Table 4.1a formula, floor-area term
	hvacVentCFMPerOccupant    = 7.5  // ASHRAE 62.2 Table 4.1a formula, occupant term
	hvacSplitACSmallLimitBtuh = 45000
)

// hvacFederalMinimum is a federal minimum efficiency (10 CFR 430.32) for
// residential central air conditioners and heat pumps under 65,000 Btu/h,
// effective January 1, 2023 (appendix M1 metrics SEER2, HSPF2). HSPF2 is 0
// where none applies.
type hvacFederalMinimum struct {
	SEER2, HSPF2 float64
}

// hvacFederalMinimums by equipment and DOE region. Sources read: bakerdist.com
// "DOE Regulations – North" (split AC 13.4 SEER2; heat pumps 14.3 SEER2;
// package AC and package heat pump 13.4 SEER2), arcticsupplyparts.com
// (Southeast split AC below 45,000 Btu/h 14.3 SEER2, 45,000 and above 13.8
// SEER2; heat pumps in any region 14.3 SEER2 and 7.5 HSPF2; single package
// units 13.4 SEER2 and 6.7 HSPF2), stevensequipmentsupply.com (split heat
// pumps 14.3 SEER2 / 7.5 HSPF2 nationwide, single package heat pumps 13.4
// SEER2 / 6.7 HSPF2, package AC 13.4 SEER2), seshvac.com (Southeast split AC
// 15.0 SEER up to 45k, 14.5 SEER at/above: the same 14.3/13.8 SEER2 split).
// The Southwest shares the Southeast's split-AC SEER2 levels
// (contractingbusiness.com: "regional borders established in 2015: North,
// Southeast and Southwest"); its additional EER2 minimums are in hvac_eer2.go.
func hvacFederalMinimumFor(equipment, region string, capacityBtuh float64) hvacFederalMinimum {
	switch equipment {
	case "split-heat-pump":
		return hvacFederalMinimum{SEER2: 14.3, HSPF2: 7.5}
	case "package-ac":
		return hvacFederalMinimum{SEER2: 13.4}
	case "package-heat-pump":
		return hvacFederalMinimum{SEER2: 13.4, HSPF2: 6.7}
	}
	// split-ac
	if region == "north" {
		return hvacFederalMinimum{SEER2: 13.4}
	}
	if capacityBtuh < hvacSplitACSmallLimitBtuh {
		return hvacFederalMinimum{SEER2: 14.3}
	}
	return hvacFederalMinimum{SEER2: 13.8}
}
