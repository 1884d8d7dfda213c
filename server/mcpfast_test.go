package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/internal/race"
	"slices"
)

const mcpInitialize = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`

var mcpHeaders = []string{"Content-Type", "application/json", "Accept", "application/json, text/event-stream"}

// mcpSession initializes a session for key and returns the headers that
// carry it (and the key) at protocol rev.
func mcpSession(t *testing.T, e *testEnv, key, rev string) []string {
	t.Helper()
	auth := append(append([]string{}, mcpHeaders...), "Authorization", "Bearer "+key)
	r := e.do("POST", "/mcp", strings.Replace(mcpInitialize, "2025-03-26", rev, 1), auth...)
	session := r.header.Get("Mcp-Session-Id")
	if r.status != 200 || session == "" || !strings.Contains(string(r.body), `"protocolVersion":"`+rev+`"`) {
		t.Fatalf("initialize at %s: %d %q %s", rev, r.status, session, r.body)
	}
	return append(auth, "Mcp-Session-Id", session, "Mcp-Protocol-Version", rev)
}

func otherCustomerKey(t *testing.T, e *testEnv) string {
	t.Helper()
	key := billing.NewKey()
	now := time.Now()
	c := &plumbline.Customer{ID: "acct_other", Email: "other@example.com", TierID: plumbline.TierEnterprise, CreatedAt: now}
	if err := e.store.CreateCustomer(context.Background(), c, &plumbline.APIKey{ID: "key_other", CustomerID: c.ID, Prefix: billing.DisplayPrefix(key), CreatedAt: now}, testHasher.HashString(key)); err != nil {
		t.Fatal(err)
	}
	return key
}

// without drops a header (and its value) from a header list.
func without(headers []string, name string) []string {
	var out []string
	for i := 0; i+1 < len(headers); i += 2 {
		if headers[i] != name {
			out = append(out, headers[i], headers[i+1])
		}
	}
	return out
}

// A request other than initialize without Mcp-Session-Id is a 400 problem;
// a forged session, another account's, or an ended one a 404 problem, on
// POST, GET and DELETE alike; never a 500.
func TestMCPSessionErrors(t *testing.T) {
	e := start(t)
	mine := mcpSession(t, e, e.key, "2025-06-18")
	list := `{"jsonrpc":"2.0","id":2,"method":"tools/list"}`
	noSession := without(mine, "Mcp-Session-Id")
	for _, method := range []string{"POST", "GET", "DELETE"} {
		p := e.mustProblem(e.do(method, "/mcp", list, noSession...), 400, "/mcp")
		if !strings.Contains(p.Detail, "Mcp-Session-Id") {
			t.Fatalf("%s without a session: %q", method, p.Detail)
		}
		forged := append(without(mine, "Mcp-Session-Id"), "Mcp-Session-Id", "mcp-0123456789abcdef-0123456789abcdef0123456789abcdef")
		e.mustProblem(e.do(method, "/mcp", list, forged...), 404, "/mcp")
		garbage := append(without(mine, "Mcp-Session-Id"), "Mcp-Session-Id", "mcp-'--;%00")
		e.mustProblem(e.do(method, "/mcp", list, garbage...), 404, "/mcp")
	}
	other := otherCustomerKey(t, e)
	theirs := append(without(mine, "Authorization"), "Authorization", "Bearer "+other)
	for _, method := range []string{"POST", "DELETE"} {
		e.mustProblem(e.do(method, "/mcp", list, theirs...), 404, "/mcp")
	}
	if r := e.do("POST", "/mcp", list, mine...); r.status != 200 {
		t.Fatalf("the session after another account's DELETE: %d %s", r.status, r.body)
	}
	if r := e.do("DELETE", "/mcp", "", mine...); r.status != 200 {
		t.Fatalf("DELETE: %d %s", r.status, r.body)
	}
	for _, method := range []string{"POST", "DELETE"} {
		p := e.mustProblem(e.do(method, "/mcp", list, mine...), 404, "/mcp")
		if !strings.Contains(p.Detail, "ended") {
			t.Fatalf("%s after DELETE: %q", method, p.Detail)
		}
	}
	bad := append(without(mcpSession(t, e, e.key, "2025-03-26"), "Mcp-Protocol-Version"), "Mcp-Protocol-Version", "1999-01-01")
	e.mustProblem(e.do("POST", "/mcp", list, bad...), 400, "/mcp")
	// initialize negotiates the revision itself, whatever the header says.
	if r := e.do("POST", "/mcp", mcpInitialize, without(bad, "Mcp-Session-Id")...); r.status != 200 || !strings.Contains(string(r.body), `"protocolVersion":"2025-03-26"`) {
		t.Fatalf("initialize with an unknown header revision: %d %s", r.status, r.body)
	}
}

// Batches are part of 2025-03-26 (also assumed without Mcp-Protocol-Version)
// and not of 2025-06-18 or later; initialize may not be batched.
func TestMCPBatches(t *testing.T) {
	e := start(t)
	batch := `[{"jsonrpc":"2.0","id":"a","method":"ping"},{"jsonrpc":"2.0","method":"notifications/initialized"},` +
		`{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"calc_concrete_yards","arguments":{"length_ft":10,"width_ft":10,"depth_in":4}}},` +
		`{"jsonrpc":"2.0","id":8,"method":"initialize","params":{}},{"jsonrpc":"2.0","id":9,"method":"no/such"}]`
	old := mcpSession(t, e, e.key, "2025-03-26")
	for _, headers := range [][]string{old, without(old, "Mcp-Protocol-Version")} {
		r := e.do("POST", "/mcp", batch, headers...)
		var got []struct {
			ID     any             `json:"id"`
			Result json.RawMessage `json:"result"`
			Error  *struct {
				Code int `json:"code"`
			} `json:"error"`
		}
		if err := json.Unmarshal(r.body, &got); err != nil || r.status != 200 || len(got) != 4 {
			t.Fatalf("batch: %d %v %s", r.status, err, r.body)
		}
		if got[0].ID != "a" || string(got[0].Result) != "{}" || got[1].ID != 7.0 || !bytes.Contains(got[1].Result, []byte(`"cubic_yards":1.358`)) ||
			got[2].ID != 8.0 || got[2].Error == nil || got[2].Error.Code != -32600 || got[3].Error == nil || got[3].Error.Code != -32601 {
			t.Fatalf("batch answers: %s", r.body)
		}
	}
	if r := e.do("POST", "/mcp", `[{"jsonrpc":"2.0","method":"notifications/initialized"}]`, old...); r.status != 202 || len(r.body) != 0 {
		t.Fatalf("a batch of notifications: %d %s", r.status, r.body)
	}
	if r := e.do("POST", "/mcp", `[]`, old...); r.status != 400 || !strings.Contains(string(r.body), `"code":-32600`) {
		t.Fatalf("an empty batch: %d %s", r.status, r.body)
	}
	for _, rev := range []string{"2025-06-18", "2025-11-25"} {
		r := e.do("POST", "/mcp", batch, mcpSession(t, e, e.key, rev)...)
		if r.status != 400 || !strings.Contains(string(r.body), `"code":-32600`) || !strings.Contains(string(r.body), rev) {
			t.Fatalf("a batch at %s: %d %s", rev, r.status, r.body)
		}
	}
}

// JSON-RPC answers for messages that are not requests: notifications and
// client responses get 202 and no body; malformed messages an error.
func TestMCPMessages(t *testing.T) {
	e := start(t)
	s := mcpSession(t, e, e.key, "2025-11-25")
	for body, want := range map[string]string{
		`{"jsonrpc":"2.0","method":"notifications/initialized"}`:                                                                                 "202",
		`{"jsonrpc":"2.0","id":3,"result":{}}`:                                                                                                   "202",
		`{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"x"}}`:                                                                   `"code":-32602`,
		`{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{}}`:                                                                             `"code":-32602`,
		`{"jsonrpc":"1.0","id":3,"method":"ping"}`:                                                                                               `"code":-32600`,
		`{"jsonrpc":"2.0","id":{},"method":"ping"}`:                                                                                              `"id":null,"error":{"code":-32600`,
		`{"jsonrpc":"2.0","id":3,"method":"ping","method":"ping"}`:                                                                               `"code":-32600`,
		`{"jsonrpc":"2.0","id":3,"method":"ping","params":[]}`:                                                                                   `"code":-32600`,
		`{"jsonrpc":"2.0","id":3,"method":"logging/setLevel"}`:                                                                                   `"code":-32601`,
		`{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"calc_concrete_yards","arguments":[1]}}`:                                 `"isError":true`,
		`{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"codes_get_section","arguments":{"code":"irc","section":"R311\u0000"}}}`: `"isError":true`,
		`{"jsonrpc":"2.0","id":"x\"y","method":"ping"}`:                                                                                          `"id":"x\"y","result":{}`,
		`{"jsonrpc"`: `"code":-32700`,
		`7`:          `"code":-32600`,
	} {
		r := e.do("POST", "/mcp", body, s...)
		if r.status >= 500 || (want == "202") != (r.status == 202) || (want != "202" && !strings.Contains(string(r.body), want)) {
			t.Errorf("%s: %d %s, want %s", body, r.status, r.body, want)
		}
		if r.status == 200 && !json.Valid(r.body) {
			t.Errorf("%s: invalid JSON %s", body, r.body)
		}
	}
}

// mcpToolsCallAllocBudget: an MCP tools/call may allocate at most ten times
// what the same REST call does, and REST allocates nothing; the fast path
// allocates nothing either (pooled buffers, a pooled session MAC).
const mcpToolsCallAllocBudget = 0

func TestMCPToolsCallAllocationBudget(t *testing.T) {
	if race.Enabled {
		t.Skip("allocation budgets are measured in the non-race pass of make test")
	}
	p := newInProcess(t)
	p.prepare("POST", "/v1/calc/concrete/yards", "application/json", yardsBody, true)
	p.serve()
	rest := testing.AllocsPerRun(300, func() { p.serve() })

	session := p.mcpSession(t)
	p.prepare("POST", "/mcp", "application/json", mcpYardsCall, true)
	p.ctx.Request.Header.Set("Mcp-Session-Id", session)
	p.ctx.Request.Header.Set("Mcp-Protocol-Version", "2025-06-18")
	p.serve()
	allocs := testing.AllocsPerRun(300, func() {
		if resp := p.serve(); resp.StatusCode() != 200 || !bytes.Contains(resp.Body(), []byte(`"structuredContent":{"cubic_yards":1.358`)) {
			t.Fatalf("status %d %s", resp.StatusCode(), resp.Body())
		}
	})
	if allocs > 10*rest || allocs > mcpToolsCallAllocBudget {
		t.Fatalf("an MCP tools/call allocates %.1f times, REST %.1f; the budget is %d and 10× REST", allocs, rest, mcpToolsCallAllocBudget)
	}
}

var mcpYardsCall = []byte(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"calc_concrete_yards","arguments":{"length_ft":10,"width_ft":10,"depth_in":4,"waste_factor":0.10}}}`)

func (p *inProcess) mcpSession(tb testing.TB) string {
	tb.Helper()
	p.prepare("POST", "/mcp", "application/json", []byte(mcpInitialize), true)
	session := string(p.serve().Header.Peek("Mcp-Session-Id"))
	if session == "" {
		tb.Fatalf("initialize: %s", p.ctx.Response.Body())
	}
	return session
}

// 100,000 initialize calls keep nothing: the heap does not grow with
// sessions (mcp-go kept about 9 KB each for 30 minutes).
func TestMCPInitializeFloodKeepsNoMemory(t *testing.T) {
	n := 100_000
	if race.Enabled {
		n = 10_000 // the race detector is ~10× slower; 10k sessions at 9 KB would still show
	}
	p := newInProcess(t)
	p.prepare("POST", "/mcp", "application/json", []byte(mcpInitialize), true)
	p.serve()
	heap := liveHeap
	before := heap()
	seen := map[string]bool{}
	for i := range n {
		resp := p.serve()
		if resp.StatusCode() != 200 {
			t.Fatalf("initialize %d: %d %s", i, resp.StatusCode(), resp.Body())
		}
		if i < 3 {
			seen[string(resp.Header.Peek("Mcp-Session-Id"))] = true
		}
	}
	if len(seen) != 3 {
		t.Fatalf("session ids repeat: %v", seen)
	}
	if grew := int64(heap()) - int64(before); grew > 8<<20 {
		t.Fatalf("%d initialize calls grew the heap by %d MB", n, grew>>20)
	}
}

// Resources and prompts through mcp-go's client, at 2025-03-26 and
// 2025-06-18: the codes methodology documents, the calculator catalog, a
// section record by URI (the REST body, metered like it), and the two
// estimator prompts.
func TestMCPResourcesAndPrompts(t *testing.T) {
	e := start(t)
	for _, rev := range []string{mcp.ProtocolVersion20250326, mcp.ProtocolVersion20250618} {
		t.Run(rev, func(t *testing.T) {
			c, init := mcpClient(t, e, e.key, rev)
			if init.ProtocolVersion != rev || init.Capabilities.Resources == nil || init.Capabilities.Prompts == nil {
				t.Fatalf("initialize: %+v", init)
			}
			ctx := context.Background()
			list, err := c.ListResources(ctx, mcp.ListResourcesRequest{})
			if err != nil {
				t.Fatal(err)
			}
			uris := map[string]string{}
			for _, r := range list.Resources {
				uris[r.URI] = r.MIMEType
			}
			for _, want := range []string{"plumbline://docs/codes/CATALOG.md", "plumbline://docs/codes/ADOPTION.md", "plumbline://calculators", "plumbline://codes"} {
				if uris[want] == "" {
					t.Fatalf("resources/list lacks %s: %v", want, uris)
				}
			}
			templates, err := c.ListResourceTemplates(ctx, mcp.ListResourceTemplatesRequest{})
			if err != nil {
				t.Fatal(err)
			}
			var tpls []string
			for _, tpl := range templates.ResourceTemplates {
				tpls = append(tpls, tpl.URITemplate.Raw())
			}
			if !slices.Contains(tpls, "plumbline://codes/{code}/sections/{section}") {
				t.Fatalf("templates %v", tpls)
			}
			read := func(uri string) string {
				t.Helper()
				res, err := c.ReadResource(ctx, mcp.ReadResourceRequest{Params: mcp.ReadResourceParams{URI: uri}})
				if err != nil {
					t.Fatalf("%s: %v", uri, err)
				}
				text, ok := res.Contents[0].(mcp.TextResourceContents)
				if len(res.Contents) != 1 || !ok || text.URI != uri {
					t.Fatalf("%s: %+v", uri, res.Contents)
				}
				return text.Text
			}
			if doc := read("plumbline://docs/codes/ADOPTION.md"); !strings.HasPrefix(doc, "# State model-code adoption matrix") {
				t.Fatalf("ADOPTION.md: %.80s", doc)
			}
			if cat := read("plumbline://calculators"); !strings.Contains(cat, `"calc_concrete_yards"`) {
				t.Fatalf("catalog: %.80s", cat)
			}
			used := func() float64 {
				return decode[map[string]any](t, e.get("/v1/account/usage"))["requests_used"].(float64)
			}
			before := used()
			if section, rest := read("plumbline://codes/irc/sections/R311.7.5"), e.get("/v1/codes/irc/sections/R311.7.5"); section != string(rest.body) {
				t.Fatalf("section by URI %s\nREST %s", section, rest.body)
			}
			if got := used(); got != before+2 { // the record read and its REST twin
				t.Fatalf("a record read is counted like REST: %v -> %v", before, got)
			}
			read("plumbline://docs/codes/CATALOG.md")
			read("plumbline://calculators")
			if got := used(); got != before+2 {
				t.Fatalf("document reads were counted: %v -> %v", before+2, got)
			}
			if _, err := c.ReadResource(ctx, mcp.ReadResourceRequest{Params: mcp.ReadResourceParams{URI: "plumbline://codes/irc/sections/R999.9"}}); err == nil || !strings.Contains(err.Error(), "R999.9") {
				t.Fatalf("unknown section: %v", err)
			}
			if _, err := c.ReadResource(ctx, mcp.ReadResourceRequest{Params: mcp.ReadResourceParams{URI: "https://example.com/x"}}); err == nil {
				t.Fatal("a foreign URI was read")
			}

			prompts, err := c.ListPrompts(ctx, mcp.ListPromptsRequest{})
			if err != nil {
				t.Fatal(err)
			}
			var names []string
			for _, p := range prompts.Prompts {
				names = append(names, p.Name)
			}
			slices.Sort(names)
			if !slices.Equal(names, []string{"slab_concrete_estimate", "stair_code_check"}) {
				t.Fatalf("prompts %v", names)
			}
			got, err := c.GetPrompt(ctx, mcp.GetPromptRequest{Params: mcp.GetPromptParams{Name: "stair_code_check", Arguments: map[string]string{"zip": "94103", "total_rise_in": "108"}}})
			if err != nil {
				t.Fatal(err)
			}
			text, _ := got.Messages[0].Content.(mcp.TextContent)
			for _, want := range []string{"codes_jurisdiction_applicable with zip=94103", "calc_stairs_rise_run with total_rise_in=108", "codes_get_section"} {
				if !strings.Contains(text.Text, want) {
					t.Fatalf("stair prompt lacks %q: %s", want, text.Text)
				}
			}
			if _, err := c.GetPrompt(ctx, mcp.GetPromptRequest{Params: mcp.GetPromptParams{Name: "slab_concrete_estimate", Arguments: map[string]string{"length_ft": "10"}}}); err == nil || !strings.Contains(err.Error(), "width_ft") {
				t.Fatalf("a missing argument: %v", err)
			}
		})
	}
}

// mcp-go's client works at 2025-06-18 and 2025-11-25 too (the Mcp-Protocol-Version header on every request).
func TestMCPGoClientRevisions(t *testing.T) {
	e := start(t)
	for _, rev := range []string{mcp.ProtocolVersion20250618, mcp.ProtocolVersion20251125} {
		c, init := mcpClient(t, e, e.key, rev)
		if init.ProtocolVersion != rev {
			t.Fatalf("negotiated %s, want %s", init.ProtocolVersion, rev)
		}
		tools, err := c.ListTools(context.Background(), mcp.ListToolsRequest{})
		if err != nil || len(tools.Tools) < 80 {
			t.Fatalf("tools/list at %s: %v", rev, err)
		}
		res := callTool(t, c, "codes_jurisdiction_applicable", map[string]any{"zip": "94103"})
		if res.IsError || !strings.Contains(toolText(t, res), `"state_abbr":"CA"`) {
			t.Fatalf("at %s: %s", rev, toolText(t, res))
		}
		res = callTool(t, c, "calc_concrete_yards", map[string]any{"length_ft": -1})
		if !res.IsError || !strings.Contains(toolText(t, res), `"status":422`) {
			t.Fatalf("a tool error at %s: %s", rev, toolText(t, res))
		}
	}
}

// toolCount is the number of tools the server lists (tools/list, raw).
func (e *testEnv) toolCount(t *testing.T) int {
	t.Helper()
	r := e.do("POST", "/mcp", `{"jsonrpc":"2.0","id":2,"method":"tools/list"}`, mcpSession(t, e, e.key, "2025-06-18")...)
	var list struct {
		Result struct {
			Tools []json.RawMessage `json:"tools"`
		} `json:"result"`
	}
	if err := json.Unmarshal(r.body, &list); err != nil || len(list.Result.Tools) == 0 {
		t.Fatalf("tools/list: %v %s", err, r.body)
	}
	return len(list.Result.Tools)
}

// The stateless 2026-07-28 revision is served by mcp-go, running the same
// native tool: a tools/call answers the calculator's JSON.
func TestMCPStatelessRevisionFallsBackToMCPGo(t *testing.T) {
	e := start(t)
	meta := `"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{},"io.modelcontextprotocol/clientInfo":{"name":"c","version":"1"}}`
	r := e.do("POST", "/mcp", `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"calc_concrete_yards","arguments":{"length_ft":10,"width_ft":10,"depth_in":4},`+meta+`}}`,
		append(append([]string{}, mcpHeaders...), "Authorization", "Bearer "+e.key, "Mcp-Protocol-Version", "2026-07-28", "Mcp-Method", "tools/call", "Mcp-Name", "calc_concrete_yards")...)
	if r.status != 200 || !strings.Contains(string(r.body), `\"cubic_yards\":1.358`) || r.header.Get("Mcp-Session-Id") != "" {
		t.Fatalf("2026-07-28 tools/call: %d %s", r.status, r.body)
	}
}
