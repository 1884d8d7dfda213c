package server_test

import (
	"context"
	"net"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/server"
	"github.com/valyala/fasthttp"
)

// inProcess is a server driven through its handler without a socket: for
// fuzzing, benchmarks and allocation budgets.
type inProcess struct {
	handler fasthttp.RequestHandler
	key     string
	ctx     fasthttp.RequestCtx
}

func newInProcess(tb testing.TB) *inProcess {
	tb.Helper()
	return newInProcessWith(tb, billing.NewMemoryStore(), nil)
}

// newInProcessWith serves from the given account store and, when refs is
// set, that reference service (else the in-memory fixture).
func newInProcessWith(tb testing.TB, store billing.Store, refs *reference.Service, opts ...option) *inProcess {
	tb.Helper()
	key := billing.NewKey()
	now := time.Now()
	// Contract limits the benchmark loop stays under: it measures admitted calls.
	c := &plumbline.Customer{ID: "acct_b", Email: "bench@example.com", TierID: plumbline.TierEnterprise, CreatedAt: now,
		Limits: &plumbline.Limits{MonthlyQuota: 1 << 50, RPM: 1 << 30, Burst: 1 << 30}}
	if err := store.CreateCustomer(context.Background(), c, &plumbline.APIKey{ID: "key_b", CustomerID: c.ID, Prefix: billing.DisplayPrefix(key), CreatedAt: now}, testHasher.HashString(key)); err != nil {
		tb.Fatal(err)
	}
	cfg := baseConfig()
	cfg.BaseURL = "http://127.0.0.1:8080"
	cfg.Auth = billing.NewAuthenticator(testHasher, store)
	cfg.Idempotency = store
	if refs != nil {
		cfg.Reference = refs
	}
	for _, opt := range opts {
		opt(&cfg)
	}
	srv, err := server.New(cfg)
	if err != nil {
		tb.Fatal(err)
	}
	p := &inProcess{handler: srv.Handler(), key: key}
	var req fasthttp.Request
	p.ctx.Init(&req, &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 1}, nil)
	return p
}

// prepare sets up a request; serve may then be called repeatedly.
func (p *inProcess) prepare(method, path, contentType string, body []byte, withKey bool) {
	req := &p.ctx.Request
	req.Reset()
	req.Header.SetMethod(method)
	req.SetRequestURI(path)
	if contentType != "" {
		req.Header.SetContentType(contentType)
	}
	if withKey {
		req.Header.Set("Authorization", "Bearer "+p.key)
	}
	req.SetBody(body)
}

// serve handles the prepared request, as fasthttp would for a new request
// on a kept-alive connection.
func (p *inProcess) serve() *fasthttp.Response {
	p.ctx.Response.Reset()
	p.ctx.ResetUserValues()
	p.handler(&p.ctx)
	return &p.ctx.Response
}
