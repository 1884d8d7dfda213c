package server_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/meter"
	"github.com/plumbline-api/plumbline/webhooks"
)

func newHooks(t *testing.T) *webhooks.Service {
	t.Helper()
	sealer, err := webhooks.NewSealer([]byte("test-webhook-seal-test-webhook-seal"))
	if err != nil {
		t.Fatal(err)
	}
	return webhooks.NewService(webhooks.NewMemoryStore(), sealer, webhooks.Options{AllowLoopback: true})
}

// hookReceiver is a loopback endpoint keeping each delivery whose
// Plumbline-Signature verifies under the secret it is given.
type hookReceiver struct {
	*httptest.Server
	mu     sync.Mutex
	secret string
	got    []webhooks.Payload
	bad    int
}

func newHookReceiver(t *testing.T) *hookReceiver {
	r := &hookReceiver{}
	r.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		body, _ := io.ReadAll(req.Body)
		r.mu.Lock()
		defer r.mu.Unlock()
		if webhooks.Verify(body, req.Header.Get("Plumbline-Signature"), r.secret, 5*time.Minute, time.Now()) != nil {
			r.bad++
			w.WriteHeader(400)
			return
		}
		var p webhooks.Payload
		_ = json.Unmarshal(body, &p)
		r.got = append(r.got, p)
		w.WriteHeader(204)
	}))
	t.Cleanup(r.Close)
	return r
}

func TestWebhookEndpointsOverREST(t *testing.T) {
	hooks := newHooks(t)
	e := startEnv(t, envOptions{tier: plumbline.TierStarter, hooks: hooks})
	recv := newHookReceiver(t)

	r := e.post("/v1/account/webhooks", `{"url":"`+recv.URL+`/hook","events":["key.created","key.revoked"]}`)
	created := decode[map[string]any](t, r)
	secret, _ := created["secret"].(string)
	id, _ := created["id"].(string)
	if r.status != 201 || !strings.HasPrefix(secret, "whsec_") || !strings.HasPrefix(id, "we_") || created["message"] == nil {
		t.Fatalf("create: %d %s", r.status, r.body)
	}
	recv.mu.Lock()
	recv.secret = secret
	recv.mu.Unlock()
	if th := created["thresholds"].([]any); len(th) != 2 || th[0] != 80.0 || th[1] != 100.0 {
		t.Fatalf("default thresholds %v", th)
	}
	list := e.get("/v1/account/webhooks")
	if l := decode[map[string]any](t, list); list.status != 200 || l["total"] != 1.0 || strings.Contains(string(list.body), secret) || strings.Contains(string(list.body), `"secret"`) {
		t.Fatalf("list: %d %s", list.status, list.body)
	}

	for _, c := range []struct{ body, field, code string }{
		{`{"url":"http://hooks.example.com/x","events":["key.created"]}`, "url", "format"},
		{`{"url":"https://hooks.example.com/x","events":["key.made"]}`, "events[0]", "enum"},
		{`{"url":"https://hooks.example.com/x","events":[]}`, "events", "required"},
		{`{"url":"https://hooks.example.com/x","events":["usage.threshold"],"thresholds":[0]}`, "thresholds[0]", "range"},
		{`{"url":"https://hooks.example.com/x","events":["key.created"],"secret":"mine"}`, "secret", "unknown_field"},
	} {
		r := e.post("/v1/account/webhooks", c.body)
		p := e.mustProblem(r, 422, "/v1/account/webhooks")
		if len(p.Errors) != 1 || p.Errors[0].Field != c.field || p.Errors[0].Code != c.code {
			t.Errorf("%s: %d %s, want %s %s", c.body, r.status, r.body, c.field, c.code)
		}
	}

	// A test key reads but does not manage webhooks.
	tk := decode[map[string]any](t, e.post("/v1/account/api-keys", `{"livemode":false}`))
	test := e.with(tk["api_key"].(string))
	e.mustProblem(test.post("/v1/account/webhooks", `{"url":"https://hooks.example.com/x","events":["key.created"]}`), 403, "/v1/account/webhooks")
	e.mustProblem(test.do("DELETE", "/v1/account/webhooks/"+id, "", "Authorization", "Bearer "+test.key), 403, "/v1/account/webhooks/"+id)
	if r := test.get("/v1/account/webhooks"); r.status != 200 {
		t.Fatalf("a test key's list: %d %s", r.status, r.body)
	}

	// key.created and key.revoked, written where keys are made and revoked.
	k := decode[map[string]any](t, e.post("/v1/account/api-keys", `{}`))
	if r := e.do("DELETE", "/v1/account/api-keys/"+k["id"].(string), "", "Authorization", "Bearer "+e.key); r.status != 200 {
		t.Fatalf("revoke: %d %s", r.status, r.body)
	}
	w := &webhooks.Worker{Service: hooks}
	if n, err := w.DeliverDue(context.Background()); err != nil || n != 3 {
		t.Fatalf("delivered %d, %v; want the test key's and the live key's key.created and key.revoked", n, err)
	}
	recv.mu.Lock()
	got, bad := append([]webhooks.Payload(nil), recv.got...), recv.bad
	recv.mu.Unlock()
	if bad != 0 || len(got) != 3 {
		t.Fatalf("received %d (%d badly signed)", len(got), bad)
	}
	types := map[string]int{}
	for _, p := range got {
		types[p.Type]++
		var d map[string]any
		_ = json.Unmarshal(p.Data, &d)
		if d["key_id"] == tk["id"] && p.Livemode {
			t.Errorf("the test key's event says livemode true")
		}
	}
	if types["key.created"] != 2 || types["key.revoked"] != 1 {
		t.Fatalf("received %v", types)
	}

	ds := e.get("/v1/account/webhooks/" + id + "/deliveries")
	var dl struct {
		Deliveries []struct {
			ID, EventID, Status string
			Attempts            int
			History             []struct {
				ResponseCode *int `json:"response_code"`
			}
		}
		Total int
	}
	if err := json.Unmarshal(ds.body, &dl); err != nil || ds.status != 200 || dl.Total != 3 {
		t.Fatalf("deliveries: %d %s", ds.status, ds.body)
	}
	for _, d := range dl.Deliveries {
		if d.Status != "delivered" || d.Attempts != 1 || len(d.History) != 1 || d.History[0].ResponseCode == nil || *d.History[0].ResponseCode != 204 {
			t.Fatalf("delivery %+v", d)
		}
	}
	rs := e.post("/v1/account/webhooks/"+id+"/deliveries/"+got[0].ID+"/resend", "")
	if rs.status != 202 || !strings.Contains(string(rs.body), `"status":"pending"`) {
		t.Fatalf("resend: %d %s", rs.status, rs.body)
	}
	e.mustProblem(e.post("/v1/account/webhooks/"+id+"/deliveries/evt_unknown/resend", ""), 404, "/v1/account/webhooks/"+id+"/deliveries/evt_unknown/resend")
	if n, _ := w.DeliverDue(context.Background()); n != 1 {
		t.Fatalf("resent %d", n)
	}
	recv.mu.Lock()
	last := recv.got[len(recv.got)-1]
	recv.mu.Unlock()
	if last.ID != got[0].ID {
		t.Fatalf("the resent event has id %s, want %s", last.ID, got[0].ID)
	}

	if r := e.do("DELETE", "/v1/account/webhooks/"+id, "", "Authorization", "Bearer "+e.key); r.status != 200 {
		t.Fatalf("delete: %d %s", r.status, r.body)
	}
	e.mustProblem(e.do("DELETE", "/v1/account/webhooks/"+id, "", "Authorization", "Bearer "+e.key), 404, "/v1/account/webhooks/"+id)
	e.mustProblem(e.get("/v1/account/webhooks/"+id+"/deliveries"), 404, "/v1/account/webhooks/"+id+"/deliveries")
}

// TestWebhookThresholdsOverRESTAndMCPOnTwoInstances: a paid account with a
// webhook at 50, 80 and 100 % and a spend cap, driven past all of them by
// concurrent REST and MCP calls through two instances (one count, as Redis
// keeps it; one outbox), receives each event once, correctly signed, and
// no call is served past the cap.
func TestWebhookThresholdsOverRESTAndMCPOnTwoInstances(t *testing.T) {
	const quota, capCalls = 40, 10
	m, _ := meter.NewMemory()
	store := webhooks.NewMemoryStore()
	sealer, _ := webhooks.NewSealer([]byte("test-webhook-seal-test-webhook-seal"))
	hooksA := webhooks.NewService(store, sealer, webhooks.Options{AllowLoopback: true})
	hooksB := webhooks.NewService(store, sealer, webhooks.Options{AllowLoopback: true})
	watchA, watchB := webhooks.Watch(m, hooksA), webhooks.Watch(m, hooksB)
	watchA.Gap, watchB.Gap = 2*time.Millisecond, 2*time.Millisecond
	a := startEnv(t, envOptions{tier: plumbline.TierStarter, limits: &plumbline.Limits{MonthlyQuota: quota, RPM: 1 << 20, Burst: 1 << 20},
		hooks: hooksA, meter: watchA})
	if r := a.do("PATCH", "/v1/account/limits", `{"spend_cap":{"calls":10}}`, "Authorization", "Bearer "+a.key, "Content-Type", "application/json"); r.status != 200 {
		t.Fatalf("spend cap: %d %s", r.status, r.body)
	}
	recv := newHookReceiver(t)
	r := a.post("/v1/account/webhooks", `{"url":"`+recv.URL+`","events":["usage.threshold","usage.spend_cap_reached"],"thresholds":[50,80,100]}`)
	if r.status != 201 {
		t.Fatalf("create: %d %s", r.status, r.body)
	}
	recv.mu.Lock()
	recv.secret = decode[map[string]any](t, r)["secret"].(string)
	recv.mu.Unlock()
	b := startEnv(t, envOptions{sameAccount: a, store: a.store, hooks: hooksB, meter: watchB})

	var served atomic.Int64
	var wg sync.WaitGroup
	for _, e := range []*testEnv{a, b} {
		for range 3 {
			wg.Go(func() {
				for range 10 {
					if e.post("/v1/calc/concrete/yards", `{"length_ft":10,"width_ft":10,"depth_in":4}`).status == 200 {
						served.Add(1)
					}
				}
			})
		}
		c, _ := mcpClient(t, e, e.key, "")
		wg.Go(func() {
			for range 10 {
				req := mcp.CallToolRequest{}
				req.Params.Name = "calc_concrete_yards"
				req.Params.Arguments = map[string]any{"length_ft": 10, "width_ft": 10, "depth_in": 4}
				res, err := c.CallTool(context.Background(), req)
				if err == nil && !res.IsError {
					served.Add(1)
				}
			}
		})
	}
	wg.Wait()
	if served.Load() != quota+capCalls {
		t.Fatalf("served %d calls of 80, want the quota plus the cap, %d", served.Load(), quota+capCalls)
	}
	workers := []*webhooks.Worker{{Service: hooksA}, {Service: hooksB}}
	received := func() []webhooks.Payload {
		recv.mu.Lock()
		defer recv.mu.Unlock()
		return append([]webhooks.Payload(nil), recv.got...)
	}
	deliver := func() {
		var wg sync.WaitGroup
		for _, w := range workers {
			wg.Go(func() { _, _ = w.DeliverDue(context.Background()) })
		}
		wg.Wait()
	}
	for deadline := time.Now().Add(5 * time.Second); len(received()) < 4 && time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		deliver()
	}
	time.Sleep(100 * time.Millisecond)
	deliver()
	got := map[string]int{}
	for _, p := range received() {
		var d struct{ Threshold int }
		_ = json.Unmarshal(p.Data, &d)
		got[p.Type+":"+strconv.Itoa(d.Threshold)]++
	}
	want := map[string]int{"usage.threshold:50": 1, "usage.threshold:80": 1, "usage.threshold:100": 1, "usage.spend_cap_reached:0": 1}
	recv.mu.Lock()
	bad := recv.bad
	recv.mu.Unlock()
	if bad != 0 || len(got) != len(want) {
		t.Fatalf("received %v (%d badly signed), want each of %v once", got, bad, want)
	}
	for k, n := range want {
		if got[k] != n {
			t.Errorf("%s received %d times, want %d", k, got[k], n)
		}
	}
}

// A subscription change the payment processor reports is a
// subscription.updated event, once per processor event (Stripe retries it).
func TestSubscriptionUpdatedEvent(t *testing.T) {
	hooks := newHooks(t)
	e := startEnv(t, envOptions{webhook: webhookSecret, stripeID: "cus_sub_hook", hooks: hooks})
	r := e.post("/v1/account/webhooks", `{"url":"https://hooks.example.com/x","events":["subscription.updated"]}`)
	id, _ := decode[map[string]any](t, r)["id"].(string)
	up := subscriptionEvent("evt_sub_up", "customer.subscription.updated", "cus_sub_hook", "price_growth", "", "active")
	for range 2 {
		if r := e.do("POST", "/v1/webhooks/stripe", up, "Content-Type", "application/json", "Stripe-Signature", signed(t, up, time.Now(), webhookSecret)); r.status != 200 {
			t.Fatalf("stripe webhook: %d %s", r.status, r.body)
		}
	}
	ds, err := hooks.Deliveries(context.Background(), e.customer.ID, id)
	if err != nil || len(ds) != 1 || ds[0].EventType != plumbline.EventSubscriptionUpdated {
		t.Fatalf("deliveries %+v, %v; want one subscription.updated", ds, err)
	}
}
