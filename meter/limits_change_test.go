package meter_test

import (
	"context"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/meter"
)

// Finding 7: a key whose limits are raised (Free → Growth) is judged under
// its new limits at once, not kept on 429 by the backlog it ran up under
// the old ones — in process and in Redis.
func TestRaisedLimitsDropTheOldBacklog(t *testing.T) {
	limiters := map[string]func(t *testing.T) meter.RateLimiter{
		"local": func(*testing.T) meter.RateLimiter { return meter.NewLocalGCRA() },
		"redis": func(t *testing.T) meter.RateLimiter { b, ks := newRedisBatcher(t); return meter.NewRedisGCRA(b, ks) },
	}
	for name, newLimiter := range limiters {
		t.Run(name, func(t *testing.T) {
			m := meter.New(newLimiter(t), meter.NewMemoryCounter())
			key := &plumbline.APIKey{ID: "key_up_" + name, CustomerID: "acct_up_" + name, TierID: plumbline.TierFree, Limits: plumbline.Tiers[plumbline.TierFree].Limits}
			now := time.Now()
			ctx := context.Background()
			denied := 0
			for range 3 * key.Limits.Burst {
				d, err := m.Admit(ctx, key, now, false)
				if err != nil {
					t.Fatal(err)
				}
				if !d.Allowed {
					denied++
				}
			}
			if denied == 0 {
				t.Fatal("the Free burst was never exceeded: the test proves nothing")
			}
			up := *key
			up.TierID, up.Limits = plumbline.TierGrowth, plumbline.Tiers[plumbline.TierGrowth].Limits
			d, err := m.Admit(ctx, &up, now.Add(time.Second), false)
			if err != nil {
				t.Fatal(err)
			}
			if !d.Allowed {
				t.Fatalf("after the upgrade to %d rpm / burst %d, still refused for %v", up.Limits.RPM, up.Limits.Burst, d.RetryAfter)
			}
		})
	}
}
