package plumbline_test

// The layer against a scripted server: what the live server cannot be made
// to do on demand (a 503, a month-long Retry-After, a proxy's page).

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	plumbline "github.com/plumbline-api/plumbline/sdk/go"
)

// scripted answers each request with the next of answers (the last one
// repeats) and records the requests.
type scripted struct {
	mu      sync.Mutex
	answers []func(w http.ResponseWriter)
	got     []*http.Request
}

func (s *scripted) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	s.got = append(s.got, r)
	a := s.answers[min(len(s.got), len(s.answers))-1]
	s.mu.Unlock()
	a(w)
}

func answer(status int, headers map[string]string, body string) func(http.ResponseWriter) {
	return func(w http.ResponseWriter) {
		for k, v := range headers {
			w.Header().Set(k, v)
		}
		w.WriteHeader(status)
		_, _ = w.Write([]byte(body))
	}
}

var yardsOK = answer(200, map[string]string{"Content-Type": "application/json", "RateLimit": `"default";r=7;t=3`, "RateLimit-Policy": `"default";q=60;w=60;burst=120`},
	`{"cubic_yards":1.358,"cubic_feet":33.333,"bags_60lb":62,"bags_80lb":49,"waste_included_cuyd":0.123,"code_reference":"IRC R506.1"}`)

func stub(t *testing.T, answers ...func(http.ResponseWriter)) (*scripted, string) {
	s := &scripted{answers: answers}
	srv := httptest.NewServer(s)
	t.Cleanup(srv.Close)
	return s, srv.URL
}

func TestRetry503SameIdempotencyKey(t *testing.T) {
	s, url := stub(t, answer(503, map[string]string{"Retry-After": "0"}, `{"status":503}`), yardsOK)
	var events []plumbline.RetryEvent
	p, _ := plumbline.New(plumbline.Options{BaseURL: url, APIKey: "svc_test", OnRetry: func(e plumbline.RetryEvent) { events = append(events, e) }})
	res, err := p.CalcConcreteYardsWithResponse(context.Background(), nil, yards(0.1))
	if err != nil || res.JSON200 == nil || res.JSON200.CubicYards != 1.358 {
		t.Fatalf("%v %v", err, res)
	}
	if len(s.got) != 2 || len(events) != 1 || events[0] != (plumbline.RetryEvent{Attempt: 1, Status: 503, Wait: 0, RetryAfter: true}) {
		t.Fatalf("%d requests, events %+v", len(s.got), events)
	}
	k1, k2 := s.got[0].Header.Get("Idempotency-Key"), s.got[1].Header.Get("Idempotency-Key")
	if len(k1) != 36 || k1 != k2 {
		t.Errorf("Idempotency-Key %q then %q: want one generated key for both attempts", k1, k2)
	}
	if a := s.got[1].Header.Get("Authorization"); a != "Bearer svc_test" {
		t.Errorf("Authorization %q", a)
	}
	// The next call is another request: another key. A key given is kept;
	// a GET gets none.
	_, _ = p.CalcConcreteYardsWithResponse(context.Background(), nil, yards(0.1))
	mine := plumbline.IdempotencyKey("mine")
	_, _ = p.AccountCreateKeyWithResponse(context.Background(), &plumbline.AccountCreateKeyParams{IdempotencyKey: &mine}, plumbline.AccountCreateKeyJSONRequestBody{})
	_, _ = p.CalcListWithResponse(context.Background())
	if k3 := s.got[2].Header.Get("Idempotency-Key"); k3 == k1 || len(k3) != 36 {
		t.Errorf("a second call reused %q", k3)
	}
	if k := s.got[3].Header.Get("Idempotency-Key"); k != "mine" {
		t.Errorf("given key replaced by %q", k)
	}
	if k := s.got[4].Header.Get("Idempotency-Key"); k != "" {
		t.Errorf("GET got Idempotency-Key %q", k)
	}
}

func TestBackoffWithoutRetryAfterThenGiveUp(t *testing.T) {
	s, url := stub(t, answer(503, map[string]string{"Content-Type": "application/problem+json"},
		`{"type":"http://x/errors/503","title":"Service Unavailable","status":503,"detail":"not ready","instance":"/v1/calc/concrete/yards","request_id":"req_1"}`))
	var events []plumbline.RetryEvent
	p, _ := plumbline.New(plumbline.Options{BaseURL: url, MaxRetries: 2, OnRetry: func(e plumbline.RetryEvent) { events = append(events, e) }})
	_, err := p.CalcConcreteYardsWithResponse(context.Background(), nil, yards(0.1))
	var perr *plumbline.Error
	if !errors.As(err, &perr) || perr.Status != 503 || perr.Detail != "not ready" || perr.RequestID != "req_1" {
		t.Fatalf("%v", err)
	}
	if len(s.got) != 3 || len(events) != 2 {
		t.Fatalf("%d requests, %d retries; want 3 and 2", len(s.got), len(events))
	}
	// Backoff: 0.5 s then 1 s, each with up to half of it random.
	for i, e := range events {
		base := 500 * time.Millisecond << i
		if e.RetryAfter || e.Wait < base/2 || e.Wait > base {
			t.Errorf("retry %d: %+v, want a wait in [%v, %v]", i+1, e, base/2, base)
		}
	}
}

func TestLongRetryAfterReturnsAtOnce(t *testing.T) {
	s, url := stub(t, answer(429, map[string]string{"Retry-After": "86400", "Content-Type": "application/problem+json", "X-Request-Id": "req_2",
		"RateLimit": `"default";r=0;t=120`, "RateLimit-Policy": `"default";q=10;w=60;burst=20`},
		`{"type":"http://x/errors/429","title":"Too Many Requests","status":429,"detail":"the monthly quota of 1000 calls is used up","instance":"/v1/calc/concrete/yards"}`))
	p, _ := plumbline.New(plumbline.Options{BaseURL: url})
	start := time.Now()
	_, err := p.CalcConcreteYardsWithResponse(context.Background(), nil, yards(0.1))
	var perr *plumbline.Error
	if !errors.As(err, &perr) || perr.Status != 429 || perr.RetryAfter != 24*time.Hour || perr.RequestID != "req_2" {
		t.Fatalf("%+v", err)
	}
	if !perr.RateLimitOK || perr.RateLimit.Remaining != 0 || perr.RateLimit.Limit != 10 {
		t.Errorf("the error's RateLimit: %+v", perr.RateLimit)
	}
	if len(s.got) != 1 || time.Since(start) > 5*time.Second {
		t.Errorf("%d requests in %v: a Retry-After past MaxRetryWait is not waited for", len(s.got), time.Since(start))
	}
}

func TestNonProblemError(t *testing.T) {
	_, url := stub(t, answer(502, map[string]string{"Content-Type": "text/html"}, "<html>bad gateway</html>"))
	p, _ := plumbline.New(plumbline.Options{BaseURL: url})
	_, err := p.CalcListWithResponse(context.Background())
	var perr *plumbline.Error
	if !errors.As(err, &perr) || perr.Status != 502 || perr.Title != "Bad Gateway" || !strings.Contains(perr.Detail, "bad gateway") {
		t.Fatalf("%+v", err)
	}
	if rl, ok := p.RateLimit(); ok || rl != (plumbline.RateLimit{}) {
		t.Errorf("RateLimit after an answer without the headers: %+v", rl)
	}
}

func TestEnvironmentDefaults(t *testing.T) {
	s, url := stub(t, yardsOK)
	t.Setenv("PLUMBLINE_BASE_URL", url+"/")
	t.Setenv("PLUMBLINE_API_KEY", "svc_from_env")
	p, err := plumbline.New(plumbline.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.CalcConcreteYardsWithResponse(context.Background(), nil, yards(0.1)); err != nil {
		t.Fatal(err)
	}
	if len(s.got) != 1 || s.got[0].URL.Path != "/v1/calc/concrete/yards" || s.got[0].Header.Get("Authorization") != "Bearer svc_from_env" {
		t.Fatalf("%+v", s.got)
	}
	rl, ok := p.RateLimit()
	if want := (plumbline.RateLimit{Limit: 60, Window: time.Minute, Burst: 120, Remaining: 7, Reset: 3 * time.Second}); !ok || rl != want {
		t.Errorf("RateLimit %+v, want %+v", rl, want)
	}
	// Arguments win over the environment.
	p, _ = plumbline.New(plumbline.Options{APIKey: "svc_arg"})
	_, _ = p.CalcListWithResponse(context.Background())
	if a := s.got[1].Header.Get("Authorization"); a != "Bearer svc_arg" {
		t.Errorf("Authorization %q", a)
	}
}

func TestRetryAfterHTTPDate(t *testing.T) {
	when := time.Now().Add(2 * time.Second).UTC().Format(http.TimeFormat)
	_, url := stub(t, answer(503, map[string]string{"Retry-After": when}, ""), yardsOK)
	var events []plumbline.RetryEvent
	p, _ := plumbline.New(plumbline.Options{BaseURL: url, OnRetry: func(e plumbline.RetryEvent) { events = append(events, e) }})
	if _, err := p.CalcConcreteYardsWithResponse(context.Background(), nil, yards(0.1)); err != nil {
		t.Fatal(err)
	}
	if len(events) != 1 || !events[0].RetryAfter || events[0].Wait <= 0 || events[0].Wait > 2*time.Second {
		t.Errorf("%+v", events)
	}
}
