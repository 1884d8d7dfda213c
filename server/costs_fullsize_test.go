package server_test

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/internal/race"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/areas"
	"github.com/plumbline-api/plumbline/reference/costs"
	"github.com/plumbline-api/plumbline/reference/geo"
	"github.com/plumbline-api/plumbline/reference/referencetest"
)

// fullSizeCopies scales the 76 PPI series held to about the size of a
// full pull of BLS's construction selection (some 900 series, every month
// since 1986).
const fullSizeCopies = 12

// fullSizeRefs serves the bundle with a pulled PPI release of full size:
// the 76 real series and, to reach the size, copies of them under other
// ids (a size test's device, never served as data).
func fullSizeRefs(tb testing.TB) *reference.Service {
	tb.Helper()
	dir := tb.TempDir()
	for _, area := range []string{"costs", "products", "benchmarks"} {
		if err := os.Symlink(filepath.Join(referencetest.DataDir, area), filepath.Join(dir, area)); err != nil {
			tb.Fatal(err)
		}
	}
	bundled, _ := referencetest.Bundled(geo.Loader, costs.Loader)
	d := costs.Of(bundled)
	var series, months bytes.Buffer
	sw, mw := csv.NewWriter(&series), csv.NewWriter(&months)
	sw.Write([]string{"series_id", "database", "seasonal", "base_date", "series_title", "data_file"})
	mw.Write([]string{"series_id", "period", "value", "footnote_codes"})
	for i := range fullSizeCopies {
		for _, id := range d.PPISeriesIDs() {
			s, copyID := d.Series[id], id
			if i > 0 {
				copyID = fmt.Sprintf("%sZ%02d", id, i)
			}
			sw.Write([]string{copyID, "wp", "U", s.BaseDate, s.Title, "wp.data.test"})
			for _, p := range s.Points {
				fn := ""
				if p.Preliminary {
					fn = "P"
				}
				mw.Write([]string{copyID, p.Period, fmt.Sprint(p.Value), fn})
			}
		}
	}
	sw.Flush()
	mw.Flush()
	if err := os.MkdirAll(filepath.Join(dir, "pulled", "ppi"), 0o755); err != nil {
		tb.Fatal(err)
	}
	for name, b := range map[string][]byte{costs.FilePulledPPISeries: series.Bytes(), costs.FilePulledPPI: months.Bytes()} {
		if err := os.WriteFile(filepath.Join(dir, filepath.FromSlash(name)), b, 0o644); err != nil {
			tb.Fatal(err)
		}
	}
	ds, _, err := reference.Load(areas.Loaders(dir)...)
	if err != nil {
		tb.Fatal(err)
	}
	if n := len(costs.Of(ds).PPISeriesIDs()); n != fullSizeCopies*76 {
		tb.Fatalf("%d series loaded", n)
	}
	svc, err := referencetest.ServiceFor(ds)
	if err != nil {
		tb.Fatal(err)
	}
	return svc
}

// materialsAllocBudget is the most allocations a cached materials read may
// make through the full handler after a full-size import: none, as for a
// code section.
const materialsAllocBudget = 0

func TestCostsMaterialsFullSizeAllocationBudget(t *testing.T) {
	if race.Enabled {
		t.Skip("allocation budgets are measured in the non-race pass of make test")
	}
	p := newInProcessWith(t, billing.NewMemoryStore(), fullSizeRefs(t))
	p.prepare("GET", "/v1/costs/materials?category=lumber", "", nil, true)
	p.serve()
	allocs := testing.AllocsPerRun(500, func() {
		if resp := p.serve(); resp.StatusCode() != 200 || !bytes.Contains(resp.Body(), []byte(`"file":"pulled/ppi/ppi_monthly.csv"`)) {
			t.Fatalf("status %d %s", resp.StatusCode(), resp.Body())
		}
	})
	if allocs > materialsAllocBudget {
		t.Fatalf("a cached materials read allocates %.1f times after a full-size import; the budget is %d", allocs, materialsAllocBudget)
	}
}

// BenchmarkCostsMaterialsFullSize is BenchmarkCostsMaterials after a
// full-size PPI import.
func BenchmarkCostsMaterialsFullSize(b *testing.B) {
	p := newInProcessWith(b, billing.NewMemoryStore(), fullSizeRefs(b))
	p.prepare("GET", "/v1/costs/materials?category=lumber", "", nil, true)
	p.serve()
	b.ReportAllocs()
	for b.Loop() {
		if resp := p.serve(); resp.StatusCode() != 200 {
			b.Fatalf("status %d", resp.StatusCode())
		}
	}
}
