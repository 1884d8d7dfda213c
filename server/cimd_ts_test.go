package server_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	calcpkg "github.com/plumbline-api/plumbline/calc"
	"github.com/plumbline-api/plumbline/internal/testenv"
	"github.com/plumbline-api/plumbline/server"
)

// The official TypeScript SDK (1.x) as a client identified by a Client ID
// Metadata Document served by the test: it uses the document's URL as its
// client_id without registering, is authorized for calc alone and sees only
// the calculators, meets the 403 insufficient_scope of a costs tool,
// re-authorizes with the scope the challenge names and makes the call.
func TestTypeScriptSDKMetadataDocumentAndStepUp(t *testing.T) {
	node, err := exec.LookPath("node")
	if err == nil {
		_, err = os.Stat(filepath.Join("testdata", "mcp-ts", "node_modules", "@modelcontextprotocol", "sdk", "package.json"))
	}
	if err != nil {
		testenv.Unavailable(t, "the MCP TypeScript SDK (node, and `npm ci --prefix server/testdata/mcp-ts`, which make test runs)", err)
	}
	h := newMetadataHost(t)
	id := h.serve("/ts/client.json", func(self string) (int, map[string]string, string) {
		return 200, map[string]string{"Content-Type": "application/json", "Cache-Control": "max-age=300"},
			// No refresh_token grant: the 1.x SDK answers a step-up challenge by
			// refreshing when it holds a refresh token, and a refresh cannot
			// widen a grant (RFC 6749 section 6), so it would meet the 403 again.
			strings.NewReplacer("Hosted agent", "Hosted TS agent", `,"refresh_token"`, "").Replace(clientDoc(self, redirectURI))
	})
	e := startWithMetadataHost(t, h, true)
	var out struct {
		Consents []struct {
			ClientID, Scope string
			PageStatus      int
			Named, Host     bool
			Status          int
		} `json:"consents"`
		First, Exchange, ClientID, FirstScope, StepUp, SteppedScope string
		CalcTools                                                   []string `json:"calcTools"`
		Escalated                                                   struct {
			IsError   bool `json:"isError"`
			Verticals int  `json:"verticals"`
		} `json:"escalated"`
		ToolsAfter int `json:"toolsAfter"`
	}
	runNode(t, node, &out, "cimd.mjs", e.base+server.MCPPath, e.key, id, redirectURI)
	if out.First != "REDIRECT" || out.Exchange != "AUTHORIZED" || out.ClientID != id || out.FirstScope != "calc" {
		t.Fatalf("the metadata-document flow: %+v", out)
	}
	if len(out.Consents) != 2 || out.Consents[0].Scope != "calc" || out.Consents[1].Scope != "calc costs" {
		t.Fatalf("consents: %+v", out.Consents)
	}
	for _, c := range out.Consents {
		if c.ClientID != id || c.PageStatus != 200 || !c.Named || !c.Host || c.Status != 303 {
			t.Fatalf("a consent: %+v", c)
		}
	}
	if len(out.CalcTools) != len(calcpkg.Builtin().All())+2 || slices.Contains(out.CalcTools, "costs_list") {
		t.Fatalf("a calc token lists %d tools", len(out.CalcTools))
	}
	if out.StepUp != "reauthorize" || out.SteppedScope != "calc costs" || out.Escalated.IsError || out.Escalated.Verticals == 0 || out.ToolsAfter != len(calcpkg.Builtin().All())+2+9 {
		t.Fatalf("the step-up: %q %q %+v, %d tools", out.StepUp, out.SteppedScope, out.Escalated, out.ToolsAfter)
	}
	if n := h.fetches["/ts/client.json"].Load(); n != 1 {
		t.Fatalf("the document was fetched %d times within its max-age", n)
	}
}
