package benchmarks_test

import (
	"crypto/sha256"
	"encoding/hex"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline/reference/benchmarks"
	"github.com/plumbline-api/plumbline/reference/geo"
	"github.com/plumbline-api/plumbline/reference/referencetest"
)

// house is one SOC row of the duration cohort, read with the standard
// library alone.
type house struct {
	div    string
	months int
	weight float64
}

// cohort reads the rows of a SOC file whose house was started, completed
// in year and sold: months = completion month − start month.
func cohort(t *testing.T, rows []map[string]string, year int) []house {
	t.Helper()
	month := func(s string) (int, bool) {
		if s == "" || s == "0" {
			return 0, false
		}
		s = strings.ReplaceAll(s, "-", "")
		y, err1 := strconv.Atoi(s[:4])
		m, err2 := strconv.Atoi(s[4:6])
		if err1 != nil || err2 != nil {
			t.Fatalf("month %q", s)
		}
		return y*12 + m - 1, true
	}
	var out []house
	for _, r := range rows {
		s, ok1 := month(r["STRT"])
		c, ok2 := month(r["COMP"])
		_, ok3 := month(r["SALE"])
		if !ok1 || !ok2 || !ok3 || c/12 != year {
			continue
		}
		out = append(out, house{div: r["DIV"], months: c - s, weight: atof(t, r["WEIGHT"])})
	}
	return out
}

// quantile sorts the houses themselves (the area sums them into cells
// first) and walks their cumulative weight to p of the total.
func quantile(hs []house, p float64) int {
	s := append([]house(nil), hs...)
	sort.SliceStable(s, func(i, j int) bool { return s[i].months < s[j].months })
	var total, cum float64
	for _, h := range s {
		total += h.weight
	}
	for _, h := range s {
		cum += h.weight
		if cum >= p*total {
			return h.months
		}
	}
	return s[len(s)-1].months
}

// TestRecomputeDurations recomputes the national and every division's
// p25/p50/p75 from the bundled extract's rows and compares them with what
// benchmarks_get (national tier) and benchmarks_local (a county of each
// division, its state's division read from the curated table with the
// standard library) serve: months, days and the houses counted.
func TestRecomputeDurations(t *testing.T) {
	hs := cohort(t, readCSV(t, benchmarks.FileSOCPUF), 2020)
	if len(hs) < 9000 {
		t.Fatalf("the 2020 cohort has %d houses: the extract holds about 9,500 completed in 2020", len(hs))
	}
	check := func(label string, f map[string]any, hs []house, geography string) {
		t.Helper()
		d, _ := f["duration"].(map[string]any)
		if d == nil || d["geography"] != geography || int(d["houses"].(float64)) != len(hs) {
			t.Fatalf("%s: duration %v, want %s over %d houses", label, referencetest.Short(d), geography, len(hs))
		}
		t.Logf("%s: %d houses, p25/p50/p75 %d/%d/%d months", label, len(hs), quantile(hs, 0.25), quantile(hs, 0.5), quantile(hs, 0.75))
		for _, p := range []struct {
			q   float64
			key string
		}{{0.25, "p25"}, {0.50, "p50"}, {0.75, "p75"}} {
			m := quantile(hs, p.q)
			if d["months_"+p.key] != float64(m) || f["duration_days_"+p.key] != math.Round(float64(m)*365.25/12) {
				t.Errorf("%s %s: served %v months / %v days, recomputed %d months", label, p.key, d["months_"+p.key], f["duration_days_"+p.key], m)
			}
		}
	}
	check("national", tiersOf(get(t, testDeps(), map[string]string{"project_type": "new_construction_sfh", "tier": "national"}))["national"], hs, "national")

	// A county of each division: the first county, in FIPS order, of the
	// geography whose state the curated table puts in the division.
	raw, err := os.ReadFile(filepath.Join("data", "census_divisions.csv"))
	if err != nil {
		t.Fatal(err)
	}
	divOf := map[string]string{}
	for _, r := range records(t, raw) {
		divOf[r["state_fips"]] = r["division"]
	}
	countyOf := map[string]string{}
	var fips []string
	for _, r := range readCSV(t, "costs/geo/county_names_population_2020_2024.csv") {
		fips = append(fips, r["fips5"])
	}
	sort.Strings(fips)
	for _, f := range fips {
		if d := divOf[f[:2]]; d != "" && countyOf[d] == "" {
			countyOf[d] = f
		}
	}
	ds, _ := loaded()
	area := benchmarks.Area(benchmarks.NewMemoryStore(ds), geo.NewMemoryStore(ds), testDeps())
	for div := 1; div <= 9; div++ {
		d := strconv.Itoa(div)
		var own []house
		for _, h := range hs {
			if h.div == d {
				own = append(own, h)
			}
		}
		out, status, err := run(t.Context(), area, ds.Version, "benchmarks_local", map[string]string{"project_type": "new_construction_sfh", "county": countyOf[d]})
		if status != 200 {
			t.Fatalf("county %s: %d %v", countyOf[d], status, err)
		}
		f := out.(map[string]any)["figures"].(map[string]any)
		check("division "+d+" (county "+countyOf[d]+")", f, own, "census_division")
		if got := f["duration"].(map[string]any)["geography_code"]; got != d {
			t.Errorf("county %s: division %v, want %s", countyOf[d], got, d)
		}
	}
}

// TestBundledExtractIsTheSharedFile: the bundle carries the extract whole,
// gzipped; where the shared data directory is present, the two hold the
// same bytes (the manifest pins both by one checksum).
func TestBundledExtractIsTheSharedFile(t *testing.T) {
	bundled := referencetest.BundledBytes(t, benchmarks.FileSOCPUF)
	const pinned = "5ae13c45043dc3feb4c849735eb10969c69c36a8a8a6efb5e205ad7a09cfc762" // PROVENANCE.md's sha256
	if got := sha256.Sum256(bundled); hex.EncodeToString(got[:]) != pinned {
		t.Fatalf("the bundled extract's sha256 is %x, PROVENANCE.md says %s", got, pinned)
	}
	shared := os.Getenv("PLUMBLINE_DATA_DIR")
	if shared == "" {
		shared = filepath.Join(referencetest.DataDir, "..", "..", "shared", "data")
	}
	b, err := os.ReadFile(filepath.Join(shared, filepath.FromSlash(benchmarks.FileSOCPUF)))
	if err != nil {
		t.Logf("no shared copy to compare (%v): the pinned checksum above stands for it", err)
		return
	}
	if string(b) != string(bundled) {
		t.Fatal("the shared extract and the bundled one differ")
	}
}

// TestDivisions: the curated state → division table agrees with the
// division code Census's own building-permit county file gives every
// county, and covers the 50 states and DC.
func TestDivisions(t *testing.T) {
	seen := map[string]bool{}
	for _, r := range readCSV(t, benchmarks.FilePermits) {
		d, ok := benchmarks.DivisionOfCounty(r["fips5"])
		if !ok {
			t.Fatalf("county %s (%s): no division", r["fips5"], r["county_name"])
		}
		if strconv.Itoa(d.Code) != r["division_code"] {
			t.Fatalf("county %s: division %d, the BPS file says %s", r["fips5"], d.Code, r["division_code"])
		}
		seen[r["fips5"][:2]] = true
	}
	if len(seen) != 51 {
		t.Fatalf("the BPS file's counties are in %d states, want 51", len(seen))
	}
	if _, ok := benchmarks.DivisionOfCounty("72001"); ok {
		t.Fatal("Puerto Rico has no Census division")
	}
}

// TestMonthsQuantile pins the definition on a small distribution: the
// smallest months at which the cumulative weight reaches p of the total.
func TestMonthsQuantile(t *testing.T) {
	dist := []benchmarks.DurationCell{{Months: 0, Weight: 1}, {Months: 3, Weight: 1}, {Months: 4, Weight: 2}}
	for p, want := range map[float64]int{0.25: 0, 0.26: 3, 0.5: 3, 0.51: 4, 0.75: 4, 1: 4} {
		if got := benchmarks.MonthsQuantile(dist, p); got != want {
			t.Errorf("p%.2f: %d, want %d", p, got, want)
		}
	}
}
