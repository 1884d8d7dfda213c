// Command wrkbench runs wrk against the bare fasthttp baseline and against
// plumbline in the same run, and prints each throughput and latency and
// their ratio. Figures are only comparable within one run: the machines
// are shared and noisy, so the ratio is the result, not the req/s.
package main

import (
	"bytes"
	"context"
	"flag"
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
)

const devKey = "svc_benchBENCHbenchBENCHbenchBENCH00"

var yardsBody = `{"length_ft":10,"width_ft":10,"depth_in":4,"waste_factor":0.10}`

func main() {
	plumblineBin := flag.String("plumbline", "bin/plumbline", "plumbline binary")
	baselineBin := flag.String("baseline", "bin/bench-baseline", "baseline binary")
	duration := flag.String("d", "10s", "wrk duration per measured run")
	conns := flag.Int("c", 64, "wrk connections")
	rounds := flag.Int("rounds", 2, "measured runs per server, interleaved")
	target := flag.Float64("target", 0.70, "required plumbline/baseline throughput ratio")
	flag.Parse()
	if err := run(*plumblineBin, *baselineBin, *duration, *conns, *rounds, *target); err != nil {
		fmt.Fprintln(os.Stderr, "wrkbench:", err)
		os.Exit(1)
	}
}

type result struct {
	rps      float64
	p50, p99 string
}

func run(plumblineBin, baselineBin, duration string, conns, rounds int, target float64) error {
	if _, err := exec.LookPath("wrk"); err != nil {
		return fmt.Errorf("wrk not found: install it (apt-get install wrk)")
	}
	dir, err := os.MkdirTemp("", "wrkbench")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)

	pl, err := startProcess(plumblineBin, nil, "PLUMBLINE_ADDR=127.0.0.1:18090", "PLUMBLINE_DEV_KEY="+devKey, "PLUMBLINE_LOG_LEVEL=warn")
	if err != nil {
		return err
	}
	defer stop(pl)
	plBase := "http://127.0.0.1:18090"
	if err := waitReady(plBase + "/healthz"); err != nil {
		return fmt.Errorf("plumbline: %w", err)
	}
	// The baseline answers with the very bytes plumbline answers, so the
	// ratio measures plumbline's work, not a difference in payload size.
	full, err := fetch(plBase+"/v1/calc/concrete/yards", yardsBody)
	if err != nil {
		return err
	}
	bodyFile := filepath.Join(dir, "body.json")
	if err := os.WriteFile(bodyFile, full, 0o600); err != nil {
		return err
	}
	bl, err := startProcess(baselineBin, []string{"-addr", "127.0.0.1:18091", "-body-file", bodyFile})
	if err != nil {
		return err
	}
	defer stop(bl)
	if err := waitReady("http://127.0.0.1:18091/"); err != nil {
		return fmt.Errorf("baseline: %w", err)
	}

	script := filepath.Join(dir, "post.lua")
	lua := fmt.Sprintf("wrk.method = \"POST\"\nwrk.body = %q\nwrk.headers[\"Content-Type\"] = \"application/json\"\nwrk.headers[\"Authorization\"] = \"Bearer %s\"\n", yardsBody, devKey)
	if err := os.WriteFile(script, []byte(lua), 0o600); err != nil {
		return err
	}
	baseArgs := []string{"-t1", "-c" + strconv.Itoa(conns), "--latency"}
	// Both servers get the same request bytes (the POST with its headers and
	// body) and send the same response bytes.
	baselineRun := func(d string) (result, error) {
		return wrk(append(baseArgs, "-d"+d, "-s", script, "http://127.0.0.1:18091/v1/calc/concrete/yards")...)
	}
	plumblineRun := func(d string) (result, error) {
		return wrk(append(baseArgs, "-d"+d, "-s", script, plBase+"/v1/calc/concrete/yards")...)
	}
	// Warm both (JIT-free, but pools, page cache and CPU frequency settle).
	if _, err := baselineRun("2s"); err != nil {
		return err
	}
	if _, err := plumblineRun("2s"); err != nil {
		return err
	}
	var base, plum []result
	for range rounds {
		b, err := baselineRun(duration)
		if err != nil {
			return err
		}
		p, err := plumblineRun(duration)
		if err != nil {
			return err
		}
		base, plum = append(base, b), append(plum, p)
	}
	fmt.Printf("wrk -t1 -c%d -d%s, %d interleaved runs each; identical request and %d-byte response for both\n\n", conns, duration, rounds, len(full))
	fmt.Printf("%-44s %12s %10s %10s\n", "server", "req/s", "p50", "p99")
	for i := range rounds {
		fmt.Printf("%-44s %12.0f %10s %10s\n", "bare fasthttp baseline (fixed JSON)", base[i].rps, base[i].p50, base[i].p99)
		fmt.Printf("%-44s %12.0f %10s %10s\n", "plumbline POST /v1/calc/concrete/yards", plum[i].rps, plum[i].p50, plum[i].p99)
	}
	ratio := mean(plum) / mean(base)
	verdict := "meets"
	if ratio < target {
		verdict = "BELOW"
	}
	fmt.Printf("\nratio plumbline/baseline: %.2f (%s the %.2f target)\n", ratio, verdict, target)
	if ratio < target {
		return fmt.Errorf("ratio %.2f below target %.2f", ratio, target)
	}
	return nil
}

func mean(rs []result) float64 {
	var s float64
	for _, r := range rs {
		s += r.rps
	}
	return s / float64(len(rs))
}

var (
	rpsRe = regexp.MustCompile(`Requests/sec:\s+([0-9.]+)`)
	p50Re = regexp.MustCompile(`\s50%\s+(\S+)`)
	p99Re = regexp.MustCompile(`\s99%\s+(\S+)`)
	errRe = regexp.MustCompile(`Non-2xx or 3xx responses: (\d+)`)
)

func wrk(args ...string) (result, error) {
	out, err := exec.Command("wrk", args...).CombinedOutput()
	if err != nil {
		return result{}, fmt.Errorf("wrk %v: %v\n%s", args, err, out)
	}
	if m := errRe.FindSubmatch(out); m != nil {
		return result{}, fmt.Errorf("wrk saw %s non-2xx responses:\n%s", m[1], out)
	}
	m := rpsRe.FindSubmatch(out)
	if m == nil {
		return result{}, fmt.Errorf("cannot parse wrk output:\n%s", out)
	}
	rps, _ := strconv.ParseFloat(string(m[1]), 64)
	r := result{rps: rps}
	if m := p50Re.FindSubmatch(out); m != nil {
		r.p50 = string(m[1])
	}
	if m := p99Re.FindSubmatch(out); m != nil {
		r.p99 = string(m[1])
	}
	return r, nil
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
	case <-time.After(5 * time.Second):
		_ = cmd.Process.Kill()
	}
}

func waitReady(url string) error {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for ctx.Err() == nil {
		if resp, err := http.Get(url); err == nil {
			resp.Body.Close()
			return nil
		}
		time.Sleep(50 * time.Millisecond)
	}
	return fmt.Errorf("%s did not answer within 10s", url)
}

func fetch(url, body string) ([]byte, error) {
	req, _ := http.NewRequest("POST", url, strings.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+devKey)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err == nil && resp.StatusCode != 200 {
		err = fmt.Errorf("POST %s: %d %s", url, resp.StatusCode, bytes.TrimSpace(b))
	}
	return b, err
}
