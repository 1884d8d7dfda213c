//go:build faults

package faults

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

func (c *chaosRun) dir(name string) string {
	d := filepath.Join(c.r.dir, name)
	_ = os.MkdirAll(d, 0o700)
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, have := range c.dirs {
		if have == d {
			return d
		}
	}
	c.dirs = append(c.dirs, d)
	return d
}

// launch starts an instance with a spill directory and (one Redis) its
// own proxy to Redis.
func (c *chaosRun) launch(dir string) *chaosSlot {
	sl := &chaosSlot{dir: dir}
	env := []string{"PLUMBLINE_FLUSH_INTERVAL=1s"}
	if c.clockEnv != "" {
		env = append(env, c.clockEnv)
	}
	if c.s.cluster {
		env = append(env, "REDIS_CLUSTER=on")
	} else {
		p, err := newProxy(c.r.redis.Addr)
		if err != nil {
			c.t.Fatal(err)
		}
		c.t.Cleanup(p.close)
		p.delay.Store(c.r.redisProxy.delay.Load())
		sl.proxy = p
		env = append(env, "REDIS_URL=redis://"+p.Addr()+"/0")
	}
	c.r.extraEnv = env
	sl.in = c.r.launch("PLUMBLINE_METER_SPILL_DIR=" + dir)
	return sl
}

func (c *chaosRun) proxies() []*proxy {
	c.mu.Lock()
	defer c.mu.Unlock()
	var out []*proxy
	for _, sl := range c.slots {
		if sl != nil && sl.proxy != nil {
			out = append(out, sl.proxy)
		}
	}
	return out
}

// do runs one step.
func (c *chaosRun) do(st step) {
	defer c.noteOutage()
	r := c.r
	c.faults[st.action]++
	switch st.action {
	case "redis SIGSTOP":
		c.redisPaused = true
		r.redis.Pause()
	case "redis SIGCONT":
		r.redis.Resume()
		c.redisPaused = false
	case "redis SIGKILL":
		c.redisDown = true
		r.redis.Kill()
	case "redis SIGKILL, data lost":
		c.redisDown = true
		c.noteLoss()
		r.redis.Kill()
		r.redis.Wipe()
	case "redis started":
		r.redis.Start()
		c.redisDown = false
	case "redis restarted empty":
		c.noteLoss()
		r.redis.FlushAll()
	case "redis slow":
		c.redisSlow = true // a reply past the meter's timeout is an outage to it
		r.redisProxy.delay.Store(int64(1500 * time.Millisecond))
		for _, p := range c.proxies() {
			p.delay.Store(int64(1500 * time.Millisecond))
		}
	case "redis fast again":
		c.redisSlow = false
		r.redisProxy.delay.Store(0)
		for _, p := range c.proxies() {
			p.delay.Store(0)
		}
	case "node stopped":
		c.cluster.StopNode(st.arg)
		c.nodeDown = st.arg
	case "node started":
		c.cluster.StartNode(st.arg)
		c.nodeDown = -1
	case "postgres severed":
		r.proxy.sever()
	case "postgres refusing":
		r.proxy.refuse()
	case "postgres slow":
		r.proxy.delay.Store(int64(2 * time.Second))
	case "postgres healed":
		c.healPostgres()
	case "stripe refusing":
		r.stripeGate.refuse()
	case "stripe 500":
		r.stripe.fail.Store(true)
	case "stripe slow":
		r.stripeGate.delay.Store(int64(3 * time.Second))
	case "stripe healed":
		c.healStripe()
	case "partition from redis":
		if sl := c.slot(st.arg); sl != nil && sl.proxy != nil {
			sl.proxy.sever()
		}
	case "partition healed":
		if sl := c.slot(st.arg); sl != nil && sl.proxy != nil {
			sl.proxy.restore()
		}
	case "key created":
		c.createKey()
	case "key revoked":
		c.revokeKey()
	case "traffic":
	default: // instance stopped and replaced
		sig := syscall.SIGTERM
		if strings.Contains(st.action, "SIGKILL") {
			sig = syscall.SIGKILL
		}
		old := c.slot(st.arg)
		c.mu.Lock()
		c.slots[st.arg] = nil // no more traffic to it
		c.mu.Unlock()
		dir := c.dir("shared")
		if old != nil {
			old.in.stop(c.t, sig)
			dir = old.dir
		}
		if strings.HasSuffix(st.action, "elsewhere") {
			dir = c.dir(fmt.Sprintf("dir%d", len(c.dirs)))
		}
		sl := c.launch(dir)
		if old != nil && old.proxy != nil && old.proxy.isDown() {
			sl.proxy.sever() // the partition is the slot's (its network), not the process's
		}
		c.mu.Lock()
		c.slots[st.arg] = sl
		c.mu.Unlock()
	}
}

// noteOutage records, after each step, every process running while Redis
// is unreachable to some instance: each holds the Free cap on its own
// against what it knows, so each may admit up to a quota the others do not
// see. A process alive at any step boundary of an outage window was running
// in it; a replacement launched during the window is another process, with
// its own quota of slack (seed 63 had three slots and four such processes).
func (c *chaosRun) noteOutage() {
	c.mu.Lock()
	defer c.mu.Unlock()
	on := c.redisPaused || c.redisDown || c.redisSlow || c.nodeDown >= 0
	for _, sl := range c.slots {
		if sl != nil && sl.proxy != nil && sl.proxy.isDown() {
			on = true
		}
	}
	if !on {
		return
	}
	for _, sl := range c.slots {
		if sl != nil && sl.in != nil {
			c.outageProcs[sl.in] = true
		}
	}
}

func (c *chaosRun) slot(i int) *chaosSlot {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.slots[i]
}

// noteLoss adds to the Free slack the calls of Free accounts not yet in
// the ledger: the counters restart from the ledger without them, and the
// cap may admit that many again (docs/metering-topology.md).
func (c *chaosRun) noteLoss() {
	ledger := c.ledgerAll()
	for _, a := range chaosAccounts {
		if a.free {
			c.lossFree[a.id] += max(0, c.acct[a.id].admitted.Load()-ledger[a.id])
		}
	}
}

func (c *chaosRun) healPostgres() {
	p := c.r.proxy
	p.delay.Store(0)
	if !p.listening() {
		p.accept()
	}
	p.restore()
}

func (c *chaosRun) healStripe() {
	c.r.stripe.fail.Store(false)
	c.r.stripeGate.delay.Store(0)
	if !c.r.stripeGate.listening() {
		c.r.stripeGate.accept()
	}
}

// heal ends every fault still on, so the system can settle.
func (c *chaosRun) heal() {
	r := c.r
	if !c.s.cluster {
		if c.redisPaused {
			r.redis.Resume()
			c.redisPaused = false
		}
		if c.redisDown {
			r.redis.Start()
			c.redisDown = false
		}
		r.redisProxy.delay.Store(0)
		for _, p := range c.proxies() {
			p.delay.Store(0)
			p.restore()
		}
	} else {
		if c.nodeDown >= 0 {
			c.cluster.StartNode(c.nodeDown)
			c.nodeDown = -1
		}
	}
	c.healPostgres()
	c.healStripe()
}

// key management through the API, on a paid account.
func (c *chaosRun) createKey() {
	ins := c.instances()
	if len(ins) == 0 {
		return
	}
	req, _ := http.NewRequest("POST", ins[0].base+"/v1/account/api-keys", strings.NewReader(`{}`))
	req.Header.Set("Authorization", "Bearer "+c.r.keys["acct_paid_b"])
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Idempotency-Key", "chaos-"+strconv.FormatInt(time.Now().UnixNano(), 36))
	resp, err := (&http.Client{Timeout: 5 * time.Second}).Do(req)
	if err != nil {
		return
	}
	defer resp.Body.Close()
	var k struct {
		ID     string `json:"id"`
		APIKey string `json:"api_key"`
	}
	if resp.StatusCode != 201 || json.NewDecoder(resp.Body).Decode(&k) != nil {
		return // Postgres down: no key; the schedule goes on
	}
	c.mu.Lock()
	c.keys["acct_paid_b"] = append(c.keys["acct_paid_b"], k.APIKey)
	c.keyIDs[k.APIKey] = k.ID
	c.mu.Unlock()
}

func (c *chaosRun) revokeKey() {
	c.mu.Lock()
	ks := c.keys["acct_paid_b"]
	if len(ks) < 2 {
		c.mu.Unlock()
		return
	}
	key := ks[len(ks)-1]
	c.mu.Unlock()
	ins := c.instances()
	if len(ins) == 0 {
		return
	}
	req, _ := http.NewRequest("DELETE", ins[0].base+"/v1/account/api-keys/"+c.keyIDs[key], nil)
	req.Header.Set("Authorization", "Bearer "+c.r.keys["acct_paid_b"])
	resp, err := (&http.Client{Timeout: 5 * time.Second}).Do(req)
	if err != nil {
		return
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		return
	}
	c.mu.Lock()
	c.keys["acct_paid_b"] = ks[:len(ks)-1]
	c.revoked = append(c.revoked, key)
	c.mu.Unlock()
}
