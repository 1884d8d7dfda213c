// Package referencetest gives tests a reference dataset: the curated tables
// embedded in the binary plus a small excerpt of the geography crosswalks,
// so no test depends on PLUMBLINE_DATA_DIR.
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

	"github.com/plumbline-api/plumbline/cache"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/data"
)

//go:embed datadir
var datadir embed.FS

// Sources are the embedded curated tables and the geography excerpt.
func Sources() []reference.Source {
	out := reference.RepoSources(data.FS)
	for _, name := range []string{reference.FileCounties, reference.FileZIPs} {
		out = append(out, reference.Source{Name: name, Open: func() (io.ReadCloser, error) { return datadir.Open(path.Join("datadir", name)) }})
	}
	return out
}

// Load loads Sources, failing the test on error.
func Load(tb testing.TB) (*reference.Dataset, []reference.FileInfo) {
	tb.Helper()
	ds, files, err := reference.Load(Sources())
	if err != nil {
		tb.Fatal(err)
	}
	return ds, files
}

// shared is the fixture dataset, loaded once for the tests that only read it.
var shared = sync.OnceValue(func() *reference.Dataset {
	ds, _, err := reference.Load(Sources())
	if err != nil {
		panic("referencetest: " + err.Error())
	}
	return ds
})

// Service serves the shared fixture dataset from memory, through its own
// L1-only cache.
func Service() *reference.Service {
	c, err := cache.New(cache.Options{})
	if err != nil {
		panic(err)
	}
	svc := reference.NewService(reference.NewMemoryStore(shared()), c, slog.New(slog.DiscardHandler))
	if err := svc.Refresh(context.Background()); err != nil {
		panic(err)
	}
	return svc
}

// WithFile returns sources with one file's content edited.
func WithFile(tb testing.TB, sources []reference.Source, name string, edit func([]byte) []byte) []reference.Source {
	tb.Helper()
	out := slices.Clone(sources)
	for i, s := range out {
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
		out[i].Open = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(data)), nil }
		return out
	}
	tb.Fatalf("no source %s", name)
	return nil
}

// WithCounty is the fixture with one fictitious California county more:
// the sources of another dataset version.
func WithCounty(tb testing.TB, fips, name string) []reference.Source {
	tb.Helper()
	return WithFile(tb, Sources(), reference.FileCounties, func(b []byte) []byte {
		return append(b, fips+",06,"+fips[2:]+",California,"+name+",4,9,1,1,1,1,1\n"...)
	})
}
