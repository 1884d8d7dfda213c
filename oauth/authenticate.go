package oauth

import (
	"context"
	"fmt"
	"sync/atomic"
	"time"

	lru "github.com/hashicorp/golang-lru/v2"
	"github.com/hashicorp/golang-lru/v2/expirable"
	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/billing"
	"golang.org/x/sync/singleflight"
)

// Errors of the resource server's token check: each is a 401 whose
// WWW-Authenticate says invalid_token.
var (
	ErrUnknownToken = plumbline.Errorf(plumbline.EUNAUTHORIZED, "the access token is not valid; authorize again (or send an API key: Authorization: Bearer svc_…)")
	errMalformed    = plumbline.Errorf(plumbline.EUNAUTHORIZED, "the access token is malformed; tokens look like pla_ followed by 43 characters")
	errExpired      = plumbline.Errorf(plumbline.EUNAUTHORIZED, "the access token has expired; use the refresh token at the token endpoint for a new one")
	errRevoked      = plumbline.Errorf(plumbline.EUNAUTHORIZED, "the access token has been revoked; authorize again")
	errKeyRevoked   = plumbline.Errorf(plumbline.EUNAUTHORIZED, "the API key this access was granted with has been revoked, which ended the grant; authorize again with a key that works")
	// ErrWrongAudience answers a token issued for another resource (RFC 8707).
	ErrWrongAudience = plumbline.Errorf(plumbline.EUNAUTHORIZED, "the access token was issued for another resource; it is good for this server's /mcp only")
	// ErrTokenStoreUnavailable answers a token only the store can vouch for while it cannot be reached.
	ErrTokenStoreUnavailable = plumbline.Errorf(plumbline.EUNAVAILABLE, "the token database cannot be reached, so this access token cannot be checked; retry after the Retry-After seconds")
)

// Authenticate returns the API key an access token acts as. The token
// must be known, unrevoked, unexpired, issued for this server's MCP
// endpoint, and its key must still work.
func (s *Service) Authenticate(ctx context.Context, token []byte) (*plumbline.APIKey, error) {
	if !IsAccessToken(token) {
		return nil, errMalformed
	}
	e, err := s.cache.get(ctx, s.hasher.Hash(token))
	if err != nil {
		return nil, err
	}
	if e == nil {
		return nil, ErrUnknownToken
	}
	return s.check(ctx, e)
}

// Cached answers a token from memory alone; known is false when only the
// store can answer (the HTTP layer then gates the lookup per client, as it
// does for API keys).
func (s *Service) Cached(token []byte) (key *plumbline.APIKey, known bool, err error) {
	if !IsAccessToken(token) {
		return nil, true, errMalformed
	}
	e, known := s.cache.peek(s.hasher.Hash(token))
	switch {
	case !known:
		return nil, false, nil
	case e == nil:
		return nil, true, ErrUnknownToken
	}
	key, err = s.check(context.Background(), e)
	return key, true, err
}

// Vouched reports whether token is an access token this service has read
// as valid (unrevoked, unexpired) and still remembers, however long ago:
// the HTTP layer lets it past the per-client gate for unseen credentials,
// as it does API keys read valid (issue 24: a client idle past the cache's
// TTL was refused while its address sent unknown tokens).
func (s *Service) Vouched(token []byte) bool {
	if !IsAccessToken(token) {
		return false
	}
	e, ok := s.cache.entries.Peek(s.hasher.Hash(token))
	return ok && e.token.Kind == KindAccess && e.token.RevokedAt == nil && e.grant.RevokedAt == nil && s.now().Before(e.token.ExpiresAt)
}

func (s *Service) check(ctx context.Context, e *tokenEntry) (*plumbline.APIKey, error) {
	t, g := e.token, e.grant
	switch {
	case t.Kind != KindAccess:
		return nil, ErrUnknownToken
	case t.RevokedAt != nil || g.RevokedAt != nil:
		return nil, errRevoked
	case !s.now().Before(t.ExpiresAt):
		return nil, errExpired
	}
	if r, ok := canonicalResource(g.Resource); !ok || r != s.resource {
		return nil, ErrWrongAudience
	}
	key, err := s.keys.AuthenticateHash(ctx, g.KeyHash)
	if plumbline.ErrorCode(err) == plumbline.EUNAUTHORIZED {
		return nil, errKeyRevoked
	}
	if err != nil {
		return nil, err
	}
	if key.ID != g.KeyID || key.CustomerID != g.CustomerID {
		return nil, ErrUnknownToken
	}
	return withGrantScopes(key, g), nil
}

// The token cache follows the key cache's rules (billing.AuthCacheTTL):
// a record read from the store is trusted for the TTL, so a revocation on
// another instance takes effect within it; during a store outage a record
// is served up to the grace past it, and unseen tokens are refused.
const (
	tokenCacheTTL   = billing.AuthCacheTTL
	tokenStaleGrace = billing.AuthStaleGrace
	tokenCacheMax   = 100_000
	tokenUnknownMax = 20_000
	storeBackoff    = time.Second
	lookupTimeout   = 2 * time.Second
)

type tokenEntry struct {
	token   *Token
	grant   *Grant
	fetched time.Time
}

type tokenCache struct {
	store     Store
	now       func() time.Time
	entries   *lru.Cache[Hash, *tokenEntry]
	unknown   *expirable.LRU[Hash, time.Time]
	flight    singleflight.Group
	downUntil atomic.Int64
}

func newTokenCache(store Store, now func() time.Time) *tokenCache {
	entries, _ := lru.New[Hash, *tokenEntry](tokenCacheMax) // only a size <= 0 fails
	return &tokenCache{store: store, now: now, entries: entries,
		unknown: expirable.NewLRU[Hash, time.Time](tokenUnknownMax, nil, tokenCacheTTL)}
}

// peek answers from memory: (nil, true) is a token known to be unknown.
func (c *tokenCache) peek(h Hash) (*tokenEntry, bool) {
	now := c.now()
	if at, ok := c.unknown.Peek(h); ok && now.Sub(at) <= tokenCacheTTL {
		return nil, true
	}
	e, ok := c.entries.Get(h)
	if !ok {
		return nil, false
	}
	if now.Sub(e.fetched) <= tokenCacheTTL || (c.down(now) && now.Sub(e.fetched) <= tokenCacheTTL+tokenStaleGrace) {
		return e, true
	}
	return nil, false
}

func (c *tokenCache) down(now time.Time) bool { return now.UnixNano() < c.downUntil.Load() }

// get answers from memory or reads the store (once for concurrent misses).
func (c *tokenCache) get(ctx context.Context, h Hash) (*tokenEntry, error) {
	if e, ok := c.peek(h); ok {
		return e, nil
	}
	now := c.now()
	if c.down(now) {
		return nil, ErrTokenStoreUnavailable
	}
	v, err, _ := c.flight.Do(string(h[:]), func() (any, error) {
		ctx, cancel := context.WithTimeout(ctx, lookupTimeout)
		defer cancel()
		t, g, err := c.store.Token(ctx, h)
		switch {
		case err == nil:
			e := &tokenEntry{token: t, grant: g, fetched: now}
			c.entries.Add(h, e)
			return e, nil
		case plumbline.ErrorCode(err) == plumbline.ENOTFOUND:
			c.unknown.Add(h, now)
			return (*tokenEntry)(nil), nil
		}
		return nil, err
	})
	if err != nil {
		c.downUntil.Store(now.Add(storeBackoff).UnixNano())
		if e, ok := c.entries.Get(h); ok && now.Sub(e.fetched) <= tokenCacheTTL+tokenStaleGrace {
			return e, nil
		}
		return nil, fmt.Errorf("%w: %w", ErrTokenStoreUnavailable, err)
	}
	return v.(*tokenEntry), nil
}

// forget drops a token revoked on this instance.
func (c *tokenCache) forget(h Hash) { c.entries.Remove(h) }

// forgetGrants drops every cached token of the grants.
func (c *tokenCache) forgetGrants(ids ...string) {
	if len(ids) == 0 {
		return
	}
	set := map[string]bool{}
	for _, id := range ids {
		set[id] = true
	}
	for _, h := range c.entries.Keys() {
		if e, ok := c.entries.Peek(h); ok && set[e.grant.ID] {
			c.entries.Remove(h)
		}
	}
}
