package oauth

import (
	"context"
	"crypto/subtle"
	"errors"
	"net/url"
	"strings"
	"time"

	"github.com/plumbline-api/plumbline"
)

// TokenRequest is a request to the token or revocation endpoint: its form
// and the client's HTTP Basic credentials, if it sent them.
type TokenRequest struct {
	Form      url.Values
	BasicUser string
	BasicPass string
	HasBasic  bool
}

// tokenParams may each appear once (RFC 6749 section 3.2).
var tokenParams = []string{"grant_type", "code", "code_verifier", "redirect_uri", "client_id", "client_secret", "refresh_token", "resource", "scope", "token", "token_type_hint"}

func (r *TokenRequest) checkRepeats() error {
	for _, p := range tokenParams {
		if len(r.Form[p]) > 1 {
			return oauthErr(ErrInvalidRequest, p+" is given more than once")
		}
	}
	return nil
}

var (
	errClientAuth = oauthErr(ErrInvalidClient, "client authentication failed: unknown client_id or wrong client_secret")
	errNoSecret   = oauthErr(ErrInvalidClient, "this client registered with a secret: authenticate with client_secret_basic or client_secret_post")
)

// authenticateClient identifies the calling client (RFC 6749 section
// 2.3): HTTP Basic or client_secret in the form for a confidential client
// (either is accepted, whichever it registered), client_id alone for a
// public one. One method per request.
func (s *Service) authenticateClient(ctx context.Context, r *TokenRequest) (*Client, error) {
	id, secret := r.Form.Get("client_id"), r.Form.Get("client_secret")
	_, formSecret := r.Form["client_secret"]
	if r.HasBasic {
		user, err1 := url.QueryUnescape(r.BasicUser)
		pass, err2 := url.QueryUnescape(r.BasicPass)
		if err1 != nil || err2 != nil || formSecret || (id != "" && id != user) {
			return nil, oauthErr(ErrInvalidRequest, "use one client authentication method: HTTP Basic, or client_id and client_secret in the form")
		}
		id, secret, formSecret = user, pass, true
	}
	if id == "" {
		return nil, oauthErr(ErrInvalidClient, "client_id is missing")
	}
	c, err := s.client(ctx, id)
	var oe *Error
	if errors.As(err, &oe) {
		return nil, errClientAuth
	}
	if err != nil {
		return nil, err
	}
	switch {
	case c.SecretHash == nil && formSecret:
		return nil, oauthErr(ErrInvalidClient, "this is a public client (token_endpoint_auth_method none): send client_id without a secret")
	case c.SecretHash == nil:
		return c, nil
	case !formSecret:
		return nil, errNoSecret
	}
	h := s.hash(secret)
	if !wellFormed(secret, SecretPrefix) || subtle.ConstantTimeCompare(h[:], c.SecretHash[:]) != 1 {
		return nil, errClientAuth
	}
	return c, nil
}

// Token answers the token endpoint: the authorization_code and
// refresh_token grants.
func (s *Service) Token(ctx context.Context, r TokenRequest) (*TokenResponse, error) {
	if err := r.checkRepeats(); err != nil {
		return nil, err
	}
	c, err := s.authenticateClient(ctx, &r)
	if err != nil {
		return nil, err
	}
	switch gt := r.Form.Get("grant_type"); gt {
	case "authorization_code":
		return s.exchange(ctx, c, r.Form)
	case "refresh_token":
		return s.refresh(ctx, c, r.Form)
	case "":
		return nil, oauthErr(ErrInvalidRequest, "grant_type is missing")
	default:
		return nil, oauthErr(ErrUnsupportedGrantType, "grant_type must be authorization_code or refresh_token")
	}
}

var errBadCode = oauthErr(ErrInvalidGrant, "the authorization code is not valid: unknown, expired, already used, or issued to another client")

// errCodeOtherClient and errRefreshOtherClient answer a code or refresh
// token presented by a client it was not issued to: worded as errBadCode
// and errBadRefresh, but distinct, so the store leaves it unspent (spares).
var (
	errCodeOtherClient    = oauthErr(ErrInvalidGrant, errBadCode.Description)
	errRefreshOtherClient = oauthErr(ErrInvalidGrant, errBadRefresh.Description)
)

func (s *Service) exchange(ctx context.Context, c *Client, f url.Values) (*TokenResponse, error) {
	code, verifier := f.Get("code"), f.Get("code_verifier")
	switch {
	case code == "":
		return nil, oauthErr(ErrInvalidRequest, "code is missing")
	case verifier == "":
		return nil, oauthErr(ErrInvalidRequest, "code_verifier is missing: PKCE is required")
	case !wellFormed(code, CodePrefix):
		return nil, errBadCode
	}
	resource, err := s.tokenTarget(f)
	if err != nil {
		return nil, err
	}
	now := s.now().UTC()
	var out *TokenResponse
	err = s.store.ExchangeCode(ctx, s.hash(code), now, func(cd *Code) (*Grant, []*Token, error) {
		switch {
		case cd.ClientID != c.ID:
			return nil, nil, errCodeOtherClient
		case !now.Before(cd.ExpiresAt):
			return nil, nil, errBadCode
		case !redirectMatches(cd, c, f):
			return nil, nil, oauthErr(ErrInvalidGrant, "redirect_uri does not match the authorization request's")
		case resource != cd.Resource:
			return nil, nil, oauthErr(ErrInvalidTarget, "the resource differs from the authorization request's")
		case !verifierOK(verifier) || !pkceMatches(verifier, cd.Challenge):
			return nil, nil, oauthErr(ErrInvalidGrant, "code_verifier does not match the code_challenge (PKCE S256); the code is now spent")
		}
		if err := s.keyUsable(ctx, cd.KeyHash); err != nil {
			return nil, nil, err
		}
		g := &Grant{ID: newID("grant_"), ClientID: c.ID, CustomerID: cd.CustomerID, KeyID: cd.KeyID, KeyHash: cd.KeyHash,
			Resource: cd.Resource, Scope: cd.Scope, CreatedAt: now}
		var tokens []*Token
		out, tokens = s.issue(c, g, now)
		return g, tokens, nil
	})
	var replay *ReplayError
	switch {
	case err == nil:
		return out, nil
	case errors.Is(err, ErrNoCode):
		return nil, errBadCode
	case errors.As(err, &replay):
		if replay.ClientID != c.ID {
			return nil, errBadCode // another client's code: its grant is not this client's to end
		}
		if err := s.revokeReplayed(ctx, replay, now); err != nil {
			return nil, err
		}
		return nil, oauthErr(ErrInvalidGrant, "the authorization code was already used; the tokens issued from it are revoked")
	}
	return nil, err
}

// tokenTarget checks a token request's resource and scope: the resource
// it names (none: the one resource), and a well-formed scope.
func (s *Service) tokenTarget(f url.Values) (string, error) {
	resource, err := s.requestedResource(f["resource"])
	if err != nil {
		return "", err
	}
	if _, err := grantedScope(f.Get("scope")); err != nil {
		return "", err
	}
	return resource, nil
}

// redirectMatches checks a token request's redirect_uri against the
// code's: required and equal when the authorization request named one;
// otherwise absent or the client's only one.
func redirectMatches(cd *Code, c *Client, f url.Values) bool {
	got, given := f["redirect_uri"]
	if cd.RedirectURI != "" {
		return given && got[0] == cd.RedirectURI
	}
	return !given || (len(c.RedirectURIs) == 1 && got[0] == c.RedirectURIs[0])
}

// keyUsable checks the key a consent was given with still works: a
// revoked key's consent yields no more tokens.
func (s *Service) keyUsable(ctx context.Context, kh Hash) error {
	_, err := s.keys.AuthenticateHash(ctx, kh)
	if plumbline.ErrorCode(err) == plumbline.EUNAUTHORIZED {
		return oauthErr(ErrInvalidGrant, "the API key this consent was given with has been revoked; authorize again with a key that works")
	}
	return err
}

// issue makes a grant's next access token and, when the client registered
// the refresh_token grant, refresh token.
func (s *Service) issue(c *Client, g *Grant, now time.Time) (*TokenResponse, []*Token) {
	access := newSecret(AccessPrefix)
	out := &TokenResponse{AccessToken: access, TokenType: "Bearer", ExpiresIn: int64(s.cfg.AccessTTL / time.Second), Scope: g.Scope}
	tokens := []*Token{{Hash: s.hash(access), GrantID: g.ID, Kind: KindAccess, ExpiresAt: now.Add(s.cfg.AccessTTL)}}
	if c.wantsRefresh() {
		refresh := newSecret(RefreshPrefix)
		out.RefreshToken = refresh
		tokens = append(tokens, &Token{Hash: s.hash(refresh), GrantID: g.ID, Kind: KindRefresh, ExpiresAt: now.Add(s.cfg.RefreshTTL)})
	}
	return out, tokens
}

var errBadRefresh = oauthErr(ErrInvalidGrant, "the refresh token is not valid: unknown, expired, revoked, or issued to another client")

func (s *Service) refresh(ctx context.Context, c *Client, f url.Values) (*TokenResponse, error) {
	rt := f.Get("refresh_token")
	switch {
	case rt == "":
		return nil, oauthErr(ErrInvalidRequest, "refresh_token is missing")
	case !wellFormed(rt, RefreshPrefix):
		return nil, errBadRefresh
	case !c.wantsRefresh():
		return nil, oauthErr(ErrUnauthorizedClient, "this client did not register the refresh_token grant")
	}
	resource, err := s.tokenTarget(f)
	if err != nil {
		return nil, err
	}
	now := s.now().UTC()
	var out *TokenResponse
	var keyRevoked string
	err = s.store.Rotate(ctx, s.hash(rt), now, func(t *Token, g *Grant) ([]*Token, error) {
		switch {
		case g.ClientID != c.ID:
			return nil, errRefreshOtherClient
		case !now.Before(t.ExpiresAt):
			return nil, errBadRefresh
		case resource != g.Resource:
			return nil, oauthErr(ErrInvalidTarget, "the resource differs from the grant's")
		}
		if err := s.keyUsable(ctx, g.KeyHash); err != nil {
			if !dependency(err) {
				keyRevoked = g.ID
			}
			return nil, err
		}
		var tokens []*Token
		out, tokens = s.issue(c, g, now)
		return tokens, nil
	})
	var replay *ReplayError
	switch {
	case err == nil:
		return out, nil
	case errors.Is(err, ErrNoToken):
		return nil, errBadRefresh
	case errors.As(err, &replay):
		if replay.ClientID != c.ID {
			return nil, errBadRefresh // another client's token: its grant is not this client's to end
		}
		if err := s.revokeReplayed(ctx, replay, now); err != nil {
			return nil, err
		}
		return nil, oauthErr(ErrInvalidGrant, "the refresh token was already used: a replay, so every token of this grant is revoked; authorize again")
	}
	if keyRevoked != "" {
		if rerr := s.store.RevokeGrant(ctx, keyRevoked, now); rerr != nil {
			return nil, rerr
		}
		s.cache.forgetGrants(keyRevoked)
	}
	return nil, err
}

// Revoke answers the revocation endpoint (RFC 7009): a refresh token ends
// its whole grant, an access token itself. A token the server does not
// know, or one issued to another client, is answered like a revoked one:
// the endpoint tells nobody about tokens they do not hold.
func (s *Service) Revoke(ctx context.Context, r TokenRequest) error {
	if err := r.checkRepeats(); err != nil {
		return err
	}
	c, err := s.authenticateClient(ctx, &r)
	if err != nil {
		return err
	}
	tok := r.Form.Get("token")
	if tok == "" {
		return oauthErr(ErrInvalidRequest, "token is missing")
	}
	if !wellFormed(tok, AccessPrefix) && !wellFormed(tok, RefreshPrefix) {
		return nil
	}
	h := s.hash(tok)
	t, g, err := s.store.Token(ctx, h)
	if errors.Is(err, ErrNoToken) || (err == nil && g.ClientID != c.ID) {
		return nil
	}
	if err != nil {
		return err
	}
	now := s.now().UTC()
	if t.Kind == KindRefresh || strings.HasPrefix(tok, RefreshPrefix) {
		if err := s.store.RevokeGrant(ctx, g.ID, now); err != nil {
			return err
		}
		s.cache.forgetGrants(g.ID)
		return nil
	}
	if err := s.store.RevokeToken(ctx, h, now); err != nil {
		return err
	}
	s.cache.forget(h)
	return nil
}

// revokeReplayed ends the grant of a code or refresh token its own client
// presented a second time: it leaked.
func (s *Service) revokeReplayed(ctx context.Context, r *ReplayError, now time.Time) error {
	if r.GrantID == "" {
		return nil
	}
	if err := s.store.RevokeGrant(ctx, r.GrantID, now); err != nil {
		return err
	}
	s.cache.forgetGrants(r.GrantID)
	return nil
}
