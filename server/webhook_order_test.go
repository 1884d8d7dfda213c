package server_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline/billing"
	"time"
)

// subscriptionEventAt is a subscription event created at a given time.
func subscriptionEventAt(id, typ, customer, lookup, status string, created time.Time) string {
	return fmt.Sprintf(`{"id":%q,"object":"event","type":%q,"created":%d,"data":{"object":{"id":"sub_1","object":"subscription","customer":%q,"status":%q,
		"items":{"object":"list","data":[{"id":"si_1","object":"subscription_item","price":{"id":"price_x","object":"price","lookup_key":%q}}]}}}}`,
		id, typ, created.Unix(), customer, status, lookup)
}

// Finding 8: Stripe does not deliver in order. A stale "updated (active,
// Starter)" arriving after "deleted" must not re-upgrade the cancelled
// account; a later one must. A signature dated beyond the tolerance in the
// future is refused, as one dated beyond it in the past is.
func TestStripeWebhookOrderAndTolerance(t *testing.T) {
	storeKinds(t, func(t *testing.T, newStore func() billing.Store) {
		e := startEnv(t, envOptions{store: newStore(), webhook: webhookSecret, stripeID: "cus_order"})
		send := func(payload string, at time.Time) response {
			return e.do("POST", "/v1/webhooks/stripe", payload, "Content-Type", "application/json", "Stripe-Signature", signed(t, payload, at, webhookSecret))
		}
		tier := func() string { return decode[map[string]any](t, e.get("/v1/account/usage"))["tier_id"].(string) }
		t0 := time.Now().Add(-time.Hour)

		up := subscriptionEventAt("evt_o_up", "customer.subscription.updated", "cus_order", "starter", "active", t0)
		if r := send(up, time.Now()); r.status != 200 || tier() != "starter" {
			t.Fatalf("upgrade: %d %s, tier %s", r.status, r.body, tier())
		}
		del := subscriptionEventAt("evt_o_del", "customer.subscription.deleted", "cus_order", "starter", "canceled", t0.Add(2*time.Minute))
		if r := send(del, time.Now()); r.status != 200 || tier() != "free" {
			t.Fatalf("cancel: %d %s, tier %s", r.status, r.body, tier())
		}
		stale := subscriptionEventAt("evt_o_stale", "customer.subscription.updated", "cus_order", "starter", "active", t0.Add(time.Minute))
		r := send(stale, time.Now())
		if r.status != 200 || !strings.Contains(string(r.body), `"changed":false`) {
			t.Fatalf("stale event: %d %s", r.status, r.body)
		}
		if got := tier(); got != "free" {
			t.Fatalf("a stale subscription event re-upgraded a cancelled account to %s", got)
		}
		later := subscriptionEventAt("evt_o_later", "customer.subscription.created", "cus_order", "growth", "active", t0.Add(3*time.Minute))
		if r := send(later, time.Now()); r.status != 200 || tier() != "growth" {
			t.Fatalf("a newer subscription: %d %s, tier %s", r.status, r.body, tier())
		}

		future := subscriptionEventAt("evt_o_future", "customer.subscription.updated", "cus_order", "starter", "active", t0.Add(4*time.Minute))
		e.mustProblem(send(future, time.Now().Add(10*time.Minute)), 400, "/v1/webhooks/stripe")
		if got := tier(); got != "growth" {
			t.Fatalf("a future-dated signature was applied: %s", got)
		}
		if r := send(future, time.Now().Add(time.Minute)); r.status != 200 || tier() != "starter" {
			t.Fatalf("a signature 1 min ahead (clock skew within tolerance): %d %s", r.status, r.body)
		}
	})
}
