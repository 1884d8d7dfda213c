package server

import (
	"context"
	"crypto/rand"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/webhooks"
	"github.com/valyala/fasthttp"
)

// Webhooks manages a customer's signed-event endpoints and their
// deliveries (issue 37; package webhooks).
type Webhooks interface {
	Create(ctx context.Context, customerID string, r webhooks.CreateRequest) (*plumbline.WebhookEndpoint, string, error)
	List(ctx context.Context, customerID string) ([]*plumbline.WebhookEndpoint, error)
	Delete(ctx context.Context, customerID, id string) error
	Deliveries(ctx context.Context, customerID, id string) ([]*plumbline.WebhookDelivery, error)
	Resend(ctx context.Context, customerID, id, deliveryOrEvent string) (*plumbline.WebhookDelivery, error)
}

// secretMessage goes with every signing secret the API hands out.
const secretMessage = "Store this signing secret now: it is shown only once. Verify each delivery's Plumbline-Signature header with it (t=<unix>,v1=<hex HMAC-SHA256(secret, \"<t>.<body>\")>) and refuse a t more than 5 minutes from your clock."

type webhookView struct {
	ID         string   `json:"id"`
	URL        string   `json:"url"`
	Events     []string `json:"events"`
	Thresholds []int    `json:"thresholds"`
	CreatedAt  string   `json:"created_at"`
}

type webhookCreated struct {
	webhookView
	Secret  string `json:"secret"`
	Message string `json:"message"`
}

type webhookList struct {
	Webhooks []webhookView `json:"webhooks"`
	Total    int           `json:"total"`
}

type attemptView struct {
	AttemptedAt   string  `json:"attempted_at"`
	Status        string  `json:"status"`
	ResponseCode  *int    `json:"response_code"`
	Error         *string `json:"error"`
	DurationMS    int64   `json:"duration_ms"`
	NextAttemptAt *string `json:"next_attempt_at"`
}

type deliveryView struct {
	ID            string        `json:"id"`
	EventID       string        `json:"event_id"`
	EventType     string        `json:"event_type"`
	Status        string        `json:"status"`
	Attempts      int           `json:"attempts"`
	NextAttemptAt *string       `json:"next_attempt_at"`
	CreatedAt     string        `json:"created_at"`
	DeliveredAt   *string       `json:"delivered_at"`
	History       []attemptView `json:"history"`
}

type deliveryList struct {
	Deliveries []deliveryView `json:"deliveries"`
	Total      int            `json:"total"`
}

func viewWebhook(e *plumbline.WebhookEndpoint) webhookView {
	return webhookView{ID: e.ID, URL: e.URL, Events: e.Events, Thresholds: append([]int{}, e.Thresholds...), CreatedAt: timestamp(e.CreatedAt)}
}

func viewDelivery(d *plumbline.WebhookDelivery) deliveryView {
	v := deliveryView{ID: d.ID, EventID: d.EventID, EventType: d.EventType, Status: d.Status, Attempts: d.Attempts,
		CreatedAt: timestamp(d.CreatedAt), DeliveredAt: optionalTimestamp(d.DeliveredAt), History: []attemptView{}}
	if d.Status == plumbline.DeliveryPending {
		v.NextAttemptAt = optionalTimestamp(&d.NextAttemptAt)
	}
	for _, a := range d.History {
		av := attemptView{AttemptedAt: timestamp(a.AttemptedAt), Status: a.Status, DurationMS: a.Duration.Milliseconds(), NextAttemptAt: optionalTimestamp(a.NextAttempt)}
		if a.ResponseCode != 0 {
			av.ResponseCode = &a.ResponseCode
		}
		if a.Error != "" {
			av.Error = &a.Error
		}
		v.History = append(v.History, av)
	}
	return v
}

func (s *Server) createWebhook(ctx *fasthttp.RequestCtx, key *plumbline.APIKey) {
	var req webhooks.CreateRequest
	if err := decodeBody(ctx, &req, false); err != nil {
		s.writeError(ctx, err)
		return
	}
	if refuseTestKey(s, ctx, key) {
		return
	}
	dctx, cancel := downstream()
	defer cancel()
	e, secret, err := s.cfg.Webhooks.Create(dctx, key.CustomerID, req)
	if err != nil {
		s.writeError(ctx, err)
		return
	}
	writeJSON(ctx, fasthttp.StatusCreated, webhookCreated{webhookView: viewWebhook(e), Secret: secret, Message: secretMessage})
}

func (s *Server) listWebhooks(ctx *fasthttp.RequestCtx, key *plumbline.APIKey) {
	dctx, cancel := downstream()
	defer cancel()
	es, err := s.cfg.Webhooks.List(dctx, key.CustomerID)
	if err != nil {
		s.writeError(ctx, err)
		return
	}
	out := webhookList{Webhooks: make([]webhookView, 0, len(es)), Total: len(es)}
	for _, e := range es {
		out.Webhooks = append(out.Webhooks, viewWebhook(e))
	}
	writeJSON(ctx, fasthttp.StatusOK, out)
}

func (s *Server) deleteWebhook(ctx *fasthttp.RequestCtx, key *plumbline.APIKey) {
	if refuseTestKey(s, ctx, key) {
		return
	}
	id, _ := ctx.UserValue("webhook_id").(string)
	dctx, cancel := downstream()
	defer cancel()
	if err := s.cfg.Webhooks.Delete(dctx, key.CustomerID, id); err != nil {
		s.writeError(ctx, err)
		return
	}
	writeJSON(ctx, fasthttp.StatusOK, map[string]string{"status": "deleted", "id": id})
}

func (s *Server) webhookDeliveries(ctx *fasthttp.RequestCtx, key *plumbline.APIKey) {
	id, _ := ctx.UserValue("webhook_id").(string)
	dctx, cancel := downstream()
	defer cancel()
	ds, err := s.cfg.Webhooks.Deliveries(dctx, key.CustomerID, id)
	if err != nil {
		s.writeError(ctx, err)
		return
	}
	out := deliveryList{Deliveries: make([]deliveryView, 0, len(ds)), Total: len(ds)}
	for _, d := range ds {
		out.Deliveries = append(out.Deliveries, viewDelivery(d))
	}
	writeJSON(ctx, fasthttp.StatusOK, out)
}

func (s *Server) resendWebhook(ctx *fasthttp.RequestCtx, key *plumbline.APIKey) {
	var req struct{}
	if err := decodeBody(ctx, &req, true); err != nil {
		s.writeError(ctx, err)
		return
	}
	if refuseTestKey(s, ctx, key) {
		return
	}
	id, _ := ctx.UserValue("webhook_id").(string)
	which, _ := ctx.UserValue("delivery_id").(string)
	dctx, cancel := downstream()
	defer cancel()
	d, err := s.cfg.Webhooks.Resend(dctx, key.CustomerID, id, which)
	if err != nil {
		s.writeError(ctx, err)
		return
	}
	writeJSON(ctx, fasthttp.StatusAccepted, viewDelivery(d))
}

// defaultWebhooks is the in-process webhook service of a server built
// without one (tests): endpoints kept in memory, secrets sealed under a
// key of this process. Nothing delivers them without a webhooks.Worker.
func defaultWebhooks() Webhooks {
	key := make([]byte, 32)
	_, _ = rand.Read(key)
	sealer, _ := webhooks.NewSealer(key)
	return webhooks.NewService(webhooks.NewMemoryStore(), sealer, webhooks.Options{})
}
