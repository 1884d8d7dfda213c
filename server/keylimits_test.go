package server_test

import (
	"context"
	"strings"
	"sync"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/internal/redistest"
	"github.com/plumbline-api/plumbline/meter"
	"github.com/plumbline-api/plumbline/server"
)

// keyLimitKinds runs a test on the embedded configuration (memory store and
// meter) and on Postgres with the Redis meter.
func keyLimitKinds(t *testing.T, test func(t *testing.T, store billing.Store, m *meter.Meter)) {
	storeKinds(t, func(t *testing.T, newStore func() billing.Store) {
		if _, isPG := newStore().(*billing.PGStore); !isPG {
			m, _ := meter.NewMemory()
			test(t, newStore(), m)
			return
		}
		client, prefix := redistest.New(t)
		b := meter.NewBatcher(client, meter.BatcherOptions{})
		c := meter.NewRedisCounter(b, meter.Keyspace(prefix), meter.DefaultCountFlush)
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan struct{})
		go func() { c.Run(ctx); close(done) }()
		t.Cleanup(func() { cancel(); <-done; b.Close() })
		test(t, newStore(), meter.New(meter.NewRedisGCRA(b, meter.Keyspace(prefix)), c))
	})
}

type keyOut struct {
	ID               string `json:"id"`
	APIKey           string `json:"api_key"`
	MonthlyCallLimit *int64 `json:"monthly_call_limit"`
	RatePerMinute    *int   `json:"rate_per_minute"`
	CallsThisMonth   int64  `json:"calls_this_month"`
}

// A key's own monthly limit and rate: set at creation or later, each at
// most the account's; exact under concurrent calls (no call served past
// the key's limit), answered 429 key_limit_reached naming the key's limit
// and its reset; the account's other key is not held by it; the key list
// shows each key's calls this month and its limits.
func TestKeyLimits(t *testing.T) {
	keyLimitKinds(t, func(t *testing.T, store billing.Store, m *meter.Meter) {
		base := startEnv(t, envOptions{store: store, meter: m})
		e := base.with(base.seedCustomer(plumbline.TierStarter, 1000)) // 60 a minute, bursts of 120
		auth := func(method, path, body string) response {
			return e.do(method, path, body, "Authorization", "Bearer "+e.key, "Content-Type", "application/json")
		}
		for _, bad := range []string{`{"monthly_call_limit":0}`, `{"monthly_call_limit":"x"}`, `{"monthly_call_limit":1.5}`,
			`{"rate_per_minute":61}`, `{"rate_per_minute":-1}`, `{"monthly_call_limit":1001,"livemode":false}`} {
			if r := auth("POST", "/v1/account/api-keys", bad); r.status != 422 {
				t.Errorf("create %s: %d %s", bad, r.status, r.body)
			}
		}
		r := auth("POST", "/v1/account/api-keys", `{"monthly_call_limit":4,"rate_per_minute":50}`)
		created := decode[keyOut](t, r)
		if r.status != 201 || created.MonthlyCallLimit == nil || *created.MonthlyCallLimit != 4 || created.RatePerMinute == nil || *created.RatePerMinute != 50 {
			t.Fatalf("create: %d %s", r.status, r.body)
		}
		limited := e.with(created.APIKey)
		var mu sync.Mutex
		statuses := map[int]int{}
		var refused response
		var wg sync.WaitGroup
		for range 12 {
			wg.Go(func() {
				r := limited.post("/v1/calc/concrete/yards", yards)
				mu.Lock()
				statuses[r.status]++
				if r.status == 429 {
					refused = r
				}
				mu.Unlock()
			})
		}
		wg.Wait()
		if statuses[200] != 4 || statuses[429] != 8 {
			t.Fatalf("statuses %v, want 4 served (the key's limit) and 8 refused", statuses)
		}
		p := decode[map[string]any](t, refused)
		kl, _ := p["key_limit"].(map[string]any)
		if p["code"] != "key_limit_reached" || p["resets_at"] == nil || kl["key_id"] != created.ID || kl["monthly_call_limit"] != 4.0 ||
			!strings.Contains(p["detail"].(string), "4 calls") || refused.header.Get("Retry-After") == "" ||
			!strings.HasPrefix(refused.header.Get("RateLimit-Policy"), `"monthly";q=4;`) || refused.header.Get("Content-Type") != "application/problem+json" {
			t.Fatalf("429: %s %v", refused.body, refused.header)
		}
		// Over MCP and in a batch the key's calls are refused the same way.
		c, _ := mcpClient(t, e, created.APIKey, mcp.ProtocolVersion20250326)
		res := callTool(t, c, "calc_concrete_yards", map[string]any{"length_ft": 1, "width_ft": 1, "depth_in": 4})
		if text := toolText(t, res); !res.IsError || !strings.Contains(text, `"code":"key_limit_reached"`) || !strings.Contains(text, "429") {
			t.Fatalf("MCP past the key's limit: %s", text)
		}
		b := limited.post(server.BatchPath, `{"items":[{"id":"a","path":"/v1/calc/concrete/yards","input":{"length_ft":1,"width_ft":1,"depth_in":4}}]}`)
		if b.status != 200 || !strings.Contains(string(b.body), `"code":"key_limit_reached"`) {
			t.Fatalf("batch past the key's limit: %d %s", b.status, b.body)
		}
		// The account's first key is not held by it.
		if r := e.post("/v1/calc/concrete/yards", yards); r.status != 200 {
			t.Fatalf("the account's other key: %d %s", r.status, r.body)
		}
		if u := decode[map[string]any](t, e.get("/v1/account/usage")); u["requests_used"] != 5.0 {
			t.Fatalf("account usage %v", u)
		}
		list := decode[struct{ Keys []keyOut }](t, e.get("/v1/account/api-keys"))
		byID := map[string]keyOut{}
		for _, k := range list.Keys {
			byID[k.ID] = k
		}
		if k := byID[created.ID]; k.CallsThisMonth != 4 || k.MonthlyCallLimit == nil || *k.MonthlyCallLimit != 4 || k.RatePerMinute == nil || *k.RatePerMinute != 50 {
			t.Fatalf("the limited key in the list: %+v", k)
		}
		first := byID["key_"+e.key[4:14]]
		if first.CallsThisMonth != 1 || first.MonthlyCallLimit != nil || first.RatePerMinute != nil {
			t.Fatalf("the other key in the list: %+v (keys %+v)", first, list.Keys)
		}
		// Raised: two more calls, then the limit again.
		patch := func(id, body string) response { return auth("PATCH", "/v1/account/api-keys/"+id, body) }
		for _, bad := range []string{`{}`, `{"monthly_call_limit":0}`, `{"rate_per_minute":"fast"}`, `{"rate_per_minute":61}`, `{"burst":3}`} {
			if r := patch(created.ID, bad); r.status != 422 {
				t.Errorf("patch %s: %d %s", bad, r.status, r.body)
			}
		}
		if r := patch("key_nosuchkey", `{"monthly_call_limit":6}`); r.status != 404 {
			t.Fatalf("another key: %d %s", r.status, r.body)
		}
		r = patch(created.ID, `{"monthly_call_limit":6}`)
		if k := decode[keyOut](t, r); r.status != 200 || *k.MonthlyCallLimit != 6 || *k.RatePerMinute != 50 || k.CallsThisMonth != 4 {
			t.Fatalf("raise: %d %s", r.status, r.body)
		}
		for i, want := range []int{200, 200, 429} {
			if r := limited.post("/v1/calc/concrete/yards", yards); r.status != want {
				t.Fatalf("after the raise, call %d: %d %s", i+1, r.status, r.body)
			}
		}
		// Removed: the account's limits hold again.
		r = patch(created.ID, `{"monthly_call_limit":null,"rate_per_minute":null}`)
		if k := decode[keyOut](t, r); r.status != 200 || k.MonthlyCallLimit != nil || k.RatePerMinute != nil {
			t.Fatalf("remove: %d %s", r.status, r.body)
		}
		if r := limited.post("/v1/calc/concrete/yards", yards); r.status != 200 {
			t.Fatalf("without its limit: %d %s", r.status, r.body)
		}
		// A test key takes a rate, not a monthly limit; it cannot change limits.
		r = auth("POST", "/v1/account/api-keys", `{"livemode":false,"rate_per_minute":5}`)
		testKey := decode[keyOut](t, r)
		if r.status != 201 || *testKey.RatePerMinute != 5 {
			t.Fatalf("test key: %d %s", r.status, r.body)
		}
		if r := patch(testKey.ID, `{"monthly_call_limit":5}`); r.status != 422 || !strings.Contains(string(r.body), `"unsupported"`) {
			t.Fatalf("a test key's monthly limit: %d %s", r.status, r.body)
		}
		if r := e.with(testKey.APIKey).do("PATCH", "/v1/account/api-keys/"+created.ID, `{"rate_per_minute":5}`, "Authorization", "Bearer "+testKey.APIKey, "Content-Type", "application/json"); r.status != 403 {
			t.Fatalf("changed by a test key: %d %s", r.status, r.body)
		}
		// Free: a key's month is at most the quota.
		free := base.with(base.seedCustomer(plumbline.TierFree, 0))
		if r := free.do("POST", "/v1/account/api-keys", `{"monthly_call_limit":1001}`, "Authorization", "Bearer "+free.key, "Content-Type", "application/json"); r.status != 422 || !strings.Contains(string(r.body), "1000 calls a month") {
			t.Fatalf("free over its quota: %d %s", r.status, r.body)
		}
	})
}

// A key's own rate is its own bucket: a key at 1 a minute (bursts of 2,
// the account's 2:1) is refused at its third call, rate_limited with its
// own policy, while the account's other key is served.
func TestKeyRateLimit(t *testing.T) {
	meterKinds(t, func(t *testing.T, m *meter.Meter) {
		base := startEnv(t, envOptions{meter: m})
		e := base.with(base.seedCustomer(plumbline.TierStarter, 1000))
		r := e.do("POST", "/v1/account/api-keys", `{"rate_per_minute":1}`, "Authorization", "Bearer "+e.key, "Content-Type", "application/json")
		slow := e.with(decode[keyOut](t, r).APIKey)
		for i := range 2 {
			if r := slow.post("/v1/calc/concrete/yards", yards); r.status != 200 || r.header.Get("RateLimit-Policy") != `"default";q=1;w=60;burst=2` {
				t.Fatalf("call %d: %d %v", i+1, r.status, r.header)
			}
		}
		r = slow.post("/v1/calc/concrete/yards", yards)
		if p := e.mustProblem(r, 429, "/v1/calc/concrete/yards"); !strings.Contains(p.Detail, "1 requests per minute") || !strings.Contains(p.Detail, "own rate") {
			t.Fatalf("429: %s", r.body)
		}
		if r := e.post("/v1/calc/concrete/yards", yards); r.status != 200 || r.header.Get("RateLimit-Policy") != `"default";q=60;w=60;burst=120` {
			t.Fatalf("the account's other key: %d %v", r.status, r.header)
		}
	})
}
