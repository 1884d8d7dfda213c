package reference

import (
	"testing"

	"github.com/plumbline-api/plumbline"
)

// An Object parameter takes any name[key]=value arguments, hands them to
// the operation by key, and keeps refusing names it does not cover.
func TestBindObjectParameter(t *testing.T) {
	params := Compile([]Param{
		{Name: "filter", In: "query", Object: true, Example: "filter[specs.afue_pct.gte]=95"},
		{Name: "ids", In: "query", MaxLen: 120},
	})
	a, err := Bind(params, map[string][]string{
		"filter[specs.afue_pct.gte]": {" 95 "}, "filter[specs.input_kbtu.lte]": {"60"},
	})
	if err != nil {
		t.Fatal(err)
	}
	got := a.Object("filter")
	if len(got) != 2 || got["specs.afue_pct.gte"] != "95" || got["specs.input_kbtu.lte"] != "60" {
		t.Fatalf("Object(filter) = %v", got)
	}
	if want := "filter[specs.afue_pct.gte]=95&filter[specs.input_kbtu.lte]=60&"; a.String("filter") != want {
		t.Fatalf("String(filter) = %q, want the canonical %q", a.String("filter"), want)
	}
	long := make([]byte, 110)
	for i := range long {
		long[i] = 'a'
	}
	if _, err := Bind(params, map[string][]string{"ids": {string(long)}}); err != nil {
		t.Fatalf("a value under MaxLen was refused: %v", err)
	}
	for name, raw := range map[string]map[string][]string{
		"filter[x]":  {"filter[x]": {"1", "2"}},
		"filter":     {"filter": {"1"}},
		"filters[x]": {"filters[x]": {"1"}},
		"other[x]":   {"other[x]": {"1"}},
		"ids":        {"ids": {string(long) + string(long)}},
	} {
		_, err := Bind(params, raw)
		e, ok := err.(*plumbline.Error)
		if !ok || e.Code != plumbline.EINVALID || len(e.Fields) != 1 || e.Fields[0].Field != name {
			t.Errorf("%v: got %v, want one field error on %s", raw, err, name)
		}
	}
}
