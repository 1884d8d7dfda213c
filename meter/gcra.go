package meter

import (
	"context"
	"math"
	"sync"
	"time"

	"github.com/hashicorp/golang-lru/v2/simplelru"
	"github.com/plumbline-api/plumbline"
)

// RateResult is one rate-limit decision (the GCRA state after the call).
type RateResult struct {
	Allowed    bool
	Remaining  int           // calls that could be admitted at once now
	RetryAfter time.Duration // when denied: wait this long
	ResetAfter time.Duration // until the bucket is full again
}

// RateLimiter is a GCRA limiter: rate RPM per minute, Burst calls at once.
type RateLimiter interface {
	Allow(ctx context.Context, keyID string, l plumbline.Limits, now time.Time) (RateResult, error)
}

// customerLimiter is a RateLimiter that files a key under its customer
// (RedisGCRA: the customer is the bucket's hash tag on a Redis Cluster).
type customerLimiter interface {
	AllowFor(ctx context.Context, customerID, keyID string, l plumbline.Limits, now time.Time) (RateResult, error)
}

// LocalGCRA is the in-process GCRA of the embedded default and of a Redis
// outage. Its arithmetic is redis_rate v10's script, so both limiters admit
// the same calls.
type LocalGCRA struct {
	mu  sync.Mutex
	tat *simplelru.LRU[string, gcraState]
	// Period is the window of a limit's rate: a minute (tests shorten it).
	Period time.Duration
}

// NewLocalGCRA returns an empty in-process limiter with per-minute rates.
func NewLocalGCRA() *LocalGCRA {
	tat, _ := simplelru.NewLRU[string, gcraState](localGCRAMaxKeys, nil) // only a size <= 0 fails
	return &LocalGCRA{tat: tat, Period: time.Minute}
}

// gcraState is a key's theoretical arrival time (seconds since epoch) under
// the limits it was computed with: when they change (an upgrade), the old
// backlog is dropped rather than kept against the new rate.
type gcraState struct {
	tat    float64
	limits plumbline.Limits
}

// localGCRAMaxKeys bounds memory; past it, the least recently seen key is
// forgotten (its bucket is all but certainly full again, and forgetting a
// full bucket changes no decision).
const localGCRAMaxKeys = 200_000

// Allow admits one call for keyID under l at now.
func (g *LocalGCRA) Allow(_ context.Context, keyID string, l plumbline.Limits, now time.Time) (RateResult, error) {
	t := float64(now.UnixNano()) / 1e9
	emission := g.Period.Seconds() / float64(l.RPM)
	burstOffset := emission * float64(l.Burst)

	g.mu.Lock()
	defer g.mu.Unlock()
	last, _ := g.tat.Get(keyID)
	if last.limits != l {
		last.tat = 0
	}
	tat := math.Max(last.tat, t)
	newTat := tat + emission
	allowAt := newTat - burstOffset
	diff := t - allowAt
	remaining := diff / emission
	if remaining < 0 {
		return RateResult{Allowed: false, RetryAfter: seconds(-diff), ResetAfter: seconds(tat - t)}, nil
	}
	g.tat.Add(keyID, gcraState{newTat, l})
	return RateResult{Allowed: true, Remaining: int(remaining), RetryAfter: -1, ResetAfter: seconds(newTat - t)}, nil
}

func seconds(s float64) time.Duration { return time.Duration(s * float64(time.Second)) }
