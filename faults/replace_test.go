//go:build faults

package faults

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
)

// Issue 26's faults: a replaced instance, Redis killed, the payment
// processor gone, a journal replayed after Redis forgot it.

// An instance stopped (SIGTERM) during a Redis outage delivers its journal
// to the ledger before it exits; Redis comes back empty; a replacement on
// another port, with a journal of its own name in the same directory, shows
// every account's usage equal to the calls admitted.
func TestReplacedAfterOutage(t *testing.T) {
	r := newRig(t)
	in := r.startShared()
	tl := r.run([]*instance{in}, time.Second, 2*time.Second, 0, r.redis.Stop, nil)
	in.stop(t, syscall.SIGTERM)
	var problems []string
	before := r.ledger() // what the stopped instance delivered before it exited
	for id, n := range tl.admitted {
		if before[id] != n.Load() {
			problems = append(problems, fmt.Sprintf("at exit the ledger holds %d calls of %s, admitted %d", before[id], id, n.Load()))
		}
	}
	r.redis.Wipe()
	r.redis.Start()
	repl := r.startShared()
	problems = append(problems, r.usageMatches(repl, tl, 20*time.Second)...)
	ledger := r.ledger() // no settle run: the stopped instance delivered it all
	repl.stop(t, syscall.SIGTERM)
	r.verdictAlso("SIGTERM in outage, replaced, redis empty", tl, ledger, problems)
}

// Redis killed (SIGKILL, no shutdown) under load, restarted from its AOF.
func TestRedisKilled(t *testing.T) {
	r := newRig(t)
	in := r.start(0)
	tl := r.run([]*instance{in}, time.Second, 2*time.Second, 2*time.Second, r.redis.Kill, r.redis.Start)
	in.stop(t, syscall.SIGTERM)
	r.verdict("redis SIGKILL 2s, restarted (AOF)", tl, r.settle(0))
}

// The payment processor refuses connections (its port closed) for 3 s.
func TestStripeRefusing(t *testing.T) {
	r := newRig(t)
	in := r.start(0)
	tl := r.run([]*instance{in}, 500*time.Millisecond, 3*time.Second, time.Second, r.stripeGate.refuse, r.stripeGate.accept)
	in.stop(t, syscall.SIGTERM)
	r.verdict("stripe refusing connections 3s", tl, r.settle(0))
}

// An instance killed during a Redis outage leaves a journal; it is
// delivered; then the same journal comes back (a restored copy) after
// Redis's applied markers have expired (deleted here, as 24 hours would):
// the ledger's record of delivered journal batches keeps every batch from
// counting twice, in the ledger and in the live usage.
func TestJournalReplayedAfterMarkersExpired(t *testing.T) {
	r := newRig(t)
	in := r.start(0)
	tl := r.run([]*instance{in}, 1500*time.Millisecond, 1500*time.Millisecond, 0, r.redis.Stop, nil)
	in.stop(t, syscall.SIGKILL)
	backup := t.TempDir()
	copyFiles(t, filepath.Join(r.dir, "inst0.spill"), backup)
	r.redis.Start()
	r.settle(0)
	expireMarkers(t, r.redis.Addr)
	copyFiles(t, filepath.Join(backup, "inst0.spill"), r.dir)
	ledger := r.settle(0) // replays the restored journal
	check := r.start(1)
	problems := r.usageMatches(check, tl, 10*time.Second)
	check.stop(t, syscall.SIGTERM)
	r.verdictAlso("journal replayed, markers expired", tl, ledger, problems)
}

// copyFiles copies the files named prefix* into dir.
func copyFiles(t *testing.T, prefix, dir string) {
	t.Helper()
	paths, _ := filepath.Glob(prefix + "*")
	if len(paths) < 2 {
		t.Fatalf("no journal to copy at %s: %v", prefix, paths)
	}
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(p)), data, 0o600); err != nil {
			t.Fatal(err)
		}
	}
}

// expireMarkers deletes Redis's applied-batch markers, as their 24-hour
// expiry would.
func expireMarkers(t *testing.T, addr string) {
	t.Helper()
	c := redis.NewClient(&redis.Options{Addr: addr})
	defer c.Close()
	ctx := context.Background()
	var keys []string
	iter := c.Scan(ctx, 0, "*", 1000).Iterator()
	for iter.Next(ctx) {
		if strings.Contains(iter.Val(), "applied:") {
			keys = append(keys, iter.Val())
		}
	}
	if len(keys) == 0 {
		t.Fatal("no applied markers to expire")
	}
	if err := c.Del(ctx, keys...).Err(); err != nil {
		t.Fatal(err)
	}
}
