package server_test

import (
	"encoding/json"
	"testing"
)

// to=latest carries an amount to the newest month held, and the answer says
// when a month's index is preliminary (issue 39 finding 7): the bundle's
// last four months are, 2024-01 and 2025-01 are not.
func TestEscalateLatestAndPreliminary(t *testing.T) {
	e := start(t)
	type esc struct {
		To          string `json:"to"`
		Preliminary bool   `json:"preliminary"`
		Note        string `json:"preliminary_note"`
	}
	var latest, fixed, old esc
	get := func(q string, v *esc) {
		t.Helper()
		r := e.get("/v1/costs/escalate?category=concrete&amount_usd=10000&" + q)
		if r.status != 200 || json.Unmarshal(r.body, v) != nil {
			t.Fatalf("%s: %d %s", q, r.status, r.body)
		}
	}
	get("from=2024-01&to=2025-08", &fixed)
	get("from=2024-01&to=latest", &latest)
	get("from=2024-01&to=2025-01", &old)
	if latest.To != "2025-08" || !latest.Preliminary || latest.Note == "" || !fixed.Preliminary {
		t.Fatalf("to=latest %+v, to=2025-08 %+v", latest, fixed)
	}
	if old.Preliminary || old.Note != "" {
		t.Fatalf("2024-01 to 2025-01 is final: %+v", old)
	}
	e.mustProblem(e.get("/v1/costs/escalate?category=concrete&amount_usd=1&from=2020-01&to=newest"), 422, "/v1/costs/escalate")
	e.mustProblem(e.get("/v1/costs/escalate?category=concrete&amount_usd=1&from=latest&to=2024-01"), 422, "/v1/costs/escalate")
}
