package reference_test

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/reference"
)

// A version is loaded once, a failed load is not kept, and past
// LoadedVersions the least recently used version is dropped.
func TestVersionCache(t *testing.T) {
	var c reference.VersionCache[string]
	loads := map[string]int{}
	fail := true
	load := func(_ context.Context, v string) (*string, error) {
		loads[v]++
		if v == "bad" && fail {
			return nil, errors.New("postgres: connection refused")
		}
		return &v, nil
	}
	get := func(v string) {
		t.Helper()
		d, err := c.Get(context.Background(), v, load)
		if err != nil || *d != v {
			t.Fatalf("%s: %v %v", v, d, err)
		}
	}
	get("v1")
	get("v1")
	get("v2")
	get("v1")
	if loads["v1"] != 1 || loads["v2"] != 1 {
		t.Fatalf("loads %v: each version once", loads)
	}
	if _, err := c.Get(context.Background(), "bad", load); err == nil {
		t.Fatal("a failed load answered")
	}
	fail = false
	get("bad")
	if reference.LoadedVersions != 3 {
		t.Fatalf("LoadedVersions %d: the sequence below assumes 3", reference.LoadedVersions)
	}
	get("v3") // a fourth version: v2, used least recently, is dropped
	get("v1")
	get("v2")
	if loads["bad"] != 2 || loads["v1"] != 1 || loads["v2"] != 2 || loads["v3"] != 1 {
		t.Fatalf("loads %v: a failed load retried; v2 loaded again, v1 kept", loads)
	}
}

// A version being loaded holds up only its own callers: a slow load of a
// pinned version does not delay the live one, and concurrent callers of
// the slow one share its single load.
func TestVersionCacheLoadsOutsideTheLock(t *testing.T) {
	var c reference.VersionCache[string]
	release := make(chan struct{})
	var slowLoads atomic.Int32
	load := func(_ context.Context, v string) (*string, error) {
		if v == "old" {
			slowLoads.Add(1)
			<-release
		}
		return &v, nil
	}
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			if d, err := c.Get(context.Background(), "old", load); err != nil || *d != "old" {
				t.Errorf("old: %v %v", d, err)
			}
		})
	}
	time.Sleep(20 * time.Millisecond) // the old version's load is under way
	done := make(chan struct{})
	go func() {
		if d, err := c.Get(context.Background(), "live", load); err != nil || *d != "live" {
			t.Errorf("live: %v %v", d, err)
		}
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("the live version waited for another version's load")
	}
	close(release)
	wg.Wait()
	if n := slowLoads.Load(); n != 1 {
		t.Fatalf("the old version was loaded %d times for 4 concurrent callers", n)
	}
}

// A memory store answers its part only for the version held, and says
// when its files were not loaded.
func TestHeldPart(t *testing.T) {
	ds := &reference.Dataset{Version: "v1"}
	part := 7
	notLoaded := plumbline.Errorf(plumbline.EUNAVAILABLE, "not loaded")
	if d, err := reference.HeldPart(ds, "v1", &part, notLoaded); err != nil || *d != 7 {
		t.Fatalf("held: %v %v", d, err)
	}
	if _, err := reference.HeldPart(ds, "v0", &part, notLoaded); plumbline.ErrorCode(err) != plumbline.EUNAVAILABLE || err == notLoaded {
		t.Fatalf("another version: %v", err)
	}
	if _, err := reference.HeldPart[int](ds, "v1", nil, notLoaded); err != notLoaded {
		t.Fatalf("not loaded: %v", err)
	}
}
