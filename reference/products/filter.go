package products

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/plumbline-api/plumbline"
)

// Operators are the comparison operators of a spec filter.
var Operators = []string{"gte", "lte", "gt", "lt", "eq"}

// FilterPrefix starts every spec filter parameter: filter[specs.<field>.<op>].
const FilterPrefix = "filter["

// Filter is one numeric condition on a spec field.
type Filter struct {
	Param string  `json:"param"` // as sent, e.g. "filter[specs.afue_pct.gte]"
	Field string  `json:"field"` // "specs.afue_pct"
	Op    string  `json:"op"`
	Value float64 `json:"value"`
}

func (f Filter) key() string { return strings.TrimPrefix(f.Field, "specs.") }

// match reports whether v meets the condition.
func (f Filter) match(v float64) bool {
	switch f.Op {
	case "gte":
		return v >= f.Value
	case "lte":
		return v <= f.Value
	case "gt":
		return v > f.Value
	case "lt":
		return v < f.Value
	default: // eq: the exports carry at most a few decimals
		return math.Abs(v-f.Value) <= 1e-9*math.Max(1, math.Abs(f.Value))
	}
}

// ParseFilter reads one filter parameter against the category's filterable
// fields. A problem is returned as a field error naming the parameter and
// listing what is allowed.
func ParseFilter(param, value string, fields []Field) (Filter, *plumbline.FieldError) {
	bad := func(code, format string, args ...any) (Filter, *plumbline.FieldError) {
		return Filter{}, &plumbline.FieldError{Field: param, Code: code, Message: fmt.Sprintf(format, args...)}
	}
	inner, ok := strings.CutPrefix(param, FilterPrefix)
	if !ok || !strings.HasSuffix(inner, "]") {
		return bad("filter_syntax", "a filter is written filter[specs.<field>.<op>]=<number>, e.g. filter[specs.afue_pct.gte]=95")
	}
	inner = strings.TrimSuffix(inner, "]")
	path, ok := strings.CutPrefix(inner, "specs.")
	dot := strings.LastIndexByte(path, '.')
	if !ok || dot <= 0 {
		return bad("filter_syntax", "a filter is written filter[specs.<field>.<op>]=<number>, e.g. filter[specs.afue_pct.gte]=95")
	}
	key, op := path[:dot], path[dot+1:]
	if !slices.ContainsFunc(fields, func(f Field) bool { return f.Key == key && f.Kind == "number" }) {
		return bad("filter_field", "%q is not a filterable field of this category; filterable: %s", key, filterable(fields))
	}
	if !slices.Contains(Operators, op) {
		return bad("filter_op", "unknown operator %q; use one of %s", op, strings.Join(Operators, ", "))
	}
	value = strings.TrimSpace(value)
	v, err := strconv.ParseFloat(value, 64)
	if !decimal(value) || err != nil || math.IsInf(v, 0) {
		return bad("type", "the value %q is not a decimal number (digits, an optional sign, fraction and exponent, e.g. 95 or 0.5)", value)
	}
	return Filter{Param: param, Field: "specs." + key, Op: op, Value: v}, nil
}

// filterable lists the numeric fields ("none" when the category has none).
func filterable(fields []Field) string {
	var names []string
	for _, f := range fields {
		if f.Kind == "number" {
			names = append(names, f.Key)
		}
	}
	if len(names) == 0 {
		return "none (the category has no records)"
	}
	return strings.Join(names, ", ")
}

// decimal reports whether s is a number as people and JSON write it:
// [+-]digits[.digits][(e|E)[+-]digits], or [+-].digits. strconv.ParseFloat
// also takes Go's syntax (0x1p3, 1_0, Inf, NaN), which no client means and
// which made one value many cache keys (issue 24 finding 9).
func decimal(s string) bool {
	i := 0
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		i++
	}
	int0 := i
	for i < len(s) && '0' <= s[i] && s[i] <= '9' {
		i++
	}
	digits := i - int0
	if i < len(s) && s[i] == '.' {
		i++
		frac := i
		for i < len(s) && '0' <= s[i] && s[i] <= '9' {
			i++
		}
		digits += i - frac
	}
	if digits == 0 {
		return false
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		exp := i
		for i < len(s) && '0' <= s[i] && s[i] <= '9' {
			i++
		}
		if i == exp {
			return false
		}
	}
	return i == len(s)
}
