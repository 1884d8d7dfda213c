package costs_test

import (
	"testing"

	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/areas"
	"github.com/plumbline-api/plumbline/reference/costs"
	"github.com/plumbline-api/plumbline/reference/geo"
)

// BenchmarkLoadCosts is the price side's share of the embedded start:
// reading and parsing the PPI and BPS files of the bundled snapshot and
// summing the counties into CBSAs, after the geography they need.
func BenchmarkLoadCosts(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		ds, _, err := reference.Load(geo.Loader(dataDir), costs.Loader(dataDir))
		if err != nil || costs.Of(ds) == nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkEmbeddedStartAll loads every area, as the embedded default does.
func BenchmarkEmbeddedStartAll(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		ds, _, err := reference.Load(areas.Loaders(dataDir)...)
		if err != nil || costs.Of(ds) == nil || geo.Of(ds) == nil {
			b.Fatal(err)
		}
	}
}
