package server_test

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/internal/postgres/pgtest"
	"github.com/plumbline-api/plumbline/oauth"
	"github.com/plumbline-api/plumbline/server"
)

// reachKinds runs a test on the memory stores and on Postgres (billing and
// OAuth in one database: grants reference keys).
func reachKinds(t *testing.T, test func(t *testing.T, o func() envOptions)) {
	t.Run("memory", func(t *testing.T) {
		b, a := billing.NewMemoryStore(), oauth.NewMemoryStore()
		test(t, func() envOptions { return envOptions{store: b, oauthStore: a} })
	})
	t.Run("postgres", func(t *testing.T) {
		schema := pgtest.New(t)
		b, a := billing.NewPGStore(schema.Pool), oauth.NewPGStore(schema.Pool)
		test(t, func() envOptions { return envOptions{store: b, oauthStore: a} })
	})
}

const redirectURI = "http://127.0.0.1:9999/callback" // a port Chromium may navigate to

// oauthClient is a registered public client with its PKCE pair.
type oauthClient struct {
	id, verifier, challenge, redirect string
}

func (e *testEnv) registerClient(t *testing.T) oauthClient {
	t.Helper()
	return e.registerClientAt(t, redirectURI)
}

// registerClientAt registers a public client whose redirect URI is redirect.
func (e *testEnv) registerClientAt(t *testing.T, redirect string) oauthClient {
	t.Helper()
	r := e.do("POST", oauth.RegisterPath, `{"client_name":"Test agent","redirect_uris":["`+redirect+`"],"grant_types":["authorization_code","refresh_token"],"token_endpoint_auth_method":"none"}`,
		"Content-Type", "application/json")
	if r.status != 201 || r.header.Get("Cache-Control") != "no-store" {
		t.Fatalf("register: %d %s", r.status, r.body)
	}
	verifier := "verifier-" + strings.Repeat("x", 40) + billing.NewKey()[4:]
	sum := sha256.Sum256([]byte(verifier))
	return oauthClient{id: decode[map[string]any](t, r)["client_id"].(string), verifier: verifier, challenge: base64.RawURLEncoding.EncodeToString(sum[:]), redirect: redirect}
}

func (c oauthClient) authorizeQuery(base string) url.Values {
	return url.Values{"response_type": {"code"}, "client_id": {c.id}, "redirect_uri": {c.redirect}, "code_challenge": {c.challenge},
		"code_challenge_method": {"S256"}, "state": {"xyz"}, "resource": {base + server.MCPPath}, "scope": {"mcp"}}
}

// consent posts the consent form with key and returns the code from the redirect.
func (e *testEnv) consent(t *testing.T, c oauthClient, key string) string {
	t.Helper()
	form := c.authorizeQuery(e.base)
	form.Set("api_key", key)
	form.Set("decision", "allow")
	r := e.do("POST", oauth.AuthorizePath, form.Encode(), "Content-Type", "application/x-www-form-urlencoded", "Origin", e.base)
	if r.status != 303 {
		t.Fatalf("consent: %d %s", r.status, r.body)
	}
	to, _ := url.Parse(r.header.Get("Location"))
	if to.Query().Get("state") != "xyz" || to.Query().Get("iss") != e.base || !strings.HasPrefix(to.String(), c.redirect+"?") {
		t.Fatalf("redirect %s", to)
	}
	return to.Query().Get("code")
}

func (e *testEnv) tokenRequest(form url.Values) response {
	return e.do("POST", oauth.TokenPath, form.Encode(), "Content-Type", "application/x-www-form-urlencoded")
}

// exchange trades a code for tokens over HTTP.
func (e *testEnv) exchange(t *testing.T, c oauthClient, code string) oauth.TokenResponse {
	t.Helper()
	r := e.tokenRequest(url.Values{"grant_type": {"authorization_code"}, "client_id": {c.id}, "code": {code}, "code_verifier": {c.verifier},
		"redirect_uri": {c.redirect}, "resource": {e.base + server.MCPPath}})
	if r.status != 200 || r.header.Get("Cache-Control") != "no-store" || r.header.Get("Pragma") != "no-cache" {
		t.Fatalf("token: %d %v %s", r.status, r.header, r.body)
	}
	return decode[oauth.TokenResponse](t, r)
}

// accessToken runs the whole flow with the test customer's key.
func (e *testEnv) accessToken(t *testing.T) (oauthClient, oauth.TokenResponse) {
	t.Helper()
	c := e.registerClient(t)
	return c, e.exchange(t, c, e.consent(t, c, e.key))
}

// mustOAuthError asserts an OAuth error answer: the OAuth members and the problem members.
func (e *testEnv) mustOAuthError(r response, status int, code, path string) string {
	e.t.Helper()
	var body struct {
		Error       string `json:"error"`
		Description string `json:"error_description"`
		Type        string `json:"type"`
		Status      int    `json:"status"`
		Detail      string `json:"detail"`
		Instance    string `json:"instance"`
		RequestID   string `json:"request_id"`
	}
	if err := json.Unmarshal(r.body, &body); err != nil || r.status != status || body.Error != code || body.Status != status ||
		body.Description == "" || body.Detail != body.Description || body.Instance != path || body.RequestID == "" ||
		body.Type != e.base+"/errors/"+itoa(status) || r.header.Get("Content-Type") != "application/json" {
		e.t.Fatalf("want %d %s at %s; got %d %s %s", status, code, path, r.status, r.header.Get("Content-Type"), r.body)
	}
	return body.Description
}

// mustChallenge asserts a 401 from /mcp that tells an OAuth client where
// to go (RFC 9728) and, when a credential was refused, why (RFC 6750).
func (e *testEnv) mustChallenge(r response, invalidToken bool, why string) {
	e.t.Helper()
	e.mustProblem(r, 401, server.MCPPath)
	h := r.header.Get("WWW-Authenticate")
	want := `Bearer realm="plumbline", resource_metadata="` + e.base + `/.well-known/oauth-protected-resource/mcp", scope="mcp"`
	if !strings.HasPrefix(h, want) || strings.Contains(h, `error="invalid_token"`) != invalidToken || !strings.Contains(h, why) {
		e.t.Fatalf("WWW-Authenticate %q: want %q, invalid_token %v, %q", h, want, invalidToken, why)
	}
}

func (e *testEnv) mcpInit(token string) response {
	return e.do("POST", server.MCPPath, `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`,
		"Authorization", "Bearer "+token, "Content-Type", "application/json", "Accept", "application/json, text/event-stream")
}

// TestOAuthDiscovery: an MCP client that knows only /mcp finds everything
// else from the 401.
func TestOAuthDiscovery(t *testing.T) {
	e := start(t)
	r := e.do("POST", server.MCPPath, `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}`, "Content-Type", "application/json")
	e.mustChallenge(r, false, "")
	h := r.header.Get("WWW-Authenticate")
	metaURL := h[strings.Index(h, `resource_metadata="`)+19:]
	metaURL = metaURL[:strings.IndexByte(metaURL, '"')]
	prm := decode[map[string]any](t, e.do("GET", strings.TrimPrefix(metaURL, e.base), ""))
	if prm["resource"] != e.base+"/mcp" || prm["authorization_servers"].([]any)[0] != e.base || prm["scopes_supported"].([]any)[0] != "mcp" {
		t.Fatalf("protected resource metadata %v", prm)
	}
	if root := decode[map[string]any](t, e.do("GET", "/.well-known/oauth-protected-resource", "")); root["resource"] != prm["resource"] {
		t.Fatalf("root metadata %v", root)
	}
	as := e.do("GET", "/.well-known/oauth-authorization-server", "")
	meta := decode[map[string]any](t, as)
	if meta["issuer"] != e.base || meta["authorization_endpoint"] != e.base+"/oauth/authorize" || meta["token_endpoint"] != e.base+"/oauth/token" ||
		meta["registration_endpoint"] != e.base+"/oauth/register" || meta["revocation_endpoint"] != e.base+"/oauth/revoke" ||
		mustJSON(meta["code_challenge_methods_supported"]) != `["S256"]` || mustJSON(meta["response_types_supported"]) != `["code"]` ||
		meta["authorization_response_iss_parameter_supported"] != true || as.header.Get("Cache-Control") != "public, max-age=300" {
		t.Fatalf("authorization server metadata %v %v", meta, as.header)
	}
	if r := e.do("HEAD", "/.well-known/oauth-authorization-server", ""); r.status != 200 || len(r.body) != 0 {
		t.Fatalf("HEAD: %d", r.status)
	}
	// REST keeps its own challenge: it is not an OAuth protected resource.
	if h := e.do("GET", "/v1/account/usage", "").header.Get("WWW-Authenticate"); h != `Bearer realm="plumbline"` {
		t.Fatalf("REST challenge %q", h)
	}
	// API keys keep working on /mcp.
	if r := e.mcpInit(e.key); r.status != 200 {
		t.Fatalf("initialize with a key: %d %s", r.status, r.body)
	}
}

// TestOAuthEndToEnd: registration, consent with a key, the token, /mcp
// with it (metered on the key's account), refresh, and each way a token
// stops working: expiry, revocation, its key's revocation, the account's
// cancellation, another resource; a wrong PKCE verifier gets no token.
func TestOAuthEndToEnd(t *testing.T) {
	reachKinds(t, func(t *testing.T, opts func() envOptions) {
		o := opts()
		o.webhook, o.stripeID = webhookSecret, "cus_oauth"+strings.ToLower(billing.NewKey()[4:10])
		e := startEnv(t, o)
		c := e.registerClient(t)

		// Consent: the page, a wrong key, then the right one.
		page := e.do("GET", oauth.AuthorizePath+"?"+c.authorizeQuery(e.base).Encode(), "")
		if page.status != 200 || !strings.Contains(string(page.body), "Authorize Test agent") || !strings.Contains(string(page.body), "127.0.0.1:9999") ||
			!strings.Contains(page.header.Get("Content-Security-Policy"), "form-action 'self' http://127.0.0.1:9999;") ||
			page.header.Get("Content-Type") != "text/html; charset=utf-8" || page.header.Get("X-Frame-Options") != "DENY" {
			t.Fatalf("consent page: %d %v\n%s", page.status, page.header, page.body)
		}
		bad := c.authorizeQuery(e.base)
		bad.Set("api_key", e.revoked)
		bad.Set("decision", "allow")
		r := e.do("POST", oauth.AuthorizePath, bad.Encode(), "Content-Type", "application/x-www-form-urlencoded")
		if r.status != 422 || !strings.Contains(string(r.body), "That API key has been revoked") {
			t.Fatalf("consent with a revoked key: %d %s", r.status, r.body)
		}
		deny := c.authorizeQuery(e.base)
		deny.Set("decision", "deny")
		r = e.do("POST", oauth.AuthorizePath, deny.Encode(), "Content-Type", "application/x-www-form-urlencoded")
		if to, _ := url.Parse(r.header.Get("Location")); r.status != 303 || to.Query().Get("error") != "access_denied" || to.Query().Get("state") != "xyz" {
			t.Fatalf("deny: %d %s", r.status, r.header.Get("Location"))
		}

		// A wrong verifier: invalid_grant, and the code is spent.
		code := e.consent(t, c, e.key)
		wrong := e.tokenRequest(url.Values{"grant_type": {"authorization_code"}, "client_id": {c.id}, "code": {code},
			"code_verifier": {strings.Repeat("w", 50)}, "redirect_uri": {redirectURI}})
		e.mustOAuthError(wrong, 400, "invalid_grant", oauth.TokenPath)
		e.mustChallenge(e.mcpInit(code), true, "malformed") // the code itself is no bearer credential
		again := e.tokenRequest(url.Values{"grant_type": {"authorization_code"}, "client_id": {c.id}, "code": {code}, "code_verifier": {c.verifier}, "redirect_uri": {redirectURI}})
		e.mustOAuthError(again, 400, "invalid_grant", oauth.TokenPath)

		tok := e.exchange(t, c, e.consent(t, c, e.key))
		if tok.TokenType != "Bearer" || tok.ExpiresIn != 3600 || tok.Scope != "mcp" || tok.RefreshToken == "" {
			t.Fatalf("tokens %+v", tok)
		}
		used := func() float64 {
			return decode[map[string]any](t, e.get("/v1/account/usage"))["requests_used"].(float64)
		}
		before := used()
		mc, _ := mcpClient(t, e, tok.AccessToken, "")
		res := callTool(t, mc, "calc_concrete_yards", map[string]any{"length_ft": 10, "width_ft": 10, "depth_in": 4, "waste_factor": 0.1})
		if res.IsError || !strings.Contains(toolText(t, res), `"cubic_yards":1.358`) {
			t.Fatalf("tool call with the token: %+v", res)
		}
		if got := used(); got != before+1 {
			t.Fatalf("the token's call did not count on the key's account: %v -> %v", before, got)
		}
		// A token is for /mcp only.
		rest := e.do("GET", "/v1/account/usage", "", "Authorization", "Bearer "+tok.AccessToken)
		if p := e.mustProblem(rest, 401, "/v1/account/usage"); !strings.Contains(p.Detail, "/mcp only") {
			t.Fatalf("REST with a token: %s", p.Detail)
		}

		// Refresh rotates; the old refresh token is then a replay.
		ref := e.tokenRequest(url.Values{"grant_type": {"refresh_token"}, "client_id": {c.id}, "refresh_token": {tok.RefreshToken}})
		next := decode[oauth.TokenResponse](t, ref)
		if ref.status != 200 || next.RefreshToken == tok.RefreshToken || e.mcpInit(next.AccessToken).status != 200 {
			t.Fatalf("refresh: %d %s", ref.status, ref.body)
		}

		// Expired.
		now := time.Now()
		e.oauth.SetClock(func() time.Time { return now.Add(oauth.DefaultAccessTTL + time.Minute) })
		e.mustChallenge(e.mcpInit(next.AccessToken), true, "expired")
		e.oauth.SetClock(time.Now)

		// Revoked (RFC 7009).
		rv := e.do("POST", oauth.RevokePath, url.Values{"client_id": {c.id}, "token": {next.AccessToken}}.Encode(), "Content-Type", "application/x-www-form-urlencoded")
		if rv.status != 200 {
			t.Fatalf("revoke: %d %s", rv.status, rv.body)
		}
		e.mustChallenge(e.mcpInit(next.AccessToken), true, "revoked")

		// Its key revoked: the key's second key grants; revoking it ends the token.
		second := decodeStrings(t, e.post("/v1/account/api-keys", ""))
		c2 := e.registerClient(t)
		t2 := e.exchange(t, c2, e.consent(t, c2, second["api_key"]))
		if r := e.mcpInit(t2.AccessToken); r.status != 200 {
			t.Fatalf("second key's token: %d", r.status)
		}
		e.do("DELETE", "/v1/account/api-keys/"+second["id"], "", "Authorization", "Bearer "+e.key)
		e.mustChallenge(e.mcpInit(t2.AccessToken), true, "API key")

		// The account's cancellation ends the grants made before it.
		_, t3 := e.accessToken(t)
		cancel := subscriptionEvent("evt_cancel_oauth", "customer.subscription.deleted", o.stripeID, "price_starter", "", "canceled")
		if r := e.do("POST", "/v1/webhooks/stripe", cancel, "Content-Type", "application/json", "Stripe-Signature", signed(t, cancel, time.Now(), webhookSecret)); r.status != 200 {
			t.Fatalf("webhook: %d %s", r.status, r.body)
		}
		e.mustChallenge(e.mcpInit(t3.AccessToken), true, "revoked")

		// Another resource: a server with another base URL on the same stores.
		o2 := opts()
		other := startEnv(t, o2)
		_, t4 := e.accessToken(t)
		other.mustChallenge(other.mcpInit(t4.AccessToken), true, "another resource")
		if r := e.mcpInit(t4.AccessToken); r.status != 200 {
			t.Fatalf("the token on its own server: %d", r.status)
		}
	})
}

// TestOAuthEndpointsRefuse: requests an OAuth client may get wrong, and
// the OAuth error each gets (never a 5xx).
func TestOAuthEndpointsRefuse(t *testing.T) {
	e := start(t)
	form := "application/x-www-form-urlencoded"
	c := e.registerClient(t)
	for _, tc := range []struct {
		path, body, contentType string
		headers                 []string
		status                  int
		code                    string
	}{
		{oauth.RegisterPath, `{"redirect_uris":["http://evil.example.com/cb"]}`, "application/json", nil, 400, "invalid_redirect_uri"},
		{oauth.RegisterPath, `{"redirect_uris":`, "application/json", nil, 400, "invalid_client_metadata"},
		{oauth.RegisterPath, `redirect_uris=x`, form, nil, 400, "invalid_client_metadata"},
		{oauth.TokenPath, `{"grant_type":"authorization_code"}`, "application/json", nil, 400, "invalid_request"},
		{oauth.TokenPath, "grant_type=password&client_id=" + c.id, form, nil, 400, "unsupported_grant_type"},
		{oauth.TokenPath, "grant_type=authorization_code&client_id=" + c.id + "&client_id=" + c.id, form, nil, 400, "invalid_request"},
		{oauth.TokenPath, "grant_type=authorization_code&client_id=client_nope", form, nil, 401, "invalid_client"},
		{oauth.TokenPath, "grant_type=authorization_code", form, nil, 401, "invalid_client"},
		{oauth.TokenPath, "grant_type=authorization_code&client_id=" + c.id + "&client_secret=pls_x", form, nil, 401, "invalid_client"},
		{oauth.TokenPath, "grant_type=authorization_code", form, []string{"Authorization", "Basic !!!"}, 401, "invalid_client"},
		{oauth.TokenPath, "grant_type=authorization_code", form, []string{"Authorization", "Bearer " + e.key}, 401, "invalid_client"},
		{oauth.TokenPath, "grant_type=authorization_code&client_id=" + c.id + "&code=plc_x&code_verifier=" + c.verifier, form, nil, 400, "invalid_grant"},
		{oauth.TokenPath, "grant_type=authorization_code&client_id=" + c.id + "&code=plc_x", form, nil, 400, "invalid_request"},
		{oauth.TokenPath, "grant_type=refresh_token&client_id=" + c.id + "&refresh_token=" + e.key, form, nil, 400, "invalid_grant"},
		{oauth.TokenPath, "grant_type=refresh_token&client_id=" + c.id + "&refresh_token=x&resource=https://evil.example.com/mcp", form, nil, 400, "invalid_grant"},
		{oauth.TokenPath, "grant_type=authorization_code&client_id=" + c.id + "&code=%zz", form, nil, 400, "invalid_request"},
		{oauth.TokenPath, "grant_type=authorization_code&client_id=" + c.id + "&code=a%00b", form, nil, 400, "invalid_request"},
		{oauth.RevokePath, "client_id=" + c.id, form, nil, 400, "invalid_request"},
		{oauth.RevokePath, "token=x", form, nil, 401, "invalid_client"},
	} {
		r := e.do("POST", tc.path, tc.body, append([]string{"Content-Type", tc.contentType}, tc.headers...)...)
		e.mustOAuthError(r, tc.status, tc.code, tc.path)
		if tc.status == 401 && len(tc.headers) > 0 && r.header.Get("WWW-Authenticate") != `Basic realm="plumbline"` {
			t.Errorf("%s with Authorization: WWW-Authenticate %q", tc.body, r.header.Get("WWW-Authenticate"))
		}
	}
	// Authorization requests: an untrusted client or redirect URI gets a page, never a redirect.
	for _, q := range []url.Values{
		{"client_id": {"client_unknown"}, "redirect_uri": {redirectURI}},
		{"client_id": {c.id}, "redirect_uri": {"https://evil.example.com/cb"}},
		{},
	} {
		r := e.do("GET", oauth.AuthorizePath+"?"+q.Encode(), "")
		if r.status != 400 || r.header.Get("Location") != "" || !strings.Contains(string(r.body), "cannot be used") {
			t.Errorf("%v: %d %s", q, r.status, r.header.Get("Location"))
		}
	}
	// Anything else goes back to the client, with iss.
	q := c.authorizeQuery(e.base)
	q.Set("code_challenge_method", "plain")
	r := e.do("GET", oauth.AuthorizePath+"?"+q.Encode(), "")
	if to, _ := url.Parse(r.header.Get("Location")); r.status != 303 || to.Query().Get("error") != "invalid_request" || to.Query().Get("iss") != e.base {
		t.Fatalf("plain PKCE: %d %s", r.status, r.header.Get("Location"))
	}
	// A consent form posted from another site is refused.
	q = c.authorizeQuery(e.base)
	q.Set("api_key", e.key)
	q.Set("decision", "allow")
	r = e.do("POST", oauth.AuthorizePath, q.Encode(), "Content-Type", form, "Origin", "https://evil.example.com")
	if r.status != 400 || r.header.Get("Location") != "" {
		t.Fatalf("cross-site consent: %d %s", r.status, r.header.Get("Location"))
	}
}

// TestOAuthRateLimits: registration and authorization are limited per
// client address; another address is not affected.
func TestOAuthRateLimits(t *testing.T) {
	e := start(t, func(c *server.Config) { c.ClientIPHeader = "X-Forwarded-For" })
	reg := func(ip string) response {
		return e.do("POST", oauth.RegisterPath, `{"redirect_uris":["`+redirectURI+`"],"token_endpoint_auth_method":"none"}`, "Content-Type", "application/json", "X-Forwarded-For", ip)
	}
	for i := range server.RegisterLimit {
		if r := reg("198.51.100.1"); r.status != 201 {
			t.Fatalf("registration %d: %d", i, r.status)
		}
	}
	r := reg("198.51.100.1")
	e.mustOAuthError(r, 429, "temporarily_unavailable", oauth.RegisterPath)
	if r.header.Get("Retry-After") == "" {
		t.Fatal("429 without Retry-After")
	}
	if r := reg("198.51.100.2"); r.status != 201 {
		t.Fatalf("another address: %d", r.status)
	}
	for i := range server.AuthorizeLimit {
		if r := e.do("GET", oauth.AuthorizePath, "", "X-Forwarded-For", "198.51.100.3"); r.status != 400 {
			t.Fatalf("authorization %d: %d", i, r.status)
		}
	}
	r = e.do("GET", oauth.AuthorizePath, "", "X-Forwarded-For", "198.51.100.3")
	if r.status != 429 || r.header.Get("Retry-After") == "" || !strings.Contains(string(r.body), "Too many authorization attempts") {
		t.Fatalf("authorization over the limit: %d %s", r.status, r.body)
	}
	// Consent posts count too: a key cannot be guessed through the form faster.
	r = e.do("POST", oauth.AuthorizePath, "decision=allow", "Content-Type", "application/x-www-form-urlencoded", "X-Forwarded-For", "198.51.100.3")
	if r.status != 429 {
		t.Fatalf("consent over the limit: %d", r.status)
	}
}

// TestPagesServe: the pages answer HTML with their own CSP; API answers
// keep default-src 'none'; assets revalidate.
func TestPagesServe(t *testing.T) {
	e := startEnv(t, envOptions{pages: pagesConfig("https://pay.example.com", "https://challenge.example.com")})
	for _, path := range []string{"/signup", "/account", "/signup?next=/oauth/authorize?client_id=x"} {
		r := e.do("GET", path, "")
		csp := r.header.Get("Content-Security-Policy")
		if r.status != 200 || r.header.Get("Content-Type") != "text/html; charset=utf-8" ||
			!strings.HasPrefix(csp, "default-src 'none'; script-src 'self' https://pay.example.com https://challenge.example.com;") ||
			!strings.Contains(csp, "frame-ancestors 'none'") || r.header.Get("Cache-Control") != "no-store" {
			t.Fatalf("%s: %d %v", path, r.status, r.header)
		}
	}
	if csp := e.get("/v1/calc/list").header.Get("Content-Security-Policy"); csp != "default-src 'none'; frame-ancestors 'none'" {
		t.Fatalf("API CSP %q", csp)
	}
	a := e.do("GET", "/assets/account.js", "")
	if a.status != 200 || a.header.Get("Content-Type") != "text/javascript; charset=utf-8" || a.header.Get("ETag") == "" {
		t.Fatalf("asset: %d %v", a.status, a.header)
	}
	if r := e.do("GET", "/assets/account.js", "", "If-None-Match", a.header.Get("ETag")); r.status != 304 || len(r.body) != 0 {
		t.Fatalf("revalidation: %d", r.status)
	}
	e.mustProblem(e.do("GET", "/assets/nope.js", ""), 404, "/assets/nope.js")
	if r := e.do("GET", "/assets/..%2fweb.go", ""); r.status != 404 {
		t.Fatalf("a path out of the assets: %d", r.status)
	}
}

func b64(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

// countingTokens counts token-store reads.
type countingTokens struct {
	*oauth.MemoryStore
	n atomic.Int64
}

func (c *countingTokens) Token(ctx context.Context, h oauth.Hash) (*oauth.Token, *oauth.Grant, error) {
	c.n.Add(1)
	return c.MemoryStore.Token(ctx, h)
}

// TestRandomTokenFlood: random access tokens on /mcp pass the same gate as
// random API keys (one unseen credential per client per interval once one
// was refused), so a flood reaches the token store a few times, not once
// per request; the real token keeps working from the flooding address.
func TestRandomTokenFlood(t *testing.T) {
	store := &countingTokens{MemoryStore: oauth.NewMemoryStore()}
	e := startEnv(t, envOptions{oauthStore: store, config: []option{func(c *server.Config) { c.ClientIPHeader = "X-Forwarded-For" }}})
	_, tok := e.accessToken(t)
	if r := e.mcpInit(tok.AccessToken); r.status != 200 {
		t.Fatalf("the real token: %d", r.status)
	}
	store.n.Store(0)
	start := time.Now()
	statuses := map[int]int{}
	for range 200 {
		r := e.do("POST", server.MCPPath, `{}`, "Authorization", "Bearer pla_"+billing.NewKey()[4:]+billing.NewKey()[25:], "Content-Type", "application/json", "X-Forwarded-For", "198.51.100.1")
		statuses[r.status]++
	}
	if n, intervals := store.n.Load(), int64(time.Since(start)/time.Second)+1; n > 32*intervals || statuses[401] == 0 || statuses[401]+statuses[429] != 200 {
		t.Fatalf("200 random tokens cost %d token reads in %d s (statuses %v)", n, intervals, statuses)
	} else {
		t.Logf("200 random tokens: %d token reads, statuses %v", n, statuses)
	}
	r := e.do("POST", server.MCPPath, `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`,
		"Authorization", "Bearer "+tok.AccessToken, "Content-Type", "application/json", "Accept", "application/json, text/event-stream", "X-Forwarded-For", "198.51.100.1")
	if r.status != 200 {
		t.Fatalf("the real token during the flood: %d %s", r.status, r.body)
	}
}

// failingRevocations fails the first RevokeCustomerGrants, as a store that
// is briefly unreachable would.
type failingRevocations struct {
	*oauth.MemoryStore
	failed atomic.Bool
}

func (f *failingRevocations) RevokeCustomerGrants(ctx context.Context, customerID string, before, at time.Time) ([]string, error) {
	if f.failed.CompareAndSwap(false, true) {
		return nil, errors.New("connection refused")
	}
	return f.MemoryStore.RevokeCustomerGrants(ctx, customerID, before, at)
}

// TestCancellationRetried: when the grants cannot be ended, the webhook
// answers 503 and records nothing, so the processor's retry ends them; a
// later duplicate delivery does not end a consent given after it.
func TestCancellationRetried(t *testing.T) {
	store := &failingRevocations{MemoryStore: oauth.NewMemoryStore()}
	e := startEnv(t, envOptions{oauthStore: store, webhook: webhookSecret, stripeID: "cus_retry"})
	_, before := e.accessToken(t)
	ended := time.Now()
	cancel := subscriptionEventAt("evt_retry", "customer.subscription.deleted", "cus_retry", "starter", "canceled", ended)
	send := func() response {
		return e.do("POST", "/v1/webhooks/stripe", cancel, "Content-Type", "application/json", "Stripe-Signature", signed(t, cancel, time.Now(), webhookSecret))
	}
	e.mustProblem(send(), 503, "/v1/webhooks/stripe")
	if r := e.mcpInit(before.AccessToken); r.status != 200 {
		t.Fatalf("a failed cancellation ended the grant anyway: %d", r.status)
	}
	if r := send(); r.status != 200 {
		t.Fatalf("the processor's retry: %d %s", r.status, r.body)
	}
	e.mustChallenge(e.mcpInit(before.AccessToken), true, "revoked")
	time.Sleep(time.Until(ended.Truncate(time.Second).Add(time.Second + 10*time.Millisecond))) // events are dated to the second
	_, after := e.accessToken(t)
	if r := send(); r.status != 200 || e.mcpInit(after.AccessToken).status != 200 {
		t.Fatalf("a duplicate delivery ended a consent given after the cancellation: %d", r.status)
	}
}
