package sdk_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The Go SDK's install from a clone, as its README writes it (the block
// fenced `sh clone`), run offline in a new module beside a clone: the
// replace recipe must get and build the SDK with no module proxy (issue 39:
// `go get` failed offline and no document said how to use a clone).
func TestGoCloneReplaceRecipe(t *testing.T) {
	t.Parallel()
	readme, err := os.ReadFile(filepath.Join(root, "sdk", "go", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	recipe := fencedBlock(t, string(readme), "sh clone")
	// The SDK's own dependencies come from the module cache: fetch them
	// first (a no-op once cached), as a user's first online build would.
	run(t, filepath.Join(root, "sdk", "go"), nil, "go", "mod", "download")
	work := t.TempDir()
	if err := os.Symlink(root, filepath.Join(work, "plumbline")); err != nil {
		t.Fatal(err)
	}
	app := filepath.Join(work, "app")
	write(t, filepath.Join(app, "main.go"), "package main\n\nimport (\n\t\"fmt\"\n\n\tplumbline \"github.com/plumbline-api/plumbline/sdk/go\"\n)\n\nfunc main() { fmt.Println(plumbline.DefaultBaseURL) }\n")
	// Offline: no proxy, and no checksum database (a network service; the
	// module cache holds what was verified when it was fetched).
	offline := []string{"GOPROXY=off", "GOFLAGS=-mod=mod", "GOSUMDB=off", "GOWORK=off"}
	run(t, app, offline, "go", "mod", "init", "example.com/app")
	for _, line := range strings.Split(recipe, "\n") {
		if f := strings.Fields(line); len(f) > 0 && !strings.HasPrefix(f[0], "#") {
			run(t, app, offline, f[0], f[1:]...)
		}
	}
	if got := stdout(t, app, offline, "go", "run", "."); strings.TrimSpace(got) != "http://127.0.0.1:8080" {
		t.Fatalf("the program printed %q", got)
	}
}

// fencedBlock is the text of the first block of a Markdown text fenced
// with the info string info.
func fencedBlock(t *testing.T, text, info string) string {
	t.Helper()
	_, after, ok := strings.Cut(text, "```"+info+"\n")
	if !ok {
		t.Fatalf("no block fenced ```%s", info)
	}
	body, _, ok := strings.Cut(after, "```")
	if !ok {
		t.Fatalf("the ```%s block is not closed", info)
	}
	return strings.TrimSpace(body)
}

// The TypeScript SDK's dist/ is committed (docs/decisions/0067-typescript-dist.md)
// so that a folder install and npm pack need no compiler: it must be what
// tsc builds from src/ now.
func TestTypeScriptDistIsCurrent(t *testing.T) {
	t.Parallel()
	node, _ := nodeTools(t)
	sdkDir := filepath.Join(root, "sdk", "typescript")
	out := t.TempDir()
	run(t, sdkDir, nil, node, filepath.Join("node_modules", "typescript", "bin", "tsc"), "-p", "tsconfig.json", "--outDir", out)
	built, err := filepath.Glob(filepath.Join(out, "*"))
	if err != nil || len(built) == 0 {
		t.Fatalf("tsc built nothing: %v", err)
	}
	committed, _ := filepath.Glob(filepath.Join(sdkDir, "dist", "*"))
	if len(committed) != len(built) {
		t.Fatalf("dist/ holds %d files, tsc builds %d: run `make sdk-typescript`", len(committed), len(built))
	}
	for _, f := range built {
		want, _ := os.ReadFile(f)
		got, err := os.ReadFile(filepath.Join(sdkDir, "dist", filepath.Base(f)))
		if err != nil || string(got) != string(want) {
			t.Errorf("dist/%s is not what tsc builds from src/ (%v): run `make sdk-typescript`", filepath.Base(f), err)
		}
	}
}

// The release workflow publishes the three SDKs from a tag, and the three
// packages carry one version (the workflow refuses a tag that differs).
func TestReleaseWorkflowPublishesTheSDKs(t *testing.T) {
	wf, err := os.ReadFile(filepath.Join(root, ".github", "workflows", "release.yml"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`tags: ["v*.*.*"]`, `git tag "sdk/go/${version}"`, "npm publish", "pypa/gh-action-pypi-publish", ".ci/run"} {
		if !strings.Contains(string(wf), want) {
			t.Errorf("release.yml lacks %q", want)
		}
	}
	var pkg struct{ Version string }
	b, _ := os.ReadFile(filepath.Join(root, "sdk", "typescript", "package.json"))
	if err := json.Unmarshal(b, &pkg); err != nil {
		t.Fatal(err)
	}
	py, _ := os.ReadFile(filepath.Join(root, "sdk", "python", "pyproject.toml"))
	if !strings.Contains(string(py), "\nversion = \""+pkg.Version+"\"\n") {
		t.Errorf("sdk/python/pyproject.toml's version is not package.json's %s", pkg.Version)
	}
}

// Every path .gitattributes marks generated exists (a rename would leave
// the mark on nothing), and every SDK's generated code is marked.
func TestGeneratedCodeIsMarked(t *testing.T) {
	b, err := os.ReadFile(filepath.Join(root, ".gitattributes"))
	if err != nil {
		t.Fatal(err)
	}
	var patterns []string
	for _, line := range strings.Split(string(b), "\n") {
		f := strings.Fields(line)
		if len(f) != 2 || strings.HasPrefix(f[0], "#") || f[1] != "linguist-generated=true" {
			continue
		}
		patterns = append(patterns, f[0])
		glob := strings.TrimSuffix(f[0], "/**")
		if m, _ := filepath.Glob(filepath.Join(root, glob)); len(m) == 0 {
			t.Errorf(".gitattributes marks %s, which matches nothing", f[0])
		}
	}
	for _, want := range []string{"sdk/go/plumbline.gen.go", "sdk/typescript/src/schema.ts", "sdk/typescript/dist/**", "sdk/python/plumbline/api/**", "sdk/python/plumbline/models/**", "docs/api.md"} {
		if !slices.Contains(patterns, want) {
			t.Errorf(".gitattributes does not mark %s generated", want)
		}
	}
}
