package reference_test

import (
	"context"
	"errors"
	"strings"
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

// Issue 35: a client cycling a pinned read through old versions neither
// evicts the live version (each live read loading it again) nor loads old
// versions back to back: a cold load waits for ColdLoadSpacing times the
// last one's duration, and a refused one is a 503 naming the wait.
func TestVersionCacheKeepsLiveAndPacesColdLoads(t *testing.T) {
	now := time.Unix(1_700_000_000, 0)
	gate := &reference.ColdGate{Now: func() time.Time { return now }}
	c := reference.VersionCache[string]{Gate: gate}
	loads := map[string]int{}
	load := func(_ context.Context, v string) (*string, error) {
		loads[v]++
		now = now.Add(100 * time.Millisecond) // each load takes 0.1 s
		return &v, nil
	}
	req := reference.WithLive(context.Background(), "live")
	if _, err := c.Get(req, "live", load); err != nil {
		t.Fatal(err)
	}
	refused := 0
	for i := range 50 {
		old := []string{"o1", "o2", "o3", "o4", "o5"}[i%5]
		if _, err := c.Get(req, old, load); err != nil {
			if plumbline.ErrorCode(err) != plumbline.EUNAVAILABLE || !strings.Contains(err.Error(), "retry in ") {
				t.Fatalf("refused cold load: %v", err)
			}
			refused++
		}
		if _, err := c.Get(req, "live", load); err != nil {
			t.Fatal(err)
		}
		now = now.Add(100 * time.Millisecond)
	}
	cold := 0
	for v, n := range loads {
		if v != "live" {
			cold += n
		}
	}
	// 50 cycles of 0.1 s: 5 s of clock, one cold load (0.1 s) per 2.1 s.
	if loads["live"] != 1 || cold < 2 || cold > 3 || refused < 30 {
		t.Fatalf("loads %v, %d refused: the live version loaded once, at most 3 cold loads", loads, refused)
	}
	// A context without the request mark (import, warm-up) is not paced.
	if _, err := c.Get(context.Background(), "o9", load); err != nil {
		t.Fatal(err)
	}
}
