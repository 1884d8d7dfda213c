package meter_test

import (
	"context"
	"fmt"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/internal/redistest"
	"github.com/plumbline-api/plumbline/meter"
	"github.com/redis/go-redis/v9"
)

// counterKinds runs a test against the in-process counter and the Redis one.
func counterKinds(t *testing.T, test func(t *testing.T, c meter.Counter, flush func())) {
	t.Run("memory", func(t *testing.T) { test(t, meter.NewMemoryCounter(), func() {}) })
	t.Run("redis", func(t *testing.T) {
		b, ks := newRedisBatcher(t)
		c := meter.NewRedisCounter(b, ks, time.Millisecond)
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan struct{})
		go func() { c.Run(ctx); close(done) }()
		t.Cleanup(func() { cancel(); <-done })
		test(t, c, func() {
			if err := c.Flush(context.Background()); err != nil {
				t.Fatal(err)
			}
		})
	})
	// A 3-node Redis Cluster: each customer's keys carry the customer as
	// their hash tag, so customers spread over the nodes and each script
	// keeps to one slot; a cluster needs the journal (the ledger is fed from
	// it, not from a pending hash).
	t.Run("cluster", func(t *testing.T) {
		b := meter.NewBatcher(redistest.StartCluster(t), meter.BatcherOptions{})
		t.Cleanup(b.Close)
		c := meter.NewRedisCounter(b, meter.Keyspace("t:"+t.Name()+":"), time.Millisecond)
		if _, err := c.OpenSpill(filepath.Join(t.TempDir(), "c"+meter.SpillSuffix)); err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan struct{})
		go func() { c.Run(ctx); close(done) }()
		t.Cleanup(func() { cancel(); <-done })
		test(t, c, func() {
			if err := c.Flush(context.Background()); err != nil {
				t.Fatal(err)
			}
		})
	})
}

var thisMonth, _ = meter.Period(time.Now())

// The Free cap is exact: with the count at 950 of 1,000, 64 concurrent
// callers making 320 calls get exactly 50 admitted, and nothing past the cap
// is counted.
func TestFreeCapExactUnderConcurrency(t *testing.T) {
	counterKinds(t, func(t *testing.T, c meter.Counter, _ func()) {
		ctx := context.Background()
		for range 950 {
			if ok, err := c.Count(ctx, "acct_free", thisMonth, 1000, true); !ok || err != nil {
				t.Fatalf("preload: %v %v", ok, err)
			}
		}
		var admitted atomic.Int64
		var wg sync.WaitGroup
		for range 64 {
			wg.Go(func() {
				for range 5 {
					ok, err := c.Count(ctx, "acct_free", thisMonth, 1000, true)
					if err != nil {
						t.Error(err)
					}
					if ok {
						admitted.Add(1)
					}
				}
			})
		}
		wg.Wait()
		if admitted.Load() != 50 {
			t.Fatalf("admitted %d calls past 950, want exactly 50", admitted.Load())
		}
		if used, _ := c.Used(ctx, "acct_free", thisMonth); used != 1000 {
			t.Fatalf("used %d, want 1000: refused calls must not be counted", used)
		}
		if ok, _ := c.Count(ctx, "acct_free", thisMonth, 1000, true); ok {
			t.Fatal("call 1,001 was admitted")
		}
	})
}

// Paid calls past the quota are admitted and counted; usage is exact and
// live (before, during and after the counts are written out).
func TestPaidCountsExactAndLive(t *testing.T) {
	counterKinds(t, func(t *testing.T, c meter.Counter, flush func()) {
		ctx := context.Background()
		var wg sync.WaitGroup
		for g := range 64 {
			wg.Go(func() {
				customer := fmt.Sprintf("acct_paid_%d", g%4)
				for range 50 {
					if ok, err := c.Count(ctx, customer, thisMonth, 100, false); !ok || err != nil {
						t.Errorf("paid call refused: %v %v", ok, err)
						return
					}
				}
			})
		}
		wg.Wait()
		for i := range 4 {
			customer := fmt.Sprintf("acct_paid_%d", i)
			if used, err := c.Used(ctx, customer, thisMonth); err != nil || used != 800 {
				t.Fatalf("%s used %d before flush, want 800 (%v)", customer, used, err)
			}
		}
		flush()
		flush()
		for i := range 4 {
			customer := fmt.Sprintf("acct_paid_%d", i)
			if used, _ := c.Used(ctx, customer, thisMonth); used != 800 {
				t.Fatalf("%s used %d after flush, want 800", customer, used)
			}
		}
	})
}

// Concurrent callers share pipelined round trips.
func TestBatcherSharesRoundTrips(t *testing.T) {
	b, ks := newRedisBatcher(t)
	var wg sync.WaitGroup
	for w := range 64 {
		wg.Go(func() {
			for i := range 100 {
				cmd := redis.NewIntCmd(context.Background(), "incr", fmt.Sprintf("%sk%d-%d", ks, w, i%10))
				if err := b.Do(context.Background(), cmd); err != nil {
					t.Error(err)
					return
				}
			}
		})
	}
	wg.Wait()
	commands, trips := b.Stats()
	t.Logf("%d commands in %d round trips (%.1f per trip)", commands, trips, float64(commands)/float64(trips))
	if commands < 6400 || float64(commands)/float64(trips) < 2 {
		t.Fatalf("%d commands in %d trips: concurrent calls are not sharing round trips", commands, trips)
	}
}

// A key over its rate is answered in process until its retry-after has
// passed: a flood costs Redis nothing per refused call.
func TestDeniedKeyIsAnsweredLocally(t *testing.T) {
	b, ks := newRedisBatcher(t)
	m := meter.New(meter.NewRedisGCRA(b, ks), meter.NewRedisCounter(b, ks, time.Millisecond))
	key := &plumbline.APIKey{ID: "key_flood", CustomerID: "acct_flood", TierID: plumbline.TierStarter, Limits: plumbline.Tiers[plumbline.TierStarter].Limits}
	ctx := context.Background()
	allowed := 0
	for range 120 {
		d, err := m.Admit(ctx, key, time.Now(), false)
		if err != nil {
			t.Fatal(err)
		}
		if d.Allowed {
			allowed++
		}
	}
	if allowed != 120 {
		t.Fatalf("a burst of 120 admitted %d", allowed)
	}
	before, _ := b.Stats()
	denied := 0
	for range 10_000 {
		d, _ := m.Admit(ctx, key, time.Now(), false)
		if !d.Allowed {
			denied++
			if d.RetryAfter <= 0 || d.Limits.RPM != 60 {
				t.Fatalf("a denial without retry-after: %+v", d)
			}
		}
	}
	after, _ := b.Stats()
	if denied < 9_990 || after-before > 2 {
		t.Fatalf("denied %d of 10,000 flood calls with %d Redis commands; want a handful of commands", denied, after-before)
	}
	t.Logf("10,000 flood calls: %d denied, %d Redis commands", denied, after-before)
}

// Memory-backed meters refuse a Free customer past its quota and say when
// the quota resets.
func TestAdmitQuotaDecision(t *testing.T) {
	m, _ := meter.NewMemory()
	key := &plumbline.APIKey{ID: "key_f", CustomerID: "acct_f", TierID: plumbline.TierFree, Limits: plumbline.Limits{MonthlyQuota: 3, RPM: 600, Burst: 600}}
	now := time.Now()
	for i := range 3 {
		if d, _ := m.Admit(context.Background(), key, now, true); !d.Allowed {
			t.Fatalf("call %d refused", i+1)
		}
	}
	d, _ := m.Admit(context.Background(), key, now, true)
	_, end := meter.Period(now)
	if d.Allowed || !d.QuotaExceeded || !d.QuotaResetAt.Equal(end) || d.RetryAfter <= 0 {
		t.Fatalf("call 4: %+v", d)
	}
	if d, _ := m.Admit(context.Background(), key, now, false); !d.Allowed {
		t.Fatal("an unbilled call (account management) was refused at the cap")
	}
	u, _ := m.Usage(context.Background(), key, now)
	if u.Used != 3 || u.Overage != 0 {
		t.Fatalf("usage %+v", u)
	}
}

// A key with ample headroom is served from leases: far fewer Redis calls
// than requests, and never more admissions than the GCRA allows.
func TestLeasesCutRedisCalls(t *testing.T) {
	b, ks := newRedisBatcher(t)
	g := meter.NewRedisGCRA(b, ks)
	l := plumbline.Limits{RPM: 600_000, Burst: 20_000}
	var wg sync.WaitGroup
	var allowed atomic.Int64
	for range 16 {
		wg.Go(func() {
			for range 500 {
				if r, err := g.Allow(context.Background(), "busy", l, time.Now()); err != nil {
					t.Error(err)
					return
				} else if r.Allowed {
					allowed.Add(1)
				}
			}
		})
	}
	wg.Wait()
	commands, _ := b.Stats()
	t.Logf("8,000 calls: %d admitted with %d Redis calls", allowed.Load(), commands)
	if allowed.Load() != 8000 || commands > 2000 {
		t.Fatalf("admitted %d with %d Redis calls; want all 8,000 with far fewer calls", allowed.Load(), commands)
	}
}
