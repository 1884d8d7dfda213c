package billing

import (
	"context"

	"github.com/plumbline-api/plumbline"
)

// KeyStore looks key records up by hash.
type KeyStore interface {
	KeyByHash(ctx context.Context, h KeyHash) (*plumbline.APIKey, error)
}

// Authenticator turns a presented bearer token into the key record it
// belongs to.
type Authenticator struct {
	hasher *Hasher
	store  KeyStore
}

// NewAuthenticator hashes presented keys with hasher and looks them up in store.
func NewAuthenticator(hasher *Hasher, store KeyStore) *Authenticator {
	return &Authenticator{hasher: hasher, store: store}
}

var (
	errUnknownKey = plumbline.Errorf(plumbline.EUNAUTHORIZED, "the API key is not valid; send Authorization: Bearer svc_… with a key from signup or POST /v1/account/api-keys")
	errBadFormat  = plumbline.Errorf(plumbline.EUNAUTHORIZED, "the API key is malformed; keys look like svc_ followed by 32 characters: send Authorization: Bearer svc_…")
	errRevoked    = plumbline.Errorf(plumbline.EUNAUTHORIZED, "the API key has been revoked; create a new one and send Authorization: Bearer svc_…")
)

// Authenticate returns the active key record for token. A malformed,
// unknown or revoked key is an EUNAUTHORIZED error; a store failure is
// returned as is.
func (a *Authenticator) Authenticate(ctx context.Context, token []byte) (*plumbline.APIKey, error) {
	if !WellFormed(token) {
		return nil, errBadFormat
	}
	k, err := a.store.KeyByHash(ctx, a.hasher.Hash(token))
	if err != nil {
		return nil, err
	}
	if k.Revoked() {
		return nil, errRevoked
	}
	return k, nil
}
