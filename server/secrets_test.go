package server_test

import (
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/internal/postgres/pgtest"
)

// TestNoPlaintextKeyAtRest hands out keys through every path (signup,
// creation, idempotent replays), uses them, then reads every row of every
// table and every log line: no plaintext key, nor its token, may appear.
func TestNoPlaintextKeyAtRest(t *testing.T) {
	schema := pgtest.New(t)
	stripe := newStripeDouble(t)
	e := startEnv(t, envOptions{store: billing.NewPGStore(schema.Pool), payments: billing.NewStripe("sk_test_123", stripe.URL)})

	var keys []string
	s := e.signup(`{"email":"sec@example.com","payment_method_id":"pm_card_visa"}`, "Idempotency-Key", "sec-signup")
	e.signup(`{"email":"sec@example.com","payment_method_id":"pm_card_visa"}`, "Idempotency-Key", "sec-signup") // replay
	keys = append(keys, decode[signupOut](t, s).APIKey)
	owner := e.with(keys[0])
	for i := range 3 {
		r := owner.post("/v1/account/api-keys", "", "Idempotency-Key", "sec-create-"+string(rune('a'+i)))
		owner.post("/v1/account/api-keys", "", "Idempotency-Key", "sec-create-"+string(rune('a'+i))) // replay
		keys = append(keys, decodeStrings(t, r)["api_key"])
	}
	keys = append(keys, e.key, e.revoked)
	for _, k := range keys {
		if !billing.WellFormed(k) {
			t.Fatalf("not a key: %q", k)
		}
		e.with(k).get("/v1/account/api-keys")
		e.with(k).post("/v1/calc/concrete/yards", `{"length_ft":1,"width_ft":1,"depth_in":4}`)
	}
	e.do("GET", "/v1/account/usage", "", "Authorization", "Bearer "+keys[1]+"x") // a malformed key in a header

	dump := dumpSchema(t, schema)
	if strings.Count(dump, "\n") < 5 {
		t.Fatalf("the dump holds only %q", dump)
	}
	logs := e.logs.String()
	for _, k := range keys {
		token := k[4:]
		if strings.Contains(dump, token) {
			t.Errorf("a plaintext key token is stored in the database: %s…", k[:8])
		}
		if strings.Contains(logs, token) {
			t.Errorf("a plaintext key token reached the logs: %s…", k[:8])
		}
	}
	if !strings.Contains(dump, keys[0][:8]) {
		t.Error("sanity: the key prefixes should be stored (as metadata)")
	}
}
