package server

import (
	"errors"
	"log/slog"
	"strconv"
	"sync"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/internal/jsonw"
	"github.com/valyala/fasthttp"
)

var contentTypeProblem = []byte("application/problem+json")

// bufPool holds response-building buffers.
var bufPool = sync.Pool{New: func() any { b := make([]byte, 0, 4096); return &b }}

// writeError answers with the problem for err. A domain error carries its
// own message (a 503's says which dependency is missing). Anything else is a
// bug: it is logged with the request id and answered with a generic 500
// naming the request id, never with internal detail.
func (s *Server) writeError(ctx *fasthttp.RequestCtx, err error) {
	status := statusOf(err)
	var e *plumbline.Error
	if status == 503 {
		// A dependency is down: the client should come back, not give up.
		if len(ctx.Response.Header.PeekBytes(headerRetryAfter)) == 0 {
			ctx.Response.Header.SetCanonical(headerRetryAfter, retryAfterUnavailable)
		}
		if ok, n := s.logLimit.allow("unavailable", time.Now()); ok {
			s.cfg.Logger.Warn("dependency unavailable", slog.String("request_id", string(requestID(ctx))),
				slog.String("path", string(ctx.Path())), slog.Int64("suppressed", n), slog.Any("error", err))
		}
		msg := "a service this request needs cannot be reached; retry after the Retry-After seconds"
		var fields []plumbline.FieldError
		if errors.As(err, &e) {
			msg, fields = e.Message, e.Fields
		}
		s.problem(ctx, status, msg, fields)
		return
	}
	if status != 500 && errors.As(err, &e) {
		s.problemCode(ctx, status, problemCode(status, e.Code), e.Message, e.Fields)
		return
	}
	if ok, n := s.logLimit.allow("internal", time.Now()); ok {
		s.cfg.Logger.Error("request failed", slog.String("request_id", string(requestID(ctx))),
			slog.String("path", string(ctx.Path())), slog.Int64("suppressed", n), slog.Any("error", err))
	}
	s.problem(ctx, 500, "the server failed to handle this request; report the request_id to support", nil)
}

// retryAfterUnavailable is the Retry-After of a 503: seconds until a
// dependency's state is worth asking about again.
var retryAfterUnavailable = []byte("5")

// problem writes an RFC 7807 application/problem+json body:
// type {errors_base_url}/<status>, title, status, detail, instance (the
// request path), request_id and, for validation errors, errors[].
func (s *Server) problem(ctx *fasthttp.RequestCtx, status int, detail string, fields []plumbline.FieldError) {
	s.problemCode(ctx, status, problemCode(status, ""), detail, fields)
}

// problemCode writes a problem that carries its domain code (see
// problemCode the function: only where a status has several causes).
func (s *Server) problemCode(ctx *fasthttp.RequestCtx, status int, code, detail string, fields []plumbline.FieldError) {
	bp := bufPool.Get().(*[]byte)
	b := s.appendProblemCode((*bp)[:0], status, code, detail, ctx.Path(), requestID(ctx), fields)
	ctx.SetStatusCode(status)
	ctx.SetContentTypeBytes(contentTypeProblem)
	ctx.SetBody(b)
	*bp = b
	bufPool.Put(bp)
}

// problemCode is the `code` a problem of status carries: a 429 has two
// causes a client must tell apart (issue 39: a spent Free quota looked like
// a rate limit), rate_limited (wait seconds) and quota_exhausted (wait for
// the month or upgrade), so every 429 names its cause; code is the domain
// error's code when there is one. Other statuses carry none: their single
// code says nothing the status does not.
func problemCode(status int, code string) string {
	if status != fasthttp.StatusTooManyRequests {
		return ""
	}
	if code == "" || statusByCode[code] != status {
		return plumbline.ERATELIMIT
	}
	return code
}

// appendProblem appends the problem object: over HTTP as the body, over MCP
// as the text of a tool error.
func (s *Server) appendProblem(b []byte, status int, detail string, instance, requestID []byte, fields []plumbline.FieldError) []byte {
	return s.appendProblemCode(b, status, problemCode(status, ""), detail, instance, requestID, fields)
}

// appendProblemCode is appendProblem with the problem's code ("" for none).
func (s *Server) appendProblemCode(b []byte, status int, code, detail string, instance, requestID []byte, fields []plumbline.FieldError) []byte {
	b = append(b, `{"type":`...)
	b = jsonw.AppendString(b, s.errorType(status))
	b = append(b, `,"title":`...)
	b = jsonw.AppendString(b, fasthttp.StatusMessage(status))
	b = append(b, `,"status":`...)
	b = strconv.AppendInt(b, int64(status), 10)
	if code != "" {
		b = append(b, `,"code":`...)
		b = jsonw.AppendString(b, code)
	}
	b = append(b, `,"detail":`...)
	b = jsonw.AppendString(b, detail)
	b = append(b, `,"instance":`...)
	b = jsonw.AppendString(b, instance)
	b = append(b, `,"request_id":`...)
	b = jsonw.AppendString(b, requestID)
	if fields != nil {
		truncated := len(fields) > plumbline.MaxFieldErrors
		if truncated {
			fields = fields[:plumbline.MaxFieldErrors]
		}
		b = append(b, `,"errors":[`...)
		for i, f := range fields {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"field":`...)
			b = jsonw.AppendString(b, f.Field)
			b = append(b, `,"code":`...)
			b = jsonw.AppendString(b, f.Code)
			b = append(b, `,"message":`...)
			b = jsonw.AppendString(b, f.Message)
			b = append(b, '}')
		}
		b = append(b, ']')
		if truncated {
			b = append(b, `,"errors_truncated":true`...)
		}
	}
	return append(b, '}')
}

// errorType is the problem type URL for a status: {errors_base_url}/<status>.
func (s *Server) errorType(status int) string {
	if status >= 100 && status < 600 {
		return s.errorTypes[status-100]
	}
	return s.cfg.ErrorsBaseURL + "/" + strconv.Itoa(status)
}
