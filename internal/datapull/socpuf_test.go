package datapull_test

import (
	"bytes"
	"errors"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline/internal/datapull"
	"github.com/plumbline-api/plumbline/internal/datapull/publishertest"
	"github.com/plumbline-api/plumbline/internal/testenv"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/benchmarks"
	"github.com/plumbline-api/plumbline/reference/geo"
	"github.com/plumbline-api/plumbline/reference/referencetest"
	"github.com/xuri/excelize/v2"
)

const soc20URL = "https://www.census.gov/construction/chars/xls/soc20.xlsx"

// july2021 is a day when the 2020 SOC microdata is the newest out.
func july2021() time.Time { return time.Date(2021, 7, 1, 12, 0, 0, 0, time.UTC) }

// soc20 is the loopback Census's 2020 public-use file (testdata, built by
// gensoc.go from the real extract's rows), edited.
func soc20(t testing.TB, edit func(f *excelize.File, sheet string)) []byte {
	t.Helper()
	b := fixtures(t, "census-soc", func(rel string) string { return "https://www.census.gov/" + rel })[soc20URL]
	if edit == nil {
		return b
	}
	f, err := excelize.OpenReader(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	edit(f, f.GetSheetList()[0])
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func pullSOC(t *testing.T, p *publishertest.Publisher, dir string) (datapull.PullResult, error) {
	t.Helper()
	o := pullOpts(dir, p)
	o.Now = july2021
	return datapull.PullSource(t.Context(), datapull.Lookup("soc-puf"), o)
}

// socQuantiles recomputes the served quantiles from the workbook's rows
// with excelize's plain reader: houses with a start, completion in 2020 and
// sale month, p-quantile of COMP − STRT months by cumulative WEIGHT.
func socQuantiles(t *testing.T, book []byte, div string) (n int, q [3]int) {
	t.Helper()
	f, err := excelize.OpenReader(bytes.NewReader(book))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := f.GetRows(f.GetSheetList()[0], excelize.Options{RawCellValue: true})
	if err != nil {
		t.Fatal(err)
	}
	col := map[string]int{}
	for i, h := range rows[0] {
		col[h] = i
	}
	type house struct {
		m int
		w float64
	}
	var hs []house
	var total float64
	for _, r := range rows[1:] {
		get := func(c string) int { v, _ := strconv.Atoi(r[col[c]]); return v }
		s, c := get("STRT"), get("COMP")
		if s == 0 || c == 0 || get("SALE") == 0 || c/100 != 2020 || (div != "" && r[col["DIV"]] != div) {
			continue
		}
		w, _ := strconv.ParseFloat(r[col["WEIGHT"]], 64)
		hs = append(hs, house{(c/100)*12 + c%100 - (s/100)*12 - s%100, w})
		total += w
	}
	sort.SliceStable(hs, func(i, j int) bool { return hs[i].m < hs[j].m })
	for k, p := range []float64{0.25, 0.5, 0.75} {
		var cum float64
		for _, h := range hs {
			if cum += h.w; cum >= p*total {
				q[k] = h.m
				break
			}
		}
	}
	return len(hs), q
}

// TestPullSOCPUF pulls the 2020 public-use file from a loopback Census (a
// cut download resumed); the benchmarks area then takes new_construction_sfh
// durations from it instead of the bundled extract, nationally and by
// division, as recomputed from the workbook's rows. Pulling again changes
// nothing.
func TestPullSOCPUF(t *testing.T) {
	testenv.Heavy(t)
	p := publishertest.New(t)
	book := soc20(t, nil)
	p.Put(soc20URL, book)
	p.Cut(soc20URL)
	dir := dataDir(t)
	r, err := pullSOC(t, p, dir)
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != "pulled" || r.Period != "2020" || len(r.Files) != 1 || r.Files[0].Rows != 1245 {
		t.Fatalf("pull: %+v", r)
	}
	if rg := p.Ranges(); len(rg) != 1 || !strings.HasPrefix(rg[0], "/construction/chars/xls/soc20.xlsx bytes=") {
		t.Fatalf("the cut download was not resumed: %v", rg)
	}
	if l := leftovers(t, dir); len(l) > 0 {
		t.Fatalf("left behind: %v", l)
	}
	ds, _, err := reference.Load(reference.PulledLoader(dir, "soc-puf"), geo.Loader(dir), benchmarks.Loader(dir))
	if err != nil {
		t.Fatal(err)
	}
	if d := benchmarks.Of(ds).Durations; d == nil || d.File != benchmarks.FilePulledSOCPUF || d.Year != 2020 {
		t.Fatalf("durations from %+v, want the pulled file", d)
	}
	area := benchmarks.Area(benchmarks.NewMemoryStore(ds), geo.NewMemoryStore(ds), benchmarks.Deps{})
	check := func(label string, f map[string]any, div string) {
		t.Helper()
		n, q := socQuantiles(t, book, div)
		d, _ := f["duration"].(map[string]any)
		if d == nil || d["houses"] != float64(n) || d["source"].(map[string]any)["file"] != benchmarks.FilePulledSOCPUF {
			t.Fatalf("%s: %s, want %d houses from the pulled file", label, referencetest.Short(d), n)
		}
		for k, key := range []string{"p25", "p50", "p75"} {
			if d["months_"+key] != float64(q[k]) || f["duration_days_"+key] != math.Round(float64(q[k])*benchmarks.DaysPerMonth) {
				t.Errorf("%s %s: served %v months, recomputed %d", label, key, d["months_"+key], q[k])
			}
		}
	}
	got, status, err := referencetest.Call(t.Context(), area.Ops, ds.Version, "benchmarks_get", map[string]string{"project_type": "new_construction_sfh", "tier": "national"})
	if status != 200 {
		t.Fatalf("get: %d %v", status, err)
	}
	check("national", got.(map[string]any)["tiers"].([]any)[0].(map[string]any), "")
	got, status, err = referencetest.Call(t.Context(), area.Ops, ds.Version, "benchmarks_local", map[string]string{"project_type": "new_construction_sfh", "county": "48453"})
	if status != 200 {
		t.Fatalf("local: %d %v", status, err)
	}
	check("Travis County (West South Central)", got.(map[string]any)["figures"].(map[string]any), "7")

	m, _ := reference.ReadManifestDir(dir)
	e := m[benchmarks.FilePulledSOCPUF]
	if e.Pulled == nil || e.Pulled.Release != "2020" || e.URL != soc20URL || e.Pulled.Rows != 1245 {
		t.Fatalf("manifest entry %+v", e)
	}
	before, _ := os.ReadFile(filepath.Join(dir, benchmarks.FilePulledSOCPUF))
	if r, err = pullSOC(t, p, dir); err != nil || r.Status != "up-to-date" {
		t.Fatalf("second pull: %+v %v", r, err)
	}
	m2, _ := reference.ReadManifestDir(dir)
	after, _ := os.ReadFile(filepath.Join(dir, benchmarks.FilePulledSOCPUF))
	if m2[benchmarks.FilePulledSOCPUF].Pulled.RetrievedAt != e.Pulled.RetrievedAt || !bytes.Equal(before, after) {
		t.Fatal("the second pull rewrote the release")
	}
}

// A renamed column, a month or a division out of its code list, a weight
// that is not one, or a file of another year is refused naming it; the
// release held stays and nothing is left behind.
func TestPullSOCPUFRefusesAChangedLayout(t *testing.T) {
	testenv.Heavy(t)
	set := func(col, value string) func(*excelize.File, string) {
		return func(f *excelize.File, sheet string) {
			rows, _ := f.GetRows(sheet)
			for i, h := range rows[0] {
				if h == col {
					cell, _ := excelize.CoordinatesToCellName(i+1, 2)
					f.SetCellValue(sheet, cell, value)
				}
			}
		}
	}
	for name, c := range map[string]struct {
		edit func(*excelize.File, string)
		want string
	}{
		"renamed column": {func(f *excelize.File, sheet string) {
			rows, _ := f.GetRows(sheet)
			for i, h := range rows[0] {
				if h == "COMP" {
					cell, _ := excelize.CoordinatesToCellName(i+1, 1)
					f.SetCellValue(sheet, cell, "COMPL")
				}
			}
		}, `column "COMP" is missing`},
		"division": {set("DIV", "10"), `DIV "10" is not a Census division 1–9`},
		"month":    {set("STRT", "2020-04"), `STRT "2020-04" is not a month YYYYMM`},
		"weight":   {set("WEIGHT", "-3"), `WEIGHT "-3" is not a positive survey weight`},
		"another year": {func(f *excelize.File, sheet string) {
			rows, _ := f.GetRows(sheet, excelize.Options{RawCellValue: true})
			for i, h := range rows[0] {
				if h == "STRT" || h == "COMP" || h == "SALE" {
					for r := 2; r <= len(rows); r++ { // every month two years earlier: the 2018 file's houses
						cell, _ := excelize.CoordinatesToCellName(i+1, r)
						v, _ := strconv.Atoi(rows[r-1][i])
						f.SetCellInt(sheet, cell, int64(v-200))
					}
				}
			}
		}, "no house was completed in 2020"},
	} {
		t.Run(name, func(t *testing.T) {
			p := publishertest.New(t)
			p.Put(soc20URL, soc20(t, nil))
			dir := dataDir(t)
			if _, err := pullSOC(t, p, dir); err != nil {
				t.Fatal(err)
			}
			held, _ := os.ReadFile(filepath.Join(dir, benchmarks.FilePulledSOCPUF))
			p.Put(soc20URL, soc20(t, c.edit))
			o := pullOpts(dir, p)
			o.Now = july2021
			o.Period = "2020"
			_, err := datapull.PullSource(t.Context(), datapull.Lookup("soc-puf"), o)
			var le *datapull.LayoutError
			if !errors.As(err, &le) || !strings.Contains(err.Error(), c.want) || le.Source != "soc-puf" {
				t.Fatalf("refusal: %v", err)
			}
			if now, _ := os.ReadFile(filepath.Join(dir, benchmarks.FilePulledSOCPUF)); !bytes.Equal(now, held) {
				t.Fatal("the release held changed")
			}
			if l := leftovers(t, dir); len(l) > 0 {
				t.Fatalf("left behind: %v", l)
			}
		})
	}
}

// socSeed is a SOC workbook holding the heading and first house of the
// loopback 2020 file (a fuzz seed the converter accepts).
func socSeed(t testing.TB) []byte {
	return soc20(t, func(f *excelize.File, sheet string) {
		rows, _ := f.GetRows(sheet)
		for r := len(rows); r > 2; r-- {
			f.RemoveRow(sheet, r)
		}
	})
}
