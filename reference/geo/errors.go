package geo

import "github.com/plumbline-api/plumbline"

// The not-found errors name the list that lacks the place.

func errNoCounty(fips string) error {
	return plumbline.Errorf(plumbline.ENOTFOUND, "no county with FIPS code %s in the Census county list", fips)
}

func errNoZIP(zip string) error {
	return plumbline.Errorf(plumbline.ENOTFOUND, "ZIP code %s is not in the ZIP-to-county crosswalk (GeoNames primary county)", zip)
}

func errNoCBSA(code string) error {
	return plumbline.Errorf(plumbline.ENOTFOUND, "no CBSA with code %s in the OMB 2023 delineation", code)
}

// errNoGeo answers lookups on an embedded default started without the
// data directory.
var errNoGeo = plumbline.Errorf(plumbline.EUNAVAILABLE, "the county and ZIP crosswalks are not loaded on this instance (PLUMBLINE_DATA_DIR was not found)")
