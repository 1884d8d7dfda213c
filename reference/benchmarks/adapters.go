package benchmarks

import (
	"context"

	"github.com/plumbline-api/plumbline/reference/costs"
)

// CostsPrices reads PPI values through the costs area's store (memory or
// Postgres), for the version being answered.
type CostsPrices struct{ Store costs.Store }

func (c CostsPrices) PPI(ctx context.Context, version, series, period string) (float64, error) {
	v, _, err := costs.ReadPPI(ctx, c.Store, version, series, period)
	return v, err
}

func (c CostsPrices) LatestPPIPeriod(ctx context.Context, version, series string) (string, error) {
	_, at, err := costs.ReadPPI(ctx, c.Store, version, series, "")
	return at, err
}
