package oauth

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"sync/atomic"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/billing"
)

// Endpoint paths, relative to the issuer (the base URL).
const (
	AuthorizePath        = "/oauth/authorize"
	TokenPath            = "/oauth/token"
	RegisterPath         = "/oauth/register"
	RevokePath           = "/oauth/revoke"
	ServerMetadataPath   = "/.well-known/oauth-authorization-server"
	ResourceMetadataPath = "/.well-known/oauth-protected-resource"
)

// Keys resolves the API key a grant was given with, by its hash
// (billing.Authenticator): through the same cache as the key itself, so a
// revoked key ends its tokens as soon as it stops working.
type Keys interface {
	AuthenticateHash(ctx context.Context, h billing.KeyHash) (*plumbline.APIKey, error)
}

// Service is the authorization server: registration, authorization,
// tokens, revocation, and the resource server's token check.
type Service struct {
	store     Store
	keys      Keys
	keyHasher *billing.Hasher // the API keys' pepper: a grant records its key's hash
	hasher    *billing.Hasher // the OAuth secret: codes, tokens and client secrets
	cfg       Config
	resource  string // cfg.Resource in canonical form
	clock     atomic.Pointer[func() time.Time]
	cache     *tokenCache
	metadata  *metadataFetcher // client metadata documents (cimd.go)
}

// NewService builds the server. keyHasher hashes API keys as the key store
// does; secret keys the hashes of everything the server hands out.
func NewService(store Store, keys Keys, keyHasher *billing.Hasher, secret []byte, cfg Config) (*Service, error) {
	hasher, err := billing.NewHasher(secret)
	if err != nil {
		return nil, err
	}
	if cfg.AccessTTL <= 0 {
		cfg.AccessTTL = DefaultAccessTTL
	}
	if cfg.RefreshTTL <= 0 {
		cfg.RefreshTTL = DefaultRefreshTTL
	}
	if cfg.CodeTTL <= 0 {
		cfg.CodeTTL = DefaultCodeTTL
	}
	cfg.Issuer = strings.TrimRight(cfg.Issuer, "/")
	if u, err := url.Parse(cfg.Issuer); err != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") || u.RawQuery != "" || u.Fragment != "" {
		return nil, fmt.Errorf("oauth: issuer %q must be an absolute http(s) URL without query or fragment", cfg.Issuer)
	}
	resource, ok := canonicalResource(cfg.Resource)
	if !ok {
		return nil, fmt.Errorf("oauth: resource %q must be an absolute http(s) URL without query or fragment", cfg.Resource)
	}
	s := &Service{store: store, keys: keys, keyHasher: keyHasher, hasher: hasher, cfg: cfg, resource: resource}
	s.SetClock(time.Now)
	s.cache = newTokenCache(store, s.now)
	s.metadata = newMetadataFetcher(cfg.MetadataFetch, s.now)
	return s, nil
}

// SetClock replaces the clock (tests: expiry without waiting); safe while
// the server runs.
func (s *Service) SetClock(now func() time.Time) { s.clock.Store(&now) }

func (s *Service) now() time.Time { return (*s.clock.Load())() }

func (s *Service) hash(secret string) Hash { return s.hasher.HashString(secret) }

// canonicalResource is a resource indicator as compared: scheme and host in
// lower case (the MCP specification asks servers to accept either case),
// the rest as written. ok is false for anything that is not an absolute
// http(s) URL without a fragment or query.
func canonicalResource(r string) (string, bool) {
	u, err := url.Parse(r)
	if err != nil || u.Host == "" || u.Fragment != "" || u.RawQuery != "" || u.User != nil || u.Opaque != "" {
		return "", false
	}
	scheme := strings.ToLower(u.Scheme)
	if scheme != "http" && scheme != "https" {
		return "", false
	}
	return scheme + "://" + strings.ToLower(u.Host) + u.EscapedPath(), true
}

// ServerMetadata is the authorization server metadata (RFC 8414).
func (s *Service) ServerMetadata() map[string]any {
	methods := []string{AuthNone, AuthPost, AuthBasic}
	return map[string]any{
		"issuer":                                         s.cfg.Issuer,
		"authorization_endpoint":                         s.cfg.Issuer + AuthorizePath,
		"token_endpoint":                                 s.cfg.Issuer + TokenPath,
		"registration_endpoint":                          s.cfg.Issuer + RegisterPath,
		"revocation_endpoint":                            s.cfg.Issuer + RevokePath,
		"response_types_supported":                       []string{"code"},
		"response_modes_supported":                       []string{"query"},
		"grant_types_supported":                          []string{"authorization_code", "refresh_token"},
		"code_challenge_methods_supported":               []string{"S256"},
		"token_endpoint_auth_methods_supported":          methods,
		"revocation_endpoint_auth_methods_supported":     methods,
		"scopes_supported":                               ScopesSupported(),
		"authorization_response_iss_parameter_supported": true,
		"client_id_metadata_document_supported":          true,
		"service_documentation":                          s.cfg.Issuer + "/account",
	}
}

// ResourceMetadata is the MCP endpoint's protected resource metadata (RFC 9728).
func (s *Service) ResourceMetadata() map[string]any {
	return map[string]any{
		"resource":                 s.cfg.Resource,
		"authorization_servers":    []string{s.cfg.Issuer},
		"scopes_supported":         ScopesSupported(),
		"bearer_methods_supported": []string{"header"},
		"resource_name":            "plumbline MCP server",
	}
}

// ResourceMetadataURL is where ResourceMetadata is served for the MCP
// endpoint (RFC 9728 section 3.1: the well-known path, then the resource's path).
func (s *Service) ResourceMetadataURL() string {
	u, _ := url.Parse(s.cfg.Resource)
	return s.cfg.Issuer + ResourceMetadataPath + u.EscapedPath()
}

// RevokeCustomer ends every grant the customer made up to endedAt (the
// account's cancellation) and drops their tokens from this instance's
// cache. The processor dates events to the second, so a grant made within
// that second is ended too.
func (s *Service) RevokeCustomer(ctx context.Context, customerID string, endedAt time.Time) error {
	before := endedAt.Truncate(time.Second).Add(time.Second)
	ids, err := s.store.RevokeCustomerGrants(ctx, customerID, before, s.now())
	if err != nil {
		return err
	}
	s.cache.forgetGrants(ids...)
	return nil
}

// Purge deletes expired codes and tokens, spent grants, and clients
// abandoned for a day (registered, never used).
func (s *Service) Purge(ctx context.Context) (int64, error) {
	now := s.now()
	return s.store.Purge(ctx, now, now.Add(-abandonedClientAge))
}

// abandonedClientAge is how long a registered client that never obtained
// a code is kept: a real client registers and sends the person to consent
// within minutes, so a day is plenty, and what a registration flood
// stores is gone a day later (7 days before issue 35).
const abandonedClientAge = 24 * time.Hour

// dependency reports whether err is a failure of a dependency (a store,
// the key store) rather than an answer: such an error must not burn a code
// or a refresh token.
// spares reports whether a failed redemption leaves the code or refresh
// token unspent: a dependency failed, or another client presented it (it
// must not burn the grant of the client it was issued to, issue 35).
func spares(err error) bool {
	return dependency(err) || err == errCodeOtherClient || err == errRefreshOtherClient
}

func dependency(err error) bool {
	var oe *Error
	if errors.As(err, &oe) {
		return false
	}
	return plumbline.ErrorCode(err) == plumbline.EINTERNAL || plumbline.ErrorCode(err) == plumbline.EUNAVAILABLE
}
