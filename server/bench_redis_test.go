package server_test

import (
	"context"
	"fmt"
	"net"
	"path/filepath"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/internal/redistest"
	"github.com/plumbline-api/plumbline/meter"
	"github.com/plumbline-api/plumbline/server"
	"github.com/valyala/fasthttp"
)

// BenchmarkConcreteYardsRedis runs concrete/yards through the whole handler
// with the Redis meter (GCRA through the batcher, counts merged per flush),
// in parallel over 1,000 keys of Enterprise customers whose limits the loop
// stays under: every call admitted and counted.
func BenchmarkConcreteYardsRedis(b *testing.B) { benchConcreteYardsRedis(b, 32, nil) }

// BenchmarkConcreteYardsRedisJournal is the same paid call with the meter's
// journal (production's default), its group commit off and at 2 ms and
// 10 ms (PLUMBLINE_METER_FSYNC): what durability against a machine crash
// costs on the paid-call path, as a ratio to fsync=off in the same run.
func BenchmarkConcreteYardsRedisJournal(b *testing.B) {
	for _, run := range []struct {
		fsync   time.Duration
		callers int // concurrent callers per core: a group commit's throughput is callers / interval
	}{{0, 32}, {2 * time.Millisecond, 32}, {10 * time.Millisecond, 32}, {10 * time.Millisecond, 512}} {
		fsync := run.fsync
		name := "fsync=off"
		if fsync > 0 {
			name = "fsync=" + fsync.String()
		}
		b.Run(fmt.Sprintf("%s/callers=%d", name, 2*run.callers), func(b *testing.B) {
			benchConcreteYardsRedis(b, run.callers, func(c *meter.RedisCounter) {
				c.SyncJournal(fsync)
				if _, err := c.OpenSpill(filepath.Join(b.TempDir(), "bench"+meter.SpillSuffix)); err != nil {
					b.Fatal(err)
				}
			})
		})
	}
}

func benchConcreteYardsRedis(b *testing.B, parallelism int, setup func(*meter.RedisCounter)) {
	client, prefix := redistest.New(b)
	batcher := meter.NewBatcher(client, meter.BatcherOptions{})
	counter := meter.NewRedisCounter(batcher, meter.Keyspace(prefix), meter.DefaultCountFlush)
	if setup != nil {
		setup(counter)
	}
	ctx, cancel := context.WithCancel(context.Background())
	ran := make(chan struct{})
	go func() { counter.Run(ctx); close(ran) }()
	defer func() { cancel(); <-ran; batcher.Close(); _ = counter.Close() }()

	store := billing.NewMemoryStore()
	keys := make([]string, 1000)
	now := time.Now()
	for i := range keys {
		keys[i] = billing.NewKey()
		c := &plumbline.Customer{ID: fmt.Sprintf("acct_%d", i), Email: fmt.Sprintf("c%d@example.com", i), TierID: plumbline.TierEnterprise, CreatedAt: now,
			Limits: &plumbline.Limits{MonthlyQuota: 1 << 50, RPM: 1 << 30, Burst: 1 << 30}}
		if err := store.CreateCustomer(ctx, c, &plumbline.APIKey{ID: fmt.Sprintf("key_%d", i), CustomerID: c.ID, Prefix: billing.DisplayPrefix(keys[i]), CreatedAt: now}, testHasher.HashString(keys[i])); err != nil {
			b.Fatal(err)
		}
	}
	cfg := baseConfig()
	cfg.Auth = billing.NewAuthenticator(testHasher, store)
	cfg.Meter = meter.New(meter.NewRedisGCRA(batcher, meter.Keyspace(prefix)), counter)
	srv, err := server.New(cfg)
	if err != nil {
		b.Fatal(err)
	}
	h := srv.Handler()
	b.ReportAllocs()
	b.SetParallelism(parallelism)
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		var ctx fasthttp.RequestCtx
		var req fasthttp.Request
		ctx.Init(&req, &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 1}, nil)
		i := 0
		for pb.Next() {
			i++
			ctx.Request.Reset()
			ctx.Request.Header.SetMethod("POST")
			ctx.Request.SetRequestURI("/v1/calc/concrete/yards")
			ctx.Request.Header.SetContentType("application/json")
			ctx.Request.Header.Set("Authorization", "Bearer "+keys[i%len(keys)])
			ctx.Request.SetBody(yardsBody)
			ctx.Response.Reset()
			ctx.ResetUserValues()
			h(&ctx)
			if ctx.Response.StatusCode() != 200 {
				b.Fatalf("status %d %s", ctx.Response.StatusCode(), ctx.Response.Body())
			}
		}
	})
	b.StopTimer()
	commands, trips := batcher.Stats()
	b.ReportMetric(float64(commands)/float64(b.N), "cmds/op")
	b.ReportMetric(float64(commands)/float64(trips), "cmds/trip")
}
