package billing

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline"
)

// batchStore answers batched lookups from a map and counts them.
type batchStore struct {
	mu      sync.Mutex
	keys    map[KeyHash]*plumbline.APIKey
	batches atomic.Int64
	read    atomic.Int64 // keys asked for in batches
	fail    atomic.Bool
}

func (s *batchStore) KeysByHash(_ context.Context, hs []KeyHash) (map[KeyHash]*plumbline.APIKey, error) {
	s.batches.Add(1)
	s.read.Add(int64(len(hs)))
	if s.fail.Load() {
		return nil, errors.New("connection refused")
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	out := map[KeyHash]*plumbline.APIKey{}
	for _, h := range hs {
		if k, ok := s.keys[h]; ok {
			c := *k
			out[h] = &c
		}
	}
	return out, nil
}

func (s *batchStore) setTier(tier string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, k := range s.keys {
		k.TierID = tier
	}
}

// Many keys due for refresh at once are read in a few batches, not one
// lookup each: at 10,000 keys in use, per-key refreshes were thousands of
// queries a second (issue 18 item 0b). A batch updates every entry, drops
// a key the store no longer holds, and a failed batch keeps the entries.
func TestAuthenticatorBatchesRefreshes(t *testing.T) {
	h, _ := NewHasher([]byte("pepper"))
	store := &batchStore{keys: map[KeyHash]*plumbline.APIKey{}}
	const n = 2500
	tokens := make([][]byte, n)
	for i := range tokens {
		tokens[i] = []byte(NewKey())
		store.keys[h.Hash(tokens[i])] = &plumbline.APIKey{ID: string(rune('a' + i%26)), CustomerID: "acct", TierID: plumbline.TierFree}
	}
	a := NewAuthenticator(h, store)
	var clock atomic.Int64
	clock.Store(time.Unix(1_800_000_000, 0).UnixNano())
	a.now = func() time.Time { return time.Unix(0, clock.Load()) }
	ctx := context.Background()
	useAll := func(want string) {
		t.Helper()
		for _, tok := range tokens {
			k, err := a.Authenticate(ctx, tok)
			if err != nil || (want != "" && k.TierID != want) {
				t.Fatalf("%v %v, want tier %s", k, err, want)
			}
		}
	}
	// idle waits for the refresher to finish what is queued.
	idle := func() {
		t.Helper()
		deadline := time.Now().Add(5 * time.Second)
		for a.due.busy() {
			if time.Now().After(deadline) {
				t.Fatal("the refresher did not finish")
			}
			time.Sleep(time.Millisecond)
		}
	}
	read := func(want int64) {
		t.Helper()
		if got := store.read.Load(); got != want {
			t.Fatalf("%d keys read in batches, want %d", got, want)
		}
	}

	useAll(plumbline.TierFree) // one after another: each miss its own batch
	read(n)
	base := store.batches.Load()
	store.setTier(plumbline.TierGrowth)
	clock.Add(int64(authRefreshAfter + 100*time.Millisecond))
	useAll(plumbline.TierFree) // served from the cache, refreshes queued
	idle()
	read(2 * n)
	// At least three (a batch holds refreshBatchMax); how many more depends
	// on how long the uses took (a batch every refreshCoalesce), so the bound
	// is loose: a hundred keys a batch on average, not one.
	if b := store.batches.Load() - base; b < (n+refreshBatchMax-1)/refreshBatchMax || b > n/100 {
		t.Fatalf("%d keys refreshed in %d batches, want a few of at most %d", n, b, refreshBatchMax)
	}
	useAll(plumbline.TierGrowth)

	// A key deleted from the store is dropped by its refresh.
	gone := h.Hash(tokens[0])
	store.mu.Lock()
	delete(store.keys, gone)
	store.mu.Unlock()
	clock.Add(int64(authRefreshAfter + 100*time.Millisecond))
	useAll("")
	idle()
	read(3 * n)
	if _, err := a.Authenticate(ctx, tokens[0]); !errors.Is(err, ErrUnknownKey) {
		t.Fatalf("a key the store no longer holds: %v", err)
	}

	// A failed batch keeps the records and marks the store down (no
	// lookups for the backoff); the records then expire and are read again.
	tokens = tokens[1:]
	store.fail.Store(true)
	clock.Add(int64(authRefreshAfter + 100*time.Millisecond))
	before := store.batches.Load()
	useAll(plumbline.TierGrowth)
	idle()
	if !a.storeDown(a.now()) {
		t.Fatal("a failed batch did not mark the store down")
	}
	if b := store.batches.Load() - before; b != 1 {
		t.Fatalf("%d batches asked while the store was down, want the 1 that failed", b)
	}
	useAll(plumbline.TierGrowth) // still cached
	store.fail.Store(false)
	store.setTier(plumbline.TierStarter)
	clock.Add(int64(authStoreBackoff + 100*time.Millisecond))
	useAll(plumbline.TierStarter)
}

// slowBatchStore is a batchStore whose every batch takes a while.
type slowBatchStore struct{ *batchStore }

func (s slowBatchStore) KeysByHash(ctx context.Context, hs []KeyHash) (map[KeyHash]*plumbline.APIKey, error) {
	time.Sleep(5 * time.Millisecond)
	return s.batchStore.KeysByHash(ctx, hs)
}

// Many unseen keys at once (a cold cache under load) are read in a few
// batches: a lookup made while one is in flight joins the next. Every
// caller gets its own key, and an unknown key is refused.
func TestAuthenticatorBatchesConcurrentMisses(t *testing.T) {
	h, _ := NewHasher([]byte("pepper"))
	store := &batchStore{keys: map[KeyHash]*plumbline.APIKey{}}
	const n = 2000
	tokens := make([][]byte, n)
	for i := range tokens {
		tokens[i] = []byte(NewKey())
		store.keys[h.Hash(tokens[i])] = &plumbline.APIKey{ID: "key_" + string(tokens[i][4:12]), CustomerID: "acct"}
	}
	a := NewAuthenticator(h, slowBatchStore{store})
	// 2,000 waiters queue behind 5 ms batches: on a loaded machine under
	// -race the last ones outwait the 2 s deadline, which is not what this
	// tests.
	a.lookupTimeout, a.loader.timeout = time.Minute, time.Minute
	var wg sync.WaitGroup
	errs := make(chan error, n+1)
	start := make(chan struct{})
	for _, tok := range tokens {
		wg.Go(func() {
			<-start
			k, err := a.Authenticate(context.Background(), tok)
			if err != nil || k.ID != "key_"+string(tok[4:12]) {
				errs <- fmt.Errorf("%s: %v %v", tok[:12], k, err)
			}
		})
	}
	wg.Go(func() {
		<-start
		if _, err := a.Authenticate(context.Background(), []byte(NewKey())); !errors.Is(err, ErrUnknownKey) {
			errs <- fmt.Errorf("an unknown key: %v", err)
		}
	})
	close(start)
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	if b, r := store.batches.Load(), store.read.Load(); r != n+1 || b > n/20 {
		t.Fatalf("%d lookups in %d batches; want all %d in at most %d", r, b, n+1, n/20)
	}
}
