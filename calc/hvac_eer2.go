package calc

// Southwest EER2 minimums of the DOE regional standards for residential
// central air conditioners effective January 1, 2023 (10 CFR 430.32(c),
// appendix M1 ratings). Sources read: contractingbusiness.com "2023
// Regulatory Overview New Minimum Efficiency" (the Southwest adds an EER2
// requirement; 9.8 EER2 where the unit is rated 15.2 SEER2 or more),
// stevensequipmentsupply.com (Southwest single package AC 13.4 SEER2 /
// 10.6 EER2), and two public calculators in the code index (split AC under
// 45,000 Btu/h 14.3 SEER2 + 11.7 EER2, 45,000 Btu/h and up 13.8 SEER2 +
// 11.2 EER2, 9.8 EER2 at 15.2 SEER2 or more). The Southwest standard covers
// split and single-package air conditioners; heat pumps have no EER2
// minimum (gemaire.com "DOE New Efficiency Standards by Region").
const (
	hvacSWSplitSmallEER2 = 11.7
	hvacSWSplitLargeEER2 = 11.2
	hvacSWHighSEER2EER2  = 9.8
	hvacSWHighSEER2      = 15.2
	hvacSWPackageEER2    = 10.6
)

// hvacSouthwestMinimumEER2 is the EER2 a unit must reach in the Southwest,
// 0 where none applies (other regions, heat pumps).
func hvacSouthwestMinimumEER2(equipment, region string, capacityBtuh, seer2 float64) float64 {
	if region != "southwest" {
		return 0
	}
	switch equipment {
	case "package-ac":
		return hvacSWPackageEER2
	case "split-ac":
		if seer2 >= hvacSWHighSEER2-1e-9 {
			return hvacSWHighSEER2EER2
		}
		if capacityBtuh < hvacSplitACSmallLimitBtuh {
			return hvacSWSplitSmallEER2
		}
		return hvacSWSplitLargeEER2
	}
	return 0
}
