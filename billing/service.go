package billing

import (
	"context"
	"log/slog"
	"net/mail"
	"regexp"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/internal/clock"
)

// ServiceConfig holds account policy and processor settings.
type ServiceConfig struct {
	// Prices maps tier ids to processor price ids. Signup subscribes new
	// customers to Prices["free"]; webhooks map prices back to tiers.
	Prices map[string]string
	// DuplicateCardCheck refuses a signup whose card is already on file
	// for another customer (PLUMBLINE_DUPLICATE_CARD_CHECK, on by default).
	DuplicateCardCheck bool
	// MaxKeysPerCustomer caps active keys per customer.
	MaxKeysPerCustomer int
	// WebhookSecret verifies processor webhook signatures.
	WebhookSecret string
	// OnSubscriptionEnded, when set, runs when a processor event says a
	// customer's subscription ended (the account's cancellation), with the
	// event's time, before the event is recorded: if it fails the webhook
	// answers 503 and the processor's retry runs it again. The OAuth
	// server ends the grants the customer made before then.
	OnSubscriptionEnded func(ctx context.Context, customerID string, endedAt time.Time) error
	// Events, when set, is the webhook outbox (package webhooks): key
	// creations and revocations and subscription changes are written to it
	// once each (a dedupe key per key or processor event).
	Events EventSink
}

// EventSink writes webhook events (webhooks.Service).
type EventSink interface {
	Emit(ctx context.Context, customerID, typ, dedupe string, threshold int, livemode bool, data any) (bool, error)
}

// keyEventData is a key.created or key.revoked event's data.
type keyEventData struct {
	KeyID     string  `json:"key_id"`
	KeyPrefix string  `json:"key_prefix"`
	Livemode  bool    `json:"livemode"`
	CreatedAt string  `json:"created_at"`
	RevokedAt *string `json:"revoked_at,omitempty"`
}

// keyEvent writes a key event; the key change stands if it cannot (logged).
func (s *Service) keyEvent(ctx context.Context, typ string, k *plumbline.APIKey) {
	if s.cfg.Events == nil {
		return
	}
	d := keyEventData{KeyID: k.ID, KeyPrefix: k.Prefix, Livemode: !k.Test, CreatedAt: k.CreatedAt.UTC().Format(time.RFC3339)}
	if k.RevokedAt != nil {
		r := k.RevokedAt.UTC().Format(time.RFC3339)
		d.RevokedAt = &r
	}
	if _, err := s.cfg.Events.Emit(ctx, k.CustomerID, typ, typ+":"+k.ID, 0, !k.Test, d); err != nil {
		s.log.Warn("a key event was not written to the webhook outbox", slog.String("type", typ), slog.String("key_id", k.ID), slog.Any("error", err))
	}
}

// DefaultMaxKeysPerCustomer is the active-key cap (docs/decisions.md).
const DefaultMaxKeysPerCustomer = 25

// Service runs the account flows: signup, keys, portal, setup intents and
// processor webhooks.
type Service struct {
	store     Store
	auth      *Authenticator
	hasher    *Hasher
	payments  Payments  // nil: billing is not configured
	challenge Challenge // nil: the browser flow is not configured
	cfg       ServiceConfig
	log       *slog.Logger
	now       func() time.Time
}

// NewService wires the account flows. payments and challenge may be nil.
func NewService(store Store, auth *Authenticator, hasher *Hasher, payments Payments, challenge Challenge, cfg ServiceConfig, log *slog.Logger) *Service {
	if cfg.MaxKeysPerCustomer <= 0 {
		cfg.MaxKeysPerCustomer = DefaultMaxKeysPerCustomer
	}
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Service{store: store, auth: auth, hasher: hasher, payments: payments, challenge: challenge, cfg: cfg, log: log, now: clock.Now}
}

var (
	errBillingOff = plumbline.Errorf(plumbline.EUNAVAILABLE, "billing is not configured on this server (no STRIPE_SECRET_KEY), so accounts cannot be created here")
	// errPortalOff is the billing button's answer without a payment
	// processor (make run): it is about plans and invoices, not signup
	// (issue 39: it answered with the signup page's wording).
	errPortalOff    = plumbline.Errorf(plumbline.EUNAVAILABLE, "this server has no payment processor configured (STRIPE_SECRET_KEY), so there is no billing portal: plans, cards and invoices are not kept here (a local `make run` account's limits are its dev tier's)")
	errChallengeOff = plumbline.Errorf(plumbline.EUNAVAILABLE, "the browser signup flow is not configured on this server (no CHALLENGE_VERIFY_URL); use payment_method_id")
	// ErrDuplicateCard refuses a card already on another account; the
	// stores enforce it too (a unique index), so racing signups cannot both pass.
	ErrDuplicateCard = plumbline.Errorf(plumbline.ECONFLICT, "this card is already on file for another account; each account needs its own card")
	errNoBilling     = plumbline.Errorf(plumbline.ECONFLICT, "this account has no billing profile at the payment processor")
)

// SignupRequest is either flow: programmatic (Email + PaymentMethodID) or
// browser (Email + ChallengeToken + SetupIntentID).
type SignupRequest struct {
	Email           string `json:"email"`
	PaymentMethodID string `json:"payment_method_id"`
	ChallengeToken  string `json:"challenge_token"`
	SetupIntentID   string `json:"setup_intent_id"`
	// RemoteIP is the caller's address (for the challenge); IdempotencyKey
	// makes the processor calls idempotent across retries.
	RemoteIP       string `json:"-"`
	IdempotencyKey string `json:"-"`
}

// SignupResult is the new account and its first key (the plaintext is
// never stored; this is the only time it exists outside the caller).
type SignupResult struct {
	Customer  *plumbline.Customer
	Key       *plumbline.APIKey
	Plaintext string
}

var processorID = regexp.MustCompile(`^[A-Za-z0-9_]{3,255}$`)

func (r *SignupRequest) validate() error {
	var fields []plumbline.FieldError
	add := func(f, code, msg string) {
		fields = append(fields, plumbline.FieldError{Field: f, Code: code, Message: msg})
	}
	if addr, err := mail.ParseAddress(r.Email); err != nil || addr.Address != r.Email || len(r.Email) > 254 {
		if r.Email == "" {
			add("email", "required", "this field is required")
		} else {
			add("email", "format", "must be a plain e-mail address such as dev@example.com")
		}
	}
	programmatic := r.PaymentMethodID != ""
	browser := r.ChallengeToken != "" || r.SetupIntentID != ""
	switch {
	case programmatic && browser:
		add("payment_method_id", "conflict", "send payment_method_id (programmatic flow) or challenge_token and setup_intent_id (browser flow), not both")
	case programmatic:
		if !processorID.MatchString(r.PaymentMethodID) {
			add("payment_method_id", "format", "must be a payment-method identifier such as pm_…")
		}
	case browser:
		if r.ChallengeToken == "" {
			add("challenge_token", "required", "the browser flow needs the bot-challenge token")
		} else if len(r.ChallengeToken) > 4096 {
			add("challenge_token", "format", "is too long")
		}
		if r.SetupIntentID == "" {
			add("setup_intent_id", "required", "the browser flow needs the setup intent that collected the card")
		} else if !processorID.MatchString(r.SetupIntentID) {
			add("setup_intent_id", "format", "must be a setup-intent identifier such as seti_…")
		}
	default:
		add("payment_method_id", "required", "a payment method is required: send payment_method_id, or challenge_token and setup_intent_id")
	}
	if fields != nil {
		return &plumbline.Error{Code: plumbline.EINVALID, Message: "the signup request is not valid; see errors for each field", Fields: fields}
	}
	return nil
}

// Signup creates an account on the Free tier with a card on file and
// returns its first key.
func (s *Service) Signup(ctx context.Context, r SignupRequest) (*SignupResult, error) {
	if err := r.validate(); err != nil {
		return nil, err
	}
	if s.payments == nil {
		return nil, errBillingOff
	}
	if _, err := s.store.CustomerByEmail(ctx, r.Email); err == nil {
		return nil, ErrDuplicateEmail
	} else if plumbline.ErrorCode(err) != plumbline.ENOTFOUND {
		return nil, err
	}
	pm := r.PaymentMethodID
	if pm == "" { // browser flow
		if s.challenge == nil {
			return nil, errChallengeOff
		}
		if err := s.challenge.Verify(ctx, r.ChallengeToken, r.RemoteIP); err != nil {
			return nil, err
		}
		var err error
		if pm, err = s.payments.SetupIntentPaymentMethod(ctx, r.SetupIntentID); err != nil {
			return nil, err
		}
	}
	fingerprint, err := s.payments.CardFingerprint(ctx, pm)
	if err != nil {
		return nil, err
	}
	// The fingerprint is recorded whatever the setting, so turning the check
	// on later refuses a card already on file; the setting decides only
	// whether this signup is refused (and, on, claims the card exclusively).
	if s.cfg.DuplicateCardCheck {
		if used, err := s.store.CardInUse(ctx, fingerprint); err != nil {
			return nil, err
		} else if used {
			return nil, ErrDuplicateCard
		}
	}
	idem := func(step string) string {
		if r.IdempotencyKey == "" {
			return ""
		}
		return "plumbline-signup-" + step + "-" + r.IdempotencyKey
	}
	stripeID, err := s.payments.CreateCustomer(ctx, r.Email, pm, idem("customer"))
	if err != nil {
		return nil, err
	}
	subID, err := s.payments.Subscribe(ctx, stripeID, s.cfg.Prices[plumbline.TierFree], idem("subscription"))
	if err != nil {
		s.dropProcessorCustomer(stripeID)
		return nil, err
	}
	now := s.now().UTC()
	c := &plumbline.Customer{
		ID: newID("acct_"), Email: r.Email, TierID: plumbline.TierFree,
		StripeCustomerID: stripeID, StripeSubscriptionID: subID, CardFingerprint: fingerprint, CardExclusive: s.cfg.DuplicateCardCheck, CreatedAt: now,
	}
	plaintext, key, hash := s.newKey(c, now)
	if err := s.store.CreateCustomer(ctx, c, key, hash); err != nil {
		s.dropProcessorCustomer(stripeID) // lost a race to the same e-mail
		return nil, err
	}
	s.auth.Remember(hash, key)
	s.log.Info("signup", slog.String("customer_id", c.ID), slog.String("key_prefix", key.Prefix))
	return &SignupResult{Customer: c, Key: key, Plaintext: plaintext}, nil
}

func (s *Service) dropProcessorCustomer(id string) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := s.payments.DeleteCustomer(ctx, id); err != nil {
		s.log.Warn("could not delete an orphaned processor customer", slog.String("stripe_customer_id", id), slog.Any("error", err))
	}
}

func (s *Service) newKey(c *plumbline.Customer, now time.Time) (string, *plumbline.APIKey, KeyHash) {
	return s.newKeyWith(c, now, KeyOptions{})
}

func (s *Service) newKeyWith(c *plumbline.Customer, now time.Time, o KeyOptions) (string, *plumbline.APIKey, KeyHash) {
	plaintext := NewKey()
	if o.Test {
		plaintext = NewTestKey()
	}
	k := &plumbline.APIKey{
		ID: newID("key_"), CustomerID: c.ID, OwnerEmail: c.Email, Prefix: DisplayPrefix(plaintext),
		TierID: c.TierID, CreatedAt: now, Test: o.Test,
	}
	k.Limits = keyLimits(k, effectiveLimits(c))
	return plaintext, k, s.hasher.HashString(plaintext)
}

// KeyOptions choose what kind of key CreateKeyWith makes.
type KeyOptions struct {
	// Test makes a test key (svc_test_…): never counted nor billed.
	Test bool
	// Scopes limits what the key may reach (0 or ScopesAll: every scope).
	Scopes plumbline.Scopes
	// Limits are the key's own limits (issue 37), at most the account's.
	Limits KeyLimitsChange
}

// CreateKey adds a key to the customer: same tier, same quota; scopes
// limits what it may reach (0: every scope).
func (s *Service) CreateKey(ctx context.Context, customerID string, scopes plumbline.Scopes) (string, *plumbline.APIKey, error) {
	return s.CreateKeyWith(ctx, customerID, KeyOptions{Scopes: scopes})
}

// CreateKeyWith adds a key of the kind o says to the customer.
func (s *Service) CreateKeyWith(ctx context.Context, customerID string, o KeyOptions) (string, *plumbline.APIKey, error) {
	c, err := s.store.CustomerByID(ctx, customerID)
	if err != nil {
		return "", nil, err
	}
	plaintext, key, hash := s.newKeyWith(c, s.now().UTC(), o)
	if o.Scopes != plumbline.ScopesAll {
		key.Scopes = o.Scopes
	}
	key.KeyLimits = applyKeyLimits(plumbline.KeyLimits{}, o.Limits, key.CreatedAt)
	if err := checkKeyLimits(c, key.Test, key.KeyLimits); err != nil {
		return "", nil, err
	}
	if err := s.store.CreateKey(ctx, key, hash, s.cfg.MaxKeysPerCustomer); err != nil {
		return "", nil, err
	}
	s.auth.Remember(hash, key)
	s.keyEvent(ctx, plumbline.EventKeyCreated, key)
	return plaintext, key, nil
}

// Keys lists the customer's keys, most recent first.
func (s *Service) Keys(ctx context.Context, customerID string) ([]*plumbline.APIKey, error) {
	return s.store.Keys(ctx, customerID)
}

// RevokeKey revokes one of the customer's keys; this instance refuses it at once.
func (s *Service) RevokeKey(ctx context.Context, customerID, keyID string) (*plumbline.APIKey, error) {
	k, err := s.store.RevokeKey(ctx, customerID, keyID, s.now())
	if err != nil {
		return nil, err
	}
	s.auth.Forget(keyID)
	s.keyEvent(ctx, plumbline.EventKeyRevoked, k)
	return k, nil
}

// PortalURL opens a billing-portal session returning to returnURL.
func (s *Service) PortalURL(ctx context.Context, customerID, returnURL string) (string, error) {
	if s.payments == nil {
		return "", errPortalOff
	}
	c, err := s.store.CustomerByID(ctx, customerID)
	if err != nil {
		return "", err
	}
	if c.StripeCustomerID == "" {
		return "", errNoBilling
	}
	return s.payments.PortalURL(ctx, c.StripeCustomerID, returnURL)
}

// CreateSetupIntent starts the browser flow's card collection.
func (s *Service) CreateSetupIntent(ctx context.Context) (string, string, error) {
	if s.payments == nil {
		return "", "", errBillingOff
	}
	return s.payments.CreateSetupIntent(ctx)
}
