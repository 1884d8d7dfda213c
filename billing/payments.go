package billing

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/stripe/stripe-go/v76"
	"github.com/stripe/stripe-go/v76/client"
)

// Payments is what the account flows need from the payment processor.
type Payments interface {
	// CardFingerprint identifies the card behind a payment method.
	CardFingerprint(ctx context.Context, paymentMethodID string) (string, error)
	// CreateCustomer creates a processor customer with the payment method
	// attached and made its default.
	CreateCustomer(ctx context.Context, email, paymentMethodID, idempotencyKey string) (string, error)
	// DeleteCustomer removes a processor customer (cleanup after a failed signup).
	DeleteCustomer(ctx context.Context, stripeCustomerID string) error
	// Subscribe starts a subscription to a price and returns its id.
	Subscribe(ctx context.Context, stripeCustomerID, priceID, idempotencyKey string) (string, error)
	// SetupIntentPaymentMethod returns the payment method of a succeeded setup intent.
	SetupIntentPaymentMethod(ctx context.Context, setupIntentID string) (string, error)
	// CreateSetupIntent starts collecting a card in a browser.
	CreateSetupIntent(ctx context.Context) (id, clientSecret string, err error)
	// PortalURL opens a billing-portal session for the customer.
	PortalURL(ctx context.Context, stripeCustomerID, returnURL string) (string, error)
}

// Stripe implements Payments with stripe-go v76.
type Stripe struct {
	api *client.API
}

// NewStripe talks to apiBase (https://api.stripe.com, or stripe-mock in
// tests) with secretKey.
func NewStripe(secretKey, apiBase string) *Stripe {
	cfg := &stripe.BackendConfig{
		HTTPClient:        &http.Client{Timeout: 20 * time.Second},
		LeveledLogger:     &stripe.LeveledLogger{Level: stripe.LevelNull},
		MaxNetworkRetries: stripe.Int64(2),
		EnableTelemetry:   stripe.Bool(false),
	}
	if apiBase != "" {
		cfg.URL = stripe.String(apiBase)
	}
	api := &client.API{}
	api.Init(secretKey, &stripe.Backends{
		API:     stripe.GetBackendWithConfig(stripe.APIBackend, cfg),
		Connect: stripe.GetBackendWithConfig(stripe.ConnectBackend, cfg),
		Uploads: stripe.GetBackendWithConfig(stripe.UploadsBackend, cfg),
	})
	return &Stripe{api: api}
}

// API exposes the client for the metering worker's meter events.
func (s *Stripe) API() *client.API { return s.api }

func withContext[P interface{ SetIdempotencyKey(string) }](ctx context.Context, p P, params *stripe.Params, idem string) {
	params.Context = ctx
	if idem != "" {
		p.SetIdempotencyKey(idem)
	}
}

func (s *Stripe) CardFingerprint(ctx context.Context, pmID string) (string, error) {
	p := &stripe.PaymentMethodParams{}
	p.Context = ctx
	pm, err := s.api.PaymentMethods.Get(pmID, p)
	if err != nil {
		return "", stripeError(err, "payment_method_id")
	}
	if pm.Card == nil || pm.Card.Fingerprint == "" {
		return "", &plumbline.Error{Code: plumbline.EINVALID, Message: "the payment method is not a card",
			Fields: []plumbline.FieldError{{Field: "payment_method_id", Code: "not_a_card", Message: "must be a card payment method"}}}
	}
	return pm.Card.Fingerprint, nil
}

func (s *Stripe) CreateCustomer(ctx context.Context, email, pmID, idem string) (string, error) {
	p := &stripe.CustomerParams{
		Email:           stripe.String(email),
		PaymentMethod:   stripe.String(pmID),
		InvoiceSettings: &stripe.CustomerInvoiceSettingsParams{DefaultPaymentMethod: stripe.String(pmID)},
	}
	withContext(ctx, p, &p.Params, idem)
	c, err := s.api.Customers.New(p)
	if err != nil {
		return "", stripeError(err, "payment_method_id")
	}
	return c.ID, nil
}

func (s *Stripe) DeleteCustomer(ctx context.Context, id string) error {
	p := &stripe.CustomerParams{}
	p.Context = ctx
	_, err := s.api.Customers.Del(id, p)
	return err
}

func (s *Stripe) Subscribe(ctx context.Context, customerID, priceID, idem string) (string, error) {
	p := &stripe.SubscriptionParams{
		Customer: stripe.String(customerID),
		Items:    []*stripe.SubscriptionItemsParams{{Price: stripe.String(priceID)}},
	}
	withContext(ctx, p, &p.Params, idem)
	sub, err := s.api.Subscriptions.New(p)
	if err != nil {
		return "", stripeError(err, "")
	}
	return sub.ID, nil
}

func (s *Stripe) SetupIntentPaymentMethod(ctx context.Context, id string) (string, error) {
	p := &stripe.SetupIntentParams{}
	p.Context = ctx
	si, err := s.api.SetupIntents.Get(id, p)
	if err != nil {
		return "", stripeError(err, "setup_intent_id")
	}
	if si.Status != stripe.SetupIntentStatusSucceeded || si.PaymentMethod == nil || si.PaymentMethod.ID == "" {
		return "", &plumbline.Error{Code: plumbline.EINVALID, Message: "the setup intent has not collected a card yet",
			Fields: []plumbline.FieldError{{Field: "setup_intent_id", Code: "not_succeeded",
				Message: fmt.Sprintf("the setup intent is %q with no payment method; confirm it in the browser first", si.Status)}}}
	}
	return si.PaymentMethod.ID, nil
}

func (s *Stripe) CreateSetupIntent(ctx context.Context) (string, string, error) {
	p := &stripe.SetupIntentParams{
		Usage:              stripe.String(string(stripe.SetupIntentUsageOffSession)),
		PaymentMethodTypes: stripe.StringSlice([]string{"card"}),
	}
	p.Context = ctx
	si, err := s.api.SetupIntents.New(p)
	if err != nil {
		return "", "", stripeError(err, "")
	}
	return si.ID, si.ClientSecret, nil
}

func (s *Stripe) PortalURL(ctx context.Context, customerID, returnURL string) (string, error) {
	p := &stripe.BillingPortalSessionParams{Customer: stripe.String(customerID), ReturnURL: stripe.String(returnURL)}
	p.Context = ctx
	sess, err := s.api.BillingPortalSessions.New(p)
	if err != nil {
		return "", stripeError(err, "")
	}
	return sess.URL, nil
}

// stripeError maps a processor error to a domain error: a refused card is
// EPAYMENT (402), a bad identifier an EINVALID on field, anything else the
// processor being unavailable (503).
func stripeError(err error, field string) error {
	var se *stripe.Error
	if !errors.As(err, &se) {
		return plumbline.Errorf(plumbline.EUNAVAILABLE, "the payment processor could not be reached; retry later")
	}
	switch {
	case se.Type == stripe.ErrorTypeCard:
		code := string(se.DeclineCode)
		if code == "" {
			code = string(se.Code)
		}
		return plumbline.Errorf(plumbline.EPAYMENT, "the card was refused (%s): %s", code, se.Msg)
	case se.Code == stripe.ErrorCodeResourceMissing && field != "":
		return &plumbline.Error{Code: plumbline.EINVALID, Message: "the payment processor does not know this identifier",
			Fields: []plumbline.FieldError{{Field: field, Code: "not_found", Message: "no such object at the payment processor"}}}
	case se.HTTPStatusCode >= 400 && se.HTTPStatusCode < 500 && field != "":
		return &plumbline.Error{Code: plumbline.EINVALID, Message: "the payment processor refused the request: " + se.Msg,
			Fields: []plumbline.FieldError{{Field: field, Code: "rejected", Message: se.Msg}}}
	}
	return plumbline.Errorf(plumbline.EUNAVAILABLE, "the payment processor failed (%s); retry later", se.Type)
}
