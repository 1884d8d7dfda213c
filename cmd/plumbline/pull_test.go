package main

import (
	"bytes"
	"context"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline/internal/datapull/publishertest"
	"github.com/plumbline-api/plumbline/internal/postgres/pgtest"
	"github.com/plumbline-api/plumbline/internal/testenv"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/costs"
	"github.com/plumbline-api/plumbline/reference/costs/labor"
	"github.com/plumbline-api/plumbline/reference/geo"
	"github.com/plumbline-api/plumbline/reference/referencetest"
)

// loopbackBLS serves the BLS releases the fixtures hold (built from the
// real files of the bundle; publishertest says what each holds): OEWS
// national May 2024, OEWS metro "May 2023" (New York's 12 MSAs as
// published, and 8 large metros' May 2015 rows standing in), OEWS state
// May 2024 (Connecticut and Illinois standing in with the national rows),
// QCEW 2020 industry slices (5 central-Ohio counties as published, and
// three Illinois counties and Illinois's state rows standing in with
// their rows: publishertest.QCEWStandIns).
func loopbackBLS(t *testing.T) *publishertest.Publisher {
	t.Helper()
	p := publishertest.New(t)
	book, err := os.ReadFile("../../internal/datapull/testdata/publisher/oews_national_M2024_all_occupations.xlsx")
	if err != nil {
		t.Fatal(err)
	}
	p.Put("https://www.bls.gov/oes/special-requests/oesm24nat.zip", publishertest.Zip(map[string][]byte{"oesm24nat/national_M2024_dl.xlsx": book}))
	heading, rows, err := publishertest.MetroRows(bundle)
	if err != nil {
		t.Fatal(err)
	}
	metro, err := publishertest.OEWSBook(heading, rows)
	if err != nil {
		t.Fatal(err)
	}
	p.Put("https://www.bls.gov/oes/special-requests/oesm23ma.zip", publishertest.Zip(map[string][]byte{"oesm23ma/MSA_M2023_dl.xlsx": metro}))
	heading, rows, err = publishertest.StateRows(bundle)
	if err != nil {
		t.Fatal(err)
	}
	state, err := publishertest.OEWSBook(heading, rows)
	if err != nil {
		t.Fatal(err)
	}
	p.Put("https://www.bls.gov/oes/special-requests/oesm24st.zip", publishertest.Zip(map[string][]byte{"oesm24st/state_M2024_dl.xlsx": state}))
	codes := []string{"23", "236", "238", "23811", "23812", "23813", "23814", "23815", "23816", "23817", "23819", "23821", "23822", "23829",
		"23831", "23832", "23833", "23834", "23835", "23839", "23891", "23899"}
	served, err := publishertest.QCEWSlicesWithStandIns(bundle, codes)
	if err != nil {
		t.Fatal(err)
	}
	for code, body := range served {
		if bytes.Count(body, []byte("\n")) > 1 { // the BLS publishes no slice of an industry without rows
			p.Put("https://data.bls.gov/cew/data/api/2020/a/industry/"+code+".csv", body)
		}
	}
	return p
}

// TestPullImportAnswer is the pipeline end to end: pull the four BLS
// sources from a loopback publisher into a copy of the bundle, check their
// status, import into Postgres, and answer from the new version: a metro
// outside New York, Washington and Florida is measured; a Connecticut ZIP
// answers with its state's OEWS cell; a county outside Ohio has its QCEW
// county step used; a county whose area ratio cannot be formed has the
// state step used; Ohio's county step comes from the pulled release.
// Pulling and importing again changes nothing.
func TestPullImportAnswer(t *testing.T) {
	testenv.Heavy(t)
	schema := pgtest.New(t)
	ctx := context.Background()
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(bundle)); err != nil {
		t.Fatal(err)
	}
	p := loopbackBLS(t)
	pull := func(args ...string) string {
		t.Helper()
		var out, errOut bytes.Buffer
		args = append([]string{"data", "pull", "--dir", dir, "--contact", "ops@example.com"}, args...)
		if c := run(ctx, args, env("PLUMBLINE_PUBLISHER_BASE", p.URL), &out, &errOut); c != 0 {
			t.Fatalf("%v: %d\n%s%s", args, c, out.String(), errOut.String())
		}
		return out.String()
	}
	for _, a := range [][]string{{"oews-national", "--period", "May 2024"}, {"oews-metro", "--period", "May 2023"}, {"oews-state", "--period", "May 2024"}, {"qcew", "--period", "2020"}} {
		if out := pull(a...); !strings.Contains(out, "landed") {
			t.Fatalf("pull %v:\n%s", a, out)
		}
	}
	var out, errOut bytes.Buffer
	if c := run(ctx, []string{"data", "status", "--dir", dir}, env(), &out, &errOut); c != 0 {
		t.Fatal(errOut.String())
	}
	// Held period and where it came from (the table's HELD and FROM), then
	// when each was pulled from the publisher.
	for _, want := range []string{"oews-metro May 2023 pulled", "qcew 2020 pulled", "oews-state May 2024 pulled",
		"oews-metro pulled from the publisher at", "qcew pulled from the publisher at"} {
		if !strings.Contains(strings.Join(strings.Fields(out.String()), " "), want) {
			t.Errorf("status lacks %q:\n%s", want, out.String())
		}
	}
	out.Reset()
	if c := run(ctx, []string{"data", "verify", "--dir", dir}, env(), &out, &errOut); c != 0 || !strings.Contains(out.String(), labor.FilePulledMetro) {
		t.Fatalf("verify: %d\n%s", c, out.String())
	}
	importOnce := func() string {
		var out, errOut bytes.Buffer
		if c := run(ctx, []string{"import"}, env("DATABASE_URL", schema.URL, "PLUMBLINE_DATA_DIR", dir), &out, &errOut); c != 0 {
			t.Fatalf("import: %d %s %s", c, out.String(), errOut.String())
		}
		return out.String()
	}
	if o := importOnce(); !strings.Contains(o, labor.FilePulledQCEW) {
		t.Fatalf("import:\n%s", o)
	}
	var version string
	if err := schema.Pool.QueryRow(ctx, "SELECT version FROM ref_live").Scan(&version); err != nil {
		t.Fatal(err)
	}
	ext := labor.Extension(labor.NewPGStore(schema.Pool), geo.NewPGStore(schema.Pool))
	answer := func(args map[string]string) map[string]any {
		t.Helper()
		got, status, err := referencetest.Call(ctx, ext.Ops, version, "costs_labor", args)
		if status != 200 {
			t.Fatalf("%v: %d %v %v", args, status, err, got)
		}
		return got.(map[string]any)
	}
	// Chicago: measured from the pulled release: its fixture row's median
	// (the May 2015 estimate standing in, publishertest.MetroRows).
	chi := answer(map[string]string{"trade": "electricians", "msa": "16980"})
	if chi["confidence"] != "measured" || chi["period"] != "May 2023" || chi["wages"].(map[string]any)["hourly_median"] != 38.23 {
		t.Fatalf("Chicago: %v %v %v", chi["confidence"], chi["period"], chi["wages"])
	}
	if src := chi["sources"].([]any)[0].(map[string]any); src["file"] != labor.FilePulledMetro {
		t.Fatalf("Chicago's source %v", src)
	}
	// Its location factor compares the pulled May 2023 place with the pulled
	// May 2024 national file, and the note says so from those two periods
	// (issue 39 finding 8: it compared against a hard-coded "May 2024").
	lf, _ := chi["location_factor"].(map[string]any)
	if note, _ := chi["location_factor_note"].(string); lf == nil || lf["place_period"] != "May 2023" || lf["national_period"] != "May 2024" ||
		!strings.Contains(note, "May 2023") || !strings.Contains(note, "May 2024") || !strings.Contains(note, "older") {
		t.Fatalf("Chicago's location factor %v, note %q", lf, chi["location_factor_note"])
	}
	// Hartford answers: its wage area (25540) has no figure (OFLC has no
	// levels for Connecticut's planning regions), so the county takes the
	// state's published cell from the pulled state file, not the nation's.
	h := answer(map[string]string{"trade": "electricians", "zip": "06103"})
	if wa := h["wage_area"].(map[string]any); h["confidence"] != "interpolated" || wa["code"] != "S09" || wa["kind"] != "state" ||
		!slices.Contains(fileNames(h["sources"]), labor.FilePulledState) || step(t, h, "metro_wages")["status"] != "used" ||
		!strings.Contains(h["confidence_reason"].(string), "the state's published OEWS cell is used (May 2024, "+labor.FilePulledState+")") {
		t.Fatalf("Hartford: %v %v %v\n%s", h["confidence"], h["wage_area"], h["sources"], h["confidence_reason"])
	}
	// Cook County, Illinois: its county step is used, the ratio formed
	// against the Chicago area's counties in the pulled slices (Cook and
	// DuPage standing in with Franklin's and Delaware's rows,
	// publishertest.QCEWStandIns), scaling the measured Chicago figure.
	cook := answer(map[string]string{"trade": "electricians", "county": "17031"})
	q := cook["inputs"].(map[string]any)["qcew"].(map[string]any)
	if cook["confidence"] != "derived_industry_method" || step(t, cook, "qcew_county_naics5")["status"] != "used" || q["reference"] != "area" ||
		q["county_row"].(map[string]any)["area_fips"] != "17031" || !slices.Contains(fileNames(cook["sources"]), labor.FilePulledQCEW) ||
		!slices.Contains(fileNames(cook["sources"]), labor.FilePulledMetro) {
		t.Fatalf("Cook: %v %v %v %v", cook["confidence"], cook["inputs"].(map[string]any)["chain"], q, cook["sources"])
	}
	// Its ratio is the county's pay over the two counties' (Franklin's
	// and Delaware's 2020 private NAICS 23821 rows).
	if r, want := q["ratio"].(float64), (348042480.0/4903)/((348042480.0+58441778)/(4903+731)); math.Abs(r-want) > 1e-9 {
		t.Fatalf("Cook's ratio %v, want %v", r, want)
	}
	// Madison County, Illinois: the only county of the St. Louis wage
	// area with a row, so no area ratio; the state step scales by
	// Illinois's rows instead.
	mad := answer(map[string]string{"trade": "electricians", "county": "17119"})
	mq, _ := mad["inputs"].(map[string]any)["qcew"].(map[string]any)
	if mad["confidence"] != "derived_industry_method" || step(t, mad, "qcew_county_naics5")["status"] != "skipped" ||
		step(t, mad, "qcew_state_naics5")["status"] != "used" || mq["reference"] != "state" ||
		mq["reference_rows"].([]any)[0].(map[string]any)["area_fips"] != "17000" || !slices.Contains(fileNames(mad["sources"]), labor.FilePulledQCEW) {
		t.Fatalf("Madison: %v %v %v", mad["confidence"], mad["inputs"].(map[string]any)["chain"], mq)
	}
	// Franklin County's QCEW step reads the pulled slices.
	fr := answer(map[string]string{"trade": "electricians", "county": "39049"})
	if fr["confidence"] != "derived_industry_method" || !strings.Contains(strings.Join(fileNames(fr["sources"]), " "), labor.FilePulledQCEW) {
		t.Fatalf("Franklin: %v %v", fr["confidence"], fr["sources"])
	}
	// costs_list says where each source came from.
	list, _, _ := referencetest.Call(ctx, costs.Area(costs.NewPGStore(schema.Pool), ext).Ops, version, "costs_list", nil)
	for _, v := range list.(map[string]any)["verticals"].([]any) {
		if v := v.(map[string]any); v["name"] == "qcew" {
			f := v["freshness"].([]any)[0].(map[string]any)
			if f["from"] != "publisher" || f["period_held"] != "2020" || f["retrieved_at"] == nil {
				t.Fatalf("qcew freshness %v", f)
			}
		}
	}
	// Again: nothing to fetch that changed, nothing to import.
	if o := pull("qcew", "--period", "2020"); !strings.Contains(o, "held already") {
		t.Fatalf("second pull:\n%s", o)
	}
	if o := importOnce(); !strings.Contains(o, "nothing changed") {
		t.Fatalf("second import:\n%s", o)
	}
	m, err := reference.ReadManifestDir(dir)
	if err != nil || m[labor.FilePulledQCEW].Pulled == nil {
		t.Fatalf("manifest: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, reference.PulledDir, "qcew", reference.PulledManifest)); err != nil {
		t.Fatal(err)
	}
}

// step is the county chain's step of an answer by name.
func step(t *testing.T, answer map[string]any, name string) map[string]any {
	t.Helper()
	for _, s := range answer["inputs"].(map[string]any)["chain"].([]any) {
		if s := s.(map[string]any); s["step"] == name {
			return s
		}
	}
	t.Fatalf("no step %s in %v", name, answer["inputs"].(map[string]any)["chain"])
	return nil
}

func fileNames(sources any) []string {
	var out []string
	for _, s := range sources.([]any) {
		out = append(out, s.(map[string]any)["file"].(string))
	}
	return out
}

// TestPullList names every source with its publisher URL (on the
// publisher base when one is set) and cadence.
func TestPullList(t *testing.T) {
	var out, errOut bytes.Buffer
	if c := run(context.Background(), []string{"data", "pull", "--list", "--dir", t.TempDir()}, env("PLUMBLINE_PUBLISHER_BASE", "http://127.0.0.1:9"), &out, &errOut); c != 0 {
		t.Fatal(errOut.String())
	}
	for _, want := range []string{"oews-national", "oews-metro", "oews-state", "qcew", "http://127.0.0.1:9/oes/special-requests/oesm", "http://127.0.0.1:9/cew/data/api/",
		"cadence: annual (May estimates", "cadence: annual (annual averages"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("--list lacks %q:\n%s", want, out.String())
		}
	}
}
