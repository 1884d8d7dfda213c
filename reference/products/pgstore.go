package products

import (
	"context"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/plumbline-api/plumbline/reference"
)

// PGStore reads a version's products from Postgres (ref_products) and keeps
// the indexed catalog of the versions it served last: a version never
// changes once imported, and filtering on any spec field, sorting and
// relevance ranking are done on the same in-process index the embedded
// default uses, so both stores answer alike.
type PGStore struct {
	pool  *pgxpool.Pool
	cache reference.VersionCache[Catalog]
}

// NewPGStore reads through pool.
func NewPGStore(pool *pgxpool.Pool) *PGStore { return &PGStore{pool: pool} }

// Catalog loads (once) and returns the catalog of version.
func (s *PGStore) Catalog(ctx context.Context, version string) (*Catalog, error) {
	return s.cache.Get(ctx, version, s.load)
}

func (s *PGStore) load(ctx context.Context, version string) (*Catalog, error) {
	rows, err := s.pool.Query(ctx, `SELECT product_id, category, subcategory, brand, model_number, name, specs,
		certification, source_id, source_file, source_line, confidence FROM ref_products WHERE version = $1`, version)
	if err != nil {
		return nil, err
	}
	recs, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (*Product, error) {
		p := &Product{}
		err := row.Scan(&p.ProductID, &p.Category, &p.Subcategory, &p.Brand, &p.ModelNumber, &p.Name, &p.Specs,
			&p.Certification, &p.Source.ID, &p.Source.File, &p.Source.Line, &p.Confidence)
		if p.Specs == nil {
			p.Specs = map[string]any{}
		}
		if p.Certification.Markets == nil {
			p.Certification.Markets = []string{}
		}
		return p, err
	})
	if err != nil {
		return nil, err
	}
	counts, files := map[string]int{}, map[string][]string{}
	srows, err := s.pool.Query(ctx, `SELECT source_id, row_count, files FROM ref_product_sources WHERE version = $1`, version)
	if err != nil {
		return nil, err
	}
	var id string
	var n int
	var names []string
	if _, err := pgx.ForEachRow(srows, []any{&id, &n, &names}, func() error {
		counts[id], files[id] = n, names
		return nil
	}); err != nil {
		return nil, err
	}
	pulled, err := reference.ReadPulled(ctx, s.pool, version)
	if err != nil {
		return nil, err
	}
	return newCatalog(recs, counts, files, pulled)
}
