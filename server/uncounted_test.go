package server_test

import (
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline/server"
)

// Client errors and answers that carry no figure are rate-limited but not
// counted (issue 39 finding 5; docs/decisions/0068-uncounted-answers.md): over
// REST, as batch and list items, and over MCP alike. Each step would move
// usage by one before the decision.
func TestClientErrorsAndFigurelessAnswersAreNotCounted(t *testing.T) {
	e := start(t)
	used := usedCalls(t, e)
	same := func(what string) {
		t.Helper()
		if now := usedCalls(t, e); now != used {
			t.Fatalf("%s counted: usage %d -> %d", what, used, now)
		}
	}
	// REST: a 422, a 404 for an unknown ZIP, a coming_soon type, a
	// coming_soon category's empty page.
	e.mustProblem(e.post("/v1/calc/concrete/yards", `{"length_ft":-1}`), 422, "/v1/calc/concrete/yards")
	same("a REST 422")
	e.mustProblem(e.get("/v1/benchmarks/new_construction_sfh/local?zip=00000"), 404, "/v1/benchmarks/new_construction_sfh/local")
	same("a REST 404 for an unknown ZIP")
	if r := e.get("/v1/benchmarks/window_replacement"); r.status != 200 || !strings.Contains(string(r.body), `"status":"coming_soon"`) {
		t.Fatalf("window_replacement: %d %.300s", r.status, r.body)
	}
	same("a coming_soon benchmark")
	if r := e.get("/v1/benchmarks/window_replacement/local?zip=90012"); r.status != 200 || !strings.Contains(string(r.body), `"status":"coming_soon"`) {
		t.Fatalf("window_replacement local: %d %.300s", r.status, r.body)
	}
	same("a coming_soon local benchmark")
	if r := e.get("/v1/products/categories/doors"); r.status != 200 || !strings.Contains(string(r.body), `"status":"coming_soon"`) {
		t.Fatalf("doors: %d %.300s", r.status, r.body)
	}
	same("a coming_soon products page")
	// A second time, from the cache: still not counted.
	e.get("/v1/benchmarks/window_replacement")
	same("a cached coming_soon benchmark")
	// An answer with figures is counted, once.
	if r := e.get("/v1/benchmarks/new_construction_sfh?tier=msa_large"); r.status != 200 {
		t.Fatalf("sfh: %d", r.status)
	}
	if now := usedCalls(t, e); now != used+1 {
		t.Fatalf("an answer with figures: usage %d -> %d, want +1", used, now)
	}
	used++
	// Batch: a 422 item and an unknown calculator cost nothing.
	body := `{"items":[{"id":"bad","operation_id":"calc_concrete_yards","input":{}},{"id":"none","operation_id":"calc_none","input":{}}]}`
	if r := e.post(server.BatchPath, body); r.status != 200 || !strings.Contains(string(r.body), `"counted":0`) {
		t.Fatalf("batch: %d %s", r.status, r.body)
	}
	same("batch items that failed")
	// MCP: a tool's 422 and a coming_soon answer.
	c, _ := mcpClient(t, e, e.key, "")
	if res := callTool(t, c, "calc_concrete_yards", map[string]any{"length_ft": -1}); !res.IsError {
		t.Fatal("the 422 tool call succeeded")
	}
	same("an MCP tool's 422")
	if res := callTool(t, c, "benchmarks_get", map[string]any{"project_type": "window_replacement"}); res.IsError || !strings.Contains(toolText(t, res), "coming_soon") {
		t.Fatalf("benchmarks_get: %s", toolText(t, res))
	}
	same("an MCP coming_soon answer")
}
