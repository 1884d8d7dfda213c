// Package calctest loads the calculators' golden examples: one JSON file per
// worked example under calc/testdata/<category>/<kind>/, each naming where its
// expected figures come from. The calc tests run them against the engine and
// the server tests run the same files over HTTP, so adding a case is adding
// a file.
package calctest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
)

// Golden is one worked example.
type Golden struct {
	File     string `json:"-"` // path relative to the testdata root
	Category string `json:"-"`
	Kind     string `json:"-"`

	// Source says where the expected figures come from.
	Source string `json:"source"`
	// Published is true when the figures come from a published worked
	// example or table (code annex, manufacturer chart, textbook), not from
	// our own arithmetic.
	Published bool `json:"published"`
	// Input is the request body; Body, when set, is sent verbatim instead
	// (for malformed JSON).
	Input json.RawMessage `json:"input"`
	Body  *string         `json:"body"`
	// Output is the expected result object (exact: every field, no extras).
	Output json.RawMessage `json:"output"`
	// Error is the expected failure, instead of Output.
	Error *GoldenError `json:"error"`
}

// GoldenError is an expected failure: the HTTP status and the field errors.
type GoldenError struct {
	Status int          `json:"status"`
	Fields []FieldError `json:"fields"`
}

// FieldError is an expected field error (the message is not compared).
type FieldError struct {
	Field string `json:"field"`
	Code  string `json:"code"`
}

// Path is the calculator's route.
func (g *Golden) Path() string { return "/v1/calc/" + g.Category + "/" + g.Kind }

// RequestBody is the body to send.
func (g *Golden) RequestBody() []byte {
	if g.Body != nil {
		return []byte(*g.Body)
	}
	return g.Input
}

// Load reads every golden file under root (calc/testdata).
func Load(root string) ([]*Golden, error) {
	var out []*Golden
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Ext(path) != ".json" {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		parts := strings.Split(filepath.ToSlash(rel), "/")
		if len(parts) != 3 {
			return fmt.Errorf("%s: golden files live at <category>/<kind>/<name>.json", rel)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		g := &Golden{File: rel, Category: parts[0], Kind: parts[1]}
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.DisallowUnknownFields()
		if err := dec.Decode(g); err != nil {
			return fmt.Errorf("%s: %w", rel, err)
		}
		if g.Source == "" || (g.Output == nil) == (g.Error == nil) || (g.Input == nil) == (g.Body == nil) {
			return fmt.Errorf("%s: needs a source, one of input/body and one of output/error", rel)
		}
		out = append(out, g)
		return nil
	})
	return out, err
}

// SameJSON reports whether two JSON documents are equal as values (numbers
// compared as float64), and if not, a description of the first difference.
func SameJSON(got, want []byte) (bool, string) {
	var g, w any
	if err := json.Unmarshal(got, &g); err != nil {
		return false, fmt.Sprintf("got invalid JSON: %v", err)
	}
	if err := json.Unmarshal(want, &w); err != nil {
		return false, fmt.Sprintf("want invalid JSON: %v", err)
	}
	if reflect.DeepEqual(g, w) {
		return true, ""
	}
	return false, diff("", g, w)
}

func diff(path string, got, want any) string {
	gm, gok := got.(map[string]any)
	wm, wok := want.(map[string]any)
	if gok && wok {
		for k, wv := range wm {
			gv, ok := gm[k]
			if !ok {
				return fmt.Sprintf("%s.%s missing (want %v)", path, k, wv)
			}
			if !reflect.DeepEqual(gv, wv) {
				return diff(path+"."+k, gv, wv)
			}
		}
		for k, gv := range gm {
			if _, ok := wm[k]; !ok {
				return fmt.Sprintf("%s.%s unexpected (got %v)", path, k, gv)
			}
		}
	}
	ga, gok := got.([]any)
	wa, wok := want.([]any)
	if gok && wok && len(ga) == len(wa) {
		for i := range wa {
			if !reflect.DeepEqual(ga[i], wa[i]) {
				return diff(fmt.Sprintf("%s[%d]", path, i), ga[i], wa[i])
			}
		}
	}
	return fmt.Sprintf("%s: got %v, want %v", path, got, want)
}

// FieldErrorsMatch compares field errors (field and code, in order).
func FieldErrorsMatch(got []FieldError, want []FieldError) bool {
	return reflect.DeepEqual(got, want) || (len(got) == 0 && len(want) == 0)
}
