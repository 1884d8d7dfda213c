package benchmarks

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/reference"
)

// PGStore reads the benchmarks rows of imported versions from Postgres,
// each version once (a version never changes once imported).
type PGStore struct {
	pool  *pgxpool.Pool
	cache reference.VersionCache[Inputs]
}

// NewPGStore reads through pool.
func NewPGStore(pool *pgxpool.Pool) *PGStore { return &PGStore{pool: pool} }

// Inputs loads (once) and returns the inputs of version.
func (p *PGStore) Inputs(ctx context.Context, version string) (*Inputs, error) {
	return p.cache.Get(ctx, version, p.load)
}

func (p *PGStore) load(ctx context.Context, version string) (*Inputs, error) {
	in := &Inputs{Tiers: map[string]Permits{}}
	rows, err := p.pool.Query(ctx, `SELECT year, geo_code, statistic, usd_per_sqft, census_sheet_row, obs_id
		FROM ref_benchmark_soc WHERE version = $1 ORDER BY year, geo_code, statistic`, version)
	if err != nil {
		return nil, err
	}
	for rows.Next() {
		var r SOCRow
		if err := rows.Scan(&r.Year, &r.GeoCode, &r.Statistic, &r.USDPerSqft, &r.SheetRow, &r.ObsID); err != nil {
			return nil, err
		}
		in.SOC = append(in.SOC, r)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if rows, err = p.pool.Query(ctx, `SELECT model FROM ref_benchmark_remdb WHERE version = $1 ORDER BY ord`, version); err != nil {
		return nil, err
	}
	for rows.Next() {
		var b []byte
		var r REMDBRow
		if err := rows.Scan(&b); err != nil {
			return nil, err
		}
		if err := json.Unmarshal(b, &r); err != nil {
			return nil, err
		}
		in.REMDB = append(in.REMDB, r)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if len(in.SOC) == 0 {
		return nil, errNotLoaded // a version imported without the area's files
	}
	if in.Durations, err = p.durations(ctx, version); err != nil {
		return nil, err
	}
	if in.AHS, err = readAHS(ctx, p.pool, version); err != nil {
		return nil, err
	}
	for _, t := range Tiers {
		pm, err := p.Permits(ctx, version, "tier", t)
		var pe *plumbline.Error
		switch {
		case errors.As(err, &pe) && pe.Code == plumbline.ENOTFOUND:
			// a tier with no county in the file: not_carried, as in memory
		case err != nil:
			return nil, err
		default:
			in.Tiers[t] = pm
		}
	}
	return in, nil
}

func (p *PGStore) Permits(ctx context.Context, version, kind, code string) (Permits, error) {
	pm := Permits{Kind: kind, Code: code}
	err := p.pool.QueryRow(ctx, `SELECT year, counties, u1_units, u1_value_usd FROM ref_benchmark_permits
		WHERE version = $1 AND kind = $2 AND code = $3`, version, kind, code).Scan(&pm.Year, &pm.Counties, &pm.Units, &pm.ValueUSD)
	if errors.Is(err, pgx.ErrNoRows) {
		return Permits{}, errNoPermits(kind, code)
	}
	if err != nil {
		return Permits{}, err
	}
	return p.withRegions(ctx, version, pm)
}

// withRegions attaches pm's region parts (rows "<code>/R<n>" of the
// region kind), in region order, as the memory store does.
func (p *PGStore) withRegions(ctx context.Context, version string, pm Permits) (Permits, error) {
	rk := regionKind(pm.Kind)
	if rk == "" {
		return pm, nil
	}
	rows, err := p.pool.Query(ctx, `SELECT code, year, counties, u1_units, u1_value_usd FROM ref_benchmark_permits
		WHERE version = $1 AND kind = $2 AND left(code, length($3)) = $3 ORDER BY code`, version, rk, pm.Code+"/")
	if err != nil {
		return Permits{}, err
	}
	defer rows.Close()
	for rows.Next() {
		part := Permits{Kind: rk}
		if err := rows.Scan(&part.Code, &part.Year, &part.Counties, &part.Units, &part.ValueUSD); err != nil {
			return Permits{}, err
		}
		pm.Regions = append(pm.Regions, part)
	}
	return pm, rows.Err()
}

// durations reads the SOC cohort's cells (nil for a version imported
// before durations were carried).
func (p *PGStore) durations(ctx context.Context, version string) (*SOCDurations, error) {
	rows, err := p.pool.Query(ctx, `SELECT file, completion_year, division, months, houses, weight
		FROM ref_benchmark_durations WHERE version = $1 ORDER BY division, months`, version)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var d *SOCDurations
	for rows.Next() {
		var c DurationCell
		var file string
		var year int
		if err := rows.Scan(&file, &year, &c.Division, &c.Months, &c.Houses, &c.Weight); err != nil {
			return nil, err
		}
		if d == nil {
			d = &SOCDurations{File: file, Year: year}
		}
		d.Cells = append(d.Cells, c)
	}
	return d, rows.Err()
}
