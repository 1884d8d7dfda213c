package server_test

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/server"
)

// The attacks of issue 16, one test each: every one failed before its fix.

// raw sends bytes on a fresh connection and returns everything the server
// writes until it closes the connection or a second passes in silence.
func (e *testEnv) raw(req string) string {
	e.t.Helper()
	conn, err := net.Dial("tcp", strings.TrimPrefix(e.base, "http://"))
	if err != nil {
		e.t.Fatal(err)
	}
	defer conn.Close()
	if _, err := io.WriteString(conn, req); err != nil {
		e.t.Fatal(err)
	}
	_ = conn.SetReadDeadline(time.Now().Add(2 * time.Second))
	b, _ := io.ReadAll(conn)
	return string(b)
}

// Malformed requests carrying a key: fasthttp's connection-error log quoted
// the raw request, Authorization header included.
func TestKeysNeverLogged(t *testing.T) {
	e := start(t)
	auth := "Authorization: Bearer " + e.key + "\r\n"
	attacks := map[string]string{
		"two Content-Lengths":  "POST /v1/calc/concrete/yards HTTP/1.1\r\nHost: x\r\n" + auth + "Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}",
		"bad header line":      "GET /healthz HTTP/1.1\r\nHost: x\r\n" + auth + "Bad Header\r\n\r\n",
		"bad Content-Length":   "POST /v1/calc/concrete/yards HTTP/1.1\r\nHost: x\r\n" + auth + "Content-Length: -5\r\n\r\n",
		"CL and TE smuggling":  "POST /v1/calc/concrete/yards HTTP/1.1\r\nHost: x\r\n" + auth + "Content-Length: 6\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /healthz HTTP/1.1\r\nHost: x\r\n\r\n",
		"TE obfuscation":       "POST /v1/calc/concrete/yards HTTP/1.1\r\nHost: x\r\n" + auth + "Transfer-Encoding: xchunked\r\n\r\n",
		"bad chunk size":       "POST /v1/calc/concrete/yards HTTP/1.1\r\nHost: x\r\n" + auth + "Transfer-Encoding: chunked\r\n\r\nzz\r\n",
		"no Host":              "GET /v1/calc/list HTTP/1.1\r\n" + auth + "\r\n",
		"bad request line":     "GET\x00/ HTTP/1.1\r\nHost: x\r\n" + auth + "\r\n",
		"header over the size": "GET /v1/calc/list HTTP/1.1\r\nHost: x\r\n" + auth + "X-Pad: " + strings.Repeat("a", 9000) + "\r\n\r\n",
	}
	for name, req := range attacks {
		before := len(e.logs.String())
		resp := e.raw(req)
		if strings.Contains(resp, " 500 ") {
			t.Errorf("%s: a 5xx: %q", name, resp)
		}
		// fasthttp logs after the connection closes: give it a moment.
		for deadline := time.Now().Add(time.Second); len(e.logs.String()) == before && time.Now().Before(deadline); {
			time.Sleep(10 * time.Millisecond)
		}
	}
	logs := e.logs.String()
	if !strings.Contains(logs, `"component":"fasthttp"`) {
		t.Fatalf("no fasthttp message was logged at all; the test proves nothing:\n%s", logs)
	}
	if strings.Contains(logs, e.key) || strings.Contains(logs, e.key[4:]) {
		t.Fatalf("a key reached the log:\n%s", logs)
	}
}

// An 869 KB body of unknown fields answered 80,003 errors (11 MB).
func TestFieldErrorsCapped(t *testing.T) {
	e := start(t)
	var b strings.Builder
	b.WriteString(`{"length_ft":1,"width_ft":1,"depth_in":4`)
	for i := range 300 {
		fmt.Fprintf(&b, `,"f%d":0`, i)
	}
	b.WriteString("}")
	p := e.mustProblem(e.post("/v1/calc/concrete/yards", b.String()), 422, "/v1/calc/concrete/yards")
	if len(p.Errors) != plumbline.MaxFieldErrors || !p.Truncated {
		t.Fatalf("calculator: %d errors, truncated %v; want %d and true", len(p.Errors), p.Truncated, plumbline.MaxFieldErrors)
	}
	q := url.Values{}
	for i := range 80 {
		q.Set(fmt.Sprintf("x%d", i), "1")
	}
	path := "/v1/codes/irc/sections/R311.7.5"
	p = e.mustProblem(e.get(path+"?"+q.Encode()), 422, path)
	if len(p.Errors) != plumbline.MaxFieldErrors || !p.Truncated {
		t.Fatalf("reference: %d errors, truncated %v", len(p.Errors), p.Truncated)
	}
	// A short list is whole and says nothing about truncation.
	p = e.mustProblem(e.post("/v1/calc/concrete/yards", `{"length_ft":1,"width_ft":1,"depth_in":4,"x":1}`), 422, "/v1/calc/concrete/yards")
	if len(p.Errors) != 1 || p.Truncated {
		t.Fatalf("one unknown field: %+v", p)
	}
}

// NUL and invalid UTF-8 in a path or query reached Postgres and answered 500.
func TestURLTextRejected(t *testing.T) {
	e := start(t)
	for _, path := range []string{
		"/v1/codes/irc/sections/R311.7.5%00",
		"/v1/codes/irc/sections/%C3%28",
		"/v1/codes/irc/sections?q=R311%00",
		"/v1/codes/irc/sections?q=%FF%FE",
		"/v1/codes/irc/sections?q%00=1",
		"/v1/codes/irc/sections/R311%0A7",
		"/v1/calc/list?x=%7F",
		"/v1/nowhere%00",
	} {
		r := e.get(path)
		if r.status != 422 {
			t.Errorf("%s: status %d, want 422; %s", path, r.status, r.body)
			continue
		}
		u, _ := url.Parse(path)
		p := e.mustProblem(r, 422, strings.ToValidUTF8(u.Path, "\uFFFD"))
		if len(p.Errors) == 0 || p.Errors[0].Code != "encoding" {
			t.Errorf("%s: errors %+v", path, p.Errors)
		}
	}
	// Printable UTF-8 is left alone.
	if r := e.get("/v1/codes/irc/sections?q=" + url.QueryEscape("escalier é")); r.status != 200 {
		t.Fatalf("UTF-8 query: %d %s", r.status, r.body)
	}
}

// countingKeys counts key-store queries (n) and the keys they read.
type countingKeys struct {
	*billing.MemoryStore
	n, keys atomic.Int64
}

func (c *countingKeys) KeysByHash(ctx context.Context, hs []billing.KeyHash) (map[billing.KeyHash]*plumbline.APIKey, error) {
	c.n.Add(1)
	c.keys.Add(int64(len(hs)))
	return c.MemoryStore.KeysByHash(ctx, hs)
}

// A flood of random keys cost a database transaction each.
func TestRandomKeyFlood(t *testing.T) {
	store := billing.NewMemoryStore()
	keys := &countingKeys{MemoryStore: store}
	e := startEnv(t, envOptions{store: store, config: []option{func(c *server.Config) {
		c.Auth = billing.NewAuthenticator(testHasher, keys)
		c.ClientIPHeader = "X-Forwarded-For"
	}}})
	if r := e.get("/v1/calc/list"); r.status != 200 { // the real key, cached
		t.Fatalf("live key: %d", r.status)
	}
	start := time.Now()
	keys.n.Store(0)
	keys.keys.Store(0)
	const flood, workers = 400, 40 // in parallel: a check-then-act gate lets every worker through
	results := make(chan *http.Response, flood)
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for range flood / workers {
				req, _ := http.NewRequest("GET", e.base+"/v1/calc/list", nil)
				req.Header.Set("Authorization", "Bearer "+billing.NewKey())
				req.Header.Set("X-Forwarded-For", "198.51.100.1")
				resp, err := e.client.Do(req)
				if err != nil {
					t.Error(err)
					return
				}
				_, _ = io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				results <- resp
			}
		})
	}
	wg.Wait()
	close(results)
	elapsed := time.Since(start)
	statuses := map[int]int{}
	for r := range results {
		statuses[r.StatusCode]++
		if r.StatusCode == 429 && r.Header.Get("Retry-After") == "" {
			t.Fatal("429 without Retry-After")
		}
	}
	// Per interval: at most 32 keys reach the store (the client's lookup
	// slots; a slot is released only after its failure is recorded, so no
	// later lookup passes the gate). How many queries carry them depends on
	// timing: billing's TestAuthenticatorBatchesConcurrentMisses shows
	// concurrent lookups share one.
	intervals := int64(elapsed/time.Second) + 1
	if n, k := keys.n.Load(), keys.keys.Load(); k > 32*intervals || n > k {
		t.Fatalf("%d random keys in %v cost %d queries for %d keys; at most %d keys allowed (statuses %v)", flood, elapsed, n, k, 32*intervals, statuses)
	}
	if statuses[401] == 0 || statuses[401]+statuses[429] != flood {
		t.Fatalf("statuses %v", statuses)
	}
	// The real key, from the flooding address too, still works: it is in memory.
	if r := e.do("GET", "/v1/calc/list", "", "Authorization", "Bearer "+e.key, "X-Forwarded-For", "198.51.100.1"); r.status != 200 {
		t.Fatalf("live key during the flood: %d %s", r.status, r.body)
	}
	// An IPv6 client is its /64: rotating the low bits buys nothing.
	v6 := func(addr string) int {
		return e.do("GET", "/v1/calc/list", "", "Authorization", "Bearer "+billing.NewKey(), "X-Forwarded-For", addr).status
	}
	if a, b := v6("2001:db8:1:2::1"), v6("2001:db8:1:2:ffff::9"); a != 401 || b != 429 {
		t.Fatalf("one IPv6 /64: %d then %d, want 401 then 429", a, b)
	}
	// Another client has its own allowance.
	before := keys.n.Load()
	if r := e.do("GET", "/v1/calc/list", "", "Authorization", "Bearer "+billing.NewKey(), "X-Forwarded-For", "203.0.113.5"); r.status != 401 || keys.n.Load() != before+1 {
		t.Fatalf("another client: %d, lookups %d→%d", r.status, before, keys.n.Load())
	}
}

// The client address is counted from the right of X-Forwarded-For.
func TestTrustedProxies(t *testing.T) {
	stripe := newStripeDouble(t)
	e := startEnv(t, envOptions{payments: billing.NewStripe("sk_test_123", stripe.URL),
		config: []option{func(c *server.Config) { c.ClientIPHeader = "X-Forwarded-For"; c.TrustedProxies = 2 }}})
	// Two proxies: the client is the second entry from the right, whatever
	// the client itself put in front.
	for i := range 5 {
		xff := fmt.Sprintf("10.9.9.%d, 198.51.100.7, 10.0.0.1", i)
		if r := e.do("POST", "/v1/account/setup-intent", "", "X-Forwarded-For", xff); r.status != 201 {
			t.Fatalf("setup intent %d: %d %s", i, r.status, r.body)
		}
	}
	e.mustProblem(e.do("POST", "/v1/account/setup-intent", "", "X-Forwarded-For", "1.2.3.4, 198.51.100.7, 10.0.0.2"), 429, "/v1/account/setup-intent")
	// Split over two header lines, the same list.
	resp := e.raw("POST /v1/account/setup-intent HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\nX-Forwarded-For: 1.2.3.4, 198.51.100.7\r\nX-Forwarded-For: 10.0.0.2\r\n\r\n")
	if !strings.HasPrefix(resp, "HTTP/1.1 429 ") {
		t.Fatalf("two header lines: %q", resp)
	}
	if r := e.do("POST", "/v1/account/setup-intent", "", "X-Forwarded-For", "198.51.100.7, 203.0.113.8, 10.0.0.1"); r.status != 201 {
		t.Fatalf("a different client behind the same proxies: %d", r.status)
	}
}

// Read timeouts wrote an unsolicited 400, even to sockets that sent nothing.
func TestReadTimeoutClosesQuietly(t *testing.T) {
	e := start(t, func(c *server.Config) { c.ReadTimeout = 200 * time.Millisecond })
	for name, req := range map[string]string{"nothing": "", "half a header": "GET /healthz HTTP/1.1\r\nHost: x\r\n"} {
		if resp := e.raw(req); resp != "" {
			t.Errorf("%s: the server wrote %q on a read timeout", name, resp)
		}
	}
	if e.logs.String() != "" && strings.Contains(e.logs.String(), `"level":"ERROR"`) {
		t.Fatalf("a timeout is not an error: %s", e.logs.String())
	}
}

// HEAD on a GET route answered 405.
func TestHeadServed(t *testing.T) {
	e := start(t)
	for _, path := range []string{"/healthz", "/v1/calc/list", "/v1/codes/irc/sections/R311.7.5"} {
		get := e.get(path)
		head := e.do("HEAD", path, "", "Authorization", "Bearer "+e.key)
		if head.status != 200 || len(head.body) != 0 || head.header.Get("Content-Type") != get.header.Get("Content-Type") {
			t.Errorf("HEAD %s: %d, %d body bytes, type %q (GET: %q)", path, head.status, len(head.body), head.header.Get("Content-Type"), get.header.Get("Content-Type"))
		}
	}
	if r := e.do("HEAD", "/v1/calc/list", ""); r.status != 401 {
		t.Fatalf("HEAD without a key: %d", r.status)
	}
}

// An oversized body announced with Expect: 100-continue got 100 Continue first.
func TestExpectContinueOverCap(t *testing.T) {
	e := start(t) // cap: 4096 bytes
	resp := e.raw("POST /v1/calc/concrete/yards HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + e.key +
		"\r\nContent-Type: application/json\r\nContent-Length: 999999\r\nExpect: 100-continue\r\n\r\n")
	status, _, _ := strings.Cut(resp, "\r\n")
	if status != "HTTP/1.1 413 Request Entity Too Large" || !strings.Contains(resp, "application/problem+json") || !strings.Contains(resp, "X-Body-Limit: 4096") {
		t.Fatalf("answer %q", resp)
	}
	// Under the cap, the client is told to go on.
	conn, err := net.Dial("tcp", strings.TrimPrefix(e.base, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	body := `{"length_ft":1,"width_ft":1,"depth_in":4}`
	fmt.Fprintf(conn, "POST /v1/calc/concrete/yards HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer %s\r\nContent-Type: application/json\r\nContent-Length: %d\r\nExpect: 100-continue\r\n\r\n", e.key, len(body))
	br := bufio.NewReader(conn)
	_ = conn.SetReadDeadline(time.Now().Add(2 * time.Second))
	if line, _ := br.ReadString('\n'); line != "HTTP/1.1 100 Continue\r\n" {
		t.Fatalf("under the cap: %q", line)
	}
}

// /readyz showed the database user, name and host:port.
func TestReadyzRedacted(t *testing.T) {
	e := start(t, func(c *configT) {
		c.ReadyChecks = append(c.ReadyChecks, readyCheck("postgres",
			fmt.Errorf(`failed to connect to user=plumbline database=prod host=10.1.2.3:5432: connection refused`)))
	})
	p := e.mustProblem(e.do("GET", "/readyz", ""), 503, "/readyz")
	if p.Detail != "not ready: postgres: down" {
		t.Fatalf("detail %q", p.Detail)
	}
	if !strings.Contains(e.logs.String(), "10.1.2.3:5432") {
		t.Fatal("the cause belongs in the log")
	}
}

// Account endpoints took the last of two duplicate keys and ignored key case.
func TestAccountJSONKeyPolicy(t *testing.T) {
	e := start(t)
	for body, want := range map[string][2]string{
		`{"email":"a@example.com","email":"b@example.com","payment_method_id":"pm_card_visa"}`: {"email", "duplicate"},
		`{"EMAIL":"a@example.com","payment_method_id":"pm_card_visa"}`:                         {"EMAIL", "unknown_field"},
		`{"email":"a@example.com","Payment_Method_Id":"pm_card_visa"}`:                         {"Payment_Method_Id", "unknown_field"},
	} {
		r := e.do("POST", "/v1/account/signup", body, "Content-Type", "application/json")
		p := e.mustProblem(r, 422, "/v1/account/signup")
		if len(p.Errors) != 1 || p.Errors[0].Field != want[0] || p.Errors[0].Code != want[1] {
			t.Errorf("%s: errors %+v, want %v", body, p.Errors, want)
		}
	}
	p := e.mustProblem(e.post("/v1/account/portal", `{"return_url":"https://x.example.com","return_url":"https://y.example.com"}`), 422, "/v1/account/portal")
	if len(p.Errors) != 1 || p.Errors[0].Code != "duplicate" {
		t.Fatalf("portal: %+v", p.Errors)
	}
	e.mustProblem(e.do("POST", "/v1/account/signup", "{\"email\":\"a\xff@example.com\"}", "Content-Type", "application/json"), 400, "/v1/account/signup")
}

// A request with both Transfer-Encoding and Content-Length was framed by
// the first and the connection kept: the request hidden after the chunked
// body was served as a second one.
func TestSmugglingClosesTheConnection(t *testing.T) {
	e := start(t)
	resp := e.raw("POST /v1/calc/concrete/yards HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + e.key +
		"\r\nContent-Type: application/json\r\nContent-Length: 6\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
	if n := strings.Count(resp, "HTTP/1.1 "); n != 1 || !strings.HasPrefix(resp, "HTTP/1.1 400 ") || !strings.Contains(resp, "Connection: close") {
		t.Fatalf("%d answers: %q", n, resp)
	}
	// Chunked alone is fine.
	body := `{"length_ft":1,"width_ft":1,"depth_in":4}`
	resp = e.raw(fmt.Sprintf("POST /v1/calc/concrete/yards HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer %s\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n%x\r\n%s\r\n0\r\n\r\n", e.key, len(body), body))
	if !strings.HasPrefix(resp, "HTTP/1.1 200 ") {
		t.Fatalf("chunked: %q", resp)
	}
}
