package datapull_test

import (
	"bytes"
	"encoding/csv"
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
	"github.com/plumbline-api/plumbline/reference/products"
)

// november2026 is a Thursday: the release is named by its Monday.
func november2026() time.Time { return time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC) }

const furnacesURL = "https://data.energystar.gov/resource/i97v-e8au.csv?$order=pd_id"

// energyStar serves every list of the loopback ENERGY STAR publisher
// (testdata/publisher/energystar: the bundle's exports in the API's
// columns, README.md) through its paged API, returning them by URL.
func energyStar(t testing.TB, p *publishertest.Publisher) map[string][]byte {
	t.Helper()
	files := fixtures(t, "energystar", publishertest.EnergyStar)
	for u, b := range files {
		p.Paged(u, b, "$offset", "$limit")
	}
	return files
}

// paged is src with pages of size rows: the loopback lists are small.
func paged(src *datapull.Source, size int) *datapull.Source {
	s := *src
	s.Fetches = func(period string) []datapull.Fetch {
		fs := src.Fetches(period)
		for i := range fs {
			pg := *fs[i].Paged
			pg.Size = size
			fs[i].Paged = &pg
		}
		return fs
	}
	return &s
}

func pullES(t *testing.T, src *datapull.Source, p *publishertest.Publisher, dir string) (datapull.PullResult, error) {
	t.Helper()
	o := pullOpts(dir, p)
	o.Now = november2026
	return datapull.PullSource(t.Context(), src, o)
}

// loadProducts loads the products area (and the pulled releases) from dir.
func loadProducts(t testing.TB, dir string) *products.Catalog {
	t.Helper()
	var names []string
	for _, d := range products.Pulled {
		names = append(names, d.Source)
	}
	ds, _, err := reference.Load(reference.PulledLoader(dir, names...), products.Loader(dir))
	if err != nil {
		t.Fatal(err)
	}
	return products.Of(ds)
}

// TestPullEnergyStarPaged walks the furnace list (5,783 rows) in pages of
// 1,000 through a cut page, lands it, and the products area serves its
// rows from the pull (the release is their snapshot); the same release
// again changes nothing.
func TestPullEnergyStarPaged(t *testing.T) {
	testenv.Heavy(t)
	p := publishertest.New(t)
	energyStar(t, p)
	p.Cut(furnacesURL)
	dir := dataDir(t)
	src := paged(datapull.Lookup("energystar-furnaces"), 1000)
	r, err := pullES(t, src, p, dir)
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != "pulled" || r.Period != "2026-11-23" || r.Rows() != 5783 {
		t.Fatalf("pull: %+v (%d rows)", r, r.Rows())
	}
	if n := p.Requests(furnacesURL); n != 7 { // 6 pages, the last short, and the cut one resumed
		t.Fatalf("%d requests, want 6 pages and a resumed one", n)
	}
	if rg := p.Ranges(); len(rg) != 1 || !strings.HasPrefix(rg[0], "/resource/i97v-e8au.csv bytes=") {
		t.Fatalf("the cut page was not resumed: %v", rg)
	}
	got, _ := os.ReadFile(filepath.Join(dir, "pulled/energystar-furnaces/ENERGY_STAR_Certified_Furnaces.csv"))
	if !bytes.HasPrefix(got, []byte("ENERGY STAR Unique ID,Brand Name,Model Name,Model Number,Date Available On Market,Date Certified,Markets,CB Model Identifier,Fuel Type,")) ||
		!bytes.Contains(got, []byte("\n2344035,AIREASE,EL296XV Series,A96DS2V090C20-*,11/15/2011,03/19/2020,\"United States, Canada\",")) {
		t.Fatalf("not the export layout:\n%.600s", got)
	}
	c := loadProducts(t, dir)
	f, ok := c.Product("es-2344035")
	if !ok || f.Source.ID != "energystar-furnaces" || f.Source.Snapshot != "2026-11-23" || f.Specs["afue_pct"] != 96.0 ||
		f.Certification.CertifiedOn != "2020-03-19" || strings.Join(f.Certification.Markets, "|") != "United States|Canada" {
		t.Fatalf("furnace 2344035: %+v", f)
	}
	m, _ := reference.ReadManifestDir(dir)
	e := m["pulled/energystar-furnaces/ENERGY_STAR_Certified_Furnaces.csv"]
	if e.Pulled == nil || e.Pulled.Rows != 5783 || !strings.Contains(e.URL, "i97v-e8au.csv") {
		t.Fatalf("manifest %+v", e)
	}
	if r, err = pullES(t, src, p, dir); err != nil || r.Status != "up-to-date" {
		t.Fatalf("again: %+v %v", r, err)
	}
	if m2, _ := reference.ReadManifestDir(dir); m2["pulled/energystar-furnaces/ENERGY_STAR_Certified_Furnaces.csv"].Pulled.RetrievedAt != e.Pulled.RetrievedAt {
		t.Fatal("the second pull rewrote the release")
	}
}

// A renamed field, a value of another kind, or a list that changed during
// the walk is refused naming it; the release held stays, nothing is left.
func TestPullEnergyStarRefusesAChangedLayout(t *testing.T) {
	testenv.Heavy(t)
	for name, c := range map[string]struct {
		edit func([]byte) []byte
		want string
	}{
		"renamed field": {func(b []byte) []byte { return bytes.Replace(b, []byte(",efficiency_afue,"), []byte(",afue,"), 1) }, `column "efficiency_afue" (Efficiency (AFUE)) is missing`},
		"dropped date": {func(b []byte) []byte {
			return bytes.Replace(b, []byte(",date_certified,"), []byte(",certified_on,"), 1)
		},
			`"date_certified" or "date_qualified"`},
		"text number": {func(b []byte) []byte {
			return bytes.Replace(b, []byte(",All,96,"), []byte(",All,ninety-six,"), 1)
		}, `efficiency_afue "ninety-six" is not a number`},
		"date": {func(b []byte) []byte {
			return bytes.Replace(b, []byte("2011-11-15T00:00:00.000"), []byte("Nov 15 2011"), 1)
		}, `"Nov 15 2011" is not a date`},
	} {
		t.Run(name, func(t *testing.T) {
			p := publishertest.New(t)
			files := energyStar(t, p)
			dir := dataDir(t)
			src := paged(datapull.Lookup("energystar-furnaces"), 2000)
			if _, err := pullES(t, src, p, dir); err != nil {
				t.Fatal(err)
			}
			out := filepath.Join(dir, "pulled/energystar-furnaces/ENERGY_STAR_Certified_Furnaces.csv")
			held, _ := os.ReadFile(out)
			p.Paged(furnacesURL, c.edit(files[furnacesURL]), "$offset", "$limit")
			_, err := pullES(t, src, p, dir)
			var le *datapull.LayoutError
			if !errors.As(err, &le) || !strings.Contains(err.Error(), c.want) || le.Source != "energystar-furnaces" {
				t.Fatalf("refusal: %v", err)
			}
			if now, _ := os.ReadFile(out); !bytes.Equal(now, held) {
				t.Fatal("the release held changed")
			}
			if l := leftovers(t, dir); len(l) > 0 {
				t.Fatalf("left behind: %v", l)
			}
		})
	}
}

// A row seen on two pages (the list changed under the walk) refuses the
// release: a row may have been skipped.
func TestPullEnergyStarListChangedDuringTheWalk(t *testing.T) {
	testenv.Heavy(t)
	p := publishertest.New(t)
	files := energyStar(t, p)
	b := files[furnacesURL]
	lines := bytes.SplitAfter(b, []byte("\n"))
	// The first row again after row 1,000: page 2 starts with it.
	var edited []byte
	for i, l := range lines {
		if i == 1001 {
			edited = append(edited, lines[1]...)
		}
		edited = append(edited, l...)
	}
	p.Paged(furnacesURL, edited, "$offset", "$limit")
	_, err := pullES(t, paged(datapull.Lookup("energystar-furnaces"), 1000), p, dataDir(t))
	if err == nil || !strings.Contains(err.Error(), "on page 1 and page 2: the list changed during the walk") {
		t.Fatalf("%v", err)
	}
}

// Every ENERGY STAR list pulls from the loopback publisher, each with the
// rows it serves, and the area then serves air-source heat pumps and
// mini-splits with HSPF2 as a number.
func TestPullEnergyStarEveryList(t *testing.T) {
	testenv.Heavy(t)
	p := publishertest.New(t)
	files := energyStar(t, p)
	dir := dataDir(t)
	total, bytesIn, bytesOut := 0, int64(0), int64(0)
	start := time.Now()
	for _, d := range products.Pulled {
		src := datapull.Lookup(d.Source)
		if src == nil {
			t.Fatalf("%s is not a source", d.Source)
		}
		r, err := pullES(t, src, p, dir)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := datapull.CSVRecords(files[datapull.ESURL(d.Dataset)])
		if r.Status != "pulled" || r.Rows() != want {
			t.Errorf("%s: %+v, %d rows served", d.Source, r, want)
		}
		total += r.Rows()
		bytesIn += r.Downloaded
		for _, f := range r.Files {
			bytesOut += f.Bytes
		}
	}
	// What the whole loopback catalog costs to pull (docs/data-products.md).
	t.Logf("%d lists, %d rows, %d bytes downloaded, %d bytes written, %v", len(products.Pulled), total, bytesIn, bytesOut, time.Since(start).Round(time.Millisecond))
	if total < 30_000 {
		t.Fatalf("%d rows pulled", total)
	}
	start = time.Now()
	c := loadProducts(t, dir)
	t.Logf("the products area loads the bundle and the %d lists in %v: %d records (%d rows read)", len(products.Pulled), time.Since(start).Round(time.Millisecond), c.Rows(), rowsRead(c))
	lg, ok := c.Product("es-9999990002")
	if !ok || lg.Subcategory != "ductless_mini_splits" || lg.Specs["hspf2_btu_per_wh"] != 9.0 || lg.Specs["seer2_btu_per_wh"] != 20.0 || lg.Brand != "LG" {
		t.Fatalf("the mini-split: %+v", lg)
	}
	aciq, ok := c.Product("es-9999990001")
	if !ok || aciq.Subcategory != "air_source_heat_pumps" || aciq.Specs["cop_at_5f"] != 2.6 || aciq.Name != "1HVAC ACIQ Series" {
		t.Fatalf("the heat pump: %+v", aciq)
	}
	// A heat pump water heater of the 2021 export, in both the water heater
	// list and its heat pump view: served under the view's subcategory.
	hp, ok := c.Product("es-2239305")
	if !ok || hp.Subcategory != "heat_pump_water_heaters" || hp.Source.ID != "energystar-heat-pump-water-heaters" {
		t.Fatalf("a heat pump water heater: %+v", hp)
	}
}

// rowsRead are the rows every source of c read, before the newest row of
// each product replaced the others.
func rowsRead(c *products.Catalog) int {
	n := 0
	for _, s := range c.Sources() {
		n += s.Rows
	}
	return n
}

// Socrata quotes every field of its CSV, heading included: the same list
// so written converts to the same file.
func TestPullEnergyStarQuotedCSV(t *testing.T) {
	testenv.Heavy(t)
	p := publishertest.New(t)
	files := energyStar(t, p)
	dir := dataDir(t)
	src := paged(datapull.Lookup("energystar-boilers"), 500)
	if _, err := pullES(t, src, p, dir); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "pulled/energystar-boilers/ENERGY_STAR_Certified_Boilers.csv")
	plain, _ := os.ReadFile(out)
	const boilers = "https://data.energystar.gov/resource/6rww-hpns.csv?$order=pd_id"
	recs, err := csv.NewReader(bytes.NewReader(files[boilers])).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	var quoted bytes.Buffer
	for _, r := range recs {
		for i, f := range r {
			if i > 0 {
				quoted.WriteByte(',')
			}
			quoted.WriteString(`"` + strings.ReplaceAll(f, `"`, `""`) + `"`)
		}
		quoted.WriteByte('\n')
	}
	p.Paged(boilers, quoted.Bytes(), "$offset", "$limit")
	dir2 := dataDir(t)
	r, err := pullES(t, src, p, dir2)
	if err != nil || r.Rows() != 912 {
		t.Fatalf("%+v %v", r, err)
	}
	if got, _ := os.ReadFile(filepath.Join(dir2, "pulled/energystar-boilers/ENERGY_STAR_Certified_Boilers.csv")); !bytes.Equal(got, plain) {
		t.Fatal("the quoted list converted to other bytes")
	}
}

const centralACURL = "https://data.energystar.gov/resource/tyr2-hhgu.csv?$order=pd_id"

// The air conditioner lists, which ENERGY STAR published as a heading row
// and no rows when last measured, land as empty lists; the same heading
// row alone for any other list is refused, and the list held stays.
func TestPullEnergyStarPublishedEmpty(t *testing.T) {
	testenv.Heavy(t)
	p := publishertest.New(t)
	files := energyStar(t, p)
	dir := dataDir(t)
	r, err := pullES(t, datapull.Lookup("energystar-central-air-conditioners"), p, dir)
	if err != nil || r.Status != "pulled" || r.Rows() != 0 {
		t.Fatalf("the empty central AC list: %+v %v", r, err)
	}
	got, _ := os.ReadFile(filepath.Join(dir, "pulled/energystar-central-air-conditioners/ENERGY_STAR_Certified_Central_Air_Conditioners.csv"))
	if want := "ENERGY STAR Unique ID,Outdoor Unit Brand Name,Series Name,Outdoor Unit Model Number,Date Available On Market,Date Certified,Markets,CB Model Identifier,Product Type,Compressor Staging,SEER2 (Btu/Wh),EER2 (Btu/Wh),Cooling Capacity (Btu/h),Refrigerant with GWP,Indoor Unit Brand Name,Indoor Unit Model Number,AHRI Reference Number\n"; string(got) != want {
		t.Fatalf("the empty list's file:\n%s", got)
	}
	if m, _ := reference.ReadManifestDir(dir); m["pulled/energystar-central-air-conditioners/ENERGY_STAR_Certified_Central_Air_Conditioners.csv"].Pulled == nil {
		t.Fatal("the empty release is not in the manifest")
	}

	src := datapull.Lookup("energystar-furnaces")
	if _, err := pullES(t, src, p, dir); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "pulled/energystar-furnaces/ENERGY_STAR_Certified_Furnaces.csv")
	held, _ := os.ReadFile(out)
	heading, _, _ := bytes.Cut(files[furnacesURL], []byte("\n"))
	p.Paged(furnacesURL, append(heading, '\n'), "$offset", "$limit")
	_, err = pullES(t, src, p, dir)
	var le *datapull.LayoutError
	if !errors.As(err, &le) || !strings.Contains(err.Error(), "the list has no rows") {
		t.Fatalf("an emptied furnace list: %v", err)
	}
	if now, _ := os.ReadFile(out); !bytes.Equal(now, held) {
		t.Fatal("the furnace list held changed")
	}
}

// A central AC list with rows is served under central_air_conditioners
// with SEER2 and EER2 as numbers. The row is a layout row made up for the
// test (placeholder id and model), not data.
func TestPullEnergyStarCentralACRows(t *testing.T) {
	testenv.Heavy(t)
	p := publishertest.New(t)
	files := energyStar(t, p)
	row := "9999990003,Example,Example Series,EXAMPLE-24-AC,2026-01-05T00:00:00.000,2026-02-02T00:00:00.000,United States,,Split System,Single Stage,16.2,12.5,24000,R-454B (GWP:466),Example,EXAMPLE-24-COIL,999999003\n"
	p.Paged(centralACURL, append(bytes.Clone(files[centralACURL]), row...), "$offset", "$limit")
	dir := dataDir(t)
	r, err := pullES(t, datapull.Lookup("energystar-central-air-conditioners"), p, dir)
	if err != nil || r.Rows() != 1 {
		t.Fatalf("%+v %v", r, err)
	}
	ac, ok := loadProducts(t, dir).Product("es-9999990003")
	if !ok || ac.Category != "hvac" || ac.Subcategory != "central_air_conditioners" || ac.Specs["seer2_btu_per_wh"] != 16.2 ||
		ac.Specs["eer2_btu_per_wh"] != 12.5 || ac.Specs["cooling_capacity_btu_per_hr"] != 24000.0 || ac.ModelNumber != "EXAMPLE-24-AC" {
		t.Fatalf("the central AC: %+v", ac)
	}
	if _, has := ac.Specs["hspf2_btu_per_wh"]; has {
		t.Fatal("an air conditioner has an HSPF2")
	}
}
