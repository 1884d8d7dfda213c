package datapull_test

import (
	"archive/zip"
	"bytes"
	"encoding/csv"
	"errors"
	"io"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline/internal/datapull"
	"github.com/plumbline-api/plumbline/internal/datapull/publishertest"
	"github.com/plumbline-api/plumbline/internal/testenv"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/benchmarks"
	"github.com/plumbline-api/plumbline/reference/referencetest"
)

const ahsURL = "https://www2.census.gov/programs-surveys/ahs/2023/AHS%202023%20National%20PUF%20v1.0%20CSV.zip"

func pullAHS(t *testing.T, p *publishertest.Publisher, dir string) (datapull.PullResult, error) {
	t.Helper()
	o := pullOpts(dir, p)
	o.Now = january2026
	return datapull.PullSource(t.Context(), datapull.Lookup(benchmarks.SourceAHS), o)
}

// unzipCSV reads a member of a zip as records, single quotes taken off,
// with the standard library alone (the recomputation shares no code with
// the converter).
func unzipCSV(t *testing.T, z []byte, member string) []map[string]string {
	t.Helper()
	zr, err := zip.NewReader(bytes.NewReader(z), int64(len(z)))
	if err != nil {
		t.Fatal(err)
	}
	f, err := zr.Open(member)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(f)
	recs, err := csv.NewReader(bytes.NewReader(b)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	var out []map[string]string
	for _, r := range recs[1:] {
		m := map[string]string{}
		for i, h := range recs[0] {
			m[h] = strings.Trim(r[i], "'")
		}
		out = append(out, m)
	}
	return out
}

// ahsQuartiles recomputes the weighted quartiles of professionally done
// jobs of a type with a reported cost, in a division ("" nationally).
func ahsQuartiles(t *testing.T, z []byte, jobtype, division string) ([3]float64, int) {
	t.Helper()
	hh := map[string]map[string]string{}
	for _, h := range unzipCSV(t, z, "household.csv") {
		hh[h["CONTROL"]] = h
	}
	type job struct{ cost, w float64 }
	var jobs []job
	for _, p := range unzipCSV(t, z, "project.csv") {
		h := hh[p["CONTROL"]]
		if p["JOBTYPE"] != jobtype || p["JOBDIY"] != "2" || p["JOBCOST"] == "-9" || division != "" && h["DIVISION"] != division {
			continue
		}
		c, _ := strconv.ParseFloat(p["JOBCOST"], 64)
		w, _ := strconv.ParseFloat(h["WEIGHT"], 64)
		jobs = append(jobs, job{c, w})
	}
	sort.SliceStable(jobs, func(i, j int) bool { return jobs[i].cost < jobs[j].cost })
	var total float64
	for _, j := range jobs {
		total += j.w
	}
	var q [3]float64
	for k, share := range []float64{0.25, 0.5, 0.75} {
		cum := 0.0
		for _, j := range jobs {
			if cum += j.w; cum >= share*total {
				q[k] = j.cost
				break
			}
		}
	}
	return q, len(jobs)
}

func ahsBase2023() []string {
	var out []string
	for _, y := range []string{"2021", "2022"} {
		for m := 1; m <= 12; m++ {
			out = append(out, y+"-"+two(m))
		}
	}
	return out
}

// TestPullAHS pulls the AHS national file from a loopback Census through a
// cut download (a layout fixture: generated rows in the documented layout,
// not AHS data), imports it, and the midrange kitchen and bath types
// answer on both stores with the weighted quartiles of professionally done
// jobs recomputed here from the zip, escalated by WPUIP232100; a place
// gets its division's, or not_carried when the division has too few jobs.
// Pulling the same release again changes nothing.
func TestPullAHS(t *testing.T) {
	testenv.Heavy(t)
	p := publishertest.New(t)
	z := publishertest.AHSLayoutFixture()
	p.Put(ahsURL, z)
	p.Cut(ahsURL)
	dir := dataDir(t)
	r, err := pullAHS(t, p, dir)
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != "pulled" || r.Period != "2023" || r.Rows() == 0 {
		t.Fatalf("pull: %+v", r)
	}
	if rg := p.Ranges(); len(rg) != 1 || !strings.HasPrefix(rg[0], "/programs-surveys/ahs/2023/AHS 2023 National PUF v1.0 CSV.zip bytes=") {
		t.Fatalf("the cut download was not resumed: %v", rg)
	}
	if l := leftovers(t, dir); len(l) > 0 {
		t.Fatalf("left behind: %v", l)
	}
	ds, files := loadBenchmarks(t, dir)
	factor, latest := ppiFactor(t, "WPUIP232100", ahsBase2023())
	for name, area := range benchAreas(t, ds, files, nil) {
		for _, c := range []struct{ slug, jobtype string }{{"kitchen_remodel_midrange", "13"}, {"bath_remodel_midrange", "12"}, {"roof_replacement", "16"},
			{"siding_replacement", "17"}, {"flooring_replacement", "25"}, {"deck_addition", "15"}, {"garage_addition", "14"}} {
			ans := benchGet(t, area, ds.Version, map[string]string{"project_type": c.slug})
			if ans["status"] != "live" {
				t.Fatalf("%s %s: %v", name, c.slug, referencetest.Short(ans))
			}
			f := ans["tiers"].([]any)[0].(map[string]any)
			q, n := ahsQuartiles(t, z, c.jobtype, "")
			for k, key := range []string{"cost_usd_p25", "cost_usd_p50", "cost_usd_p75"} {
				if want := math.Round(q[k] * factor); f[key] != want {
					t.Errorf("%s %s national %s: %v, recomputed %v (nominal %v × %.4f)", name, c.slug, key, f[key], want, q[k], factor)
				}
			}
			in := f["inputs"].(map[string]any)
			if in["jobs_professional_with_cost"] != float64(n) || f["sources"].([]any)[0].(map[string]any)["file"] != benchmarks.FilePulledAHS ||
				f["cost_base_period"] != latest+" (escalated by WPUIP232100 from the mean of 2021-01..2022-12)" {
				t.Errorf("%s %s: jobs %v (want %d), sources %v, base %v", name, c.slug, in["jobs_professional_with_cost"], n, f["sources"], f["cost_base_period"])
			}
			if m, _ := f["missing"].(map[string]any); m == nil || m["scope"] == nil || m["scope"] == "" {
				t.Errorf("%s %s: no scope caveat: %v", name, c.slug, f["missing"])
			}
			if ans["tiers"].([]any)[1].(map[string]any)["status"] != "not_carried" {
				t.Errorf("%s %s msa_large: %v", name, c.slug, ans["tiers"].([]any)[1])
			}
			t.Logf("%s %s national (layout fixture, not data): p25 %v p50 %v p75 %v from %d jobs", name, c.slug, f["cost_usd_p25"], f["cost_usd_p50"], f["cost_usd_p75"], n)
		}
		// Travis County TX: division 7, which the fixture fills.
		loc, status, err := referencetest.Call(t.Context(), area.Ops, ds.Version, "benchmarks_local", map[string]string{"project_type": "kitchen_remodel_midrange", "county": "48453"})
		if status != 200 {
			t.Fatalf("%s local: %d %v", name, status, err)
		}
		f := loc.(map[string]any)["figures"].(map[string]any)
		q, _ := ahsQuartiles(t, z, "13", "7")
		if f["tier"] != "msa_large" || f["inputs"].(map[string]any)["geo"] != "D7" || f["cost_usd_p50"] != math.Round(q[1]*factor) || f["inputs"].(map[string]any)["division_name"] != "West South Central" {
			t.Errorf("%s Travis kitchen: %v", name, referencetest.Short(f))
		}
		// Tompkins County NY: division 2, too few jobs in the fixture.
		loc, _, _ = referencetest.Call(t.Context(), area.Ops, ds.Version, "benchmarks_local", map[string]string{"project_type": "kitchen_remodel_midrange", "county": "36109"})
		if f := loc.(map[string]any)["figures"].(map[string]any); f["status"] != "not_carried" || !strings.Contains(f["confidence_reason"].(string), "under the 30") {
			t.Errorf("%s Tompkins kitchen: %v", name, referencetest.Short(f))
		}
		for _, slug := range []string{"kitchen_remodel_major", "bath_remodel_major", "exterior_painting", "basement_finish"} {
			if a := benchGet(t, area, ds.Version, map[string]string{"project_type": slug}); a["status"] != "coming_soon" {
				t.Errorf("%s %s (no AHS code of its own): %v", name, slug, a["status"])
			}
		}
	}
	m, _ := reference.ReadManifestDir(dir)
	before := m[benchmarks.FilePulledAHS].Pulled.RetrievedAt
	if r, err = pullAHS(t, p, dir); err != nil || r.Status != "up-to-date" {
		t.Fatalf("second pull: %+v %v", r, err)
	}
	if m2, _ := reference.ReadManifestDir(dir); m2[benchmarks.FilePulledAHS].Pulled.RetrievedAt != before {
		t.Fatal("the second pull rewrote the release")
	}
}

// A renamed column, a job type outside the codes, a job of no household
// and a member gone are each refused naming it; the release held stays.
func TestPullAHSRefusesAChangedLayout(t *testing.T) {
	members := func(z []byte) map[string][]byte {
		zr, _ := zip.NewReader(bytes.NewReader(z), int64(len(z)))
		out := map[string][]byte{}
		for _, f := range zr.File {
			rc, _ := f.Open()
			out[f.Name], _ = io.ReadAll(rc)
			rc.Close()
		}
		return out
	}
	for name, c := range map[string]struct {
		want string
		edit func(m map[string][]byte)
	}{
		"column": {`column "JOBCOST" is missing`, func(m map[string][]byte) {
			m["project.csv"] = bytes.Replace(m["project.csv"], []byte("JOBCOST"), []byte("JOBCOSTAMT"), 1)
		}},
		"job type": {`JOBTYPE "38" is not a code 01–37`, func(m map[string][]byte) {
			m["project.csv"] = bytes.Replace(m["project.csv"], []byte(",'13',"), []byte(",'38',"), 1)
		}},
		"household": {`CONTROL "99999999999" is no household's`, func(m map[string][]byte) {
			m["project.csv"] = append(m["project.csv"], "'99999999999','13','1','3',1000,'2','1','3'\n"...)
		}},
		"division": {`DIVISION "0" is not a Census division`, func(m map[string][]byte) {
			m["household.csv"] = bytes.Replace(m["household.csv"], []byte(",'7',"), []byte(",'0',"), 1)
		}},
		"member": {"no member matches project.csv", func(m map[string][]byte) { m["projects.csv"] = m["project.csv"]; delete(m, "project.csv") }},
	} {
		t.Run(name, func(t *testing.T) {
			p := publishertest.New(t)
			z := publishertest.AHSLayoutFixture()
			p.Put(ahsURL, z)
			dir := dataDir(t)
			if _, err := pullAHS(t, p, dir); err != nil {
				t.Fatal(err)
			}
			held, _ := os.ReadFile(filepath.Join(dir, benchmarks.FilePulledAHS))
			m := members(z)
			c.edit(m)
			p.Put(ahsURL, publishertest.Zip(m))
			o := pullOpts(dir, p)
			o.Now, o.Period = january2026, "2023"
			_, err := datapull.PullSource(t.Context(), datapull.Lookup(benchmarks.SourceAHS), o)
			var le *datapull.LayoutError
			if !errors.As(err, &le) || !strings.Contains(err.Error(), c.want) || le.Source != benchmarks.SourceAHS {
				t.Fatalf("refusal: %v", err)
			}
			if now, _ := os.ReadFile(filepath.Join(dir, benchmarks.FilePulledAHS)); !bytes.Equal(now, held) {
				t.Fatal("the release held changed")
			}
		})
	}
}
