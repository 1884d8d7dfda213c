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
	"github.com/plumbline-api/plumbline/reference/referencetest"
)

// february2026 is a day when the December 2025 year to date is the newest
// BPS release out (the 2025 annual files are not).
func february2026() time.Time { return time.Date(2026, 2, 15, 12, 0, 0, 0, time.UTC) }

func pullBPS(t *testing.T, p *publishertest.Publisher, dir string) datapull.PullResult {
	t.Helper()
	o := pullOpts(dir, p)
	o.Now = february2026
	r, err := datapull.PullSource(t.Context(), datapull.Lookup("bps"), o)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestPullBPS pulls Census's county and place files from a loopback
// Census (the real files, a cut one resumed) and the costs area answers
// from them: every county of the 2024 and 2025 files (about 3,050) and
// every metro summed from them (about 920), and places, listed under their
// county. Pulling again changes nothing.
func TestPullBPS(t *testing.T) {
	testenv.Heavy(t)
	p := publishertest.New(t)
	files := fixtures(t, "census", publishertest.Census)
	p.PutAll(files)
	const county = "https://www2.census.gov/econ/bps/County/co2024a.txt"
	p.Cut(county)
	dir := dataDir(t)
	r := pullBPS(t, p, dir)
	if r.Status != "pulled" || r.Period != "2025-12" || len(r.Files) != 2 || r.Files[0].Rows < 6_048 || r.Files[1].Rows < 200 {
		t.Fatalf("pull: %+v", r)
	}
	if rg := p.Ranges(); len(rg) != 1 || !strings.HasPrefix(rg[0], "/econ/bps/County/co2024a.txt bytes=") {
		t.Fatalf("the cut download was not resumed: %v", rg)
	}
	// 2024's December year to date is asked for in case its annual file
	// is not out (it is: the 404 is no error).
	if p.Requests("https://www2.census.gov/econ/bps/County/co2412y.txt") != 1 || p.Requests("https://www2.census.gov/econ/bps/Place/South Region/so2512y.txt") != 1 {
		t.Fatal("the optional December 2024 file or a place file was not asked for")
	}
	ds, _ := loadCosts(t, dir)
	d := costs.Of(ds)
	if d.Files.County != costs.FilePulledBPSCounty || d.Files.Place != costs.FilePulledBPSPlace {
		t.Fatalf("files %+v", d.Files)
	}
	latest := func(m map[string][]*costs.PermitRow, year int) int {
		n := 0
		for _, rows := range m {
			if rows[len(rows)-1].Year == year {
				n++
			}
		}
		return n
	}
	if n, l := len(d.Counties), latest(d.Counties, 2025); n < 3_000 || n > 3_150 || l != 3_020 {
		t.Fatalf("%d counties, %d with 2025: want over 3,000 (about 3,100 counties exist) and Census's 3,020", n, l)
	}
	if n := latest(d.CBSAs, 2025); n < 915 || n > 935 {
		t.Fatalf("%d metros with 2025: want about 920", n)
	}
	area := costs.Area(costs.NewMemoryStore(ds))
	call := func(j string) map[string]any {
		got, status, err := referencetest.Call(t.Context(), area.Ops, ds.Version, "costs_permits", map[string]string{"jurisdiction": j})
		if status != 200 {
			t.Fatalf("%s: %d %v", j, status, err)
		}
		return got.(map[string]any)
	}
	// Ithaca city: its 2024 annual and 2025 year-to-date rows, as Census's
	// place files give them.
	ithaca := call("US-PL-NY-360000")
	if ithaca["name"] != "Ithaca" || ithaca["county"] != "36109" || ithaca["cbsa"] != "27060" || ithaca["fips_place"] != "38077" {
		t.Fatalf("Ithaca: %v", referencetest.Short(ithaca))
	}
	h := ithaca["history"].([]any)
	y24 := h[0].(map[string]any)
	if len(h) != 2 || y24["year"] != 2024.0 || y24["period"] != "annual" || y24["months_reported"] != 1.0 ||
		y24["breakouts"].(map[string]any)["1u"].(map[string]any)["units"] != 54.0 || y24["total"].(map[string]any)["units"] != 117.0 {
		t.Fatalf("Ithaca history: %v", referencetest.Short(h))
	}
	if ithaca["latest"].(map[string]any)["period"] != "ytd_through_2025-12" || ithaca["sources"].([]any)[0].(map[string]any)["file"] != costs.FilePulledBPSPlace {
		t.Fatalf("Ithaca latest/sources: %v", referencetest.Short(ithaca))
	}
	raw, status, err := referencetest.Call(t.Context(), area.Ops, ds.Version, "costs_sources_permits", map[string]string{"jurisdiction_code": "US-PL-NY-360000"})
	if rows, _ := raw.(map[string]any)["rows"].([]any); status != 200 || len(rows) != 2 || rows[0].(map[string]any)["code"] != "36360000" ||
		rows[0].(map[string]any)["place_name"] != "Ithaca" || rows[0].(map[string]any)["u1_rep_units"] != 0.0 || raw.(map[string]any)["file"] != costs.FilePulledBPSPlace {
		t.Fatalf("Ithaca raw rows: %d %v %v", status, err, referencetest.Short(raw))
	}
	tompkins := call("US-NY-36109")
	places := referencetest.Short(tompkins["places"])
	if !strings.Contains(places, `{"jurisdiction":"US-PL-NY-360000","name":"Ithaca"}`) || !strings.Contains(places, `"US-PL-NY-360500"`) {
		t.Fatalf("Tompkins places: %s", places)
	}
	if tompkins["sources"].([]any)[0].(map[string]any)["file"] != costs.FilePulledBPSCounty || len(tompkins["history"].([]any)) != 11 {
		t.Fatalf("Tompkins: %v", referencetest.Short(tompkins))
	}
	// Anchorage 2015: the county file spells it twice; the metro counts it once.
	anchorage := call("US-MSA-11260")["history"].([]any)[0].(map[string]any)
	if anchorage["year"] != 2015.0 || anchorage["total"].(map[string]any)["units"] != 933.0 {
		t.Fatalf("Anchorage 2015: %v", referencetest.Short(anchorage))
	}
	list, _, _ := referencetest.Call(t.Context(), area.Ops, ds.Version, "costs_list", nil)
	if f := freshnessOf(t, list, "permits"); f["source"] != "bps" || f["period_held"] != "2025-12" || f["from"] != "publisher" || f["next_period"] != "2026-01" || f["next_expected"] != "2026-02-28" {
		t.Fatalf("costs_list permits freshness: %v", f)
	}
	m, _ := reference.ReadManifestDir(dir)
	before := m[costs.FilePulledBPSPlace].Pulled.RetrievedAt
	if r = pullBPS(t, p, dir); r.Status != "up-to-date" {
		t.Fatalf("second pull: %+v", r)
	}
	if m2, _ := reference.ReadManifestDir(dir); m2[costs.FilePulledBPSPlace].Pulled.RetrievedAt != before {
		t.Fatal("the second pull rewrote the release")
	}
	if _, status, _ := referencetest.Call(t.Context(), area.Ops, ds.Version, "costs_permits", map[string]string{"jurisdiction": "US-PL-NY-999999"}); status != 404 {
		t.Fatalf("an unknown place: %d", status)
	}
}

// Once the 2025 annual files are out they stand for 2025, not the
// December year to date.
func TestPullBPSPrefersTheAnnualFile(t *testing.T) {
	testenv.Heavy(t)
	p := publishertest.New(t)
	files := fixtures(t, "census", publishertest.Census)
	p.PutAll(files)
	annual := bytes.ReplaceAll(files["https://www2.census.gov/econ/bps/County/co2512y.txt"], []byte("\n202512,"), []byte("\n2025,"))
	p.Put("https://www2.census.gov/econ/bps/County/co2025a.txt", annual)
	p.Put("https://www2.census.gov/econ/bps/County/co2601y.txt", files["https://www2.census.gov/econ/bps/County/co2512y.txt"])
	dir := dataDir(t)
	o := pullOpts(dir, p)
	o.Now = func() time.Time { return time.Date(2026, 3, 15, 0, 0, 0, 0, time.UTC) } // 2026-01 out
	o.Period = "2025-12"
	if _, err := datapull.PullSource(t.Context(), datapull.Lookup("bps"), o); err != nil {
		t.Fatal(err)
	}
	ds, _ := loadCosts(t, dir)
	rows := costs.Of(ds).Counties["36109"]
	if last := rows[len(rows)-1]; last.Year != 2025 || last.Period != "ytd_through_2025-12" {
		t.Fatalf("the 2025-12 release: %+v", last)
	}
	// A January release: 2025 from its annual file, 2026 from January's
	// year to date (served here with December's rows re-dated).
	for u, b := range files {
		if strings.HasSuffix(u, "2512y.txt") && strings.Contains(u, "/Place/") {
			p.Put(strings.Replace(u, "2512y", "2601y", 1), bytes.ReplaceAll(b, []byte("\n202512,"), []byte("\n202601,")))
		}
	}
	p.Put("https://www2.census.gov/econ/bps/County/co2601y.txt", bytes.ReplaceAll(files["https://www2.census.gov/econ/bps/County/co2512y.txt"], []byte("\n202512,"), []byte("\n202601,")))
	o.Period = ""
	r, err := datapull.PullSource(t.Context(), datapull.Lookup("bps"), o)
	if err != nil || r.Period != "2026-01" {
		t.Fatalf("%+v %v", r, err)
	}
	ds, _ = loadCosts(t, dir)
	rows = costs.Of(ds).Counties["36109"]
	if n := len(rows); rows[n-2].Year != 2025 || rows[n-2].Period != "annual" || rows[n-1].Period != "ytd_through_2026-01" {
		t.Fatalf("the 2026-01 release: %+v %+v", rows[n-2], rows[n-1])
	}
}

// A changed heading or a file of another period is refused naming it;
// the release held stays.
func TestPullBPSRefusesAChangedLayout(t *testing.T) {
	testenv.Heavy(t)
	const county = "https://www2.census.gov/econ/bps/County/co2023a.txt"
	const place = "https://www2.census.gov/econ/bps/Place/West Region/we2512y.txt"
	for name, c := range map[string]struct {
		url, want string
		edit      func([]byte) []byte
	}{
		"heading": {county, `heading column 8 (1-unit) is "Buildings", want "Units"`, func(b []byte) []byte {
			return bytes.Replace(b, []byte("Name,Bldgs,Units,"), []byte("Name,Bldgs,Buildings,"), 1)
		}},
		"place column": {place, `heading column 8 is "Population"/"", want "Pop"/""`, func(b []byte) []byte {
			return bytes.Replace(b, []byte(",Pop,"), []byte(",Population,"), 1)
		}},
		"survey date": {county, `Survey Date "2022", want 2023`, func(b []byte) []byte {
			return bytes.Replace(b, []byte("\n2023,"), []byte("\n2022,"), 1)
		}},
		"count": {place, `not a count`, func(b []byte) []byte {
			i := bytes.Index(b, []byte("\n202512,"))
			j := bytes.LastIndexByte(b[:bytes.IndexByte(b[i+1:], '\n')+i+1], ',')
			return append(append(append([]byte{}, b[:j+1]...), 'x'), b[j+2:]...)
		}},
	} {
		t.Run(name, func(t *testing.T) {
			p := publishertest.New(t)
			files := fixtures(t, "census", publishertest.Census)
			p.PutAll(files)
			dir := dataDir(t)
			pullBPS(t, p, dir)
			held, _ := os.ReadFile(filepath.Join(dir, costs.FilePulledBPSCounty))
			p.Put(c.url, c.edit(files[c.url]))
			o := pullOpts(dir, p)
			o.Now = february2026
			_, err := datapull.PullSource(t.Context(), datapull.Lookup("bps"), o)
			var le *datapull.LayoutError
			if !errors.As(err, &le) || !strings.Contains(err.Error(), c.want) || le.Source != "bps" {
				t.Fatalf("refusal: %v", err)
			}
			if now, _ := os.ReadFile(filepath.Join(dir, costs.FilePulledBPSCounty)); !bytes.Equal(now, held) {
				t.Fatal("the release held changed")
			}
			if l := leftovers(t, dir); len(l) > 0 {
				t.Fatalf("left behind: %v", l)
			}
		})
	}
}
