package benchmarks

import (
	"context"
	"fmt"

	"github.com/plumbline-api/plumbline/calc"
)

// Prices is what the area needs from the costs area's price side (BLS PPI,
// reference/costs): one index value of a series for a month ("2025-08"),
// and the latest month a series has. The benchmarks never parse PPI files
// themselves.
type Prices interface {
	PPI(ctx context.Context, version, series, period string) (float64, error)
	LatestPPIPeriod(ctx context.Context, version, series string) (string, error)
}

// Wage is an hourly wage distribution of one occupation in one area, as the
// costs area's labor side (BLS OEWS, reference/costs/labor) serves it.
type Wage struct {
	SOC        string   `json:"soc"`
	Trade      string   `json:"trade,omitempty"`       // the costs area's trade id for the SOC code (electricians)
	TradeTitle string   `json:"trade_title,omitempty"` // the OEWS occupation title (Electricians)
	Title      string   `json:"area_title,omitempty"`
	Area       string   `json:"area"`       // the OEWS area the wage is for ("99": the nation)
	P25        *float64 `json:"hourly_p25"` // null where the source does not publish it
	P50        float64  `json:"hourly_p50"`
	P75        *float64 `json:"hourly_p75"`
	Period     string   `json:"period"`
	File       string   `json:"file"`
	Confidence string   `json:"confidence,omitempty"` // the labor side's: measured or derived
}

// Wages is what the area needs from the labor side: an occupation's wage
// in a metropolitan area (CBSA code), or nationally when cbsa is "".
type Wages interface {
	Wage(ctx context.Context, version, soc, cbsa string) (Wage, error)
}

// Calculators runs one of our calculators by operation id on a JSON body:
// the benchmarks take their quantities from the same code clients call, so
// a calculator change moves the benchmark (a test swaps one in).
type Calculators func(opID string, body []byte) ([]byte, error)

// Builtin runs the calculators of calc.Builtin.
func Builtin(opID string, body []byte) ([]byte, error) {
	c, ok := calc.Builtin().ByOperationID(opID)
	if !ok {
		return nil, fmt.Errorf("benchmarks: no calculator %s", opID)
	}
	return c.Run(nil, body)
}

// Deps are the area's collaborators besides its store. Prices and Wages
// may be nil (not wired): the figures they would feed say so.
type Deps struct {
	Prices Prices
	Wages  Wages
	Calc   Calculators
	// Norms replace the embedded scope norms (tests move a quantity).
	Norms Norms
}
