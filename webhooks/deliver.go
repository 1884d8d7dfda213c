package webhooks

import (
	"bytes"
	"context"
	"crypto/tls"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"sync"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/internal/egress"
)

// Schedule is the wait after each failed attempt: eleven retries over
// about four days (1 min, 5 min, 30 min, 1 h, 2 h, 4 h, 8 h, 12 h, then
// 24 h three times: 99 h 36 min after the first attempt), then the
// delivery is failed; POST …/resend sends it again.
var Schedule = []time.Duration{time.Minute, 5 * time.Minute, 30 * time.Minute, time.Hour, 2 * time.Hour, 4 * time.Hour,
	8 * time.Hour, 12 * time.Hour, 24 * time.Hour, 24 * time.Hour, 24 * time.Hour}

// Delivery limits.
const (
	AttemptTimeout   = 10 * time.Second // one POST, connection to last byte read
	responseReadCap  = 4 << 10          // of the receiver's answer, read then dropped
	attemptErrorCap  = 300              // characters of an attempt's error kept
	defaultLease     = time.Minute      // a claim outlives its attempt's timeout
	defaultBatch     = 20
	defaultInterval  = 2 * time.Second
	deliveryParallel = 8
)

// AttemptRetrying is a failed attempt with another one scheduled.
const AttemptRetrying = "retrying"

// NewClient is the delivery HTTP client: the egress fence (no private or
// loopback address unless allowLoopback, judged on the dialled address),
// no proxy, no redirects followed (a 3xx is a failed attempt), AttemptTimeout.
func NewClient(allowLoopback bool) *http.Client {
	return &http.Client{
		Timeout: AttemptTimeout,
		Transport: &http.Transport{
			Proxy:                 nil,
			DialContext:           egress.Dialer(AttemptTimeout, allowLoopback).DialContext,
			TLSClientConfig:       &tls.Config{MinVersion: tls.VersionTLS12},
			TLSHandshakeTimeout:   AttemptTimeout,
			ResponseHeaderTimeout: AttemptTimeout,
			MaxIdleConns:          20,
			IdleConnTimeout:       30 * time.Second,
		},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
}

// Worker sends due deliveries from the outbox, at least once: an event is
// in the outbox before anything sends it, a claim is leased (a worker that
// dies leaves it due again when the lease ends), and a delivery is marked
// delivered only after a 2xx.
type Worker struct {
	Service  *Service
	Client   *http.Client    // default NewClient(Service's AllowLoopback)
	Schedule []time.Duration // default Schedule
	Interval time.Duration   // how often the outbox is polled (default 2 s)
	Batch    int             // deliveries claimed at once (default 20)
	Lease    time.Duration   // how long a claim is held (default 1 min)
	Now      func() time.Time
}

func (w *Worker) defaults() {
	if w.Client == nil {
		w.Client = NewClient(w.Service.opt.AllowLoopback)
	}
	if w.Schedule == nil {
		w.Schedule = Schedule
	}
	if w.Interval <= 0 {
		w.Interval = defaultInterval
	}
	if w.Batch <= 0 {
		w.Batch = defaultBatch
	}
	if w.Lease <= 0 {
		w.Lease = defaultLease
	}
	if w.Now == nil {
		w.Now = time.Now
	}
}

// Run delivers until ctx ends.
func (w *Worker) Run(ctx context.Context) {
	w.defaults()
	t := time.NewTicker(w.Interval)
	defer t.Stop()
	for {
		for {
			n, err := w.DeliverDue(ctx)
			if err != nil && ctx.Err() == nil {
				w.Service.opt.Log.Warn("webhook deliveries could not be claimed; retrying", slog.Any("error", err))
			}
			if n < w.Batch || err != nil {
				break
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// DeliverDue claims the deliveries due now and attempts each once; it
// returns how many it attempted.
func (w *Worker) DeliverDue(ctx context.Context) (int, error) {
	w.defaults()
	now := w.Now()
	claims, err := w.Service.store.Claim(ctx, now, now.Add(w.Lease), w.Batch)
	if err != nil {
		return 0, err
	}
	sem := make(chan struct{}, deliveryParallel)
	var wg sync.WaitGroup
	for _, c := range claims {
		sem <- struct{}{}
		wg.Go(func() {
			defer func() { <-sem }()
			a := w.attempt(ctx, c)
			// Recorded even if ctx ended: the attempt happened.
			rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
			defer cancel()
			if err := w.Service.store.Record(rctx, c.Delivery.ID, a); err != nil {
				w.Service.opt.Log.Warn("a webhook attempt could not be recorded; the delivery comes due again when its claim ends",
					slog.String("delivery_id", c.Delivery.ID), slog.Any("error", err))
			}
		})
	}
	wg.Wait()
	return len(claims), nil
}

// Payload is the JSON body of every delivery.
type Payload struct {
	ID       string          `json:"id"`
	Type     string          `json:"type"`
	Created  string          `json:"created"`
	Livemode bool            `json:"livemode"`
	Data     json.RawMessage `json:"data"`
}

// Body is the delivery body of ev.
func Body(ev *plumbline.WebhookEvent) []byte {
	b, _ := json.Marshal(Payload{ID: ev.ID, Type: ev.Type, Created: ev.Created.UTC().Format(time.RFC3339), Livemode: ev.Livemode, Data: ev.Data})
	return b
}

// attempt POSTs a claimed delivery once and says what came of it.
func (w *Worker) attempt(ctx context.Context, c *plumbline.WebhookClaim) plumbline.WebhookAttempt {
	start := w.Now()
	a := plumbline.WebhookAttempt{AttemptedAt: start.UTC().Truncate(time.Microsecond)}
	code, err := w.post(ctx, c)
	a.Duration, a.ResponseCode = w.Now().Sub(start), code
	if err == nil && code >= 200 && code < 300 {
		a.Status = plumbline.DeliveryDelivered
		return a
	}
	switch {
	case err != nil:
		a.Error = err.Error()
	case code >= 300 && code < 400:
		a.Error = "the endpoint answered a redirect, which deliveries do not follow"
	default:
		a.Error = "the endpoint answered " + http.StatusText(code)
	}
	if len(a.Error) > attemptErrorCap {
		a.Error = a.Error[:attemptErrorCap]
	}
	n := c.Delivery.Attempts // failed attempts before this one
	if n >= len(w.Schedule) {
		a.Status = plumbline.DeliveryFailed
		return a
	}
	next := start.Add(w.Schedule[n]).UTC().Truncate(time.Microsecond)
	a.Status, a.NextAttempt = AttemptRetrying, &next
	return a
}

func (w *Worker) post(ctx context.Context, c *plumbline.WebhookClaim) (int, error) {
	secret, err := w.Service.sealer.Open(c.Endpoint.ID, c.Endpoint.SealedSecret)
	if err != nil {
		return 0, err
	}
	body := Body(&c.Event)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.Endpoint.URL, bytes.NewReader(body))
	if err != nil {
		return 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "plumbline-webhooks/"+plumbline.Version)
	req.Header.Set(SignatureHeader, Sign(secret, time.Now(), body)) // the wall clock, as the receiver judges it
	resp, err := w.Client.Do(req)
	if err != nil {
		return 0, err
	}
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, responseReadCap))
	_ = resp.Body.Close()
	return resp.StatusCode, nil
}
