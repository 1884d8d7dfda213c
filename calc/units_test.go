package calc_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline/calc"
)

// unitTokens are the unit words field names carry, with the symbol each
// stands for. Written here, apart from the engine's own table, so the test
// checks the engine rather than repeating it.
var unitTokens = map[string]string{
	"sqft": "ft²", "sqin": "in²", "sqyd": "yd²", "cuyd": "yd³", "cuft": "ft³", "cuin": "in³", "btuh": "Btu/h",
	"cfm": "ft³/min", "gpm": "gal/min", "gal": "gal", "psf": "lb/ft²", "pcf": "lb/ft³", "plf": "lb/ft", "psi": "lb/in²",
	"pct": "%", "deg": "°", "kva": "kVA", "va": "VA", "kw": "kW", "ft": "ft", "in": "in", "yd": "yd", "lb": "lb",
	"tons": "tons", "a": "A", "v": "V", "f": "°F", "mph": "mph", "hr": "h", "yr": "yr", "usd": "USD", "iph": "in/h", "awg": "AWG",
}

// lastToken is the unit word a name (or part of one) ends with, if any.
func lastToken(name string) (string, bool) {
	word := name[strings.LastIndexByte(name, '_')+1:]
	_, ok := unitTokens[word]
	return word, ok
}

// TestUnitsAgreeWithNames walks every field of every calculator, inputs and
// outputs, nested ones too, as /v1/calc/list and the schemas show them, and
// holds each unit to its name: a name ending in a unit word is in that unit;
// a rate <quantity>_per_<what> is a rate (a unit over another), whose
// denominator is the unit it is per and whose numerator is the quantity's
// unit. paint/walls' coverage_sqft_per_gal once said "gal".
func TestUnitsAgreeWithNames(t *testing.T) {
	checked := 0
	check := func(where, name, unit string) {
		checked++
		i := strings.LastIndex(name, "_per_")
		if i < 0 {
			tok, ok := lastToken(name)
			if !ok || unit == unitTokens[tok] {
				return
			}
			// A stated rate may refine the word (cooling_hours_yr: h/yr;
			// electricity_rate_usd: USD/kWh), never replace it.
			num, den, rate := strings.Cut(unit, "/")
			if !rate || (num != unitTokens[tok] && den != unitTokens[tok]) {
				t.Errorf("%s: %s has unit %q; its name says %q", where, name, unit, unitTokens[tok])
			}
			return
		}
		if unit == "" {
			return // a count per a count (tiles_per_box)
		}
		num, den, ok := strings.Cut(unit, "/")
		if !ok {
			num, den, ok = strings.Cut(unit, " per ")
		}
		if !ok {
			t.Errorf("%s: %s is a rate, but its unit %q is not one", where, name, unit)
			return
		}
		left, right := name[:i], name[i+len("_per_"):]
		if sym, ok := unitTokens[right]; ok && den != sym {
			t.Errorf("%s: %s is per %s, but its unit %q is per %q", where, name, sym, unit, den)
		}
		if tok, ok := lastToken(left); ok && !strings.HasPrefix(num, unitTokens[tok]) && !strings.HasPrefix(unit, unitTokens[tok]) {
			t.Errorf("%s: %s counts %s, but its unit %q does not", where, name, unitTokens[tok], unit)
		}
	}
	var walk func(where string, schema map[string]any)
	walk = func(where string, schema map[string]any) {
		props, _ := schema["properties"].(map[string]any)
		for name, p := range props {
			prop := p.(map[string]any)
			unit, _ := prop["x-unit"].(string)
			check(where, name, unit)
			if items, ok := prop["items"].(map[string]any); ok {
				walk(where+" "+name+"[]", items)
			}
			if _, ok := prop["properties"]; ok {
				walk(where+" "+name, prop)
			}
		}
	}
	for _, c := range calc.Builtin().All() {
		for _, in := range c.Inputs() { // the catalog's view
			check(c.Path+" (catalog)", in.Name, in.Unit)
		}
		for role, s := range map[string]*calc.Schema{"input": c.InputSchema(), "output": c.OutputSchema()} {
			raw, err := json.Marshal(s)
			if err != nil {
				t.Fatal(err)
			}
			var m map[string]any
			if err := json.Unmarshal(raw, &m); err != nil {
				t.Fatal(err)
			}
			walk(c.Path+" "+role, m)
		}
	}
	if checked < 1000 {
		t.Fatalf("checked %d fields; the walk missed the registry", checked)
	}
}

// TestRateUnits pins the inferred units the names imply, among them the
// ones that were wrong.
func TestRateUnits(t *testing.T) {
	want := map[string]map[string]string{
		"/v1/calc/paint/walls":            {"coverage_sqft_per_gal": "ft²/gal"},
		"/v1/calc/electrical/panel-load":  {"general_lighting_va_per_sqft": "VA/ft²"},
		"/v1/calc/roofing/nails":          {"nails_per_lb": "nails/lb"},
		"/v1/calc/masonry/block":          {"blocks_per_sqft": "blocks/ft²"},
		"/v1/calc/lumber/board-feet":      {"price_per_board_foot_usd": "USD/board foot"},
		"/v1/calc/insulation/spray-foam":  {"yield_board_feet_per_set": "board ft/set"},
		"/v1/calc/flooring/grout":         {"grout_lb_per_sqft": "lb/ft²"},
		"/v1/calc/plumbing/drain-slope":   {"min_slope_in_per_ft": "in/ft"},
		"/v1/calc/masonry/veneer":         {"area_per_tie_sqft": "ft²/tie"},
		"/v1/calc/roofing/pitch":          {"rise_per_12_in": "in/12 in"},
		"/v1/calc/insulation/batts":       {"sqft_per_batt": "ft²/batt"},
		"/v1/calc/concrete/slab-on-grade": {"length_ft": "ft"},
	}
	for path, fields := range want {
		c, ok := calc.Builtin().ByPath(path)
		if !ok {
			t.Fatalf("no calculator %s", path)
		}
		got := map[string]string{}
		for _, s := range []*calc.Schema{c.InputSchema(), c.OutputSchema()} {
			raw, _ := json.Marshal(s)
			var m struct {
				Properties map[string]struct {
					Unit string `json:"x-unit"`
				} `json:"properties"`
			}
			if err := json.Unmarshal(raw, &m); err != nil {
				t.Fatal(err)
			}
			for name, p := range m.Properties {
				got[name] = p.Unit
			}
		}
		for name, unit := range fields {
			if got[name] != unit {
				t.Errorf("%s %s: unit %q, want %q", path, name, got[name], unit)
			}
		}
	}
}
