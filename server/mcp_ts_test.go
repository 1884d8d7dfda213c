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

	"github.com/plumbline-api/plumbline/internal/testenv"
	"github.com/plumbline-api/plumbline/server"
)

// TestOfficialTypeScriptClient runs the official MCP TypeScript SDK
// (@modelcontextprotocol/sdk, pinned in testdata/mcp-ts/package.json and
// installed by make test) against the server: connect with a Bearer header,
// initialize at 2025-03-26, 2025-06-18 (and at the SDK's own latest
// revision), list the tools (the full set), call calc_concrete_yards, a
// codes tool and a failing call, read resources, get a prompt.
func TestOfficialTypeScriptClient(t *testing.T) {
	dir := filepath.Join("testdata", "mcp-ts")
	node, err := exec.LookPath("node")
	if err == nil {
		_, err = os.Stat(filepath.Join(dir, "node_modules", "@modelcontextprotocol", "sdk", "package.json"))
	}
	if err != nil {
		testenv.Unavailable(t, "the MCP TypeScript SDK (node, and `npm ci --prefix server/testdata/mcp-ts`, which make test runs)", err)
	}
	e := start(t)
	for _, version := range []string{"2025-03-26", "2025-06-18", ""} {
		t.Run("version="+version, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
			defer cancel()
			args := []string{"client.mjs", e.base + server.MCPPath, e.key}
			if version != "" {
				args = append(args, version)
			}
			cmd := exec.CommandContext(ctx, node, args...)
			cmd.Dir = dir
			out, err := cmd.Output()
			if err != nil {
				var stderr string
				if ee, ok := err.(*exec.ExitError); ok {
					stderr = string(ee.Stderr)
				}
				t.Fatalf("node client.mjs: %v\n%s\nserver log:\n%s", err, stderr, e.logs.String())
			}
			var seen struct {
				ProtocolVersion string `json:"protocolVersion"`
				Server          struct {
					Name string `json:"name"`
				} `json:"server"`
				SessionID string   `json:"sessionId"`
				Tools     []string `json:"tools"`
				Yards     struct {
					IsError    bool           `json:"isError"`
					Structured map[string]any `json:"structured"`
					Text       string         `json:"text"`
				} `json:"yards"`
				Invalid struct {
					IsError bool   `json:"isError"`
					Text    string `json:"text"`
				} `json:"invalid"`
				Applicable struct {
					IsError bool   `json:"isError"`
					Text    string `json:"text"`
				} `json:"applicable"`
				Resources []string `json:"resources"`
				Templates []string `json:"templates"`
				Section   string   `json:"section"`
				Doc       struct {
					MIMEType string `json:"mimeType"`
					Text     string `json:"text"`
				} `json:"doc"`
				Prompts []string `json:"prompts"`
				Slab    string   `json:"slab"`
			}
			if err := json.Unmarshal(out, &seen); err != nil {
				t.Fatalf("%v: %s", err, out)
			}
			want := version
			if want == "" {
				want = "2025-11-25" // the SDK's latest, which the server also speaks
			}
			if seen.ProtocolVersion != want || seen.Server.Name != "plumbline" || !strings.HasPrefix(seen.SessionID, "mcp-") {
				t.Fatalf("negotiated %q with %q, session %q", seen.ProtocolVersion, seen.Server.Name, seen.SessionID)
			}
			if len(seen.Tools) != e.toolCount(t) || !slices.Contains(seen.Tools, "calc_concrete_yards") || !slices.Contains(seen.Tools, "codes_get_section") {
				t.Fatalf("%d tools: %v", len(seen.Tools), seen.Tools)
			}
			s := seen.Yards.Structured
			if seen.Yards.IsError || s["cubic_yards"] != 1.358 || s["cubic_feet"] != 33.333 || s["bags_60lb"] != 62.0 || s["bags_80lb"] != 49.0 || s["waste_included_cuyd"] != 0.123 {
				t.Fatalf("calc_concrete_yards: %+v", seen.Yards)
			}
			rest := e.post("/v1/calc/concrete/yards", `{"length_ft":10,"width_ft":10,"depth_in":4,"waste_factor":0.1}`, "Prefer", "return=minimal")
			if seen.Yards.Text != string(rest.body) {
				t.Fatalf("text %s, REST %s", seen.Yards.Text, rest.body)
			}
			if seen.Applicable.IsError || seen.Applicable.Text != string(e.get("/v1/codes/applicable?zip=94103").body) {
				t.Fatalf("codes_jurisdiction_applicable: %+v", seen.Applicable)
			}
			if !slices.Contains(seen.Resources, "plumbline://docs/codes/CATALOG.md") || !slices.Contains(seen.Templates, "plumbline://codes/{code}/sections/{section}") {
				t.Fatalf("resources %v, templates %v", seen.Resources, seen.Templates)
			}
			if seen.Section != string(e.get("/v1/codes/irc/sections/R311.7.5").body) || seen.Doc.MIMEType != "text/markdown" || !strings.HasPrefix(seen.Doc.Text, "# Code-section catalog") {
				t.Fatalf("section %s, doc %+v", seen.Section, seen.Doc)
			}
			if !slices.Contains(seen.Prompts, "stair_code_check") || !strings.Contains(seen.Slab, "calc_concrete_yards with length_ft=20, width_ft=12, depth_in=4") {
				t.Fatalf("prompts %v, slab %q", seen.Prompts, seen.Slab)
			}
			if !seen.Invalid.IsError || !strings.Contains(seen.Invalid.Text, `"status":422`) || !strings.Contains(seen.Invalid.Text, `"field":"length_ft"`) {
				t.Fatalf("invalid input: %+v", seen.Invalid)
			}
		})
	}
}
