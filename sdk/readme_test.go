package sdk_test

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// example is a code block of an SDK README, and the output the README
// shows for it (a text block right after it), if any.
type example struct {
	line   int
	code   string
	output string
	shown  bool
}

// readmeExamples returns every code block of the README at path fenced with
// lang: each is a whole program a user can copy.
func readmeExamples(t *testing.T, path, lang string) []example {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(b), "\n")
	block := func(i int) (string, int) { // the block opening at line i; the line after its fence
		var body []string
		for j := i + 1; j < len(lines); j++ {
			if strings.TrimSpace(lines[j]) == "```" {
				return strings.Join(body, "\n") + "\n", j + 1
			}
			body = append(body, lines[j])
		}
		t.Fatalf("%s:%d: unclosed code block", path, i+1)
		return "", 0
	}
	var out []example
	for i := 0; i < len(lines); i++ {
		if strings.TrimSpace(lines[i]) != "```"+lang {
			continue
		}
		code, next := block(i)
		ex := example{line: i + 1, code: code}
		for next < len(lines) && strings.TrimSpace(lines[next]) == "" {
			next++
		}
		if next < len(lines) && strings.TrimSpace(lines[next]) == "```text" {
			ex.output, next = block(next)
			ex.shown = true
		}
		out = append(out, ex)
		i = next - 1
	}
	if len(out) < 4 {
		t.Fatalf("%s: %d %s examples; the README shows three and the error type at least", path, len(out), lang)
	}
	return out
}

// checkOutput holds an example's output to what the README shows under it
// (or, where it shows none, to printing something).
func checkOutput(t *testing.T, readme string, ex example, got string) {
	t.Helper()
	if ex.shown && got != ex.output {
		t.Errorf("%s:%d: the example prints\n%s\nthe README shows\n%s", readme, ex.line, got, ex.output)
	}
	if !ex.shown && strings.TrimSpace(got) == "" {
		t.Errorf("%s:%d: the example printed nothing", readme, ex.line)
	}
}

// TestSDKREADMEExamples runs every example of the three SDK READMEs, as a
// user copies it, against a server started as `make run` starts it
// (embedded default, no payment processor) with the key it prints in
// PLUMBLINE_API_KEY; PLUMBLINE_BASE_URL names its port, which is the
// README's default (127.0.0.1:8080) under make run. The Go examples build
// against the module; the TypeScript ones against the package as its
// README installs it from a copy of the clone without node_modules (`npm
// install --install-links`, and `npm pack` must work there too); the Python ones against the package
// `pip install ./sdk/python` installs.
func TestSDKREADMEExamples(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds and runs the SDK README examples; skipped in -short mode")
	}
	srv := startServer(t)
	env := []string{"PLUMBLINE_API_KEY=" + srv.key, "PLUMBLINE_BASE_URL=" + srv.base}

	t.Run("go", func(t *testing.T) {
		t.Parallel()
		readme := filepath.Join(root, "sdk", "go", "README.md")
		examples := readmeExamples(t, readme, "go")
		dir := t.TempDir()
		mod := fmt.Sprintf("module readme.example\n\ngo 1.24.0\n\nrequire github.com/plumbline-api/plumbline/sdk/go v0.0.0\n\nreplace github.com/plumbline-api/plumbline/sdk/go => %s\n",
			filepath.Join(root, "sdk", "go"))
		write(t, filepath.Join(dir, "go.mod"), mod)
		sum, err := os.ReadFile(filepath.Join(root, "sdk", "go", "go.sum"))
		if err != nil {
			t.Fatal(err)
		}
		write(t, filepath.Join(dir, "go.sum"), string(sum))
		for i, ex := range examples {
			write(t, filepath.Join(dir, fmt.Sprintf("ex%d", i), "main.go"), ex.code)
		}
		run(t, dir, nil, "go", "mod", "tidy")
		run(t, dir, nil, "go", "build", "-o", filepath.Join(dir, "bin")+string(filepath.Separator), "./...")
		for i, ex := range examples {
			checkOutput(t, readme, ex, stdout(t, dir, env, filepath.Join(dir, "bin", fmt.Sprintf("ex%d", i))))
		}
	})
	t.Run("typescript", func(t *testing.T) {
		t.Parallel()
		node, npm := nodeTools(t)
		readme := filepath.Join(root, "sdk", "typescript", "README.md")
		examples := readmeExamples(t, readme, "ts")
		dir := t.TempDir()
		// A clone as a user has it: no node_modules (issue 39: npm pack
		// needed a prior npm ci, and the folder install lacked dist/).
		clone := filepath.Join(t.TempDir(), "sdk", "typescript")
		copyTree(t, filepath.Join(root, "sdk", "typescript"), clone, "node_modules", ".test-out")
		if tgz := strings.TrimSpace(lastLine(run(t, clone, nil, npm, "pack", "--pack-destination", t.TempDir(), "--loglevel=error"))); !strings.HasSuffix(tgz, ".tgz") {
			t.Fatalf("npm pack in a clone without node_modules: %q", tgz)
		}
		write(t, filepath.Join(dir, "package.json"), `{"private": true, "type": "module"}`+"\n")
		// The README's command, from another project: --install-links
		// installs the folder as a package (with its dependency), not as a
		// symlink whose imports resolve inside the clone.
		run(t, dir, nil, npm, "install", "--install-links", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error",
			clone, "typescript@"+devDependency(t, "typescript"))
		write(t, filepath.Join(dir, "tsconfig.json"), `{"compilerOptions": {"target": "es2022", "lib": ["es2022", "dom"], "module": "nodenext",
  "moduleResolution": "nodenext", "strict": true, "noUncheckedIndexedAccess": true, "types": [], "outDir": "out"}, "include": ["*.ts"]}`+"\n")
		for i, ex := range examples {
			write(t, filepath.Join(dir, fmt.Sprintf("ex%d.ts", i)), ex.code)
		}
		run(t, dir, nil, node, filepath.Join("node_modules", "typescript", "bin", "tsc"), "-p", ".")
		for i, ex := range examples {
			checkOutput(t, readme, ex, stdout(t, dir, env, node, filepath.Join("out", fmt.Sprintf("ex%d.js", i))))
		}
	})
	t.Run("python", func(t *testing.T) {
		t.Parallel()
		python, site := sdkPython(t)
		readme := filepath.Join(root, "sdk", "python", "README.md")
		dir := t.TempDir()
		for i, ex := range readmeExamples(t, readme, "python") {
			path := filepath.Join(dir, fmt.Sprintf("ex%d.py", i))
			write(t, path, ex.code)
			checkOutput(t, readme, ex, stdout(t, dir, append(env, "PYTHONPATH="+site, "PYTHONDONTWRITEBYTECODE=1"), python, path))
		}
	})
}

// copyTree copies the regular files under src to dst, leaving out the
// directories named in skip.
func copyTree(t *testing.T, src, dst string, skip ...string) {
	t.Helper()
	err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && slices.Contains(skip, d.Name()) {
			return filepath.SkipDir
		}
		if !d.Type().IsRegular() {
			return nil
		}
		rel, _ := filepath.Rel(src, path)
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		write(t, filepath.Join(dst, rel), string(b))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func write(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

func lastLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return lines[len(lines)-1]
}

// devDependency is the version sdk/typescript/package.json pins.
func devDependency(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(root, "sdk", "typescript", "package.json"))
	if err != nil {
		t.Fatal(err)
	}
	var pkg struct {
		DevDependencies map[string]string `json:"devDependencies"`
	}
	if err := json.Unmarshal(b, &pkg); err != nil || pkg.DevDependencies[name] == "" {
		t.Fatalf("sdk/typescript/package.json: no devDependency %s (%v)", name, err)
	}
	return pkg.DevDependencies[name]
}
