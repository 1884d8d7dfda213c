package server

import (
	"context"

	"encoding/json"
	"github.com/mark3labs/mcp-go/mcp"
	"strconv"
	"sync"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/internal/jsonr"
	"github.com/plumbline-api/plumbline/internal/jsonw"
	"github.com/valyala/fasthttp"
)

// Scopes on /mcp (MCP authorization, "Scope challenge handling"): a token
// sees in tools/list only the tools its scopes grant, and a call outside
// them is refused before it runs: HTTP 403 with
// WWW-Authenticate: Bearer error="insufficient_scope", scope="…" naming the
// scopes to ask for (those it holds and the one it lacks, so a client that
// replaces its scope rather than adding to it keeps what it had), and in
// the body the JSON-RPC error rpcInsufficientScope carrying the same. API
// keys hold every scope unless made with fewer.

// rpcInsufficientScope is the JSON-RPC error of a request outside the
// token's scopes (implementation-defined range).
const rpcInsufficientScope = -32003

// scopedToolLists caches the tools/list result per set of scopes (at most
// 64 sets; a set is built the first time a token holding it lists).
type scopedToolLists struct {
	defs  []mcpToolDef
	scope []plumbline.Scopes // per def
	lists sync.Map           // plumbline.Scopes → []byte
}

func (l *scopedToolLists) add(t *mcpTool) {
	l.defs = append(l.defs, t.def)
	l.scope = append(l.scope, t.scope)
}

// forScopes is the tools/list result for a token holding set.
func (l *scopedToolLists) forScopes(set plumbline.Scopes) []byte {
	if b, ok := l.lists.Load(set); ok {
		return b.([]byte)
	}
	defs := []mcpToolDef{}
	for i, d := range l.defs {
		if set.Has(l.scope[i]) {
			defs = append(defs, d)
		}
	}
	b, err := json.Marshal(map[string]any{"tools": defs})
	if err != nil { // defs marshalled once already at start
		panic(err)
	}
	l.lists.Store(set, b)
	return b
}

// outOfScope reports whether the call's key lacks need; when it does, the
// request is marked so its HTTP answer becomes the 403 challenge.
func outOfScope(call *mcpCall, need plumbline.Scopes) bool {
	if call.key.Granted().Has(need) {
		return false
	}
	call.insufficient |= need
	return true
}

// appendScopeError answers a request outside the token's scopes (charged
// one rate-limit slot, as any failed request).
func (s *Server) appendScopeError(b []byte, call *mcpCall, m *rpcMessage, what string, need plumbline.Scopes) []byte {
	if _, err := s.mcpAdmit(call, false); err != nil {
		return s.appendRPCRefusal(b, m.id, call, err)
	}
	want := call.key.Granted() | need
	b = appendRPCError(b, m.id, rpcInsufficientScope, what+" needs the scope "+strconv.Quote(need.String())+
		", which this token was not granted: authorize again with scope "+strconv.Quote(want.String()))
	b = append(b[:len(b)-2], `,"data":{"error":"insufficient_scope","scope":`...)
	b = jsonw.AppendString(b, want.String())
	b = append(b, `,"required":`...)
	b = jsonw.AppendString(b, need.String())
	return append(b, `}}}`...)
}

// scopeChallenge turns the answer of a request that met rpcInsufficientScope
// into the 403 step-up challenge.
func (s *Server) scopeChallenge(ctx *fasthttp.RequestCtx, call *mcpCall) {
	if call.insufficient == 0 || ctx.Response.StatusCode() == fasthttp.StatusTooManyRequests {
		return
	}
	want := call.key.Granted() | call.insufficient
	h := append([]byte(nil), `Bearer realm="plumbline", error="insufficient_scope", scope="`...)
	h = append(h, want.String()...)
	h = append(h, '"')
	if s.cfg.OAuth != nil {
		h = append(h, `, resource_metadata="`...)
		h = append(h, s.cfg.OAuth.ResourceMetadataURL()...)
		h = append(h, '"')
	}
	h = append(h, `, error_description="this request needs a scope the token was not granted"`...)
	ctx.Response.Header.SetBytesV(fasthttp.HeaderWWWAuthenticate, h)
	ctx.SetStatusCode(fasthttp.StatusForbidden)
}

// modernOutOfScope answers a 2026-07-28 request (served by mcp-go) that
// calls a tool or reads a record outside the token's scopes, before mcp-go
// sees it; false when the request may go on.
func (n *mcpNative) modernOutOfScope(ctx *fasthttp.RequestCtx, key *plumbline.APIKey) bool {
	if key.Granted() == plumbline.ScopesAll {
		return false
	}
	body := ctx.PostBody()
	if jsonr.Kind(body) != '{' {
		return false
	}
	m := parseMessage(body)
	if m.bad != "" || m.id == nil {
		return false
	}
	var need plumbline.Scopes
	var what string
	switch {
	case m.isMethod("tools/call"):
		name, _ := jsonr.String(nil, m.param("name"))
		if t := n.tools[string(name)]; t != nil {
			need, what = t.scope, "the tool "+t.name
		}
	case m.isMethod("resources/read"):
		uri, _ := jsonr.String(nil, m.param("uri"))
		if op, _ := n.res.match(string(uri)); op != nil {
			need, what = plumbline.ScopeNamed(op.Tag), "the resource "+string(uri)
		}
	}
	call := &mcpCall{key: key, requestID: requestID(ctx)}
	if need == 0 || !outOfScope(call, need) {
		return false
	}
	ctx.SetContentTypeBytes(contentTypeJSON)
	ctx.SetBody(n.s.appendScopeError(nil, call, &m, what, need))
	n.s.scopeChallenge(ctx, call)
	return true
}

// filterTools is mcp-go's tools/list (2026-07-28) for the caller's scopes.
func (n *mcpNative) filterTools(ctx context.Context, tools []mcp.Tool) []mcp.Tool {
	call := mcpCallFrom(ctx)
	if call == nil {
		return nil
	}
	g := call.key.Granted()
	if g == plumbline.ScopesAll {
		return tools
	}
	out := make([]mcp.Tool, 0, len(tools))
	for _, t := range tools {
		if nt := n.tools[t.Name]; nt != nil && g.Has(nt.scope) {
			out = append(out, t)
		}
	}
	return out
}
