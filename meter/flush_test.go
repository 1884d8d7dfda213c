package meter_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/internal/postgres/pgtest"
	"github.com/plumbline-api/plumbline/internal/redistest"
	"github.com/plumbline-api/plumbline/internal/testenv"
	"github.com/plumbline-api/plumbline/meter"
)

// pendingKinds runs a flush test on each (counter, pending) pair: in-process,
// and Redis.
func pendingKinds(t *testing.T, test func(t *testing.T, c meter.Counter, p meter.Pending, settle func())) {
	t.Run("memory", func(t *testing.T) {
		c := meter.NewMemoryCounter()
		test(t, c, c, func() {})
	})
	t.Run("redis", func(t *testing.T) {
		client, prefix := redistest.New(t)
		b := meter.NewBatcher(client, meter.BatcherOptions{})
		t.Cleanup(b.Close)
		c := meter.NewRedisCounter(b, meter.Keyspace(prefix), time.Hour)
		test(t, c, meter.NewRedisPending(client, meter.Keyspace(prefix)), func() {
			if err := c.Flush(context.Background()); err != nil {
				t.Fatal(err)
			}
		})
	})
	t.Run("cluster", func(t *testing.T) {
		client := redistest.StartCluster(t)
		ks := meter.Keyspace("t:" + t.Name() + ":") // customers spread over the nodes by their hash tags
		b := meter.NewBatcher(client, meter.BatcherOptions{})
		t.Cleanup(b.Close)
		c := meter.NewRedisCounter(b, ks, time.Hour)
		// A cluster feeds the ledger from the journal (no pending hash).
		if _, err := c.OpenSpill(filepath.Join(t.TempDir(), "c"+meter.SpillSuffix)); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = c.Close() })
		test(t, c, c.JournalPending(), func() {
			if err := c.Flush(context.Background()); err != nil {
				t.Fatal(err)
			}
		})
	})
}

func count(t *testing.T, c meter.Counter, customer string, n int) {
	t.Helper()
	for range n {
		if ok, err := c.Count(context.Background(), customer, thisMonth, 1_000_000, false); !ok || err != nil {
			t.Fatalf("count: %v %v", ok, err)
		}
	}
}

func totals(t *testing.T, l *meter.PGLedger) map[string]int64 {
	t.Helper()
	m, err := l.Totals(context.Background(), thisMonth)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// A worker killed between claim and release — before or after writing the
// ledger — loses nothing and duplicates nothing: the next run settles it.
func TestFlushSurvivesAKilledWorker(t *testing.T) {
	pendingKinds(t, func(t *testing.T, c meter.Counter, p meter.Pending, settle func()) {
		ctx := context.Background()
		ledger := meter.NewPGLedger(pgtest.New(t).Pool)
		f := &meter.Flusher{Pending: p, Ledger: ledger}

		count(t, c, "acct_a", 7)
		count(t, c, "acct_b", 3)
		settle()
		// Killed after claiming, before writing.
		if ok, err := p.Claim(ctx, "killed-before-write"); !ok || err != nil {
			t.Fatalf("claim: %v %v", ok, err)
		}
		count(t, c, "acct_a", 5) // calls keep coming after the claim
		settle()
		if err := f.FlushOnce(ctx); err != nil {
			t.Fatal(err)
		}
		if got := totals(t, ledger); got["acct_a"] != 12 || got["acct_b"] != 3 {
			t.Fatalf("after recovery: %v, want acct_a 12, acct_b 3", got)
		}

		// Killed after writing, before releasing.
		count(t, c, "acct_b", 4)
		settle()
		if ok, err := p.Claim(ctx, "killed-before-release"); !ok || err != nil {
			t.Fatalf("claim: %v %v", ok, err)
		}
		claimed, _ := p.Read(ctx, "killed-before-release")
		if err := ledger.Write(ctx, "killed-before-release", claimed); err != nil {
			t.Fatal(err)
		}
		if err := f.FlushOnce(ctx); err != nil {
			t.Fatal(err)
		}
		if err := f.FlushOnce(ctx); err != nil { // and nothing left to do
			t.Fatal(err)
		}
		if got := totals(t, ledger); got["acct_a"] != 12 || got["acct_b"] != 7 {
			t.Fatalf("after the second recovery: %v, want acct_a 12, acct_b 7", got)
		}
		if ids, _ := p.Claimed(ctx); len(ids) != 0 {
			t.Fatalf("claims left behind: %v", ids)
		}
	})
}

// The ledger total equals the calls admitted, with flushes running while
// calls are admitted.
func TestLedgerTotalEqualsAdmitted(t *testing.T) {
	pendingKinds(t, func(t *testing.T, c meter.Counter, p meter.Pending, settle func()) {
		ledger := meter.NewPGLedger(pgtest.New(t).Pool)
		f := &meter.Flusher{Pending: p, Ledger: ledger}
		stop := make(chan struct{})
		var flushes sync.WaitGroup
		flushes.Go(func() {
			for {
				select {
				case <-stop:
					return
				default:
				}
				settle()
				if err := f.FlushOnce(context.Background()); err != nil {
					t.Error(err)
				}
				time.Sleep(2 * time.Millisecond)
			}
		})
		var wg sync.WaitGroup
		want := map[string]int64{}
		for g := range 16 {
			customer := fmt.Sprintf("acct_%d", g%5)
			want[customer] += 300
			wg.Go(func() { count(t, c, customer, 300) })
		}
		wg.Wait()
		close(stop)
		flushes.Wait()
		settle()
		if err := f.FlushOnce(context.Background()); err != nil {
			t.Fatal(err)
		}
		got := totals(t, ledger)
		for customer, n := range want {
			used, _ := c.Used(context.Background(), customer, thisMonth)
			if got[customer] != n || used != n {
				t.Errorf("%s: ledger %d, counter %d, want %d", customer, got[customer], used, n)
			}
		}
	})
}

// flakyStripe refuses the first n meter events with a 500, then passes them
// on to stripe-mock, recording every identifier it sees.
type flakyStripe struct {
	mu       sync.Mutex
	failLeft int
	seen     []string // identifiers, every attempt
	accepted map[string]string
}

// Overage reports reach Stripe with identifiers that are unique per report
// and stable across retries, so a retried report bills once.
func TestMeterEventIdentifiers(t *testing.T) {
	schema := pgtest.New(t)
	ctx := context.Background()
	store := billing.NewPGStore(schema.Pool)
	// A Starter customer with a contract quota of 100 calls, billed overage.
	newBilledCustomer(t, store, "acct_over", "cus_over", 100)

	target, _ := url.Parse(testenv.StripeMockURL(t))
	proxy := httputil.NewSingleHostReverseProxy(target)
	flaky := &flakyStripe{failLeft: 2, accepted: map[string]string{}}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/v1/billing/meter_events" {
			body, _ := io.ReadAll(r.Body)
			r.Body = io.NopCloser(bytes.NewReader(body))
			form, _ := url.ParseQuery(string(body))
			id := form.Get("identifier")
			flaky.mu.Lock()
			flaky.seen = append(flaky.seen, id)
			fail := flaky.failLeft > 0
			if fail {
				flaky.failLeft--
			} else {
				flaky.accepted[id] = form.Get("payload[value]")
			}
			flaky.mu.Unlock()
			if fail {
				w.Header().Set("Content-Type", "application/json")
				w.WriteHeader(500)
				_, _ = w.Write([]byte(`{"error":{"type":"api_error","message":"try again"}}`))
				return
			}
		}
		r.Host = target.Host
		proxy.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)

	stripeAPI := billing.NewStripe("sk_test_123", srv.URL).API()
	counter := meter.NewMemoryCounter()
	ledger := meter.NewPGLedger(schema.Pool)
	f := &meter.Flusher{Pending: counter, Ledger: ledger, Reporter: &meter.StripeReporter{API: stripeAPI, EventName: "plumbline_overage_calls"}}

	count(t, counter, "acct_over", 150) // 50 past the quota
	for f.FlushOnce(ctx) != nil {       // the first attempts fail: retry as the worker would
	}
	count(t, counter, "acct_over", 30) // 30 more past it
	if err := f.FlushOnce(ctx); err != nil {
		t.Fatal(err)
	}
	flaky.mu.Lock()
	defer flaky.mu.Unlock()
	if len(flaky.accepted) != 2 {
		t.Fatalf("accepted reports %v, want 2 (one per batch)", flaky.accepted)
	}
	var sum int
	for id, v := range flaky.accepted {
		var n int
		fmt.Sscan(v, &n)
		sum += n
		if id == "" {
			t.Fatal("a report without identifier")
		}
	}
	if sum != 80 {
		t.Fatalf("reported %d overage calls, want 80", sum)
	}
	// The failed attempts were retried with the same identifier.
	if len(flaky.seen) != 4 || flaky.seen[0] != flaky.seen[1] || flaky.seen[1] != flaky.seen[2] || flaky.seen[3] == flaky.seen[0] {
		t.Fatalf("identifiers per attempt: %v", flaky.seen)
	}
	if unsent, _ := ledger.Unsent(ctx, 10); len(unsent) != 0 {
		t.Fatalf("unsent reports left: %v", unsent)
	}
}

// A ledger that cannot be written (Postgres down) keeps the claim: nothing
// is released, nothing lost.
func TestFlushKeepsTheClaimWhenTheLedgerFails(t *testing.T) {
	c := meter.NewMemoryCounter()
	count(t, c, "acct_x", 9)
	f := &meter.Flusher{Pending: c, Ledger: failingLedger{}}
	if err := f.FlushOnce(context.Background()); err == nil {
		t.Fatal("a failing ledger did not fail the flush")
	}
	ids, _ := c.Claimed(context.Background())
	if len(ids) != 1 {
		t.Fatalf("claims %v, want the one kept for the retry", ids)
	}
	ledger := meter.NewPGLedger(pgtest.New(t).Pool)
	f.Ledger = ledger
	if err := f.FlushOnce(context.Background()); err != nil {
		t.Fatal(err)
	}
	if got := totals(t, ledger); got["acct_x"] != 9 {
		t.Fatalf("after the database came back: %v", got)
	}
}

type failingLedger struct{ meter.Ledger }

// newBilledCustomer stores a Starter customer (overage billed) with a
// contract quota, so overage appears after a few calls.
func newBilledCustomer(t *testing.T, store billing.Store, id, stripeID string, quota int64) {
	t.Helper()
	now := time.Now()
	c := &plumbline.Customer{ID: id, Email: id + "@example.com", TierID: plumbline.TierStarter, StripeCustomerID: stripeID,
		Limits: &plumbline.Limits{MonthlyQuota: quota}, CreatedAt: now}
	key := billing.NewKey()
	if err := store.CreateCustomer(context.Background(), c, &plumbline.APIKey{ID: "key_" + id, CustomerID: id, Prefix: billing.DisplayPrefix(key), CreatedAt: now}, hasherForTests.HashString(key)); err != nil {
		t.Fatal(err)
	}
}

var hasherForTests, _ = billing.NewHasher([]byte("meter-test-pepper"))

func (failingLedger) Write(context.Context, string, []meter.Count) error {
	return errors.New("postgres: connection refused")
}
