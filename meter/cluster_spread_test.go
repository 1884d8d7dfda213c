package meter_test

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/internal/redistest"
	"github.com/plumbline-api/plumbline/meter"
)

// Issue 26: metering spread over a Redis Cluster. 1,000 customers (900 on a
// paid tier, 100 Free under a hard cap) call through the meter (Begin and
// Finish: the rate limit's leases, the paid counts merged per flush, the
// Free cap script) on a private 3-node cluster; each node's
// total_commands_processed is read before and after. With the customer as
// every key's hash tag no node may serve more than 1.5 times the mean; with
// the old single {meter} tag one node served them all.

const spreadCustomers = 1000

type spreadRun struct {
	perNode []int64 // commands each node served
	calls   int64
}

func (r spreadRun) maxOverMean() float64 {
	var sum int64
	for _, n := range r.perNode {
		sum += n
	}
	return float64(slices.Max(r.perNode)) / (float64(sum) / float64(len(r.perNode)))
}

// runSpread makes calls calls over the customers, round robin, from 32
// goroutines, flushes, checks every customer's usage is exact, and returns
// what each node served.
func runSpread(tb testing.TB, cl *redistest.Cluster, calls int, prefix string) spreadRun {
	tb.Helper()
	ctx := context.Background()
	ks := meter.Keyspace(fmt.Sprintf("%s%d:", prefix, time.Now().UnixNano()))
	b := meter.NewBatcher(cl.Client, meter.BatcherOptions{})
	counter := meter.NewRedisCounter(b, ks, meter.DefaultCountFlush)
	if _, err := counter.OpenSpill(filepath.Join(tb.TempDir(), "spread"+meter.SpillSuffix)); err != nil {
		tb.Fatal(err)
	}
	rctx, cancel := context.WithCancel(ctx)
	ran := make(chan struct{})
	go func() { counter.Run(rctx); close(ran) }()
	defer func() { cancel(); <-ran; b.Close(); _ = counter.Close() }()
	m := meter.New(meter.NewRedisGCRA(b, ks), counter)

	keys := make([]*plumbline.APIKey, spreadCustomers)
	for i := range keys {
		tier := plumbline.TierStarter
		if i%10 == 9 {
			tier = plumbline.TierFree
		}
		keys[i] = &plumbline.APIKey{ID: fmt.Sprintf("key_%d", i), CustomerID: fmt.Sprintf("acct_%d", i), TierID: tier,
			Limits: plumbline.Limits{MonthlyQuota: 1 << 40, RPM: 1 << 30, Burst: 1 << 30}}
	}
	before, err := cl.CommandsProcessed(ctx)
	if err != nil {
		tb.Fatal(err)
	}
	made := make([]atomic.Int64, spreadCustomers)
	var next atomic.Int64
	var wg sync.WaitGroup
	for range 32 {
		wg.Go(func() {
			for {
				i := next.Add(1) - 1
				if i >= int64(calls) {
					return
				}
				k := keys[i%spreadCustomers]
				now := time.Now()
				d, err := m.Begin(ctx, k, now, true)
				if err != nil || !d.Allowed {
					tb.Errorf("call %d refused: %v %+v", i, err, d)
					return
				}
				if err := m.Finish(ctx, k, d, true); err != nil {
					tb.Errorf("finish: %v", err)
					return
				}
				made[i%spreadCustomers].Add(1)
			}
		})
	}
	wg.Wait()
	if err := counter.Flush(ctx); err != nil {
		tb.Fatal(err)
	}
	after, err := cl.CommandsProcessed(ctx)
	if err != nil {
		tb.Fatal(err)
	}
	// Exact on the cluster: every customer's usage is the calls it made.
	for i, k := range keys {
		if used, err := counter.Used(ctx, k.CustomerID, thisMonth); err != nil || used != made[i].Load() {
			tb.Fatalf("%s used %d (%v), made %d", k.CustomerID, used, err, made[i].Load())
		}
	}
	run := spreadRun{calls: int64(calls)}
	for i := range after {
		run.perNode = append(run.perNode, after[i]-before[i])
	}
	return run
}

func TestClusterSpreadsMetering(t *testing.T) {
	cl := redistest.StartClusterNodes(t)
	run := runSpread(t, cl, 20_000, "spread")
	t.Logf("commands per node for 20,000 calls of 1,000 customers: %v (max/mean %.2f)", run.perNode, run.maxOverMean())
	// The layout before issue 26, for contrast: a prefix with one hash tag
	// puts every key in one slot (it still works: every script's keys are
	// in that slot).
	old := runSpread(t, cl, 20_000, "{meter}")
	t.Logf("with one {meter} tag, as before: %v (max/mean %.2f)", old.perNode, old.maxOverMean())
	if old.maxOverMean() < 2.5 {
		t.Fatalf("the one-tag layout spread too (%v): the measurement does not see nodes apart", old.perNode)
	}
	if r := run.maxOverMean(); r > 1.5 {
		t.Fatalf("commands per node %v: the busiest node served %.2f times the mean, want at most 1.5", run.perNode, r)
	}
	for i, n := range run.perNode {
		if n == 0 {
			t.Fatalf("node %d served no command: %v", i, run.perNode)
		}
	}
}

// BenchmarkClusterMetering reports the commands each node served per call
// and the busiest node against the mean (make bench).
func BenchmarkClusterMetering(b *testing.B) {
	cl := redistest.StartClusterNodes(b)
	b.ResetTimer()
	run := runSpread(b, cl, max(b.N, spreadCustomers), "spread")
	b.StopTimer()
	for i, n := range run.perNode {
		b.ReportMetric(float64(n)/float64(run.calls), fmt.Sprintf("node%d-cmds/call", i+1))
	}
	b.ReportMetric(run.maxOverMean(), "max/mean")
	if r := run.maxOverMean(); r > 1.5 {
		b.Fatalf("commands per node %v: max/mean %.2f, want at most 1.5", run.perNode, r)
	}
}
