package server_test

import (
	"context"
	"errors"
	"net"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/billing"
)

// downStore is a memory store whose key lookups fail, while down is set, the
// way a Postgres that stopped does: with the driver's bare network error.
type downStore struct {
	*billing.MemoryStore
	down       atomic.Bool
	noDeadline atomic.Int64 // lookups that came without a deadline
}

func (s *downStore) KeysByHash(ctx context.Context, hs []billing.KeyHash) (map[billing.KeyHash]*plumbline.APIKey, error) {
	if _, ok := ctx.Deadline(); !ok {
		s.noDeadline.Add(1)
	}
	if s.down.Load() {
		return nil, &net.OpError{Op: "dial", Net: "tcp", Err: errors.New("connect: connection refused")}
	}
	return s.MemoryStore.KeysByHash(ctx, hs)
}

// Finding 5: a key never seen while the key store is down is answered 503
// with Retry-After, never 500; the calls in a burst write one log line, not
// one each; every key lookup carries a deadline.
func TestKeyStoreDownAnswers503(t *testing.T) {
	store := &downStore{MemoryStore: billing.NewMemoryStore()}
	e := startEnv(t, envOptions{store: store})
	if r := e.post("/v1/calc/concrete/yards", `{"length_ft":1,"width_ft":1,"depth_in":4}`); r.status != 200 {
		t.Fatalf("store up: %d %s", r.status, r.body)
	}
	store.down.Store(true)
	other := e.addKey() // MemoryStore.CreateKey is not a key lookup: still works
	for i := range 20 {
		r := e.do("POST", "/v1/calc/concrete/yards", `{"length_ft":1,"width_ft":1,"depth_in":4}`,
			"Authorization", "Bearer "+other, "Content-Type", "application/json")
		if r.status != 503 {
			t.Fatalf("call %d with the store down: %d %s, want 503", i, r.status, r.body)
		}
		if r.header.Get("Retry-After") == "" {
			t.Fatalf("call %d: 503 without Retry-After", i)
		}
	}
	if n := strings.Count(e.logs.String(), "\n"); n > 3 {
		t.Fatalf("20 refused calls wrote %d log lines; want them rate-limited:\n%s", n, e.logs.String())
	}
	if n := store.noDeadline.Load(); n > 0 {
		t.Fatalf("%d key lookups ran without a deadline", n)
	}
}
