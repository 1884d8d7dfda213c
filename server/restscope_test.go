package server_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline/calc"
)

// createdKey is POST /v1/account/api-keys's answer.
type createdKey struct {
	ID     string   `json:"id"`
	APIKey string   `json:"api_key"`
	Scopes []string `json:"scopes"`
}

// API keys hold every scope; a key made with fewer reaches only its areas
// (403 insufficient_scope elsewhere, over REST and MCP alike) and can never
// make a wider key.
func TestKeyScopes(t *testing.T) {
	e := start(t)
	var all struct {
		APIKey string   `json:"api_key"`
		Scopes []string `json:"scopes"`
	}
	r := e.post("/v1/account/api-keys", "")
	if err := json.Unmarshal(r.body, &all); r.status != 201 || err != nil || len(all.Scopes) != 6 {
		t.Fatalf("a key with no scopes asked: %d %s", r.status, r.body)
	}
	r = e.post("/v1/account/api-keys", `{"scopes":["calc","account:read"]}`)
	var narrow struct {
		APIKey string   `json:"api_key"`
		Scopes []string `json:"scopes"`
	}
	if err := json.Unmarshal(r.body, &narrow); r.status != 201 || err != nil || strings.Join(narrow.Scopes, " ") != "calc account:read" {
		t.Fatalf("a calc key: %d %s", r.status, r.body)
	}
	as := func(key string) []string { return []string{"Authorization", "Bearer " + key} }
	if r := e.do("GET", "/v1/calc/list", "", as(narrow.APIKey)...); r.status != 200 {
		t.Fatalf("calc list with a calc key: %d", r.status)
	}
	if r := e.do("GET", "/v1/account/usage", "", as(narrow.APIKey)...); r.status != 200 {
		t.Fatalf("usage with account:read: %d", r.status)
	}
	r = e.do("GET", "/v1/codes", "", as(narrow.APIKey)...)
	p := e.mustProblem(r, 403, "/v1/codes")
	if h := r.header.Get("WWW-Authenticate"); !strings.Contains(h, `error="insufficient_scope"`) || !strings.Contains(h, `scope="calc codes account:read"`) || !strings.Contains(p.Detail, `"codes"`) {
		t.Fatalf("codes with a calc key: %q %q", h, p.Detail)
	}
	// Account writes need every scope: a narrow key cannot widen itself.
	e.mustProblem(e.do("POST", "/v1/account/api-keys", "", append(as(narrow.APIKey), "Content-Type", "application/json")...), 403, "/v1/account/api-keys")
	// A wider key cannot be asked for, an unknown scope is a 422.
	calcOnly := e.post("/v1/account/api-keys", `{"scopes":["calc"]}`)
	var c struct {
		APIKey string `json:"api_key"`
	}
	_ = json.Unmarshal(calcOnly.body, &c)
	e.mustProblem(e.post("/v1/account/api-keys", `{"scopes":["calc","bogus"]}`), 422, "/v1/account/api-keys")
	e.mustProblem(e.post("/v1/account/api-keys", `{"scopes":[]}`), 422, "/v1/account/api-keys")
	// The key list shows each key's scopes.
	var list struct {
		Keys []struct {
			KeyPrefix string   `json:"key_prefix"`
			Scopes    []string `json:"scopes"`
		} `json:"keys"`
	}
	if err := json.Unmarshal(e.get("/v1/account/api-keys").body, &list); err != nil || len(list.Keys) < 3 {
		t.Fatalf("key list: %v", err)
	}
	narrowShown := false
	for _, k := range list.Keys {
		if strings.HasPrefix(narrow.APIKey, strings.TrimSuffix(k.KeyPrefix, "…")) && strings.Join(k.Scopes, " ") == "calc account:read" {
			narrowShown = true
		}
	}
	if !narrowShown {
		t.Fatalf("the key list does not show the narrow key's scopes: %+v", list.Keys)
	}
	// Over MCP the key's scopes filter the tools and gate the calls.
	h := mcpSession(t, e, c.APIKey, "2025-11-25")
	if n := len(listedTools(t, e.do("POST", "/mcp", `{"jsonrpc":"2.0","id":2,"method":"tools/list"}`, h...).body)); n != len(calc.Builtin().All())+2 {
		t.Fatalf("a calc key lists %d tools", n)
	}
	if r := e.do("POST", "/mcp", `{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"codes_list","arguments":{}}}`, h...); r.status != 403 {
		t.Fatalf("a codes tool with a calc key: %d %s", r.status, r.body)
	}
	// OAuth: a grant never exceeds its consenting key's scopes.
	cl := e.registerClient(t)
	if tok := e.exchange(t, cl, e.consent(t, cl, c.APIKey)); tok.Scope != "calc" {
		t.Fatalf("a grant by a calc key: %q", tok.Scope)
	}
}
