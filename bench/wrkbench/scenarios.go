package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"
)

type options struct {
	plumbline, baseline string
	duration            string
	conns, rounds       int
	scenarios           string
	databaseURL         string
	redisURL            string
	productsDataDir     string
}

const devKey = "svc_benchBENCHbenchBENCHbenchBENCH00"

// request is what a scenario's load sends, each with a key from its list.
type request struct {
	method, path, body string
	headers            map[string]string // beyond Authorization and Content-Type
}

func (r request) String() string { return r.method + " " + r.path }

var (
	yardsRequest = request{method: "POST", path: "/v1/calc/concrete/yards", body: `{"length_ft":10,"width_ft":10,"depth_in":4,"waste_factor":0.10}`}
	// A section lookup the first (warm-up) run puts in the cache: the
	// measured runs are cached lookups through the full middleware.
	sectionRequest = request{method: "GET", path: "/v1/codes/irc/sections/R311.7.5"}
	// Products: a filtered, sorted category page and a model-number search,
	// cached by the warm-up run like the section lookup.
	productsPageRequest     = request{method: "GET", path: "/v1/products/categories/hvac?subcategory=furnaces&filter%5Bspecs.afue_pct.gte%5D=97&sort=-afue_pct&per_page=20"}
	productsSearchRequest   = request{method: "GET", path: "/v1/products/search?q=A96DS2V090C20&per_page=10"}
	productsTextPageRequest = request{method: "GET", path: "/v1/products/categories/plumbing?subcategory=water_heaters&market=US&filter%5Bspecs.fuel_type.in%5D=Propane,Natural%20Gas&sort=-uef&per_page=20"}
	costsMaterialsRequest   = request{method: "GET", path: "/v1/costs/materials?category=lumber"}
	costsLaborZIPRequest    = request{method: "GET", path: "/v1/costs/labor?trade=electricians&zip=14850"}
)

type result struct {
	rps      float64
	requests int64
	non2xx   int64
	p50, p99 string
}

// embedded: the embedded default with one key, sending req; env are more
// settings (NAME=value) for the server.
func embedded(o options, title string, req request, target float64, env ...string) error {
	dir, err := os.MkdirTemp("", "wrkbench")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	pl, base, err := startPlumbline(o, "18090", append([]string{"PLUMBLINE_DEV_KEY=" + devKey}, env...)...)
	if err != nil {
		return err
	}
	defer stop(pl)
	script, err := writeScript(dir, []string{devKey}, req)
	if err != nil {
		return err
	}
	return compare(o, dir, title, base, devKey, req, script, target, nil)
}

// withRedis: the production wiring on Postgres and Redis, with nKeys keys
// sharing the load (the flood scenario uses 1,000).
func withRedis(ctx context.Context, o options, flood bool, nKeys int) error {
	seed, err := seedDatabase(ctx, o.databaseURL, nKeys)
	if err != nil {
		return fmt.Errorf("postgres (%s): %w", o.databaseURL, err)
	}
	defer seed.drop()
	ropt, err := redis.ParseURL(o.redisURL)
	if err != nil {
		return err
	}
	rdb := redis.NewClient(ropt)
	defer rdb.Close()
	if err := rdb.FlushDB(ctx).Err(); err != nil {
		return fmt.Errorf("redis (%s): %w", o.redisURL, err)
	}
	dir, err := os.MkdirTemp("", "wrkbench")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	pl, base, err := startPlumbline(o, "18092", "DATABASE_URL="+seed.url, "REDIS_URL="+o.redisURL, "PLUMBLINE_KEY_PEPPER="+benchPepper)
	if err != nil {
		return err
	}
	defer stop(pl)
	script, err := writeScript(dir, seed.keys, yardsRequest)
	if err != nil {
		return err
	}
	stats := func() (int64, error) { return redisCalls(ctx, rdb) }
	if !flood {
		title := fmt.Sprintf("Postgres + Redis, %d Enterprise keys", nKeys)
		perRequest, err := compareStats(o, dir, title, base, seed.keys[0], yardsRequest, script, 0.60, stats)
		if err == nil && nKeys >= 10_000 && perRequest > 0.2 {
			err = fmt.Errorf("%.3f Redis commands per request at %d keys, above 0.2", perRequest, nKeys)
		}
		return err
	}
	return floodScenario(o, dir, base, seed.keys, seed.freeKey, stats)
}

// compare runs the baseline and plumbline with the same script, interleaved,
// and reports the ratio against target.
func compare(o options, dir, title, base, fetchKey string, req request, script string, target float64, redisStats func() (int64, error)) error {
	_, err := compareStats(o, dir, title, base, fetchKey, req, script, target, redisStats)
	return err
}

// compareStats is compare, also giving the Redis commands per request
// (0 without redisStats).
func compareStats(o options, dir, title, base, fetchKey string, req request, script string, target float64, redisStats func() (int64, error)) (float64, error) {
	full, err := fetch(base, fetchKey, req)
	if err != nil {
		return 0, err
	}
	bl, err := startBaseline(o, dir, full)
	if err != nil {
		return 0, err
	}
	defer stop(bl)
	run := func(url, d string, conns int) (result, error) {
		return wrk("-t1", "-c"+strconv.Itoa(conns), "-d"+d, "--latency", "-s", script, url+req.path)
	}
	// Warm both, and fill plumbline's caches (keys, scripts).
	if _, err := run("http://127.0.0.1:18091", "2s", o.conns); err != nil {
		return 0, err
	}
	if _, err := run(base, "3s", o.conns); err != nil {
		return 0, err
	}
	var bs, ps []result
	var calls, reqs int64
	for range o.rounds {
		b, err := run("http://127.0.0.1:18091", o.duration, o.conns)
		if err != nil {
			return 0, err
		}
		var before int64
		if redisStats != nil {
			if before, err = redisStats(); err != nil {
				return 0, err
			}
		}
		p, err := run(base, o.duration, o.conns)
		if err != nil {
			return 0, err
		}
		if p.non2xx > 0 {
			return 0, fmt.Errorf("plumbline answered %d non-2xx responses: not every call was admitted", p.non2xx)
		}
		if redisStats != nil {
			after, err := redisStats()
			if err != nil {
				return 0, err
			}
			calls += after - before
			reqs += p.requests
		}
		bs, ps = append(bs, b), append(ps, p)
	}
	fmt.Printf("== %s: wrk -t1 -c%d -d%s, %d interleaved runs each; same request script and %d-byte response for both\n",
		title, o.conns, o.duration, o.rounds, len(full))
	fmt.Printf("%-46s %12s %10s %10s\n", "server", "req/s", "p50", "p99")
	for i := range bs {
		fmt.Printf("%-46s %12.0f %10s %10s\n", "bare fasthttp baseline (fixed JSON)", bs[i].rps, bs[i].p50, bs[i].p99)
		fmt.Printf("%-46s %12.0f %10s %10s\n", "plumbline "+req.String(), ps[i].rps, ps[i].p50, ps[i].p99)
	}
	var perRequest float64
	if redisStats != nil {
		perRequest = float64(calls) / float64(reqs)
		fmt.Printf("Redis commands per request: %.3f (%d commands for %d requests, INFO commandstats)\n", float64(calls)/float64(reqs), calls, reqs)
	}
	ratio := mean(ps) / mean(bs)
	verdict := "meets"
	if ratio < target {
		verdict = "BELOW"
	}
	fmt.Printf("ratio plumbline/baseline: %.2f (%s the %.2f target)\n", ratio, verdict, target)
	if ratio < target {
		return perRequest, fmt.Errorf("ratio %.2f below target %.2f", ratio, target)
	}
	return perRequest, nil
}

// startBaseline starts the bare fasthttp server answering body, on the
// baseline port.
func startBaseline(o options, dir string, body []byte) (*exec.Cmd, error) {
	bodyFile := filepath.Join(dir, "body.json")
	if err := os.WriteFile(bodyFile, body, 0o600); err != nil {
		return nil, err
	}
	bl, err := startProcess(o.baseline, []string{"-addr", "127.0.0.1:18091", "-body-file", bodyFile})
	if err != nil {
		return nil, err
	}
	if err := waitReady("http://127.0.0.1:18091/"); err != nil {
		stop(bl)
		return nil, fmt.Errorf("baseline: %w", err)
	}
	return bl, nil
}

// floodScenario: 800 keys' load alone; beside a control load of 200 other
// Enterprise keys on 16 connections (legitimate traffic of the same size);
// and beside one Free key flooding on those 16 connections. The flood must
// cost the 800 keys no more than the control load does, and Redis must not
// see a command per refused call (measured with the flood alone).
func floodScenario(o options, dir, base string, keys []string, freeKey string, redisStats func() (int64, error)) error {
	mainScript, err := writeScript(dir, keys[:800], yardsRequest)
	if err != nil {
		return err
	}
	controlScript, err := writeScript(dir, keys[800:], yardsRequest)
	if err != nil {
		return err
	}
	floodScript, err := writeScript(dir, []string{freeKey}, yardsRequest)
	if err != nil {
		return err
	}
	url := base + yardsRequest.path
	main := func() (result, error) { return wrk("-t1", "-c48", "-d"+o.duration, "--latency", "-s", mainScript, url) }
	beside := func(script string) (result, result, error) {
		side := make(chan result, 1)
		sideErr := make(chan error, 1)
		go func() {
			r, err := wrk("-t1", "-c16", "-d"+o.duration, "-s", script, url)
			sideErr <- err
			side <- r
		}()
		m, err := main()
		if e := <-sideErr; err == nil {
			err = e
		}
		return m, <-side, err
	}
	if _, err := wrk("-t1", "-c48", "-d3s", "-s", mainScript, url); err != nil { // warm
		return err
	}
	alone, err := main()
	if err != nil {
		return err
	}
	withControl, control, err := beside(controlScript)
	if err != nil {
		return err
	}
	withFlood, flood, err := beside(floodScript)
	if err != nil {
		return err
	}
	c0, err := redisStats()
	if err != nil {
		return err
	}
	floodAlone, err := wrk("-t1", "-c16", "-d"+o.duration, "-s", floodScript, url)
	if err != nil {
		return err
	}
	c1, _ := redisStats()
	perRefused := float64(c1-c0) / float64(max(1, floodAlone.non2xx))

	fmt.Printf("== flood: 800 Enterprise keys on 48 connections, alone, beside 200 other keys on 16 connections, and beside one Free key flooding on 16 (wrk -d%s)\n", o.duration)
	fmt.Printf("%-46s %12s %10s %10s\n", "load", "req/s", "p50", "p99")
	fmt.Printf("%-46s %12.0f %10s %10s\n", "800 keys alone", alone.rps, alone.p50, alone.p99)
	fmt.Printf("%-46s %12.0f %10s %10s   (control: %.0f req/s)\n", "800 keys beside 200 well-behaved keys", withControl.rps, withControl.p50, withControl.p99, control.rps)
	fmt.Printf("%-46s %12.0f %10s %10s   (flood: %.0f req/s, %d of %d answered 429)\n", "800 keys beside the Free key's flood", withFlood.rps, withFlood.p50, withFlood.p99, flood.rps, flood.non2xx, flood.requests)
	fmt.Printf("the 800 keys keep %.2f of their solo throughput beside the flood, %.2f beside the same amount of legitimate traffic\n",
		withFlood.rps/alone.rps, withControl.rps/alone.rps)
	fmt.Printf("the flood alone: %d calls refused with %d Redis commands (%.5f per refused call)\n", floodAlone.non2xx, c1-c0, perRefused)
	if withFlood.non2xx > 0 {
		return fmt.Errorf("%d of the other keys' calls were refused during the flood", withFlood.non2xx)
	}
	if perRefused > 0.01 {
		return fmt.Errorf("the flood costs Redis %.3f commands per refused call", perRefused)
	}
	if withFlood.rps < 0.95*withControl.rps {
		return fmt.Errorf("the flood costs the other keys more than legitimate traffic of the same size (%.0f vs %.0f req/s)", withFlood.rps, withControl.rps)
	}
	return nil
}

// redisCalls is the total of calls over INFO commandstats.
func redisCalls(ctx context.Context, rdb *redis.Client) (int64, error) {
	info, err := rdb.Info(ctx, "commandstats").Result()
	if err != nil {
		return 0, err
	}
	var total int64
	for _, m := range callsRe.FindAllStringSubmatch(info, -1) {
		if m[1] == "info" {
			continue
		}
		n, _ := strconv.ParseInt(m[2], 10, 64)
		total += n
	}
	return total, nil
}

var callsRe = regexp.MustCompile(`cmdstat_([a-z_|]+):calls=(\d+)`)

// writeScript writes a wrk script sending req with the keys in turn.
func writeScript(dir string, keys []string, req request) (string, error) {
	var b strings.Builder
	b.WriteString("local keys = {\n")
	for _, k := range keys {
		fmt.Fprintf(&b, "  %q,\n", k)
	}
	fmt.Fprintf(&b, "}\nlocal method = %q\nlocal body = %q\nlocal extra = {\n", req.method, req.body)
	for k, v := range req.headers {
		fmt.Fprintf(&b, "  [%q] = %q,\n", k, v)
	}
	b.WriteString(`}
local i = 0
request = function()
  i = i + 1
  local headers = {["Authorization"] = "Bearer " .. keys[(i % #keys) + 1]}
  for k, v in pairs(extra) do headers[k] = v end
  if body ~= "" then
    headers["Content-Type"] = "application/json"
    return wrk.format(method, nil, headers, body)
  end
  return wrk.format(method, nil, headers)
end
`)
	path := filepath.Join(dir, fmt.Sprintf("keys%d-%s-%x.lua", len(keys), strings.ToLower(req.method), len(req.body)+len(req.headers)))
	return path, os.WriteFile(path, []byte(b.String()), 0o600)
}

func mean(rs []result) float64 {
	var s float64
	for _, r := range rs {
		s += r.rps
	}
	return s / float64(len(rs))
}

var (
	rpsRe  = regexp.MustCompile(`Requests/sec:\s+([0-9.]+)`)
	reqsRe = regexp.MustCompile(`(\d+) requests in`)
	p50Re  = regexp.MustCompile(`\s50%\s+(\S+)`)
	p99Re  = regexp.MustCompile(`\s99%\s+(\S+)`)
	errRe  = regexp.MustCompile(`Non-2xx or 3xx responses: (\d+)`)
)

func wrk(args ...string) (result, error) {
	out, err := exec.Command("wrk", args...).CombinedOutput()
	if err != nil {
		return result{}, fmt.Errorf("wrk %v: %v\n%s", args, err, out)
	}
	m := rpsRe.FindSubmatch(out)
	if m == nil {
		return result{}, fmt.Errorf("cannot parse wrk output:\n%s", out)
	}
	var r result
	r.rps, _ = strconv.ParseFloat(string(m[1]), 64)
	if m := reqsRe.FindSubmatch(out); m != nil {
		r.requests, _ = strconv.ParseInt(string(m[1]), 10, 64)
	}
	if m := errRe.FindSubmatch(out); m != nil {
		r.non2xx, _ = strconv.ParseInt(string(m[1]), 10, 64)
	}
	if m := p50Re.FindSubmatch(out); m != nil {
		r.p50 = string(m[1])
	}
	if m := p99Re.FindSubmatch(out); m != nil {
		r.p99 = string(m[1])
	}
	return r, nil
}

func startPlumbline(o options, port string, env ...string) (*exec.Cmd, string, error) {
	return startPlumblineWait(o, port, 15*time.Second, env...)
}

// startPlumblineWait starts plumbline and waits up to wait for it to answer
// (a 500,000-record products catalog takes longer to load than the bundle).
func startPlumblineWait(o options, port string, wait time.Duration, env ...string) (*exec.Cmd, string, error) {
	if _, err := exec.LookPath("wrk"); err != nil {
		return nil, "", fmt.Errorf("wrk not found: install it (apt-get install wrk)")
	}
	cmd, err := startProcess(o.plumbline, nil, append(env, "PLUMBLINE_ADDR=127.0.0.1:"+port, "PLUMBLINE_LOG_LEVEL=warn")...)
	if err != nil {
		return nil, "", err
	}
	base := "http://127.0.0.1:" + port
	if err := waitReadyWithin(base+"/healthz", wait); err != nil {
		stop(cmd)
		return nil, "", fmt.Errorf("plumbline: %w", err)
	}
	return cmd, base, nil
}

func startProcess(bin string, args []string, env ...string) (*exec.Cmd, error) {
	cmd := exec.Command(bin, args...)
	cmd.Env = append(os.Environ(), env...)
	cmd.Stdout, cmd.Stderr = io.Discard, os.Stderr
	return cmd, cmd.Start()
}

func stop(cmd *exec.Cmd) {
	_ = cmd.Process.Signal(os.Interrupt)
	done := make(chan struct{})
	go func() { _ = cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		_ = cmd.Process.Kill()
	}
}

func waitReady(url string) error { return waitReadyWithin(url, 15*time.Second) }

func waitReadyWithin(url string, wait time.Duration) error {
	ctx, cancel := context.WithTimeout(context.Background(), wait)
	defer cancel()
	for ctx.Err() == nil {
		if resp, err := http.Get(url); err == nil {
			resp.Body.Close()
			return nil
		}
		time.Sleep(50 * time.Millisecond)
	}
	return fmt.Errorf("%s did not answer within %s", url, wait)
}

// fetch sends r once and returns the body (the baseline answers with it).
func fetch(base, key string, r request) ([]byte, error) {
	var body io.Reader
	if r.body != "" {
		body = strings.NewReader(r.body)
	}
	req, _ := http.NewRequest(r.method, base+r.path, body)
	req.Header.Set("Authorization", "Bearer "+key)
	if r.body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	for k, v := range r.headers {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err == nil && resp.StatusCode != 200 {
		err = fmt.Errorf("%s: %d %s", r, resp.StatusCode, bytes.TrimSpace(b))
	}
	return b, err
}
