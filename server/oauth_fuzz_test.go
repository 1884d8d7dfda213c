package server_test

import (
	"context"
	"encoding/json"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/internal/postgres/pgtest"
	"github.com/plumbline-api/plumbline/oauth"
	"github.com/plumbline-api/plumbline/server"
	"github.com/plumbline-api/plumbline/web"
	"github.com/valyala/fasthttp"
)

// allowAll is a Throttle that never refuses: the fuzz target tests what
// the endpoints make of their input, not the per-address limits.
type allowAll struct{}

func (allowAll) Allow(string, time.Time) (bool, time.Duration) { return true, 0 }

// reachProcess is an in-process server with the pages and the OAuth
// server, a customer with a key, and a registered public client.
type reachProcess struct {
	*inProcess
	client string
}

func newReachProcess(tb testing.TB, store billing.Store, oauthStore oauth.Store) *reachProcess {
	tb.Helper()
	p := newInProcessWith(tb, store, nil)
	cfg := baseConfig()
	cfg.BaseURL = "http://127.0.0.1:8080"
	auth := billing.NewAuthenticator(testHasher, store)
	cfg.Auth, cfg.Idempotency = auth, store
	oa, err := oauth.NewService(oauthStore, auth, testHasher, []byte("fuzz-oauth-secret-fuzz-oauth-secret"), oauth.Config{Issuer: cfg.BaseURL, Resource: cfg.BaseURL + server.MCPPath})
	if err != nil {
		tb.Fatal(err)
	}
	cfg.OAuth = oa
	cfg.RegisterThrottle, cfg.AuthorizeThrottle, cfg.TokenThrottle = allowAll{}, allowAll{}, allowAll{}
	if cfg.Pages, err = web.New(web.Config{}); err != nil {
		tb.Fatal(err)
	}
	srv, err := server.New(cfg)
	if err != nil {
		tb.Fatal(err)
	}
	p.handler = srv.Handler()
	reg, err := oa.Register(context.Background(), []byte(`{"client_name":"fuzz","redirect_uris":["http://127.0.0.1:9/cb"],"grant_types":["authorization_code","refresh_token"],"token_endpoint_auth_method":"none"}`))
	if err != nil {
		tb.Fatal(err)
	}
	var req fasthttp.Request
	p.ctx.Init(&req, &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 1}, nil)
	return &reachProcess{inProcess: p, client: reg.ClientID}
}

// FuzzOAuthHTTP sends arbitrary requests to the OAuth endpoints, the
// consent form and /mcp with arbitrary bearer credentials, on the memory
// and the Postgres stores: never a 5xx; the OAuth endpoints always answer
// JSON, their errors with an OAuth error code. "{client}" and "{key}" in
// an input stand for a registered client id and a live API key.
func FuzzOAuthHTTP(f *testing.F) {
	for _, s := range []struct {
		which             uint8
		contentType, auth string
		body              string
	}{
		{0, "application/json", "", `{"client_name":"x","redirect_uris":["https://a.example.com/cb"],"token_endpoint_auth_method":"none"}`},
		{0, "application/json", "", `{"redirect_uris":[1,{"a":null}],"contacts":[true],"client_name":"\u0000"}`},
		{0, "application/json", "", `{"redirect_uris":["http://[::1]:80/cb","https://x/#"],"grant_types":[]}`},
		{1, "application/x-www-form-urlencoded", "", `grant_type=authorization_code&client_id={client}&code=plc_` + strings.Repeat("A", 43) + `&code_verifier=` + strings.Repeat("v", 43)},
		{1, "application/x-www-form-urlencoded", "Basic e2NsaWVudH06cGxzXw==", `grant_type=refresh_token&refresh_token=plr_%00`},
		{1, "application/x-www-form-urlencoded; charset=utf-8", "", `grant_type=refresh_token&client_id={client}&refresh_token=plr_` + strings.Repeat("_", 43) + `&resource=%ff`},
		{2, "application/x-www-form-urlencoded", "", `client_id={client}&token=pla_` + strings.Repeat("-", 43) + `&token_type_hint=refresh_token`},
		{3, "", "", `response_type=code&client_id={client}&redirect_uri=http%3A%2F%2F127.0.0.1%3A9%2Fcb&code_challenge=` + strings.Repeat("c", 43) + `&code_challenge_method=S256&state=%E2%80%AE`},
		{3, "", "", `client_id={client}&redirect_uri=http://127.0.0.1:9/cb&resource=https://x/mcp&resource=y`},
		{4, "application/x-www-form-urlencoded", "", `response_type=code&client_id={client}&redirect_uri=http%3A%2F%2F127.0.0.1%3A9%2Fcb&code_challenge=` + strings.Repeat("c", 43) + `&code_challenge_method=S256&decision=allow&api_key={key}`},
		{4, "application/x-www-form-urlencoded", "", `client_id={client}&decision=maybe&api_key=svc_%00`},
		{5, "application/json", "Bearer pla_" + strings.Repeat("Z", 43), `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}`},
		{5, "application/json", "Bearer pla_\u00ff", `{}`},
		{5, "application/json", "bearer {key}", `{"jsonrpc":"2.0","id":1,"method":"ping"}`},
	} {
		f.Add(s.which, s.contentType, s.auth, []byte(s.body))
	}
	db := pgtest.New(f)
	procs := map[string]*reachProcess{
		"memory":   newReachProcess(f, billing.NewMemoryStore(), oauth.NewMemoryStore()),
		"postgres": newReachProcess(f, billing.NewPGStore(db.Pool), oauth.NewPGStore(db.Pool)),
	}
	endpoints := []struct{ method, path string }{
		{"POST", oauth.RegisterPath}, {"POST", oauth.TokenPath}, {"POST", oauth.RevokePath},
		{"GET", oauth.AuthorizePath}, {"POST", oauth.AuthorizePath}, {"POST", server.MCPPath},
	}
	f.Fuzz(func(t *testing.T, which uint8, contentType, auth string, body []byte) {
		ep := endpoints[int(which)%len(endpoints)]
		for name, p := range procs {
			b := []byte(strings.NewReplacer("{client}", p.client, "{key}", p.key).Replace(string(body)))
			a := strings.ReplaceAll(auth, "{key}", p.key)
			uri := ep.path
			if ep.method == "GET" {
				uri += "?" + string(b)
				b = nil
			}
			p.prepare(ep.method, uri, contentType, b, false)
			if a != "" {
				p.ctx.Request.Header.Set("Authorization", a)
			}
			p.ctx.Request.Header.Set("Accept", "application/json, text/event-stream")
			resp := p.serve()
			status := resp.StatusCode()
			if status >= 500 || status < 200 {
				t.Fatalf("%s: %s %s %q: status %d %s", name, ep.method, uri, b, status, resp.Body())
			}
			ct := string(resp.Header.ContentType())
			switch {
			case ep.path == oauth.AuthorizePath:
				if status != 303 && !strings.HasPrefix(ct, "text/html") && ct != "application/problem+json" {
					t.Fatalf("%s: authorize answered %d %s", name, status, ct)
				}
			case len(resp.Body()) > 0 && !json.Valid(resp.Body()):
				t.Fatalf("%s: %s: invalid JSON %s", name, ep.path, resp.Body())
			case status >= 400 && ep.path != server.MCPPath && ct == "application/json":
				var e struct{ Error string }
				if json.Unmarshal(resp.Body(), &e); e.Error == "" {
					t.Fatalf("%s: %s: an error without an OAuth code: %s", name, ep.path, resp.Body())
				}
			}
		}
	})
}
