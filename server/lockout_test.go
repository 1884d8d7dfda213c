package server_test

import (
	"sync"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/server"
)

// Issue 24 finding 7: a valid key idle for more than the auth cache's TTL
// was answered 429 while its address sent unknown keys (behind a proxy
// without the client-address header, every client is that address).
func TestValidKeyNotLockedOutByItsAddress(t *testing.T) {
	t.Parallel()
	// The gate's interval outlasts the test: after the flood's first lookup
	// every unknown key is refused, so the last check below does not depend
	// on where it falls in the flood's rhythm (with the 1 s default it could
	// fall just after the interval ran out, before the flood's next key, and
	// read 401: CI on a loaded machine, 2026-11-29).
	e := start(t, func(c *server.Config) {
		c.ClientIPHeader = "X-Forwarded-For"
		c.AuthFailureInterval = time.Minute
	})
	const client = "198.51.100.9"
	get := func(key string) response {
		return e.do("GET", "/v1/calc/list", "", "Authorization", "Bearer "+key, "X-Forwarded-For", client)
	}
	if r := get(e.key); r.status != 200 {
		t.Fatalf("live key: %d %s", r.status, r.body)
	}
	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() { // one unknown key every 100 ms from the same address
		for {
			select {
			case <-stop:
				return
			case <-time.After(100 * time.Millisecond):
				if s := get(billing.NewKey()).status; s != 401 && s != 429 {
					t.Errorf("unknown key: %d", s)
				}
			}
		}
	})
	defer func() { close(stop); wg.Wait() }()
	time.Sleep(billing.AuthCacheTTL + 500*time.Millisecond) // the live key idles past the TTL
	for i := range 3 {
		if r := get(e.key); r.status != 200 {
			t.Fatalf("live key after idling, call %d: %d %s", i, r.status, r.body)
		}
	}
	// The gate still holds for keys nobody has seen.
	if s := get(billing.NewKey()).status; s != 429 {
		t.Fatalf("an unknown key during the flood: %d, want 429", s)
	}
}
