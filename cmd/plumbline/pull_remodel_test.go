package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline/internal/datapull/publishertest"
	"github.com/plumbline-api/plumbline/internal/postgres/pgtest"
	"github.com/plumbline-api/plumbline/internal/testenv"
	"github.com/plumbline-api/plumbline/reference/benchmarks"
	"github.com/plumbline-api/plumbline/reference/costs"
	"github.com/plumbline-api/plumbline/reference/geo"
	"github.com/plumbline-api/plumbline/reference/referencetest"
)

// TestPullImportRemodel: `data pull remdb-2024 ahs-national` from the
// loopback publishers (the REMDB layout fixture built from the bundled
// subset's rows; the AHS layout fixture, generated rows, not data) into a
// copy of the bundle, `import`, and the benchmarks area answers from
// Postgres: the AHS-mapped types are live with their sources; the REMDB
// types are live from the pulled sheet (priced by the fixture's two
// generated layout rows, not REMDB figures), citing the pulled file and the
// methodology version; hvac_replacement cites the pulled sheet. The bundle,
// with no pull, keeps the REMDB types coming_soon naming the pull.
func TestPullImportRemodel(t *testing.T) {
	testenv.Heavy(t)
	schema := pgtest.New(t)
	ctx := context.Background()
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(bundle)); err != nil {
		t.Fatal(err)
	}
	p := publishertest.New(t)
	book, err := os.ReadFile(filepath.Join("..", "..", "internal", "datapull", "testdata", "publisher", "remdb", "REMDB_2024.12.23.xlsx"))
	if err != nil {
		t.Fatal(err)
	}
	p.Put("https://data.openei.org/files/8336/REMDB_2024.12.23.xlsx", book)
	p.Put("https://www2.census.gov/programs-surveys/ahs/2023/AHS%202023%20National%20PUF%20v1.0%20CSV.zip", publishertest.AHSLayoutFixture())
	var out, errOut bytes.Buffer
	args := []string{"data", "pull", "--dir", dir, "--contact", "ops@example.com", "remdb-2024", "ahs-national"}
	if c := run(ctx, args, env("PLUMBLINE_PUBLISHER_BASE", p.URL), &out, &errOut); c != 0 || strings.Count(out.String(), "landed") != 2 {
		t.Fatalf("%v: %d\n%s%s", args, c, out.String(), errOut.String())
	}
	t.Log(out.String())
	out.Reset()
	if c := run(ctx, []string{"import"}, env("DATABASE_URL", schema.URL, "PLUMBLINE_DATA_DIR", dir), &out, &errOut); c != 0 ||
		!strings.Contains(out.String(), benchmarks.FilePulledAHS) || !strings.Contains(out.String(), benchmarks.FilePulledREMDB) {
		t.Fatalf("import: %d %s %s", c, out.String(), errOut.String())
	}
	var version string
	if err := schema.Pool.QueryRow(ctx, "SELECT version FROM ref_live").Scan(&version); err != nil {
		t.Fatal(err)
	}
	area := benchmarks.Area(benchmarks.NewPGStore(schema.Pool), geo.NewPGStore(schema.Pool),
		benchmarks.Deps{Calc: benchmarks.Builtin, Prices: benchmarks.CostsPrices{Store: costs.NewPGStore(schema.Pool)}})
	answer := func(slug string) map[string]any {
		t.Helper()
		got, status, err := referencetest.Call(ctx, area.Ops, version, "benchmarks_get", map[string]string{"project_type": slug, "tier": "national"})
		if status != 200 {
			t.Fatalf("%s: %d %v", slug, status, err)
		}
		return got.(map[string]any)
	}
	for _, slug := range []string{"kitchen_remodel_midrange", "bath_remodel_midrange", "roof_replacement", "siding_replacement", "flooring_replacement", "deck_addition", "garage_addition"} {
		a := answer(slug)
		f := a["tiers"].([]any)[0].(map[string]any)
		if a["status"] != "live" || f["sources"].([]any)[0].(map[string]any)["file"] != benchmarks.FilePulledAHS || f["cost_usd_p50"] == nil {
			t.Errorf("%s: %v", slug, referencetest.Short(a))
		}
	}
	bundled, _ := referencetest.Bundled(geo.Loader, costs.Loader, benchmarks.Loader)
	bundledArea := benchmarks.Area(benchmarks.NewMemoryStore(bundled), geo.NewMemoryStore(bundled),
		benchmarks.Deps{Calc: benchmarks.Builtin, Prices: benchmarks.CostsPrices{Store: costs.NewMemoryStore(bundled)}})
	for _, c := range []struct{ slug, row string }{{"window_replacement", "Window / Layout fixture"}, {"electrical_panel_upgrade", "Electric Panel / Layout fixture"}} {
		a := answer(c.slug)
		f := a["tiers"].([]any)[0].(map[string]any)
		src := f["sources"].([]any)[0].(map[string]any)
		if a["status"] != "live" || f["status"] != "live" || f["cost_usd_p50"] == nil || src["file"] != benchmarks.FilePulledREMDB ||
			!strings.Contains(src["detail"].(string), c.row) || f["methodology_version"] != benchmarks.MethodologyVersion {
			t.Errorf("%s after pull and import: %v", c.slug, referencetest.Short(a))
		}
		t.Logf("%s (generated layout row, not REMDB): p50 %v, source %v", c.slug, f["cost_usd_p50"], src["detail"])
		b, status, err := referencetest.Call(ctx, bundledArea.Ops, bundled.Version, "benchmarks_get", map[string]string{"project_type": c.slug})
		if status != 200 {
			t.Fatalf("bundle %s: %d %v", c.slug, status, err)
		}
		if bm := b.(map[string]any); bm["status"] != "coming_soon" || !strings.Contains(bm["missing"].(string), "run `plumbline data pull remdb-2024` then `plumbline import` to make it live") {
			t.Errorf("bundle %s: %v", c.slug, referencetest.Short(bm))
		}
	}
	for _, slug := range []string{"roof_replacement", "flooring_replacement", "garage_addition"} {
		b, _, _ := referencetest.Call(ctx, bundledArea.Ops, bundled.Version, "benchmarks_get", map[string]string{"project_type": slug})
		if bm := b.(map[string]any); bm["status"] != "coming_soon" || !strings.Contains(bm["missing"].(string), "run `plumbline data pull ahs-national` then `plumbline import` to make it live") {
			t.Errorf("bundle %s: %v", slug, referencetest.Short(bm))
		}
	}
	hvac := answer("hvac_replacement")["tiers"].([]any)[0].(map[string]any)
	if hvac["sources"].([]any)[0].(map[string]any)["file"] != benchmarks.FilePulledREMDB {
		t.Errorf("hvac sources: %v", hvac["sources"])
	}
}
