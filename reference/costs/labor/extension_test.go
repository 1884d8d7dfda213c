package labor_test

import (
	"context"
	"testing"

	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/costs/labor"
	"github.com/plumbline-api/plumbline/reference/geo"
)

// TestVerticals: status is computed from the data present.
func TestVerticals(t *testing.T) {
	ds, _ := loaded()
	v, err := labor.Extension(labor.NewMemoryStore(ds), geo.NewMemoryStore(ds)).Verticals(context.Background(), ds.Version)
	if err != nil {
		t.Fatal(err)
	}
	if len(v) != 3 || v[0].Name != "labor" || v[1].Name != "oews" || v[2].Name != "qcew" {
		t.Fatalf("verticals %+v", v)
	}
	for _, x := range v {
		if x.Status != "live" {
			t.Errorf("%s: %s with the data loaded", x.Name, x.Status)
		}
	}
	// 381 metro areas carry OFLC levels (PROVENANCE); all are served.
	if m := v[0].Coverage["metros"].(int); m < 381 {
		t.Errorf("labor covers %d metros, want at least 381", m)
	}
	// Without the data directory: coming_soon, not an error.
	empty, _, err := reference.Load(geo.Loader(t.TempDir()), labor.Loader(t.TempDir()))
	if err != nil {
		t.Fatal(err)
	}
	v, err = labor.Extension(labor.NewMemoryStore(empty), geo.NewMemoryStore(empty)).Verticals(context.Background(), empty.Version)
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range v {
		if x.Status != "coming_soon" {
			t.Errorf("%s: %s without data", x.Name, x.Status)
		}
	}
}

// TestWage: the benchmarks export answers national and metro wages with
// their source.
func TestWage(t *testing.T) {
	ds, _ := loaded()
	m := labor.NewMemoryStore(ds)
	w, err := m.Wage(context.Background(), "47-2111", "")
	if err != nil || w.P50 != 29.98 || w.P25 == nil || *w.P25 != 23.47 || *w.P75 != 39.29 || w.Period != "May 2024" || w.Source != labor.FileNational {
		t.Fatalf("national: %+v %v", w, err)
	}
	w, err = m.Wage(context.Background(), "47-2111", "15380")
	if err != nil || w.P50 != 37.21 || w.Confidence != labor.Measured || w.Source != labor.FileNY {
		t.Fatalf("Buffalo: %+v %v", w, err)
	}
	w, err = m.Wage(context.Background(), "47-2111", "18140")
	if err != nil || w.Confidence != labor.Derived || w.Source != labor.FileOFLC {
		t.Fatalf("Columbus: %+v %v", w, err)
	}
	if _, err := m.Wage(context.Background(), "47-2111", "00000"); err == nil {
		t.Fatal("an unknown area answered")
	}
}
