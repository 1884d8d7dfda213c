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
