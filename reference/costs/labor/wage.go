package labor

import (
	"context"
	"fmt"

	"github.com/plumbline-api/plumbline"
)

// Wage is a trade's hourly wage distribution in one OEWS area (or the
// nation), with where it came from: what the benchmarks area prices labor
// with.
type Wage struct {
	SOC        string   `json:"soc"`
	Area       string   `json:"area"` // 99 for the nation
	AreaTitle  string   `json:"area_title"`
	P25        *float64 `json:"p25"` // hourly dollars; nil where not held
	P50        float64  `json:"p50"`
	P75        *float64 `json:"p75"`
	Period     string   `json:"period"`     // "May 2024", "May 2023", "May 2024 (OFLC wage year 2025-26)" …
	Source     string   `json:"source"`     // the file
	Confidence string   `json:"confidence"` // measured or derived (see costs_labor)
}

// Wage answers the hourly p25/p50/p75 wage of an occupation (SOC code,
// e.g. 47-2111) in a metro area (5-digit code) or, with msa "" or "99",
// the nation (OEWS May 2024), for the dataset version loaded. Any SOC with
// a national cell is answered nationally; a metro answer uses the same
// rules as costs_labor (a current published cell, else the OFLC levels).
// ENOTFOUND when neither is held.
func (m *MemoryStore) Wage(ctx context.Context, soc, msa string) (Wage, error) {
	return WageFrom(ctx, m, m.ds.Version, soc, msa)
}

// WageFrom is Wage on any store and version.
func WageFrom(ctx context.Context, st Store, version, soc, msa string) (Wage, error) {
	d, err := st.Labor(ctx, version)
	if err != nil {
		return Wage{}, err
	}
	if msa == "" {
		msa = NationalArea
	}
	if msa == NationalArea {
		c, ok := d.Cells[[2]string{NationalArea, soc}]
		m, okm := c.Median()
		if !ok || !okm {
			return Wage{}, plumbline.Errorf(plumbline.ENOTFOUND, "no national OEWS May 2024 hourly median for SOC %s", soc)
		}
		w := Wage{SOC: soc, Area: msa, AreaTitle: c.AreaTitle, P50: round2(m), Period: c.Period, Source: c.File, Confidence: Measured}
		if v, ok := c.P25(); ok {
			w.P25 = ptr(round2(v))
		}
		if v, ok := c.P75(); ok {
			w.P75 = ptr(round2(v))
		}
		return w, nil
	}
	t := Trade{ID: soc, SOC: soc}
	b, err := areaWage(d, t, msa)
	if err != nil {
		return Wage{}, err
	}
	w := Wage{SOC: soc, Area: msa, AreaTitle: b.area.Title, P25: b.wages.HourlyP25, P50: b.wages.HourlyMedian, P75: b.wages.HourlyP75,
		Period: b.period, Confidence: b.confidence}
	switch {
	case b.cell != nil:
		w.Source = b.cell.File
	case b.levels != nil:
		w.Source = FileOFLC
	}
	if w.Source == "" {
		return Wage{}, fmt.Errorf("labor: wage of %s in %s has no source", soc, msa)
	}
	return w, nil
}
