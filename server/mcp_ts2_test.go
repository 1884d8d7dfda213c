package server_test

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	calcpkg "github.com/plumbline-api/plumbline/calc"
	"github.com/plumbline-api/plumbline/internal/testenv"
	"github.com/plumbline-api/plumbline/server"
)

// The official TypeScript 2.x client package (@modelcontextprotocol/client,
// pinned in testdata/mcp-ts2), which speaks 2026-07-28, on the machine's
// Node (20, which the package supports): a client identified by a Client ID
// Metadata Document served by the test, authorized for calc alone, sees only
// the calculators at 2026-07-28 (server/discover, no session), meets the 403
// insufficient_scope of a costs tool, re-authorizes with the scope the
// challenge names and makes the call; then a calculator call and the
// resources and prompts lists, all at 2026-07-28.
func TestTypeScript2ClientMetadataDocumentAndStepUp(t *testing.T) {
	node, err := exec.LookPath("node")
	if err == nil {
		_, err = os.Stat(filepath.Join(mcpTS2Dir, "node_modules", "@modelcontextprotocol", "client", "package.json"))
	}
	if err != nil {
		testenv.Unavailable(t, "the MCP TypeScript 2.x client (node, and `npm ci --prefix server/testdata/mcp-ts2`, which make test runs)", err)
	}
	h := newMetadataHost(t)
	id := h.serve("/ts2/client.json", func(self string) (int, map[string]string, string) {
		return 200, map[string]string{"Content-Type": "application/json", "Cache-Control": "max-age=300"},
			// No refresh_token grant, as for the 1.x client (cimd_ts_test.go):
			// a refresh cannot widen a grant, so a step-up must re-authorize.
			strings.NewReplacer("Hosted agent", "Hosted TS2 agent", `,"refresh_token"`, "").Replace(clientDoc(self, redirectURI))
	})
	e := startWithMetadataHost(t, h, true)
	var out struct {
		Node     string `json:"node"`
		Consents []struct {
			ClientID, Scope string
			PageStatus      int
			Named, Host     bool
			Status          int
		} `json:"consents"`
		First, Exchange, ClientID, FirstScope, StepUp, SteppedScope, Iss string
		ProtocolVersion, ProtocolVersionAfter                            string
		CalcTools                                                        []string `json:"calcTools"`
		Escalated                                                        struct {
			IsError   bool `json:"isError"`
			Verticals int  `json:"verticals"`
		} `json:"escalated"`
		Yards struct {
			IsError    bool    `json:"isError"`
			CubicYards float64 `json:"cubicYards"`
		} `json:"yards"`
		ToolsAfter int      `json:"toolsAfter"`
		Resources  []string `json:"resources"`
		Templates  []string `json:"templates"`
		Prompts    []string `json:"prompts"`
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, node, "cimd.mjs", e.base+server.MCPPath, e.key, id, redirectURI)
	cmd.Dir = mcpTS2Dir
	stdout, err := cmd.Output()
	if err != nil {
		var stderr string
		if ee, ok := err.(*exec.ExitError); ok {
			stderr = string(ee.Stderr)
		}
		t.Fatalf("node cimd.mjs: %v\n%s\nserver log:\n%s", err, stderr, e.logs.String())
	}
	if err := json.Unmarshal(stdout, &out); err != nil {
		t.Fatalf("%v: %s", err, stdout)
	}
	t.Logf("@modelcontextprotocol/client on Node %s", out.Node)
	if out.First != "REDIRECT" || out.Exchange != "AUTHORIZED" || out.ClientID != id || out.FirstScope != "calc" || out.Iss != e.base {
		t.Fatalf("the metadata-document flow: %+v", out)
	}
	if out.ProtocolVersion != "2026-07-28" || out.ProtocolVersionAfter != "2026-07-28" {
		t.Fatalf("negotiated %q, then %q", out.ProtocolVersion, out.ProtocolVersionAfter)
	}
	if len(out.Consents) != 2 || out.Consents[0].Scope != "calc" || out.Consents[1].Scope != "calc costs" {
		t.Fatalf("consents: %+v", out.Consents)
	}
	for _, c := range out.Consents {
		if c.ClientID != id || c.PageStatus != 200 || !c.Named || !c.Host || c.Status != 303 {
			t.Fatalf("a consent: %+v", c)
		}
	}
	calcTools := len(calcpkg.Builtin().All()) + 2
	if len(out.CalcTools) != calcTools || slices.Contains(out.CalcTools, "costs_list") {
		t.Fatalf("a calc token lists %d tools: %v", len(out.CalcTools), out.CalcTools)
	}
	if out.StepUp != "reauthorize" || out.SteppedScope != "calc costs" || out.Escalated.IsError || out.Escalated.Verticals == 0 || out.ToolsAfter != calcTools+9 {
		t.Fatalf("the step-up: %q %q %+v, %d tools", out.StepUp, out.SteppedScope, out.Escalated, out.ToolsAfter)
	}
	if out.Yards.IsError || out.Yards.CubicYards != 1.358 {
		t.Fatalf("calc_concrete_yards: %+v", out.Yards)
	}
	if !slices.Contains(out.Resources, "plumbline://docs/codes/CATALOG.md") || !slices.Contains(out.Templates, "plumbline://codes/{code}/sections/{section}") || !slices.Contains(out.Prompts, "stair_code_check") {
		t.Fatalf("resources %v, templates %v, prompts %v", out.Resources, out.Templates, out.Prompts)
	}
	if n := h.fetches["/ts2/client.json"].Load(); n != 1 {
		t.Fatalf("the document was fetched %d times within its max-age", n)
	}
}
