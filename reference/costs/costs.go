// Package costs is the price side of the Costs area: construction-material
// price indexes (BLS PPI), building permits (Census BPS) and the listing of
// every costs vertical. The labor side lives in costs/labor and plugs in
// through Extension (extension.go).
package costs

import (
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/geo"
)

// Name is the area's name in a dataset.
const Name = "costs"

// The files this side reads, relative to the data directory.
const (
	FilePPI       = "costs/ppi/ppi_construction_bls_1986_2025-08.csv"
	FilePPIMeta   = "costs/ppi/bls_wp_series_metadata.csv"
	FileBPSCounty = "costs/bps/bps_county_annual_2015_2025.csv" // held gzipped (.csv.gz): read through the .gz fallback
)

// The files a `plumbline data pull` writes (internal/datapull: sources
// ppi and bps). When present they are read instead of the bundled PPI and
// county files, and add the places.
const (
	FilePulledPPISeries = "pulled/ppi/ppi_series.csv"
	FilePulledPPI       = "pulled/ppi/ppi_monthly.csv"
	FilePulledBPSCounty = "pulled/bps/bps_county.csv"
	FilePulledBPSPlace  = "pulled/bps/bps_place.csv"
)

// FileNames are the bundled files in the order Parse reads them. No CBSA
// file is read: a CBSA's permits are its counties' rows summed (cbsa.go).
func FileNames() []string { return []string{FilePPI, FilePPIMeta, FileBPSCounty} }

// PulledFileNames are the files a pull may have written.
func PulledFileNames() []string {
	return []string{FilePulledPPISeries, FilePulledPPI, FilePulledBPSCounty, FilePulledBPSPlace}
}

// Publishers, as every answer's sources name them.
const (
	publisherBLS    = "U.S. Bureau of Labor Statistics, Producer Price Index program"
	publisherCensus = "U.S. Census Bureau, Building Permits Survey"
)

// Loader reads the PPI and BPS files under dataDir (a pull's when there
// are, beside the bundled ones). It runs after geo,
// whose delineation sums counties into CBSAs. Optional: an embedded
// default without the data directory lists every costs vertical as
// coming_soon and answers the reads 503.
func Loader(dataDir string) reference.Loader {
	return reference.Loader{Area: Name, Optional: true,
		Sources: append(reference.PulledSources(dataDir, PulledFileNames()...), reference.DataDirSources(dataDir, FileNames()...)...),
		Parse: func(files []reference.File, ds *reference.Dataset) (reference.Part, error) {
			d, err := Parse(files, geo.Of(ds))
			if err != nil {
				return nil, err
			}
			d.Releases = reference.PulledOf(ds)
			return d, nil
		}}
}

// Of is the costs part of ds, nil when it was not loaded.
func Of(ds *reference.Dataset) *Data {
	d, _ := ds.Part(Name).(*Data)
	return d
}
