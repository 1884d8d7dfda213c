package server_test

import (
	"bytes"
	"io"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"strconv"
	"sync"
	"testing"

	"github.com/plumbline-api/plumbline/internal/testenv"
)

// stripeDouble sits in front of stripe-mock at STRIPE_API_BASE: it answers
// the few requests whose fixture answer a test cannot use (a second card, a
// succeeded SetupIntent, a declined card) and proxies the rest to stripe-mock.
type stripeDouble struct {
	URL      string
	mu       sync.Mutex
	requests []string // "METHOD path" of every request, in order
}

func newStripeDouble(t *testing.T) *stripeDouble {
	t.Helper()
	target, _ := url.Parse(testenv.StripeMockURL(t))
	proxy := httputil.NewSingleHostReverseProxy(target)
	d := &stripeDouble{}
	json := func(w http.ResponseWriter, status int, body string) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		_, _ = w.Write([]byte(body))
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// Read the form from a copy: the proxied request needs its body.
		body, _ := io.ReadAll(r.Body)
		r.Body = io.NopCloser(bytes.NewReader(body))
		form, _ := url.ParseQuery(string(body))
		d.mu.Lock()
		d.requests = append(d.requests, r.Method+" "+r.URL.Path)
		d.mu.Unlock()
		switch {
		case r.Method == "GET" && r.URL.Path == "/v1/payment_methods/pm_second_card":
			json(w, 200, `{"id":"pm_second_card","object":"payment_method","type":"card","card":{"brand":"mastercard","fingerprint":"fp_second_card","last4":"4444"}}`)
		case r.Method == "GET" && r.URL.Path == "/v1/payment_methods/pm_card_declined":
			json(w, 200, `{"id":"pm_card_declined","object":"payment_method","type":"card","card":{"brand":"visa","fingerprint":"fp_declined_card","last4":"0002"}}`)
		case r.Method == "GET" && r.URL.Path == "/v1/setup_intents/seti_succeeded":
			json(w, 200, `{"id":"seti_succeeded","object":"setup_intent","status":"succeeded","payment_method":"pm_second_card","usage":"off_session"}`)
		case r.Method == "POST" && r.URL.Path == "/v1/billing_portal/sessions":
			// stripe-mock's fixture URL has a {SESSION_SECRET} placeholder,
			// which is not a URI; Stripe answers a real one.
			json(w, 200, `{"id":"bps_example","object":"billing_portal.session","customer":`+strconv.Quote(form.Get("customer"))+`,"return_url":`+strconv.Quote(form.Get("return_url"))+`,"url":"https://billing.stripe.com/p/session/test_YWNjdF9leGFtcGxl"}`)
		case r.Method == "POST" && r.URL.Path == "/v1/customers" && form.Get("payment_method") == "pm_card_declined":
			json(w, 402, `{"error":{"type":"card_error","code":"card_declined","decline_code":"generic_decline","message":"Your card was declined."}}`)
		default:
			r.Host = target.Host
			proxy.ServeHTTP(w, r)
		}
	}))
	t.Cleanup(srv.Close)
	d.URL = srv.URL
	return d
}

func (d *stripeDouble) count(req string) int {
	d.mu.Lock()
	defer d.mu.Unlock()
	n := 0
	for _, r := range d.requests {
		if r == req {
			n++
		}
	}
	return n
}

// challengeServer is a Turnstile-compatible siteverify endpoint that passes
// the token "pass" when the secret is right.
func challengeServer(t *testing.T, secret string) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_ = r.ParseForm()
		ok := r.PostForm.Get("secret") == secret && r.PostForm.Get("response") == "pass" && r.PostForm.Get("remoteip") != ""
		w.Header().Set("Content-Type", "application/json")
		if ok {
			_, _ = w.Write([]byte(`{"success":true,"challenge_ts":"2026-11-21T00:00:00Z","hostname":"localhost"}`))
		} else {
			_, _ = w.Write([]byte(`{"success":false,"error-codes":["invalid-input-response"]}`))
		}
	}))
	t.Cleanup(srv.Close)
	return srv
}
