package sdk_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// sdks are the SDK directories under sdk/, each with the SHA-256 of the
// document it was generated from in openapi.sha256, and the make target
// that regenerates it.
var sdks = []struct{ name, target string }{
	{"go", "sdk-go"},
	{"typescript", "sdk-typescript"},
	{"python", "sdk-python"},
}

// document is what `make sdk` generates from: `plumbline openapi` with no
// settings at all (env -i), so that neither the hash nor the SDKs depend on
// the caller's PLUMBLINE_BASE_URL.
func document(t *testing.T) []byte {
	t.Helper()
	cmd := exec.Command(plumblineBinary(t), "openapi")
	cmd.Dir, cmd.Env = root, []string{}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	doc, err := cmd.Output()
	if err != nil {
		t.Fatalf("plumbline openapi: %v\n%s", err, stderr.String())
	}
	return doc
}

func sha(b []byte) string {
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}

// staleSDKs names the SDKs under dir whose recorded document hash is not
// doc's, and says how to regenerate them.
func staleSDKs(dir string, doc []byte) (stale []string, advice string) {
	want := sha(doc)
	var targets []string
	for _, s := range sdks {
		got, err := os.ReadFile(filepath.Join(dir, s.name, "openapi.sha256"))
		if err != nil || strings.TrimSpace(string(got)) != want {
			stale = append(stale, s.name)
			targets = append(targets, s.target)
		}
	}
	if len(stale) == 0 {
		return nil, ""
	}
	advice = fmt.Sprintf("the OpenAPI document changed (now sha256 %s) and these SDKs were not regenerated from it: %s.\n"+
		"Run `make sdk PYTHON_CLIENT_GENERATOR=<a checkout of openapi-python-client v0.29.0>` (all three; or `make %s`), "+
		"then run make test and commit sdk/ (see the Makefile's sdk targets and docs/decisions.md, \"SDKs\")",
		want, strings.Join(stale, ", "), strings.Join(targets, " "))
	return stale, advice
}

// TestSDKsMatchDocument fails when the served document has changed since
// the SDKs were generated, naming them. The Go and TypeScript generators
// are here (make test installs them), so their output is also regenerated
// and compared byte for byte: the committed code is what `make sdk` makes,
// not edited by hand. The Python generator is not (docs/decisions.md), so
// that SDK is held to its recorded hash.
func TestSDKsMatchDocument(t *testing.T) {
	t.Parallel()
	doc := document(t)
	if stale, advice := staleSDKs(filepath.Join(root, "sdk"), doc); len(stale) > 0 {
		t.Fatal(advice)
	}
	path := filepath.Join(t.TempDir(), "openapi.json")
	if err := os.WriteFile(path, doc, 0o600); err != nil {
		t.Fatal(err)
	}
	t.Run("go", func(t *testing.T) {
		out := filepath.Join(t.TempDir(), "plumbline.gen.go")
		run(t, filepath.Join(root, "sdk", "go"), nil, "go", "run", makeVar(t, "OAPI_CODEGEN"), "-config", "oapi-codegen.yaml", "-o", out, path)
		sameFile(t, out, filepath.Join(root, "sdk", "go", "plumbline.gen.go"), "sdk-go")
	})
	t.Run("typescript", func(t *testing.T) {
		node, _ := nodeTools(t)
		out := filepath.Join(t.TempDir(), "schema.ts")
		dir := filepath.Join(root, "sdk", "typescript")
		run(t, dir, nil, node, filepath.Join("node_modules", "openapi-typescript", "bin", "cli.js"), path, "-o", out, "--default-non-nullable", "false")
		sameFile(t, out, filepath.Join(dir, "src", "schema.ts"), "sdk-typescript")
	})
}

func sameFile(t *testing.T, generated, committed, target string) {
	t.Helper()
	a, err := os.ReadFile(generated)
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(committed)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a, b) {
		rel, _ := filepath.Rel(root, committed)
		t.Errorf("%s is not what the pinned generator makes from the served document (edited by hand?); run `make %s`", rel, target)
	}
}

// makeVar reads `NAME := value` from the Makefile, where the generator
// versions are pinned once.
func makeVar(t *testing.T, name string) string {
	t.Helper()
	mk, err := os.ReadFile(filepath.Join(root, "Makefile"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^` + name + `\s*:=\s*(\S+)\s*$`).FindSubmatch(mk)
	if m == nil {
		t.Fatalf("Makefile has no %s := …", name)
	}
	return string(m[1])
}

// TestStaleSDKsNamed changes one operation of the document, as a change to
// the server would, and requires the check to name every SDK and say what
// to run; an SDK regenerated from the new document is no longer named.
func TestStaleSDKsNamed(t *testing.T) {
	doc := document(t)
	var d map[string]any
	if err := json.Unmarshal(doc, &d); err != nil {
		t.Fatal(err)
	}
	op := d["paths"].(map[string]any)["/v1/calc/concrete/yards"].(map[string]any)["post"].(map[string]any)
	op["summary"] = op["summary"].(string) + " (changed)"
	changed, _ := json.Marshal(d)

	dir := t.TempDir()
	for _, s := range sdks {
		if err := os.MkdirAll(filepath.Join(dir, s.name), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, s.name, "openapi.sha256"), []byte(sha(doc)+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if stale, advice := staleSDKs(dir, doc); len(stale) != 0 {
		t.Fatalf("the unchanged document: %s", advice)
	}
	stale, advice := staleSDKs(dir, changed)
	if strings.Join(stale, " ") != "go typescript python" {
		t.Errorf("stale %v, want all three", stale)
	}
	for _, want := range []string{"go, typescript, python", "make sdk PYTHON_CLIENT_GENERATOR=", "make sdk-go sdk-typescript sdk-python", sha(changed)} {
		if !strings.Contains(advice, want) {
			t.Errorf("advice lacks %q: %s", want, advice)
		}
	}
	// Regenerating one (its hash rewritten, as make sdk-typescript does)
	// leaves the other two named.
	if err := os.WriteFile(filepath.Join(dir, "typescript", "openapi.sha256"), []byte(sha(changed)+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if stale, _ := staleSDKs(dir, changed); strings.Join(stale, " ") != "go python" {
		t.Errorf("after regenerating typescript: stale %v", stale)
	}
}
