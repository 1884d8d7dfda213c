package server_test

import (
	"encoding/json"
	"testing"

	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/server"
)

// FuzzBatchHTTP sends arbitrary bodies to POST /v1/calc/batch through the
// full handler: never a 5xx; always valid JSON; a problem for every 4xx;
// a 200 answers every item once, in order, and its summary adds up.
func FuzzBatchHTTP(f *testing.F) {
	for _, seed := range []string{
		yardsBatch(3),
		`{"items":[{"id":"a","operation_id":"calc_concrete_yards","input":{"length_ft":-1}},{"id":"b","path":"/v1/calc/stairs/rise-run","input":{"total_rise_in":108,"tread_depth_in":10}}]}`,
		`{"items":[{"id":"a","operation_id":"calc_nope","input":[]},{"id":"a","path":"/x","input":null}]}`,
		`{"items":[{"id":"\u0000\ud800","operation_id":"calc_concrete_yards","input":{"length_ft":1e400}}]}`,
		`{"items":[{"id":"a","operation_id":"calc_concrete_yards","operation_id":"x","input":{}}],"items":[]}`,
		`{"items":[1,"x",null,[],{}]}`, `{"items":{}}`, `[]`, `{`, ``, `{"items":[{"id":"` + string([]byte{0xff, 0xfe}) + `","path":"/v1/calc/concrete/yards","input":{}}]}`,
	} {
		f.Add([]byte(seed))
	}
	p := newInProcessWith(f, billing.NewMemoryStore(), nil, withBodyCap(1<<20))
	f.Fuzz(func(t *testing.T, body []byte) {
		p.prepare("POST", server.BatchPath, "application/json", body, true)
		resp := p.serve()
		status := resp.StatusCode()
		if status >= 500 || status < 200 {
			t.Fatalf("%q: status %d %s", body, status, resp.Body())
		}
		if !json.Valid(resp.Body()) {
			t.Fatalf("%q: invalid JSON %s", body, resp.Body())
		}
		if status >= 400 {
			if ct := string(resp.Header.ContentType()); ct != "application/problem+json" {
				t.Fatalf("%q: %d with Content-Type %s", body, status, ct)
			}
			return
		}
		var out batchOut
		if err := json.Unmarshal(resp.Body(), &out); err != nil {
			t.Fatalf("%q: %v %s", body, err, resp.Body())
		}
		s := out.Summary
		if len(out.Results) == 0 || len(out.Results) > server.MaxBatchItems || s.Items != len(out.Results) || s.Succeeded+s.Failed != s.Items || s.Counted+s.Refused > s.Items {
			t.Fatalf("%q: %d results, summary %+v", body, len(out.Results), s)
		}
		for i, r := range out.Results {
			if r.Status < 200 || r.Status >= 500 || !json.Valid(r.Body) {
				t.Fatalf("%q: item %d: %d %s", body, i, r.Status, r.Body)
			}
		}
	})
}
