package server_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline/calc"
	"github.com/plumbline-api/plumbline/calc/calctest"
)

// TestGoldenOverHTTP posts every worked example under calc/testdata and
// checks the answer: the exact results for a success (with the schemas
// beside them), the status and field errors for a failure.
func TestGoldenOverHTTP(t *testing.T) {
	goldens, err := calctest.Load("../calc/testdata")
	if err != nil {
		t.Fatal(err)
	}
	if len(goldens) == 0 {
		t.Fatal("no golden files")
	}
	e := start(t, func(c *configT) { c.MaxBodyBytes = 1 << 20 })
	for _, g := range goldens {
		t.Run(g.File, func(t *testing.T) {
			e.t = t
			r := e.post(g.Path(), string(g.RequestBody()))
			if g.Error != nil {
				p := e.mustProblem(r, g.Error.Status, g.Path())
				var got []calctest.FieldError
				for _, f := range p.Errors {
					got = append(got, calctest.FieldError{Field: f.Field, Code: f.Code})
					if f.Message == "" {
						t.Errorf("field error %s/%s has no message", f.Field, f.Code)
					}
				}
				if !calctest.FieldErrorsMatch(got, g.Error.Fields) {
					t.Fatalf("errors %v, want %v", got, g.Error.Fields)
				}
				return
			}
			if r.status != 200 {
				t.Fatalf("status %d: %s", r.status, r.body)
			}
			var full map[string]json.RawMessage
			if err := json.Unmarshal(r.body, &full); err != nil {
				t.Fatal(err)
			}
			schemas, ok := full["schemas"]
			if !ok {
				t.Fatal("no schemas in a full response")
			}
			delete(full, "schemas")
			results, _ := json.Marshal(full)
			if same, diff := calctest.SameJSON(results, g.Output); !same {
				t.Fatalf("results differ: %s\ngot  %s\nwant %s", diff, results, g.Output)
			}
			c, _ := calc.Builtin().ByPath(g.Path())
			if same, diff := calctest.SameJSON(schemas, c.SchemasJSON()); !same {
				t.Fatalf("schemas differ from the calculator's: %s", diff)
			}
		})
	}
}

func TestPreferReturnMinimal(t *testing.T) {
	e := start(t)
	body := `{"length_ft":10,"width_ft":10,"depth_in":4,"waste_factor":0.10}`
	want := `{"cubic_yards":1.358,"cubic_feet":33.333,"bags_60lb":62,"bags_80lb":49,"bag_yield_60lb_cuft":0.6,"bag_yield_80lb_cuft":0.75,"bags_60lb_at_maker_yield":82,"bags_80lb_at_maker_yield":62,"waste_included_cuyd":0.123,"code_reference":"IRC R506.1"}`
	for _, prefer := range []string{"return=minimal", "respond-async, Return = Minimal", `return="minimal"; foo=bar`} {
		r := e.post("/v1/calc/concrete/yards", body, "Prefer", prefer)
		if r.status != 200 || string(r.body) != want {
			t.Fatalf("Prefer %q: %d %s", prefer, r.status, r.body)
		}
		if r.header.Get("Preference-Applied") != "return=minimal" {
			t.Fatalf("Prefer %q: Preference-Applied %q", prefer, r.header.Get("Preference-Applied"))
		}
	}
	full := e.post("/v1/calc/concrete/yards", body, "Prefer", "return=representation")
	if !strings.HasPrefix(string(full.body), strings.TrimSuffix(want, "}")+`,"schemas":{"input":{`) || full.header.Get("Preference-Applied") != "" {
		t.Fatalf("full response: %s", full.body)
	}
	var s struct {
		Schemas struct {
			Input struct {
				Dialect    string         `json:"$schema"`
				Properties map[string]any `json:"properties"`
			} `json:"input"`
			Output struct {
				Properties map[string]any `json:"properties"`
			} `json:"output"`
		} `json:"schemas"`
	}
	if err := json.Unmarshal(full.body, &s); err != nil {
		t.Fatal(err)
	}
	if s.Schemas.Input.Dialect == "" || len(s.Schemas.Input.Properties) != 4 || len(s.Schemas.Output.Properties) != 10 {
		t.Fatalf("schemas: %+v", s.Schemas)
	}
}

func TestEditionRules(t *testing.T) {
	e := start(t)
	ref := func(path, body string) map[string]any {
		r := e.post(path, body, "Prefer", "return=minimal")
		var out map[string]any
		if err := json.Unmarshal(r.body, &out); err != nil || r.status != 200 {
			t.Fatalf("%s %s: %d %s", path, body, r.status, r.body)
		}
		return out
	}
	if got := ref("/v1/calc/stairs/rise-run", `{"total_rise_in":100,"tread_depth_in":11}`)["code_reference"]; got != "IRC R311.7.5" {
		t.Fatalf("default IRC edition cites %v", got)
	}
	if got := ref("/v1/calc/stairs/rise-run", `{"total_rise_in":100,"tread_depth_in":11,"irc_edition":"2024"}`)["code_reference"]; got != "IRC R318.7.5" {
		t.Fatalf("IRC 2024 cites %v", got)
	}
	for edition, want := range map[string]struct {
		density float64
		ref     string
	}{"2020": {3, "NEC 220.82"}, "2023": {3, "NEC 220.82"}, "2026": {2, "NEC 120.82"}} {
		out := ref("/v1/calc/electrical/panel-load", `{"living_area_sqft":2000,"nec_edition":"`+edition+`"}`)
		if out["general_lighting_va_per_sqft"] != want.density || out["nec_edition_used"] != edition || out["code_reference"] != want.ref {
			t.Fatalf("NEC %s: %v", edition, out)
		}
	}
	if out := ref("/v1/calc/electrical/panel-load", `{"living_area_sqft":2000}`); out["nec_edition_used"] != "2023" {
		t.Fatalf("default NEC edition: %v", out["nec_edition_used"])
	}
	// Service sizes are standard ratings and never below 100 A.
	for _, area := range []string{"100", "1000", "5000", "20000", "100000"} {
		out := ref("/v1/calc/electrical/panel-load", `{"living_area_sqft":`+area+`,"electric_range_va":12000,"hvac_va":10000}`)
		size, amps := out["recommended_service_size"].(string), out["service_amps_at_240v"].(float64)
		var n float64
		if err := json.Unmarshal([]byte(strings.TrimSuffix(size, "A")), &n); err != nil || !strings.HasSuffix(size, "A") || n < 100 || n < amps {
			t.Fatalf("area %s: size %q for %v A", area, size, amps)
		}
	}
}

func TestCatalog(t *testing.T) {
	e := start(t)
	r := e.get("/v1/calc/list")
	if r.status != 200 {
		t.Fatalf("%d %s", r.status, r.body)
	}
	var cat struct {
		Total      int `json:"total"`
		Categories []struct {
			Category string `json:"category"`
			Count    int    `json:"count"`
		} `json:"categories"`
		Calculators []struct {
			Path          string `json:"path"`
			OperationID   string `json:"operation_id"`
			Category      string `json:"category"`
			Title         string `json:"title"`
			CodeReference string `json:"code_reference"`
			Inputs        []struct {
				Name     string `json:"name"`
				Required bool   `json:"required"`
			} `json:"inputs"`
		} `json:"calculators"`
	}
	if err := json.Unmarshal(r.body, &cat); err != nil {
		t.Fatal(err)
	}
	reg := calc.Builtin()
	if cat.Total != len(reg.All()) || len(cat.Calculators) != cat.Total {
		t.Fatalf("total %d, entries %d, registry %d", cat.Total, len(cat.Calculators), len(reg.All()))
	}
	sum := 0
	for _, c := range cat.Categories {
		sum += c.Count
	}
	if sum != cat.Total {
		t.Fatalf("category counts add to %d, total %d", sum, cat.Total)
	}
	var paths []string
	for _, c := range cat.Calculators {
		paths = append(paths, c.Path)
		if c.OperationID == "" || c.Title == "" || c.CodeReference == "" || len(c.Inputs) == 0 {
			t.Errorf("incomplete entry %+v", c)
		}
	}
	for _, want := range []string{"/v1/calc/concrete/yards", "/v1/calc/electrical/panel-load", "/v1/calc/stairs/rise-run"} {
		if !slices.Contains(paths, want) {
			t.Errorf("catalog lacks %s", want)
		}
	}
}
