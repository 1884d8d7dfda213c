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
	"github.com/plumbline-api/plumbline/reference/costs"
	"github.com/plumbline-api/plumbline/reference/referencetest"
)

// loopbackPricesAndPermits serves the BLS PPI flat files and Census's BPS
// county and place files the fixtures hold (internal/datapull/testdata:
// README.md says what each is), as BLS publishes them after revising May
// 2025: that month no longer carries footnote P.
func loopbackPricesAndPermits(t *testing.T) *publishertest.Publisher {
	t.Helper()
	p := publishertest.New(t)
	root := filepath.Join("..", "..", "internal", "datapull", "testdata", "publisher")
	bls, err := publishertest.Tree(filepath.Join(root, "bls"), publishertest.BLSTimeSeries)
	if err != nil {
		t.Fatal(err)
	}
	for u, b := range bls {
		if strings.Contains(u, ".data.") {
			var out []byte
			for l := range bytes.Lines(b) {
				if bytes.Contains(l, []byte("\t2025\tM05\t")) {
					l = bytes.Replace(l, []byte("\tP\r\n"), []byte("\t\r\n"), 1)
				}
				out = append(out, l...)
			}
			b = out
		}
		p.Put(u, b)
	}
	census, err := publishertest.Tree(filepath.Join(root, "census"), publishertest.Census)
	if err != nil {
		t.Fatal(err)
	}
	p.PutAll(census)
	return p
}

// TestPullImportPricesAndPermits: pull the PPI and BPS sources from the
// loopback publishers into a copy of the bundle, import, and answer from
// Postgres: May 2025, which BLS now publishes as final, is not
// preliminary while June is; a permit-issuing place answers; status says
// where each came from.
func TestPullImportPricesAndPermits(t *testing.T) {
	testenv.Heavy(t)
	schema := pgtest.New(t)
	ctx := context.Background()
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(bundle)); err != nil {
		t.Fatal(err)
	}
	p := loopbackPricesAndPermits(t)
	for _, a := range [][]string{{"ppi"}, {"bps", "--period", "2025-12"}} {
		var out, errOut bytes.Buffer
		args := append([]string{"data", "pull", "--dir", dir, "--contact", "ops@example.com"}, a...)
		if c := run(ctx, args, env("PLUMBLINE_PUBLISHER_BASE", p.URL), &out, &errOut); c != 0 || !strings.Contains(out.String(), "landed") {
			t.Fatalf("%v: %d\n%s%s", args, c, out.String(), errOut.String())
		}
	}
	var out, errOut bytes.Buffer
	if c := run(ctx, []string{"data", "status", "--dir", dir}, env(), &out, &errOut); c != 0 {
		t.Fatal(errOut.String())
	}
	for _, want := range []string{"ppi 2025-08 pulled", "bps 2025-12 pulled", "ppi pulled from the publisher at"} {
		if !strings.Contains(strings.Join(strings.Fields(out.String()), " "), want) {
			t.Errorf("status lacks %q:\n%s", want, out.String())
		}
	}
	out.Reset()
	if c := run(ctx, []string{"import"}, env("DATABASE_URL", schema.URL, "PLUMBLINE_DATA_DIR", dir), &out, &errOut); c != 0 || !strings.Contains(out.String(), costs.FilePulledBPSPlace) {
		t.Fatalf("import: %d %s %s", c, out.String(), errOut.String())
	}
	var version string
	if err := schema.Pool.QueryRow(ctx, "SELECT version FROM ref_live").Scan(&version); err != nil {
		t.Fatal(err)
	}
	area := costs.Area(costs.NewPGStore(schema.Pool))
	answer := func(op string, args map[string]string) map[string]any {
		t.Helper()
		got, status, err := referencetest.Call(ctx, area.Ops, version, op, args)
		if status != 200 {
			t.Fatalf("%s %v: %d %v", op, args, status, err)
		}
		return got.(map[string]any)
	}
	for period, want := range map[string]bool{"2025-04": false, "2025-05": false, "2025-06": true} {
		if got := answer("costs_materials", map[string]string{"category": "drywall", "period": period})["preliminary"]; got != want {
			t.Errorf("drywall %s: preliminary %v, BLS says %v", period, got, want)
		}
	}
	obs := answer("costs_sources_ppi", map[string]string{"series_id": "WPU13710102"})["observations"].([]any)
	if may := obs[len(obs)-4].(map[string]any); may["period"] != "2025-05" || may["preliminary"] != nil {
		t.Errorf("raw May 2025: %v", may)
	}
	ansonia := answer("costs_permits", map[string]string{"jurisdiction": "US-PL-CT-005000"})
	if ansonia["name"] != "Ansonia" || ansonia["county"] != "09140" || ansonia["latest"].(map[string]any)["period"] != "ytd_through_2025-12" {
		t.Fatalf("Ansonia: %v", referencetest.Short(ansonia))
	}
}

// TestPullListPricesAndPermits: --list names the ppi and bps sources with
// their publisher URLs (on the publisher base) and cadence.
func TestPullListPricesAndPermits(t *testing.T) {
	var out, errOut bytes.Buffer
	if c := run(context.Background(), []string{"data", "pull", "--list", "--dir", t.TempDir()}, env("PLUMBLINE_PUBLISHER_BASE", "http://127.0.0.1:9"), &out, &errOut); c != 0 {
		t.Fatal(errOut.String())
	}
	for _, want := range []string{"ppi  (costs)", "bps  (costs)", "http://127.0.0.1:9/pub/time.series/wp/wp.series", "http://127.0.0.1:9/pub/time.series/pc/pc.data.75.Construction",
		"http://127.0.0.1:9/econ/bps/County/co2015a.txt", "http://127.0.0.1:9/econ/bps/Place/West%20Region/we", "cadence: monthly (BLS publishes", "cadence: monthly (Census publishes"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("--list lacks %q:\n%s", want, out.String())
		}
	}
}
