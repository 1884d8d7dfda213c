package products

import (
	"fmt"

	"github.com/plumbline-api/plumbline/reference"
	"slices"
	"strings"
	"sync"
)

// Catalog is one dataset version's products, deduplicated and indexed for
// the queries: what the importer writes and what both stores answer from.
type Catalog struct {
	products []*Product            // every record, in default order
	byID     map[string]*Product   // product_id → record
	byCat    map[string][]*Product // category → records in default order
	fields   map[string][]Field    // category → spec fields present in its records
	subcats  map[string][]SubcategoryCount
	sources  []Source
	rows     int            // rows read from the files (before deduplication)
	fileRows map[string]int // file name → rows read (loaded from files only)
	sx       *searchIndex
	px       *pageIndex
	catRange map[string][2]int32 // category → its ordinals [lo, hi) (the catalog is in category order)
	sorted   sync.Map            // sortKey → *sortedRecords: a category in a sort's order, made once
}

// SubcategoryCount is a subcategory and its record count.
type SubcategoryCount struct {
	ID      string `json:"id"`
	Records int    `json:"records"`
}

// Rows is the number of records served.
func (c *Catalog) Rows() int { return len(c.products) }

// Products are every record, in default order (category, brand, model, id).
func (c *Catalog) Products() []*Product { return c.products }

// Product returns a record by id.
func (c *Catalog) Product(id string) (*Product, bool) {
	p, ok := c.byID[strings.ToLower(id)]
	return p, ok
}

// Fields are a category's spec fields (numbers are filterable).
func (c *Catalog) Fields(category string) []Field { return c.fields[category] }

// Sources are the snapshots with their row and record counts.
func (c *Catalog) Sources() []Source { return c.sources }

// supersedes says whether record n replaces o (same product_id): the newer
// snapshot wins; within one snapshot the later certification date, then the
// later file or line (combination washer-dryers, listed last, win over the
// washer and dryer lists that repeat them).
func supersedes(n, o *Product) bool {
	if n.Source.Snapshot != o.Source.Snapshot {
		return n.Source.Snapshot > o.Source.Snapshot
	}
	return n.Certification.CertifiedOn >= o.Certification.CertifiedOn
}

// newCatalog deduplicates records (given in file order) and indexes them.
// rowsBySource counts the rows read per source (before deduplication).
func newCatalog(recs []*Product, rowsBySource map[string]int, filesBySource map[string][]string, pulled reference.PulledReleases) (*Catalog, error) {
	srcs := append(append(slices.Clone(sources), pulledSources(pulled)...), syntheticSource)
	snapshots := make(map[string]string, len(srcs)) // looked up once per record: 500,000 in the benchmark catalog
	for _, s := range srcs {
		snapshots[s.ID] = s.Snapshot
	}
	snapshotOf := func(id string) string { return snapshots[id] }
	c := &Catalog{byID: map[string]*Product{}, byCat: map[string][]*Product{}, fields: map[string][]Field{}, subcats: map[string][]SubcategoryCount{}}
	for _, p := range recs {
		p.Source.Snapshot = snapshotOf(p.Source.ID)
		if p.Source.Snapshot == "" {
			return nil, fmt.Errorf("products: %s: unknown source %q", p.Source.File, p.Source.ID)
		}
		if o, ok := c.byID[p.ProductID]; ok && !supersedes(p, o) {
			continue
		}
		c.byID[p.ProductID] = p
	}
	for _, p := range c.byID {
		p.modelKey = strings.ToLower(p.ModelNumber)
		p.order = string(rune('a'+categoryRank(p.Category))) + strings.ToLower(p.Brand) + "\x00" + p.modelKey + "\x00" + p.ProductID
		c.products = append(c.products, p)
	}
	slices.SortFunc(c.products, defaultOrder) // the order key starts with the category's rank
	seen := map[string]map[string]bool{}
	subCount := map[string]map[string]int{}
	for _, p := range c.products {
		c.byCat[p.Category] = append(c.byCat[p.Category], p)
		if seen[p.Category] == nil {
			seen[p.Category], subCount[p.Category] = map[string]bool{}, map[string]int{}
		}
		subCount[p.Category][p.Subcategory]++
		for k := range p.Specs {
			if !seen[p.Category][k] {
				seen[p.Category][k] = true
				f, ok := specFields[k]
				if !ok {
					return nil, fmt.Errorf("products: %s: spec %q has no definition", p.ProductID, k)
				}
				c.fields[p.Category] = append(c.fields[p.Category], f)
			}
		}
	}
	for cat, fs := range c.fields {
		slices.SortFunc(fs, func(a, b Field) int { return strings.Compare(a.Key, b.Key) })
		for sub, n := range subCount[cat] {
			c.subcats[cat] = append(c.subcats[cat], SubcategoryCount{ID: sub, Records: n})
		}
		slices.SortFunc(c.subcats[cat], func(a, b SubcategoryCount) int { return strings.Compare(a.ID, b.ID) })
	}
	records := map[string]int{}
	for _, p := range c.products {
		records[p.Source.ID]++
	}
	for _, s := range srcs {
		if s.ID == srcSynthetic && rowsBySource[s.ID] == 0 {
			continue // listed only when a benchmark catalog is loaded
		}
		s.Rows, s.Files, s.Records = rowsBySource[s.ID], filesBySource[s.ID], records[s.ID]
		s.Certifies = certMeaning
		c.rows += s.Rows
		c.sources = append(c.sources, s)
	}
	c.catRange = map[string][2]int32{}
	for i, p := range c.products {
		r, ok := c.catRange[p.Category]
		if !ok {
			r[0] = int32(i)
		}
		r[1] = int32(i + 1)
		c.catRange[p.Category] = r
	}
	// The two indexes read the records only: built side by side (the
	// embedded default builds them at every start).
	var wg sync.WaitGroup
	wg.Go(func() { c.sx = buildSearchIndex(c.products) })
	c.px = buildPageIndex(c.products, c.catRange)
	wg.Wait()
	for cat, fs := range c.fields {
		c.px.textValues(fs, c.px.cats[cat])
	}
	return c, nil
}

func categoryRank(id string) int {
	return slices.IndexFunc(Categories, func(c CategoryDef) bool { return c.ID == id })
}

// defaultOrder sorts a category page when no sort is asked: brand, model
// number, product id (case-insensitive, stable across imports).
func defaultOrder(a, b *Product) int {
	return strings.Compare(a.order, b.order)
}

// specFields is every spec key's definition, made once; a key means the
// same unit in every file that uses it (checked by a test).
var specFields = func() map[string]Field {
	out := map[string]Field{}
	for _, f := range allDefs() { // the pulled lists' fields too (heat pumps' SEER2, EER2, HSPF2)
		for _, s := range f.Specs {
			out[s.Key] = Field{Key: s.Key, Unit: s.Unit, Kind: s.Kind, Better: s.Better, Multi: s.Multi, Operators: operatorsOf(s.Kind)}
		}
	}
	return out
}()
