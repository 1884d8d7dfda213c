package labor

import (
	"context"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/reference"
)

// Store gives the labor data of a dataset version. Both stores hand back
// the same *Data built by the same code, so they answer alike.
type Store interface {
	Labor(ctx context.Context, version string) (*Data, error)
}

// MemoryStore serves the labor data of the dataset loaded at start.
type MemoryStore struct {
	ds *reference.Dataset
	d  *Data
}

// NewMemoryStore serves ds's labor data.
func NewMemoryStore(ds *reference.Dataset) *MemoryStore { return &MemoryStore{ds: ds, d: Of(ds)} }

var errNotLoaded = plumbline.Errorf(plumbline.EUNAVAILABLE, "the labor wage data is not loaded on this instance (its files are not in PLUMBLINE_DATA_DIR)")

func (m *MemoryStore) Labor(_ context.Context, version string) (*Data, error) {
	return reference.HeldPart(m.ds, version, m.d, errNotLoaded)
}

// Write copies the labor data into its four tables (migration 008).
func (d *Data) Write(ctx context.Context, w *reference.Writer) error {
	v := w.Version()
	cells := make([]Cell, 0, len(d.Cells)+d.olderCount())
	for _, c := range d.Cells {
		cells = append(cells, c)
	}
	current := len(cells)
	for _, cs := range d.Older {
		cells = append(cells, cs...)
	}
	if err := w.Copy("ref_labor_oews", []string{"version", "area", "area_title", "area_type", "soc", "title", "period", "file", "line",
		"employment", "emp_prse", "h_mean", "h_pct25", "h_median", "h_pct75", "a_mean", "a_pct25", "a_median", "a_pct75", "mean_prse", "annual_only", "superseded"},
		len(cells), func(i int) []any {
			c := cells[i]
			return []any{v, c.Area, c.AreaTitle, c.AreaType, c.SOC, c.Title, c.Period, c.File, c.Line, c.Employment, c.EmpPRSE,
				c.HourlyMean, c.HourlyP25, c.HourlyMedian, c.HourlyP75, c.AnnualMean, c.AnnualP25, c.AnnualMedian, c.AnnualP75, c.MeanPRSE, c.AnnualOnly, i >= current}
		}); err != nil {
		return err
	}
	levels := make([]Levels, 0, len(d.Levels))
	for _, l := range d.Levels {
		levels = append(levels, l)
	}
	if err := w.Copy("ref_labor_oflc", []string{"version", "area", "area_title", "state", "soc", "level1", "level2", "level3", "level4", "same_in_state", "line"},
		len(levels), func(i int) []any {
			l := levels[i]
			return []any{v, l.Area, l.AreaTitle, l.State, l.SOC, l.L1, l.L2, l.L3, l.L4, l.SameInState, l.Line}
		}); err != nil {
		return err
	}
	// Areas are written with their counties (an area without a matched
	// county keeps a row with an empty list).
	areas := make([]WageArea, 0, len(d.Areas))
	for _, a := range d.Areas {
		areas = append(areas, a)
	}
	if err := w.Copy("ref_labor_areas", []string{"version", "code", "title", "state", "counties"}, len(areas), func(i int) []any {
		a := areas[i]
		return []any{v, a.Code, a.Title, a.State, a.Counties}
	}); err != nil {
		return err
	}
	return w.Copy("ref_labor_qcew", []string{"version", "seq", "area_fips", "own_code", "industry_code", "agglvl_code", "year", "qtr",
		"disclosure_code", "annual_avg_estabs", "annual_avg_emplvl", "total_annual_wages", "annual_avg_wkly_wage", "avg_annual_pay",
		"lq_annual_avg_emplvl", "oty_annual_avg_emplvl_pct_chg", "line", "file"}, len(d.QCEW), func(i int) []any {
		r := d.QCEW[i]
		return []any{v, i, r.Area, r.Own, r.Industry, r.AggLevel, r.Year, r.Qtr, r.Disclosure, r.Estabs, r.Employment, r.TotalWages,
			r.WeeklyWage, r.AnnualPay, r.LQEmplvl, r.OTYEmplvlPc, r.Line, r.File}
	})
}

// PGStore reads a version's labor data from Postgres once and keeps it:
// a version never changes once imported.
type PGStore struct {
	pool  *pgxpool.Pool
	cache reference.VersionCache[Data]
}

// NewPGStore reads through pool.
func NewPGStore(pool *pgxpool.Pool) *PGStore { return &PGStore{pool: pool} }

func (s *PGStore) Labor(ctx context.Context, version string) (*Data, error) {
	return s.cache.Get(ctx, version, s.load)
}

func (s *PGStore) load(ctx context.Context, version string) (*Data, error) {
	d := newData()
	var c Cell
	var superseded bool
	// Older cells in file order (the order add saw them).
	rows, err := s.pool.Query(ctx, `SELECT area, area_title, area_type, soc, title, period, file, line, employment, emp_prse,
		h_mean, h_pct25, h_median, h_pct75, a_mean, a_pct25, a_median, a_pct75, mean_prse, annual_only, superseded
		FROM ref_labor_oews WHERE version = $1 ORDER BY superseded, array_position($2::text[], file), line`, version, append(PulledFileNames(), FileNames()...))
	if err != nil {
		return nil, err
	}
	if _, err := pgx.ForEachRow(rows, []any{&c.Area, &c.AreaTitle, &c.AreaType, &c.SOC, &c.Title, &c.Period, &c.File, &c.Line, &c.Employment,
		&c.EmpPRSE, &c.HourlyMean, &c.HourlyP25, &c.HourlyMedian, &c.HourlyP75, &c.AnnualMean, &c.AnnualP25, &c.AnnualMedian, &c.AnnualP75,
		&c.MeanPRSE, &c.AnnualOnly, &superseded}, func() error {
		k := [2]string{c.Area, c.SOC}
		if superseded {
			d.Older[k] = append(d.Older[k], c)
		} else {
			d.Cells[k] = c
		}
		return nil
	}); err != nil {
		return nil, err
	}
	if len(d.Cells) == 0 {
		return nil, errNotLoaded
	}
	var l Levels
	rows, err = s.pool.Query(ctx, `SELECT area, area_title, state, soc, level1, level2, level3, level4, same_in_state, line
		FROM ref_labor_oflc WHERE version = $1`, version)
	if err != nil {
		return nil, err
	}
	if _, err := pgx.ForEachRow(rows, []any{&l.Area, &l.AreaTitle, &l.State, &l.SOC, &l.L1, &l.L2, &l.L3, &l.L4, &l.SameInState, &l.Line}, func() error {
		d.Levels[[2]string{l.Area, l.SOC}] = l
		return nil
	}); err != nil {
		return nil, err
	}
	var a WageArea
	rows, err = s.pool.Query(ctx, `SELECT code, title, state, counties FROM ref_labor_areas WHERE version = $1`, version)
	if err != nil {
		return nil, err
	}
	if _, err := pgx.ForEachRow(rows, []any{&a.Code, &a.Title, &a.State, &a.Counties}, func() error {
		if a.Counties == nil {
			a.Counties = []string{}
		}
		d.Areas[a.Code] = a
		for _, f := range a.Counties {
			d.ByCounty[f] = a.Code
		}
		a = WageArea{}
		return nil
	}); err != nil {
		return nil, err
	}
	var r QCEWRow
	rows, err = s.pool.Query(ctx, `SELECT area_fips, own_code, industry_code, agglvl_code, year, qtr, disclosure_code, annual_avg_estabs,
		annual_avg_emplvl, total_annual_wages, annual_avg_wkly_wage, avg_annual_pay, lq_annual_avg_emplvl, oty_annual_avg_emplvl_pct_chg, line, file
		FROM ref_labor_qcew WHERE version = $1 ORDER BY seq`, version)
	if err != nil {
		return nil, err
	}
	if _, err := pgx.ForEachRow(rows, []any{&r.Area, &r.Own, &r.Industry, &r.AggLevel, &r.Year, &r.Qtr, &r.Disclosure, &r.Estabs, &r.Employment,
		&r.TotalWages, &r.WeeklyWage, &r.AnnualPay, &r.LQEmplvl, &r.OTYEmplvlPc, &r.Line, &r.File}, func() error {
		d.QCEW = append(d.QCEW, r)
		return nil
	}); err != nil {
		return nil, err
	}
	if d.Releases, err = reference.ReadPulled(ctx, s.pool, version); err != nil {
		return nil, err
	}
	files, err := s.pool.Query(ctx, `SELECT name, row_count FROM ref_dataset_files WHERE version = $1`, version)
	if err != nil {
		return nil, err
	}
	var name string
	var n int
	if _, err := pgx.ForEachRow(files, []any{&name, &n}, func() error { d.rows[name] = n; return nil }); err != nil {
		return nil, err
	}
	d.finish()
	return d, nil
}
