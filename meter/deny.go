package meter

import (
	"time"

	lru "github.com/hashicorp/golang-lru/v2"
)

// denyCache remembers denials so repeated calls are answered in process:
// a flooding key costs no round trip until its retry-after has passed.
type denyCache struct {
	rates  *lru.Cache[string, denial] // by key id
	quotas *lru.Cache[string, int64]  // by customer id: unix nanos until which it is capped
}

type denial struct{ retryAt, resetAt int64 }

// denyCacheMax bounds each cache; past it, the least recently denied is
// dropped (its next call asks the limiter again).
const denyCacheMax = 100_000

func newDenyCache() *denyCache {
	rates, _ := lru.New[string, denial](denyCacheMax) // only a size <= 0 fails
	quotas, _ := lru.New[string, int64](denyCacheMax)
	return &denyCache{rates: rates, quotas: quotas}
}

func (c *denyCache) rate(keyID string, now time.Time) (retry, reset time.Duration, ok bool) {
	d, found := c.rates.Peek(keyID)
	n := now.UnixNano()
	if !found || n >= d.retryAt {
		return 0, 0, false
	}
	return time.Duration(d.retryAt - n), time.Duration(max(d.resetAt, d.retryAt) - n), true
}

func (c *denyCache) denyRate(keyID string, retryAt, resetAt time.Time) {
	c.rates.Add(keyID, denial{retryAt.UnixNano(), resetAt.UnixNano()})
}

func (c *denyCache) quota(customerID string, now time.Time) bool {
	until, found := c.quotas.Peek(customerID)
	return found && now.UnixNano() < until
}

func (c *denyCache) denyQuota(customerID string, until time.Time) {
	c.quotas.Add(customerID, until.UnixNano())
}
