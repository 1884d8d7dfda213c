package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/internal/postgres/pgtest"
	"github.com/plumbline-api/plumbline/server"
	"github.com/stripe/stripe-go/v76/webhook"
)

// storeKinds runs an account test against the memory store and Postgres.
func storeKinds(t *testing.T, test func(t *testing.T, newStore func() billing.Store)) {
	t.Run("memory", func(t *testing.T) { test(t, func() billing.Store { return billing.NewMemoryStore() }) })
	t.Run("postgres", func(t *testing.T) {
		schema := pgtest.New(t)
		test(t, func() billing.Store { return billing.NewPGStore(schema.Pool) })
	})
}

func decode[T any](t *testing.T, r response) T {
	t.Helper()
	var v T
	if err := json.Unmarshal(r.body, &v); err != nil {
		t.Fatalf("decode %s: %v", r.body, err)
	}
	return v
}

type signupOut struct {
	CustomerID string `json:"customer_id"`
	Email      string `json:"email"`
	Tier       string `json:"tier"`
	APIKey     string `json:"api_key"`
	KeyPrefix  string `json:"key_prefix"`
	Message    string `json:"message"`
}

type keyListOut struct {
	Keys []struct {
		ID         string  `json:"id"`
		KeyPrefix  string  `json:"key_prefix"`
		TierID     string  `json:"tier_id"`
		CreatedAt  string  `json:"created_at"`
		RevokedAt  *string `json:"revoked_at"`
		LastUsedAt *string `json:"last_used_at"`
	} `json:"keys"`
	Total int `json:"total"`
}

func (e *testEnv) signup(body string, headers ...string) response {
	e.t.Helper()
	return e.do("POST", "/v1/account/signup", body, append([]string{"Content-Type", "application/json"}, headers...)...)
}

func (e *testEnv) with(key string) *testEnv {
	cp := *e
	cp.key = key
	return &cp
}

func TestSignupProgrammatic(t *testing.T) {
	storeKinds(t, func(t *testing.T, newStore func() billing.Store) {
		stripe := newStripeDouble(t)
		e := startEnv(t, envOptions{store: newStore(), payments: billing.NewStripe("sk_test_123", stripe.URL)})

		r := e.signup(`{"email":"ada@example.com","payment_method_id":"pm_card_visa"}`)
		if r.status != 201 {
			t.Fatalf("signup: %d %s", r.status, r.body)
		}
		out := decode[signupOut](t, r)
		if !billing.WellFormed(out.APIKey) || out.Tier != "free" || out.Email != "ada@example.com" || out.KeyPrefix != out.APIKey[:8] || out.Message == "" {
			t.Fatalf("signup answer: %+v", out)
		}
		if stripe.count("POST /v1/customers") != 1 || stripe.count("POST /v1/subscriptions") != 1 {
			t.Fatalf("processor calls: %v", stripe.requests)
		}
		// The first key works at once and lists as the customer's only key.
		keys := decode[keyListOut](t, e.with(out.APIKey).get("/v1/account/api-keys"))
		if keys.Total != 1 || keys.Keys[0].KeyPrefix != out.KeyPrefix || keys.Keys[0].TierID != "free" {
			t.Fatalf("new account's keys: %+v", keys)
		}

		p := e.mustProblem(e.signup(`{"email":"ADA@example.com","payment_method_id":"pm_card_mastercard"}`), 409, "/v1/account/signup")
		if !strings.Contains(p.Detail, "e-mail") {
			t.Fatalf("duplicate e-mail detail: %q", p.Detail)
		}
		// stripe-mock gives every card the same fingerprint: a second account with it is a duplicate card.
		p = e.mustProblem(e.signup(`{"email":"bob@example.com","payment_method_id":"pm_card_visa"}`), 409, "/v1/account/signup")
		if !strings.Contains(p.Detail, "card") {
			t.Fatalf("duplicate card detail: %q", p.Detail)
		}
		if r := e.signup(`{"email":"bob@example.com","payment_method_id":"pm_second_card"}`); r.status != 201 {
			t.Fatalf("second card: %d %s", r.status, r.body)
		}
		p = e.mustProblem(e.signup(`{"email":"cy@example.com","payment_method_id":"pm_card_declined"}`), 402, "/v1/account/signup")
		if !strings.Contains(p.Detail, "card_declined") && !strings.Contains(p.Detail, "generic_decline") {
			t.Fatalf("declined detail: %q", p.Detail)
		}
		p = e.mustProblem(e.signup(`{"email":"not-an-email","payment_method_id":"pm card"}`), 422, "/v1/account/signup")
		if len(p.Errors) != 2 || p.Errors[0].Field != "email" || p.Errors[1].Field != "payment_method_id" {
			t.Fatalf("validation errors: %+v", p.Errors)
		}
		e.mustProblem(e.signup(`{"email":"dee@example.com"}`), 422, "/v1/account/signup")
		e.mustProblem(e.signup(`{"email":"dee@example.com","payment_method_id":"pm_card_visa","plan":"pro"}`), 422, "/v1/account/signup")
	})
}

func TestSignupWithoutBillingIs503(t *testing.T) {
	e := start(t)
	p := e.mustProblem(e.signup(`{"email":"ada@example.com","payment_method_id":"pm_card_visa"}`), 503, "/v1/account/signup")
	if !strings.Contains(p.Detail, "billing is not configured") {
		t.Fatalf("detail %q", p.Detail)
	}
	e.mustProblem(e.do("POST", "/v1/account/setup-intent", ""), 503, "/v1/account/setup-intent")
}

func TestDuplicateCardCheckCanBeTurnedOff(t *testing.T) {
	stripe := newStripeDouble(t)
	e := startEnv(t, envOptions{payments: billing.NewStripe("sk_test_123", stripe.URL)})
	auth := billing.NewAuthenticator(testHasher, e.store)
	lenient := billing.NewService(e.store, auth, testHasher, billing.NewStripe("sk_test_123", stripe.URL), nil,
		billing.ServiceConfig{Prices: map[string]string{"free": "price_free"}, DuplicateCardCheck: false}, nil)
	for _, email := range []string{"one@example.com", "two@example.com"} {
		res, err := lenient.Signup(context.Background(), billing.SignupRequest{Email: email, PaymentMethodID: "pm_card_visa"})
		if err != nil {
			t.Fatalf("%s with the check off: %v", email, err)
		}
		// The card is on file even though the check did not refuse it.
		if c, err := e.store.CustomerByID(context.Background(), res.Customer.ID); err != nil || c.CardFingerprint == "" {
			t.Fatalf("%s: no card fingerprint recorded with the check off: %+v %v", email, c, err)
		}
	}
	// Turned on later, the check refuses the card already on file.
	strict := billing.NewService(e.store, auth, testHasher, billing.NewStripe("sk_test_123", stripe.URL), nil,
		billing.ServiceConfig{Prices: map[string]string{"free": "price_free"}, DuplicateCardCheck: true}, nil)
	if _, err := strict.Signup(context.Background(), billing.SignupRequest{Email: "three@example.com", PaymentMethodID: "pm_card_visa"}); err != billing.ErrDuplicateCard {
		t.Fatalf("a card on file from signups with the check off, check now on: %v, want %v", err, billing.ErrDuplicateCard)
	}
}

func TestSignupBrowser(t *testing.T) {
	storeKinds(t, func(t *testing.T, newStore func() billing.Store) {
		stripe := newStripeDouble(t)
		challenge := challengeServer(t, "turnstile-secret")
		e := startEnv(t, envOptions{store: newStore(), payments: billing.NewStripe("sk_test_123", stripe.URL),
			challenge: billing.NewSiteVerify(challenge.URL, "turnstile-secret")})

		r := e.signup(`{"email":"eve@example.com","challenge_token":"pass","setup_intent_id":"seti_succeeded"}`)
		if r.status != 201 {
			t.Fatalf("browser signup: %d %s", r.status, r.body)
		}
		if out := decode[signupOut](t, r); !billing.WellFormed(out.APIKey) {
			t.Fatalf("answer %+v", out)
		}
		e.mustProblem(e.signup(`{"email":"fay@example.com","challenge_token":"fail","setup_intent_id":"seti_succeeded"}`), 403, "/v1/account/signup")
		// stripe-mock's SetupIntents have no payment method: not collected yet.
		p := e.mustProblem(e.signup(`{"email":"fay@example.com","challenge_token":"pass","setup_intent_id":"seti_123"}`), 422, "/v1/account/signup")
		if p.Errors[0].Field != "setup_intent_id" {
			t.Fatalf("errors %+v", p.Errors)
		}
		p = e.mustProblem(e.signup(`{"email":"fay@example.com","challenge_token":"pass"}`), 422, "/v1/account/signup")
		if p.Errors[0].Field != "setup_intent_id" || p.Errors[0].Code != "required" {
			t.Fatalf("errors %+v", p.Errors)
		}
		e.mustProblem(e.signup(`{"email":"fay@example.com","payment_method_id":"pm_card_visa","setup_intent_id":"seti_succeeded","challenge_token":"pass"}`), 422, "/v1/account/signup")
	})
}

// TestKeyLifecycle follows the spec's API key state table row by row.
func TestKeyLifecycle(t *testing.T) {
	storeKinds(t, func(t *testing.T, newStore func() billing.Store) {
		store := newStore()
		e := startEnv(t, envOptions{store: store, tier: plumbline.TierStarter})
		other := startEnvOnStore(t, e, plumbline.TierFree)

		// (none) → active: plaintext once, same tier and quota as the customer.
		r := e.post("/v1/account/api-keys", "")
		if r.status != 201 {
			t.Fatalf("create: %d %s", r.status, r.body)
		}
		created := decode[struct {
			ID        string `json:"id"`
			APIKey    string `json:"api_key"`
			KeyPrefix string `json:"key_prefix"`
			Tier      string `json:"tier"`
			Message   string `json:"message"`
		}](t, r)
		if created.Tier != "starter" || !billing.WellFormed(created.APIKey) || created.KeyPrefix != created.APIKey[:8] {
			t.Fatalf("created %+v", created)
		}
		second := e.with(created.APIKey)
		for range 3 {
			second.post("/v1/calc/concrete/yards", `{"length_ft":1,"width_ft":1,"depth_in":4}`)
		}
		e.post("/v1/calc/concrete/yards", `{"length_ft":1,"width_ft":1,"depth_in":4}`)
		usage := decode[map[string]any](t, second.get("/v1/account/usage"))
		if usage["requests_used"] != 4.0 || usage["tier_id"] != "starter" || usage["monthly_quota"] != 25000.0 || usage["api_key_prefix"] != created.KeyPrefix {
			t.Fatalf("both keys share the customer's quota: %v", usage)
		}
		keys := decode[keyListOut](t, e.get("/v1/account/api-keys"))
		if keys.Total != 3 || keys.Keys[0].ID != created.ID || keys.Keys[2].RevokedAt == nil {
			t.Fatalf("list, most recent first: %+v", keys)
		}

		// active, another customer's key → 404, key unchanged.
		other.mustProblem(other.do("DELETE", "/v1/account/api-keys/"+created.ID, "", "Authorization", "Bearer "+other.key), 404, "/v1/account/api-keys/"+created.ID)
		if r := second.get("/v1/account/usage"); r.status != 200 {
			t.Fatalf("key stopped working after a foreign revoke: %d", r.status)
		}

		// active → revoked: 200 status revoked; the key answers 401 at once.
		r = e.do("DELETE", "/v1/account/api-keys/"+created.ID, "", "Authorization", "Bearer "+e.key)
		rev := decode[map[string]string](t, r)
		if r.status != 200 || rev["status"] != "revoked" || rev["key_id"] != created.ID || rev["revoked_at"] == "" {
			t.Fatalf("revoke: %d %s", r.status, r.body)
		}
		e.mustProblem(second.get("/v1/account/usage"), 401, "/v1/account/usage")
		e.mustProblem(second.post("/v1/calc/concrete/yards", `{"length_ft":1,"width_ft":1,"depth_in":4}`), 401, "/v1/calc/concrete/yards")

		// revoked, revoked again → 200 with the first revoked_at.
		again := decode[map[string]string](t, e.do("DELETE", "/v1/account/api-keys/"+created.ID, "", "Authorization", "Bearer "+e.key))
		if again["revoked_at"] != rev["revoked_at"] {
			t.Fatalf("second revoke changed revoked_at: %v vs %v", again, rev)
		}
		e.mustProblem(e.do("DELETE", "/v1/account/api-keys/key_nope", "", "Authorization", "Bearer "+e.key), 404, "/v1/account/api-keys/key_nope")
	})
}

// startEnvOnStore starts a second server and customer on e's store.
func startEnvOnStore(t *testing.T, e *testEnv, tier string) *testEnv {
	t.Helper()
	return startEnv(t, envOptions{store: e.store, tier: tier})
}

func TestRevocationReachesOtherInstancesWithin5s(t *testing.T) {
	schema := pgtest.New(t)
	a := startEnv(t, envOptions{store: billing.NewPGStore(schema.Pool)})
	b := startEnvOnStore(t, a, plumbline.TierFree) // a second instance on the same database
	created := decodeStrings(t, a.post("/v1/account/api-keys", ""))
	onB := b.with(created["api_key"])
	if r := onB.get("/v1/account/usage"); r.status != 200 { // instance B caches the key
		t.Fatalf("new key on B: %d", r.status)
	}
	revokedAt := time.Now()
	a.do("DELETE", "/v1/account/api-keys/"+created["id"], "", "Authorization", "Bearer "+a.key)
	for {
		r := onB.get("/v1/account/usage")
		if r.status == 401 {
			break
		}
		if time.Since(revokedAt) > 5*time.Second {
			t.Fatalf("instance B still accepts the revoked key after 5 s")
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Logf("instance B refused the key %v after the revoke", time.Since(revokedAt).Round(time.Millisecond))
}

func TestKeyCap(t *testing.T) {
	e := start(t)
	for i := range billing.DefaultMaxKeysPerCustomer - 1 { // the customer holds one active key already
		if r := e.post("/v1/account/api-keys", ""); r.status != 201 {
			t.Fatalf("key %d: %d %s", i, r.status, r.body)
		}
	}
	p := e.mustProblem(e.post("/v1/account/api-keys", ""), 409, "/v1/account/api-keys")
	if !strings.Contains(p.Detail, "25") {
		t.Fatalf("cap detail %q", p.Detail)
	}
}

func TestIdempotency(t *testing.T) {
	storeKinds(t, func(t *testing.T, newStore func() billing.Store) {
		stripe := newStripeDouble(t)
		e := startEnv(t, envOptions{store: newStore(), payments: billing.NewStripe("sk_test_123", stripe.URL)})

		first := e.post("/v1/account/api-keys", "", "Idempotency-Key", "create-1")
		replay := e.post("/v1/account/api-keys", "", "Idempotency-Key", "create-1")
		if first.status != 201 || replay.status != 201 || string(first.body) != string(replay.body) || replay.header.Get("Idempotent-Replayed") != "true" {
			t.Fatalf("replay: %d %s / %d %s", first.status, first.body, replay.status, replay.body)
		}
		if keys := decode[keyListOut](t, e.get("/v1/account/api-keys")); keys.Total != 3 {
			t.Fatalf("a replay created a key: %d keys", keys.Total)
		}
		e.mustProblem(e.post("/v1/account/api-keys", `{"note":"x"}`, "Idempotency-Key", "create-1"), 422, "/v1/account/api-keys")
		e.mustProblem(e.post("/v1/account/api-keys", "", "Idempotency-Key", strings.Repeat("k", 256)), 400, "/v1/account/api-keys")

		// The same key still in flight → 409 (claimed directly, as a running request would).
		scope := "customer:" + e.customer.ID + " POST /v1/account/api-keys"
		inflight := sha256Of("create-2")
		if _, err := e.store.BeginIdempotent(context.Background(), scope, inflight, requestHashOf("POST", "/v1/account/api-keys", ""), time.Minute, time.Now()); err != nil {
			t.Fatal(err)
		}
		r := e.post("/v1/account/api-keys", "", "Idempotency-Key", "create-2")
		e.mustProblem(r, 409, "/v1/account/api-keys")
		if r.header.Get("Retry-After") == "" {
			t.Fatal("409 in flight without Retry-After")
		}

		// Keys are per customer: another customer's same Idempotency-Key is a new request.
		other := startEnvOnStore(t, e, plumbline.TierFree)
		if r := other.post("/v1/account/api-keys", "", "Idempotency-Key", "create-1"); r.status != 201 || r.header.Get("Idempotent-Replayed") != "" || string(r.body) == string(first.body) {
			t.Fatalf("cross-customer replay: %d %s", r.status, r.body)
		}

		// Signup: a retry replays the account and its key; nothing new at the processor.
		body := `{"email":"ida@example.com","payment_method_id":"pm_card_visa"}`
		s1 := e.signup(body, "Idempotency-Key", "signup-1")
		s2 := e.signup(body, "Idempotency-Key", "signup-1")
		if s1.status != 201 || string(s1.body) != string(s2.body) || stripe.count("POST /v1/customers") != 1 {
			t.Fatalf("signup replay: %d %s / %s; processor customers %d", s1.status, s1.body, s2.body, stripe.count("POST /v1/customers"))
		}
		// A refused signup is stored too: the retry gets the same 409.
		d1 := e.signup(body, "Idempotency-Key", "signup-2")
		d2 := e.signup(body, "Idempotency-Key", "signup-2")
		if d1.status != 409 || d2.status != 409 || d2.header.Get("Idempotent-Replayed") != "true" {
			t.Fatalf("refused signup replay: %d / %d", d1.status, d2.status)
		}

		// Revocation: a retry replays the 200 (a plain retry would also be 200).
		created := decodeStrings(t, first)
		v1 := e.do("DELETE", "/v1/account/api-keys/"+created["id"], "", "Authorization", "Bearer "+e.key, "Idempotency-Key", "rev-1")
		v2 := e.do("DELETE", "/v1/account/api-keys/"+created["id"], "", "Authorization", "Bearer "+e.key, "Idempotency-Key", "rev-1")
		if v1.status != 200 || string(v1.body) != string(v2.body) || v2.header.Get("Idempotent-Replayed") != "true" {
			t.Fatalf("revoke replay: %s / %s", v1.body, v2.body)
		}
	})
}

func TestSetupIntentThrottle(t *testing.T) {
	stripe := newStripeDouble(t)
	e := startEnv(t, envOptions{payments: billing.NewStripe("sk_test_123", stripe.URL),
		config: []option{func(c *server.Config) { c.ClientIPHeader = "X-Forwarded-For" }}})
	for i := range 5 {
		r := e.do("POST", "/v1/account/setup-intent", "", "X-Forwarded-For", "198.51.100.7")
		out := decode[map[string]string](t, r)
		if r.status != 201 || !strings.HasPrefix(out["id"], "seti_") || out["client_secret"] == "" {
			t.Fatalf("setup intent %d: %d %s", i, r.status, r.body)
		}
	}
	// With one trusted proxy the client is the rightmost entry: what the
	// client wrote to its left (a fresh address each time) changes nothing.
	r := e.do("POST", "/v1/account/setup-intent", "{}", "Content-Type", "application/json", "X-Forwarded-For", "203.0.113.66, 198.51.100.7")
	e.mustProblem(r, 429, "/v1/account/setup-intent")
	if secs := r.header.Get("Retry-After"); secs == "" || secs == "0" {
		t.Fatalf("Retry-After %q", secs)
	}
	if r := e.do("POST", "/v1/account/setup-intent", "", "X-Forwarded-For", "203.0.113.9"); r.status != 201 {
		t.Fatalf("another address is throttled separately: %d", r.status)
	}
}

func TestPortal(t *testing.T) {
	stripe := newStripeDouble(t)
	e := startEnv(t, envOptions{payments: billing.NewStripe("sk_test_123", stripe.URL), stripeID: "cus_portal"})
	r := e.post("/v1/account/portal", `{"return_url":"https://app.example.com/settings"}`)
	if out := decode[map[string]string](t, r); r.status != 200 || !strings.HasPrefix(out["url"], "https://") {
		t.Fatalf("portal: %d %s", r.status, r.body)
	}
	p := e.mustProblem(e.post("/v1/account/portal", `{"return_url":"javascript:alert(1)"}`), 422, "/v1/account/portal")
	if p.Errors[0].Field != "return_url" {
		t.Fatalf("errors %+v", p.Errors)
	}
	noBilling := startEnv(t, envOptions{payments: billing.NewStripe("sk_test_123", stripe.URL)})
	noBilling.mustProblem(noBilling.post("/v1/account/portal", `{"return_url":"https://app.example.com"}`), 409, "/v1/account/portal")
}

const webhookSecret = "whsec_test_secret"

func signed(t *testing.T, payload string, at time.Time, secret string) string {
	t.Helper()
	return webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: []byte(payload), Secret: secret, Timestamp: at}).Header
}

func subscriptionEvent(id, typ, customer, price, lookup, status string) string {
	return fmt.Sprintf(`{"id":%q,"object":"event","type":%q,"created":%d,"data":{"object":{"id":"sub_1","object":"subscription","customer":%q,"status":%q,
		"items":{"object":"list","data":[{"id":"si_1","object":"subscription_item","price":{"id":%q,"object":"price","lookup_key":%q}}]}}}}`,
		id, typ, time.Now().Unix(), customer, status, price, lookup)
}

func TestStripeWebhook(t *testing.T) {
	storeKinds(t, func(t *testing.T, newStore func() billing.Store) {
		e := startEnv(t, envOptions{store: newStore(), webhook: webhookSecret, stripeID: "cus_hook"})
		send := func(payload, sig string) response {
			return e.do("POST", "/v1/webhooks/stripe", payload, "Content-Type", "application/json", "Stripe-Signature", sig)
		}
		tier := func() string { return decode[map[string]any](t, e.get("/v1/account/usage"))["tier_id"].(string) }
		if tier() != "enterprise" {
			t.Fatal("test customer should start on free")
		}

		upgrade := subscriptionEvent("evt_up", "customer.subscription.updated", "cus_hook", "price_growth", "", "active")
		e.mustProblem(send(upgrade, signed(t, upgrade, time.Now(), "whsec_wrong")), 400, "/v1/webhooks/stripe")
		e.mustProblem(send(upgrade, "t=1,v1=deadbeef"), 400, "/v1/webhooks/stripe")
		e.mustProblem(send(upgrade, signed(t, upgrade, time.Now().Add(-6*time.Minute), webhookSecret)), 400, "/v1/webhooks/stripe")
		if tier() != "enterprise" {
			t.Fatal("a refused webhook changed the tier")
		}

		r := send(upgrade, signed(t, upgrade, time.Now(), webhookSecret))
		if r.status != 200 || !strings.Contains(string(r.body), `"changed":true`) {
			t.Fatalf("upgrade: %d %s", r.status, r.body)
		}
		usage := decode[map[string]any](t, e.get("/v1/account/usage"))
		if usage["tier_id"] != "growth" || usage["monthly_quota"] != 250000.0 {
			t.Fatalf("keys did not move to growth at once: %v", usage)
		}
		// The same event again is acknowledged and changes nothing.
		if r := send(upgrade, signed(t, upgrade, time.Now(), webhookSecret)); r.status != 200 || !strings.Contains(string(r.body), `"changed":false`) {
			t.Fatalf("replayed event: %d %s", r.status, r.body)
		}
		// A price known by its lookup_key.
		starter := subscriptionEvent("evt_down", "customer.subscription.updated", "cus_hook", "price_unlisted", "starter", "active")
		send(starter, signed(t, starter, time.Now(), webhookSecret))
		if tier() != "starter" {
			t.Fatalf("lookup_key mapping: %s", tier())
		}
		unknown := subscriptionEvent("evt_unknown_price", "customer.subscription.updated", "cus_hook", "price_mystery", "", "active")
		e.mustProblem(send(unknown, signed(t, unknown, time.Now(), webhookSecret)), 503, "/v1/webhooks/stripe")
		cancel := subscriptionEvent("evt_cancel", "customer.subscription.deleted", "cus_hook", "price_starter", "", "canceled")
		send(cancel, signed(t, cancel, time.Now(), webhookSecret))
		if tier() != "free" {
			t.Fatalf("cancellation: %s", tier())
		}
		failed := fmt.Sprintf(`{"id":"evt_fail","object":"event","type":"invoice.payment_failed","created":%d,"data":{"object":{"id":"in_1","object":"invoice","customer":"cus_hook","amount_due":4900}}}`, time.Now().Unix())
		if r := send(failed, signed(t, failed, time.Now(), webhookSecret)); r.status != 200 || !strings.Contains(string(r.body), `"changed":true`) {
			t.Fatalf("payment failure: %d %s", r.status, r.body)
		}
		if f, err := e.store.PaymentFailures(context.Background(), e.customer.ID); err != nil || len(f) != 1 || f[0].InvoiceID != "in_1" || f[0].AmountDueCents != 4900 {
			t.Fatalf("payment failures %+v %v", f, err)
		}
	})
}

func TestWebhookWithoutSecretIs503(t *testing.T) {
	e := start(t)
	e.mustProblem(e.do("POST", "/v1/webhooks/stripe", "{}", "Content-Type", "application/json", "Stripe-Signature", "t=1,v1=x"), 503, "/v1/webhooks/stripe")
}

// A key just used lists with its use before the batched last-used times
// reach the store (every 10 s): its owner never reads "never used" for a
// key that answered a moment ago; an unused key still reads null.
func TestKeyListShowsAUseBeforeTheFlush(t *testing.T) {
	storeKinds(t, func(t *testing.T, newStore func() billing.Store) {
		stripe := newStripeDouble(t)
		e := startEnv(t, envOptions{store: newStore(), payments: billing.NewStripe("sk_test_123", stripe.URL)})
		out := decode[signupOut](t, e.signup(`{"email":"ada@example.com","payment_method_id":"pm_card_visa"}`))
		if r := e.with(out.APIKey).post("/v1/account/api-keys", `{}`, "Content-Type", "application/json"); r.status != 201 {
			t.Fatalf("second key: %d %s", r.status, r.body)
		}
		before := time.Now().Add(-time.Second).UTC()
		keys := decode[keyListOut](t, e.with(out.APIKey).get("/v1/account/api-keys"))
		if keys.Total != 2 {
			t.Fatalf("keys: %+v", keys)
		}
		for _, k := range keys.Keys {
			switch {
			case k.KeyPrefix == out.KeyPrefix:
				if k.LastUsedAt == nil {
					t.Fatalf("the key in use lists as never used: %+v", k)
				}
				at, err := time.Parse(time.RFC3339, *k.LastUsedAt)
				if err != nil || at.Before(before.Truncate(time.Second)) {
					t.Fatalf("the key in use lists last used at %v (%v), want about now", *k.LastUsedAt, err)
				}
			case k.LastUsedAt != nil:
				t.Fatalf("the unused key lists as used: %+v", k)
			}
		}
	})
}
