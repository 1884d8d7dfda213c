// Package costs is the price side of the Costs area: construction-material
// price indexes (BLS PPI), building permits (Census BPS) and the listing of
// every costs vertical. The labor side lives in costs/labor and plugs in
// through Extension (extension.go).
package costs

import (
	"github.com/plumbline-api/plumbline/reference"
)

// Name is the area's name in a dataset.
const Name = "costs"

// The files this side reads, relative to the data directory.
const (
	FilePPI       = "costs/ppi/ppi_construction_bls_1986_2025-08.csv"
	FilePPIMeta   = "costs/ppi/bls_wp_series_metadata.csv"
	FileBPSCounty = "costs/bps/bps_county_annual_2015_2025.csv" // held gzipped (.csv.gz): read through the .gz fallback
	FileBPSCBSA   = "costs/bps/bps_cbsa_annual_2015_2025_from_counties.csv"
)

// FileNames are the files in the order Parse reads them.
func FileNames() []string { return []string{FilePPI, FilePPIMeta, FileBPSCounty, FileBPSCBSA} }

// Publishers, as every answer's sources name them.
const (
	publisherBLS    = "U.S. Bureau of Labor Statistics, Producer Price Index program"
	publisherCensus = "U.S. Census Bureau, Building Permits Survey"
)

// Loader reads the PPI and BPS files under dataDir. Optional: an embedded
// default without the data directory lists every costs vertical as
// coming_soon and answers the reads 503.
func Loader(dataDir string) reference.Loader {
	return reference.Loader{Area: Name, Optional: true,
		Sources: reference.DataDirSources(dataDir, FileNames()...),
		Parse:   func(files []reference.File, _ *reference.Dataset) (reference.Part, error) { return Parse(files) }}
}

// Of is the costs part of ds, nil when it was not loaded.
func Of(ds *reference.Dataset) *Data {
	d, _ := ds.Part(Name).(*Data)
	return d
}
