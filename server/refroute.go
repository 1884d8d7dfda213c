package server

import (
	"bytes"
	"strings"
	"sync"

	"github.com/valyala/fasthttp"
)

// refRoutes dispatches GET requests of the reference operations before the
// router. fasthttp/router copies each path parameter into a new string and
// boxes it into the request's user values (three allocations apiece); a
// cached section lookup is otherwise allocation-free, so these routes are
// matched here, keeping the parameters as slices of the path. A GET under
// an area's prefix (/v1/codes) that matches none of its routes is a 404
// here too. Every other method still reaches the router, which holds the
// same routes and answers 405 with Allow.
type refRoutes struct {
	templates []refTemplate
	prefixes  map[string]bool // "v1/codes"
	notFound  fasthttp.RequestHandler
	pool      sync.Pool // *refMatch
}

type refTemplate struct {
	segs    []string // literal segments; "" where a parameter goes
	names   []string // parameter names, in order
	handler fasthttp.RequestHandler
}

// refMatch carries a matched request's parameters to the handler.
type refMatch struct {
	names []string
	vals  [4][]byte
}

// refMatchKey is the user-value key of the *refMatch (a pointer: storing it
// does not allocate).
const refMatchKey = "plumbline.refMatch"

func newRefRoutes(notFound fasthttp.RequestHandler) *refRoutes {
	return &refRoutes{prefixes: map[string]bool{}, notFound: notFound, pool: sync.Pool{New: func() any { return new(refMatch) }}}
}

// add registers a GET route path such as /v1/codes/{code}/sections/{section}.
// Templates with more literal segments win, as static routes do in the router.
func (rr *refRoutes) add(path string, h fasthttp.RequestHandler) {
	t := refTemplate{handler: h}
	for _, seg := range strings.Split(strings.Trim(path, "/"), "/") {
		if strings.HasPrefix(seg, "{") && strings.HasSuffix(seg, "}") {
			t.names = append(t.names, seg[1:len(seg)-1])
			seg = ""
		}
		t.segs = append(t.segs, seg)
	}
	if len(t.names) > len(refMatch{}.vals) || len(t.segs) < 2 || t.segs[0] == "" || t.segs[1] == "" {
		panic("server: reference route " + path + " must begin /v1/<area> and have at most 4 parameters")
	}
	rr.prefixes[t.segs[0]+"/"+t.segs[1]] = true
	i := len(rr.templates)
	for i > 0 && len(rr.templates[i-1].names) > len(t.names) {
		i--
	}
	rr.templates = append(rr.templates[:i], append([]refTemplate{t}, rr.templates[i:]...)...)
}

// serve handles ctx when it is a GET of a reference route; false otherwise.
func (rr *refRoutes) serve(ctx *fasthttp.RequestCtx) bool {
	if !ctx.IsGet() && !ctx.IsHead() {
		return false
	}
	path := ctx.Path() // decoded and normalized, as the router sees it
	if len(path) < 2 || path[0] != '/' {
		return false
	}
	path = path[1:]
	area := path
	if i := bytes.IndexByte(area, '/'); i >= 0 {
		if j := bytes.IndexByte(area[i+1:], '/'); j >= 0 {
			area = area[:i+1+j]
		}
	}
	if !rr.prefixes[string(area)] { // no allocation: a map index by string(bytes)
		return false
	}
	m := rr.pool.Get().(*refMatch)
	defer rr.pool.Put(m)
	for i := range rr.templates {
		t := &rr.templates[i]
		if t.match(path, m) {
			ctx.SetUserValue(refMatchKey, m)
			t.handler(ctx)
			ctx.RemoveUserValue(refMatchKey)
			return true
		}
	}
	rr.notFound(ctx)
	return true
}

// match compares path segment by segment, without allocating.
func (t *refTemplate) match(path []byte, m *refMatch) bool {
	n := 0
	for i, lit := range t.segs {
		seg := path
		if j := bytes.IndexByte(path, '/'); j >= 0 {
			seg, path = path[:j], path[j+1:]
		} else {
			path = nil
		}
		if i < len(t.segs)-1 && path == nil {
			return false // the path is shorter
		}
		if lit == "" {
			if len(seg) == 0 {
				return false
			}
			m.vals[n] = seg
			n++
		} else if string(seg) != lit {
			return false
		}
	}
	if path != nil {
		return false // the path is longer (or ends in "/")
	}
	m.names = t.names
	return true
}

// pathParam is a path parameter of the current request (decoded). Only
// refRoutes dispatches the GET handlers that read it; other methods on these
// paths reach the router, which answers 405 without calling them.
func pathParam(ctx *fasthttp.RequestCtx, name string) []byte {
	m, _ := ctx.UserValue(refMatchKey).(*refMatch)
	if m == nil {
		return nil
	}
	for i, n := range m.names {
		if n == name {
			return m.vals[i]
		}
	}
	return nil
}
