package geo

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// PGStore reads the geography of imported versions from Postgres.
type PGStore struct{ pool *pgxpool.Pool }

// NewPGStore reads through pool.
func NewPGStore(pool *pgxpool.Pool) *PGStore { return &PGStore{pool: pool} }

func (p *PGStore) County(ctx context.Context, version, fips string) (County, error) {
	c := County{FIPS: fips}
	err := p.pool.QueryRow(ctx, `SELECT name, state_abbr, state, population, population_year, cbsa, cbsa_title, cbsa_type
		FROM ref_counties WHERE version = $1 AND fips = $2`, version, fips).
		Scan(&c.Name, &c.StateAbbr, &c.State, &c.Population, &c.PopulationYear, &c.CBSA, &c.CBSATitle, &c.CBSAType)
	if errors.Is(err, pgx.ErrNoRows) {
		return County{}, errNoCounty(fips)
	}
	return c, err
}

func (p *PGStore) ZIP(ctx context.Context, version, zip string) (ZIP, error) {
	z := ZIP{ZIP: zip}
	err := p.pool.QueryRow(ctx, `SELECT state_abbr, county_fips, place_name FROM ref_zips WHERE version = $1 AND zip = $2`, version, zip).
		Scan(&z.StateAbbr, &z.CountyFIPS, &z.PlaceName)
	if errors.Is(err, pgx.ErrNoRows) {
		return ZIP{}, errNoZIP(zip)
	}
	return z, err
}

func (p *PGStore) CBSA(ctx context.Context, version, code string) (CBSA, error) {
	c := CBSA{Code: code}
	err := p.pool.QueryRow(ctx, `SELECT title, type, population, population_year, counties FROM ref_cbsas WHERE version = $1 AND code = $2`, version, code).
		Scan(&c.Title, &c.Type, &c.Population, &c.PopulationYear, &c.Counties)
	if errors.Is(err, pgx.ErrNoRows) {
		return CBSA{}, errNoCBSA(code)
	}
	return c, err
}
