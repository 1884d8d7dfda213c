package billing_test

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/billing"
)

type countingKeyStore struct {
	billing.KeyStore
	n atomic.Int64
}

func (c *countingKeyStore) KeysByHash(ctx context.Context, hs []billing.KeyHash) (map[billing.KeyHash]*plumbline.APIKey, error) {
	c.n.Add(1)
	return c.KeyStore.KeysByHash(ctx, hs)
}

// 100k unknown keys used to wipe the whole cache, real keys included: now
// unknown keys have their own bounded cache and a known key stays in memory.
func TestUnknownKeysDoNotEvictKnownOnes(t *testing.T) {
	hasher, _ := billing.NewHasher([]byte("test-pepper-test-pepper-test-pepper"))
	mem := billing.NewMemoryStore()
	ctx := context.Background()
	live := billing.NewKey()
	cust := &plumbline.Customer{ID: "acct_flood", Email: "flood@example.com", TierID: plumbline.TierFree, CreatedAt: time.Now()}
	if err := mem.CreateCustomer(ctx, cust, &plumbline.APIKey{ID: "key_flood", CustomerID: cust.ID, Prefix: billing.DisplayPrefix(live), CreatedAt: time.Now()}, hasher.HashString(live)); err != nil {
		t.Fatal(err)
	}
	store := &countingKeyStore{KeyStore: mem}
	auth := billing.NewAuthenticator(hasher, store)
	clock := time.Now()
	auth.SetClock(func() time.Time { return clock }) // a slow (race-detector) run must not outlast the TTL
	if _, err := auth.Authenticate(ctx, []byte(live)); err != nil {
		t.Fatal(err)
	}
	const flood = 110_000
	for range flood {
		if _, err := auth.Authenticate(ctx, []byte(billing.NewKey())); plumbline.ErrorCode(err) != plumbline.EUNAUTHORIZED {
			t.Fatalf("unknown key: %v", err)
		}
	}
	before := store.n.Load()
	if _, err := auth.Authenticate(ctx, []byte(live)); err != nil {
		t.Fatal(err)
	}
	if store.n.Load() != before {
		t.Fatal("the live key was evicted by unknown ones: it cost a store lookup")
	}
	// An unknown key asked twice is answered from memory the second time.
	k := []byte(billing.NewKey())
	_, _ = auth.Authenticate(ctx, k)
	before = store.n.Load()
	if _, known, err := auth.Cached(k); !known || err != billing.ErrUnknownKey {
		t.Fatalf("negative cache: known %v, %v", known, err)
	}
	if _, err := auth.Authenticate(ctx, k); err != billing.ErrUnknownKey || store.n.Load() != before {
		t.Fatalf("repeat unknown key: %v, lookups %d→%d", err, before, store.n.Load())
	}
}
