package server_test

import (
	"log/slog"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline/cache"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/areas"
	"github.com/plumbline-api/plumbline/reference/referencetest"
	"github.com/plumbline-api/plumbline/server"
)

// countedRefs starts a server on the fixture data behind a cache whose
// loads the test can count.
func countedRefs(t *testing.T) (*testEnv, *cache.Cache) {
	t.Helper()
	ds, _ := referencetest.Load(t)
	c, err := cache.New(cache.Options{})
	if err != nil {
		t.Fatal(err)
	}
	svc := reference.NewService(reference.NewMemoryVersions(ds), areas.Memory(ds), c, slog.New(slog.DiscardHandler))
	if err := svc.Refresh(t.Context()); err != nil {
		t.Fatal(err)
	}
	return start(t, func(cfg *server.Config) { cfg.Reference = svc }), c
}

func loads(c *cache.Cache) int64 { _, _, n := c.Stats(); return n }

// Issue 24 finding 3: the cache was keyed on the raw query, so every
// spelling of one request (?page=000…01, &&&, an empty brand) was a new
// entry of the same answer. Now they are one key, REST and MCP alike.
func TestReferenceCacheKeyIsCanonical(t *testing.T) {
	e, c := countedRefs(t)
	const path = "/v1/products/categories/hvac"
	first := e.get(path + "?subcategory=furnaces&per_page=20")
	if first.status != 200 || loads(c) != 1 {
		t.Fatalf("first: %d, %d loads", first.status, loads(c))
	}
	for _, spelling := range []string{
		"/v1/products/categories/hvac?per_page=20&subcategory=furnaces",        // order
		"/v1/products/categories/hvac?subcategory=furnaces&per_page=020",       // leading zero
		"/v1/products/categories/hvac?subcategory=+furnaces+&per_page=20",      // spaces
		"/v1/products/categories/hvac?subcategory=furnaces&per_page=20&page=1", // the default
		"/v1/products/categories/hvac?subcategory=furnaces&per_page=20&brand=", // empty
		"/v1/products/categories/hvac?&&subcategory=furnaces&&per_page=20&&",   // empty pairs
		"/v1/products/categories/HVAC?subcategory=furnaces&per_page=20",        // an enum's case
		"/v1/products/categories/hvac?subcategory=furnaces&per_page=%32%30",    // percent-encoded
	} {
		r := e.get(spelling)
		if r.status != 200 || string(r.body) != string(first.body) || r.header.Get("ETag") != first.header.Get("ETag") {
			t.Fatalf("%s: %d, ETag %s (want %s)", spelling, r.status, r.header.Get("ETag"), first.header.Get("ETag"))
		}
	}
	// Pinned to the live version (issue 29), it is still the same answer.
	version := first.header.Get("Plumbline-Dataset-Version")
	if r := e.get(path + "?per_page=20&dataset_version=" + version + "&subcategory=furnaces"); r.status != 200 || r.header.Get("ETag") != first.header.Get("ETag") {
		t.Fatalf("pinned to %q: %d, ETag %s", version, r.status, r.header.Get("ETag"))
	}
	if n := loads(c); n != 1 {
		t.Fatalf("one answer loaded %d times: the spellings were different keys", n)
	}
	// Over MCP, the same arguments are the same entry.
	h := mcpSession(t, e, e.key, "2025-03-26")
	r := e.do("POST", "/mcp", `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"products_category","arguments":{"category":"hvac","subcategory":"furnaces","per_page":20}}}`, h...)
	if r.status != 200 || !strings.Contains(string(r.body), `"structuredContent"`) || loads(c) != 1 {
		t.Fatalf("MCP: %d, %d loads: %s", r.status, loads(c), r.body)
	}
	// Different arguments are different answers.
	if r := e.get(path + "?subcategory=furnaces&per_page=21"); r.status != 200 || loads(c) != 2 {
		t.Fatalf("per_page=21: %d, %d loads", r.status, loads(c))
	}
	// Invalid spellings are still refused, never served from the cache.
	for _, bad := range []string{
		path + "?subcategory=furnaces&per_page=20&per_page=20",
		path + "?subcategory=furnaces&per_page=20&nope=1",
		path + "?subcategory=furnaces&per_page=201",
	} {
		e.mustProblem(e.get(bad), 422, path)
	}
}

// Issue 24 finding 4: a revalidation was counted as free but computed the
// whole answer first. A tag that matches is known from the key alone: an
// instance that never computed the answer answers 304 without computing it.
func TestRevalidationComputesNothing(t *testing.T) {
	a, _ := countedRefs(t)
	b, cb := countedRefs(t) // another instance, nothing cached
	const path = "/v1/products/categories/hvac?subcategory=furnaces&sort=-afue_pct"
	etag := a.get(path).header.Get("ETag")
	r := b.get(path, "If-None-Match", etag)
	if r.status != 304 || r.header.Get("ETag") != etag || loads(cb) != 0 {
		t.Fatalf("revalidation on a cold instance: %d, ETag %q, %d loads", r.status, r.header.Get("ETag"), loads(cb))
	}
	// "*" needs the answer: computed (and counted, TestNotModified).
	if r := b.get(path, "If-None-Match", "*"); r.status != 304 || loads(cb) != 1 {
		t.Fatalf("If-None-Match *: %d, %d loads", r.status, loads(cb))
	}
	// A matching tag on an invalid request is still the 422.
	b.mustProblem(b.get("/v1/products/categories/hvac?per_page=0", "If-None-Match", etag), 422, "/v1/products/categories/hvac")
}
