package meter_test

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/internal/redistest"
	"github.com/plumbline-api/plumbline/meter"
)

// meters gives the test one in-process meter, or two meters sharing one
// Redis (two instances).
func keyLimitMeters(t *testing.T) map[string]func(t *testing.T) []*meter.Meter {
	return map[string]func(t *testing.T) []*meter.Meter{
		"memory": func(t *testing.T) []*meter.Meter {
			m, _ := meter.NewMemory()
			return []*meter.Meter{m}
		},
		"redis-two-instances": func(t *testing.T) []*meter.Meter {
			client, prefix := redistest.New(t)
			var ms []*meter.Meter
			for range 2 {
				b := meter.NewBatcher(client, meter.BatcherOptions{})
				t.Cleanup(b.Close)
				c := meter.NewRedisCounter(b, meter.Keyspace(prefix), time.Hour)
				ms = append(ms, meter.New(meter.NewLocalGCRA(), c))
			}
			return ms
		},
	}
}

// A key's own monthly limit is exact under concurrency: of many calls at
// once, on one instance or two sharing Redis, exactly the limit are
// served (a third of them not answered, their places given back and
// taken by others); the rest are refused as the key's limit, and another
// key of the same account is not held by it.
func TestKeyLimitExactUnderConcurrency(t *testing.T) {
	since := time.Now().Add(-time.Minute)
	for name, mk := range keyLimitMeters(t) {
		t.Run(name, func(t *testing.T) {
			for _, tier := range []string{plumbline.TierStarter, plumbline.TierFree} {
				key := &plumbline.APIKey{ID: "key_lim_" + tier, CustomerID: "acct_lim_" + tier, TierID: tier,
					Limits:    plumbline.Limits{MonthlyQuota: 1000, RPM: 1 << 30, Burst: 1 << 30},
					KeyLimits: plumbline.KeyLimits{MonthlyCalls: 30, Since: since}}
				other := *key
				other.ID, other.KeyLimits = "key_other_"+tier, plumbline.KeyLimits{}
				meters := mk(t)
				var served, unanswered, keyCapped atomic.Int64
				var wg sync.WaitGroup
				for i := range 240 {
					m := meters[i%len(meters)]
					wg.Go(func() {
						d, err := m.Begin(context.Background(), key, time.Now(), true)
						switch {
						case err != nil:
							t.Error(err)
						case d.Allowed:
							answered := i%3 != 0
							if err := m.Finish(context.Background(), key, d, answered); err != nil {
								t.Error(err)
							}
							if answered {
								served.Add(1)
							} else {
								unanswered.Add(1)
							}
						case d.KeyLimitReached && d.QuotaExceeded && !d.SpendCapReached && d.Limits.MonthlyQuota == 30:
							keyCapped.Add(1)
						default:
							t.Errorf("refused without the key's limit: %+v", d)
						}
					})
				}
				wg.Wait()
				// A place held by a call not yet answered refuses others
				// until it is given back: at most the limit is served.
				if served.Load() > 30 || served.Load() == 0 || served.Load()+unanswered.Load()+keyCapped.Load() != 240 {
					t.Fatalf("%s: served %d, unanswered %d, refused %d; want at most 30 served", tier, served.Load(), unanswered.Load(), keyCapped.Load())
				}
				if n, ok, err := meters[0].KeyUsage(context.Background(), key, time.Now()); err != nil || !ok || n != served.Load() {
					t.Fatalf("%s: key usage %d %v %v; want %d (the unanswered calls given back)", tier, n, ok, err, served.Load())
				}
				// The places given back are served, one by one, to exactly
				// the limit (past the instances' 10 s memory of a refusal).
				later := time.Now().Add(11 * time.Second)
				for i := 0; ; i++ {
					d, err := meters[i%len(meters)].Admit(context.Background(), key, later, true)
					if err != nil {
						t.Fatal(err)
					}
					if !d.Allowed {
						if !d.KeyLimitReached {
							t.Fatalf("refused without the key's limit: %+v", d)
						}
						break
					}
					served.Add(1)
				}
				if served.Load() != 30 {
					t.Fatalf("%s: served %d in all; want the limit, 30", tier, served.Load())
				}
				for i, m := range meters {
					n, ok, err := m.KeyUsage(context.Background(), key, time.Now())
					if err != nil || !ok || n != 30 {
						t.Fatalf("%s: meter %d: key usage %d %v %v; want 30", tier, i, n, ok, err)
					}
					if _, ok, _ := m.KeyUsage(context.Background(), &other, time.Now()); ok {
						t.Fatalf("a key without a limit has a count")
					}
				}
				// The account's count: a Free call is in Redis at once (paid
				// calls are sent by each instance on its own tick).
				u, err := meters[0].Usage(context.Background(), key, time.Now())
				if (tier == plumbline.TierFree || len(meters) == 1) && (err != nil || u.Used != 30) {
					t.Fatalf("%s: account usage %+v %v; want the 30 served calls", tier, u, err)
				}
				// The account's other key is not held by this key's limit.
				if d, err := meters[0].Admit(context.Background(), &other, time.Now(), true); err != nil || !d.Allowed {
					t.Fatalf("%s: the other key: %+v %v", tier, d, err)
				}
			}
		})
	}
}

// A key limit above what the account's spend cap leaves: the account's cap
// refuses first, and gives the key's place back (the key's count is what
// was served).
func TestKeyLimitUnderSpendCap(t *testing.T) {
	for name, mk := range keyLimitMeters(t) {
		t.Run(name, func(t *testing.T) {
			key := &plumbline.APIKey{ID: "key_sc", CustomerID: "acct_sc", TierID: plumbline.TierStarter,
				Limits: plumbline.Limits{MonthlyQuota: 10, RPM: 1 << 30, Burst: 1 << 30}, HasSpendCap: true, SpendCapCalls: 5,
				KeyLimits: plumbline.KeyLimits{MonthlyCalls: 20, Since: time.Now()}}
			m := mk(t)[0]
			var served, capped int
			for range 25 {
				d, err := m.Admit(context.Background(), key, time.Now(), true)
				switch {
				case err != nil:
					t.Fatal(err)
				case d.Allowed:
					served++
				case d.SpendCapReached && !d.KeyLimitReached:
					capped++
				default:
					t.Fatalf("unexpected refusal %+v", d)
				}
			}
			n, _, _ := m.KeyUsage(context.Background(), key, time.Now())
			if served != 15 || capped != 10 || n != 15 {
				t.Fatalf("served %d, capped %d, key count %d; want 15, 10, 15", served, capped, n)
			}
		})
	}
}

// A key's count starts from the usage detail when its limit is set (the
// seed), and a key's own rate is its own bucket: the account's other keys
// keep the account's rate.
func TestKeyLimitSeedAndRate(t *testing.T) {
	for name, mk := range keyLimitMeters(t) {
		t.Run(name, func(t *testing.T) {
			m := mk(t)[0]
			m.SetKeySeed(func(_ context.Context, customerID, keyID string, period time.Time) (int64, error) {
				if keyID == "key_seeded" && period.Equal(mustPeriod()) {
					return 8, nil
				}
				return 0, nil
			})
			key := &plumbline.APIKey{ID: "key_seeded", CustomerID: "acct_seeded", TierID: plumbline.TierGrowth,
				Limits: plumbline.Limits{MonthlyQuota: 1000, RPM: 600, Burst: 1200}, KeyLimits: plumbline.KeyLimits{MonthlyCalls: 10, RPM: 60, Since: time.Now()}}
			var allowed int
			for range 5 {
				d, err := m.Admit(context.Background(), key, time.Now(), true)
				if err != nil {
					t.Fatal(err)
				}
				if d.Allowed {
					allowed++
				}
			}
			if allowed != 2 {
				t.Fatalf("allowed %d; want 2 (limit 10, 8 in the detail before it was set)", allowed)
			}
			// Rate: 60 a minute with a burst of 120 (the account's 2:1).
			rl := key.RateLimits()
			if rl.RPM != 60 || rl.Burst != 120 {
				t.Fatalf("rate limits %+v", rl)
			}
			rateKey := &plumbline.APIKey{ID: "key_rate", CustomerID: "acct_seeded", TierID: plumbline.TierGrowth,
				Limits: plumbline.Limits{MonthlyQuota: 1000, RPM: 600, Burst: 1200}, KeyLimits: plumbline.KeyLimits{RPM: 3}}
			now := time.Now()
			var ok, limited int
			for range 12 {
				d, err := m.Begin(context.Background(), rateKey, now, false)
				if err != nil {
					t.Fatal(err)
				}
				if d.Allowed {
					ok++
				} else if !d.QuotaExceeded && d.Limits.RPM == 3 {
					limited++
				}
			}
			if ok != 6 || limited != 6 { // burst 1200*3/600 = 6
				t.Fatalf("key rate: %d allowed, %d limited; want 6 and 6", ok, limited)
			}
			sibling := *rateKey
			sibling.ID, sibling.KeyLimits = "key_sibling", plumbline.KeyLimits{}
			if d, err := m.Begin(context.Background(), &sibling, now, false); err != nil || !d.Allowed || d.Limits.RPM != 600 {
				t.Fatalf("the account's other key: %+v %v", d, err)
			}
		})
	}
}

func mustPeriod() time.Time {
	start, _ := meter.Period(time.Now())
	return start
}

// While Redis is down a key's limit is held in process from its last known
// count; back up, what the instance admitted meanwhile reaches Redis with
// its next call, and the key is served to exactly its limit in all.
func TestKeyLimitThroughRedisOutage(t *testing.T) {
	r := newOutageRig(t)
	key := &plumbline.APIKey{ID: "key_outage", CustomerID: "acct_outage", TierID: plumbline.TierStarter,
		Limits: plumbline.Limits{MonthlyQuota: 1000, RPM: 1 << 30, Burst: 1 << 30}, KeyLimits: plumbline.KeyLimits{MonthlyCalls: 10, Since: time.Now()}}
	admit := func() bool {
		d, err := r.meter.Admit(context.Background(), key, time.Now(), true)
		if err != nil {
			t.Fatal(err)
		}
		if !d.Allowed && !d.KeyLimitReached {
			t.Fatalf("refused without the key's limit: %+v", d)
		}
		return d.Allowed
	}
	for i := range 4 {
		if !admit() {
			t.Fatalf("call %d refused", i+1)
		}
	}
	r.server.Stop()
	served := 4
	for range 4 {
		if admit() {
			served++
		}
	}
	if served != 8 {
		t.Fatalf("served %d with Redis down; want 8", served)
	}
	r.server.Start()
	r.waitUp(t)
	for range 6 {
		if admit() {
			served++
		}
	}
	if served != 10 {
		t.Fatalf("served %d in all; want the limit, 10", served)
	}
	n, ok, err := r.meter.KeyUsage(context.Background(), key, time.Now())
	if err != nil || !ok || n != 10 {
		t.Fatalf("key usage %d %v %v; want 10", n, ok, err)
	}
}
