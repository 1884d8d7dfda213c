package server

import (
	"bytes"
	"context"
	"unsafe"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/valyala/fasthttp"
)

var (
	headerETag         = []byte("ETag")
	headerCacheControl = []byte("Cache-Control")
	headerIfNoneMatch  = []byte("If-None-Match")
	// Reference answers change only when a new dataset version goes live;
	// five minutes of client-side reuse is the staleness we accept after an
	// import. private: each answer is for the key that asked.
	referenceCacheControl = []byte("private, max-age=300")
)

// referenceRoutes make one GET route per reference operation.
func (s *Server) referenceRoutes() []*route {
	var routes []*route
	for _, op := range s.cfg.Reference.Ops() {
		var example *opExample
		if e := op.Example; e != nil {
			example = &opExample{Params: e.Params, Response: e.Response}
		}
		routes = append(routes, &route{
			example:     example,
			method:      fasthttp.MethodGet,
			path:        op.Path,
			operationID: op.ID,
			summary:     op.Summary,
			description: op.Description,
			tag:         op.Tag,
			billed:      true,
			conditional: s.notModified(op),
			fanout:      isFanout(op),
			pinnable:    true,
			params:      op.Params,
			response:    &responseDoc{"application/json", listResponse(op)},
			problems:    []int{404, 410, 422, 503},
			handle:      s.referenceHandler(op),
		})
	}
	return routes
}

// referenceKey appends the cache key of a REST request: the live version,
// the operation, the path parameters as sent and the raw query.
func referenceKey(dst []byte, ctx *fasthttp.RequestCtx, version string, op *reference.Op) []byte {
	dst = reference.AppendKey(dst, version, op.ID)
	for _, p := range op.Params {
		if p.In == "path" {
			dst = append(dst, 0)
			dst = append(dst, pathParam(ctx, p.Name)...)
		}
	}
	dst = append(dst, 0)
	return append(dst, ctx.URI().QueryString()...)
}

// notModified reports, before metering, whether the request revalidates
// the current answer: such a call is rate-limited but not counted against
// the quota (docs/decisions.md).
func (s *Server) notModified(op *reference.Op) func(ctx *fasthttp.RequestCtx) bool {
	return func(ctx *fasthttp.RequestCtx) bool {
		inm := ctx.Request.Header.PeekBytes(headerIfNoneMatch)
		if len(inm) == 0 {
			return false
		}
		version, err := s.resolveVersion(ctx)
		if err != nil || version == "" {
			return false // the handler answers the fault
		}
		bp := bufPool.Get().(*[]byte)
		defer bufPool.Put(bp)
		key := referenceKey((*bp)[:0], ctx, version, op)
		*bp = key
		if entry, ok := s.cfg.Reference.Peek(unsafe.String(unsafe.SliceData(key), len(key))); ok && entry.Found() {
			return etagMatches(inm, entry.ETag())
		}
		var buf [reference.ETagSize]byte
		return etagMatches(inm, reference.AppendETag(buf[:0], version, key))
	}
}

// etagMatches applies If-None-Match's weak comparison (RFC 9110 13.1.2):
// any listed tag equal to etag, W/ prefixes ignored, or "*".
func etagMatches(inm, etag []byte) bool {
	for len(inm) > 0 {
		var tag []byte
		if i := bytes.IndexByte(inm, ','); i >= 0 {
			tag, inm = inm[:i], inm[i+1:]
		} else {
			tag, inm = inm, nil
		}
		tag = bytes.TrimPrefix(bytes.TrimSpace(tag), []byte("W/"))
		if bytes.Equal(tag, etag) || bytes.Equal(tag, []byte("*")) {
			return true
		}
	}
	return false
}

// referenceHandler answers an operation from the cache: a hit in L1 is
// written without allocating; a miss validates the parameters, then loads
// through L2 and the store (once for concurrent misses).
func (s *Server) referenceHandler(op *reference.Op) handler {
	list := op.ListParam()
	return func(ctx *fasthttp.RequestCtx, caller *plumbline.APIKey) {
		refs := s.cfg.Reference
		version, err := s.resolveVersion(ctx)
		if err != nil {
			s.writeError(ctx, err)
			return
		}
		if version == "" {
			s.writeError(ctx, plumbline.Errorf(plumbline.EUNAVAILABLE, "no reference data is live on this instance yet; run `plumbline import`"))
			return
		}
		if list != nil && reference.IsList(string(ctx.QueryArgs().Peek(list.Name))) {
			s.fanoutREST(ctx, caller, op, list, version)
			return
		}
		bp := bufPool.Get().(*[]byte)
		defer bufPool.Put(bp)
		key := referenceKey((*bp)[:0], ctx, version, op)
		*bp = key
		entry, ok := refs.Peek(unsafe.String(unsafe.SliceData(key), len(key)))
		if !ok {
			args, err := reference.Bind(op.Params, requestArgs(ctx, op))
			if err != nil {
				s.writeError(ctx, err)
				return
			}
			// Not the request's context: fasthttp recycles it (see Shutdown).
			if entry, err = refs.Get(context.Background(), op, string(key), version, args); err != nil {
				s.writeError(ctx, err)
				return
			}
		}
		if !entry.Found() {
			s.writeError(ctx, entry.Err())
			return
		}
		etag := entry.ETag()
		h := &ctx.Response.Header
		h.SetCanonical(headerETag, etag)
		h.SetCanonical(headerCacheControl, referenceCacheControl)
		setVersionHeaders(h, version)
		if inm := ctx.Request.Header.PeekBytes(headerIfNoneMatch); len(inm) > 0 && etagMatches(inm, etag) {
			ctx.SetStatusCode(fasthttp.StatusNotModified)
			return
		}
		ctx.SetContentTypeBytes(contentTypeJSON)
		// The cache never changes or reuses an entry's bytes, so the answer is
		// sent from them without a copy. A copy would go through fasthttp's
		// body pool, which drops buffers past the size it has calibrated to:
		// after a run of small answers (MCP initialize) every large page
		// (a 17 KB products page) allocated its buffer again.
		ctx.Response.SetBodyRaw(entry.Body())
	}
}

// requestArgs gathers path parameters and query arguments by name.
func requestArgs(ctx *fasthttp.RequestCtx, op *reference.Op) map[string][]string {
	raw := map[string][]string{}
	for _, p := range op.Params {
		if p.In != "path" {
			continue
		}
		raw[p.Name] = []string{string(pathParam(ctx, p.Name))}
	}
	for k, v := range ctx.QueryArgs().All() {
		if string(k) == datasetVersionParam { // chooses the version, not the answer
			continue
		}
		raw[string(k)] = append(raw[string(k)], string(v)) // a path name repeated here is "repeated"
	}
	return raw
}
