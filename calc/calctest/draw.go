package calctest

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"sort"
)

// Draw makes a random JSON value (as encoding/json would decode it) that the
// JSON Schema s accepts. s is a decoded schema (map[string]any), as served, so
// the draw believes exactly what a client reading the schema believes. It
// knows the keywords the calculators emit: type, enum, const, minimum,
// maximum, exclusiveMinimum, exclusiveMaximum, minItems, maxItems, items,
// properties, required, additionalProperties, anyOf, allOf and
// dependentRequired (Validate also knows not).
// Numbers lean on the edges of their ranges, where formulas break.
//
// Draw returns an error when it cannot satisfy the schema in a few tries; a
// schema that cannot be satisfied is itself a bug.
func Draw(s map[string]any, r *rand.Rand) (any, error) {
	for range 50 {
		v := draw(s, r)
		if err := Validate(s, v); err == nil {
			return v, nil
		}
	}
	return nil, fmt.Errorf("no value in 50 draws satisfies the schema")
}

func draw(s map[string]any, r *rand.Rand) any {
	if e, ok := s["enum"].([]any); ok && len(e) > 0 {
		return e[r.IntN(len(e))]
	}
	if c, ok := s["const"]; ok {
		return c
	}
	if branches, ok := s["anyOf"].([]any); ok && len(branches) > 0 && s["type"] != "object" {
		return draw(merge(s, branches[r.IntN(len(branches))].(map[string]any)), r)
	}
	switch s["type"] {
	case "object":
		return drawObject(s, r)
	case "array":
		return drawArray(s, r)
	case "number":
		return drawNumber(s, r, false)
	case "integer":
		return drawNumber(s, r, true)
	case "string":
		return "x"
	case "boolean":
		return r.IntN(2) == 1
	}
	return nil
}

func drawObject(s map[string]any, r *rand.Rand) map[string]any {
	props, _ := s["properties"].(map[string]any)
	required := stringSet(s["required"])
	o := map[string]any{}
	names := sortedKeys(props)
	for _, name := range names {
		if required[name] || r.IntN(2) == 0 {
			o[name] = draw(props[name].(map[string]any), r)
		}
	}
	// One branch of each anyOf: its required fields present, and every field
	// it bounds drawn within both the field's and the branch's bounds.
	var rules [][]any
	if branches, ok := s["anyOf"].([]any); ok {
		rules = append(rules, branches)
	}
	if all, ok := s["allOf"].([]any); ok {
		for _, a := range all {
			if branches, ok := a.(map[string]any)["anyOf"].([]any); ok {
				rules = append(rules, branches)
			}
		}
	}
	for _, branches := range rules {
		b := branches[r.IntN(len(branches))].(map[string]any)
		bprops, _ := b["properties"].(map[string]any)
		breq := stringSet(b["required"])
		for _, name := range names {
			_, present := o[name]
			bp, bounded := bprops[name].(map[string]any)
			switch {
			case breq[name] || (present && bounded):
				fs := props[name].(map[string]any)
				if bounded {
					fs = merge(fs, bp)
				}
				o[name] = draw(fs, r)
			}
		}
	}
	if deps, ok := s["dependentRequired"].(map[string]any); ok {
		for _, name := range sortedKeys(deps) {
			if _, present := o[name]; !present {
				continue
			}
			for _, d := range deps[name].([]any) {
				dn := d.(string)
				if _, ok := o[dn]; !ok {
					o[dn] = draw(props[dn].(map[string]any), r)
				}
			}
		}
	}
	return o
}

func drawArray(s map[string]any, r *rand.Rand) []any {
	lo, hi := 0, 8
	if v, ok := s["minItems"].(float64); ok {
		lo = int(v)
	}
	if v, ok := s["maxItems"].(float64); ok {
		hi = int(v)
	}
	n := lo
	switch r.IntN(16) {
	case 0, 1, 2, 3: // the fewest allowed
	case 4: // the most allowed, however many: sums overflow there
		n = hi
	case 5, 6:
		n = min(hi, max(lo, 64))
	default:
		n = lo + r.IntN(min(hi, lo+6)-lo+1)
	}
	items, _ := s["items"].(map[string]any)
	a := make([]any, n)
	for i := range a {
		a[i] = draw(items, r)
	}
	return a
}

// drawNumber picks a bound (or just inside an exclusive one), a value near
// the low end, a round number or a uniform value, within the bounds.
func drawNumber(s map[string]any, r *rand.Rand, integer bool) any {
	lo, loExcl, hasLo := bound(s, "minimum", "exclusiveMinimum")
	hi, hiExcl, hasHi := bound(s, "maximum", "exclusiveMaximum")
	if !hasLo {
		lo = -1e6
	}
	if !hasHi {
		hi = 1e6
	}
	if integer {
		ilo, ihi := math.Ceil(lo), math.Floor(hi)
		if loExcl && ilo == lo {
			ilo++
		}
		if hiExcl && ihi == hi {
			ihi--
		}
		if ihi < ilo {
			return ilo
		}
		var v float64
		switch r.IntN(4) {
		case 0:
			v = ilo
		case 1:
			v = ihi
		default:
			span := ihi - ilo
			if r.IntN(2) == 0 {
				span = math.Min(span, 10)
			}
			v = ilo + math.Floor(r.Float64()*(span+1))
		}
		return math.Min(v, ihi)
	}
	in := func(v float64) bool {
		return (v > lo || (!loExcl && v == lo)) && (v < hi || (!hiExcl && v == hi))
	}
	for range 20 {
		var v float64
		switch r.IntN(10) {
		case 0:
			v = lo
			if loExcl {
				v = lo + math.Max(1e-6, math.Abs(lo)*1e-6)
			}
		case 8: // the nearest float inside each bound, where division blows up
			v = math.Nextafter(lo, hi)
			if !loExcl && r.IntN(2) == 0 {
				v = lo
			}
		case 9:
			v = math.Nextafter(hi, lo)
		case 1:
			v = hi
			if hiExcl {
				v = hi - math.Max(1e-6, math.Abs(hi)*1e-6)
			}
		case 2: // just above the low end, on a log scale
			v = lo + math.Pow(10, -3+r.Float64()*3)*math.Max(1, (hi-lo)/100)
		case 3: // a round number
			v = math.Round(lo + r.Float64()*(hi-lo))
		case 4: // a small round number, where real inputs live
			v = math.Round(lo + r.Float64()*math.Min(hi-lo, 50))
		default:
			v = math.Round((lo+r.Float64()*(hi-lo))*1000) / 1000
		}
		if in(v) {
			return v
		}
	}
	return (lo + hi) / 2
}

func bound(s map[string]any, incl, excl string) (v float64, exclusive, ok bool) {
	if x, ok := s[excl].(float64); ok {
		return x, true, true
	}
	if x, ok := s[incl].(float64); ok {
		return x, false, true
	}
	return 0, false, false
}

// merge narrows a field's schema by an anyOf branch's schema for it.
func merge(field, branch map[string]any) map[string]any {
	m := make(map[string]any, len(field)+len(branch))
	for k, v := range field {
		m[k] = v
	}
	delete(m, "anyOf")
	for k, v := range branch {
		switch k {
		case "minimum", "exclusiveMinimum":
			if lo, _, ok := bound(m, "minimum", "exclusiveMinimum"); ok && lo > v.(float64) {
				continue
			}
			delete(m, "minimum")
			delete(m, "exclusiveMinimum")
			m[k] = v
		case "maximum", "exclusiveMaximum":
			if hi, _, ok := bound(m, "maximum", "exclusiveMaximum"); ok && hi < v.(float64) {
				continue
			}
			delete(m, "maximum")
			delete(m, "exclusiveMaximum")
			m[k] = v
		default:
			m[k] = v
		}
	}
	return m
}

// Validate reports the first way v breaks s (the keywords Draw knows), or nil.
func Validate(s map[string]any, v any) error {
	return validate("", s, v)
}

func validate(path string, s map[string]any, v any) error {
	if e, ok := s["enum"].([]any); ok && !slices.Contains(e, v) {
		return fmt.Errorf("%s: %v not in enum %v", path, v, e)
	}
	if c, ok := s["const"]; ok && c != v {
		return fmt.Errorf("%s: %v is not %v", path, v, c)
	}
	if all, ok := s["allOf"].([]any); ok {
		for _, a := range all {
			if err := validate(path, a.(map[string]any), v); err != nil {
				return err
			}
		}
	}
	if n, ok := s["not"].(map[string]any); ok && validate(path, n, v) == nil {
		return fmt.Errorf("%s: matches the schema under not", path)
	}
	if branches, ok := s["anyOf"].([]any); ok {
		var errs []error
		for _, b := range branches {
			err := validate(path, b.(map[string]any), v)
			if err == nil {
				errs = nil
				break
			}
			errs = append(errs, err)
		}
		if errs != nil {
			return fmt.Errorf("%s: no anyOf branch holds: %v", path, errs)
		}
	}
	switch t := s["type"]; t {
	case "object":
		o, ok := v.(map[string]any)
		if !ok {
			return fmt.Errorf("%s: not an object", path)
		}
		if err := validateObject(path, s, o); err != nil {
			return err
		}
	case "array":
		a, ok := v.([]any)
		if !ok {
			return fmt.Errorf("%s: not an array", path)
		}
		if lo, ok := s["minItems"].(float64); ok && float64(len(a)) < lo {
			return fmt.Errorf("%s: %d items, fewer than %v", path, len(a), lo)
		}
		if hi, ok := s["maxItems"].(float64); ok && float64(len(a)) > hi {
			return fmt.Errorf("%s: %d items, more than %v", path, len(a), hi)
		}
		if items, ok := s["items"].(map[string]any); ok {
			for i, e := range a {
				if err := validate(fmt.Sprintf("%s[%d]", path, i), items, e); err != nil {
					return err
				}
			}
		}
	case "number", "integer":
		x, ok := v.(float64)
		if !ok || (t == "integer" && x != math.Trunc(x)) {
			return fmt.Errorf("%s: %v is not a %s", path, v, t)
		}
		if err := validateBounds(path, s, x); err != nil {
			return err
		}
	case "string":
		if _, ok := v.(string); !ok {
			return fmt.Errorf("%s: not a string", path)
		}
	case "boolean":
		if _, ok := v.(bool); !ok {
			return fmt.Errorf("%s: not a boolean", path)
		}
	case nil:
		if x, ok := v.(float64); ok {
			if err := validateBounds(path, s, x); err != nil {
				return err
			}
		}
		if o, ok := v.(map[string]any); ok {
			return validateObject(path, s, o)
		}
	}
	return nil
}

func validateBounds(path string, s map[string]any, x float64) error {
	if lo, ok := s["minimum"].(float64); ok && x < lo {
		return fmt.Errorf("%s: %v < minimum %v", path, x, lo)
	}
	if lo, ok := s["exclusiveMinimum"].(float64); ok && x <= lo {
		return fmt.Errorf("%s: %v <= exclusiveMinimum %v", path, x, lo)
	}
	if hi, ok := s["maximum"].(float64); ok && x > hi {
		return fmt.Errorf("%s: %v > maximum %v", path, x, hi)
	}
	if hi, ok := s["exclusiveMaximum"].(float64); ok && x >= hi {
		return fmt.Errorf("%s: %v >= exclusiveMaximum %v", path, x, hi)
	}
	return nil
}

func validateObject(path string, s map[string]any, o map[string]any) error {
	props, _ := s["properties"].(map[string]any)
	for name := range stringSet(s["required"]) {
		if _, ok := o[name]; !ok {
			return fmt.Errorf("%s: %s is required", path, name)
		}
	}
	for name, val := range o {
		ps, ok := props[name].(map[string]any)
		if !ok {
			if ap, ok := s["additionalProperties"].(bool); ok && !ap {
				return fmt.Errorf("%s: unknown field %s", path, name)
			}
			continue
		}
		if err := validate(path+"."+name, ps, val); err != nil {
			return err
		}
	}
	if deps, ok := s["dependentRequired"].(map[string]any); ok {
		for name, ds := range deps {
			if _, ok := o[name]; !ok {
				continue
			}
			for _, d := range ds.([]any) {
				if _, ok := o[d.(string)]; !ok {
					return fmt.Errorf("%s: %s needs %s", path, name, d)
				}
			}
		}
	}
	return nil
}

func stringSet(v any) map[string]bool {
	m := map[string]bool{}
	a, _ := v.([]any)
	for _, e := range a {
		m[e.(string)] = true
	}
	return m
}

func sortedKeys(m map[string]any) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}
