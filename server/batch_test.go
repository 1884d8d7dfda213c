package server_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline/calc/calctest"
	"github.com/plumbline-api/plumbline/server"
)

// batchOut is a batch answer, or a list answer (a labor call naming
// several trades: Trade instead of ID).
type batchOut struct {
	Results []struct {
		ID         string          `json:"id"`
		Trade      string          `json:"trade"`
		Status     int             `json:"status"`
		RetryAfter *int            `json:"retry_after"`
		Body       json.RawMessage `json:"body"`
	} `json:"results"`
	Summary struct {
		Items, Succeeded, Failed, Counted, Refused int
	} `json:"summary"`
}

// batchItem is one item of a request.
type batchItem struct {
	ID          string          `json:"id"`
	OperationID string          `json:"operation_id,omitempty"`
	Path        string          `json:"path,omitempty"`
	Input       json.RawMessage `json:"input"`
}

func batchBody(items []batchItem) string {
	b, _ := json.Marshal(map[string]any{"items": items})
	return string(b)
}

func withBodyCap(n int) option { return func(c *server.Config) { c.MaxBodyBytes = n } }

// requestIDs are the request ids in problem bodies: a batch item's is the
// batch's, a single call's its own.
var requestIDs = regexp.MustCompile(`"request_id":"req_[0-9a-z]+"`)

func sameButRequestID(a, b []byte) bool {
	return bytes.Equal(requestIDs.ReplaceAll(a, []byte(`"request_id":""`)), requestIDs.ReplaceAll(b, []byte(`"request_id":""`)))
}

// Every golden example of every calculator, in batches of 100, by
// operation id and by path: each item's status and body are exactly those
// of the same call made alone (request ids aside), with and without
// Prefer: return=minimal.
func TestBatchItemsAreTheirSingleCalls(t *testing.T) {
	goldens, err := calctest.Load("../calc/testdata")
	if err != nil {
		t.Fatal(err)
	}
	e := start(t, withBodyCap(1<<20))
	var items []batchItem
	for i, g := range goldens {
		body := g.RequestBody()
		if !json.Valid(body) { // a body that is not JSON cannot be an item's input
			continue
		}
		it := batchItem{ID: strconv.Itoa(i), Input: body}
		if i%2 == 0 {
			it.OperationID = "calc_" + strings.ReplaceAll(g.Category+"_"+g.Kind, "-", "_")
		} else {
			it.Path = g.Path()
		}
		items = append(items, it)
	}
	if len(items) < 150 {
		t.Fatalf("only %d golden inputs", len(items))
	}
	statuses := map[int]int{}
	for _, minimal := range []bool{true, false} {
		var prefer []string
		if minimal {
			prefer = []string{"Prefer", "return=minimal"}
		}
		for start := 0; start < len(items); start += server.MaxBatchItems {
			chunk := items[start:min(start+server.MaxBatchItems, len(items))]
			r := e.post(server.BatchPath, batchBody(chunk), prefer...)
			if r.status != 200 {
				t.Fatalf("batch: %d %s", r.status, r.body)
			}
			if minimal != (r.header.Get("Preference-Applied") == "return=minimal") {
				t.Fatalf("Preference-Applied %q with minimal=%v", r.header.Get("Preference-Applied"), minimal)
			}
			out := decode[batchOut](t, r)
			if len(out.Results) != len(chunk) || out.Summary.Items != len(chunk) || out.Summary.Counted != out.Summary.Succeeded {
				t.Fatalf("%d results for %d items; summary %+v", len(out.Results), len(chunk), out.Summary)
			}
			for i, it := range chunk {
				res := out.Results[i]
				path := it.Path
				if path == "" {
					path = goldens[mustAtoi(t, it.ID)].Path()
				}
				single := e.post(path, string(it.Input), prefer...)
				if res.ID != it.ID || res.Status != single.status || !sameButRequestID(res.Body, single.body) {
					t.Fatalf("item %s (%s, minimal=%v): %d %s\nalone: %d %s", it.ID, path, minimal, res.Status, res.Body, single.status, single.body)
				}
				statuses[res.Status]++
			}
		}
	}
	if statuses[200] == 0 || statuses[422] == 0 {
		t.Fatalf("statuses %v: want successes and invalid inputs among the goldens", statuses)
	}
}

func mustAtoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// What is wrong with a batch as a whole is one problem listing every
// fault, and nothing runs or counts; what is wrong with an item's input is
// that item's answer.
func TestBatchEnvelope(t *testing.T) {
	e := start(t, withBodyCap(1<<20))
	yardsItem := func(id string) string {
		return `{"id":"` + id + `","operation_id":"calc_concrete_yards","input":` + yards + `}`
	}
	many := make([]string, server.MaxBatchItems+1)
	for i := range many {
		many[i] = yardsItem(strconv.Itoa(i))
	}
	for _, tc := range []struct {
		name, body  string
		status      int
		fields      []string // field: code
		contentType string
	}{
		{name: "not JSON", body: `{"items":[`, status: 400},
		{name: "not an object", body: `[1]`, status: 422, fields: []string{": type"}},
		{name: "no items", body: `{}`, status: 422, fields: []string{"items: required"}},
		{name: "items not an array", body: `{"items":{}}`, status: 422, fields: []string{"items: type"}},
		{name: "empty", body: `{"items":[]}`, status: 422, fields: []string{"items: min_items"}},
		{name: "101 items", body: `{"items":[` + strings.Join(many, ",") + `]}`, status: 422, fields: []string{"items: max_items"}},
		{name: "unknown member", body: `{"items":[` + yardsItem("a") + `],"mode":"fast"}`, status: 422, fields: []string{"mode: unknown_field"}},
		{name: "item faults", body: `{"items":[{"id":"a","input":{}},{"id":"a","path":"/v1/calc/concrete/yards","operation_id":"calc_concrete_yards","input":{},"x":1},{"id":7,"operation_id":"calc_concrete_yards"},{"id":"","operation_id":1,"input":{}},3]}`,
			status: 422, fields: []string{"items[0].operation_id: required", "items[1].x: unknown_field", "items[1].operation_id: one_of",
				"items[2].id: type", "items[2].input: required", "items[3].id: length", "items[3].operation_id: type", "items[4]: type", "items[1].id: duplicate"}},
		{name: "id too long", body: `{"items":[{"id":"` + strings.Repeat("x", 129) + `","operation_id":"calc_concrete_yards","input":{}}]}`, status: 422, fields: []string{"items[0].id: length"}},
		{name: "not JSON media type", body: `{"items":[` + yardsItem("a") + `]}`, status: 415, contentType: "text/plain"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before := usedCalls(t, e)
			ct := tc.contentType
			if ct == "" {
				ct = "application/json"
			}
			r := e.do("POST", server.BatchPath, tc.body, "Authorization", "Bearer "+e.key, "Content-Type", ct)
			p := e.mustProblem(r, tc.status, server.BatchPath)
			var got []string
			for _, f := range p.Errors {
				got = append(got, f.Field+": "+f.Code)
			}
			if strings.Join(got, "\n") != strings.Join(tc.fields, "\n") {
				t.Fatalf("errors\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tc.fields, "\n"))
			}
			if after := usedCalls(t, e); after != before {
				t.Fatalf("a refused batch counted %d calls", after-before)
			}
		})
	}

	// Items answered one by one: an unknown calculator is a 404 that costs
	// nothing; an invalid input a 422 that counts, as its own call does.
	before := usedCalls(t, e)
	r := e.post(server.BatchPath, `{"items":[`+yardsItem("ok")+`,{"id":"bad","operation_id":"calc_concrete_yards","input":{"length_ft":-1}},`+
		`{"id":"nope","operation_id":"calc_concrete_nope","input":{}},{"id":"\u00e9","path":"/v1/calc/nope/nope","input":{}},{"id":"arr","operation_id":"calc_concrete_yards","input":[1]}]}`)
	out := decode[batchOut](t, r)
	want := []string{"ok 200", "bad 422", "nope 404", "é 404", "arr 422"}
	for i, res := range out.Results {
		if got := res.ID + " " + strconv.Itoa(res.Status); i >= len(want) || got != want[i] {
			t.Fatalf("result %d: %s, want %v", i, got, want)
		}
	}
	var nope, pathNope problem
	_ = json.Unmarshal(out.Results[2].Body, &nope)
	_ = json.Unmarshal(out.Results[3].Body, &pathNope)
	if nope.Instance != server.BatchPath || pathNope.Instance != "/v1/calc/nope/nope" || !strings.Contains(nope.Detail, "calc_concrete_nope") || nope.RequestID != r.header.Get("X-Request-Id") {
		t.Fatalf("404 problems %+v %+v", nope, pathNope)
	}
	if s := out.Summary; s.Items != 5 || s.Succeeded != 1 || s.Failed != 4 || s.Counted != 1 || s.Refused != 0 {
		t.Fatalf("summary %+v", s)
	}
	if after := usedCalls(t, e); after != before+1 {
		t.Fatalf("usage %d -> %d, want +1 (client errors, 404s and 422s, cost nothing)", before, after)
	}
}

func usedCalls(t *testing.T, e *testEnv) int {
	t.Helper()
	return int(decode[map[string]any](t, e.get("/v1/account/usage"))["requests_used"].(float64))
}

// yardsBatch is n concrete/yards items with ids 0…n-1.
func yardsBatch(n int) string {
	items := make([]string, n)
	for i := range items {
		items[i] = fmt.Sprintf(`{"id":"%d","operation_id":"calc_concrete_yards","input":%s}`, i, yards)
	}
	return `{"items":[` + strings.Join(items, ",") + `]}`
}

// calc_batch over MCP is the REST batch (minimal bodies, as every tool
// result): the same results, metered per item and not once more for the
// tools/call itself.
func TestMCPCalcBatch(t *testing.T) {
	e := start(t, withBodyCap(1<<20))
	c, _ := mcpClient(t, e, e.key, "")
	items := []batchItem{
		{ID: "slab", OperationID: "calc_concrete_yards", Input: json.RawMessage(yards)},
		{ID: "stairs", Path: "/v1/calc/stairs/rise-run", Input: json.RawMessage(`{"total_rise_in":108,"tread_depth_in":10}`)},
		{ID: "bad", OperationID: "calc_concrete_yards", Input: json.RawMessage(`{"length_ft":0}`)},
		{ID: "none", OperationID: "calc_nothing", Input: json.RawMessage(`{}`)},
	}
	before := usedCalls(t, e)
	res := callTool(t, c, server.BatchTool, map[string]any{"items": items})
	if res.IsError {
		t.Fatalf("calc_batch: %s", toolText(t, res))
	}
	if after := usedCalls(t, e); after != before+2 {
		t.Fatalf("usage %d -> %d, want +2 (two items answered; a 422 and a 404 are not counted)", before, after)
	}
	rest := e.post(server.BatchPath, batchBody(items), "Prefer", "return=minimal")
	if !sameButRequestID([]byte(toolText(t, res)), rest.body) {
		t.Fatalf("tool %s\nREST %s", toolText(t, res), rest.body)
	}
	structured, _ := json.Marshal(res.StructuredContent)
	var out batchOut
	if err := json.Unmarshal(structured, &out); err != nil || len(out.Results) != 4 || out.Results[0].Status != 200 || out.Results[2].Status != 422 || out.Results[3].Status != 404 {
		t.Fatalf("structured %s (%v)", structured, err)
	}

	// An envelope fault is a tool error carrying the REST problem.
	res = callTool(t, c, server.BatchTool, map[string]any{"items": []any{}})
	var p problem
	if err := json.Unmarshal([]byte(toolText(t, res)), &p); err != nil || !res.IsError || p.Status != 422 || len(p.Errors) != 1 || p.Errors[0].Field != "items" {
		t.Fatalf("empty batch: %s", toolText(t, res))
	}
}
