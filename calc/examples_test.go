package calc_test

import (
	"bytes"
	"encoding/json"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline/calc"
	"github.com/plumbline-api/plumbline/calc/calctest"
)

// TestExamplesFile holds examples.json to the golden files: one example per
// calculator, chosen as exampleFor says. -update rewrites it.
func TestExamplesFile(t *testing.T) {
	goldens, err := calctest.Load("testdata")
	if err != nil {
		t.Fatal(err)
	}
	sort.Slice(goldens, func(i, j int) bool { return goldens[i].File < goldens[j].File })
	want := map[string]calc.Example{}
	for _, g := range goldens {
		if g.Output == nil || g.Input == nil {
			continue
		}
		prev, had := want[g.Path()]
		if !had || rank(g) < rankFile(prev.Source, goldens) {
			want[g.Path()] = calc.Example{Source: "calc/testdata/" + g.File, Input: g.Input, Output: g.Output}
		}
	}
	for _, c := range calc.Builtin().All() {
		if _, ok := want[c.Path]; !ok {
			t.Errorf("%s: no golden file with an input and an output to take an example from", c.Path)
		}
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	if err := enc.Encode(want); err != nil {
		t.Fatal(err)
	}
	if *updateREADME {
		if err := os.WriteFile("examples.json", buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile("examples.json")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, buf.Bytes()) {
		t.Fatal("examples.json is out of date with testdata: go test ./calc -run TestExamplesFile -update")
	}
	for _, c := range calc.Builtin().All() {
		if _, ok := c.Example(); !ok {
			t.Errorf("%s: Example() finds none", c.Path)
		}
	}
}

// rank orders the candidates: the spec's example, then published worked
// examples, then the rest; ties go to the first file by name.
func rank(g *calctest.Golden) int {
	switch {
	case strings.HasSuffix(g.File, "/spec-example.json"):
		return 0
	case g.Published:
		return 1
	}
	return 2
}

func rankFile(source string, goldens []*calctest.Golden) int {
	for _, g := range goldens {
		if "calc/testdata/"+g.File == source {
			return rank(g)
		}
	}
	return 3
}
