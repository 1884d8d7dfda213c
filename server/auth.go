package server

import (
	"bytes"
	"context"
	"errors"
	"strconv"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/internal/ascii"
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
	// Vouched reports whether token was read as a valid key and is still
	// remembered, however long ago: such a key never waits at the gate.
	Vouched(token []byte) bool
}

var (
	errNoAuthorization = plumbline.Errorf(plumbline.EUNAUTHORIZED, "missing Authorization header: send Authorization: Bearer svc_… with your API key")
	errNotBearer       = plumbline.Errorf(plumbline.EUNAUTHORIZED, "the Authorization header must use the Bearer scheme: send Authorization: Bearer svc_… with your API key")

	wwwAuthenticate        = []byte(`Bearer realm="plumbline"`)
	wwwAuthenticateInvalid = []byte(`Bearer realm="plumbline", error="invalid_token"`)
)

// authenticate returns the caller's key, or answers 401 (503 when the key
// store cannot be reached) and returns nil.
func (s *Server) authenticate(ctx *fasthttp.RequestCtx) *plumbline.APIKey {
	header := ctx.Request.Header.Peek(fasthttp.HeaderAuthorization)
	token, ok := bearerToken(header)
	var err error
	var key *plumbline.APIKey
	switch {
	case len(header) == 0:
		err = errNoAuthorization
	case !ok:
		err = errNotBearer
	default:
		key, err = s.lookupKey(ctx, token)
	}
	if err == nil {
		return key
	}
	if plumbline.ErrorCode(err) == plumbline.EUNAUTHORIZED {
		challenge := wwwAuthenticateInvalid
		if len(header) == 0 {
			challenge = wwwAuthenticate
		}
		ctx.Response.Header.SetBytesV(fasthttp.HeaderWWWAuthenticate, challenge)
	}
	s.writeError(ctx, err)
	return nil
}

// lookupKey authenticates token; when only the key store can answer, it
// goes through the client's gate (authFailures), unless the key is one the
// authenticator has read as valid before.
func (s *Server) lookupKey(ctx *fasthttp.RequestCtx, token []byte) (*plumbline.APIKey, error) {
	cached, _ := s.cfg.Auth.(cachedAuthenticator)
	if cached != nil {
		if key, known, err := cached.Cached(token); known {
			return key, err
		}
		if cached.Vouched(token) {
			// A key seen valid, idle past the cache's TTL: read again without
			// the client's gate, which exists for keys nobody has seen. Its
			// address may be sending unknown keys (a NAT, a proxy that does not
			// forward the client address); the key is not refused for that.
			return s.authenticateStore(token)
		}
	}
	gate, ok := s.authFailures.acquire(s.clientAddr(ctx))
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
	key, err := s.authenticateStore(token)
	if errors.Is(err, billing.ErrUnknownKey) { // revoked keys are cached: only unknown ones can flood
		s.authFailures.failed(gate, now)
	}
	return key, err
}

// authenticateStore asks the authenticator, which may read the key store,
// under the downstream deadline. Not the request's ctx: fasthttp's
// RequestCtx.Done reads server state that Shutdown writes unsynchronised (a
// data race the race detector reports), so a *RequestCtx never travels as a
// context.Context.
func (s *Server) authenticateStore(token []byte) (*plumbline.APIKey, error) {
	dctx, cancel := downstream()
	defer cancel()
	return s.cfg.Auth.Authenticate(dctx, token)
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
