package datapull_test

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"hash/crc32"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// TestPullHostileRound3 replays issue 35's attacks on `data pull` (make
// security; about 2 minutes, so not in make test): a workbook whose
// shared-strings table is 64 MiB of <si/> (refused under 300 MB and 30 s),
// a metro zip of 16 workbooks of 256 MiB each (refused with under 600 MB
// on disk), a publisher sending one byte every 20 s (the pull fails,
// naming the stall, within 2 minutes, retries included), and a redirect
// to another host (refused).
func TestPullHostileRound3(t *testing.T) {
	if os.Getenv("PLUMBLINE_SECURITY") == "" {
		t.Skip("make security runs this (PLUMBLINE_SECURITY=1): about 2 minutes")
	}
	bin := filepath.Join(t.TempDir(), "plumbline")
	if out, err := exec.Command("go", "build", "-o", bin, "../../cmd/plumbline").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	var other *httptest.Server
	srv := httptest.NewServer(round3Mirror(t, func() string { return other.URL }))
	defer srv.Close()
	other = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.Write([]byte("internal")) }))
	defer other.Close()

	for _, c := range []struct {
		name      string
		args      []string
		want      string
		maxTime   time.Duration
		maxDiskMB int64
	}{
		{"shared-strings bomb", []string{"oews-national", "--publisher-base", srv.URL + "/sst"}, "shared strings|unpacks to", 30 * time.Second, 600},
		{"16-member metro zip", []string{"oews-metro", "--publisher-base", srv.URL + "/members"}, "more than 4 members|past the 256 MiB cap", 30 * time.Second, 600},
		{"trickling publisher", []string{"oews-national", "--publisher-base", srv.URL + "/trickle"}, "stalled", 2 * time.Minute, 600},
		{"cross-host redirect", []string{"oews-national", "--publisher-base", srv.URL + "/away"}, "another host", 30 * time.Second, 600},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			cmd := exec.Command(bin, append([]string{"data", "pull", "--dir", dir, "--contact", "security@example.com"}, c.args...)...)
			cmd.Env = append(os.Environ(), "TMPDIR="+dir)
			var out bytes.Buffer
			cmd.Stdout, cmd.Stderr = &out, &out
			start := time.Now()
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			var disk atomic.Int64
			stop := make(chan struct{})
			go func() {
				for {
					disk.Store(max(disk.Load(), dirBytes(dir)))
					select {
					case <-stop:
						return
					case <-time.After(50 * time.Millisecond):
					}
				}
			}()
			rss, err := peakRSS(cmd)
			close(stop)
			took := time.Since(start)
			if err == nil {
				t.Fatalf("the pull succeeded:\n%s", out.String())
			}
			last := lastLine(out.String())
			t.Logf("ROW %s: refused after %s, max RSS %d MB, peak disk %d MB: %s", c.name, took.Round(time.Millisecond), rss>>20, disk.Load()>>20, last)
			if rss > hostileRSSLimit {
				t.Errorf("max RSS %d MB, past %d MB", rss>>20, hostileRSSLimit>>20)
			}
			if took > c.maxTime {
				t.Errorf("took %s, past %s", took, c.maxTime)
			}
			if disk.Load()>>20 > c.maxDiskMB {
				t.Errorf("peak disk %d MB, past %d MB", disk.Load()>>20, c.maxDiskMB)
			}
			if !regexp.MustCompile(c.want).MatchString(out.String()) {
				t.Errorf("output lacks %q:\n%s", c.want, tail(out.String()))
			}
			if left := filesIn(t, dir); len(left) > 0 {
				t.Errorf("left behind: %v", left)
			}
		})
	}
}

var oewsZipRe = regexp.MustCompile(`oesm(\d\d)(nat|ma|st)\.zip$`)

// round3Mirror stands in for the BLS: each prefix answers every OEWS zip
// its hostile way, for the year the URL asks.
func round3Mirror(t *testing.T, otherURL func() string) http.Handler {
	members := map[string][]byte{}
	for _, y := range []string{"2023", "2024", "2025", "2026"} {
		members[y] = manyMembers(t, y)
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		kind, rest, _ := strings.Cut(strings.TrimPrefix(r.URL.Path, "/"), "/")
		m := oewsZipRe.FindStringSubmatch(rest)
		if m == nil {
			http.NotFound(w, r)
			return
		}
		year := "20" + m[1]
		switch kind {
		case "sst":
			w.Write(sharedStringsBomb(t, "oesm"+m[1]+"nat/national_M"+year+"_dl.xlsx"))
		case "members":
			if m := members[year]; m != nil {
				w.Write(m)
				return
			}
			http.NotFound(w, r)
		case "trickle":
			w.Header().Set("Content-Length", "100000000")
			for r.Context().Err() == nil {
				if _, err := w.Write([]byte{'P'}); err != nil {
					return
				}
				w.(http.Flusher).Flush()
				select {
				case <-r.Context().Done():
				case <-time.After(20 * time.Second):
				}
			}
		case "away":
			http.Redirect(w, r, strings.Replace(otherURL(), "127.0.0.1", "localhost", 1)+"/internal", http.StatusFound)
		default:
			http.NotFound(w, r)
		}
	})
}

// sharedStringsBomb is a zip holding, as member, a workbook whose
// xl/sharedStrings.xml is 64 MiB of <si/> (a few KB compressed).
func sharedStringsBomb(t *testing.T, member string) []byte {
	var book bytes.Buffer
	zw := zip.NewWriter(&book)
	for _, p := range []struct{ name, body string }{
		{"[Content_Types].xml", `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`},
		{"xl/workbook.xml", `<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets><sheet name="All" sheetId="1"/></sheets></workbook>`},
	} {
		w, _ := zw.Create(p.name)
		w.Write([]byte(p.body))
	}
	w, _ := zw.Create("xl/sharedStrings.xml")
	w.Write([]byte(`<?xml version="1.0"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">`))
	chunk := bytes.Repeat([]byte("<si/>"), 1<<16)
	for done := 0; done < 64<<20; done += len(chunk) {
		w.Write(chunk)
	}
	w.Write([]byte(`</sst>`))
	zw.Close()
	var outer bytes.Buffer
	oz := zip.NewWriter(&outer)
	ow, _ := oz.Create(member)
	ow.Write(book.Bytes())
	oz.Close()
	return outer.Bytes()
}

// manyMembers is a metro zip of 16 workbooks, each 256 MiB of zeros: one
// deflate stream, made once, written raw under 16 names (compressing 4 GiB
// for every request would stall the mirror itself).
func manyMembers(t *testing.T, year string) []byte {
	zerosOnce.Do(func() {
		fw, _ := flate.NewWriter(&zerosRaw, flate.BestCompression)
		zero := make([]byte, 1<<20)
		crc := crc32.NewIEEE()
		for range 256 {
			fw.Write(zero)
			crc.Write(zero)
		}
		fw.Close()
		zerosCRC = crc.Sum32()
	})
	raw, crc := &zerosRaw, zerosCRC
	var b bytes.Buffer
	zw := zip.NewWriter(&b)
	for i := range 16 {
		w, err := zw.CreateRaw(&zip.FileHeader{Name: "oesm" + year[2:] + "ma/MSA" + string(rune('A'+i)) + "_M" + year + "_dl.xlsx", Method: zip.Deflate,
			CRC32: crc, CompressedSize64: uint64(raw.Len()), UncompressedSize64: 256 << 20})
		if err != nil {
			t.Fatal(err)
		}
		w.Write(raw.Bytes())
	}
	zw.Close()
	return b.Bytes()
}

var (
	zerosOnce sync.Once
	zerosRaw  bytes.Buffer
	zerosCRC  uint32
)

func dirBytes(dir string) int64 {
	var n int64
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			if fi, err := d.Info(); err == nil {
				n += fi.Size()
			}
		}
		return nil
	})
	return n
}

func lastLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		s = s[i+1:]
	}
	if len(s) > 300 {
		s = s[:300] + "…"
	}
	return s
}
