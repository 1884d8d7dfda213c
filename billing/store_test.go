package billing_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/internal/postgres/pgtest"
)

// stores runs a test against every Store implementation: the embedded
// default's memory store and Postgres.
func stores(t *testing.T, test func(t *testing.T, s billing.Store)) {
	t.Run("memory", func(t *testing.T) { test(t, billing.NewMemoryStore()) })
	t.Run("postgres", func(t *testing.T) { test(t, billing.NewPGStore(pgtest.New(t).Pool)) })
}

var hasher, _ = billing.NewHasher([]byte("store-test-pepper"))

func newCustomer(t *testing.T, s billing.Store, email, tier string) (*plumbline.Customer, *plumbline.APIKey) {
	t.Helper()
	now := time.Now().UTC().Truncate(time.Microsecond)
	c := &plumbline.Customer{ID: "acct_" + email, Email: email, TierID: tier, StripeCustomerID: "cus_" + email, CreatedAt: now}
	plain := billing.NewKey()
	k := &plumbline.APIKey{ID: "key_" + email, CustomerID: c.ID, Prefix: billing.DisplayPrefix(plain), CreatedAt: now}
	if err := s.CreateCustomer(context.Background(), c, k, hasher.HashString(plain)); err != nil {
		t.Fatal(err)
	}
	return c, k
}

func TestStoreCustomers(t *testing.T) {
	stores(t, func(t *testing.T, s billing.Store) {
		ctx := context.Background()
		c, _ := newCustomer(t, s, "ann@example.com", plumbline.TierFree)
		got, err := s.CustomerByEmail(ctx, "ANN@example.com")
		if err != nil || got.ID != c.ID {
			t.Fatalf("by e-mail (case-insensitive): %+v %v", got, err)
		}
		if got, err := s.CustomerByID(ctx, c.ID); err != nil || got.Email != c.Email || got.TierID != plumbline.TierFree {
			t.Fatalf("by id: %+v %v", got, err)
		}
		if _, err := s.CustomerByID(ctx, "acct_nobody"); plumbline.ErrorCode(err) != plumbline.ENOTFOUND {
			t.Fatalf("missing customer: %v", err)
		}
		if got, err := s.CustomerByStripeID(ctx, "cus_ann@example.com"); err != nil || got.ID != c.ID {
			t.Fatalf("by processor id: %+v %v", got, err)
		}
		for _, id := range []string{"cus_nobody", ""} {
			if _, err := s.CustomerByStripeID(ctx, id); plumbline.ErrorCode(err) != plumbline.ENOTFOUND {
				t.Fatalf("processor id %q: %v", id, err)
			}
		}
		dup := &plumbline.Customer{ID: "acct_other", Email: "Ann@Example.com", TierID: plumbline.TierFree, CreatedAt: time.Now()}
		plain := billing.NewKey()
		err = s.CreateCustomer(ctx, dup, &plumbline.APIKey{ID: "key_other", CustomerID: dup.ID, Prefix: billing.DisplayPrefix(plain), CreatedAt: time.Now()}, hasher.HashString(plain))
		if plumbline.ErrorCode(err) != plumbline.ECONFLICT {
			t.Fatalf("duplicate e-mail: %v", err)
		}
		if _, err := s.CustomerByID(ctx, "acct_other"); plumbline.ErrorCode(err) != plumbline.ENOTFOUND {
			t.Fatal("a refused customer was partly stored")
		}
	})
}

// A contract may override one limit and keep the tier's others.
func TestStorePartialContractLimits(t *testing.T) {
	stores(t, func(t *testing.T, s billing.Store) {
		ctx := context.Background()
		now := time.Now().UTC()
		c := &plumbline.Customer{ID: "acct_ent", Email: "ent@example.com", TierID: plumbline.TierEnterprise,
			Limits: &plumbline.Limits{MonthlyQuota: 50_000_000}, CreatedAt: now}
		plain := billing.NewKey()
		if err := s.CreateCustomer(ctx, c, &plumbline.APIKey{ID: "key_ent", CustomerID: c.ID, Prefix: billing.DisplayPrefix(plain), CreatedAt: now}, hasher.HashString(plain)); err != nil {
			t.Fatal(err)
		}
		k, err := keyByHash(ctx, s, hasher.HashString(plain))
		if err != nil || k.Limits != (plumbline.Limits{MonthlyQuota: 50_000_000, RPM: 2000, Burst: 4000}) {
			t.Fatalf("limits %+v %v", k.Limits, err)
		}
	})
}

func TestStoreCardFingerprints(t *testing.T) {
	stores(t, func(t *testing.T, s billing.Store) {
		ctx := context.Background()
		now := time.Now().UTC()
		c := &plumbline.Customer{ID: "acct_fp", Email: "fp@example.com", TierID: plumbline.TierFree, CardFingerprint: "fp_123", CreatedAt: now}
		plain := billing.NewKey()
		if err := s.CreateCustomer(ctx, c, &plumbline.APIKey{ID: "key_fp", CustomerID: c.ID, Prefix: billing.DisplayPrefix(plain), CreatedAt: now}, hasher.HashString(plain)); err != nil {
			t.Fatal(err)
		}
		if used, err := s.CardInUse(ctx, "fp_123"); err != nil || !used {
			t.Fatalf("fp_123 in use: %v %v", used, err)
		}
		if used, err := s.CardInUse(ctx, "fp_999"); err != nil || used {
			t.Fatalf("fp_999 in use: %v %v", used, err)
		}
	})
}

// Two signups racing with one card: the store, not the read-before-write
// check, lets exactly one through; the other is a 409 conflict.
func TestStoreCardFingerprintUnique(t *testing.T) {
	stores(t, func(t *testing.T, s billing.Store) {
		ctx := context.Background()
		const racers = 8
		errs := make(chan error, racers)
		var wg sync.WaitGroup
		for i := range racers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				now := time.Now().UTC()
				c := &plumbline.Customer{ID: fmt.Sprintf("acct_race%d", i), Email: fmt.Sprintf("race%d@example.com", i), TierID: plumbline.TierFree, CardFingerprint: "fp_shared", CreatedAt: now}
				plain := billing.NewKey()
				errs <- s.CreateCustomer(ctx, c, &plumbline.APIKey{ID: fmt.Sprintf("key_race%d", i), CustomerID: c.ID, Prefix: billing.DisplayPrefix(plain), CreatedAt: now}, hasher.HashString(plain))
			}()
		}
		wg.Wait()
		close(errs)
		ok := 0
		for err := range errs {
			switch {
			case err == nil:
				ok++
			case err != billing.ErrDuplicateCard || plumbline.ErrorCode(err) != plumbline.ECONFLICT:
				t.Fatalf("racing signup: %v", err)
			}
		}
		if ok != 1 {
			t.Fatalf("%d signups with one card succeeded", ok)
		}
		// Accounts without a recorded card do not collide.
		for i := range 2 {
			c := &plumbline.Customer{ID: fmt.Sprintf("acct_nocard%d", i), Email: fmt.Sprintf("nocard%d@example.com", i), TierID: plumbline.TierFree, CreatedAt: time.Now()}
			plain := billing.NewKey()
			if err := s.CreateCustomer(ctx, c, &plumbline.APIKey{ID: fmt.Sprintf("key_nocard%d", i), CustomerID: c.ID, Prefix: billing.DisplayPrefix(plain), CreatedAt: time.Now()}, hasher.HashString(plain)); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// TestStoreKeyLifecycle follows the spec's API key state table.
func TestStoreKeyLifecycle(t *testing.T) {
	stores(t, func(t *testing.T, s billing.Store) {
		ctx := context.Background()
		ann, first := newCustomer(t, s, "ann@example.com", plumbline.TierStarter)
		bob, _ := newCustomer(t, s, "bob@example.com", plumbline.TierFree)

		// (none) → active: a new key inherits the customer's tier and limits.
		plain := billing.NewKey()
		second := &plumbline.APIKey{ID: "key_second", CustomerID: ann.ID, Prefix: billing.DisplayPrefix(plain), CreatedAt: first.CreatedAt.Add(time.Second)}
		if err := s.CreateKey(ctx, second, hasher.HashString(plain), 5); err != nil {
			t.Fatal(err)
		}
		k, err := keyByHash(ctx, s, hasher.HashString(plain))
		if err != nil || k.ID != second.ID || k.TierID != plumbline.TierStarter || k.Limits.MonthlyQuota != 25_000 || k.Limits.RPM != 60 || k.Revoked() {
			t.Fatalf("new key: %+v %v", k, err)
		}
		keys, err := s.Keys(ctx, ann.ID)
		if err != nil || len(keys) != 2 || keys[0].ID != second.ID || keys[1].ID != first.ID {
			t.Fatalf("list (most recent first): %v %v", keys, err)
		}

		// active, another customer's key → 404, unchanged.
		if _, err := s.RevokeKey(ctx, bob.ID, second.ID, time.Now()); plumbline.ErrorCode(err) != plumbline.ENOTFOUND {
			t.Fatalf("revoking another customer's key: %v", err)
		}
		if k, _ := keyByHash(ctx, s, hasher.HashString(plain)); k.Revoked() {
			t.Fatal("another customer's revoke changed the key")
		}

		// active → revoked.
		at := time.Now().UTC().Truncate(time.Microsecond)
		r, err := s.RevokeKey(ctx, ann.ID, second.ID, at)
		if err != nil || r.RevokedAt == nil || !r.RevokedAt.Equal(at) {
			t.Fatalf("revoke: %+v %v", r, err)
		}
		// revoked, revoke again → unchanged, same revoked_at.
		again, err := s.RevokeKey(ctx, ann.ID, second.ID, at.Add(time.Hour))
		if err != nil || !again.RevokedAt.Equal(at) {
			t.Fatalf("second revoke: %+v %v", again, err)
		}
		if k, _ := keyByHash(ctx, s, hasher.HashString(plain)); !k.Revoked() {
			t.Fatal("revoked key reads as active")
		}
		if _, err := keyByHash(ctx, s, hasher.HashString(billing.NewKey())); plumbline.ErrorCode(err) != plumbline.ENOTFOUND {
			t.Fatalf("unknown hash: %v", err)
		}
	})
}

func TestStoreKeyCapHoldsUnderConcurrency(t *testing.T) {
	stores(t, func(t *testing.T, s billing.Store) {
		ann, _ := newCustomer(t, s, "ann@example.com", plumbline.TierFree)
		var wg sync.WaitGroup
		errs := make(chan error, 10)
		for i := range 10 {
			wg.Go(func() {
				plain := billing.NewKey()
				errs <- s.CreateKey(context.Background(), &plumbline.APIKey{ID: fmt.Sprintf("key_%d", i), CustomerID: ann.ID, Prefix: billing.DisplayPrefix(plain), CreatedAt: time.Now()}, hasher.HashString(plain), 3)
			})
		}
		wg.Wait()
		close(errs)
		ok, refused := 0, 0
		for err := range errs {
			switch plumbline.ErrorCode(err) {
			case "":
				ok++
			case plumbline.ECONFLICT:
				refused++
			default:
				t.Fatal(err)
			}
		}
		if ok != 2 || refused != 8 { // the first key counts: 3 active at most
			t.Fatalf("created %d, refused %d; want 2 and 8", ok, refused)
		}
	})
}

func TestStoreTouchKeys(t *testing.T) {
	stores(t, func(t *testing.T, s billing.Store) {
		ctx := context.Background()
		ann, k := newCustomer(t, s, "ann@example.com", plumbline.TierFree)
		t1 := time.Now().UTC().Truncate(time.Second)
		if err := s.TouchKeys(ctx, map[string]time.Time{k.ID: t1}); err != nil {
			t.Fatal(err)
		}
		if err := s.TouchKeys(ctx, map[string]time.Time{k.ID: t1.Add(-time.Hour)}); err != nil { // older: ignored
			t.Fatal(err)
		}
		keys, _ := s.Keys(ctx, ann.ID)
		if keys[0].LastUsedAt == nil || !keys[0].LastUsedAt.Equal(t1) {
			t.Fatalf("last used %v, want %v", keys[0].LastUsedAt, t1)
		}
	})
}

func TestStoreEventsApplyOnce(t *testing.T) {
	stores(t, func(t *testing.T, s billing.Store) {
		ctx := context.Background()
		ann, k := newCustomer(t, s, "ann@example.com", plumbline.TierFree)
		ev := billing.Event{ID: "evt_1", Type: "customer.subscription.updated", StripeCustomerID: ann.StripeCustomerID, TierID: plumbline.TierGrowth, SubscriptionID: "sub_1"}
		id, dup, err := s.ApplyEvent(ctx, ev)
		if err != nil || dup || id != ann.ID {
			t.Fatalf("first apply: %q %v %v", id, dup, err)
		}
		keys, _ := s.Keys(ctx, ann.ID)
		if keys[0].TierID != plumbline.TierGrowth || keys[0].Limits.RPM != 300 || keys[0].ID != k.ID {
			t.Fatalf("key did not move to growth: %+v", keys[0])
		}
		ev.TierID = plumbline.TierStarter // a replay with other content changes nothing
		if _, dup, err := s.ApplyEvent(ctx, ev); err != nil || !dup {
			t.Fatalf("replay: %v %v", dup, err)
		}
		if c, _ := s.CustomerByID(ctx, ann.ID); c.TierID != plumbline.TierGrowth {
			t.Fatalf("replay changed the tier to %s", c.TierID)
		}
		// An event for an unknown customer is recorded and changes nothing.
		if id, dup, err := s.ApplyEvent(ctx, billing.Event{ID: "evt_2", Type: "customer.subscription.updated", StripeCustomerID: "cus_unknown", TierID: plumbline.TierGrowth}); err != nil || dup || id != "" {
			t.Fatalf("unknown customer: %q %v %v", id, dup, err)
		}
		fail := billing.Event{ID: "evt_3", Type: "invoice.payment_failed", StripeCustomerID: ann.StripeCustomerID,
			Failure: &billing.PaymentFailure{InvoiceID: "in_1", AmountDueCents: 4900, Message: "card declined", OccurredAt: time.Now().UTC()}}
		if id, _, err := s.ApplyEvent(ctx, fail); err != nil || id != ann.ID {
			t.Fatalf("payment failure: %q %v", id, err)
		}
		if f, err := s.PaymentFailures(ctx, ann.ID); err != nil || len(f) != 1 || f[0].InvoiceID != "in_1" || f[0].AmountDueCents != 4900 || f[0].Message != "card declined" {
			t.Fatalf("recorded failures: %+v %v", f, err)
		}
	})
}

func TestStoreIdempotency(t *testing.T) {
	stores(t, func(t *testing.T, s billing.Store) {
		ctx := context.Background()
		now := time.Now().UTC()
		key, req, other := [32]byte{1}, [32]byte{2}, [32]byte{3}
		begin := func(r [32]byte, at time.Time) billing.IdempotentRecord {
			t.Helper()
			rec, err := s.BeginIdempotent(ctx, "scope", key, r, time.Minute, at)
			if err != nil {
				t.Fatal(err)
			}
			return rec
		}
		if rec := begin(req, now); rec.State != billing.IdempotentNew {
			t.Fatalf("first: %v", rec.State)
		}
		if rec := begin(req, now); rec.State != billing.IdempotentInFlight {
			t.Fatalf("while running: %v", rec.State)
		}
		if rec := begin(other, now); rec.State != billing.IdempotentMismatch {
			t.Fatalf("other request: %v", rec.State)
		}
		if rec := begin(req, now.Add(2*time.Minute)); rec.State != billing.IdempotentNew {
			t.Fatalf("after the lock expired: %v", rec.State)
		}
		if err := s.CompleteIdempotent(ctx, "scope", key, 201, "application/json", []byte("sealed")); err != nil {
			t.Fatal(err)
		}
		rec := begin(req, now)
		if rec.State != billing.IdempotentReplay || rec.Status != 201 || rec.ContentType != "application/json" || string(rec.Sealed) != "sealed" {
			t.Fatalf("replay: %+v", rec)
		}
		if rec := begin(other, now); rec.State != billing.IdempotentMismatch {
			t.Fatalf("other request after done: %v", rec.State)
		}
		// Scopes are separate; release drops an unfinished claim only.
		if rec, _ := s.BeginIdempotent(ctx, "other-scope", key, other, time.Minute, now); rec.State != billing.IdempotentNew {
			t.Fatalf("other scope: %v", rec.State)
		}
		if err := s.ReleaseIdempotent(ctx, "other-scope", key); err != nil {
			t.Fatal(err)
		}
		if rec, _ := s.BeginIdempotent(ctx, "other-scope", key, req, time.Minute, now); rec.State != billing.IdempotentNew {
			t.Fatalf("after release: %v", rec.State)
		}
		if n, err := s.PurgeIdempotent(ctx, now.Add(3*time.Minute)); err != nil || n != 2 { // the takeover restarted "scope" at now+2m
			t.Fatalf("purge: %d %v", n, err)
		}
		if rec := begin(req, now); rec.State != billing.IdempotentNew {
			t.Fatalf("after purge: %v", rec.State)
		}
	})
}

// keyByHash reads one key through KeysByHash; a hash the store does not
// hold is ErrNoKey.
func keyByHash(ctx context.Context, s billing.Store, h billing.KeyHash) (*plumbline.APIKey, error) {
	keys, err := s.KeysByHash(ctx, []billing.KeyHash{h})
	if err != nil {
		return nil, err
	}
	if k, ok := keys[h]; ok {
		return k, nil
	}
	return nil, billing.ErrNoKey
}

// KeysByHash reads many keys at once (the authenticator's batched
// refresh): the keys found, revoked ones as revoked, unknown hashes absent.
func TestStoreKeysByHash(t *testing.T) {
	stores(t, func(t *testing.T, s billing.Store) {
		ctx := context.Background()
		ann, _ := newCustomer(t, s, "ann@example.com", plumbline.TierGrowth)
		var hs []billing.KeyHash
		ids := map[billing.KeyHash]string{}
		for i := range 3 {
			plain := billing.NewKey()
			k := &plumbline.APIKey{ID: fmt.Sprintf("key_%d", i), CustomerID: ann.ID, Prefix: billing.DisplayPrefix(plain), CreatedAt: time.Now()}
			if err := s.CreateKey(ctx, k, hasher.HashString(plain), 10); err != nil {
				t.Fatal(err)
			}
			hs = append(hs, hasher.HashString(plain))
			ids[hs[i]] = k.ID
		}
		if _, err := s.RevokeKey(ctx, ann.ID, "key_1", time.Now()); err != nil {
			t.Fatal(err)
		}
		unknown := hasher.HashString(billing.NewKey())
		got, err := s.KeysByHash(ctx, append(hs, unknown))
		if err != nil || len(got) != 3 {
			t.Fatalf("got %d keys, %v; want 3", len(got), err)
		}
		for _, h := range hs {
			k := got[h]
			if k == nil || k.ID != ids[h] || k.TierID != plumbline.TierGrowth || k.Revoked() != (k.ID == "key_1") {
				t.Fatalf("%s: %+v", ids[h], k)
			}
		}
		if _, ok := got[unknown]; ok {
			t.Fatal("an unknown hash was answered")
		}
		if got, err := s.KeysByHash(ctx, nil); err != nil || len(got) != 0 {
			t.Fatalf("no hashes: %v %v", got, err)
		}
	})
}
