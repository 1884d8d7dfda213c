package datapull_test

import (
	"archive/zip"
	"bytes"
	"compress/gzip"
	"fmt"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline/internal/testenv"
)

// hostileRSSLimit is the most memory a pull may take from a hostile
// mirror (issue 24: a 1 MB gzip of 1 GB took the process to 3.7 GB).
const hostileRSSLimit = 300 << 20

// TestPullHostileMirror runs `plumbline data pull` against a hostile
// loopback mirror, both from a mirror of the bundle (--mirror) and from a
// publisher's stand-in (--publisher-base): a gzip bomb, an endless body, a
// redirect loop and a zip bomb each fail, under hostileRSSLimit of memory
// and leaving no file behind; a pull stuck on a body that drips a byte at
// a time stops on SIGINT and on SIGTERM within 2 s, leaving nothing.
func TestPullHostileMirror(t *testing.T) {
	testenv.Heavy(t)
	if testing.Short() {
		t.Skip("builds the plumbline binary")
	}
	bin := filepath.Join(t.TempDir(), "plumbline")
	build := exec.Command("go", "build", "-o", bin, "../../cmd/plumbline")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	srv := httptest.NewServer(hostileMirror(t))
	defer srv.Close()

	for _, c := range []struct {
		name string
		args []string
		want string // in the output
	}{
		{"mirror gzip bomb", []string{"--mirror", srv.URL + "/bomb"}, "unpacks to more than"},
		{"mirror endless body", []string{"--mirror", srv.URL + "/endless"}, "cap"},
		{"mirror redirect loop", []string{"--mirror", srv.URL + "/loop"}, "redirects"},
		{"publisher gzip-encoded bomb", []string{"oews-national", "--publisher-base", srv.URL + "/bomb"}, "not a zip archive"},
		// The bomb's member names May 2024, so the pull asks for May 2024:
		// a member of another release is refused before its size is read.
		{"publisher zip bomb", []string{"oews-national", "--period", "May 2024", "--publisher-base", srv.URL + "/zipbomb"}, "past the 256 MiB cap"},
		{"publisher endless body", []string{"oews-national", "--publisher-base", srv.URL + "/endless"}, "cap"},
		{"publisher redirect loop", []string{"qcew", "--publisher-base", srv.URL + "/loop"}, "redirects"},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			cmd := exec.Command(bin, append([]string{"data", "pull", "--dir", dir, "--contact", "security@example.com"}, c.args...)...)
			var out bytes.Buffer
			cmd.Stdout, cmd.Stderr = &out, &out
			start := time.Now()
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			rss, err := peakRSS(cmd)
			if err == nil {
				t.Fatalf("the pull succeeded:\n%s", out.String())
			}
			t.Logf("%s: exit %v after %s, max RSS %d MB", c.name, err, time.Since(start).Round(time.Millisecond), rss>>20)
			if rss > hostileRSSLimit {
				t.Errorf("max RSS %d MB, past %d MB", rss>>20, hostileRSSLimit>>20)
			}
			if !strings.Contains(out.String(), c.want) {
				t.Errorf("output lacks %q:\n%s", c.want, tail(out.String()))
			}
			if left := filesIn(t, dir); len(left) > 0 {
				t.Errorf("left behind: %v", left)
			}
		})
	}

	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		for _, args := range [][]string{{"--mirror", srv.URL + "/drip"}, {"oews-metro", "--publisher-base", srv.URL + "/drip"}} {
			t.Run(fmt.Sprintf("%v %s", sig, args[0]), func(t *testing.T) {
				dir := t.TempDir()
				cmd := exec.Command(bin, append([]string{"data", "pull", "--dir", dir, "--contact", "security@example.com"}, args...)...)
				var out bytes.Buffer
				cmd.Stdout, cmd.Stderr = &out, &out
				if err := cmd.Start(); err != nil {
					t.Fatal(err)
				}
				time.Sleep(1500 * time.Millisecond) // well into the dripping download
				sent := time.Now()
				if err := cmd.Process.Signal(sig); err != nil {
					t.Fatal(err)
				}
				done := make(chan error, 1)
				go func() { done <- cmd.Wait() }()
				select {
				case <-done:
				case <-time.After(2 * time.Second):
					cmd.Process.Kill()
					<-done
					t.Fatalf("still running 2 s after %v:\n%s", sig, tail(out.String()))
				}
				t.Logf("stopped %s after %v", time.Since(sent).Round(time.Millisecond), sig)
				if cmd.ProcessState.Success() {
					t.Errorf("exit 0 after %v", sig)
				}
				if left := filesIn(t, dir); len(left) > 0 {
					t.Errorf("left behind: %v", left)
				}
			})
		}
	}
}

// hostileMirror answers every path under its prefix the hostile way.
func hostileMirror(t *testing.T) http.Handler {
	// 1 GiB of zeros as a gzip stream (16 members of 64 MiB: gzip readers
	// read members in turn), about 1 MB.
	var member bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&member, gzip.BestCompression)
	zw.Write(make([]byte, 64<<20))
	zw.Close()
	bomb := bytes.Repeat(member.Bytes(), 16)
	// A zip whose one workbook unpacks to 300 MiB of zeros.
	var zb bytes.Buffer
	zwr := zip.NewWriter(&zb)
	w, _ := zwr.Create("oesm24nat/national_M2024_dl.xlsx")
	zero := make([]byte, 1<<20)
	for range 300 {
		w.Write(zero)
	}
	zwr.Close()
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		kind, rest, _ := strings.Cut(strings.TrimPrefix(r.URL.Path, "/"), "/")
		switch kind {
		case "bomb":
			switch {
			case strings.HasSuffix(rest, "county_to_cbsa_2023.csv.gz"): // a bundled file, gzipped on the mirror
				w.Write(bomb)
			case strings.HasSuffix(rest, ".zip"): // a publisher's zip, "compressed in transit"
				w.Header().Set("Content-Encoding", "gzip")
				w.Write(bomb)
			default:
				http.NotFound(w, r)
			}
		case "zipbomb":
			if strings.HasSuffix(rest, ".zip") {
				w.Write(zb.Bytes())
				return
			}
			http.NotFound(w, r)
		case "endless":
			if !strings.Contains(rest, "county_to_cbsa") && !strings.HasSuffix(rest, ".zip") {
				http.NotFound(w, r)
				return
			}
			chunk := bytes.Repeat([]byte("0123456789abcdef"), 4096)
			for r.Context().Err() == nil {
				if _, err := w.Write(chunk); err != nil {
					return
				}
			}
		case "loop":
			http.Redirect(w, r, r.URL.Path, http.StatusFound)
		case "drip":
			if !strings.Contains(rest, "county_to_cbsa") && !strings.HasSuffix(rest, ".zip") {
				http.NotFound(w, r)
				return
			}
			w.Header().Set("Content-Length", "100000000")
			for r.Context().Err() == nil {
				if _, err := w.Write([]byte{'x'}); err != nil {
					return
				}
				w.(http.Flusher).Flush()
				time.Sleep(50 * time.Millisecond)
			}
		default:
			http.NotFound(w, r)
		}
	})
}

// peakRSS waits for a started child and returns the peak resident set of
// its own memory (VmHWM, sampled every few milliseconds: rusage's maximum
// would count the pages of this test process the child shared until exec).
func peakRSS(cmd *exec.Cmd) (int64, error) {
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	status := fmt.Sprintf("/proc/%d/status", cmd.Process.Pid)
	var peak int64
	for {
		select {
		case err := <-done:
			return peak, err
		case <-time.After(5 * time.Millisecond):
			b, err := os.ReadFile(status)
			if err != nil {
				continue
			}
			if m := hwmRe.FindSubmatch(b); m != nil {
				kb, _ := strconv.ParseInt(string(m[1]), 10, 64)
				peak = max(peak, kb<<10)
			}
		}
	}
}

var hwmRe = regexp.MustCompile(`VmHWM:\s+(\d+) kB`)

// filesIn are the regular files under dir (empty directories a pull made
// are not files).
func filesIn(t *testing.T, dir string) []string {
	var out []string
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			out = append(out, strings.TrimPrefix(p, dir))
		}
		return nil
	})
	return out
}

func tail(s string) string {
	if len(s) > 3000 {
		return "…" + s[len(s)-3000:]
	}
	return s
}
