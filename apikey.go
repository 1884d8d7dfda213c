package plumbline

import "time"

// KeyPrefix is the literal that starts every API key.
const KeyPrefix = "svc_"

// TestKeyPrefix starts a test key: KeyPrefix + "test_" (issue 37).
const TestKeyPrefix = KeyPrefix + "test_"

// TestLimits are a test key's own rate (whatever the tier): enough to try
// every operation, too little to serve production traffic unbilled.
var TestLimits = Limits{RPM: 30, Burst: 10}

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
	// Test: a test key (TestKeyPrefix): answers as a live key does but is
	// never counted, billed or sent to the payment processor, and has its
	// own modest rate limit (TestLimits).
	Test bool
	// SpendCap, when set, is how many calls past the monthly quota the
	// account allows this month (its spend cap in calls, a cap in dollars
	// converted at the tier's overage price): past quota + SpendCapCalls,
	// calls are refused (429 spend_cap_reached).
	HasSpendCap   bool
	SpendCapCalls int64
	// KeyLimits are the key's own limits (issue 37), under its account's:
	// zero members are none.
	KeyLimits KeyLimits
}

// KeyLimits are one key's own limits, each at most its account's: a
// monthly call limit (its calls past it answer 429 key_limit_reached until
// the month turns) and a rate in requests per minute (its own GCRA bucket,
// the burst scaled as the account's is). Since is when the monthly limit
// was set on a key that had none: the key's count starts from what the
// usage detail holds then (meter/keylimit.go).
type KeyLimits struct {
	MonthlyCalls int64
	RPM          int
	Since        time.Time
}

// RateLimits are the limits the key's rate is judged by: its account's
// (key.Limits), or its own rate where lower, with a burst in the same
// proportion to the rate as the account's (at least 1).
func (k *APIKey) RateLimits() Limits {
	l := k.Limits
	if r := k.KeyLimits.RPM; r > 0 && r < l.RPM {
		b := int(int64(l.Burst) * int64(r) / int64(l.RPM))
		l.RPM, l.Burst = r, max(b, 1)
	}
	return l
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
