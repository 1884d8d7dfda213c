package server

import (
	"bytes"
	"errors"
	"log/slog"
	"runtime/debug"
	"strconv"

	"github.com/plumbline-api/plumbline/internal/ascii"
	"github.com/valyala/fasthttp"
)

var (
	headerRequestID = []byte("X-Request-Id")

	// securityHeaders are sent on every response (spec: Authentication 10).
	securityHeaders = [][2][]byte{
		{[]byte("Strict-Transport-Security"), []byte("max-age=63072000; includeSubDomains; preload")},
		{[]byte("Content-Security-Policy"), []byte("default-src 'none'; frame-ancestors 'none'")},
		{[]byte("X-Content-Type-Options"), []byte("nosniff")},
		{[]byte("X-Frame-Options"), []byte("DENY")},
		{[]byte("Referrer-Policy"), []byte("no-referrer")},
		{[]byte("Permissions-Policy"), []byte("accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()")},
		// API answers are per caller; reference routes that may be cached say so themselves.
		{[]byte("Cache-Control"), []byte("no-store")},
	}

	corsAllowMethods  = []byte("GET, HEAD, POST, DELETE, OPTIONS")
	corsAllowHeaders  = []byte("Authorization, Content-Type, Idempotency-Key, Prefer, If-None-Match, Mcp-Session-Id, Mcp-Protocol-Version, Last-Event-ID, Plumbline-Dataset-Version")
	corsExposeHeaders = []byte("X-Request-Id, Retry-After, X-Body-Limit, Preference-Applied, ETag, Mcp-Session-Id, RateLimit, RateLimit-Policy, Plumbline-Dataset-Version")
	corsMaxAge        = []byte("600")
)

// noDefaultContentType is the fasthttp.Server setting; the header template
// carries the same value because copying it replaces the response header.
const noDefaultContentType = true

// newHeaderTemplate builds the response header every request starts from:
// the security headers, set (and sanitised by fasthttp) once. Copying it is
// a third of the cost of setting them one by one on every request.
func newHeaderTemplate() *fasthttp.ResponseHeader {
	var h fasthttp.ResponseHeader
	h.SetNoDefaultContentType(noDefaultContentType)
	for _, kv := range securityHeaders {
		h.SetCanonical(kv[0], kv[1])
	}
	return &h
}

// front runs, in order, on every request before routing: request id, panic
// recovery and metrics, security headers, CORS, the body cap. next is the
// router, whose routes add authentication.
func (s *Server) front(next fasthttp.RequestHandler) fasthttp.RequestHandler {
	return func(ctx *fasthttp.RequestCtx) {
		s.headers.CopyTo(&ctx.Response.Header)
		var id [requestIDLen]byte
		ctx.Response.Header.SetCanonical(headerRequestID, s.ids.next(id[:0]))
		defer s.finish(ctx)
		if s.cors(ctx) || s.ambiguousFraming(ctx) || s.bareLF(ctx) || s.bodyTooLarge(ctx) || s.oddPath(ctx) || s.badURLText(ctx) {
			return
		}
		next(ctx)
	}
}

// finish turns a panic into a 500 problem (fasthttp would let it kill the
// process) and records the request in the metrics.
func (s *Server) finish(ctx *fasthttp.RequestCtx) {
	if bodyPending(ctx) { // a refused request's body is still on the wire: it cannot be read as the next request
		ctx.SetConnectionClose()
	}
	if p := recover(); p != nil {
		s.cfg.Logger.Error("panic", slog.String("request_id", string(requestID(ctx))),
			slog.String("path", string(ctx.Path())), slog.Any("panic", p), slog.String("stack", string(debug.Stack())))
		s.problem(ctx, fasthttp.StatusInternalServerError, "the server failed to handle this request; report the request_id to support", nil)
	}
	s.metrics.observe(ctx)
}

// requestID is the id front assigned to this request.
func requestID(ctx *fasthttp.RequestCtx) []byte {
	return ctx.Response.Header.PeekBytes(headerRequestID)
}

// cors applies the origin allowlist. An allowed origin gets
// Access-Control-Allow-Origin (never "*"); any other gets no CORS headers.
// It answers preflights itself and reports whether it did.
func (s *Server) cors(ctx *fasthttp.RequestCtx) bool {
	origin := ctx.Request.Header.Peek("Origin")
	if len(origin) == 0 {
		return false
	}
	h := &ctx.Response.Header
	h.Add("Vary", "Origin")
	_, allowed := s.corsOrigins[string(origin)]
	if allowed {
		h.SetBytesV("Access-Control-Allow-Origin", origin)
		h.SetBytesV("Access-Control-Expose-Headers", corsExposeHeaders)
	}
	if !ctx.IsOptions() || len(ctx.Request.Header.Peek("Access-Control-Request-Method")) == 0 {
		return false
	}
	if !allowed {
		s.problem(ctx, fasthttp.StatusForbidden, "origin "+strconv.Quote(string(origin))+" is not allowed to call this API from a browser", nil)
		return true
	}
	h.SetBytesV("Access-Control-Allow-Methods", corsAllowMethods)
	h.SetBytesV("Access-Control-Allow-Headers", corsAllowHeaders)
	h.SetBytesV("Access-Control-Max-Age", corsMaxAge)
	ctx.SetStatusCode(fasthttp.StatusNoContent)
	return true
}

// bodyTooLarge answers 413 when a POST, PUT or PATCH declares a
// Content-Length over the cap. fasthttp refuses such a body before reading
// it (Server.MaxRequestBodySize) and calls requestError, which lands here.
func (s *Server) bodyTooLarge(ctx *fasthttp.RequestCtx) bool {
	if !overCap(ctx) { // headerReceived marks them, on any method (the body is on the wire either way)
		m := ctx.Method()
		if !bytes.Equal(m, methodPost) && !bytes.Equal(m, methodPut) && !bytes.Equal(m, methodPatch) {
			return false
		}
		if ctx.Request.Header.ContentLength() <= s.cfg.MaxBodyBytes {
			return false
		}
	}
	s.tooLarge(ctx)
	return true
}

var (
	methodPost  = []byte(fasthttp.MethodPost)
	methodPut   = []byte(fasthttp.MethodPut)
	methodPatch = []byte(fasthttp.MethodPatch)
)

// ambiguousFraming answers 400 and closes the connection when a request
// carries both Transfer-Encoding and Content-Length (RFC 9112 6.1: a
// smuggling attempt; the server must close after answering). fasthttp
// frames such a request by Transfer-Encoding and keeps the connection,
// so whatever the client hid after the chunked body would be served next.
func (s *Server) ambiguousFraming(ctx *fasthttp.RequestCtx) bool {
	if ctx.IsGet() || ctx.IsHead() { // the hot path: no body framing to judge
		return false
	}
	var te, cl bool
	raw := ctx.Request.Header.RawHeaders()
	for len(raw) > 0 {
		line := raw
		if i := bytes.IndexByte(raw, '\n'); i >= 0 {
			line, raw = raw[:i], raw[i+1:]
		} else {
			raw = nil
		}
		te = te || hasPrefixFold(line, headerTransferEncoding)
		cl = cl || hasPrefixFold(line, headerContentLength)
	}
	if !te || !cl {
		return false
	}
	ctx.SetConnectionClose()
	s.problem(ctx, fasthttp.StatusBadRequest, "the request has both Transfer-Encoding and Content-Length; send one", nil)
	return true
}

func hasPrefixFold(b, prefix []byte) bool {
	return len(b) >= len(prefix) && ascii.EqualFold(b[:len(prefix)], prefix)
}

var headerTransferEncoding = []byte("Transfer-Encoding:")

var headerContentLength = []byte("Content-Length:")

// expectContinue answers Expect: 100-continue. A body declared over the cap
// is refused with the 413 problem before the client is told to send it.
// fasthttp then writes this response as is and closes the connection.
func (s *Server) expectContinue(ctx *fasthttp.RequestCtx) int {
	if !overCap(ctx) && ctx.Request.Header.ContentLength() <= s.cfg.MaxBodyBytes {
		return fasthttp.StatusContinue
	}
	s.front(s.tooLarge)(ctx)
	return fasthttp.StatusRequestEntityTooLarge
}

// isTimeout reports a network timeout anywhere in err's chain.
func isTimeout(err error) bool {
	var ne interface{ Timeout() bool }
	return errors.As(err, &ne) && ne.Timeout()
}

func (s *Server) tooLarge(ctx *fasthttp.RequestCtx) {
	ctx.Response.Header.Set("Retry-After", "0")
	ctx.Response.Header.Set("X-Body-Limit", strconv.Itoa(s.cfg.MaxBodyBytes))
	ctx.SetConnectionClose() // the unread body is still on the wire
	s.problem(ctx, fasthttp.StatusRequestEntityTooLarge,
		"the request body is over the "+strconv.Itoa(s.cfg.MaxBodyBytes)+" byte limit (X-Body-Limit); send a smaller body", nil)
}

// requestError answers requests fasthttp refused before routing (a body over
// the cap, including chunked ones; a malformed request line or header). The
// answer goes through the same front chain as any other request.
func (s *Server) requestError(ctx *fasthttp.RequestCtx, err error) {
	if isTimeout(err) {
		// A read timeout is the client's silence, not a request: answering
		// it would put an unsolicited response on a socket a client may be
		// about to reuse. Close it without a word (RFC 9112 9.6 allows it).
		_ = ctx.Conn().Close()
		return
	}
	s.front(func(ctx *fasthttp.RequestCtx) {
		var small *fasthttp.ErrSmallBuffer
		switch {
		case errors.Is(err, fasthttp.ErrBodyTooLarge):
			s.tooLarge(ctx)
		case errors.As(err, &small):
			s.problem(ctx, fasthttp.StatusRequestHeaderFieldsTooLarge, "the request headers are too large", nil)
		default:
			s.problem(ctx, fasthttp.StatusBadRequest, "the HTTP request is malformed", nil)
		}
	})(ctx)
}

// bareLF answers 400 and closes the connection when a line of the request
// ended in a LF without CR: a request line (noted as the connection read
// it) or a header line (in the raw headers). fasthttp accepts both (RFC
// 9112 2.2 allows it), so a request a proxy in front frames as one body
// could be served here as requests of their own (issue 24 finding 9). Only
// connections that ever read a bare LF are checked further.
func (s *Server) bareLF(ctx *fasthttp.RequestCtx) bool {
	c, ok := ctx.Conn().(*clientConn)
	if !ok || !c.anyBareLF {
		return false
	}
	if !c.bareLFLine && !hasBareLF(ctx.Request.Header.RawHeaders()) {
		return false
	}
	ctx.SetConnectionClose()
	s.problem(ctx, fasthttp.StatusBadRequest, "a line of the request ends in a bare LF; HTTP/1.1 lines end in CRLF (RFC 9112 2.2)", nil)
	return true
}

func hasBareLF(b []byte) bool {
	for i := bytes.IndexByte(b, '\n'); i >= 0; {
		if i == 0 || b[i-1] != '\r' {
			return true
		}
		j := bytes.IndexByte(b[i+1:], '\n')
		if j < 0 {
			return false
		}
		i += 1 + j
	}
	return false
}
