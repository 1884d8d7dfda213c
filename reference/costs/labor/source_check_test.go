package labor_test

import (
	"compress/gzip"
	"context"
	"encoding/csv"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/costs/labor"
	"github.com/plumbline-api/plumbline/reference/geo"
)

// readCSV reads a bundled file (name.gz under dataDir) with nothing but
// encoding/csv: the served answers are checked against this plain read,
// not against the package's own parser.
func readCSV(t *testing.T, name string) []map[string]string {
	t.Helper()
	f, err := os.Open(filepath.Join(dataDir, name+".gz"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	recs, err := csv.NewReader(zr).ReadAll()
	if err != nil && err != io.EOF {
		t.Fatal(err)
	}
	var out []map[string]string
	for _, r := range recs[1:] {
		m := map[string]string{}
		for i, h := range recs[0] {
			m[strings.TrimPrefix(h, "\ufeff")] = r[i]
		}
		out = append(out, m)
	}
	return out
}

// centsOf reads "1,234.56" as cents the plain way (float, rounded).
func centsOf(t *testing.T, s string) (int64, bool) {
	f, err := strconv.ParseFloat(strings.ReplaceAll(s, ",", ""), 64)
	if err != nil {
		return 0, false
	}
	return int64(f*100 + 0.5), true
}

func call(t *testing.T, ops []*reference.Op, version, op string, args map[string]string) (map[string]any, int) {
	t.Helper()
	got, status, err := run(context.Background(), ops, version, op, args)
	if status == 500 || err != nil && status == 0 {
		t.Fatalf("%s %v: %v", op, args, err)
	}
	m, _ := got.(map[string]any)
	return m, status
}

// TestServedCellsMatchFiles: every OEWS cell of the national and New York
// files for the 11 trades is served as published, wages in cents.
func TestServedCellsMatchFiles(t *testing.T) {
	ds, _ := loaded()
	ops := labor.Extension(labor.NewMemoryStore(ds), geo.NewMemoryStore(ds)).Ops
	socs := map[string]bool{}
	for _, tr := range labor.Trades {
		socs[tr.SOC] = true
	}
	checked := 0
	for _, file := range []string{labor.FileNational, labor.FileNY} {
		for _, r := range readCSV(t, file) {
			if r["NAICS"] != "000000" || !socs[r["OCC_CODE"]] {
				continue
			}
			got, status := call(t, ops, ds.Version, "costs_sources_oews", map[string]string{"msa": r["AREA"], "soc": r["OCC_CODE"]})
			if status != 200 {
				t.Fatalf("%s %s: status %d", r["AREA"], r["OCC_CODE"], status)
			}
			hourly := got["hourly"].(map[string]any)
			for col, key := range map[string]string{"H_PCT25": "p25", "H_MEDIAN": "median", "H_PCT75": "p75", "H_MEAN": "mean"} {
				cell := hourly[key].(map[string]any)
				if cell["published"] != r[col] {
					t.Errorf("%s %s %s: published %v, file %q", r["AREA"], r["OCC_CODE"], col, cell["published"], r[col])
				}
				want, ok := centsOf(t, r[col])
				if gotC, _ := cell["cents"].(float64); ok && int64(gotC) != want || !ok && cell["cents"] != nil {
					t.Errorf("%s %s %s: cents %v, file %q", r["AREA"], r["OCC_CODE"], col, cell["cents"], r[col])
				}
			}
			if got["employment_published"] != r["TOT_EMP"] {
				t.Errorf("%s %s: employment %v, file %q", r["AREA"], r["OCC_CODE"], got["employment_published"], r["TOT_EMP"])
			}
			checked++
		}
	}
	// 11 national + the New York cells of the 11 trades
	if checked < 11+100 {
		t.Fatalf("checked %d cells, want the 11 national and over 100 New York ones", checked)
	}
	t.Logf("%d OEWS cells match the files", checked)
}

// TestNationalFactor: the location factor's national median is the
// national file's H_MEDIAN for each trade.
func TestNationalFactor(t *testing.T) {
	ds, _ := loaded()
	ops := labor.Extension(labor.NewMemoryStore(ds), geo.NewMemoryStore(ds)).Ops
	national := map[string]string{}
	for _, r := range readCSV(t, labor.FileNational) {
		national[r["OCC_CODE"]] = r["H_MEDIAN"]
	}
	for _, tr := range labor.Trades {
		got, status := call(t, ops, ds.Version, "costs_labor", map[string]string{"trade": tr.ID, "msa": "15380"})
		if status != 200 {
			t.Fatalf("%s: %d", tr.ID, status)
		}
		lf := got["location_factor"].(map[string]any)
		want, _ := strconv.ParseFloat(national[tr.SOC], 64)
		if lf["national_median"] != want {
			t.Errorf("%s: national median %v, file %v", tr.ID, lf["national_median"], want)
		}
		w := got["wages"].(map[string]any)["hourly_median"].(float64)
		if f := lf["value"].(float64); f < w/want-0.0006 || f > w/want+0.0006 {
			t.Errorf("%s: factor %v, want %v / %v", tr.ID, f, w, want)
		}
	}
}

// TestZIPResolution: a sample of ZIPs resolves to the GeoNames primary
// county and that county's OEWS area, as the files say.
func TestZIPResolution(t *testing.T) {
	ds, _ := loaded()
	ops := labor.Extension(labor.NewMemoryStore(ds), geo.NewMemoryStore(ds)).Ops
	area := map[string]string{}
	for _, r := range readCSV(t, labor.FileAreas) {
		if r["county_fips5_matched"] != "" {
			area[r["county_fips5_matched"]] = r["oews_area_code"]
		}
	}
	n := 0
	for i, r := range readCSV(t, geo.FileZIPs) {
		if i%997 != 0 || r["county_fips5"] == "" || r["state_fips"] == "" || area[r["county_fips5"]] == "" {
			continue
		}
		got, status := call(t, ops, ds.Version, "costs_labor", map[string]string{"trade": "carpenters", "zip": r["zip"]})
		if status == 404 { // e.g. an area OFLC lacks: must say so, not guess
			continue
		}
		if status != 200 {
			t.Fatalf("zip %s: %d %v", r["zip"], status, got)
		}
		if got["resolved_county_fips"] != r["county_fips5"] {
			t.Errorf("zip %s: county %v, file %s", r["zip"], got["resolved_county_fips"], r["county_fips5"])
		}
		wa := got["wage_area"].(map[string]any)["code"]
		if k := got["wage_area"].(map[string]any)["kind"]; k == "state" || k == "national" {
			// The county's area has no figure: a wider one is used, and
			// the county's own area is named in inputs.
			if got["confidence"] != "interpolated" {
				t.Errorf("zip %s: a %s figure answered %v", r["zip"], k, got["confidence"])
			}
			wa = got["inputs"].(map[string]any)["county"].(map[string]any)["wage_area"]
		}
		if wa != area[r["county_fips5"]] {
			t.Errorf("zip %s: wage area %v, file %s", r["zip"], wa, area[r["county_fips5"]])
		}
		if m, ok := got["resolved_msa_code"]; ok && m != wa || !ok && len(area[r["county_fips5"]]) == 5 {
			t.Errorf("zip %s: resolved_msa_code %v, wage area %v", r["zip"], m, wa)
		}
		n++
	}
	if n < 30 {
		t.Fatalf("resolved %d ZIPs, want at least 30", n)
	}
	t.Logf("%d ZIPs resolve as the files say", n)
}
