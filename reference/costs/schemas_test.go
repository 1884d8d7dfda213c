package costs_test

import (
	"context"
	"errors"
	"testing"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/reference"
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

// Without the costs files every line of costs_list is coming_soon (status
// from the data, never declared), the reads answer 503, and a malformed
// request is still a 422.
func TestWithoutData(t *testing.T) {
	ds, _, err := reference.Load(costs.Loader(t.TempDir())) // optional: skipped
	if err != nil || costs.Of(ds) != nil {
		t.Fatalf("load without files: %v", err)
	}
	area := costs.Area(costs.NewMemoryStore(ds))
	got, status, err := run(t.Context(), area, ds.Version, "costs_list", nil)
	if status != 200 {
		t.Fatalf("list: %d %v", status, err)
	}
	vs := got.(map[string]any)["verticals"].([]any)
	if len(vs) != 7 {
		t.Fatalf("%d lines: %s", len(vs), short(vs))
	}
	for _, v := range vs {
		if v.(map[string]any)["status"] != "coming_soon" {
			t.Errorf("without data: %s", short(v))
		}
	}
	if _, status, _ := run(t.Context(), area, ds.Version, "costs_materials", map[string]string{"category": "lumber"}); status != 503 {
		t.Errorf("materials without data: %d, want 503", status)
	}
	if _, status, _ := run(t.Context(), area, ds.Version, "costs_permits", map[string]string{"jurisdiction": "US-NY-3610"}); status != 422 {
		t.Errorf("malformed jurisdiction without data: %d, want 422", status)
	}
}

// An extension's operations and schemas join the area, and its lines
// replace the coming_soon placeholders of costs_list.
func TestExtension(t *testing.T) {
	ds, _ := loaded()
	ext := costs.Extension{
		Ops: []*reference.Op{{ID: "costs_labor", Path: "/v1/costs/labor", Tag: "costs", Response: "Labor",
			Run: func(context.Context, string, reference.Args) (any, error) { return map[string]any{}, nil }}},
		Schemas: map[string]any{"Labor": map[string]any{"type": "object"}},
		Verticals: func(context.Context, string) ([]costs.Vertical, error) {
			return []costs.Vertical{{Name: "labor", Kind: "vertical", Status: "live", Sources: []costs.SourceRef{}}}, nil
		},
	}
	area := costs.Area(costs.NewMemoryStore(ds), ext)
	if area.Ops[len(area.Ops)-1].ID != "costs_labor" || area.Schemas["Labor"] == nil || area.Schemas["MaterialsIndex"] == nil {
		t.Fatalf("extension not joined: %d ops", len(area.Ops))
	}
	got, _, _ := run(t.Context(), area, ds.Version, "costs_list", nil)
	labor := 0
	for _, v := range got.(map[string]any)["verticals"].([]any) {
		if m := v.(map[string]any); m["name"] == "labor" {
			labor++
			if m["status"] != "live" {
				t.Errorf("labor line: %s", short(m))
			}
		}
	}
	if labor != 1 {
		t.Fatalf("%d labor lines", labor)
	}
}
