package oauth

import (
	"context"
	"time"

	"github.com/plumbline-api/plumbline"
)

// Store holds clients, codes, grants and tokens (all secrets as hashes).
// PGStore is the real one; MemoryStore the embedded default. Both pass the
// same contract tests (store_test.go).
type Store interface {
	CreateClient(ctx context.Context, c *Client) error
	// Client returns a registered client, or ErrNoClient.
	Client(ctx context.Context, id string) (*Client, error)

	CreateCode(ctx context.Context, c *Code) error
	// ExchangeCode redeems a code once, atomically: it marks the code used,
	// then calls issue with it. When issue returns a grant and its tokens,
	// they are stored and tied to the code; when it returns an *Error the
	// code stays used (a failed attempt burns it), and when a dependency
	// failed (any other error) nothing changes; either error is returned.
	// A code already used is a *ReplayError (ErrCodeUsed) naming the
	// grant issued from it and its client: the service revokes the grant
	// when the client presenting the code is its own (two redemptions mean
	// the code leaked), and never for another client (issue 35). No such
	// code: ErrNoCode.
	ExchangeCode(ctx context.Context, h Hash, now time.Time, issue func(*Code) (*Grant, []*Token, error)) error

	// Token returns a token with its grant, or ErrNoToken.
	Token(ctx context.Context, h Hash) (*Token, *Grant, error)
	// Rotate redeems a refresh token once, atomically, like ExchangeCode:
	// it marks the token used and calls issue with it and its grant; the
	// tokens issue returns join the grant. A refresh token used before is
	// a *ReplayError (ErrTokenReused) naming its grant and client, for
	// the service to revoke (a replay by the grant's own client);
	// a revoked grant or token is ErrNoToken.
	Rotate(ctx context.Context, h Hash, now time.Time, issue func(*Token, *Grant) ([]*Token, error)) error

	// RevokeToken revokes one token (an access token's revocation).
	RevokeToken(ctx context.Context, h Hash, at time.Time) error
	// RevokeGrant revokes a grant and so every token it issued.
	RevokeGrant(ctx context.Context, grantID string, at time.Time) error
	// RevokeCustomerGrants revokes the customer's grants created before
	// `before` and returns their ids.
	RevokeCustomerGrants(ctx context.Context, customerID string, before, at time.Time) ([]string, error)

	// Purge deletes what can no longer be used at now: codes and tokens
	// past expiry (refresh tokens kept until then, so a replay is still
	// recognised), grants with no token left, and clients registered before
	// abandonedBefore that never obtained a grant.
	Purge(ctx context.Context, now, abandonedBefore time.Time) (int64, error)

	Ping(ctx context.Context) error
}

// Store errors.
var (
	ErrNoClient    = plumbline.Errorf(plumbline.ENOTFOUND, "no such OAuth client")
	ErrNoCode      = plumbline.Errorf(plumbline.ENOTFOUND, "no such authorization code")
	ErrCodeUsed    = plumbline.Errorf(plumbline.ECONFLICT, "the authorization code was already used")
	ErrNoToken     = plumbline.Errorf(plumbline.ENOTFOUND, "no such token")
	ErrTokenReused = plumbline.Errorf(plumbline.ECONFLICT, "the refresh token was already used")
)

// ReplayError is a code or refresh token presented a second time (Err is
// ErrCodeUsed or ErrTokenReused); GrantID is its grant ("" if none had
// been issued yet) and ClientID the client it was issued to.
type ReplayError struct {
	Err      error
	GrantID  string
	ClientID string
}

func (e *ReplayError) Error() string { return e.Err.Error() }
func (e *ReplayError) Unwrap() error { return e.Err }
