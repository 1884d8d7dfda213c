package oauth_test

import (
	"context"
	"net/url"
	"testing"
)

// Issue 35: another client presenting a victim's code or refresh token
// (fresh or already used) is refused without spending it and without
// ending the victim's grant: no secret is needed to be a public client,
// so it must not be a way to burn anybody's grant.
func TestAnotherClientCannotBurnAGrant(t *testing.T) {
	kinds(t, func(t *testing.T, newEnv func() *env) {
		e := newEnv()
		ctx := context.Background()
		attacker := e.register("")
		victim, first := e.tokens()
		refresh := func(client, rt string) error {
			_, err := e.token(url.Values{"grant_type": {"refresh_token"}, "client_id": {client}, "refresh_token": {rt}, "resource": {issuer + "/mcp"}})
			return err
		}
		// The victim's current refresh token, from the attacker: refused,
		// and the victim's refresh still works (it is not a replay).
		if err := refresh(attacker.ClientID, first.RefreshToken); oauthCode(err) != "invalid_grant" {
			t.Fatalf("the attacker's refresh: %v", err)
		}
		if err := refresh(victim, first.RefreshToken); err != nil {
			t.Fatalf("the victim's refresh after the attacker's attempt: %v", err)
		}
		// The victim's used refresh token, from the attacker: no replay
		// revocation of the victim's grant.
		if err := refresh(attacker.ClientID, first.RefreshToken); oauthCode(err) != "invalid_grant" {
			t.Fatalf("the attacker's replay: %v", err)
		}
		if _, err := e.svc.Authenticate(ctx, []byte(first.AccessToken)); err != nil {
			t.Fatalf("the victim's grant ended on another client's replay: %v", err)
		}

		// The same with a code: the attacker's exchange does not spend it.
		c := e.register("")
		v, ch := pkce()
		code := e.authorize(c.ClientID, e.key, ch)
		if _, err := e.exchange(attacker.ClientID, code, v); oauthCode(err) != "invalid_grant" {
			t.Fatalf("the attacker's exchange: %v", err)
		}
		tr, err := e.exchange(c.ClientID, code, v)
		if err != nil {
			t.Fatalf("the victim's exchange after the attacker's: %v", err)
		}
		if _, err := e.exchange(attacker.ClientID, code, v); oauthCode(err) != "invalid_grant" {
			t.Fatalf("the attacker's replay of a used code: %v", err)
		}
		if _, err := e.svc.Authenticate(ctx, []byte(tr.AccessToken)); err != nil {
			t.Fatalf("the victim's grant ended on another client's code replay: %v", err)
		}
	})
}
