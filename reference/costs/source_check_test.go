package costs_test

import (
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strconv"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline/reference/costs"
	"github.com/plumbline-api/plumbline/reference/geo"
	"github.com/plumbline-api/plumbline/reference/referencetest"
)

// sourceDir is the shared data the snapshot was bundled from; the test
// reads it with encoding/csv alone, independently of the area's parser.
var sourceDir = filepath.Join("..", "..", "..", "shared", "data")

func readCSV(t *testing.T, name string) []map[string]string {
	t.Helper()
	f, err := os.Open(filepath.Join(sourceDir, name))
	if os.IsNotExist(err) {
		t.Skipf("%s not present: the source check needs the shared data directory", name)
	}
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var r io.Reader = f
	if filepath.Ext(name) == ".gz" {
		if r, err = gzip.NewReader(f); err != nil {
			t.Fatal(err)
		}
	}
	return referencetest.CSVRecords(t, r)
}

// TestServedPPIMatchesFile: every PPI series' 24-month window, at its
// latest month and at a month three years earlier, is the file's values.
func TestServedPPIMatchesFile(t *testing.T) {
	byS := map[string][][2]any{}
	for _, r := range readCSV(t, "costs/ppi/ppi_construction_bls_1986_2025-08.csv") {
		v, err := strconv.ParseFloat(r["value"], 64)
		if err != nil {
			t.Fatal(err)
		}
		byS[r["series_id"]] = append(byS[r["series_id"]], [2]any{r["date"][:7], v})
	}
	ds, _ := loaded()
	area := costs.Area(costs.NewMemoryStore(ds))
	n := 0
	for id, pts := range byS {
		if id[:3] != "WPU" && id[:3] != "PCU" {
			continue
		}
		sort.Slice(pts, func(i, j int) bool { return pts[i][0].(string) < pts[j][0].(string) })
		for _, endAt := range []int{len(pts) - 1, len(pts) - 37, len(pts) / 2} {
			if endAt < 0 {
				continue
			}
			end := pts[endAt][0].(string)
			endT, _ := time.Parse("2006-01", end)
			start := endT.AddDate(0, -23, 0).Format("2006-01") // 24 calendar months
			want := []any{}
			for _, p := range pts {
				if m := p[0].(string); m >= start && m <= end {
					o := map[string]any{"period": m, "value": p[1]}
					if m >= "2025-05" { // the file's release (data to 2025-08) had not revised its last four months
						o["preliminary"] = true
					}
					want = append(want, o)
				}
			}
			got, status, err := run(t.Context(), area, ds.Version, "costs_sources_ppi", map[string]string{"series_id": id, "end": end})
			if status != 200 {
				t.Fatalf("%s end %s: %d %v", id, end, status, err)
			}
			if obs := got.(map[string]any)["observations"]; !reflect.DeepEqual(obs, want) {
				t.Errorf("%s end %s: served %s, file %s", id, end, short(obs), short(want))
			}
			n++
		}
	}
	if n < 210 {
		t.Fatalf("checked %d windows, want every PPI series twice", n)
	}
}

// TestServedPermitsMatchFile: every county's history and latest year are
// the file's rows (a CBSA's are their sums: TestRecomputeMetroPermits).
func TestServedPermitsMatchFile(t *testing.T) {
	ds, _ := loaded()
	area := costs.Area(costs.NewMemoryStore(ds))
	for _, f := range []struct{ file, code, kind string }{
		{"costs/bps/bps_county_annual_2015_2025.csv.gz", "fips5", "county"},
	} {
		want := map[string][]any{}
		seen := map[string]bool{}
		for _, r := range readCSV(t, f.file) {
			key := r[f.code] + "/" + r["year"]
			if seen[key] { // the 2015 county file's duplicate spellings (same figures)
				continue
			}
			seen[key] = true
			num := func(c string) float64 { v, _ := strconv.ParseFloat(r[c], 64); return v }
			br := func(c string) map[string]any {
				return map[string]any{"buildings": num(c + "_bldgs"), "units": num(c + "_units"), "valuation_usd": num(c + "_value")}
			}
			y, _ := strconv.Atoi(r["year"])
			want[r[f.code]] = append(want[r[f.code]], map[string]any{"year": float64(y), "period": r["period"],
				"breakouts": map[string]any{"1u": br("u1"), "2u": br("u2"), "3-4u": br("u34"), "5+u": br("u5p")}, "total": br("total")})
		}
		if len(want) < 900 {
			t.Fatalf("%s: %d places", f.file, len(want))
		}
		for code, hist := range want {
			j := "US-MSA-" + code
			if f.kind == "county" {
				j = fmt.Sprintf("US-%s-%s", geo.StateAbbrByFIPS(code[:2]), code)
			}
			got, status, err := run(t.Context(), area, ds.Version, "costs_permits", map[string]string{"jurisdiction": j})
			if status != 200 {
				t.Fatalf("%s: %d %v", j, status, err)
			}
			m := got.(map[string]any)
			if !reflect.DeepEqual(m["history"], hist) || !reflect.DeepEqual(m["latest"], hist[len(hist)-1]) {
				t.Errorf("%s: served %s\nfile %s", j, short(m["history"]), short(hist))
			}
		}
	}
}
