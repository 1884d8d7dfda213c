package products

import (
	"github.com/plumbline-api/plumbline/reference"
	"os"
	"path/filepath"
	"testing"
)

// BenchmarkBuild measures the embedded default's start cost for this area:
// parsing and indexing every file (read from disk beforehand).
func BenchmarkBuild(b *testing.B) {
	var in []reference.File
	for _, name := range FileNames() {
		data, err := os.ReadFile(filepath.Join(dataDir, name+".gz")) // stored gzipped; the parser reads either
		if err != nil {
			b.Fatal(err)
		}
		in = append(in, reference.File{Name: name, Data: data})
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Build(in, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLoad is the whole start cost of the area in the embedded
// default: read, gunzip, digest, parse and index every file.
func BenchmarkLoad(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := reference.Load(Loader(dataDir)); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSearch is an uncached model-number search over every record
// (what a cache miss costs; the server caches the answer).
func BenchmarkSearch(b *testing.B) {
	c := realCatalog(b)
	b.ReportAllocs()
	for b.Loop() {
		if r := c.Search("A96DS2V090C20", "", 1, 10); r.Total == 0 {
			b.Fatal("no hit")
		}
	}
}

// BenchmarkCategoryPage is an uncached filtered, sorted category page.
func BenchmarkCategoryPage(b *testing.B) {
	c := realCatalog(b)
	f, fe := ParseFilter("filter[specs.afue_pct.gte]", "97", c.Fields("hvac"))
	if fe != nil {
		b.Fatal(fe.Message)
	}
	q := Query{Category: "hvac", Subcategory: "furnaces", Filters: []Filter{f}, Sort: "-afue_pct", Page: 1, PerPage: 20}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := c.CategoryPage(q); err != nil {
			b.Fatal(err)
		}
	}
}
