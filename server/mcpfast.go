package server

import (
	"bytes"
	"encoding/json"
	"strconv"
	"unicode/utf8"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/internal/jsonr"
	"github.com/plumbline-api/plumbline/internal/jsonw"
	"github.com/valyala/fasthttp"
)

// The fast path answers POST /mcp natively on fasthttp: the JSON-RPC
// envelope is walked once with jsonr (no reflection, no map), and every
// method of the session-based revisions (2024-11-05 to 2025-11-25) is
// answered from the registries. mcp-go serves only what the fast path does
// not: the GET stream and the stateless 2026-07-28 revision.

// Protocol revisions.
const (
	mcpRev20241105 = "2024-11-05"
	mcpRev20250326 = "2025-03-26"
	mcpRev20250618 = "2025-06-18"
	mcpRev20251125 = "2025-11-25"
	mcpRev20260728 = "2026-07-28" // stateless: served by mcp-go
	mcpRevLatest   = mcpRev20251125
)

// mcpRevisions are the session-based revisions, newest first.
var mcpRevisions = []string{mcpRev20251125, mcpRev20250618, mcpRev20250326, mcpRev20241105}

// JSON-RPC error codes.
const (
	rpcParseError     = -32700
	rpcInvalidRequest = -32600
	rpcMethodNotFound = -32601
	rpcInvalidParams  = -32602
	rpcRefused        = -32000 // implementation-defined: the meter refused the request
)

var (
	headerMCPSession  = []byte("Mcp-Session-Id")
	headerMCPProtocol = []byte("Mcp-Protocol-Version")
)

// mcpNative holds what the fast path answers from, built once at start.
type mcpNative struct {
	s         *Server
	sessions  *mcpSessions
	tools     map[string]*mcpTool
	toolList  []byte            // the tools/list result (every scope)
	scoped    scopedToolLists   // the tools/list result per set of scopes
	initByRev map[string][]byte // the initialize result per revision
	res       *mcpResources
	prompts   *mcpPrompts
	fallback  handler // mcp-go, through fasthttpadaptor
	streams   *mcpStreams
}

func (s *Server) newMCPNative(tools []*mcpTool, sessions *mcpSessions, res *mcpResources, prompts *mcpPrompts) (*mcpNative, error) {
	n := &mcpNative{s: s, sessions: sessions, tools: map[string]*mcpTool{}, initByRev: map[string][]byte{}, res: res, prompts: prompts}
	defs := make([]mcpToolDef, 0, len(tools))
	for _, t := range tools {
		n.tools[t.name] = t
		defs = append(defs, t.def)
		n.scoped.add(t)
	}
	var err error
	if n.toolList, err = json.Marshal(map[string]any{"tools": defs}); err != nil {
		return nil, err
	}
	for _, rev := range mcpRevisions {
		b, err := json.Marshal(map[string]any{
			"protocolVersion": rev,
			"capabilities": map[string]any{
				"tools":     map[string]any{"listChanged": false},
				"resources": map[string]any{"listChanged": false, "subscribe": false},
				"prompts":   map[string]any{"listChanged": false},
			},
			"serverInfo":   map[string]any{"name": "plumbline", "title": "Plumbline construction data", "version": plumbline.Version},
			"instructions": mcpInstructions,
		})
		if err != nil {
			return nil, err
		}
		n.initByRev[rev] = b
	}
	return n, nil
}

// mcpInstructions name every area an agent can reach (issue 39: they named
// only calculators and codes); TestMCPInstructionsNameEveryArea holds them
// to the tool prefixes.
const mcpInstructions = "US construction data for estimators and agents, in five areas. " +
	"Calculators (calc_*, list_calculators; calc_batch for many): grounded in US building codes, each answer cites its code section in code_reference; units are in the argument names (_ft, _in, _sqft, _va). " +
	"Codes (codes_*): the code-section catalog and the editions in force by state, county or ZIP; codes_get_section finds the calculators that implement a citation. " +
	"Costs (costs_*): trade wages by metro, county or ZIP, material price indexes, escalation between months and building permits, each with its federal source. " +
	"Benchmarks (benchmarks_*): typical project costs by geography tier and place; a type without a grounded source answers coming_soon. " +
	"Products (products_*): ENERGY STAR certified products, filtered, sorted, compared and searched by model number. " +
	"A failed call or an answer without a figure is not counted against the quota. resources/list and prompts/list give the methodology documents and the estimator workflows."

// rpcMessage is one JSON-RPC message's envelope, cut from the body.
type rpcMessage struct {
	id, method, params []byte // raw JSON values; nil when absent
	isResponse         bool   // a client's answer (result or error, no method)
	bad                string // why it is not a valid JSON-RPC 2.0 message
}

func parseMessage(v []byte) (m rpcMessage) {
	version := false
	seen := 0
	ok := jsonr.Members(v, func(k, val []byte) bool {
		var bit int
		switch {
		case jsonr.KeyIs(k, "jsonrpc"):
			bit, version = 1, jsonr.StringIs(val, "2.0")
		case jsonr.KeyIs(k, "id"):
			bit, m.id = 2, val
		case jsonr.KeyIs(k, "method"):
			bit, m.method = 4, val
		case jsonr.KeyIs(k, "params"):
			bit, m.params = 8, val
		case jsonr.KeyIs(k, "result"), jsonr.KeyIs(k, "error"):
			bit, m.isResponse = 16, true
		}
		if seen&bit != 0 {
			m.bad = "a member is repeated"
			return false
		}
		seen |= bit
		return true
	})
	switch {
	case !ok:
		m.bad = "a message must be a JSON object"
	case m.bad != "":
	case jsonr.RepeatedKey(v):
		// Parsers disagree on repeated names (first or last wins): a proxy
		// in front could log or allow one call while this server runs another.
		m.bad = "a key is repeated in the message (its params or arguments)"
	case !version:
		m.bad = `"jsonrpc" must be "2.0"`
	case m.id != nil && jsonr.Kind(m.id) != '"' && jsonr.Kind(m.id) != '-' && (jsonr.Kind(m.id) < '0' || jsonr.Kind(m.id) > '9'):
		m.bad = `"id" must be a string or a number`
	case m.method != nil && jsonr.Kind(m.method) != '"':
		m.bad = `"method" must be a string`
	case m.method != nil && m.isResponse:
		m.bad = "a message is a request or a response, not both"
	case m.method == nil && !m.isResponse:
		m.bad = `a request needs "method"`
	case m.params != nil && jsonr.Kind(m.params) != '{' && !jsonr.IsNull(m.params):
		m.bad = `"params" must be an object`
	}
	if m.bad != "" && m.id != nil && jsonr.Kind(m.id) != '"' && jsonr.Kind(m.id) != '-' && (jsonr.Kind(m.id) < '0' || jsonr.Kind(m.id) > '9') {
		m.id = nil // not echoable
	}
	return m
}

func (m *rpcMessage) isMethod(name string) bool { return jsonr.StringIs(m.method, name) }

// param returns the raw value of params.name (nil when absent).
func (m *rpcMessage) param(name string) []byte {
	var out []byte
	jsonr.Members(m.params, func(k, v []byte) bool {
		if jsonr.KeyIs(k, name) {
			out = v
			return false
		}
		return true
	})
	return out
}

// post answers POST /mcp. Every JSON-RPC request it carries costs one
// rate-limit slot, answered or failed (handle); a POST whose messages cost
// none (notifications, client responses, a body that is no message, a
// missing session) costs one itself, so no POST is free (issue 24 finding
// 2: unknown tools and parse errors never reached the limiter).
func (n *mcpNative) post(ctx *fasthttp.RequestCtx, key *plumbline.APIKey) {
	rev := ctx.Request.Header.PeekBytes(headerMCPProtocol)
	if string(rev) == mcpRev20260728 {
		if !n.modernOutOfScope(ctx, key) {
			n.fallback(ctx, key)
		}
		return
	}
	call := mcpCall{key: key, requestID: requestID(ctx), pinned: ctx.Request.Header.PeekBytes(headerDatasetVersion)}
	n.serve(ctx, &call, rev)
	if call.metered.Load() == 0 {
		n.chargeIdle(ctx, &call)
	}
	if call.insufficient != 0 {
		n.s.scopeChallenge(ctx, &call)
	}
}

// chargeIdle charges a POST that took no meter decision one slot (rate
// limited, not counted); when the meter refuses, the refusal (429) replaces
// the answer.
func (n *mcpNative) chargeIdle(ctx *fasthttp.RequestCtx, call *mcpCall) {
	call.metered.Add(1)
	n.s.admit(ctx, call.key, false) // a refusal is written over the answer, with Retry-After
}

func (n *mcpNative) serve(ctx *fasthttp.RequestCtx, call *mcpCall, rev []byte) {
	s := n.s
	if !isJSON(ctx.Request.Header.ContentType()) {
		s.writeError(ctx, errMediaType)
		return
	}
	body := ctx.PostBody()
	// JSON text is UTF-8 (RFC 8259 8.1): a message that is not would be
	// echoed (its id) into an answer that is not valid JSON either.
	if !jsonr.Valid(body) || !utf8.Valid(body) {
		n.rpcFault(ctx, rpcParseError, "the body is not valid JSON (UTF-8)")
		return
	}
	// initialize negotiates the revision itself; every later request must
	// carry one this server speaks (none means 2025-03-26).
	badRev := len(rev) > 0 && !supportedRevision(rev)
	switch jsonr.Kind(body) {
	case '{':
		m := parseMessage(body)
		if m.bad == "" && m.id != nil && m.isMethod("initialize") {
			n.initialize(ctx, call, &m)
			return
		}
		if badRev {
			if v := modernVersion(&m); v != nil {
				n.unsupportedModern(ctx, &m, v)
				return
			}
			n.unsupportedRevision(ctx, rev)
			return
		}
		if !n.session(ctx, call.key) {
			return
		}
		bp := bufPool.Get().(*[]byte)
		b, answered := n.handle((*bp)[:0], call, &m)
		if answered {
			ctx.SetContentTypeBytes(contentTypeJSON)
			ctx.SetBody(b)
		} else {
			ctx.SetStatusCode(fasthttp.StatusAccepted)
		}
		*bp = b
		bufPool.Put(bp)
	case '[':
		if badRev {
			n.unsupportedRevision(ctx, rev)
			return
		}
		n.batch(ctx, call, rev, body)
	default:
		n.rpcFault(ctx, rpcInvalidRequest, "a message must be a JSON object (or, at 2025-03-26, an array of them)")
	}
}

func (n *mcpNative) unsupportedRevision(ctx *fasthttp.RequestCtx, rev []byte) {
	n.s.problem(ctx, fasthttp.StatusBadRequest, "unsupported Mcp-Protocol-Version "+strconv.Quote(string(rev))+
		"; this server speaks 2025-11-25, 2025-06-18, 2025-03-26 and 2024-11-05 (and 2026-07-28)", nil)
}

// modernVersion returns the protocol version a request of the stateless
// era (2026-07-28 and later) declares in its _meta, nil for a request of
// the session era.
func modernVersion(m *rpcMessage) []byte {
	var v []byte
	jsonr.Members(m.param("_meta"), func(k, val []byte) bool {
		if jsonr.KeyIs(k, "io.modelcontextprotocol/protocolVersion") {
			v = val
			return false
		}
		return true
	})
	return v
}

// unsupportedModern answers a stateless-era request at a revision this
// server does not speak as SEP-2575 says: 400 with the JSON-RPC error
// UnsupportedProtocolVersionError (-32022) whose data lists the versions
// served (those server/discover names) and echoes the one requested, so a
// client can pick one and retry (the official conformance suite checks it;
// docs/decisions/0075-mcp-conformance.md).
func (n *mcpNative) unsupportedModern(ctx *fasthttp.RequestCtx, m *rpcMessage, requested []byte) {
	b := append([]byte(nil), `{"jsonrpc":"2.0","id":`...)
	if m.id == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, m.id...)
	}
	b = append(b, `,"error":{"code":-32022,"message":"unsupported protocol version; this server speaks the versions in data.supported","data":{"supported":[`...)
	b = jsonw.AppendString(b, mcpRev20260728)
	for _, r := range mcpRevisions {
		b = jsonw.AppendString(append(b, ','), r)
	}
	b = append(b, `],"requested":`...)
	if requested = bytes.TrimSpace(requested); jsonr.Kind(requested) == '"' {
		b = append(b, requested...)
	} else {
		b = append(b, "null"...)
	}
	ctx.SetStatusCode(fasthttp.StatusBadRequest)
	ctx.SetContentTypeBytes(contentTypeJSON)
	ctx.SetBody(append(b, `}}}`...))
}

func supportedRevision(rev []byte) bool {
	for _, r := range mcpRevisions {
		if string(rev) == r {
			return true
		}
	}
	return false
}

// Batches are bounded in messages and in answer bytes: one 152 KB batch of
// 1,000 tools/call was answered in one 355 MB buffer (issue 24 finding 2).
// 1 MiB holds a few of the largest answers (a 200-record page is about
// 350 KB as a tool result), and any number of small ones: a batch is a
// convenience, and a client meeting the bound is told what to resend.
const (
	mcpBatchMax       = 50
	mcpBatchAnswerMax = 1 << 20
)

// batch answers a JSON-RPC batch: part of revisions up to 2025-03-26 (a
// request without Mcp-Protocol-Version is at 2025-03-26), removed in
// 2025-06-18. initialize may not be batched. A batch of more than
// mcpBatchMax messages is refused whole; once the answer passes
// mcpBatchAnswerMax (by at most one answer), the requests left are not run
// and each answers an error saying to send it again.
func (n *mcpNative) batch(ctx *fasthttp.RequestCtx, call *mcpCall, rev, body []byte) {
	if len(rev) > 0 && string(rev) != mcpRev20250326 && string(rev) != mcpRev20241105 {
		n.rpcFault(ctx, rpcInvalidRequest, "JSON-RPC batches are not part of protocol revision "+string(rev)+" (removed in 2025-06-18): send one message per request")
		return
	}
	count := 0
	jsonr.Elements(body, func([]byte) bool { count++; return count <= mcpBatchMax })
	if count > mcpBatchMax {
		n.rpcFault(ctx, rpcInvalidRequest, "a batch holds at most "+strconv.Itoa(mcpBatchMax)+" messages; send the rest in another")
		return
	}
	if !n.session(ctx, call.key) {
		return
	}
	b := []byte{'['}
	answered := 0
	jsonr.Elements(body, func(elem []byte) bool {
		m := parseMessage(elem)
		if m.bad == "" && m.isMethod("initialize") {
			m.bad = "initialize may not be part of a batch"
		}
		mark := len(b)
		if answered > 0 {
			b = append(b, ',')
		}
		var ok bool
		if len(b) >= mcpBatchAnswerMax && (m.bad != "" || !m.isResponse && m.id != nil) {
			b, ok = n.overBatch(b, call, &m), true
		} else {
			b, ok = n.handle(b, call, &m)
		}
		if ok {
			answered++
		} else {
			b = b[:mark]
		}
		return true
	})
	switch {
	case count == 0:
		n.rpcFault(ctx, rpcInvalidRequest, "an empty batch")
	case answered == 0:
		ctx.SetStatusCode(fasthttp.StatusAccepted)
	default:
		ctx.SetContentTypeBytes(contentTypeJSON)
		ctx.Response.SetBodyRaw(append(b, ']')) // b is this request's own: no copy of up to 1 MiB
	}
}

// overBatch answers a request of a batch whose answer is full: not run, and
// charged like any request (so a batch of them is no free probe).
func (n *mcpNative) overBatch(b []byte, call *mcpCall, m *rpcMessage) []byte {
	if _, err := n.s.mcpAdmit(call, false); err != nil {
		return n.s.appendRPCRefusal(b, m.id, call, err)
	}
	return appendRPCError(b, m.id, rpcRefused, "not run: this batch's answer reached its "+strconv.Itoa(mcpBatchAnswerMax>>20)+
		" MiB limit; send this request again, alone or in a smaller batch")
}

// session checks the request's Mcp-Session-Id: 400 when missing, 404 when
// it is not a live session of the caller's account. Both are problems.
func (n *mcpNative) session(ctx *fasthttp.RequestCtx, key *plumbline.APIKey) bool {
	id := ctx.Request.Header.PeekBytes(headerMCPSession)
	if len(id) == 0 {
		n.s.problem(ctx, fasthttp.StatusBadRequest, "Mcp-Session-Id is required: send initialize first and repeat the session id it answers on every later request", nil)
		return false
	}
	switch n.sessions.check(id, key.CustomerID) {
	case nil:
		return true
	case errEndedSession:
		n.s.problem(ctx, fasthttp.StatusNotFound, "this MCP session has ended; send initialize to start a new one", nil)
	default:
		n.s.problem(ctx, fasthttp.StatusNotFound, "no such MCP session for this account; send initialize to start one", nil)
	}
	return false
}

// initialize answers initialize: the revision the client offers when this
// server speaks it (2025-03-26 when it offers none), else the latest, and a
// new session id bound to the account. Nothing is stored.
func (n *mcpNative) initialize(ctx *fasthttp.RequestCtx, call *mcpCall, m *rpcMessage) {
	bp := bufPool.Get().(*[]byte)
	defer bufPool.Put(bp)
	b := (*bp)[:0]
	if _, err := n.s.mcpAdmit(call, false); err != nil {
		b = n.s.appendRPCRefusal(b, m.id, call, err)
	} else {
		var buf [32]byte
		offered, _ := jsonr.String(buf[:0], m.param("protocolVersion"))
		rev := mcpRevLatest
		if len(offered) == 0 {
			rev = mcpRev20250326
		} else if supportedRevision(offered) {
			rev = string(offered)
		}
		ctx.Response.Header.SetCanonical(headerMCPSession, []byte(n.sessions.generate(call.key.CustomerID)))
		b = appendRPCResult(b, m.id, n.initByRev[rev])
	}
	ctx.SetContentTypeBytes(contentTypeJSON)
	ctx.SetBody(b)
	*bp = b
}

// handle answers one message inside a session, appending the response to
// b; answered is false for notifications and client responses, which get
// none. Every request costs one rate-limit slot, whatever becomes of it:
// tools/call and resources/read are metered as their REST twins (and
// charged when they fail before that), everything else here.
func (n *mcpNative) handle(b []byte, call *mcpCall, m *rpcMessage) (_ []byte, answered bool) {
	s := n.s
	if m.bad == "" && (m.isResponse || m.id == nil) {
		return b, false // client responses and notifications: nothing to answer
	}
	var buf [64]byte
	method, _ := jsonr.String(buf[:0], m.method)
	if m.bad == "" {
		switch string(method) {
		case "tools/call":
			return n.toolsCall(b, call, m), true
		case "resources/read": // metered inside: a record as its REST twin
			return n.res.read(b, call, m), true
		}
	}
	if _, err := s.mcpAdmit(call, false); err != nil {
		return s.appendRPCRefusal(b, m.id, call, err), true
	}
	if m.bad != "" {
		return appendRPCError(b, m.id, rpcInvalidRequest, m.bad), true
	}
	switch string(method) {
	case "initialize":
		return appendRPCError(b, m.id, rpcInvalidRequest, "initialize may not be part of a batch"), true
	case "ping":
		return appendRPCResult(b, m.id, emptyObject), true
	case "tools/list":
		if g := call.key.Granted(); g != plumbline.ScopesAll {
			return appendRPCResult(b, m.id, n.scoped.forScopes(g)), true
		}
		return appendRPCResult(b, m.id, n.toolList), true
	case "resources/list":
		return appendRPCResult(b, m.id, n.res.list), true
	case "resources/templates/list":
		return appendRPCResult(b, m.id, n.res.templates), true
	case "prompts/list":
		return appendRPCResult(b, m.id, n.prompts.list), true
	case "prompts/get":
		return n.prompts.get(b, m), true
	}
	return appendRPCError(b, m.id, rpcMethodNotFound, "method "+strconv.Quote(string(method))+" is not served here; see the capabilities initialize answers"), true
}

// chargeFailed charges a request that fails before its meter runs (an
// unknown tool or resource, missing params): the failure is its answer,
// unless the meter refuses it.
func (s *Server) chargeFailed(b []byte, call *mcpCall, m *rpcMessage, code int, msg string) []byte {
	if _, err := s.mcpAdmit(call, false); err != nil {
		return s.appendRPCRefusal(b, m.id, call, err)
	}
	return appendRPCError(b, m.id, code, msg)
}

// toolsCall answers tools/call: an unknown tool is a JSON-RPC error; a call
// that fails (refused by the meter, invalid arguments, nothing found) is a
// tool error carrying the REST problem.
func (n *mcpNative) toolsCall(b []byte, call *mcpCall, m *rpcMessage) []byte {
	var buf [96]byte
	name, ok := jsonr.String(buf[:0], m.param("name"))
	if !ok {
		return n.s.chargeFailed(b, call, m, rpcInvalidParams, `tools/call needs params.name, a string`)
	}
	t := n.tools[string(name)]
	if t == nil {
		return n.s.chargeFailed(b, call, m, rpcInvalidParams, "unknown tool "+strconv.Quote(string(name))+"; tools/list names them")
	}
	if outOfScope(call, t.scope) {
		return n.s.appendScopeError(b, call, m, "the tool "+t.name, t.scope)
	}
	bp := bufPool.Get().(*[]byte)
	defer bufPool.Put(bp)
	out, err := n.s.callTool(call, t, (*bp)[:0], m.param("arguments"))
	*bp = out
	b = appendRPCHead(b, m.id)
	if err != nil {
		b = n.s.appendToolError(b, call, t.name, err)
	} else {
		b = appendToolResult(b, out)
	}
	return append(b, '}')
}

func appendRPCHead(b, id []byte) []byte {
	b = append(b, `{"jsonrpc":"2.0","id":`...)
	b = append(b, id...)
	return append(b, `,"result":`...)
}

func appendRPCResult(b, id, result []byte) []byte {
	b = appendRPCHead(b, id)
	b = append(b, result...)
	return append(b, '}')
}

func appendRPCError(b, id []byte, code int, msg string) []byte {
	b = append(b, `{"jsonrpc":"2.0","id":`...)
	if id == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, id...)
	}
	b = append(b, `,"error":{"code":`...)
	b = strconv.AppendInt(b, int64(code), 10)
	b = append(b, `,"message":`...)
	b = jsonw.AppendString(b, msg)
	return append(b, `}}`...)
}

// appendRPCRefusal is a request the meter refused: a JSON-RPC error whose
// message is the REST problem's detail and whose data is the problem.
// After the first refusal of a POST, the rest carry the message only: a
// batch refused whole is 50 copies of one refusal.
func (s *Server) appendRPCRefusal(b, id []byte, call *mcpCall, err error) []byte {
	msg := err.Error()
	var e *plumbline.Error
	if pe, ok := err.(*plumbline.Error); ok {
		e = pe
		msg = e.Message
	}
	b = appendRPCError(b, id, rpcRefused, msg)
	if call.refusals++; call.refusals > 1 {
		return b
	}
	b = b[:len(b)-2]
	b = append(b, `,"data":`...)
	b = s.toolProblem(b, call, "mcp", err)
	return append(b, `}}`...)
}

// rpcFault answers a body that carries no message to answer: HTTP 400 with
// a JSON-RPC error whose id is null.
func (n *mcpNative) rpcFault(ctx *fasthttp.RequestCtx, code int, msg string) {
	ctx.SetStatusCode(fasthttp.StatusBadRequest)
	ctx.SetContentTypeBytes(contentTypeJSON)
	ctx.SetBody(appendRPCError(nil, nil, code, msg))
}
