package meter_test

import (
	"context"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/internal/redistest"
	"github.com/plumbline-api/plumbline/meter"
)

// settleRig is a meter and what feeds its ledger, on one kind of counter.
type settleRig struct {
	meter *meter.Meter
	// ledger claims what would reach the ledger now, per customer.
	ledger func(t *testing.T) map[string]int64
}

// settleKinds runs a test on the embedded default's counter and on Redis
// with and without a journal.
func settleKinds(t *testing.T, test func(t *testing.T, r settleRig)) {
	claim := func(t *testing.T, p meter.Pending, flush func() error) map[string]int64 {
		t.Helper()
		if err := flush(); err != nil {
			t.Fatal(err)
		}
		out := map[string]int64{}
		id := "claim-" + strconv.FormatInt(time.Now().UnixNano(), 10)
		ok, err := p.Claim(context.Background(), id)
		if err != nil {
			t.Fatal(err)
		}
		if ok {
			counts, err := p.Read(context.Background(), id)
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range counts {
				out[c.CustomerID] += c.Calls
			}
			_ = p.Release(context.Background(), id)
		}
		return out
	}
	t.Run("memory", func(t *testing.T) {
		c := meter.NewMemoryCounter()
		test(t, settleRig{meter.New(meter.NewLocalGCRA(), c), func(t *testing.T) map[string]int64 {
			return claim(t, c, func() error { return nil })
		}})
	})
	for _, journaled := range []bool{false, true} {
		name := "redis"
		if journaled {
			name = "redis+journal"
		}
		t.Run(name, func(t *testing.T) {
			client, prefix := redistest.New(t)
			ks := meter.Keyspace(prefix)
			b := meter.NewBatcher(client, meter.BatcherOptions{})
			t.Cleanup(b.Close)
			c := meter.NewRedisCounter(b, ks, time.Millisecond)
			var p meter.Pending = meter.NewRedisPending(client, ks)
			if journaled {
				if _, err := c.OpenSpill(filepath.Join(t.TempDir(), "spill")); err != nil {
					t.Fatal(err)
				}
				p = c.JournalPending()
			}
			ctx, cancel := context.WithCancel(context.Background())
			done := make(chan struct{})
			go func() { c.Run(ctx); close(done) }()
			t.Cleanup(func() { cancel(); <-done; _ = c.Close() })
			test(t, settleRig{meter.New(meter.NewRedisGCRA(b, ks), c), func(t *testing.T) map[string]int64 {
				return claim(t, p, func() error { return c.Flush(context.Background()) })
			}})
		})
	}
}

// A call the server could not answer (Finish with answered false) is not
// counted, on a paid tier or the Free cap, and never reaches the ledger; the
// Free cap holds while calls are in flight and frees the place of one that
// failed. Before, the meter counted at admission: 5 product searches
// answering 503 raised requests_used by 5.
func TestUnansweredCallsAreNotCounted(t *testing.T) {
	settleKinds(t, func(t *testing.T, r settleRig) {
		ctx := context.Background()
		suffix := strconv.FormatInt(time.Now().UnixNano(), 36)
		paid := &plumbline.APIKey{ID: "key_p" + suffix, CustomerID: "acct_p" + suffix, TierID: plumbline.TierStarter,
			Limits: plumbline.Limits{MonthlyQuota: 25_000, RPM: 1_000_000, Burst: 1_000_000}}
		free := &plumbline.APIKey{ID: "key_f" + suffix, CustomerID: "acct_f" + suffix, TierID: plumbline.TierFree,
			Limits: plumbline.Limits{MonthlyQuota: 4, RPM: 1_000_000, Burst: 1_000_000}}
		used := func(k *plumbline.APIKey) int64 {
			u, err := r.meter.Usage(ctx, k, time.Now())
			if err != nil {
				t.Fatal(err)
			}
			return u.Used
		}
		begin := func(k *plumbline.APIKey) meter.Decision {
			d, err := r.meter.Begin(ctx, k, time.Now(), true)
			if err != nil {
				t.Fatal(err)
			}
			return d
		}
		finish := func(k *plumbline.APIKey, d meter.Decision, answered bool) {
			if err := r.meter.Finish(ctx, k, d, answered); err != nil {
				t.Fatal(err)
			}
		}

		// Paid: five 5xx, then three answered.
		for range 5 {
			d := begin(paid)
			if !d.Allowed {
				t.Fatal("paid call refused")
			}
			finish(paid, d, false)
		}
		if n := used(paid); n != 0 {
			t.Fatalf("paid: %d counted after five unanswered calls", n)
		}
		for range 3 {
			finish(paid, begin(paid), true)
		}
		if n := used(paid); n != 3 {
			t.Fatalf("paid: %d counted, want 3", n)
		}

		// Free, quota 4: four in flight hold the cap, a fifth is refused.
		var inFlight []meter.Decision
		for range 4 {
			d := begin(free)
			if !d.Allowed {
				t.Fatal("free call under the cap refused")
			}
			inFlight = append(inFlight, d)
		}
		if d := begin(free); d.Allowed || !d.QuotaExceeded {
			t.Fatalf("a fifth call with four in flight under a quota of 4: %+v", d)
		}
		// Two fail: their places are free again, at once.
		finish(free, inFlight[0], false)
		finish(free, inFlight[1], false)
		for range 2 {
			d := begin(free)
			if !d.Allowed {
				t.Fatalf("a place freed by a 5xx was not given back: %+v", d)
			}
			inFlight = append(inFlight, d)
		}
		for _, d := range inFlight[2:] {
			finish(free, d, true)
		}
		if n := used(free); n != 4 {
			t.Fatalf("free: %d counted, want the 4 answered", n)
		}
		if d := begin(free); d.Allowed {
			t.Fatal("the cap did not hold after four answered calls")
		}

		// The ledger gets the answered calls and nothing else.
		got := r.ledger(t)
		if got[paid.CustomerID] != 3 || got[free.CustomerID] != 4 {
			t.Fatalf("ledger %v, want %s: 3, %s: 4", got, paid.CustomerID, free.CustomerID)
		}
	})
}

// A refund Redis does not take is journaled and sent by a later run: a Free
// call counted by the cap script, then not answered while Redis is down,
// is taken out of the usage counter once Redis is back, even across a
// restart of the instance.
func TestRefundSurvivesARedisOutageAndARestart(t *testing.T) {
	srv := redistest.StartServer(t)
	spill := filepath.Join(t.TempDir(), "spill")
	open := func() (*meter.Meter, *meter.RedisCounter, func()) {
		b := meter.NewBatcher(srv.Client(), meter.BatcherOptions{})
		c := meter.NewRedisCounter(b, meter.DefaultKeyspace, 5*time.Millisecond)
		if _, err := c.OpenSpill(spill); err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan struct{})
		go func() { c.Run(ctx); close(done) }()
		return meter.New(meter.NewRedisGCRA(b, meter.DefaultKeyspace), c), c, func() { cancel(); <-done; _ = c.Close(); b.Close() }
	}
	free := &plumbline.APIKey{ID: "key_free", CustomerID: "acct_free", TierID: plumbline.TierFree,
		Limits: plumbline.Limits{MonthlyQuota: 100, RPM: 1_000_000, Burst: 1_000_000}}
	ctx := context.Background()
	stored := func() string {
		v, _ := srv.Client().Get(ctx, usageKey("acct_free")).Result()
		return v
	}
	m, _, stop := open()
	for range 3 {
		if _, err := m.Admit(ctx, free, time.Now(), true); err != nil {
			t.Fatal(err)
		}
	}
	d, err := m.Begin(ctx, free, time.Now(), true)
	if err != nil || !d.Allowed {
		t.Fatalf("begin: %+v %v", d, err)
	}
	if v := stored(); v != "4" {
		t.Fatalf("the cap script's count is %q, want 4", v)
	}
	srv.Stop()
	if err := m.Finish(ctx, free, d, false); err != nil { // the 5xx, while Redis is down
		t.Fatal(err)
	}
	stop()
	files, _ := filepath.Glob(spill + ".refund-*")
	if len(files) != 1 {
		t.Fatalf("refund files %v, want one", files)
	}
	srv.Start()
	_, c, stop := open()
	defer stop()
	deadline := time.Now().Add(10 * time.Second)
	for stored() != "3" {
		if time.Now().After(deadline) {
			t.Fatalf("the refund was not delivered after the restart: counter %q", stored())
		}
		_ = c.Flush(ctx)
		time.Sleep(20 * time.Millisecond)
	}
	if files, _ := filepath.Glob(spill + ".refund-*"); len(files) != 0 {
		t.Fatalf("refund files left: %v", files)
	}
	// Sent again (a lost reply), it changes nothing: the marker is gone.
	_ = c.Flush(ctx)
	if v := stored(); v != "3" {
		t.Fatalf("counter %q after another flush", v)
	}
}
