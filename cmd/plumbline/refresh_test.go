package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline/internal/postgres/pgtest"
	"github.com/plumbline-api/plumbline/internal/redistest"
	"github.com/plumbline-api/plumbline/internal/refresh"
	"github.com/plumbline-api/plumbline/internal/testenv"
	"github.com/plumbline-api/plumbline/reference"
)

// flaky fronts a loopback publisher: while down, every request answers
// 503 (a publisher that is up but failing).
type flaky struct {
	next http.Handler
	down atomic.Bool
}

func (f *flaky) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if f.down.Load() {
		http.Error(w, "Service Unavailable", http.StatusServiceUnavailable)
		return
	}
	f.next.ServeHTTP(w, r)
}

// readyState is the part of /readyz the refresh tests read.
type readyState struct {
	Version string         `json:"dataset_version"`
	Refresh refresh.Report `json:"refresh"`
}

func getReady(t *testing.T, base string) readyState {
	t.Helper()
	resp, err := http.Get(base + "/readyz")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	var r readyState
	if resp.StatusCode != 200 || json.Unmarshal(b, &r) != nil {
		t.Fatalf("/readyz: %d %s", resp.StatusCode, b)
	}
	return r
}

// A server started on the bundle, pointed at a loopback publisher that
// fails, keeps serving the bundle and says so in /readyz; once the
// publisher answers, it pulls the due release in the background, imports
// it and switches, under load, with no failed request: every answer is
// the bundle's before the switch and the release's after it, per client
// in that order. The release feed and `data status` show the switch.
func TestServeRefreshesFromThePublisher(t *testing.T) {
	start := time.Now()
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(fixtureDataDir(t))); err != nil {
		t.Fatal(err)
	}
	pub := &flaky{next: loopbackEnergyStar(t)}
	pub.down.Store(true)
	front := httptest.NewServer(pub)
	defer front.Close()
	base, key, logs, stop := serveInProcess(t, env("PLUMBLINE_ADDR", "127.0.0.1:0", "PLUMBLINE_DEV_KEY", testKey, "PLUMBLINE_DATA_DIR", dir,
		"PLUMBLINE_REFRESH", "on", "PLUMBLINE_REFRESH_EVERY", "200ms", "PLUMBLINE_REFRESH_SOURCES", "energystar-heat-pumps",
		"PLUMBLINE_PUBLISHER_BASE", front.URL))
	defer stop()
	t.Logf("started: %s", time.Since(start))

	// The publisher fails: the bundle serves, and /readyz says why.
	var r readyState
	waitWithin(t, time.Minute, func() bool { r = getReady(t, base); return r.Refresh.Last != nil && r.Refresh.Last.Result == "failed" })
	bundleVersion := r.Version
	t.Logf("failed check seen: %s", time.Since(start))
	if !r.Refresh.Enabled || len(r.Refresh.Due) != 1 || r.Refresh.Due[0] != "energystar-heat-pumps" ||
		len(r.Refresh.Last.Sources) != 1 || !strings.Contains(r.Refresh.Last.Sources[0].Error, "503") ||
		strings.Contains(r.Refresh.Last.Sources[0].Error, front.URL) {
		t.Fatalf("readyz while the publisher fails: %+v", r.Refresh)
	}

	const path = "/v1/products/categories/hvac"
	type answer struct {
		status  int
		version string
		body    string
	}
	get := func() answer {
		req, _ := http.NewRequest("GET", base+path, nil)
		req.Header.Set("Authorization", "Bearer "+key)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			return answer{status: -1, body: err.Error()}
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return answer{resp.StatusCode, resp.Header.Get("Plumbline-Dataset-Version"), string(b)}
	}
	before := get()
	if before.status != 200 || before.version != bundleVersion {
		t.Fatalf("bundle answer: %+v", before)
	}

	// Load through the switch: 4 clients, each request after the last.
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	seen := make([][]answer, 4)
	for i := range seen {
		wg.Go(func() {
			for ctx.Err() == nil {
				seen[i] = append(seen[i], get())
			}
		})
	}
	time.Sleep(300 * time.Millisecond)
	pub.down.Store(false)
	waitWithin(t, time.Minute, func() bool { return getReady(t, base).Version != bundleVersion })
	t.Logf("switched: %s", time.Since(start))
	time.Sleep(300 * time.Millisecond)
	cancel()
	wg.Wait()

	after := get()
	r = getReady(t, base)
	if after.status != 200 || after.version != r.Version || after.body == before.body || !strings.Contains(after.body, "pulled/energystar-heat-pumps/") {
		t.Fatalf("release answer: %+v", after)
	}
	if r.Refresh.Last == nil || r.Refresh.Last.Result != "switched" || r.Refresh.Last.Previous != bundleVersion || len(r.Refresh.Due) != 0 {
		t.Fatalf("readyz after the switch: %+v", r.Refresh)
	}
	total, switched := 0, 0
	for _, answers := range seen {
		onRelease := false
		for _, a := range answers {
			total++
			switch {
			case a.status != 200:
				t.Fatalf("a request failed during the switch: %+v", a)
			case a.version == bundleVersion && a.body == before.body && !onRelease:
			case a.version == after.version && a.body == after.body:
				onRelease = true
			default:
				t.Fatalf("a mixed or out-of-order answer (release seen already: %v): version %s, %.200s", onRelease, a.version, a.body)
			}
		}
		if onRelease {
			switched++
		}
	}
	if switched != len(seen) || total < 20 {
		t.Fatalf("%d requests, %d of %d clients saw the switch", total, switched, len(seen))
	}
	t.Logf("%d requests through the switch, none failed", total)

	// The feed has the switch; data status reports the refresh.
	req, _ := http.NewRequest("GET", base+"/v1/data/releases", nil)
	req.Header.Set("Authorization", "Bearer "+key)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	var feed reference.Feed
	_ = json.NewDecoder(resp.Body).Decode(&feed)
	resp.Body.Close()
	if len(feed.Releases) != 2 || feed.LiveVersion != after.version || feed.Releases[0].Previous != bundleVersion {
		t.Fatalf("feed: %+v", feed)
	}
	var out, errOut bytes.Buffer
	if c := run(context.Background(), []string{"data", "status", "--dir", dir}, env(), &out, &errOut); c != 0 ||
		!strings.Contains(out.String(), "switched; serving version "+after.version) {
		t.Fatalf("data status: %d\n%s%s", c, out.String(), errOut.String())
	}
	if !strings.Contains(logs.String(), "data refresh: a new version is live") {
		t.Fatalf("logs: %s", logs.String())
	}
}

// waitWithin waits until ok, failing the test after d (the refresh tests
// allow a minute: what a release takes to be served).
func waitWithin(t *testing.T, d time.Duration, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(d)
	for !ok() {
		if time.Now().After(deadline) {
			t.Fatalf("not within %s", d)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// serveProduction runs `plumbline serve` with DATABASE_URL (no dev key is
// printed) and returns its base URL and a stop function.
func serveProduction(t *testing.T, getenv func(string) string) (string, func()) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	outR, outW := io.Pipe()
	logs := &testenv.Buffer{}
	code := make(chan int, 1)
	go func() { code <- run(ctx, []string{"serve"}, getenv, outW, logs); outW.Close() }()
	sc := bufio.NewScanner(outR)
	var base string
	for sc.Scan() {
		if _, after, ok := strings.Cut(sc.Text(), "listening on "); ok {
			base = strings.Fields(after)[0]
			break
		}
	}
	go func() { _, _ = io.Copy(io.Discard, outR) }()
	if base == "" {
		cancel()
		t.Fatalf("no banner: %s", logs)
	}
	return base, func() {
		cancel()
		select {
		case <-code:
		case <-time.After(30 * time.Second):
			t.Errorf("serve did not stop: %s", logs)
		}
	}
}

// Two instances on one Postgres, each with its own data directory, both
// refreshing from the loopback publisher, which fails until both have
// tried: once it answers, one pulls and imports, the other does not pull,
// and both serve the new version.
func TestTwoInstancesOnPostgresPullOnce(t *testing.T) {
	start := time.Now()
	schema := pgtest.New(t)
	_, _ = redistest.New(t) // skips, or fails in CI, without Redis
	redisURL := strings.TrimSuffix(redistest.URL(), "/0") + "/11"
	ctx := context.Background()
	dirs := []string{t.TempDir(), t.TempDir()}
	for _, d := range dirs {
		if err := os.CopyFS(d, os.DirFS(fixtureDataDir(t))); err != nil {
			t.Fatal(err)
		}
	}
	var out, errOut bytes.Buffer
	if c := run(ctx, []string{"import"}, env("DATABASE_URL", schema.URL, "PLUMBLINE_DATA_DIR", dirs[0]), &out, &errOut); c != 0 {
		t.Fatalf("import: %d %s", c, errOut.String())
	}
	var first string
	if err := schema.Pool.QueryRow(ctx, "SELECT version FROM ref_live").Scan(&first); err != nil {
		t.Fatal(err)
	}
	t.Logf("imported: %s", time.Since(start))
	p := loopbackEnergyStar(t)
	// The publisher is down until both instances are up and have tried:
	// both find the release due, and race for it.
	pub := &flaky{next: p}
	pub.down.Store(true)
	front := httptest.NewServer(pub)
	defer front.Close()
	var bases []string
	for i, d := range dirs {
		base, stop := serveProduction(t, env("PLUMBLINE_ADDR", "127.0.0.1:0", "DATABASE_URL", schema.URL, "PLUMBLINE_KEY_PEPPER", strings.Repeat("p", 32),
			"REDIS_URL", redisURL, "PLUMBLINE_METER_SPILL", filepath.Join(t.TempDir(), "meter.spill"+strconv.Itoa(i)), "PLUMBLINE_DATA_DIR", d,
			"PLUMBLINE_REFRESH", "on", "PLUMBLINE_REFRESH_EVERY", "200ms", "PLUMBLINE_REFRESH_SOURCES", "energystar-heat-pumps",
			"PLUMBLINE_PUBLISHER_BASE", front.URL))
		defer stop()
		bases = append(bases, base)
	}
	waitWithin(t, time.Minute, func() bool {
		return getReady(t, bases[0]).Refresh.Last != nil && getReady(t, bases[1]).Refresh.Last != nil
	})
	pub.down.Store(false)
	t.Logf("started: %s", time.Since(start))
	var ready []readyState
	waitWithin(t, time.Minute, func() bool {
		ready = []readyState{getReady(t, bases[0]), getReady(t, bases[1])}
		return ready[0].Version != first && ready[0].Version == ready[1].Version
	})
	t.Logf("both switched: %s", time.Since(start))
	const list = "https://data.energystar.gov/resource/w7cv-9xjt.csv"
	asked := p.Requests(list)
	time.Sleep(time.Second) // five more checks each: nothing is due now
	if p.Requests(list) != asked {
		t.Fatalf("the publisher was asked again after the switch: %d, then %d", asked, p.Requests(list))
	}
	pulled, switched := 0, 0
	for i, d := range dirs {
		if _, err := os.Stat(filepath.Join(d, "pulled", "energystar-heat-pumps", "manifest.csv")); err == nil {
			pulled++
		}
		r := getReady(t, bases[i])
		if r.Refresh.Last != nil && r.Refresh.Last.Result == "switched" {
			switched++
		}
	}
	if pulled != 1 || switched != 1 {
		t.Fatalf("%d instances pulled, %d imported a switch; want one each: %+v %+v", pulled, switched, ready[0].Refresh, ready[1].Refresh)
	}
	var releases int
	if err := schema.Pool.QueryRow(ctx, "SELECT count(*) FROM ref_releases").Scan(&releases); err != nil || releases != 2 {
		t.Fatalf("releases: %d %v", releases, err)
	}
}
