package main

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/internal/postgres/pgtest"
	"github.com/plumbline-api/plumbline/internal/redistest"
	"github.com/plumbline-api/plumbline/internal/testenv"
	"github.com/plumbline-api/plumbline/meter"
	"github.com/redis/go-redis/v9"
)

// apiClient calls a running server with one key.
type apiClient struct {
	t         *testing.T
	base, key string
	session   string
}

func (c *apiClient) do(method, path, body string, headers ...string) (int, http.Header, []byte) {
	c.t.Helper()
	req, _ := http.NewRequest(method, c.base+path, strings.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+c.key)
	req.Header.Set("Content-Type", "application/json")
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		c.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, resp.Header, b
}

func (c *apiClient) used() int64 {
	c.t.Helper()
	status, _, body := c.do("GET", "/v1/account/usage", "")
	var u struct {
		Used int64 `json:"requests_used"`
	}
	if err := json.Unmarshal(body, &u); err != nil || status != 200 {
		c.t.Fatalf("usage: %d %s", status, body)
	}
	return u.Used
}

// mcpCall calls a tool over /mcp (opening a session first) and returns the
// status of the problem a failed call carries (200 for a result).
func (c *apiClient) mcpCall(tool, args string) int {
	c.t.Helper()
	accept := []string{"Accept", "application/json, text/event-stream"}
	if c.session == "" {
		_, h, body := c.do("POST", "/mcp", `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`, accept...)
		if c.session = h.Get("Mcp-Session-Id"); c.session == "" {
			c.t.Fatalf("initialize: %s", body)
		}
	}
	_, _, body := c.do("POST", "/mcp", `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"`+tool+`","arguments":`+args+`}}`,
		append(accept, "Mcp-Session-Id", c.session, "Mcp-Protocol-Version", "2025-06-18")...)
	var res struct {
		Result struct {
			IsError bool `json:"isError"`
			Content []struct {
				Text string `json:"text"`
			} `json:"content"`
		} `json:"result"`
	}
	if err := json.Unmarshal(body, &res); err != nil || len(res.Result.Content) == 0 {
		c.t.Fatalf("tools/call %s: %s", tool, body)
	}
	if !res.Result.IsError {
		return 200
	}
	var p struct {
		Status int `json:"status"`
	}
	_ = json.Unmarshal([]byte(res.Result.Content[0].Text), &p)
	return p.Status
}

// fiveUnanswerable sends five product searches over REST and five over MCP
// to a server that has no product data (503), and requires that none is
// counted; then one calculator call, which is.
func fiveUnanswerable(t *testing.T, c *apiClient) {
	t.Helper()
	before := c.used()
	for range 5 {
		if status, _, body := c.do("GET", "/v1/products/search?q=furnace", ""); status != 503 {
			t.Fatalf("products search without data: %d %s", status, body)
		}
		if status := c.mcpCall("products_search", `{"q":"furnace"}`); status != 503 {
			t.Fatalf("products_search over MCP without data: %d", status)
		}
	}
	// A labor call naming several trades is metered per trade: no
	// trade it could not answer is counted either.
	// Without any version live the whole call is a 503; with a
	// version but no labor files, a 200 list whose every trade is a 503.
	status, _, body := c.do("GET", "/v1/costs/labor?trade=electricians,plumbers&zip=14850", "")
	if list := status == 200 && !strings.Contains(string(body), `"status":200`) && strings.Contains(string(body), `"counted":0`); status != 503 && !list {
		t.Fatalf("labor for two trades without data: %d %s", status, body)
	}
	if status := c.mcpCall("costs_labor", `{"trade":"electricians,plumbers","zip":"14850"}`); status != 200 && status != 503 {
		t.Fatalf("costs_labor for two trades over MCP without data: %d", status)
	}
	if after := c.used(); after != before {
		t.Fatalf("requests_used went from %d to %d over calls the server could not answer", before, after)
	}
	if status, _, body := c.do("POST", "/v1/calc/concrete/yards", `{"length_ft":10,"width_ft":10,"depth_in":4}`); status != 200 {
		t.Fatalf("calculator: %d %s", status, body)
	}
	if after := c.used(); after != before+1 {
		t.Fatalf("requests_used %d after one answered call, want %d", after, before+1)
	}
}

// readBanner reads the serve banner up to its last line: the base URL and
// the per-tier dev keys (embedded default only).
func readBanner(t *testing.T, out io.Reader, embedded bool) (string, map[string]string) {
	t.Helper()
	sc := bufio.NewScanner(out)
	base, keys := "", map[string]string{}
	for sc.Scan() {
		line := sc.Text()
		if _, after, ok := strings.Cut(line, "listening on "); ok {
			base = strings.Fields(after)[0]
			if !embedded {
				break
			}
		}
		if f := strings.Fields(line); strings.HasPrefix(line, "  ") && len(f) > 2 {
			keys[f[0]] = f[1]
		}
		if strings.HasPrefix(line, "try: ") {
			break
		}
	}
	go func() { _, _ = io.Copy(io.Discard, out) }()
	if base == "" {
		t.Fatal("no banner")
	}
	return base, keys
}

// TestServerErrorsAreNotBilled: a call the server cannot answer (a 5xx) does
// not count against the quota nor reach the ledger, over REST and MCP, on a
// Free key (whose place under the cap is given back) and a paid one (never
// counted), with the embedded default and with Postgres and Redis before
// `plumbline import`. Five product searches answering 503 used to raise
// requests_used by 5.
func TestServerErrorsAreNotBilled(t *testing.T) {
	t.Run("embedded", func(t *testing.T) {
		// The working directory has no data/: every area is skipped and
		// answers 503, as a fresh install without the bundle would.
		ctx, cancel := context.WithCancel(context.Background())
		outR, outW := io.Pipe()
		done := make(chan int, 1)
		go func() {
			done <- run(ctx, []string{"serve"}, env("PLUMBLINE_ADDR", "127.0.0.1:0"), outW, &testenv.Buffer{})
			outW.Close()
		}()
		defer func() { cancel(); <-done }()
		base, keys := readBanner(t, outR, true)
		for _, tier := range []string{"free", "starter"} {
			t.Run(tier, func(t *testing.T) { fiveUnanswerable(t, &apiClient{t: t, base: base, key: keys[tier]}) })
		}
	})

	t.Run("postgres+redis", func(t *testing.T) {
		schema := pgtest.New(t)
		_, _ = redistest.New(t) // skips, or fails in CI, without Redis
		redisURL := strings.TrimSuffix(redistest.URL(), "/0") + "/12"
		opt, _ := redis.ParseURL(redisURL)
		db12 := redis.NewClient(opt)
		defer db12.Close()
		if err := db12.FlushDB(context.Background()).Err(); err != nil {
			t.Fatal(err)
		}
		pepper := strings.Repeat("q", 32)
		h, _ := billing.NewHasher([]byte(pepper))
		keys := map[string]string{}
		for _, tier := range []string{plumbline.TierFree, plumbline.TierStarter} {
			key, now := billing.NewKey(), time.Now()
			c := &plumbline.Customer{ID: "acct_" + tier, Email: tier + "@example.com", TierID: tier, CreatedAt: now}
			if err := billing.NewPGStore(schema.Pool).CreateCustomer(context.Background(), c,
				&plumbline.APIKey{ID: "key_" + tier, CustomerID: c.ID, Prefix: billing.DisplayPrefix(key), CreatedAt: now}, h.HashString(key)); err != nil {
				t.Fatal(err)
			}
			keys[tier] = key
		}
		ctx, cancel := context.WithCancel(context.Background())
		outR, outW := io.Pipe()
		logs := &testenv.Buffer{}
		done := make(chan int, 1)
		go func() {
			done <- run(ctx, []string{"serve"}, env("PLUMBLINE_ADDR", "127.0.0.1:0", "DATABASE_URL", schema.URL, "PLUMBLINE_KEY_PEPPER", pepper,
				"REDIS_URL", redisURL, "PLUMBLINE_METER_SPILL", filepath.Join(t.TempDir(), "meter.spill"), "PLUMBLINE_FLUSH_INTERVAL", "100ms"), outW, logs)
			outW.Close()
		}()
		base, _ := readBanner(t, outR, false)
		for _, tier := range []string{plumbline.TierFree, plumbline.TierStarter} {
			t.Run(tier, func(t *testing.T) { fiveUnanswerable(t, &apiClient{t: t, base: base, key: keys[tier]}) })
		}
		// The ledger gets the answered call of each, and nothing of the
		// twenty 503s, now and after the instance stops.
		start, _ := meter.Period(time.Now())
		ledger := func() map[string]int64 {
			totals, err := meter.NewPGLedger(schema.Pool).Totals(context.Background(), start)
			if err != nil {
				t.Fatal(err)
			}
			return totals
		}
		deadline := time.Now().Add(15 * time.Second)
		for totals := ledger(); totals["acct_free"] != 1 || totals["acct_starter"] != 1; totals = ledger() {
			if time.Now().After(deadline) {
				t.Fatalf("ledger %v, want one call each", totals)
			}
			time.Sleep(50 * time.Millisecond)
		}
		cancel()
		if c := <-done; c != 0 {
			t.Fatalf("exit %d: %s", c, logs)
		}
		totals := ledger()
		if totals["acct_free"] != 1 || totals["acct_starter"] != 1 {
			t.Fatalf("ledger %v, want one call each", totals)
		}
	})
}
