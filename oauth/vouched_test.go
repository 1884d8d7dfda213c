package oauth_test

import (
	"context"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/oauth"
)

// Vouched names the access tokens the HTTP layer lets past its per-client
// gate: read as valid before, however long ago (issue 24: a credential idle
// past the cache's TTL was refused while its address sent unknown ones);
// never an unknown, expired or revoked one.
func TestVouched(t *testing.T) {
	e := newEnv(t, oauth.NewMemoryStore(), billing.NewMemoryStore())
	ctx := context.Background()
	_, tr := e.tokens()
	token := []byte(tr.AccessToken)
	if e.svc.Vouched(token) {
		t.Fatal("a token never read is vouched for")
	}
	if _, err := e.svc.Authenticate(ctx, token); err != nil {
		t.Fatal(err)
	}
	e.now = e.now.Add(billing.AuthCacheTTL + time.Minute) // idle past the cache's TTL
	if _, known, _ := e.svc.Cached(token); known {
		t.Fatal("the token should need the store again after the TTL")
	}
	if !e.svc.Vouched(token) {
		t.Fatal("a token read valid before is not vouched for")
	}
	if e.svc.Vouched([]byte("pla_"+billing.NewKey()[4:])) || e.svc.Vouched([]byte("svc_x")) {
		t.Fatal("an unknown or malformed token is vouched for")
	}
	e.now = e.now.Add(oauth.DefaultAccessTTL) // expired
	if e.svc.Vouched(token) {
		t.Fatal("an expired token is vouched for")
	}
}
