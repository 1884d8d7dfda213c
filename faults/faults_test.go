//go:build faults

package faults

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/internal/postgres/pgtest"
	"github.com/plumbline-api/plumbline/internal/redistest"
	"github.com/plumbline-api/plumbline/meter"
)

const pepper = "faults-pepper-faults-pepper-faults-pepper"

// Quotas small enough that every run crosses them: overage for the billed
// customer, the hard cap for the Free one.
const (
	billedQuota = 300
	freeQuota   = 200
)

var binary string

// rows is the table printed at the end: one per fault.
var (
	rowsMu sync.Mutex
	rows   []string
)

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "plumbline-faults")
	if err != nil {
		panic(err)
	}
	binary = filepath.Join(dir, "plumbline")
	build := exec.Command("go", "build", "-tags", "faults", "-o", binary, "../cmd/plumbline") // faults: a clock a schedule can shift (internal/clock)
	build.Stdout, build.Stderr = os.Stderr, os.Stderr
	if err := build.Run(); err != nil {
		panic(err)
	}
	code := m.Run()
	fmt.Printf("\n%-34s %8s %8s %8s %8s %8s %6s  %s\n", "fault", "admitted", "ledger", "overage", "events", "5xx", "lost", "verdict")
	for _, r := range rows {
		fmt.Println(r)
	}
	os.RemoveAll(dir)
	os.Exit(code)
}

// rig is one fault's world: its own Redis, schema, Postgres proxy and Stripe.
type rig struct {
	t          *testing.T
	redis      *redistest.Server
	pg         *pgtest.Schema
	proxy      *proxy
	stripe     *fakeStripe
	stripeGate *proxy // STRIPE_API_BASE points here: a test can make it refuse connections
	dbURL      string
	redisProxy *proxy            // REDIS_URL points here: a test can slow Redis down
	keys       map[string]string // customer → plaintext key
	redisURL   string            // overrides the proxy's URL (a cluster)
	extraEnv   []string
	dir        string
	nInst      atomic.Int32
	// freeSlack: Free calls the cap may admit past the quota. Only a Redis
	// that loses its data allows any: its counters restart from the ledger,
	// short of the calls not yet there (docs/metering-topology.md).
	freeSlack int64
}

func newRig(t *testing.T) *rig {
	r := &rig{t: t, redis: redistest.StartServer(t), pg: pgtest.New(t), stripe: newFakeStripe(), keys: map[string]string{}, dir: t.TempDir()}
	t.Cleanup(r.stripe.srv.Close)
	p, err := newProxy("127.0.0.1:5432")
	if err != nil {
		t.Fatal(err)
	}
	r.proxy = p
	t.Cleanup(p.close)
	r.dbURL = strings.Replace(r.pg.URL, "127.0.0.1:5432", p.Addr(), 1)
	rp, err := newProxy(r.redis.Addr)
	if err != nil {
		t.Fatal(err)
	}
	r.redisProxy = rp
	t.Cleanup(rp.close)
	sp, err := newProxy(strings.TrimPrefix(r.stripe.srv.URL, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	r.stripeGate = sp
	t.Cleanup(sp.close)
	hasher, _ := billing.NewHasher([]byte(pepper))
	store := billing.NewPGStore(r.pg.Pool)
	big := 1_000_000 // the rate limit is not under test here: only the counts
	for _, c := range []*plumbline.Customer{
		{ID: "acct_billed", Email: "billed@example.com", TierID: plumbline.TierStarter, StripeCustomerID: "cus_billed",
			Limits: &plumbline.Limits{MonthlyQuota: billedQuota, RPM: big, Burst: big}},
		{ID: "acct_free", Email: "free@example.com", TierID: plumbline.TierFree,
			Limits: &plumbline.Limits{MonthlyQuota: freeQuota, RPM: big, Burst: big}},
	} {
		c.CreatedAt = time.Now()
		key := billing.NewKey()
		if err := store.CreateCustomer(context.Background(), c, &plumbline.APIKey{ID: "key_" + c.ID, CustomerID: c.ID, Prefix: billing.DisplayPrefix(key), CreatedAt: c.CreatedAt}, hasher.HashString(key)); err != nil {
			t.Fatal(err)
		}
		r.keys[c.ID] = key
	}
	return r
}

func (r *rig) redisAddrURL() string {
	if r.redisURL != "" {
		return r.redisURL
	}
	return "redis://" + r.redisProxy.Addr() + "/0"
}

// instance is one running plumbline.
type instance struct {
	cmd  *exec.Cmd
	base string
	logs *bytes.Buffer
	done chan struct{}
}

// start runs plumbline (spill file n: instances started with the same n
// share it one after the other, as a restarted process does).
func (r *rig) start(n int) *instance {
	r.t.Helper()
	return r.launch("PLUMBLINE_METER_SPILL=" + filepath.Join(r.dir, fmt.Sprintf("inst%d.spill", n)))
}

// startShared runs plumbline as a container deployment would: no journal
// path of its own, a spill directory shared with the other instances (its
// journal named by a fresh instance id, on a fresh port).
func (r *rig) startShared() *instance {
	r.t.Helper()
	return r.launch("PLUMBLINE_METER_SPILL_DIR=" + filepath.Join(r.dir, "shared"))
}

func (r *rig) launch(spill string) *instance {
	r.t.Helper()
	_ = os.MkdirAll(filepath.Join(r.dir, "shared"), 0o700)
	ln := freePort(r.t)
	logs := &bytes.Buffer{}
	cmd := exec.Command(binary, "serve")
	cmd.Dir = r.dir
	cmd.Env = append(os.Environ(),
		"PLUMBLINE_ADDR="+ln, "DATABASE_URL="+r.dbURL, "REDIS_URL="+r.redisAddrURL(),
		"PLUMBLINE_KEY_PEPPER="+pepper, "PLUMBLINE_FLUSH_INTERVAL=300ms", "PLUMBLINE_SHUTDOWN_TIMEOUT=10s",
		"STRIPE_SECRET_KEY=sk_test_faults", "STRIPE_API_BASE=http://"+r.stripeGate.Addr(), "STRIPE_PRICE_FREE=price_free",
		spill, "PLUMBLINE_LOG_LEVEL=warn", "PLUMBLINE_REFRESH=off")
	cmd.Env = append(cmd.Env, r.extraEnv...)
	cmd.Stdout, cmd.Stderr = logs, &lockedWriter{w: logs}
	if err := cmd.Start(); err != nil {
		r.t.Fatal(err)
	}
	in := &instance{cmd: cmd, base: "http://" + ln, logs: logs, done: make(chan struct{})}
	go func() { _ = cmd.Wait(); close(in.done) }()
	r.t.Cleanup(func() { in.signal(syscall.SIGKILL); <-in.done })
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		if resp, err := http.Get(in.base + "/healthz"); err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				return in
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	r.t.Fatalf("plumbline did not start: %s", logs.String())
	return nil
}

func (in *instance) signal(sig syscall.Signal) {
	select {
	case <-in.done:
	default:
		_ = in.cmd.Process.Signal(sig)
	}
}

// stop sends sig and waits for the process to end.
func (in *instance) stop(t *testing.T, sig syscall.Signal) {
	in.signal(sig)
	select {
	case <-in.done:
	case <-time.After(40 * time.Second):
		t.Fatalf("plumbline did not stop after %v", sig)
	}
}

type lockedWriter struct {
	mu sync.Mutex
	w  *bytes.Buffer
}

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

// tally counts answers per customer.
type tally struct {
	admitted map[string]*atomic.Int64
	// inFlight: calls sent and not yet answered, per account (a call the
	// server counted in Redis may not have reached its client yet).
	inFlight map[string]*atomic.Int64
	status5  atomic.Int64
	errs     atomic.Int64
	// unavailable: 503 with Retry-After (allowed: the client is told when
	// to retry, and the call is not counted); status5 is every other 5xx.
	unavailable atomic.Int64
	firstErr    atomic.Value // the first 5xx: status and body, for the failure message
	done        chan struct{}
}

// load calls the instances from workers until ctx ends.
func (r *rig) load(ctx context.Context, instances func() []*instance, workers int) *tally {
	tl := &tally{admitted: map[string]*atomic.Int64{}, inFlight: map[string]*atomic.Int64{}, done: make(chan struct{})}
	for id := range r.keys {
		tl.admitted[id], tl.inFlight[id] = &atomic.Int64{}, &atomic.Int64{}
	}
	client := &http.Client{Timeout: 5 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: workers}}
	var wg sync.WaitGroup
	ids := []string{"acct_billed", "acct_free"}
	for w := range workers {
		wg.Go(func() {
			for i := w; ctx.Err() == nil; i++ {
				ins := instances()
				in := ins[i%len(ins)]
				id := ids[i%len(ids)]
				req, _ := http.NewRequest("POST", in.base+"/v1/calc/concrete/yards", strings.NewReader(`{"length_ft":10,"width_ft":10,"depth_in":4}`))
				req.Header.Set("Authorization", "Bearer "+r.keys[id])
				req.Header.Set("Content-Type", "application/json")
				tl.inFlight[id].Add(1)
				resp, err := client.Do(req)
				tl.inFlight[id].Add(-1)
				if err != nil {
					tl.errs.Add(1)
					time.Sleep(10 * time.Millisecond)
					continue
				}
				var body []byte
				if resp.StatusCode >= 500 {
					body, _ = io.ReadAll(io.LimitReader(resp.Body, 512))
				}
				resp.Body.Close()
				switch {
				case resp.StatusCode == 200:
					tl.admitted[id].Add(1)
				case resp.StatusCode == 503 && resp.Header.Get("Retry-After") != "":
					tl.unavailable.Add(1)
					time.Sleep(10 * time.Millisecond)
				case resp.StatusCode >= 500:
					tl.status5.Add(1)
					tl.firstErr.CompareAndSwap(nil, fmt.Sprintf("%d %s", resp.StatusCode, body))
					time.Sleep(10 * time.Millisecond)
				case resp.StatusCode == 429:
					time.Sleep(2 * time.Millisecond)
				}
			}
		})
	}
	go func() { <-ctx.Done(); wg.Wait(); close(tl.done) }()
	return tl
}

func (tl *tally) wait() { <-tl.done }

// settle runs one clean instance (it replays what spill file n holds and
// flushes), stops it with SIGTERM, and returns the ledger.
func (r *rig) settle(spills ...int) map[string]int64 {
	r.t.Helper()
	for _, n := range spills {
		in := r.start(n)
		time.Sleep(1500 * time.Millisecond) // replay, flush, report
		in.stop(r.t, syscall.SIGTERM)
	}
	start, _ := meter.Period(time.Now())
	totals, err := meter.NewPGLedger(r.pg.Pool).Totals(context.Background(), start)
	if err != nil {
		r.t.Fatal(err)
	}
	return totals
}

// verdict checks the invariant and adds the fault's row to the table.
func (r *rig) verdict(name string, tl *tally, ledger map[string]int64) {
	r.t.Helper()
	r.verdictAlso(name, tl, ledger, nil)
}

// verdictAlso is verdict with the fault's own findings (each one fails it).
func (r *rig) verdictAlso(name string, tl *tally, ledger map[string]int64, problems []string) {
	r.t.Helper()
	var admitted, inLedger, lost int64
	for id, n := range tl.admitted {
		admitted += n.Load()
		inLedger += ledger[id]
		lost += n.Load() - ledger[id]
	}
	overage := max(0, ledger["acct_billed"]-billedQuota)
	events := r.stripe.total()
	ok := lost == 0 && events == overage && tl.status5.Load() == 0 && ledger["acct_free"] <= freeQuota+r.freeSlack && len(problems) == 0
	for _, p := range problems {
		r.t.Errorf("%s: %s", name, p)
	}
	v := "PASS"
	if !ok {
		v = "FAIL"
		r.t.Errorf("%s: admitted %d (billed %d, free %d), ledger %v, overage %d, meter events %d, 5xx %d (first: %v)",
			name, admitted, tl.admitted["acct_billed"].Load(), tl.admitted["acct_free"].Load(), ledger, overage, events, tl.status5.Load(), tl.firstErr.Load())
	}
	rowsMu.Lock()
	rows = append(rows, fmt.Sprintf("%-34s %8d %8d %8d %8d %8d %6d  %s", name, admitted, inLedger, overage, events, tl.status5.Load(), lost, v))
	rowsMu.Unlock()
}

// ledger reads the ledger's totals for this month.
func (r *rig) ledger() map[string]int64 { return r.ledgerOf(time.Now()) }

// ledgerOf is the ledger's totals of the month containing t.
func (r *rig) ledgerOf(t time.Time) map[string]int64 {
	r.t.Helper()
	start, _ := meter.Period(t)
	totals, err := meter.NewPGLedger(r.pg.Pool).Totals(context.Background(), start)
	if err != nil {
		r.t.Fatal(err)
	}
	return totals
}

// unapplied is how many ledger batches are listed unapplied (delivered
// while Redis was down, or not yet confirmed in it).
func (r *rig) unapplied() int64 {
	var n int64
	_ = r.pg.Pool.QueryRow(context.Background(), `SELECT count(DISTINCT batch_id) FROM meter_unapplied`).Scan(&n)
	return n
}

// usage reads an account's requests_used from GET /v1/account/usage.
func (r *rig) usage(in *instance, id string) (int64, error) {
	req, _ := http.NewRequest("GET", in.base+"/v1/account/usage", nil)
	req.Header.Set("Authorization", "Bearer "+r.keys[id])
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	var u struct {
		Used int64 `json:"requests_used"`
	}
	if resp.StatusCode != 200 {
		return 0, fmt.Errorf("status %d", resp.StatusCode)
	}
	err = json.NewDecoder(resp.Body).Decode(&u)
	return u.Used, err
}

// usageMatches waits (up to within) until the instance reports, for every
// account, the calls the load saw admitted; it returns what never matched.
func (r *rig) usageMatches(in *instance, tl *tally, within time.Duration) []string {
	deadline := time.Now().Add(within)
	for {
		var problems []string
		for id, n := range tl.admitted {
			got, err := r.usage(in, id)
			if err != nil || got != n.Load() {
				problems = append(problems, fmt.Sprintf("usage of %s reads %d (%v), admitted %d", id, got, err, n.Load()))
			}
		}
		if len(problems) == 0 || time.Now().After(deadline) {
			return problems
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// run drives one fault: load on the instances for the given time, calling
// fault at its start (after lead) and heal after hold.
func (r *rig) run(instances []*instance, lead, hold, tail time.Duration, fault, heal func()) *tally {
	var f func(*tally)
	if fault != nil {
		f = func(*tally) { fault() }
	}
	return r.runWith(instances, lead, hold, tail, f, heal)
}

// runWith is run for a fault that reads the load's tally.
func (r *rig) runWith(instances []*instance, lead, hold, tail time.Duration, fault func(*tally), heal func()) *tally {
	var mu sync.Mutex
	list := func() []*instance { mu.Lock(); defer mu.Unlock(); return instances }
	ctx, cancel := context.WithCancel(context.Background())
	tl := r.load(ctx, list, 8)
	time.Sleep(lead)
	if fault != nil {
		fault(tl)
	}
	time.Sleep(hold)
	if heal != nil {
		heal()
	}
	time.Sleep(tail)
	cancel()
	tl.wait()
	return tl
}
