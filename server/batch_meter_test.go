package server_test

import (
	"context"
	"encoding/json"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/meter"
	"github.com/plumbline-api/plumbline/server"
)

// The meter's exactness, for batches: every item answered is counted once,
// a 422 item (a client error, issue 39), a refused item and an unknown
// calculator not at all, and summary.counted is what usage moved by. On the in-process meter
// and on Redis.
func TestBatchMeteringIsExact(t *testing.T) {
	meterKinds(t, func(t *testing.T, m *meter.Meter) {
		e := startEnv(t, envOptions{meter: m, config: []option{withBodyCap(1 << 20)}})
		before := usedCalls(t, e)
		body := strings.Replace(yardsBatch(10), `]}`, `,{"id":"bad","operation_id":"calc_concrete_yards","input":{}},`+
			`{"id":"bad2","path":"/v1/calc/stairs/rise-run","input":{"total_rise_in":-5}},{"id":"none","operation_id":"calc_none","input":{}}]}`, 1)
		out := decode[batchOut](t, e.post(server.BatchPath, body))
		if s := out.Summary; s.Items != 13 || s.Succeeded != 10 || s.Failed != 3 || s.Counted != 10 || s.Refused != 0 {
			t.Fatalf("summary %+v", s)
		}
		if after := usedCalls(t, e); after != before+10 {
			t.Fatalf("usage %d -> %d, want +10 (the two 422s are not counted)", before, after)
		}
	})
}

// preload counts n calls for e's customer straight through the meter.
func preload(t *testing.T, m *meter.Meter, e *testEnv, tier string, quota int64, n int) {
	t.Helper()
	caller := &plumbline.APIKey{ID: "preload", CustomerID: e.customer.ID, TierID: tier,
		Limits: plumbline.Limits{MonthlyQuota: quota, RPM: 1_000_000, Burst: 1_000_000}}
	for range n {
		if d, err := m.Admit(context.Background(), caller, time.Now(), true); !d.Allowed || err != nil {
			t.Fatalf("preload: %+v %v", d, err)
		}
	}
}

// A batch that crosses the Free cap: the items up to the cap are answered
// and counted; that item and every later one are 429 quota problems with
// retry_after, not counted; the batch itself answers 200. The next batch is
// refused whole.
func TestBatchCrossingTheFreeCap(t *testing.T) {
	meterKinds(t, func(t *testing.T, m *meter.Meter) {
		e := startEnv(t, envOptions{tier: plumbline.TierFree, meter: m, config: []option{withBodyCap(1 << 20)}})
		preload(t, m, e, plumbline.TierFree, 1000, 990)
		r := e.post(server.BatchPath, yardsBatch(15))
		if r.status != 200 {
			t.Fatalf("batch: %d %s", r.status, r.body)
		}
		out := decode[batchOut](t, r)
		for i, res := range out.Results {
			want := 200
			if i >= 10 {
				want = 429
			}
			if res.Status != want {
				t.Fatalf("item %d: %d, want %d: %s", i, res.Status, want, res.Body)
			}
			if want == 429 {
				var p problem
				_ = json.Unmarshal(res.Body, &p)
				if res.RetryAfter == nil || *res.RetryAfter < 1 || !strings.Contains(p.Detail, "monthly quota of 1000") || p.Instance != "/v1/calc/concrete/yards" {
					t.Fatalf("item %d: retry_after %v, problem %+v", i, res.RetryAfter, p)
				}
			}
		}
		if s := out.Summary; s.Counted != 10 || s.Refused != 5 || s.Succeeded != 10 || s.Failed != 5 {
			t.Fatalf("summary %+v", s)
		}
		fresh := e.with(e.addKey()) // its rate limit untouched: only the quota speaks
		if used := usedCalls(t, fresh); used != 1000 {
			t.Fatalf("usage %d, want the cap, 1000", used)
		}
		// The instance knows the customer is at its cap: the next batch is
		// refused whole, before its items are read (issue 35 #9).
		if p := fresh.mustProblem(fresh.post(server.BatchPath, yardsBatch(3)), 429, server.BatchPath); p.Code != "quota_exhausted" {
			t.Fatalf("a batch at the cap: %+v", p)
		}
		if used := usedCalls(t, fresh); used != 1000 {
			t.Fatalf("usage %d after a refused batch, want 1000", used)
		}
	})
}

// A key's burst bounds a batch: a Free key (burst 20) sending 30 items gets
// 20 answered and 10 refused by the rate limit, each with when to retry;
// the RateLimit headers describe the key after the batch.
func TestBatchBeyondTheBurst(t *testing.T) {
	meterKinds(t, func(t *testing.T, m *meter.Meter) {
		e := startEnv(t, envOptions{tier: plumbline.TierFree, meter: m, config: []option{withBodyCap(1 << 20)}})
		r := e.post(server.BatchPath, yardsBatch(30))
		out := decode[batchOut](t, r)
		for i, res := range out.Results {
			if want := map[bool]int{true: 200, false: 429}[i < 20]; res.Status != want {
				t.Fatalf("item %d: %d, want %d", i, res.Status, want)
			}
			if i >= 20 {
				var p problem
				_ = json.Unmarshal(res.Body, &p)
				if res.RetryAfter == nil || *res.RetryAfter < 1 || *res.RetryAfter > 6 || !strings.Contains(p.Detail, "rate limit exceeded") {
					t.Fatalf("item %d: retry_after %v %+v", i, res.RetryAfter, p)
				}
			}
		}
		if s := out.Summary; s.Counted != 20 || s.Refused != 10 {
			t.Fatalf("summary %+v", s)
		}
		if got := r.header.Get("RateLimit"); !strings.HasPrefix(got, `"default";r=0;t=`) || r.header.Get("RateLimit-Policy") != `"default";q=10;w=60;burst=20` {
			t.Fatalf("headers %v", r.header)
		}
		if used := usedCalls(t, e.with(e.addKey())); used != 20 {
			t.Fatalf("usage %d, want 20", used)
		}
	})
}

// Concurrent batches against the Free cap: a customer at 900 of 1,000, ten
// keys each sending a batch of 20 at once: exactly 100 items are admitted
// across the batches, the other 100 refused (item by item, or a batch
// whole once the instance knows the cap is reached), and usage is the cap.
func TestBatchConcurrentCapIsExact(t *testing.T) {
	meterKinds(t, func(t *testing.T, m *meter.Meter) {
		e := startEnv(t, envOptions{tier: plumbline.TierFree, meter: m, config: []option{withBodyCap(1 << 20)}})
		preload(t, m, e, plumbline.TierFree, 1000, 900)
		keys := []string{e.key}
		for range 9 {
			keys = append(keys, e.addKey())
		}
		var mu sync.Mutex
		counted, refused, served := 0, 0, 0
		var wg sync.WaitGroup
		for _, k := range keys {
			wg.Go(func() {
				r := e.with(k).post(server.BatchPath, yardsBatch(20))
				if r.status == 429 { // refused whole: the instance already knew the cap was reached
					mu.Lock()
					refused += 20
					mu.Unlock()
					return
				}
				out := decode[batchOut](t, r)
				ok := 0
				for _, res := range out.Results {
					if res.Status == 200 {
						ok++
					}
				}
				mu.Lock()
				counted, refused, served = counted+out.Summary.Counted, refused+out.Summary.Refused, served+ok
				mu.Unlock()
			})
		}
		wg.Wait()
		if counted != 100 || served != 100 || refused != 100 {
			t.Fatalf("counted %d, served %d, refused %d; want exactly 100, 100, 100", counted, served, refused)
		}
		if used := usedCalls(t, e.with(e.addKey())); used != 1000 {
			t.Fatalf("usage %d, want 1000", used)
		}
	})
}

// A batch that runs nothing (refused whole, or naming no calculator) is
// one rate-limited call, never counted: faulty batches cannot be sent
// without limit. A Free key's burst (20) allows 20 of them.
func TestBatchThatRunsNothingIsRateLimited(t *testing.T) {
	e := startEnv(t, envOptions{tier: plumbline.TierFree})
	for i := range 20 {
		body := `{"items":[]}`
		want := 422
		if i%2 == 1 {
			body, want = `{"items":[{"id":"a","operation_id":"calc_none","input":{}}]}`, 200
		}
		if r := e.post(server.BatchPath, body); r.status != want || r.header.Get("RateLimit") == "" {
			t.Fatalf("batch %d: %d %s", i, r.status, r.body)
		}
	}
	p := e.mustProblem(e.post(server.BatchPath, `{"items":[]}`), 429, server.BatchPath)
	if !strings.Contains(p.Detail, "rate limit exceeded") {
		t.Fatalf("21st: %+v", p)
	}
	if used := usedCalls(t, e.with(e.addKey())); used != 0 {
		t.Fatalf("usage %d, want 0", used)
	}
}
