package server_test

import (
	"context"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/internal/redistest"
	"github.com/plumbline-api/plumbline/meter"
)

// meterKinds runs an HTTP test on the in-process meter and the Redis one.
func meterKinds(t *testing.T, test func(t *testing.T, m *meter.Meter)) {
	t.Run("memory", func(t *testing.T) {
		m, _ := meter.NewMemory()
		test(t, m)
	})
	t.Run("redis", func(t *testing.T) {
		client, prefix := redistest.New(t)
		b := meter.NewBatcher(client, meter.BatcherOptions{})
		c := meter.NewRedisCounter(b, meter.Keyspace(prefix), meter.DefaultCountFlush)
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan struct{})
		go func() { c.Run(ctx); close(done) }()
		t.Cleanup(func() { cancel(); <-done; b.Close() })
		test(t, meter.New(meter.NewRedisGCRA(b, meter.Keyspace(prefix)), c))
	})
}

const yards = `{"length_ft":10,"width_ft":10,"depth_in":4}`

func TestRateLimitHeadersAnd429(t *testing.T) {
	meterKinds(t, func(t *testing.T, m *meter.Meter) {
		e := startEnv(t, envOptions{tier: plumbline.TierFree, meter: m}) // 10 RPM, burst 20
		var last response
		for i := range 20 {
			last = e.post("/v1/calc/concrete/yards", yards)
			if last.status != 200 {
				t.Fatalf("call %d of the burst: %d %s", i+1, last.status, last.body)
			}
			if got := last.header.Get("RateLimit"); !strings.HasPrefix(got, `"default";r=`+strconv.Itoa(19-i)+";t=") {
				t.Fatalf("call %d: RateLimit %q, want r=%d", i+1, got, 19-i)
			}
		}
		if last.header.Get("RateLimit-Policy") != `"default";q=10;w=60;burst=20` {
			t.Fatalf("headers: %v", last.header)
		}
		r := e.post("/v1/calc/concrete/yards", yards)
		p := e.mustProblem(r, 429, "/v1/calc/concrete/yards")
		retry, _ := strconv.Atoi(r.header.Get("Retry-After"))
		if retry < 1 || retry > 6 || !strings.Contains(p.Detail, "10 requests per minute") || !strings.HasPrefix(r.header.Get("RateLimit"), `"default";r=0;t=`) {
			t.Fatalf("429: Retry-After %q, detail %q, headers %v", r.header.Get("Retry-After"), p.Detail, r.header)
		}
		// Account routes are rate-limited too (and carry the headers), but not counted.
		r = e.get("/v1/account/usage")
		e.mustProblem(r, 429, "/v1/account/usage")
		// Public routes carry no rate-limit headers.
		if h := e.do("GET", "/healthz", "").header.Get("RateLimit"); h != "" {
			t.Fatalf("healthz has RateLimit %q", h)
		}
	})
}

// The Free cap over HTTP: a customer at 950 of 1,000 calls, 64 concurrent
// clients over 30 keys (so the per-key rate limit does not bind) making 640
// calls: exactly 50 are served, the rest get 429, and usage reads 1,000.
func TestFreeCapOverHTTPWith64Clients(t *testing.T) {
	meterKinds(t, func(t *testing.T, m *meter.Meter) {
		e := startEnv(t, envOptions{tier: plumbline.TierFree, meter: m})
		keys := []string{e.key}
		for range 29 {
			keys = append(keys, e.addKey())
		}
		caller := &plumbline.APIKey{ID: "preload", CustomerID: e.customer.ID, TierID: plumbline.TierFree,
			Limits: plumbline.Limits{MonthlyQuota: 1000, RPM: 1_000_000, Burst: 1_000_000}}
		for range 950 {
			if d, err := m.Admit(context.Background(), caller, time.Now(), true); !d.Allowed || err != nil {
				t.Fatalf("preload: %+v %v", d, err)
			}
		}
		var served, refused atomic.Int64
		var wg sync.WaitGroup
		for c := range 64 {
			wg.Go(func() {
				for i := range 10 {
					r := e.with(keys[(c*10+i)%len(keys)]).post("/v1/calc/concrete/yards", yards)
					switch r.status {
					case 200:
						served.Add(1)
					case 429:
						refused.Add(1)
					default:
						t.Errorf("status %d", r.status)
					}
				}
			})
		}
		wg.Wait()
		if served.Load() != 50 || refused.Load() != 590 {
			t.Fatalf("served %d, refused %d; want exactly 50 and 590", served.Load(), refused.Load())
		}
		fresh := e.with(e.addKey()) // a key the load did not use: its rate limit is untouched
		usage := decode[map[string]any](t, fresh.get("/v1/account/usage"))
		if usage["requests_used"] != 1000.0 || usage["requests_overage"] != 0.0 {
			t.Fatalf("usage %v", usage)
		}
		r := fresh.post("/v1/calc/concrete/yards", yards)
		p := e.mustProblem(r, 429, "/v1/calc/concrete/yards")
		if !strings.Contains(p.Detail, "monthly quota of 1000") {
			t.Fatalf("cap detail %q", p.Detail)
		}
	})
}

// Paid tiers are served past the quota, and the calls past it show as overage.
func TestPaidOverageIsServedAndCounted(t *testing.T) {
	meterKinds(t, func(t *testing.T, m *meter.Meter) {
		e := startEnv(t, envOptions{tier: plumbline.TierStarter, meter: m})
		caller := &plumbline.APIKey{ID: "preload", CustomerID: e.customer.ID, TierID: plumbline.TierStarter,
			Limits: plumbline.Limits{MonthlyQuota: 25_000, RPM: 1_000_000, Burst: 1_000_000}}
		for range 24_995 {
			if _, err := m.Admit(context.Background(), caller, time.Now(), true); err != nil {
				t.Fatal(err)
			}
		}
		for i := range 10 {
			if r := e.post("/v1/calc/concrete/yards", yards); r.status != 200 {
				t.Fatalf("call %d past the quota: %d", i, r.status)
			}
		}
		usage := decode[map[string]any](t, e.get("/v1/account/usage"))
		if usage["requests_used"] != 25005.0 || usage["requests_overage"] != 5.0 {
			t.Fatalf("usage %v", usage)
		}
	})
}
