package server_test

import (
	"bufio"
	"fmt"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline/server"
)

var wantSecurityHeaders = map[string]string{
	"Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
	"Content-Security-Policy":   "default-src 'none'; frame-ancestors 'none'",
	"X-Content-Type-Options":    "nosniff",
	"X-Frame-Options":           "DENY",
	"Referrer-Policy":           "no-referrer",
}

func assertSecurityHeaders(t *testing.T, r response) {
	t.Helper()
	for k, v := range wantSecurityHeaders {
		if got := r.header.Get(k); got != v {
			t.Errorf("%s = %q, want %q (status %d)", k, got, v, r.status)
		}
	}
	pp := r.header.Get("Permissions-Policy")
	for _, feature := range []string{"camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()"} {
		if !strings.Contains(pp, feature) {
			t.Errorf("Permissions-Policy %q does not disable %s", pp, feature)
		}
	}
	if !requestIDPattern.MatchString(r.header.Get("X-Request-Id")) {
		t.Errorf("X-Request-Id %q is not req_…", r.header.Get("X-Request-Id"))
	}
}

func TestSecurityHeadersOnEveryResponse(t *testing.T) {
	e := start(t)
	seen := map[string]bool{}
	for _, r := range []response{
		e.post("/v1/calc/concrete/yards", `{"length_ft":10,"width_ft":10,"depth_in":4}`), // 200
		e.do("GET", "/v1/calc/list", ""),                                                 // 401
		e.get("/no/such/route"),                                                          // 404
		e.do("DELETE", "/v1/calc/list", ""),                                              // 405
		e.post("/v1/calc/concrete/yards", `{`),                                           // 400
		e.do("GET", "/healthz", ""),                                                      // 200 public
		e.do("OPTIONS", "/v1/calc/list", "", "Origin", "https://app.example.com", "Access-Control-Request-Method", "GET"), // 204
	} {
		assertSecurityHeaders(t, r)
		id := r.header.Get("X-Request-Id")
		if seen[id] {
			t.Errorf("request id %s repeated", id)
		}
		seen[id] = true
	}
}

func TestCORSAllowlist(t *testing.T) {
	e := start(t)
	allowed := e.post("/v1/calc/concrete/yards", `{"length_ft":1,"width_ft":1,"depth_in":4}`, "Origin", "https://app.example.com")
	if got := allowed.header.Get("Access-Control-Allow-Origin"); got != "https://app.example.com" {
		t.Fatalf("allowed origin: Access-Control-Allow-Origin = %q", got)
	}
	if !strings.Contains(allowed.header.Get("Vary"), "Origin") || !strings.Contains(allowed.header.Get("Access-Control-Expose-Headers"), "X-Request-Id") {
		t.Fatalf("allowed origin: Vary %q, Expose %q", allowed.header.Get("Vary"), allowed.header.Get("Access-Control-Expose-Headers"))
	}

	other := e.post("/v1/calc/concrete/yards", `{"length_ft":1,"width_ft":1,"depth_in":4}`, "Origin", "https://evil.example.net")
	if other.status != 200 {
		t.Fatalf("a non-browser client sending an unknown Origin is still served; got %d", other.status)
	}
	for k := range other.header {
		if strings.HasPrefix(k, "Access-Control-") {
			t.Fatalf("unknown origin got CORS header %s: %s", k, other.header.Get(k))
		}
	}

	pre := e.do("OPTIONS", "/v1/calc/concrete/yards", "", "Origin", "https://app.example.com",
		"Access-Control-Request-Method", "POST", "Access-Control-Request-Headers", "authorization, content-type")
	if pre.status != 204 || pre.header.Get("Access-Control-Allow-Origin") != "https://app.example.com" ||
		!strings.Contains(pre.header.Get("Access-Control-Allow-Methods"), "POST") ||
		!strings.Contains(pre.header.Get("Access-Control-Allow-Headers"), "Authorization") || pre.header.Get("Access-Control-Max-Age") == "" {
		t.Fatalf("preflight: %d %v", pre.status, pre.header)
	}

	deny := e.do("OPTIONS", "/v1/calc/concrete/yards", "", "Origin", "https://evil.example.net", "Access-Control-Request-Method", "POST")
	e.mustProblem(deny, 403, "/v1/calc/concrete/yards")
	for k := range deny.header {
		if strings.HasPrefix(k, "Access-Control-") {
			t.Fatalf("denied preflight got %s", k)
		}
	}
	for _, r := range []response{allowed, other, pre, deny} {
		if r.header.Get("Access-Control-Allow-Origin") == "*" {
			t.Fatal("wildcard origin sent")
		}
	}
}

func TestWildcardOriginRefused(t *testing.T) {
	for _, bad := range []string{"*", "https://*.example.com", "https://app.example.com/", "ftp://x.example.com", "app.example.com"} {
		cfg := baseConfig()
		cfg.CORSOrigins = []string{bad}
		if _, err := server.New(cfg); err == nil {
			t.Errorf("origin %q accepted", bad)
		}
	}
}

func TestAuthentication(t *testing.T) {
	e := start(t)
	body := `{"length_ft":1,"width_ft":1,"depth_in":4}`
	cases := []struct {
		name   string
		header []string
		bearer string // expected WWW-Authenticate
	}{
		{"missing", nil, `Bearer realm="plumbline"`},
		{"revoked key", []string{"Authorization", "Bearer " + e.revoked}, `Bearer realm="plumbline", error="invalid_token"`},
		{"malformed key", []string{"Authorization", "Bearer sk_live_123"}, `Bearer realm="plumbline", error="invalid_token"`},
		{"other scheme", []string{"Authorization", "Basic dXNlcjpwYXNz"}, `Bearer realm="plumbline", error="invalid_token"`},
		{"unknown key", []string{"Authorization", "Bearer svc_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"}, `Bearer realm="plumbline", error="invalid_token"`},
	}
	// First, while this client has no refused key on record (an unknown key
	// makes its next unseen key wait a second; see TestRandomKeyFlood).
	if r := e.do("POST", "/v1/calc/concrete/yards", body, "Content-Type", "application/json", "Authorization", "bearer  "+e.key+" "); r.status != 200 {
		t.Fatalf("the scheme is case-insensitive and surrounding spaces are ignored; got %d %s", r.status, r.body)
	}
	for _, c := range cases {
		r := e.do("POST", "/v1/calc/concrete/yards", body, append([]string{"Content-Type", "application/json"}, c.header...)...)
		p := e.mustProblem(r, 401, "/v1/calc/concrete/yards")
		if !strings.Contains(p.Detail, "Authorization: Bearer svc_") {
			t.Errorf("%s: detail %q does not say to send Authorization: Bearer svc_…", c.name, p.Detail)
		}
		if got := r.header.Get("WWW-Authenticate"); got != c.bearer {
			t.Errorf("%s: WWW-Authenticate %q, want %q", c.name, got, c.bearer)
		}
	}
	if r := e.do("GET", "/v1/openapi.json", ""); r.status != 401 {
		t.Fatalf("openapi without a key: %d", r.status)
	}
}

func TestBodyCap(t *testing.T) {
	e := start(t) // cap: 4096 bytes
	big := `{"length_ft":1,"width_ft":1,"depth_in":4,"pad":"` + strings.Repeat("x", 5000) + `"}`
	r := e.post("/v1/calc/concrete/yards", big)
	e.mustProblem(r, 413, "/v1/calc/concrete/yards")
	if r.header.Get("Retry-After") != "0" || r.header.Get("X-Body-Limit") != "4096" {
		t.Fatalf("413 headers: Retry-After %q X-Body-Limit %q", r.header.Get("Retry-After"), r.header.Get("X-Body-Limit"))
	}
	assertSecurityHeaders(t, r)

	// Judged by Content-Length before the body is read: a client that sends
	// only the headers of a 10 MB body gets its answer at once.
	conn, err := net.Dial("tcp", strings.TrimPrefix(e.base, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "POST /v1/calc/concrete/yards HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer %s\r\nContent-Type: application/json\r\nContent-Length: 10485760\r\n\r\n", e.key)
	_ = conn.SetReadDeadline(time.Now().Add(3 * time.Second))
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("no answer before the body was sent: %v", err)
	}
	if resp.StatusCode != 413 || resp.Header.Get("X-Body-Limit") != "4096" || resp.Header.Get("Content-Type") != "application/problem+json" {
		t.Fatalf("headers-only oversize request: %d %v", resp.StatusCode, resp.Header)
	}

	// A chunked body has no Content-Length; it is cut off at the cap as it is read.
	conn2, err := net.Dial("tcp", strings.TrimPrefix(e.base, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn2.Close()
	chunk := strings.Repeat("x", 3000)
	fmt.Fprintf(conn2, "POST /v1/calc/concrete/yards HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer %s\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n", e.key)
	fmt.Fprintf(conn2, "%x\r\n%s\r\n%x\r\n%s\r\n0\r\n\r\n", len(chunk), chunk, len(chunk), chunk)
	_ = conn2.SetReadDeadline(time.Now().Add(3 * time.Second))
	resp2, err := http.ReadResponse(bufio.NewReader(conn2), nil)
	if err != nil {
		t.Fatal(err)
	}
	if resp2.StatusCode != 413 || resp2.Header.Get("Retry-After") != "0" {
		t.Fatalf("chunked oversize request: %d", resp2.StatusCode)
	}

	// Under the cap is fine, and GETs are not judged by the POST cap.
	if r := e.post("/v1/calc/concrete/yards", `{"length_ft":1,"width_ft":1,"depth_in":4}`); r.status != 200 {
		t.Fatalf("small body: %d", r.status)
	}
}

func TestRouteProblems(t *testing.T) {
	e := start(t)
	e.mustProblem(e.get("/v1/nope"), 404, "/v1/nope")
	e.mustProblem(e.get("/v1/calc/concrete/yards/"), 404, "/v1/calc/concrete/yards/")
	r := e.get("/v1/calc/concrete/yards")
	p := e.mustProblem(r, 405, "/v1/calc/concrete/yards")
	if allow := r.header.Get("Allow"); !strings.Contains(allow, "POST") || strings.Contains(allow, "GET") || !strings.Contains(p.Detail, "POST") {
		t.Fatalf("405: Allow %q, detail %q", r.header.Get("Allow"), p.Detail)
	}
	e.mustProblem(e.post("/v1/calc/concrete/yards", `{"length_ft":`), 400, "/v1/calc/concrete/yards")
	e.mustProblem(e.post("/v1/calc/concrete/yards", ``), 400, "/v1/calc/concrete/yards")
	e.mustProblem(e.post("/v1/calc/concrete/yards", `{"length_ft":1,"width_ft":1,"depth_in":4}`, "Content-Type", "text/xml"), 415, "/v1/calc/concrete/yards")
	// Paths are echoed safely: instance is the raw path, JSON-escaped.
	r = e.get("/v1/%22%3Cscript%3E")
	if r.status != 404 || !strings.Contains(string(r.body), `\u003cscript\u003e`) {
		t.Fatalf("escaped instance: %s", r.body)
	}
}

func TestHealthAndReadiness(t *testing.T) {
	e := start(t)
	if r := e.do("GET", "/healthz", ""); r.status != 200 || !strings.Contains(string(r.body), `"status":"ok"`) {
		t.Fatalf("healthz: %d %s", r.status, r.body)
	}
	if r := e.do("GET", "/readyz", ""); r.status != 200 || !strings.Contains(string(r.body), `"store":"ok"`) {
		t.Fatalf("readyz: %d %s", r.status, r.body)
	}
	down := start(t, func(c *configT) {
		c.ReadyChecks = append(c.ReadyChecks, readyCheck("postgres", fmt.Errorf("connection refused")))
	})
	p := down.mustProblem(down.do("GET", "/readyz", ""), 503, "/readyz")
	if !strings.Contains(p.Detail, "postgres") {
		t.Fatalf("readyz detail %q does not name the failing check", p.Detail)
	}
}
