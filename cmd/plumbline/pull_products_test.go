package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline/internal/datapull"
	"github.com/plumbline-api/plumbline/internal/datapull/publishertest"
	"github.com/plumbline-api/plumbline/internal/postgres/pgtest"
	"github.com/plumbline-api/plumbline/internal/testenv"
	"github.com/plumbline-api/plumbline/reference/products"
	"github.com/plumbline-api/plumbline/reference/referencetest"
)

// loopbackEnergyStar serves the ENERGY STAR lists the fixtures hold
// (internal/datapull/testdata/publisher/energystar, README.md) through the
// paged open-data API.
func loopbackEnergyStar(t *testing.T) *publishertest.Publisher {
	t.Helper()
	p := publishertest.New(t)
	lists, err := publishertest.Tree(filepath.Join("..", "..", "internal", "datapull", "testdata", "publisher", "energystar"), publishertest.EnergyStar)
	if err != nil {
		t.Fatal(err)
	}
	for u, b := range lists {
		p.Paged(u, b, "$offset", "$limit")
	}
	return p
}

// TestPullImportEnergyStar: the bundle's answers say which pull adds the
// heat pumps and the air conditioners; pull the heat pump, mini-split,
// furnace and (empty, as published) air conditioner lists from the
// loopback publisher into a copy of the bundle, import, and answer from
// Postgres: air-source heat pumps are listed and filter on HSPF2 and
// SEER2, `q=mini-split` finds the mini-split, a furnace comes from the
// pull, status says where each list came from, and hvac's not_carried
// says the air conditioner lists held no rows.
func TestPullImportEnergyStar(t *testing.T) {
	testenv.Heavy(t)
	schema := pgtest.New(t)
	ctx := context.Background()
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(bundle)); err != nil {
		t.Fatal(err)
	}
	bundled, _ := referencetest.Bundled(products.Loader)
	barea := products.Area(products.NewMemoryStore(bundled))
	if _, status, _ := referencetest.Call(ctx, barea.Ops, bundled.Version, "products_search", map[string]string{"q": "mini-split"}); status != 200 {
		t.Fatalf("bundle, q=mini-split: %d", status)
	}
	list, _, _ := referencetest.Call(ctx, barea.Ops, bundled.Version, "products_list", nil)
	if s := jsonOf(t, list); !strings.Contains(s, "plumbline data pull energystar-heat-pumps energystar-mini-splits energystar-furnaces") ||
		!strings.Contains(s, "plumbline data pull energystar-central-air-conditioners energystar-mini-split-air-conditioners") {
		t.Fatalf("the bundle's hvac not_carried does not name the pull: %s", s)
	}

	p := loopbackEnergyStar(t)
	var out, errOut bytes.Buffer
	args := []string{"data", "pull", "--dir", dir, "--contact", "ops@example.com", "energystar-heat-pumps", "energystar-mini-splits", "energystar-furnaces",
		"energystar-central-air-conditioners", "energystar-mini-split-air-conditioners"}
	if c := run(ctx, args, env("PLUMBLINE_PUBLISHER_BASE", p.URL), &out, &errOut); c != 0 || strings.Count(out.String(), "landed") != 5 {
		t.Fatalf("%v: %d\n%s%s", args, c, out.String(), errOut.String())
	}
	out.Reset()
	if c := run(ctx, []string{"data", "status", "--dir", dir}, env(), &out, &errOut); c != 0 {
		t.Fatal(errOut.String())
	}
	st := strings.Join(strings.Fields(out.String()), " ")
	for _, want := range []string{`energystar-heat-pumps \d{4}-\d{2}-\d{2} pulled`, `energystar-furnaces \d{4}-\d{2}-\d{2} pulled`, `energystar-boilers 2021-03-19 bundle`} {
		if !regexp.MustCompile(want).MatchString(st) {
			t.Errorf("status lacks %s:\n%s", want, out.String())
		}
	}
	out.Reset()
	if c := run(ctx, []string{"import"}, env("DATABASE_URL", schema.URL, "PLUMBLINE_DATA_DIR", dir), &out, &errOut); c != 0 ||
		!strings.Contains(out.String(), "pulled/energystar-heat-pumps/ENERGY_STAR_Certified_Air-Source_Heat_Pumps.csv") {
		t.Fatalf("import: %d %s %s", c, out.String(), errOut.String())
	}
	var version string
	if err := schema.Pool.QueryRow(ctx, "SELECT version FROM ref_live").Scan(&version); err != nil {
		t.Fatal(err)
	}
	area := products.Area(products.NewPGStore(schema.Pool))
	answer := func(op string, args map[string]string) map[string]any {
		t.Helper()
		got, status, err := referencetest.Call(ctx, area.Ops, version, op, args)
		if status != 200 {
			t.Fatalf("%s %v: %d %v", op, args, status, err)
		}
		return got.(map[string]any)
	}
	ids := func(pg map[string]any) []string {
		var out []string
		for _, p := range pg["products"].([]any) {
			out = append(out, p.(map[string]any)["product_id"].(string))
		}
		return out
	}
	hp := answer("products_category", map[string]string{"category": "hvac", "subcategory": "air_source_heat_pumps", "filter[specs.hspf2_btu_per_wh.gte]": "9"})
	if got := ids(hp); hp["total"] != 1.0 || got[0] != "es-9999990001" { // the mini-split is served under its own list
		t.Fatalf("heat pumps with HSPF2 ≥ 9: %v", referencetest.Short(hp))
	}
	hvac := answer("products_category", map[string]string{"category": "hvac", "filter[specs.seer2_btu_per_wh.gte]": "18", "filter[specs.hspf2_btu_per_wh.gte]": "9"})
	if got := ids(hvac); len(got) != 1 || got[0] != "es-9999990002" {
		t.Fatalf("SEER2 ≥ 18 and HSPF2 ≥ 9: %v", referencetest.Short(hvac))
	}
	if none := answer("products_category", map[string]string{"category": "hvac", "filter[specs.hspf2_btu_per_wh.gt]": "9"}); none["total"] != 0.0 {
		t.Fatalf("HSPF2 > 9: %v", referencetest.Short(none))
	}
	found := answer("products_search", map[string]string{"q": "mini-split"})
	if got := jsonOf(t, found); !strings.Contains(got, "es-9999990002") {
		t.Fatalf("q=mini-split: %s", got)
	}
	furnace := answer("products_get", map[string]string{"product_id": "es-2344035"})
	if src := furnace["source"].(map[string]any); src["id"] != "energystar-furnaces" || !strings.HasPrefix(src["file"].(string), "pulled/energystar-furnaces/") {
		t.Fatalf("furnace 2344035 source: %v", src)
	}
	lst := answer("products_list", nil)
	for _, c := range lst["categories"].([]any) {
		c := c.(map[string]any)
		if c["id"] == "hvac" && (strings.Contains(c["not_carried"].(string), "data pull energystar-") || !strings.Contains(jsonOf(t, c["subcategories"]), "ductless_mini_splits") ||
			!regexp.MustCompile(`^Central and mini-split air conditioners: ENERGY STAR's lists \(tyr2-hhgu, qj64-j3bn\) held no rows when pulled \(release \d{4}-\d{2}-\d{2}\)\.$`).MatchString(c["not_carried"].(string))) {
			t.Fatalf("hvac after the pull: %v", referencetest.Short(c))
		}
	}
	srcs := jsonOf(t, answer("products_sources", nil))
	if !strings.Contains(srcs, `"url":"https://data.energystar.gov/resource/w7cv-9xjt"`) || !strings.Contains(srcs, "plumbline data pull energystar-heat-pumps") {
		t.Fatalf("sources: %s", srcs)
	}
}

// jsonOf is an answer as JSON text, whole.
func jsonOf(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestPullListProducts: --list names every ENERGY STAR source with its
// publisher URL (on the publisher base).
func TestPullListProducts(t *testing.T) {
	var out, errOut bytes.Buffer
	if c := run(context.Background(), []string{"data", "pull", "--list", "--dir", t.TempDir()}, env("PLUMBLINE_PUBLISHER_BASE", "http://127.0.0.1:9"), &out, &errOut); c != 0 {
		t.Fatal(errOut.String())
	}
	for _, d := range products.Pulled {
		if !strings.Contains(out.String(), d.Source+"  (products)") || !strings.Contains(out.String(), "http://127.0.0.1:9/resource/"+d.Dataset+".csv?$order=pd_id") {
			t.Errorf("--list lacks %s with its URL", d.Source)
		}
	}
	if n := len(products.Pulled); n < 20 || datapull.Lookup("energystar-heat-pumps") == nil {
		t.Fatalf("%d ENERGY STAR lists", n)
	}
}
