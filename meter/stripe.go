package meter

import (
	"context"
	"strconv"
	"time"

	"github.com/stripe/stripe-go/v76"
	"github.com/stripe/stripe-go/v76/client"
)

// StripeReporter sends overage as Stripe Billing Meter Events.
type StripeReporter struct {
	API       *client.API
	EventName string // the meter's event name (STRIPE_METER_EVENT_NAME)
}

// Report posts one meter event. Stripe deduplicates by identifier, which is
// derived from the ledger batch, so a retry never bills twice.
func (s *StripeReporter) Report(ctx context.Context, r Report) error {
	p := &stripe.BillingMeterEventParams{
		EventName:  stripe.String(s.EventName),
		Identifier: stripe.String(r.Identifier),
		Payload:    map[string]string{"stripe_customer_id": r.StripeCustomerID, "value": strconv.FormatInt(r.Calls, 10)},
		Timestamp:  stripe.Int64(reportTimestamp(r.CreatedAt).Unix()),
	}
	p.Context = ctx
	_, err := s.API.BillingMeterEvents.New(p)
	return err
}

// reportTimestamp is when the overage was recorded, but no older than Stripe
// accepts (35 days) if a report waited out a long processor outage.
func reportTimestamp(created time.Time) time.Time {
	oldest := time.Now().Add(-34 * 24 * time.Hour)
	if created.Before(oldest) {
		return oldest
	}
	return created
}
