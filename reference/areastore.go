package reference

import (
	"context"
	"sync"
)

// HeldPart is an area memory store's answer for a version: the area's part
// d of the dataset held, EUNAVAILABLE when version is another (ds.Held),
// or notLoaded when the area's files were not there at start (d nil).
func HeldPart[T any](ds *Dataset, version string, d *T, notLoaded error) (*T, error) {
	if err := ds.Held(version); err != nil {
		return nil, err
	}
	if d == nil {
		return nil, notLoaded
	}
	return d, nil
}

// VersionCache is an area Postgres store's cache of what it read of a
// version: a version never changes once imported, so each is loaded once.
// It holds LoadedVersions versions, dropping the least recently used: the
// live one, the one before (requests in flight across a switch) and one
// pinned by a request (Plumbline-Dataset-Version). A version is loaded
// outside the lock, once for all its concurrent callers, so a pinned
// request's load never holds up reads of the live version.
type VersionCache[T any] struct {
	mu   sync.Mutex
	byV  map[string]*versionEntry[T]
	tick uint64
}

type versionEntry[T any] struct {
	ready chan struct{} // closed when d and err are set
	d     *T
	err   error
	used  uint64
}

// LoadedVersions bounds a VersionCache.
const LoadedVersions = 3

// Get returns version's part, loading it with load the first time.
func (c *VersionCache[T]) Get(ctx context.Context, version string, load func(context.Context, string) (*T, error)) (*T, error) {
	c.mu.Lock()
	if c.byV == nil {
		c.byV = map[string]*versionEntry[T]{}
	}
	c.tick++
	e := c.byV[version]
	if e != nil {
		e.used = c.tick
		c.mu.Unlock()
		select {
		case <-e.ready:
			return e.d, e.err
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	e = &versionEntry[T]{ready: make(chan struct{}), used: c.tick}
	c.byV[version] = e
	c.evictLocked()
	c.mu.Unlock()
	e.d, e.err = load(ctx, version)
	close(e.ready)
	if e.err != nil {
		c.mu.Lock()
		if c.byV[version] == e {
			delete(c.byV, version) // the next caller tries again
		}
		c.mu.Unlock()
	}
	return e.d, e.err
}

// evictLocked drops the least recently used versions past LoadedVersions.
func (c *VersionCache[T]) evictLocked() {
	for len(c.byV) > LoadedVersions {
		var oldest string
		for v, e := range c.byV {
			if oldest == "" || e.used < c.byV[oldest].used {
				oldest = v
			}
		}
		delete(c.byV, oldest)
	}
}
