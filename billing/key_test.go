package billing_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/internal/race"
)

func TestNewKeyFormat(t *testing.T) {
	seen := map[string]bool{}
	for range 1000 {
		k := billing.NewKey()
		if len(k) != 36 || !strings.HasPrefix(k, "svc_") || !billing.WellFormed(k) {
			t.Fatalf("bad key %q", k)
		}
		if seen[k] {
			t.Fatalf("duplicate key %q", k)
		}
		seen[k] = true
	}
	if p := billing.DisplayPrefix("svc_abcdEFGHijklmnopqrstuvwxyz012345"); p != "svc_abcd" {
		t.Fatalf("prefix %q", p)
	}
}

func TestWellFormedRejects(t *testing.T) {
	for _, k := range []string{"", "svc_", "svc_short", "sk_abcdEFGHijklmnopqrstuvwxyz0123456", "svc_abcdEFGHijklmnopqrstuvwxyz01234!", "svc_abcdEFGHijklmnopqrstuvwxyz0123456"} {
		if billing.WellFormed(k) {
			t.Errorf("WellFormed(%q) = true", k)
		}
	}
}

func TestHasherIsPepperedAndStable(t *testing.T) {
	a, _ := billing.NewHasher([]byte("pepper-a"))
	b, _ := billing.NewHasher([]byte("pepper-b"))
	k := billing.NewKey()
	if h1, h2 := a.HashString(k), a.HashString(k); h1 != h2 {
		t.Fatal("hash not stable")
	}
	if a.HashString(k) == b.HashString(k) {
		t.Fatal("pepper does not change the hash")
	}
	if _, err := billing.NewHasher(nil); err == nil {
		t.Fatal("empty pepper accepted")
	}
}

// Hashing runs on every authenticated request: it must not allocate.
func TestHashAllocationBudget(t *testing.T) {
	if race.Enabled {
		t.Skip("allocation budgets are measured in the non-race pass of make test")
	}
	h, _ := billing.NewHasher([]byte("pepper"))
	buf := []byte(billing.NewKey())
	if n := testing.AllocsPerRun(100, func() { _ = h.Hash(buf) }); n != 0 {
		t.Fatalf("Hash allocates %v times", n)
	}
}

func TestAuthenticator(t *testing.T) {
	h, _ := billing.NewHasher([]byte("pepper"))
	store := billing.NewMemoryStore()
	live, revoked := billing.NewKey(), billing.NewKey()
	now := time.Now()
	c := &plumbline.Customer{ID: "acct_1", Email: "a@example.com", TierID: plumbline.TierFree, CreatedAt: now}
	if err := store.CreateCustomer(context.Background(), c, &plumbline.APIKey{ID: "key_1", CustomerID: c.ID, Prefix: billing.DisplayPrefix(live), CreatedAt: now}, h.HashString(live)); err != nil {
		t.Fatal(err)
	}
	if err := store.CreateKey(context.Background(), &plumbline.APIKey{ID: "key_2", CustomerID: c.ID, Prefix: billing.DisplayPrefix(revoked), CreatedAt: now}, h.HashString(revoked), 5); err != nil {
		t.Fatal(err)
	}
	if _, err := store.RevokeKey(context.Background(), c.ID, "key_2", now); err != nil {
		t.Fatal(err)
	}
	auth := billing.NewAuthenticator(h, store)
	ctx := context.Background()

	if k, err := auth.Authenticate(ctx, []byte(live)); err != nil || k.ID != "key_1" || k.TierID != plumbline.TierFree || k.Limits.MonthlyQuota != 1000 {
		t.Fatalf("live key: %+v %v", k, err)
	}
	for name, tok := range map[string]string{"revoked": revoked, "unknown": billing.NewKey(), "malformed": "svc_nope"} {
		_, err := auth.Authenticate(ctx, []byte(tok))
		if plumbline.ErrorCode(err) != plumbline.EUNAUTHORIZED {
			t.Errorf("%s: want unauthorized, got %v", name, err)
		}
		if !strings.Contains(err.Error(), "Authorization: Bearer svc_") {
			t.Errorf("%s: message does not say how to authenticate: %v", name, err)
		}
	}
	// Last-used times are batched: taken once, then cleared.
	if used := auth.TakeUsed(); used["key_1"].IsZero() {
		t.Fatalf("no last-used time for the live key: %v", used)
	}
	if used := auth.TakeUsed(); len(used) != 0 {
		t.Fatalf("last-used marks not cleared: %v", used)
	}
}

func TestTestKeyShape(t *testing.T) {
	k := billing.NewTestKey()
	if !strings.HasPrefix(k, "svc_test_") || len(k) != billing.TestKeyLength || !billing.WellFormed(k) || !billing.IsTestKey(k) {
		t.Fatalf("test key %q", k)
	}
	if got := billing.DisplayPrefix(k); got != k[:13] {
		t.Fatalf("prefix %q", got)
	}
	live := billing.NewKey()
	if billing.IsTestKey(live) || !billing.WellFormed(live) {
		t.Fatalf("live key %q", live)
	}
	for _, bad := range []string{"svc_test_" + live[4:35], "svc_test_" + live[4:] + "x", "svc_tes_" + live[4:], "svc_test_" + strings.Repeat("!", 32)} {
		if billing.WellFormed(bad) {
			t.Errorf("%q passed as well formed", bad)
		}
	}
}
