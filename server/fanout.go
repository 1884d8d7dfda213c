package server

import (
	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/internal/jsonw"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/valyala/fasthttp"
)

// A reference operation with a List parameter (costs_labor's trade) answers
// a request naming several values (trade=electricians,plumbers) once per
// value: each answer is what the request with that one value answers, and
// each is metered as that request, admitted or refused value by value, as a
// batch's items are. The operation itself is unchanged: it is run once per
// value, through the same cache.

// isFanout reports, before metering, whether a REST request of op names
// several values of its List parameter: the handler then meters each.
func isFanout(op *reference.Op) func(ctx *fasthttp.RequestCtx) bool {
	p := op.ListParam()
	if p == nil {
		return nil
	}
	return func(ctx *fasthttp.RequestCtx) bool {
		v := ctx.QueryArgs().Peek(p.Name)
		return len(v) > 0 && reference.IsList(string(v)) // no allocation: a conversion in a call argument that does not escape
	}
}

// fanoutREST answers a REST request naming several values of op's List
// parameter p. The route did not meter it (unless it revalidates, when it
// was rate-limited and not counted).
func (s *Server) fanoutREST(ctx *fasthttp.RequestCtx, key *plumbline.APIKey, op *reference.Op, p *reference.Param, version string) {
	if s.refusedEarly(ctx, key) { // refused before its list is read
		return
	}
	bp := bufPool.Get().(*[]byte)
	defer bufPool.Put(bp)
	// The answer's tag is the request's (version and key), as a single
	// answer's is: computable before anything runs.
	var tag [reference.ETagSize]byte
	etag := reference.AppendETag(tag[:0], version, queryKey((*bp)[:0], ctx, version, op))
	// "*" asks whether the answers exist, which only running them tells:
	// not a revalidation (it was not spared metering either, notModified).
	if inm := ctx.Request.Header.PeekBytes(headerIfNoneMatch); len(inm) > 0 && !isWildcard(inm) && etagMatches(inm, etag) {
		setCaching(ctx, etag)
		setVersionHeaders(&ctx.Response.Header, version)
		ctx.SetStatusCode(fasthttp.StatusNotModified)
		return
	}
	raw := requestArgs(ctx, op)
	values, err := s.fanoutArgs(op, p, raw)
	if err != nil {
		// One fault of the request as a whole: one call, as the request
		// with a single value would be.
		if d, ok := s.admit(ctx, key, true); ok {
			d.Operation = op.ID
			s.writeError(ctx, err)
			s.settle(key, d, false) // a client error: rate-limited, not counted
		}
		return
	}
	var sum batchSummary
	b := s.appendFanout((*bp)[:0], key, op, p, values, raw, version, ctx.Path(), requestID(ctx), &sum)
	*bp = b
	if sum.metered {
		setRateLimitHeaders(&ctx.Response.Header, &sum.last)
	}
	if sum.refused == 0 && sum.faults == 0 { // nothing refused or failed: the answer stands until the version changes
		setCaching(ctx, etag)
	}
	setVersionHeaders(&ctx.Response.Header, version)
	ctx.SetContentTypeBytes(contentTypeJSON)
	ctx.SetBody(b)
}

func setCaching(ctx *fasthttp.RequestCtx, etag []byte) {
	ctx.Response.Header.SetCanonical(headerETag, etag)
	ctx.Response.Header.SetCanonical(headerCacheControl, referenceCacheControl)
}

// fanoutArgs checks a list request: the list itself, then every other
// parameter once (with the first value), so a bad ZIP is one 422, not one
// per trade.
func (s *Server) fanoutArgs(op *reference.Op, p *reference.Param, raw map[string][]string) ([]string, error) {
	if len(raw[p.Name]) > 1 {
		return nil, reference.InvalidField(p.Name, "repeated", "give %s once (several values go in one, comma-separated)", p.Name)
	}
	values, err := reference.SplitList(p, raw[p.Name][0])
	if err != nil {
		return nil, err
	}
	raw[p.Name] = []string{values[0]}
	if _, err := reference.Bind(op.Params, raw); err != nil {
		return nil, err
	}
	return values, nil
}

// appendFanout meters and answers each value in order:
// {"results":[{"<param>":value,"status":…,"body":…},…],"summary":{…}}.
func (s *Server) appendFanout(b []byte, key *plumbline.APIKey, op *reference.Op, p *reference.Param, values []string, raw map[string][]string,
	version string, instance, reqID []byte, sum *batchSummary) []byte {
	b = append(b, `{"results":[`...)
	for i, v := range values {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '{')
		b = jsonw.AppendString(b, p.Name)
		b = append(b, ':')
		b = jsonw.AppendString(b, v)
		b = append(b, `,"status":`...)
		status := s.fanoutValue(&b, key, op, p.Name, v, raw, version, instance, reqID, sum)
		if status == 200 {
			sum.succeeded++
		} else {
			sum.failed++
		}
		b = append(b, '}')
	}
	sum.items = len(values)
	return appendSummary(append(b, ']'), sum)
}

// fanoutValue meters one value and appends its status and body.
func (s *Server) fanoutValue(bp *[]byte, key *plumbline.APIKey, op *reference.Op, name, value string, raw map[string][]string,
	version string, instance, reqID []byte, sum *batchSummary) int {
	status, d, admitted := s.meterItem(bp, key, instance, reqID, sum)
	if !admitted {
		return status
	}
	d.Operation = op.ID
	status, figure := s.valueAnswer(bp, op, name, value, raw, version, instance, reqID, sum)
	s.settleItem(key, d, countsStatus(status, figure), sum)
	return status
}

// valueAnswer appends an admitted value's status and body; figure is false
// for an answer that carries none.
func (s *Server) valueAnswer(bp *[]byte, op *reference.Op, name, value string, raw map[string][]string,
	version string, instance, reqID []byte, sum *batchSummary) (status int, figure bool) {
	b := *bp
	mark := len(b)
	raw[name] = []string{value}
	out, figure, err := s.referenceAnswer(append(b, `200,"body":`...), op, raw, version)
	if err != nil {
		status, detail, fields := s.problemOf(err, reqID)
		if status >= 500 {
			sum.faults++
		}
		*bp = s.appendItemProblem(out[:mark], status, detail, instance, reqID, fields)
		return status, false
	}
	*bp = out
	return 200, figure
}

// fanoutTool answers an MCP call of op naming several values of its List
// parameter: the REST answer, metered per value.
func (s *Server) fanoutTool(call *mcpCall, op *reference.Op, p *reference.Param, dst []byte, raw map[string][]string, version string) ([]byte, error) {
	if version == "" {
		return dst, plumbline.Errorf(plumbline.EUNAVAILABLE, "no reference data is live on this instance yet")
	}
	if err := s.mcpRefusedEarly(call); err != nil {
		return dst, err
	}
	values, err := s.fanoutArgs(op, p, raw)
	if err != nil {
		d, aerr := s.mcpAdmit(call, true)
		if aerr != nil {
			return dst, aerr
		}
		s.mcpSettle(call, d, false) // a client error: rate-limited, not counted
		return dst, err
	}
	var sum batchSummary
	out := s.appendFanout(dst, call.key, op, p, values, raw, version, []byte(MCPPath), call.requestID, &sum)
	if sum.metered { // its values took the meter's decisions: the message is charged
		call.metered.Add(1)
	}
	return out, nil
}

// listResponse is the success body of an operation with a List parameter:
// its answer for one value, or the list answer for several (anyOf: the
// two share no property a discriminator could name).
func listResponse(op *reference.Op) map[string]any {
	if op.ListParam() == nil {
		return refSchema(op.Response)
	}
	return refSchema(op.Response + "OrList")
}

// listSchemas are the OpenAPI schemas of the list answers.
func (s *Server) listSchemas() map[string]any {
	out := map[string]any{}
	for _, op := range s.cfg.Reference.Ops() {
		p := op.ListParam()
		if p == nil {
			continue
		}
		summary := batchResponseSchema()["properties"].(map[string]any)["summary"]
		out[op.Response+"List"] = map[string]any{
			"type": "object", "required": []string{"results", "summary"},
			"description": "The answer to a request naming several " + p.Name + " values: one result per value, in the order given, each what the request with that value alone answers.",
			"properties": map[string]any{
				"results": map[string]any{"type": "array", "items": map[string]any{
					"type": "object", "required": []string{p.Name, "status", "body"},
					"properties": map[string]any{
						p.Name:        map[string]any{"type": "string"},
						"status":      map[string]any{"type": "integer", "description": "200, or the status of the value's problem (404 nothing held, 429 refused by the meter)."},
						"retry_after": map[string]any{"type": "integer", "description": "On a 429: seconds until the value may be asked again."},
						"body":        map[string]any{"anyOf": []any{refSchema(op.Response), refSchema("Problem")}},
					},
				}},
				"summary": summary,
			},
		}
		out[op.Response+"OrList"] = map[string]any{
			"description": "One " + p.Name + ": " + op.Response + ". Several, comma-separated: " + op.Response + "List.",
			"anyOf":       []any{refSchema(op.Response), refSchema(op.Response + "List")},
		}
	}
	return out
}
