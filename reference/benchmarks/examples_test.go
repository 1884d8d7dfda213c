package benchmarks_test

import (
	"encoding/json"
	"testing"

	"github.com/plumbline-api/plumbline/reference/benchmarks"
	"github.com/plumbline-api/plumbline/reference/geo"
)

// TestSchemaExamples: the OpenAPI examples are real answers of the bundled
// data, not figures typed by hand.
func TestSchemaExamples(t *testing.T) {
	ds, _ := loaded()
	deps := testDeps()
	deps.Prices, deps.Wages = nil, nil
	area := benchmarks.Area(benchmarks.NewMemoryStore(ds), geo.NewMemoryStore(ds), deps)
	schemas := benchmarks.Schemas()
	norm := func(v any) any { b, _ := json.Marshal(v); var out any; _ = json.Unmarshal(b, &out); return out }
	ex := norm(schemas["Benchmark"].(map[string]any)["example"]).(map[string]any)
	got, _, err := run(t.Context(), area, ds.Version, "benchmarks_get", map[string]string{"project_type": "new_construction_sfh", "tier": "national"})
	if err != nil {
		t.Fatal(err)
	}
	if msg := contains(got, map[string]any{"tiers": []any{ex["tiers"].([]any)[0].(map[string]any)["inputs"]}}, "$"); msg == "" {
		t.Fatal("comparison is wrong") // inputs are not a tier: the helper must notice
	}
	want := ex["tiers"].([]any)[0].(map[string]any)
	delete(want, "missing")
	delete(want, "sources")
	if msg := contains(got, map[string]any{"tiers": []any{want}}, "$"); msg != "" {
		t.Errorf("Benchmark example: %s", msg)
	}
	lex := norm(schemas["BenchmarkLocal"].(map[string]any)["example"]).(map[string]any)
	got, _, err = run(t.Context(), area, ds.Version, "benchmarks_local", map[string]string{"project_type": "basement_finish", "zip": "78701"})
	if err != nil {
		t.Fatal(err)
	}
	delete(lex, "dataset_version")
	if msg := contains(got, lex, "$"); msg != "" {
		t.Errorf("BenchmarkLocal example: %s", msg)
	}
}
