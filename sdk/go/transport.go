package plumbline

import (
	cryptorand "crypto/rand"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"time"
)

// backoffBase is the first wait for a 429 or 503 without Retry-After; it
// doubles with each retry (with jitter), up to MaxRetryWait.
const backoffBase = 500 * time.Millisecond

// maxErrorBody bounds what is read of an error answer.
const maxErrorBody = 1 << 20

// doer sits under the generated client: it sends each request, resending
// it on 429 and 503, and turns answers of 400 and more into *Error.
type doer struct {
	key     string
	retries int
	maxWait time.Duration
	onRetry func(RetryEvent)
	hc      *http.Client
	lastRate
}

func (d *doer) Do(req *http.Request) (*http.Response, error) {
	if d.key != "" && req.Header.Get("Authorization") == "" {
		req.Header.Set("Authorization", "Bearer "+d.key)
	}
	// One key for the call, so that every resend of it is the same request
	// to the server (which runs it at most once).
	if mutating(req.Method) && req.Header.Get("Idempotency-Key") == "" {
		req.Header.Set("Idempotency-Key", newIdempotencyKey())
	}
	for attempt := 0; ; attempt++ {
		r := req
		if attempt > 0 {
			var err error
			if r, err = resend(req); err != nil {
				return nil, err
			}
		}
		resp, err := d.hc.Do(r)
		if err != nil {
			return nil, err
		}
		d.record(resp.Header)
		if resp.StatusCode < 400 {
			return resp, nil
		}
		wait, fromHeader := retryAfter(resp.Header, time.Now())
		if !fromHeader {
			wait = backoff(attempt+1, d.maxWait)
		}
		if (resp.StatusCode == 429 || resp.StatusCode == 503) && attempt < d.retries && wait <= d.maxWait {
			_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, maxErrorBody))
			resp.Body.Close()
			if d.onRetry != nil {
				d.onRetry(RetryEvent{Attempt: attempt + 1, Status: resp.StatusCode, Wait: wait, RetryAfter: fromHeader})
			}
			t := time.NewTimer(wait)
			select {
			case <-req.Context().Done():
				t.Stop()
				return nil, req.Context().Err()
			case <-t.C:
			}
			continue
		}
		body, err := io.ReadAll(io.LimitReader(resp.Body, maxErrorBody))
		resp.Body.Close()
		if err != nil {
			return nil, err
		}
		return nil, newError(resp, body, time.Now())
	}
}

// resend is req again, with a fresh copy of its body.
func resend(req *http.Request) (*http.Request, error) {
	r := req.Clone(req.Context())
	if req.Body != nil && req.Body != http.NoBody {
		if req.GetBody == nil {
			return nil, fmt.Errorf("plumbline: cannot resend %s %s: its body cannot be read twice", req.Method, req.URL.Path)
		}
		body, err := req.GetBody()
		if err != nil {
			return nil, err
		}
		r.Body = body
	}
	return r, nil
}

func mutating(method string) bool {
	switch method {
	case http.MethodGet, http.MethodHead, http.MethodOptions:
		return false
	}
	return true
}

// backoff is the wait before retry n (1, 2, …) when the answer named none:
// backoffBase doubled each time, capped, with half of it random so that
// clients refused together do not return together.
func backoff(n int, limit time.Duration) time.Duration {
	d := min(backoffBase<<min(n-1, 20), limit)
	return d/2 + rand.N(d/2+1)
}

// newIdempotencyKey is a random UUID (version 4).
func newIdempotencyKey() string {
	var b [16]byte
	_, _ = cryptorand.Read(b[:])
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
}
