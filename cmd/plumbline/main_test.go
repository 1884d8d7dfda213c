package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/internal/postgres"
	"github.com/plumbline-api/plumbline/internal/postgres/pgtest"
	"github.com/plumbline-api/plumbline/internal/redistest"
	"github.com/plumbline-api/plumbline/internal/testenv"
	"github.com/redis/go-redis/v9"
)

// TestMain lets a test run this binary as the real server (see TestSIGTERM).
func TestMain(m *testing.M) {
	if os.Getenv("PLUMBLINE_TEST_RUN_MAIN") == "1" {
		os.Args = []string{"plumbline", "serve"}
		main()
		return
	}
	os.Exit(m.Run())
}

const testKey = "svc_testTESTtestTESTtestTESTtest0001"

// env is an environment of the settings kv, with the background refresh of
// the publishers' releases off unless kv sets it: a test server answers
// from its data directory, network or not.
func env(kv ...string) func(string) string {
	m := map[string]string{"PLUMBLINE_REFRESH": "off"}
	for i := 0; i+1 < len(kv); i += 2 {
		m[kv[i]] = kv[i+1]
	}
	return func(k string) string { return m[k] }
}

// serveInProcess runs `plumbline serve` and returns its base URL, the
// banner's dev key, the log buffer and a stop function returning the exit code.
func serveInProcess(t *testing.T, getenv func(string) string) (string, string, *testenv.Buffer, func() int) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	outR, outW := io.Pipe()
	logs := &testenv.Buffer{}
	code := make(chan int, 1)
	go func() { code <- run(ctx, []string{"serve"}, getenv, outW, logs); outW.Close() }()
	sc := bufio.NewScanner(outR)
	var base, key string
	for sc.Scan() && (base == "" || key == "") {
		line := sc.Text()
		if _, after, ok := strings.Cut(line, "listening on "); ok {
			base = strings.Fields(after)[0]
		}
		if after, ok := strings.CutPrefix(line, "dev API key: "); ok {
			key = after
		}
	}
	if base == "" || key == "" {
		cancel()
		t.Fatalf("no banner; logs: %s", logs.String())
	}
	go func() { _, _ = io.Copy(io.Discard, outR) }()
	return base, key, logs, func() int {
		cancel()
		select {
		case c := <-code:
			return c
		case <-time.After(10 * time.Second):
			t.Fatal("serve did not stop")
			return -1
		}
	}
}

func postYards(t *testing.T, base, key string) (int, []byte) {
	t.Helper()
	req, _ := http.NewRequest("POST", base+"/v1/calc/concrete/yards", strings.NewReader(`{"length_ft":10,"width_ft":10,"depth_in":4,"waste_factor":0.1}`))
	req.Header.Set("Authorization", "Bearer "+key)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Prefer", "return=minimal")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, b
}

func TestServeEmbeddedDefaultWithFixedKey(t *testing.T) {
	base, key, logs, stop := serveInProcess(t, env("PLUMBLINE_ADDR", "127.0.0.1:0", "PLUMBLINE_DEV_KEY", testKey))
	if key != testKey {
		t.Fatalf("banner key %q, want PLUMBLINE_DEV_KEY", key)
	}
	status, body := postYards(t, base, key)
	if status != 200 || string(body) != `{"cubic_yards":1.358,"cubic_feet":33.333,"bags_60lb":62,"bags_80lb":49,"bag_yield_60lb_cuft":0.6,"bag_yield_80lb_cuft":0.75,"bags_60lb_at_maker_yield":82,"bags_80lb_at_maker_yield":62,"waste_included_cuyd":0.123,"code_reference":"IRC R506.1"}` {
		t.Fatalf("%d %s", status, body)
	}
	if code := stop(); code != 0 {
		t.Fatalf("exit code %d; logs %s", code, logs)
	}
	if strings.Contains(logs.String(), testKey) || strings.Contains(logs.String(), testKey[4:]) {
		t.Fatalf("the plaintext key reached the logs:\n%s", logs)
	}
	if !strings.Contains(logs.String(), `"msg":"stopped"`) {
		t.Fatalf("no clean stop in logs:\n%s", logs)
	}
}

func TestServeGeneratesAUsableKey(t *testing.T) {
	base, key, _, stop := serveInProcess(t, env("PLUMBLINE_ADDR", "127.0.0.1:0"))
	defer stop()
	if !strings.HasPrefix(key, "svc_") || len(key) != 36 {
		t.Fatalf("generated key %q", key)
	}
	if status, body := postYards(t, base, key); status != 200 {
		t.Fatalf("%d %s", status, body)
	}
}

func TestBadSettingsFailClearly(t *testing.T) {
	cases := []struct {
		env  []string
		want string
	}{
		{[]string{"PLUMBLINE_DEV_KEY", "svc_tooShort"}, "PLUMBLINE_DEV_KEY"},
		{[]string{"PLUMBLINE_CORS_ORIGINS", "*"}, "CORS origin"},
		{[]string{"PLUMBLINE_ADDR", "nonsense"}, "PLUMBLINE_ADDR"},
		{[]string{"PLUMBLINE_MAX_BODY_BYTES", "-5"}, "PLUMBLINE_MAX_BODY_BYTES"},
		{[]string{"PLUMBLINE_SHUTDOWN_TIMEOUT", "soon"}, "PLUMBLINE_SHUTDOWN_TIMEOUT"},
		{[]string{"PLUMBLINE_LOG_LEVEL", "chatty"}, "PLUMBLINE_LOG_LEVEL"},
		{[]string{"PLUMBLINE_DATASET_KEEP", "1"}, "PLUMBLINE_DATASET_KEEP"},
		{[]string{"PLUMBLINE_DATASET_KEEP_FOR", "a while"}, "PLUMBLINE_DATASET_KEEP_FOR"},
		{[]string{"PLUMBLINE_REFRESH", "sometimes"}, "PLUMBLINE_REFRESH"},
		{[]string{"PLUMBLINE_REFRESH", "on", "PLUMBLINE_REFRESH_EVERY", "1ms"}, "PLUMBLINE_REFRESH_EVERY"},
		{[]string{"PLUMBLINE_REFRESH", "on", "PLUMBLINE_REFRESH_SOURCES", "oews-metro,nope"}, `no source "nope"`},
		{[]string{"PLUMBLINE_REFRESH", "on", "PLUMBLINE_PUBLISHER_BASE", "not a url"}, "PLUMBLINE_PUBLISHER_BASE"},
	}
	for _, c := range cases {
		var out, errOut bytes.Buffer
		code := run(context.Background(), []string{"serve"}, env(append([]string{"PLUMBLINE_ADDR", "127.0.0.1:0"}, c.env...)...), &out, &errOut)
		if code != 1 || !strings.Contains(errOut.String(), c.want) {
			t.Errorf("%v: exit %d, stderr %q", c.env, code, errOut.String())
		}
	}
	var out, errOut bytes.Buffer
	run(context.Background(), []string{"serve"}, env("PLUMBLINE_DEV_KEY", "svc_secretButMalformed!"), &out, &errOut)
	if strings.Contains(errOut.String(), "secretButMalformed") {
		t.Error("a rejected PLUMBLINE_DEV_KEY was echoed")
	}
}

func TestCommands(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := run(context.Background(), []string{"version"}, env(), &out, &errOut); code != 0 || !strings.Contains(out.String(), "0.4.0") {
		t.Fatalf("version: %d %q", code, out.String())
	}
	out.Reset()
	if code := run(context.Background(), []string{"openapi"}, env(), &out, &errOut); code != 0 {
		t.Fatalf("openapi: %d %s", code, errOut.String())
	}
	var doc struct{ OpenAPI string }
	if err := json.Unmarshal(out.Bytes(), &doc); err != nil || doc.OpenAPI != "3.1.0" {
		t.Fatalf("openapi output: %v %q", err, out.String()[:min(80, out.Len())])
	}
	if code := run(context.Background(), []string{"frobnicate"}, env(), &out, &errOut); code != 2 {
		t.Fatalf("unknown command exit %d", code)
	}
}

// TestSIGTERM runs the binary as a child process, sends it SIGTERM and
// expects a clean exit: signal handling is wired to graceful shutdown.
func TestSIGTERM(t *testing.T) {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "PLUMBLINE_TEST_RUN_MAIN=1", "PLUMBLINE_ADDR=127.0.0.1:0", "PLUMBLINE_DEV_KEY="+testKey, "PLUMBLINE_REFRESH=off")
	stdout, _ := cmd.StdoutPipe()
	logs := &testenv.Buffer{}
	cmd.Stderr = logs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(stdout)
	var base string
	for sc.Scan() {
		if _, after, ok := strings.Cut(sc.Text(), "listening on "); ok {
			base = strings.Fields(after)[0]
			break
		}
	}
	go func() { _, _ = io.Copy(io.Discard, stdout) }()
	if base == "" {
		_ = cmd.Process.Kill()
		t.Fatalf("no banner: %s", logs)
	}
	if status, _ := postYards(t, base, testKey); status != 200 {
		t.Fatalf("status %d", status)
	}
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("exit after SIGTERM: %v\n%s", err, logs)
		}
	case <-time.After(10 * time.Second):
		_ = cmd.Process.Kill()
		t.Fatal("no exit within 10s of SIGTERM")
	}
	if !strings.Contains(logs.String(), "shutting down") || !strings.Contains(logs.String(), `"msg":"stopped"`) {
		t.Fatalf("logs lack the shutdown sequence:\n%s", logs)
	}
}

// TestREADMEListsEverySetting keeps the operators' settings table
// (docs/operating.md, which the README points to) true.
func TestREADMEListsEverySetting(t *testing.T) {
	readme, err := os.ReadFile("../../docs/operating.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range settings {
		if !strings.Contains(string(readme), "`"+s.name+"`") {
			t.Errorf("docs/operating.md does not document %s", s.name)
		}
	}
}

func TestMigrateCommand(t *testing.T) {
	schema := pgtest.New(t) // already migrated: migrate again is a no-op
	var out, errOut bytes.Buffer
	if code := run(context.Background(), []string{"migrate"}, env("DATABASE_URL", schema.URL), &out, &errOut); code != 0 {
		t.Fatalf("migrate: %d %s", code, errOut.String())
	}
	if want := fmt.Sprintf("schema at version %d (was %d)", postgres.Latest(), postgres.Latest()); !strings.Contains(out.String(), want) {
		t.Fatalf("migrate output %q", out.String())
	}
	if code := run(context.Background(), []string{"migrate"}, env(), &out, &errOut); code != 1 || !strings.Contains(errOut.String(), "DATABASE_URL") {
		t.Fatalf("migrate without DATABASE_URL: %d %s", code, errOut.String())
	}
}

// fixtureDataDir is a data directory holding the geography excerpt the
// reference tests use (the full ../shared/data need not be present).
func fixtureDataDir(t *testing.T) string {
	t.Helper()
	return filepath.Join("..", "..", "reference", "referencetest", "datadir")
}

// TestImportCommand: an import writes a version and makes it live; the same
// files again change nothing; a bad or missing file stops the import with
// its position and leaves the live version as it was.
func TestImportCommand(t *testing.T) {
	schema := pgtest.New(t)
	ctx := context.Background()
	runImport := func(dataDir string) (int, string, string) {
		var out, errOut bytes.Buffer
		c := run(ctx, []string{"import"}, env("DATABASE_URL", schema.URL, "PLUMBLINE_DATA_DIR", dataDir), &out, &errOut)
		return c, out.String(), errOut.String()
	}
	live := func() string {
		var v string
		if err := schema.Pool.QueryRow(ctx, "SELECT version FROM ref_live").Scan(&v); err != nil {
			t.Fatal(err)
		}
		return v
	}
	c, out, errOut := runImport(fixtureDataDir(t))
	if c != 0 || !strings.Contains(out, "imported reference data version") || !strings.Contains(out, "reference/codes/data/code_sections.csv") {
		t.Fatalf("import: %d %s %s", c, out, errOut)
	}
	first := live()
	if !strings.Contains(out, first) {
		t.Fatalf("output %q does not name version %s", out, first)
	}
	c, out, _ = runImport(fixtureDataDir(t))
	if c != 0 || !strings.Contains(out, "nothing changed") || live() != first {
		t.Fatalf("second import: %d %s", c, out)
	}

	// The fixture data directory with its county file broken on its third line.
	bad := t.TempDir()
	if err := os.CopyFS(bad, os.DirFS(fixtureDataDir(t))); err != nil {
		t.Fatal(err)
	}
	county := filepath.Join(bad, "costs", "geo", "county_names_population_2020_2024.csv")
	b, err := os.ReadFile(county)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(b), "\n")
	lines[2] = "0201,02,013,Alaska,Aleutians East Borough,4,9,1,1,1,1,1\n"
	if err := os.WriteFile(county, []byte(strings.Join(lines, "")), 0o644); err != nil {
		t.Fatal(err)
	}
	c, _, errOut = runImport(bad)
	if c != 1 || !strings.Contains(errOut, `costs/geo/county_names_population_2020_2024.csv:3:1: fips5 "0201": is not a 5-digit county FIPS code`) || !strings.Contains(errOut, "nothing written") {
		t.Fatalf("bad file: %d %s", c, errOut)
	}
	if live() != first {
		t.Fatal("a failed import changed the live version")
	}
	c, _, errOut = runImport(t.TempDir())
	if c != 1 || !strings.Contains(errOut, "costs/geo/county_names_population_2020_2024.csv: file is missing") {
		t.Fatalf("missing file: %d %s", c, errOut)
	}
	var noDB bytes.Buffer
	if c := run(ctx, []string{"import"}, env(), io.Discard, &noDB); c != 1 || !strings.Contains(noDB.String(), "DATABASE_URL is not set") {
		t.Fatalf("import without DATABASE_URL: %d %s", c, noDB.String())
	}
}

// TestServeWithPostgresAndRedis runs the production wiring: Postgres store,
// Redis meter, no dev key, billing off (signup answers 503), readiness
// through both, and a billed call counted through Redis.
func TestServeWithPostgresAndRedis(t *testing.T) {
	schema := pgtest.New(t)
	_, _ = redistest.New(t) // skips, or fails in CI, without Redis
	// A database of its own, emptied first: the server uses the production keyspace.
	redisURL := strings.TrimSuffix(redistest.URL(), "/0") + "/13"
	opt, _ := redis.ParseURL(redisURL)
	db13 := redis.NewClient(opt)
	if err := db13.FlushDB(context.Background()).Err(); err != nil {
		t.Fatal(err)
	}
	db13.Close()
	pepper := strings.Repeat("p", 32)
	key := seedKey(t, schema, pepper)
	var importOut, importErr bytes.Buffer
	if c := run(context.Background(), []string{"import"}, env("DATABASE_URL", schema.URL, "PLUMBLINE_DATA_DIR", fixtureDataDir(t)), &importOut, &importErr); c != 0 {
		t.Fatalf("import: %d %s", c, importErr.String())
	}
	ctx, cancel := context.WithCancel(context.Background())
	outR, outW := io.Pipe()
	logs := &testenv.Buffer{}
	code := make(chan int, 1)
	getenv := env("PLUMBLINE_ADDR", "127.0.0.1:0", "DATABASE_URL", schema.URL, "PLUMBLINE_KEY_PEPPER", pepper, "REDIS_URL", redisURL,
		"PLUMBLINE_METER_SPILL", filepath.Join(t.TempDir(), "meter.spill"))
	go func() { code <- run(ctx, []string{"serve"}, getenv, outW, logs); outW.Close() }()
	sc := bufio.NewScanner(outR)
	var base string
	for sc.Scan() {
		line := sc.Text()
		if strings.Contains(line, "dev API key") {
			t.Fatal("a dev key was printed with DATABASE_URL set")
		}
		if _, after, ok := strings.Cut(line, "listening on "); ok {
			base = strings.Fields(after)[0]
			break
		}
	}
	go func() { _, _ = io.Copy(io.Discard, outR) }()
	if base == "" {
		cancel()
		t.Fatalf("no banner: %s", logs)
	}
	get := func(path string) (int, string) {
		resp, err := http.Get(base + path)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	if status, body := get("/readyz"); status != 200 || !strings.Contains(body, `"postgres":"ok"`) || !strings.Contains(body, `"redis":"ok"`) {
		t.Fatalf("readyz: %d %s", status, body)
	}
	if status, body := postYards(t, base, key); status != 200 {
		t.Fatalf("billed call: %d %s", status, body)
	}
	req, _ := http.NewRequest("GET", base+"/v1/account/usage", nil)
	req.Header.Set("Authorization", "Bearer "+key)
	uresp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	ubody, _ := io.ReadAll(uresp.Body)
	uresp.Body.Close()
	if uresp.StatusCode != 200 || !strings.Contains(string(ubody), `"requests_used":1`) || uresp.Header.Get("RateLimit-Policy") != `"default";q=10;w=60;burst=20` {
		t.Fatalf("usage: %d %s %v", uresp.StatusCode, ubody, uresp.Header)
	}
	// The codes area reads the imported version through the Redis L2.
	creq, _ := http.NewRequest("GET", base+"/v1/codes/irc/sections/R318.7.5", nil)
	creq.Header.Set("Authorization", "Bearer "+key)
	cresp, err := http.DefaultClient.Do(creq)
	if err != nil {
		t.Fatal(err)
	}
	cbody, _ := io.ReadAll(cresp.Body)
	cresp.Body.Close()
	if cresp.StatusCode != 200 || !strings.Contains(string(cbody), `"/v1/calc/stairs/rise-run"`) || !strings.Contains(string(cbody), `"edition":"2024"`) || cresp.Header.Get("ETag") == "" {
		t.Fatalf("codes: %d %s", cresp.StatusCode, cbody)
	}
	// One entry (the L2 budget's counter sits beside the entries).
	if n, err := redis.NewClient(opt).Keys(context.Background(), "plumbline:ref:e2*").Result(); err != nil || len(n) != 1 {
		t.Fatalf("L2 entries %v %v", n, err)
	}
	resp, err := http.Post(base+"/v1/account/signup", "application/json", strings.NewReader(`{"email":"a@example.com","payment_method_id":"pm_card_visa"}`))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 503 {
		t.Fatalf("signup without Stripe settings: %d", resp.StatusCode)
	}
	cancel()
	if c := <-code; c != 0 {
		t.Fatalf("exit %d: %s", c, logs)
	}
	var version int
	if err := schema.Pool.QueryRow(context.Background(), "SELECT version FROM "+schema.Name+".schema_version").Scan(&version); err != nil || version != int(postgres.Latest()) {
		t.Fatalf("schema version %d %v", version, err)
	}
}

// seedKey stores a Free customer with one key in the schema and returns the key.
func seedKey(t *testing.T, schema *pgtest.Schema, pepper string) string {
	t.Helper()
	h, _ := billing.NewHasher([]byte(pepper))
	key := billing.NewKey()
	now := time.Now()
	c := &plumbline.Customer{ID: "acct_wired", Email: "wired@example.com", TierID: plumbline.TierFree, CreatedAt: now}
	if err := billing.NewPGStore(schema.Pool).CreateCustomer(context.Background(), c,
		&plumbline.APIKey{ID: "key_wired", CustomerID: c.ID, Prefix: billing.DisplayPrefix(key), CreatedAt: now}, h.HashString(key)); err != nil {
		t.Fatal(err)
	}
	return key
}

func TestProductionSettingsAreChecked(t *testing.T) {
	for _, c := range []struct {
		env  []string
		want string
	}{
		{[]string{"DATABASE_URL", "postgres://x"}, "PLUMBLINE_KEY_PEPPER"},
		{[]string{"STRIPE_SECRET_KEY", "sk_test_1"}, "STRIPE_PRICE_FREE"},
		{[]string{"CHALLENGE_VERIFY_URL", "https://x.example.com"}, "CHALLENGE_SECRET"},
		{[]string{"PLUMBLINE_DUPLICATE_CARD_CHECK", "maybe"}, "PLUMBLINE_DUPLICATE_CARD_CHECK"},
		{[]string{"PLUMBLINE_IDEMPOTENCY_TTL", "1h"}, "PLUMBLINE_IDEMPOTENCY_TTL"},
	} {
		var out, errOut bytes.Buffer
		if code := run(context.Background(), []string{"serve"}, env(append([]string{"PLUMBLINE_ADDR", "127.0.0.1:0"}, c.env...)...), &out, &errOut); code != 1 || !strings.Contains(errOut.String(), c.want) {
			t.Errorf("%v: exit %d, stderr %q", c.env, code, errOut.String())
		}
	}
}
