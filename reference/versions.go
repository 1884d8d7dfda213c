package reference

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/plumbline-api/plumbline"
)

// Versions says which dataset version readers use now. It is the one store
// method every area shares; each area's own store answers its queries for
// a version given. PGVersions is the real one; MemoryVersions serves the
// embedded default.
type Versions interface {
	// LiveVersion is the version readers use now; EUNAVAILABLE when no
	// dataset has been imported.
	LiveVersion(ctx context.Context) (string, error)
}

// MemoryVersions is the one dataset held in memory.
type MemoryVersions struct{ ds *Dataset }

// NewMemoryVersions serves ds's version.
func NewMemoryVersions(ds *Dataset) MemoryVersions { return MemoryVersions{ds} }

func (m MemoryVersions) LiveVersion(context.Context) (string, error) { return m.ds.Version, nil }

// Held checks that version is the one held: an area's memory store calls
// it first, so a request for another version is EUNAVAILABLE on either store.
func (ds *Dataset) Held(version string) error {
	if version != ds.Version {
		return plumbline.Errorf(plumbline.EUNAVAILABLE, "reference dataset version %s is not loaded (this instance serves %s)", version, ds.Version)
	}
	return nil
}

// PGVersions reads ref_live.
type PGVersions struct{ pool *pgxpool.Pool }

// NewPGVersions reads through pool.
func NewPGVersions(pool *pgxpool.Pool) PGVersions { return PGVersions{pool} }

// ErrNotImported is the answer before the first import.
var ErrNotImported = plumbline.Errorf(plumbline.EUNAVAILABLE, "no reference data has been imported into this database; run `plumbline import`")

func (p PGVersions) LiveVersion(ctx context.Context) (string, error) {
	var v string
	err := p.pool.QueryRow(ctx, `SELECT version FROM ref_live`).Scan(&v)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", ErrNotImported
	}
	return v, err
}
