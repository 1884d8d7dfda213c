package plumbline

import (
	"context"
	"encoding/json"
	"slices"
	"time"
)

// Webhook event types (issue 37). An endpoint names those it wants.
const (
	EventUsageThreshold      = "usage.threshold"         // a configured percentage of the monthly quota was reached
	EventSpendCapReached     = "usage.spend_cap_reached" // a paid account's spend cap was reached
	EventQuotaExhausted      = "quota.exhausted"         // a Free account's monthly quota is used up
	EventKeyCreated          = "key.created"
	EventKeyRevoked          = "key.revoked"
	EventSubscriptionUpdated = "subscription.updated" // the account moved to another tier
	EventReleasePublished    = "data.release.published"
)

// WebhookEventTypes are the event types an endpoint may ask for.
var WebhookEventTypes = []string{EventUsageThreshold, EventSpendCapReached, EventQuotaExhausted,
	EventKeyCreated, EventKeyRevoked, EventSubscriptionUpdated, EventReleasePublished}

// DefaultWebhookThresholds are the usage.threshold percentages of an
// endpoint that names none.
var DefaultWebhookThresholds = []int{80, 100}

// WebhookEndpoint is a customer's receiver of signed events.
type WebhookEndpoint struct {
	ID         string
	CustomerID string
	URL        string
	Events     []string
	Thresholds []int // usage.threshold percentages of the monthly quota
	// SealedSecret is the signing secret as stored: sealed, never the
	// plaintext (which the endpoint's creator is shown once).
	SealedSecret []byte
	CreatedAt    time.Time
}

// Wants reports whether the endpoint receives ev.
func (e *WebhookEndpoint) Wants(ev *WebhookEvent) bool {
	if ev.CustomerID != e.CustomerID || !slices.Contains(e.Events, ev.Type) {
		return false
	}
	return ev.Type != EventUsageThreshold || slices.Contains(e.Thresholds, ev.Threshold)
}

// WebhookEvent is one event in the outbox: written once (DedupeKey, when
// set, makes it once across instances), delivered to every endpoint of the
// customer that wanted it when it was written.
type WebhookEvent struct {
	ID         string // evt_…: stable across retries, for the receiver's deduplication
	Type       string
	CustomerID string
	// DedupeKey, when set, is unique over all events: a second event with
	// the same key is not written (usage.threshold: customer, month and
	// percentage).
	DedupeKey string
	Threshold int // usage.threshold only: the percentage
	Livemode  bool
	Data      json.RawMessage
	Created   time.Time
}

// Delivery states.
const (
	DeliveryPending   = "pending"
	DeliveryDelivered = "delivered"
	DeliveryFailed    = "failed" // retried for the whole schedule, given up
)

// WebhookDelivery is one event on its way to one endpoint.
type WebhookDelivery struct {
	ID            string // whd_…
	EventID       string
	EventType     string
	EndpointID    string
	Status        string
	Attempts      int
	NextAttemptAt time.Time
	CreatedAt     time.Time
	DeliveredAt   *time.Time
	History       []WebhookAttempt // most recent first
}

// WebhookAttempt is one POST of a delivery.
type WebhookAttempt struct {
	AttemptedAt  time.Time
	Status       string // delivered, retrying or failed
	ResponseCode int    // 0: no answer (Error says why)
	Error        string
	Duration     time.Duration
	NextAttempt  *time.Time
}

// WebhookClaim is a due delivery a worker holds, with what it sends.
type WebhookClaim struct {
	Delivery WebhookDelivery
	Event    WebhookEvent
	Endpoint WebhookEndpoint
}

// WebhookStore keeps endpoints and the outbox. The memory store (embedded
// default) and the Postgres store pass the same tests.
type WebhookStore interface {
	// CreateEndpoint stores e; more than max endpoints per customer is a
	// conflict.
	CreateEndpoint(ctx context.Context, e *WebhookEndpoint, max int) error
	Endpoints(ctx context.Context, customerID string) ([]*WebhookEndpoint, error)
	// DeleteEndpoint removes the customer's endpoint and its deliveries
	// (ENOTFOUND when it is not the customer's).
	DeleteEndpoint(ctx context.Context, customerID, id string) error
	// Subscribers are the customers with an endpoint wanting typ.
	Subscribers(ctx context.Context, typ string) ([]string, error)
	// Emit writes ev and, in the same transaction, a pending delivery to
	// each of the customer's endpoints that wants it. An event whose
	// DedupeKey is already written is not written again (false).
	Emit(ctx context.Context, ev *WebhookEvent, newDeliveryID func() string) (bool, error)
	// Claim takes up to n deliveries due at now and holds them until
	// leaseUntil: no other worker claims them before then.
	Claim(ctx context.Context, now, leaseUntil time.Time, n int) ([]*WebhookClaim, error)
	// Record stores an attempt of a claimed delivery and its outcome:
	// delivered, retrying at a.NextAttempt, or failed.
	Record(ctx context.Context, deliveryID string, a WebhookAttempt) error
	// Deliveries lists an endpoint's deliveries, most recent first, each
	// with its attempts.
	Deliveries(ctx context.Context, customerID, endpointID string, limit int) ([]*WebhookDelivery, error)
	// Purge deletes events written before cutoff whose deliveries are all
	// done (delivered or failed), with those deliveries and attempts.
	Purge(ctx context.Context, cutoff time.Time) (int64, error)
	// Resend makes a delivery (named by its id, or by its event's id) due
	// at now again; an event of the customer's never sent to the endpoint
	// gets a new delivery.
	Resend(ctx context.Context, customerID, endpointID, id string, now time.Time, newDeliveryID func() string) (*WebhookDelivery, error)
}
