package calc_test

import (
	"encoding/json"
	"errors"
	"hash/fnv"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline/calc"
	"github.com/plumbline-api/plumbline/calc/calctest"
	"github.com/plumbline-api/plumbline/internal/testenv"
)

// drawsPerCalculator bounds the property test's cost: 81 calculators × 400
// bodies run in well under a second (100 under -race, about 2.5 s).
// PLUMBLINE_PROPERTY_DRAWS raises it for a soak run, and
// PLUMBLINE_PROPERTY_SEED changes the seeds, e.g.
// PLUMBLINE_PROPERTY_DRAWS=20000 PLUMBLINE_PROPERTY_SEED=7 go test ./calc -run TestSchemaBodiesCompute
func drawsPerCalculator() int {
	if n, err := strconv.Atoi(os.Getenv("PLUMBLINE_PROPERTY_DRAWS")); err == nil && n > 0 {
		return n
	}
	if raceEnabled {
		return 100
	}
	return 400
}

func propertySeed() uint64 {
	n, _ := strconv.ParseUint(os.Getenv("PLUMBLINE_PROPERTY_SEED"), 10, 64)
	return 14 + n
}

// TestSchemaBodiesCompute holds every calculator to its input schema: a body
// the schema accepts computes, or is refused only with beyond_table (a value
// past the end of a published table, which JSON Schema cannot express), and
// only by a calculator whose summary says so. Bodies are drawn from the
// served schema with a seed per calculator, so a failure replays.
func TestSchemaBodiesCompute(t *testing.T) {
	testenv.Heavy(t)
	for _, c := range calc.Builtin().All() {
		t.Run(c.OperationID, func(t *testing.T) {
			var schemas struct{ Input map[string]any }
			if err := json.Unmarshal(c.SchemasJSON(), &schemas); err != nil {
				t.Fatal(err)
			}
			h := fnv.New64a()
			h.Write([]byte(c.Path))
			r := rand.New(rand.NewPCG(h.Sum64(), propertySeed()))
			documented := strings.Contains(c.Summary, "beyond_table")
			failures := map[string]string{} // code → first body
			for range drawsPerCalculator() {
				v, err := calctest.Draw(schemas.Input, r)
				if err != nil {
					t.Fatalf("drawing from the input schema: %v", err)
				}
				body, _ := json.Marshal(v)
				out, err := c.Run(nil, body)
				if err == nil {
					var v any
					if err := json.Unmarshal(out, &v); err != nil {
						t.Fatalf("%s gave invalid JSON %s", body, out)
					}
					assertFinite(t, c.Path, v)
					continue
				}
				var inv *calc.InputError
				if !errors.As(err, &inv) {
					t.Fatalf("%s: %v", body, err)
				}
				for _, f := range inv.Fields {
					if f.Code == "beyond_table" && documented {
						continue
					}
					key := f.Field + " " + f.Code
					if _, seen := failures[key]; !seen {
						failures[key] = string(body) + " → " + f.Message
					}
				}
			}
			for key, body := range failures {
				t.Errorf("schema-valid body refused (%s): %s", key, body)
			}
		})
	}
}

// TestRulesInSchemaAndCatalog pins what the rules publish for a few
// calculators: a one-alternative rule narrows the field in the schema and in
// the catalog alike; a one-of rule is an anyOf of required groups.
func TestRulesInSchemaAndCatalog(t *testing.T) {
	reg := calc.Builtin()
	footing, _ := reg.ByPath("/v1/calc/concrete/footing")
	for _, in := range footing.Inputs() {
		switch in.Name {
		case "snow_load_psf":
			if in.Minimum == nil || in.Maximum == nil || *in.Minimum != 30 || *in.Maximum != 30 {
				t.Errorf("catalog snow_load_psf bounds %v..%v, want 30..30 (the carried row)", in.Minimum, in.Maximum)
			}
		case "construction":
			if strings.Join(in.Enum, "|") != "light-frame|concrete-or-masonry" {
				t.Errorf("catalog construction enum %v, want the carried tables only", in.Enum)
			}
		}
	}
	var schemas struct {
		Input struct {
			AnyOf []struct {
				Required []string `json:"required"`
			} `json:"anyOf"`
		}
	}
	sheets, _ := reg.ByPath("/v1/calc/drywall/sheets")
	if err := json.Unmarshal(sheets.SchemasJSON(), &schemas); err != nil {
		t.Fatal(err)
	}
	var groups []string
	for _, b := range schemas.Input.AnyOf {
		groups = append(groups, strings.Join(b.Required, "+"))
	}
	if strings.Join(groups, ",") != "wall_length_ft,ceiling_area_sqft" {
		t.Errorf("drywall/sheets anyOf groups %v, want wall_length_ft, ceiling_area_sqft", groups)
	}
}

// TestToolSchemaEquivalent holds the MCP tool schema to the input schema:
// no anyOf, allOf or oneOf at its top level (the Anthropic Messages API
// refuses those), and the same verdict on every body, both on bodies drawn
// from the input schema and on bodies drawn with its rules left out.
func TestToolSchemaEquivalent(t *testing.T) {
	testenv.Heavy(t)
	for _, c := range calc.Builtin().All() {
		var rest, tool map[string]any
		b, _ := json.Marshal(c.InputSchema())
		tb, _ := json.Marshal(c.ToolInputSchema())
		if json.Unmarshal(b, &rest) != nil || json.Unmarshal(tb, &tool) != nil {
			t.Fatal("schemas do not round-trip")
		}
		for _, k := range []string{"anyOf", "allOf", "oneOf"} {
			if _, ok := tool[k]; ok {
				t.Errorf("%s: tool schema has a top-level %s", c.Path, k)
			}
		}
		_, hasRules := rest["anyOf"]
		if _, ok := rest["allOf"]; ok {
			hasRules = true
		}
		if hasRules != (c.RulesText() != "") {
			t.Errorf("%s: rules in the schema %v but rules text %q", c.Path, hasRules, c.RulesText())
		}
		base := map[string]any{}
		for k, v := range rest {
			if k != "anyOf" && k != "allOf" {
				base[k] = v
			}
		}
		h := fnv.New64a()
		h.Write([]byte(c.Path))
		r := rand.New(rand.NewPCG(h.Sum64(), 41))
		for i := range 200 {
			from := base
			if i%2 == 0 {
				from = rest
			}
			v, err := calctest.Draw(from, r)
			if err != nil {
				t.Fatalf("%s: %v", c.Path, err)
			}
			restErr, toolErr := calctest.Validate(rest, v), calctest.Validate(tool, v)
			if (restErr == nil) != (toolErr == nil) {
				body, _ := json.Marshal(v)
				t.Fatalf("%s: %s: input schema says %v, tool schema says %v", c.Path, body, restErr, toolErr)
			}
		}
	}
}
