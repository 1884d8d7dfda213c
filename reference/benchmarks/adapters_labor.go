package benchmarks

import (
	"context"

	"github.com/plumbline-api/plumbline/reference/costs/labor"
)

// LaborWages reads OEWS wages through the labor side of the costs area
// (memory or Postgres store), for the version being answered.
type LaborWages struct{ Store labor.Store }

func (l LaborWages) Wage(ctx context.Context, version, soc, cbsa string) (Wage, error) {
	w, err := labor.WageFrom(ctx, l.Store, version, soc, cbsa)
	if err != nil {
		return Wage{}, err
	}
	return Wage{SOC: w.SOC, Title: w.AreaTitle, Area: w.Area, P25: w.P25, P50: w.P50, P75: w.P75, Period: w.Period, File: w.Source, Confidence: w.Confidence}, nil
}
