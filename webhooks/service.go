// Package webhooks sends customers signed events (issue 37): endpoints
// and a durable outbox (MemoryStore, PGStore), the signature
// (Plumbline-Signature, sign.go), the delivery worker with its retry
// schedule (deliver.go), and the usage watcher that turns the meter's
// counts into threshold events (watch.go).
package webhooks

import (
	"context"
	"encoding/json"
	"log/slog"
	"net"
	"net/netip"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/internal/egress"
)

// MaxEndpoints is how many endpoints one customer may have.
const MaxEndpoints = 10

// deliveriesListed is how many deliveries GET …/deliveries lists.
const deliveriesListed = 100

var (
	errNoEndpoint = plumbline.Errorf(plumbline.ENOTFOUND, "no such webhook endpoint on this account")
	errNoDelivery = plumbline.Errorf(plumbline.ENOTFOUND, "no such delivery or event for this webhook endpoint")
)

func errTooMany(max int) error {
	return plumbline.Errorf(plumbline.ECONFLICT, "an account has at most %d webhook endpoints; delete one first", max)
}

// Options configure a Service.
type Options struct {
	// AllowLoopback lets endpoints be on loopback addresses and deliveries
	// reach them (tests, local development: PLUMBLINE_WEBHOOKS_LOOPBACK);
	// never in production.
	AllowLoopback bool
	Log           *slog.Logger
}

// Service manages endpoints and writes events to the outbox.
type Service struct {
	store  plumbline.WebhookStore
	sealer *Sealer
	opt    Options
	now    func() time.Time

	mu    sync.Mutex
	cache map[string]endpointsEntry // customer -> endpoints (watch.go reads it)
}

type endpointsEntry struct {
	endpoints []*plumbline.WebhookEndpoint
	at        time.Time
}

// NewService builds the service on a store and a sealer.
func NewService(store plumbline.WebhookStore, sealer *Sealer, opt Options) *Service {
	if opt.Log == nil {
		opt.Log = slog.New(slog.DiscardHandler)
	}
	return &Service{store: store, sealer: sealer, opt: opt, now: time.Now, cache: map[string]endpointsEntry{}}
}

// Store is the service's store.
func (s *Service) Store() plumbline.WebhookStore { return s.store }

// Sealer is the service's sealer (the worker opens secrets with it).
func (s *Service) Sealer() *Sealer { return s.sealer }

// CreateRequest is POST /v1/account/webhooks's body.
type CreateRequest struct {
	URL        string   `json:"url"`
	Events     []string `json:"events"`
	Thresholds *[]int   `json:"thresholds"`
}

func invalid(field, code, msg string) error {
	return &plumbline.Error{Code: plumbline.EINVALID, Message: "the request is not valid; see errors",
		Fields: []plumbline.FieldError{{Field: field, Code: code, Message: msg}}}
}

// checkURL: an absolute https URL, or http on a loopback host; a loopback
// or private address only where deliveries may reach it.
func (s *Service) checkURL(raw string) error {
	const field = "url"
	if raw == "" {
		return invalid(field, "required", "give the https URL events are POSTed to")
	}
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" || u.User != nil || u.Fragment != "" || len(raw) > 2048 {
		return invalid(field, "format", "must be an absolute https URL without credentials or fragment, at most 2048 characters")
	}
	host := u.Hostname()
	loopback := host == "localhost" || strings.HasSuffix(host, ".localhost")
	ip, isIP := netip.ParseAddr(strings.Trim(host, "[]"))
	if isIP == nil {
		ip = ip.Unmap()
		loopback = ip.IsLoopback()
	}
	switch {
	case u.Scheme != "https" && !(u.Scheme == "http" && loopback):
		return invalid(field, "format", "must be https (http only on a loopback host such as 127.0.0.1)")
	case loopback && !s.opt.AllowLoopback:
		return invalid(field, "format", "this server does not deliver to loopback addresses; give a public https URL")
	case isIP == nil && !loopback && !egress.PublicAddr(ip, false):
		return invalid(field, "format", "must not be a private, link-local or reserved address")
	}
	if _, port, err := net.SplitHostPort(u.Host); err == nil && port != "" {
		if n, err := strconv.Atoi(port); err != nil || n < 1 || n > 65535 {
			return invalid(field, "format", "the port must be 1 to 65535")
		}
	}
	return nil
}

// Create adds an endpoint; the plaintext secret is returned once.
func (s *Service) Create(ctx context.Context, customerID string, r CreateRequest) (*plumbline.WebhookEndpoint, string, error) {
	if err := s.checkURL(r.URL); err != nil {
		return nil, "", err
	}
	if len(r.Events) == 0 {
		return nil, "", invalid("events", "required", "name at least one event: "+strings.Join(plumbline.WebhookEventTypes, ", "))
	}
	var events []string
	for i, e := range r.Events {
		f := "events[" + strconv.Itoa(i) + "]"
		if !slices.Contains(plumbline.WebhookEventTypes, e) {
			return nil, "", invalid(f, "enum", "must be one of "+strings.Join(plumbline.WebhookEventTypes, ", "))
		}
		if slices.Contains(events, e) {
			return nil, "", invalid(f, "duplicate", "names "+e+" twice")
		}
		events = append(events, e)
	}
	thresholds := slices.Clone(plumbline.DefaultWebhookThresholds)
	if r.Thresholds != nil {
		thresholds = nil
		if len(*r.Thresholds) == 0 || len(*r.Thresholds) > 10 {
			return nil, "", invalid("thresholds", "range", "give 1 to 10 percentages, or leave thresholds out for 80 and 100")
		}
		for i, p := range *r.Thresholds {
			f := "thresholds[" + strconv.Itoa(i) + "]"
			if p < 1 || p > 1000 {
				return nil, "", invalid(f, "range", "a percentage of the monthly quota from 1 to 1000")
			}
			if slices.Contains(thresholds, p) {
				return nil, "", invalid(f, "duplicate", "names "+strconv.Itoa(p)+" twice")
			}
			thresholds = append(thresholds, p)
		}
		slices.Sort(thresholds)
	}
	secret := newSecret()
	e := &plumbline.WebhookEndpoint{ID: newID("we_"), CustomerID: customerID, URL: r.URL, Events: events, Thresholds: thresholds,
		CreatedAt: s.now().UTC().Truncate(time.Microsecond)}
	e.SealedSecret = s.sealer.Seal(e.ID, secret)
	if err := s.store.CreateEndpoint(ctx, e, MaxEndpoints); err != nil {
		return nil, "", err
	}
	s.forget(customerID)
	return e, secret, nil
}

// List is the customer's endpoints, most recent first.
func (s *Service) List(ctx context.Context, customerID string) ([]*plumbline.WebhookEndpoint, error) {
	return s.store.Endpoints(ctx, customerID)
}

// Delete removes one of the customer's endpoints.
func (s *Service) Delete(ctx context.Context, customerID, id string) error {
	if err := s.store.DeleteEndpoint(ctx, customerID, id); err != nil {
		return err
	}
	s.forget(customerID)
	return nil
}

// Deliveries lists an endpoint's recent deliveries with their attempts.
func (s *Service) Deliveries(ctx context.Context, customerID, id string) ([]*plumbline.WebhookDelivery, error) {
	return s.store.Deliveries(ctx, customerID, id, deliveriesListed)
}

// Resend makes a delivery (or an event's delivery to the endpoint) due now.
func (s *Service) Resend(ctx context.Context, customerID, id, deliveryOrEvent string) (*plumbline.WebhookDelivery, error) {
	return s.store.Resend(ctx, customerID, id, deliveryOrEvent, s.now().UTC(), func() string { return newID("whd_") })
}

// Emit writes an event to the outbox, with a delivery to each endpoint of
// the customer that wants it. dedupe, when set, makes it once (whichever
// instance writes it first); written is false for a duplicate.
func (s *Service) Emit(ctx context.Context, customerID, typ, dedupe string, threshold int, livemode bool, data any) (written bool, err error) {
	b, err := json.Marshal(data)
	if err != nil {
		return false, err
	}
	ev := &plumbline.WebhookEvent{ID: newID("evt_"), Type: typ, CustomerID: customerID, DedupeKey: dedupe, Threshold: threshold,
		Livemode: livemode, Data: b, Created: s.now().UTC().Truncate(time.Microsecond)}
	written, err = s.store.Emit(ctx, ev, func() string { return newID("whd_") })
	if err != nil {
		s.opt.Log.Error("a webhook event could not be written to the outbox", slog.String("type", typ), slog.String("customer_id", customerID), slog.Any("error", err))
	}
	return written, err
}

// Broadcast emits one event per customer with an endpoint wanting typ
// (data.release.published): dedupe is suffixed with the customer.
func (s *Service) Broadcast(ctx context.Context, typ, dedupe string, data any) error {
	ids, err := s.store.Subscribers(ctx, typ)
	if err != nil {
		return err
	}
	for _, c := range ids {
		if _, err := s.Emit(ctx, c, typ, dedupe+":"+c, 0, true, data); err != nil {
			return err
		}
	}
	return nil
}

// Retention is how long a finished event (every delivery delivered or
// failed) is kept for GET …/deliveries and resend: longer than a month, so
// a threshold's dedupe key outlives the month it names.
const Retention = 90 * 24 * time.Hour

// Purge deletes finished events older than Retention.
func (s *Service) Purge(ctx context.Context) (int64, error) {
	return s.store.Purge(ctx, s.now().Add(-Retention))
}

// forget drops the cached endpoints of a customer (watch.go).
func (s *Service) forget(customerID string) {
	s.mu.Lock()
	delete(s.cache, customerID)
	s.mu.Unlock()
}
