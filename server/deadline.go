package server

import (
	"context"
	"time"
)

// downstreamTimeout bounds every call a request makes to a dependency (key
// store, meter, Stripe, Postgres-backed reference data): a dependency that
// hangs costs a request this long at most, then a 503, never a goroutine
// parked forever. The stores add tighter deadlines of their own where a
// fast answer matters (key lookups: 2 s).
const downstreamTimeout = 10 * time.Second

// downstream is the context for one request's dependency calls. Not the
// *fasthttp.RequestCtx: see lookup for why it never travels as a context.
func downstream() (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.Background(), downstreamTimeout)
}

// paymentTimeout bounds a request whose calls reach the payment processor
// (signup, setup intents, the portal, webhooks): several Stripe calls in a
// row, each of which the client already bounds and retries.
const paymentTimeout = 30 * time.Second

// payments is the context for a request's payment-processor calls.
func payments() (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.Background(), paymentTimeout)
}
