package server_test

import (
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/reference/costs/labor"
)

// Several trades in one labor call: one answer per trade, in the order
// given, each exactly what the call for that trade alone answers, and each
// metered as that call; revalidation answers 304 uncounted.
func TestLaborSeveralTrades(t *testing.T) {
	e := start(t, withReference(bundledReference(t)))
	for _, place := range []string{"msa=15380", "county=39049", "zip=14850"} {
		t.Run(place, func(t *testing.T) {
			trades := labor.TradeIDs()
			before := usedCalls(t, e)
			r := e.get("/v1/costs/labor?trade=" + strings.Join(trades, ",") + "&" + place)
			if r.status != 200 {
				t.Fatalf("%d %s", r.status, r.body)
			}
			if used := usedCalls(t, e); used != before+len(trades) {
				t.Fatalf("usage %d -> %d, want one call per trade (+%d)", before, used, len(trades))
			}
			out := decode[batchOut](t, r)
			if len(out.Results) != len(trades) || out.Summary.Items != len(trades) || out.Summary.Counted != len(trades) {
				t.Fatalf("%d results, summary %+v", len(out.Results), out.Summary)
			}
			ok := 0
			for i, res := range out.Results {
				alone := e.get("/v1/costs/labor?trade=" + trades[i] + "&" + place)
				if res.Trade != trades[i] || res.Status != alone.status || !sameButRequestID(res.Body, alone.body) {
					t.Fatalf("%s: %d %.300s\nalone: %d %.300s", trades[i], res.Status, res.Body, alone.status, alone.body)
				}
				if res.Status == 200 {
					ok++
				}
			}
			if ok == 0 {
				t.Fatal("no trade answered 200")
			}
			etag := r.header.Get("ETag")
			before = usedCalls(t, e)
			if r2 := e.get("/v1/costs/labor?trade="+strings.Join(trades, ",")+"&"+place, "If-None-Match", etag); r2.status != 304 || etag == "" {
				t.Fatalf("revalidation: %d (ETag %q)", r2.status, etag)
			}
			if used := usedCalls(t, e); used != before {
				t.Fatalf("a 304 counted: %d -> %d", before, used)
			}
			// "*" is no revalidation (issue 24): every trade is answered and counted.
			if r3 := e.get("/v1/costs/labor?trade="+strings.Join(trades, ",")+"&"+place, "If-None-Match", "*"); r3.status != 200 {
				t.Fatalf("If-None-Match *: %d", r3.status)
			}
			if used := usedCalls(t, e); used != before+len(trades) {
				t.Fatalf("If-None-Match * on %d trades: usage %d -> %d", len(trades), before, used)
			}
		})
	}

	// A fault of the request as a whole is one 422, rate-limited and not
	// counted, as the single call's 422 is not; nothing runs per trade.
	for _, tc := range []struct{ query, field string }{
		{"trade=electricians,electricians&msa=15380", "trade"},
		{"trade=electricians,welders&msa=15380", "trade"},
		{"trade=electricians,,plumbers&msa=15380", "trade"},
		{"trade=electricians,plumbers&zip=1485", "zip"},
		{"trade=electricians,plumbers&trade=roofers&msa=15380", "trade"},
		{"trade=" + strings.Repeat("electricians,", 12) + "plumbers&msa=15380", "trade"},
		{"trade=" + strings.Repeat("x,", 899) + "x&msa=15380", "trade"}, // counted, not read (issue 35 #9)
	} {
		before := usedCalls(t, e)
		p := e.mustProblem(e.get("/v1/costs/labor?"+tc.query), 422, "/v1/costs/labor")
		if len(p.Errors) == 0 || p.Errors[0].Field != tc.field {
			t.Fatalf("%s: %+v", tc.query, p)
		}
		if used := usedCalls(t, e); used != before {
			t.Fatalf("%s: usage %d -> %d, want unchanged (a client error)", tc.query, before, used)
		}
	}
	// A fault only the operation finds (no place) is each trade's own
	// answer, as its own call's is.
	out := decode[batchOut](t, e.get("/v1/costs/labor?trade=electricians,plumbers"))
	if len(out.Results) != 2 || out.Results[0].Status != 422 || out.Results[1].Status != 422 || out.Summary.Counted != 0 {
		t.Fatalf("no place: %+v", out)
	}
}

// A Free key's burst bounds a list as it bounds a batch: the trades past
// it are refused one by one, uncounted, and the answer carries no ETag.
func TestLaborSeveralTradesRefusedPerTrade(t *testing.T) {
	e := startEnv(t, envOptions{tier: plumbline.TierFree})
	for range 15 {
		if r := e.post("/v1/calc/concrete/yards", yards); r.status != 200 {
			t.Fatalf("%d", r.status)
		}
	}
	r := e.get("/v1/costs/labor?trade=" + strings.Join(labor.TradeIDs(), ",") + "&msa=15380")
	out := decode[batchOut](t, r)
	for i, res := range out.Results {
		if want := map[bool]int{true: 200, false: 429}[i < 5]; res.Status != want && !(i < 5 && res.Status == 404) {
			t.Fatalf("trade %d: %d", i, res.Status)
		}
		if i >= 5 && (res.RetryAfter == nil || *res.RetryAfter < 1) {
			t.Fatalf("trade %d: retry_after %v", i, res.RetryAfter)
		}
	}
	if out.Summary.Counted != 5 || out.Summary.Refused != 6 || r.header.Get("ETag") != "" {
		t.Fatalf("summary %+v, ETag %q", out.Summary, r.header.Get("ETag"))
	}
	if used := usedCalls(t, e.with(e.addKey())); used != 20 {
		t.Fatalf("usage %d, want 20", used)
	}
}

// The labor tool over MCP takes the same list and answers the REST list.
func TestMCPLaborSeveralTrades(t *testing.T) {
	e := start(t)
	c, _ := mcpClient(t, e, e.key, "")
	before := usedCalls(t, e)
	res := callTool(t, c, "costs_labor", map[string]any{"trade": "electricians,plumbers", "msa": "15380"})
	if res.IsError {
		t.Fatalf("%s", toolText(t, res))
	}
	if used := usedCalls(t, e); used != before+2 {
		t.Fatalf("usage %d -> %d, want +2", before, used)
	}
	rest := e.get("/v1/costs/labor?trade=electricians,plumbers&msa=15380")
	if !sameButRequestID([]byte(toolText(t, res)), rest.body) {
		t.Fatalf("tool %.400s\nREST %.400s", toolText(t, res), rest.body)
	}
}
