package oauth_test

import (
	"context"
	"net/url"
	"sync/atomic"
	"testing"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/oauth"
)

// flakyKeys is the key cache with an outage switch.
type flakyKeys struct {
	*billing.Authenticator
	down atomic.Bool
}

func (f *flakyKeys) AuthenticateHash(ctx context.Context, h billing.KeyHash) (*plumbline.APIKey, error) {
	if f.down.Load() {
		return nil, billing.ErrKeyStoreUnavailable
	}
	return f.Authenticator.AuthenticateHash(ctx, h)
}

// TestOutageSpendsNothing: when the key store cannot be reached during an
// exchange or a refresh, the answer is the outage (a 503 upstream) and the
// code or refresh token is not spent: the client's retry succeeds.
func TestOutageSpendsNothing(t *testing.T) {
	kinds(t, func(t *testing.T, newEnv func() *env) {
		e := newEnv()
		keys := &flakyKeys{Authenticator: e.auth}
		svc, err := oauth.NewService(e.store, keys, keyHasher, oauthSecret, oauth.Config{Issuer: issuer, Resource: issuer + "/mcp"})
		if err != nil {
			t.Fatal(err)
		}
		e.svc = svc
		c := e.register("")
		v, ch := pkce()
		code := e.authorize(c.ClientID, e.key, ch)
		keys.down.Store(true)
		if _, err := e.exchange(c.ClientID, code, v); plumbline.ErrorCode(err) != plumbline.EUNAVAILABLE {
			t.Fatalf("exchange during an outage: %v", err)
		}
		keys.down.Store(false)
		tr, err := e.exchange(c.ClientID, code, v)
		if err != nil {
			t.Fatalf("the retry after the outage: %v", err)
		}
		refresh := url.Values{"grant_type": {"refresh_token"}, "client_id": {c.ClientID}, "refresh_token": {tr.RefreshToken}}
		keys.down.Store(true)
		if _, err := e.token(refresh); plumbline.ErrorCode(err) != plumbline.EUNAVAILABLE {
			t.Fatalf("refresh during an outage: %v", err)
		}
		keys.down.Store(false)
		if _, err := e.token(refresh); err != nil {
			t.Fatalf("the refresh retried after the outage was taken for a replay: %v", err)
		}
	})
}
