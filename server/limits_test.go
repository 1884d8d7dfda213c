package server_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/billing"
)

// seedCustomer adds a customer on tier with a monthly quota and returns a
// key of it.
func (e *testEnv) seedCustomer(tier string, quota int64) string {
	e.t.Helper()
	plain := billing.NewKey()
	id := "acct_" + plain[4:14]
	c := &plumbline.Customer{ID: id, Email: id + "@example.com", TierID: tier, StripeCustomerID: "cus_" + plain[4:14], CreatedAt: time.Now()}
	if quota > 0 {
		c.Limits = &plumbline.Limits{MonthlyQuota: quota}
	}
	k := &plumbline.APIKey{ID: "key_" + plain[4:14], CustomerID: id, Prefix: billing.DisplayPrefix(plain), CreatedAt: time.Now()}
	if err := e.store.CreateCustomer(context.Background(), c, k, testHasher.HashString(plain)); err != nil {
		e.t.Fatal(err)
	}
	return plain
}

// A paid account's spend cap: set in calls or dollars, exact under
// concurrent calls (no call served past it), answered 429
// spend_cap_reached naming the cap and its reset, removable.
func TestSpendCap(t *testing.T) {
	storeKinds(t, func(t *testing.T, newStore func() billing.Store) {
		base := startEnv(t, envOptions{store: newStore()})
		e := base.with(base.seedCustomer(plumbline.TierStarter, 3))
		patch := func(body string) response {
			return e.do("PATCH", "/v1/account/limits", body, "Authorization", "Bearer "+e.key, "Content-Type", "application/json")
		}
		if r := decode[map[string]any](t, e.get("/v1/account/limits")); r["spend_cap"] != nil || r["monthly_quota"] != 3.0 {
			t.Fatalf("limits before: %v", r)
		}
		for _, bad := range []string{`{}`, `{"spend_cap":{"calls":-1}}`, `{"spend_cap":{"calls":1,"usd":1}}`, `{"spend_cap":{"usd":0.001}}`, `{"spend_cap":{}}`, `{"spend_cap":"x"}`} {
			if r := patch(bad); r.status != 422 {
				t.Errorf("%s: %d %s", bad, r.status, r.body)
			}
		}
		r := patch(`{"spend_cap":{"calls":2}}`)
		lim := decode[map[string]any](t, r)
		if r.status != 200 || lim["spend_cap"].(map[string]any)["max_monthly_calls"] != 5.0 {
			t.Fatalf("set: %d %s", r.status, r.body)
		}
		const body = `{"length_ft":10,"width_ft":10,"depth_in":4}`
		var mu sync.Mutex
		statuses := map[int]int{}
		var capped response
		var wg sync.WaitGroup
		for range 12 {
			wg.Go(func() {
				r := e.post("/v1/calc/concrete/yards", body)
				mu.Lock()
				statuses[r.status]++
				if r.status == 429 {
					capped = r
				}
				mu.Unlock()
			})
		}
		wg.Wait()
		if statuses[200] != 5 || statuses[429] != 7 {
			t.Fatalf("statuses %v, want 5 served (3 quota + 2 cap) and 7 refused", statuses)
		}
		p := decode[map[string]any](t, capped)
		if p["code"] != "spend_cap_reached" || p["resets_at"] == nil || p["spend_cap"].(map[string]any)["overage_calls"] != 2.0 ||
			capped.header.Get("Retry-After") == "" || capped.header.Get("Content-Type") != "application/problem+json" {
			t.Fatalf("429: %s %v", capped.body, capped.header)
		}
		if u := decode[map[string]any](t, e.get("/v1/account/usage")); u["requests_used"] != 5.0 || u["requests_overage"] != 2.0 {
			t.Fatalf("usage %v", u)
		}
		// In dollars: $0.12 at $0.04 a call is 3 calls of overage, one more than used.
		r = patch(`{"spend_cap":{"usd":0.12}}`)
		if sc := decode[map[string]any](t, r)["spend_cap"].(map[string]any); sc["usd"] != 0.12 || sc["overage_calls"] != 3.0 {
			t.Fatalf("usd cap: %s", r.body)
		}
		if r := e.post("/v1/calc/concrete/yards", body); r.status != 200 {
			t.Fatalf("under the raised cap: %d %s", r.status, r.body)
		}
		if r := e.post("/v1/calc/concrete/yards", body); r.status != 429 {
			t.Fatalf("past the raised cap: %d %s", r.status, r.body)
		}
		if r := patch(`{"spend_cap":null}`); r.status != 200 || decode[map[string]any](t, r)["spend_cap"] != nil {
			t.Fatalf("remove: %d %s", r.status, r.body)
		}
		if r := e.post("/v1/calc/concrete/yards", body); r.status != 200 {
			t.Fatalf("without a cap: %d %s", r.status, r.body)
		}
		free := base.with(base.seedCustomer(plumbline.TierFree, 0))
		if r := free.do("PATCH", "/v1/account/limits", `{"spend_cap":{"calls":5}}`, "Authorization", "Bearer "+free.key, "Content-Type", "application/json"); r.status != 409 {
			t.Fatalf("free: %d %s", r.status, r.body)
		}
	})
}
