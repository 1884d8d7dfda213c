package server

import (
	"strconv"

	"github.com/valyala/fasthttp"
)

// oddPath answers 404 before routing, on every method, when the path as
// sent has an empty segment (//), a dot segment (., .., or their
// percent-encoded forms) or an encoded slash (%2F). fasthttp normalizes such
// paths for ctx.Path() and the reference routes matched that, while the
// router reads the path as sent: GET //v1//products//list was 200 while
// POST /v1//calc/… was 404, and ..%2F sequences resolved to another route
// (issue 24 finding 9). No route has such a path, so none is served and no
// call is counted: the request never reaches authentication.
func (s *Server) oddPath(ctx *fasthttp.RequestCtx) bool {
	reason := pathProblem(ctx.Request.URI().PathOriginal())
	if reason == "" {
		return false
	}
	s.problem(ctx, fasthttp.StatusNotFound, "no route for "+strconv.Quote(string(ctx.Request.URI().PathOriginal()))+
		": the path "+reason+"; GET /v1/openapi.json lists the routes", nil)
	return true
}

// pathProblem says what is wrong with a raw path, or "" when nothing is.
func pathProblem(p []byte) string {
	start := 0
	for i := 0; i <= len(p); i++ {
		if i < len(p) && p[i] != '/' {
			if p[i] == '%' && i+2 < len(p) && p[i+1] == '2' && (p[i+2] == 'F' || p[i+2] == 'f') {
				return "holds an encoded slash (%2F)"
			}
			continue
		}
		seg := p[start:i]
		switch {
		case start > 0 && len(seg) == 0 && i < len(p):
			return "has an empty segment (//)"
		case dotSegment(seg):
			return "has a dot segment (. or ..)"
		}
		start = i + 1
	}
	return ""
}

// dotSegment reports a segment that decodes to "." or "..".
func dotSegment(seg []byte) bool {
	dots := 0
	for i := 0; i < len(seg); i++ {
		switch {
		case seg[i] == '.':
		case seg[i] == '%' && i+2 < len(seg) && seg[i+1] == '2' && (seg[i+2] == 'E' || seg[i+2] == 'e'):
			i += 2
		default:
			return false
		}
		dots++
	}
	return dots == 1 || dots == 2
}
