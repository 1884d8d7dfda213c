package server_test

import (
	"encoding/json"
	"strings"
	"testing"
)

// The labor operations over REST (on the fixture excerpts): a measured
// metro answer, the bad inputs as problems, revalidation with ETags.
func TestCostsLaborREST(t *testing.T) {
	e := start(t)
	r := e.get("/v1/costs/labor?trade=electricians&msa=15380")
	var est struct {
		Confidence string `json:"confidence"`
		Wages      struct {
			HourlyMedian float64 `json:"hourly_median"`
		} `json:"wages"`
	}
	if r.status != 200 || json.Unmarshal(r.body, &est) != nil || est.Confidence != "measured" || est.Wages.HourlyMedian != 37.21 {
		t.Fatalf("Buffalo electricians: %d %s", r.status, r.body)
	}
	if r2 := e.get("/v1/costs/labor?trade=electricians&msa=15380", "If-None-Match", r.header.Get("ETag")); r2.status != 304 {
		t.Fatalf("revalidation: %d", r2.status)
	}
	p := e.mustProblem(e.get("/v1/costs/labor?trade=welders&msa=15380"), 422, "/v1/costs/labor")
	if len(p.Errors) != 1 || p.Errors[0].Field != "trade" || !strings.Contains(p.Errors[0].Message, "tile_setters") {
		t.Fatalf("bad trade: %+v", p)
	}
	e.mustProblem(e.get("/v1/costs/labor?trade=electricians"), 422, "/v1/costs/labor")
	e.mustProblem(e.get("/v1/costs/labor?trade=electricians&msa=15380&county=39049"), 422, "/v1/costs/labor")
	e.mustProblem(e.get("/v1/costs/labor?trade=electricians&zip=1485"), 422, "/v1/costs/labor")
	e.mustProblem(e.get("/v1/costs/labor?trade=electricians&county=99999"), 404, "/v1/costs/labor")
	e.mustProblem(e.get("/v1/costs/sources/qcew?area=36109&naics=23821"), 404, "/v1/costs/sources/qcew")
	for _, path := range []string{"/v1/costs/sources/oews?msa=99&soc=47-2111", "/v1/costs/sources/qcew?area=39049&naics=23821",
		"/v1/costs/labor?trade=plumbers&county=06037"} {
		if r := e.get(path); r.status != 200 {
			t.Fatalf("%s: %d %s", path, r.status, r.body)
		}
	}
}

// The three operations are MCP tools answering what REST answers.
func TestCostsLaborMCP(t *testing.T) {
	e := start(t)
	c, _ := mcpClient(t, e, e.key, "")
	res := callTool(t, c, "costs_labor", map[string]any{"trade": "electricians", "msa": "15380"})
	if res.IsError || !strings.Contains(toolText(t, res), `"hourly_median":37.21`) {
		t.Fatalf("costs_labor: %s", toolText(t, res))
	}
	res = callTool(t, c, "costs_sources_oews", map[string]any{"msa": "99", "soc": "47-2111"})
	if res.IsError || !strings.Contains(toolText(t, res), `"cents":2998`) {
		t.Fatalf("costs_sources_oews: %s", toolText(t, res))
	}
	res = callTool(t, c, "costs_labor", map[string]any{"trade": "electricians"})
	if !res.IsError || !strings.Contains(toolText(t, res), "exactly one of msa, county or zip") {
		t.Fatalf("costs_labor without a place: %s", toolText(t, res))
	}
}
