package server_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/server"
)

// The MCP attacks of issue 24, one test each; every one failed before its fix.

// rpcAnswers decodes a batch answer.
func rpcAnswers(t *testing.T, r response) []map[string]any {
	t.Helper()
	var got []map[string]any
	if err := json.Unmarshal(r.body, &got); err != nil {
		t.Fatalf("%d %v: %.300s", r.status, err, r.body)
	}
	return got
}

func batchOf(n int, msg func(i int) string) string {
	parts := make([]string, n)
	for i := range n {
		parts[i] = msg(i)
	}
	return "[" + strings.Join(parts, ",") + "]"
}

// Finding 2: one batch of 1,000 tools/call was answered in one 355 MB
// buffer. A batch holds at most 50 messages; past 1 MiB of answer, the
// requests left are not run.
func TestMCPBatchBounded(t *testing.T) {
	e := start(t)
	h := mcpSession(t, e, e.key, "2025-03-26")
	ping := func(i int) string { return fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"method":"ping"}`, i) }
	r := e.do("POST", "/mcp", batchOf(51, ping), h...)
	if r.status != 400 || !strings.Contains(string(r.body), `"code":-32600`) || !strings.Contains(string(r.body), "at most 50") {
		t.Fatalf("51 messages: %d %s", r.status, r.body)
	}
	if got := rpcAnswers(t, e.do("POST", "/mcp", batchOf(50, ping), h...)); len(got) != 50 {
		t.Fatalf("50 pings: %d answers", len(got))
	}
	// tools/list answers about 300 KB: 50 of them would be 15 MB.
	list := func(i int) string { return fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"method":"tools/list"}`, i) }
	r = e.do("POST", "/mcp", batchOf(50, list), h...)
	got := rpcAnswers(t, r)
	listed, notRun := 0, 0
	for _, a := range got {
		if _, ok := a["result"]; ok {
			listed++
		} else if msg := fmt.Sprint(a["error"]); strings.Contains(msg, "not run") {
			notRun++
		}
	}
	one := len(e.do("POST", "/mcp", list(1), h...).body)
	if len(got) != 50 || listed == 0 || notRun == 0 || listed+notRun != 50 || len(r.body) > 1<<20+one+50*200 {
		t.Fatalf("50 tools/list: %d answers, %d listed, %d not run, %d bytes (one list is %d)", len(got), listed, notRun, len(r.body), one)
	}
}

// Finding 2: messages that failed before a tool ran (unknown tool, parse
// error, no session) never reached the rate limiter: a Free key sent
// batches of 1,000 unknown-tool calls, nothing refused. Every request now
// costs a slot: a Free key (burst 20) gets at most its burst answered.
func TestMCPEveryMessageCharged(t *testing.T) {
	e := startEnv(t, envOptions{tier: plumbline.TierFree})
	h := mcpSession(t, e, e.key, "2025-03-26") // 1 slot
	unknown := func(i int) string {
		return fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":{"name":"no_such_tool"}}`, i)
	}
	answered, refused := 0, 0
	for range 5 {
		for _, a := range rpcAnswers(t, e.do("POST", "/mcp", batchOf(10, unknown), h...)) {
			switch code := a["error"].(map[string]any)["code"].(float64); code {
			case -32602:
				answered++
			case -32000:
				refused++
			default:
				t.Fatalf("code %v", code)
			}
		}
	}
	// Free: 10 a minute, bursts of 20; initialize took one.
	if answered > 20 || refused < 29 {
		t.Fatalf("a Free key: %d unknown-tool calls answered, %d refused; at most 19 may be answered", answered, refused)
	}
	// Bodies that carry no request are charged too, so they are refused now.
	for name, c := range map[string]struct {
		body    string
		headers []string
	}{
		"parse error":     {`{"jsonrpc"`, h},
		"no session":      {`{"jsonrpc":"2.0","id":1,"method":"ping"}`, without(h, "Mcp-Session-Id")},
		"a notification":  {`{"jsonrpc":"2.0","method":"notifications/initialized"}`, h},
		"not JSON":        {`{}`, append(without(h, "Content-Type"), "Content-Type", "text/plain")},
		"unknown version": {`{"jsonrpc":"2.0","id":1,"method":"ping"}`, append(without(h, "Mcp-Protocol-Version"), "Mcp-Protocol-Version", "1999-01-01")},
	} {
		r := e.do("POST", "/mcp", c.body, c.headers...)
		if r.status != 429 || r.header.Get("Retry-After") == "" {
			t.Errorf("%s past the limit: %d %s", name, r.status, r.body)
		}
	}
}

// Finding 9: an id of invalid UTF-8 was echoed raw (the answer was not
// valid JSON); repeated keys in params were taken first-wins; prompts/get
// filled a 500 KB argument and accepted unknown ones.
func TestMCPMessageText(t *testing.T) {
	e := start(t, func(c *server.Config) { c.MaxBodyBytes = 1 << 20 })
	h := mcpSession(t, e, e.key, "2025-03-26")
	for body, want := range map[string]string{
		"{\"jsonrpc\":\"2.0\",\"id\":\"\xff\xfe\",\"method\":\"ping\"}":                                                                                                         `"code":-32700`,
		`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"calc_concrete_yards","name":"calc_stairs_rise_run","arguments":{}}}`:                                   `"code":-32600`,
		`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"codes_get_section","arguments":{"code":"irc","section":"R311.7.5","code":"ibc"}}}`:                     `"code":-32600`,
		`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"calc_concrete_yards","arguments":{}},"_meta":{},"_meta":{}}`:                                           `"code":-32600`,
		`{"jsonrpc":"2.0","id":1,"method":"prompts/get","params":{"name":"stair_code_check","arguments":{"zip":"14850","total_rise_in":"105","x":"1"}}}`:                        `"code":-32602`,
		`{"jsonrpc":"2.0","id":1,"method":"prompts/get","params":{"name":"stair_code_check","arguments":{"zip":"` + strings.Repeat("9", 500_000) + `","total_rise_in":"105"}}}`: `"code":-32602`,
		`{"jsonrpc":"2.0","id":1,"method":"prompts/get","params":{"name":"stair_code_check","arguments":{"zip":"14850","total_rise_in":"105"}}}`:                                `ZIP 14850`,
	} {
		r := e.do("POST", "/mcp", body, h...)
		if r.status >= 500 || !strings.Contains(string(r.body), want) || !json.Valid(r.body) {
			t.Errorf("%.120s: %d %.300s, want %s", body, r.status, r.body, want)
		}
		if len(r.body) > 10_000 {
			t.Errorf("%.120s: a %d-byte answer", body, len(r.body))
		}
	}
}

// openStream opens a GET stream of the session h and checks that its
// headers and a first line come at once.
func openStream(t *testing.T, e *testEnv, ctx context.Context, h []string) *http.Response {
	t.Helper()
	req, _ := http.NewRequestWithContext(ctx, "GET", e.base+"/mcp", nil)
	for j := 0; j+1 < len(h); j += 2 {
		req.Header.Set(h[j], h[j+1])
	}
	req.Header.Set("Accept", "text/event-stream")
	start := time.Now()
	resp, err := (&http.Client{}).Do(req)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != 200 || time.Since(start) > 3*time.Second {
		t.Fatalf("stream: %d after %v (headers must come at once, not at the first heartbeat)", resp.StatusCode, time.Since(start))
	}
	return resp
}

// Finding 9: a GET stream sent its headers only with its first heartbeat,
// 10 s in; a client that waits for them stalled. An SSE comment opens it.
func TestMCPStreamOpensAtOnce(t *testing.T) {
	e := start(t, func(c *server.Config) { c.MCPHeartbeat = time.Minute })
	resp := openStream(t, e, t.Context(), mcpSession(t, e, e.key, "2025-03-26"))
	defer resp.Body.Close()
	if line, err := bufio.NewReader(resp.Body).ReadString('\n'); err != nil || !strings.HasPrefix(line, ":") {
		t.Fatalf("first line %q %v, want an SSE comment", line, err)
	}
}

// Finding 6: GET /mcp stopped at 8 streams per account, but a POST of
// subscriptions/listen at 2026-07-28 opened as many as it liked. Every way
// of opening a stream now holds one of the account's 8 slots.
func TestMCPStreamCapEveryWay(t *testing.T) {
	e := start(t, func(c *server.Config) { c.MCPHeartbeat = 50 * time.Millisecond })
	h := mcpSession(t, e, e.key, "2025-03-26")
	ctx, cancel := context.WithCancel(t.Context())
	defer cancel()
	var open []*http.Response
	defer func() {
		for _, r := range open {
			r.Body.Close()
		}
	}()
	for range 8 {
		open = append(open, openStream(t, e, ctx, h))
	}
	e.mustProblem(e.do("GET", "/mcp", "", append(h, "Accept", "text/event-stream")...), 429, "/mcp")
	meta := `"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{},"io.modelcontextprotocol/clientInfo":{"name":"c","version":"1"}}`
	listen := `{"jsonrpc":"2.0","id":5,"method":"subscriptions/listen","params":{"notifications":{"toolsListChanged":true},` + meta + `}}`
	modern := append(append([]string{}, mcpHeaders...), "Authorization", "Bearer "+e.key, "Mcp-Protocol-Version", "2026-07-28", "Mcp-Method", "subscriptions/listen")
	var wg sync.WaitGroup
	for range 20 {
		wg.Go(func() {
			r := e.do("POST", "/mcp", listen, modern...)
			if r.status != 429 || !strings.Contains(string(r.body), "too many open MCP streams") {
				t.Errorf("a listen stream past the cap: %d %s", r.status, r.body)
			}
		})
	}
	wg.Wait()
	// Other 2026-07-28 requests are no streams: not held back by the cap.
	r := e.do("POST", "/mcp", `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"calc_concrete_yards","arguments":{"length_ft":10,"width_ft":10,"depth_in":4},`+meta+`}}`,
		append(append([]string{}, mcpHeaders...), "Authorization", "Bearer "+e.key, "Mcp-Protocol-Version", "2026-07-28", "Mcp-Method", "tools/call", "Mcp-Name", "calc_concrete_yards")...)
	if r.status != 200 {
		t.Fatalf("a 2026-07-28 tools/call with the streams full: %d %s", r.status, r.body)
	}
	// With a slot free, a listen is served.
	open[0].Body.Close()
	open = open[1:]
	deadline := time.Now().Add(10 * time.Second) // the closed stream is noticed at a heartbeat
	for {
		r := e.do("POST", "/mcp", listen, modern...)
		if r.status == 200 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("a listen with a slot free: %d %s", r.status, r.body)
		}
		time.Sleep(50 * time.Millisecond)
	}
}
