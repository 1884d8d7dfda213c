//go:build faults

package faults

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/internal/redistest"
)

// The fault-schedule runner (issue 34, `make chaos`). Each seed generates a
// schedule — 10 to 40 steps over 2 or 3 instances, composed at random from
// Redis, Postgres, Stripe, instance and key faults — runs it under traffic
// from many accounts, heals everything, lets the system settle, and checks
// what the clients saw against what was recorded (chaosCheck). A failing
// seed prints its schedule; SEED=n replays it (the schedule is the seed's;
// the traffic's timing is not, as in Jepsen).
//
//	CHAOS_SEEDS=1-50   (or "7" or "3,9,12")   which seeds to run
func TestChaos(t *testing.T) {
	spec := os.Getenv("CHAOS_SEEDS")
	if spec == "" {
		t.Skip("CHAOS_SEEDS not set: run `make chaos` (SEEDS=n, or SEED=n to replay one)")
	}
	seeds, err := parseSeeds(spec)
	if err != nil {
		t.Fatal(err)
	}
	var total chaosTotals
	for _, seed := range seeds {
		t.Run("seed="+strconv.FormatUint(seed, 10), func(t *testing.T) {
			start := time.Now()
			s := newSchedule(seed)
			if os.Getenv("CHAOS_PRINT") != "" { // the schedules only
				fmt.Print(s)
				return
			}
			defer func() {
				verdict := "PASS"
				if t.Failed() {
					verdict = "FAIL"
				}
				fmt.Printf("chaos seed %d: %s in %.1fs (%d instances, cluster %v, %d steps)\n", seed, verdict, time.Since(start).Seconds(), s.instances, s.cluster, len(s.steps))
				if t.Failed() {
					t.Logf("seed %d failed; its schedule:\n%s\nreplay: make chaos SEED=%d", seed, s, seed)
				}
			}()
			res := runChaos(t, s)
			total.add(res, time.Since(start))
		})
	}
	t.Log(total.String())
	fmt.Println(total.String())
}

func parseSeeds(spec string) ([]uint64, error) {
	var out []uint64
	for _, part := range strings.Split(spec, ",") {
		lo, hi, isRange := strings.Cut(part, "-")
		a, err := strconv.ParseUint(strings.TrimSpace(lo), 10, 64)
		if err != nil {
			return nil, fmt.Errorf("CHAOS_SEEDS=%q: %w", spec, err)
		}
		b := a
		if isRange {
			if b, err = strconv.ParseUint(strings.TrimSpace(hi), 10, 64); err != nil || b < a {
				return nil, fmt.Errorf("CHAOS_SEEDS=%q: bad range", spec)
			}
		}
		for n := a; n <= b; n++ {
			out = append(out, n)
		}
	}
	return out, nil
}

// A schedule: what the seed decided, before anything runs.
type schedule struct {
	seed      uint64
	instances int
	cluster   bool
	steps     []step
}

type step struct {
	wait   time.Duration // traffic only, before the action
	action string
	arg    int // an instance slot, a cluster node
}

func (s *schedule) String() string {
	var b strings.Builder
	redis := "one Redis"
	if s.cluster {
		redis = "a 3-node Redis Cluster"
	}
	fmt.Fprintf(&b, "seed %d: %d instances, %s, %d steps\n", s.seed, s.instances, redis, len(s.steps))
	var at time.Duration
	for i, st := range s.steps {
		at += st.wait
		fmt.Fprintf(&b, "  %2d  +%5.2fs  %s", i+1, at.Seconds(), st.action)
		if strings.HasPrefix(st.action, "instance") || strings.HasPrefix(st.action, "partition") || strings.HasPrefix(st.action, "node") {
			fmt.Fprintf(&b, " %d", st.arg)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// newSchedule draws a schedule from the seed alone. It keeps a model of
// each part's state so every step is one the state allows (a Redis is
// resumed only when stopped, a partition healed only when made).
func newSchedule(seed uint64) *schedule {
	rng := rand.New(rand.NewPCG(seed, 34))
	s := &schedule{seed: seed, instances: 2 + rng.IntN(2), cluster: rng.IntN(5) == 0}
	n := 10 + rng.IntN(31)
	redis, pg, stripe, part, node := "up", "up", "up", -1, -1
	keys := 0
	for len(s.steps) < n {
		st := step{wait: time.Duration(150+rng.IntN(450)) * time.Millisecond}
		switch k := rng.IntN(10); {
		case k == 0:
			st.action = "traffic"
		case k <= 2 && !s.cluster: // Redis
			switch redis {
			case "up":
				st.action = []string{"redis SIGSTOP", "redis SIGKILL", "redis SIGKILL, data lost", "redis restarted empty", "redis slow"}[rng.IntN(5)]
				redis = map[string]string{"redis SIGSTOP": "stopped", "redis SIGKILL": "down", "redis SIGKILL, data lost": "down", "redis restarted empty": "up", "redis slow": "slow"}[st.action]
			case "stopped":
				st.action, redis = "redis SIGCONT", "up"
			case "down":
				st.action, redis = "redis started", "up"
			case "slow":
				st.action, redis = "redis fast again", "up"
			}
		case k <= 2: // a cluster node
			if node < 0 {
				st.action, st.arg = "node stopped", rng.IntN(3)
				node = st.arg
			} else {
				st.action, st.arg, node = "node started", node, -1
			}
		case k == 3:
			if pg == "up" {
				st.action = []string{"postgres severed", "postgres refusing", "postgres slow"}[rng.IntN(3)]
				pg = st.action
			} else {
				st.action, pg = "postgres healed", "up"
			}
		case k == 4:
			if stripe == "up" {
				st.action = []string{"stripe refusing", "stripe 500", "stripe slow"}[rng.IntN(3)]
				stripe = st.action
			} else {
				st.action, stripe = "stripe healed", "up"
			}
		case k <= 6 && pg != "up":
			// A process starts only with its database (migrations,
			// accounts): a replacement waits for Postgres.
			st.action = "traffic"
		case k <= 6:
			st.arg = rng.IntN(s.instances)
			st.action = []string{"instance SIGTERM, replaced", "instance SIGKILL, replaced", "instance SIGTERM, replaced elsewhere", "instance SIGKILL, replaced elsewhere"}[rng.IntN(4)]
		case k == 7 && !s.cluster:
			if part < 0 {
				st.action, st.arg = "partition from redis", rng.IntN(s.instances)
				part = st.arg
			} else {
				st.action, st.arg, part = "partition healed", part, -1
			}
		case k == 8:
			if keys > 0 && rng.IntN(2) == 0 {
				st.action = "key revoked"
				keys--
			} else {
				st.action = "key created"
				keys++
			}
		default:
			st.action = "traffic"
		}
		s.steps = append(s.steps, st)
	}
	return s
}

// The accounts: Free ones that cross their cap, paid ones deep in
// overage, one with a rate limit the traffic hits.
type chaosAccount struct {
	id    string
	free  bool
	quota int64
	rpm   int
	burst int
}

var chaosAccounts = []chaosAccount{
	{id: "acct_free_a", free: true, quota: 40, rpm: 1_000_000, burst: 1_000_000},
	{id: "acct_free_b", free: true, quota: 90, rpm: 1200, burst: 30},
	{id: "acct_free_c", free: true, quota: 150, rpm: 1_000_000, burst: 1_000_000},
	{id: "acct_paid_a", quota: 60, rpm: 1_000_000, burst: 1_000_000},
	{id: "acct_paid_b", quota: 150, rpm: 1_000_000, burst: 1_000_000},
	{id: "acct_paid_c", quota: 400, rpm: 3000, burst: 100},
}

// chaosRun is one seed's world while it runs.
type chaosRun struct {
	t                      *testing.T
	r                      *rig
	s                      *schedule
	cluster                *redistest.Cluster
	mu                     sync.Mutex
	slots                  []*chaosSlot // the running instance of each slot
	dirs                   []string     // every spill directory used
	keys                   map[string][]string
	revoked                []string
	keyIDs                 map[string]string // plaintext → key id
	acct                   map[string]*acctTally
	faults                 map[string]int
	lossFree               map[string]int64 // Free calls not in the ledger when Redis lost its data
	redisDown, redisPaused bool
	nodeDown               int  // the stopped cluster node, -1 when none
	outage                 bool // Redis unreachable for some instance at some point
	status5                atomic.Int64
	first5                 atomic.Value
	unavail                atomic.Int64
	calls                  atomic.Int64
}

type chaosSlot struct {
	in    *instance
	dir   string
	proxy *proxy // this instance's way to Redis (a partition severs it)
}

type acctTally struct {
	admitted, indeterminate atomic.Int64
}

func (c *chaosRun) instances() []*instance {
	c.mu.Lock()
	defer c.mu.Unlock()
	var out []*instance
	for _, sl := range c.slots {
		if sl != nil && sl.in != nil {
			out = append(out, sl.in)
		}
	}
	return out
}

// chaosResult is what a seed checked.
type chaosResult struct {
	calls, admitted, accounts int64
	ledger, overage, events   int64
	status5                   int64
	faults                    map[string]int
}

type chaosTotals struct {
	mu       sync.Mutex
	seeds    int
	res      chaosResult
	took     time.Duration
	clusters int
}

func (tt *chaosTotals) add(r chaosResult, d time.Duration) {
	tt.mu.Lock()
	defer tt.mu.Unlock()
	tt.seeds++
	tt.took += d
	tt.res.calls += r.calls
	tt.res.admitted += r.admitted
	tt.res.accounts += r.accounts
	if tt.res.faults == nil {
		tt.res.faults = map[string]int{}
	}
	for k, v := range r.faults {
		tt.res.faults[k] += v
	}
}

func (tt *chaosTotals) String() string {
	tt.mu.Lock()
	defer tt.mu.Unlock()
	if tt.seeds == 0 {
		return "chaos: no seeds run"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "chaos: %d seeds in %s (%.1f s per seed); %d requests, %d calls admitted, %d account checks; faults:",
		tt.seeds, tt.took.Round(time.Second), tt.took.Seconds()/float64(tt.seeds), tt.res.calls, tt.res.admitted, tt.res.accounts)
	names := make([]string, 0, len(tt.res.faults))
	for k := range tt.res.faults {
		names = append(names, k)
	}
	slicesSort(names)
	for _, k := range names {
		fmt.Fprintf(&b, "\n  %-40s %d", k, tt.res.faults[k])
	}
	return b.String()
}

func runChaos(t *testing.T, s *schedule) chaosResult {
	r := newRig(t)
	c := &chaosRun{t: t, r: r, s: s, keys: map[string][]string{}, keyIDs: map[string]string{}, acct: map[string]*acctTally{}, faults: map[string]int{}, lossFree: map[string]int64{}, nodeDown: -1}
	hasher, _ := billing.NewHasher([]byte(pepper))
	store := billing.NewPGStore(r.pg.Pool)
	for _, a := range chaosAccounts {
		cu := &plumbline.Customer{ID: a.id, Email: a.id + "@example.com", TierID: plumbline.TierStarter, StripeCustomerID: "cus_" + a.id,
			Limits: &plumbline.Limits{MonthlyQuota: a.quota, RPM: a.rpm, Burst: a.burst}, CreatedAt: time.Now()}
		if a.free {
			cu.TierID, cu.StripeCustomerID = plumbline.TierFree, ""
		}
		key := billing.NewKey()
		if err := store.CreateCustomer(context.Background(), cu, &plumbline.APIKey{ID: "key_" + a.id, CustomerID: a.id, Prefix: billing.DisplayPrefix(key), CreatedAt: cu.CreatedAt}, hasher.HashString(key)); err != nil {
			t.Fatal(err)
		}
		r.keys[a.id] = key
		c.keys[a.id] = []string{key}
		c.acct[a.id] = &acctTally{}
	}
	if s.cluster {
		c.cluster = redistest.StartClusterNodes(t)
		addrs := c.cluster.Addrs
		r.redisURL = "redis://" + addrs[0] + "?addr=" + addrs[1] + "&addr=" + addrs[2]
	}
	c.slots = make([]*chaosSlot, s.instances)
	for i := range s.instances {
		c.slots[i] = c.launch(c.dir("shared"))
	}
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Go(func() { c.traffic(ctx, rand.New(rand.NewPCG(s.seed, uint64(w)))) })
	}
	time.Sleep(500 * time.Millisecond)
	for _, st := range s.steps {
		time.Sleep(st.wait)
		c.do(st)
	}
	time.Sleep(500 * time.Millisecond)
	c.heal()
	time.Sleep(time.Second) // traffic on a healed system
	cancel()
	wg.Wait()
	return c.check()
}

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
	r := c.r
	c.faults[st.action]++
	switch st.action {
	case "redis SIGSTOP":
		c.outage, c.redisPaused = true, true
		r.redis.Pause()
	case "redis SIGCONT":
		r.redis.Resume()
		c.redisPaused = false
	case "redis SIGKILL":
		c.outage, c.redisDown = true, true
		r.redis.Kill()
	case "redis SIGKILL, data lost":
		c.outage, c.redisDown = true, true
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
		c.outage = true // a reply past the meter's timeout is an outage to it
		r.redisProxy.delay.Store(int64(1500 * time.Millisecond))
		for _, p := range c.proxies() {
			p.delay.Store(int64(1500 * time.Millisecond))
		}
	case "redis fast again":
		r.redisProxy.delay.Store(0)
		for _, p := range c.proxies() {
			p.delay.Store(0)
		}
	case "node stopped":
		c.outage = true
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
		c.outage = true
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

func (c *chaosRun) slot(i int) *chaosSlot {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.slots[i]
}

// noteLoss adds to the Free slack the calls of Free accounts not yet in
// the ledger: the counters restart from the ledger without them, and the
// cap may admit that many again (docs/metering-topology.md).
func (c *chaosRun) noteLoss() {
	ledger := c.r.ledger()
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

// traffic calls the running instances until ctx ends: REST single calls,
// batches of 2 to 5 items, MCP tool calls, over every account's keys (and
// now and then a revoked key).
func (c *chaosRun) traffic(ctx context.Context, rng *rand.Rand) {
	client := &http.Client{Timeout: 4 * time.Second}
	for ctx.Err() == nil {
		ins := c.instances()
		if len(ins) == 0 {
			time.Sleep(20 * time.Millisecond)
			continue
		}
		in := ins[rng.IntN(len(ins))]
		a := chaosAccounts[rng.IntN(len(chaosAccounts))]
		c.mu.Lock()
		ks := c.keys[a.id]
		key := ks[rng.IntN(len(ks))]
		if len(c.revoked) > 0 && rng.IntN(20) == 0 {
			// A revoked key (acct_paid_b's): counted if still admitted,
			// within the auth cache.
			a, key = chaosAccounts[4], c.revoked[rng.IntN(len(c.revoked))]
		}
		c.mu.Unlock()
		c.calls.Add(1)
		tl := c.acct[a.id]
		var req *http.Request
		kind, items := rng.IntN(10), 1
		switch {
		case kind < 6:
			req, _ = http.NewRequest("POST", in.base+"/v1/calc/concrete/yards", strings.NewReader(`{"length_ft":10,"width_ft":10,"depth_in":4}`))
		case kind < 8:
			items = 2 + rng.IntN(4)
			var b strings.Builder
			b.WriteString(`{"items":[`)
			for i := range items {
				if i > 0 {
					b.WriteByte(',')
				}
				if i%2 == 0 {
					fmt.Fprintf(&b, `{"id":"i%d","operation_id":"calc_concrete_yards","input":{"length_ft":%d,"width_ft":10,"depth_in":4}}`, i, 5+i)
				} else {
					fmt.Fprintf(&b, `{"id":"i%d","path":"/v1/calc/stairs/rise-run","input":{"total_rise_in":108,"tread_depth_in":10}}`, i)
				}
			}
			b.WriteString(`]}`)
			req, _ = http.NewRequest("POST", in.base+"/v1/calc/batch", strings.NewReader(b.String()))
			req.Header.Set("Prefer", "return=minimal")
		default:
			req, _ = http.NewRequest("POST", in.base+"/mcp", strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"calc_concrete_yards","arguments":{"length_ft":10,"width_ft":10,"depth_in":4}}}`))
			req.Header.Set("Mcp-Protocol-Version", "2026-07-28")
			req.Header.Set("Accept", "application/json, text/event-stream")
			kind = 9
		}
		req.Header.Set("Authorization", "Bearer "+key)
		req.Header.Set("Content-Type", "application/json")
		resp, err := client.Do(req)
		if err != nil {
			tl.indeterminate.Add(int64(items)) // the answer was lost: counted or not
			time.Sleep(10 * time.Millisecond)
			continue
		}
		body, rerr := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
		resp.Body.Close()
		switch {
		case rerr != nil:
			tl.indeterminate.Add(int64(items))
		case resp.StatusCode == 200:
			n, ok := countedIn(kind, items, body)
			if !ok {
				tl.indeterminate.Add(int64(items))
				break
			}
			tl.admitted.Add(n)
		case resp.StatusCode == 503 && resp.Header.Get("Retry-After") != "":
			c.unavail.Add(1)
		case resp.StatusCode >= 500:
			c.status5.Add(1)
			c.first5.CompareAndSwap(nil, fmt.Sprintf("%d %s %s", resp.StatusCode, req.URL.Path, body))
		}
		time.Sleep(time.Duration(2+rng.IntN(8)) * time.Millisecond)
	}
}

// countedIn reads how many calls a 200 answer counted: one for a REST
// call, summary.counted for a batch, one for an MCP tool result that is
// not an error.
func countedIn(kind, items int, body []byte) (int64, bool) {
	switch {
	case kind < 6:
		return 1, true
	case kind < 8:
		var b struct {
			Summary *struct {
				Counted int64 `json:"counted"`
			} `json:"summary"`
		}
		if json.Unmarshal(body, &b) != nil || b.Summary == nil {
			return 0, false
		}
		return b.Summary.Counted, true
	}
	text := string(body)
	if i := strings.Index(text, "data: "); i >= 0 && strings.HasPrefix(text, "event:") || strings.HasPrefix(text, "data:") {
		text = strings.TrimSpace(strings.SplitN(text[strings.Index(text, "data:")+5:], "\n", 2)[0])
	}
	var m struct {
		Result *struct {
			IsError bool `json:"isError"`
		} `json:"result"`
		Error *json.RawMessage `json:"error"`
	}
	if json.Unmarshal([]byte(text), &m) != nil {
		return 0, false
	}
	if m.Result == nil || m.Result.IsError {
		return 0, true
	}
	return 1, true
}

func slicesSort(s []string) { sort.Strings(s) }

// check stops every instance (SIGTERM), mounts every spill directory used
// once more (a replacement elsewhere left its journal there, as an operator
// remounting the volume would), waits until the live usage agrees with the
// ledger, and checks, per account: admitted <= usage <= admitted +
// indeterminate, ledger = usage, Stripe meter events = overage (paid) or
// none (Free), a Free account within its cap (plus the documented slack of
// a Redis that lost its data or was unreachable); and no 5xx but 503 with
// Retry-After, and every revoked key refused.
func (c *chaosRun) check() chaosResult {
	t, r := c.t, c.r
	var running []*instance
	for i := range c.slots {
		if sl := c.slot(i); sl != nil {
			c.mu.Lock()
			c.slots[i] = nil
			c.mu.Unlock()
			running = append(running, sl.in)
		}
	}
	stopAll(t, running)
	var settle []*instance
	for _, d := range c.dirs {
		settle = append(settle, c.launch(d).in)
	}
	usage := map[string]int64{}
	var ledger map[string]int64
	deadline := time.Now().Add(25 * time.Second)
	for {
		time.Sleep(time.Second)
		ledger = r.ledger()
		agree := true
		for _, a := range chaosAccounts {
			n, err := r.usage(settle[0], a.id)
			usage[a.id] = n
			if err != nil || n != ledger[a.id] {
				agree = false
			}
		}
		if agree || time.Now().After(deadline) {
			break
		}
	}
	for _, key := range c.revoked {
		req, _ := http.NewRequest("POST", settle[0].base+"/v1/calc/concrete/yards", strings.NewReader(`{"length_ft":1,"width_ft":1,"depth_in":4}`))
		req.Header.Set("Authorization", "Bearer "+key)
		req.Header.Set("Content-Type", "application/json")
		if resp, err := http.DefaultClient.Do(req); err == nil {
			resp.Body.Close()
			if resp.StatusCode != 401 {
				t.Errorf("a key revoked during the schedule answers %d after it settled, want 401", resp.StatusCode)
			}
		}
	}
	stopAll(t, settle)
	if final := r.ledger(); fmt.Sprint(final) != fmt.Sprint(ledger) {
		t.Errorf("the ledger moved after the usage agreed with it: %v, then %v at shutdown", ledger, final)
		ledger = final
	}
	events := map[string]int64{}
	r.stripe.mu.Lock()
	for ident, n := range r.stripe.events {
		for _, a := range chaosAccounts {
			if strings.Contains(ident, "-"+a.id+"-") {
				events[a.id] += n
			}
		}
	}
	r.stripe.mu.Unlock()
	res := chaosResult{calls: c.calls.Load(), accounts: int64(len(chaosAccounts)), faults: c.faults}
	for _, a := range chaosAccounts {
		adm, ind := c.acct[a.id].admitted.Load(), c.acct[a.id].indeterminate.Load()
		res.admitted += adm
		u, l := usage[a.id], ledger[a.id]
		res.ledger += l
		res.events += events[a.id]
		if !a.free {
			res.overage += max(0, l-a.quota)
		}
		if u < adm || u > adm+ind {
			t.Errorf("%s: usage %d, admitted %d, indeterminate %d: want admitted <= usage <= admitted + indeterminate", a.id, u, adm, ind)
		}
		if l != u {
			t.Errorf("%s: ledger %d, usage %d", a.id, l, u)
		}
		if a.free {
			allowed := a.quota + c.lossFree[a.id]
			if c.outage {
				// Each instance's fallback holds the cap against what it
				// knows (docs/decisions.md): another instance's calls of
				// the outage are not among them.
				allowed += a.quota * int64(c.s.instances-1)
			}
			if l > allowed {
				t.Errorf("%s (Free, quota %d): %d calls in the ledger, past the %d the cap allows here", a.id, a.quota, l, allowed)
			}
			if events[a.id] != 0 {
				t.Errorf("%s (Free): %d calls reported to Stripe", a.id, events[a.id])
			}
		} else if want := max(0, l-a.quota); events[a.id] != want {
			t.Errorf("%s: Stripe meter events %d, overage %d", a.id, events[a.id], want)
		}
		t.Logf("%-12s admitted %5d indeterminate %3d usage %5d ledger %5d events %5d", a.id, adm, ind, u, l, events[a.id])
	}
	res.status5 = c.status5.Load()
	if n := c.status5.Load(); n > 0 {
		t.Errorf("%d answers 5xx other than 503 with Retry-After (first: %v)", n, c.first5.Load())
	}
	t.Logf("%d requests, %d answered 503 with Retry-After", c.calls.Load(), c.unavail.Load())
	return res
}

// stopAll stops the instances with SIGTERM, all at once.
func stopAll(t *testing.T, ins []*instance) {
	for _, in := range ins {
		in.signal(syscall.SIGTERM)
	}
	for _, in := range ins {
		in.stop(t, syscall.SIGTERM)
	}
}

// Seeds that found bugs, kept as rows of make faults (issue 34): each runs
// its schedule under the chaos checker.
//
// Seed 20: Redis replies slowed past the meter's timeout; a Free call's cap
// script ran but its reply was lost, the in-process cap then refused the
// call, and nothing gave the script's count back (usage one above the ledger).
func TestChaosSeed20(t *testing.T) { chaosRow(t, 20, "chaos seed 20 (cap refusal, lost reply)") }

// Seed 25: instances SIGKILLed with Free calls in flight: counted by the cap
// script, never committed nor cancelled (usage one above the ledger).
func TestChaosSeed25(t *testing.T) { chaosRow(t, 25, "chaos seed 25 (SIGKILL, Free in flight)") }

func chaosRow(t *testing.T, seed uint64, name string) {
	s := newSchedule(seed)
	res := runChaos(t, s)
	if t.Failed() {
		t.Logf("schedule:\n%s", s)
	}
	v := "PASS"
	if t.Failed() {
		v = "FAIL"
	}
	rowsMu.Lock()
	rows = append(rows, fmt.Sprintf("%-34s %8d %8d %8d %8d %8d %6d  %s", name, res.admitted, res.ledger, res.overage, res.events, res.status5, res.admitted-res.ledger, v))
	rowsMu.Unlock()
}
