package oauth

import (
	"context"
	"errors"
	"net/url"
	"slices"
	"strings"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/billing"
)

// AuthRequest is a validated authorization request: what the consent page
// shows and, once the person decides, where the answer goes.
type AuthRequest struct {
	Client *Client
	// RedirectURI is where the answer goes; RedirectGiven says whether the
	// request named it (then the token request must name it too).
	RedirectURI   string
	RedirectGiven bool
	State         string
	Challenge     string
	Resource      string
	Scope         string
}

// RedirectHost is the host the answer goes to, as the consent page shows it.
func (r *AuthRequest) RedirectHost() string {
	u, _ := url.Parse(r.RedirectURI)
	return u.Host
}

// Local reports whether the answer goes to the person's own machine
// (a client on localhost): the consent page warns about it, since any
// program there could have registered under any name.
func (r *AuthRequest) Local() bool {
	u, _ := url.Parse(r.RedirectURI)
	return loopback(u.Hostname())
}

// authorizeParams are the parameters an authorization request may carry
// once each (RFC 6749 section 3.1).
var authorizeParams = []string{"response_type", "client_id", "redirect_uri", "state", "scope", "code_challenge", "code_challenge_method", "resource"}

// maxStateLen bounds the state a client sends through (it is echoed).
const maxStateLen = 2000

// ParseAuthorize validates an authorization request's parameters. When
// the client or its redirect URI cannot be trusted the error comes with a
// nil request: the page must say so itself, never redirect. Any later
// error comes with the request: it is sent to the client at its redirect
// URI (Redirect). Errors that are not *Error are a dependency's failure.
func (s *Service) ParseAuthorize(ctx context.Context, q url.Values) (*AuthRequest, error) {
	for _, p := range []string{"client_id", "redirect_uri"} {
		if len(q[p]) > 1 {
			return nil, oauthErr(ErrInvalidRequest, p+" is given more than once")
		}
	}
	id := q.Get("client_id")
	if id == "" {
		return nil, oauthErr(ErrInvalidRequest, "client_id is missing: the application that sent you here did not identify itself")
	}
	c, err := s.client(ctx, id)
	if err != nil {
		return nil, err
	}
	r := &AuthRequest{Client: c}
	if raw, given := q["redirect_uri"]; given {
		if !slices.Contains(c.RedirectURIs, raw[0]) {
			return nil, oauthErr(ErrInvalidRequest, "redirect_uri is not one the application registered, so this request was not sent by it")
		}
		r.RedirectURI, r.RedirectGiven = raw[0], true
	} else if len(c.RedirectURIs) == 1 {
		r.RedirectURI = c.RedirectURIs[0]
	} else {
		return nil, oauthErr(ErrInvalidRequest, "redirect_uri is missing and the application registered more than one")
	}
	// From here on, errors go back to the client.
	r.State = q.Get("state")
	if len(q["state"]) > 1 || len(r.State) > maxStateLen || !printable(r.State) {
		r.State = ""
		return r, oauthErr(ErrInvalidRequest, "state must be given once, at most 2000 printable characters")
	}
	for _, p := range authorizeParams {
		if len(q[p]) > 1 && p != "resource" {
			return r, oauthErr(ErrInvalidRequest, p+" is given more than once")
		}
	}
	switch rt := q.Get("response_type"); rt {
	case "code":
	case "":
		return r, oauthErr(ErrInvalidRequest, "response_type is missing; send response_type=code")
	default:
		return r, oauthErr(ErrUnsupportedResponseType, "only response_type=code is supported")
	}
	r.Challenge = q.Get("code_challenge")
	switch {
	case r.Challenge == "":
		return r, oauthErr(ErrInvalidRequest, "code_challenge is missing: PKCE with S256 is required")
	case q.Get("code_challenge_method") != "S256":
		return r, oauthErr(ErrInvalidRequest, "code_challenge_method must be S256 (plain is not supported)")
	case !challengeOK(r.Challenge):
		return r, oauthErr(ErrInvalidRequest, "code_challenge must be the 43-character base64url SHA-256 of the code verifier")
	}
	if r.Resource, err = s.requestedResource(q["resource"]); err != nil {
		return r, err
	}
	if r.Scope, err = grantedScope(q.Get("scope")); err != nil {
		return r, err
	}
	return r, nil
}

// client looks a client up by id; an unknown one is an invalid_request
// the page shows (never a redirect: nothing vouches for the redirect URI).
func (s *Service) client(ctx context.Context, id string) (*Client, error) {
	if IsMetadataURL(id) {
		return s.metadataClient(ctx, id)
	}
	if !strings.HasPrefix(id, ClientIDPrefix) || len(id) != len(ClientIDPrefix)+26 || !printable(id) {
		return nil, oauthErr(ErrInvalidRequest, "client_id is not a client registered here")
	}
	c, err := s.store.Client(ctx, id)
	if plumbline.ErrorCode(err) == plumbline.ENOTFOUND {
		return nil, oauthErr(ErrInvalidRequest, "client_id is not a client registered here")
	}
	return c, err
}

// requestedResource checks the resource indicators of a request (RFC
// 8707): none means this server's MCP endpoint, the one resource it
// protects; any other than that one is invalid_target.
func (s *Service) requestedResource(rs []string) (string, error) {
	switch len(rs) {
	case 0:
		return s.cfg.Resource, nil
	case 1:
		if c, ok := canonicalResource(rs[0]); ok && c == s.resource {
			return s.cfg.Resource, nil
		}
	}
	return "", oauthErr(ErrInvalidTarget, "the only resource tokens are issued for is "+s.cfg.Resource)
}

// grantedScope is the scope a request gets (requestedScopes). Scope tokens
// the server does not define are dropped, as RFC 6749 section 3.3 allows
// (the token response says what was granted); a malformed scope is
// invalid_scope.
func grantedScope(requested string) (string, error) {
	if len(requested) > 1000 {
		return "", oauthErr(ErrInvalidScope, "scope is too long")
	}
	for i := 0; i < len(requested); i++ {
		if c := requested[i]; c != ' ' && (c < 0x21 || c == 0x22 || c == 0x5c || c > 0x7e) {
			return "", oauthErr(ErrInvalidScope, "scope must be space-separated tokens of printable ASCII")
		}
	}
	return requestedScopes(requested), nil
}

// Approve issues a code for the request, on the authority of the person's
// API key (the consent is bound to it), and returns the URL that sends
// the person back to the client with it. A key that does not work is an
// EUNAUTHORIZED error the consent page shows.
func (s *Service) Approve(ctx context.Context, r *AuthRequest, apiKey string) (string, error) {
	if !billing.WellFormed(apiKey) {
		return "", plumbline.Errorf(plumbline.EUNAUTHORIZED, "That is not an API key: keys look like svc_ followed by 32 characters.")
	}
	kh := s.keyHasher.HashString(apiKey)
	key, err := s.keys.AuthenticateHash(ctx, kh)
	switch {
	case errors.Is(err, billing.ErrUnknownKey):
		return "", errConsentUnknownKey
	case plumbline.ErrorCode(err) == plumbline.EUNAUTHORIZED:
		return "", errConsentRevokedKey
	case err != nil:
		return "", err
	}
	if err := s.storeMetadataClient(ctx, r.Client); err != nil {
		return "", err
	}
	code := newSecret(CodePrefix)
	now := s.now().UTC()
	redirect := ""
	if r.RedirectGiven {
		redirect = r.RedirectURI
	}
	if err := s.store.CreateCode(ctx, &Code{Hash: s.hash(code), ClientID: r.Client.ID, CustomerID: key.CustomerID, KeyID: key.ID, KeyHash: kh,
		RedirectURI: redirect, Challenge: r.Challenge, Resource: r.Resource, Scope: consentedScopes(r.Scope, key), CreatedAt: now, ExpiresAt: now.Add(s.cfg.CodeTTL)}); err != nil {
		return "", err
	}
	return s.redirect(r, url.Values{"code": {code}}), nil
}

// What the consent page says about a key that does not work (the API's
// own messages speak of headers, which a person pasting a key never sees).
var (
	errConsentUnknownKey = plumbline.Errorf(plumbline.EUNAUTHORIZED, "That API key is not valid. Check that you pasted all of it (svc_ and 32 characters), or create one on your account page.")
	errConsentRevokedKey = plumbline.Errorf(plumbline.EUNAUTHORIZED, "That API key has been revoked. Use another of your keys (your account page lists them), or create one.")
)

// Redirect is the URL that answers the client with an error (the person
// refused: access_denied; or the request was not valid).
func (s *Service) Redirect(r *AuthRequest, e *Error) string {
	return s.redirect(r, url.Values{"error": {e.Code}, "error_description": {e.Description}})
}

// redirect adds the answer's parameters, state and iss (RFC 9207: which
// server answered) to the redirect URI, keeping its own query.
func (s *Service) redirect(r *AuthRequest, v url.Values) string {
	if r.State != "" {
		v.Set("state", r.State)
	}
	v.Set("iss", s.cfg.Issuer)
	sep := "?"
	if strings.Contains(r.RedirectURI, "?") {
		sep = "&"
	}
	return r.RedirectURI + sep + v.Encode()
}
