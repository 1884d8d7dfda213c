package benchmarks

import (
	"context"
	"encoding/json"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/reference"
)

// Store serves the area's grounding rows of a dataset version. Permits
// answers ENOTFOUND when no county of that kind and code issued permits.
type Store interface {
	Inputs(ctx context.Context, version string) (*Inputs, error)
	Permits(ctx context.Context, version, kind, code string) (Permits, error)
}

var errNotLoaded = plumbline.Errorf(plumbline.EUNAVAILABLE, "the benchmarks area is not loaded on this instance (its files are not in PLUMBLINE_DATA_DIR)")

func errNoPermits(kind, code string) error {
	return plumbline.Errorf(plumbline.ENOTFOUND, "no Census BPS 2024 permit row for %s %s", kind, code)
}

// MemoryStore serves the part of the dataset loaded at start.
type MemoryStore struct {
	ds *reference.Dataset
	d  *Data
}

// NewMemoryStore serves ds's benchmarks part.
func NewMemoryStore(ds *reference.Dataset) *MemoryStore { return &MemoryStore{ds: ds, d: Of(ds)} }

func (m *MemoryStore) data(version string) (*Data, error) {
	return reference.HeldPart(m.ds, version, m.d, errNotLoaded)
}

func (m *MemoryStore) Inputs(_ context.Context, version string) (*Inputs, error) {
	d, err := m.data(version)
	if err != nil {
		return nil, err
	}
	in := &Inputs{SOC: d.SOC, REMDB: d.REMDB, Tiers: map[string]Permits{}, Durations: d.Durations, AHS: d.AHS}
	for _, t := range Tiers {
		if p, ok := d.Permits[permitKey("tier", t)]; ok {
			in.Tiers[t] = p
		}
	}
	return in, nil
}

func (m *MemoryStore) Permits(_ context.Context, version, kind, code string) (Permits, error) {
	d, err := m.data(version)
	if err != nil {
		return Permits{}, err
	}
	p, ok := d.Permits[permitKey(kind, code)]
	if !ok {
		return Permits{}, errNoPermits(kind, code)
	}
	return p, nil
}

// Write copies the part into ref_benchmark_soc, ref_benchmark_remdb,
// ref_benchmark_durations and ref_benchmark_permits.
func (d *Data) Write(ctx context.Context, w *reference.Writer) error {
	v := w.Version()
	if err := w.Copy("ref_benchmark_soc", []string{"version", "year", "geo_code", "statistic", "usd_per_sqft", "census_sheet_row", "obs_id"}, len(d.SOC), func(i int) []any {
		r := d.SOC[i]
		return []any{v, r.Year, r.GeoCode, r.Statistic, r.USDPerSqft, r.SheetRow, r.ObsID}
	}); err != nil {
		return err
	}
	if err := w.Copy("ref_benchmark_remdb", []string{"version", "ord", "row_id", "model"}, len(d.REMDB), func(i int) []any {
		b, _ := json.Marshal(d.REMDB[i]) // plain struct of numbers and strings
		return []any{v, i, d.REMDB[i].RowID, string(b)}
	}); err != nil {
		return err
	}
	if d.Durations != nil {
		du := d.Durations
		if err := w.Copy("ref_benchmark_durations", []string{"version", "file", "completion_year", "division", "months", "houses", "weight"}, len(du.Cells), func(i int) []any {
			c := du.Cells[i]
			return []any{v, du.File, du.Year, c.Division, c.Months, c.Houses, c.Weight}
		}); err != nil {
			return err
		}
	}
	if err := writeAHS(w, d.AHS); err != nil {
		return err
	}
	all := make([]Permits, 0, len(d.Permits))
	for _, p := range d.Permits {
		all = append(all, p)
	}
	return w.Copy("ref_benchmark_permits", []string{"version", "kind", "code", "year", "counties", "u1_units", "u1_value_usd"}, len(all), func(i int) []any {
		p := all[i]
		return []any{v, p.Kind, p.Code, p.Year, p.Counties, p.Units, p.ValueUSD}
	})
}
