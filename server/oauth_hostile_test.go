package server_test

import (
	"testing"

	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/oauth"
)

// Issue 35: the consent form's key goes through the unknown-key gate as a
// key in an Authorization header does: after a random key, the same
// client's next one waits (429).
func TestConsentKeyBehindUnknownKeyLimit(t *testing.T) {
	e := start(t)
	c := e.registerClient(t)
	post := func(key string) response {
		form := c.authorizeQuery(e.base)
		form.Set("api_key", key)
		form.Set("decision", "allow")
		return e.do("POST", oauth.AuthorizePath, form.Encode(), "Content-Type", "application/x-www-form-urlencoded", "Origin", e.base)
	}
	if r := post(billing.NewKey()); r.status != 422 {
		t.Fatalf("a random key: %d %s", r.status, r.body)
	}
	statuses := map[int]int{}
	for range 20 {
		statuses[post(billing.NewKey()).status]++
	}
	if statuses[429] < 19 {
		t.Fatalf("random keys right after an unknown one: %v (want 429s: the unknown-key limit)", statuses)
	}
}
