package server

import (
	"bufio"
	"net"
	"net/http"
	"strings"

	"github.com/plumbline-api/plumbline/internal/jsonr"
)

// sseOpener sends a stream's headers as soon as mcp-go opens it: an SSE
// comment goes out with the first flush, because fasthttpadaptor writes the
// headers only with the first bytes of the body, and mcp-go's GET stream
// had none until its first heartbeat, 10 s later (issue 24 finding 9). A
// client waiting for the headers before it sends its next request stalled.
type sseOpener struct {
	http.ResponseWriter
	opened bool
}

// sseOpen is an SSE comment line (RFC: a line starting with ':' is ignored).
const sseOpen = ": stream open\n\n"

func (o *sseOpener) Flush() {
	if !o.opened {
		o.opened = true
		if strings.HasPrefix(o.Header().Get("Content-Type"), "text/event-stream") {
			_, _ = o.ResponseWriter.Write([]byte(sseOpen))
		}
	}
	if f, ok := o.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

// Write marks the stream opened once a body is on its way: a comment is
// only needed before the first event.
func (o *sseOpener) Write(p []byte) (int, error) {
	o.opened = true
	return o.ResponseWriter.Write(p)
}

func (o *sseOpener) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	return http.NewResponseController(o.ResponseWriter).Hijack()
}

// Unwrap lets http.ResponseController reach the adaptor's writer.
func (o *sseOpener) Unwrap() http.ResponseWriter { return o.ResponseWriter }

// isListen reports a JSON-RPC request for subscriptions/listen (the
// 2026-07-28 way of opening a server-to-client stream).
func isListen(body []byte) bool {
	if !jsonr.Valid(body) { // the walkers trust their input
		return false
	}
	listen := false
	jsonr.Members(body, func(k, v []byte) bool {
		if jsonr.KeyIs(k, "method") {
			listen = jsonr.StringIs(v, "subscriptions/listen")
			return false
		}
		return true
	})
	return listen
}
