package cache_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline/cache"
	"github.com/plumbline-api/plumbline/internal/race"
	"github.com/plumbline-api/plumbline/internal/redistest"
)

// loader counts how often the store is reached.
type loader struct{ calls atomic.Int64 }

func (l *loader) load(v string) func(context.Context) ([]byte, error) {
	return func(context.Context) ([]byte, error) {
		l.calls.Add(1)
		return []byte(v), nil
	}
}

func TestLevels(t *testing.T) {
	client, prefix := redistest.New(t)
	newCache := func() *cache.Cache {
		c, err := cache.New(cache.Options{Entries: 100, Redis: client, Prefix: prefix})
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	a, b := newCache(), newCache() // two instances sharing one Redis
	var l loader
	ctx := context.Background()

	get := func(c *cache.Cache, key string) cache.Source {
		t.Helper()
		v, src, err := c.Get(ctx, key, l.load("value of "+key))
		if err != nil {
			t.Fatal(err)
		}
		if string(v) != "value of "+key {
			t.Fatalf("Get(%s) = %q", key, v)
		}
		return src
	}
	if src := get(a, "v1|k"); src != cache.FromLoad {
		t.Fatalf("first get: %v, want load", src)
	}
	if src := get(a, "v1|k"); src != cache.FromL1 {
		t.Fatalf("second get on the same instance: %v, want l1", src)
	}
	if src := get(b, "v1|k"); src != cache.FromL2 {
		t.Fatalf("get on another instance: %v, want l2", src)
	}
	if src := get(b, "v1|k"); src != cache.FromL1 {
		t.Fatalf("then: %v, want l1", src)
	}
	if v, ok := b.Peek("v1|k"); !ok || string(v) != "value of v1|k" {
		t.Fatalf("Peek = %q, %v", v, ok)
	}
	// A new dataset version is a new key: nothing old answers it.
	if src := get(a, "v2|k"); src != cache.FromLoad {
		t.Fatalf("get under a new version: %v, want load", src)
	}
	if n := l.calls.Load(); n != 2 {
		t.Fatalf("store reached %d times, want 2", n)
	}
	if l1, l2, loads := a.Stats(); l1 != 1 || l2 != 0 || loads != 2 {
		t.Fatalf("a stats = %d l1, %d l2, %d loads", l1, l2, loads)
	}
	if _, err := client.Get(ctx, prefix+"v1|k").Result(); err != nil {
		t.Fatalf("L2 entry not under the prefix: %v", err)
	}
}

func TestWithoutL2(t *testing.T) {
	c, err := cache.New(cache.Options{Entries: 2})
	if err != nil {
		t.Fatal(err)
	}
	var l loader
	// Two entries, least recently used out: "c" evicts "b" (older than the
	// second "a"), so the last "b" loads again.
	for _, key := range []string{"a", "b", "a", "c", "b"} {
		if _, _, err := c.Get(context.Background(), key, l.load(key)); err != nil {
			t.Fatal(err)
		}
	}
	if n := l.calls.Load(); n != 4 {
		t.Fatalf("loads = %d, want 4 (a, b, c, then b again after eviction)", n)
	}
}

func TestSingleflight(t *testing.T) {
	c, err := cache.New(cache.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var calls atomic.Int64
	release := make(chan struct{})
	load := func(context.Context) ([]byte, error) {
		calls.Add(1)
		<-release
		return []byte("v"), nil
	}
	const n = 50
	var wg sync.WaitGroup
	started := make(chan struct{}, n)
	for range n {
		wg.Go(func() {
			started <- struct{}{}
			if v, _, err := c.Get(context.Background(), "k", load); err != nil || string(v) != "v" {
				t.Errorf("Get = %q, %v", v, err)
			}
		})
	}
	for range n {
		<-started
	}
	time.Sleep(20 * time.Millisecond) // let the callers reach the flight
	close(release)
	wg.Wait()
	if got := calls.Load(); got != 1 {
		t.Fatalf("%d concurrent misses loaded %d times, want 1", n, got)
	}
}

func TestLoadErrorNotCached(t *testing.T) {
	c, err := cache.New(cache.Options{})
	if err != nil {
		t.Fatal(err)
	}
	boom := errors.New("store down")
	if _, _, err := c.Get(context.Background(), "k", func(context.Context) ([]byte, error) { return nil, boom }); !errors.Is(err, boom) {
		t.Fatalf("err = %v", err)
	}
	if _, ok := c.Peek("k"); ok {
		t.Fatal("a failed load was cached")
	}
}

// An unreachable L2 is not an error: values are loaded instead.
func TestL2Down(t *testing.T) {
	srv := redistest.StartServer(t)
	client := srv.Client()
	c, err := cache.New(cache.Options{Redis: client, Prefix: "p:"})
	if err != nil {
		t.Fatal(err)
	}
	srv.Stop()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	v, src, err := c.Get(ctx, "k", func(context.Context) ([]byte, error) { return []byte("v"), nil })
	if err != nil || string(v) != "v" || src != cache.FromLoad {
		t.Fatalf("with Redis down: %q %v %v", v, src, err)
	}
}

func TestPeekAllocationBudget(t *testing.T) {
	if race.Enabled {
		t.Skip("allocation counts differ under the race detector")
	}
	c, err := cache.New(cache.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for i := range 100 {
		key := fmt.Sprint("k", i)
		if _, _, err := c.Get(context.Background(), key, func(context.Context) ([]byte, error) { return []byte(key), nil }); err != nil {
			t.Fatal(err)
		}
	}
	key := []byte("k42")
	if n := testing.AllocsPerRun(1000, func() {
		if _, ok := c.Peek(string(key)); !ok {
			t.Fatal("miss")
		}
	}); n != 0 {
		t.Fatalf("Peek allocates %.1f times, want 0", n)
	}
}

// Issue 24 finding 3: L1 was bounded in entries only, so 10,000 answers of
// 167 KB held 3.6 GB. It is bounded in bytes: large answers push out old
// ones, and one over an eighth of the bound is not kept at all.
func TestL1BoundedInBytes(t *testing.T) {
	const bound = 1 << 20
	c, err := cache.New(cache.Options{Entries: 100_000, Bytes: bound})
	if err != nil {
		t.Fatal(err)
	}
	big := make([]byte, 100_000)
	for i := range 1000 {
		key := fmt.Sprint("page-", i)
		if _, _, err := c.Get(context.Background(), key, func(context.Context) ([]byte, error) { return big, nil }); err != nil {
			t.Fatal(err)
		}
		if c.Bytes() > bound {
			t.Fatalf("after %d answers of 100 KB, L1 holds %d bytes (bound %d)", i+1, c.Bytes(), bound)
		}
	}
	if c.Bytes() < bound/2 {
		t.Fatalf("L1 holds %d bytes: the bound evicts far too much", c.Bytes())
	}
	if _, ok := c.Peek("page-999"); !ok {
		t.Fatal("the newest answer was evicted")
	}
	if _, ok := c.Peek("page-0"); ok {
		t.Fatal("the oldest answer survived 100 MB of newer ones")
	}
	huge := make([]byte, bound/8+1)
	if v, _, err := c.Get(context.Background(), "huge", func(context.Context) ([]byte, error) { return huge, nil }); err != nil || len(v) != len(huge) {
		t.Fatalf("an answer over the per-entry cap is still answered: %d, %v", len(v), err)
	}
	if _, ok := c.Peek("huge"); ok {
		t.Fatal("an answer over an eighth of the bound was kept")
	}
	// Small answers are still bounded by the entry count.
	small, _ := cache.New(cache.Options{Entries: 10})
	for i := range 50 {
		_, _, _ = small.Get(context.Background(), fmt.Sprint(i), func(context.Context) ([]byte, error) { return []byte("v"), nil })
	}
	if want := int64(10 * (2 + 1 + 96)); small.Bytes() > want {
		t.Fatalf("10 entries account %d bytes, want at most %d", small.Bytes(), want)
	}
}

// L2 takes at most its budget per window (the bytes alive at once are then
// bounded), and no value over its per-entry cap: a flood of unique answers
// cannot fill the Redis that also holds the meter's counters.
func TestL2BoundedInBytes(t *testing.T) {
	client, prefix := redistest.New(t)
	const l2 = 7 * 200_000 // 200 KB a window
	c, err := cache.New(cache.Options{Redis: client, Prefix: prefix, L2Bytes: l2, L2MaxEntry: 50_000})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	v := make([]byte, 10_000)
	for i := range 100 { // 1 MB of answers, five times the window's budget
		if _, _, err := c.Get(ctx, fmt.Sprint("k", i), func(context.Context) ([]byte, error) { return v, nil }); err != nil {
			t.Fatal(err)
		}
	}
	var held int64
	keys, err := client.Keys(ctx, prefix+"k*").Result()
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range keys {
		n, _ := client.StrLen(ctx, k).Result()
		held += n
	}
	if held > 200_000 || len(keys) < 10 {
		t.Fatalf("L2 holds %d bytes in %d keys; the window's budget is 200,000 bytes", held, len(keys))
	}
	if c.L2Refused() < 75 {
		t.Fatalf("only %d answers refused by L2's budget", c.L2Refused())
	}
	// Over the per-entry cap: answered, kept in L1, not written to L2.
	if _, _, err := c.Get(ctx, "big", func(context.Context) ([]byte, error) { return make([]byte, 60_000), nil }); err != nil {
		t.Fatal(err)
	}
	if n, _ := client.Exists(ctx, prefix+"big").Result(); n != 0 {
		t.Fatal("a value over L2's per-entry cap was written to Redis")
	}
	if _, ok := c.Peek("big"); !ok {
		t.Fatal("a value over L2's cap is still cached in L1")
	}
}
