package server_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/internal/race"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/areas"
	"github.com/plumbline-api/plumbline/reference/referencetest"
)

// laborAllocBudget is the most allocations a cached labor answer may make
// through the full handler: none, whatever the size of the data loaded.
const laborAllocBudget = 0

// TestLaborAllocationBudget serves cached labor answers (a ZIP, a county
// with its QCEW step, a metro) from the bundle, or from the data directory
// PLUMBLINE_ALLOC_DATA_DIR names (a copy of the bundle with full releases
// pulled into it: the README's measurement).
func TestLaborAllocationBudget(t *testing.T) {
	if race.Enabled {
		t.Skip("allocation budgets are measured in the non-race pass of make test")
	}
	dir := os.Getenv("PLUMBLINE_ALLOC_DATA_DIR")
	if dir == "" {
		dir = filepath.Join("..", "data")
	}
	ds, _, err := reference.Load(areas.Loaders(dir)...)
	if err != nil {
		t.Fatal(err)
	}
	svc, err := referencetest.ServiceFor(ds)
	if err != nil {
		t.Fatal(err)
	}
	p := newInProcessWith(t, billing.NewMemoryStore(), svc)
	for _, path := range []string{"/v1/costs/labor?trade=electricians&zip=14850", "/v1/costs/labor?trade=electricians&county=39049",
		"/v1/costs/labor?trade=plumbers&msa=15380"} {
		p.prepare("GET", path, "", nil, true)
		if resp := p.serve(); resp.StatusCode() != 200 {
			t.Fatalf("%s: %d %s", path, resp.StatusCode(), resp.Body())
		}
		allocs := testing.AllocsPerRun(300, func() {
			if resp := p.serve(); resp.StatusCode() != 200 || !bytes.Contains(resp.Body(), []byte(`"hourly_median"`)) {
				t.Fatalf("%s: %d %s", path, resp.StatusCode(), resp.Body())
			}
		})
		if allocs > laborAllocBudget {
			t.Errorf("a cached %s allocates %.1f times; the budget is %d", path, allocs, laborAllocBudget)
		}
	}
}
