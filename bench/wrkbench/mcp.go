package main

import (
	"fmt"
	"io"
	"math"
	"net/http"
	"os"
	"strconv"
	"strings"
	"time"
)

// mcpToolsCall is calc_concrete_yards over MCP, the spec's example.
const mcpToolsCall = `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"calc_concrete_yards","arguments":{"length_ft":10,"width_ft":10,"depth_in":4,"waste_factor":0.10}}}`

// mcpScenario: the embedded default answering calc_concrete_yards as an MCP
// tools/call through /mcp (the native fast path) and as its REST twin,
// beside the bare baseline answering the MCP response's bytes, all in one
// run, interleaved; targets: MCP at least 0.6 of REST, p99 at most 2× REST's.
func mcpScenario(o options) error {
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
	session, err := mcpSession(base)
	if err != nil {
		return err
	}
	call := request{method: "POST", path: "/mcp", body: mcpToolsCall, headers: map[string]string{
		"Accept": "application/json, text/event-stream", "Mcp-Session-Id": session, "Mcp-Protocol-Version": "2025-03-26"}}
	full, err := fetch(base, devKey, call)
	if err != nil {
		return err
	}
	if !strings.Contains(string(full), `\"cubic_yards\":1.358`) {
		return fmt.Errorf("tools/call answered %s", full)
	}
	bl, err := startBaseline(o, dir, full)
	if err != nil {
		return err
	}
	defer stop(bl)
	mcpScript, err := writeScript(dir, []string{devKey}, call)
	if err != nil {
		return err
	}
	restScript, err := writeScript(dir, []string{devKey}, yardsRequest)
	if err != nil {
		return err
	}
	type load struct {
		label, url, script string
		runs               []result
	}
	loads := []*load{
		{label: "bare fasthttp baseline (MCP response bytes)", url: "http://127.0.0.1:18091/mcp", script: mcpScript},
		{label: "plumbline POST /v1/calc/concrete/yards", url: base + yardsRequest.path, script: restScript},
		{label: "plumbline MCP tools/call calc_concrete_yards", url: base + "/mcp", script: mcpScript},
	}
	for _, l := range loads { // warm
		if _, err := wrk("-t1", "-c"+strconv.Itoa(o.conns), "-d2s", "-s", l.script, l.url); err != nil {
			return err
		}
	}
	for range o.rounds {
		for _, l := range loads {
			r, err := wrk("-t1", "-c"+strconv.Itoa(o.conns), "-d"+o.duration, "--latency", "-s", l.script, l.url)
			if err != nil {
				return err
			}
			if r.non2xx > 0 {
				return fmt.Errorf("%s: %d non-2xx responses", l.label, r.non2xx)
			}
			l.runs = append(l.runs, r)
		}
	}
	fmt.Printf("== MCP beside REST, embedded default, 1 key: wrk -t1 -c%d -d%s, %d interleaved runs each; MCP response %d bytes\n",
		o.conns, o.duration, o.rounds, len(full))
	fmt.Printf("%-46s %12s %10s %10s\n", "server", "req/s", "p50", "p99")
	for i := range o.rounds {
		for _, l := range loads {
			fmt.Printf("%-46s %12.0f %10s %10s\n", l.label, l.runs[i].rps, l.runs[i].p50, l.runs[i].p99)
		}
	}
	b, rest, mcp := mean(loads[0].runs), mean(loads[1].runs), mean(loads[2].runs)
	restP99, mcpP99 := meanP99(loads[1].runs), meanP99(loads[2].runs)
	fmt.Printf("ratios: MCP tools/call / baseline %.2f, REST / baseline %.2f, MCP / REST %.2f (target %.2f); p99 MCP / REST %.2f (target at most %.1f)\n",
		mcp/b, rest/b, mcp/rest, mcpThroughputTarget, mcpP99/restP99, mcpP99Target)
	if mcp/rest < mcpThroughputTarget || mcpP99 > mcpP99Target*restP99 {
		return fmt.Errorf("MCP / REST %.2f (target %.2f), p99 ratio %.2f (target %.1f)", mcp/rest, mcpThroughputTarget, mcpP99/restP99, mcpP99Target)
	}
	return nil
}

// Issue 18: MCP reaches at least 0.6 of the REST throughput, with a p99 at
// most twice REST's.
const (
	mcpThroughputTarget = 0.60
	mcpP99Target        = 2.0
)

// meanP99 is the mean p99 latency of runs, in seconds (wrk prints 1.23ms,
// 456.00us, 1.02s).
func meanP99(rs []result) float64 {
	sum := 0.0
	for _, r := range rs {
		d, err := time.ParseDuration(r.p99)
		if err != nil {
			return math.NaN()
		}
		sum += d.Seconds()
	}
	return sum / float64(len(rs))
}

// mcpSession initializes an MCP session and returns its id.
func mcpSession(base string) (string, error) {
	post := func(body, session string) (*http.Response, error) {
		req, _ := http.NewRequest("POST", base+"/mcp", strings.NewReader(body))
		req.Header.Set("Authorization", "Bearer "+devKey)
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		if session != "" {
			req.Header.Set("Mcp-Session-Id", session)
			req.Header.Set("Mcp-Protocol-Version", "2025-03-26")
		}
		return http.DefaultClient.Do(req)
	}
	resp, err := post(`{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{},"clientInfo":{"name":"wrkbench","version":"1"}}}`, "")
	if err != nil {
		return "", err
	}
	_, _ = io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	session := resp.Header.Get("Mcp-Session-Id")
	if resp.StatusCode != 200 || session == "" {
		return "", fmt.Errorf("MCP initialize: %d, session %q", resp.StatusCode, session)
	}
	resp, err = post(`{"jsonrpc":"2.0","method":"notifications/initialized"}`, session)
	if err != nil {
		return "", err
	}
	resp.Body.Close()
	return session, nil
}
