package plumbline

import "time"

// KeyPrefix is the literal that starts every API key.
const KeyPrefix = "svc_"

// Tier identifiers (spec: Limits).
const (
	TierFree       = "free"
	TierStarter    = "starter"
	TierGrowth     = "growth"
	TierEnterprise = "enterprise"
)

// APIKey is the metadata of one API key; the plaintext is never stored.
// Records are immutable once published by a store: a change (revocation,
// tier move) publishes a new record.
type APIKey struct {
	ID         string
	CustomerID string
	OwnerEmail string
	Prefix     string // KeyPrefix + first 4 token characters
	TierID     string
	Limits     Limits // effective: the tier's, or the customer's contract
	CreatedAt  time.Time
	RevokedAt  *time.Time
	LastUsedAt *time.Time
	// Scopes limits what the key (or the OAuth token acting as it) may
	// reach; 0 is every scope, as for every key made before there were
	// scopes.
	Scopes Scopes
}

// Granted is the key's scopes: every scope when it names none.
func (k *APIKey) Granted() Scopes {
	if k.Scopes == 0 {
		return ScopesAll
	}
	return k.Scopes
}

// Revoked reports whether the key has been revoked.
func (k *APIKey) Revoked() bool { return k.RevokedAt != nil }
