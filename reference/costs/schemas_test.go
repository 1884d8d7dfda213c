package costs_test

import (
	"testing"

	"github.com/plumbline-api/plumbline/reference/costs"
)

// Every operation names a schema the area has, and each schema's example
// has the schema's required fields.
func TestSchemasAndExamples(t *testing.T) {
	ds, _ := loaded()
	area := costs.Area(costs.NewMemoryStore(ds))
	for _, op := range area.Ops {
		s, ok := area.Schemas[op.Response].(map[string]any)
		if !ok {
			t.Fatalf("%s: no schema %s", op.ID, op.Response)
		}
		ex, ok := s["example"].(map[string]any)
		if !ok {
			t.Fatalf("%s: schema %s has no example", op.ID, op.Response)
		}
		for _, f := range s["required"].([]string) {
			if _, ok := ex[f]; !ok {
				t.Errorf("%s: the example lacks required %s", op.Response, f)
			}
		}
	}
}
