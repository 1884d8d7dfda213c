package server

import (
	"bytes"
	"encoding/json"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/calc"
	"github.com/plumbline-api/plumbline/internal/ascii"
	"github.com/valyala/fasthttp"
)

var (
	contentTypeJSON  = []byte("application/json")
	preferMinimal    = []byte("return=minimal")
	headerPreference = []byte("Preference-Applied")

	errMediaType = plumbline.Errorf(plumbline.EMEDIATYPE, "send the inputs as a JSON object with Content-Type: application/json")
)

// calcRoutes makes one POST route per calculator, all from the registry.
func (s *Server) calcRoutes() []*route {
	var routes []*route
	for _, c := range s.cfg.Calculators.All() {
		routes = append(routes, &route{
			method:      fasthttp.MethodPost,
			path:        c.Path,
			operationID: c.OperationID,
			summary:     c.Title,
			description: c.Summary,
			tag:         c.Category,
			billed:      true,
			calculator:  c,
			problems:    []int{400, 413, 415, 422},
			handle:      s.calcHandler(c),
		})
	}
	return append(routes, s.batchRoute())
}

// calcHandler runs one calculator. The answer is the results object with
// the input and output schemas appended under "schemas" (precomputed), or
// the results alone when the client sends Prefer: return=minimal.
func (s *Server) calcHandler(c *calc.Calculator) handler {
	schemasSuffix := append(append([]byte(`,"schemas":`), c.SchemasJSON()...), '}')
	return func(ctx *fasthttp.RequestCtx, _ *plumbline.APIKey) {
		if !isJSON(ctx.Request.Header.ContentType()) {
			s.writeError(ctx, errMediaType)
			return
		}
		bp := bufPool.Get().(*[]byte)
		defer bufPool.Put(bp)
		out, err := c.Run((*bp)[:0], ctx.PostBody())
		*bp = out
		if err != nil {
			s.writeError(ctx, domainError(err))
			return
		}
		ctx.SetContentTypeBytes(contentTypeJSON)
		if prefersMinimal(ctx) {
			ctx.Response.Header.SetCanonical(headerPreference, preferMinimal)
			ctx.SetBody(out)
			return
		}
		ctx.SetBody(out[:len(out)-1]) // the results object, reopened...
		ctx.Response.AppendBody(schemasSuffix)
	}
}

// isJSON accepts application/json, any application/*+json and a missing
// Content-Type; parameters such as charset are ignored.
func isJSON(ct []byte) bool {
	if i := bytes.IndexByte(ct, ';'); i >= 0 {
		ct = ct[:i]
	}
	ct = bytes.TrimSpace(ct)
	if len(ct) == 0 || ascii.EqualFold(ct, contentTypeJSON) {
		return true
	}
	const app, suffix = "application/", "+json"
	return len(ct) > len(app)+len(suffix) && ascii.EqualFold(ct[:len(app)], app) &&
		ascii.EqualFold(ct[len(ct)-len(suffix):], suffix)
}

// prefersMinimal reports whether a Prefer header asks for return=minimal
// (RFC 7240; preferences are case-insensitive and comma-separated).
func prefersMinimal(ctx *fasthttp.RequestCtx) bool {
	p := ctx.Request.Header.Peek("Prefer")
	for len(p) > 0 {
		var tok []byte
		if i := bytes.IndexByte(p, ','); i >= 0 {
			tok, p = p[:i], p[i+1:]
		} else {
			tok, p = p, nil
		}
		if i := bytes.IndexByte(tok, ';'); i >= 0 {
			tok = tok[:i]
		}
		k, v, ok := bytes.Cut(tok, []byte("="))
		if ok && ascii.EqualFold(bytes.TrimSpace(k), "return") &&
			ascii.EqualFold(bytes.Trim(bytes.TrimSpace(v), `"`), "minimal") {
			return true
		}
	}
	return false
}

// catalog is the body of GET /v1/calc/list, built once from the registry.
type catalog struct {
	Total       int               `json:"total"`
	Categories  []catalogCategory `json:"categories"`
	Calculators []catalogEntry    `json:"calculators"`
}

type catalogCategory struct {
	Category  string `json:"category"`
	Grounding string `json:"grounding"`
	Count     int    `json:"count"`
}

type catalogEntry struct {
	Path           string            `json:"path"`
	Method         string            `json:"method"`
	OperationID    string            `json:"operation_id"`
	Category       string            `json:"category"`
	Kind           string            `json:"kind"`
	Title          string            `json:"title"`
	Summary        string            `json:"summary"`
	CodeReference  string            `json:"code_reference"`
	CodeReferences []string          `json:"code_references"`
	Inputs         []calc.InputField `json:"inputs"`
}

func buildCatalog(reg *calc.Registry) ([]byte, error) {
	cat := catalog{Total: len(reg.All()), Categories: []catalogCategory{}, Calculators: []catalogEntry{}}
	for _, cc := range reg.Counts() {
		cat.Categories = append(cat.Categories, catalogCategory{cc.Category.Name, cc.Category.Grounding, cc.Count})
	}
	for _, c := range reg.All() {
		cat.Calculators = append(cat.Calculators, catalogEntry{
			Path: c.Path, Method: fasthttp.MethodPost, OperationID: c.OperationID, Category: c.Category, Kind: c.Kind,
			Title: c.Title, Summary: c.Summary, CodeReference: c.CodeReference(), CodeReferences: c.CodeReferences, Inputs: c.Inputs(),
		})
	}
	return json.Marshal(cat)
}

// staticJSON answers with a JSON body precomputed at start-up. It takes a
// pointer because the OpenAPI document is built after the routes that serve it.
// openapiHandler serves the OpenAPI document, built on the first request.
func (s *Server) openapiHandler(ctx *fasthttp.RequestCtx, _ *plumbline.APIKey) {
	doc, err := s.openapi()
	if err != nil {
		s.writeError(ctx, err)
		return
	}
	ctx.SetContentTypeBytes(contentTypeJSON)
	ctx.Response.SetBodyRaw(doc) // immutable, shared by every response
}

func staticJSON(body *[]byte) handler {
	return func(ctx *fasthttp.RequestCtx, _ *plumbline.APIKey) {
		ctx.SetContentTypeBytes(contentTypeJSON)
		ctx.Response.SetBodyRaw(*body) // immutable, shared by every response
	}
}
