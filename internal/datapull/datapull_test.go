package datapull_test

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline/internal/datapull"
	"github.com/plumbline-api/plumbline/reference"
)

func sum(b []byte) string {
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}

func gz(b []byte) []byte {
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	zw.Write(b)
	zw.Close()
	return buf.Bytes()
}

// mirror serves files at their manifest paths, misbehaving as each test
// file's name says: "flaky" answers 503 twice, "cut" sends half its body
// and drops the connection once, then honours Range.
type mirror struct {
	files  map[string][]byte
	mu     sync.Mutex
	calls  map[string]int
	ranges []string
}

func (m *mirror) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	name := strings.TrimPrefix(r.URL.Path, "/")
	m.mu.Lock()
	m.calls[name]++
	n := m.calls[name]
	if rg := r.Header.Get("Range"); rg != "" {
		m.ranges = append(m.ranges, name+" "+rg)
	}
	m.mu.Unlock()
	body, ok := m.files[name]
	switch {
	case !ok:
		http.NotFound(w, r)
	case strings.Contains(name, "flaky") && n <= 2:
		http.Error(w, "busy", http.StatusServiceUnavailable)
	case strings.Contains(name, "cut") && n == 1:
		w.Header().Set("Content-Length", strconv.Itoa(len(body)))
		w.Write(body[:len(body)/2])
		w.(http.Flusher).Flush()
		conn, _, _ := w.(http.Hijacker).Hijack()
		conn.Close()
	default:
		http.ServeContent(w, r, name, time.Time{}, bytes.NewReader(body)) // answers Range with 206
	}
}

func TestPullFromMirror(t *testing.T) {
	plain := []byte(strings.Repeat("fips5,name\n01001,Autauga\n", 4000))
	files := map[string][]byte{
		"costs/a.csv":       plain,
		"costs/flaky.csv":   append([]byte("flaky\n"), plain...),
		"costs/cut.csv":     append([]byte("cut\n"), plain...),
		"costs/changed.csv": []byte("not what the manifest says\n"),
		"costs/zipped.csv":  nil, // only zipped.csv.gz is on the mirror
	}
	m := reference.Manifest{}
	for name, body := range files {
		want := body
		if name == "costs/changed.csv" {
			want = plain
		}
		if name == "costs/zipped.csv" {
			want = []byte("zipped\n")
		}
		m[name] = reference.ManifestEntry{Area: "costs", File: name, SHA256: sum(want)}
	}
	served := map[string][]byte{}
	for name, body := range files {
		if body != nil {
			served[name] = body
		}
	}
	served["costs/zipped.csv.gz"] = gz([]byte("zipped\n"))
	mir := &mirror{files: served, calls: map[string]int{}}
	srv := httptest.NewServer(mir)
	defer srv.Close()

	dir := t.TempDir()
	// An unchanged file already in place is not fetched again.
	if err := os.MkdirAll(filepath.Join(dir, "costs"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "costs/a.csv"), plain, 0o644); err != nil {
		t.Fatal(err)
	}
	var progressed bool
	results := datapull.Pull(t.Context(), m, []string{"costs/a.csv", "costs/flaky.csv", "costs/cut.csv", "costs/changed.csv", "costs/zipped.csv"},
		datapull.Options{Dir: dir, Mirror: srv.URL, Backoff: time.Millisecond, Progress: func(string, int64, int64) { progressed = true }})
	got := map[string]datapull.Result{}
	for _, r := range results {
		got[r.File] = r
	}
	if r := got["costs/a.csv"]; r.Status != "up-to-date" || mir.calls["costs/a.csv"] != 0 {
		t.Errorf("a.csv: %+v after %d calls", r, mir.calls["costs/a.csv"])
	}
	if r := got["costs/flaky.csv"]; r.Status != "downloaded" || mir.calls["costs/flaky.csv"] != 3 {
		t.Errorf("flaky.csv (two 503s, then the file): %+v after %d calls", r, mir.calls["costs/flaky.csv"])
	}
	if r := got["costs/cut.csv"]; r.Status != "downloaded" || len(mir.ranges) != 1 || !strings.HasPrefix(mir.ranges[0], "costs/cut.csv bytes=") {
		t.Errorf("cut.csv (truncated, then resumed by Range): %+v, ranges %v", r, mir.ranges)
	}
	if r := got["costs/changed.csv"]; r.Status != "failed" || r.Err == nil || !strings.Contains(r.Err.Error(), "checksum") {
		t.Errorf("changed.csv: %+v", r)
	}
	if r := got["costs/zipped.csv"]; r.Status != "downloaded" {
		t.Errorf("zipped.csv: %+v", r)
	}
	if !progressed {
		t.Error("no progress was reported")
	}
	for name, want := range map[string][]byte{"costs/flaky.csv": files["costs/flaky.csv"], "costs/cut.csv": files["costs/cut.csv"], "costs/zipped.csv.gz": served["costs/zipped.csv.gz"]} {
		if b, err := os.ReadFile(filepath.Join(dir, name)); err != nil || !bytes.Equal(b, want) {
			t.Errorf("%s on disk differs from the mirror's (%v)", name, err)
		}
	}
	// A file with the wrong checksum never lands, not even as a part.
	for _, name := range []string{"costs/changed.csv", "costs/changed.csv.part"} {
		if _, err := os.Stat(filepath.Join(dir, name)); !os.IsNotExist(err) {
			t.Errorf("%s exists after a checksum mismatch (%v)", name, err)
		}
	}
}

// A mirror that keeps failing is retried a bounded number of times.
func TestPullGivesUp(t *testing.T) {
	calls := 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls++
		http.Error(w, "down", http.StatusServiceUnavailable)
	}))
	defer srv.Close()
	m := reference.Manifest{"x.csv": {File: "x.csv", SHA256: sum([]byte("x"))}}
	r := datapull.Pull(t.Context(), m, []string{"x.csv"}, datapull.Options{Dir: t.TempDir(), Mirror: srv.URL, Attempts: 3, Backoff: time.Millisecond})
	if r[0].Status != "failed" || calls != 3 || !strings.Contains(r[0].Err.Error(), "gave up after 3 attempts") {
		t.Fatalf("%+v after %d calls", r[0], calls)
	}
}

// toServer sends every request, whatever its host, to srv: the
// publishers' URLs are answered by a loopback server.
type toServer struct{ srv *httptest.Server }

func (t toServer) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.URL.Scheme, r.URL.Host = "http", strings.TrimPrefix(t.srv.URL, "http://")
	return http.DefaultTransport.RoundTrip(r)
}

// Without a mirror, a file the manifest converts is taken from the
// publisher's URL in the publisher's format (an xlsx), resumed when cut,
// converted, and lands only with the manifest's checksum.
func TestPullConvertsFromThePublisher(t *testing.T) {
	xlsx := list1(t, list1Headings,
		county("33860", "Montgomery, AL", "Metropolitan Statistical Area", "Autauga County", "Alabama", "01", "001"),
		county("19300", "Daphne-Fairhope-Foley, AL", "Metropolitan Statistical Area", "Baldwin County", "Alabama", "01", "003"))
	csv, err := datapull.Converters["omb-list1-xlsx"](xlsx)
	if err != nil {
		t.Fatal(err)
	}
	mir := &mirror{files: map[string][]byte{
		"delineation/list1-cut.xlsx":     xlsx,
		"delineation/list1-changed.xlsx": xlsx,
		"delineation/list1-text.xlsx":    []byte("CBSA Code,CSA Code\n"),
	}, calls: map[string]int{}}
	srv := httptest.NewServer(mir)
	defer srv.Close()
	entry := func(file, url, want string) reference.ManifestEntry {
		// SHA256 pins a republication we hold; the pull must land the conversion.
		return reference.ManifestEntry{Area: "geo", File: file, URL: "https://www2.census.gov/" + url, SHA256: sum([]byte("a republished copy")),
			Convert: "omb-list1-xlsx", ConvertedSHA256: want}
	}
	m := reference.Manifest{
		"geo/ok.csv":      entry("geo/ok.csv", "delineation/list1-cut.xlsx", sum(csv)),
		"geo/changed.csv": entry("geo/changed.csv", "delineation/list1-changed.xlsx", sum([]byte("fips5,cbsacode\n"))),
		"geo/text.csv":    entry("geo/text.csv", "delineation/list1-text.xlsx", sum(csv)),
	}
	dir := t.TempDir()
	results := datapull.Pull(t.Context(), m, []string{"geo/ok.csv", "geo/changed.csv", "geo/text.csv"},
		datapull.Options{Dir: dir, Client: &http.Client{Transport: toServer{srv}}, Backoff: time.Millisecond})
	got := map[string]datapull.Result{}
	for _, r := range results {
		got[r.File] = r
	}
	if r := got["geo/ok.csv"]; r.Status != "converted" || len(mir.ranges) != 1 {
		t.Errorf("ok.csv (cut once, resumed, converted): %+v, ranges %v", r, mir.ranges)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "geo/ok.csv")); err != nil || !bytes.Equal(b, csv) {
		t.Errorf("ok.csv on disk is not the conversion (%v)", err)
	}
	if r := got["geo/changed.csv"]; r.Status != "failed" || r.Err == nil || !strings.Contains(r.Err.Error(), "checksum") || !strings.Contains(r.Err.Error(), "converts to other content") {
		t.Errorf("changed.csv: %+v", r)
	}
	if r := got["geo/text.csv"]; r.Status != "failed" || r.Err == nil || !strings.Contains(r.Err.Error(), "converting the publisher's file") {
		t.Errorf("text.csv: %+v", r)
	}
	// Nothing is left of the refused files: no file, no part, no temporary.
	for _, name := range []string{"changed.csv", "changed.csv.part", "changed.csv.tmp", "text.csv", "text.csv.part", "ok.csv.part", "ok.csv.tmp"} {
		if _, err := os.Stat(filepath.Join(dir, "geo", name)); !os.IsNotExist(err) {
			t.Errorf("geo/%s exists (%v)", name, err)
		}
	}
	// A converted file in place is up to date: the publisher is not asked again.
	before := mir.calls["delineation/list1-cut.xlsx"]
	r := datapull.Pull(t.Context(), m, []string{"geo/ok.csv"}, datapull.Options{Dir: dir, Client: &http.Client{Transport: toServer{srv}}})
	if r[0].Status != "up-to-date" || mir.calls["delineation/list1-cut.xlsx"] != before {
		t.Errorf("second pull: %+v", r[0])
	}
}
