package datapull_test

import (
	"encoding/json"
	"math"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline/internal/datapull/publishertest"
	"github.com/plumbline-api/plumbline/internal/testenv"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/benchmarks"
	"github.com/plumbline-api/plumbline/reference/geo"
	"github.com/plumbline-api/plumbline/reference/referencetest"
	"github.com/xuri/excelize/v2"
)

// socPriceQuartiles recomputes, with excelize's plain reader, the p25, p50
// and p75 of contract price per ft² over the workbook's houses started in
// 2020 with a contract price (FCONPR, else CONPR) and a floor area (FSQFS,
// else SQFS) in the divisions divs (nil: all), by cumulative WEIGHT.
func socPriceQuartiles(t *testing.T, book []byte, divs ...string) (n int, q [3]float64) {
	t.Helper()
	f, err := excelize.OpenReader(strings.NewReader(string(book)))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, _ := f.GetRows(f.GetSheetList()[0])
	at := map[string]int{}
	for j, h := range rows[0] {
		at[h] = j
	}
	num := func(r []string, c string) float64 {
		if j := at[c]; j < len(r) {
			x, _ := strconv.ParseFloat(r[j], 64)
			return x
		}
		return 0
	}
	type house struct{ v, w float64 }
	var hs []house
	for _, r := range rows[1:] {
		price, area := num(r, "FCONPR"), num(r, "FSQFS")
		if price == 0 {
			price = num(r, "CONPR")
		}
		if area == 0 {
			area = num(r, "SQFS")
		}
		if int(num(r, "STRT"))/100 != 2020 || price == 0 || area == 0 {
			continue
		}
		if divs != nil && !strings.Contains(strings.Join(divs, ","), strconv.Itoa(int(num(r, "DIV")))) {
			continue
		}
		hs = append(hs, house{price / area, num(r, "WEIGHT")})
	}
	sort.SliceStable(hs, func(i, j int) bool { return hs[i].v < hs[j].v })
	var total float64
	for _, h := range hs {
		total += h.w
	}
	for k, p := range []float64{0.25, 0.5, 0.75} {
		var cum float64
		for _, h := range hs {
			if cum += h.w; cum >= p*total {
				q[k] = math.Round(h.v*100) / 100
				break
			}
		}
	}
	return len(hs), q
}

// TestPullSOCPUFSpreads: the bundle's new_construction_sfh says which pull
// adds cost p25/p75; after a soc-puf pull of a file with contract prices
// (the loopback fixture with generated prices, publishertest.SOCContractPrices:
// a layout fixture, not Census figures) it serves them, nationally and for a
// county's region, from the survey-weighted quartiles of price per ft² the
// workbook's rows give, with the method, the published median staying p50.
func TestPullSOCPUFSpreads(t *testing.T) {
	testenv.Heavy(t)
	dir := dataDir(t)
	load := func() (*reference.Dataset, reference.Area) {
		t.Helper()
		ds, _, err := reference.Load(reference.PulledLoader(dir, "soc-puf"), geo.Loader(dir), benchmarks.Loader(dir))
		if err != nil {
			t.Fatal(err)
		}
		return ds, benchmarks.Area(benchmarks.NewMemoryStore(ds), geo.NewMemoryStore(ds), benchmarks.Deps{})
	}
	figures := func(ds *reference.Dataset, area reference.Area, op string, args map[string]string) map[string]any {
		t.Helper()
		args["project_type"] = "new_construction_sfh"
		got, status, err := referencetest.Call(t.Context(), area.Ops, ds.Version, op, args)
		if status != 200 {
			t.Fatalf("%s: %d %v", op, status, err)
		}
		if op == "benchmarks_get" {
			return got.(map[string]any)["tiers"].([]any)[0].(map[string]any)
		}
		return got.(map[string]any)["figures"].(map[string]any)
	}
	ds, area := load()
	f := figures(ds, area, "benchmarks_local", map[string]string{"county": "48453"})
	if f["cost_usd_p25"] != nil || !strings.Contains(f["missing"].(map[string]any)["cost_p25_p75"].(string), "plumbline data pull soc-puf") {
		t.Fatalf("bundle: p25 %v, missing %v", f["cost_usd_p25"], f["missing"])
	}

	p := publishertest.New(t)
	book := soc20(t, func(f *excelize.File, sheet string) {
		if err := publishertest.SOCContractPrices(f, sheet); err != nil {
			t.Fatal(err)
		}
	})
	p.Put(soc20URL, book)
	if r, err := pullSOC(t, p, dir); err != nil || r.Status != "pulled" {
		t.Fatalf("pull: %+v %v", r, err)
	}
	ds, area = load()
	const sqft = 2000 // the curated floor area of the norm
	for _, c := range []struct {
		label string
		op    string
		args  map[string]string
		divs  []string
	}{
		{"national", "benchmarks_get", map[string]string{"tier": "national"}, nil},
		{"Travis County (South)", "benchmarks_local", map[string]string{"county": "48453"}, []string{"5", "6", "7"}},
	} {
		n, q := socPriceQuartiles(t, book, c.divs...)
		if n < 10 {
			t.Fatalf("%s: only %d priced houses in the fixture", c.label, n)
		}
		f := figures(ds, area, c.op, c.args)
		p50 := f["cost_usd_p50"].(float64)
		if f["cost_usd_p25"] != math.Round(q[0]*sqft) || f["cost_usd_p75"] != math.Round(q[2]*sqft) {
			t.Errorf("%s: served p25 %v p75 %v, recomputed %v %v (%d houses)", c.label, f["cost_usd_p25"], f["cost_usd_p75"], math.Round(q[0]*sqft), math.Round(q[2]*sqft), n)
		}
		if _, still := f["missing"].(map[string]any)["cost_p25_p75"]; still {
			t.Errorf("%s: cost_p25_p75 still missing: %v", c.label, f["missing"])
		}
		s, _ := f["inputs"].(map[string]any)["spread"].(map[string]any)
		if s == nil || s["houses"] != float64(n) || s["usd_per_sqft_p50_puf"] != q[1] || !strings.Contains(s["method"].(string), "survey-weighted") ||
			!strings.Contains(s["p50_served"].(string), "published Census SOC median") {
			t.Errorf("%s: spread %v", c.label, s)
		}
		b, _ := json.Marshal(f["sources"])
		if srcs := string(b); !strings.Contains(srcs, `"file":"`+benchmarks.FilePulledSOCPUF) {
			t.Errorf("%s: sources %s", c.label, srcs)
		}
		t.Logf("%s: p25 %v, p50 %v (published median), p75 %v from %d fixture houses", c.label, f["cost_usd_p25"], p50, f["cost_usd_p75"], n)
	}
}
