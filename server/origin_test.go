package server_test

import (
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline/server"
)

// Origin on /mcp and the OAuth endpoints a browser POSTs to (DNS
// rebinding, MCP Streamable HTTP transport): a foreign origin answers 403
// with a problem; the server's own, loopback origins, the CORS allowlist and
// PLUMBLINE_MCP_ORIGINS pass, and so does a request without Origin.
func TestOriginGuard(t *testing.T) {
	e := start(t, func(c *server.Config) { c.MCPOrigins = []string{"https://agent.example.net"} })
	auth := append(append([]string{}, mcpHeaders...), "Authorization", "Bearer "+e.key)
	for _, bad := range []string{"http://evil.example", "null", "https://agent.example.net.evil.example", "http://localhost.evil.example", "file://"} {
		r := e.do("POST", "/mcp", mcpInitialize, append(auth, "Origin", bad)...)
		p := e.mustProblem(r, 403, "/mcp")
		if !strings.Contains(p.Detail, "origin") {
			t.Fatalf("%s: %q", bad, p.Detail)
		}
		for _, path := range []string{"/oauth/token", "/oauth/register", "/oauth/revoke", "/oauth/authorize"} {
			e.mustProblem(e.do("POST", path, "grant_type=x", "Content-Type", "application/x-www-form-urlencoded", "Origin", bad), 403, path)
		}
		e.mustProblem(e.do("GET", "/mcp", "", append(auth, "Origin", bad)...), 403, "/mcp")
	}
	for _, good := range []string{"", e.base, "http://localhost:6274", "http://127.0.0.1:3000", "http://[::1]:8080", "https://app.example.com", "https://agent.example.net"} {
		h := auth
		if good != "" {
			h = append(h, "Origin", good)
		}
		if r := e.do("POST", "/mcp", mcpInitialize, h...); r.status != 200 {
			t.Fatalf("origin %q: %d %s", good, r.status, r.body)
		}
	}
	// The REST API is not guarded here: CORS decides for browsers.
	if r := e.do("GET", "/v1/calc/list", "", "Authorization", "Bearer "+e.key, "Origin", "http://evil.example"); r.status != 200 {
		t.Fatalf("REST with a foreign origin: %d", r.status)
	}
}

// On a loopback address, a Host that is neither loopback nor the base URL's
// host (a rebound DNS name) answers 403 on the guarded routes.
func TestHostGuardOnLoopback(t *testing.T) {
	e := start(t)
	send := func(host string) *http.Response {
		req, _ := http.NewRequest("POST", e.base+"/mcp", strings.NewReader(mcpInitialize))
		req.Host = host
		for i := 0; i+1 < len(mcpHeaders); i += 2 {
			req.Header.Set(mcpHeaders[i], mcpHeaders[i+1])
		}
		req.Header.Set("Authorization", "Bearer "+e.key)
		resp, err := e.client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		return resp
	}
	if r := send("rebound.evil.example:80"); r.StatusCode != 403 || r.Header.Get("Content-Type") != "application/problem+json" {
		t.Fatalf("a rebound Host: %d %s", r.StatusCode, r.Header.Get("Content-Type"))
	}
	for _, h := range []string{"localhost:8080", "127.0.0.1", "[::1]:9", strings.TrimPrefix(e.base, "http://")} {
		if r := send(h); r.StatusCode != 200 {
			t.Fatalf("Host %q: %d", h, r.StatusCode)
		}
	}
}
