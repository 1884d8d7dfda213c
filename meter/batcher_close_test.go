package meter_test

import (
	"context"
	"errors"
	"net"
	"sync"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline/meter"
	"github.com/redis/go-redis/v9"
)

// silentRedis accepts connections and never answers: a Redis that hangs.
func silentRedis(t *testing.T) *redis.Client {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var conns []net.Conn
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			mu.Lock()
			conns = append(conns, c)
			mu.Unlock()
		}
	}()
	t.Cleanup(func() {
		ln.Close()
		mu.Lock()
		for _, c := range conns {
			c.Close()
		}
		mu.Unlock()
	})
	c := redis.NewClient(&redis.Options{Addr: ln.Addr().String(), MaxRetries: -1, DisableIdentity: true, Protocol: 2,
		ContextTimeoutEnabled: true, ReadTimeout: 3 * time.Second, WriteTimeout: time.Second})
	t.Cleanup(func() { c.Close() })
	return c
}

// Finding 6: a Do queued behind a hung pipeline gives up when its context
// ends, and Close leaves no Do waiting forever.
func TestBatcherDoHonoursContextAndClose(t *testing.T) {
	b := meter.NewBatcher(silentRedis(t), meter.BatcherOptions{Workers: 1, MaxBatch: 1, Timeout: 2 * time.Second})
	defer b.Close()
	go func() { _ = b.Do(context.Background(), redis.NewStringCmd(context.Background(), "get", "a")) }() // occupies the worker
	time.Sleep(50 * time.Millisecond)

	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	start := time.Now()
	err := b.Do(ctx, redis.NewStringCmd(ctx, "get", "b"))
	if !errors.Is(err, context.DeadlineExceeded) || time.Since(start) > time.Second {
		t.Fatalf("queued Do with a 100 ms context: %v after %v", err, time.Since(start))
	}

	b2 := meter.NewBatcher(silentRedis(t), meter.BatcherOptions{Workers: 1, MaxBatch: 1, Timeout: 300 * time.Millisecond})
	var wg sync.WaitGroup
	for i := range 4 {
		wg.Go(func() {
			_ = b2.Do(context.Background(), redis.NewStringCmd(context.Background(), "get", "k"))
		})
		if i == 0 {
			time.Sleep(50 * time.Millisecond)
		}
	}
	time.Sleep(50 * time.Millisecond)
	b2.Close()
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("Do calls queued at Close never returned")
	}
	if err := b2.Do(context.Background(), redis.NewStringCmd(context.Background(), "get", "k")); err == nil {
		t.Fatal("Do after Close succeeded")
	}
}
