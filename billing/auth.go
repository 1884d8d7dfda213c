package billing

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"github.com/plumbline-api/plumbline"
	"golang.org/x/sync/singleflight"
)

// KeyStore looks key records up by hash.
type KeyStore interface {
	KeyByHash(ctx context.Context, h KeyHash) (*plumbline.APIKey, error)
}

// AuthCacheTTL bounds how stale a cached key record may be. Revocation on
// this instance clears the entry at once; other instances see it when their
// entry expires, within this TTL (the spec-level promise is 5 s).
const AuthCacheTTL = 4 * time.Second

// authRefreshAfter is when a cached record is refreshed in the background
// while still served: keys in steady use never wait on the store.
const authRefreshAfter = 3 * time.Second

// authCacheMax bounds the cache; past it, the cache is cleared (an attack
// with many unknown keys cannot grow memory without bound).
const authCacheMax = 100_000

// Authenticator turns a presented bearer token into the key record it
// belongs to, through an in-process cache in front of the key store, and
// records when each key was last used without a database write per request.
type Authenticator struct {
	hasher  *Hasher
	store   KeyStore
	ttl     time.Duration
	refresh time.Duration
	now     func() time.Time

	mu      sync.RWMutex
	entries map[KeyHash]*authEntry
	flight  singleflight.Group
}

type authEntry struct {
	key        *plumbline.APIKey // nil: no such key (negative cache)
	err        error             // the error to answer for a nil key
	fetched    time.Time
	lastUsed   atomic.Int64 // unix seconds of the latest use not yet flushed
	refreshing atomic.Bool  // a background refresh is under way
}

// NewAuthenticator hashes presented keys with hasher and looks them up in store.
func NewAuthenticator(hasher *Hasher, store KeyStore) *Authenticator {
	return &Authenticator{hasher: hasher, store: store, ttl: AuthCacheTTL, refresh: authRefreshAfter, now: time.Now, entries: map[KeyHash]*authEntry{}}
}

var (
	errUnknownKey = plumbline.Errorf(plumbline.EUNAUTHORIZED, "the API key is not valid; send Authorization: Bearer svc_… with a key from signup or POST /v1/account/api-keys")
	errBadFormat  = plumbline.Errorf(plumbline.EUNAUTHORIZED, "the API key is malformed; keys look like svc_ followed by 32 characters: send Authorization: Bearer svc_…")
	errRevoked    = plumbline.Errorf(plumbline.EUNAUTHORIZED, "the API key has been revoked; create a new one and send Authorization: Bearer svc_…")
)

// Authenticate returns the active key record for token. A malformed,
// unknown or revoked key is an EUNAUTHORIZED error; a store failure is
// returned as is (and not cached).
func (a *Authenticator) Authenticate(ctx context.Context, token []byte) (*plumbline.APIKey, error) {
	if !WellFormed(token) {
		return nil, errBadFormat
	}
	h := a.hasher.Hash(token)
	now := a.now()
	a.mu.RLock()
	e := a.entries[h]
	a.mu.RUnlock()
	switch {
	case e == nil || now.Sub(e.fetched) > a.ttl:
		var err error
		if e, err = a.fetch(ctx, h, now); err != nil {
			return nil, err
		}
	case now.Sub(e.fetched) > a.refresh && e.refreshing.CompareAndSwap(false, true):
		go func() { _, _ = a.fetch(context.Background(), h, a.now()) }()
	}
	if e.key == nil {
		return nil, e.err
	}
	if e.key.Revoked() {
		return nil, errRevoked
	}
	if sec := now.Unix(); e.lastUsed.Load() != sec {
		e.lastUsed.Store(sec)
	}
	return e.key, nil
}

// fetch loads one key, once however many requests miss on it together.
func (a *Authenticator) fetch(ctx context.Context, h KeyHash, now time.Time) (*authEntry, error) {
	v, err, _ := a.flight.Do(string(h[:]), func() (any, error) {
		k, err := a.store.KeyByHash(ctx, h)
		e := &authEntry{key: k, fetched: now}
		switch {
		case err == nil:
		case plumbline.ErrorCode(err) == plumbline.ENOTFOUND:
			e.key, e.err = nil, errUnknownKey
		default:
			return nil, err
		}
		a.mu.Lock()
		if old := a.entries[h]; old != nil {
			e.lastUsed.Store(old.lastUsed.Load()) // keep an unflushed use
		}
		if len(a.entries) >= authCacheMax {
			a.entries = map[KeyHash]*authEntry{}
		}
		a.entries[h] = e
		a.mu.Unlock()
		return e, nil
	})
	if err != nil {
		return nil, err
	}
	return v.(*authEntry), nil
}

// Forget drops a key (by id) from the cache: its next use reads the store.
func (a *Authenticator) Forget(keyID string) {
	a.mu.Lock()
	defer a.mu.Unlock()
	for h, e := range a.entries {
		if e.key != nil && e.key.ID == keyID {
			delete(a.entries, h)
		}
	}
}

// ForgetCustomer drops every key of a customer (its tier changed).
func (a *Authenticator) ForgetCustomer(customerID string) {
	a.mu.Lock()
	defer a.mu.Unlock()
	for h, e := range a.entries {
		if e.key != nil && e.key.CustomerID == customerID {
			delete(a.entries, h)
		}
	}
}

// Remember caches a key created on this instance, so its first use needs no lookup.
func (a *Authenticator) Remember(h KeyHash, k *plumbline.APIKey) {
	a.mu.Lock()
	a.entries[h] = &authEntry{key: k, fetched: a.now()}
	a.mu.Unlock()
}

// TakeUsed returns the keys used since the last call with their latest use,
// clearing the marks: the caller writes them to the store in one batch.
func (a *Authenticator) TakeUsed() map[string]time.Time {
	used := map[string]time.Time{}
	a.mu.RLock()
	defer a.mu.RUnlock()
	for _, e := range a.entries {
		if e.key == nil {
			continue
		}
		if sec := e.lastUsed.Swap(0); sec != 0 {
			if t := time.Unix(sec, 0); t.After(used[e.key.ID]) {
				used[e.key.ID] = t
			}
		}
	}
	return used
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
