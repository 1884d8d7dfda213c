package datapull

import (
	"archive/zip"
	"bufio"
	"bytes"
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline/internal/testenv"
)

// zipOf writes a zip of the named members (each size bytes of fill) to a
// file and returns its path.
func zipOf(t *testing.T, fill []byte, size int, names ...string) string {
	t.Helper()
	var b bytes.Buffer
	zw := zip.NewWriter(&b)
	for _, n := range names {
		w, err := zw.Create(n)
		if err != nil {
			t.Fatal(err)
		}
		for done := 0; done < size; done += len(fill) {
			w.Write(fill)
		}
	}
	zw.Close()
	p := filepath.Join(t.TempDir(), "f.zip")
	if err := os.WriteFile(p, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// Issue 35: a workbook whose shared-strings part is 8 MiB of <si/> (a
// 20 KB file) is refused before excelize indexes a string, fast and
// naming the cap; a workbook of real proportions passes.
func TestGuardWorkbookSharedStringsBomb(t *testing.T) {
	testenv.Heavy(t)
	bomb := zipOf(t, bytes.Repeat([]byte("<si/>"), 4096), 8<<20, "xl/sharedStrings.xml")
	start := time.Now()
	_, err := guardWorkbook("oesm25nat.xlsx", bomb, 1<<30)
	if !errors.Is(err, ErrTooLarge) || !strings.Contains(err.Error(), "shared strings") {
		t.Fatalf("bomb: %v", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("refusing took %s", d)
	}
	// Prefixed tags count too; text that merely contains "si" does not.
	n, err := countElements(bufioOf("<x:si><t>sis</t></x:si><si/><sid/><si >"), "si", 10)
	if err != nil || n != 3 {
		t.Fatalf("countElements: %d %v", n, err)
	}
	// A zip of parts unpacking to far more than 64 times its size (and
	// the 64 MiB floor) is refused on the declared sizes alone.
	big := zipOf(t, make([]byte, 1<<20), 100<<20, "xl/worksheets/sheet1.xml")
	if _, err := guardWorkbook("b.xlsx", big, 1<<30); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("an unpack bomb: %v", err)
	}
	var real bytes.Buffer
	for i := range 5000 {
		real.WriteString("<si><t>Occupation title number " + strings.Repeat("x", i%7) + string(rune('a'+i%26)) + "</t></si>")
	}
	ok := zipOf(t, real.Bytes(), real.Len(), "xl/sharedStrings.xml")
	if limit, err := guardWorkbook("ok.xlsx", ok, 1<<30); err != nil || limit != unpackMin {
		t.Fatalf("a real-sized table: %d %v", limit, err)
	}
}

// Issue 35: a zip of 16 members matching the pattern is refused before
// any is written; so are members past the total cap together, or one the
// check refuses.
func TestExtractChecksMembersFirst(t *testing.T) {
	testenv.Heavy(t)
	var names []string
	for i := range 16 {
		names = append(names, "oesm25ma/MSA"+string(rune('A'+i))+"_M2025_dl.xlsx")
	}
	for _, c := range []struct {
		name  string
		zip   string
		max   int64
		check func(string) error
		want  string
	}{
		{"16 members", zipOf(t, make([]byte, 1<<20), 4<<20, names...), 256 << 20, nil, "more than 4 members"},
		{"past the total", zipOf(t, make([]byte, 1<<20), 4<<20, names[:3]...), 10 << 20, nil, "past the 10 MiB cap"},
		{"checked name", zipOf(t, make([]byte, 1<<10), 1<<10, names[:2]...), 10 << 20, func(m string) error {
			return Layoutf("x.zip", "%s holds another period", m)
		}, "another period"},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			in := &Inputs{dir: dir, files: map[string][]string{"x.zip": {c.zip}}}
			_, _, err := in.Extract("x.zip", "*_M*_dl.xlsx", c.max, c.check)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("err %v, want %q", err, c.want)
			}
			if left, _ := os.ReadDir(dir); len(left) > 0 {
				t.Fatalf("written before the refusal: %v", left)
			}
		})
	}
}

// Issue 35: a publisher that sends a byte at a time under the minimum
// rate fails the download, naming the stall, after MaxStalls attempts; a
// redirect to another host is refused.
func TestDownloadStallsAndForeignRedirects(t *testing.T) {
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.Write([]byte("secret")) }))
	defer other.Close()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/drip":
			w.Header().Set("Content-Length", "1000")
			for r.Context().Err() == nil {
				w.Write([]byte{'x'})
				w.(http.Flusher).Flush()
				time.Sleep(40 * time.Millisecond)
			}
		case "/away":
			// 127.0.0.1 → localhost: another host name.
			http.Redirect(w, r, strings.Replace(other.URL, "127.0.0.1", "localhost", 1)+"/x", http.StatusFound)
		case "/here":
			http.Redirect(w, r, "/file", http.StatusFound)
		case "/file":
			w.Write([]byte("data"))
		}
	}))
	defer srv.Close()
	c := &Client{StallWindow: 200 * time.Millisecond, MinBytes: 100, Backoff: time.Millisecond}
	dst := filepath.Join(t.TempDir(), "f")
	start := time.Now()
	_, err := c.download(context.Background(), "f.zip", srv.URL+"/drip", dst, 1<<20)
	if err == nil || !strings.Contains(err.Error(), "stalled") || !strings.Contains(err.Error(), "2 stalled attempts") {
		t.Fatalf("drip: %v", err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("the stall was noticed after %s", d)
	}
	if _, err := c.download(context.Background(), "f.zip", srv.URL+"/away", dst, 1<<20); err == nil || !strings.Contains(err.Error(), "another host") {
		t.Fatalf("foreign redirect: %v", err)
	}
	if n, err := c.download(context.Background(), "f.zip", srv.URL+"/here", dst, 1<<20); err != nil || n != 4 {
		t.Fatalf("a redirect on the same host: %d %v", n, err)
	}
	d := &Client{Deadline: 300 * time.Millisecond, StallWindow: time.Hour}
	if _, err := d.download(context.Background(), "f.zip", srv.URL+"/drip", dst, 1<<20); err == nil || !strings.Contains(err.Error(), "took longer than") {
		t.Fatalf("deadline: %v", err)
	}
}

func bufioOf(s string) *bufio.Reader { return bufio.NewReader(strings.NewReader(s)) }
