package billing

import (
	"context"
	"time"

	"github.com/plumbline-api/plumbline"
)

// Store holds customers, keys, idempotency records and processed payment
// events. PGStore is the real one; MemoryStore is the embedded default. Both
// pass the same contract tests (store_test.go).
type Store interface {
	// CreateCustomer stores a customer with its first key, atomically. A
	// customer with the same e-mail (case-insensitive) is an ECONFLICT.
	CreateCustomer(ctx context.Context, c *plumbline.Customer, first *plumbline.APIKey, hash KeyHash) error
	CustomerByID(ctx context.Context, id string) (*plumbline.Customer, error)
	CustomerByEmail(ctx context.Context, email string) (*plumbline.Customer, error)
	// CustomerByStripeID finds the customer of a payment-processor customer id.
	CustomerByStripeID(ctx context.Context, stripeCustomerID string) (*plumbline.Customer, error)
	// CardInUse reports whether a customer already has a card with this fingerprint.
	CardInUse(ctx context.Context, fingerprint string) (bool, error)

	// CreateKey stores a new key unless the customer already has maxActive
	// active keys (ECONFLICT).
	CreateKey(ctx context.Context, k *plumbline.APIKey, hash KeyHash, maxActive int) error
	// KeysByHash returns the keys found, by hash, each with its customer's
	// current tier and limits (a hash the store does not hold is absent,
	// not an error).
	KeysByHash(ctx context.Context, hs []KeyHash) (map[KeyHash]*plumbline.APIKey, error)
	// Keys lists a customer's keys, most recent first.
	Keys(ctx context.Context, customerID string) ([]*plumbline.APIKey, error)
	// RevokeKey revokes one of the customer's keys and returns it. A key of
	// another customer, or no key, is ENOTFOUND. Revoking a revoked key
	// returns it unchanged (revoked_at keeps its first value).
	RevokeKey(ctx context.Context, customerID, keyID string, at time.Time) (*plumbline.APIKey, error)
	// UpdateKeyLimits changes one of the customer's keys' own limits to
	// what change answers from the key as stored (an error from change is
	// returned and nothing is written); out receives the key as changed. A
	// key of another customer, or no key, is ENOTFOUND.
	UpdateKeyLimits(ctx context.Context, customerID, keyID string, change func(*plumbline.APIKey) (plumbline.KeyLimits, error), out **plumbline.APIKey) error
	// TouchKeys records last-used times (batched by the caller).
	TouchKeys(ctx context.Context, used map[string]time.Time) error

	// ApplyEvent applies a payment-processor event once. It returns the id of
	// the customer it changed ("" when none matched; the event is recorded
	// all the same) and whether the event had been applied before, or is a
	// subscription event superseded by a later one applied (see
	// Event.Created), in which case nothing changes.
	ApplyEvent(ctx context.Context, ev Event) (customerID string, duplicate bool, err error)

	// SetSpendCap sets (nil: removes) a customer's monthly spend cap and
	// returns the customer as changed.
	SetSpendCap(ctx context.Context, customerID string, c *plumbline.SpendCap) (*plumbline.Customer, error)

	// PaymentFailures lists a customer's recorded failed payments, newest first.
	PaymentFailures(ctx context.Context, customerID string) ([]PaymentFailure, error)

	IdempotencyStore
	Ping(ctx context.Context) error
}

// Event is a payment-processor event reduced to what changes an account.
type Event struct {
	ID               string
	Type             string
	StripeCustomerID string
	// TierID and SubscriptionID, when TierID is set, move the customer (and
	// so all its keys) to that tier.
	TierID         string
	SubscriptionID string
	// Created is when the processor created the event. Stripe does not
	// deliver in order: a subscription event older than the last one applied
	// for the customer changes nothing (a stale "active" that arrives after
	// "deleted" must not re-upgrade a cancelled account). At equal times an
	// ending (TierEnded) wins.
	Created time.Time
	// TierEnded: the subscription ended (the move to Free is a cancellation).
	TierEnded bool
	// Failure, when set, records a failed payment.
	Failure *PaymentFailure
}

// PaymentFailure is a failed invoice payment.
type PaymentFailure struct {
	InvoiceID      string
	AmountDueCents int64
	Message        string
	OccurredAt     time.Time
}

// IdempotencyStore keeps the outcome of requests sent with an
// Idempotency-Key. Keys are identified by (scope, hash of the key).
type IdempotencyStore interface {
	// BeginIdempotent claims (scope, key) for a request with this hash, or
	// reports what is already there. An in-flight claim whose lock has
	// expired (its instance died) is taken over.
	BeginIdempotent(ctx context.Context, scope string, key, request [32]byte, lock time.Duration, now time.Time) (IdempotentRecord, error)
	// CompleteIdempotent stores the sealed response of a claimed request.
	CompleteIdempotent(ctx context.Context, scope string, key [32]byte, status int, contentType string, sealed []byte) error
	// ReleaseIdempotent drops a claim whose request failed in a way a retry
	// may fix (a 5xx), so the retry runs again.
	ReleaseIdempotent(ctx context.Context, scope string, key [32]byte) error
	// PurgeIdempotent deletes records created before the cutoff.
	PurgeIdempotent(ctx context.Context, before time.Time) (int64, error)
}

// IdempotentState is what BeginIdempotent found.
type IdempotentState int

const (
	IdempotentNew      IdempotentState = iota // claimed: run the request
	IdempotentReplay                          // done with the same request: replay
	IdempotentMismatch                        // done or running with a different request
	IdempotentInFlight                        // the same request is still running
)

// IdempotentRecord is a stored outcome.
type IdempotentRecord struct {
	State       IdempotentState
	Status      int
	ContentType string
	Sealed      []byte
}

// Errors stores return (with the codes the HTTP layer maps).
var (
	ErrDuplicateEmail = plumbline.Errorf(plumbline.ECONFLICT, "an account with this e-mail already exists")
	ErrNoCustomer     = plumbline.Errorf(plumbline.ENOTFOUND, "no such customer")
	ErrNoKey          = plumbline.Errorf(plumbline.ENOTFOUND, "no API key with that id belongs to this account")
)
