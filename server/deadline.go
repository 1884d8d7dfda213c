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
// *fasthttp.RequestCtx: see lookupKey for why it never travels as a context.
func downstream() (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.Background(), downstreamTimeout)
}
