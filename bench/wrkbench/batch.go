package main

import (
	"fmt"
	"os"
	"strings"
)

// batchItems is how many items the batch scenario sends in one request.
const batchItems = 100

// batchTarget is issue 29's figure: a batch of 100 items at least 5× the
// throughput, in items per second, of the same 100 items sent as single
// calls.
const batchTarget = 5.0

// batchScenario: the embedded default, one key; concrete/yards sent as
// single calls and as batches of 100 (POST /v1/calc/batch), both with
// Prefer: return=minimal, interleaved in the same run beside the bare
// baseline. The result is the ratio of items per second.
func batchScenario(o options) error {
	dir, err := os.MkdirTemp("", "wrkbench")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	pl, base, err := startPlumbline(o, "18093", "PLUMBLINE_DEV_KEY="+devKey)
	if err != nil {
		return err
	}
	defer stop(pl)
	minimal := map[string]string{"Prefer": "return=minimal"}
	single := request{method: "POST", path: yardsRequest.path, body: yardsRequest.body, headers: minimal}
	items := make([]string, batchItems)
	for i := range items {
		items[i] = fmt.Sprintf(`{"id":"line-%d","operation_id":"calc_concrete_yards","input":%s}`, i+1, yardsRequest.body)
	}
	batch := request{method: "POST", path: "/v1/calc/batch", body: `{"items":[` + strings.Join(items, ",") + `]}`, headers: minimal}
	full, err := fetch(base, devKey, single)
	if err != nil {
		return err
	}
	answer, err := fetch(base, devKey, batch)
	if err != nil {
		return err
	}
	if n := strings.Count(string(answer), `"status":200`); n != batchItems {
		return fmt.Errorf("the batch answered %d of %d items 200: %.300s", n, batchItems, answer)
	}
	bl, err := startBaseline(o, dir, full)
	if err != nil {
		return err
	}
	defer stop(bl)
	singleScript, err := writeScript(dir, []string{devKey}, single)
	if err != nil {
		return err
	}
	batchScript, err := writeScript(dir, []string{devKey}, batch)
	if err != nil {
		return err
	}
	run := func(url string, req request, script, d string) (result, error) {
		return wrk("-t1", "-c"+fmt.Sprint(o.conns), "-d"+d, "--latency", "-s", script, url+req.path)
	}
	// Warm all three.
	for _, w := range []struct {
		url    string
		req    request
		script string
	}{{"http://127.0.0.1:18091", single, singleScript}, {base, single, singleScript}, {base, batch, batchScript}} {
		if _, err := run(w.url, w.req, w.script, "2s"); err != nil {
			return err
		}
	}
	var bs, ss, ps []result
	for range o.rounds {
		b, err := run("http://127.0.0.1:18091", single, singleScript, o.duration)
		if err != nil {
			return err
		}
		s, err := run(base, single, singleScript, o.duration)
		if err != nil {
			return err
		}
		p, err := run(base, batch, batchScript, o.duration)
		if err != nil {
			return err
		}
		if s.non2xx > 0 || p.non2xx > 0 {
			return fmt.Errorf("plumbline answered %d single and %d batch non-2xx responses", s.non2xx, p.non2xx)
		}
		bs, ss, ps = append(bs, b), append(ss, s), append(ps, p)
	}
	fmt.Printf("== batch: concrete/yards as single calls and as batches of %d (Prefer: return=minimal), embedded default, 1 key; wrk -t1 -c%d -d%s, %d interleaved runs each\n",
		batchItems, o.conns, o.duration, o.rounds)
	fmt.Printf("%-46s %12s %12s %10s %10s\n", "server", "req/s", "items/s", "p50", "p99")
	for i := range bs {
		fmt.Printf("%-46s %12.0f %12.0f %10s %10s\n", "bare fasthttp baseline (fixed JSON)", bs[i].rps, bs[i].rps, bs[i].p50, bs[i].p99)
		fmt.Printf("%-46s %12.0f %12.0f %10s %10s\n", "plumbline "+single.String(), ss[i].rps, ss[i].rps, ss[i].p50, ss[i].p99)
		fmt.Printf("%-46s %12.0f %12.0f %10s %10s\n", fmt.Sprintf("plumbline %s (%d items)", batch, batchItems), ps[i].rps, ps[i].rps*batchItems, ps[i].p50, ps[i].p99)
	}
	ratio := mean(ps) * batchItems / mean(ss)
	verdict := "meets"
	if ratio < batchTarget {
		verdict = "BELOW"
	}
	fmt.Printf("single calls: %.2f of the baseline; batch items/s over single calls/s: %.1f (%s the %.0f× target)\n", mean(ss)/mean(bs), ratio, verdict, batchTarget)
	if ratio < batchTarget {
		return fmt.Errorf("batch ratio %.1f below %.0f×", ratio, batchTarget)
	}
	return nil
}
