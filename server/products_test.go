package server_test

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline/internal/race"
)

type productPage struct {
	Category       string           `json:"category"`
	Status         string           `json:"status"`
	Total          int              `json:"total"`
	FiltersApplied []map[string]any `json:"filters_applied"`
	Products       []struct {
		ProductID string         `json:"product_id"`
		Specs     map[string]any `json:"specs"`
	} `json:"products"`
}

// The products area over REST: filters reach the operation whether the
// brackets are sent raw or percent-encoded, bad filters are 422s naming
// the parameter, unknown ids 404, and pages revalidate with ETags.
func TestProductsREST(t *testing.T) {
	e := start(t)
	all := decode[productPage](t, e.get("/v1/products/categories/hvac?subcategory=furnaces"))
	raw := e.get("/v1/products/categories/hvac?subcategory=furnaces&filter[specs.afue_pct.gte]=96")
	enc := e.get("/v1/products/categories/hvac?subcategory=furnaces&filter%5Bspecs.afue_pct.gte%5D=96")
	pr, pe := decode[productPage](t, raw), decode[productPage](t, enc)
	want := 0
	for _, p := range all.Products {
		if p.Specs["afue_pct"].(float64) >= 96 {
			want++
		}
	}
	if all.Total == 0 || want == 0 || want == all.Total || pr.Total != want || pe.Total != want || len(pr.FiltersApplied) != 2 {
		t.Fatalf("furnaces %d, AFUE >= 96: %d raw, %d encoded, want %d (%v)", all.Total, pr.Total, pe.Total, want, pr.FiltersApplied)
	}
	p := e.mustProblem(e.get("/v1/products/categories/hvac?filter[specs.seer2.gte]=16"), 422, "/v1/products/categories/hvac")
	if len(p.Errors) != 1 || p.Errors[0].Field != "filter[specs.seer2.gte]" || !strings.Contains(p.Errors[0].Message, "afue_pct") {
		t.Fatalf("unknown filter field: %+v", p)
	}
	e.mustProblem(e.get("/v1/products/categories/hvac?filter=1"), 422, "/v1/products/categories/hvac")
	e.mustProblem(e.get("/v1/products/categories/furniture"), 404, "/v1/products/categories/furniture")
	e.mustProblem(e.get("/v1/products/es-1"), 404, "/v1/products/es-1")
	e.mustProblem(e.get("/v1/products/compare?ids=es-2344035"), 422, "/v1/products/compare")
	e.mustProblem(e.get("/v1/products/search?q="), 422, "/v1/products/search")
	if r := e.get("/v1/products/es-2344035"); r.status != 200 || !strings.Contains(string(r.body), `"afue_pct":96`) {
		t.Fatalf("get: %d %s", r.status, r.body)
	} else if r2 := e.get("/v1/products/es-2344035", "If-None-Match", r.header.Get("ETag")); r2.status != 304 {
		t.Fatalf("revalidation: %d", r2.status)
	}
	for _, path := range []string{"/v1/products/list", "/v1/products/sources", "/v1/products/search?q=A96DS2V090C20", "/v1/products/categories/doors"} {
		if r := e.get(path); r.status != 200 {
			t.Fatalf("%s: %d %s", path, r.status, r.body)
		}
	}
}

// The six operations are MCP tools; a filter is an object argument.
func TestProductsMCP(t *testing.T) {
	e := start(t)
	c, _ := mcpClient(t, e, e.key, "")
	names := toolNames(t, c, "products_")
	if want := []string{"products_category", "products_compare", "products_get", "products_list", "products_search", "products_sources"}; !slices.Equal(names, want) {
		t.Fatalf("products tools %v, want %v", names, want)
	}
	rest := decode[productPage](t, e.get("/v1/products/categories/hvac?subcategory=furnaces&filter[specs.afue_pct.gte]=96"))
	res := callTool(t, c, "products_category", map[string]any{"category": "hvac", "subcategory": "furnaces", "filter": map[string]any{"specs.afue_pct.gte": 96}})
	var got productPage
	if res.IsError || json.Unmarshal([]byte(toolText(t, res)), &got) != nil || got.Total != rest.Total || got.Total == 0 {
		t.Fatalf("MCP page: %s (REST total %d)", toolText(t, res), rest.Total)
	}
	res = callTool(t, c, "products_category", map[string]any{"category": "hvac", "filter": map[string]any{"specs.afue_pct.between": 1}})
	if !res.IsError || !strings.Contains(toolText(t, res), "filter[specs.afue_pct.between]") {
		t.Fatalf("MCP bad filter: %s", toolText(t, res))
	}
}

// productsPagePath is a filtered, sorted category page (the bench's).
const productsPagePath = "/v1/products/categories/hvac?subcategory=furnaces&filter%5Bspecs.afue_pct.gte%5D=96&sort=-afue_pct&per_page=20"

// A cached products page is served like a cached section lookup: the
// filter brackets in the query cost nothing once the answer is cached.
func TestProductsPageAllocationBudget(t *testing.T) {
	if race.Enabled {
		t.Skip("allocation budgets are measured in the non-race pass of make test")
	}
	p := newInProcess(t)
	p.prepare("GET", productsPagePath, "", nil, true)
	if resp := p.serve(); resp.StatusCode() != 200 || !bytes.Contains(resp.Body(), []byte(`"afue_pct"`)) {
		t.Fatalf("status %d %s", resp.StatusCode(), resp.Body())
	}
	allocs := testing.AllocsPerRun(500, func() {
		if resp := p.serve(); resp.StatusCode() != 200 {
			t.Fatalf("status %d %s", resp.StatusCode(), resp.Body())
		}
	})
	if allocs > sectionAllocBudget {
		t.Fatalf("a cached products page allocates %.1f times; the budget is %d", allocs, sectionAllocBudget)
	}
}

// Text and market filters over REST and MCP answer alike; an unknown text
// value is a 422 problem listing the field's values.
func TestProductsTextFiltersRESTAndMCP(t *testing.T) {
	e := start(t)
	const path = "/v1/products/categories/hvac?subcategory=furnaces&market=US&filter[specs.fuel_type.in]=Propane,Natural%20Gas"
	rest := decode[productPage](t, e.get(path))
	if rest.Total == 0 || len(rest.FiltersApplied) != 3 {
		t.Fatalf("REST: %+v", rest)
	}
	for _, p := range rest.Products {
		if ft, _ := p.Specs["fuel_type"].(string); !strings.Contains(ft, "Propane") && !strings.Contains(ft, "Natural Gas") {
			t.Fatalf("%s: fuel_type %q", p.ProductID, ft)
		}
	}
	c, _ := mcpClient(t, e, e.key, "")
	res := callTool(t, c, "products_category", map[string]any{"category": "hvac", "subcategory": "furnaces", "market": "US",
		"filter": map[string]any{"specs.fuel_type.in": "Propane,Natural Gas"}})
	var got productPage
	if res.IsError || json.Unmarshal([]byte(toolText(t, res)), &got) != nil || got.Total != rest.Total {
		t.Fatalf("MCP page: %s (REST total %d)", toolText(t, res), rest.Total)
	}
	p := e.mustProblem(e.get("/v1/products/categories/hvac?filter[specs.fuel_type.eq]=Coal"), 422, "/v1/products/categories/hvac")
	if len(p.Errors) != 1 || p.Errors[0].Code != "enum" || !strings.Contains(p.Errors[0].Message, "Propane") {
		t.Fatalf("unknown fuel: %+v", p)
	}
	e.mustProblem(e.get("/v1/products/categories/hvac?market=Mexico"), 422, "/v1/products/categories/hvac")
}
