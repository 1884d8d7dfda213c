package server_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline/reference/benchmarks"
)

// The benchmarks area over REST: the four paths answer (the static list
// and methodology paths are not taken for project types), unknown types
// are 404, bad tiers and places 422, unknown places 404, never a 500.
func TestBenchmarksREST(t *testing.T) {
	e := start(t)
	var list struct {
		Live  int `json:"live"`
		Types []struct {
			Slug   string `json:"project_type"`
			Status string `json:"status"`
		} `json:"project_types"`
	}
	if r := e.get("/v1/benchmarks/list"); r.status != 200 || json.Unmarshal(r.body, &list) != nil || len(list.Types) != 15 || list.Live != 2 {
		t.Fatalf("list: %d %s", r.status, r.body)
	}
	if r := e.get("/v1/benchmarks/methodology"); r.status != 200 || !strings.Contains(string(r.body), `"methodology_version":"`+benchmarks.MethodologyVersion+`"`) {
		t.Fatalf("methodology: %d %.300s", r.status, r.body)
	}
	// In the bundle a type a pull would make live says which pull.
	if r := e.get("/v1/benchmarks/window_replacement"); r.status != 200 || !strings.Contains(string(r.body), "run `plumbline data pull remdb-2024` then `plumbline import`") {
		t.Fatalf("window: %d %.600s", r.status, r.body)
	}
	r := e.get("/v1/benchmarks/new_construction_sfh?tier=msa_large")
	if r.status != 200 || !strings.Contains(string(r.body), `"tier":"msa_large"`) || !strings.Contains(string(r.body), `"cost_usd_p50":`) {
		t.Fatalf("get: %d %.400s", r.status, r.body)
	}
	if r2 := e.get("/v1/benchmarks/new_construction_sfh?tier=msa_large", "If-None-Match", r.header.Get("ETag")); r2.status != 304 {
		t.Fatalf("revalidation: %d", r2.status)
	}
	// Durations: Los Angeles answers with the Pacific division's, named.
	if r := e.get("/v1/benchmarks/new_construction_sfh/local?zip=90012"); r.status != 200 || !strings.Contains(string(r.body), `"geography":"census_division","geography_code":"9","geography_name":"Pacific"`) ||
		!strings.Contains(string(r.body), `"duration_days_p50":`) {
		t.Fatalf("local durations: %d %.600s", r.status, r.body)
	}
	if r := e.get("/v1/benchmarks/hvac_replacement/local?zip=90012"); r.status != 200 || !strings.Contains(string(r.body), `"tier":"msa_large"`) {
		t.Fatalf("local: %d %.400s", r.status, r.body)
	}
	e.mustProblem(e.get("/v1/benchmarks/swimming_pool"), 404, "/v1/benchmarks/swimming_pool")
	e.mustProblem(e.get("/v1/benchmarks/swimming_pool/local?zip=90012"), 404, "/v1/benchmarks/swimming_pool/local")
	e.mustProblem(e.get("/v1/benchmarks/new_construction_sfh?tier=suburban"), 422, "/v1/benchmarks/new_construction_sfh")
	e.mustProblem(e.get("/v1/benchmarks/new_construction_sfh/local"), 422, "/v1/benchmarks/new_construction_sfh/local")
	e.mustProblem(e.get("/v1/benchmarks/new_construction_sfh/local?zip=7870"), 422, "/v1/benchmarks/new_construction_sfh/local")
	e.mustProblem(e.get("/v1/benchmarks/new_construction_sfh/local?zip=90012&county=06037"), 422, "/v1/benchmarks/new_construction_sfh/local")
	e.mustProblem(e.get("/v1/benchmarks/new_construction_sfh/local?zip=00000"), 404, "/v1/benchmarks/new_construction_sfh/local")
	e.mustProblem(e.get("/v1/benchmarks/new_construction_sfh/local?msa=99999"), 404, "/v1/benchmarks/new_construction_sfh/local")
}

// The four operations are MCP tools answering as REST does.
func TestBenchmarksMCP(t *testing.T) {
	e := start(t)
	c, _ := mcpClient(t, e, e.key, "")
	names := toolNames(t, c, "benchmarks_")
	if want := []string{"benchmarks_get", "benchmarks_list", "benchmarks_local", "benchmarks_methodology"}; !slices.Equal(names, want) {
		t.Fatalf("benchmarks tools %v, want %v", names, want)
	}
	var rest, got map[string]any
	if err := json.Unmarshal(e.get("/v1/benchmarks/hvac_replacement?tier=national").body, &rest); err != nil {
		t.Fatal(err)
	}
	res := callTool(t, c, "benchmarks_get", map[string]any{"project_type": "hvac_replacement", "tier": "national"})
	if res.IsError || json.Unmarshal([]byte(toolText(t, res)), &got) != nil {
		t.Fatalf("MCP get: %s", toolText(t, res))
	}
	rt, gt := rest["tiers"].([]any)[0].(map[string]any), got["tiers"].([]any)[0].(map[string]any)
	if rt["cost_usd_p50"] == nil || rt["cost_usd_p50"] != gt["cost_usd_p50"] {
		t.Fatalf("MCP p50 %v, REST %v", gt["cost_usd_p50"], rt["cost_usd_p50"])
	}
	if res := callTool(t, c, "benchmarks_local", map[string]any{"project_type": "hvac_replacement", "zip": "bad"}); !res.IsError {
		t.Fatalf("MCP bad zip: %s", toolText(t, res))
	}
}
