package billing

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline"
)

// countingStore counts lookups and can be made slow or changed.
type countingStore struct {
	lookups atomic.Int64
	tier    atomic.Value // string
}

func (s *countingStore) KeysByHash(_ context.Context, hs []KeyHash) (map[KeyHash]*plumbline.APIKey, error) {
	s.lookups.Add(1)
	keys := map[KeyHash]*plumbline.APIKey{}
	for _, h := range hs {
		keys[h] = &plumbline.APIKey{ID: "key_1", CustomerID: "acct_1", TierID: s.tier.Load().(string)}
	}
	return keys, nil
}

// A key in steady use is refreshed in the background after 3 s and never
// waits on the store; past the 4 s TTL it is read again before use.
func TestAuthenticatorRefreshesAhead(t *testing.T) {
	h, _ := NewHasher([]byte("pepper"))
	store := &countingStore{}
	store.tier.Store(plumbline.TierFree)
	a := NewAuthenticator(h, store)
	clock := time.Unix(1_800_000_000, 0)
	a.now = func() time.Time { return clock }
	key := []byte(NewKey())
	ctx := context.Background()

	if k, _ := a.Authenticate(ctx, key); k.TierID != plumbline.TierFree || store.lookups.Load() != 1 {
		t.Fatalf("first use: %v, %d lookups", k, store.lookups.Load())
	}
	clock = clock.Add(2 * time.Second)
	a.Authenticate(ctx, key)
	if store.lookups.Load() != 1 {
		t.Fatal("a 2 s old entry was looked up again")
	}
	store.tier.Store(plumbline.TierGrowth)
	clock = clock.Add(1500 * time.Millisecond) // 3.5 s: served, refreshed behind
	if k, _ := a.Authenticate(ctx, key); k.TierID != plumbline.TierFree {
		t.Fatalf("refresh-ahead should serve the cached record, got %s", k.TierID)
	}
	deadline := time.Now().Add(2 * time.Second)
	for store.lookups.Load() < 2 && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	time.Sleep(10 * time.Millisecond) // let the refresh publish its entry
	if k, _ := a.Authenticate(ctx, key); k.TierID != plumbline.TierGrowth {
		t.Fatalf("after the background refresh: %s", k.TierID)
	}
	clock = clock.Add(10 * time.Second) // far past the TTL: read before use
	before := store.lookups.Load()
	a.Authenticate(ctx, key)
	if store.lookups.Load() != before+1 {
		t.Fatal("an expired entry was served without a lookup")
	}
}
