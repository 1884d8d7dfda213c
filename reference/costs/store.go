package costs

import (
	"context"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/geo"
)

// Store serves the price side of a dataset version and resolves places
// with the geography area (county and CBSA names and membership).
type Store interface {
	// Prices is the version's PPI and permit data; EUNAVAILABLE when the
	// instance runs without the costs files.
	Prices(ctx context.Context, version string) (*Data, error)
	geo.Store
}

var errNoCosts = plumbline.Errorf(plumbline.EUNAVAILABLE, "the costs price data (PPI, building permits) is not loaded on this instance (its files are not in PLUMBLINE_DATA_DIR)")

// MemoryStore serves the dataset loaded at start.
type MemoryStore struct {
	*geo.MemoryStore
	ds *reference.Dataset
	d  *Data
}

// NewMemoryStore serves ds's price data and geography.
func NewMemoryStore(ds *reference.Dataset) *MemoryStore {
	return &MemoryStore{MemoryStore: geo.NewMemoryStore(ds), ds: ds, d: Of(ds)}
}

// Prices returns the loaded data when version is the one held.
func (m *MemoryStore) Prices(_ context.Context, version string) (*Data, error) {
	return reference.HeldPart(m.ds, version, m.d, errNoCosts)
}

// PPI reads one PPI series' index value for a month of the live version:
// period "" is the series' latest month, answered in at. For the
// benchmarks area, which escalates its cost ranges to a month: an unknown
// series or a month the series lacks is ENOTFOUND naming it.
func (m *MemoryStore) PPI(ctx context.Context, seriesID, period string) (value float64, at string, err error) {
	return ReadPPI(ctx, m, m.ds.Version, seriesID, period)
}

// ReadPPI is PPI for any store and a given version (the Postgres store
// included): what the benchmarks area calls when it is bound to Postgres.
func ReadPPI(ctx context.Context, st Store, version, seriesID, period string) (value float64, at string, err error) {
	d, err := st.Prices(ctx, version)
	if err != nil {
		return 0, "", err
	}
	v, at, ok := d.PPI(seriesID, period)
	if !ok {
		return 0, "", plumbline.Errorf(plumbline.ENOTFOUND, "no PPI value for series %s at %q in %s", seriesID, period, d.Files.PPI)
	}
	return v, at, nil
}
