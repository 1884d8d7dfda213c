package calc

import (
	_ "embed"
	"encoding/json"
	"sync"
)

// examplesJSON holds one worked example per calculator, path → example,
// copied from the golden files under testdata (the spec's example where
// there is one, else a published one) by `go test ./calc -run
// TestExamplesFile -update`. The OpenAPI document shows them; a server test
// replays each against a live server.
//
//go:embed examples.json
var examplesJSON []byte

// Example is a worked example of a calculator: a request body and the
// results the calculator answers to it (without `schemas`).
type Example struct {
	Source string          `json:"source"` // the golden file it comes from
	Input  json.RawMessage `json:"input"`
	Output json.RawMessage `json:"output"`
}

var examples = sync.OnceValue(func() map[string]Example {
	m := map[string]Example{}
	if err := json.Unmarshal(examplesJSON, &m); err != nil {
		panic("calc: examples.json: " + err.Error())
	}
	return m
})

// Example returns the calculator's worked example, if it has one.
func (c *Calculator) Example() (Example, bool) {
	e, ok := examples()[c.Path]
	return e, ok
}
