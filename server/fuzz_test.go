package server_test

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/plumbline-api/plumbline/calc"
	"github.com/plumbline-api/plumbline/calc/calctest"
	"github.com/valyala/fasthttp"
)

// FuzzCalculatorHTTP sends arbitrary bodies and content types to every
// calculator through the full handler: the answer is a 2xx or a 4xx, never
// a 5xx; it is always valid JSON, and a problem for every 4xx.
func FuzzCalculatorHTTP(f *testing.F) {
	goldens, err := calctest.Load("../calc/testdata")
	if err != nil {
		f.Fatal(err)
	}
	for i, g := range goldens {
		f.Add(uint8(i), "application/json", g.RequestBody())
	}
	f.Add(uint8(0), "text/plain", []byte(`{}`))
	f.Add(uint8(1), "application/merge-patch+json", []byte(`{"a":[`))
	calcs := calc.Builtin().All()
	procs := inProcessStores(f)
	f.Fuzz(func(t *testing.T, which uint8, contentType string, body []byte) {
		c := calcs[int(which)%len(calcs)]
		for store, p := range procs {
			p.prepare("POST", c.Path, contentType, body, true)
			resp := p.serve()
			status := resp.StatusCode()
			if status >= 500 || status < 200 {
				t.Fatalf("%s: %s %q (%s): status %d %s", store, c.Path, body, contentType, status, resp.Body())
			}
			if !json.Valid(resp.Body()) {
				t.Fatalf("%s: %s: invalid JSON %s", store, c.Path, resp.Body())
			}
			if ct := string(resp.Header.ContentType()); status >= 400 && ct != "application/problem+json" {
				t.Fatalf("%s: %s: %d with Content-Type %s", store, c.Path, status, ct)
			}
		}
	})
}

// FuzzReferenceHTTP sends arbitrary paths and queries under /v1 (the codes
// area unless another is named) through the full handler: a 2xx, a 304 or
// a 4xx problem, never a 5xx.
func FuzzReferenceHTTP(f *testing.F) {
	for _, seed := range []string{
		"/v1/codes", "/v1/codes/irc", "/v1/codes/irc/sections/R311.7.5", "/v1/codes/nec/sections/210.19(A)?edition=2023",
		"/v1/codes/irc/sections?q=stair&page=2&per_page=5", "/v1/codes/applicable?zip=94103", "/v1/codes/applicable?state=ca&county=06037",
		"/v1/codes/standards/sections/ASTM%20D698", "/v1/codes/irc/sections?page=-1&per_page=99999999999999999999", "/v1/codes/%ff/sections/%00",
		// What reached Postgres and answered 500 (issue 16).
		"/v1/codes/irc/sections/R311.7.5%00", "/v1/codes/irc/sections/%C3%28", "/v1/codes/irc/sections?q=R311%00",
		"/v1/codes/applicable?zip=9410%00", "/v1/codes/standards/sections/ASTM%C0%AF",
		// Issue 24: one cache key per answer, whatever the spelling; paths
		// that are not routes; Unicode case folding; Go number syntax.
		"/v1/products/categories/hvac?per_page=200&page=000000001&brand=+&&&", "/v1/products/categories/HVAC?sort=-afue_pct&per_page=020",
		"/v1/products/categories/hvac?filter[specs.afue_pct.gte]=0x1p3", "/v1/products/categories/hvac?filter%5Bspecs.afue_pct.gte%5D=1_0",
		"/v1/products/search?q=a+a+a+a+a+a+a+a+a+a+a+a+a+a+a+a+a+a", "//v1//products//list", "/v1/costs/sources/ppi/..%2F..%2Fetc%2Fpasswd",
		"/v1/benchmarks/new_con%C5%BFtruction_%C5%BFfh", "/v1/products/categories/hvac?filter[a=b]=c&filter[a]=b=c",
		// Pinned versions (issue 29).
		"/v1/codes?dataset_version=%00%ff", "/v1/codes/irc?dataset_version=0123456789abcdef&dataset_version=x",
	} {
		f.Add(seed)
	}
	procs := inProcessStores(f)
	f.Fuzz(func(t *testing.T, uri string) {
		if !strings.HasPrefix(uri, "/v1/") && !strings.HasPrefix(uri, "//") {
			uri = "/v1/codes/" + uri
		}
		for store, p := range procs {
			p.prepare("GET", uri, "", nil, true)
			resp := p.serve()
			status := resp.StatusCode()
			if status >= 500 || status < 200 {
				t.Fatalf("%s: %q: status %d %s", store, uri, status, resp.Body())
			}
			if status != 304 && !json.Valid(resp.Body()) {
				t.Fatalf("%s: %q: invalid JSON %s", store, uri, resp.Body())
			}
			if ct := string(resp.Header.ContentType()); status >= 400 && ct != "application/problem+json" {
				t.Fatalf("%s: %q: %d with Content-Type %s", store, uri, status, ct)
			}
		}
	})
}

// FuzzMCPHTTP posts arbitrary JSON-RPC bodies to /mcp (the native fast
// path) in an initialized session: MCP answers (JSON-RPC errors, tool
// errors) but never a 5xx, and every answer with a body is valid JSON.
func FuzzMCPHTTP(f *testing.F) {
	for _, seed := range []string{
		`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"calc_concrete_yards","arguments":{"length_ft":10,"width_ft":10,"depth_in":4}}}`,
		`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"codes_get_section","arguments":{"code":"irc","section":"R311.7.5"}}}`,
		`{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"nope","arguments":[1,2]}}`,
		`{"jsonrpc":"2.0","id":4,"method":"tools/list","params":{"cursor":"!!"}}`,
		`[{"jsonrpc":"2.0","id":5,"method":"ping"},{"jsonrpc":"2.0","method":"notifications/initialized"}]`,
		`{"jsonrpc":"1.0","id":{},"method":7}`, `{`, ``,
		`{"jsonrpc":"2.0","id":"r","method":"resources/read","params":{"uri":"plumbline://codes/irc/sections/R311%2E7"}}`,
		`{"jsonrpc":"2.0","id":6,"method":"prompts/get","params":{"name":"stair_code_check","arguments":{"zip":"\u0000","total_rise_in":1}}}`,
		`{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"codes_list_sections","arguments":{"code":"irc","q":"\ud800"}}}`,
		`[{"jsonrpc":"2.0","id":1,"method":"initialize"},{"jsonrpc":"2.0","id":1,"result":{}},3]`,
		// Issue 24: an id of invalid UTF-8, repeated keys, batches past
		// their bounds, prompt arguments out of bounds.
		"{\"jsonrpc\":\"2.0\",\"id\":\"\xff\",\"method\":\"ping\"}",
		`{"jsonrpc":"2.0","id":8,"method":"tools/call","params":{"name":"calc_concrete_yards","name":"x","arguments":{}}}`,
		`{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"codes_get_section","arguments":{"code":"irc","\u0063ode":"ibc","section":"R311.7.5"}}}`,
		"[" + strings.Repeat(`{"jsonrpc":"2.0","id":1,"method":"ping"},`, 50) + `{"jsonrpc":"2.0","id":1,"method":"ping"}]`,
		"[" + strings.Repeat(`{"jsonrpc":"2.0","id":1,"method":"tools/list"},`, 20) + `{"jsonrpc":"2.0","id":1,"method":"tools/list"}]`,
		`{"jsonrpc":"2.0","id":10,"method":"prompts/get","params":{"name":"slab_concrete_estimate","arguments":{"length_ft":"1","width_ft":"1","depth_in":"4","color":"red"}}}`,
	} {
		f.Add(seed)
	}
	// One MCP session per store: the embedded default and Postgres answer
	// the same bodies.
	procs := inProcessStores(f)
	sessions := map[string]string{}
	for name, p := range procs {
		p.prepare("POST", "/mcp", "application/json", []byte(`{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{},"clientInfo":{"name":"fuzz","version":"1"}}}`), true)
		p.ctx.Request.Header.Set("Accept", "application/json, text/event-stream")
		if sessions[name] = string(p.serve().Header.Peek("Mcp-Session-Id")); sessions[name] == "" {
			f.Fatalf("%s: no session", name)
		}
	}
	f.Fuzz(func(t *testing.T, body string) {
		for name, p := range procs {
			p.prepare("POST", "/mcp", "application/json", []byte(body), true)
			p.ctx.Request.Header.Set("Accept", "application/json, text/event-stream")
			p.ctx.Request.Header.Set("Mcp-Session-Id", sessions[name])
			p.ctx.Request.Header.Set("Mcp-Protocol-Version", "2025-03-26")
			checkMCPAnswer(t, name, body, p.serve())
		}
	})
}

// checkMCPAnswer: whatever the body, never a 5xx and never broken JSON.
func checkMCPAnswer(t *testing.T, store, body string, resp *fasthttp.Response) {
	t.Helper()
	if status := resp.StatusCode(); status >= 500 {
		t.Fatalf("%s: %q: status %d %s", store, body, status, resp.Body())
	}
	if len(resp.Body()) > 0 && (!json.Valid(resp.Body()) || !utf8.Valid(resp.Body())) { // JSON text is UTF-8 (RFC 8259 8.1)
		t.Fatalf("%s: %q: invalid JSON answer %s", store, body, resp.Body())
	}
}
