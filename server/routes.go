package server

import (
	"crypto/subtle"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/calc"
	"github.com/plumbline-api/plumbline/reference"
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
	// gate, on a public route, runs before its body is read: a client
	// over a per-address limit is answered (and false returned) without
	// the server reading or parsing a byte of its body (issue 35: a 1 MB
	// registration was read and parsed before its 429).
	gate        func(ctx *fasthttp.RequestCtx) bool
	billed      bool             // counted against the monthly quota
	idempotent  bool             // honours Idempotency-Key
	prefer      bool             // honours Prefer: return=minimal (calculator routes do)
	pinnable    bool             // answers from a pinned dataset version (reference routes)
	selfMetered bool             // authenticated here, metered by the handler (MCP: per JSON-RPC request)
	oauth       bool             // an OAuth protected resource: takes access tokens as well as API keys (MCP)
	guarded     bool             // checks Origin and Host first (guardBrowser): MCP and the OAuth endpoints a browser POSTs to
	scope       plumbline.Scopes // what the key needs (routeScope, set for every route)
	// conditional, when set, reports before metering that the request
	// revalidates the current answer (If-None-Match): such a call is not
	// counted against the quota.
	conditional func(ctx *fasthttp.RequestCtx) bool
	// fanout, when set, reports before metering that the request names
	// several values of a List parameter: the handler meters each value.
	fanout func(ctx *fasthttp.RequestCtx) bool
	handle handler

	calculator *calc.Calculator // calculator routes: schemas come from here
	request    *requestDoc      // other routes: the JSON body, if any
	response   *responseDoc     // other routes: the success response
	status     int              // success status (default 200)
	pathParams []paramDoc
	params     []reference.Param // reference routes: path and query parameters
	problems   []int             // error statuses beyond 401 and 500
	series     *routeSeries
	example    *opExample // a request and its answer, for OpenAPI
}

// requestDoc describes a JSON request body for OpenAPI.
type requestDoc struct {
	required bool
	schema   map[string]any
}

// responseDoc describes a success response for OpenAPI.
type responseDoc struct {
	contentType string
	schema      map[string]any
}

// paramDoc is a path parameter.
type paramDoc struct{ name, description string }

func (s *Server) allRoutes() ([]*route, error) {
	json := func(schema string) *responseDoc { return &responseDoc{"application/json", refSchema(schema)} }
	routes := []*route{
		{method: "GET", path: "/healthz", operationID: "health_live", tag: "operations", public: true,
			summary: "Liveness", description: "Answers 200 while the process serves requests.",
			handle: s.healthz, response: json("Health")},
		{method: "GET", path: "/readyz", operationID: "health_ready", tag: "operations", public: true,
			summary: "Readiness", description: "Answers 200 when every dependency answers, 503 (problem) otherwise or while shutting down.",
			handle: s.readyz, response: json("Health"), problems: []int{503}},
		{method: "GET", path: "/metrics", operationID: "metrics_get", tag: "operations", public: true,
			summary: "Prometheus metrics", description: "Request counts and a latency histogram by method, route and status, in the Prometheus text format. Requires Authorization: Bearer <PLUMBLINE_METRICS_TOKEN> when that setting is set.",
			handle: s.metricsHandler(), response: &responseDoc{"text/plain", map[string]any{"type": "string"}}},
		{method: "GET", path: "/v1/calc/list", operationID: "calc_list", tag: "calculators",
			summary: "List calculators", description: "The live calculator catalog: a summary per calculator (path, operation id, category, title, code reference, inputs) and the count per category.",
			handle: staticJSON(&s.catalogJSON), response: json("CalculatorCatalog")},
		{method: "GET", path: "/v1/openapi.json", operationID: "openapi_get", tag: "operations",
			summary: "OpenAPI document", description: "This OpenAPI 3.1 description, generated from the route table and the calculator registry.",
			handle: s.openapiHandler, response: &responseDoc{"application/json", map[string]any{"type": "object"}}},

		{method: "POST", path: "/v1/account/signup", operationID: "account_signup", tag: "account", public: true, idempotent: true,
			summary: "Create an account", description: "Programmatic flow: email + payment_method_id. Browser flow: email + challenge_token + setup_intent_id. A card is required on every tier. Answers the account and its first API key, shown once.",
			handle: s.signup, request: &requestDoc{true, refSchema("SignupRequest")}, response: json("SignupResponse"), status: 201,
			problems: []int{400, 402, 403, 409, 413, 415, 422, 503}},
		{method: "POST", path: "/v1/account/setup-intent", operationID: "account_setup_intent", tag: "account", public: true,
			summary: "Start browser card collection", description: "Creates a payment-processor SetupIntent for the browser signup flow. At most 5 per 10 minutes per client IP. The body may be empty.",
			handle: s.setupIntent, request: &requestDoc{false, map[string]any{"type": "object", "additionalProperties": false}}, response: json("SetupIntent"), status: 201,
			problems: []int{400, 413, 415, 422, 429, 503}}, // 429: the per-IP throttle
		{method: "GET", path: "/v1/account/api-keys", operationID: "account_list_keys", tag: "account",
			summary: "List API keys", description: "The calling customer's keys, most recent first, with the total. Metadata only: a plaintext key is never shown again.",
			handle: s.listKeys, response: json("KeyList")},
		{method: "POST", path: "/v1/account/api-keys", operationID: "account_create_key", tag: "account", idempotent: true,
			summary: "Create an API key", description: "A new key on the calling customer's tier and monthly quota, with the scopes asked for (default: the calling key's); the plaintext is shown once. `{\"livemode\": false}` makes a test key (svc_test_…): same answers, never counted or billed, its own rate limit. `monthly_call_limit` and `rate_per_minute` give the key limits of its own, each at most the account's (see PATCH /v1/account/api-keys/{key_id}). A test key cannot create keys (403).",
			handle: s.createKey, request: &requestDoc{false, refSchema("KeyRequest")}, response: json("KeyCreated"), status: 201,
			problems: []int{400, 403, 409, 413, 415, 422}},
		{method: "DELETE", path: "/v1/account/api-keys/{key_id}", operationID: "account_revoke_key", tag: "account", idempotent: true,
			summary: "Revoke an API key", description: "Revokes one of the calling customer's keys; later requests with it answer 401. Another customer's key answers 404. Revoking a revoked key answers 200 with its original revoked_at.",
			handle: s.revokeKey, response: json("KeyRevoked"), pathParams: []paramDoc{{"key_id", "The key's id (key_…), from the key list."}},
			problems: []int{403, 404, 422}},
		{method: "PATCH", path: "/v1/account/api-keys/{key_id}", operationID: "account_set_key_limits", tag: "account",
			summary: "Set a key's own limits", description: "One of the calling customer's keys' own limits, each at most the account's: `monthly_call_limit` (its calls past it answer 429 with code `key_limit_reached` until the month turns; the account's other keys are not held by it) and `rate_per_minute` (its own rate; the burst scales as the account's does). A whole number sets a limit, null removes it, an absent member is left as it is. Answers the key as the key list shows it, with its calls this month. A test key cannot change limits (403); a revoked key's limits cannot change (409).",
			handle: s.patchKey, request: &requestDoc{true, refSchema("KeyLimitsRequest")}, response: json("KeyMetadata"), pathParams: []paramDoc{{"key_id", "The key's id (key_…), from the key list."}},
			problems: []int{400, 403, 404, 409, 413, 415, 422}},
		{method: "GET", path: "/v1/account/usage", operationID: "account_usage", tag: "account",
			summary: "Usage this month", description: "Calls in the current calendar month (UTC) for the calling customer (all its keys), and calls past the monthly quota.",
			handle: s.usage, response: json("Usage")},
		{method: "GET", path: "/v1/account/usage/daily", operationID: "account_usage_daily", tag: "account",
			summary: "Usage by day, key or operation", description: "The calling customer's counted calls per UTC day in [from, to], split by key or operation (group_by), from the usage detail. `months` reconciles each month the range touches: requests_used = attributed + unattributed (calls the detail does not hold, such as an instance's last seconds before a crash). Send Accept: text/csv for a CSV export of the rows.",
			handle: s.usageDaily, response: json("UsageDaily"), params: usageDailyParams, problems: []int{422}},
		{method: "GET", path: "/v1/account/limits", operationID: "account_get_limits", tag: "account",
			summary: "Plan limits and spend cap", description: "The calling account's quota, rate, overage price and monthly spend cap (null when none).",
			handle: s.getLimits, response: json("AccountLimits")},
		{method: "PATCH", path: "/v1/account/limits", operationID: "account_set_limits", tag: "account",
			summary: "Set the monthly spend cap", description: "A paid account's monthly overage limit: `{\"spend_cap\": {\"calls\": N}}` or `{\"spend_cap\": {\"usd\": D}}` (whole calls at the plan's overage price), or `{\"spend_cap\": null}` to remove it. Past quota + cap, calls answer 429 with code `spend_cap_reached` until the month turns. The Free plan is a hard cap already (409); a test key cannot set it (403).",
			handle: s.patchLimits, request: &requestDoc{true, refSchema("LimitsRequest")}, response: json("AccountLimits"),
			problems: []int{400, 403, 409, 413, 415, 422}},
		{method: "POST", path: "/v1/account/webhooks", operationID: "account_create_webhook", tag: "account", idempotent: true,
			summary: "Add a webhook endpoint", description: "An https URL (http only on a loopback host, where the server allows it) that receives the events named: usage.threshold (each `thresholds` percentage of the monthly quota, once a month; default 80 and 100), usage.spend_cap_reached, quota.exhausted (Free), key.created, key.revoked, subscription.updated, data.release.published. Each delivery is a POST of `{id, type, created, livemode, data}` signed in the Plumbline-Signature header: `t=<unix>,v1=<hex HMAC-SHA256(secret, \"<t>.<body>\")>`; refuse a t more than 5 minutes from your clock. Deliveries are retried with backoff for about 4 days. The signing secret is shown once. At most 10 endpoints; a test key cannot add one (403).",
			handle: s.createWebhook, request: &requestDoc{true, refSchema("WebhookRequest")}, response: json("WebhookCreated"), status: 201,
			problems: []int{400, 403, 409, 413, 415, 422}},
		{method: "GET", path: "/v1/account/webhooks", operationID: "account_list_webhooks", tag: "account",
			summary: "List webhook endpoints", description: "The calling account's webhook endpoints, most recent first (never their secrets).",
			handle: s.listWebhooks, response: json("WebhookList")},
		{method: "DELETE", path: "/v1/account/webhooks/{webhook_id}", operationID: "account_delete_webhook", tag: "account",
			summary: "Delete a webhook endpoint", description: "Deletes one of the calling account's endpoints and its pending deliveries. Another account's endpoint answers 404.",
			handle: s.deleteWebhook, response: json("WebhookDeleted"), pathParams: []paramDoc{{"webhook_id", "The endpoint's id (we_…)."}},
			problems: []int{403, 404}},
		{method: "GET", path: "/v1/account/webhooks/{webhook_id}/deliveries", operationID: "account_webhook_deliveries", tag: "account",
			summary: "List an endpoint's deliveries", description: "The endpoint's 100 most recent deliveries, each with its event, status (pending, delivered, failed), next attempt and every attempt (when, the receiver's status code or the error).",
			handle: s.webhookDeliveries, response: json("WebhookDeliveries"), pathParams: []paramDoc{{"webhook_id", "The endpoint's id (we_…)."}},
			problems: []int{404}},
		{method: "POST", path: "/v1/account/webhooks/{webhook_id}/deliveries/{delivery_id}/resend", operationID: "account_resend_webhook", tag: "account",
			summary: "Resend a delivery", description: "Makes a delivery (whd_…), or the delivery of an event (evt_…) of the account's to this endpoint, due now, with the same event id: a receiver that deduplicates by id sees it once. The body may be empty.",
			handle: s.resendWebhook, request: &requestDoc{false, map[string]any{"type": "object", "additionalProperties": false}}, response: json("WebhookDelivery"), status: 202,
			pathParams: []paramDoc{{"webhook_id", "The endpoint's id (we_…)."}, {"delivery_id", "A delivery id (whd_…) or an event id (evt_…)."}},
			problems:   []int{400, 403, 404, 413, 415, 422}},
		{method: "POST", path: "/v1/account/portal", operationID: "account_portal", tag: "account",
			summary: "Open the billing portal", description: "A payment-processor billing-portal session URL (field `url`) where the user updates the card, views invoices, changes plan or cancels, then returns to return_url.",
			handle: s.portal, request: &requestDoc{true, refSchema("PortalRequest")}, response: json("PortalSession"),
			problems: []int{400, 403, 409, 413, 415, 422, 503}},
		{method: "POST", path: "/v1/webhooks/stripe", operationID: "webhooks_stripe", tag: "account", public: true,
			summary: "Payment-processor webhook", description: "Stripe events, verified by the Stripe-Signature header (5-minute tolerance) and applied once per event id: subscription changes move the customer and all its keys to the new tier; failed payments are recorded.",
			handle: s.stripeWebhook, request: &requestDoc{true, map[string]any{"type": "object"}}, response: json("WebhookAck"),
			problems: []int{400, 413, 503}},
	}
	routes = append(routes, s.calcSchemaRoute(), s.errorPagesRoute())
	routes = append(routes, s.calcRoutes()...)
	routes = append(routes, s.referenceRoutes()...)
	routes = append(routes, s.releasesRoute())
	mcpRoutes, err := s.mcpRoutes()
	if err != nil {
		return nil, err
	}
	routes = append(routes, mcpRoutes...)
	for _, r := range routes {
		r.series = s.metrics.series(r.method, r.path)
		r.scope = routeScope(r)
		if r.idempotent {
			r.handle = s.idempotent(r.handle)
		}
	}
	return routes, nil
}

// handler wraps a route for the router: it records the route for the
// metrics and, unless the route is public, authenticates the caller.
func (s *Server) routeHandler(r *route) fasthttp.RequestHandler {
	return func(ctx *fasthttp.RequestCtx) {
		ctx.SetUserValue(routeKey, r)
		if r.guarded && !s.guardBrowser(ctx) {
			return
		}
		if r.public {
			if r.gate != nil && !r.gate(ctx) {
				return
			}
			if !s.routeBody(ctx) {
				return
			}
			r.handle(ctx, nil)
			return
		}
		key := s.authenticate(ctx)
		if key == nil || s.scopeRefused(ctx, r, key) || !s.routeBody(ctx) { // the body is read only once the key is known
			return
		}
		billed := r.billed
		if billed && r.conditional != nil && r.conditional(ctx) {
			billed = false
		}
		if r.selfMetered || (billed && r.fanout != nil && r.fanout(ctx)) {
			r.handle(ctx, key)
			return
		}
		d, ok := s.admit(ctx, key, billed)
		if !ok {
			return
		}
		d.Operation = r.operationID
		r.handle(ctx, key)
		s.settle(key, d, counts(ctx))
	}
}

// routeBody reads the body of a request whose route takes one (not GET or
// HEAD, whose body, if any, is left on the wire and the connection closed).
func (s *Server) routeBody(ctx *fasthttp.RequestCtx) bool {
	return ctx.IsGet() || ctx.IsHead() || s.readBody(ctx)
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
