//go:build faults

package faults

import (
	"context"
	"sync"
	"syscall"
	"testing"
	"time"
)

// Issue 34's compound fault: two instances; Postgres cut and restored (the
// flushers back off); Redis stopped for 4 s under load and resumed (the
// counts replayed into Redis, not yet in the ledger); within a second Redis
// killed and started again empty; the other instance takes calls meanwhile, is stopped with SIGTERM and replaced. The instance that stayed up
// must read usage equal to the calls admitted, and the ledger must hold them.
func TestCompoundRedisLostAfterReplay(t *testing.T) {
	r := newRig(t)
	// The production flush interval's order (10 s by default): the ledger
	// lags Redis by seconds, as in the report.
	r.extraEnv = []string{"PLUMBLINE_FLUSH_INTERVAL=5s"}
	a, b := r.startShared(), r.startShared()
	var mu sync.Mutex
	current := []*instance{a, b}
	list := func() []*instance { mu.Lock(); defer mu.Unlock(); return current }
	use := func(ins ...*instance) { mu.Lock(); current = ins; mu.Unlock() }
	ctx, cancel := context.WithCancel(context.Background())
	tl := r.load(ctx, list, 4)
	time.Sleep(time.Second)
	r.proxy.sever()
	use(a) // calls continue on one instance
	time.Sleep(3 * time.Second)
	r.proxy.restore()
	time.Sleep(300 * time.Millisecond)
	r.redis.Pause()
	time.Sleep(4 * time.Second)
	r.redis.Resume()
	time.Sleep(800 * time.Millisecond) // replayed into Redis, the flusher still backing off
	// The Free calls not yet in the ledger when Redis loses its data are
	// what its cap may admit again (the counter restarts from the ledger).
	r.freeSlack = tl.admitted["acct_free"].Load() - r.ledger()["acct_free"]
	r.redis.Kill()
	r.redis.Wipe()
	use(a, b) // b takes calls during the outage
	time.Sleep(300 * time.Millisecond)
	r.redis.Start() // back at once, empty
	time.Sleep(1200 * time.Millisecond)
	use(a)
	b.stop(t, syscall.SIGTERM)
	c := r.startShared()
	use(a, c)
	time.Sleep(time.Second)
	cancel()
	tl.wait()
	problems := r.usageMatches(a, tl, 20*time.Second)
	problems = append(problems, r.usageMatches(c, tl, 5*time.Second)...)
	a.stop(t, syscall.SIGTERM)
	c.stop(t, syscall.SIGTERM)
	r.verdictAlso("redis lost after replay (issue 34)", tl, r.ledger(), problems)
}
