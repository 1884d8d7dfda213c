package server_test

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline/calc"
)

// TestCalcSchemaRoute serves the promise the README made and answered 404:
// GET /v1/calc/{category}/{kind}/schema gives, for every calculator, the very
// schemas its answer carries under `schemas`, is not counted, and names the
// catalog for a calculator that does not exist.
func TestCalcSchemaRoute(t *testing.T) {
	e := start(t)
	before := decode[struct {
		Used int `json:"requests_used"`
	}](t, e.get("/v1/account/usage")).Used
	posts := 0
	for _, c := range calc.Builtin().All() {
		r := e.get(c.Path + "/schema")
		if r.status != 200 || r.header.Get("Content-Type") != "application/json" {
			t.Fatalf("%s/schema: %d %s", c.Path, r.status, r.body)
		}
		if !bytes.Equal(r.body, c.SchemasJSON()) {
			t.Errorf("%s/schema is not the calculator's schemas", c.Path)
		}
		if ex, ok := c.Example(); ok {
			var answer struct {
				Schemas json.RawMessage `json:"schemas"`
			}
			posts++
			if err := json.Unmarshal(e.post(c.Path, string(ex.Input)).body, &answer); err != nil || !bytes.Equal(answer.Schemas, r.body) {
				t.Errorf("%s: the answer's schemas differ from /schema (%v)", c.Path, err)
			}
		}
	}
	after := decode[struct {
		Used int `json:"requests_used"`
	}](t, e.get("/v1/account/usage")).Used
	if after-before != posts {
		t.Errorf("usage rose by %d for %d calculator calls: the schema reads were counted", after-before, posts)
	}
	p := e.mustProblem(e.get("/v1/calc/concrete/yard/schema"), 404, "/v1/calc/concrete/yard/schema")
	if !strings.Contains(p.Detail, "GET /v1/calc/list") {
		t.Errorf("detail %q", p.Detail)
	}
	e.mustProblem(e.do("GET", "/v1/calc/concrete/yards/schema", ""), 401, "/v1/calc/concrete/yards/schema")
	if r := e.do("HEAD", "/v1/calc/concrete/yards/schema", "", "Authorization", "Bearer "+e.key); r.status != 200 || len(r.body) != 0 {
		t.Errorf("HEAD: %d %d bytes", r.status, len(r.body))
	}
}
