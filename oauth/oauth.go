// Package oauth is the OAuth 2.1 authorization server that lets hosted MCP
// clients reach /mcp on a person's behalf, as the MCP authorization
// specification asks: client registration (RFC 7591), the authorization
// code grant with PKCE S256 only, tokens bound to one resource (RFC 8707),
// revocation (RFC 7009) and the metadata that lets a client find all of it
// (RFC 8414, RFC 9728).
//
// A grant is a person's consent, given with one of their API keys: its
// tokens act as that key (same customer, tier, rate limit and quota) and
// end when the key is revoked. Every secret it hands out (codes, tokens,
// client secrets) is random, prefixed so it can be recognised, and stored
// only as an HMAC under a server secret.
package oauth

import (
	"time"

	"github.com/plumbline-api/plumbline/billing"
)

// Prefixes of what the server hands out. A prefix says what a string is
// (so a leaked one can be recognised and a request routed without a
// lookup); the 43 characters after it are 32 random bytes, base64url.
const (
	AccessPrefix   = "pla_" // access token
	RefreshPrefix  = "plr_" // refresh token
	CodePrefix     = "plc_" // authorization code
	SecretPrefix   = "pls_" // client secret
	ClientIDPrefix = "client_"
	secretLen      = 43
)

// Lifetimes (docs/decisions.md, Pages and OAuth): access tokens are short
// so a leaked one is worth little; refresh tokens rotate on every use.
const (
	DefaultAccessTTL  = time.Hour
	DefaultRefreshTTL = 30 * 24 * time.Hour
	DefaultCodeTTL    = 2 * time.Minute
)

// Scope is every scope (plumbline.ScopeAll): use the MCP server as the
// consenting key. Narrower scopes are plumbline.Scopes (scope.go).
const Scope = "mcp"

// Auth methods a client may register (token_endpoint_auth_method).
const (
	AuthNone  = "none"
	AuthPost  = "client_secret_post"
	AuthBasic = "client_secret_basic"
)

// Hash is the HMAC-SHA-256 of a secret under the server's OAuth secret.
type Hash = billing.KeyHash

// Config is the server's identity and token lifetimes.
type Config struct {
	// Issuer identifies the authorization server: the base URL.
	Issuer string
	// Resource is the one protected resource tokens are issued for: the
	// MCP endpoint's URL ({base_url}/mcp).
	Resource string
	// AccessTTL, RefreshTTL and CodeTTL default to the Default* lifetimes.
	AccessTTL, RefreshTTL, CodeTTL time.Duration
	// MetadataFetch configures the fetch of client metadata documents
	// (cimd.go).
	MetadataFetch MetadataFetch
}

// Client is a registered OAuth client.
type Client struct {
	ID string
	// SecretHash is nil for a public client (AuthNone).
	SecretHash   *Hash
	AuthMethod   string
	RedirectURIs []string
	GrantTypes   []string // authorization_code, and refresh_token if it wants refresh tokens
	Metadata     ClientMetadata
	CreatedAt    time.Time
}

// ClientMetadata is what a client registered about itself that the
// server shows (on the consent page) or echoes (in the registration answer).
type ClientMetadata struct {
	ClientName      string   `json:"client_name,omitempty"`
	ClientURI       string   `json:"client_uri,omitempty"`
	LogoURI         string   `json:"logo_uri,omitempty"`
	Contacts        []string `json:"contacts,omitempty"`
	TOSURI          string   `json:"tos_uri,omitempty"`
	PolicyURI       string   `json:"policy_uri,omitempty"`
	SoftwareID      string   `json:"software_id,omitempty"`
	SoftwareVersion string   `json:"software_version,omitempty"`
	Scope           string   `json:"scope,omitempty"`
}

// Name is the client's name for people, never empty.
func (c *Client) Name() string {
	if c.Metadata.ClientName != "" {
		return c.Metadata.ClientName
	}
	return "An unnamed application (" + c.ID + ")"
}

// Code is an authorization code: one consent waiting to be exchanged.
type Code struct {
	Hash       Hash
	ClientID   string
	CustomerID string
	KeyID      string
	KeyHash    billing.KeyHash
	// RedirectURI is the redirect_uri the authorization request named ("":
	// none, the client's only registered one was used).
	RedirectURI string
	Challenge   string // PKCE S256 code_challenge
	Resource    string
	Scope       string
	CreatedAt   time.Time
	ExpiresAt   time.Time
}

// Grant is one consent that was exchanged: the family of tokens issued
// from one code, ended together.
type Grant struct {
	ID         string
	ClientID   string
	CustomerID string
	KeyID      string
	KeyHash    billing.KeyHash
	Resource   string
	Scope      string
	CreatedAt  time.Time
	RevokedAt  *time.Time
}

// TokenKind tells access tokens from refresh tokens.
type TokenKind string

const (
	KindAccess  TokenKind = "access"
	KindRefresh TokenKind = "refresh"
)

// Token is an issued access or refresh token (its hash; never the token).
type Token struct {
	Hash      Hash
	GrantID   string
	Kind      TokenKind
	ExpiresAt time.Time
	// UsedAt is when a refresh token was rotated: presenting it again is a
	// replay, and ends its grant.
	UsedAt    *time.Time
	RevokedAt *time.Time
}

// Error is an OAuth error response: Code is the error code of RFC 6749,
// 7591, 7009 or 8707; Description says what to fix, for people.
type Error struct {
	Code        string
	Description string
}

func (e *Error) Error() string { return e.Code + ": " + e.Description }

// OAuth error codes.
const (
	ErrInvalidRequest          = "invalid_request"
	ErrInvalidClient           = "invalid_client"
	ErrInvalidGrant            = "invalid_grant"
	ErrUnauthorizedClient      = "unauthorized_client"
	ErrUnsupportedGrantType    = "unsupported_grant_type"
	ErrUnsupportedResponseType = "unsupported_response_type"
	ErrInvalidScope            = "invalid_scope"
	ErrInvalidTarget           = "invalid_target"
	ErrAccessDenied            = "access_denied"
	ErrInvalidRedirectURI      = "invalid_redirect_uri"
	ErrInvalidClientMetadata   = "invalid_client_metadata"
	ErrUnsupportedTokenType    = "unsupported_token_type"
)

func oauthErr(code, format string) *Error { return &Error{Code: code, Description: format} }

// TokenResponse is the token endpoint's answer (RFC 6749 section 5.1).
type TokenResponse struct {
	AccessToken  string `json:"access_token"`
	TokenType    string `json:"token_type"`
	ExpiresIn    int64  `json:"expires_in"`
	RefreshToken string `json:"refresh_token"`
	Scope        string `json:"scope"`
}

// RegistrationResponse is the registration endpoint's answer (RFC 7591
// section 3.2.1): the client's id, its secret when it has one, and what it
// registered.
type RegistrationResponse struct {
	ClientID              string   `json:"client_id"`
	ClientSecret          string   `json:"client_secret,omitempty"`
	ClientIDIssuedAt      int64    `json:"client_id_issued_at"`
	ClientSecretExpiresAt *int64   `json:"client_secret_expires_at,omitempty"`
	RedirectURIs          []string `json:"redirect_uris"`
	TokenEndpointAuth     string   `json:"token_endpoint_auth_method"`
	GrantTypes            []string `json:"grant_types"`
	ResponseTypes         []string `json:"response_types"`
	ClientMetadata
}
