package calc

import (
	"cmp"
	"fmt"
	"math"
	"reflect"
	"strconv"
	"strings"
	"unicode"

	"github.com/plumbline-api/plumbline/internal/jsonw"
)

// A plan is what the engine learns, once, from an input or output struct:
// each field's JSON name, kind, memory offset, bounds and documentation.
// Decoding, encoding, JSON Schemas and catalog entries are all driven by it,
// so a calculator is defined in exactly one place.
//
// Field tags:
//
//	json:"length_ft"                 the JSON name (required on every field)
//	doc:"Slab length."               the description (required on every field)
//	calc:"required"                  input: must be present
//	calc:"default=0.1"               input: value when absent (required or default is mandatory)
//	calc:"min=0,max=100"             input numbers: inclusive bounds
//	calc:"gt=0,lt=100"               input numbers: exclusive bounds
//	calc:"enum=2021|2024"            input strings: allowed values (mandatory for strings)
//	calc:"items=1..50"               input lists: allowed item count (upper bound mandatory)
//	calc:"zero_or_min=50"            input numbers: 0 (a documented default) or at least 50
//	calc:"places=1"                  output numbers: decimal places (default 3)
//	calc:"unit=ft"                   overrides the unit inferred from the name suffix
type plan struct {
	typ    reflect.Type
	fields []field
	byName map[string]int
	names  string // "a, b, c": for unknown-field messages
}

type kind uint8

const (
	kindNumber kind = iota + 1
	kindInteger
	kindString
	kindBool
	kindNumberList
	kindStringList
	kindObject
	kindObjectList
)

func (k kind) jsonType() string {
	switch k {
	case kindNumber:
		return "number"
	case kindInteger:
		return "integer"
	case kindString:
		return "string"
	case kindBool:
		return "boolean"
	case kindObject:
		return "object"
	default:
		return "array"
	}
}

type field struct {
	name   string
	key    []byte // `"name":`, written before the value when encoding
	doc    string
	unit   string
	kind   kind
	offset uintptr
	typ    reflect.Type

	required   bool
	hasDefault bool
	defNum     float64
	defStr     string
	defBool    bool

	hasMin, hasMax     bool
	exclMin, exclMax   bool
	min, max           float64
	enum               []string
	minItems, maxItems int
	zeroOrMin          float64 // input numbers: 0 or at least this

	places int   // output decimal places
	elem   *plan // kindObject, kindObjectList
}

// unitSuffixes maps a field-name suffix to the unit it encodes (spec: units
// are encoded in field names). Longer suffixes come first so "_sqft" wins over "_ft".
var unitSuffixes = []struct{ suffix, unit string }{
	{"_sqft", "ft²"}, {"_sqin", "in²"}, {"_sqyd", "yd²"}, {"_cuyd", "yd³"}, {"_cuft", "ft³"}, {"_cuin", "in³"},
	{"_btuh", "Btu/h"}, {"_cfm", "ft³/min"}, {"_gpm", "gal/min"}, {"_gal", "gal"}, {"_psf", "lb/ft²"},
	{"_pcf", "lb/ft³"}, {"_plf", "lb/ft"}, {"_psi", "lb/in²"}, {"_pct", "%"}, {"_deg", "°"},
	{"_kva", "kVA"}, {"_va", "VA"}, {"_kw", "kW"}, {"_ft", "ft"}, {"_in", "in"}, {"_yd", "yd"},
	{"_lb", "lb"}, {"_tons", "tons"}, {"_a", "A"}, {"_v", "V"}, {"_f", "°F"}, {"_mph", "mph"},
	{"_hr", "h"}, {"_yr", "yr"}, {"_usd", "USD"}, {"_iph", "in/h"}, {"_awg", "AWG"},
}

// wholeUnits are the suffixes' units by their bare names (sqft: ft²).
var wholeUnits = func() map[string]string {
	m := map[string]string{}
	for _, u := range unitSuffixes {
		m[u.suffix[1:]] = u.unit
	}
	return m
}()

// unitOf infers a field's unit from its name. A name ending in a unit
// suffix is in that unit (length_ft: ft). A rate, <quantity>_per_<what>, is
// the quantity's unit over what it is per: coverage_sqft_per_gal is ft²/gal
// (not gal, the suffix alone), grout_lb_per_sqft lb/ft², coverage_sqft_per_bag
// ft²/bag, a count per unit keeps its noun (nails_per_lb: nails/lb), and a
// quantity named before its unit (area_per_tie_sqft) is ft²/tie. A count per
// count (tiles_per_box) has no unit.
func unitOf(name string) string {
	i := strings.LastIndex(name, "_per_")
	if i < 0 {
		u, _ := suffixUnit(name)
		return u
	}
	left, right := name[:i], name[i+len("_per_"):]
	num, _ := suffixUnit(left)
	den, thing := suffixUnit("_" + right)
	thing = strings.ReplaceAll(strings.TrimPrefix(thing, "_"), "_", " ")
	switch {
	case den != "" && thing == "": // per a unit: coverage_sqft_per_gal
		if num == "" {
			num = left[strings.LastIndexByte(left, '_')+1:] // a count: nails_per_lb is nails/lb
		}
		return num + "/" + den
	case den != "": // per a thing, then the unit: area_per_tie_sqft, rise_per_12_in
		if _, err := strconv.ParseFloat(thing, 64); err == nil {
			return cmp.Or(num, den) + "/" + thing + " " + den
		}
		return den + "/" + thing
	case num != "": // a unit per a thing: coverage_sqft_per_bag
		return num + "/" + thing
	}
	return "" // a count per a count: tiles_per_box
}

// suffixUnit is the unit a name's suffix encodes and the name without it
// ("", name when it has none).
func suffixUnit(name string) (unit, rest string) {
	if u, ok := wholeUnits[name]; ok { // a name that is only a unit: sqft_per_box
		return u, ""
	}
	for _, u := range unitSuffixes {
		if strings.HasSuffix(name, u.suffix) {
			return u.unit, name[:len(name)-len(u.suffix)]
		}
	}
	return "", name
}

type planRole uint8

const (
	roleInput planRole = iota
	roleOutput
)

// maxFields bounds a struct's field count: the decoder tracks presence in a uint64.
const maxFields = 64

func buildPlan(t reflect.Type, role planRole) (*plan, error) {
	if t.Kind() != reflect.Struct {
		return nil, fmt.Errorf("%v: must be a struct", t)
	}
	if t.NumField() > maxFields {
		return nil, fmt.Errorf("%v: more than %d fields", t, maxFields)
	}
	p := &plan{typ: t, byName: make(map[string]int, t.NumField())}
	names := make([]string, 0, t.NumField())
	for i := range t.NumField() {
		sf := t.Field(i)
		f, err := buildField(sf, role)
		if err != nil {
			return nil, fmt.Errorf("%v.%s: %w", t, sf.Name, err)
		}
		if _, dup := p.byName[f.name]; dup {
			return nil, fmt.Errorf("%v: JSON name %q used twice", t, f.name)
		}
		p.byName[f.name] = len(p.fields)
		p.fields = append(p.fields, f)
		names = append(names, f.name)
	}
	p.names = strings.Join(names, ", ")
	return p, nil
}

func buildField(sf reflect.StructField, role planRole) (field, error) {
	f := field{offset: sf.Offset, typ: sf.Type, places: 3}
	f.name = sf.Tag.Get("json")
	if f.name == "" || f.name == "-" || strings.Contains(f.name, ",") {
		return f, fmt.Errorf(`needs a plain json:"name" tag`)
	}
	if !isSnakeCase(f.name) {
		return f, fmt.Errorf("JSON name %q is not snake_case", f.name)
	}
	f.key = jsonw.AppendString(nil, f.name)
	f.key = append(f.key, ':')
	f.doc = sf.Tag.Get("doc")
	if f.doc == "" {
		return f, fmt.Errorf(`needs a doc:"..." tag`)
	}
	f.unit = unitOf(f.name)

	switch sf.Type.Kind() {
	case reflect.Float64:
		f.kind = kindNumber
	case reflect.Int:
		f.kind = kindInteger
	case reflect.String:
		f.kind = kindString
	case reflect.Bool:
		f.kind = kindBool
	case reflect.Struct:
		f.kind = kindObject
	case reflect.Slice:
		switch sf.Type.Elem().Kind() {
		case reflect.Float64:
			f.kind = kindNumberList
		case reflect.String:
			f.kind = kindStringList
		case reflect.Struct:
			f.kind = kindObjectList
		}
	}
	if f.kind == 0 {
		return f, fmt.Errorf("unsupported type %v", sf.Type)
	}
	if f.kind == kindObject || f.kind == kindObjectList {
		et := sf.Type
		if f.kind == kindObjectList {
			et = et.Elem()
		}
		elem, err := buildPlan(et, role)
		if err != nil {
			return f, err
		}
		f.elem = elem
	}
	if err := f.parseOptions(sf.Tag.Get("calc")); err != nil {
		return f, err
	}
	return f, f.checkComplete(role)
}

// parseOptions reads the calc tag. Input-only options on an output field
// (an input struct echoed in a result) are inert: outputs are not validated.
func (f *field) parseOptions(tag string) error {
	if tag == "" {
		return nil
	}
	for opt := range strings.SplitSeq(tag, ",") {
		key, val, _ := strings.Cut(opt, "=")
		var err error
		switch key {
		case "required":
			f.required = true
		case "default":
			f.hasDefault = true
			err = f.parseDefault(val)
		case "min", "gt":
			f.hasMin, f.exclMin = true, key == "gt"
			f.min, err = parseFinite(val)
		case "max", "lt":
			f.hasMax, f.exclMax = true, key == "lt"
			f.max, err = parseFinite(val)
		case "enum":
			f.enum = strings.Split(val, "|")
		case "items":
			lo, hi, ok := strings.Cut(val, "..")
			if !ok {
				return fmt.Errorf("items=%q: want min..max", val)
			}
			if f.minItems, err = strconv.Atoi(lo); err == nil {
				f.maxItems, err = strconv.Atoi(hi)
			}
		case "zero_or_min":
			f.zeroOrMin, err = parseFinite(val)
		case "places":
			f.places, err = strconv.Atoi(val)
		case "unit":
			f.unit = val
		default:
			return fmt.Errorf("unknown calc tag option %q", key)
		}
		if err != nil {
			return fmt.Errorf("calc tag option %q: %w", opt, err)
		}
	}
	return nil
}

func (f *field) parseDefault(val string) error {
	switch f.kind {
	case kindNumber, kindInteger:
		v, err := parseFinite(val)
		f.defNum = v
		return err
	case kindString:
		f.defStr = val
	case kindBool:
		v, err := strconv.ParseBool(val)
		f.defBool = v
		return err
	default:
		return fmt.Errorf("defaults are for scalars; a list defaults to empty")
	}
	return nil
}

// checkComplete enforces the rules every calculator input follows: required or
// a default, bounds on every number, an enum on every string, a cap on every
// list. A definition that breaks them fails at start-up, not in production.
func (f *field) checkComplete(role planRole) error {
	if role == roleOutput {
		return nil
	}
	isList := f.kind == kindNumberList || f.kind == kindStringList || f.kind == kindObjectList
	if f.required == f.hasDefault && !(isList && !f.required) {
		return fmt.Errorf("input must be either required or have a default")
	}
	switch f.kind {
	case kindNumber, kindInteger, kindNumberList:
		if !f.hasMin || !f.hasMax {
			return fmt.Errorf("numeric input needs both a lower (min/gt) and an upper (max/lt) bound")
		}
		if f.min > f.max {
			return fmt.Errorf("bounds are inverted")
		}
		if f.hasDefault && f.boundError(f.defNum) != "" {
			return fmt.Errorf("default %v is outside its own bounds", f.defNum)
		}
		if f.kind == kindInteger && f.hasDefault && f.defNum != math.Trunc(f.defNum) {
			return fmt.Errorf("integer default %v has a fraction", f.defNum)
		}
	case kindString, kindStringList:
		if len(f.enum) == 0 {
			return fmt.Errorf("string input needs an enum")
		}
		if f.hasDefault && f.enumIndex([]byte(f.defStr)) < 0 {
			return fmt.Errorf("default %q is not in the enum", f.defStr)
		}
	case kindObject:
		return fmt.Errorf("nested objects are not supported as inputs; use a list of objects")
	}
	if isList && (f.maxItems <= 0 || f.minItems < 0 || f.minItems > f.maxItems) {
		return fmt.Errorf("list input needs items=min..max with 0 <= min <= max, max > 0")
	}
	return nil
}

// boundError returns the code of the bound v breaks, or "".
func (f *field) boundError(v float64) string {
	switch {
	case f.hasMin && f.exclMin && v <= f.min:
		return "exclusive_minimum"
	case f.hasMin && !f.exclMin && v < f.min:
		return "minimum"
	case f.hasMax && f.exclMax && v >= f.max:
		return "exclusive_maximum"
	case f.hasMax && !f.exclMax && v > f.max:
		return "maximum"
	}
	return ""
}

func (f *field) boundMessage(code string) string {
	switch code {
	case "exclusive_minimum":
		return "must be greater than " + formatNum(f.min) + f.unitSuffix()
	case "minimum":
		return "must be at least " + formatNum(f.min) + f.unitSuffix()
	case "exclusive_maximum":
		return "must be less than " + formatNum(f.max) + f.unitSuffix()
	default:
		return "must be at most " + formatNum(f.max) + f.unitSuffix()
	}
}

func (f *field) unitSuffix() string {
	if f.unit == "" {
		return ""
	}
	return " " + f.unit
}

func (f *field) enumIndex(b []byte) int {
	for i, e := range f.enum {
		if string(b) == e {
			return i
		}
	}
	return -1
}

func (f *field) enumList() string {
	return `"` + strings.Join(f.enum, `", "`) + `"`
}

func formatNum(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

func parseFinite(s string) (float64, error) {
	v, err := strconv.ParseFloat(s, 64)
	if err == nil && (math.IsNaN(v) || math.IsInf(v, 0)) {
		err = fmt.Errorf("%q is not finite", s)
	}
	return v, err
}

func isSnakeCase(s string) bool {
	for i, r := range s {
		if !(r == '_' || unicode.IsDigit(r) || (r >= 'a' && r <= 'z')) || (i == 0 && !unicode.IsLetter(r)) {
			return false
		}
	}
	return s != ""
}
