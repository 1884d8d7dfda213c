package oauth_test

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/internal/postgres/pgtest"
	"github.com/plumbline-api/plumbline/oauth"
)

// env is an authorization server on one kind of store, with a billing
// store (the same database for Postgres: grants reference keys) holding
// one customer and two keys.
type env struct {
	t       *testing.T
	svc     *oauth.Service
	store   oauth.Store
	billing billing.Store
	auth    *billing.Authenticator
	key     string // a live key of the customer
	other   string // a second live key
	cust    *plumbline.Customer
	now     time.Time
}

var keyHasher, _ = billing.NewHasher([]byte("oauth-test-pepper-oauth-test-pepper"))

const issuer = "https://api.example.com"

var oauthSecret = []byte("oauth-secret-oauth-secret-oauth-secret")

// svcHash is a token's hash as the store holds it.
func (e *env) svcHash(token string) oauth.Hash {
	h, _ := billing.NewHasher(oauthSecret)
	return h.HashString(token)
}

// kinds runs a test on the memory store and on Postgres.
func kinds(t *testing.T, test func(t *testing.T, newEnv func() *env)) {
	t.Run("memory", func(t *testing.T) {
		test(t, func() *env { return newEnv(t, oauth.NewMemoryStore(), billing.NewMemoryStore()) })
	})
	t.Run("postgres", func(t *testing.T) {
		schema := pgtest.New(t)
		test(t, func() *env { return newEnv(t, oauth.NewPGStore(schema.Pool), billing.NewPGStore(schema.Pool)) })
	})
}

func newEnv(t *testing.T, store oauth.Store, bs billing.Store) *env {
	t.Helper()
	ctx := context.Background()
	now := time.Now().UTC().Truncate(time.Microsecond)
	suffix := strings.ToLower(billing.NewKey()[4:14])
	c := &plumbline.Customer{ID: "acct_" + suffix, Email: suffix + "@example.com", TierID: plumbline.TierStarter, CreatedAt: now}
	key, other := billing.NewKey(), billing.NewKey()
	if err := bs.CreateCustomer(ctx, c, &plumbline.APIKey{ID: "key_a" + suffix, CustomerID: c.ID, Prefix: key[:8], CreatedAt: now}, keyHasher.HashString(key)); err != nil {
		t.Fatal(err)
	}
	if err := bs.CreateKey(ctx, &plumbline.APIKey{ID: "key_b" + suffix, CustomerID: c.ID, Prefix: other[:8], CreatedAt: now}, keyHasher.HashString(other), 25); err != nil {
		t.Fatal(err)
	}
	e := &env{t: t, store: store, billing: bs, key: key, other: other, cust: c, now: now}
	e.auth = billing.NewAuthenticator(keyHasher, bs)
	e.svc = e.service(issuer, issuer+"/mcp")
	return e
}

// service is another server on the same stores (another base URL: tokens
// it issues are for another resource).
func (e *env) service(iss, resource string) *oauth.Service {
	svc, err := oauth.NewService(e.store, e.auth, keyHasher, oauthSecret, oauth.Config{Issuer: iss, Resource: resource})
	if err != nil {
		e.t.Fatal(err)
	}
	svc.SetClock(func() time.Time { return e.now })
	return svc
}

// register adds a public client with the refresh_token grant.
func (e *env) register(extra string) *oauth.RegistrationResponse {
	e.t.Helper()
	r, err := e.svc.Register(context.Background(), []byte(`{"client_name":"Test agent","redirect_uris":["http://127.0.0.1:9999/callback"],
		"grant_types":["authorization_code","refresh_token"],"token_endpoint_auth_method":"none"`+extra+`}`))
	if err != nil {
		e.t.Fatal(err)
	}
	return r
}

// pkce is a verifier and its S256 challenge.
func pkce() (verifier, challenge string) {
	verifier = strings.Repeat("v", 20) + billing.NewKey()[4:]
	sum := sha256.Sum256([]byte(verifier))
	return verifier, base64.RawURLEncoding.EncodeToString(sum[:])
}

// authorize runs the authorization request and the consent with key, and
// returns the code from the redirect.
func (e *env) authorize(clientID, key, challenge string) string {
	e.t.Helper()
	ar, err := e.svc.ParseAuthorize(context.Background(), url.Values{"response_type": {"code"}, "client_id": {clientID},
		"redirect_uri": {"http://127.0.0.1:9999/callback"}, "code_challenge": {challenge}, "code_challenge_method": {"S256"},
		"state": {"st-1"}, "resource": {issuer + "/mcp"}, "scope": {"mcp"}})
	if err != nil {
		e.t.Fatal(err)
	}
	to, err := e.svc.Approve(context.Background(), ar, key)
	if err != nil {
		e.t.Fatal(err)
	}
	u, _ := url.Parse(to)
	q := u.Query()
	if q.Get("state") != "st-1" || q.Get("iss") != issuer || !strings.HasPrefix(to, "http://127.0.0.1:9999/callback?") {
		e.t.Fatalf("redirect %s", to)
	}
	return q.Get("code")
}

func (e *env) token(form url.Values) (*oauth.TokenResponse, error) {
	return e.svc.Token(context.Background(), oauth.TokenRequest{Form: form})
}

// exchange trades a code for tokens.
func (e *env) exchange(clientID, code, verifier string) (*oauth.TokenResponse, error) {
	return e.token(url.Values{"grant_type": {"authorization_code"}, "client_id": {clientID}, "code": {code}, "code_verifier": {verifier},
		"redirect_uri": {"http://127.0.0.1:9999/callback"}, "resource": {issuer + "/mcp"}})
}

// tokens runs the whole flow for a new client and returns its tokens.
func (e *env) tokens() (string, *oauth.TokenResponse) {
	e.t.Helper()
	c := e.register("")
	v, ch := pkce()
	tr, err := e.exchange(c.ClientID, e.authorize(c.ClientID, e.key, ch), v)
	if err != nil {
		e.t.Fatal(err)
	}
	return c.ClientID, tr
}

// oauthCode is the OAuth error code of err ("" when none).
func oauthCode(err error) string {
	if oe, ok := err.(*oauth.Error); ok {
		return oe.Code
	}
	return ""
}

func oauthMemory() oauth.Store     { return oauth.NewMemoryStore() }
func billingMemory() billing.Store { return billing.NewMemoryStore() }
