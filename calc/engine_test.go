package calc_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline/calc"
	"github.com/plumbline-api/plumbline/calc/calctest"
	"github.com/plumbline-api/plumbline/internal/race"
)

func codeReferenceOf(t *testing.T, g *calctest.Golden) string {
	t.Helper()
	var out struct {
		CodeReference string `json:"code_reference"`
	}
	if err := json.Unmarshal(g.Output, &out); err != nil {
		t.Fatalf("%s: %v", g.File, err)
	}
	return out.CodeReference
}

// A test calculator exercising every field kind the engine supports.
type wallIn struct {
	Walls   []wallSeg `json:"walls" calc:"required,items=1..3" doc:"Wall segments."`
	Heights []float64 `json:"heights_ft" calc:"items=0..4,min=1,max=20" doc:"Heights."`
	Count   int       `json:"count" calc:"default=2,min=1,max=10" doc:"A count."`
	Finish  string    `json:"finish" calc:"default=flat,enum=flat|gloss" doc:"Finish."`
	Primer  bool      `json:"primer" calc:"default=true" doc:"Prime first."`
}

type wallSeg struct {
	LengthFt float64 `json:"length_ft" calc:"required,gt=0,max=100" doc:"Length."`
	Doors    int     `json:"doors" calc:"default=0,min=0,max=5" doc:"Doors."`
}

type wallOut struct {
	TotalFt       float64   `json:"total_ft" doc:"Total."`
	Count         int       `json:"count" doc:"Count."`
	Finish        string    `json:"finish" doc:"Finish."`
	Primer        bool      `json:"primer" doc:"Primer."`
	Heights       []float64 `json:"heights_ft" doc:"Heights."`
	Segments      []wallSeg `json:"segments" doc:"Echo."`
	CodeReference string    `json:"code_reference" doc:"Ref."`
}

var wallCalc = calc.Define(calc.Definition[wallIn, wallOut]{
	Category: "misc", Kind: "walls-test", Title: "Walls", Summary: "test", CodeReferences: []string{"IRC R1"},
	Compute: func(in wallIn) (wallOut, error) {
		var total float64
		for _, w := range in.Walls {
			total += w.LengthFt
		}
		return wallOut{TotalFt: total, Count: in.Count, Finish: in.Finish, Primer: in.Primer, Heights: in.Heights, Segments: in.Walls, CodeReference: "IRC R1"}, nil
	},
})

func TestEngineDecodesEveryKind(t *testing.T) {
	body := `{"walls":[{"length_ft":10.5},{"length_ft":2,"doors":1}],"heights_ft":[8,9],"fin\u0069sh":"gloss","primer":false}`
	out, err := wallCalc.Run(nil, []byte(body))
	if err != nil {
		t.Fatal(err)
	}
	want := `{"total_ft":12.5,"count":2,"finish":"gloss","primer":false,"heights_ft":[8,9],"segments":[{"length_ft":10.5,"doors":0},{"length_ft":2,"doors":1}],"code_reference":"IRC R1"}`
	if string(out) != want {
		t.Fatalf("got  %s\nwant %s", out, want)
	}
}

func TestEngineFieldErrors(t *testing.T) {
	cases := []struct {
		body  string
		field string
		code  string
	}{
		{`{"walls":[]}`, "walls", "min_items"},
		{`{"walls":[{"length_ft":1},{"length_ft":1},{"length_ft":1},{"length_ft":1}]}`, "walls", "max_items"},
		{`{"walls":[{"length_ft":0}]}`, "walls[0].length_ft", "exclusive_minimum"},
		{`{"walls":[{"length_ft":1,"doors":1.5}]}`, "walls[0].doors", "type"},
		{`{"walls":[{"length_ft":1,"doors":1.0}], "count": 11}`, "count", "maximum"},
		{`{"walls":[{"length_ft":1}], "heights_ft":[8, 30]}`, "heights_ft[1]", "maximum"},
		{`{"walls":[{"length_ft":1}], "heights_ft":"8"}`, "heights_ft", "type"},
		{`{"walls":[5]}`, "walls[0]", "type"},
		{`{"walls":[{"length_ft":1}], "primer":"yes"}`, "primer", "type"},
		{`{"walls":[{"length_ft":1}], "finish":"matte"}`, "finish", "enum"},
		{`{"walls":[{"length_ft":1}], "finish":null}`, "finish", "type"},
		{`{"walls":[{"length_ft":1}], "extra":{"deep":[1,{"a":null}]}}`, "extra", "unknown_field"},
		{`{"walls":[{"length_ft":1e999}]}`, "walls[0].length_ft", "not_finite"},
		{`{"walls":[{"length_ft":1}], "count": 1e20}`, "count", "maximum"},
		{`[1,2]`, "", "type"},
	}
	for _, c := range cases {
		_, err := wallCalc.Run(nil, []byte(c.body))
		var inv *calc.InputError
		if !errors.As(err, &inv) {
			t.Errorf("%s: want InputError, got %v", c.body, err)
			continue
		}
		if inv.Fields[0].Field != c.field || inv.Fields[0].Code != c.code {
			t.Errorf("%s: got %+v, want %s/%s", c.body, inv.Fields, c.field, c.code)
		}
		if inv.Fields[0].Message == "" {
			t.Errorf("%s: empty message", c.body)
		}
	}
}

func TestEngineSyntaxErrors(t *testing.T) {
	for _, body := range []string{
		``, `   `, `{`, `{"walls"`, `{"walls":}`, `{"walls":[{"length_ft":1}]} x`, `{"walls":[{"length_ft":01}]}`,
		`{"walls":[{"length_ft":1.}]}`, `{"walls":[{"length_ft":-}]}`, `{'walls':1}`, `{"walls":[{"length_ft":1}],}`,
		`{"a":"\x"}`, "{\"a\":\"\x01\"}", `{"a":"\ud800\u12"}`, `{"a":tru}`, `nul`, `{"a":"` + "\xff" + `"}`,
		`{"walls":[{"length_ft":NaN}]}`, `{"walls":[{"length_ft":Infinity}]}`, `{"walls":[{"length_ft":0x10}]}`,
		`{"x":` + strings.Repeat("[", 100) + strings.Repeat("]", 100) + `}`,
	} {
		_, err := wallCalc.Run(nil, []byte(body))
		var syn *calc.SyntaxError
		if !errors.As(err, &syn) {
			t.Errorf("%q: want SyntaxError, got %v", body, err)
		}
	}
}

func TestDefineRejectsIncompleteDefinitions(t *testing.T) {
	type out struct {
		CodeReference string `json:"code_reference" doc:"ref"`
	}
	mustPanic := func(name string, f func()) {
		t.Helper()
		defer func() {
			if recover() == nil {
				t.Errorf("%s: Define did not panic", name)
			}
		}()
		f()
	}
	type noBounds struct {
		X float64 `json:"x_ft" calc:"required" doc:"x"`
	}
	mustPanic("unbounded number", func() {
		calc.Define(calc.Definition[noBounds, out]{Category: "misc", Kind: "k", Title: "t", Summary: "s", CodeReferences: []string{"r"}, Compute: func(noBounds) (out, error) { return out{}, nil }})
	})
	type noDoc struct {
		X float64 `json:"x_ft" calc:"required,min=0,max=1"`
	}
	mustPanic("missing doc", func() {
		calc.Define(calc.Definition[noDoc, out]{Category: "misc", Kind: "k", Title: "t", Summary: "s", CodeReferences: []string{"r"}, Compute: func(noDoc) (out, error) { return out{}, nil }})
	})
	type neither struct {
		X float64 `json:"x_ft" calc:"min=0,max=1" doc:"x"`
	}
	mustPanic("neither required nor default", func() {
		calc.Define(calc.Definition[neither, out]{Category: "misc", Kind: "k", Title: "t", Summary: "s", CodeReferences: []string{"r"}, Compute: func(neither) (out, error) { return out{}, nil }})
	})
	type freeString struct {
		S string `json:"s" calc:"default=a" doc:"s"`
	}
	mustPanic("string without enum", func() {
		calc.Define(calc.Definition[freeString, out]{Category: "misc", Kind: "k", Title: "t", Summary: "s", CodeReferences: []string{"r"}, Compute: func(freeString) (out, error) { return out{}, nil }})
	})
	type badDefault struct {
		X float64 `json:"x_ft" calc:"default=5,min=0,max=1" doc:"x"`
	}
	mustPanic("default out of bounds", func() {
		calc.Define(calc.Definition[badDefault, out]{Category: "misc", Kind: "k", Title: "t", Summary: "s", CodeReferences: []string{"r"}, Compute: func(badDefault) (out, error) { return out{}, nil }})
	})
	type ok struct {
		X float64 `json:"x_ft" calc:"default=0.5,min=0,max=1" doc:"x"`
	}
	type noRef struct {
		Y float64 `json:"y" doc:"y"`
	}
	mustPanic("output without code_reference", func() {
		calc.Define(calc.Definition[ok, noRef]{Category: "misc", Kind: "k", Title: "t", Summary: "s", CodeReferences: []string{"r"}, Compute: func(ok) (noRef, error) { return noRef{}, nil }})
	})
	mustPanic("no code references", func() {
		calc.Define(calc.Definition[ok, out]{Category: "misc", Kind: "k", Title: "t", Summary: "s", Compute: func(ok) (out, error) { return out{}, nil }})
	})
}

func TestNonFiniteOutputIsAnError(t *testing.T) {
	type in struct {
		X float64 `json:"x" calc:"default=0,min=0,max=1" doc:"x"`
	}
	type out struct {
		Y             float64 `json:"y" doc:"y"`
		CodeReference string  `json:"code_reference" doc:"ref"`
	}
	c := calc.Define(calc.Definition[in, out]{Category: "misc", Kind: "nan", Title: "t", Summary: "s", CodeReferences: []string{"r"},
		Compute: func(in in) (out, error) { return out{Y: 1 / in.X, CodeReference: "r"}, nil }})
	_, err := c.Run(nil, []byte(`{"x":0}`))
	var inv *calc.InputError
	var syn *calc.SyntaxError
	if err == nil || errors.As(err, &inv) || errors.As(err, &syn) {
		t.Fatalf("want an internal error for +Inf output, got %v", err)
	}
}

func TestSchemas(t *testing.T) {
	c, _ := calc.Builtin().ByPath("/v1/calc/concrete/yards")
	var s struct {
		Input struct {
			Dialect    string                     `json:"$schema"`
			Type       string                     `json:"type"`
			Required   []string                   `json:"required"`
			Additional *bool                      `json:"additionalProperties"`
			Properties map[string]json.RawMessage `json:"properties"`
		} `json:"input"`
		Output struct {
			Required []string `json:"required"`
		} `json:"output"`
	}
	if err := json.Unmarshal(c.SchemasJSON(), &s); err != nil {
		t.Fatal(err)
	}
	if s.Input.Dialect != calc.SchemaDialect || s.Input.Type != "object" || s.Input.Additional == nil || *s.Input.Additional {
		t.Fatalf("input schema header wrong: %+v", s.Input)
	}
	if strings.Join(s.Input.Required, ",") != "length_ft,width_ft,depth_in" {
		t.Fatalf("required = %v", s.Input.Required)
	}
	var waste struct {
		Default float64 `json:"default"`
		Minimum float64 `json:"minimum"`
		Maximum float64 `json:"maximum"`
	}
	if err := json.Unmarshal(s.Input.Properties["waste_factor"], &waste); err != nil || waste.Default != 0.1 || waste.Maximum != 1 {
		t.Fatalf("waste_factor schema = %s", s.Input.Properties["waste_factor"])
	}
	var depth map[string]any
	_ = json.Unmarshal(s.Input.Properties["depth_in"], &depth)
	if depth["exclusiveMinimum"] != 0.0 || depth["x-unit"] != "in" {
		t.Fatalf("depth_in schema = %v", depth)
	}
	if strings.Join(s.Output.Required, ",") != "cubic_yards,cubic_feet,bags_60lb,bags_80lb,bag_yield_60lb_cuft,bag_yield_80lb_cuft,bags_60lb_at_maker_yield,bags_80lb_at_maker_yield,waste_included_cuyd,code_reference" {
		t.Fatalf("output required = %v", s.Output.Required)
	}
}

func TestOperationIDs(t *testing.T) {
	for _, c := range calc.Builtin().All() {
		want := "calc_" + strings.ReplaceAll(c.Category+"_"+c.Kind, "-", "_")
		if c.OperationID != want || c.Path != "/v1/calc/"+c.Category+"/"+c.Kind {
			t.Errorf("%s: operation id %s, path %s", c.Kind, c.OperationID, c.Path)
		}
	}
	if c, ok := calc.Builtin().ByOperationID("calc_stairs_rise_run"); !ok || c.Path != "/v1/calc/stairs/rise-run" {
		t.Fatal("calc_stairs_rise_run not found")
	}
}

// The concrete/yards run is on every benchmarked request: it must not allocate.
func TestRunAllocationBudget(t *testing.T) {
	if race.Enabled {
		t.Skip("allocation budgets are measured in the non-race pass of make test")
	}
	c, _ := calc.Builtin().ByPath("/v1/calc/concrete/yards")
	body := []byte(`{"length_ft":10,"width_ft":10,"depth_in":4,"waste_factor":0.1}`)
	buf := make([]byte, 0, 512)
	allocs := testing.AllocsPerRun(200, func() {
		var err error
		if buf, err = c.Run(buf[:0], body); err != nil {
			t.Fatal(err)
		}
	})
	if allocs != 0 {
		t.Fatalf("concrete/yards Run allocates %v times per call; budget is 0", allocs)
	}
}

func BenchmarkRunConcreteYards(b *testing.B) {
	c, _ := calc.Builtin().ByPath("/v1/calc/concrete/yards")
	body := []byte(`{"length_ft":10,"width_ft":10,"depth_in":4,"waste_factor":0.1}`)
	buf := make([]byte, 0, 512)
	b.ReportAllocs()
	for b.Loop() {
		buf, _ = c.Run(buf[:0], body)
	}
}
