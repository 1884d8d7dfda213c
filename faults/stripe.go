//go:build faults

package faults

import (
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"sync"
	"sync/atomic"
)

// fakeStripe accepts Billing Meter Events and records them by identifier
// (Stripe deduplicates by identifier, so a retry bills once). fail makes it
// answer 500; down makes it refuse connections.
type fakeStripe struct {
	srv    *httptest.Server
	fail   atomic.Bool
	mu     sync.Mutex
	events map[string]int64 // identifier → value
}

func newFakeStripe() *fakeStripe {
	f := &fakeStripe{events: map[string]int64{}}
	f.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		if f.fail.Load() {
			w.WriteHeader(500)
			_, _ = io.WriteString(w, `{"error":{"type":"api_error","message":"fault injected"}}`)
			return
		}
		if r.URL.Path != "/v1/billing/meter_events" {
			w.WriteHeader(404)
			_, _ = io.WriteString(w, `{"error":{"type":"invalid_request_error","message":"not in the fault suite"}}`)
			return
		}
		body, _ := io.ReadAll(r.Body)
		form, _ := url.ParseQuery(string(body))
		n, _ := strconv.ParseInt(form.Get("payload[value]"), 10, 64)
		f.mu.Lock()
		f.events[form.Get("identifier")] = n
		f.mu.Unlock()
		_, _ = io.WriteString(w, `{"object":"billing.meter_event","event_name":"plumbline_overage_calls","identifier":"`+form.Get("identifier")+`"}`)
	}))
	return f
}

// total is the sum of the accepted meter events.
func (f *fakeStripe) total() int64 {
	f.mu.Lock()
	defer f.mu.Unlock()
	var n int64
	for _, v := range f.events {
		n += v
	}
	return n
}
