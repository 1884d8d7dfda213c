package testenv

import (
	"net/http"
	"os"
	"testing"
	"time"
)

// StripeMockURL is where stripe-mock v0.185.0 answers: STRIPE_MOCK_URL, set
// by `make test`, or its default loopback address. A test that needs it
// skips (or, in CI, fails) when it does not answer.
func StripeMockURL(tb testing.TB) string {
	tb.Helper()
	u := os.Getenv("STRIPE_MOCK_URL")
	if u == "" {
		u = "http://127.0.0.1:12111"
	}
	req, _ := http.NewRequest("GET", u+"/v1/customers?limit=1", nil)
	req.SetBasicAuth("sk_test_123", "")
	resp, err := (&http.Client{Timeout: 2 * time.Second}).Do(req)
	if err != nil {
		Unavailable(tb, "stripe-mock (make test starts it; or run bin/stripe-mock -http-addr 127.0.0.1:12111)", err)
	}
	resp.Body.Close()
	return u
}
