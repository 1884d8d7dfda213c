package datapull_test

import (
	"bytes"
	"errors"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/plumbline-api/plumbline/internal/datapull"
	"github.com/plumbline-api/plumbline/internal/datapull/publishertest"
	"github.com/plumbline-api/plumbline/internal/testenv"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/benchmarks"
	"github.com/plumbline-api/plumbline/reference/costs"
	"github.com/plumbline-api/plumbline/reference/geo"
	"github.com/plumbline-api/plumbline/reference/referencetest"
	"github.com/xuri/excelize/v2"
)

const remdbURL = "https://data.openei.org/files/8336/REMDB_2024.12.23.xlsx"

// january2026 is a day after the REMDB 2024-12-23 release.
func january2026() time.Time { return time.Date(2026, 1, 15, 12, 0, 0, 0, time.UTC) }

// remdbFixture is the loopback NREL's workbook (testdata, genremdb.go).
func remdbFixture(t testing.TB) []byte {
	t.Helper()
	b, err := os.ReadFile("testdata/publisher/remdb/REMDB_2024.12.23.xlsx")
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func pullREMDB(t *testing.T, p *publishertest.Publisher, dir string) (datapull.PullResult, error) {
	t.Helper()
	o := pullOpts(dir, p)
	o.Now = january2026
	return datapull.PullSource(t.Context(), datapull.Lookup(benchmarks.SourceREMDB), o)
}

// loadBenchmarks loads geo, the costs price side and the benchmarks area
// from dir (the bundle and whatever was pulled into it).
func loadBenchmarks(t testing.TB, dir string) (*reference.Dataset, []reference.FileInfo) {
	t.Helper()
	ds, files, err := reference.Load(reference.PulledLoader(dir, benchmarks.SourceREMDB, benchmarks.SourceAHS), geo.Loader(dir), costs.Loader(dir), benchmarks.Loader(dir))
	if err != nil {
		t.Fatal(err)
	}
	return ds, files
}

// benchAreas are the benchmarks area over the memory store of ds and over
// Postgres after importing ds, each escalating through its own costs store.
func benchAreas(t *testing.T, ds *reference.Dataset, files []reference.FileInfo, norms benchmarks.Norms) map[string]reference.Area {
	t.Helper()
	var db *pgxpool.Pool = referencetest.Imported(t, ds, files)
	return map[string]reference.Area{
		"memory": benchmarks.Area(benchmarks.NewMemoryStore(ds), geo.NewMemoryStore(ds),
			benchmarks.Deps{Calc: benchmarks.Builtin, Prices: benchmarks.CostsPrices{Store: costs.NewMemoryStore(ds)}, Norms: norms}),
		"postgres": benchmarks.Area(benchmarks.NewPGStore(db), geo.NewPGStore(db),
			benchmarks.Deps{Calc: benchmarks.Builtin, Prices: benchmarks.CostsPrices{Store: costs.NewPGStore(db)}, Norms: norms}),
	}
}

func benchGet(t *testing.T, area reference.Area, version string, args map[string]string) map[string]any {
	t.Helper()
	out, status, err := referencetest.Call(t.Context(), area.Ops, version, "benchmarks_get", args)
	if status != 200 {
		t.Fatalf("%v: %d %v", args, status, err)
	}
	return out.(map[string]any)
}

// ppiFactor recomputes a series' escalation from the bundled PPI file
// alone: its latest value over the mean of the months given.
func ppiFactor(t testing.TB, series string, months []string) (float64, string) {
	t.Helper()
	recs, err := publishertest.ReadBundled(referencetest.DataDir, costs.FilePPI)
	if err != nil {
		t.Fatal(err)
	}
	var sum, latestV float64
	n, latest := 0, ""
	for _, r := range recs[1:] {
		if r[0] != series {
			continue
		}
		m := r[1][:7]
		v, _ := strconv.ParseFloat(r[2], 64)
		if slices.Contains(months, m) {
			sum += v
			n++
		}
		if m > latest {
			latest, latestV = m, v
		}
	}
	if n != len(months) {
		t.Fatalf("%s: %d of %d base months in the PPI file", series, n, len(months))
	}
	return latestV / (sum / float64(n)), latest
}

func months2023() []string {
	var out []string
	for m := 1; m <= 12; m++ {
		out = append(out, "2023-"+two(m))
	}
	return out
}

func two(m int) string { return string(rune('0'+m/10)) + string(rune('0'+m%10)) }

// TestREMDBFixtureIsTheBundledSubset: the loopback workbook's first 32
// Machine Read rows are the bundled subset's cells, unchanged; after them
// come only the two generated layout rows (Window, Electric Panel), each
// labelled as not REMDB in its class, description and notes; and each
// subset row id is the one REMDBRowID makes from its Name and Class.
func TestREMDBFixtureIsTheBundledSubset(t *testing.T) {
	real, err := publishertest.REMDBSubsetRows(referencetest.DataDir)
	if err != nil {
		t.Fatal(err)
	}
	layout := publishertest.REMDBLayoutRows()
	f, err := excelize.OpenReader(bytes.NewReader(remdbFixture(t)))
	if err != nil {
		t.Fatal(err)
	}
	rows, _ := f.GetRows("Machine Read", excelize.Options{RawCellValue: true})
	if len(rows) != 2+len(real)+len(layout) || len(real) != 32 || len(layout) != 2 {
		t.Fatalf("%d sheet rows, %d subset rows, %d layout rows", len(rows), len(real), len(layout))
	}
	for i, r := range rows[2+len(real):] {
		if !strings.Contains(r[1], "not REMDB") || r[2] != publishertest.REMDBLayoutRowNote || len(r) < 31 || r[30] != publishertest.REMDBLayoutRowNote {
			t.Errorf("sheet row %d (%s) is not labelled a generated layout row: %q", 2+len(real)+i+1, r[0], r)
		}
	}
	if rows[2+len(real)][0] != "Window" || rows[3+len(real)][0] != "Electric Panel" {
		t.Errorf("layout rows: %q, %q", rows[2+len(real)][0], rows[3+len(real)][0])
	}
	for i, w := range append(real, layout...) {
		for j, v := range w {
			got := ""
			if j < len(rows[i+2]) {
				got = rows[i+2][j]
			}
			if a, errA := strconv.ParseFloat(got, 64); errA == nil {
				// the xlsx keeps 15 significant digits, as Excel shows them
				if b, _ := strconv.ParseFloat(v, 64); math.Abs(a-b) > 1e-12*math.Max(1, math.Abs(b)) {
					t.Fatalf("row %d col %d: %q, generator %q", i+3, j+1, got, v)
				}
			} else if got != v {
				t.Fatalf("row %d col %d: %q, generator %q", i+3, j+1, got, v)
			}
		}
	}
	subset, _ := publishertest.ReadBundled(referencetest.DataDir, publishertest.FileREMDBSubset)
	for _, r := range subset[1:] {
		if id := benchmarks.REMDBRowID(r[3], r[4]); id != r[1] {
			t.Errorf("%q / %q: id %s, the subset's %s", r[3], r[4], id, r[1])
		}
	}
}

// TestPullREMDB pulls the workbook from a loopback NREL through a cut
// download, imports it, and the benchmarks area answers from it on both
// stores: hvac_replacement prices from the pulled row (the same figure as
// the subset's); window_replacement and electrical_panel_upgrade, under the
// default scope norms, price from the fixture's two generated layout rows
// (not REMDB figures: the test checks the path, recomputing from the rows'
// cells); a norm naming a class the sheet lacks says so; and a scope norm
// naming a real pulled row makes a type live, computed as hvac_replacement
// is. Pulling the same release again changes nothing.
func TestPullREMDB(t *testing.T) {
	testenv.Heavy(t)
	p := publishertest.New(t)
	book := remdbFixture(t)
	p.Put(remdbURL, book)
	p.Cut(remdbURL)
	dir := dataDir(t)
	r, err := pullREMDB(t, p, dir)
	if err != nil {
		t.Fatal(err)
	}
	// the 32 real rows and the 2 generated layout rows
	if r.Status != "pulled" || r.Period != "2024-12-23" || r.Rows() != 34 || r.Downloaded < int64(len(book)) {
		t.Fatalf("pull: %+v", r)
	}
	if rg := p.Ranges(); len(rg) != 1 || rg[0] != "/files/8336/REMDB_2024.12.23.xlsx bytes="+strconv.Itoa(len(book)/2)+"-" {
		t.Fatalf("the cut download was not resumed: %v", rg)
	}
	if l := leftovers(t, dir); len(l) > 0 {
		t.Fatalf("left behind: %v", l)
	}
	ds, files := loadBenchmarks(t, dir)
	if pr := reference.PulledOf(ds)[benchmarks.SourceREMDB]; pr.Release != "2024-12-23" || pr.Rows != 34 {
		t.Fatalf("pulled release recorded: %+v", pr)
	}
	bundled, _ := referencetest.Bundled(geo.Loader, costs.Loader, benchmarks.Loader)
	bundledArea := benchmarks.Area(benchmarks.NewMemoryStore(bundled), geo.NewMemoryStore(bundled),
		benchmarks.Deps{Calc: benchmarks.Builtin, Prices: benchmarks.CostsPrices{Store: costs.NewMemoryStore(bundled)}})
	hvacBundle := benchGet(t, bundledArea, bundled.Version, map[string]string{"project_type": "hvac_replacement", "tier": "national"})["tiers"].([]any)[0].(map[string]any)

	// A scope norm naming pulled rows: the window priced by the attic
	// batt row per ft² (R-38 over 1,000 ft²), the panel by the central AC
	// row (3 tons, SEER 15): real rows of the sheet, test norms.
	norms := benchmarks.DefaultNorms()
	moved := benchmarks.Norms{}
	for k, v := range norms {
		moved[k] = v
	}
	moved["window_replacement"] = []benchmarks.Norm{{Quantity: "remdb_component", Value: "Unfinished Attic (Ceiling)"}, {Quantity: "remdb_class", Value: "Batt"}, {Quantity: "remdb_pm1_metric", Value: "R-value"},
		{Quantity: "remdb_pm1_value", Value: "38"}, {Quantity: "quantity_sqft", Value: "1000"}, {Quantity: "ppi_series", Value: "WPUIP232100"}}
	moved["electrical_panel_upgrade"] = []benchmarks.Norm{{Quantity: "remdb_component", Value: "Air Conditioner"}, {Quantity: "remdb_pm1_metric", Value: "Cooling Capacity"},
		{Quantity: "remdb_pm1_value", Value: "3"}, {Quantity: "remdb_pm2_value", Value: "15"}, {Quantity: "ppi_series", Value: "PCU23821X23821X"}}

	for name, area := range benchAreas(t, ds, files, nil) {
		hvac := benchGet(t, area, ds.Version, map[string]string{"project_type": "hvac_replacement", "tier": "national"})["tiers"].([]any)[0].(map[string]any)
		src := hvac["sources"].([]any)[0].(map[string]any)
		if hvac["cost_usd_p50"] != hvacBundle["cost_usd_p50"] || src["file"] != benchmarks.FilePulledREMDB || !strings.Contains(src["detail"].(string), "Air Source Heat Pump / Centrally ducted") {
			t.Errorf("%s hvac: p50 %v (bundle %v), source %v", name, hvac["cost_usd_p50"], hvacBundle["cost_usd_p50"], src)
		}
		// The default norms pick the generated layout rows.
		for _, c := range []struct {
			slug, component, series string
			qty                     float64
		}{{"window_replacement", "Window", "WPUIP232100", 300}, {"electrical_panel_upgrade", "Electric Panel", "PCU23821X23821X", 1}} {
			a := benchGet(t, area, ds.Version, map[string]string{"project_type": c.slug})
			if a["status"] != "live" || len(a["tiers"].([]any)) != 5 {
				t.Fatalf("%s %s with the default norm: %v", name, c.slug, referencetest.Short(a))
			}
			f := a["tiers"].([]any)[0].(map[string]any)
			v, err := norms.Num(c.slug, "remdb_pm1_value")
			if err != nil {
				t.Fatal(err)
			}
			if c.qty != 1 {
				if q, _ := norms.Num(c.slug, "quantity_sqft"); q != c.qty {
					t.Fatalf("%s quantity_sqft %v, want %v", c.slug, q, c.qty)
				}
			}
			factor, latest := ppiFactor(t, c.series, months2023())
			cell := func(col int) float64 { return layoutCell(t, c.component, col) }
			for col, key := range map[int]string{4: "cost_usd_low", 5: "cost_usd_p50", 6: "cost_usd_high"} {
				want := math.Round(((cell(col)*v+cell(col+14))*cell(22) + cell(24)) * c.qty * factor)
				if f[key] != want {
					t.Errorf("%s %s %s: %v, want %v (factor %.4f)", name, c.slug, key, f[key], want, factor)
				}
			}
			src := f["sources"].([]any)[0].(map[string]any)
			if src["file"] != benchmarks.FilePulledREMDB || !strings.Contains(src["detail"].(string), c.component+" / Layout fixture (generated, not REMDB)") ||
				f["methodology_version"] != benchmarks.MethodologyVersion || f["cost_base_period"] != latest+" (escalated from 2023 dollars by "+c.series+")" {
				t.Errorf("%s %s: source %v, methodology %v, base %v", name, c.slug, src, f["methodology_version"], f["cost_base_period"])
			}
			t.Logf("%s: %s (layout row, not REMDB) p50 %v low %v high %v", name, c.slug, f["cost_usd_p50"], f["cost_usd_low"], f["cost_usd_high"])
		}
		list, _, _ := referencetest.Call(t.Context(), area.Ops, ds.Version, "benchmarks_list", nil)
		if list.(map[string]any)["live"] != 4.0 {
			t.Errorf("%s live types with the default norms: %v", name, list.(map[string]any)["live"])
		}
	}
	// A norm asking for a class the sheet lacks leaves the type coming_soon,
	// naming what is missing.
	classed := benchmarks.Norms{}
	for k, v := range norms {
		classed[k] = v
	}
	classed["window_replacement"] = append(slices.Clone(norms["window_replacement"]), benchmarks.Norm{Quantity: "remdb_class", Value: "Casement"})
	for name, area := range benchAreas(t, ds, files, classed) {
		w := benchGet(t, area, ds.Version, map[string]string{"project_type": "window_replacement"})
		if w["status"] != "coming_soon" || w["missing"] != `the pulled REMDB sheet has no "Window" / "Casement" row` {
			t.Errorf("%s window with a class the sheet lacks: %v %v", name, w["status"], w["missing"])
		}
	}
	for name, area := range benchAreas(t, ds, files, moved) {
		w := benchGet(t, area, ds.Version, map[string]string{"project_type": "window_replacement"})
		if w["status"] != "live" || len(w["tiers"].([]any)) != 5 {
			t.Fatalf("%s window with a norm naming a pulled row: %v", name, referencetest.Short(w))
		}
		f := w["tiers"].([]any)[0].(map[string]any)
		factor, latest := ppiFactor(t, "WPUIP232100", months2023())
		// Unfinished Attic (Ceiling) / Batt, the subset's cells.
		const batt = "unfinished_attic_ceiling_batt"
		want := math.Round(((subsetCell(t, batt, "pm1_coef_mid")*38+subsetCell(t, batt, "intercept_mid"))*subsetCell(t, batt, "multiplier_retrofit") +
			subsetCell(t, batt, "adder_retrofit")) * 1000 * factor)
		if f["cost_usd_p50"] != want || f["cost_base_period"] != latest+" (escalated from 2023 dollars by WPUIP232100)" || f["confidence"] != "derived_industry_method" {
			t.Errorf("%s window national: p50 %v want %v (factor %.4f), base %v", name, f["cost_usd_p50"], want, factor, f["cost_base_period"])
		}
		if s := f["sources"].([]any)[0].(map[string]any); s["file"] != benchmarks.FilePulledREMDB {
			t.Errorf("%s window sources %v", name, s)
		}
		if tiers := w["tiers"].([]any); tiers[1].(map[string]any)["status"] != "not_carried" {
			t.Errorf("%s window msa_large: %v", name, tiers[1])
		}
		panel := benchGet(t, area, ds.Version, map[string]string{"project_type": "electrical_panel_upgrade", "tier": "national"})["tiers"].([]any)[0].(map[string]any)
		id := "air_conditioner_centrally_ducted"
		pf, _ := ppiFactor(t, "PCU23821X23821X", months2023())
		wantPanel := math.Round(((subsetCell(t, id, "pm1_coef_mid")*3+subsetCell(t, id, "pm2_coef_mid")*15+subsetCell(t, id, "intercept_mid"))*subsetCell(t, id, "multiplier_retrofit") + subsetCell(t, id, "adder_retrofit")) * pf)
		if panel["cost_usd_p50"] != wantPanel {
			t.Errorf("%s panel p50 %v, want %v", name, panel["cost_usd_p50"], wantPanel)
		}
		t.Logf("%s: window (test norm) p50 %v low %v high %v; panel (test norm) p50 %v", name, f["cost_usd_p50"], f["cost_usd_low"], f["cost_usd_high"], panel["cost_usd_p50"])
		list, _, _ := referencetest.Call(t.Context(), area.Ops, ds.Version, "benchmarks_list", nil)
		if list.(map[string]any)["live"] != 4.0 {
			t.Errorf("%s live types: %v", name, list.(map[string]any)["live"])
		}
	}

	// Again: the same release, unchanged: nothing is written.
	m, _ := reference.ReadManifestDir(dir)
	before := m[benchmarks.FilePulledREMDB].Pulled.RetrievedAt
	if r, err = pullREMDB(t, p, dir); err != nil || r.Status != "up-to-date" {
		t.Fatalf("second pull: %+v %v", r, err)
	}
	if m2, _ := reference.ReadManifestDir(dir); m2[benchmarks.FilePulledREMDB].Pulled.RetrievedAt != before {
		t.Fatal("the second pull rewrote the release")
	}
}

// layoutCell is a number of the generated layout row of component
// (publishertest.REMDBLayoutRows), column index col; an empty cell is 0.
func layoutCell(t testing.TB, component string, col int) float64 {
	t.Helper()
	for _, r := range publishertest.REMDBLayoutRows() {
		if r[0] == component {
			if r[col] == "" {
				return 0
			}
			v, err := strconv.ParseFloat(r[col], 64)
			if err != nil {
				t.Fatal(err)
			}
			return v
		}
	}
	t.Fatalf("no layout row %s", component)
	return 0
}

// subsetCell is a cell of the bundled subset, read apart from the area.
func subsetCell(t testing.TB, id, col string) float64 {
	t.Helper()
	recs, err := publishertest.ReadBundled(referencetest.DataDir, publishertest.FileREMDBSubset)
	if err != nil {
		t.Fatal(err)
	}
	j := slices.Index(recs[0], col)
	for _, r := range recs[1:] {
		if r[1] == id {
			v, err := strconv.ParseFloat(r[j], 64)
			if err != nil {
				t.Fatal(err)
			}
			return v
		}
	}
	t.Fatalf("no subset row %s", id)
	return 0
}

// A changed column, a missing sheet, another price year and a missing
// hvac row are each refused naming what changed; the release held stays.
func TestPullREMDBRefusesAChangedLayout(t *testing.T) {
	edit := func(t *testing.T, fn func(f *excelize.File)) []byte {
		f, err := excelize.OpenReader(bytes.NewReader(remdbFixture(t)))
		if err != nil {
			t.Fatal(err)
		}
		fn(f)
		var buf bytes.Buffer
		if _, err := f.WriteTo(&buf); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	for name, c := range map[string]struct {
		want string
		fn   func(f *excelize.File)
	}{
		"column": {`column "Int-Mid" (row 2, column T) is "Intercept-Mid"`, func(f *excelize.File) { f.SetCellValue("Machine Read", "T2", "Intercept-Mid") }},
		"group":  {`heading row 1 column V is "Installation Factor", want the group "Installation Multiplier"`, func(f *excelize.File) { f.SetCellValue("Machine Read", "V1", "Installation Factor") }},
		"sheet":  {`no sheet "Machine Read"`, func(f *excelize.File) { f.SetSheetName("Machine Read", "Machine Readable") }},
		"units":  {`column D (Output Units) is "2024$"`, func(f *excelize.File) { f.SetCellValue("Machine Read", "D3", "2024$") }},
		"number": {`row 4 column E (Coefficient-Low): "n/a" is not a number`, func(f *excelize.File) { f.SetCellValue("Machine Read", "E4", "n/a") }},
		"hvac row": {"no row air_source_heat_pump_centrally_ducted", func(f *excelize.File) {
			rows, _ := f.GetRows("Machine Read")
			for i, r := range rows {
				if len(r) > 1 && r[0] == "Air Source Heat Pump" && r[1] == "Centrally ducted" {
					f.SetCellValue("Machine Read", "B"+strconv.Itoa(i+1), "Centrally ducted (2024)")
				}
			}
		}},
	} {
		t.Run(name, func(t *testing.T) {
			p := publishertest.New(t)
			p.Put(remdbURL, remdbFixture(t))
			dir := dataDir(t)
			if _, err := pullREMDB(t, p, dir); err != nil {
				t.Fatal(err)
			}
			held, _ := os.ReadFile(filepath.Join(dir, benchmarks.FilePulledREMDB))
			p.Put(remdbURL, edit(t, c.fn))
			o := pullOpts(dir, p)
			o.Now, o.Period = january2026, "2024-12-23" // fetch to compare, even though it is held
			_, err := datapull.PullSource(t.Context(), datapull.Lookup(benchmarks.SourceREMDB), o)
			var le *datapull.LayoutError
			if !errors.As(err, &le) || !strings.Contains(err.Error(), c.want) || le.Source != benchmarks.SourceREMDB {
				t.Fatalf("refusal: %v", err)
			}
			if now, _ := os.ReadFile(filepath.Join(dir, benchmarks.FilePulledREMDB)); !bytes.Equal(now, held) {
				t.Fatal("the release held changed")
			}
			if l := leftovers(t, dir); len(l) > 0 {
				t.Fatalf("left behind: %v", l)
			}
		})
	}
}
