package server_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline"
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
