package server_test

import (
	"bufio"
	"context"
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/calc"
	"github.com/plumbline-api/plumbline/reference/referencetest"
	"github.com/plumbline-api/plumbline/server"
)

// mcpClient connects mcp-go's client to the test server with key and
// initializes at version ("" for the client's default).
func mcpClient(t *testing.T, e *testEnv, key, version string) (*client.Client, *mcp.InitializeResult) {
	t.Helper()
	return mcpClientAt(t, e, version, map[string]string{"Authorization": "Bearer " + key})
}

// mcpClientWithHeaders is mcpClient with the live key and more headers on
// every request.
func mcpClientWithHeaders(t *testing.T, e *testEnv, headers map[string]string) (*client.Client, *mcp.InitializeResult) {
	t.Helper()
	headers["Authorization"] = "Bearer " + e.key
	return mcpClientAt(t, e, "", headers)
}

func mcpClientAt(t *testing.T, e *testEnv, version string, headers map[string]string) (*client.Client, *mcp.InitializeResult) {
	t.Helper()
	c, err := client.NewStreamableHttpClient(e.base+server.MCPPath, transport.WithHTTPHeaders(headers))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := c.Start(ctx); err != nil {
		t.Fatal(err)
	}
	req := mcp.InitializeRequest{}
	req.Params.ProtocolVersion = version
	req.Params.ClientInfo = mcp.Implementation{Name: "plumbline-test", Version: "1"}
	res, err := c.Initialize(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	return c, res
}

func callTool(t *testing.T, c *client.Client, name string, args any) *mcp.CallToolResult {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	req := mcp.CallToolRequest{}
	req.Params.Name = name
	req.Params.Arguments = args
	res, err := c.CallTool(ctx, req)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return res
}

// toolNames lists the tools whose names start with prefix, sorted.
func toolNames(t *testing.T, c *client.Client, prefix string) []string {
	t.Helper()
	tools, err := c.ListTools(t.Context(), mcp.ListToolsRequest{})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tool := range tools.Tools {
		if strings.HasPrefix(tool.Name, prefix) {
			names = append(names, tool.Name)
		}
	}
	slices.Sort(names)
	return names
}

func toolText(t *testing.T, res *mcp.CallToolResult) string {
	t.Helper()
	if len(res.Content) != 1 {
		t.Fatalf("%d content items", len(res.Content))
	}
	text, ok := res.Content[0].(mcp.TextContent)
	if !ok {
		t.Fatalf("content %T", res.Content[0])
	}
	return text.Text
}

// The Go client at the spec's protocol revision: the spec's concrete/yards
// numbers, the same JSON as REST as structured content and as text.
func TestMCPGoClient(t *testing.T) {
	e := start(t)
	for _, version := range []string{mcp.ProtocolVersion20250326, ""} {
		t.Run("version="+version, func(t *testing.T) {
			c, init := mcpClient(t, e, e.key, version)
			if version != "" && init.ProtocolVersion != version {
				t.Fatalf("negotiated %s, want %s", init.ProtocolVersion, version)
			}
			if init.ServerInfo.Name != "plumbline" || init.Capabilities.Tools == nil {
				t.Fatalf("initialize %+v", init)
			}
			res := callTool(t, c, "calc_concrete_yards", map[string]any{"length_ft": 10, "width_ft": 10, "depth_in": 4, "waste_factor": 0.10})
			if res.IsError {
				t.Fatalf("error: %s", toolText(t, res))
			}
			rest := e.post("/v1/calc/concrete/yards", `{"length_ft":10,"width_ft":10,"depth_in":4,"waste_factor":0.10}`, "Prefer", "return=minimal")
			if toolText(t, res) != string(rest.body) {
				t.Fatalf("text %s\nREST %s", toolText(t, res), rest.body)
			}
			structured, _ := json.Marshal(res.StructuredContent)
			var got, want map[string]any
			_ = json.Unmarshal(structured, &got)
			_ = json.Unmarshal(rest.body, &want)
			if got["cubic_yards"] != 1.358 || got["cubic_feet"] != 33.333 || got["bags_60lb"] != 62.0 || got["bags_80lb"] != 49.0 ||
				got["waste_included_cuyd"] != 0.123 || got["code_reference"] != "IRC R506.1" || len(got) != len(want) {
				t.Fatalf("structured %v", got)
			}
		})
	}
}

// A codes tool answers exactly the REST body.
func TestMCPCodesTools(t *testing.T) {
	e := start(t)
	c, _ := mcpClient(t, e, e.key, mcp.ProtocolVersion20250326)
	res := callTool(t, c, "codes_get_section", map[string]any{"code": "irc", "section": "R311.7.5"})
	rest := e.get("/v1/codes/irc/sections/R311.7.5")
	if res.IsError || toolText(t, res) != string(rest.body) {
		t.Fatalf("MCP %s\nREST %s", toolText(t, res), rest.body)
	}
	res = callTool(t, c, "codes_list_sections", map[string]any{"code": "nec", "q": "220", "per_page": 2, "page": 1})
	if res.IsError || !strings.Contains(toolText(t, res), `"per_page":2`) {
		t.Fatalf("list: %s", toolText(t, res))
	}
	res = callTool(t, c, "codes_jurisdiction_applicable", map[string]any{"zip": "94103"})
	if res.IsError || !strings.Contains(toolText(t, res), `"state_abbr":"CA"`) {
		t.Fatalf("applicable: %s", toolText(t, res))
	}
	res = callTool(t, c, "codes_get_section", map[string]any{"code": "irc", "section": "R999.9"})
	if !res.IsError || !strings.Contains(toolText(t, res), `"status":404`) {
		t.Fatalf("unknown section: %v %s", res.IsError, toolText(t, res))
	}
	res = callTool(t, c, "list_calculators", map[string]any{})
	if res.IsError || !strings.Contains(toolText(t, res), `"calc_concrete_yards"`) {
		t.Fatalf("list_calculators: %s", toolText(t, res))
	}
}

// Invalid arguments: a tool error carrying the REST 422 problem's field
// errors.
func TestMCPInvalidArguments(t *testing.T) {
	e := start(t)
	c, _ := mcpClient(t, e, e.key, mcp.ProtocolVersion20250326)
	for _, tc := range []struct {
		tool, restPath, body string
	}{
		{"calc_concrete_yards", "/v1/calc/concrete/yards", `{"length_ft":-1,"width_ft":"wide","bogus":1}`},
		{"calc_electrical_panel_load", "/v1/calc/electrical/panel-load", `{}`},
		{"calc_stairs_rise_run", "/v1/calc/stairs/rise-run", `{"total_rise_in":100,"irc_edition":"2018"}`},
	} {
		var args map[string]any
		_ = json.Unmarshal([]byte(tc.body), &args)
		res := callTool(t, c, tc.tool, args)
		if !res.IsError || res.StructuredContent != nil {
			t.Fatalf("%s: not a tool error: %+v", tc.tool, res)
		}
		var mcpProblem, restProblem problem
		if err := json.Unmarshal([]byte(toolText(t, res)), &mcpProblem); err != nil {
			t.Fatal(err)
		}
		restProblem = e.mustProblem(e.post(tc.restPath, tc.body), 422, tc.restPath)
		// The client re-encodes the arguments in key order; errors follow
		// the order of the fields sent, so compare them as sets.
		byField := func(a, b plumbline.FieldError) int { return strings.Compare(a.Field, b.Field) }
		slices.SortFunc(mcpProblem.Errors, byField)
		slices.SortFunc(restProblem.Errors, byField)
		if mcpProblem.Status != 422 || len(mcpProblem.Errors) == 0 || !slices.Equal(mcpProblem.Errors, restProblem.Errors) {
			t.Fatalf("%s: MCP errors %+v\nREST errors %+v", tc.tool, mcpProblem.Errors, restProblem.Errors)
		}
	}
	res := callTool(t, c, "codes_list_sections", map[string]any{"code": "irc", "per_page": 0, "topic": true})
	var p problem
	_ = json.Unmarshal([]byte(toolText(t, res)), &p)
	if !res.IsError || p.Status != 422 || len(p.Errors) != 1 || p.Errors[0].Field != "topic" {
		t.Fatalf("codes: %+v", p)
	}
}

// tools/call is counted like its REST twin; initialize, tools/list and
// ping are not.
func TestMCPMetering(t *testing.T) {
	e := start(t)
	used := func() float64 {
		return decode[map[string]any](t, e.get("/v1/account/usage"))["requests_used"].(float64)
	}
	before := used()
	c, _ := mcpClient(t, e, e.key, mcp.ProtocolVersion20250326)
	ctx := context.Background()
	if _, err := c.ListTools(ctx, mcp.ListToolsRequest{}); err != nil {
		t.Fatal(err)
	}
	//lint:ignore SA1019 the session is at 2025-03-26, where ping is a request the server answers
	if err := c.Ping(ctx); err != nil {
		t.Fatal(err)
	}
	callTool(t, c, "list_calculators", map[string]any{})
	if got := used(); got != before {
		t.Fatalf("initialize, tools/list, ping, list_calculators counted: %v -> %v", before, got)
	}
	callTool(t, c, "calc_concrete_yards", map[string]any{"length_ft": 1, "width_ft": 1, "depth_in": 4})
	callTool(t, c, "calc_concrete_yards", map[string]any{"length_ft": -1}) // a 422 is not counted, as over REST
	callTool(t, c, "codes_get_section", map[string]any{"code": "irc", "section": "R311.7.5"})
	if got := used(); got != before+2 {
		t.Fatalf("two answered tool calls and a 422: usage %v -> %v, want +2", before, got)
	}
}

// A key over its rate limit gets a tool error with the 429 problem; other
// requests get a JSON-RPC error.
func TestMCPRateLimit(t *testing.T) {
	e := startEnv(t, envOptions{tier: plumbline.TierFree})
	c, _ := mcpClient(t, e, e.key, mcp.ProtocolVersion20250326)
	limited := 0
	for range 40 {
		res := callTool(t, c, "calc_concrete_yards", map[string]any{"length_ft": 1, "width_ft": 1, "depth_in": 4})
		if res.IsError {
			var p problem
			_ = json.Unmarshal([]byte(toolText(t, res)), &p)
			if p.Status != 429 || !strings.Contains(p.Detail, "rate limit exceeded") {
				t.Fatalf("refusal %+v", p)
			}
			limited++
		}
	}
	if limited == 0 || limited == 40 {
		t.Fatalf("%d of 40 calls limited", limited)
	}
	if _, err := c.ListTools(context.Background(), mcp.ListToolsRequest{}); err == nil || !strings.Contains(err.Error(), "rate limit") {
		t.Fatalf("tools/list over the limit: %v", err)
	}
}

// The tool set is the registries: one tool per calculator (with its input
// and output schemas, byte for byte), list_calculators, calc_batch and one
// per reference operation; nothing missing, nothing else. Read from the raw
// tools/list answer, which client libraries re-shape.
func TestMCPToolSetEqualsRegistries(t *testing.T) {
	e := start(t)
	auth := []string{"Authorization", "Bearer " + e.key, "Content-Type", "application/json", "Accept", "application/json, text/event-stream"}
	r := e.do("POST", "/mcp", `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`, auth...)
	session := r.header.Get("Mcp-Session-Id")
	r = e.do("POST", "/mcp", `{"jsonrpc":"2.0","id":2,"method":"tools/list"}`, append(auth, "Mcp-Session-Id", session, "Mcp-Protocol-Version", "2025-03-26")...)
	var list struct {
		Result struct {
			Tools []struct {
				Name         string          `json:"name"`
				InputSchema  json.RawMessage `json:"inputSchema"`
				OutputSchema json.RawMessage `json:"outputSchema"`
				Title        string          `json:"title"`
				Annotations  struct {
					Title           string `json:"title"`
					ReadOnlyHint    *bool  `json:"readOnlyHint"`
					IdempotentHint  *bool  `json:"idempotentHint"`
					DestructiveHint *bool  `json:"destructiveHint"`
				} `json:"annotations"`
			} `json:"tools"`
			NextCursor string `json:"nextCursor"`
		} `json:"result"`
	}
	if err := json.Unmarshal(r.body, &list); err != nil || r.status != 200 {
		t.Fatalf("tools/list: %d %v %s", r.status, err, r.body)
	}
	if list.Result.NextCursor != "" {
		t.Fatal("tools/list is paginated: read every page")
	}
	got := map[string]int{}
	for i, tool := range list.Result.Tools {
		got[tool.Name] = i
		a := tool.Annotations
		if a.ReadOnlyHint == nil || !*a.ReadOnlyHint || a.IdempotentHint == nil || !*a.IdempotentHint || a.DestructiveHint == nil || *a.DestructiveHint {
			t.Errorf("%s is not marked read-only, idempotent and non-destructive", tool.Name)
		}
		if tool.Title == "" || a.Title != tool.Title {
			t.Errorf("%s: title %q, annotations.title %q", tool.Name, tool.Title, a.Title)
		}
	}
	same := func(a, b []byte) bool {
		var x, y any
		return json.Unmarshal(a, &x) == nil && json.Unmarshal(b, &y) == nil && mustJSON(x) == mustJSON(y)
	}
	want := []string{server.ListCalculatorsTool, server.BatchTool}
	for _, c := range calc.Builtin().All() {
		want = append(want, c.OperationID)
		i, ok := got[c.OperationID]
		if !ok {
			continue
		}
		in, _ := json.Marshal(c.ToolInputSchema())
		out, _ := json.Marshal(c.OutputSchema())
		// The tool's input schema carries the description the tool's own
		// could not hold (TestToolDescriptionsAreShortAndLoseNothing): the
		// rest is the calculator's, byte for byte.
		if !same(withoutDescription(list.Result.Tools[i].InputSchema), withoutDescription(in)) || !same(list.Result.Tools[i].OutputSchema, out) {
			t.Errorf("%s: schemas differ from the calculator's", c.OperationID)
		}
	}
	for _, op := range referencetest.Service().Ops() {
		want = append(want, op.ID)
	}
	var names []string
	for name := range got {
		names = append(names, name)
	}
	slices.Sort(names)
	slices.Sort(want)
	if !slices.Equal(names, want) {
		t.Fatalf("tools %v\nwant %v", names, want)
	}
	if len(names) < 81+1+5+6 { // the calculators, list_calculators, the codes and the costs price-side operations at least
		t.Fatalf("%d tools", len(names))
	}
}

func mustJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// Transport: 401 problem without a key before any MCP processing, sessions
// bound to the customer, DELETE ends a session, and a GET stream opens at
// once and carries heartbeats.
func TestMCPTransport(t *testing.T) {
	e := start(t, func(c *server.Config) { c.MCPHeartbeat = 50 * time.Millisecond })
	initialize := `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{},"clientInfo":{"name":"curl","version":"1"}}}`
	mcpHeaders := []string{"Content-Type", "application/json", "Accept", "application/json, text/event-stream"}

	p := e.mustProblem(e.do("POST", "/mcp", initialize, mcpHeaders...), 401, "/mcp")
	if !strings.Contains(p.Detail, "Bearer") {
		t.Fatalf("401 detail %q", p.Detail)
	}
	r := e.do("POST", "/mcp", initialize, append(mcpHeaders, "Authorization", "Bearer "+e.key)...)
	session := r.header.Get("Mcp-Session-Id")
	if r.status != 200 || session == "" || !strings.Contains(string(r.body), `"protocolVersion":"2025-03-26"`) {
		t.Fatalf("initialize: %d %q %s", r.status, session, r.body)
	}
	list := `{"jsonrpc":"2.0","id":2,"method":"tools/list"}`
	withSession := append(mcpHeaders, "Mcp-Session-Id", session, "Mcp-Protocol-Version", "2025-03-26")
	if r := e.do("POST", "/mcp", list, append(withSession, "Authorization", "Bearer "+e.key)...); r.status != 200 || !strings.Contains(string(r.body), "calc_concrete_yards") {
		t.Fatalf("tools/list in the session: %d %s", r.status, r.body)
	}
	// Another instance (same pepper, same store) accepts the session.
	b := startEnv(t, envOptions{store: e.store})
	if r := b.do("POST", "/mcp", list, append(withSession, "Authorization", "Bearer "+e.key)...); r.status != 200 || !strings.Contains(string(r.body), "calc_concrete_yards") {
		t.Fatalf("the session on another instance: %d %s", r.status, r.body)
	}
	// Another customer's key cannot use the session.
	otherKey := billing.NewKey()
	now := time.Now()
	other := &plumbline.Customer{ID: "acct_other", Email: "other@example.com", TierID: plumbline.TierEnterprise, CreatedAt: now}
	if err := e.store.CreateCustomer(context.Background(), other, &plumbline.APIKey{ID: "key_other", CustomerID: other.ID, Prefix: billing.DisplayPrefix(otherKey), CreatedAt: now}, testHasher.HashString(otherKey)); err != nil {
		t.Fatal(err)
	}
	if r := e.do("POST", "/mcp", list, append(withSession, "Authorization", "Bearer "+otherKey)...); r.status != 404 {
		t.Fatalf("another customer's key in the session: %d %s", r.status, r.body)
	}

	// A GET stream opens at once (headers flushed) and carries pings.
	req, _ := http.NewRequest("GET", e.base+"/mcp", nil)
	for i := 0; i+1 < len(withSession); i += 2 {
		req.Header.Set(withSession[i], withSession[i+1])
	}
	req.Header.Set("Accept", "text/event-stream")
	req.Header.Set("Authorization", "Bearer "+e.key)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	resp, err := http.DefaultClient.Do(req.WithContext(ctx))
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream") {
		t.Fatalf("GET stream: %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	sc := bufio.NewScanner(resp.Body)
	gotPing := false
	for sc.Scan() {
		if strings.Contains(sc.Text(), `"method":"ping"`) {
			gotPing = true
			break
		}
	}
	resp.Body.Close() // the client goes away; the next heartbeat releases the stream
	if !gotPing {
		t.Fatalf("no heartbeat on the stream: %v", sc.Err())
	}

	// DELETE ends the session.
	if r := e.do("DELETE", "/mcp", "", append(withSession, "Authorization", "Bearer "+e.key)...); r.status != 200 {
		t.Fatalf("DELETE: %d %s", r.status, r.body)
	}
	if r := e.do("POST", "/mcp", list, append(withSession, "Authorization", "Bearer "+e.key)...); r.status != 404 {
		t.Fatalf("after DELETE: %d %s", r.status, r.body)
	}
}

// withoutDescription is a JSON schema without its top-level description.
func withoutDescription(schema []byte) []byte {
	var m map[string]any
	if json.Unmarshal(schema, &m) != nil {
		return schema
	}
	delete(m, "description")
	b, _ := json.Marshal(m)
	return b
}
