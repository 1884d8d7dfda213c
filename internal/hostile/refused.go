package main

import (
	"fmt"
	"os"
	"strings"
	"time"
)

// refusedWork (issue 35 #9): a Free key over its rate sends refused work of
// three sizes: single calls, REST batches of 100 items, and MCP JSON-RPC
// batches of 50 calc_batch calls of 100 items each. A refused batch must
// cost what a refused single call costs: it is refused before its items are
// read, one 429, not a 200 of 100 item problems.
func (e *env) refusedWork() {
	fmt.Println("\n35.9 a Free key over its rate: refused single calls, 100-item REST batches, MCP batches of 50 × calc_batch of 100")
	yards := `{"length_ft":10,"width_ft":10,"depth_in":4}`
	items := make([]string, 100)
	for i := range items {
		items[i] = fmt.Sprintf(`{"id":"%d","operation_id":"calc_concrete_yards","input":%s}`, i, yards)
	}
	restBatch := `{"items":[` + strings.Join(items, ",") + `]}`
	h, err := e.mcpSession(e.freeKey)
	if err != nil {
		fail("Free MCP session: %v", err)
		return
	}
	mcpBody := batch(50, func(i int) string {
		return fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":{"name":"calc_batch","arguments":%s}}`, i, restBatch)
	})
	// The same messages, each one calculator call whose arguments are as
	// long as the batch's (a pad the meter refuses before it is read): what
	// reading the bytes costs, which no refusal can spare.
	pad := strings.Repeat("x", len(restBatch)-len(yards))
	mcpSingles := batch(50, func(i int) string {
		return fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":{"name":"calc_concrete_yards","arguments":{"pad":"%s"}}}`, i, pad)
	})
	auth := []string{"Authorization", "Bearer " + e.freeKey, "Content-Type", "application/json"}
	for range 30 { // past the burst
		_, _, _ = e.do("POST", "/v1/calc/concrete/yards", yards, auth...)
	}
	// measure sends n requests and reports the server's CPU per request,
	// the bytes answered per request and how many were answered 429.
	measure := func(n int, path, body string, headers []string) (perReq time.Duration, bytesPer int, refused int) {
		before, total := e.cpu(), 0
		for range n {
			status, b, err := e.do("POST", path, body, headers...)
			if err != nil {
				continue
			}
			total += len(b)
			if status == 429 || strings.Count(string(b), `status\":429`) >= 50 {
				refused++
			}
		}
		return (e.cpu() - before) / time.Duration(n), total / n, refused
	}
	single, singleBytes, r1 := measure(400, "/v1/calc/concrete/yards", yards, auth)
	batched, batchBytes, r2 := measure(400, "/v1/calc/batch", restBatch, auth)
	mcp, mcpBytes, r3 := measure(40, "/mcp", mcpBody, h)
	mcpSingle, _, r4 := measure(40, "/mcp", mcpSingles, h)
	perMessage, perSingle := mcp/50, mcpSingle/50
	fmt.Fprintf(os.Stderr, "  refused: single %d/400, REST batch %d/400, MCP %d/40 and %d/40\n", r1, r2, r3, r4)
	record("issue 35 #9: refused work from a key over its rate",
		fmt.Sprintf("CPU per refused request: single %v (%d B answered), 100-item batch %v (%d B); MCP calc_batch of 100 items %v, a single call of the same length %v (%d B a 50-message POST)",
			single, singleBytes, batched, batchBytes, perMessage, perSingle, mcpBytes),
		"a batch costs at most 3 × a single call of its size", r2 >= 390 && r3 == 40 && batchBytes < 2048 &&
			batched <= 3*max(single, 100*time.Microsecond) && perMessage <= 3*max(perSingle, 100*time.Microsecond))
}
