// Package publishertest is a loopback publisher for `data pull` tests: an
// HTTP server that answers publishers' URLs (by path and query, whatever
// the host) the way the publishers do, and misbehaves on request: it
// refuses requests without a descriptive User-Agent (as the BLS does),
// redirects, cuts a download half way once, serves a paged API, and
// counts what it was asked. Point a pull at it with Client.Base = p.URL.
package publishertest

import (
	"archive/zip"
	"bytes"
	"encoding/csv"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// Publisher is the loopback server.
type Publisher struct {
	URL string // the base to give Client.Base

	srv       *httptest.Server
	mu        sync.Mutex
	files     map[string][]byte // path → body
	pages     map[string]paged
	redirects map[string]string // path → path
	cut       map[string]bool   // path → cut the next response
	requests  map[string]int
	ranges    []string
	agents    []string
	// RequireUserAgent answers 403 to a request whose User-Agent is empty
	// or a library's default (Go-http-client, curl, python-requests): what
	// the BLS does.
	RequireUserAgent bool
}

type paged struct {
	header []byte
	rows   [][]byte
	offset string
	limit  string
}

// New starts a publisher, closed when the test ends.
func New(t testing.TB) *Publisher {
	p := Start()
	t.Cleanup(p.Close)
	return p
}

// Start starts a publisher on a loopback port; Close stops it.
func Start() *Publisher {
	p := &Publisher{files: map[string][]byte{}, pages: map[string]paged{}, redirects: map[string]string{}, cut: map[string]bool{},
		requests: map[string]int{}, RequireUserAgent: true}
	p.srv = httptest.NewServer(p)
	p.URL = p.srv.URL
	return p
}

// Close stops the publisher.
func (p *Publisher) Close() { p.srv.Close() }

// key is a publisher URL's path (the host is the publisher's, not ours).
func key(publisherURL string) string {
	u, err := url.Parse(publisherURL)
	if err != nil {
		panic(err)
	}
	return u.Path
}

// Put serves body at the publisher URL's path.
func (p *Publisher) Put(publisherURL string, body []byte) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.files[key(publisherURL)] = body
}

// Remove stops serving a URL (it answers 404).
func (p *Publisher) Remove(publisherURL string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	delete(p.files, key(publisherURL))
	delete(p.pages, key(publisherURL))
}

// Redirect answers from with a 302 to to (both publisher URLs).
func (p *Publisher) Redirect(from, to string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.redirects[key(from)] = key(to)
}

// Cut makes the next download of the URL stop half way (the connection
// dropped after half the announced bytes); later ones are whole and
// honour Range. For a paged URL, the next page asked for is cut.
func (p *Publisher) Cut(publisherURL string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.cut[key(publisherURL)] = true
}

// Paged serves a CSV through a paged API: each request returns the
// header and the rows [offset, offset+limit) named by the query
// parameters offsetParam and limitParam (Socrata: $offset, $limit).
func (p *Publisher) Paged(publisherURL string, body []byte, offsetParam, limitParam string) {
	// Records, not lines: a quoted field may hold a line break.
	var lines [][]byte
	r := csv.NewReader(bytes.NewReader(body))
	r.FieldsPerRecord, r.LazyQuotes = -1, true
	var at int64
	for {
		if _, err := r.Read(); err != nil {
			break
		}
		end := r.InputOffset()
		lines = append(lines, body[at:end])
		at = end
	}
	if len(lines) == 0 {
		lines = [][]byte{body}
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.pages[key(publisherURL)] = paged{header: lines[0], rows: lines[1:], offset: offsetParam, limit: limitParam}
}

// Requests counts the requests for a publisher URL's path.
func (p *Publisher) Requests(publisherURL string) int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.requests[key(publisherURL)]
}

// Ranges are the Range headers received ("<path> bytes=N-"), in order.
func (p *Publisher) Ranges() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]string(nil), p.ranges...)
}

// Agents are the User-Agent headers received, in order.
func (p *Publisher) Agents() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]string(nil), p.agents...)
}

func (p *Publisher) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	ua := r.Header.Get("User-Agent")
	p.mu.Lock()
	p.requests[r.URL.Path]++
	p.agents = append(p.agents, ua)
	if rg := r.Header.Get("Range"); rg != "" {
		p.ranges = append(p.ranges, r.URL.Path+" "+rg)
	}
	to, redirect := p.redirects[r.URL.Path]
	body, isFile := p.files[r.URL.Path]
	pg, isPaged := p.pages[r.URL.Path]
	cut := p.cut[r.URL.Path]
	if cut {
		delete(p.cut, r.URL.Path)
	}
	p.mu.Unlock()
	low := strings.ToLower(ua)
	switch {
	case p.RequireUserAgent && (ua == "" || strings.HasPrefix(low, "go-http-client") || strings.HasPrefix(low, "curl") || strings.HasPrefix(low, "python")):
		http.Error(w, "Access Denied: please identify yourself with a User-Agent naming a contact", http.StatusForbidden)
	case redirect:
		u := *r.URL
		u.Path = to
		http.Redirect(w, r, u.String(), http.StatusFound)
	case isPaged:
		off, _ := strconv.Atoi(r.URL.Query().Get(pg.offset))
		lim, err := strconv.Atoi(r.URL.Query().Get(pg.limit))
		if err != nil || lim <= 0 || off < 0 {
			http.Error(w, "bad paging parameters", http.StatusBadRequest)
			return
		}
		out := append([]byte(nil), pg.header...)
		for i := off; i < off+lim && i < len(pg.rows); i++ {
			out = append(out, pg.rows[i]...)
		}
		w.Header().Set("Content-Type", "text/csv")
		if cut && r.Header.Get("Range") == "" {
			cutHalf(w, out)
			return
		}
		http.ServeContent(w, r, r.URL.Path, time.Time{}, bytes.NewReader(out)) // a page resumes with Range too
	case !isFile:
		http.NotFound(w, r)
	case cut && r.Header.Get("Range") == "":
		cutHalf(w, body)
	default:
		http.ServeContent(w, r, r.URL.Path, time.Time{}, bytes.NewReader(body)) // answers Range with 206
	}
}

// cutHalf announces body whole, sends half of it and drops the connection.
func cutHalf(w http.ResponseWriter, body []byte) {
	w.Header().Set("Content-Length", strconv.Itoa(len(body)))
	w.Write(body[:len(body)/2])
	w.(http.Flusher).Flush()
	conn, _, err := w.(http.Hijacker).Hijack()
	if err == nil {
		conn.Close()
	}
}

// Zip is a zip archive of files (name → content), members in name order.
func Zip(files map[string][]byte) []byte {
	var names []string
	for n := range files {
		names = append(names, n)
	}
	slices.Sort(names)
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, n := range names {
		w, err := zw.CreateHeader(&zip.FileHeader{Name: n, Method: zip.Deflate, Modified: time.Date(2025, 4, 2, 0, 0, 0, 0, time.UTC)})
		if err != nil {
			panic(err)
		}
		w.Write(files[n])
	}
	if err := zw.Close(); err != nil {
		panic(err)
	}
	return buf.Bytes()
}
