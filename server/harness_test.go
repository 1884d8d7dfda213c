package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/calc"
	"github.com/plumbline-api/plumbline/server"
)

// testEnv is a server on a loopback port with one live and one revoked key.
type testEnv struct {
	t       *testing.T
	srv     *server.Server
	base    string
	key     string
	revoked string
	client  *http.Client
}

type option func(*server.Config)

func start(t *testing.T, opts ...option) *testEnv {
	t.Helper()
	hasher, err := billing.NewHasher([]byte("test-pepper"))
	if err != nil {
		t.Fatal(err)
	}
	keys := billing.NewMemoryKeys()
	live, revoked := billing.NewKey(), billing.NewKey()
	now := time.Now()
	keys.Put(hasher.HashString(live), &plumbline.APIKey{ID: "key_live", CustomerID: "cus_1", Prefix: billing.DisplayPrefix(live), TierID: plumbline.TierFree})
	keys.Put(hasher.HashString(revoked), &plumbline.APIKey{ID: "key_old", CustomerID: "cus_1", Prefix: billing.DisplayPrefix(revoked), TierID: plumbline.TierFree, RevokedAt: &now})

	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	base := "http://" + ln.Addr().String()
	cfg := baseConfig()
	cfg.BaseURL = base
	cfg.Auth = billing.NewAuthenticator(hasher, keys)
	cfg.ReadyChecks = []server.ReadyCheck{{Name: "keys", Check: keys.Ping}}
	for _, o := range opts {
		o(&cfg)
	}
	srv, err := server.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = srv.Shutdown(ctx)
		<-done
	})
	return &testEnv{t: t, srv: srv, base: base, key: live, revoked: revoked, client: &http.Client{Timeout: 10 * time.Second}}
}

// baseConfig is the test configuration before keys and address are known.
func baseConfig() server.Config {
	hasher, _ := billing.NewHasher([]byte("unused"))
	return server.Config{
		BaseURL:      "http://127.0.0.1:1",
		CORSOrigins:  []string{"https://app.example.com"},
		MaxBodyBytes: 4096,
		Auth:         billing.NewAuthenticator(hasher, billing.NewMemoryKeys()),
		Calculators:  calc.Builtin(),
	}
}

type response struct {
	status int
	header http.Header
	body   []byte
}

// do sends a request; headers is a list of name, value pairs.
func (e *testEnv) do(method, path, body string, headers ...string) response {
	e.t.Helper()
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	req, err := http.NewRequest(method, e.base+path, rd)
	if err != nil {
		e.t.Fatal(err)
	}
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	resp, err := e.client.Do(req)
	if err != nil {
		e.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		e.t.Fatal(err)
	}
	return response{resp.StatusCode, resp.Header, b}
}

// post sends a JSON body with the live key.
func (e *testEnv) post(path, body string, headers ...string) response {
	e.t.Helper()
	return e.do("POST", path, body, append([]string{"Authorization", "Bearer " + e.key, "Content-Type", "application/json"}, headers...)...)
}

// get sends a GET with the live key.
func (e *testEnv) get(path string, headers ...string) response {
	e.t.Helper()
	return e.do("GET", path, "", append([]string{"Authorization", "Bearer " + e.key}, headers...)...)
}

type problem struct {
	Type      string                 `json:"type"`
	Title     string                 `json:"title"`
	Status    int                    `json:"status"`
	Detail    string                 `json:"detail"`
	Instance  string                 `json:"instance"`
	RequestID string                 `json:"request_id"`
	Errors    []plumbline.FieldError `json:"errors"`
}

var requestIDPattern = regexp.MustCompile(`^req_[0-9a-z]{21}$`)

// mustProblem asserts r is an RFC 7807 problem with the given status and
// returns it.
func (e *testEnv) mustProblem(r response, status int, instance string) problem {
	e.t.Helper()
	if r.status != status {
		e.t.Fatalf("status %d, want %d; body %s", r.status, status, r.body)
	}
	if ct := r.header.Get("Content-Type"); ct != "application/problem+json" {
		e.t.Fatalf("Content-Type %q, want application/problem+json", ct)
	}
	var p problem
	dec := json.NewDecoder(bytes.NewReader(r.body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&p); err != nil {
		e.t.Fatalf("problem body %s: %v", r.body, err)
	}
	want := e.base + "/errors/" + itoa(status)
	if p.Type != want || p.Status != status || p.Title != http.StatusText(status) {
		e.t.Fatalf("problem %+v: want type %s, status %d, title %q", p, want, status, http.StatusText(status))
	}
	if p.Detail == "" || p.Instance != instance {
		e.t.Fatalf("problem %+v: want a detail and instance %q", p, instance)
	}
	if !requestIDPattern.MatchString(p.RequestID) || p.RequestID != r.header.Get("X-Request-Id") {
		e.t.Fatalf("problem request_id %q vs X-Request-Id %q", p.RequestID, r.header.Get("X-Request-Id"))
	}
	return p
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}
