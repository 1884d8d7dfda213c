package server_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// The costs price side over REST (fixture data): answers, ETag
// revalidation, and the bad inputs as problems, never 500.
func TestCostsREST(t *testing.T) {
	e := start(t)
	r := e.get("/v1/costs/materials?category=lumber")
	var m struct {
		Period     string  `json:"period"`
		IndexValue float64 `json:"index_value"`
		History    []any   `json:"history"`
		Sources    []any   `json:"sources"`
	}
	if r.status != 200 || json.Unmarshal(r.body, &m) != nil || m.Period != "2025-08" || m.IndexValue == 0 || len(m.History) != 13 || len(m.Sources) != 1 {
		t.Fatalf("materials: %d %s", r.status, r.body)
	}
	if r2 := e.get("/v1/costs/materials?category=lumber", "If-None-Match", r.header.Get("ETag")); r2.status != 304 {
		t.Fatalf("revalidation: %d", r2.status)
	}
	for _, path := range []string{"/v1/costs/list", "/v1/costs/permits?jurisdiction=US-AL-01001", "/v1/costs/permits?jurisdiction=US-MSA-31080",
		"/v1/costs/sources/ppi/WPU1333?end=2025-01", "/v1/costs/sources/permits/US-AK-02020",
		"/v1/costs/escalate?category=site&amount_usd=1000&from=2024-01&to=2025-08"} {
		if r := e.get(path); r.status != 200 {
			t.Fatalf("%s: %d %s", path, r.status, r.body)
		}
	}
	p := e.mustProblem(e.get("/v1/costs/materials?category=granite"), 422, "/v1/costs/materials")
	if len(p.Errors) != 1 || p.Errors[0].Field != "category" || !strings.Contains(p.Errors[0].Message, "doors-windows") {
		t.Fatalf("bad category: %+v", p)
	}
	p = e.mustProblem(e.get("/v1/costs/sources/ppi/WPU999"), 422, "/v1/costs/sources/ppi/WPU999")
	if len(p.Errors) != 1 || p.Errors[0].Field != "series_id" || !strings.Contains(p.Errors[0].Message, "WPU1333") {
		t.Fatalf("bad series: %+v", p)
	}
	e.mustProblem(e.get("/v1/costs/permits?jurisdiction=US-AL-1001"), 422, "/v1/costs/permits")
	e.mustProblem(e.get("/v1/costs/permits?jurisdiction=US-CA-01001"), 422, "/v1/costs/permits")
	e.mustProblem(e.get("/v1/costs/permits?jurisdiction=US-AL-01999"), 404, "/v1/costs/permits")
	e.mustProblem(e.get("/v1/costs/sources/permits/US-MSA-99999"), 404, "/v1/costs/sources/permits/US-MSA-99999")
	e.mustProblem(e.get("/v1/costs/materials?category=lumber&period=2025-13"), 422, "/v1/costs/materials")
}

// The price side's operations are MCP tools answering as REST does.
func TestCostsMCP(t *testing.T) {
	e := start(t)
	c, _ := mcpClient(t, e, e.key, "")
	names := toolNames(t, c, "costs_")
	// the price side's six and, merged in, the labor extension's three
	if want := []string{"costs_escalate", "costs_labor", "costs_list", "costs_materials", "costs_permits", "costs_sources_oews", "costs_sources_permits", "costs_sources_ppi", "costs_sources_qcew"}; !slices.Equal(names, want) {
		t.Fatalf("costs tools %v, want %v", names, want)
	}
	rest := e.get("/v1/costs/permits?jurisdiction=US-AL-01001")
	res := callTool(t, c, "costs_permits", map[string]any{"jurisdiction": "US-AL-01001"})
	var a, b map[string]any
	if res.IsError || json.Unmarshal([]byte(toolText(t, res)), &a) != nil || json.Unmarshal(rest.body, &b) != nil || a["latest"] == nil {
		t.Fatalf("MCP permits: %s", toolText(t, res))
	}
	if ja, _ := json.Marshal(a["history"]); string(ja) != mustJSON(b["history"]) {
		t.Fatalf("MCP and REST differ: %s vs %s", ja, mustJSON(b["history"]))
	}
	res = callTool(t, c, "costs_materials", map[string]any{"category": "granite"})
	if !res.IsError || !strings.Contains(toolText(t, res), "category") {
		t.Fatalf("MCP bad category: %s", toolText(t, res))
	}
}

// BenchmarkCostsMaterials is a cached materials read through the whole
// handler (the wrkbench costs scenario's request), beside
// BenchmarkCodeSection.
func BenchmarkCostsMaterials(b *testing.B) {
	p := newInProcess(b)
	p.prepare("GET", "/v1/costs/materials?category=lumber", "", nil, true)
	p.serve()
	b.ReportAllocs()
	for b.Loop() {
		if resp := p.serve(); resp.StatusCode() != 200 {
			b.Fatalf("status %d", resp.StatusCode())
		}
	}
}
