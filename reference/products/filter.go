package products

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/plumbline-api/plumbline"
)

// Operators are the comparison operators of a numeric spec filter.
var Operators = []string{"gte", "lte", "gt", "lt", "eq"}

// TextOperators are the operators of a text spec filter: eq one value, in a
// comma-separated list of values.
var TextOperators = []string{"eq", "in"}

// BoolOperators are the operators of a yes/no spec filter.
var BoolOperators = []string{"eq"}

// operatorsOf are the filter operators of a field kind.
func operatorsOf(kind string) []string {
	switch kind {
	case "number":
		return Operators
	case "text":
		return TextOperators
	default:
		return BoolOperators
	}
}

// MaxInValues bounds the values of one `in` filter (each is one more
// posting list or match-table entry per request).
const MaxInValues = 20

// FilterPrefix starts every spec filter parameter: filter[specs.<field>.<op>].
const FilterPrefix = "filter["

// Filter is one condition on a spec field.
type Filter struct {
	Param  string   `json:"param"` // as sent, e.g. "filter[specs.afue_pct.gte]"
	Field  string   `json:"field"` // "specs.afue_pct"
	Op     string   `json:"op"`
	Kind   string   `json:"kind"`             // the field's kind: number, text or boolean
	Value  float64  `json:"value"`            // numbers
	Values []string `json:"values,omitempty"` // text: the values asked (eq one, in several), as the catalog writes them
	Bool   bool     `json:"bool,omitempty"`   // booleans
}

func (f Filter) key() string { return strings.TrimPrefix(f.Field, "specs.") }

// match reports whether v meets a numeric condition.
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

// matchText reports whether a record's text value meets a text condition:
// a multi-valued field ("Natural Gas, Propane") matches when any of its
// values is asked for.
func (f Filter) matchText(v string, multi bool) bool {
	if !multi {
		return slices.ContainsFunc(f.Values, func(w string) bool { return strings.EqualFold(v, w) })
	}
	for v != "" {
		atom, rest, _ := strings.Cut(v, multiSep)
		if slices.ContainsFunc(f.Values, func(w string) bool { return strings.EqualFold(atom, w) }) {
			return true
		}
		v = rest
	}
	return false
}

// appliedValue is what filters_applied echoes: the number, the text value
// (eq), the list (in) or the boolean.
func (f Filter) appliedValue() any {
	switch {
	case f.Kind == "text" && f.Op == "in":
		return f.Values
	case f.Kind == "text":
		return f.Values[0]
	case f.Kind == "boolean":
		return f.Bool
	}
	return f.Value
}

// ParseFilter reads one filter parameter against the category's fields. A
// problem is returned as a field error naming the parameter and listing
// what is allowed.
func ParseFilter(param, value string, fields []Field) (Filter, *plumbline.FieldError) {
	bad := func(code, format string, args ...any) (Filter, *plumbline.FieldError) {
		return Filter{}, &plumbline.FieldError{Field: param, Code: code, Message: fmt.Sprintf(format, args...)}
	}
	const syntax = "a filter is written filter[specs.<field>.<op>]=<value>, e.g. filter[specs.afue_pct.gte]=95 or filter[specs.fuel_type.in]=Propane,Natural Gas"
	inner, ok := strings.CutPrefix(param, FilterPrefix)
	if !ok || !strings.HasSuffix(inner, "]") {
		return bad("filter_syntax", syntax)
	}
	inner = strings.TrimSuffix(inner, "]")
	path, ok := strings.CutPrefix(inner, "specs.")
	dot := strings.LastIndexByte(path, '.')
	if !ok || dot <= 0 {
		return bad("filter_syntax", syntax)
	}
	key, op := path[:dot], path[dot+1:]
	i := slices.IndexFunc(fields, func(f Field) bool { return f.Key == key })
	if i < 0 {
		if pulls := pullsWithField(key); len(pulls) > 0 {
			// A field of a list this version does not hold (HSPF2 before the
			// heat pumps are pulled): say which pull adds it (issue 39).
			return bad("filter_field", "%q is not a field of the records this category holds: it is a field of %s, which `plumbline data pull %s` then `plumbline import` adds; filterable now: %s",
				key, strings.Join(pullTitles(pulls), ", "), strings.Join(pullSources(pulls), " "), filterable(fields))
		}
		return bad("filter_field", "%q is not a filterable field of this category; filterable: %s", key, filterable(fields))
	}
	fd := fields[i]
	ops := operatorsOf(fd.Kind)
	if !slices.Contains(ops, op) {
		return bad("filter_op", "unknown operator %q for the %s field %s; use one of %s", op, fd.Kind, key, strings.Join(ops, ", "))
	}
	f := Filter{Param: param, Field: "specs." + key, Op: op, Kind: fd.Kind}
	value = strings.TrimSpace(value)
	switch fd.Kind {
	case "number":
		v, err := strconv.ParseFloat(value, 64)
		if !decimal(value) || err != nil || math.IsInf(v, 0) {
			return bad("type", "the value %q is not a decimal number (digits, an optional sign, fraction and exponent, e.g. 95 or 0.5)", value)
		}
		f.Value = v
	case "boolean":
		b, ok := parseBool(value)
		if !ok {
			return bad("type", "the value %q is not a yes/no value; use true or false", value)
		}
		f.Bool = b
	default:
		vals := []string{value}
		if op == "in" {
			vals = nil
			for _, v := range strings.Split(value, ",") {
				if v = strings.Join(strings.Fields(v), " "); v != "" && !slices.ContainsFunc(vals, func(w string) bool { return strings.EqualFold(v, w) }) {
					vals = append(vals, v)
				}
			}
		}
		if len(vals) == 0 || vals[0] == "" {
			return bad("required", "give a value for %s, e.g. %s", key, example(fd))
		}
		if len(vals) > MaxInValues {
			return bad("max_items", "%d values; an in filter takes at most %d", len(vals), MaxInValues)
		}
		for i, v := range vals {
			if len(fd.Values) == 0 { // free text: any value, matched as written (case-insensitive)
				continue
			}
			j := slices.IndexFunc(fd.Values, func(w string) bool { return strings.EqualFold(v, w) })
			if j < 0 {
				return bad("enum", "%q is not a value of %s in this category; its values: %s", v, key, strings.Join(fd.Values, ", "))
			}
			vals[i] = fd.Values[j]
		}
		f.Values = vals
	}
	return f, nil
}

func example(fd Field) string {
	if len(fd.Values) > 0 {
		return fd.Values[0]
	}
	return "a value as products_list shows it"
}

// filterable lists the fields with their kinds ("none" when the category has none).
func filterable(fields []Field) string {
	var names []string
	for _, f := range fields {
		names = append(names, f.Key+" ("+f.Kind+")")
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
