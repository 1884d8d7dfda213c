package products

import (
	"context"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/reference"
)

// Name is the area's name in a dataset.
const Name = "products"

// Loader reads the ENERGY STAR exports under dataDir/products. The area is
// optional in the embedded default: without the data directory it is
// skipped and its operations answer 503.
func Loader(dataDir string) reference.Loader {
	return reference.Loader{Area: Name, Optional: true,
		Sources: append(append(reference.DataDirSources(dataDir, FileNames()...), reference.PulledSources(dataDir, PulledFileNames()...)...), syntheticSources(dataDir)...),
		Parse: func(files []reference.File, ds *reference.Dataset) (reference.Part, error) {
			return Build(files, reference.PulledOf(ds))
		}}
}

// syntheticSources is the benchmark catalog, read when a scratch data
// directory holds one (bench/productsynth writes it; see synth.go). Not a
// public file: the source manifest does not list it.
func syntheticSources(dataDir string) []reference.Source {
	s := reference.PulledSources(dataDir, SyntheticFile)
	s[0].Public = false
	return s
}

// Of is the products part of ds (nil when the area was not loaded).
func Of(ds *reference.Dataset) *Catalog {
	c, _ := ds.Part(Name).(*Catalog)
	return c
}

// FileRows counts the rows read from one file (for the import report).
func (c *Catalog) FileRows(name string) int { return c.fileRows[name] }

// MemoryStore serves the catalog of the dataset loaded at start.
type MemoryStore struct {
	ds *reference.Dataset
	c  *Catalog
}

// NewMemoryStore serves ds's products.
func NewMemoryStore(ds *reference.Dataset) *MemoryStore { return &MemoryStore{ds: ds, c: Of(ds)} }

var errNotLoaded = plumbline.Errorf(plumbline.EUNAVAILABLE, "the products area is not loaded on this instance (its files are not in PLUMBLINE_DATA_DIR)")

// Catalog returns the loaded catalog when version is the one held.
func (m *MemoryStore) Catalog(_ context.Context, version string) (*Catalog, error) {
	return reference.HeldPart(m.ds, version, m.c, errNotLoaded)
}

// Write copies the catalog into ref_products and ref_product_sources.
func (c *Catalog) Write(ctx context.Context, w *reference.Writer) error {
	v := w.Version()
	if err := w.Copy("ref_products", []string{"version", "product_id", "category", "subcategory", "brand", "model_number", "name",
		"specs", "certification", "source_id", "source_file", "source_line", "confidence"}, len(c.products), func(i int) []any {
		p := c.products[i]
		return []any{v, p.ProductID, p.Category, p.Subcategory, p.Brand, p.ModelNumber, p.Name, p.Specs, p.Certification,
			p.Source.ID, p.Source.File, p.Source.Line, p.Confidence}
	}); err != nil {
		return err
	}
	// The three source rows are not records: written outside the progress count.
	for _, s := range c.sources {
		files := s.Files
		if files == nil {
			files = []string{}
		}
		if _, err := w.Tx().Exec(ctx, `INSERT INTO ref_product_sources (version, source_id, row_count, files) VALUES ($1, $2, $3, $4)`,
			v, s.ID, s.Rows, files); err != nil {
			return err
		}
	}
	return nil
}
