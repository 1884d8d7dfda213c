package server_test

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/plumbline-api/plumbline"
)

// server.json follows the MCP Registry's schema (the constraints of
// ServerDetail and StreamableHttpTransport) and points at this server's
// /mcp.
func TestServerJSON(t *testing.T) {
	e := start(t)
	r := e.do("GET", "/server.json", "")
	var doc struct {
		Schema      string `json:"$schema"`
		Name        string `json:"name"`
		Title       string `json:"title"`
		Description string `json:"description"`
		Version     string `json:"version"`
		WebsiteURL  string `json:"websiteUrl"`
		Repository  struct{ URL, Source string }
		Remotes     []struct {
			Type    string `json:"type"`
			URL     string `json:"url"`
			Headers []struct {
				Name     string `json:"name"`
				IsSecret bool   `json:"isSecret"`
			} `json:"headers"`
		} `json:"remotes"`
	}
	if r.status != 200 || json.Unmarshal(r.body, &doc) != nil {
		t.Fatalf("server.json: %d %s", r.status, r.body)
	}
	name := regexp.MustCompile(`^[a-zA-Z0-9.-]+/[a-zA-Z0-9._-]+$`)
	n := utf8.RuneCountInString
	if doc.Schema != "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json" || !name.MatchString(doc.Name) || len(doc.Name) > 200 ||
		n(doc.Description) < 1 || n(doc.Description) > 100 || n(doc.Title) < 1 || n(doc.Title) > 100 || doc.Version != plumbline.Version ||
		doc.Repository.URL == "" || doc.Repository.Source == "" || !strings.HasPrefix(doc.WebsiteURL, "http") {
		t.Fatalf("server.json breaks the registry schema: %s", r.body)
	}
	if doc.Name != "1.0.0.127/plumbline" {
		t.Fatalf("name %q: want the base URL's host reversed", doc.Name)
	}
	if len(doc.Remotes) != 1 || doc.Remotes[0].Type != "streamable-http" || doc.Remotes[0].URL != e.base+"/mcp" ||
		len(doc.Remotes[0].Headers) != 1 || doc.Remotes[0].Headers[0].Name != "Authorization" || !doc.Remotes[0].Headers[0].IsSecret {
		t.Fatalf("remotes: %s", r.body)
	}
}

// llms.txt names every operation of the OpenAPI document (both come from
// the route table), where the documents are, and how to authenticate.
func TestLLMsTxt(t *testing.T) {
	e := start(t)
	r := e.do("GET", "/llms.txt", "")
	text := string(r.body)
	if r.status != 200 || !strings.HasPrefix(r.header.Get("Content-Type"), "text/markdown") || !strings.HasPrefix(text, "# Plumbline\n\n> ") {
		t.Fatalf("llms.txt: %d %s", r.status, text)
	}
	for _, want := range []string{e.base + "/v1/openapi.json", e.base + "/mcp", "Authorization: Bearer svc_", "/.well-known/oauth-authorization-server", e.base + "/.well-known/api-catalog"} {
		if !strings.Contains(text, want) {
			t.Fatalf("llms.txt does not say %q", want)
		}
	}
	var doc struct {
		Paths map[string]map[string]struct {
			OperationID string `json:"operationId"`
		} `json:"paths"`
	}
	o := e.do("GET", "/v1/openapi.json", "", "Authorization", "Bearer "+e.key)
	if err := json.Unmarshal(o.body, &doc); err != nil || len(doc.Paths) == 0 {
		t.Fatalf("openapi: %v", err)
	}
	count := 0
	for path, ops := range doc.Paths {
		for method, op := range ops {
			count++
			if !strings.Contains(text, "`"+strings.ToUpper(method)+" "+path+"` ("+op.OperationID+")") {
				t.Fatalf("llms.txt lacks %s %s (%s)", method, path, op.OperationID)
			}
		}
	}
	if lines := strings.Count(text, "\n- `"); lines != count {
		t.Fatalf("llms.txt lists %d operations, the OpenAPI document %d", lines, count)
	}
}

// The API catalog is an RFC 9727 linkset whose links all answer here.
func TestAPICatalog(t *testing.T) {
	e := start(t)
	r := e.do("GET", "/.well-known/api-catalog", "")
	if r.status != 200 || r.header.Get("Content-Type") != `application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"` ||
		r.header.Get("Link") != "<"+e.base+`/.well-known/api-catalog>; rel="api-catalog"` {
		t.Fatalf("api-catalog: %d %v %s", r.status, r.header, r.body)
	}
	if h := e.do("HEAD", "/.well-known/api-catalog", ""); h.status != 200 || h.header.Get("Link") == "" || len(h.body) != 0 {
		t.Fatalf("HEAD: %d %v", h.status, h.header)
	}
	var doc struct {
		Linkset []map[string]json.RawMessage `json:"linkset"`
	}
	if err := json.Unmarshal(r.body, &doc); err != nil || len(doc.Linkset) != 2 {
		t.Fatalf("linkset: %s", r.body)
	}
	checked := 0
	for _, ctx := range doc.Linkset {
		var anchor string
		if json.Unmarshal(ctx["anchor"], &anchor) != nil || !strings.HasPrefix(anchor, e.base) {
			t.Fatalf("anchor %s", ctx["anchor"])
		}
		for rel, raw := range ctx {
			if rel == "anchor" {
				continue
			}
			var targets []struct{ Href, Type string }
			if err := json.Unmarshal(raw, &targets); err != nil || len(targets) == 0 {
				t.Fatalf("%s: %s", rel, raw)
			}
			for _, l := range targets {
				if l.Type == "" {
					t.Fatalf("%s %s has no type", rel, l.Href)
				}
				if path, ok := strings.CutPrefix(l.Href, e.base); ok {
					if g := e.do("GET", path, "", "Authorization", "Bearer "+e.key); g.status != 200 {
						t.Fatalf("%s %s answers %d", rel, l.Href, g.status)
					}
					checked++
				}
			}
		}
	}
	if checked < 5 {
		t.Fatalf("only %d links point here", checked)
	}
}
