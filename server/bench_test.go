package server_test

import (
	"bytes"
	"testing"

	"github.com/plumbline-api/plumbline/internal/race"
)

var yardsBody = []byte(`{"length_ft":10,"width_ft":10,"depth_in":4,"waste_factor":0.10}`)

// BenchmarkConcreteYards measures one concrete/yards request through the
// whole handler: request id, security headers, CORS, body cap, routing,
// authentication (HMAC + key lookup), decode, compute, encode, metrics.
func BenchmarkConcreteYards(b *testing.B) {
	p := newInProcess(b)
	p.prepare("POST", "/v1/calc/concrete/yards", "application/json", yardsBody, true)
	b.ReportAllocs()
	for b.Loop() {
		if resp := p.serve(); resp.StatusCode() != 200 {
			b.Fatalf("status %d", resp.StatusCode())
		}
	}
}

// yardsAllocBudget is the most allocations one concrete/yards request may
// make through the full handler. It is zero: every buffer on the path is
// pooled or on the stack. Raising it needs a reason in the commit message.
const yardsAllocBudget = 0

func TestConcreteYardsAllocationBudget(t *testing.T) {
	if race.Enabled {
		t.Skip("allocation budgets are measured in the non-race pass of make test")
	}
	p := newInProcess(t)
	p.prepare("POST", "/v1/calc/concrete/yards", "application/json", yardsBody, true)
	p.serve() // warm pools and caches
	allocs := testing.AllocsPerRun(500, func() {
		if resp := p.serve(); resp.StatusCode() != 200 || !bytes.Contains(resp.Body(), []byte(`"cubic_yards":1.358`)) {
			t.Fatalf("status %d %s", resp.StatusCode(), resp.Body())
		}
	})
	if allocs > yardsAllocBudget {
		t.Fatalf("a concrete/yards request allocates %.1f times; the budget is %d", allocs, yardsAllocBudget)
	}
}

const sectionPath = "/v1/codes/irc/sections/R311.7.5"

// BenchmarkCodeSection measures a cached section lookup through the whole
// handler (authentication, rate limit, quota, L1 cache, ETag).
func BenchmarkCodeSection(b *testing.B) {
	p := newInProcess(b)
	p.prepare("GET", sectionPath, "", nil, true)
	p.serve() // fill the cache
	b.ReportAllocs()
	for b.Loop() {
		if resp := p.serve(); resp.StatusCode() != 200 {
			b.Fatalf("status %d", resp.StatusCode())
		}
	}
}

// sectionAllocBudget is the most allocations a cached section lookup may
// make through the full handler: the key is built in a pooled buffer and
// looked up without a copy, the ETag is formatted on the stack.
const sectionAllocBudget = 0

func TestCodeSectionAllocationBudget(t *testing.T) {
	if race.Enabled {
		t.Skip("allocation budgets are measured in the non-race pass of make test")
	}
	p := newInProcess(t)
	p.prepare("GET", sectionPath, "", nil, true)
	p.serve()
	allocs := testing.AllocsPerRun(500, func() {
		if resp := p.serve(); resp.StatusCode() != 200 || !bytes.Contains(resp.Body(), []byte(`"number":"R311.7.5"`)) {
			t.Fatalf("status %d %s", resp.StatusCode(), resp.Body())
		}
	})
	if allocs > sectionAllocBudget {
		t.Fatalf("a cached section lookup allocates %.1f times; the budget is %d", allocs, sectionAllocBudget)
	}
}

// BenchmarkMCPToolsCall measures tools/call calc_concrete_yards through
// /mcp in process: the native fast path (envelope walk, session HMAC,
// metering) around the same calculator as BenchmarkConcreteYards.
func BenchmarkMCPToolsCall(b *testing.B) {
	p := newInProcess(b)
	p.prepare("POST", "/mcp", "application/json", []byte(`{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{},"clientInfo":{"name":"b","version":"1"}}}`), true)
	p.ctx.Request.Header.Set("Accept", "application/json, text/event-stream")
	resp := p.serve()
	session := string(resp.Header.Peek("Mcp-Session-Id"))
	body := []byte(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"calc_concrete_yards","arguments":{"length_ft":10,"width_ft":10,"depth_in":4,"waste_factor":0.10}}}`)
	p.prepare("POST", "/mcp", "application/json", body, true)
	p.ctx.Request.Header.Set("Accept", "application/json, text/event-stream")
	p.ctx.Request.Header.Set("Mcp-Session-Id", session)
	p.ctx.Request.Header.Set("Mcp-Protocol-Version", "2025-03-26")
	b.ReportAllocs()
	for b.Loop() {
		if resp := p.serve(); resp.StatusCode() != 200 {
			b.Fatalf("status %d %s", resp.StatusCode(), resp.Body())
		}
	}
}

// Issue 35: /errors/<status> is public; it rendered its page on every
// request (0.39 ms). A page is rendered once; a request then allocates
// almost nothing.
func TestErrorPageAllocationBudget(t *testing.T) {
	if race.Enabled {
		t.Skip("allocation budgets are measured in the non-race pass of make test")
	}
	p := newInProcess(t)
	for _, accept := range []string{"text/html", "application/json"} {
		p.prepare("GET", "/errors/422", "", nil, false)
		p.ctx.Request.Header.Set("Accept", accept)
		first := string(p.serve().Body())
		allocs := testing.AllocsPerRun(200, func() {
			p.ctx.Request.Header.Set("Accept", accept)
			if resp := p.serve(); resp.StatusCode() != 200 || string(resp.Body()) != first {
				t.Fatalf("%s: status %d", accept, resp.StatusCode())
			}
		})
		if allocs > 10 {
			t.Fatalf("an /errors/422 page (%s) allocates %.1f times: rendered per request?", accept, allocs)
		}
	}
}
