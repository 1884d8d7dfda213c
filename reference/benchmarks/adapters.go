package benchmarks

import (
	"context"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/reference/costs"
)

// CostsPrices reads PPI values through the costs area's store (memory or
// Postgres), for the version being answered.
type CostsPrices struct{ Store costs.Store }

func (c CostsPrices) PPI(ctx context.Context, version, series, period string) (float64, error) {
	d, err := c.Store.Prices(ctx, version)
	if err != nil {
		return 0, err
	}
	v, _, ok := d.PPI(series, period)
	if !ok {
		return 0, plumbline.Errorf(plumbline.ENOTFOUND, "no PPI value for series %s at %s in %s", series, period, costs.FilePPI)
	}
	return v, nil
}

func (c CostsPrices) LatestPPIPeriod(ctx context.Context, version, series string) (string, error) {
	d, err := c.Store.Prices(ctx, version)
	if err != nil {
		return "", err
	}
	_, at, ok := d.PPI(series, "")
	if !ok {
		return "", plumbline.Errorf(plumbline.ENOTFOUND, "no PPI series %s in %s", series, costs.FilePPI)
	}
	return at, nil
}
