package server

import (
	"bytes"
	"context"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/internal/ascii"
	"github.com/plumbline-api/plumbline/oauth"
	"github.com/valyala/fasthttp"
)

// Authenticator resolves a presented API key to its active key record, or
// an EUNAUTHORIZED error. billing.Authenticator is the implementation.
type Authenticator interface {
	Authenticate(ctx context.Context, token []byte) (*plumbline.APIKey, error)
}

// cachedAuthenticator is an Authenticator that can answer some tokens from
// memory alone (known is false when only the key store can answer).
// billing.Authenticator is one; with any other, every token counts as unseen.
type cachedAuthenticator interface {
	Cached(token []byte) (key *plumbline.APIKey, known bool, err error)
}

// vouchingAuthenticator knows which credentials it has read as valid and
// still remembers, however long ago: such a credential never waits at its
// client's gate (billing.Authenticator for API keys, oauth.Service for
// access tokens).
type vouchingAuthenticator interface {
	Vouched(token []byte) bool
}

var (
	errNoAuthorization = plumbline.Errorf(plumbline.EUNAUTHORIZED, "missing Authorization header: send Authorization: Bearer svc_… with your API key")
	errNotBearer       = plumbline.Errorf(plumbline.EUNAUTHORIZED, "the Authorization header must use the Bearer scheme: send Authorization: Bearer svc_… with your API key")

	wwwAuthenticate        = []byte(`Bearer realm="plumbline"`)
	wwwAuthenticateInvalid = []byte(`Bearer realm="plumbline", error="invalid_token"`)
)

// authenticate returns the caller's key, or answers 401 (503 when the key
// store cannot be reached) and returns nil. On an OAuth protected resource
// (/mcp) an access token stands for the key it was granted with, and a 401
// says where to get one (RFC 9728's resource_metadata).
func (s *Server) authenticate(ctx *fasthttp.RequestCtx) *plumbline.APIKey {
	header := ctx.Request.Header.Peek(fasthttp.HeaderAuthorization)
	token, ok := bearerToken(header)
	r, _ := ctx.UserValue(routeKey).(*route)
	protected := r != nil && r.oauth && s.cfg.OAuth != nil
	var err error
	var key *plumbline.APIKey
	switch {
	case len(header) == 0 && protected:
		err = errNoAuthorizationOAuth
	case len(header) == 0:
		err = errNoAuthorization
	case !ok:
		err = errNotBearer
	case oauth.LooksLikeAccessToken(token) && s.cfg.OAuth != nil && !protected:
		err = errTokenNotHere
	case oauth.LooksLikeAccessToken(token):
		key, err = s.lookup(ctx, token, s.cfg.OAuth, oauth.ErrUnknownToken)
	default:
		key, err = s.lookup(ctx, token, s.cfg.Auth, billing.ErrUnknownKey)
	}
	if err == nil {
		return key
	}
	if plumbline.ErrorCode(err) == plumbline.EUNAUTHORIZED {
		ctx.Response.Header.SetBytesV(fasthttp.HeaderWWWAuthenticate, s.challenge(protected, len(header) > 0, err))
	}
	s.writeError(ctx, err)
	return nil
}

var (
	errNoAuthorizationOAuth = plumbline.Errorf(plumbline.EUNAUTHORIZED, "missing Authorization header: send Authorization: Bearer with your API key (svc_…) or an OAuth access token; OAuth clients find the authorization server through the resource_metadata of WWW-Authenticate")
	errTokenNotHere         = plumbline.Errorf(plumbline.EUNAUTHORIZED, "OAuth access tokens are good for /mcp only; everywhere else send Authorization: Bearer svc_… with an API key")
)

// challenge is the WWW-Authenticate of a 401. On the MCP endpoint it
// names the protected resource metadata and the scope (MCP authorization,
// RFC 9728 section 5.1); a credential that was presented and refused adds
// error="invalid_token" (RFC 6750 section 3.1) with why.
func (s *Server) challenge(protected, presented bool, err error) []byte {
	if !protected {
		if presented {
			return wwwAuthenticateInvalid
		}
		return wwwAuthenticate
	}
	b := append([]byte(nil), `Bearer realm="plumbline", resource_metadata="`...)
	b = append(b, s.cfg.OAuth.ResourceMetadataURL()...)
	b = append(b, `", scope="`+oauth.Scope+`"`...)
	if presented {
		b = append(b, `, error="invalid_token", error_description="`...)
		b = append(b, tokenErrorDescription(err)...)
		b = append(b, '"')
	}
	return b
}

// tokenErrorDescription is the WWW-Authenticate error_description of a
// refused credential: the error's message without the characters a quoted
// string cannot hold.
func tokenErrorDescription(err error) string {
	var pe *plumbline.Error
	if !errors.As(err, &pe) {
		return "the credential is not valid"
	}
	msg := pe.Message
	if i := strings.IndexByte(msg, ';'); i > 0 {
		msg = msg[:i]
	}
	return strings.Map(func(r rune) rune {
		if r == '"' || r == '\\' || r < 0x20 || r > 0x7e {
			return -1
		}
		return r
	}, msg)
}

// tokenAuthenticator resolves a bearer credential to its key, from memory
// when it can (billing.Authenticator for API keys, oauth.Service for
// access tokens).
type tokenAuthenticator interface {
	Authenticate(ctx context.Context, token []byte) (*plumbline.APIKey, error)
}

// lookup authenticates token with a; when only the store can answer, it
// goes through the client's gate (authFailures), and unknown (the
// authenticator's error for a credential the store does not hold) counts
// as a failure.
func (s *Server) lookup(ctx *fasthttp.RequestCtx, token []byte, a tokenAuthenticator, unknown error) (*plumbline.APIKey, error) {
	return s.lookupThrough(ctx, token, a, unknown, s.authFailures)
}

// lookupThrough is lookup through the gates of gates (the consent form
// has its own: a mistyped key there must not hold back the client's next
// new access token on /mcp).
func (s *Server) lookupThrough(ctx *fasthttp.RequestCtx, token []byte, a tokenAuthenticator, unknown error, gates *authFailures) (*plumbline.APIKey, error) {
	cached, _ := a.(cachedAuthenticator)
	if cached != nil {
		if key, known, err := cached.Cached(token); known {
			return key, err
		}
	}
	if v, ok := a.(vouchingAuthenticator); ok && v.Vouched(token) {
		// Read valid before, idle past the cache's TTL: read again without
		// the client's gate, which exists for credentials nobody has seen.
		// Its address may be sending unknown ones (a NAT, a proxy that does
		// not forward the client address); it is not refused for that
		// (issue 24 finding 7).
		return s.authenticateWith(a, token)
	}
	gate, ok := gates.acquire(s.clientAddr(ctx))
	if !ok {
		ctx.Response.Header.SetCanonical(headerRetryAfter, []byte("1"))
		return nil, errTooManyFailures
	}
	defer gate.release()
	now := time.Now()
	if wait := gate.wait(now); wait > 0 {
		ctx.Response.Header.SetCanonical(headerRetryAfter, strconv.AppendInt(nil, ceilSeconds(wait), 10))
		return nil, errTooManyFailures
	}
	if cached != nil { // a lookup queued ahead of this one may have loaded it
		if key, known, err := cached.Cached(token); known {
			return key, err
		}
	}
	key, err := s.authenticateWith(a, token)
	if errors.Is(err, unknown) { // revoked credentials are cached: only unknown ones can flood
		gates.failed(gate, now)
	}
	return key, err
}

// authenticateWith asks a, which may read its store, under the downstream
// deadline. Not the request's ctx: fasthttp's RequestCtx.Done reads server
// state that Shutdown writes unsynchronised (a data race the race detector
// reports), so a *RequestCtx never travels as a context.Context.
func (s *Server) authenticateWith(a tokenAuthenticator, token []byte) (*plumbline.APIKey, error) {
	dctx, cancel := downstream()
	defer cancel()
	return a.Authenticate(dctx, token)
}

var errTooManyFailures = plumbline.Errorf(plumbline.ERATELIMIT,
	"too many refused API keys from this client; retry after the Retry-After seconds with a valid key (Authorization: Bearer svc_…)")

// bearerToken extracts the credentials of "Bearer <token>" (scheme matched
// case-insensitively, RFC 7235).
func bearerToken(h []byte) ([]byte, bool) {
	const scheme = "bearer "
	if len(h) <= len(scheme) || !ascii.EqualFold(h[:len(scheme)], scheme) {
		return nil, false
	}
	tok := bytes.TrimSpace(h[len(scheme):])
	return tok, len(tok) > 0
}
