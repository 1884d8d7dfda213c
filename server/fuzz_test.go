package server_test

import (
	"encoding/json"
	"testing"

	"github.com/plumbline-api/plumbline/calc"
	"github.com/plumbline-api/plumbline/calc/calctest"
)

// FuzzCalculatorHTTP sends arbitrary bodies and content types to every
// calculator through the full handler: the answer is a 2xx or a 4xx, never
// a 5xx; it is always valid JSON, and a problem for every 4xx.
func FuzzCalculatorHTTP(f *testing.F) {
	goldens, err := calctest.Load("../calc/testdata")
	if err != nil {
		f.Fatal(err)
	}
	for i, g := range goldens {
		f.Add(uint8(i), "application/json", g.RequestBody())
	}
	f.Add(uint8(0), "text/plain", []byte(`{}`))
	f.Add(uint8(1), "application/merge-patch+json", []byte(`{"a":[`))
	calcs := calc.Builtin().All()
	p := newInProcess(f)
	f.Fuzz(func(t *testing.T, which uint8, contentType string, body []byte) {
		c := calcs[int(which)%len(calcs)]
		p.prepare("POST", c.Path, contentType, body, true)
		resp := p.serve()
		status := resp.StatusCode()
		if status >= 500 || status < 200 {
			t.Fatalf("%s %q (%s): status %d %s", c.Path, body, contentType, status, resp.Body())
		}
		if !json.Valid(resp.Body()) {
			t.Fatalf("%s: invalid JSON %s", c.Path, resp.Body())
		}
		if ct := string(resp.Header.ContentType()); status >= 400 && ct != "application/problem+json" {
			t.Fatalf("%s: %d with Content-Type %s", c.Path, status, ct)
		}
	})
}
