package reference

import (
	"context"
	"sync"
	"time"

	"github.com/plumbline-api/plumbline"
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
// It holds LoadedVersions versions. The live one (named by the request's
// context, see WithLive) is never dropped: a client cycling through old
// versions must not make every live read load the live version again
// (issue 35). The others are dropped least recently used first. A version
// is loaded outside the lock, once for all its concurrent callers, so a
// pinned request's load never holds up reads of the live version; and a
// load of a version other than the live one (a cold pinned read) passes
// Gate, which spaces such loads by the time they take (ColdGate).
type VersionCache[T any] struct {
	// Gate paces cold loads; nil is the process-wide ColdLoads.
	Gate *ColdGate

	mu   sync.Mutex
	byV  map[string]*versionEntry[T]
	tick uint64
	live string // the live version as the last request named it: never dropped
}

type versionEntry[T any] struct {
	ready chan struct{} // closed when d and err are set
	d     *T
	err   error
	used  uint64
}

// LoadedVersions bounds a VersionCache: the live version and two others
// (the one before it, for requests in flight across a switch, and one
// pinned by requests).
const LoadedVersions = 3

type liveKey struct{}

// WithLive marks ctx as a request's, whose live version is live: a
// VersionCache keeps that version loaded, and loads any other version only
// through its Gate. A context without the mark (an import, a test, a
// warm-up) loads without the gate.
func WithLive(ctx context.Context, live string) context.Context {
	return context.WithValue(ctx, liveKey{}, live)
}

func liveOf(ctx context.Context) (string, bool) {
	v, ok := ctx.Value(liveKey{}).(string)
	return v, ok && v != ""
}

// Get returns version's part, loading it with load the first time.
func (c *VersionCache[T]) Get(ctx context.Context, version string, load func(context.Context, string) (*T, error)) (*T, error) {
	live, fromRequest := liveOf(ctx)
	c.mu.Lock()
	if c.byV == nil {
		c.byV = map[string]*versionEntry[T]{}
	}
	if fromRequest {
		c.live = live
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
	gate := c.Gate
	if gate == nil {
		gate = ColdLoads
	}
	cold := fromRequest && version != live
	if cold {
		if wait, ok := gate.admit(); !ok {
			c.mu.Unlock()
			return nil, plumbline.Errorf(plumbline.EUNAVAILABLE,
				"dataset version %s is not loaded on this instance, and loading an old version is paced (one at a time, each waiting %d times the last one's load); retry in %d s, or send no %s for the live version",
				version, ColdLoadSpacing, ceilSeconds(wait), "Plumbline-Dataset-Version")
		}
	}
	e = &versionEntry[T]{ready: make(chan struct{}), used: c.tick}
	c.byV[version] = e
	c.evictLocked()
	c.mu.Unlock()
	began := gate.clock()
	e.d, e.err = load(ctx, version)
	if cold {
		gate.done(began)
	}
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

// evictLocked drops the least recently used versions past LoadedVersions,
// never the live one.
func (c *VersionCache[T]) evictLocked() {
	for len(c.byV) > LoadedVersions {
		var oldest string
		for v, e := range c.byV {
			if v == c.live {
				continue
			}
			if oldest == "" || e.used < c.byV[oldest].used {
				oldest = v
			}
		}
		if oldest == "" {
			return
		}
		delete(c.byV, oldest)
	}
}

func ceilSeconds(d time.Duration) int64 { return int64((d + time.Second - 1) / time.Second) }
