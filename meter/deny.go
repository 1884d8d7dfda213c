package meter

import (
	"time"

	lru "github.com/hashicorp/golang-lru/v2"
	"github.com/plumbline-api/plumbline"
)

// denyCache remembers denials so repeated calls are answered in process:
// a flooding key costs no round trip until its retry-after has passed.
type denyCache struct {
	rates  *lru.Cache[string, denial]      // by key id
	quotas *lru.Cache[string, quotaDenial] // by customer id
}

// A denial holds the limits it was made under: a key whose limits changed
// (an upgrade) is asked about afresh, not kept on its old backlog.
type denial struct {
	retryAt, resetAt int64
	limits           plumbline.Limits
}

// denyCacheMax bounds each cache; past it, the least recently denied is
// dropped (its next call asks the limiter again).
const denyCacheMax = 100_000

func newDenyCache() *denyCache {
	rates, _ := lru.New[string, denial](denyCacheMax) // only a size <= 0 fails
	quotas, _ := lru.New[string, quotaDenial](denyCacheMax)
	return &denyCache{rates: rates, quotas: quotas}
}

func (c *denyCache) rate(keyID string, l plumbline.Limits, now time.Time) (retry, reset time.Duration, ok bool) {
	d, found := c.rates.Peek(keyID)
	n := now.UnixNano()
	if !found || n >= d.retryAt || d.limits != l {
		return 0, 0, false
	}
	return time.Duration(d.retryAt - n), time.Duration(max(d.resetAt, d.retryAt) - n), true
}

func (c *denyCache) denyRate(keyID string, l plumbline.Limits, retryAt, resetAt time.Time) {
	c.rates.Add(keyID, denial{retryAt.UnixNano(), resetAt.UnixNano(), l})
}

// quotaDenial: capped until (unix nanos) under this quota.
type quotaDenial struct{ until, quota int64 }

func (c *denyCache) quota(customerID string, quota int64, now time.Time) bool {
	d, found := c.quotas.Peek(customerID)
	return found && now.UnixNano() < d.until && d.quota == quota
}

func (c *denyCache) denyQuota(customerID string, quota int64, until time.Time) {
	c.quotas.Add(customerID, quotaDenial{until.UnixNano(), quota})
}
