package server

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	mcpserver "github.com/mark3labs/mcp-go/server"
	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/internal/clock"
	"github.com/plumbline-api/plumbline/meter"
	"github.com/valyala/fasthttp"
	"github.com/valyala/fasthttp/fasthttpadaptor"
)

// MCPPath is where the MCP server answers (Streamable HTTP).
const MCPPath = "/mcp"

// defaultMCPHeartbeat is how often an open GET stream carries a ping: a
// stream whose client has gone fails that write and is released, as
// fasthttp does not report a closed connection to a running handler.
const defaultMCPHeartbeat = 10 * time.Second

// mcpSessionIdle is how long an initialized session's state is kept
// without traffic: agents rarely send DELETE.
const mcpSessionIdle = 30 * time.Minute

// mcpCall is what an MCP request carries from the HTTP layer into the MCP
// server: the authenticated key and the request id for problem bodies.
type mcpCall struct {
	key       *plumbline.APIKey
	requestID []byte
	pinned    []byte // the Plumbline-Dataset-Version header, if any
	// metered counts the meter's decisions taken for this HTTP request: a
	// request that took none is charged one slot itself (chargeIdle).
	metered atomic.Int32
	// stream: the request opens a long-lived stream (a GET, or a POST of
	// subscriptions/listen), which holds one of the account's stream slots.
	stream bool
	// refusal is the meter's first refusal of this request: the requests
	// after it are refused with it, without asking the meter again.
	// refusals counts the refusals answered (appendRPCRefusal). A request's
	// messages are handled one at a time, so these are plain fields (an
	// atomic store would make the call escape to the heap).
	refusal  error
	refusals int
	// insufficient collects the scopes this request's messages needed and
	// the token lacks: the answer becomes the 403 challenge (mcpscope.go).
	insufficient plumbline.Scopes
}

type mcpCallKeyType struct{}

// mcpCallKey holds the *mcpCall in the fasthttp user values (set by the
// route handler) and in the MCP request's context.
var mcpCallKey mcpCallKeyType

func mcpCallFrom(ctx context.Context) *mcpCall {
	c, _ := ctx.Value(mcpCallKey).(*mcpCall)
	return c
}

// newMCP builds mcp-go's server and Streamable HTTP transport, which serve
// what the fast path does not: the GET stream, the end of a session's
// stream on DELETE, and the stateless 2026-07-28 revision.
func (s *Server) newMCP(tools []*mcpTool, sessions *mcpSessions, n *mcpNative) (*mcpserver.StreamableHTTPServer, error) {
	hooks := &mcpserver.Hooks{}
	hooks.AddOnRequestInitialization(s.mcpMeterRequest)
	opts := append([]mcpserver.ServerOption{
		mcpserver.WithToolCapabilities(false),
		mcpserver.WithResourceCapabilities(false, false),
		mcpserver.WithPromptCapabilities(false),
		mcpserver.WithRecovery(),
		mcpserver.WithHooks(hooks),
		mcpserver.WithInstructions(mcpInstructions),
		mcpserver.WithToolFilter(n.filterTools),
	}, mcpCacheHints()...)
	srv := mcpserver.NewMCPServer("plumbline", plumbline.Version, opts...)
	srv.AddTools(s.mcpGoTools(tools)...)
	if err := n.registerMCPGoResources(srv); err != nil {
		return nil, err
	}
	return mcpserver.NewStreamableHTTPServer(srv,
		mcpserver.WithEndpointPath(MCPPath),
		mcpserver.WithHeartbeatInterval(s.cfg.MCPHeartbeat),
		mcpserver.WithSessionIdleTTL(mcpSessionIdle),
		mcpserver.WithSessionIdManagerResolver(sessions),
		// The Origin and Host checks run before any MCP code, on every
		// method (guardBrowser, origin.go); mcp-go's own check reads the
		// connection's local address, which fasthttpadaptor does not provide.
		mcpserver.WithDisableLocalhostProtection(true),
		mcpserver.WithStreamableHTTPLogger(newLimitedLogs(s.cfg.Logger)),
	), nil
}

// mcpRoutes are POST (JSON-RPC messages, answered by the native fast path),
// GET (the server-to-client stream, mcp-go) and DELETE (end a session) on
// /mcp. They authenticate like every route but are metered per JSON-RPC
// request inside, so a tools/call is rate-limited and counted once, as its
// REST twin is.
func (s *Server) mcpRoutes() ([]*route, error) {
	tools, err := s.buildMCPTools()
	if err != nil {
		return nil, err
	}
	sessions := newMCPSessions(s.cfg.IdempotencySecret)
	res, err := s.newMCPResources()
	if err != nil {
		return nil, err
	}
	n, err := s.newMCPNative(tools, sessions, res, nil)
	if err != nil {
		return nil, err
	}
	if n.prompts, err = newMCPPrompts(s.mcpPromptSet(n.tools)); err != nil {
		return nil, err
	}
	transport, err := s.newMCP(tools, sessions, n)
	if err != nil {
		return nil, err
	}
	n.streams = newMCPStreams(mcpStreamsPerAccount, mcpStreamsTotal)
	// fasthttpadaptor hands the handler the *fasthttp.RequestCtx as its
	// context; its Done reads server state Shutdown writes unsynchronised
	// (see authenticate), and it is only cancelled at shutdown. The MCP
	// server gets a context of its own instead: cancelled when the server
	// shuts down, carrying the caller's key.
	h := fasthttpadaptor.NewFastHTTPHandler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		call, _ := r.Context().Value(mcpCallKey).(*mcpCall)
		if call != nil && call.stream {
			// Every way of opening a stream holds a slot: the GET stream and
			// a POST of subscriptions/listen (2026-07-28) alike (issue 24
			// finding 6: 2,000 streams opened through the POST).
			if !n.streams.acquire(call.key.CustomerID) {
				w.Header().Set("Content-Type", string(contentTypeProblem))
				w.WriteHeader(http.StatusTooManyRequests)
				_, _ = w.Write(s.appendProblem(nil, http.StatusTooManyRequests, "too many open MCP streams for this account (at most "+
					strconv.Itoa(mcpStreamsPerAccount)+"); close one first", []byte(MCPPath), call.requestID, nil))
				return
			}
			defer n.streams.release(call.key.CustomerID)
			w = &sseOpener{ResponseWriter: w}
		}
		ctx := context.WithValue(s.mcpCtx, mcpCallKey, call)
		transport.ServeHTTP(w, r.WithContext(ctx))
	}))
	n.fallback = func(ctx *fasthttp.RequestCtx, key *plumbline.APIKey) {
		call := &mcpCall{key: key, requestID: append([]byte(nil), requestID(ctx)...),
			pinned: append([]byte(nil), ctx.Request.Header.PeekBytes(headerDatasetVersion)...)}
		call.stream = ctx.IsGet() || isListen(ctx.PostBody())
		if ctx.IsGet() { // opening a stream costs a slot of the rate limit, as any request
			if _, ok := s.admit(ctx, key, false); !ok {
				return
			}
			call.metered.Add(1)
		}
		ctx.SetUserValue(mcpCallKey, call)
		h(ctx)
		if call.metered.Load() == 0 && !call.stream { // an unknown tool, a parse error, a DELETE: one slot too
			n.chargeIdle(ctx, call)
		}
	}
	// GET and DELETE: the session is checked here first (400 problem when
	// missing, 404 problem when not the caller's), so mcp-go only sees live
	// sessions of the caller.
	withSession := func(ctx *fasthttp.RequestCtx, key *plumbline.APIKey) {
		if string(ctx.Request.Header.PeekBytes(headerMCPProtocol)) != mcpRev20260728 && !n.session(ctx, key) {
			return
		}
		n.fallback(ctx, key)
	}
	desc := "The MCP server (Streamable HTTP, protocol 2025-03-26 and later revisions): every calculator and reference operation as a tool, " +
		"documents and records as resources, estimator workflows as prompts. " +
		"Authenticate with the same Bearer key as REST, or with an OAuth access token (authorization server metadata at /.well-known/oauth-authorization-server; a 401 names the protected resource metadata in WWW-Authenticate). tools/call is rate-limited and counted like the REST call it mirrors; " +
		"initialize, tools/list and ping are rate-limited, not counted. A request other than initialize without Mcp-Session-Id answers 400; " +
		"a session that is not the caller's, or has ended, 404."
	jsonRPC := &requestDoc{true, map[string]any{"type": "object", "description": "A JSON-RPC 2.0 message (or, at 2025-03-26, a batch) of the MCP protocol."}}
	stream := &responseDoc{"text/event-stream", map[string]any{"type": "string", "description": "Server-sent events carrying JSON-RPC messages."}}
	return []*route{
		{method: fasthttp.MethodPost, path: MCPPath, operationID: "mcp_post", tag: "mcp", summary: "Send an MCP message", description: desc,
			selfMetered: true, oauth: true, guarded: true, handle: n.post, request: jsonRPC, problems: []int{400, 404, 413, 415},
			response: &responseDoc{"application/json", refSchema("JSONRPCResponse")}},
		{method: fasthttp.MethodGet, path: MCPPath, operationID: "mcp_stream", tag: "mcp", summary: "Open the MCP server-to-client stream", description: desc,
			selfMetered: true, oauth: true, guarded: true, handle: withSession, response: stream, problems: []int{400, 404, 429}},
		{method: fasthttp.MethodDelete, path: MCPPath, operationID: "mcp_end_session", tag: "mcp", summary: "End an MCP session", description: "Ends the session named by Mcp-Session-Id; later requests with it answer 404. A session that is not the caller's answers 404; a request without Mcp-Session-Id 400.",
			selfMetered: true, oauth: true, guarded: true, handle: withSession, response: &responseDoc{"text/plain", map[string]any{"type": "string"}}, problems: []int{400, 404}},
	}, nil
}

// mcpMeterRequest rate-limits the JSON-RPC requests that are not tool
// calls (initialize, tools/list, ping …): they are not counted against the
// quota. Tool calls are metered by their handlers, which know whether the
// REST twin is counted.
func (s *Server) mcpMeterRequest(ctx context.Context, _ any, message any) error {
	raw, _ := message.(json.RawMessage)
	var m struct {
		Method string `json:"method"`
	}
	if json.Unmarshal(raw, &m) == nil && (m.Method == string(mcp.MethodToolsCall) || m.Method == string(mcp.MethodResourcesRead)) {
		return nil // metered by the handler, as its REST twin
	}
	call := mcpCallFrom(ctx)
	if call == nil {
		return errors.New("unauthenticated MCP request")
	}
	_, err := s.mcpAdmit(call, false)
	return err
}

// mcpAdmit runs the meter for one MCP request; a nil error when admitted.
// A billed request is settled (mcpSettle) once its answer is known. After
// the meter refuses one message of a request, the request's later messages
// are refused with it without asking again.
func (s *Server) mcpAdmit(call *mcpCall, billed bool) (meter.Decision, error) {
	call.metered.Add(1)
	if call.refusal != nil {
		return meter.Decision{}, call.refusal
	}
	d, err := s.cfg.Meter.Begin(context.Background(), call.key, clock.Now(), billed)
	if err != nil {
		return d, err
	}
	if !d.Allowed {
		call.refusal = refusal(call.key, &d)
		return d, call.refusal
	}
	return d, nil
}

// mcpRefusedEarly is refusedEarly for an MCP tool call that would parse a
// batch or a list before its first admission: the refusal a refused
// message gets, charged as one message.
func (s *Server) mcpRefusedEarly(call *mcpCall) error {
	if call.refusal == nil {
		d, refused := s.cfg.Meter.Refused(call.key, clock.Now())
		if !refused {
			return nil
		}
		call.refusal = refusal(call.key, &d)
	}
	call.metered.Add(1)
	return call.refusal
}

// mcpSettle counts a billed MCP request as its REST twin is counted
// (settle): an answer with a figure; a failure (its REST twin's 4xx or
// 5xx) or an answer without a figure is not counted.
func (s *Server) mcpSettle(call *mcpCall, d meter.Decision, counted bool) {
	s.settle(call.key, d, counted)
}
