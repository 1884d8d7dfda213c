package server_test

import (
	"strings"
	"testing"
)

// Issue 24 finding 9: GET //v1//products//… was 200 while POST /v1//calc/…
// was 404, and /v1/costs/sources/ppi/..%2F… was normalized into another
// path. Such paths are 404 on every method, before authentication, and
// never counted.
func TestOddPathsAreNoRoutes(t *testing.T) {
	e := start(t)
	used := func() float64 {
		return decode[map[string]any](t, e.get("/v1/account/usage"))["requests_used"].(float64)
	}
	before := used()
	for _, c := range []struct{ method, path string }{
		{"GET", "//v1//products//list"},
		{"GET", "/v1//codes/irc/sections/R311.7.5"},
		{"POST", "/v1//calc/concrete/yards"},
		{"GET", "/v1/costs/sources/ppi/..%2F..%2Fetc%2Fpasswd"},
		{"GET", "/v1/costs/sources/ppi/WPU1333%2f"},
		{"GET", "/v1/codes/irc/sections/./R311.7.5"},
		{"GET", "/v1/codes/irc/x/../sections/R311.7.5"},
		{"GET", "/v1/codes/irc/sections/%2e%2E/sections/R311.7.5"},
		{"DELETE", "/v1/account/api-keys//key_x"},
		{"HEAD", "//v1/calc/list"},
	} {
		for _, key := range []string{e.key, "svc_unknownunknownunknownunknown12"} {
			r := e.do(c.method, c.path, `{"length_ft":1,"width_ft":1,"depth_in":4}`, "Authorization", "Bearer "+key, "Content-Type", "application/json")
			if r.status != 404 {
				t.Fatalf("%s %s: %d %s", c.method, c.path, r.status, r.body)
			}
			if c.method != "HEAD" && !strings.Contains(string(r.body), "the path") {
				t.Fatalf("%s %s: %s", c.method, c.path, r.body)
			}
		}
	}
	if after := used(); after != before {
		t.Fatalf("odd paths counted: usage %v, then %v", before, after)
	}
	// Ordinary paths, dots inside a segment included, still route (and count).
	for _, path := range []string{"/v1/codes/irc/sections/R311.7.5", "/v1/codes/irc/sections/R311.7.5?edition=2021", "/v1/calc/list"} {
		if r := e.get(path); r.status != 200 {
			t.Fatalf("%s: %d %s", path, r.status, r.body)
		}
	}
	if after := used(); after != before+2 {
		t.Fatalf("two section lookups: usage %v, then %v", before, after)
	}
}
