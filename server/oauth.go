package server

import (
	"bytes"
	"context"
	"encoding/base64"
	"errors"
	"log/slog"
	"net/url"
	"strconv"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/internal/jsonw"
	"github.com/plumbline-api/plumbline/oauth"
	"github.com/valyala/fasthttp"
)

// OAuth is the authorization server for hosted MCP clients (oauth.Service).
type OAuth interface {
	Register(ctx context.Context, body []byte) (*oauth.RegistrationResponse, error)
	ParseAuthorize(ctx context.Context, q url.Values) (*oauth.AuthRequest, error)
	Approve(ctx context.Context, r *oauth.AuthRequest, apiKey string) (string, error)
	Redirect(r *oauth.AuthRequest, e *oauth.Error) string
	Token(ctx context.Context, r oauth.TokenRequest) (*oauth.TokenResponse, error)
	Revoke(ctx context.Context, r oauth.TokenRequest) error
	Authenticate(ctx context.Context, token []byte) (*plumbline.APIKey, error)
	Cached(token []byte) (*plumbline.APIKey, bool, error)
	ServerMetadata() map[string]any
	ResourceMetadata() map[string]any
	ResourceMetadataURL() string
}

// Per-client-IP limits of the OAuth endpoints (docs/decisions.md): a
// registration is a stored row, an authorization attempt may test an API
// key, a token request a code or refresh token.
const (
	RegisterLimit   = 20
	RegisterWindow  = 10 * time.Minute
	AuthorizeLimit  = 30
	AuthorizeWindow = time.Minute
	TokenLimit      = 300
	TokenWindow     = time.Minute
)

// oauthStatus is the one table from OAuth error codes to statuses: OAuth
// answers 400 for everything but a failed client authentication (RFC 6749
// section 5.2).
var oauthStatus = map[string]int{oauth.ErrInvalidClient: fasthttp.StatusUnauthorized}

// oauthError answers an OAuth endpoint's error in the form OAuth clients
// parse (RFC 6749 section 5.2: application/json with error and
// error_description) carrying the problem members every other answer of
// this API has (type, title, status, detail, instance, request_id).
func (s *Server) oauthError(ctx *fasthttp.RequestCtx, err error) {
	status, code, detail := s.oauthErrorParts(ctx, err)
	if status == fasthttp.StatusUnauthorized && len(ctx.Request.Header.Peek(fasthttp.HeaderAuthorization)) > 0 {
		ctx.Response.Header.Set(fasthttp.HeaderWWWAuthenticate, `Basic realm="plumbline"`)
	}
	b := append([]byte(nil), `{"error":`...)
	b = jsonw.AppendString(b, code)
	b = append(b, `,"error_description":`...)
	b = jsonw.AppendString(b, detail)
	b = append(b, ',')
	b = append(b, s.appendProblem(nil, status, detail, ctx.Path(), requestID(ctx), nil)[1:]...)
	ctx.SetStatusCode(status)
	ctx.SetContentTypeBytes(contentTypeJSON)
	ctx.Response.Header.Set("Pragma", "no-cache")
	ctx.SetBody(b)
}

func (s *Server) oauthErrorParts(ctx *fasthttp.RequestCtx, err error) (status int, code, detail string) {
	var oe *oauth.Error
	if errors.As(err, &oe) {
		status = fasthttp.StatusBadRequest
		if st, ok := oauthStatus[oe.Code]; ok {
			status = st
		}
		return status, oe.Code, oe.Description
	}
	switch status = statusOf(err); {
	case status == fasthttp.StatusServiceUnavailable || status == fasthttp.StatusTooManyRequests:
		if len(ctx.Response.Header.PeekBytes(headerRetryAfter)) == 0 {
			ctx.Response.Header.SetCanonical(headerRetryAfter, retryAfterUnavailable)
		}
		var pe *plumbline.Error
		detail = "a service this request needs cannot be reached; retry after the Retry-After seconds"
		if errors.As(err, &pe) {
			detail = pe.Message
		}
		return status, "temporarily_unavailable", detail
	case status < 500:
		var pe *plumbline.Error
		errors.As(err, &pe)
		return fasthttp.StatusBadRequest, oauth.ErrInvalidRequest, pe.Message
	}
	if ok, n := s.logLimit.allow("internal", time.Now()); ok {
		s.cfg.Logger.Error("request failed", slog.String("request_id", string(requestID(ctx))),
			slog.String("path", string(ctx.Path())), slog.Int64("suppressed", n), slog.Any("error", err))
	}
	return fasthttp.StatusInternalServerError, "server_error", "the server failed to handle this request; report the request_id to support"
}

// throttled answers 429 when the client's address is over a limit.
func (s *Server) throttled(ctx *fasthttp.RequestCtx, t Throttle, what string) bool {
	ok, wait := t.Allow(s.throttleKey(ctx), time.Now())
	if ok {
		return false
	}
	secs := int(wait/time.Second) + 1
	ctx.Response.Header.Set("Retry-After", strconv.Itoa(secs))
	s.oauthError(ctx, plumbline.Errorf(plumbline.ERATELIMIT, "too many %s from this address; retry in %d s", what, secs))
	return true
}

// metadata serves a metadata document; clients may cache it for 5 minutes.
func metadata(doc func() map[string]any) handler {
	return func(ctx *fasthttp.RequestCtx, _ *plumbline.APIKey) {
		writeJSON(ctx, fasthttp.StatusOK, doc())
		ctx.Response.Header.Set(fasthttp.HeaderCacheControl, "public, max-age=300")
	}
}

// isForm reports an application/x-www-form-urlencoded body (charset allowed).
func isForm(ct []byte) bool {
	if i := bytes.IndexByte(ct, ';'); i >= 0 {
		ct = ct[:i]
	}
	return bytes.EqualFold(bytes.TrimSpace(ct), []byte("application/x-www-form-urlencoded"))
}

var errNotForm = &oauth.Error{Code: oauth.ErrInvalidRequest, Description: "send the parameters as an application/x-www-form-urlencoded body"}

// tokenRequest reads a token or revocation request: the form body and
// HTTP Basic client credentials.
func tokenRequest(ctx *fasthttp.RequestCtx) (oauth.TokenRequest, error) {
	var r oauth.TokenRequest
	if !isForm(ctx.Request.Header.ContentType()) {
		return r, errNotForm
	}
	form, err := url.ParseQuery(string(ctx.PostBody()))
	if err != nil {
		return r, &oauth.Error{Code: oauth.ErrInvalidRequest, Description: "the form body is not valid application/x-www-form-urlencoded"}
	}
	for _, vs := range form {
		for _, v := range vs {
			if textProblem([]byte(v)) != "" {
				return r, &oauth.Error{Code: oauth.ErrInvalidRequest, Description: "a form value holds a control character or invalid UTF-8"}
			}
		}
	}
	r.Form = form
	if h := ctx.Request.Header.Peek(fasthttp.HeaderAuthorization); len(h) > 0 {
		const scheme = "basic "
		if len(h) <= len(scheme) || !bytes.EqualFold(h[:len(scheme)], []byte(scheme)) {
			return r, &oauth.Error{Code: oauth.ErrInvalidClient, Description: "client authentication uses HTTP Basic (or client_id and client_secret in the form)"}
		}
		raw, err := base64.StdEncoding.DecodeString(string(bytes.TrimSpace(h[len(scheme):])))
		user, pass, found := bytes.Cut(raw, []byte{':'})
		if err != nil || !found {
			return r, &oauth.Error{Code: oauth.ErrInvalidClient, Description: "the Basic credentials are malformed"}
		}
		r.BasicUser, r.BasicPass, r.HasBasic = string(user), string(pass), true
	}
	return r, nil
}

func (s *Server) oauthToken(ctx *fasthttp.RequestCtx, _ *plumbline.APIKey) {
	s.tokenEndpoint(ctx, func(dctx context.Context, r oauth.TokenRequest) error {
		out, err := s.cfg.OAuth.Token(dctx, r)
		if err == nil {
			writeJSON(ctx, fasthttp.StatusOK, out)
			ctx.Response.Header.Set("Pragma", "no-cache")
		}
		return err
	})
}

func (s *Server) oauthRevoke(ctx *fasthttp.RequestCtx, _ *plumbline.APIKey) {
	s.tokenEndpoint(ctx, func(dctx context.Context, r oauth.TokenRequest) error {
		err := s.cfg.OAuth.Revoke(dctx, r)
		if err == nil {
			ctx.SetStatusCode(fasthttp.StatusOK) // RFC 7009 section 2.2: the body is ignored
		}
		return err
	})
}

// tokenEndpoint runs the token or revocation endpoint: the per-address
// limit, the form and client credentials, then answer (which writes the
// success itself); any error is answered as an OAuth error.
func (s *Server) tokenEndpoint(ctx *fasthttp.RequestCtx, answer func(context.Context, oauth.TokenRequest) error) {
	if s.throttled(ctx, s.cfg.TokenThrottle, "token requests") {
		return
	}
	r, err := tokenRequest(ctx)
	if err == nil {
		dctx, cancel := downstream()
		defer cancel()
		err = answer(dctx, r)
	}
	if err != nil {
		s.oauthError(ctx, err)
	}
}

// registerGate is the registration route's gate (route.gate): the
// per-address limit, and a declared body over oauth.MaxRegistrationBytes,
// are answered before the body is read.
func (s *Server) registerGate(ctx *fasthttp.RequestCtx) bool {
	if s.throttled(ctx, s.cfg.RegisterThrottle, "client registrations") {
		return false
	}
	if ctx.Request.Header.ContentLength() > oauth.MaxRegistrationBytes {
		s.oauthError(ctx, &oauth.Error{Code: oauth.ErrInvalidClientMetadata, Description: "the registration is over 4096 bytes: send only the metadata the client needs"})
		ctx.SetConnectionClose() // its body stays unread on the wire
		return false
	}
	return true
}

func (s *Server) oauthRegister(ctx *fasthttp.RequestCtx, _ *plumbline.APIKey) {
	if !isJSON(ctx.Request.Header.ContentType()) || len(ctx.Request.Header.ContentType()) == 0 {
		s.oauthError(ctx, &oauth.Error{Code: oauth.ErrInvalidClientMetadata, Description: "send the client metadata as an application/json body (RFC 7591)"})
		return
	}
	dctx, cancel := downstream()
	defer cancel()
	out, err := s.cfg.OAuth.Register(dctx, ctx.PostBody())
	if err != nil {
		s.oauthError(ctx, err)
		return
	}
	writeJSON(ctx, fasthttp.StatusCreated, out)
	ctx.Response.Header.Set("Pragma", "no-cache")
}
