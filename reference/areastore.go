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
// version: a version never changes once imported, so each is loaded once,
// and as many are kept as the database keeps (keepVersions: the live
// version and the one before it, for requests in flight across an import). Loads are rare and serialized, which avoids loading a
// version twice.
type VersionCache[T any] struct {
	mu  sync.Mutex
	byV map[string]*T
}

// Get returns version's part, loading it with load the first time.
func (c *VersionCache[T]) Get(ctx context.Context, version string, load func(context.Context, string) (*T, error)) (*T, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if d, ok := c.byV[version]; ok {
		return d, nil
	}
	d, err := load(ctx, version)
	if err != nil {
		return nil, err
	}
	if c.byV == nil || len(c.byV) >= keepVersions {
		c.byV = map[string]*T{}
	}
	c.byV[version] = d
	return d, nil
}
