package billing

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	lru "github.com/hashicorp/golang-lru/v2"
	"github.com/hashicorp/golang-lru/v2/expirable"
	"github.com/plumbline-api/plumbline"
	"golang.org/x/sync/singleflight"
)

// KeyStore reads key records by hash, many in one query: refreshes and
// concurrent misses are batched, so 10,000 keys in use cost the store a few
// queries a second instead of one per key every authRefreshAfter. A hash
// the store does not hold is absent from the map.
type KeyStore interface {
	KeysByHash(ctx context.Context, hs []KeyHash) (map[KeyHash]*plumbline.APIKey, error)
}

// AuthCacheTTL bounds how stale a cached key record may be. Revocation on
// this instance clears the entry at once; other instances see it when their
// entry expires, within this TTL (the spec-level promise is 5 s).
const AuthCacheTTL = 4 * time.Second

// authRefreshAfter is when a cached record is refreshed in the background
// while still served: keys in steady use never wait on the store.
const authRefreshAfter = 3 * time.Second

// AuthStaleGrace is how long past its TTL a cached key record may still be
// served while the key store cannot be reached (a Postgres outage): calls
// from keys in use keep working for this long. Past it, or for a key never
// seen, the answer is ErrKeyStoreUnavailable (503 with Retry-After).
// Revocations made on other instances during an outage take effect when
// the store is back, at most this grace late.
const AuthStaleGrace = 10 * time.Minute

// authLookupTimeout bounds one key-store lookup: a store that hangs (a
// severed connection, not a refused one) cannot hold a request longer.
const authLookupTimeout = 2 * time.Second

// authStoreBackoff is how long after a failed lookup the store is not asked
// again: stale entries are served and unseen keys refused without waiting,
// so an outage costs one lookup per interval, not one per request.
const authStoreBackoff = time.Second

// ErrKeyStoreUnavailable answers a key that only the key store can vouch for
// while the store cannot be reached.
var ErrKeyStoreUnavailable = plumbline.Errorf(plumbline.EUNAVAILABLE,
	"the account database cannot be reached, so this API key cannot be checked; retry after the Retry-After seconds")

// authCacheMax bounds the cache of known keys; past it, the least recently
// used is dropped. Unknown keys live in their own, smaller cache
// (authUnknownMax), so a flood of random keys cannot push real keys out.
const (
	authCacheMax   = 100_000
	authUnknownMax = 20_000
)

// Authenticator turns a presented bearer token into the key record it
// belongs to, through an in-process cache in front of the key store, and
// records when each key was last used without a database write per request.
type Authenticator struct {
	hasher  *Hasher
	store   KeyStore
	ttl     time.Duration
	refresh time.Duration
	grace   time.Duration
	now     func() time.Time
	// downUntil (unix nanos): the store failed; until then it is not asked.
	downUntil atomic.Int64

	mu      sync.Mutex // orders a fetch's write against Forget
	entries *lru.Cache[KeyHash, *authEntry]
	// unknown remembers keys the store does not hold, by when that was read.
	unknown *expirable.LRU[KeyHash, time.Time]
	flight  singleflight.Group

	// due holds keys whose background refresh is queued; one goroutine
	// reads them from the store in batches.
	due drainQueue[KeyHash]

	loader keyLoader // the lookups the cache cannot answer
	// lookupTimeout is authLookupTimeout; a test on a loaded machine
	// raises it, since what it tests is batching, not the deadline.
	lookupTimeout time.Duration

	// used holds, by key ID, the unix second of each key's latest use not
	// yet written to the store: marked at most once a second per key (the
	// entry's lastUsed says which second was marked), taken by TakeUsed,
	// read by PendingUse so a key's owner sees a use before the flush.
	usedMu sync.Mutex
	used   map[string]int64
}

// A refresh waits refreshCoalesce for others to join its batch, and a
// batch reads at most refreshBatchMax keys. The wait is far inside the
// second between authRefreshAfter and the TTL.
const (
	refreshCoalesce = 20 * time.Millisecond
	refreshBatchMax = 1000
)

type authEntry struct {
	key        *plumbline.APIKey // never nil
	fetched    time.Time
	lastUsed   atomic.Int64 // unix second of the latest use marked in Authenticator.used
	refreshing atomic.Bool  // a background refresh is under way
}

// NewAuthenticator hashes presented keys with hasher and looks them up in store.
func NewAuthenticator(hasher *Hasher, store KeyStore) *Authenticator {
	return newAuthenticatorSized(hasher, store, authCacheMax, authUnknownMax)
}

// newAuthenticatorSized is NewAuthenticator with its two caches' bounds,
// so a test can flood past them with thousands of keys, not 110,000.
func newAuthenticatorSized(hasher *Hasher, store KeyStore, known, unknown int) *Authenticator {
	entries, _ := lru.New[KeyHash, *authEntry](known) // only a size <= 0 fails
	a := &Authenticator{hasher: hasher, store: store, ttl: AuthCacheTTL, refresh: authRefreshAfter, grace: AuthStaleGrace, now: time.Now,
		entries: entries, unknown: expirable.NewLRU[KeyHash, time.Time](unknown, nil, AuthCacheTTL),
		loader: keyLoader{store: store, timeout: authLookupTimeout}, lookupTimeout: authLookupTimeout}
	return a
}

var (
	// ErrUnknownKey answers a key the store does not hold.
	ErrUnknownKey = plumbline.Errorf(plumbline.EUNAUTHORIZED, "the API key is not valid; send Authorization: Bearer svc_… with a key from signup or POST /v1/account/api-keys")
	errBadFormat  = plumbline.Errorf(plumbline.EUNAUTHORIZED, "the API key is malformed; keys look like svc_ followed by 32 characters: send Authorization: Bearer svc_…")
	errRevoked    = plumbline.Errorf(plumbline.EUNAUTHORIZED, "the API key has been revoked; create a new one and send Authorization: Bearer svc_…")
)

// Authenticate returns the active key record for token. A malformed,
// unknown or revoked key is an EUNAUTHORIZED error. When the store fails,
// a record cached within AuthStaleGrace past its TTL is served stale;
// otherwise the error is ErrKeyStoreUnavailable (EUNAVAILABLE) wrapping the
// store's error, never a bare one (which would be a 500).
func (a *Authenticator) Authenticate(ctx context.Context, token []byte) (*plumbline.APIKey, error) {
	if !WellFormed(token) {
		return nil, errBadFormat
	}
	return a.AuthenticateHash(ctx, a.hasher.Hash(token))
}

// AuthenticateHash is Authenticate for a key known by its hash: an OAuth
// grant holds the hash of the key it was granted with, so its tokens are
// refused the moment the key is (through the same cache and TTL).
func (a *Authenticator) AuthenticateHash(ctx context.Context, h KeyHash) (*plumbline.APIKey, error) {
	now := a.now()
	if k, ok, err := a.cached(h, now); ok {
		return k, err
	}
	if a.storeDown(now) {
		return nil, ErrKeyStoreUnavailable
	}
	e, err := a.fetch(ctx, h, now)
	if err != nil {
		a.downUntil.Store(now.Add(authStoreBackoff).UnixNano())
		if k, ok, serr := a.stale(h, now); ok {
			return k, serr
		}
		return nil, fmt.Errorf("%w: %w", ErrKeyStoreUnavailable, err)
	}
	if e == nil {
		return nil, ErrUnknownKey
	}
	return a.use(e, now)
}

// Cached answers token from memory alone; ok is false when only the store
// can answer. The HTTP layer asks it first, so a client refused too often
// is stopped before its next unseen key costs a store lookup.
func (a *Authenticator) Cached(token []byte) (k *plumbline.APIKey, ok bool, err error) {
	if !WellFormed(token) {
		return nil, true, errBadFormat
	}
	return a.cached(a.hasher.Hash(token), a.now())
}

// Vouched reports whether token is a key this authenticator has read as
// valid (active, not revoked) and still remembers, however long ago: one of
// the authCacheMax most recently used keys. The HTTP layer lets such a key
// past the per-client gate that holds back floods of never-seen keys, so a
// key in use is never refused because its address (a NAT, a proxy without
// the client-address header) also sends unknown ones. Only the key's
// holder can present it, so this opens nothing to a flood.
func (a *Authenticator) Vouched(token []byte) bool {
	if !WellFormed(token) {
		return false
	}
	e, found := a.entries.Peek(a.hasher.Hash(token))
	return found && !e.key.Revoked()
}

func (a *Authenticator) cached(h KeyHash, now time.Time) (*plumbline.APIKey, bool, error) {
	if at, found := a.unknown.Peek(h); found && now.Sub(at) <= a.ttl {
		return nil, true, ErrUnknownKey
	}
	e, found := a.entries.Get(h)
	switch {
	case !found:
		return nil, false, nil
	case now.Sub(e.fetched) > a.ttl:
		if a.storeDown(now) {
			return a.stale(h, now)
		}
		return nil, false, nil
	case now.Sub(e.fetched) > a.refresh && !a.storeDown(now) && e.refreshing.CompareAndSwap(false, true):
		a.queueRefresh(h)
	}
	k, err := a.use(e, now)
	return k, true, err
}

// storeDown reports whether a lookup failed within authStoreBackoff of now.
func (a *Authenticator) storeDown(now time.Time) bool { return now.UnixNano() < a.downUntil.Load() }

// stale serves a cached record no older than TTL+grace (the store is down).
func (a *Authenticator) stale(h KeyHash, now time.Time) (*plumbline.APIKey, bool, error) {
	e, found := a.entries.Get(h)
	if !found || now.Sub(e.fetched) > a.ttl+a.grace {
		return nil, false, nil
	}
	k, err := a.use(e, now)
	return k, true, err
}

// use marks an entry used now and returns its key, unless revoked.
func (a *Authenticator) use(e *authEntry, now time.Time) (*plumbline.APIKey, error) {
	if e.key.Revoked() {
		return nil, errRevoked
	}
	if sec := now.Unix(); e.lastUsed.Load() != sec {
		e.lastUsed.Store(sec)
		a.usedMu.Lock()
		if a.used == nil {
			a.used = map[string]int64{}
		}
		if sec > a.used[e.key.ID] {
			a.used[e.key.ID] = sec
		}
		a.usedMu.Unlock()
	}
	return e.key, nil
}

// fetch loads one key, once however many requests miss on it together. A
// nil entry and nil error: the store has no such key.
func (a *Authenticator) fetch(ctx context.Context, h KeyHash, now time.Time) (*authEntry, error) {
	v, err, _ := a.flight.Do(string(h[:]), func() (any, error) {
		ctx, cancel := context.WithTimeout(ctx, a.lookupTimeout)
		defer cancel()
		k, err := a.loader.get(ctx, h)
		switch {
		case err == nil:
		case plumbline.ErrorCode(err) == plumbline.ENOTFOUND:
			a.unknown.Add(h, now)
			return (*authEntry)(nil), nil
		default:
			return nil, err
		}
		return a.install(h, k, now), nil
	})
	if err != nil {
		return nil, err
	}
	return v.(*authEntry), nil
}

// install caches k as read from the store at now.
func (a *Authenticator) install(h KeyHash, k *plumbline.APIKey, now time.Time) *authEntry {
	e := &authEntry{key: k, fetched: now}
	a.mu.Lock()
	if old, ok := a.entries.Peek(h); ok {
		e.lastUsed.Store(old.lastUsed.Load()) // that second is marked already
	}
	a.entries.Add(h, e)
	a.mu.Unlock()
	return e
}

// queueRefresh reads h again in the background, batched with the other
// keys due about now.
func (a *Authenticator) queueRefresh(h KeyHash) {
	if a.due.push(h) {
		go a.refreshLoop()
	}
}

// refreshLoop reads the queued keys in batches until none are left.
func (a *Authenticator) refreshLoop() {
	for {
		time.Sleep(refreshCoalesce)
		batch := a.due.take(refreshBatchMax)
		if batch == nil {
			return
		}
		a.refreshBatch(batch)
	}
}

// refreshBatch reads hs from the store and caches what it finds; a key the
// store no longer holds is dropped. While the store is down (a batch just
// failed) it asks nothing: the records stay, served stale once expired.
func (a *Authenticator) refreshBatch(hs []KeyHash) {
	now := a.now()
	defer func() {
		for _, h := range hs {
			if e, ok := a.entries.Peek(h); ok {
				e.refreshing.Store(false)
			}
		}
	}()
	if a.storeDown(now) {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), a.lookupTimeout)
	defer cancel()
	keys, err := a.store.KeysByHash(ctx, hs)
	if err != nil {
		a.downUntil.Store(a.now().Add(authStoreBackoff).UnixNano())
		return
	}
	for _, h := range hs {
		if k, ok := keys[h]; ok {
			a.install(h, k, now)
			continue
		}
		a.mu.Lock()
		a.entries.Remove(h)
		a.mu.Unlock()
		a.unknown.Add(h, now)
	}
}

// Forget drops a key (by id) from the cache: its next use reads the store.
func (a *Authenticator) Forget(keyID string) {
	a.forgetWhere(func(k *plumbline.APIKey) bool { return k.ID == keyID })
}

// ForgetCustomer drops every key of a customer (its tier changed).
func (a *Authenticator) ForgetCustomer(customerID string) {
	a.forgetWhere(func(k *plumbline.APIKey) bool { return k.CustomerID == customerID })
}

func (a *Authenticator) forgetWhere(match func(*plumbline.APIKey) bool) {
	a.mu.Lock()
	defer a.mu.Unlock()
	for _, h := range a.entries.Keys() {
		if e, ok := a.entries.Peek(h); ok && match(e.key) {
			a.entries.Remove(h)
		}
	}
}

// Remember caches a key created on this instance, so its first use needs no lookup.
func (a *Authenticator) Remember(h KeyHash, k *plumbline.APIKey) {
	a.mu.Lock()
	a.unknown.Remove(h)
	a.entries.Add(h, &authEntry{key: k, fetched: a.now()})
	a.mu.Unlock()
}

// TakeUsed returns the keys used since the last call with their latest use,
// clearing the marks: the caller writes them to the store in one batch.
// A use survives its entry's eviction from the cache until then.
func (a *Authenticator) TakeUsed() map[string]time.Time {
	a.usedMu.Lock()
	marked := a.used
	a.used = nil
	a.usedMu.Unlock()
	used := make(map[string]time.Time, len(marked))
	for id, sec := range marked {
		used[id] = time.Unix(sec, 0)
	}
	return used
}

// PendingUse is the latest use of a key this instance has not yet written
// to the store (false when none): the account's key list shows it, so a key
// just used does not read "never used" until the next flush.
func (a *Authenticator) PendingUse(keyID string) (time.Time, bool) {
	a.usedMu.Lock()
	sec, ok := a.used[keyID]
	a.usedMu.Unlock()
	return time.Unix(sec, 0), ok
}

// FlushLastUsed writes the batched last-used times to store every interval
// until ctx ends, then once more.
func (a *Authenticator) FlushLastUsed(ctx context.Context, store interface {
	TouchKeys(context.Context, map[string]time.Time) error
}, interval time.Duration, onError func(error)) {
	t := time.NewTicker(interval)
	defer t.Stop()
	flush := func() {
		used := a.TakeUsed()
		if len(used) == 0 {
			return
		}
		fctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if err := store.TouchKeys(fctx, used); err != nil && onError != nil {
			onError(err)
		}
	}
	for {
		select {
		case <-ctx.Done():
			flush()
			return
		case <-t.C:
			flush()
		}
	}
}
