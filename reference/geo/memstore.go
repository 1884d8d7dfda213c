package geo

import (
	"context"

	"github.com/plumbline-api/plumbline/reference"
)

// MemoryStore serves the geography of one loaded dataset.
type MemoryStore struct {
	ds *reference.Dataset
	d  *Data // nil: loaded without the data directory
}

// NewMemoryStore serves ds's geography.
func NewMemoryStore(ds *reference.Dataset) *MemoryStore { return &MemoryStore{ds: ds, d: Of(ds)} }

func (m *MemoryStore) data(version string) (*Data, error) {
	return reference.HeldPart(m.ds, version, m.d, errNoGeo)
}

func (m *MemoryStore) County(_ context.Context, version, fips string) (County, error) {
	d, err := m.data(version)
	if err != nil {
		return County{}, err
	}
	if c, ok := d.Counties[fips]; ok {
		return c, nil
	}
	return County{}, errNoCounty(fips)
}

func (m *MemoryStore) ZIP(_ context.Context, version, zip string) (ZIP, error) {
	d, err := m.data(version)
	if err != nil {
		return ZIP{}, err
	}
	if z, ok := d.ZIPs[zip]; ok {
		return z, nil
	}
	return ZIP{}, errNoZIP(zip)
}

func (m *MemoryStore) CBSA(_ context.Context, version, code string) (CBSA, error) {
	d, err := m.data(version)
	if err != nil {
		return CBSA{}, err
	}
	if c, ok := d.CBSAs[code]; ok {
		return c, nil
	}
	return CBSA{}, errNoCBSA(code)
}
