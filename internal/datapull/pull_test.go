package datapull_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline/internal/datapull"
	"github.com/plumbline-api/plumbline/internal/datapull/publishertest"
	"github.com/plumbline-api/plumbline/internal/testenv"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/costs/labor"
	"github.com/xuri/excelize/v2"
)

// june2025 is a day when May 2024 is the newest OEWS release out.
func june2025() time.Time { return time.Date(2025, 6, 1, 12, 0, 0, 0, time.UTC) }

const nationalURL = "https://www.bls.gov/oes/special-requests/oesm24nat.zip"

// nationalBook is the real May 2024 national workbook (testdata), edited.
func nationalBook(t testing.TB, edit func(f *excelize.File, sheet string)) []byte {
	t.Helper()
	f, err := excelize.OpenFile("testdata/publisher/oews_national_M2024_all_occupations.xlsx")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if edit != nil {
		edit(f, f.GetSheetList()[0])
	}
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func pullOpts(dir string, p *publishertest.Publisher) datapull.PullOptions {
	return datapull.PullOptions{Dir: dir, Now: june2025, Client: &datapull.Client{Base: p.URL, UserAgent: datapull.DefaultUserAgent("data@example.com"), Backoff: time.Millisecond}}
}

// leftovers are the files under dir/pulled other than landed releases.
func leftovers(t *testing.T, dir string) []string {
	var out []string
	filepath.WalkDir(filepath.Join(dir, reference.PulledDir), func(p string, d os.DirEntry, err error) error {
		if err == nil && strings.Contains(p, ".staging-") || strings.HasSuffix(p, ".part") || strings.Contains(p, ".link-") {
			out = append(out, p)
		}
		return nil
	})
	return out
}

// TestPullOEWSNational pulls the national release from a loopback BLS
// through a cut, a redirect and a User-Agent check; it lands atomically
// with its provenance, the labor area reads it, and a second pull of the
// same release changes nothing.
func TestPullOEWSNational(t *testing.T) {
	testenv.Heavy(t)
	p := publishertest.New(t)
	zipped := publishertest.Zip(map[string][]byte{"oesm24nat/national_M2024_dl.xlsx": nationalBook(t, nil), "oesm24nat/field_descriptions.xlsx": []byte("x")})
	const moved = "https://www.bls.gov/oes/special-requests/moved/oesm24nat.zip"
	p.Put(moved, zipped)
	p.Redirect(nationalURL, moved)
	p.Cut(moved)
	dir := t.TempDir()
	src := datapull.Lookup("oews-national")
	r, err := datapull.PullSource(t.Context(), src, pullOpts(dir, p))
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != "pulled" || r.Period != "May 2024" || r.Rows() != 854 || r.Downloaded < int64(len(zipped)) {
		t.Fatalf("pull: %+v", r)
	}
	// The resumed request asks for the rest, and the redirect carries it.
	if rg := p.Ranges(); len(rg) != 2 || rg[1] != "/oes/special-requests/moved/oesm24nat.zip bytes="+itoa(len(zipped)/2)+"-" {
		t.Fatalf("the cut download was not resumed from where it stopped: %v", rg)
	}
	for _, ua := range p.Agents() {
		if !strings.HasPrefix(ua, "plumbline/") || !strings.Contains(ua, "data@example.com") {
			t.Fatalf("User-Agent %q", ua)
		}
	}
	if l := leftovers(t, dir); len(l) > 0 {
		t.Fatalf("left behind: %v", l)
	}
	m, err := reference.ReadManifestDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	e := m[labor.FilePulledNational]
	if e.Pulled == nil || e.Pulled.Release != "May 2024" || e.Pulled.Rows != 854 || !strings.Contains(e.URL, "oesm24nat.zip") || len(e.Pulled.PublisherSHA256) != 64 {
		t.Fatalf("manifest entry %+v %+v", e, e.Pulled)
	}
	// The labor area reads it, and the files verify against the manifest.
	l := labor.Loader(dir)
	for _, st := range m.Verify([]reference.Loader{l}) {
		if st.File == labor.FilePulledNational && st.Status != "ok" {
			t.Fatalf("verify: %+v", st)
		}
	}
	target, _ := os.Readlink(filepath.Join(dir, reference.PulledDir, "oews-national"))
	before, _ := os.ReadFile(filepath.Join(dir, labor.FilePulledNational))

	// Again: the same release, unchanged: nothing is written.
	r, err = datapull.PullSource(t.Context(), src, pullOpts(dir, p))
	if err != nil || r.Status != "up-to-date" {
		t.Fatalf("second pull: %+v %v", r, err)
	}
	again, _ := os.Readlink(filepath.Join(dir, reference.PulledDir, "oews-national"))
	m2, _ := reference.ReadManifestDir(dir)
	if again != target || m2[labor.FilePulledNational].Pulled.RetrievedAt != e.Pulled.RetrievedAt {
		t.Fatalf("the second pull changed the release: %s → %s, %s → %s", target, again, e.Pulled.RetrievedAt, m2[labor.FilePulledNational].Pulled.RetrievedAt)
	}
	after, _ := os.ReadFile(filepath.Join(dir, labor.FilePulledNational))
	if !bytes.Equal(before, after) {
		t.Fatal("the file changed")
	}
}

// A changed heading is refused naming the column; nothing is written and
// the release held stays.
func TestPullRefusesAChangedLayout(t *testing.T) {
	testenv.Heavy(t)
	p := publishertest.New(t)
	dir := t.TempDir()
	src := datapull.Lookup("oews-national")
	p.Put(nationalURL, publishertest.Zip(map[string][]byte{"national_M2024_dl.xlsx": nationalBook(t, nil)}))
	if _, err := datapull.PullSource(t.Context(), src, pullOpts(dir, p)); err != nil {
		t.Fatal(err)
	}
	held, _ := os.ReadFile(filepath.Join(dir, labor.FilePulledNational))
	renamed := nationalBook(t, func(f *excelize.File, sheet string) {
		rows, _ := f.GetRows(sheet)
		for i, h := range rows[0] {
			if h == "H_MEDIAN" {
				cell, _ := excelize.CoordinatesToCellName(i+1, 1)
				f.SetCellValue(sheet, cell, "H_MED")
			}
		}
	})
	p.Put(nationalURL, publishertest.Zip(map[string][]byte{"national_M2024_dl.xlsx": renamed}))
	_, err := datapull.PullSource(t.Context(), src, pullOpts(dir, p))
	var le *datapull.LayoutError
	if !errors.As(err, &le) || !strings.Contains(err.Error(), `"H_MEDIAN"`) || le.Source != "oews-national" {
		t.Fatalf("a renamed column: %v", err)
	}
	if now, _ := os.ReadFile(filepath.Join(dir, labor.FilePulledNational)); !bytes.Equal(now, held) {
		t.Fatal("the release held changed")
	}
	if l := leftovers(t, dir); len(l) > 0 {
		t.Fatalf("left behind: %v", l)
	}
	// A workbook of another release inside the zip asked for is refused too.
	p.Put(nationalURL, publishertest.Zip(map[string][]byte{"national_M2023_dl.xlsx": nationalBook(t, nil)}))
	if _, err := datapull.PullSource(t.Context(), src, pullOpts(dir, p)); !errors.As(err, &le) || !strings.Contains(err.Error(), "May 2023") {
		t.Fatalf("another release's workbook: %v", err)
	}
}

// Without a descriptive User-Agent the publisher answers 403; the error
// says what to set.
func TestPullNamesTheUserAgentOn403(t *testing.T) {
	testenv.Heavy(t)
	p := publishertest.New(t)
	p.Put(nationalURL, publishertest.Zip(map[string][]byte{"national_M2024_dl.xlsx": nationalBook(t, nil)}))
	o := pullOpts(t.TempDir(), p)
	o.Client.UserAgent = "Go-http-client/1.1"
	_, err := datapull.PullSource(t.Context(), datapull.Lookup("oews-national"), o)
	if err == nil || !strings.Contains(err.Error(), "403") || !strings.Contains(err.Error(), "PLUMBLINE_PULL_CONTACT") {
		t.Fatalf("403: %v", err)
	}
	if n := p.Requests(nationalURL); n != 1 {
		t.Fatalf("a 403 was retried: %d requests", n)
	}
}

// When the newest expected release is not out yet (404), the pull takes
// the one before.
func TestPullFallsBackToTheReleaseOut(t *testing.T) {
	testenv.Heavy(t)
	p := publishertest.New(t)
	p.Put(nationalURL, publishertest.Zip(map[string][]byte{"national_M2024_dl.xlsx": nationalBook(t, nil)}))
	o := pullOpts(t.TempDir(), p)
	o.Now = func() time.Time { return time.Date(2026, 5, 1, 0, 0, 0, 0, time.UTC) } // May 2025 expected out
	r, err := datapull.PullSource(t.Context(), datapull.Lookup("oews-national"), o)
	if err != nil || r.Period != "May 2024" {
		t.Fatalf("%+v %v", r, err)
	}
	if p.Requests("https://www.bls.gov/oes/special-requests/oesm25nat.zip") != 1 {
		t.Fatal("the newest expected release was not tried first")
	}
	f := datapull.Lookup("oews-national").Freshness(o.Dir, o.Now())
	if f.Period != "May 2024" || f.From != "publisher" || !f.Due || f.NextPeriod != "May 2025" {
		t.Fatalf("freshness %+v", f)
	}
	// Due, and still not out: the release held is kept, not fetched again.
	before := p.Requests(nationalURL)
	r, err = datapull.PullSource(t.Context(), datapull.Lookup("oews-national"), o)
	if err != nil || r.Status != "up-to-date" || r.Period != "May 2024" || p.Requests(nationalURL) != before {
		t.Fatalf("%+v %v; %d requests of the release held", r, err, p.Requests(nationalURL)-before)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
