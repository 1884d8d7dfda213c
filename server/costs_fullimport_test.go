package server_test

import (
	"bytes"
	"context"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/internal/datapull/fullsize"
	"github.com/plumbline-api/plumbline/internal/race"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/areas"
	"github.com/plumbline-api/plumbline/reference/costs"
	"github.com/plumbline-api/plumbline/reference/costs/labor"
	"github.com/plumbline-api/plumbline/reference/referencetest"
)

// fullImportReads are the reads measured after a full-size import, each
// with what shows the pulled release answered.
var fullImportReads = map[string]string{
	"/v1/costs/labor?trade=electricians&zip=14850":    `"file":"pulled/oews-metro/`,
	"/v1/costs/labor?trade=electricians&county=39049": `"file":"pulled/qcew/`,
	"/v1/costs/labor?trade=electricians&county=17031": `"file":"pulled/qcew/`,
	"/v1/costs/labor?trade=plumbers&msa=15380":        `"file":"pulled/oews-metro/`,
	"/v1/costs/materials?category=lumber":             `"file":"pulled/ppi/ppi_monthly.csv"`,
}

// fullImportService serves a full-size import (fullsize.Dir).
func fullImportService(tb testing.TB) *reference.Service {
	tb.Helper()
	dir := tb.TempDir()
	if err := fullsize.Dir(context.Background(), referencetest.DataDir, dir); err != nil {
		tb.Fatal(err)
	}
	ds, _, err := reference.Load(areas.Loaders(dir)...)
	if err != nil {
		tb.Fatal(err)
	}
	svc, err := referencetest.ServiceFor(ds)
	if err != nil {
		tb.Fatal(err)
	}
	return svc
}

// BenchmarkCostsFullImport is each cached read after a full-size import,
// through the full handler.
func BenchmarkCostsFullImport(b *testing.B) {
	svc := fullImportService(b)
	paths := slices.Sorted(maps.Keys(fullImportReads))
	for _, path := range paths {
		b.Run(strings.TrimPrefix(path, "/v1/costs/"), func(b *testing.B) {
			p := newInProcessWith(b, billing.NewMemoryStore(), svc)
			p.prepare("GET", path, "", nil, true)
			p.serve()
			b.ReportAllocs()
			for b.Loop() {
				if resp := p.serve(); resp.StatusCode() != 200 {
					b.Fatalf("status %d", resp.StatusCode())
				}
			}
		})
	}
}

// TestCostsFullImportAllocationBudget: after every costs source is pulled
// at full size from a loopback publisher (fullsize.Dir: 531 OEWS areas and
// every state, QCEW for every county and state, 912 PPI series, every
// county's permits and 40,000 places) and loaded, a cached labor answer (a
// ZIP, a county with its QCEW step, in Ohio and outside it, a metro) and a
// cached materials read allocate nothing through the full handler, as
// from the bundle.
func TestCostsFullImportAllocationBudget(t *testing.T) {
	if race.Enabled {
		t.Skip("allocation budgets are measured in the non-race pass of make test")
	}
	dir := t.TempDir()
	if err := fullsize.Dir(t.Context(), referencetest.DataDir, dir); err != nil {
		t.Fatal(err)
	}
	ds, _, err := reference.Load(areas.Loaders(dir)...)
	if err != nil {
		t.Fatal(err)
	}
	// It is the full-size release that answers.
	l, c := labor.Of(ds), costs.Of(ds)
	if l == nil || c == nil || len(l.QCEW) < 70_000 || len(c.PPISeriesIDs()) < 900 || len(c.Places) < 20_000 {
		t.Fatalf("not a full-size import: labor %v, costs %v", l != nil, c != nil)
	}
	svc, err := referencetest.ServiceFor(ds)
	if err != nil {
		t.Fatal(err)
	}
	p := newInProcessWith(t, billing.NewMemoryStore(), svc)
	for path, want := range fullImportReads {
		p.prepare("GET", path, "", nil, true)
		if resp := p.serve(); resp.StatusCode() != 200 || !bytes.Contains(resp.Body(), []byte(want)) {
			t.Fatalf("%s: %d, want %s in %.600s", path, resp.StatusCode(), want, resp.Body())
		}
		allocs := testing.AllocsPerRun(300, func() {
			if resp := p.serve(); resp.StatusCode() != 200 {
				t.Fatalf("%s: %d %s", path, resp.StatusCode(), resp.Body())
			}
		})
		if allocs > 0 {
			t.Errorf("a cached %s allocates %.1f times after a full-size import; the budget is 0", path, allocs)
		}
	}
}
