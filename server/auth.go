package server

import (
	"bytes"
	"context"

	"github.com/plumbline-api/plumbline"
	"github.com/valyala/fasthttp"
)

// Authenticator resolves a presented API key to its active key record, or
// an EUNAUTHORIZED error. billing.Authenticator is the implementation.
type Authenticator interface {
	Authenticate(ctx context.Context, token []byte) (*plumbline.APIKey, error)
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
		// Not ctx itself: fasthttp's RequestCtx.Done reads server state that
		// Shutdown writes unsynchronised (a data race the race detector
		// reports), so a *RequestCtx never travels as a context.Context.
		key, err = s.cfg.Auth.Authenticate(context.Background(), token)
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

// bearerToken extracts the credentials of "Bearer <token>" (scheme matched
// case-insensitively, RFC 7235).
func bearerToken(h []byte) ([]byte, bool) {
	const scheme = "bearer "
	if len(h) <= len(scheme) || !bytes.EqualFold(h[:len(scheme)], []byte(scheme)) {
		return nil, false
	}
	tok := bytes.TrimSpace(h[len(scheme):])
	return tok, len(tok) > 0
}
