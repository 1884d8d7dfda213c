package oauth_test

import (
	"context"
	"net/url"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline/oauth"
)

// TestRegistrationRefusals: each registration a client might send wrong,
// and the error RFC 7591 names for it.
func TestRegistrationRefusals(t *testing.T) {
	e := newEnv(t, oauthMemory(), billingMemory())
	for _, tc := range []struct{ body, code, detail string }{
		{`{}`, "invalid_redirect_uri", "redirect_uris is required"},
		{`{"redirect_uris":["http://agent.example.com/cb"]}`, "invalid_redirect_uri", "only on localhost"},
		{`{"redirect_uris":["https://agent.example.com/cb#frag"]}`, "invalid_redirect_uri", "fragment"},
		{`{"redirect_uris":["/cb"]}`, "invalid_redirect_uri", "absolute"},
		{`{"redirect_uris":["javascript:alert(1)"]}`, "invalid_redirect_uri", "absolute"},
		{`{"redirect_uris":["https://user:pw@agent.example.com/cb"]}`, "invalid_redirect_uri", "credentials"},
		{`{"redirect_uris":["ftp://agent.example.com/cb"]}`, "invalid_redirect_uri", "scheme"},
		{`{"redirect_uris":["https://a.example.com/\u0000"]}`, "invalid_redirect_uri", "printable"},
		// Issue 35: the host reaches the consent page's CSP (form-action).
		{`{"redirect_uris":["https://*/cb"]}`, "invalid_redirect_uri", "DNS name"},
		{`{"redirect_uris":["https://a;script-src/x"]}`, "invalid_redirect_uri", "DNS name"},
		{`{"redirect_uris":["https://:443/x"]}`, "invalid_redirect_uri", "DNS name"},
		{`{"redirect_uris":["https://a.example.com:/x"]}`, "invalid_redirect_uri", "DNS name"},
		{`{"redirect_uris":["https://a_b.example.com/x"]}`, "invalid_redirect_uri", "DNS name"},
		{`{"redirect_uris":["https://-a.example.com/x"]}`, "invalid_redirect_uri", "DNS name"},
		// Issue 35: a registration of every field at its cap stored 32 KB.
		{`{"redirect_uris":["https://a.example.com/` + strings.Repeat("p", 1900) + `","https://a.example.com/` + strings.Repeat("q", 1900) + `","https://a.example.com/` + strings.Repeat("r", 1900) + `"]}`, "invalid_client_metadata", "over 4096 bytes"},
		{`{"redirect_uris":"https://agent.example.com/cb"}`, "invalid_client_metadata", "redirect_uris must be a JSON array"},
		{`{"redirect_uris":["https://a.example.com/cb"],"token_endpoint_auth_method":"private_key_jwt"}`, "invalid_client_metadata", "token_endpoint_auth_method"},
		{`{"redirect_uris":["https://a.example.com/cb"],"grant_types":["client_credentials"]}`, "invalid_client_metadata", "grant_types"},
		{`{"redirect_uris":["https://a.example.com/cb"],"grant_types":["refresh_token"]}`, "invalid_client_metadata", "authorization_code"},
		{`{"redirect_uris":["https://a.example.com/cb"],"response_types":["token"]}`, "invalid_client_metadata", "response_types"},
		{`{"redirect_uris":["https://a.example.com/cb"],"client_name":"` + strings.Repeat("n", 201) + `"}`, "invalid_client_metadata", "client_name"},
		{`{"redirect_uris":["https://a.example.com/cb"],"client_name":"a\u0007b"}`, "invalid_client_metadata", "client_name"},
		{`{"redirect_uris":["https://a.example.com/cb"],"logo_uri":"data:image/png;base64,AAAA"}`, "invalid_client_metadata", "logo_uri"},
		{`{"redirect_uris":["https://a.example.com/cb"],"contacts":"ops@example.com"}`, "invalid_client_metadata", "contacts"},
		{`[1,2]`, "invalid_client_metadata", "JSON object"},
		{`{"redirect_uris":["https://a.example.com/cb"]} {}`, "invalid_client_metadata", "after the JSON object"},
		{"{\"redirect_uris\":[\"https://a.example.com/\xff\"]}", "invalid_client_metadata", "UTF-8"},
	} {
		_, err := e.svc.Register(context.Background(), []byte(tc.body))
		if oauthCode(err) != tc.code || !strings.Contains(err.Error(), tc.detail) {
			t.Errorf("%s: %v, want %s (%s)", tc.body, err, tc.code, tc.detail)
		}
	}
	// Members the server does not know are ignored (RFC 7591 section 3.1).
	reg, err := e.svc.Register(context.Background(), []byte(`{"redirect_uris":["http://[::1]:8080/cb","http://localhost/cb","https://agent-1.example.com:8443/cb","http://127.0.0.1/cb"],"token_endpoint_auth_method":"none","jwks_uri":"https://x","frobnicate":{"a":[1]}}`))
	if err != nil || len(reg.RedirectURIs) != 4 {
		t.Fatalf("unknown members: %+v %v", reg, err)
	}
}

// TestAuthorizeRefusals: requests whose client cannot be trusted are
// refused without a redirect (no request comes back); the others come back
// with the request, to be redirected with their error.
func TestAuthorizeRefusals(t *testing.T) {
	e := newEnv(t, oauthMemory(), billingMemory())
	c := e.register("")
	_, ch := pkce()
	base := func() url.Values {
		return url.Values{"response_type": {"code"}, "client_id": {c.ClientID}, "redirect_uri": {"http://127.0.0.1:9999/callback"},
			"code_challenge": {ch}, "code_challenge_method": {"S256"}, "state": {"s"}}
	}
	with := func(k string, v ...string) url.Values {
		q := base()
		if v == nil {
			delete(q, k)
		} else {
			q[k] = v
		}
		return q
	}
	for _, tc := range []struct {
		name     string
		q        url.Values
		redirect bool
		code     string
	}{
		{"no client", with("client_id"), false, "invalid_request"},
		{"unknown client", with("client_id", "client_0000000000000000000000000"), false, "invalid_request"},
		{"not a client id", with("client_id", "<script>"), false, "invalid_request"},
		{"two clients", with("client_id", c.ClientID, c.ClientID), false, "invalid_request"},
		{"unregistered redirect", with("redirect_uri", "http://127.0.0.1:9999/callback/"), false, "invalid_request"},
		{"another port", with("redirect_uri", "http://127.0.0.1:9998/callback"), false, "invalid_request"},
		{"no response type", with("response_type"), true, "invalid_request"},
		{"implicit", with("response_type", "token"), true, "unsupported_response_type"},
		{"no PKCE", with("code_challenge"), true, "invalid_request"},
		{"plain PKCE", with("code_challenge_method", "plain"), true, "invalid_request"},
		{"no PKCE method", with("code_challenge_method"), true, "invalid_request"},
		{"short challenge", with("code_challenge", "abc"), true, "invalid_request"},
		{"another resource", with("resource", "https://evil.example.com/mcp"), true, "invalid_target"},
		{"two resources", with("resource", issuer+"/mcp", issuer+"/mcp"), true, "invalid_target"},
		{"resource with fragment", with("resource", issuer+"/mcp#x"), true, "invalid_target"},
		{"bad scope", with("scope", "mcp \"x\""), true, "invalid_scope"},
		{"two states", with("state", "a", "b"), true, "invalid_request"},
		{"two methods", with("code_challenge_method", "S256", "S256"), true, "invalid_request"},
	} {
		ar, err := e.svc.ParseAuthorize(context.Background(), tc.q)
		if oauthCode(err) != tc.code || (ar != nil) != tc.redirect {
			t.Errorf("%s: request %v, error %v; want redirect=%v %s", tc.name, ar != nil, err, tc.redirect, tc.code)
			continue
		}
		if tc.redirect {
			to, _ := url.Parse(e.svc.Redirect(ar, err.(*oauth.Error)))
			if to.Query().Get("error") != tc.code || to.Query().Get("iss") != issuer {
				t.Errorf("%s: redirect %s", tc.name, to)
			}
		}
	}
	// Unknown scope tokens are dropped; "mcp" is what is granted.
	ar, err := e.svc.ParseAuthorize(context.Background(), with("scope", "mcp offline_access read:all"))
	if err != nil || ar.Scope != "mcp" || !ar.Local() || ar.RedirectHost() != "127.0.0.1:9999" {
		t.Fatalf("lenient scope: %+v %v", ar, err)
	}
}
