package benchmarks

// The Census SOC contract-price table is published for the nation and the
// four Census regions only, so the region is the finest geography at which
// a new house's price per ft² is measured. A county's region is its
// state's (U.S. Census Bureau, "Census Regions and Divisions of the United
// States"; the Census BPS county file carries the same code in its
// region_code column, and TestRegionsMatchBPS checks every county).

// Region is one Census region, coded as the SOC table codes it.
type Region struct {
	Code string `json:"code"` // R1..R4, the SOC file's geo_code
	Name string `json:"name"`
}

// Regions are the four Census regions in code order.
var Regions = []Region{{"R1", "Northeast"}, {"R2", "Midwest"}, {"R3", "South"}, {"R4", "West"}}

// regionOfState maps a state's 2-digit FIPS code to its region's index in
// Regions (the 50 states and DC; Puerto Rico and the territories have none).
var regionOfState = map[string]int{
	// Northeast: New England and Middle Atlantic
	"09": 0, "23": 0, "25": 0, "33": 0, "44": 0, "50": 0, "34": 0, "36": 0, "42": 0,
	// Midwest: East and West North Central
	"17": 1, "18": 1, "26": 1, "39": 1, "55": 1, "19": 1, "20": 1, "27": 1, "29": 1, "31": 1, "38": 1, "46": 1,
	// South: South Atlantic, East and West South Central
	"10": 2, "11": 2, "12": 2, "13": 2, "24": 2, "37": 2, "45": 2, "51": 2, "54": 2,
	"01": 2, "21": 2, "28": 2, "47": 2, "05": 2, "22": 2, "40": 2, "48": 2,
	// West: Mountain and Pacific
	"04": 3, "08": 3, "16": 3, "30": 3, "32": 3, "35": 3, "49": 3, "56": 3,
	"02": 3, "06": 3, "15": 3, "41": 3, "53": 3,
}

// RegionOfCounty is the Census region of a 5-digit county FIPS code.
func RegionOfCounty(fips string) (Region, bool) {
	if len(fips) < 2 {
		return Region{}, false
	}
	i, ok := regionOfState[fips[:2]]
	if !ok {
		return Region{}, false
	}
	return Regions[i], true
}

// MinPlacePermits is the number of 1-unit permits below which a place's
// permit value per unit is flagged as a small sample and not shown as an
// index. A county's value per unit is a mean of declared values; the
// dispersion of one house's value around its region's mean, measured on
// the 2024 counties that permitted exactly one house, is a coefficient of
// variation of about 0.53. The relative standard error of a mean of n
// such values is 0.53/√n; n ≥ (0.53/0.10)² ≈ 28 keeps it at or below
// 10 %, the size of the differences between Census regions the index
// would have to resolve (TestMinPlacePermits recomputes it from the file).
const MinPlacePermits = 28

// MinPermitsRSE is the relative standard error MinPlacePermits is set for.
const MinPermitsRSE = 0.10
