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
	// Caches a hundredth of production's, flooded past both as production's
	// would be by 110,000 keys: the same eviction, a hundredth of the work.
	const known, unknown = 1_000, 200
	auth := billing.NewAuthenticatorSized(hasher, store, known, unknown)
	clock := time.Now()
	auth.SetClock(func() time.Time { return clock }) // a slow (race-detector) run must not outlast the TTL
	if _, err := auth.Authenticate(ctx, []byte(live)); err != nil {
		t.Fatal(err)
	}
	const flood = known + known/10
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

// Vouched names the keys the HTTP layer lets past its per-client gate: a
// key read as valid, however long ago (issue 24: a valid key idle past the
// TTL was refused while its address sent unknown keys). Unknown, revoked
// and malformed keys are never vouched for.
func TestVouched(t *testing.T) {
	hasher, _ := billing.NewHasher([]byte("test-pepper-test-pepper-test-pepper"))
	mem := billing.NewMemoryStore()
	ctx := context.Background()
	now := time.Now()
	live, revoked := billing.NewKey(), billing.NewKey()
	cust := &plumbline.Customer{ID: "acct_v", Email: "v@example.com", TierID: plumbline.TierFree, CreatedAt: now}
	if err := mem.CreateCustomer(ctx, cust, &plumbline.APIKey{ID: "key_v1", CustomerID: cust.ID, Prefix: billing.DisplayPrefix(live), CreatedAt: now}, hasher.HashString(live)); err != nil {
		t.Fatal(err)
	}
	if err := mem.CreateKey(ctx, &plumbline.APIKey{ID: "key_v2", CustomerID: cust.ID, Prefix: billing.DisplayPrefix(revoked), CreatedAt: now}, hasher.HashString(revoked), 25); err != nil {
		t.Fatal(err)
	}
	if _, err := mem.RevokeKey(ctx, cust.ID, "key_v2", now); err != nil {
		t.Fatal(err)
	}
	auth := billing.NewAuthenticator(hasher, mem)
	clock := now
	auth.SetClock(func() time.Time { return clock })
	if auth.Vouched([]byte(live)) {
		t.Fatal("a key never read is vouched for")
	}
	unknown := billing.NewKey()
	for _, k := range []string{live, revoked, unknown} {
		_, _ = auth.Authenticate(ctx, []byte(k))
	}
	clock = clock.Add(billing.AuthCacheTTL + time.Minute) // idle: expired from the cache's point of view
	if _, known, _ := auth.Cached([]byte(live)); known {
		t.Fatal("the live key should need the store again after the TTL")
	}
	if !auth.Vouched([]byte(live)) {
		t.Fatal("the live key, read valid before, is not vouched for")
	}
	for name, k := range map[string]string{"revoked": revoked, "unknown": unknown, "malformed": "svc_short"} {
		if auth.Vouched([]byte(k)) {
			t.Errorf("%s key vouched for", name)
		}
	}
}
