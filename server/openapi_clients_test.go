package server_test

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline/calc"
	"github.com/plumbline-api/plumbline/calc/calctest"
	"github.com/plumbline-api/plumbline/internal/testenv"
)

// OapiCodegen is the pinned Go client generator (README "Generate a client
// for another language"; the Makefile's OAPI_CODEGEN, which makes sdk/go, pins
// the same).
const OapiCodegen = "github.com/oapi-codegen/oapi-codegen/v2/cmd/oapi-codegen@v2.8.2"

// clientAnswers is what each generated-client program prints.
type clientAnswers struct {
	CatalogTotal       int             `json:"catalog_total"`
	CatalogCalculators int             `json:"catalog_calculators"`
	Yards              json.RawMessage `json:"yards"`
	SectionKind        string          `json:"section_kind"`
	SectionCitation    string          `json:"section_citation"`
	SectionTitle       string          `json:"section_title"`
	ProblemStatus      int             `json:"problem_status"`
	ProblemErrors      []struct {
		Field, Code, Message string
	} `json:"problem_errors"`
}

// checkClientAnswers holds a generated client's reading of the live
// server to what the server's own sources say.
func checkClientAnswers(t *testing.T, out []byte) {
	t.Helper()
	var got clientAnswers
	dec := json.NewDecoder(strings.NewReader(string(out)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&got); err != nil {
		t.Fatalf("client output: %v\n%s", err, out)
	}
	if n := len(calc.Builtin().All()); got.CatalogTotal != n || got.CatalogCalculators != n {
		t.Errorf("catalog: total %d, %d calculators; want %d", got.CatalogTotal, got.CatalogCalculators, n)
	}
	goldens, err := calctest.Load(filepath.Join("..", "calc", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	var yards map[string]json.RawMessage
	if err := json.Unmarshal(got.Yards, &yards); err != nil || yards["schemas"] == nil {
		t.Fatalf("concrete/yards: %v, want the results with their schemas: %s", err, got.Yards)
	}
	delete(yards, "schemas")
	results, _ := json.Marshal(yards)
	for _, g := range goldens {
		if g.File == filepath.Join("concrete", "yards", "spec-example.json") {
			if same, diff := calctest.SameJSON(results, g.Output); !same {
				t.Errorf("concrete/yards through the client: %s\ngot  %s\nwant %s", diff, got.Yards, g.Output)
			}
		}
	}
	if got.SectionKind != "section" || got.SectionCitation != "IRC R311.7.5" || got.SectionTitle == "" {
		t.Errorf("code section: %+v", got)
	}
	if got.ProblemStatus != 422 || len(got.ProblemErrors) != 1 || got.ProblemErrors[0].Field != "depth_in" || got.ProblemErrors[0].Code != "exclusive_minimum" {
		t.Errorf("422: %+v", got)
	}
}

// servedDocument writes the live server's document into dir.
func servedDocument(t *testing.T, e *testEnv, dir string) string {
	t.Helper()
	r := e.get("/v1/openapi.json")
	if r.status != 200 {
		t.Fatalf("%d %s", r.status, r.body)
	}
	path := filepath.Join(dir, "openapi.json")
	if err := os.WriteFile(path, r.body, 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

func copyFiles(t *testing.T, from, to string, names ...string) {
	t.Helper()
	for _, n := range names {
		b, err := os.ReadFile(filepath.Join(from, n))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(to, n), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func runIn(t *testing.T, dir string, name string, args ...string) []byte {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		var stderr []byte
		if ee, ok := err.(*exec.ExitError); ok {
			stderr = ee.Stderr
		}
		t.Fatalf("%s %s: %v\n%s%s", name, strings.Join(args, " "), err, out, stderr)
	}
	return out
}

// TestGeneratedGoClient generates a Go client with the pinned oapi-codegen
// from the served document and runs testdata/goclient with it against a
// live server.
func TestGeneratedGoClient(t *testing.T) {
	if testing.Short() {
		t.Skip("generates and builds a client; skipped in -short mode")
	}
	goBin, err := exec.LookPath("go")
	if err != nil {
		testenv.Unavailable(t, "the go command (to run oapi-codegen)", err)
	}
	e := start(t)
	dir := t.TempDir()
	doc := servedDocument(t, e, dir)
	copyFiles(t, filepath.Join("testdata", "goclient"), dir, "go.mod", "go.sum", "main.go")
	if err := os.Mkdir(filepath.Join(dir, "client"), 0o755); err != nil {
		t.Fatal(err)
	}
	runIn(t, dir, goBin, "run", OapiCodegen, "-generate", "types,client", "-package", "client", "-o", filepath.Join("client", "client.gen.go"), doc)
	checkClientAnswers(t, runIn(t, dir, goBin, "run", ".", e.base, e.key))
}

// TestGeneratedTypeScriptClient generates TypeScript types with the pinned
// openapi-typescript from the served document, type-checks
// testdata/openapi-ts/client.ts against them with typescript 5 and runs it
// (openapi-fetch) against a live server. The packages are pinned in
// testdata/openapi-ts/package-lock.json and installed by make test.
func TestGeneratedTypeScriptClient(t *testing.T) {
	if testing.Short() {
		t.Skip("generates and compiles a client; skipped in -short mode")
	}
	dir := filepath.Join("testdata", "openapi-ts")
	node, err := exec.LookPath("node")
	if err == nil {
		_, err = os.Stat(filepath.Join(dir, "node_modules", "openapi-fetch", "package.json"))
	}
	if err != nil {
		testenv.Unavailable(t, "openapi-typescript and openapi-fetch (node, and `npm ci --prefix server/testdata/openapi-ts`, which make test runs)", err)
	}
	e := start(t)
	gen := filepath.Join(dir, "generated")
	if err := os.MkdirAll(gen, 0o755); err != nil {
		t.Fatal(err)
	}
	doc := servedDocument(t, e, gen)
	abs, _ := filepath.Abs(doc)
	// --default-non-nullable false: a field with a default stays optional
	// in request bodies (the server fills it in).
	runIn(t, dir, node, filepath.Join("node_modules", "openapi-typescript", "bin", "cli.js"), abs, "-o", filepath.Join("generated", "schema.d.ts"), "--default-non-nullable", "false")
	runIn(t, dir, node, filepath.Join("node_modules", "typescript", "bin", "tsc"), "-p", ".")
	checkClientAnswers(t, runIn(t, dir, node, filepath.Join("generated", "out", "client.js"), e.base, e.key))
}

// TestGeneratedHeyAPIClient does the same with @hey-api/openapi-ts (pinned
// beside openapi-typescript): its generated SDK, type-checked with
// typescript 5 against testdata/openapi-ts/hey-client.ts and run.
func TestGeneratedHeyAPIClient(t *testing.T) {
	if testing.Short() {
		t.Skip("generates and compiles a client; skipped in -short mode")
	}
	dir := filepath.Join("testdata", "openapi-ts")
	node, err := exec.LookPath("node")
	if err == nil {
		_, err = os.Stat(filepath.Join(dir, "node_modules", "@hey-api", "openapi-ts", "package.json"))
	}
	if err != nil {
		testenv.Unavailable(t, "@hey-api/openapi-ts (node, and `npm ci --prefix server/testdata/openapi-ts`, which make test runs)", err)
	}
	e := start(t)
	out := filepath.Join(dir, "generated", "hey-out")
	if err := os.MkdirAll(out, 0o755); err != nil {
		t.Fatal(err)
	}
	doc, _ := filepath.Abs(servedDocument(t, e, filepath.Join(dir, "generated")))
	runIn(t, dir, node, filepath.Join("node_modules", "@hey-api", "openapi-ts", "bin", "run.js"), "-i", doc, "-o", filepath.Join("generated", "hey"))
	// The package is an ES module; the compiled hey client is CommonJS
	// (its generated imports carry no file extensions).
	if err := os.WriteFile(filepath.Join(out, "package.json"), []byte(`{"type":"commonjs"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	runIn(t, dir, node, filepath.Join("node_modules", "typescript", "bin", "tsc"), "-p", "tsconfig.hey.json")
	checkClientAnswers(t, runIn(t, dir, node, filepath.Join("generated", "hey-out", "hey-client.js"), e.base, e.key))
}
