package meter_test

import (
	"context"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/internal/postgres/pgtest"
	"github.com/plumbline-api/plumbline/internal/redistest"
	"github.com/plumbline-api/plumbline/meter"
)

// outageRig is a meter on a private redis-server that a test can stop.
type outageRig struct {
	server  *redistest.Server
	batcher *meter.Batcher
	counter *meter.RedisCounter
	meter   *meter.Meter
	pending *meter.RedisPending
	stop    func()
}

func newOutageRig(t *testing.T) *outageRig {
	srv := redistest.StartServer(t)
	client := srv.Client()
	b := meter.NewBatcher(client, meter.BatcherOptions{})
	c := meter.NewRedisCounter(b, meter.DefaultKeyspace, 5*time.Millisecond)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { c.Run(ctx); close(done) }()
	r := &outageRig{server: srv, batcher: b, counter: c, meter: meter.New(meter.NewRedisGCRA(b, meter.DefaultKeyspace), c),
		pending: meter.NewRedisPending(client, meter.DefaultKeyspace)}
	r.stop = func() { cancel(); <-done; b.Close() }
	t.Cleanup(r.stop)
	return r
}

// waitUp waits for the batcher to see Redis again and the counts to be replayed.
func (r *outageRig) waitUp(t *testing.T) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !r.batcher.Up() || r.counter.Flush(context.Background()) != nil {
		if time.Now().After(deadline) {
			t.Fatal("Redis did not come back within 10 s")
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// stored reads a customer's counter straight from Redis.
func (r *outageRig) stored(t *testing.T, customer string) int64 {
	t.Helper()
	v, err := r.server.Client().Get(context.Background(), usageKey(customer)).Result()
	if err != nil {
		t.Fatalf("read counter: %v", err)
	}
	n, _ := strconv.ParseInt(v, 10, 64)
	return n
}

var paidKey = &plumbline.APIKey{ID: "key_paid", CustomerID: "acct_paid", TierID: plumbline.TierEnterprise,
	Limits: plumbline.Limits{MonthlyQuota: 10_000_000, RPM: 1_000_000, Burst: 1_000_000}}

// Redis stopped and restarted mid-run: calls keep being admitted (in-process
// GCRA), counted in memory, and replayed once Redis is back; the ledger ends
// with exactly the calls admitted.
func TestRedisRestartLosesNoCount(t *testing.T) {
	r := newOutageRig(t)
	var admitted atomic.Int64
	stopLoad := make(chan struct{})
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for {
				select {
				case <-stopLoad:
					return
				default:
				}
				d, err := r.meter.Admit(context.Background(), paidKey, time.Now(), true)
				if err != nil {
					t.Error(err)
					return
				}
				if d.Allowed {
					admitted.Add(1)
				}
				time.Sleep(200 * time.Microsecond)
			}
		})
	}
	time.Sleep(300 * time.Millisecond)
	r.server.Stop()
	beforeRestart := admitted.Load()
	deadline := time.Now().Add(3 * time.Second)
	for r.batcher.Up() {
		if time.Now().After(deadline) {
			t.Fatal("the batcher did not notice Redis stopping within 3 s")
		}
		time.Sleep(10 * time.Millisecond)
	}
	time.Sleep(200 * time.Millisecond) // admit a while on the fallback
	if admitted.Load() <= beforeRestart {
		t.Fatal("no calls were admitted while Redis was down")
	}
	r.server.Start()
	r.waitUp(t)
	time.Sleep(300 * time.Millisecond)
	close(stopLoad)
	wg.Wait()
	r.waitUp(t)

	if got := r.stored(t, "acct_paid"); got != admitted.Load() {
		t.Fatalf("Redis counts %d calls, %d were admitted", got, admitted.Load())
	}
	if used, _ := r.counter.Used(context.Background(), "acct_paid", thisMonth); used != admitted.Load() {
		t.Fatalf("usage %d, admitted %d", used, admitted.Load())
	}
	ledger := meter.NewPGLedger(pgtest.New(t).Pool)
	if err := (&meter.Flusher{Pending: r.pending, Ledger: ledger}).FlushOnce(context.Background()); err != nil {
		t.Fatal(err)
	}
	if got := totals(t, ledger)["acct_paid"]; got != admitted.Load() {
		t.Fatalf("ledger %d, admitted %d", got, admitted.Load())
	}
	t.Logf("%d calls admitted across a Redis restart; Redis, usage and ledger all agree", admitted.Load())
}

// While Redis is down the Free cap holds against the last count this
// instance read plus the calls it admitted since (docs/decisions.md).
func TestFreeCapWhileRedisIsDown(t *testing.T) {
	r := newOutageRig(t)
	ctx := context.Background()
	free := &plumbline.APIKey{ID: "key_free", CustomerID: "acct_free", TierID: plumbline.TierFree,
		Limits: plumbline.Limits{MonthlyQuota: 1000, RPM: 1_000_000, Burst: 1_000_000}}
	for i := range 995 {
		if d, err := r.meter.Admit(ctx, free, time.Now(), true); !d.Allowed || err != nil {
			t.Fatalf("call %d: %+v %v", i+1, d, err)
		}
	}
	r.server.Stop()
	allowed := 0
	for range 20 {
		d, err := r.meter.Admit(ctx, free, time.Now(), true)
		if err != nil {
			t.Fatal(err)
		}
		if d.Allowed {
			allowed++
		}
	}
	if allowed != 5 {
		t.Fatalf("admitted %d calls during the outage with 995 of 1,000 used; want 5", allowed)
	}
	r.server.Start()
	r.waitUp(t)
	if got := r.stored(t, "acct_free"); got != 1000 {
		t.Fatalf("Redis counts %d after the replay, want 1000", got)
	}
}
