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

// A paid account's spend cap is exact under concurrency: of many calls at
// once, from two meters sharing one Redis (two instances), exactly quota +
// cap are served; the rest are refused as spend_cap_reached.
func TestSpendCapExactUnderConcurrency(t *testing.T) {
	key := &plumbline.APIKey{ID: "key_cap", CustomerID: "acct_cap", TierID: plumbline.TierStarter,
		Limits: plumbline.Limits{MonthlyQuota: 40, RPM: 1 << 30, Burst: 1 << 30}, HasSpendCap: true, SpendCapCalls: 25}
	run := func(t *testing.T, meters []*meter.Meter) {
		var served, capped atomic.Int64
		var wg sync.WaitGroup
		for i := range 200 {
			m := meters[i%len(meters)]
			wg.Go(func() {
				d, err := m.Admit(context.Background(), key, time.Now(), true)
				switch {
				case err != nil:
					t.Error(err)
				case d.Allowed:
					served.Add(1)
				case d.SpendCapReached && d.QuotaExceeded:
					capped.Add(1)
				default:
					t.Errorf("refused without the spend cap: %+v", d)
				}
			})
		}
		wg.Wait()
		if served.Load() != 65 || capped.Load() != 135 {
			t.Fatalf("served %d, capped %d; want 65 (40 quota + 25 cap) and 135", served.Load(), capped.Load())
		}
		u, err := meters[0].Usage(context.Background(), key, time.Now())
		if err != nil || u.Used != 65 || u.Overage != 25 {
			t.Fatalf("usage %+v %v", u, err)
		}
	}
	t.Run("memory", func(t *testing.T) {
		m, _ := meter.NewMemory()
		run(t, []*meter.Meter{m})
	})
	t.Run("redis-two-instances", func(t *testing.T) {
		client, prefix := redistest.New(t)
		var ms []*meter.Meter
		for range 2 {
			b := meter.NewBatcher(client, meter.BatcherOptions{})
			t.Cleanup(b.Close)
			c := meter.NewRedisCounter(b, meter.Keyspace(prefix), time.Hour)
			ms = append(ms, meter.New(meter.NewLocalGCRA(), c))
		}
		run(t, ms)
	})
	// Without a cap the same account is served past its quota (overage).
	t.Run("uncapped", func(t *testing.T) {
		m, _ := meter.NewMemory()
		free := *key
		free.HasSpendCap = false
		for i := range 50 {
			if d, err := m.Admit(context.Background(), &free, time.Now(), true); err != nil || !d.Allowed {
				t.Fatalf("call %d: %+v %v", i, d, err)
			}
		}
	})
}
