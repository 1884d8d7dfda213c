package meter

import (
	"context"
	"strconv"
	"sync"
	"time"

	"github.com/hashicorp/golang-lru/v2/simplelru"
	"github.com/redis/go-redis/v9"
)

// windowScript is a sliding-window limit: at most ARGV[1] events per
// ARGV[2] ms per key. It records the event only if admitted, and returns
// {admitted, ms until the oldest event leaves the window}.
var windowScript = redis.NewScript(`
local now = tonumber(ARGV[3])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local n = redis.call('ZCARD', KEYS[1])
if n >= tonumber(ARGV[1]) then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return {0, tonumber(oldest[2]) + window - now}
end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], window)
return {1, 0}
`)

// RedisWindow is a sliding-window limit shared by every instance (the
// setup-intent throttle). While Redis is unreachable it limits per instance.
type RedisWindow struct {
	client redis.UniversalClient
	ks     Keyspace
	name   string
	limit  int
	window time.Duration
	local  *localWindow
	seq    int64
	mu     sync.Mutex
}

// NewRedisWindow allows limit events per window for each key of name.
func NewRedisWindow(client redis.UniversalClient, ks Keyspace, name string, limit int, window time.Duration) *RedisWindow {
	return &RedisWindow{client: client, ks: ks, name: name, limit: limit, window: window, local: newLocalWindow(limit, window)}
}

// Allow records an event for key if it is within the limit.
func (w *RedisWindow) Allow(key string, now time.Time) (bool, time.Duration) {
	w.mu.Lock()
	w.seq++
	member := strconv.FormatInt(now.UnixNano(), 10) + "-" + strconv.FormatInt(w.seq, 10)
	w.mu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	v, err := windowScript.Run(ctx, w.client, []string{w.ks.window(w.name, key)},
		w.limit, w.window.Milliseconds(), now.UnixMilli(), member).Slice()
	if err != nil || len(v) != 2 {
		return w.local.Allow(key, now)
	}
	ok, _ := v[0].(int64)
	wait, _ := v[1].(int64)
	return ok == 1, time.Duration(wait) * time.Millisecond
}

// localWindow is the in-process sliding window (per instance).
type localWindow struct {
	mu     sync.Mutex
	limit  int
	window time.Duration
	events *simplelru.LRU[string, []time.Time]
}

func newLocalWindow(limit int, window time.Duration) *localWindow {
	events, _ := simplelru.NewLRU[string, []time.Time](localWindowMaxKeys, nil) // only a size <= 0 fails
	return &localWindow{limit: limit, window: window, events: events}
}

// localWindowMaxKeys bounds memory under a flood of distinct keys; past
// it, the least recently seen key is forgotten.
const localWindowMaxKeys = 100_000

// Allow records an event for key if it is within the limit.
func (w *localWindow) Allow(key string, now time.Time) (bool, time.Duration) {
	w.mu.Lock()
	defer w.mu.Unlock()
	cutoff := now.Add(-w.window)
	ev, _ := w.events.Get(key)
	i := 0
	for i < len(ev) && !ev[i].After(cutoff) {
		i++
	}
	ev = ev[i:]
	if len(ev) >= w.limit {
		w.events.Add(key, ev)
		return false, ev[0].Sub(cutoff)
	}
	w.events.Add(key, append(ev, now))
	return true, 0
}

// NewLocalWindow is the in-process sliding window of the embedded default.
func NewLocalWindow(limit int, window time.Duration) interface {
	Allow(key string, now time.Time) (bool, time.Duration)
} {
	return newLocalWindow(limit, window)
}
