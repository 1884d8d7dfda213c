package server

import (
	"encoding/json"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/calc"
	"github.com/plumbline-api/plumbline/meter"
	"github.com/plumbline-api/plumbline/reference/referencetest"
)

// newInternalServer is a server on the embedded default's parts and the
// reference fixture, for tests that read its unexported registries.
func newInternalServer(t *testing.T) *Server {
	t.Helper()
	ds, _ := referencetest.Load(t)
	refs, err := referencetest.ServiceFor(ds)
	if err != nil {
		t.Fatal(err)
	}
	hasher, _ := billing.NewHasher([]byte("internal-test-pepper-internal-test"))
	store := billing.NewMemoryStore()
	auth := billing.NewAuthenticator(hasher, store)
	m, _ := meter.NewMemory()
	s, err := New(Config{BaseURL: "http://127.0.0.1:1", Auth: auth, Calculators: calc.Builtin(), Meter: m, Reference: refs, Idempotency: store,
		IdempotencySecret: []byte("internal-test-secret"), Accounts: billing.NewService(store, auth, hasher, nil, nil, billing.ServiceConfig{}, nil)})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// schemaAt finds the schema of a dotted path (wages.hourly_median) in a
// tool's output schema, through $refs, arrays and oneOf/anyOf/allOf.
func schemaAt(root map[string]any, node map[string]any, path []string) bool {
	if ref, ok := node["$ref"].(string); ok {
		def, _ := root["$defs"].(map[string]any)[strings.TrimPrefix(ref, "#/$defs/")].(map[string]any)
		return def != nil && schemaAt(root, def, path)
	}
	if len(path) == 0 {
		return true
	}
	if items, ok := node["items"].(map[string]any); ok && schemaAt(root, items, path) {
		return true
	}
	for _, k := range []string{"oneOf", "anyOf", "allOf"} {
		branches, _ := node[k].([]any)
		for _, b := range branches {
			if bm, ok := b.(map[string]any); ok && schemaAt(root, bm, path) {
				return true
			}
		}
	}
	props, _ := node["properties"].(map[string]any)
	next, ok := props[path[0]].(map[string]any)
	return ok && schemaAt(root, next, path[1:])
}

var toolish = regexp.MustCompile(`\b(?:calc|codes|costs|products|benchmarks)_[a-z0-9_]+|\blist_calculators\b`)

// TestMCPPromptsPromiseOnlyWhatToolsAnswer holds every prompt to the tools:
// each tool its text names is a tool and is declared; each declared call
// passes arguments the tool's input schema has and reads fields its output
// schema has (and the text names them); and a prompt that speaks of prices
// or dollars reads a dollar figure some tool answers. slab_concrete_estimate
// once sent the model to find "ready-mix concrete per cubic yard" with the
// costs and products tools, none of which answers a dollar price.
func TestMCPPromptsPromiseOnlyWhatToolsAnswer(t *testing.T) {
	s := newInternalServer(t)
	tools, err := s.buildMCPTools()
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]*mcpTool{}
	for _, tool := range tools {
		byName[tool.name] = tool
	}
	prompts := s.mcpPromptSet(byName)
	if len(prompts) == 0 {
		t.Fatal("no prompts")
	}
	for _, p := range prompts {
		all, required := map[string]string{}, map[string]string{}
		for _, a := range p.Arguments {
			all[a.Name] = "7"
			if a.Name == "zip" {
				all[a.Name] = "14850"
			}
			if strings.HasSuffix(a.Name, "_month") {
				all[a.Name] = "2021-06"
			}
			if a.Required {
				required[a.Name] = all[a.Name]
			}
		}
		declared := map[string]bool{}
		for _, u := range p.uses {
			declared[u.Tool] = true
		}
		full := p.text(all)
		for _, text := range []string{full, p.text(required)} {
			for _, name := range toolish.FindAllString(text, -1) {
				if byName[name] == nil && !slices.ContainsFunc(p.uses, func(u promptUse) bool { return slices.Contains(u.Args, name) || slices.Contains(u.Reads, name) }) {
					t.Errorf("%s names %s, which is no tool", p.Name, name)
				} else if byName[name] != nil && !declared[name] {
					t.Errorf("%s names tool %s without declaring what it asks of it (uses)", p.Name, name)
				}
			}
		}
		readsUSD := false
		for _, u := range p.uses {
			tool := byName[u.Tool]
			if tool == nil {
				t.Errorf("%s uses %s, which is no tool", p.Name, u.Tool)
				continue
			}
			if !strings.Contains(full, u.Tool) {
				t.Errorf("%s declares %s but its text never names it", p.Name, u.Tool)
			}
			var in, out map[string]any
			_ = json.Unmarshal(tool.def.InputSchema, &in)
			if err := json.Unmarshal(tool.def.OutputSchema, &out); err != nil {
				t.Errorf("%s: %s has no output schema to hold its reads to", p.Name, u.Tool)
				continue
			}
			props, _ := in["properties"].(map[string]any)
			for _, a := range u.Args {
				if _, ok := props[a]; !ok {
					t.Errorf("%s passes %s to %s, which takes no such argument", p.Name, a, u.Tool)
				}
			}
			for _, r := range u.Reads {
				if !schemaAt(out, out, strings.Split(r, ".")) {
					t.Errorf("%s reads %s from %s, which does not answer it", p.Name, r, u.Tool)
				}
				leaf := r[strings.LastIndexByte(r, '.')+1:]
				if !strings.Contains(full, leaf) {
					t.Errorf("%s declares reading %s from %s but its text never names it", p.Name, r, u.Tool)
				}
				readsUSD = readsUSD || strings.HasSuffix(r, "_usd")
			}
		}
		lower := strings.ToLower(full)
		if (strings.Contains(lower, "price") || strings.Contains(lower, "dollar") || strings.Contains(lower, "$")) && !readsUSD {
			t.Errorf("%s speaks of prices but reads no dollar figure any tool answers", p.Name)
		}
	}
}
