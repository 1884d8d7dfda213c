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

// refRequest is a reference request's cache key and, once bound, its
// arguments.
type refRequest struct {
	key   []byte
	args  reference.Args
	bound bool
}

// queryKey is a request's path parameters and raw query under version and
// op: the tag of a fan-out answer (several values of a List parameter),
// which is not cached whole (each value's answer is, under its own
// canonical key).
func queryKey(dst []byte, ctx *fasthttp.RequestCtx, version string, op *reference.Op) []byte {
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

// maxRawKeyArgs bounds the arguments a key is built from without binding;
// a request with more is bound first (and most likely refused).
const maxRawKeyArgs = 16

// refKey appends the canonical cache key of a REST request to dst
// (reference.AppendRequestKey): built from the arguments as sent when they
// are already in canonical form, which costs no allocation, else from the
// bound arguments. scratch is a buffer for the decoded query. err is the
// binding's error (422, or 404 for a path value outside its enum).
func refKey(ctx *fasthttp.RequestCtx, dst []byte, scratch *[]byte, version string, op *reference.Op) (r refRequest, err error) {
	var spans [maxRawKeyArgs][4]int // name and value offsets into scratch
	var kv [maxRawKeyArgs]reference.KeyArg
	n, ok := 0, true
	buf := (*scratch)[:0]
	for i := range op.Params {
		if p := &op.Params[i]; p.In == "path" && n < len(kv) {
			kv[n] = reference.KeyArg{Name: unsafe.Slice(unsafe.StringData(p.Name), len(p.Name)), Value: pathParam(ctx, p.Name)}
			n++
		}
	}
	paths := n
	qs := ctx.URI().QueryString()
	for len(qs) > 0 && ok {
		var pair []byte
		if i := bytes.IndexByte(qs, '&'); i >= 0 {
			pair, qs = qs[:i], qs[i+1:]
		} else {
			pair, qs = qs, nil
		}
		if len(pair) == 0 {
			continue // "a&&b": fasthttp skips empty pairs too
		}
		if n == len(kv) {
			ok = false
			break
		}
		name, value, _ := bytes.Cut(pair, []byte{'='})
		at := len(buf)
		buf = appendQueryUnescape(buf, name)
		if string(buf[at:]) == datasetVersionParam { // chooses the version (in the key already), not the answer
			buf = buf[:at]
			continue
		}
		mid := len(buf)
		buf = appendQueryUnescape(buf, value)
		spans[n] = [4]int{at, mid, mid, len(buf)}
		n++
	}
	*scratch = buf
	if ok {
		for i := paths; i < n; i++ { // buf no longer grows: slices of it are stable
			kv[i] = reference.KeyArg{Name: buf[spans[i][0]:spans[i][1]], Value: buf[spans[i][2]:spans[i][3]]}
		}
		if r.key, ok = reference.AppendRawKey(dst, version, op, kv[:n]); ok {
			return r, nil
		}
	}
	if r.args, err = reference.Bind(op.Params, requestArgs(ctx, op)); err != nil {
		return r, err
	}
	r.key, r.bound = reference.AppendRequestKey(dst, version, op, r.args), true
	return r, nil
}

// bind binds the request's arguments, unless refKey already did.
func (r *refRequest) bind(ctx *fasthttp.RequestCtx, op *reference.Op) (err error) {
	if !r.bound {
		r.args, err = reference.Bind(op.Params, requestArgs(ctx, op))
		r.bound = err == nil
	}
	return err
}

// notModified reports, before metering, whether the request revalidates
// the current answer at no cost: a tag in If-None-Match equals the answer's
// ETag, which is known from the cache key alone, so the handler answers 304
// without computing anything. Such a call is rate-limited but not counted
// (docs/decisions.md). "*" is not a revalidation: it asks whether the
// answer exists, which only computing it tells, so it is counted.
func (s *Server) notModified(op *reference.Op) func(ctx *fasthttp.RequestCtx) bool {
	return func(ctx *fasthttp.RequestCtx) bool {
		inm := ctx.Request.Header.PeekBytes(headerIfNoneMatch)
		if len(inm) == 0 || isWildcard(inm) {
			return false
		}
		version, err := s.resolveVersion(ctx)
		if err != nil || version == "" {
			return false // the handler answers the fault
		}
		kb, sb := bufPool.Get().(*[]byte), bufPool.Get().(*[]byte)
		defer bufPool.Put(kb)
		defer bufPool.Put(sb)
		if list := op.ListParam(); list != nil && reference.IsList(string(ctx.QueryArgs().Peek(list.Name))) {
			// A fan-out answer's tag is its request's (fanoutREST).
			*kb = queryKey((*kb)[:0], ctx, version, op)
			var buf [reference.ETagSize]byte
			return etagMatches(inm, reference.AppendETag(buf[:0], version, *kb))
		}
		r, err := refKey(ctx, (*kb)[:0], sb, version, op)
		if err != nil {
			return false // the handler answers the error, counted as the call it is
		}
		*kb = r.key
		var buf [reference.ETagSize]byte
		return etagMatches(inm, reference.AppendETag(buf[:0], version, r.key))
	}
}

// isWildcard reports an If-None-Match of "*" (RFC 9110 13.1.2: the whole
// field, never an element of a list).
func isWildcard(inm []byte) bool { return string(bytes.TrimSpace(inm)) == "*" }

// etagMatches applies If-None-Match's weak comparison (RFC 9110 13.1.2):
// any listed tag equal to etag, W/ prefixes ignored; "*" alone matches any
// current answer. "W/*" is no tag and matches nothing.
func etagMatches(inm, etag []byte) bool {
	if isWildcard(inm) {
		return true
	}
	for len(inm) > 0 {
		var tag []byte
		if i := bytes.IndexByte(inm, ','); i >= 0 {
			tag, inm = inm[:i], inm[i+1:]
		} else {
			tag, inm = inm, nil
		}
		tag = bytes.TrimPrefix(bytes.TrimSpace(tag), []byte("W/"))
		if bytes.Equal(tag, etag) {
			return true
		}
	}
	return false
}

// referenceHandler answers an operation from the cache: a hit in L1 is
// written without allocating; a miss validates the parameters, then loads
// through L2 and the store (once for concurrent misses). A revalidation
// whose tag matches is answered 304 from the key alone.
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
		kb, sb := bufPool.Get().(*[]byte), bufPool.Get().(*[]byte)
		defer bufPool.Put(kb)
		defer bufPool.Put(sb)
		r, err := refKey(ctx, (*kb)[:0], sb, version, op)
		*kb = r.key
		if err != nil {
			s.writeError(ctx, err)
			return
		}
		inm := ctx.Request.Header.PeekBytes(headerIfNoneMatch)
		h := &ctx.Response.Header
		entry, ok := refs.Peek(unsafe.String(unsafe.SliceData(r.key), len(r.key)))
		if !ok {
			if err := r.bind(ctx, op); err != nil {
				s.writeError(ctx, err)
				return
			}
			if len(inm) > 0 && !isWildcard(inm) {
				var buf [reference.ETagSize]byte
				if etag := reference.AppendETag(buf[:0], version, r.key); etagMatches(inm, etag) {
					h.SetCanonical(headerETag, etag)
					h.SetCanonical(headerCacheControl, referenceCacheControl)
					setVersionHeaders(h, version)
					ctx.SetStatusCode(fasthttp.StatusNotModified)
					return
				}
			}
			// Not the request's context: fasthttp recycles it (see Shutdown).
			if entry, err = refs.Get(context.Background(), op, string(r.key), version, r.args); err != nil {
				s.writeError(ctx, err)
				return
			}
		}
		if !entry.Found() {
			s.writeError(ctx, entry.Err())
			return
		}
		etag := entry.ETag()
		h.SetCanonical(headerETag, etag)
		h.SetCanonical(headerCacheControl, referenceCacheControl)
		setVersionHeaders(h, version)
		if len(inm) > 0 && etagMatches(inm, etag) {
			ctx.SetStatusCode(fasthttp.StatusNotModified)
			return
		}
		if !entry.Counted() {
			markNoFigure(ctx)
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
