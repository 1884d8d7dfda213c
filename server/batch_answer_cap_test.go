package server_test

import (
	"encoding/json"
	"strconv"
	"testing"

	"github.com/plumbline-api/plumbline/calc/calctest"
	"github.com/plumbline-api/plumbline/server"
)

// Issue 35: a batch's answer is bounded in bytes. 100 items with their
// schemas (no Prefer: return=minimal) answered 1.45 MB each; now, once the
// answer passes MaxBatchAnswerBytes, the items left are 413 problems, not
// run and not counted, and the answer stays within the cap plus one item.
func TestBatchAnswerCapped(t *testing.T) {
	goldens, err := calctest.Load("../calc/testdata")
	if err != nil {
		t.Fatal(err)
	}
	var input json.RawMessage // Manual J's schemas are the largest: about 14 KB an item
	for _, g := range goldens {
		if g.Category == "hvac" && g.Kind == "manual-j" && g.Error == nil && g.Body == nil {
			input = g.Input
			break
		}
	}
	if input == nil {
		t.Fatal("no Manual J example")
	}
	e := start(t, withBodyCap(1<<20))
	items := make([]batchItem, server.MaxBatchItems)
	for i := range items {
		items[i] = batchItem{ID: strconv.Itoa(i), OperationID: "calc_hvac_manual_j", Input: input}
	}
	before := usedCalls(t, e)
	r := e.do("POST", server.BatchPath, batchBody(items), "Authorization", "Bearer "+e.key, "Content-Type", "application/json")
	if r.status != 200 {
		t.Fatalf("%d %s", r.status, r.body)
	}
	out := decode[batchOut](t, r)
	ran, notRun := 0, 0
	for _, it := range out.Results {
		switch it.Status {
		case 200:
			ran++
		case 413:
			notRun++
		default:
			t.Fatalf("item %s: %d %s", it.ID, it.Status, it.Body)
		}
	}
	if notRun == 0 || ran == 0 || len(r.body) > server.MaxBatchAnswerBytes+64<<10 {
		t.Fatalf("%d run, %d not run, answer %d bytes (cap %d)", ran, notRun, len(r.body), server.MaxBatchAnswerBytes)
	}
	if used := usedCalls(t, e) - before; used != ran || out.Summary.Counted != ran || out.Summary.Failed != notRun {
		t.Fatalf("counted %d (summary %+v), want the %d items run", used, out.Summary, ran)
	}
}
