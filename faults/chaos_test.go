//go:build faults

package faults

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/internal/clock"
	"github.com/plumbline-api/plumbline/internal/redistest"
	"github.com/plumbline-api/plumbline/meter"
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
	redisSlow              bool               // replies slowed past the meter's timeout
	nodeDown               int                // the stopped cluster node, -1 when none
	outageProcs            map[*instance]bool // every process that ran while Redis was unreachable to some instance
	status5                atomic.Int64
	first5                 atomic.Value
	unavail                atomic.Int64
	calls                  atomic.Int64
	// The instances' clock (schedule.month): shifted by offset so that the
	// month ends at monthEnd, given to every instance as clockEnv.
	offset   time.Duration
	monthEnd time.Time
	clockEnv string
	healed   time.Time // when every fault ended
}

// now is the instances' clock.
func (c *chaosRun) now() time.Time { return time.Now().Add(c.offset) }

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
	c := &chaosRun{t: t, r: r, s: s, keys: map[string][]string{}, keyIDs: map[string]string{}, acct: map[string]*acctTally{}, faults: map[string]int{}, lossFree: map[string]int64{}, outageProcs: map[*instance]bool{}, nodeDown: -1}
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
	if s.month > 0 {
		// The real month's end, reached s.month from now: the fake
		// clock runs a day or two ahead of the wall clock.
		_, c.monthEnd = meter.Period(time.Now())
		wall := time.Now().Add(s.month)
		c.offset = c.monthEnd.Sub(wall)
		c.clockEnv = clock.EnvFake + "=" + clock.Fake(c.monthEnd, wall)
		c.faults["month ended (fake clock)"]++
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
	c.healed = time.Now()
	time.Sleep(time.Second) // traffic on a healed system
	cancel()
	wg.Wait()
	return c.check()
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

// Seed 69: a 3-node cluster, nodes stopped and started, Postgres slow; the
// cluster client sent a Free call's cap script again after its reply was
// lost (it retries timeouts and dropped connections even with MaxRetries
// -1): counted twice, or refused at the cap by the second run, after the
// first had counted it (usage one above the ledger). The script now answers
// a call already marked admitted, without counting it again.
func TestChaosSeed69(t *testing.T) { chaosRow(t, 69, "chaos seed 69 (cluster retry, cap script)") }

// Seeds 79 and 128: Redis killed, stopped and flushed while instances were
// stopped and replaced (some elsewhere): thousands of journal batches
// delivered to the ledger listed unapplied. Confirmed one round trip each
// inside a 5 s transaction, on a loaded machine a page rolled back every
// round, and the live usage stayed 2-12% short of the ledger for nearly
// every account. A page's scripts now go to Redis together.
func TestChaosSeed79(t *testing.T)  { chaosRow(t, 79, "chaos seed 79 (confirm backlog)") }
func TestChaosSeed128(t *testing.T) { chaosRow(t, 128, "chaos seed 128 (confirm backlog)") }

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
