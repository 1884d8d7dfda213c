package datapull

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/plumbline-api/plumbline"
)

// Client downloads from publishers (or a mirror of them).
type Client struct {
	// HTTP is the client used (default: one with per-request timeouts
	// and MaxRedirects).
	HTTP *http.Client
	// Base, when set, replaces the scheme and host of every publisher URL
	// (its own path, if any, is put in front of the URL's): a loopback
	// test or an operator's mirror of the publishers answers in their
	// place.
	Base string
	// UserAgent is sent with every request (DefaultUserAgent("") when "").
	UserAgent string
	// Attempts per download (default 5) and the first backoff (default
	// 500 ms, doubled each retry).
	Attempts int
	Backoff  time.Duration
	// Progress hears how far a download is (total is -1 when unknown).
	Progress func(name string, done, total int64)
	// StallWindow and MinBytes are the minimum rate: an attempt that
	// receives fewer than MinBytes in any StallWindow (waiting for the
	// headers included) is stalled and cut (defaults 30 s and 64 KiB, about
	// 2 KiB/s). MaxStalls stalled attempts end the download (default 2),
	// and Deadline bounds the whole download, retries included (default
	// 1 h). Issue 35: a publisher sending a byte every 20 s held a pull,
	// and a cron `data pull --due`, forever.
	StallWindow time.Duration
	MinBytes    int64
	MaxStalls   int
	Deadline    time.Duration
}

// errStalled is an attempt cut for receiving under the minimum rate.
var errStalled = errors.New("stalled")

// MaxRedirects is how many redirects a download follows: publishers move a
// file once or twice (http → https, a new host); a loop ends here.
const MaxRedirects = 5

// DefaultUserAgent is the User-Agent of a pull: it names the program and
// how to reach the operator (contact, an e-mail address or URL, from
// PLUMBLINE_PULL_CONTACT). The BLS refuses requests that do not say who
// is asking.
func DefaultUserAgent(contact string) string {
	ua := "plumbline/" + plumbline.Version + " (data pull; +https://github.com/plumbline-api/plumbline"
	if contact != "" {
		ua += "; contact " + contact
	}
	return ua + ")"
}

func (c *Client) defaults() {
	if c.HTTP == nil {
		c.HTTP = &http.Client{Transport: &http.Transport{Proxy: http.ProxyFromEnvironment, ResponseHeaderTimeout: time.Minute,
			TLSHandshakeTimeout: 30 * time.Second, IdleConnTimeout: time.Minute, DisableCompression: true}}
	}
	if c.HTTP.CheckRedirect == nil {
		hc := *c.HTTP
		hc.CheckRedirect = func(req *http.Request, via []*http.Request) error {
			if len(via) > MaxRedirects {
				return fmt.Errorf("%w: more than %d redirects (a loop?)", errFinal, MaxRedirects)
			}
			// A redirect stays on the publisher's host (or the mirror's):
			// whoever answers as the publisher must not make the pull
			// request another host (a blind SSRF, issue 35).
			if from, to := via[0].URL.Hostname(), req.URL.Hostname(); !sameHost(from, to) {
				return fmt.Errorf("%w: refused a redirect from %s to another host, %s", errFinal, from, to)
			}
			return nil
		}
		c.HTTP = &hc
	}
	if c.UserAgent == "" {
		c.UserAgent = DefaultUserAgent("")
	}
	if c.Attempts == 0 {
		c.Attempts = 5
	}
	if c.Backoff == 0 {
		c.Backoff = 500 * time.Millisecond
	}
	if c.StallWindow == 0 {
		c.StallWindow = 30 * time.Second
	}
	if c.MinBytes == 0 {
		c.MinBytes = 64 << 10
	}
	if c.MaxStalls == 0 {
		c.MaxStalls = 2
	}
	if c.Deadline == 0 {
		c.Deadline = time.Hour
	}
}

// sameHost reports whether a redirect from host a to host b stays with the
// publisher: the same name, with or without "www.".
func sameHost(a, b string) bool {
	a, b = strings.ToLower(a), strings.ToLower(b)
	return a == b || strings.TrimPrefix(a, "www.") == strings.TrimPrefix(b, "www.")
}

// Resolve is the address a publisher URL is fetched from: itself, or the
// same path and query on Base.
func (c *Client) Resolve(publisherURL string) (string, error) {
	if c.Base == "" {
		return publisherURL, nil
	}
	u, err := url.Parse(publisherURL)
	if err != nil {
		return "", err
	}
	b, err := url.Parse(c.Base)
	if err != nil || b.Scheme == "" || b.Host == "" {
		return "", fmt.Errorf("publisher base %q is not an absolute URL", c.Base)
	}
	u.Scheme, u.Host, u.User = b.Scheme, b.Host, b.User
	u.Path = strings.TrimRight(b.Path, "/") + u.Path
	if u.RawPath != "" {
		u.RawPath = strings.TrimRight(b.EscapedPath(), "/") + u.RawPath
	}
	return u.String(), nil
}

var (
	// errNotThere: the server has no such file (404, 410).
	errNotThere = errors.New("not on the server (404)")
	// errFinal marks failures a retry would repeat.
	errFinal = errors.New("final")
)

// ErrTooLarge is a download past its cap: refused, and its part removed.
var ErrTooLarge = errors.New("larger than the cap")

// download fetches addr into dst, at most max bytes: resuming a part left
// by a cut with Range, retrying transient failures with backoff. A final
// failure removes the part. It returns the bytes the file holds.
func (c *Client) download(ctx context.Context, name, addr, dst string, max int64) (int64, error) {
	c.defaults()
	parent := ctx
	ctx, cancel := context.WithTimeoutCause(ctx, c.Deadline, fmt.Errorf("%s: the download took longer than %s, retries included", name, c.Deadline))
	defer cancel()
	backoff := c.Backoff
	var last error
	stalls := 0
	for attempt := 1; attempt <= c.Attempts; attempt++ {
		n, err := c.once(ctx, name, addr, dst, max)
		if err == nil {
			return n, nil
		}
		if ctx.Err() != nil {
			os.Remove(dst)
			if parent.Err() != nil {
				return 0, parent.Err()
			}
			return 0, context.Cause(ctx)
		}
		if errors.Is(err, errStalled) {
			if stalls++; stalls >= c.MaxStalls {
				os.Remove(dst)
				return 0, fmt.Errorf("gave up after %d stalled attempts: %w", stalls, err)
			}
		}
		if errors.Is(err, errNotThere) || errors.Is(err, errFinal) || errors.Is(err, ErrTooLarge) {
			os.Remove(dst)
			return 0, err
		}
		last = err
		if attempt < c.Attempts {
			select {
			case <-time.After(backoff):
			case <-ctx.Done():
				os.Remove(dst)
				return 0, ctx.Err()
			}
			backoff *= 2
		}
	}
	os.Remove(dst)
	return 0, fmt.Errorf("gave up after %d attempts: %w", c.Attempts, last)
}

// once is one request: it appends to dst from where it stops (a server
// that ignores the range sends the whole file, which replaces the part).
func (c *Client) once(ctx context.Context, name, addr, dst string, max int64) (int64, error) {
	have := int64(0)
	if fi, err := os.Stat(dst); err == nil {
		have = fi.Size()
	}
	// The watch cuts the attempt when under MinBytes arrive in a window,
	// from the request on (a server that holds back its headers stalls too).
	var got atomic.Int64
	ctx, cut := context.WithCancelCause(ctx)
	defer cut(nil)
	go c.watch(ctx, cut, &got)
	n, err := c.fetch(ctx, name, addr, dst, max, have, &got)
	if cause := context.Cause(ctx); err != nil && errors.Is(cause, errStalled) {
		return 0, cause
	}
	return n, err
}

// watch cuts an attempt (cut, with an errStalled cause) when fewer than
// MinBytes arrived over a StallWindow, until ctx ends.
func (c *Client) watch(ctx context.Context, cut context.CancelCauseFunc, got *atomic.Int64) {
	t := time.NewTicker(c.StallWindow)
	defer t.Stop()
	var last int64
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			n := got.Load()
			if n-last < c.MinBytes {
				cut(fmt.Errorf("%w: %d bytes in %s, under the minimum %d bytes per %s", errStalled, n-last, c.StallWindow, c.MinBytes, c.StallWindow))
				return
			}
			last = n
		}
	}
}

// fetch is once's request, counting what arrives in got.
func (c *Client) fetch(ctx context.Context, name, addr, dst string, max, have int64, got *atomic.Int64) (int64, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, addr, nil)
	if err != nil {
		return 0, fmt.Errorf("%w: %v", errFinal, err)
	}
	req.Header.Set("User-Agent", c.UserAgent)
	req.Header.Set("Accept-Encoding", "identity") // what we check is what the publisher stores
	if have > 0 {
		req.Header.Set("Range", "bytes="+strconv.FormatInt(have, 10)+"-")
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		if errors.Is(err, errFinal) {
			return 0, err
		}
		return 0, err
	}
	defer resp.Body.Close()
	flags := os.O_CREATE | os.O_WRONLY
	switch code := resp.StatusCode; {
	case code == http.StatusNotFound || code == http.StatusGone:
		return 0, errNotThere
	case code == http.StatusForbidden:
		return 0, fmt.Errorf("%w: HTTP 403 Forbidden (publishers such as the BLS refuse requests without a descriptive User-Agent; we sent %q: set a contact with --contact or PLUMBLINE_PULL_CONTACT)", errFinal, c.UserAgent)
	case code == http.StatusPartialContent && have > 0:
		flags |= os.O_APPEND
	case code == http.StatusRequestedRangeNotSatisfiable && have > 0:
		return have, nil // the part is whole already
	case code == http.StatusOK:
		flags |= os.O_TRUNC
		have = 0
	case code == http.StatusTooManyRequests || code >= 500:
		return 0, fmt.Errorf("HTTP %s", resp.Status)
	default:
		return 0, fmt.Errorf("%w: HTTP %s", errFinal, resp.Status)
	}
	if resp.ContentLength > 0 && have+resp.ContentLength > max {
		return 0, fmt.Errorf("%w: %s announces %d bytes, past the %d MiB cap", ErrTooLarge, name, have+resp.ContentLength, max>>20)
	}
	f, err := os.OpenFile(dst, flags, 0o644)
	if err != nil {
		return 0, err
	}
	total := int64(-1)
	if resp.ContentLength >= 0 {
		total = have + resp.ContentLength
	}
	w := &progressWriter{w: f, done: have, total: total, file: name, report: c.Progress, got: got}
	n, copyErr := io.Copy(w, io.LimitReader(resp.Body, max-have+1))
	if err := errors.Join(copyErr, f.Close()); err != nil {
		return 0, err
	}
	if have+n > max {
		return 0, fmt.Errorf("%w: %s sent more than the %d MiB cap", ErrTooLarge, name, max>>20)
	}
	if resp.ContentLength >= 0 && n != resp.ContentLength {
		return 0, fmt.Errorf("truncated: %d of %d bytes", n, resp.ContentLength)
	}
	return have + n, nil
}

type progressWriter struct {
	w           io.Writer
	done, total int64
	file        string
	report      func(file string, done, total int64)
	got         *atomic.Int64 // what arrived, for the stall watch
}

func (p *progressWriter) Write(b []byte) (int, error) {
	n, err := p.w.Write(b)
	p.done += int64(n)
	if p.got != nil {
		p.got.Add(int64(n))
	}
	if p.report != nil {
		p.report(p.file, p.done, p.total)
	}
	return n, err
}
