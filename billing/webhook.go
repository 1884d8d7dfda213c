package billing

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/stripe/stripe-go/v76"
	"github.com/stripe/stripe-go/v76/webhook"
)

// WebhookTolerance is how far a signed webhook's timestamp may be from now,
// as stripe-go's webhook package (DefaultTolerance, 300 s): older is a
// replay; dated further ahead is refused too (stripe-go checks only age).
const WebhookTolerance = webhook.DefaultTolerance

var (
	errWebhookOff = plumbline.Errorf(plumbline.EUNAVAILABLE, "webhooks are not configured on this server (no STRIPE_WEBHOOK_SECRET)")
	errSignature  = plumbline.Errorf(plumbline.EMALFORMED, "the Stripe-Signature header does not verify this payload (wrong secret, altered body, or dated more than 5 minutes from now)")
)

// HandleWebhook verifies and applies one processor event, once per event id.
// It returns whether the event changed anything.
func (s *Service) HandleWebhook(ctx context.Context, payload []byte, signature string) (bool, error) {
	if s.cfg.WebhookSecret == "" {
		return false, errWebhookOff
	}
	if t, ok := signatureTime(signature); !ok || t.After(s.now().Add(WebhookTolerance)) {
		return false, errSignature
	}
	se, err := webhook.ConstructEventWithOptions(payload, signature, s.cfg.WebhookSecret,
		webhook.ConstructEventOptions{Tolerance: WebhookTolerance, IgnoreAPIVersionMismatch: true})
	if err != nil {
		return false, errSignature
	}
	ev, err := s.eventFor(&se)
	if err != nil {
		return false, err
	}
	if ev.TierEnded && s.cfg.OnSubscriptionEnded != nil {
		if err := s.subscriptionEnded(ctx, ev); err != nil {
			return false, err
		}
	}
	customerID, duplicate, err := s.store.ApplyEvent(ctx, ev)
	if err != nil || duplicate {
		return false, err
	}
	if customerID == "" && ev.StripeCustomerID != "" {
		s.log.Warn("webhook for an unknown customer", slog.String("event_id", ev.ID), slog.String("stripe_customer_id", ev.StripeCustomerID))
	}
	if ev.TierID != "" && customerID != "" {
		s.auth.ForgetCustomer(customerID) // every key moves to the new tier now
		s.log.Info("tier changed", slog.String("customer_id", customerID), slog.String("tier", ev.TierID), slog.String("event_id", ev.ID))
		s.subscriptionEvent(ctx, customerID, ev)
	}
	return customerID != "", nil
}

// subscriptionEnded runs the OnSubscriptionEnded hook for ev's customer.
// It runs on every delivery of the event, duplicates included: the hook
// ends only what was granted before the event, so running it again
// changes nothing a person granted since.
func (s *Service) subscriptionEnded(ctx context.Context, ev Event) error {
	c, err := s.store.CustomerByStripeID(ctx, ev.StripeCustomerID)
	if plumbline.ErrorCode(err) == plumbline.ENOTFOUND {
		return nil
	}
	if err != nil {
		return err
	}
	if err := s.cfg.OnSubscriptionEnded(ctx, c.ID, ev.Created); err != nil {
		// A 503: the processor retries, and nothing was recorded.
		return fmt.Errorf("%w: %w", errCancellationHook, err)
	}
	return nil
}

var errCancellationHook = plumbline.Errorf(plumbline.EUNAVAILABLE, "the cancelled account's OAuth grants could not be ended; retry later")

// eventFor reduces a processor event to its account change.
func (s *Service) eventFor(se *stripe.Event) (Event, error) {
	ev := Event{ID: se.ID, Type: string(se.Type), Created: time.Unix(se.Created, 0).UTC()}
	switch se.Type {
	case "customer.subscription.created", "customer.subscription.updated", "customer.subscription.deleted":
		var sub stripe.Subscription
		if err := json.Unmarshal(se.Data.Raw, &sub); err != nil || sub.Customer == nil {
			return ev, plumbline.Errorf(plumbline.EMALFORMED, "the subscription event has no readable subscription")
		}
		ev.StripeCustomerID = sub.Customer.ID
		ev.SubscriptionID = sub.ID
		if se.Type == "customer.subscription.deleted" || ended(sub.Status) {
			ev.TierID, ev.SubscriptionID, ev.TierEnded = plumbline.TierFree, "", true
			return ev, nil
		}
		tier, ok := s.tierOf(&sub)
		if !ok {
			// Our price configuration does not know this price: answer 503 so
			// the processor retries once the configuration is fixed.
			return ev, plumbline.Errorf(plumbline.EUNAVAILABLE, "no tier is configured for the subscription's price; set STRIPE_PRICE_<TIER> or the price's lookup_key")
		}
		ev.TierID = tier
	case "invoice.payment_failed":
		var inv stripe.Invoice
		if err := json.Unmarshal(se.Data.Raw, &inv); err != nil || inv.Customer == nil {
			return ev, plumbline.Errorf(plumbline.EMALFORMED, "the invoice event has no readable invoice")
		}
		ev.StripeCustomerID = inv.Customer.ID
		msg := "payment failed"
		if inv.LastFinalizationError != nil && inv.LastFinalizationError.Msg != "" {
			msg = inv.LastFinalizationError.Msg
		}
		ev.Failure = &PaymentFailure{InvoiceID: inv.ID, AmountDueCents: inv.AmountDue, Message: msg, OccurredAt: time.Unix(se.Created, 0).UTC()}
	}
	return ev, nil
}

// ended reports subscription states that leave the customer on Free.
func ended(st stripe.SubscriptionStatus) bool {
	return st == stripe.SubscriptionStatusCanceled || st == stripe.SubscriptionStatusIncompleteExpired || st == stripe.SubscriptionStatusUnpaid
}

// tierOf finds the tier of a subscription's price: the configured price ids
// first, then the price's lookup_key or metadata "tier".
func (s *Service) tierOf(sub *stripe.Subscription) (string, bool) {
	if sub.Items == nil {
		return "", false
	}
	for _, item := range sub.Items.Data {
		if item.Price == nil {
			continue
		}
		for tier, price := range s.cfg.Prices {
			if price != "" && price == item.Price.ID {
				return tier, true
			}
		}
		for _, candidate := range []string{item.Price.LookupKey, item.Price.Metadata["tier"]} {
			if _, ok := plumbline.Tiers[candidate]; ok {
				return candidate, true
			}
		}
	}
	return "", false
}

// signatureTime reads the t= timestamp of a Stripe-Signature header.
func signatureTime(header string) (time.Time, bool) {
	for part := range strings.SplitSeq(header, ",") {
		if v, ok := strings.CutPrefix(strings.TrimSpace(part), "t="); ok {
			sec, err := strconv.ParseInt(v, 10, 64)
			return time.Unix(sec, 0), err == nil
		}
	}
	return time.Time{}, false
}

// subscriptionEvent writes subscription.updated to the webhook outbox, once
// per processor event (its id is the dedupe key).
func (s *Service) subscriptionEvent(ctx context.Context, customerID string, ev Event) {
	if s.cfg.Events == nil {
		return
	}
	data := struct {
		TierID    string `json:"tier_id"`
		Ended     bool   `json:"ended"`
		ChangedAt string `json:"changed_at"`
	}{ev.TierID, ev.TierEnded, ev.Created.UTC().Format(time.RFC3339)}
	if _, err := s.cfg.Events.Emit(ctx, customerID, plumbline.EventSubscriptionUpdated, plumbline.EventSubscriptionUpdated+":"+ev.ID, 0, true, data); err != nil {
		s.log.Warn("a subscription event was not written to the webhook outbox", slog.String("customer_id", customerID), slog.String("event_id", ev.ID), slog.Any("error", err))
	}
}
