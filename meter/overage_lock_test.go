package meter_test

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/internal/postgres/pgtest"
	"github.com/plumbline-api/plumbline/meter"
)

// Finding 4: flushers settling one customer at once (two instances, or a
// retried batch racing a new one) must still queue exactly the calls past
// the quota. Ledger at 90 of a 100 quota, then eight batches of 10 written
// concurrently: 70 calls over, whatever the interleaving.
func TestConcurrentFlushersBillOverageOnce(t *testing.T) {
	schema := pgtest.New(t)
	ctx := context.Background()
	store := billing.NewPGStore(schema.Pool)
	ledger := meter.NewPGLedger(schema.Pool)
	period := time.Date(time.Now().UTC().Year(), time.Now().UTC().Month(), 1, 0, 0, 0, 0, time.UTC)
	const rounds, writers = 6, 8
	for r := range rounds {
		id := fmt.Sprintf("acct_race%d", r)
		newBilledCustomer(t, store, id, "cus_race"+id, 100)
		if err := ledger.Write(ctx, id+"-base", []meter.Count{{CustomerID: id, Period: period, Calls: 90}}); err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		start := make(chan struct{})
		errs := make(chan error, writers)
		for w := range writers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				errs <- ledger.Write(ctx, fmt.Sprintf("%s-b%d", id, w), []meter.Count{{CustomerID: id, Period: period, Calls: 10}})
			}()
		}
		close(start)
		wg.Wait()
		close(errs)
		for err := range errs {
			if err != nil {
				t.Fatal(err)
			}
		}
		ledgerSum, over := billedSums(t, schema.Pool, id)
		if ledgerSum != 90+writers*10 || over != ledgerSum-100 {
			t.Fatalf("round %d: ledger %d, overage queued %d; want %d and %d", r, ledgerSum, over, 90+writers*10, 90+writers*10-100)
		}
	}
}

// A batch settles many customers in a few statements: each billed customer
// gets exactly its calls past the quota, customers that owe no overage (no
// Stripe id, or Enterprise at price 0) get ledger rows and no report, and
// concurrent batches naming the same customers in other orders neither
// deadlock nor double-bill. Writing a batch again changes nothing.
func TestLedgerSettlesManyCustomersPerBatch(t *testing.T) {
	schema := pgtest.New(t)
	ctx := context.Background()
	store := billing.NewPGStore(schema.Pool)
	ledger := meter.NewPGLedger(schema.Pool)
	period := time.Date(time.Now().UTC().Year(), time.Now().UTC().Month(), 1, 0, 0, 0, 0, time.UTC)
	billed := []string{"acct_b1", "acct_b2", "acct_b3"}
	for _, id := range billed {
		newBilledCustomer(t, store, id, "cus_"+id, 100)
	}
	newBilledCustomer(t, store, "acct_nostripe", "", 100)
	ent := &plumbline.Customer{ID: "acct_ent", Email: "ent@example.com", TierID: plumbline.TierEnterprise, StripeCustomerID: "cus_ent",
		Limits: &plumbline.Limits{MonthlyQuota: 100}, CreatedAt: time.Now()}
	key := billing.NewKey()
	if err := store.CreateCustomer(ctx, ent, &plumbline.APIKey{ID: "key_ent", CustomerID: ent.ID, Prefix: billing.DisplayPrefix(key), CreatedAt: time.Now()}, hasherForTests.HashString(key)); err != nil {
		t.Fatal(err)
	}
	all := append(slices.Clone(billed), "acct_nostripe", "acct_ent")
	base := make([]meter.Count, len(all))
	for i, id := range all {
		base[i] = meter.Count{CustomerID: id, Period: period, Calls: 90}
	}
	if err := ledger.Write(ctx, "base", base); err != nil {
		t.Fatal(err)
	}
	const writers = 8
	var wg sync.WaitGroup
	start := make(chan struct{})
	errs := make(chan error, 2*writers)
	for w := range writers {
		order := slices.Clone(all)
		if w%2 == 1 {
			slices.Reverse(order)
		}
		batch := make([]meter.Count, len(order))
		for i, id := range order {
			batch[i] = meter.Count{CustomerID: id, Period: period, Calls: 10}
		}
		id := fmt.Sprintf("batch-%d", w)
		wg.Go(func() {
			<-start
			errs <- ledger.Write(ctx, id, batch)
			errs <- ledger.Write(ctx, id, batch) // a retry after a lost reply
		})
	}
	close(start)
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	for _, id := range all {
		ledgerSum, over := billedSums(t, schema.Pool, id)
		wantOver := int64(90 + writers*10 - 100)
		if !slices.Contains(billed, id) {
			wantOver = 0
		}
		if ledgerSum != 90+writers*10 || over != wantOver {
			t.Errorf("%s: ledger %d, overage queued %d; want %d and %d", id, ledgerSum, over, 90+writers*10, wantOver)
		}
	}
}

// billedSums is what the ledger holds for a customer and the overage queued.
func billedSums(t *testing.T, pool *pgxpool.Pool, customerID string) (ledger, overage int64) {
	t.Helper()
	ctx := context.Background()
	if err := pool.QueryRow(ctx, `SELECT coalesce(sum(calls),0) FROM usage_ledger WHERE customer_id = $1`, customerID).Scan(&ledger); err != nil {
		t.Fatal(err)
	}
	if err := pool.QueryRow(ctx, `SELECT coalesce(sum(calls),0) FROM meter_reports WHERE customer_id = $1`, customerID).Scan(&overage); err != nil {
		t.Fatal(err)
	}
	return ledger, overage
}
