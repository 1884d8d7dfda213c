package oauth

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net"
	"net/url"
	"slices"
	"strings"
	"unicode/utf8"
)

// RegistrationRequest is a client's registration (RFC 7591 section 2).
// Members the server does not know are ignored, as section 3.1 requires.
type RegistrationRequest struct {
	RedirectURIs            []string `json:"redirect_uris"`
	TokenEndpointAuthMethod string   `json:"token_endpoint_auth_method"`
	GrantTypes              []string `json:"grant_types"`
	ResponseTypes           []string `json:"response_types"`
	ClientMetadata
}

// Registration limits: enough for any real client, small enough that a
// registration cannot store much.
const (
	maxRedirectURIs = 10
	maxURILen       = 2000
	maxNameLen      = 200
	maxContacts     = 10
	// MaxRegistrationBytes bounds a registration's JSON: a real one is a
	// few hundred bytes; each field's cap alone let one registration store
	// 32 KB (2,000 of them added 65 MB to oauth_clients, issue 35).
	MaxRegistrationBytes = 4096
)

// Register adds a client from its JSON registration and returns what the
// registration endpoint answers (with the client secret, shown once, for a
// confidential client).
func (s *Service) Register(ctx context.Context, body []byte) (*RegistrationResponse, error) {
	if len(body) > MaxRegistrationBytes {
		return nil, oauthErr(ErrInvalidClientMetadata, "the registration is over 4096 bytes: send only the metadata the client needs")
	}
	var r RegistrationRequest
	if err := decodeRegistration(body, &r); err != nil {
		return nil, err
	}
	if err := r.validate(); err != nil {
		return nil, err
	}
	now := s.now().UTC()
	c := &Client{ID: newID(ClientIDPrefix), AuthMethod: r.TokenEndpointAuthMethod, RedirectURIs: r.RedirectURIs, GrantTypes: r.GrantTypes,
		Metadata: r.ClientMetadata, CreatedAt: now.Truncate(1e3)}
	var secret string
	if c.AuthMethod != AuthNone {
		secret = newSecret(SecretPrefix)
		h := s.hash(secret)
		c.SecretHash = &h
	}
	if err := s.store.CreateClient(ctx, c); err != nil {
		return nil, err
	}
	out := &RegistrationResponse{ClientID: c.ID, ClientSecret: secret, ClientIDIssuedAt: now.Unix(), RedirectURIs: c.RedirectURIs,
		TokenEndpointAuth: c.AuthMethod, GrantTypes: r.GrantTypes, ResponseTypes: r.ResponseTypes, ClientMetadata: r.ClientMetadata}
	if secret != "" {
		never := int64(0)
		out.ClientSecretExpiresAt = &never
	}
	return out, nil
}

// decodeRegistration reads the JSON object: its known members must have
// the right types, unknown ones are ignored (RFC 7591 section 3.1).
func decodeRegistration(body []byte, r *RegistrationRequest) error {
	body = bytes.TrimSpace(body)
	if !utf8.Valid(body) {
		return oauthErr(ErrInvalidClientMetadata, "the registration is not valid UTF-8 JSON")
	}
	if len(body) == 0 || body[0] != '{' {
		return oauthErr(ErrInvalidClientMetadata, "the registration must be a JSON object of client metadata (RFC 7591)")
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	err := dec.Decode(r)
	if err == nil && dec.More() {
		err = errors.New("unexpected data after the JSON object")
	}
	var typeErr *json.UnmarshalTypeError
	switch {
	case errors.As(err, &typeErr):
		return oauthErr(ErrInvalidClientMetadata, typeErr.Field+" must be a "+typeName(typeErr.Type.String()))
	case err != nil:
		return oauthErr(ErrInvalidClientMetadata, "the registration is not valid JSON: "+err.Error())
	}
	return nil
}

func typeName(goType string) string {
	switch goType {
	case "[]string":
		return "JSON array of strings"
	case "string":
		return "JSON string"
	}
	return "value of another type"
}

// wantsRefresh reports whether c registered the refresh_token grant: it
// gets refresh tokens only then.
func (c *Client) wantsRefresh() bool { return slices.Contains(c.GrantTypes, "refresh_token") }

func (r *RegistrationRequest) validate() error {
	if len(r.RedirectURIs) == 0 {
		return oauthErr(ErrInvalidRedirectURI, "redirect_uris is required: the authorization code flow sends the person back to one of them")
	}
	if len(r.RedirectURIs) > maxRedirectURIs {
		return oauthErr(ErrInvalidRedirectURI, "at most 10 redirect_uris")
	}
	for _, u := range r.RedirectURIs {
		if err := redirectURIProblem(u); err != "" {
			return oauthErr(ErrInvalidRedirectURI, "redirect_uris: "+err)
		}
	}
	switch r.TokenEndpointAuthMethod {
	case "":
		r.TokenEndpointAuthMethod = AuthBasic // RFC 7591 section 2's default
	case AuthNone, AuthPost, AuthBasic:
	default:
		return oauthErr(ErrInvalidClientMetadata, "token_endpoint_auth_method must be none, client_secret_post or client_secret_basic")
	}
	if len(r.GrantTypes) == 0 {
		r.GrantTypes = []string{"authorization_code"} // RFC 7591 section 2's default
	}
	for _, g := range r.GrantTypes {
		if g != "authorization_code" && g != "refresh_token" {
			return oauthErr(ErrInvalidClientMetadata, "grant_types may hold authorization_code and refresh_token only")
		}
	}
	if !slices.Contains(r.GrantTypes, "authorization_code") {
		return oauthErr(ErrInvalidClientMetadata, "grant_types must include authorization_code")
	}
	if len(r.ResponseTypes) == 0 {
		r.ResponseTypes = []string{"code"}
	}
	for _, t := range r.ResponseTypes {
		if t != "code" {
			return oauthErr(ErrInvalidClientMetadata, "response_types may hold code only")
		}
	}
	m := &r.ClientMetadata
	if len(m.ClientName) > maxNameLen || !printable(m.ClientName) {
		return oauthErr(ErrInvalidClientMetadata, "client_name must be at most 200 printable characters")
	}
	for name, v := range map[string]string{"client_uri": m.ClientURI, "logo_uri": m.LogoURI, "tos_uri": m.TOSURI, "policy_uri": m.PolicyURI} {
		if v == "" {
			continue
		}
		if u, err := url.Parse(v); err != nil || len(v) > maxURILen || !printable(v) || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
			return oauthErr(ErrInvalidClientMetadata, name+" must be an absolute http(s) URL")
		}
	}
	if len(m.Contacts) > maxContacts {
		return oauthErr(ErrInvalidClientMetadata, "at most 10 contacts")
	}
	for _, c := range m.Contacts {
		if len(c) > 254 || !printable(c) {
			return oauthErr(ErrInvalidClientMetadata, "contacts must be e-mail addresses")
		}
	}
	for _, v := range []string{m.SoftwareID, m.SoftwareVersion, m.Scope} {
		if len(v) > maxNameLen || !printable(v) {
			return oauthErr(ErrInvalidClientMetadata, "software_id, software_version and scope must be at most 200 printable characters")
		}
	}
	return nil
}

// printable reports valid UTF-8 without control characters: what a page
// may show and any store may hold.
func printable(s string) bool {
	if !utf8.ValidString(s) {
		return false
	}
	for _, r := range s {
		if r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) || r == 0x2028 || r == 0x2029 {
			return false
		}
	}
	return true
}

// redirectURIProblem says what is wrong with a redirect URI, or "": an
// absolute https URL, or http on the loopback interface (a native client
// on the person's machine), without fragment or credentials (the MCP
// specification's rule; OAuth 2.1 section 2.3.1).
func redirectURIProblem(raw string) string {
	if len(raw) > maxURILen || !printable(raw) {
		return "a redirect URI must be at most 2000 printable characters"
	}
	u, err := url.Parse(raw)
	if err != nil || !u.IsAbs() || u.Host == "" || u.Opaque != "" {
		return "each must be an absolute URL: " + quoteShort(raw)
	}
	if u.Fragment != "" || strings.Contains(raw, "#") {
		return "a redirect URI must not have a fragment: " + quoteShort(raw)
	}
	if u.User != nil {
		return "a redirect URI must not carry credentials"
	}
	if !hostOK(u) {
		return "a redirect URI's host must be a DNS name or an IP address, with a numeric port if any: " + quoteShort(raw)
	}
	switch u.Scheme {
	case "https":
		return ""
	case "http":
		if loopback(u.Hostname()) {
			return ""
		}
		return "http is allowed only on localhost (127.0.0.1, [::1]); use https: " + quoteShort(raw)
	}
	return "the scheme must be https (or http on localhost): " + quoteShort(raw)
}

// hostOK reports a redirect URI's host strictly: letters, digits, '-' and
// '.' in labels of 1 to 63 characters, or an IP address, and a numeric
// port. The host reaches the consent page's CSP (form-action): a "*" or a
// ";" there widened or injected a directive, and url.Parse accepts both
// (issue 35).
func hostOK(u *url.URL) bool {
	host, port := u.Hostname(), u.Port()
	if host == "" || strings.HasSuffix(u.Host, ":") && port == "" {
		return false
	}
	for _, r := range port {
		if r < '0' || r > '9' {
			return false
		}
	}
	if strings.HasPrefix(u.Host, "[") {
		ip := net.ParseIP(host)
		return ip != nil && ip.To4() == nil // a bracketed host is IPv6
	}
	if len(host) > 253 {
		return false
	}
	for label := range strings.SplitSeq(host, ".") {
		if len(label) == 0 || len(label) > 63 || label[0] == '-' || label[len(label)-1] == '-' {
			return false
		}
		for _, r := range label {
			if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-') {
				return false
			}
		}
	}
	return true
}

// loopback reports the hosts that name the machine itself.
func loopback(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

func quoteShort(s string) string {
	if len(s) > 80 {
		s = s[:80] + "…"
	}
	return `"` + s + `"`
}
