package costs

import (
	"context"
	"slices"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/geo"
)

// PGStore reads a version's price data from Postgres once and keeps it
// indexed in process, like the products store: a version never changes
// once imported, and both stores then answer from the same structures.
type PGStore struct {
	*geo.PGStore
	pool  *pgxpool.Pool
	cache reference.VersionCache[Data]
}

// NewPGStore reads through pool.
func NewPGStore(pool *pgxpool.Pool) *PGStore {
	return &PGStore{PGStore: geo.NewPGStore(pool), pool: pool}
}

// Prices loads (once) and returns the data of version.
func (s *PGStore) Prices(ctx context.Context, version string) (*Data, error) {
	return s.cache.Get(ctx, version, s.load)
}

func (s *PGStore) load(ctx context.Context, version string) (*Data, error) {
	d := &Data{Series: map[string]*Series{}, Counties: map[string][]*PermitRow{}, CBSAs: map[string][]*PermitRow{}, Places: map[string][]*PermitRow{}}
	files, err := s.files(ctx, version)
	if err != nil {
		return nil, err
	}
	d.Files = files
	if d.Releases, err = reference.ReadPulled(ctx, s.pool, version); err != nil {
		return nil, err
	}
	var id, title, label, base, seasonal string
	rows, err := s.pool.Query(ctx, `SELECT series_id, title, label, base_date, seasonal FROM ref_costs_ppi_series WHERE version = $1`, version)
	if err != nil {
		return nil, err
	}
	if _, err := pgx.ForEachRow(rows, []any{&id, &title, &label, &base, &seasonal}, func() error {
		d.Series[id] = &Series{ID: id, Title: title, Label: label, BaseDate: base, Seasonal: seasonal}
		return nil
	}); err != nil {
		return nil, err
	}
	if len(d.Series) == 0 {
		return nil, errNoCosts
	}
	var p Point
	rows, err = s.pool.Query(ctx, `SELECT series_id, period, value, line, preliminary FROM ref_costs_ppi WHERE version = $1 ORDER BY series_id, period`, version)
	if err != nil {
		return nil, err
	}
	if _, err := pgx.ForEachRow(rows, []any{&id, &p.Period, &p.Value, &p.Line, &p.Preliminary}, func() error {
		sr := d.Series[id]
		if sr == nil {
			return plumbline.Errorf(plumbline.EINTERNAL, "ref_costs_ppi: series %s has no ref_costs_ppi_series row", id)
		}
		sr.Points = append(sr.Points, p)
		return nil
	}); err != nil {
		return nil, err
	}
	rows, err = s.pool.Query(ctx, `SELECT kind, code, year, period, name, text_cols, vals, line FROM ref_costs_permits WHERE version = $1 ORDER BY kind, code, year`, version)
	if err != nil {
		return nil, err
	}
	recs, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (*PermitRow, error) {
		r := &PermitRow{}
		return r, row.Scan(&r.Kind, &r.Code, &r.Year, &r.Period, &r.Name, &r.Text, &r.Values, &r.Line)
	})
	if err != nil {
		return nil, err
	}
	for _, r := range recs {
		switch r.Kind {
		case "county":
			d.Counties[r.Code] = append(d.Counties[r.Code], r)
		case "place":
			d.Places[r.Code] = append(d.Places[r.Code], r)
		}
	}
	d.PlacesIn = placesIn(d.Places)
	for _, r := range recs {
		if r.Kind != "cbsa" {
			continue
		}
		for _, fips := range r.Text { // the member counties summed
			i := slices.IndexFunc(d.Counties[fips], func(m *PermitRow) bool { return m.Year == r.Year })
			if i < 0 {
				return nil, plumbline.Errorf(plumbline.EINTERNAL, "ref_costs_permits: CBSA %s %d sums county %s, which has no row that year", r.Code, r.Year, fips)
			}
			r.Members = append(r.Members, d.Counties[fips][i])
		}
		r.Text = nil
		d.CBSAs[r.Code] = append(d.CBSAs[r.Code], r)
	}
	return d, nil
}

// files names the files the version's price side was read from, from the
// inputs the import recorded: a pulled file when the version had one.
func (s *PGStore) files(ctx context.Context, version string) (Files, error) {
	rows, err := s.pool.Query(ctx, `SELECT name FROM ref_dataset_files WHERE version = $1`, version)
	if err != nil {
		return Files{}, err
	}
	names, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return Files{}, err
	}
	return filesOf(names), nil
}
