package server

import (
	"encoding/json"
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/oauth"
	"github.com/valyala/fasthttp"
)

// Discovery documents for people and agents, generated at start from the
// route table that also makes the OpenAPI document (so a new area or
// operation appears in all of them, and none can name a route that does
// not exist):
//
//   - /server.json: the MCP Registry's server.json (schema 2025-12-11), what
//     the registry's publisher uploads;
//   - /llms.txt: what the API is, where the OpenAPI document, the MCP
//     endpoint and the docs are, how to authenticate, and each area's
//     operations (llmstxt.org's Markdown form);
//   - /.well-known/api-catalog: RFC 9727's linkset of the APIs.
//
// All three are public, like the OAuth metadata: they say where things
// are, never anything about an account.

const (
	// ServerJSONPath, LLMsTxtPath and APICatalogPath are where they are served.
	ServerJSONPath = "/server.json"
	LLMsTxtPath    = "/llms.txt"
	APICatalogPath = "/.well-known/api-catalog"

	// ServerJSONSchema is the server.json schema the document follows.
	ServerJSONSchema = "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json"
	// DocsURL is where the guide is published (the repository's docs).
	DocsURL = "https://github.com/plumbline-api/plumbline/blob/main/docs/guide.md"
	repoURL = "https://github.com/plumbline-api/plumbline"

	apiCatalogProfile = "https://www.rfc-editor.org/info/rfc9727"
)

var (
	contentTypeLinkset  = []byte(`application/linkset+json; profile="` + apiCatalogProfile + `"`)
	contentTypeMarkdown = []byte("text/markdown; charset=utf-8")
)

// discovery holds the generated documents.
type discovery struct {
	serverJSON, llmsTxt, apiCatalog []byte
}

// registryName is the server's MCP Registry name: the base URL's host in
// reverse-DNS order (the namespace a registry verifies by domain), then
// "plumbline".
func registryName(base string) string {
	u, err := url.Parse(base)
	if err != nil || u.Hostname() == "" {
		return "plumbline/plumbline"
	}
	labels := strings.Split(strings.ToLower(u.Hostname()), ".")
	slices.Reverse(labels)
	return strings.Trim(strings.Join(labels, "."), ".") + "/plumbline"
}

func (s *Server) buildDiscovery(routes []*route) (*discovery, error) {
	base := strings.TrimRight(s.cfg.BaseURL, "/")
	d := &discovery{}
	var err error
	headers := []map[string]any{{"name": "Authorization", "isSecret": true, "isRequired": s.cfg.OAuth == nil,
		"description": "Bearer svc_… (an API key from the account page)" + map[bool]string{true: ", or none: OAuth clients authorize through the server's metadata", false: ""}[s.cfg.OAuth != nil]}}
	if d.serverJSON, err = json.Marshal(map[string]any{
		"$schema":     ServerJSONSchema,
		"name":        registryName(base),
		"title":       "Plumbline construction data",
		"description": "US construction calculators, building codes, cost indexes, product specs and cost benchmarks.",
		"version":     plumbline.Version,
		"websiteUrl":  base + "/signup",
		"repository":  map[string]any{"url": repoURL, "source": "github"},
		"remotes":     []map[string]any{{"type": "streamable-http", "url": base + MCPPath, "headers": headers}},
	}); err != nil {
		return nil, err
	}
	d.llmsTxt = []byte(s.llmsText(base, routes))
	links := []map[string]any{{
		"anchor":       base + "/v1",
		"service-desc": []map[string]string{{"href": base + "/v1/openapi.json", "type": "application/vnd.oai.openapi+json;version=3.1"}},
		"service-doc":  []map[string]string{{"href": DocsURL, "type": "text/html"}, {"href": base + LLMsTxtPath, "type": "text/markdown"}},
		"status":       []map[string]string{{"href": base + "/healthz", "type": "application/json"}},
	}, {
		"anchor":       base + MCPPath,
		"service-desc": []map[string]string{{"href": base + ServerJSONPath, "type": "application/json"}},
		"service-doc":  []map[string]string{{"href": DocsURL + "#mcp", "type": "text/html"}},
	}}
	if s.cfg.OAuth != nil {
		links[1]["service-meta"] = []map[string]string{{"href": s.cfg.OAuth.ResourceMetadataURL(), "type": "application/json"}}
	}
	if d.apiCatalog, err = json.Marshal(map[string]any{"linkset": links}); err != nil {
		return nil, err
	}
	return d, nil
}

// llmsText is /llms.txt: a summary, where things are, how to authenticate,
// and every operation of the API by area, from the route table.
func (s *Server) llmsText(base string, routes []*route) string {
	var b strings.Builder
	b.WriteString("# Plumbline\n\n> A construction-data API for contractors' software and AI agents, over HTTP + JSON and MCP: " +
		"calculators grounded in US building codes (each answer cites its code section), the code-section catalog, " +
		"construction cost indexes, labor wages and permits, product specifications, and project cost benchmarks.\n\n")
	b.WriteString("Authenticate every call with `Authorization: Bearer svc_…` (an API key: sign up at " + base + "/signup). " +
		"MCP clients may instead use OAuth 2.1: " + base + MCPPath + " answers 401 with the protected resource metadata, and the authorization server's metadata is at " +
		base + oauth.ServerMetadataPath + ". Errors are RFC 7807 problems. Calls are rate-limited and counted per account.\n\n")
	b.WriteString("## Docs\n\n")
	fmt.Fprintf(&b, "- [OpenAPI 3.1 document](%s/v1/openapi.json): every operation, its parameters and answers\n", base)
	fmt.Fprintf(&b, "- [MCP endpoint](%s%s): Streamable HTTP; every operation below is also a tool\n", base, MCPPath)
	fmt.Fprintf(&b, "- [MCP Registry server.json](%s%s)\n", base, ServerJSONPath)
	fmt.Fprintf(&b, "- [API catalog](%s%s): RFC 9727 linkset\n", base, APICatalogPath)
	fmt.Fprintf(&b, "- [API guide](%s): areas, MCP, errors, metering\n", DocsURL)
	var tags []string
	byTag := map[string][]*route{}
	for _, r := range routes {
		if r.operationID == "" {
			continue
		}
		if _, ok := byTag[r.tag]; !ok {
			tags = append(tags, r.tag)
		}
		byTag[r.tag] = append(byTag[r.tag], r)
	}
	for _, tag := range tags {
		rs := byTag[tag]
		b.WriteString("\n## " + strings.ToUpper(tag[:1]) + tag[1:] + " (" + strconv.Itoa(len(rs)) + " operations)\n\n")
		for _, r := range rs {
			fmt.Fprintf(&b, "- `%s %s` (%s): %s\n", r.method, r.path, r.operationID, r.summary)
		}
	}
	return b.String()
}

// discoveryRoutes serve the documents (public, not in the OpenAPI document).
func (s *Server) discoveryRoutes() []*route {
	body := func(ct []byte, b *[]byte, link bool) handler {
		return func(ctx *fasthttp.RequestCtx, _ *plumbline.APIKey) {
			ctx.SetContentTypeBytes(ct)
			ctx.Response.Header.Set(fasthttp.HeaderCacheControl, "public, max-age=300")
			if link { // RFC 9727 section 2: the catalog names itself
				ctx.Response.Header.Set("Link", "<"+strings.TrimRight(s.cfg.BaseURL, "/")+APICatalogPath+`>; rel="api-catalog"`)
			}
			ctx.Response.SetBodyRaw(*b)
		}
	}
	routes := []*route{
		{method: "GET", path: ServerJSONPath, public: true, handle: body(contentTypeJSON, &s.discovery.serverJSON, false)},
		{method: "GET", path: LLMsTxtPath, public: true, handle: body(contentTypeMarkdown, &s.discovery.llmsTxt, false)},
		{method: "GET", path: APICatalogPath, public: true, handle: body(contentTypeLinkset, &s.discovery.apiCatalog, true)},
	}
	for _, r := range routes {
		r.series = s.metrics.series(r.method, r.path)
	}
	return routes
}
