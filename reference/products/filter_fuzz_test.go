package products

import (
	"math"
	"slices"
	"strings"
	"testing"
)

var fuzzFields = []Field{
	{Key: "afue_pct", Kind: "number"},
	{Key: "fuel_type", Kind: "text", Multi: true, Values: []string{"Natural Gas", "Oil", "Propane"}},
	{Key: "low_slope", Kind: "boolean"},
	{Key: "u_factor_btu_per_hr_sqft_f", Kind: "number"},
}

// FuzzParseFilter: any parameter name and value either parses into a
// filter on an allowed numeric field with a known op and a finite value, or
// is refused with a field error naming the parameter; never a panic.
func FuzzParseFilter(f *testing.F) {
	for _, s := range [][2]string{
		{"filter[specs.afue_pct.gte]", "95"}, {"filter[specs.afue_pct.eq]", "-1e3"},
		{"filter[specs.fuel_type.eq]", "gas"}, {"filter[specs.afue_pct.between]", "1"}, {"filter[specs.fuel_type.in]", "propane, natural gas,,"},
		{"filter[specs.low_slope.eq]", "yes"}, {"filter[specs.low_slope.gte]", "1"},
		{"filter[specs..gte]", "1"}, {"filter[specs.afue_pct.gte", "1"}, {"filter[]", ""},
		{"filter[specs.u_factor_btu_per_hr_sqft_f.lt]", "NaN"}, {"filter[specs.afue_pct.gt]", "Inf"},
		{"filter[afue_pct.gte]", "1"}, {"filter[specs.a.b.c.lte]", "0x10"},
		{"filter[specs.afue_pct.gte]", "0x1p3"}, {"filter[specs.afue_pct.gte]", "1_0"}, {"filter[specs.afue_pct.gte]", ".5e-1"},
	} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, name, value string) {
		flt, fe := ParseFilter(name, value, fuzzFields)
		if fe != nil {
			if fe.Field != name || fe.Code == "" || fe.Message == "" {
				t.Fatalf("field error %+v does not name the parameter %q", fe, name)
			}
			return
		}
		key := strings.TrimPrefix(flt.Field, "specs.")
		i := slices.IndexFunc(fuzzFields, func(f Field) bool { return f.Key == key })
		if i < 0 || fuzzFields[i].Kind != flt.Kind {
			t.Fatalf("%q accepted a field outside the allowlist: %q", name, key)
		}
		if !slices.Contains(operatorsOf(flt.Kind), flt.Op) || math.IsNaN(flt.Value) || math.IsInf(flt.Value, 0) {
			t.Fatalf("%q=%q gave %+v", name, value, flt)
		}
		switch flt.Kind {
		case "number":
			// Only decimal notation is a number (issue 24: 0x1p3 and 1_0 were).
			if strings.ContainsAny(strings.ToLower(value), "xp_infa") {
				t.Fatalf("%q=%q: Go number syntax accepted as %v", name, value, flt.Value)
			}
		case "text":
			if len(flt.Values) == 0 || len(flt.Values) > MaxInValues || flt.Op == "eq" && len(flt.Values) != 1 {
				t.Fatalf("%q=%q: values %q", name, value, flt.Values)
			}
			for _, v := range flt.Values {
				if !slices.Contains(fuzzFields[i].Values, v) {
					t.Fatalf("%q=%q: value %q is not one of the field's", name, value, v)
				}
			}
		}
		if name != "filter[specs."+key+"."+flt.Op+"]" {
			t.Fatalf("%q parsed as %+v", name, flt)
		}
	})
}

// FuzzParseFile: any bytes are parsed into records or refused with a
// ParseError; never a panic, and a record always has an id, brand and model.
func FuzzParseFile(f *testing.F) {
	def := fileDef{Path: "x", Source: src2021, Category: "hvac", Subcategory: "furnaces", ID: colID, Brand: colBrand, Model: colModel,
		Specs: []spec{num("Efficiency (AFUE)", "afue_pct", "%", "higher"), flag("Can Integrate Hot Water Heating", "integrates_hot_water_heating"), text("Fuel Type", "fuel_type")}}
	const header = "ENERGY STAR Unique ID,Brand Name,Model Number,Efficiency (AFUE),Can Integrate Hot Water Heating,Fuel Type,Date Certified,Markets\n"
	f.Add([]byte(header + "1,B,M,95,Yes,Gas,01/02/2020,US\n"))
	f.Add([]byte(header + "1,B,M,,,\"a,b\",1/2/2020 12:00:00 AM,\"US, Canada\"\n2,C,N,9e9,No,,12/31/1999,\n"))
	f.Add([]byte(header + "1,B,M,95,Yes,Gas,13/02/2020,US\n"))
	f.Add([]byte{0x1f, 0x8b, 0, 1})
	f.Add([]byte(header + "1,B,M,NaN,Yes,Gas,01/02/2020,US\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		recs, err := parseFile(def, "f.csv", data)
		if err != nil {
			if _, ok := err.(*ParseError); !ok {
				t.Fatalf("error %T %v is not a ParseError", err, err)
			}
			return
		}
		for _, p := range recs {
			if p.ProductID == "" || p.Brand == "" || p.ModelNumber == "" || p.Source.Line < 2 {
				t.Fatalf("record %+v", p)
			}
			if v, ok := p.Specs["afue_pct"]; ok {
				if n, isNum := v.(float64); !isNum || math.IsNaN(n) || math.IsInf(n, 0) {
					t.Fatalf("afue_pct %T %v", v, v)
				}
			}
		}
	})
}

func TestFilterNumbersAreDecimal(t *testing.T) {
	for value, ok := range map[string]bool{
		"95": true, "-1e3": true, "0.5": true, ".5": true, "5.": true, "+2": true, " 96 ": true, "1E+2": true,
		"0x1p3": false, "1_0": false, "Inf": false, "NaN": false, "1e": false, ".": false, "": false, "1e999": false, "0b101": false, "١٢": false,
	} {
		_, fe := ParseFilter("filter[specs.afue_pct.gte]", value, fuzzFields)
		if (fe == nil) != ok {
			t.Errorf("%q: accepted %v, want %v (%+v)", value, fe == nil, ok, fe)
		}
	}
}
