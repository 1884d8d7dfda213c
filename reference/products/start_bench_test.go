package products_test

import (
	"testing"

	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/areas"
	"github.com/plumbline-api/plumbline/reference/products"
)

// BenchmarkEmbeddedStart is what the embedded default does at start: load
// every area from the data directory (geo, codes, products).
func BenchmarkEmbeddedStart(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		ds, _, err := reference.Load(areas.Loaders(dataDir)...)
		if err != nil || products.Of(ds) == nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkEmbeddedStartWithoutProducts is the same start without the
// products area, to show its share.
func BenchmarkEmbeddedStartWithoutProducts(b *testing.B) {
	var loaders []reference.Loader
	for _, l := range areas.Loaders(dataDir) {
		if l.Area != products.Name {
			loaders = append(loaders, l)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := reference.Load(loaders...); err != nil {
			b.Fatal(err)
		}
	}
}
