package webhooks_test

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
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

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/internal/postgres/pgtest"
	"github.com/plumbline-api/plumbline/meter"
	"github.com/plumbline-api/plumbline/webhooks"
)

// backend is one store kind; instance opens the store as another server
// instance would (Postgres: its own connection pool on the same schema).
type backend struct {
	instance func(t *testing.T) plumbline.WebhookStore
}

// each runs test on the memory store and on Postgres, as the same tests.
func each(t *testing.T, test func(t *testing.T, b backend)) {
	t.Run("memory", func(t *testing.T) {
		m := webhooks.NewMemoryStore()
		test(t, backend{instance: func(*testing.T) plumbline.WebhookStore { return m }})
	})
	t.Run("postgres", func(t *testing.T) {
		schema := pgtest.New(t)
		test(t, backend{instance: func(t *testing.T) plumbline.WebhookStore {
			pool, err := pgxpool.New(context.Background(), schema.URL)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(pool.Close)
			return webhooks.NewPGStore(pool)
		}})
	})
}

var sealKey = []byte("0123456789abcdef0123456789abcdef")

func service(t *testing.T, store plumbline.WebhookStore) *webhooks.Service {
	t.Helper()
	sealer, err := webhooks.NewSealer(sealKey)
	if err != nil {
		t.Fatal(err)
	}
	return webhooks.NewService(store, sealer, webhooks.Options{AllowLoopback: true})
}

// receiver is a real HTTP endpoint on loopback that checks each delivery's
// signature with the documented algorithm, written out here on its own:
// hex(HMAC-SHA256(secret, t + "." + body)).
type receiver struct {
	srv    *httptest.Server
	secret atomic.Value // string
	fail   atomic.Int32 // answer 500 to this many requests first
	mu     sync.Mutex
	got    []webhooks.Payload
	bad    []string
}

func newReceiver(t *testing.T) *receiver {
	r := &receiver{}
	r.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		body, _ := io.ReadAll(req.Body)
		secret, _ := r.secret.Load().(string)
		r.mu.Lock()
		defer r.mu.Unlock()
		if err := checkSignature(body, req.Header.Get("Plumbline-Signature"), secret, time.Now()); err != "" {
			r.bad = append(r.bad, err)
			w.WriteHeader(400)
			return
		}
		if r.fail.Add(-1) >= 0 {
			w.WriteHeader(500)
			return
		}
		var p webhooks.Payload
		if err := json.Unmarshal(body, &p); err != nil {
			r.bad = append(r.bad, err.Error())
		}
		r.got = append(r.got, p)
		w.WriteHeader(204)
	}))
	t.Cleanup(r.srv.Close)
	return r
}

func checkSignature(body []byte, header, secret string, now time.Time) string {
	var ts, v1 string
	for _, part := range strings.Split(header, ",") {
		k, v, _ := strings.Cut(part, "=")
		switch k {
		case "t":
			ts = v
		case "v1":
			v1 = v
		}
	}
	m := hmac.New(sha256.New, []byte(secret))
	m.Write([]byte(ts + "." + string(body)))
	if want := hex.EncodeToString(m.Sum(nil)); v1 != want {
		return "signature " + v1 + " is not " + want
	}
	unix, err := strconv.ParseInt(ts, 10, 64)
	if err != nil {
		return "t is not a number"
	}
	if d := now.Sub(time.Unix(unix, 0)); d > 5*time.Minute || d < -5*time.Minute {
		return "t is outside 5 minutes"
	}
	return ""
}

func (r *receiver) payloads() []webhooks.Payload {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]webhooks.Payload(nil), r.got...)
}

func (r *receiver) badOnes() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]string(nil), r.bad...)
}

func TestEndpointsLifecycle(t *testing.T) {
	each(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		s := service(t, b.instance(t))
		e, secret, err := s.Create(ctx, "cus_a", webhooks.CreateRequest{URL: "https://hooks.example.com/plumbline", Events: []string{plumbline.EventUsageThreshold, plumbline.EventKeyCreated}})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(secret, "whsec_") || !strings.HasPrefix(e.ID, "we_") || len(e.Thresholds) != 2 || e.Thresholds[0] != 80 || e.Thresholds[1] != 100 {
			t.Fatalf("endpoint %+v, secret %q", e, secret)
		}
		if strings.Contains(string(e.SealedSecret), secret) {
			t.Fatal("the secret is stored as plaintext")
		}
		list, err := s.List(ctx, "cus_a")
		if err != nil || len(list) != 1 || list[0].URL != e.URL || len(list[0].Events) != 2 {
			t.Fatalf("list %+v, %v", list, err)
		}
		if other, _ := s.List(ctx, "cus_b"); len(other) != 0 {
			t.Fatalf("another customer sees %d endpoints", len(other))
		}
		if err := s.Delete(ctx, "cus_b", e.ID); plumbline.ErrorCode(err) != plumbline.ENOTFOUND {
			t.Fatalf("another customer's delete: %v", err)
		}
		if _, err := s.Deliveries(ctx, "cus_b", e.ID); plumbline.ErrorCode(err) != plumbline.ENOTFOUND {
			t.Fatalf("another customer's deliveries: %v", err)
		}
		for i := 1; i < webhooks.MaxEndpoints; i++ {
			if _, _, err := s.Create(ctx, "cus_a", webhooks.CreateRequest{URL: "https://hooks.example.com/" + string(rune('a'+i)), Events: []string{plumbline.EventKeyRevoked}}); err != nil {
				t.Fatal(err)
			}
		}
		if _, _, err := s.Create(ctx, "cus_a", webhooks.CreateRequest{URL: "https://hooks.example.com/z", Events: []string{plumbline.EventKeyRevoked}}); plumbline.ErrorCode(err) != plumbline.ECONFLICT {
			t.Fatalf("past %d endpoints: %v", webhooks.MaxEndpoints, err)
		}
		if err := s.Delete(ctx, "cus_a", e.ID); err != nil {
			t.Fatal(err)
		}
		if err := s.Delete(ctx, "cus_a", e.ID); plumbline.ErrorCode(err) != plumbline.ENOTFOUND {
			t.Fatalf("second delete: %v", err)
		}
	})
}

func TestCreateRefusesBadInput(t *testing.T) {
	s := service(t, webhooks.NewMemoryStore())
	strict := webhooks.NewService(webhooks.NewMemoryStore(), s.Sealer(), webhooks.Options{})
	ten := []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}
	dup := []int{80, 80}
	for _, c := range []struct {
		svc         *webhooks.Service
		r           webhooks.CreateRequest
		field, code string
	}{
		{s, webhooks.CreateRequest{Events: []string{"key.created"}}, "url", "required"},
		{s, webhooks.CreateRequest{URL: "http://hooks.example.com/x", Events: []string{"key.created"}}, "url", "format"},
		{s, webhooks.CreateRequest{URL: "ftp://hooks.example.com/x", Events: []string{"key.created"}}, "url", "format"},
		{s, webhooks.CreateRequest{URL: "https://user:pw@hooks.example.com/x", Events: []string{"key.created"}}, "url", "format"},
		{s, webhooks.CreateRequest{URL: "https://10.0.0.8/x", Events: []string{"key.created"}}, "url", "format"},
		{s, webhooks.CreateRequest{URL: "https://169.254.169.254/x", Events: []string{"key.created"}}, "url", "format"},
		{strict, webhooks.CreateRequest{URL: "http://127.0.0.1:9000/x", Events: []string{"key.created"}}, "url", "format"},
		{s, webhooks.CreateRequest{URL: "https://hooks.example.com/x"}, "events", "required"},
		{s, webhooks.CreateRequest{URL: "https://hooks.example.com/x", Events: []string{"usage.everything"}}, "events[0]", "enum"},
		{s, webhooks.CreateRequest{URL: "https://hooks.example.com/x", Events: []string{"key.created", "key.created"}}, "events[1]", "duplicate"},
		{s, webhooks.CreateRequest{URL: "https://hooks.example.com/x", Events: []string{"usage.threshold"}, Thresholds: &ten}, "thresholds", "range"},
		{s, webhooks.CreateRequest{URL: "https://hooks.example.com/x", Events: []string{"usage.threshold"}, Thresholds: &dup}, "thresholds[1]", "duplicate"},
	} {
		_, _, err := c.svc.Create(context.Background(), "cus_a", c.r)
		var pe *plumbline.Error
		if !errorAs(err, &pe) || pe.Code != plumbline.EINVALID || len(pe.Fields) != 1 || pe.Fields[0].Field != c.field || pe.Fields[0].Code != c.code {
			t.Errorf("%+v: got %v, want %s %s", c.r, err, c.field, c.code)
		}
	}
	if _, _, err := s.Create(context.Background(), "cus_a", webhooks.CreateRequest{URL: "http://127.0.0.1:9000/x", Events: []string{"key.created"}}); err != nil {
		t.Errorf("http on loopback where loopback is allowed: %v", err)
	}
}

func errorAs(err error, pe **plumbline.Error) bool {
	e, ok := err.(*plumbline.Error)
	*pe = e
	return ok
}

// clock is a worker's time, moved by the test.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) add(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

func TestDeliverySignedRetriedAndDelivered(t *testing.T) {
	each(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		s := service(t, b.instance(t))
		r := newReceiver(t)
		e, secret, err := s.Create(ctx, "cus_a", webhooks.CreateRequest{URL: r.srv.URL + "/hook", Events: []string{plumbline.EventKeyCreated}})
		if err != nil {
			t.Fatal(err)
		}
		r.secret.Store(secret)
		r.fail.Store(2) // the receiver is down for two attempts
		if _, err := s.Emit(ctx, "cus_a", plumbline.EventKeyCreated, "", 0, true, map[string]string{"key_id": "key_1"}); err != nil {
			t.Fatal(err)
		}
		c := &clock{t: time.Now().Add(time.Second)}
		w := &webhooks.Worker{Service: s, Now: c.now}
		for i := range 3 {
			if n, err := w.DeliverDue(ctx); err != nil || n != 1 {
				t.Fatalf("attempt %d: %d claimed, %v", i+1, n, err)
			}
			if n, _ := w.DeliverDue(ctx); n != 0 {
				t.Fatalf("attempt %d: a retry was due before its backoff", i+1)
			}
			c.add(webhooks.Schedule[i])
		}
		got := r.payloads()
		if len(got) != 1 || got[0].Type != plumbline.EventKeyCreated || !got[0].Livemode || !strings.HasPrefix(got[0].ID, "evt_") || string(got[0].Data) != `{"key_id":"key_1"}` {
			t.Fatalf("received %+v (bad: %v)", got, r.badOnes())
		}
		if bad := r.badOnes(); len(bad) != 0 {
			t.Fatalf("signatures refused: %v", bad)
		}
		ds, err := s.Deliveries(ctx, "cus_a", e.ID)
		if err != nil || len(ds) != 1 {
			t.Fatalf("deliveries %+v, %v", ds, err)
		}
		d := ds[0]
		if d.Status != plumbline.DeliveryDelivered || d.Attempts != 3 || len(d.History) != 3 || d.EventID != got[0].ID {
			t.Fatalf("delivery %+v", d)
		}
		if h := d.History; h[0].ResponseCode != 204 || h[1].ResponseCode != 500 || h[1].Status != webhooks.AttemptRetrying || h[2].NextAttempt == nil ||
			!h[2].NextAttempt.Equal(h[2].AttemptedAt.Add(webhooks.Schedule[0])) {
			t.Fatalf("attempts %+v", h)
		}
		// Resent by event id: delivered again, with the same event id.
		if _, err := s.Resend(ctx, "cus_a", e.ID, got[0].ID); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Resend(ctx, "cus_a", e.ID, "evt_nope"); plumbline.ErrorCode(err) != plumbline.ENOTFOUND {
			t.Fatalf("resend of an unknown event: %v", err)
		}
		c.t = time.Now().Add(time.Second)
		if n, err := w.DeliverDue(ctx); n != 1 || err != nil {
			t.Fatalf("resend: %d, %v", n, err)
		}
		if got := r.payloads(); len(got) != 2 || got[1].ID != got[0].ID {
			t.Fatalf("after resend %+v", got)
		}
	})
}

func TestDeliveryGivesUpAfterSchedule(t *testing.T) {
	each(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		s := service(t, b.instance(t))
		r := newReceiver(t)
		e, secret, _ := s.Create(ctx, "cus_a", webhooks.CreateRequest{URL: r.srv.URL, Events: []string{plumbline.EventKeyRevoked}})
		r.secret.Store(secret)
		r.fail.Store(100)
		_, _ = s.Emit(ctx, "cus_a", plumbline.EventKeyRevoked, "", 0, true, map[string]string{})
		c := &clock{t: time.Now().Add(time.Second)}
		w := &webhooks.Worker{Service: s, Now: c.now, Schedule: []time.Duration{time.Minute, time.Hour}}
		for range 5 {
			_, _ = w.DeliverDue(ctx)
			c.add(2 * time.Hour)
		}
		ds, _ := s.Deliveries(ctx, "cus_a", e.ID)
		if len(ds) != 1 || ds[0].Status != plumbline.DeliveryFailed || ds[0].Attempts != 3 {
			t.Fatalf("deliveries %+v", ds)
		}
	})
}

func TestScheduleSpansThreeDays(t *testing.T) {
	var total time.Duration
	for _, d := range webhooks.Schedule {
		total += d
	}
	if total < 72*time.Hour {
		t.Fatalf("retries span %s, less than 3 days", total)
	}
}

func TestDeliveryRefusesLoopbackUnlessAllowed(t *testing.T) {
	ctx := context.Background()
	store := webhooks.NewMemoryStore()
	s := service(t, store)
	r := newReceiver(t)
	e, secret, _ := s.Create(ctx, "cus_a", webhooks.CreateRequest{URL: r.srv.URL, Events: []string{plumbline.EventKeyRevoked}})
	r.secret.Store(secret)
	_, _ = s.Emit(ctx, "cus_a", plumbline.EventKeyRevoked, "", 0, true, map[string]string{})
	w := &webhooks.Worker{Service: s, Client: webhooks.NewClient(false)}
	if n, err := w.DeliverDue(ctx); n != 1 || err != nil {
		t.Fatal(n, err)
	}
	ds, _ := s.Deliveries(ctx, "cus_a", e.ID)
	if len(r.payloads()) != 0 || ds[0].Status != plumbline.DeliveryPending || !strings.Contains(ds[0].History[0].Error, "not a public address") {
		t.Fatalf("a loopback delivery went out: %+v", ds[0])
	}
}

// TestThresholdsOnceAcrossInstances drives one account past 50, 80 and
// 100 % of its quota and its spend cap with concurrent calls through two
// instances (each its own watcher, worker and store connection; one shared
// count, as Redis is) and requires each event received once, signed.
func TestThresholdsOnceAcrossInstances(t *testing.T) {
	each(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		m, _ := meter.NewMemory()
		one, two := service(t, b.instance(t)), service(t, b.instance(t))
		r := newReceiver(t)
		_, secret, err := one.Create(ctx, "cus_a", webhooks.CreateRequest{URL: r.srv.URL, Thresholds: &[]int{50, 80, 100},
			Events: []string{plumbline.EventUsageThreshold, plumbline.EventSpendCapReached}})
		if err != nil {
			t.Fatal(err)
		}
		r.secret.Store(secret)
		key := &plumbline.APIKey{ID: "key_a", CustomerID: "cus_a", TierID: plumbline.TierStarter, HasSpendCap: true, SpendCapCalls: 20,
			Limits: plumbline.Limits{MonthlyQuota: 100, RPM: 1 << 20, Burst: 1 << 20}}
		watchers := []*webhooks.Watcher{webhooks.Watch(m, one), webhooks.Watch(m, two)}
		workers := []*webhooks.Worker{{Service: one}, {Service: two}}
		for _, w := range watchers {
			w.Gap = 2 * time.Millisecond
		}
		var served atomic.Int64
		var wg sync.WaitGroup
		for g := range 8 {
			w := watchers[g%2]
			wg.Go(func() {
				for range 30 {
					d, err := w.Begin(ctx, key, time.Now(), true)
					if err != nil {
						t.Error(err)
						return
					}
					if d.Allowed {
						served.Add(1)
						_ = w.Finish(ctx, key, d, true)
					}
					time.Sleep(time.Millisecond)
				}
			})
		}
		wg.Wait()
		if served.Load() != 120 {
			t.Fatalf("served %d calls, want the quota plus the cap, 120", served.Load())
		}
		deliver := func() {
			var wg sync.WaitGroup
			for _, w := range workers {
				wg.Go(func() { _, _ = w.DeliverDue(ctx) })
			}
			wg.Wait()
		}
		for deadline := time.Now().Add(5 * time.Second); len(r.payloads()) < 4 && time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
			deliver()
		}
		time.Sleep(100 * time.Millisecond) // a late duplicate would be written by now
		deliver()
		got := map[string]int{}
		ids := map[string]bool{}
		for _, p := range r.payloads() {
			var d struct {
				Threshold    int   `json:"threshold"`
				RequestsUsed int64 `json:"requests_used"`
			}
			_ = json.Unmarshal(p.Data, &d)
			got[p.Type+":"+strconv.Itoa(d.Threshold)]++
			ids[p.ID] = true
		}
		want := map[string]int{"usage.threshold:50": 1, "usage.threshold:80": 1, "usage.threshold:100": 1, "usage.spend_cap_reached:0": 1}
		if len(got) != len(want) || len(ids) != 4 || len(r.badOnes()) != 0 {
			t.Fatalf("received %v (ids %d, bad signatures %v), want each of %v once", got, len(ids), r.badOnes(), want)
		}
		for k, n := range want {
			if got[k] != n {
				t.Errorf("%s: received %d times, want %d (all: %v)", k, got[k], n, got)
			}
		}
	})
}

// TestOutboxOutlivesItsInstance writes events with one instance, which
// stops before delivering them (one of them claimed mid-attempt), and a
// new instance delivers them all.
func TestOutboxOutlivesItsInstance(t *testing.T) {
	each(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		first := service(t, b.instance(t))
		r := newReceiver(t)
		_, secret, err := first.Create(ctx, "cus_a", webhooks.CreateRequest{URL: r.srv.URL, Events: []string{plumbline.EventQuotaExhausted, plumbline.EventKeyCreated}})
		if err != nil {
			t.Fatal(err)
		}
		r.secret.Store(secret)
		if _, err := first.Emit(ctx, "cus_a", plumbline.EventQuotaExhausted, "quota.exhausted:cus_a:2026-11", 0, true, map[string]int{"requests_used": 1000}); err != nil {
			t.Fatal(err)
		}
		// The first instance claims it and dies before the attempt ends.
		if cs, err := first.Store().Claim(ctx, time.Now().Add(time.Second), time.Now().Add(time.Minute), 10); err != nil || len(cs) != 1 {
			t.Fatalf("claim: %d, %v", len(cs), err)
		}
		if _, err := first.Emit(ctx, "cus_a", plumbline.EventKeyCreated, "", 0, true, map[string]string{"key_id": "key_2"}); err != nil {
			t.Fatal(err)
		}
		if len(r.payloads()) != 0 {
			t.Fatal("delivered without a worker")
		}
		second := service(t, b.instance(t)) // a new instance, sharing the outbox
		c := &clock{t: time.Now().Add(time.Second)}
		w := &webhooks.Worker{Service: second, Now: c.now}
		if n, _ := w.DeliverDue(ctx); n != 1 {
			t.Fatalf("%d delivered before the dead claim ended, want only the unclaimed one", n)
		}
		c.add(2 * time.Minute) // the dead instance's claim has ended
		if n, _ := w.DeliverDue(ctx); n != 1 {
			t.Fatalf("the dead instance's claim was not delivered: %d", n)
		}
		got := r.payloads()
		if len(got) != 2 || got[0].Type != plumbline.EventKeyCreated || got[1].Type != plumbline.EventQuotaExhausted {
			t.Fatalf("received %+v", got)
		}
	})
}

func TestVerify(t *testing.T) {
	body := []byte(`{"id":"evt_1"}`)
	now := time.Unix(1_800_000_000, 0)
	h := webhooks.Sign("whsec_x", now, body)
	if h != "t=1800000000,v1="+func() string {
		m := hmac.New(sha256.New, []byte("whsec_x"))
		m.Write([]byte("1800000000." + string(body)))
		return hex.EncodeToString(m.Sum(nil))
	}() {
		t.Fatalf("header %q", h)
	}
	if err := webhooks.Verify(body, h, "whsec_x", webhooks.Tolerance, now.Add(4*time.Minute)); err != nil {
		t.Fatal(err)
	}
	for name, err := range map[string]error{
		"tampered":  webhooks.Verify([]byte(`{"id":"evt_2"}`), h, "whsec_x", webhooks.Tolerance, now),
		"secret":    webhooks.Verify(body, h, "whsec_y", webhooks.Tolerance, now),
		"replayed":  webhooks.Verify(body, h, "whsec_x", webhooks.Tolerance, now.Add(6*time.Minute)),
		"no header": webhooks.Verify(body, "", "whsec_x", webhooks.Tolerance, now),
		"v0 only":   webhooks.Verify(body, strings.Replace(h, "v1=", "v0=", 1), "whsec_x", webhooks.Tolerance, now),
	} {
		if err == nil {
			t.Errorf("%s: verified", name)
		}
	}
}

func TestSealerBindsTheEndpoint(t *testing.T) {
	s, _ := webhooks.NewSealer(sealKey)
	sealed := s.Seal("we_1", "whsec_abc")
	if got, err := s.Open("we_1", sealed); err != nil || got != "whsec_abc" {
		t.Fatalf("open: %q, %v", got, err)
	}
	if _, err := s.Open("we_2", sealed); err == nil {
		t.Fatal("a sealed secret opened for another endpoint")
	}
	other, _ := webhooks.NewSealer([]byte("another key, another pepper....."))
	if _, err := other.Open("we_1", sealed); err == nil {
		t.Fatal("a sealed secret opened under another key")
	}
}

// A Free account's last call of the month writes quota.exhausted once,
// and refused calls after it write nothing more; a test key's calls are
// never watched.
func TestQuotaExhaustedOnce(t *testing.T) {
	each(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		m, _ := meter.NewMemory()
		s := service(t, b.instance(t))
		e, _, err := s.Create(ctx, "cus_free", webhooks.CreateRequest{URL: "https://hooks.example.com/x", Events: []string{plumbline.EventQuotaExhausted}})
		if err != nil {
			t.Fatal(err)
		}
		w := webhooks.Watch(m, s)
		w.Gap = time.Millisecond
		key := &plumbline.APIKey{ID: "key_f", CustomerID: "cus_free", TierID: plumbline.TierFree, Limits: plumbline.Limits{MonthlyQuota: 5, RPM: 1 << 20, Burst: 1 << 20}}
		for range 12 {
			if d, err := w.Begin(ctx, key, time.Now(), true); err == nil && d.Allowed {
				_ = w.Finish(ctx, key, d, true)
			}
			time.Sleep(2 * time.Millisecond)
		}
		var ds []*plumbline.WebhookDelivery
		for deadline := time.Now().Add(3 * time.Second); len(ds) == 0 && time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
			ds, _ = s.Deliveries(ctx, "cus_free", e.ID)
		}
		time.Sleep(50 * time.Millisecond)
		ds, _ = s.Deliveries(ctx, "cus_free", e.ID)
		if len(ds) != 1 || ds[0].EventType != plumbline.EventQuotaExhausted {
			t.Fatalf("deliveries %+v, want one quota.exhausted", ds)
		}
	})
}

// data.release.published goes once per version to each account with an
// endpoint that wants it, however many times the switch is announced.
func TestBroadcastOncePerVersion(t *testing.T) {
	each(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		s := service(t, b.instance(t))
		want, _, _ := s.Create(ctx, "cus_a", webhooks.CreateRequest{URL: "https://hooks.example.com/a", Events: []string{plumbline.EventReleasePublished}})
		other, _, _ := s.Create(ctx, "cus_b", webhooks.CreateRequest{URL: "https://hooks.example.com/b", Events: []string{plumbline.EventKeyCreated}})
		for range 2 {
			if err := s.Broadcast(ctx, plumbline.EventReleasePublished, "data.release.published:v2", map[string]string{"version": "v2"}); err != nil {
				t.Fatal(err)
			}
		}
		if ds, _ := s.Deliveries(ctx, "cus_a", want.ID); len(ds) != 1 {
			t.Fatalf("subscriber: %d deliveries, want 1", len(ds))
		}
		if ds, _ := s.Deliveries(ctx, "cus_b", other.ID); len(ds) != 0 {
			t.Fatalf("non-subscriber: %d deliveries", len(ds))
		}
	})
}

func TestPurgeKeepsPendingEvents(t *testing.T) {
	each(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		s := service(t, b.instance(t))
		r := newReceiver(t)
		e, secret, _ := s.Create(ctx, "cus_a", webhooks.CreateRequest{URL: r.srv.URL, Events: []string{plumbline.EventKeyCreated, plumbline.EventKeyRevoked}})
		r.secret.Store(secret)
		_, _ = s.Emit(ctx, "cus_a", plumbline.EventKeyCreated, "", 0, true, map[string]string{})
		w := &webhooks.Worker{Service: s}
		_, _ = w.DeliverDue(ctx) // delivered
		_, _ = s.Emit(ctx, "cus_a", plumbline.EventKeyRevoked, "", 0, true, map[string]string{})
		n, err := s.Store().Purge(ctx, time.Now().Add(time.Hour))
		if err != nil || n != 1 {
			t.Fatalf("purged %d, %v; want the delivered event only", n, err)
		}
		ds, _ := s.Deliveries(ctx, "cus_a", e.ID)
		if len(ds) != 1 || ds[0].EventType != plumbline.EventKeyRevoked || ds[0].Status != plumbline.DeliveryPending {
			t.Fatalf("left %+v", ds)
		}
	})
}
