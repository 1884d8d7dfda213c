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

// RegionOfCounty is the Census region of a 5-digit county FIPS code: the
// region of its state's division (one table of states, divisions and
// regions, divisions.go; Puerto Rico and the territories have none).
func RegionOfCounty(fips string) (Region, bool) {
	d, ok := DivisionOfCounty(fips)
	if !ok {
		return Region{}, false
	}
	for _, r := range Regions {
		if r.Name == d.Region {
			return r, true
		}
	}
	return Region{}, false
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
