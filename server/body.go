package server

import (
	"errors"
	"io"
	"sync"

	"github.com/valyala/fasthttp"
)

// Request bodies are streamed (fasthttp.Server.StreamRequestBody): fasthttp
// reads up to streamPrefetch bytes of a body with its headers, and the rest
// stays on the connection until a route reads it (readBody), after the
// caller's key is known, into a buffer that grows as bytes arrive. A
// request refused before it (401, 404) never has its body read, and its
// connection is closed when part of that body is still on the wire.

// streamPrefetch is what fasthttp reads of a body before the handler runs
// (its readBodyWithStreaming): a body this size or smaller is in memory
// when the handler starts.
const streamPrefetch = 8 << 10

// headerOverCap marks a request whose Content-Length is over the body cap:
// headerReceived zeroes its Content-Length so that fasthttp reads none of
// it (it would wait for the first 8 KB first), and front answers 413.
var headerOverCap = []byte("X-Plumbline-Body-Over-Cap")

// headerReceived runs when a request's headers are read, before its body.
func (s *Server) headerReceived(h *fasthttp.RequestHeader) fasthttp.RequestConfig {
	cl := h.ContentLength()
	switch {
	case cl > s.cfg.MaxBodyBytes:
		h.SetContentLength(0)
		h.SetCanonical(headerOverCap, []byte("1"))
	case cl > streamPrefetch || cl == -1: // read later by the route: the body's own deadline
		return fasthttp.RequestConfig{ReadTimeout: s.cfg.ReadTimeout}
	}
	return fasthttp.RequestConfig{}
}

// overCap reports a request whose declared body is over the cap.
func overCap(ctx *fasthttp.RequestCtx) bool {
	return len(ctx.Request.Header.PeekBytes(headerOverCap)) > 0
}

// bodyPending reports a body not read whose bytes may still be on the
// connection (more than fasthttp prefetched, or chunked): the connection
// cannot carry another request.
func bodyPending(ctx *fasthttp.RequestCtx) bool {
	if !ctx.Request.IsBodyStream() {
		return false
	}
	cl := ctx.Request.Header.ContentLength()
	return cl > streamPrefetch || cl == -1
}

// bodyBuffers hold bodies while they are read; the request then keeps a
// copy (fasthttp's own pooled buffer).
var bodyBuffers = sync.Pool{New: func() any { return new([]byte) }}

// readBody reads the rest of the request's body, up to the cap, growing its
// buffer as bytes arrive. It answers and reports false when the body cannot
// be read: 413 past the cap (a chunked body has no length to judge
// beforehand), 408 when it stalls past the read deadline, 400 when its
// framing is broken; the connection is then closed.
func (s *Server) readBody(ctx *fasthttp.RequestCtx) bool {
	if !bodyPending(ctx) {
		return true
	}
	bp := bodyBuffers.Get().(*[]byte)
	defer bodyBuffers.Put(bp)
	b := (*bp)[:0]
	r := ctx.RequestBodyStream()
	var err error
	if cap(b) == 0 {
		b = make([]byte, 0, 2*streamPrefetch)
	}
	for {
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)]
		}
		var n int
		n, err = r.Read(b[len(b):min(cap(b), s.cfg.MaxBodyBytes+1)])
		b = b[:len(b)+n]
		if len(b) > s.cfg.MaxBodyBytes {
			err = fasthttp.ErrBodyTooLarge
		}
		if err != nil {
			break
		}
	}
	if cap(b) <= 4*streamPrefetch { // keep small buffers only: a pooled 1 MB buffer per body would be what streaming avoids
		*bp = b
	}
	switch {
	case errors.Is(err, io.EOF):
		ctx.Request.SetBody(b)
		return true
	case errors.Is(err, fasthttp.ErrBodyTooLarge):
		s.tooLarge(ctx)
	case isTimeout(err):
		ctx.SetConnectionClose()
		s.problem(ctx, fasthttp.StatusRequestTimeout, "the request body did not arrive within the read timeout; send it again", nil)
	default:
		ctx.SetConnectionClose()
		s.problem(ctx, fasthttp.StatusBadRequest, "the request body is malformed or was cut short", nil)
	}
	return false
}
