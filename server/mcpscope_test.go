package server_test

import (
	"encoding/json"
	"net/url"
	"strings"
	"testing"

	calcpkg "github.com/plumbline-api/plumbline/calc"
	"github.com/plumbline-api/plumbline/oauth"
)

// scopedToken runs the OAuth flow asking for scope and returns the token.
func (e *testEnv) scopedToken(t *testing.T, scope string) oauth.TokenResponse {
	t.Helper()
	c := e.registerClient(t)
	form := c.authorizeQuery(e.base)
	form.Set("scope", scope)
	form.Set("api_key", e.key)
	form.Set("decision", "allow")
	r := e.do("POST", oauth.AuthorizePath, form.Encode(), "Content-Type", "application/x-www-form-urlencoded", "Origin", e.base)
	to, _ := url.Parse(r.header.Get("Location"))
	if r.status != 303 || to == nil || to.Query().Get("code") == "" {
		t.Fatalf("consent for %q: %d %s", scope, r.status, r.body)
	}
	return e.exchange(t, c, to.Query().Get("code"))
}

func listedTools(t *testing.T, body []byte) []string {
	t.Helper()
	var out struct {
		Result struct {
			Tools []struct{ Name string } `json:"tools"`
		} `json:"result"`
	}
	if err := json.Unmarshal(body, &out); err != nil {
		t.Fatalf("tools/list: %s", body)
	}
	var names []string
	for _, tl := range out.Result.Tools {
		names = append(names, tl.Name)
	}
	return names
}

// A token granted calc sees only the calculators; calling a costs tool
// answers 403 insufficient_scope naming "calc costs" in WWW-Authenticate
// (and the JSON-RPC error), and a token granted that scope calls it: the
// step-up. At 2026-07-28 the same. "mcp" is every scope.
func TestMCPScopesStepUp(t *testing.T) {
	e := start(t)
	calc := e.scopedToken(t, "calc")
	if calc.Scope != "calc" {
		t.Fatalf("granted %q", calc.Scope)
	}
	h := mcpSession(t, e, calc.AccessToken, "2025-11-25")
	names := listedTools(t, e.do("POST", "/mcp", `{"jsonrpc":"2.0","id":2,"method":"tools/list"}`, h...).body)
	if want := len(calcpkg.Builtin().All()) + 2; len(names) != want {
		t.Fatalf("a calc token lists %d tools, want the %d calculators, list_calculators and calc_batch", len(names), want-2)
	}
	for _, n := range names {
		if !strings.HasPrefix(n, "calc_") && n != "list_calculators" {
			t.Fatalf("a calc token sees %s", n)
		}
	}
	if r := e.do("POST", "/mcp", `{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"calc_concrete_yards","arguments":{"length_ft":10,"width_ft":10,"depth_in":4}}}`, h...); r.status != 200 || !strings.Contains(string(r.body), "cubic_yards") {
		t.Fatalf("a calc tool with a calc token: %d %s", r.status, r.body)
	}
	escalate := `{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"costs_list","arguments":{}}}`
	r := e.do("POST", "/mcp", escalate, h...)
	challenge := r.header.Get("WWW-Authenticate")
	if r.status != 403 || !strings.Contains(challenge, `error="insufficient_scope"`) || !strings.Contains(challenge, `scope="calc costs"`) ||
		!strings.Contains(challenge, `resource_metadata="`+e.base+`/.well-known/oauth-protected-resource/mcp"`) {
		t.Fatalf("a costs tool with a calc token: %d %q %s", r.status, challenge, r.body)
	}
	var rpc struct {
		Error struct {
			Code int
			Data struct{ Error, Scope, Required string }
		}
	}
	if json.Unmarshal(r.body, &rpc) != nil || rpc.Error.Code != -32003 || rpc.Error.Data.Error != "insufficient_scope" || rpc.Error.Data.Scope != "calc costs" || rpc.Error.Data.Required != "costs" {
		t.Fatalf("the JSON-RPC error: %s", r.body)
	}
	// A record of the costs area as a resource is gated the same way.
	if r := e.do("POST", "/mcp", `{"jsonrpc":"2.0","id":5,"method":"resources/read","params":{"uri":"plumbline://codes/irc"}}`, h...); r.status != 403 || !strings.Contains(r.header.Get("WWW-Authenticate"), `scope="calc codes"`) {
		t.Fatalf("a codes record with a calc token: %d %s", r.status, r.body)
	}
	// Step up: the scope the challenge named.
	up := e.scopedToken(t, "calc costs")
	h2 := mcpSession(t, e, up.AccessToken, "2025-11-25")
	if r := e.do("POST", "/mcp", escalate, h2...); r.status != 200 || strings.Contains(string(r.body), `"error"`) || strings.Contains(string(r.body), `"isError":true`) || !strings.Contains(string(r.body), "verticals") {
		t.Fatalf("a costs tool after the step-up: %d %s", r.status, r.body)
	}
	if n := len(listedTools(t, e.do("POST", "/mcp", `{"jsonrpc":"2.0","id":2,"method":"tools/list"}`, h2...).body)); n != len(calcpkg.Builtin().All())+2+9 {
		t.Fatalf("calc costs lists %d tools", n)
	}
	// 2026-07-28: the same list and the same challenge.
	_, l, body := e.modern(calc.AccessToken, "tools/list", "", "")
	if n := strings.Count(string(l.Result["tools"]), `"inputSchema"`); n != len(calcpkg.Builtin().All())+2 || strings.Contains(string(body), "costs_list") {
		t.Fatalf("2026-07-28 tools/list with a calc token: %d tools", n)
	}
	status, m, body := e.modern(calc.AccessToken, "tools/call", "costs_list", `{"name":"costs_list","arguments":{}}`)
	if status != 403 || m.Error == nil || m.Error.Code != -32003 {
		t.Fatalf("2026-07-28 costs tool with a calc token: %d %s", status, body)
	}
	// "mcp" (and no scope at all) is every scope; API keys hold every scope.
	all := e.scopedToken(t, "mcp")
	if all.Scope != "mcp" {
		t.Fatalf("mcp granted %q", all.Scope)
	}
	for _, cred := range []string{all.AccessToken, e.key} {
		hh := mcpSession(t, e, cred, "2025-06-18")
		if n := len(listedTools(t, e.do("POST", "/mcp", `{"jsonrpc":"2.0","id":2,"method":"tools/list"}`, hh...).body)); n != len(calcpkg.Builtin().All())+26 {
			t.Fatalf("every scope lists %d tools", n)
		}
	}
	// Unknown scope names are dropped; only unknown ones: every scope, as before.
	if got := e.scopedToken(t, "openid costs").Scope; got != "costs" {
		t.Fatalf("openid costs granted %q", got)
	}
}
