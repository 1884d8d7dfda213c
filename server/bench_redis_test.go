package server_test

import (
	"context"
	"fmt"
	"net"
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
func BenchmarkConcreteYardsRedis(b *testing.B) {
	client, prefix := redistest.New(b)
	batcher := meter.NewBatcher(client, meter.BatcherOptions{})
	counter := meter.NewRedisCounter(batcher, meter.Keyspace(prefix), meter.DefaultCountFlush)
	ctx, cancel := context.WithCancel(context.Background())
	go counter.Run(ctx)
	defer func() { cancel(); batcher.Close() }()

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
	b.SetParallelism(32)
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
