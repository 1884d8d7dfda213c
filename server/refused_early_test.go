package server_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/meter"
	"github.com/plumbline-api/plumbline/reference/costs/labor"
	"github.com/plumbline-api/plumbline/server"
)

// A key the meter already knows is refused (over its rate until its
// retry-after) gets a batch or a list refused whole, before the items are
// read: one 429, as its single call would get, not a 200 carrying an item
// 429 per item it had to parse (issue 35 #9). REST and MCP, on the
// in-process meter and on Redis.
func TestRefusedKeysBatchIsRefusedBeforeItIsRead(t *testing.T) {
	meterKinds(t, func(t *testing.T, m *meter.Meter) {
		e := startEnv(t, envOptions{tier: plumbline.TierFree, meter: m, config: []option{withBodyCap(1 << 20)}})
		c, _ := mcpClient(t, e, e.key, mcp.ProtocolVersion20250326)            // its session's messages take some of the burst of 20
		first := decode[batchOut](t, e.post(server.BatchPath, yardsBatch(30))) // the rest of the burst, then refused
		if first.Summary.Refused < 10 || first.Summary.Counted+first.Summary.Refused != 30 {
			t.Fatalf("the burst: %+v", first.Summary)
		}
		for _, c := range []struct {
			instance string
			r        response
		}{
			{server.BatchPath, e.post(server.BatchPath, yardsBatch(100))},
			{"/v1/costs/labor", e.get("/v1/costs/labor?trade=" + strings.Join(labor.TradeIDs(), ",") + "&msa=15380")},
		} {
			p := e.mustProblem(c.r, 429, c.instance)
			if p.Code != "rate_limited" || c.r.header.Get("Retry-After") == "" || !strings.HasPrefix(c.r.header.Get("RateLimit"), `"default";r=0;`) {
				t.Fatalf("%s: %d %v %s", c.instance, c.r.status, c.r.header, c.r.body)
			}
		}

		for tool, args := range map[string]map[string]any{
			server.BatchTool: {"items": []batchItem{{ID: "a", OperationID: "calc_concrete_yards", Input: json.RawMessage(yards)}}},
			"costs_labor":    {"trade": "electricians,plumbers", "msa": "15380"},
		} {
			res := callTool(t, c, tool, args)
			var p problem
			if res.IsError {
				_ = json.Unmarshal([]byte(toolText(t, res)), &p)
			}
			if !res.IsError || p.Status != 429 || p.Code != "rate_limited" {
				t.Fatalf("%s over the limit: error %v, %+v", tool, res.IsError, p)
			}
		}
		if used := usedCalls(t, e.with(e.addKey())); used != first.Summary.Counted {
			t.Fatalf("usage %d, want the %d items of the burst", used, first.Summary.Counted)
		}
	})
}
