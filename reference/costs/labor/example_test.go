package labor_test

import (
	"encoding/json"
	"os"
	"reflect"
	"testing"

	"github.com/plumbline-api/plumbline/reference/costs/labor"
	"github.com/plumbline-api/plumbline/reference/geo"
)

// exampleQueries are the queries whose real answers are the OpenAPI
// examples of each answer schema.
var exampleQueries = map[string]struct {
	op   string
	args map[string]string
}{
	"LaborEstimate": {"costs_labor", map[string]string{"trade": "electricians", "msa": "15380"}},
	"OEWSCell":      {"costs_sources_oews", map[string]string{"msa": "15380", "soc": "47-2111"}},
	"QCEWRows":      {"costs_sources_qcew", map[string]string{"area": "39049", "naics": "23821"}},
}

// TestExamplesAreAnswers: each schema's example is the service's answer
// to its query (LABOR_WRITE_EXAMPLE=1 rewrites examples.json), so the
// document never shows a figure the service would not give.
func TestExamplesAreAnswers(t *testing.T) {
	ds, _ := loaded()
	ops := labor.Extension(labor.NewMemoryStore(ds), geo.NewMemoryStore(ds)).Ops
	answers := map[string]any{}
	for name, q := range exampleQueries {
		got, status := call(t, ops, ds.Version, q.op, q.args)
		if status != 200 {
			t.Fatalf("%s: %d", name, status)
		}
		got["dataset_version"] = "(the dataset version)"
		answers[name] = got
	}
	if os.Getenv("LABOR_WRITE_EXAMPLE") != "" {
		b, _ := json.MarshalIndent(answers, "", "  ")
		if err := os.WriteFile("examples.json", append(b, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for name, want := range answers {
		var ex any
		b, _ := json.Marshal(labor.Schemas()[name].(map[string]any)["example"])
		if err := json.Unmarshal(b, &ex); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(ex, want) {
			t.Errorf("the %s example differs from the answer; rerun with LABOR_WRITE_EXAMPLE=1", name)
		}
	}
}
