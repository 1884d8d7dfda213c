package oauth_test

import (
	"context"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/oauth"
)

// TestAuthorizationCodeFlow runs the grant end to end and checks each
// refusal a client can meet on the way.
func TestAuthorizationCodeFlow(t *testing.T) {
	kinds(t, func(t *testing.T, newEnv func() *env) {
		e := newEnv()
		ctx := context.Background()
		c := e.register("")
		if c.ClientSecret != "" || c.TokenEndpointAuth != "none" || !strings.HasPrefix(c.ClientID, "client_") {
			t.Fatalf("public client: %+v", c)
		}
		v, ch := pkce()

		// A wrong verifier is invalid_grant and spends the code.
		code := e.authorize(c.ClientID, e.key, ch)
		wrong, _ := pkce()
		if _, err := e.exchange(c.ClientID, code, wrong); oauthCode(err) != "invalid_grant" || !strings.Contains(err.Error(), "code_verifier") {
			t.Fatalf("wrong verifier: %v", err)
		}
		if _, err := e.exchange(c.ClientID, code, v); oauthCode(err) != "invalid_grant" {
			t.Fatalf("the spent code was accepted: %v", err)
		}

		code = e.authorize(c.ClientID, e.key, ch)
		other := e.register("")
		if _, err := e.exchange(other.ClientID, code, v); oauthCode(err) != "invalid_grant" {
			t.Fatalf("another client's code: %v", err)
		}
		code = e.authorize(c.ClientID, e.key, ch)
		if _, err := e.token(url.Values{"grant_type": {"authorization_code"}, "client_id": {c.ClientID}, "code": {code}, "code_verifier": {v},
			"redirect_uri": {"http://127.0.0.1:9999/other"}}); oauthCode(err) != "invalid_grant" {
			t.Fatalf("another redirect_uri: %v", err)
		}
		code = e.authorize(c.ClientID, e.key, ch)
		if _, err := e.token(url.Values{"grant_type": {"authorization_code"}, "client_id": {c.ClientID}, "code": {code}, "code_verifier": {v},
			"redirect_uri": {"http://127.0.0.1:9999/callback"}, "resource": {"https://elsewhere.example.com/mcp"}}); oauthCode(err) != "invalid_target" {
			t.Fatalf("another resource: %v", err)
		}

		code = e.authorize(c.ClientID, e.key, ch)
		tr, err := e.exchange(c.ClientID, code, v)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(tr.AccessToken, "pla_") || !strings.HasPrefix(tr.RefreshToken, "plr_") || tr.TokenType != "Bearer" ||
			tr.ExpiresIn != 3600 || tr.Scope != "mcp" {
			t.Fatalf("tokens %+v", tr)
		}
		key, err := e.svc.Authenticate(ctx, []byte(tr.AccessToken))
		if err != nil || key.CustomerID != e.cust.ID || key.TierID != plumbline.TierStarter {
			t.Fatalf("the token acts as the key: %+v %v", key, err)
		}
		// The code again: refused, and the tokens issued from it end (a leaked code).
		if _, err := e.exchange(c.ClientID, code, v); oauthCode(err) != "invalid_grant" || !strings.Contains(err.Error(), "revoked") {
			t.Fatalf("code replay: %v", err)
		}
		if _, err := e.svc.Authenticate(ctx, []byte(tr.AccessToken)); plumbline.ErrorCode(err) != plumbline.EUNAUTHORIZED {
			t.Fatalf("a replayed code's token still works: %v", err)
		}
	})
}

func TestRefreshRotates(t *testing.T) {
	kinds(t, func(t *testing.T, newEnv func() *env) {
		e := newEnv()
		ctx := context.Background()
		client, first := e.tokens()
		refresh := func(rt string) (*oauth.TokenResponse, error) {
			return e.token(url.Values{"grant_type": {"refresh_token"}, "client_id": {client}, "refresh_token": {rt}, "resource": {issuer + "/mcp"}})
		}
		second, err := refresh(first.RefreshToken)
		if err != nil || second.RefreshToken == first.RefreshToken || second.AccessToken == first.AccessToken {
			t.Fatalf("rotation: %+v %v", second, err)
		}
		for _, tok := range []string{first.AccessToken, second.AccessToken} {
			if _, err := e.svc.Authenticate(ctx, []byte(tok)); err != nil {
				t.Fatalf("an access token stopped working on refresh: %v", err)
			}
		}
		// The first refresh token again is a replay: the whole grant ends.
		if _, err := refresh(first.RefreshToken); oauthCode(err) != "invalid_grant" || !strings.Contains(err.Error(), "replay") {
			t.Fatalf("replay: %v", err)
		}
		if _, err := refresh(second.RefreshToken); oauthCode(err) != "invalid_grant" {
			t.Fatalf("the grant survived a replay: %v", err)
		}
		if _, err := e.svc.Authenticate(ctx, []byte(second.AccessToken)); err == nil {
			t.Fatal("an access token survived its grant's revocation")
		}
		if _, err := refresh("plr_" + strings.Repeat("x", 43)); oauthCode(err) != "invalid_grant" {
			t.Fatalf("unknown refresh token: %v", err)
		}
	})
}

func TestTokensExpire(t *testing.T) {
	kinds(t, func(t *testing.T, newEnv func() *env) {
		e := newEnv()
		ctx := context.Background()
		c := e.register("")
		v, ch := pkce()
		code := e.authorize(c.ClientID, e.key, ch)
		e.now = e.now.Add(oauth.DefaultCodeTTL + time.Second)
		if _, err := e.exchange(c.ClientID, code, v); oauthCode(err) != "invalid_grant" {
			t.Fatalf("an expired code: %v", err)
		}
		_, tr := e.tokens()
		e.now = e.now.Add(oauth.DefaultAccessTTL)
		if _, err := e.svc.Authenticate(ctx, []byte(tr.AccessToken)); err == nil || !strings.Contains(err.Error(), "expired") {
			t.Fatalf("an expired access token: %v", err)
		}
	})
}

func TestTokensEndWithTheirKey(t *testing.T) {
	kinds(t, func(t *testing.T, newEnv func() *env) {
		e := newEnv()
		ctx := context.Background()
		client, tr := e.tokens()
		keys, _ := e.billing.Keys(ctx, e.cust.ID)
		var keyID string
		for _, k := range keys {
			if k.Prefix == e.key[:8] {
				keyID = k.ID
			}
		}
		if _, err := e.billing.RevokeKey(ctx, e.cust.ID, keyID, time.Now()); err != nil {
			t.Fatal(err)
		}
		e.auth.Forget(keyID) // what billing.Service.RevokeKey does on this instance
		if _, err := e.svc.Authenticate(ctx, []byte(tr.AccessToken)); err == nil || !strings.Contains(err.Error(), "API key") {
			t.Fatalf("a token outlived its key: %v", err)
		}
		_, err := e.token(url.Values{"grant_type": {"refresh_token"}, "client_id": {client}, "refresh_token": {tr.RefreshToken}})
		if oauthCode(err) != "invalid_grant" || !strings.Contains(err.Error(), "revoked") {
			t.Fatalf("refresh after the key's revocation: %v", err)
		}
		// A consent cannot be given with a revoked key.
		c := e.register("")
		_, ch := pkce()
		ar, _ := e.svc.ParseAuthorize(ctx, url.Values{"response_type": {"code"}, "client_id": {c.ClientID}, "code_challenge": {ch}, "code_challenge_method": {"S256"}})
		if _, err := e.svc.Approve(ctx, ar, e.key); plumbline.ErrorCode(err) != plumbline.EUNAUTHORIZED {
			t.Fatalf("consent with a revoked key: %v", err)
		}
		if _, err := e.svc.Approve(ctx, ar, "svc_short"); plumbline.ErrorCode(err) != plumbline.EUNAUTHORIZED {
			t.Fatalf("consent with a malformed key: %v", err)
		}
	})
}

// TestWrongAudience: a token issued by a server for its /mcp is refused by
// a server whose /mcp is another resource, though they share the store.
func TestWrongAudience(t *testing.T) {
	kinds(t, func(t *testing.T, newEnv func() *env) {
		e := newEnv()
		_, tr := e.tokens()
		staging := e.service("https://staging.example.com", "https://staging.example.com/mcp")
		if _, err := staging.Authenticate(context.Background(), []byte(tr.AccessToken)); err != oauth.ErrWrongAudience {
			t.Fatalf("wrong audience: %v", err)
		}
		// Upper-case scheme and host name the same resource (the MCP specification asks servers to accept them).
		same := e.service(issuer, "HTTPS://API.EXAMPLE.COM/mcp")
		if _, err := same.Authenticate(context.Background(), []byte(tr.AccessToken)); err != nil {
			t.Fatalf("same resource, other case: %v", err)
		}
	})
}

func TestRevocation(t *testing.T) {
	kinds(t, func(t *testing.T, newEnv func() *env) {
		e := newEnv()
		ctx := context.Background()
		revoke := func(client, token string) error {
			return e.svc.Revoke(ctx, oauth.TokenRequest{Form: url.Values{"client_id": {client}, "token": {token}}})
		}
		client, tr := e.tokens()
		other, _ := e.tokens()
		// Another client's revocation of this token changes nothing.
		if err := revoke(other, tr.AccessToken); err != nil {
			t.Fatal(err)
		}
		if _, err := e.svc.Authenticate(ctx, []byte(tr.AccessToken)); err != nil {
			t.Fatalf("another client revoked the token: %v", err)
		}
		if err := revoke(client, tr.AccessToken); err != nil {
			t.Fatal(err)
		}
		if _, err := e.svc.Authenticate(ctx, []byte(tr.AccessToken)); err == nil || !strings.Contains(err.Error(), "revoked") {
			t.Fatalf("revoked access token: %v", err)
		}
		// Unknown and malformed tokens answer as revoked ones (RFC 7009 section 2.2).
		for _, tok := range []string{"pla_" + strings.Repeat("a", 43), "nonsense"} {
			if err := revoke(client, tok); err != nil {
				t.Fatalf("%s: %v", tok, err)
			}
		}
		if err := e.svc.Revoke(ctx, oauth.TokenRequest{Form: url.Values{"client_id": {client}}}); oauthCode(err) != "invalid_request" {
			t.Fatalf("no token: %v", err)
		}
		// A refresh token ends the grant.
		client, tr = e.tokens()
		if err := revoke(client, tr.RefreshToken); err != nil {
			t.Fatal(err)
		}
		if _, err := e.svc.Authenticate(ctx, []byte(tr.AccessToken)); err == nil {
			t.Fatal("the grant's access token survived its refresh token's revocation")
		}
	})
}

// TestCancellationEndsGrants: the account's cancellation ends the grants
// made before it, not those made after.
func TestCancellationEndsGrants(t *testing.T) {
	kinds(t, func(t *testing.T, newEnv func() *env) {
		e := newEnv()
		ctx := context.Background()
		_, before := e.tokens()
		cancelledAt := e.now.Add(time.Second)
		e.now = cancelledAt.Add(2 * time.Second)
		_, after := e.tokens()
		if err := e.svc.RevokeCustomer(ctx, e.cust.ID, cancelledAt); err != nil {
			t.Fatal(err)
		}
		if _, err := e.svc.Authenticate(ctx, []byte(before.AccessToken)); err == nil {
			t.Fatal("a grant made before the cancellation survived it")
		}
		if _, err := e.svc.Authenticate(ctx, []byte(after.AccessToken)); err != nil {
			t.Fatalf("a grant made after the cancellation was ended: %v", err)
		}
	})
}

func TestConfidentialClients(t *testing.T) {
	kinds(t, func(t *testing.T, newEnv func() *env) {
		e := newEnv()
		ctx := context.Background()
		reg, err := e.svc.Register(ctx, []byte(`{"client_name":"Hosted","redirect_uris":["https://agent.example.com/cb"]}`))
		if err != nil {
			t.Fatal(err)
		}
		// RFC 7591's defaults: client_secret_basic, the authorization_code grant alone.
		if reg.TokenEndpointAuth != "client_secret_basic" || !strings.HasPrefix(reg.ClientSecret, "pls_") || reg.ClientSecretExpiresAt == nil ||
			len(reg.GrantTypes) != 1 || reg.ResponseTypes[0] != "code" {
			t.Fatalf("registration %+v", reg)
		}
		v, ch := pkce()
		ar, err := e.svc.ParseAuthorize(ctx, url.Values{"response_type": {"code"}, "client_id": {reg.ClientID}, "code_challenge": {ch}, "code_challenge_method": {"S256"}})
		if err != nil || ar.RedirectURI != "https://agent.example.com/cb" || ar.RedirectGiven || ar.Local() {
			t.Fatalf("the only redirect URI is the default: %+v %v", ar, err)
		}
		to, _ := e.svc.Approve(ctx, ar, e.other)
		u, _ := url.Parse(to)
		form := url.Values{"grant_type": {"authorization_code"}, "code": {u.Query().Get("code")}, "code_verifier": {v}}
		if _, err := e.svc.Token(ctx, oauth.TokenRequest{Form: form, HasBasic: true, BasicUser: reg.ClientID, BasicPass: "pls_" + strings.Repeat("0", 43)}); oauthCode(err) != "invalid_client" {
			t.Fatalf("wrong secret: %v", err)
		}
		withID := url.Values{"client_id": {reg.ClientID}}
		for k, v := range form {
			withID[k] = v
		}
		if _, err := e.svc.Token(ctx, oauth.TokenRequest{Form: withID}); oauthCode(err) != "invalid_client" {
			t.Fatalf("no secret: %v", err)
		}
		tr, err := e.svc.Token(ctx, oauth.TokenRequest{Form: form, HasBasic: true, BasicUser: reg.ClientID, BasicPass: reg.ClientSecret})
		if err != nil || tr.RefreshToken != "" {
			t.Fatalf("basic auth; no refresh token without the refresh_token grant: %+v %v", tr, err)
		}
		key, err := e.svc.Authenticate(ctx, []byte(tr.AccessToken))
		if err != nil || !strings.HasPrefix(key.ID, "key_b") {
			t.Fatalf("the token acts as the key consent was given with: %+v %v", key, err)
		}
	})
}

func TestPurge(t *testing.T) {
	kinds(t, func(t *testing.T, newEnv func() *env) {
		e := newEnv()
		ctx := context.Background()
		unused := e.register("")
		client, tr := e.tokens()
		e.now = e.now.Add(oauth.DefaultRefreshTTL + time.Hour)
		n, err := e.svc.Purge(ctx)
		if err != nil || n < 4 { // the tokens, the grant, the code, the unused client
			t.Fatalf("purged %d: %v", n, err)
		}
		if _, err := e.store.Client(ctx, unused.ClientID); err != oauth.ErrNoClient {
			t.Fatalf("an abandoned client was kept: %v", err)
		}
		if _, err := e.store.Client(ctx, client); err != nil {
			t.Fatalf("a used client was purged: %v", err)
		}
		if _, _, err := e.store.Token(ctx, e.svcHash(tr.AccessToken)); err != oauth.ErrNoToken {
			t.Fatalf("an expired token was kept: %v", err)
		}
	})
}
