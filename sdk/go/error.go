package plumbline

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"time"
)

// Error is an answer of status 400 or more: the RFC 7807 problem the server
// sent (application/problem+json), or what could be read of another body.
// Every call through Plumbline returns it as its error:
//
//	var perr *plumbline.Error
//	if errors.As(err, &perr) && perr.Status == 422 { … perr.Errors … }
type Error struct {
	Type            string       `json:"type"`
	Title           string       `json:"title"`
	Status          int          `json:"status"`
	Detail          string       `json:"detail"`
	Instance        string       `json:"instance"`
	RequestID       string       `json:"request_id"`
	Errors          []FieldError `json:"errors"`           // 422: each invalid field
	ErrorsTruncated bool         `json:"errors_truncated"` // more than errors[] lists
	// RetryAfter is the answer's Retry-After (429, 503, 413), zero without one.
	RetryAfter time.Duration `json:"-"`
	// RateLimit is what the answer's RateLimit headers said.
	RateLimit   RateLimit `json:"-"`
	RateLimitOK bool      `json:"-"`
	// Body is the answer's body as sent.
	Body []byte `json:"-"`
}

func (e *Error) Error() string {
	s := fmt.Sprintf("plumbline: %d %s", e.Status, e.Title)
	if e.Detail != "" {
		s += ": " + e.Detail
	}
	for i, f := range e.Errors {
		if i == 3 {
			s += fmt.Sprintf(" (and %d more)", len(e.Errors)-i)
			break
		}
		s += fmt.Sprintf("; %s: %s", f.Field, f.Message)
	}
	if e.RequestID != "" {
		s += " [" + e.RequestID + "]"
	}
	return s
}

// newError reads an answer of status 400 or more.
func newError(resp *http.Response, body []byte, now time.Time) *Error {
	e := &Error{}
	if json.Unmarshal(body, e) != nil || e.Status == 0 {
		// Not a problem (a proxy's page, say): keep what the HTTP layer says.
		e = &Error{Detail: strings.TrimSpace(string(body))}
		if len(e.Detail) > 512 {
			e.Detail = e.Detail[:512] + "…"
		}
	}
	e.Status = resp.StatusCode
	if e.Title == "" {
		e.Title = http.StatusText(resp.StatusCode)
	}
	if e.RequestID == "" {
		e.RequestID = resp.Header.Get("X-Request-Id")
	}
	e.RetryAfter, _ = retryAfter(resp.Header, now)
	e.RateLimit, e.RateLimitOK = ParseRateLimit(resp.Header)
	e.Body = body
	return e
}
