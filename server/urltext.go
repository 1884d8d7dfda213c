package server

import (
	"bytes"
	"unicode/utf8"

	"github.com/plumbline-api/plumbline"
	"github.com/valyala/fasthttp"
)

// badURLText answers 422 when the decoded path or any decoded query name or
// value is not valid UTF-8 or holds a control character (NUL, CR, LF, DEL,
// …). It runs before routing, so such bytes reach no handler and no store
// on any route, present or future: Postgres refuses NUL in text and invalid
// UTF-8 outright, and no identifier this API serves contains either.
func (s *Server) badURLText(ctx *fasthttp.RequestCtx) bool {
	var fields []plumbline.FieldError
	if reason := textProblem(ctx.Path()); reason != "" {
		fields = append(fields, plumbline.FieldError{Field: "path", Code: "encoding", Message: "the path " + reason})
	}
	if qs := ctx.URI().QueryString(); len(qs) > 0 {
		// The raw query, decoded one name or value at a time into a pooled
		// buffer: the Args iterators allocate (a closure per call), and a
		// clean query must cost nothing on the hot path.
		bp := bufPool.Get().(*[]byte)
		for len(qs) > 0 && len(fields) <= plumbline.MaxFieldErrors {
			var pair []byte
			if i := bytes.IndexByte(qs, '&'); i >= 0 {
				pair, qs = qs[:i], qs[i+1:]
			} else {
				pair, qs = qs, nil
			}
			name, value, _ := bytes.Cut(pair, []byte{'='})
			*bp = appendQueryUnescape((*bp)[:0], name)
			if reason := textProblem(*bp); reason != "" {
				fields = append(fields, plumbline.FieldError{Field: "query", Code: "encoding", Message: "a query parameter name " + reason})
				continue
			}
			nameLen := len(*bp)
			*bp = appendQueryUnescape(*bp, value)
			if reason := textProblem((*bp)[nameLen:]); reason != "" {
				fields = append(fields, plumbline.FieldError{Field: string((*bp)[:nameLen]), Code: "encoding", Message: "the value " + reason})
			}
		}
		bufPool.Put(bp)
	}
	if fields == nil {
		return false
	}
	s.problem(ctx, fasthttp.StatusUnprocessableEntity, "the URL holds bytes no parameter accepts; see errors", fields)
	return true
}

// textProblem says what is wrong with b as URL text, or "" when nothing is.
func textProblem(b []byte) string {
	ascii := true
	for _, c := range b {
		switch {
		case c < 0x20 || c == 0x7f:
			return "contains a control character (such as NUL); percent-decoded URL text must be printable"
		case c >= utf8.RuneSelf:
			ascii = false
		}
	}
	if !ascii && !utf8.Valid(b) {
		return "is not valid UTF-8 once percent-decoded"
	}
	return ""
}

// appendQueryUnescape appends s decoded as a query component: %XX is the
// byte XX and '+' a space; a '%' not followed by two hex digits stays as
// it is (fasthttp's own parser keeps it too).
func appendQueryUnescape(dst, s []byte) []byte {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '+':
			c = ' '
		case c == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]):
			c = unhex(s[i+1])<<4 | unhex(s[i+2])
			i += 2
		}
		dst = append(dst, c)
	}
	return dst
}

func isHex(c byte) bool { return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F' }

func unhex(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c <= 'F':
		return c - 'A' + 10
	}
	return c - 'a' + 10
}
