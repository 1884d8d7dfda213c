package datapull_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline/internal/datapull"
	"github.com/plumbline-api/plumbline/internal/datapull/publishertest"
	"github.com/plumbline-api/plumbline/internal/testenv"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/costs"
	"github.com/plumbline-api/plumbline/reference/geo"
	"github.com/plumbline-api/plumbline/reference/referencetest"
)

// fixtures reads a loopback publisher's files (testdata/publisher/root),
// by the publisher URL url gives each.
func fixtures(t testing.TB, root string, url func(rel string) string) map[string][]byte {
	t.Helper()
	files, err := publishertest.Tree(filepath.Join("testdata", "publisher", root), url)
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// dataDir is a data directory holding the bundled snapshot (linked) for a
// pull to add to.
func dataDir(t testing.TB) string {
	t.Helper()
	dir := t.TempDir()
	for _, area := range []string{"costs", "benchmarks", "products"} {
		if err := os.Symlink(filepath.Join(referencetest.DataDir, area), filepath.Join(dir, area)); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// october2025 is a day when the August 2025 PPI is the newest out.
func october2025() time.Time { return time.Date(2025, 10, 1, 12, 0, 0, 0, time.UTC) }

// loadCosts loads geo and the costs price side from dir.
func loadCosts(t testing.TB, dir string) (*reference.Dataset, []reference.FileInfo) {
	t.Helper()
	ds, files, err := reference.Load(reference.PulledLoader(dir, "ppi", "bps"), geo.Loader(dir), costs.Loader(dir))
	if err != nil {
		t.Fatal(err)
	}
	return ds, files
}

// TestPullPPI pulls the construction selection of the wp and pc
// databases from a loopback BLS (a cut download resumed), lands it with its
// provenance, and the costs area answers from it: every value is the
// publisher's, and each month is preliminary exactly when BLS marks it.
// Pulling the same release again changes nothing.
func TestPullPPI(t *testing.T) {
	testenv.Heavy(t)
	p := publishertest.New(t)
	files := fixtures(t, "bls", publishertest.BLSTimeSeries)
	p.PutAll(files)
	const minerals = "https://download.bls.gov/pub/time.series/wp/wp.data.14.Minerals"
	p.Cut(minerals)
	dir := dataDir(t)
	src := datapull.Lookup("ppi")
	o := pullOpts(dir, p)
	o.Now = october2025
	r, err := datapull.PullSource(t.Context(), src, o)
	if err != nil {
		t.Fatal(err)
	}
	bundled, _ := referencetest.Bundled(geo.Loader, costs.Loader)
	b := costs.Of(bundled)
	months := 0
	for _, id := range b.PPISeriesIDs() {
		months += len(b.Series[id].Points)
	}
	if r.Status != "pulled" || r.Period != "2025-08" || r.Files[0].Rows != 76 || r.Files[1].Rows != months {
		t.Fatalf("pull: %+v, want 76 series and %d months", r, months)
	}
	if rg := p.Ranges(); len(rg) != 1 || !strings.HasPrefix(rg[0], "/pub/time.series/wp/wp.data.14.Minerals bytes=") {
		t.Fatalf("the cut download was not resumed: %v", rg)
	}
	if l := leftovers(t, dir); len(l) > 0 {
		t.Fatalf("left behind: %v", l)
	}
	m, err := reference.ReadManifestDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if e := m[costs.FilePulledPPI]; e.Pulled == nil || e.Pulled.Release != "2025-08" || !strings.Contains(e.URL, "wp.data.14.Minerals") || e.Publisher != "U.S. Bureau of Labor Statistics, Producer Price Index program" {
		t.Fatalf("manifest %+v", e)
	}

	// The costs area reads the pull; every month is the bundled file's
	// value (the fixture's source), the marks are BLS's.
	pulled, _ := loadCosts(t, dir)
	d := costs.Of(pulled)
	if d.Files.PPI != costs.FilePulledPPI || !d.Files.PublisherFlags() || b.Files.PublisherFlags() {
		t.Fatalf("files: pulled %+v, bundled %+v", d.Files, b.Files)
	}
	if got, want := d.PPISeriesIDs(), b.PPISeriesIDs(); !equal(got, want) {
		t.Fatalf("series: pulled %d, bundled %d", len(got), len(want))
	}
	for _, id := range b.PPISeriesIDs() {
		ps, bs := d.Series[id], b.Series[id]
		if len(ps.Points) != len(bs.Points) || ps.BaseDate != bs.BaseDate && !strings.HasPrefix(id, "PCU") {
			t.Fatalf("%s: %d months (bundle %d), base %s (bundle %s)", id, len(ps.Points), len(bs.Points), ps.BaseDate, bs.BaseDate)
		}
		for i, pt := range ps.Points {
			if pt.Period != bs.Points[i].Period || pt.Value != bs.Points[i].Value || pt.Preliminary != (pt.Period >= "2025-05") {
				t.Fatalf("%s %s: %v %v, bundle %v", id, pt.Period, pt.Value, pt.Preliminary, bs.Points[i])
			}
		}
	}
	// costs_list says where the PPI came from and when.
	list, _, _ := referencetest.Call(t.Context(), costs.Area(costs.NewMemoryStore(pulled)).Ops, pulled.Version, "costs_list", nil)
	if f := freshnessOf(t, list, "ppi"); f["period_held"] != "2025-08" || f["from"] != "publisher" || f["retrieved_at"] != "2025-10-01T12:00:00Z" || f["next_period"] != "2025-09" {
		t.Fatalf("costs_list ppi freshness: %v", f)
	}
	before := m[costs.FilePulledPPI].Pulled.RetrievedAt
	r, err = datapull.PullSource(t.Context(), src, o)
	if err != nil || r.Status != "up-to-date" {
		t.Fatalf("second pull: %+v %v", r, err)
	}
	if m2, _ := reference.ReadManifestDir(dir); m2[costs.FilePulledPPI].Pulled.RetrievedAt != before {
		t.Fatal("the second pull rewrote the release")
	}
}

// TestPullPPIFinalMonth: when BLS publishes May 2025 as final (no P), the
// next pull serves it as not preliminary, as the publisher says, whatever
// the date; the months it still marks stay preliminary. Through Postgres
// too: the import is a new dataset version.
func TestPullPPIFinalMonth(t *testing.T) {
	testenv.Heavy(t)
	p := publishertest.New(t)
	files := fixtures(t, "bls", publishertest.BLSTimeSeries)
	p.PutAll(files)
	dir := dataDir(t)
	src := datapull.Lookup("ppi")
	o := pullOpts(dir, p)
	o.Now = october2025
	if _, err := datapull.PullSource(t.Context(), src, o); err != nil {
		t.Fatal(err)
	}
	first, _ := loadCosts(t, dir)
	for u, b := range files { // BLS revises May: its P goes
		if strings.Contains(u, "/wp.data.") || strings.Contains(u, "/pc.data.") {
			p.Put(u, revise(b))
		}
	}
	r, err := datapull.PullSource(t.Context(), src, o)
	if err != nil || r.Status != "pulled" || r.Period != "2025-08" {
		t.Fatalf("pull of the revised release: %+v %v", r, err)
	}
	second, files2 := loadCosts(t, dir)
	if first.Version == second.Version {
		t.Fatal("a revised release is the same dataset version")
	}
	db := referencetest.Imported(t, second, files2)
	for name, st := range map[string]costs.Store{"memory": costs.NewMemoryStore(second), "postgres": costs.NewPGStore(db)} {
		area := costs.Area(st)
		for period, want := range map[string]bool{"2025-04": false, "2025-05": false, "2025-06": true, "2025-08": true} {
			got, status, err := referencetest.Call(t.Context(), area.Ops, second.Version, "costs_materials", map[string]string{"category": "concrete", "period": period})
			if status != 200 {
				t.Fatalf("%s %s: %d %v", name, period, status, err)
			}
			a := got.(map[string]any)
			if a["preliminary"] != want || !strings.Contains(a["note"].(string), "Preliminary as BLS marks it (footnote P in its flat files, pulled/ppi/ppi_monthly.csv): WPU1333 2025-06 to 2025-08.") {
				t.Errorf("%s concrete %s: preliminary %v, want %v; %s", name, period, a["preliminary"], want, a["note"])
			}
			if a["sources"].([]any)[0].(map[string]any)["file"] != costs.FilePulledPPI {
				t.Errorf("%s: sources %v", name, a["sources"])
			}
		}
	}
}

// revise drops footnote P from May 2025 in a BLS data file.
func revise(b []byte) []byte {
	lines := bytes.SplitAfter(b, []byte("\n"))
	for i, l := range lines {
		if bytes.Contains(l, []byte("\t2025\tM05\t")) {
			lines[i] = bytes.Replace(l, []byte("\tP\r\n"), []byte("\t\r\n"), 1)
		}
	}
	return bytes.Join(lines, nil)
}

// A changed heading, a footnote code that is not the preliminary mark and
// a category's series gone are each refused, naming what changed; the
// release held stays.
func TestPullPPIRefusesAChangedLayout(t *testing.T) {
	testenv.Heavy(t)
	const fuels = "https://download.bls.gov/pub/time.series/wp/wp.data.6.Fuels"
	for name, c := range map[string]struct {
		url, want string
		edit      func([]byte) []byte
	}{
		"heading": {fuels, `column "footnote_codes" is missing`, func(b []byte) []byte {
			return bytes.Replace(b, []byte("footnote_codes"), []byte("footnotes"), 1)
		}},
		"footnote": {"https://download.bls.gov/pub/time.series/wp/wp.footnote", "footnote P reads", func(b []byte) []byte {
			return bytes.Replace(b, []byte("P\tPreliminary."), []byte("P\tProjected."), 1)
		}},
		"period": {fuels, `column "period" is "Q01"`, func(b []byte) []byte {
			return bytes.Replace(b, []byte("\tM01\t"), []byte("\tQ01\t"), 1)
		}},
		"category series gone": {"https://download.bls.gov/pub/time.series/wp/wp.data.14.Minerals", "WPU1333, which the concrete category uses", func(b []byte) []byte {
			var out []byte
			for l := range bytes.Lines(b) {
				if !bytes.HasPrefix(l, []byte("WPU1333 ")) {
					out = append(out, l...)
				}
			}
			return out
		}},
	} {
		t.Run(name, func(t *testing.T) {
			p := publishertest.New(t)
			files := fixtures(t, "bls", publishertest.BLSTimeSeries)
			p.PutAll(files)
			dir := dataDir(t)
			o := pullOpts(dir, p)
			o.Now = october2025
			src := datapull.Lookup("ppi")
			if _, err := datapull.PullSource(t.Context(), src, o); err != nil {
				t.Fatal(err)
			}
			held, _ := os.ReadFile(filepath.Join(dir, costs.FilePulledPPI))
			p.Put(c.url, c.edit(files[c.url]))
			_, err := datapull.PullSource(t.Context(), src, o)
			var le *datapull.LayoutError
			if !errors.As(err, &le) || !strings.Contains(err.Error(), c.want) || le.Source != "ppi" {
				t.Fatalf("refusal: %v", err)
			}
			if now, _ := os.ReadFile(filepath.Join(dir, costs.FilePulledPPI)); !bytes.Equal(now, held) {
				t.Fatal("the release held changed")
			}
			if l := leftovers(t, dir); len(l) > 0 {
				t.Fatalf("left behind: %v", l)
			}
		})
	}
}

func equal(a, b []string) bool { return strings.Join(a, ",") == strings.Join(b, ",") }

// freshnessOf is the freshness a costs_list answer gives its line name.
func freshnessOf(t testing.TB, list any, name string) map[string]any {
	t.Helper()
	for _, v := range list.(map[string]any)["verticals"].([]any) {
		if v := v.(map[string]any); v["name"] == name {
			if f, ok := v["freshness"].([]any); ok && len(f) == 1 {
				return f[0].(map[string]any)
			}
			t.Fatalf("%s: freshness %v", name, v["freshness"])
		}
	}
	t.Fatalf("no %s line", name)
	return nil
}
