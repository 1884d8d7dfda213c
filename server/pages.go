package server

import (
	"bytes"
	"errors"
	"net/url"
	"strconv"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/oauth"
	"github.com/plumbline-api/plumbline/web"
	"github.com/valyala/fasthttp"
)

// Pages renders the people's pages (web.Pages).
type Pages interface {
	Signup(w ioWriter, next string) error
	Account(w ioWriter) error
	Consent(w ioWriter, d web.ConsentData) error
	AuthorizeError(w ioWriter, detail string) error
	Asset(name string) (web.Asset, bool)
	CSP(formAction ...string) string
}

var (
	contentTypeHTML = []byte("text/html; charset=utf-8")
	headerCSP       = []byte("Content-Security-Policy")

	headerReferrerPolicy = []byte("Referrer-Policy")
	referrerSameOrigin   = []byte("same-origin")
)

// html answers a page: its own CSP (the pages load the processor's and the
// challenge's scripts; API answers keep default-src 'none').
func (s *Server) html(ctx *fasthttp.RequestCtx, status int, csp string, render func(w ioWriter) error) {
	var b bytes.Buffer
	if err := render(&b); err != nil {
		s.writeError(ctx, err) // our own templates: a bug, logged and answered 500
		return
	}
	ctx.Response.Header.SetCanonical(headerCSP, []byte(csp))
	// same-origin, not no-referrer: under no-referrer a browser sends
	// "Origin: null" with the page's own form posts, and the consent form's
	// Origin is checked. Nothing leaves for another origin either way.
	ctx.Response.Header.SetCanonical(headerReferrerPolicy, referrerSameOrigin)
	ctx.SetStatusCode(status)
	ctx.SetContentTypeBytes(contentTypeHTML)
	ctx.SetBody(b.Bytes())
}

func (s *Server) signupPage(ctx *fasthttp.RequestCtx, _ *plumbline.APIKey) {
	next := string(ctx.QueryArgs().Peek("next"))
	s.html(ctx, fasthttp.StatusOK, s.cfg.Pages.CSP(), func(w ioWriter) error { return s.cfg.Pages.Signup(w, next) })
}

func (s *Server) accountPage(ctx *fasthttp.RequestCtx, _ *plumbline.APIKey) {
	s.html(ctx, fasthttp.StatusOK, s.cfg.Pages.CSP(), s.cfg.Pages.Account)
}

// asset serves the pages' CSS and JavaScript; browsers revalidate them
// (ETag) so a new release is picked up at once.
func (s *Server) asset(ctx *fasthttp.RequestCtx, _ *plumbline.APIKey) {
	name, _ := ctx.UserValue("name").(string)
	a, ok := s.cfg.Pages.Asset(name)
	if !ok {
		s.notFound(ctx)
		return
	}
	ctx.Response.Header.Set("ETag", a.ETag)
	ctx.Response.Header.Set(fasthttp.HeaderCacheControl, "no-cache")
	if string(ctx.Request.Header.Peek("If-None-Match")) == a.ETag {
		ctx.SetStatusCode(fasthttp.StatusNotModified)
		return
	}
	ctx.SetContentType(a.ContentType)
	ctx.SetBody(a.Body)
}

// authorizeErrorPage answers an authorization request that cannot go back
// to its client: the page itself says what is wrong.
func (s *Server) authorizeErrorPage(ctx *fasthttp.RequestCtx, err error) {
	var oe *oauth.Error
	status, detail := fasthttp.StatusBadRequest, ""
	switch {
	case errors.As(err, &oe):
		detail = oe.Description
	default:
		status, _, detail = s.oauthErrorParts(ctx, err)
	}
	s.html(ctx, status, s.cfg.Pages.CSP(), func(w ioWriter) error { return s.cfg.Pages.AuthorizeError(w, detail) })
}

// authorizeParams are carried from the request to the consent form.
var authorizeParams = []string{"response_type", "client_id", "redirect_uri", "state", "scope", "code_challenge", "code_challenge_method", "resource"}

// authorize answers GET /oauth/authorize: the consent page, or the
// request's error on a page (parseAuthorize).
func (s *Server) authorize(ctx *fasthttp.RequestCtx, _ *plumbline.APIKey) {
	if s.throttledPage(ctx) {
		return
	}
	q, err := url.ParseQuery(string(ctx.URI().QueryString()))
	if err != nil {
		s.authorizeErrorPage(ctx, &oauth.Error{Code: oauth.ErrInvalidRequest, Description: "the request's query is not valid URL encoding"})
		return
	}
	ar, ok := s.parseAuthorize(ctx, q)
	if !ok {
		return
	}
	s.consentPage(ctx, fasthttp.StatusOK, ar, q, "")
}

// parseAuthorize validates an authorization request and answers its error
// itself, with a page. Never a redirect: anybody may register a client
// with any redirect URI, so until a person has seen the consent page (and
// its host) an automatic redirect would make this server an open
// redirector for whoever registered (RFC 9700 4.11.2, issue 35). The
// person's own answer (Deny) is the only error sent back to the client.
func (s *Server) parseAuthorize(ctx *fasthttp.RequestCtx, q url.Values) (*oauth.AuthRequest, bool) {
	dctx, cancel := downstream()
	defer cancel()
	ar, err := s.cfg.OAuth.ParseAuthorize(dctx, q)
	if err == nil {
		return ar, true
	}
	s.authorizeErrorPage(ctx, err)
	return nil, false
}

func (s *Server) consentPage(ctx *fasthttp.RequestCtx, status int, ar *oauth.AuthRequest, q url.Values, problem string) {
	d := web.ConsentData{ClientName: ar.Client.Name(), ClientURI: ar.Client.Metadata.ClientURI, RedirectHost: ar.RedirectHost(),
		ClientHost: ar.Client.Host(), Scopes: scopeWords(ar.Scope),
		Local: ar.Local(), Error: problem}
	self := url.Values{}
	for _, p := range authorizeParams {
		for _, v := range q[p] {
			d.Params = append(d.Params, web.Param{Name: p, Value: v})
			self.Add(p, v)
		}
	}
	d.Self = oauth.AuthorizePath + "?" + self.Encode()
	u, _ := url.Parse(ar.RedirectURI)
	s.html(ctx, status, s.cfg.Pages.CSP(u.Scheme+"://"+u.Host), func(w ioWriter) error { return s.cfg.Pages.Consent(w, d) })
}

// consent answers the consent form (POST /oauth/authorize): the person
// authorized the client with an API key, or refused. The key is the
// form's only authority: no cookie is involved, so another site cannot
// submit it for the person.
func (s *Server) consent(ctx *fasthttp.RequestCtx, _ *plumbline.APIKey) {
	if s.throttledPage(ctx) {
		return
	}
	if origin := ctx.Request.Header.Peek("Origin"); len(origin) > 0 && string(origin) != s.origin {
		s.authorizeErrorPage(ctx, &oauth.Error{Code: oauth.ErrInvalidRequest, Description: "the consent form was sent from another site"})
		return
	}
	if !isForm(ctx.Request.Header.ContentType()) {
		s.authorizeErrorPage(ctx, &oauth.Error{Code: oauth.ErrInvalidRequest, Description: "the consent form must be sent as application/x-www-form-urlencoded"})
		return
	}
	form, err := url.ParseQuery(string(ctx.PostBody()))
	if err != nil {
		s.authorizeErrorPage(ctx, &oauth.Error{Code: oauth.ErrInvalidRequest, Description: "the consent form is not valid URL encoding"})
		return
	}
	ar, ok := s.parseAuthorize(ctx, form)
	if !ok {
		return
	}
	switch form.Get("decision") {
	case "deny":
		ctx.Redirect(s.cfg.OAuth.Redirect(ar, &oauth.Error{Code: oauth.ErrAccessDenied, Description: "the person refused the authorization"}), fasthttp.StatusSeeOther)
		return
	case "allow":
	default:
		s.consentPage(ctx, fasthttp.StatusBadRequest, ar, form, "Choose Authorize or Deny.")
		return
	}
	if s.unknownConsentKey(ctx, ar, form) {
		return
	}
	dctx, cancel := downstream()
	defer cancel()
	to, err := s.cfg.OAuth.Approve(dctx, ar, form.Get("api_key"))
	switch code := plumbline.ErrorCode(err); {
	case err == nil:
		ctx.Redirect(to, fasthttp.StatusSeeOther)
	case code == plumbline.EUNAUTHORIZED:
		var pe *plumbline.Error
		errors.As(err, &pe)
		s.consentPage(ctx, fasthttp.StatusUnprocessableEntity, ar, form, pe.Message)
	default:
		s.authorizeErrorPage(ctx, err)
	}
}

// throttledPage answers 429 with a page when the client's address has
// made too many authorization requests.
func (s *Server) throttledPage(ctx *fasthttp.RequestCtx) bool {
	ok, wait := s.cfg.AuthorizeThrottle.Allow(s.throttleKey(ctx), time.Now())
	if ok {
		return false
	}
	secs := int(wait.Seconds()) + 1
	ctx.Response.Header.Set("Retry-After", strconv.Itoa(secs))
	s.html(ctx, fasthttp.StatusTooManyRequests, s.cfg.Pages.CSP(), func(w ioWriter) error {
		return s.cfg.Pages.AuthorizeError(w, "Too many authorization attempts from your address. Wait "+strconv.Itoa(secs)+" seconds, then go back and try again.")
	})
	return true
}

// unknownConsentKey puts the consent's key check behind a per-client gate
// like a key in an Authorization header's (lookup; its own authFailures, so
// that a mistyped key does not hold back the client's new token): a key
// only the store can answer for waits for the client's slot, and after an
// unknown one the client's next waits the interval. Without it, 1,500
// consent posts of random keys made 2,400 Postgres transactions (issue
// 35). It answers (and reports true) for an unknown key or a client over
// its limit; a key that works, or is revoked, goes on to Approve, which
// finds it cached.
func (s *Server) unknownConsentKey(ctx *fasthttp.RequestCtx, ar *oauth.AuthRequest, form url.Values) bool {
	key := form.Get("api_key")
	if !billing.WellFormed(key) {
		return false // Approve says what a key looks like, without a lookup
	}
	_, err := s.lookupThrough(ctx, []byte(key), s.cfg.Auth, billing.ErrUnknownKey, s.consentFailures)
	switch {
	case errors.Is(err, errTooManyFailures):
		s.authorizeErrorPage(ctx, err)
		return true
	case errors.Is(err, billing.ErrUnknownKey):
		s.consentPage(ctx, fasthttp.StatusUnprocessableEntity, ar, form, consentUnknownKey)
		return true
	}
	return false
}

// consentUnknownKey is oauth's own message for a key that is not valid.
const consentUnknownKey = "That API key is not valid. Check that you pasted all of it (svc_ and 32 characters), or create one on your account page."
