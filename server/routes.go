package server

import (
	"crypto/subtle"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/calc"
	"github.com/valyala/fasthttp"
)

// handler answers one route. key is the caller's API key, nil on public routes.
type handler func(ctx *fasthttp.RequestCtx, key *plumbline.APIKey)

// route is one operation: it feeds the router, the OpenAPI document and the
// metrics, so a route cannot exist in one and be missing from another.
type route struct {
	method, path string
	operationID  string
	summary      string
	description  string
	tag          string
	public       bool // served without an API key
	handle       handler

	calculator *calc.Calculator // calculator routes: schemas come from here
	response   *responseDoc     // other routes: the 200 response
	series     *routeSeries
}

// responseDoc describes a non-calculator 200 response for OpenAPI.
type responseDoc struct {
	contentType string
	schema      map[string]any
}

func (s *Server) allRoutes() []*route {
	routes := []*route{
		{method: "GET", path: "/healthz", operationID: "health_live", tag: "operations", public: true,
			summary: "Liveness", description: "Answers 200 while the process serves requests.",
			handle: s.healthz, response: &responseDoc{"application/json", refSchema("Health")}},
		{method: "GET", path: "/readyz", operationID: "health_ready", tag: "operations", public: true,
			summary: "Readiness", description: "Answers 200 when every dependency answers, 503 (problem) otherwise or while shutting down.",
			handle: s.readyz, response: &responseDoc{"application/json", refSchema("Health")}},
		{method: "GET", path: "/metrics", operationID: "metrics_get", tag: "operations", public: true,
			summary: "Prometheus metrics", description: "Request counts and a latency histogram by method, route and status, in the Prometheus text format. Requires Authorization: Bearer <PLUMBLINE_METRICS_TOKEN> when that setting is set.",
			handle: s.metricsHandler(), response: &responseDoc{"text/plain", map[string]any{"type": "string"}}},
		{method: "GET", path: "/v1/calc/list", operationID: "calc_list", tag: "calculators",
			summary: "List calculators", description: "The live calculator catalog: a summary per calculator (path, operation id, category, title, code reference, inputs) and the count per category.",
			handle: staticJSON(&s.catalogJSON), response: &responseDoc{"application/json", refSchema("CalculatorCatalog")}},
		{method: "GET", path: "/v1/openapi.json", operationID: "openapi_get", tag: "operations",
			summary: "OpenAPI document", description: "This OpenAPI 3.1 description, generated from the route table and the calculator registry.",
			handle:   staticJSON(&s.openapiJSON),
			response: &responseDoc{"application/json", map[string]any{"type": "object"}}},
	}
	routes = append(routes, s.calcRoutes()...)
	for _, r := range routes {
		r.series = s.metrics.series(r.method, r.path)
	}
	return routes
}

// handler wraps a route for the router: it records the route for the
// metrics and, unless the route is public, authenticates the caller.
func (s *Server) routeHandler(r *route) fasthttp.RequestHandler {
	return func(ctx *fasthttp.RequestCtx) {
		ctx.SetUserValue(routeKey, r)
		if r.public {
			r.handle(ctx, nil)
			return
		}
		if key := s.authenticate(ctx); key != nil {
			r.handle(ctx, key)
		}
	}
}

// metricsHandler serves /metrics, behind PLUMBLINE_METRICS_TOKEN when set.
func (s *Server) metricsHandler() handler {
	serve := s.metrics.handler()
	return func(ctx *fasthttp.RequestCtx, _ *plumbline.APIKey) {
		if s.cfg.MetricsToken != "" {
			tok, _ := bearerToken(ctx.Request.Header.Peek(fasthttp.HeaderAuthorization))
			if subtle.ConstantTimeCompare(tok, []byte(s.cfg.MetricsToken)) != 1 {
				ctx.Response.Header.SetBytesV(fasthttp.HeaderWWWAuthenticate, wwwAuthenticate)
				s.problem(ctx, fasthttp.StatusUnauthorized, "metrics require Authorization: Bearer <PLUMBLINE_METRICS_TOKEN>", nil)
				return
			}
		}
		serve(ctx)
	}
}

func (s *Server) notFound(ctx *fasthttp.RequestCtx) {
	s.problem(ctx, fasthttp.StatusNotFound, "no route for "+string(ctx.Method())+" "+string(ctx.Path())+"; GET /v1/openapi.json lists the routes", nil)
}

// methodNotAllowed answers 405; the router has already set Allow.
func (s *Server) methodNotAllowed(ctx *fasthttp.RequestCtx) {
	s.problem(ctx, fasthttp.StatusMethodNotAllowed, "method "+string(ctx.Method())+" is not allowed on "+string(ctx.Path())+"; allowed: "+string(ctx.Response.Header.Peek("Allow")), nil)
}
