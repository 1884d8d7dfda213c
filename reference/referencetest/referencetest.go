// Package referencetest gives tests a reference dataset: the curated tables
// embedded in the binary plus small excerpts of the public data files, so no
// test depends on PLUMBLINE_DATA_DIR.
package referencetest

import (
	"bytes"
	"context"
	"embed"
	"io"
	"log/slog"
	"path"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline/cache"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/areas"
	"github.com/plumbline-api/plumbline/reference/benchmarks"
	"github.com/plumbline-api/plumbline/reference/costs"
	"github.com/plumbline-api/plumbline/reference/costs/labor"
	"github.com/plumbline-api/plumbline/reference/geo"
	"github.com/plumbline-api/plumbline/reference/products"
)

//go:embed datadir
var datadir embed.FS

// fixture are the excerpts under datadir, by the name a loader gives them.
func fixture(names ...string) []reference.Source {
	out := make([]reference.Source, 0, len(names))
	for _, name := range names {
		out = append(out, reference.Source{Name: name, Open: func() (io.ReadCloser, error) { return datadir.Open(path.Join("datadir", name)) }})
	}
	return out
}

// Loaders are every area's loader, reading the excerpts instead of the
// data directory: geo, then codes, then products, then costs (prices, labor), then benchmarks.
func Loaders() []reference.Loader {
	all := areas.Loaders("")
	for i := range all {
		if all[i].Area == geo.Area {
			all[i].Sources = fixture(geo.FileCounties, geo.FileZIPs, geo.FileCBSAs)
		}
		if all[i].Area == products.Name {
			all[i].Sources = fixture(products.FileNames()...)
		}
		if all[i].Area == costs.Name {
			all[i].Sources = fixture(costs.FileNames()...)
		}
		if all[i].Area == labor.Area {
			all[i].Sources = fixture(labor.FileNames()...)
		}
		if all[i].Area == benchmarks.Name {
			all[i].Sources = fixture(benchmarks.FileNames()...)
		}
	}
	return all
}

// Load loads Loaders, failing the test on error.
func Load(tb testing.TB) (*reference.Dataset, []reference.FileInfo) {
	tb.Helper()
	ds, files, err := reference.Load(Loaders()...)
	if err != nil {
		tb.Fatal(err)
	}
	return ds, files
}

// shared is the fixture dataset, loaded once for the tests that only read it.
var shared = sync.OnceValue(func() *reference.Dataset {
	ds, _, err := reference.Load(Loaders()...)
	if err != nil {
		panic("referencetest: " + err.Error())
	}
	return ds
})

// Service serves the shared fixture dataset from memory, through its own
// L1-only cache.
func Service() *reference.Service {
	svc, err := ServiceFor(shared())
	if err != nil {
		panic(err)
	}
	return svc
}

// ServiceFor serves every area of ds from memory, through its own L1-only
// cache, as the embedded default does (tests that need the bundled data
// rather than the fixture load it and call this).
func ServiceFor(ds *reference.Dataset) (*reference.Service, error) {
	svc, _, err := MemoryService(ds, nil, reference.DefaultRetention)
	return svc, err
}

// MemoryService serves ds (loaded from files) from memory as the embedded
// default does, and returns its store, which takes imports of later
// versions (MemoryVersions.Import; Refresh the service after one).
func MemoryService(ds *reference.Dataset, files []reference.FileInfo, r reference.Retention) (*reference.Service, *reference.MemoryVersions, error) {
	c, err := cache.New(cache.Options{})
	if err != nil {
		return nil, nil, err
	}
	versions := reference.NewMemoryReleases(ds, files, areas.Memory, r, time.Now())
	svc := reference.NewService(versions, areas.Memory(ds), c, slog.New(slog.DiscardHandler))
	if err := svc.Retain(r); err != nil {
		return nil, nil, err
	}
	return svc, versions, svc.Refresh(context.Background())
}

// WithFile returns loaders with one file's content edited.
func WithFile(tb testing.TB, loaders []reference.Loader, name string, edit func([]byte) []byte) []reference.Loader {
	tb.Helper()
	out := slices.Clone(loaders)
	for i := range out {
		for j, s := range out[i].Sources {
			if s.Name != name {
				continue
			}
			f, err := s.Open()
			if err != nil {
				tb.Fatal(err)
			}
			data, err := io.ReadAll(f)
			f.Close()
			if err != nil {
				tb.Fatal(err)
			}
			data = edit(data)
			out[i].Sources = slices.Clone(out[i].Sources)
			out[i].Sources[j].Open = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(data)), nil }
			return out
		}
	}
	tb.Fatalf("no source %s", name)
	return nil
}

// SourceNames are the names of every loader's sources, in order.
func SourceNames(loaders []reference.Loader) []string {
	var out []string
	for _, l := range loaders {
		for _, s := range l.Sources {
			out = append(out, s.Name)
		}
	}
	return out
}

// WithCounty is the fixture with one fictitious California county more:
// the sources of another dataset version.
func WithCounty(tb testing.TB, fips, name string) []reference.Loader {
	tb.Helper()
	return WithFile(tb, Loaders(), geo.FileCounties, func(b []byte) []byte {
		return append(b, fips+",06,"+fips[2:]+",California,"+name+",4,9,1,1,1,1,1\n"...)
	})
}
