package server_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/meter"
	"github.com/plumbline-api/plumbline/server"
)

// A test key answers what a live key answers, with the same shapes and
// headers, but its calls leave the usage, the detail and the pending
// counts (so the ledger and Stripe) untouched; it has its own rate limit
// and cannot manage the account.
func TestTestKeys(t *testing.T) {
	storeKinds(t, func(t *testing.T, newStore func() billing.Store) {
		m, counter := meter.NewMemory()
		rec := meter.NewDetailRecorder(meter.NewMemoryDetail())
		e := startEnv(t, envOptions{store: newStore(), tier: plumbline.TierStarter, stripeID: "cus_test", meter: m,
			config: []option{func(c *server.Config) { c.UsageDetail = rec }}})
		r := e.post("/v1/account/api-keys", `{"livemode":false}`)
		created := decode[map[string]any](t, r)
		if r.status != 201 || created["livemode"] != false || !strings.HasPrefix(created["api_key"].(string), "svc_test_") ||
			!strings.HasPrefix(created["key_prefix"].(string), "svc_test_") {
			t.Fatalf("create: %d %s", r.status, r.body)
		}
		test := e.with(created["api_key"].(string))

		const body = `{"length_ft":10,"width_ft":10,"depth_in":4}`
		live := e.post("/v1/calc/concrete/yards", body)
		if _, err := counter.Claim(context.Background(), "before"); err != nil { // the live call's count, out of the way
			t.Fatal(err)
		}
		usedBefore := decode[map[string]any](t, e.get("/v1/account/usage"))["requests_used"]
		tr := test.post("/v1/calc/concrete/yards", body)
		if tr.status != 200 || string(tr.body) != string(live.body) {
			t.Fatalf("test key answer %d %s, live %s", tr.status, tr.body, live.body)
		}
		if got := tr.header.Get("RateLimit-Policy"); got != `"default";q=30;w=60;burst=10` {
			t.Fatalf("test key policy %q", got)
		}
		if r := test.get("/v1/codes/irc/sections/R311.7.5"); r.status != 200 {
			t.Fatalf("reference: %d %s", r.status, r.body)
		}
		u := decode[map[string]any](t, test.get("/v1/account/usage"))
		if u["livemode"] != false || u["requests_used"] != usedBefore {
			t.Fatalf("usage with the test key %v; before %v", u, usedBefore)
		}
		if u := decode[map[string]any](t, e.get("/v1/account/usage")); u["livemode"] != true || u["requests_used"] != usedBefore {
			t.Fatalf("usage with the live key %v; before %v", u, usedBefore)
		}
		if pending, err := counter.Claim(context.Background(), "after"); err != nil || pending {
			t.Fatalf("the test key's calls are pending for the ledger (%v, %v)", pending, err)
		}
		d := decode[usageDailyOut](t, e.get("/v1/account/usage/daily?group_by=key"))
		for _, row := range d.Rows {
			if strings.HasPrefix(row.KeyPrefix, "svc_test_") {
				t.Fatalf("a test key in the detail: %+v", row)
			}
		}
		for _, r := range []response{
			test.post("/v1/account/api-keys", `{}`),
			test.do("DELETE", "/v1/account/api-keys/"+created["id"].(string), "", "Authorization", "Bearer "+test.key),
			test.post("/v1/account/portal", `{"return_url":"https://example.com"}`),
		} {
			if r.status != 403 {
				t.Fatalf("a test key managing the account: %d %s", r.status, r.body)
			}
		}
		keys := decode[keyListOut](t, e.get("/v1/account/api-keys"))
		if len(keys.Keys) != 3 || !strings.HasPrefix(keys.Keys[0].KeyPrefix, "svc_test_") {
			t.Fatalf("key list %+v", keys)
		}
		// Its own rate: a burst of 10 (it made 7 calls above), whatever the tier's.
		limited := false
		for range 10 {
			if test.post("/v1/calc/concrete/yards", body).status == 429 {
				limited = true
			}
		}
		if !limited {
			t.Fatal("the test key was never rate-limited past its burst of 10")
		}
		if r := e.post("/v1/calc/concrete/yards", body); r.status != 200 {
			t.Fatalf("the live key, after the test key's 429s: %d", r.status)
		}
	})
}

// decodeStrings decodes an answer's members as text (a key creation
// answers livemode as a boolean beside its strings).
func decodeStrings(t *testing.T, r response) map[string]string {
	t.Helper()
	out := map[string]string{}
	for k, v := range decode[map[string]any](t, r) {
		out[k] = fmt.Sprint(v)
	}
	return out
}
