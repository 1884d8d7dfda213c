package meter

import (
	"sync"
	"time"
)

// denyCache remembers denials so repeated calls are answered in process:
// a flooding key costs no round trip until its retry-after has passed.
type denyCache struct {
	mu     sync.RWMutex
	rates  map[string]denial // by key id
	quotas map[string]int64  // by customer id: unix nanos until which it is capped
}

type denial struct{ retryAt, resetAt int64 }

// denyCacheMax bounds each map; past it, expired entries are swept.
const denyCacheMax = 100_000

func newDenyCache() *denyCache {
	return &denyCache{rates: map[string]denial{}, quotas: map[string]int64{}}
}

func (c *denyCache) rate(keyID string, now time.Time) (retry, reset time.Duration, ok bool) {
	c.mu.RLock()
	d, found := c.rates[keyID]
	c.mu.RUnlock()
	n := now.UnixNano()
	if !found || n >= d.retryAt {
		return 0, 0, false
	}
	return time.Duration(d.retryAt - n), time.Duration(max(d.resetAt, d.retryAt) - n), true
}

func (c *denyCache) denyRate(keyID string, retryAt, resetAt time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.rates) >= denyCacheMax {
		now := time.Now().UnixNano()
		for k, d := range c.rates {
			if d.retryAt <= now {
				delete(c.rates, k)
			}
		}
	}
	c.rates[keyID] = denial{retryAt.UnixNano(), resetAt.UnixNano()}
}

func (c *denyCache) quota(customerID string, now time.Time) bool {
	c.mu.RLock()
	until, found := c.quotas[customerID]
	c.mu.RUnlock()
	return found && now.UnixNano() < until
}

func (c *denyCache) denyQuota(customerID string, until time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.quotas) >= denyCacheMax {
		now := time.Now().UnixNano()
		for k, u := range c.quotas {
			if u <= now {
				delete(c.quotas, k)
			}
		}
	}
	c.quotas[customerID] = until.UnixNano()
}
