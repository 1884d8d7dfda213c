package billing

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline"
)

// flakyStore answers until down is set, then fails as a dead database does.
type flakyStore struct {
	down     atomic.Bool
	lookups  atomic.Int64
	deadline atomic.Bool // every lookup carried a deadline
}

func (s *flakyStore) KeysByHash(ctx context.Context, hs []KeyHash) (map[KeyHash]*plumbline.APIKey, error) {
	s.lookups.Add(1)
	if _, ok := ctx.Deadline(); !ok {
		s.deadline.Store(false)
	}
	if s.down.Load() {
		return nil, errors.New("dial tcp 127.0.0.1:5432: connect: connection refused")
	}
	keys := map[KeyHash]*plumbline.APIKey{}
	for _, h := range hs {
		keys[h] = &plumbline.APIKey{ID: "key_1", CustomerID: "acct_1", TierID: plumbline.TierFree}
	}
	return keys, nil
}

// Finding 5: with the key store down, a key seen before is served stale
// for AuthStaleGrace past its TTL; after that, and for a key never seen,
// the error is EUNAVAILABLE (503), never a bare store error (500). The
// store is asked at most once per backoff interval while it is down.
func TestAuthenticatorServesStaleWhileStoreDown(t *testing.T) {
	h, _ := NewHasher([]byte("pepper"))
	store := &flakyStore{}
	store.deadline.Store(true)
	a := NewAuthenticator(h, store)
	clock := time.Unix(1_800_000_000, 0)
	a.now = func() time.Time { return clock }
	key, unseen := []byte(NewKey()), []byte(NewKey())
	ctx := context.Background()

	if _, err := a.Authenticate(ctx, key); err != nil {
		t.Fatal(err)
	}
	store.down.Store(true)
	clock = clock.Add(AuthCacheTTL + time.Second) // expired: the store is asked and fails
	k, err := a.Authenticate(ctx, key)
	if err != nil || k == nil || k.ID != "key_1" {
		t.Fatalf("within the grace: %v, %v; want the stale record", k, err)
	}
	before := store.lookups.Load()
	for range 100 {
		if _, err := a.Authenticate(ctx, key); err != nil {
			t.Fatal(err)
		}
	}
	if n := store.lookups.Load() - before; n > 0 {
		t.Fatalf("%d lookups within the backoff while the store is down", n)
	}
	if _, err := a.Authenticate(ctx, unseen); plumbline.ErrorCode(err) != plumbline.EUNAVAILABLE {
		t.Fatalf("unseen key with the store down: %v (code %q), want unavailable", err, plumbline.ErrorCode(err))
	}
	clock = clock.Add(AuthStaleGrace - 2*time.Second) // still within TTL+grace
	if _, err := a.Authenticate(ctx, key); err != nil {
		t.Fatalf("just within the grace: %v", err)
	}
	clock = clock.Add(5 * time.Second) // past TTL+grace
	if _, err := a.Authenticate(ctx, key); plumbline.ErrorCode(err) != plumbline.EUNAVAILABLE {
		t.Fatalf("past the grace: %v (code %q), want unavailable", err, plumbline.ErrorCode(err))
	}
	store.down.Store(false)
	clock = clock.Add(2 * authStoreBackoff)
	if _, err := a.Authenticate(ctx, key); err != nil {
		t.Fatalf("store back: %v", err)
	}
	if !store.deadline.Load() {
		t.Fatal("a key-store lookup ran without a deadline")
	}
}
