package server_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	ejson "encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline/internal/testenv"
)

// stripeDouble sits in front of stripe-mock at STRIPE_API_BASE: it answers
// the few requests whose fixture answer a test cannot use (a second card, a
// succeeded SetupIntent, a declined card) and proxies the rest to stripe-mock.
// It is also the browser's processor (testdata/standins): it serves the
// Stripe.js stand-in and its card frame, and confirms SetupIntents with the
// card typed there, as Stripe's API does for Stripe.js.
type stripeDouble struct {
	URL      string
	mu       sync.Mutex
	requests []string // "METHOD path" of every request, in order
	// confirmed holds the payment method of each SetupIntent the browser
	// confirmed, and cards the fingerprint of each such payment method.
	confirmed map[string]string
	cards     map[string]string
}

func newStripeDouble(t *testing.T) *stripeDouble {
	t.Helper()
	target, _ := url.Parse(testenv.StripeMockURL(t))
	proxy := httputil.NewSingleHostReverseProxy(target)
	d := &stripeDouble{confirmed: map[string]string{}, cards: map[string]string{}}
	standins := http.StripPrefix("/elements/", http.FileServer(http.Dir("testdata/standins/stripe")))
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
		pm, confirmed := d.confirmed[strings.TrimPrefix(r.URL.Path, "/v1/setup_intents/")]
		fingerprint, ours := d.cards[strings.TrimPrefix(r.URL.Path, "/v1/payment_methods/")]
		d.mu.Unlock()
		switch {
		case r.Method == "GET" && r.URL.Path == "/v3/":
			w.Header().Set("Content-Type", "text/javascript")
			http.ServeFile(w, r, "testdata/standins/stripe/v3.js")
		case r.Method == "GET" && strings.HasPrefix(r.URL.Path, "/elements/"):
			standins.ServeHTTP(w, r)
		case r.Method == "POST" && strings.HasPrefix(r.URL.Path, "/v1/setup_intents/") && strings.HasSuffix(r.URL.Path, "/confirm"):
			d.confirm(w, r, form, json)
		case r.Method == "GET" && confirmed:
			json(w, 200, `{"id":`+strconv.Quote(strings.TrimPrefix(r.URL.Path, "/v1/setup_intents/"))+`,"object":"setup_intent","status":"succeeded","payment_method":`+strconv.Quote(pm)+`,"usage":"off_session"}`)
		case r.Method == "GET" && ours:
			json(w, 200, `{"id":`+strconv.Quote(strings.TrimPrefix(r.URL.Path, "/v1/payment_methods/"))+`,"object":"payment_method","type":"card","card":{"brand":"visa","fingerprint":`+strconv.Quote(fingerprint)+`,"last4":"4242"}}`)
		case r.Method == "POST" && r.URL.Path == "/v1/setup_intents":
			// stripe-mock answers a fixed client_secret whatever the id;
			// Stripe's names its SetupIntent, which Stripe.js relies on.
			r.Host = target.Host
			rec := httptest.NewRecorder()
			proxy.ServeHTTP(rec, r)
			var si map[string]any
			if err := jsonUnmarshal(rec.Body.Bytes(), &si); err != nil || rec.Code != 200 {
				json(w, rec.Code, rec.Body.String())
				return
			}
			si["client_secret"] = fmt.Sprint(si["id"]) + "_secret_" + strconv.FormatInt(time.Now().UnixNano(), 36)
			b, _ := jsonMarshal(si)
			json(w, 200, string(b))
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

// confirm is Stripe's SetupIntent confirmation as Stripe.js calls it: the
// card from the stand-in's frame becomes a payment method (declined for
// 4000000000000002), its fingerprint the card number's.
func (d *stripeDouble) confirm(w http.ResponseWriter, r *http.Request, form url.Values, json func(http.ResponseWriter, int, string)) {
	id := strings.TrimSuffix(strings.TrimPrefix(r.URL.Path, "/v1/setup_intents/"), "/confirm")
	number := form.Get("payment_method_data[card][number]")
	switch {
	case !strings.HasPrefix(r.Header.Get("Authorization"), "Bearer pk_"):
		json(w, 401, `{"error":{"type":"invalid_request_error","message":"Invalid API Key provided: use the publishable key."}}`)
	case !strings.HasPrefix(form.Get("client_secret"), id+"_secret_"):
		json(w, 400, `{"error":{"type":"invalid_request_error","code":"resource_missing","message":"The client_secret does not match this SetupIntent."}}`)
	case number == "4000000000000002":
		json(w, 402, `{"error":{"type":"card_error","code":"card_declined","decline_code":"generic_decline","message":"Your card was declined."}}`)
	case len(number) < 15:
		json(w, 402, `{"error":{"type":"card_error","code":"incomplete_number","message":"Your card number is incomplete."}}`)
	default:
		sum := sha256.Sum256([]byte(number))
		pm := "pm_standin" + hex.EncodeToString(sum[:6]) + strconv.FormatInt(time.Now().UnixNano()%1e6, 36)
		d.mu.Lock()
		d.confirmed[id], d.cards[pm] = pm, "fp_"+hex.EncodeToString(sum[:8])
		d.mu.Unlock()
		json(w, 200, `{"id":`+strconv.Quote(id)+`,"object":"setup_intent","status":"succeeded","payment_method":`+strconv.Quote(pm)+`}`)
	}
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
// the token "pass" when the secret is right; it also serves the widget's
// stand-in (testdata/standins/turnstile) to browsers.
func challengeServer(t *testing.T, secret string) *httptest.Server {
	t.Helper()
	widget := http.StripPrefix("/turnstile/", http.FileServer(http.Dir("testdata/standins/turnstile")))
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == "GET" && r.URL.Path == "/turnstile/v0/api.js" {
			w.Header().Set("Content-Type", "text/javascript")
			http.ServeFile(w, r, "testdata/standins/turnstile/api.js")
			return
		}
		if r.Method == "GET" && strings.HasPrefix(r.URL.Path, "/turnstile/") {
			widget.ServeHTTP(w, r)
			return
		}
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

var (
	jsonUnmarshal = ejson.Unmarshal
	jsonMarshal   = ejson.Marshal
)
