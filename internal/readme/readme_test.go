package readme

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"
)

// block is one fenced block of the README.
type block struct {
	info   string
	text   string
	line   int    // of the opening fence
	answer *block // runnable blocks: the json block that follows, if any
}

// blocks reads the README's fenced blocks in order.
func blocks(readme []byte) []*block {
	var out []*block
	var cur *block
	var body []string
	lastClose := -1 // index in out of the block closed last, while only blank lines follow it
	for i, line := range strings.Split(string(readme), "\n") {
		trimmed := strings.TrimSpace(line)
		switch {
		case cur == nil && strings.HasPrefix(trimmed, "```"):
			cur = &block{info: strings.TrimSpace(strings.TrimPrefix(trimmed, "```")), line: i + 1}
			body = nil
		case cur != nil && trimmed == "```":
			cur.text = strings.Join(body, "\n")
			if lastClose >= 0 && cur.info == "json" && runnable(out[lastClose]) {
				out[lastClose].answer = cur
			}
			out = append(out, cur)
			lastClose, cur = len(out)-1, nil
		case cur != nil:
			body = append(body, line)
		case trimmed != "":
			lastClose = -1
		}
	}
	return out
}

func runnable(b *block) bool {
	f := strings.Fields(b.info)
	return len(f) == 2 && (f[0] == "sh" || f[0] == "bash") && f[1] == "run"
}

// repoRoot is the checkout this test runs in.
func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// bundleOnly links the bundle's entries of the checkout's data directory
// into dst, leaving out pulled/: releases a `make run` of the checkout
// pulled (the server refreshes itself) are not a fresh clone's, and the
// README's answers are the bundle's.
func bundleOnly(t *testing.T, src, dst string) {
	t.Helper()
	entries, err := os.ReadDir(src)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(dst, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.Name() == "pulled" {
			continue
		}
		if err := os.Symlink(filepath.Join(src, e.Name()), filepath.Join(dst, e.Name())); err != nil {
			t.Fatal(err)
		}
	}
}

// freshClone is a directory that looks like a clone of the checkout (its
// top-level entries linked) with a freshly built bin/plumbline, so the
// README's commands find what they expect and write nothing into it.
func freshClone(t *testing.T, root string) string {
	t.Helper()
	dir := t.TempDir()
	entries, err := os.ReadDir(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.Name() == "bin" || e.Name() == ".git" {
			continue
		}
		if e.Name() == "data" {
			bundleOnly(t, filepath.Join(root, "data"), filepath.Join(dir, "data"))
			continue
		}
		if err := os.Symlink(filepath.Join(root, e.Name()), filepath.Join(dir, e.Name())); err != nil {
			t.Fatal(err)
		}
	}
	build := exec.Command("go", "build", "-o", filepath.Join(dir, "bin", "plumbline"), "./cmd/plumbline")
	build.Dir = root
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return dir
}

// serve starts the binary as make run does, on a free port, and returns
// its base URL and the dev key of its banner.
func serve(t *testing.T, dir string) (base, key string) {
	t.Helper()
	cmd := exec.Command(filepath.Join(dir, "bin", "plumbline"), "serve")
	cmd.Dir = dir
	// The background refresh off: the README's answers are the bundle's,
	// with or without a network.
	cmd.Env = append(os.Environ(), "PLUMBLINE_ADDR=127.0.0.1:0", "PLUMBLINE_REFRESH=off")
	cmd.Stderr = io.Discard
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Signal(syscall.SIGTERM)
		done := make(chan struct{})
		go func() { _ = cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(30 * time.Second):
			_ = cmd.Process.Kill()
		}
	})
	found := make(chan struct{})
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			line := sc.Text()
			if _, after, ok := strings.Cut(line, "listening on "); ok {
				base = strings.Fields(after)[0]
			}
			if after, ok := strings.CutPrefix(line, "dev API key: "); ok {
				key = after
				close(found)
				break
			}
		}
		_, _ = io.Copy(io.Discard, out)
	}()
	select {
	case <-found:
	case <-time.After(60 * time.Second):
		t.Fatal("the server printed no banner within 60 s")
	}
	return base, key
}

var (
	placeholder = regexp.MustCompile(`^\s*(export\s+)?(BASE|KEY)=\S*…\S*\s*(#.*)?$`)
	makeRun     = regexp.MustCompile(`^\s*make run\s*(#.*)?$`)
)

// script is a runnable block as the test runs it.
func script(b *block, base string) string {
	host := strings.TrimPrefix(base, "http://")
	r := strings.NewReplacer("http://127.0.0.1:8080", base, "http://localhost:8080", base, "127.0.0.1:8080", host, "localhost:8080", host)
	var lines []string
	for _, l := range strings.Split(b.text, "\n") {
		if placeholder.MatchString(l) || makeRun.MatchString(l) {
			continue // the test's server and its key stand for these
		}
		lines = append(lines, r.Replace(l))
	}
	return strings.Join(lines, "\n")
}

// TestREADMECommands runs every runnable block of the README in order, as
// doc.go describes, and checks each answer the README shows.
func TestREADMECommands(t *testing.T) {
	root := repoRoot(t)
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	dir := freshClone(t, root)
	base, key := serve(t, dir)
	if n := runREADME(t, readme, dir, base, key); n == 0 {
		t.Fatal("the README marks no block `sh run`: nothing of it is checked")
	}
}

// runREADME runs readme's runnable blocks in dir, in one shell state, and
// checks the answers shown; it returns how many blocks it ran.
func runREADME(t *testing.T, readme []byte, dir, base, key string) int {
	t.Helper()
	var run []*block
	for _, b := range blocks(readme) {
		if runnable(b) {
			run = append(run, b)
		}
	}
	state := filepath.Join(t.TempDir(), "state")
	prelude := `set -a
[ -f "$STATE" ] && . "$STATE" && cd "$(cat "$STATE.pwd")"
curl() { command curl --fail-with-body --max-time 60 "$@"; }
set -e -o pipefail
`
	save := `
export -p > "$STATE.tmp" && mv "$STATE.tmp" "$STATE" && pwd > "$STATE.pwd"
`
	for _, b := range run {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		cmd := exec.CommandContext(ctx, "bash", "-c", prelude+script(b, base)+save)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "BASE="+base, "KEY="+key, "STATE="+state)
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err := cmd.Run()
		cancel()
		if err != nil {
			t.Fatalf("README.md:%d: the block failed (%v):\n%s\nstdout: %.2000s\nstderr: %.2000s", b.line, err, b.text, stdout.String(), stderr.String())
		}
		for _, f := range checkOutput(b, stdout.Bytes()) {
			t.Errorf("README.md:%d: %s\n%.2000s", b.line, f, stdout.String())
		}
	}
	return len(run)
}

// checkOutput says what is wrong with what a runnable block printed: the
// last JSON value must match the answer the README shows after the block,
// and every other answer must be a success through and through. curl's
// --fail-with-body catches an HTTP error, not a 200 batch or list whose
// items failed (issue 39: the README's batch half-failed unseen).
func checkOutput(b *block, stdout []byte) []string {
	var out []string
	values, _ := allJSON(stdout)
	for i, v := range values {
		if b.answer != nil && i == len(values)-1 {
			break // the answer shown: compared below
		}
		if f := failure("", v); f != "" {
			out = append(out, "the block printed a failure the README does not show: "+f)
		}
	}
	if b.answer == nil {
		return out
	}
	got, err := lastJSON(stdout)
	if err != nil {
		return append(out, fmt.Sprintf("the README shows a JSON answer (line %d) but the block printed none: %v", b.answer.line, err))
	}
	var want any
	if err := json.Unmarshal([]byte(b.answer.text), &want); err != nil {
		return append(out, fmt.Sprintf("the answer shown at line %d is not JSON: %v", b.answer.line, err))
	}
	if d := differ("", got, want); d != "" {
		out = append(out, fmt.Sprintf("the answer differs from the one shown at line %d: %s", b.answer.line, d))
	}
	return out
}

// allJSON is every JSON value in out, in order, up to the first text that
// is not JSON.
func allJSON(out []byte) ([]any, error) {
	dec := json.NewDecoder(bytes.NewReader(out))
	var vs []any
	for {
		var v any
		if err := dec.Decode(&v); err == io.EOF {
			return vs, nil
		} else if err != nil {
			return vs, err
		}
		vs = append(vs, v)
	}
}

// failure says where an answer reports a failure: an RFC 7807 problem
// (type and a status of 400 or more), or such a status on an item of a
// batch or list answer (results[].status). "" when there is none.
func failure(at string, v any) string {
	m, ok := v.(map[string]any)
	if !ok {
		return ""
	}
	if st, ok := m["status"].(float64); ok && st >= 400 {
		if _, isProblem := m["type"].(string); isProblem {
			return fmt.Sprintf("%s: a %v problem: %v", at, st, m["detail"])
		}
	}
	results, _ := m["results"].([]any)
	for i, r := range results {
		item, _ := r.(map[string]any)
		if st, ok := item["status"].(float64); ok && st >= 400 {
			body, _ := item["body"].(map[string]any)
			return fmt.Sprintf("%s.results[%d]: status %v: %v", at, i, st, body["detail"])
		}
	}
	return ""
}

// lastJSON is the last JSON value in out.
func lastJSON(out []byte) (any, error) {
	dec := json.NewDecoder(bytes.NewReader(out))
	var last any
	n := 0
	for {
		var v any
		if err := dec.Decode(&v); err == io.EOF {
			break
		} else if err != nil {
			return nil, err
		}
		last, n = v, n+1
	}
	if n == 0 {
		return nil, io.EOF
	}
	return last, nil
}

// differ says where got departs from the answer shown: a key missing or
// added, another type, another value (unless shown with "…").
func differ(at string, got, want any) string {
	if s, ok := want.(string); ok && strings.Contains(s, "…") {
		if _, isString := got.(string); !isString && s != "…" {
			return at + ": not a string"
		}
		return ""
	}
	switch w := want.(type) {
	case map[string]any:
		g, ok := got.(map[string]any)
		if !ok {
			return at + ": not an object"
		}
		for k := range g {
			if _, ok := w[k]; !ok {
				return at + "." + k + ": in the answer, not in the README"
			}
		}
		for k, wv := range w {
			gv, ok := g[k]
			if !ok {
				return at + "." + k + ": in the README, not in the answer"
			}
			if d := differ(at+"."+k, gv, wv); d != "" {
				return d
			}
		}
	case []any:
		g, ok := got.([]any)
		if !ok {
			return at + ": not an array"
		}
		if len(g) < len(w) {
			return fmt.Sprintf("%s: %d items, the README shows %d", at, len(g), len(w))
		}
		for i := range w {
			if d := differ(fmt.Sprintf("%s[%d]", at, i), g[i], w[i]); d != "" {
				return d
			}
		}
	default:
		if !reflect.DeepEqual(got, want) {
			return fmt.Sprintf("%s: %v, the README shows %v", at, got, want)
		}
	}
	return ""
}

// The runner itself: variables and the working directory carry from block
// to block, placeholder and make run lines are left to the test's server,
// the default address is rewritten, answers are matched, plain sh blocks
// are not run.
func TestRunnerCarriesState(t *testing.T) {
	dir := t.TempDir()
	readme := "# x\n\n```sh\nexit 1\n```\n\n```sh run\nmake run   # starts the server\nKEY=svc_…\nFOO=bar\nmkdir -p sub && cd sub\n```\n\n" +
		"```sh run\ntest \"$FOO\" = bar && test \"$KEY\" = svc_test && test \"$(basename \"$PWD\")\" = sub\n" +
		"echo '{\"ignored\":true}'\necho \"{\\\"url\\\":\\\"http://127.0.0.1:8080/x\\\",\\\"n\\\":[1,2,3],\\\"v\\\":\\\"anything\\\"}\"\n```\n\n" +
		"```json\n{\"url\":\"http://127.0.0.1:9/x\",\"n\":[1,2],\"v\":\"…\"}\n```\n"
	if n := runREADME(t, []byte(readme), dir, "http://127.0.0.1:9", "svc_test"); n != 2 {
		t.Fatalf("ran %d blocks, want 2", n)
	}
	bs := blocks([]byte(readme))
	if len(bs) != 4 || bs[2].answer != bs[3] || bs[1].answer != nil || runnable(bs[0]) {
		t.Fatalf("blocks %+v", bs)
	}
	if d := differ("", map[string]any{"a": 1.0, "b": "x"}, map[string]any{"a": 1.0}); !strings.Contains(d, ".b") {
		t.Fatalf("an extra key went unnoticed: %q", d)
	}
	if d := differ("", map[string]any{"a": "2"}, map[string]any{"a": 2.0}); d == "" {
		t.Fatal("a changed type went unnoticed")
	}
}

// An answer the README does not show must not be a failure: a problem, or a
// batch whose item failed inside a 200, fails the runner (issue 39 finding
// 3); the same answer shown in the README passes, and a shown batch whose
// item status differs fails.
func TestRunnerFailsOnUnshownFailures(t *testing.T) {
	batch := `{"results":[{"id":"slab","status":200,"body":{}},{"id":"stair","status":422,"body":{"type":"t","status":422,"detail":"tread_depth_in is required"}}]}`
	fixed := strings.Replace(batch, `"status":422,"body":{"type":"t","status":422,"detail":"tread_depth_in is required"}`, `"status":200,"body":{}`, 1)
	shown := &block{text: batch, line: 9}
	for name, c := range map[string]struct {
		b      *block
		stdout string
		fails  bool
	}{
		"unshown failed item":      {&block{}, batch + "\n{\"done\":true}", true},
		"unshown problem":          {&block{}, `{"type":"t","title":"x","status":404,"detail":"no such"}`, true},
		"shown failed item":        {&block{answer: shown}, batch, false},
		"shown item, other status": {&block{answer: &block{text: fixed}}, batch, true},
		"successes":                {&block{}, fixed + "\n" + `{"status":"live","results":[{"status":200}]}`, false},
	} {
		if got := checkOutput(c.b, []byte(c.stdout)); (len(got) > 0) != c.fails {
			t.Errorf("%s: %q, want failing %v", name, got, c.fails)
		}
	}
}
