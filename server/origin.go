package server

import (
	"bytes"
	"net"
	"net/netip"
	"strconv"
	"strings"

	"github.com/valyala/fasthttp"
)

// The MCP Streamable HTTP transport (2025-11-25 and later) says a server
// MUST validate Origin on every request and answer 403 when it is present
// and not allowed: a page in a browser that rebinds its own DNS name to this
// server's address would otherwise reach it with the person's network
// position. The same holds for the OAuth endpoints a browser POSTs to
// (token, registration, revocation, the consent form).
//
// Allowed by default: this server's own origin (the base URL's), loopback
// origins (a local inspector or client on the person's machine), and the
// CORS allowlist (a browser app allowed to call the API). Config.MCPOrigins
// adds more. A request without Origin (every non-browser client) passes.

// originAllowed reports whether a browser origin may call the guarded
// routes.
func (s *Server) originAllowed(origin []byte) bool {
	o := string(origin)
	if o == s.origin {
		return true
	}
	if _, ok := s.corsOrigins[o]; ok {
		return true
	}
	if _, ok := s.mcpOrigins[o]; ok {
		return true
	}
	scheme, host, ok := strings.Cut(o, "://")
	if !ok || (scheme != "http" && scheme != "https") {
		return false // "null" (a sandboxed page, a file) among them
	}
	return loopbackHost(host)
}

// loopbackHost reports a host[:port] naming this machine's loopback:
// localhost, 127.0.0.0/8 or [::1].
func loopbackHost(hostport string) bool {
	h := hostport
	if host, port, err := net.SplitHostPort(hostport); err == nil {
		if _, err := strconv.ParseUint(port, 10, 16); err != nil {
			return false
		}
		h = host
	} else if strings.HasPrefix(h, "[") && strings.HasSuffix(h, "]") {
		h = h[1 : len(h)-1]
	}
	if strings.EqualFold(h, "localhost") {
		return true
	}
	a, err := netip.ParseAddr(h)
	return err == nil && a.IsLoopback()
}

// guardBrowser answers 403 and reports false when a guarded route's
// request carries an Origin that is not allowed, or, on a connection to a
// loopback address, a Host that names neither loopback nor this server's
// base URL (DNS rebinding: the browser sends the attacker's name as Host,
// and may send no Origin on a simple GET).
func (s *Server) guardBrowser(ctx *fasthttp.RequestCtx) bool {
	if origin := ctx.Request.Header.Peek("Origin"); len(origin) > 0 && !s.originAllowed(origin) {
		s.problem(ctx, fasthttp.StatusForbidden, "origin "+strconv.Quote(string(origin))+
			" may not call this endpoint from a browser (MCP and OAuth endpoints accept this server's own origin, loopback origins and PLUMBLINE_MCP_ORIGINS)", nil)
		return false
	}
	if !loopbackConn(ctx) {
		return true
	}
	host := ctx.Host()
	if loopbackHost(string(host)) || bytes.EqualFold(host, []byte(s.baseHost)) {
		return true
	}
	s.problem(ctx, fasthttp.StatusForbidden, "Host "+strconv.Quote(string(host))+
		" is not this server: on a loopback address it answers localhost, 127.0.0.1, [::1] and its base URL's host only", nil)
	return false
}

// loopbackConn reports a request that arrived on a loopback address: the
// server is bound there (or reached there), where DNS rebinding is the way
// in from a browser.
func loopbackConn(ctx *fasthttp.RequestCtx) bool {
	switch a := ctx.LocalAddr().(type) {
	case *net.TCPAddr:
		return a.IP.IsLoopback()
	}
	return false
}
