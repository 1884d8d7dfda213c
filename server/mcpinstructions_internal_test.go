package server

import (
	"strings"
	"testing"
)

// The MCP instructions name every area whose tools the server lists
// (issue 39: they named calculators and codes only).
func TestMCPInstructionsNameEveryArea(t *testing.T) {
	for _, prefix := range []string{"calc_", "codes_", "costs_", "benchmarks_", "products_"} {
		if !strings.Contains(mcpInstructions, prefix+"*") {
			t.Errorf("the instructions do not name the %s* tools", prefix)
		}
	}
}
