package server_test

import (
	"bytes"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/internal/race"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/products"
	"github.com/plumbline-api/plumbline/reference/referencetest"
)

// fullSizeService serves a products catalog of 500,000 records: the
// bundled lists and a synthetic catalog made from them (see
// reference/products/synth.go), loaded from a scratch data directory as
// the server would.
var fullSizeService = sync.OnceValues(func() (*reference.Service, error) {
	bundled, _, err := reference.Load(products.Loader(referencetest.DataDir))
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "products500k")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir) // loaded into memory below
	src := filepath.Join(referencetest.DataDir, "products")
	entries, err := os.ReadDir(src)
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(filepath.Join(dir, "products", "synthetic"), 0o755); err != nil {
		return nil, err
	}
	for _, e := range entries {
		abs, _ := filepath.Abs(filepath.Join(src, e.Name()))
		if err := os.Symlink(abs, filepath.Join(dir, "products", e.Name())); err != nil {
			return nil, err
		}
	}
	var buf bytes.Buffer
	if _, err := products.WriteSynthetic(&buf, products.Of(bundled), 500_000, 23); err != nil {
		return nil, err
	}
	if err := os.WriteFile(filepath.Join(dir, filepath.FromSlash(products.SyntheticFile)), buf.Bytes(), 0o644); err != nil {
		return nil, err
	}
	ds, _, err := reference.Load(products.Loader(dir))
	if err != nil {
		return nil, err
	}
	if n := products.Of(ds).Rows(); n != 500_000 {
		return nil, os.ErrInvalid
	}
	return referencetest.ServiceFor(ds)
})

// At 500,000 records a cached filtered page and a cached search allocate
// nothing, as at 33,000: the cache answers before the catalog is read.
func TestProductsFullSizeAllocationBudget(t *testing.T) {
	if race.Enabled {
		t.Skip("allocation budgets are measured in the non-race pass of make test")
	}
	if testing.Short() {
		t.Skip("loads a 500,000-record catalog")
	}
	svc, err := fullSizeService()
	if err != nil {
		t.Fatal(err)
	}
	p := newInProcessWith(t, billing.NewMemoryStore(), svc)
	for _, path := range []string{productsPagePath, "/v1/products/search?q=A96DS2V090C20&per_page=10",
		"/v1/products/categories/plumbing?subcategory=water_heaters&market=US&filter%5Bspecs.fuel_type.in%5D=Propane,Natural%20Gas&sort=-uef&per_page=20"} {
		p.prepare("GET", path, "", nil, true)
		if resp := p.serve(); resp.StatusCode() != 200 || !bytes.Contains(resp.Body(), []byte(`"product_id"`)) {
			t.Fatalf("%s: status %d %s", path, resp.StatusCode(), resp.Body())
		}
		allocs := testing.AllocsPerRun(300, func() {
			if resp := p.serve(); resp.StatusCode() != 200 {
				t.Fatalf("status %d %s", resp.StatusCode(), resp.Body())
			}
		})
		if allocs > sectionAllocBudget {
			t.Fatalf("%s at 500,000 records: a cached answer allocates %.1f times; the budget is %d", path, allocs, sectionAllocBudget)
		}
	}
}
