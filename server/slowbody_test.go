package server_test

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline/internal/race"
	"github.com/plumbline-api/plumbline/server"
)

// Issue 24 finding 1: 2,000 sockets that each sent the headers of a POST
// announcing a 1 MB body, and one byte of it, took 2 GB: fasthttp set aside
// the announced size before any handler ran, key or no key. Bodies are now
// read by the route once the key is known, into a buffer that grows as
// bytes arrive, so a socket that sent one byte costs about 8 KB (fasthttp's
// prefetch), whatever it announced. (make security replays 4,000 sockets
// against the production configuration.)
func TestSlowBodiesCostWhatTheySend(t *testing.T) {
	if race.Enabled {
		t.Skip("heap figures under the race detector are not the server's")
	}
	e := start(t, func(c *server.Config) { c.MaxBodyBytes = 1 << 20; c.MaxConnsPerClient = -1 })
	const sockets = 200
	heap := liveHeap
	before := heap()
	var conns []net.Conn
	defer func() {
		for _, c := range conns {
			c.Close()
		}
	}()
	for i := range sockets {
		c, err := net.Dial("tcp", strings.TrimPrefix(e.base, "http://"))
		if err != nil {
			t.Fatal(err)
		}
		conns = append(conns, c)
		auth := ""
		if i%2 == 0 { // half with a valid key: the body is theirs to send, still not set aside ahead
			auth = "Authorization: Bearer " + e.key + "\r\n"
		}
		fmt.Fprintf(c, "POST /v1/calc/concrete/yards HTTP/1.1\r\nHost: x\r\n%sContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n{", auth)
	}
	time.Sleep(500 * time.Millisecond) // every socket's headers read
	grew := int64(heap()) - int64(before)
	t.Logf("%d slow bodies announcing 1 MB: heap +%d KB", sockets, grew>>10)
	if grew > sockets*64<<10 {
		t.Fatalf("%d sockets that each sent one byte of a 1 MB body grew the heap by %d MB; the announced size was set aside", sockets, grew>>20)
	}
}

// A body is read only once the key is known: without one the answer is a
// 401 and the connection is closed (the unread body is still on the wire);
// with one, a large body is read whole and answered.
func TestBodyReadAfterTheKey(t *testing.T) {
	e := start(t, func(c *server.Config) { c.MaxBodyBytes = 1 << 20 })
	body := `{"length_ft":10,"width_ft":10,"depth_in":4,"pad":"` + strings.Repeat("x", 200_000) + `"}`
	resp401 := e.raw("POST /v1/calc/concrete/yards HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer svc_unknownunknownunknownunknown12\r\n" +
		"Content-Type: application/json\r\nContent-Length: " + itoa(len(body)) + "\r\n\r\n" + body)
	if !strings.HasPrefix(resp401, "HTTP/1.1 401 ") || !strings.Contains(resp401, "\r\nConnection: close\r\n") || answers(resp401) != 1 {
		t.Fatalf("a large body with an unknown key: %q", resp401)
	}
	p := e.mustProblem(e.post("/v1/calc/concrete/yards", body), 422, "/v1/calc/concrete/yards")
	if len(p.Errors) != 1 || p.Errors[0].Field != "pad" {
		t.Fatalf("a large body with the key is read and validated: %+v", p)
	}
	// Chunked, under the cap: read whole.
	resp := e.raw("POST /v1/calc/concrete/yards HTTP/1.1\r\nHost: x\r\nConnection: close\r\nAuthorization: Bearer " + e.key +
		"\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n" +
		"10\r\n{\"length_ft\":10,\r\n1b\r\n\"width_ft\":10,\"depth_in\":4}\r\n0\r\n\r\n")
	if !strings.HasPrefix(resp, "HTTP/1.1 200 ") || !strings.Contains(resp, `"cubic_yards"`) {
		t.Fatalf("a chunked body: %q", resp)
	}
}

// The request line and headers have their own, shorter deadline; a body
// past fasthttp's prefetch has the read timeout from the end of the headers,
// and one that stalls past it is answered 408.
func TestHeaderAndBodyDeadlines(t *testing.T) {
	e := start(t, func(c *server.Config) {
		c.MaxBodyBytes = 1 << 20
		c.HeaderTimeout = 300 * time.Millisecond
		c.ReadTimeout = 3 * time.Second
	})
	dial := func() net.Conn {
		c, err := net.Dial("tcp", strings.TrimPrefix(e.base, "http://"))
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	// Half a header: closed silently at the header deadline.
	c := dial()
	defer c.Close()
	start := time.Now()
	_, _ = io.WriteString(c, "POST /v1/calc/concrete/yards HTTP/1.1\r\nHost: x\r\n")
	_ = c.SetReadDeadline(time.Now().Add(5 * time.Second))
	if b, _ := io.ReadAll(c); len(b) != 0 || time.Since(start) > 2*time.Second {
		t.Fatalf("half a header: %q after %v", b, time.Since(start))
	}
	// A 20 KB body sent over a second (longer than the header deadline) is read.
	body := `{"length_ft":10,"width_ft":10,"depth_in":4,"note":"` + strings.Repeat("x", 20_000) + `"}`
	c2 := dial()
	defer c2.Close()
	fmt.Fprintf(c2, "POST /v1/calc/concrete/yards HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer %s\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n", e.key, len(body))
	for i := 0; i < len(body); i += len(body) / 10 {
		time.Sleep(100 * time.Millisecond)
		_, _ = io.WriteString(c2, body[i:min(len(body), i+len(body)/10)])
	}
	_ = c2.SetReadDeadline(time.Now().Add(5 * time.Second))
	resp, err := http.ReadResponse(bufio.NewReader(c2), nil)
	if err != nil || resp.StatusCode != 422 {
		t.Fatalf("a slow 20 KB body within the read timeout: %v %v", resp, err) // 422: "note" is no input
	}
	// A body that stalls past the read timeout: 408, connection closed.
	c3 := dial()
	defer c3.Close()
	fmt.Fprintf(c3, "POST /v1/calc/concrete/yards HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer %s\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s", e.key, len(body), body[:10_000])
	_ = c3.SetReadDeadline(time.Now().Add(10 * time.Second))
	resp3, err := http.ReadResponse(bufio.NewReader(c3), nil)
	if err != nil || resp3.StatusCode != 408 || !resp3.Close {
		t.Fatalf("a stalled body: %v %v", resp3, err)
	}
}

// Past MaxConnsPerClient, a connection is answered 429 (a problem) and
// closed; closing one frees its place.
func TestConnectionsCappedPerClient(t *testing.T) {
	e := start(t, func(c *server.Config) { c.MaxConnsPerClient = 5 })
	var conns []net.Conn
	for range 5 {
		c, err := net.Dial("tcp", strings.TrimPrefix(e.base, "http://"))
		if err != nil {
			t.Fatal(err)
		}
		conns = append(conns, c)
	}
	time.Sleep(100 * time.Millisecond)
	over := e.raw("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
	if !strings.HasPrefix(over, "HTTP/1.1 429 ") || !strings.Contains(over, "application/problem+json") || !strings.Contains(over, "at most 5") {
		t.Fatalf("a sixth connection: %q", over)
	}
	conns[0].Close()
	time.Sleep(200 * time.Millisecond)
	if resp := e.raw("GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"); !strings.HasPrefix(resp, "HTTP/1.1 200 ") {
		t.Fatalf("after one closed: %q", resp)
	}
	for _, c := range conns[1:] {
		c.Close()
	}
}

// answers counts the HTTP/1.1 status lines in what a connection returned.
func answers(resp string) int { return len(statusLine.FindAllString(resp, -1)) }

var statusLine = regexp.MustCompile(`HTTP/1\.1 [1-5]\d\d [A-Z]`)

// Issue 24 finding 9: fasthttp accepted a bare LF as a line end, in the
// request line and the header lines, and in a request pipelined after a
// body. (A blank line of a bare LF it never takes as the end of the
// headers: it waits for more, then times out.)
func TestBareLFRefused(t *testing.T) {
	e := start(t, func(c *server.Config) { c.HeaderTimeout = 500 * time.Millisecond })
	auth := "Authorization: Bearer " + e.key + "\r\n"
	yards := `{"length_ft":1,"width_ft":1,"depth_in":4}`
	for name, req := range map[string]string{
		"request line":        "GET /v1/calc/list HTTP/1.1\nHost: x\r\n" + auth + "\r\n",
		"header line":         "GET /v1/calc/list HTTP/1.1\r\nHost: x\n" + auth + "\r\n",
		"pipelined after one": "POST /v1/calc/concrete/yards HTTP/1.1\r\nHost: x\r\n" + auth + "Content-Type: application/json\r\nContent-Length: " + itoa(len(yards)) + "\r\n\r\n" + yards + "GET /v1/calc/list HTTP/1.1\nHost: x\r\n" + auth + "\r\n",
	} {
		resp := e.raw(req)
		if answers(resp) != 1 || !strings.HasPrefix(resp, "HTTP/1.1 400 ") || !strings.Contains(resp, "bare LF") {
			t.Errorf("%s: %d answers: %q", name, answers(resp), resp)
		}
	}
	for name, req := range map[string]string{
		"blank line": "GET /v1/calc/list HTTP/1.1\r\nHost: x\r\n" + auth + "\n",
		"all bare":   "GET /v1/calc/list HTTP/1.1\nHost: x\n" + strings.TrimSuffix(auth, "\r\n") + "\n\n",
	} {
		if resp := e.raw(req); strings.Contains(resp, " 200 ") {
			t.Errorf("%s: served: %q", name, resp)
		}
	}
	// CRLF throughout, with a pretty-printed JSON body (LFs in a body are
	// the body's business), is served.
	pretty := "{\n \"length_ft\": 1,\n \"width_ft\": 1,\n \"depth_in\": 4\n}\n"
	ok := e.raw("POST /v1/calc/concrete/yards HTTP/1.1\r\nHost: x\r\n" + auth + "Content-Type: application/json\r\nContent-Length: " + itoa(len(pretty)) + "\r\n\r\n" + pretty +
		"GET /v1/calc/list HTTP/1.1\r\nHost: x\r\n" + auth + "Connection: close\r\n\r\n")
	if strings.Count(ok, "HTTP/1.1 200 ") != 2 {
		t.Fatalf("CRLF requests with a pretty-printed body: %q", ok)
	}
}
