package calc

import (
	"math"

	"github.com/plumbline-api/plumbline/internal/jsonw"
)

// Check is one rule check in a calculator's output: the value computed, the
// limit it was checked against, the comparison, and the verdict, with the
// section that sets the limit.
type Check struct {
	Name          string  `json:"name" doc:"What was checked."`
	Pass          bool    `json:"pass" doc:"True when value satisfies the limit."`
	Value         float64 `json:"value" doc:"The computed value."`
	Comparison    string  `json:"comparison" doc:"How value must compare with limit: \"<=\" or \">=\"."`
	Limit         float64 `json:"limit" doc:"The limit value was checked against."`
	Unit          string  `json:"unit" doc:"Unit of value and limit."`
	CodeReference string  `json:"code_reference" doc:"The section that sets the limit."`
	Message       string  `json:"message" doc:"The verdict in words."`
}

// AtMost checks value <= limit.
func AtMost(name string, value, limit float64, unit, ref string) Check {
	return newCheck(name, value, "<=", limit, unit, ref, value <= limit+epsilon(limit))
}

// AtLeast checks value >= limit.
func AtLeast(name string, value, limit float64, unit, ref string) Check {
	return newCheck(name, value, ">=", limit, unit, ref, value >= limit-epsilon(limit))
}

// epsilon absorbs floating-point noise (7.75 computed as 7.7500000001) so a
// value equal to its limit at three decimals passes.
func epsilon(limit float64) float64 { return 1e-9 * math.Max(1, math.Abs(limit)) }

func newCheck(name string, value float64, cmp string, limit float64, unit, ref string, pass bool) Check {
	msg := make([]byte, 0, 96)
	msg = append(msg, name...)
	msg = append(msg, ' ')
	msg = jsonw.AppendFloat(msg, value, 3)
	msg = appendUnit(msg, unit)
	if pass {
		msg = append(msg, " is within the "...)
	} else {
		msg = append(msg, " fails the "...)
	}
	msg = jsonw.AppendFloat(msg, limit, 3)
	msg = appendUnit(msg, unit)
	if cmp == "<=" {
		msg = append(msg, " maximum of "...)
	} else {
		msg = append(msg, " minimum of "...)
	}
	msg = append(msg, ref...)
	return Check{Name: name, Pass: pass, Value: value, Comparison: cmp, Limit: limit, Unit: unit, CodeReference: ref, Message: string(msg)}
}

func appendUnit(b []byte, unit string) []byte {
	if unit == "" {
		return b
	}
	return append(append(b, ' '), unit...)
}

// AllPass reports whether every check passed.
func AllPass(checks []Check) bool {
	for _, c := range checks {
		if !c.Pass {
			return false
		}
	}
	return true
}

// CeilCount rounds a quantity you buy up to a whole count, ignoring
// floating-point noise below one part in a billion (61.0000000001 bags is 61).
func CeilCount(x float64) int {
	return int(math.Ceil(x - 1e-9*math.Max(1, math.Abs(x))))
}
