package server

import (
	"strings"

	"github.com/plumbline-api/plumbline"
	"github.com/valyala/fasthttp"
)

// calcSchemaRoute serves GET /v1/calc/{category}/{kind}/schema: one
// calculator's input and output JSON Schemas, the `schemas` member of its
// answers, without computing anything. Like the catalog it is rate-limited
// and not counted.
func (s *Server) calcSchemaRoute() *route {
	return &route{method: fasthttp.MethodGet, path: "/v1/calc/{category}/{kind}/schema", operationID: "calc_schema", tag: "calculators",
		summary:     "Get a calculator's schemas",
		description: "The input and output JSON Schemas (2020-12) of POST /v1/calc/{category}/{kind}: the same `schemas` a calculator's answer carries, without a call. The input schema states every rule the server checks. 404 for a calculator the catalog (GET /v1/calc/list) does not list.",
		pathParams:  []paramDoc{{"category", "The calculator's category, e.g. concrete."}, {"kind", "The calculator's kind, e.g. yards."}},
		handle:      s.calcSchema, response: &responseDoc{"application/json", refSchema("CalculatorSchemas")}, problems: []int{404}}
}

func (s *Server) calcSchema(ctx *fasthttp.RequestCtx, _ *plumbline.APIKey) {
	category, _ := ctx.UserValue("category").(string)
	kind, _ := ctx.UserValue("kind").(string)
	c, ok := s.cfg.Calculators.ByPath("/v1/calc/" + category + "/" + kind)
	if !ok {
		s.writeError(ctx, plumbline.Errorf(plumbline.ENOTFOUND, "no calculator %s/%s; GET /v1/calc/list lists them (%d in %s)",
			category, kind, len(s.cfg.Calculators.All()), strings.Join(s.categories(), ", ")))
		return
	}
	ctx.SetContentTypeBytes(contentTypeJSON)
	ctx.Response.SetBodyRaw(c.SchemasJSON()) // immutable, built once
}

func (s *Server) categories() []string {
	var out []string
	for _, cc := range s.cfg.Calculators.Counts() {
		out = append(out, cc.Category.Name)
	}
	return out
}
