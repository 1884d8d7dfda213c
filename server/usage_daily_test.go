package server_test

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/plumbline-api/plumbline/internal/postgres/pgtest"
	"github.com/plumbline-api/plumbline/meter"
	"github.com/plumbline-api/plumbline/server"
)

type usageDailyOut struct {
	Livemode bool   `json:"livemode"`
	From     string `json:"from"`
	To       string `json:"to"`
	GroupBy  string `json:"group_by"`
	Total    int64  `json:"total"`
	Rows     []struct {
		Date      string `json:"date"`
		KeyID     string `json:"key_id"`
		KeyPrefix string `json:"key_prefix"`
		Operation string `json:"operation"`
		Calls     int64  `json:"calls"`
	} `json:"rows"`
	Months []struct {
		Month        string `json:"month"`
		RequestsUsed int64  `json:"requests_used"`
		Attributed   int64  `json:"attributed"`
		Unattributed int64  `json:"unattributed"`
	} `json:"months"`
}

// detailKinds runs a test with the usage detail in process and in Postgres.
func detailKinds(t *testing.T, test func(t *testing.T, r *meter.DetailRecorder)) {
	t.Run("memory", func(t *testing.T) { test(t, meter.NewDetailRecorder(meter.NewMemoryDetail())) })
	t.Run("postgres", func(t *testing.T) { test(t, meter.NewDetailRecorder(meter.NewPGDetail(pgtest.New(t).Pool))) })
}

// REST, batch and MCP calls show in the detail by operation and key, and
// the month's rows sum to the monthly usage (nothing unattributed).
func TestUsageDailySumsToTheMonth(t *testing.T) {
	detailKinds(t, func(t *testing.T, rec *meter.DetailRecorder) {
		e := start(t, func(c *server.Config) { c.UsageDetail = rec })
		second := e.addKey()
		for range 3 {
			e.post("/v1/calc/concrete/yards", `{"length_ft":1,"width_ft":1,"depth_in":4}`)
		}
		e.with(second).post("/v1/calc/concrete/yards", `{"length_ft":1,"width_ft":1,"depth_in":4}`)
		e.post("/v1/calc/concrete/yards", `{"length_ft":-1}`) // a 422 is not counted (issue 39), in usage nor in the detail
		e.get("/v1/codes/irc/sections/R311.7.5")
		e.post(server.BatchPath, `{"items":[{"id":"a","operation_id":"calc_concrete_yards","input":{"length_ft":1,"width_ft":1,"depth_in":4}}]}`)
		c, _ := mcpClient(t, e, e.key, mcp.ProtocolVersion20250326)
		callTool(t, c, "calc_concrete_yards", map[string]any{"length_ft": 1, "width_ft": 1, "depth_in": 4})
		if err := rec.Flush(context.Background()); err != nil { // half in the store, half pending below
			t.Fatal(err)
		}
		e.get("/v1/codes/irc/sections/R311.7.5")

		used := int64(decode[map[string]any](t, e.get("/v1/account/usage"))["requests_used"].(float64))
		byOp := decode[usageDailyOut](t, e.get("/v1/account/usage/daily?group_by=operation"))
		if !byOp.Livemode || byOp.GroupBy != "operation" || len(byOp.Months) != 1 {
			t.Fatalf("answer: %+v", byOp)
		}
		m := byOp.Months[0]
		if m.RequestsUsed != used || m.Attributed != used || m.Unattributed != 0 || byOp.Total != used {
			t.Fatalf("month %+v, total %d; usage says %d", m, byOp.Total, used)
		}
		ops := map[string]int64{}
		for _, r := range byOp.Rows {
			ops[r.Operation] += r.Calls
		}
		if used != 8 || ops["calc_concrete_yards"] != 6 || ops["codes_get_section"] != 2 {
			t.Fatalf("used %d, by operation %v", used, ops)
		}

		// The same over MCP, as a resource (reading it is not counted).
		res, err := c.ReadResource(context.Background(), mcp.ReadResourceRequest{Params: mcp.ReadResourceParams{URI: "plumbline://account/usage/daily"}})
		if err != nil || len(res.Contents) != 1 {
			t.Fatalf("resource: %v %v", res, err)
		}
		var viaMCP usageDailyOut
		if err := json.Unmarshal([]byte(res.Contents[0].(mcp.TextResourceContents).Text), &viaMCP); err != nil ||
			viaMCP.GroupBy != "operation" || viaMCP.Total != used || len(viaMCP.Rows) != len(byOp.Rows) {
			t.Fatalf("resource answer %+v (%v); REST %+v", viaMCP, err, byOp)
		}
		if _, err := c.ReadResource(context.Background(), mcp.ReadResourceRequest{Params: mcp.ReadResourceParams{URI: "plumbline://account/usage/daily?group_by=day"}}); err == nil {
			t.Fatal("a bad group_by over MCP was answered")
		}

		byKey := decode[usageDailyOut](t, e.get("/v1/account/usage/daily?group_by=key"))
		keys := map[string]int64{}
		for _, r := range byKey.Rows {
			if r.KeyPrefix == "" || !strings.HasPrefix(r.KeyID, "key_") {
				t.Fatalf("row %+v", r)
			}
			keys[r.KeyPrefix] += r.Calls
		}
		if keys[second[:8]] != 1 || keys[e.key[:8]] != 7 {
			t.Fatalf("by key %v", keys)
		}

		r := e.get("/v1/account/usage/daily?group_by=operation", "Accept", "text/csv")
		if r.status != 200 || !strings.HasPrefix(r.header.Get("Content-Type"), "text/csv") {
			t.Fatalf("csv: %d %s", r.status, r.header.Get("Content-Type"))
		}
		recs, err := csv.NewReader(strings.NewReader(string(r.body))).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		if strings.Join(recs[0], ",") != "date,operation,calls" || len(recs) != 1+len(byOp.Rows) {
			t.Fatalf("csv:\n%s", r.body)
		}
		today := time.Now().UTC().Format(time.DateOnly)
		if recs[1][0] != today {
			t.Fatalf("csv row %v, want today %s", recs[1], today)
		}
	})
}

func TestUsageDailyRejectsBadRanges(t *testing.T) {
	e := start(t, func(c *server.Config) { c.UsageDetail = meter.NewDetailRecorder(meter.NewMemoryDetail()) })
	for _, q := range []string{"from=2026-13-01", "to=yesterday", "group_by=day", "from=2026-11-02&to=2026-11-01", "from=2024-01-01&to=2026-01-01"} {
		r := e.get("/v1/account/usage/daily?" + q)
		if r.status != 422 || decode[problem](t, r).Errors == nil {
			t.Errorf("%s: %d %s", q, r.status, r.body)
		}
	}
	// Past months the detail has nothing of: rows empty, months reconciled.
	r := decode[usageDailyOut](t, e.get("/v1/account/usage/daily?from=2026-01-30&to=2026-02-02"))
	if len(r.Months) != 2 || r.Months[0].Month != "2026-01" || r.Months[1].Month != "2026-02" || len(r.Rows) != 0 {
		t.Fatalf("%+v", r)
	}
}
