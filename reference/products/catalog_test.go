package products

import (
	"github.com/plumbline-api/plumbline/reference"
	"os"
	"path/filepath"
	"sync"
	"testing"
)

var dataDir = filepath.Join("..", "..", "data") // the bundled snapshot (the default PLUMBLINE_DATA_DIR)

var (
	realOnce sync.Once
	realCat  *Catalog
	realIn   []reference.File
	realErr  error
)

// realCatalog builds the catalog from the shared data folder once per test run.
func realCatalog(t testing.TB) *Catalog {
	t.Helper()
	realOnce.Do(func() {
		var in []reference.File
		for _, name := range FileNames() {
			data, err := os.ReadFile(filepath.Join(dataDir, name+".gz")) // stored gzipped; the parser reads either
			if err != nil {
				realErr = err
				return
			}
			in = append(in, reference.File{Name: name, Data: data})
		}
		realIn = in
		realCat, realErr = Build(in, nil)
	})
	if realErr != nil {
		t.Fatal(realErr)
	}
	return realCat
}

func TestCatalogCounts(t *testing.T) {
	c := realCatalog(t)
	for _, cat := range Categories {
		t.Logf("%s: %d %v", cat.ID, len(c.byCat[cat.ID]), c.subcats[cat.ID])
	}
	for _, s := range c.sources {
		t.Logf("%s rows %d records %d", s.ID, s.Rows, s.Records)
	}
}
