package server_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// modern sends one 2026-07-28 request (stateless: no session, the protocol
// revision in _meta and the headers) and decodes its answer.
func (e *testEnv) modern(key, method, name, params string) (status int, out struct {
	Result map[string]json.RawMessage `json:"result"`
	Error  *struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}, body []byte) {
	e.t.Helper()
	meta := `"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{},"io.modelcontextprotocol/clientInfo":{"name":"c","version":"1"}}`
	if params == "" {
		params = "{" + meta + "}"
	} else {
		params = params[:len(params)-1] + "," + meta + "}"
	}
	h := append(append([]string{}, mcpHeaders...), "Authorization", "Bearer "+key, "Mcp-Protocol-Version", "2026-07-28", "Mcp-Method", method)
	if name != "" {
		h = append(h, "Mcp-Name", name)
	}
	r := e.do("POST", "/mcp", `{"jsonrpc":"2.0","id":7,"method":"`+method+`","params":`+params+`}`, h...)
	if err := json.Unmarshal(r.body, &out); err != nil {
		e.t.Fatalf("%s: %d %s", method, r.status, r.body)
	}
	return r.status, out, r.body
}

// At 2026-07-28 the server offers what it offers at the session-based
// revisions: server/discover declares tools, resources and prompts, and
// each answers (issue 38: resources/list and prompts/list answered "not
// supported"). List results carry a real ttlMs and cacheScope.
func TestMCPModernRevisionHasEveryCapability(t *testing.T) {
	e := start(t)
	_, d, body := e.modern(e.key, "server/discover", "", "")
	var caps map[string]json.RawMessage
	if err := json.Unmarshal(d.Result["capabilities"], &caps); err != nil {
		t.Fatalf("discover: %s", body)
	}
	for _, c := range []string{"tools", "resources", "prompts"} {
		if caps[c] == nil {
			t.Fatalf("server/discover does not declare %s: %s", c, body)
		}
	}
	hints := map[string]string{"tools/list": "private", "resources/list": "public", "resources/templates/list": "public", "prompts/list": "public"}
	for method, scope := range hints {
		_, l, body := e.modern(e.key, method, "", "")
		if l.Error != nil || string(l.Result["ttlMs"]) != "3600000" || string(l.Result["cacheScope"]) != `"`+scope+`"` {
			t.Fatalf("%s: %s", method, body)
		}
	}
	_, l, body := e.modern(e.key, "resources/list", "", "")
	if !strings.Contains(string(l.Result["resources"]), "plumbline://calculators") {
		t.Fatalf("resources/list: %s", body)
	}
	_, l, body = e.modern(e.key, "resources/templates/list", "", "")
	if !strings.Contains(string(l.Result["resourceTemplates"]), "plumbline://codes/{code}/sections/{section}") {
		t.Fatalf("resources/templates/list: %s", body)
	}
	_, l, body = e.modern(e.key, "prompts/list", "", "")
	if !strings.Contains(string(l.Result["prompts"]), "slab_concrete_estimate") {
		t.Fatalf("prompts/list: %s", body)
	}
	_, l, body = e.modern(e.key, "resources/read", "plumbline://calculators", `{"uri":"plumbline://calculators"}`)
	if !strings.Contains(string(l.Result["contents"]), "calc_concrete_yards") || string(l.Result["cacheScope"]) != `"public"` {
		t.Fatalf("resources/read of the catalog: %s", body)
	}
	_, l, body = e.modern(e.key, "resources/read", "plumbline://codes/irc/sections/R311.7.5", `{"uri":"plumbline://codes/irc/sections/R311.7.5"}`)
	if !strings.Contains(string(l.Result["contents"]), "R311.7.5") {
		t.Fatalf("resources/read of a record (a template): %s", body)
	}
	_, l, body = e.modern(e.key, "prompts/get", "stair_code_check", `{"name":"stair_code_check","arguments":{"zip":"14850","total_rise_in":"108"}}`)
	if !strings.Contains(string(l.Result["messages"]), "codes_jurisdiction_applicable") {
		t.Fatalf("prompts/get: %s", body)
	}
	_, l, body = e.modern(e.key, "prompts/get", "stair_code_check", `{"name":"stair_code_check","arguments":{}}`)
	if l.Error == nil || !strings.Contains(l.Error.Message, "required") {
		t.Fatalf("prompts/get without a required argument: %s", body)
	}
}

// A stateless-era request (its _meta names a protocol version) at a
// revision the server does not speak answers as SEP-2575 says: 400 with the
// JSON-RPC error UnsupportedProtocolVersionError (-32022), its data listing
// the versions served and echoing the one requested (the conformance suite
// found the 400 problem, docs/decisions/0075-mcp-conformance.md). A
// session-era request at an unknown revision keeps the 400 problem.
func TestMCPModernUnsupportedVersion(t *testing.T) {
	e := start(t)
	h := append(append([]string{}, mcpHeaders...), "Authorization", "Bearer "+e.key, "Mcp-Protocol-Version", "2099-01-01", "Mcp-Method", "server/discover")
	r := e.do("POST", "/mcp", `{"jsonrpc":"2.0","id":"d1","method":"server/discover","params":{"_meta":{"io.modelcontextprotocol/protocolVersion": "2099-01-01","io.modelcontextprotocol/clientCapabilities":{},"io.modelcontextprotocol/clientInfo":{"name":"c","version":"1"}}}}`, h...)
	var out struct {
		ID    string `json:"id"`
		Error struct {
			Code int `json:"code"`
			Data struct {
				Supported []string `json:"supported"`
				Requested string   `json:"requested"`
			} `json:"data"`
		} `json:"error"`
	}
	if err := json.Unmarshal(r.body, &out); err != nil || r.status != 400 || !strings.HasPrefix(r.header.Get("Content-Type"), "application/json") {
		t.Fatalf("%d %s: %v", r.status, r.body, err)
	}
	if out.ID != "d1" || out.Error.Code != -32022 || out.Error.Data.Requested != "2099-01-01" ||
		strings.Join(out.Error.Data.Supported, " ") != "2026-07-28 2025-11-25 2025-06-18 2025-03-26 2024-11-05" {
		t.Fatalf("%s", r.body)
	}
	_, discover, _ := e.modern(e.key, "server/discover", "", "")
	var versions []string
	if err := json.Unmarshal(discover.Result["supportedVersions"], &versions); err != nil || !slices.Equal(versions, out.Error.Data.Supported) {
		t.Fatalf("server/discover names %v, the error %v", versions, out.Error.Data.Supported)
	}
	legacy := e.do("POST", "/mcp", `{"jsonrpc":"2.0","id":1,"method":"tools/list"}`, append(append([]string{}, mcpHeaders...), "Authorization", "Bearer "+e.key, "Mcp-Protocol-Version", "2099-01-01")...)
	if legacy.status != 400 || legacy.header.Get("Content-Type") != "application/problem+json" {
		t.Fatalf("session-era: %d %s", legacy.status, legacy.body)
	}
}
