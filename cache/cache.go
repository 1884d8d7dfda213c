// Package cache is the two-level read cache of reference data: a bounded
// in-process L1 (an LRU) in front of a shared Redis L2, with concurrent
// misses on one key collapsed into a single load. Keys carry the dataset
// version, so importing a new version makes every old entry unreachable at
// once — nothing has to be purged.
package cache

import (
	"context"
	"strconv"
	"sync/atomic"
	"time"

	lru "github.com/hashicorp/golang-lru/v2"
	"github.com/redis/go-redis/v9"
	"golang.org/x/sync/singleflight"
)

// Source says where a value came from.
type Source int

const (
	FromL1 Source = iota + 1
	FromL2
	FromLoad
)

func (s Source) String() string {
	switch s {
	case FromL1:
		return "l1"
	case FromL2:
		return "l2"
	}
	return "load"
}

// Cache holds encoded values (response bodies) by key. Both levels are
// bounded in bytes, not only in entries: what one entry costs is the size
// of an answer, which a client chooses (issue 24 finding 3: 10,000 entries
// of 167 KB each were 3.6 GB).
type Cache struct {
	l1       *lru.Cache[string, []byte]
	l1Bytes  atomic.Int64 // what L1 holds: keys, values and entryOverhead each
	maxBytes int64
	maxEntry int64
	l2       redis.UniversalClient // nil: no L2
	prefix   string
	ttl      time.Duration
	l2Window time.Duration // the L2 budget's accounting window
	l2Budget int64         // bytes L2 may take in one window
	l2Entry  int64
	group    singleflight.Group

	hits1, hits2, loads, l2Refused atomic.Int64
}

// Options tune a cache.
type Options struct {
	// Entries bounds L1's number of entries (default 10,000) and Bytes its
	// size (default 64 MiB), least recently used out; a value over
	// Bytes/8 is not kept in L1.
	Entries int
	Bytes   int64
	// Redis, when set, is the shared L2; Prefix namespaces its keys and TTL
	// bounds their life (default 1h: versioned keys are never stale, so the
	// TTL only reclaims the memory of keys nobody asks for any more, such as
	// one-off searches and earlier versions).
	Redis  redis.UniversalClient
	Prefix string
	TTL    time.Duration
	// L2Bytes bounds what L2 holds in Redis (default 64 MiB) beside the
	// meter's keys: entries are written only while those written within
	// one TTL stay under it (see storeL2). L2MaxEntry is the largest value
	// written there (default 1 MiB); larger ones stay in L1.
	L2Bytes    int64
	L2MaxEntry int64
}

// entryOverhead approximates what an entry costs beyond its key and value
// (the LRU's list element and map slot, two slice headers).
const entryOverhead = 96

// l2Windows: entries live one TTL, so those alive at any moment were
// written within the last TTL, which spans at most l2Windows accounting
// windows of TTL/(l2Windows-1): a budget of L2Bytes/l2Windows per window
// bounds the whole.
const l2Windows = 7

// New builds a cache.
func New(o Options) (*Cache, error) {
	if o.Entries <= 0 {
		o.Entries = 10_000
	}
	if o.Bytes <= 0 {
		o.Bytes = 64 << 20
	}
	if o.TTL <= 0 {
		o.TTL = time.Hour
	}
	if o.L2Bytes <= 0 {
		o.L2Bytes = 64 << 20
	}
	if o.L2MaxEntry <= 0 {
		o.L2MaxEntry = 1 << 20
	}
	c := &Cache{l2: o.Redis, prefix: o.Prefix, ttl: o.TTL, maxBytes: o.Bytes, maxEntry: o.Bytes / 8,
		l2Window: o.TTL / (l2Windows - 1), l2Budget: o.L2Bytes / l2Windows, l2Entry: o.L2MaxEntry}
	var err error
	c.l1, err = lru.NewWithEvict(o.Entries, func(key string, v []byte) { c.l1Bytes.Add(-size(key, v)) })
	if err != nil {
		return nil, err
	}
	return c, nil
}

func size(key string, v []byte) int64 { return int64(len(key) + len(v) + entryOverhead) }

// Peek returns a value from L1 only (the hot path: no allocation, no I/O).
func (c *Cache) Peek(key string) ([]byte, bool) {
	v, ok := c.l1.Get(key)
	if ok {
		c.hits1.Add(1)
	}
	return v, ok
}

// Get returns the value of key from L1, else L2, else load (once, however
// many callers miss together), filling the levels it missed. An L2 failure
// is not an error: the value is loaded instead.
func (c *Cache) Get(ctx context.Context, key string, load func(context.Context) ([]byte, error)) ([]byte, Source, error) {
	if v, ok := c.Peek(key); ok {
		return v, FromL1, nil
	}
	type result struct {
		v   []byte
		src Source
	}
	r, err, _ := c.group.Do(key, func() (any, error) {
		if v, ok := c.l1.Get(key); ok { // filled while we waited
			return result{v, FromL1}, nil
		}
		if c.l2 != nil {
			v, err := c.l2.Get(ctx, c.prefix+key).Bytes()
			if err == nil {
				c.hits2.Add(1)
				c.storeL1(key, v)
				return result{v, FromL2}, nil
			}
		}
		v, err := load(ctx)
		if err != nil {
			return nil, err
		}
		c.loads.Add(1)
		c.storeL1(key, v)
		if c.l2 != nil {
			c.storeL2(ctx, key, v)
		}
		return result{v, FromLoad}, nil
	})
	if err != nil {
		return nil, 0, err
	}
	res := r.(result)
	return res.v, res.src, nil
}

// storeL1 keeps v unless it is over the per-entry cap, then drops the least
// recently used entries until L1 is within its bytes.
func (c *Cache) storeL1(key string, v []byte) {
	n := size(key, v)
	if n > c.maxEntry {
		return
	}
	if found, _ := c.l1.ContainsOrAdd(key, v); found {
		return // never replaced: its bytes are counted once
	}
	c.l1Bytes.Add(n)
	for c.l1Bytes.Load() > c.maxBytes {
		if _, _, ok := c.l1.RemoveOldest(); !ok {
			break
		}
	}
}

// storeL2 writes v to Redis when it fits the per-entry cap and the current
// window's budget, best effort. The budget is a counter per window (INCRBY,
// expiring after two windows): it counts bytes written, not bytes alive,
// so it over-counts and the bound holds (every entry expires within one
// TTL). A window whose budget is spent writes nothing more: later answers
// are computed once per instance instead of shared, never lost.
func (c *Cache) storeL2(ctx context.Context, key string, v []byte) {
	n := int64(len(c.prefix) + len(key) + len(v) + entryOverhead)
	if int64(len(v)) > c.l2Entry {
		c.l2Refused.Add(1)
		return
	}
	window := time.Now().UnixNano() / int64(c.l2Window)
	budget := c.prefix + "budget:" + strconv.FormatInt(window, 10)
	var used *redis.IntCmd
	if _, err := c.l2.Pipelined(ctx, func(p redis.Pipeliner) error {
		used = p.IncrBy(ctx, budget, n)
		p.Expire(ctx, budget, 2*c.l2Window)
		return nil
	}); err != nil || used.Val() > c.l2Budget {
		c.l2Refused.Add(1)
		return
	}
	_ = c.l2.Set(ctx, c.prefix+key, v, c.ttl).Err()
}

// Bytes is what L1 holds now (keys, values and their overhead).
func (c *Cache) Bytes() int64 { return c.l1Bytes.Load() }

// L2Refused counts answers not written to L2: over the per-entry cap or the
// window's budget.
func (c *Cache) L2Refused() int64 { return c.l2Refused.Load() }

// Stats returns L1 hits, L2 hits and loads so far.
func (c *Cache) Stats() (l1, l2, loads int64) { return c.hits1.Load(), c.hits2.Load(), c.loads.Load() }
