package meter_test

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline/internal/postgres/pgtest"
	"github.com/plumbline-api/plumbline/meter"
)

// detailStores runs a test on each DetailStore: in-process and Postgres.
func detailStores(t *testing.T, test func(t *testing.T, s meter.DetailStore)) {
	t.Run("memory", func(t *testing.T) { test(t, meter.NewMemoryDetail()) })
	t.Run("postgres", func(t *testing.T) { test(t, meter.NewPGDetail(pgtest.New(t).Pool)) })
}

func sumDetail(cs []meter.DetailCount) (n int64) {
	for _, c := range cs {
		n += c.Calls
	}
	return n
}

func TestDetailByDayKeyOperation(t *testing.T) {
	detailStores(t, func(t *testing.T, s meter.DetailStore) {
		ctx := context.Background()
		r := meter.NewDetailRecorder(s)
		d1 := time.Date(2026, 11, 1, 23, 59, 59, 0, time.UTC)
		d2 := time.Date(2026, 11, 2, 0, 0, 0, 0, time.UTC) // the next UTC day
		for range 3 {
			r.Record("acct_a", "key_1", "calc_concrete_slab", d1)
		}
		r.Record("acct_a", "key_2", "calc_concrete_slab", d2)
		r.Record("acct_a", "key_1", "codes_list", d2)
		r.Record("acct_b", "key_9", "codes_list", d2) // another customer: never in acct_a's answer
		got, err := r.Detail(ctx, "acct_a", d1, d2)
		if err != nil {
			t.Fatal(err)
		}
		if sumDetail(got) != 5 || len(got) != 3 {
			t.Fatalf("before the flush: %+v", got)
		}
		if err := r.Flush(ctx); err != nil {
			t.Fatal(err)
		}
		got, err = r.Detail(ctx, "acct_a", d1, d2)
		if err != nil {
			t.Fatal(err)
		}
		want := []meter.DetailCount{
			{CustomerID: "acct_a", Day: meter.Day(d1), KeyID: "key_1", Operation: "calc_concrete_slab", Calls: 3},
			{CustomerID: "acct_a", Day: meter.Day(d2), KeyID: "key_1", Operation: "codes_list", Calls: 1},
			{CustomerID: "acct_a", Day: meter.Day(d2), KeyID: "key_2", Operation: "calc_concrete_slab", Calls: 1},
		}
		if len(got) != len(want) {
			t.Fatalf("after the flush: %+v", got)
		}
		for i := range want {
			if got[i] != want[i] {
				t.Fatalf("row %d: got %+v, want %+v", i, got[i], want[i])
			}
		}
		// A range of one day holds that day only.
		one, err := s.Detail(ctx, "acct_a", d2, d2)
		if err != nil {
			t.Fatal(err)
		}
		if sumDetail(one) != 2 {
			t.Fatalf("day 2: %+v", one)
		}
	})
}

// A batch written twice (a lost reply, then a retry) adds once.
func TestDetailBatchAppliesOnce(t *testing.T) {
	detailStores(t, func(t *testing.T, s meter.DetailStore) {
		ctx := context.Background()
		day := time.Date(2026, 11, 3, 0, 0, 0, 0, time.UTC)
		counts := []meter.DetailCount{{CustomerID: "acct_a", Day: day, KeyID: "key_1", Operation: "op", Calls: 7}}
		for range 2 {
			if err := s.WriteDetail(ctx, "batch-1", counts); err != nil {
				t.Fatal(err)
			}
		}
		if err := s.WriteDetail(ctx, "batch-2", counts); err != nil {
			t.Fatal(err)
		}
		got, err := s.Detail(ctx, "acct_a", day, day)
		if err != nil {
			t.Fatal(err)
		}
		if sumDetail(got) != 14 {
			t.Fatalf("got %d calls, want 14 (two batches, one written twice)", sumDetail(got))
		}
	})
}

// failingDetail fails its first writes, then writes to the store.
type failingDetail struct {
	meter.DetailStore
	fail atomic.Int32
}

func (f *failingDetail) WriteDetail(ctx context.Context, id string, cs []meter.DetailCount) error {
	if f.fail.Add(-1) >= 0 {
		return errors.New("down")
	}
	return f.DetailStore.WriteDetail(ctx, id, cs)
}

// A failed flush keeps its claim: nothing is lost, nothing shown twice,
// and the next flush writes it once.
func TestDetailFailedFlushKeepsClaim(t *testing.T) {
	detailStores(t, func(t *testing.T, s meter.DetailStore) {
		ctx := context.Background()
		fs := &failingDetail{DetailStore: s}
		fs.fail.Store(1)
		r := meter.NewDetailRecorder(fs)
		now := time.Date(2026, 11, 4, 12, 0, 0, 0, time.UTC)
		r.Record("acct_a", "key_1", "op", now)
		if err := r.Flush(ctx); err == nil {
			t.Fatal("the first flush should fail")
		}
		r.Record("acct_a", "key_1", "op", now)
		if got, _ := r.Detail(ctx, "acct_a", now, now); sumDetail(got) != 2 {
			t.Fatalf("while the claim waits: %+v", got)
		}
		if err := r.Flush(ctx); err != nil {
			t.Fatal(err)
		}
		stored, err := s.Detail(ctx, "acct_a", now, now)
		if err != nil {
			t.Fatal(err)
		}
		if sumDetail(stored) != 2 {
			t.Fatalf("stored %+v, want 2 calls", stored)
		}
		if got, _ := r.Detail(ctx, "acct_a", now, now); sumDetail(got) != 2 {
			t.Fatalf("after the flush: %+v", got)
		}
	})
}

// Two instances recording and flushing at once into one store: the store
// holds every call once.
func TestDetailTwoInstancesExact(t *testing.T) {
	detailStores(t, func(t *testing.T, s meter.DetailStore) {
		ctx := context.Background()
		day := time.Date(2026, 11, 5, 8, 0, 0, 0, time.UTC)
		var wg sync.WaitGroup
		for i := range 2 {
			r := meter.NewDetailRecorder(s)
			wg.Go(func() {
				for j := range 500 {
					r.Record("acct_a", "key_"+string(rune('a'+j%3)), "op"+string(rune('0'+i)), day)
					if j%50 == 0 {
						if err := r.Flush(ctx); err != nil {
							t.Error(err)
						}
					}
				}
				if err := r.Flush(ctx); err != nil {
					t.Error(err)
				}
			})
		}
		wg.Wait()
		got, err := s.Detail(ctx, "acct_a", day, day)
		if err != nil {
			t.Fatal(err)
		}
		if sumDetail(got) != 1000 {
			t.Fatalf("stored %d calls, want 1000", sumDetail(got))
		}
	})
}
