package server_test

import (
	"net"
	"testing"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/calc"
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
	hasher, _ := billing.NewHasher([]byte("bench-pepper"))
	keys := billing.NewMemoryKeys()
	key := billing.NewKey()
	keys.Put(hasher.HashString(key), &plumbline.APIKey{ID: "key_b", CustomerID: "cus_b", TierID: plumbline.TierEnterprise})
	srv, err := server.New(server.Config{
		BaseURL:     "http://127.0.0.1:8080",
		CORSOrigins: []string{"https://app.example.com"},
		Auth:        billing.NewAuthenticator(hasher, keys),
		Calculators: calc.Builtin(),
	})
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
