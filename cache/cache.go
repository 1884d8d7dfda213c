// Package cache is the two-level read cache of reference data: a bounded
// in-process L1 (an LRU) in front of a shared Redis L2, with concurrent
// misses on one key collapsed into a single load. Keys carry the dataset
// version, so importing a new version makes every old entry unreachable at
// once — nothing has to be purged.
package cache

import (
	"context"
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

// Cache holds encoded values (response bodies) by key.
type Cache struct {
	l1     *lru.Cache[string, []byte]
	l2     redis.UniversalClient // nil: no L2
	prefix string
	ttl    time.Duration
	group  singleflight.Group

	hits1, hits2, loads atomic.Int64
}

// Options tune a cache.
type Options struct {
	// Entries bounds L1 (default 10,000).
	Entries int
	// Redis, when set, is the shared L2; Prefix namespaces its keys and TTL
	// bounds their life (default 1h: versioned keys are never stale, so the
	// TTL only reclaims the memory of keys nobody asks for any more, such as
	// one-off searches and earlier versions).
	Redis  redis.UniversalClient
	Prefix string
	TTL    time.Duration
}

// New builds a cache.
func New(o Options) (*Cache, error) {
	if o.Entries <= 0 {
		o.Entries = 10_000
	}
	if o.TTL <= 0 {
		o.TTL = time.Hour
	}
	l1, err := lru.New[string, []byte](o.Entries)
	if err != nil {
		return nil, err
	}
	return &Cache{l1: l1, l2: o.Redis, prefix: o.Prefix, ttl: o.TTL}, nil
}

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
				c.l1.Add(key, v)
				return result{v, FromL2}, nil
			}
		}
		v, err := load(ctx)
		if err != nil {
			return nil, err
		}
		c.loads.Add(1)
		c.l1.Add(key, v)
		if c.l2 != nil {
			_ = c.l2.Set(ctx, c.prefix+key, v, c.ttl).Err() // best effort
		}
		return result{v, FromLoad}, nil
	})
	if err != nil {
		return nil, 0, err
	}
	res := r.(result)
	return res.v, res.src, nil
}

// Stats returns L1 hits, L2 hits and loads so far.
func (c *Cache) Stats() (l1, l2, loads int64) { return c.hits1.Load(), c.hits2.Load(), c.loads.Load() }
