package meter_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

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
		var ledgerSum, over int64
		if err := schema.Pool.QueryRow(ctx, `SELECT coalesce(sum(calls),0) FROM usage_ledger WHERE customer_id = $1`, id).Scan(&ledgerSum); err != nil {
			t.Fatal(err)
		}
		if err := schema.Pool.QueryRow(ctx, `SELECT coalesce(sum(calls),0) FROM meter_reports WHERE customer_id = $1`, id).Scan(&over); err != nil {
			t.Fatal(err)
		}
		if ledgerSum != 90+writers*10 || over != ledgerSum-100 {
			t.Fatalf("round %d: ledger %d, overage queued %d; want %d and %d", r, ledgerSum, over, 90+writers*10, 90+writers*10-100)
		}
	}
}
