package costs_test

import (
	"errors"
	"testing"

	"github.com/plumbline-api/plumbline"

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

// The PPI reader for other areas gives the file's value (281.6 and 386.416
// are the lines of WPU1333 2020-01 and 2025-08 in the file), the latest month
// for "", and ENOTFOUND for what is not held.
func TestPPIReader(t *testing.T) {
	ds, _ := loaded()
	m := costs.NewMemoryStore(ds)
	if v, at, err := m.PPI(t.Context(), "WPU1333", "2020-01"); err != nil || v != 281.6 || at != "2020-01" {
		t.Fatalf("WPU1333 2020-01: %v %s %v", v, at, err)
	}
	if v, at, err := m.PPI(t.Context(), "WPU1333", ""); err != nil || v != 386.416 || at != "2025-08" {
		t.Fatalf("WPU1333 latest: %v %s %v", v, at, err)
	}
	for _, c := range [][2]string{{"WPU1333", "2030-01"}, {"WPU999", ""}, {"CUUR0000SA0", ""}} {
		if _, _, err := m.PPI(t.Context(), c[0], c[1]); !isNotFound(err) {
			t.Errorf("%v: %v, want ENOTFOUND", c, err)
		}
	}
}

func isNotFound(err error) bool {
	var e *plumbline.Error
	return errors.As(err, &e) && e.Code == plumbline.ENOTFOUND
}
