package server

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/calc"
	"github.com/plumbline-api/plumbline/reference/release"
	"github.com/plumbline-api/plumbline/webhooks"
	"github.com/valyala/fasthttp"
)

// buildOpenAPI generates the OpenAPI 3.1 document from the route table and
// the calculator registry; nothing in it is written per calculator by hand.
func (s *Server) buildOpenAPI(routes []*route) ([]byte, error) {
	paths := map[string]map[string]any{}
	schemas := baseSchemas()
	maps.Copy(schemas, batchSchemas())
	maps.Copy(schemas, s.listSchemas())
	maps.Copy(schemas, releasesSchemas())
	for _, a := range s.cfg.Reference.Areas() {
		maps.Copy(schemas, a.Schemas)
	}
	tags := []map[string]any{
		{"name": "operations", "description": "Health, readiness, metrics and this document."},
		{"name": "calculators", "description": "The calculator catalog."},
		{"name": "account", "description": "Signup, API keys, usage, the billing portal and payment-processor webhooks."},
	}
	for _, a := range s.cfg.Reference.Areas() {
		tags = append(tags, map[string]any{"name": a.Name, "description": a.Description})
	}
	tags = append(tags, map[string]any{"name": "data", "description": "The dataset releases behind the reference areas: what changed when, and which versions a request may pin."},
		map[string]any{"name": "mcp", "description": "The MCP server (Streamable HTTP): every calculator and reference operation as a tool."})
	for _, cc := range s.cfg.Calculators.Counts() {
		tags = append(tags, map[string]any{"name": cc.Category.Name,
			"description": fmt.Sprintf("%d %s calculators; grounding: %s.", cc.Count, cc.Category.Name, cc.Category.Grounding)})
	}
	if err := attachExamples(routes); err != nil {
		return nil, err
	}
	for _, r := range routes {
		if paths[r.path] == nil {
			paths[r.path] = map[string]any{}
		}
		paths[r.path][strings.ToLower(r.method)] = s.operation(r, schemas)
	}
	doc := map[string]any{
		"openapi": "3.1.0",
		"info": map[string]any{
			"title":   "plumbline API",
			"version": plumbline.Version,
			"summary": "Construction calculators and reference data for software and AI agents.",
			"description": "Code-grounded construction calculators, building-code section lookup, construction cost data, " +
				"project benchmarks and certified products, over HTTP + JSON and MCP. Authenticate with `Authorization: Bearer svc_…`. " +
				"Every error is an RFC 7807 problem (`application/problem+json`).",
			"contact": map[string]any{"name": "plumbline", "url": s.cfg.BaseURL},
			"license": map[string]any{"name": "Proprietary", "identifier": "LicenseRef-plumbline-proprietary"},
		},
		"servers":  []any{map[string]any{"url": s.cfg.BaseURL}},
		"security": []any{map[string]any{"bearerAuth": []any{}}},
		"tags":     tags,
		"paths":    paths,
		"components": map[string]any{
			"securitySchemes": map[string]any{"bearerAuth": map[string]any{
				"type": "http", "scheme": "bearer", "bearerFormat": "svc_ followed by a 32-character base64url token",
				"description": "An API key from signup or POST /v1/account/api-keys."}},
			"schemas":   schemas,
			"responses": problemResponses(s.cfg.ErrorsBaseURL),
			"headers":   withProps(commonHeaders(), referenceHeaders()),
			"parameters": map[string]any{"Prefer": preferParameter(), "IdempotencyKey": idempotencyKeyParameter(), "IfNoneMatch": ifNoneMatchParameter(),
				"DatasetVersion": datasetVersionParameter()},
		},
	}
	out, err := normalizeDocument(doc)
	if err != nil {
		return nil, err
	}
	return json.Marshal(out)
}

// operation describes one route, adding its calculator's schemas to schemas.
func (s *Server) operation(r *route, schemas map[string]any) map[string]any {
	op := map[string]any{
		"operationId": r.operationID,
		"summary":     r.summary,
		"description": r.description,
		"tags":        []string{r.tag},
	}
	var params []any
	for _, p := range r.pathParams {
		params = append(params, map[string]any{"name": p.name, "in": "path", "required": true, "description": p.description, "schema": map[string]any{"type": "string"}})
	}
	for _, p := range r.params {
		params = append(params, referenceParameter(p))
	}
	if r.idempotent {
		params = append(params, map[string]any{"$ref": "#/components/parameters/IdempotencyKey"})
	}
	if r.conditional != nil {
		params = append(params, map[string]any{"$ref": "#/components/parameters/IfNoneMatch"})
	}
	if r.prefer {
		params = append(params, map[string]any{"$ref": "#/components/parameters/Prefer"})
	}
	if r.pinnable {
		params = append(params, map[string]any{"$ref": "#/components/parameters/DatasetVersion"}, datasetVersionQuery())
	}
	responses := map[string]any{}
	status := r.status
	if status == 0 {
		status = 200
	}
	ok := map[string]any{"description": r.summary, "headers": requestIDHeader()}
	if r.conditional != nil {
		ok["headers"] = cachingHeaders()
		responses["304"] = notModifiedResponse()
	}
	if r.pinnable {
		ok["headers"].(map[string]any)[DatasetVersionHeader] = refHeader("DatasetVersion")
	}
	if c := r.calculator; c != nil {
		in, out := c.OperationID+"_input", c.OperationID+"_output"
		schemas[in], schemas[out] = c.InputSchema(), calculatorResponse(c)
		op["description"] = r.description + " Cites: " + strings.Join(c.CodeReferences, ", ") + "."
		params = append(params, map[string]any{"$ref": "#/components/parameters/Prefer"})
		op["requestBody"] = map[string]any{"required": true, "content": map[string]any{"application/json": map[string]any{"schema": refSchema(in)}}}
		ok["description"] = "The results, and (unless Prefer: return=minimal) the input and output JSON Schemas under `schemas`."
		ok["content"] = map[string]any{"application/json": map[string]any{"schema": refSchema(out)}}
	} else {
		if r.request != nil {
			op["requestBody"] = map[string]any{"required": r.request.required, "content": map[string]any{"application/json": map[string]any{"schema": r.request.schema}}}
		}
		ok["content"] = map[string]any{r.response.contentType: map[string]any{"schema": r.response.schema}}
	}
	applyExample(r.example, params, op, ok)
	responses[strconv.Itoa(status)] = ok
	if len(params) > 0 {
		op["parameters"] = params
	}
	if r.public {
		op["security"] = []any{}
		responses["4XX"] = refResponse("ClientError")
	} else {
		responses["401"] = refResponse("Unauthorized")
		responses["429"] = refResponse("TooManyRequests")
		if r.scope != 0 { // a key made without the route's scope (restscope.go)
			responses["403"] = refResponse("Forbidden")
		}
		headers := ok["headers"].(map[string]any)
		for _, h := range []string{"RateLimit", "RateLimit-Policy"} {
			headers[h] = refHeader(strings.ReplaceAll(h, "-", ""))
		}
	}
	for _, p := range r.problems {
		responses[strconv.Itoa(p)] = refResponse(problemResponseNames[p])
	}
	if _, ok := responses["422"]; !ok && !r.public { // any URL with control bytes or invalid UTF-8
		responses["422"] = refResponse("UnprocessableContent")
	}
	responses["500"] = refResponse("InternalServerError")
	op["responses"] = responses
	return op
}

// calculatorResponse is a calculator's success body: its output schema plus
// `schemas` (absent under Prefer: return=minimal), as one named object so
// generators make one type of it (an inline allOf left them unnamed).
func calculatorResponse(c *calc.Calculator) map[string]any {
	raw, _ := json.Marshal(c.OutputSchema())
	var s map[string]any
	_ = json.Unmarshal(raw, &s)
	s["properties"].(map[string]any)["schemas"] = refSchema("CalculatorSchemas")
	s["description"] = "The results of " + c.OperationID + " and, unless Prefer: return=minimal, the input and output schemas."
	return s
}

func idempotencyKeyParameter() map[string]any {
	return map[string]any{
		"name": "Idempotency-Key", "in": "header", "required": false,
		"description": "Makes a retry safe: the same key with the same request replays the stored answer (with `Idempotent-Replayed: true`) and changes nothing; the same key with a different request answers 422; while the first request runs, 409. Kept for 24 hours. 1 to 255 printable ASCII characters.",
		"schema":      map[string]any{"type": "string", "minLength": 1, "maxLength": 255},
	}
}

// problemResponseNames names the shared problem response of each status.
var problemResponseNames = map[int]string{
	400: "BadRequest", 401: "Unauthorized", 402: "PaymentRequired", 403: "Forbidden", 404: "NotFound", 409: "Conflict", 410: "Gone",
	413: "PayloadTooLarge", 415: "UnsupportedMediaType", 422: "UnprocessableContent", 429: "TooManyRequests",
	500: "InternalServerError", 503: "ServiceUnavailable",
}

func refSchema(name string) map[string]any {
	return map[string]any{"$ref": "#/components/schemas/" + name}
}
func refResponse(name string) map[string]any {
	return map[string]any{"$ref": "#/components/responses/" + name}
}
func refHeader(name string) map[string]any {
	return map[string]any{"$ref": "#/components/headers/" + name}
}

func requestIDHeader() map[string]any { return map[string]any{"X-Request-Id": refHeader("RequestId")} }

func preferParameter() map[string]any {
	return map[string]any{
		"name": "Prefer", "in": "header", "required": false,
		"description": "`return=minimal` asks for the results alone, without the schemas (RFC 7240); the answer then carries `Preference-Applied: return=minimal`.",
		"schema":      map[string]any{"type": "string", "enum": []string{"return=minimal", "return=representation"}},
	}
}

func commonHeaders() map[string]any {
	str := map[string]any{"type": "string"}
	return map[string]any{
		"RequestId":       map[string]any{"description": "The request id (req_…), also in problem bodies.", "schema": str},
		"WWWAuthenticate": map[string]any{"description": "The Bearer challenge.", "schema": str},
		"RetryAfter":      map[string]any{"description": "Seconds to wait before retrying.", "schema": map[string]any{"type": "integer"}},
		"BodyLimit":       map[string]any{"description": "The request body limit in bytes.", "schema": map[string]any{"type": "integer"}},
		"RateLimit":       map[string]any{"description": "`\"default\";r=<requests this key may make at once now (GCRA: up to the burst)>;t=<seconds until the allowance is full>` (IETF httpapi RateLimit header draft); on a 429 for a spent Free quota `\"monthly\";r=0;t=<seconds until the month turns>`.", "schema": str},
		"RateLimitPolicy": map[string]any{"description": "`\"default\";q=<requests per minute>;w=60;burst=<burst>`: the key's tier limits (IETF httpapi RateLimit header draft); on a 429 for a spent Free quota `\"monthly\";q=<monthly quota>;w=<seconds in the month>`.", "schema": str},
	}
}

// problemResponses are the shared error responses, each an RFC 7807 problem.
func problemResponses(errorsBase string) map[string]any {
	resp := func(status int, desc, schema string, extra map[string]any) map[string]any {
		headers := requestIDHeader()
		for k, v := range extra {
			headers[k] = v
		}
		example := map[string]any{"type": fmt.Sprintf("%s/%d", errorsBase, status), "title": fasthttp.StatusMessage(status), "status": status, "detail": desc, "instance": "/v1/calc/concrete/yards", "request_id": "req_0123456789abcdefghjkmnp"}
		if status == fasthttp.StatusTooManyRequests {
			example["code"] = plumbline.ERATELIMIT
		}
		if schema == "ValidationProblem" {
			example["errors"] = []any{map[string]any{"field": "depth_in", "code": "exclusive_minimum", "message": "must be greater than 0 in"}}
		}
		return map[string]any{
			"description": desc,
			"headers":     headers,
			"content": map[string]any{"application/problem+json": map[string]any{
				"schema":  refSchema(schema),
				"example": example,
			}},
		}
	}
	return map[string]any{
		"BadRequest":           resp(400, "The body is not valid JSON.", "Problem", nil),
		"ClientError":          resp(400, "A request the server refused, as a problem: a malformed HTTP request (400), an oversize body (413), a missing metrics token (401).", "Problem", nil),
		"Unauthorized":         resp(401, "Missing, malformed, unknown or revoked API key: send Authorization: Bearer svc_….", "Problem", map[string]any{"WWW-Authenticate": refHeader("WWWAuthenticate")}),
		"PayloadTooLarge":      resp(413, "The body is over the size limit (judged by Content-Length).", "Problem", map[string]any{"Retry-After": refHeader("RetryAfter"), "X-Body-Limit": refHeader("BodyLimit")}),
		"UnsupportedMediaType": resp(415, "The body is not application/json.", "Problem", nil),
		"UnprocessableContent": resp(422, "The input is not valid; errors[] names each field.", "ValidationProblem", nil),
		"PaymentRequired":      resp(402, "The payment processor refused the card.", "Problem", nil),
		"Forbidden":            resp(403, "The request is not allowed (a failed bot challenge, an origin not on the CORS allowlist, a key made without the scope this route needs: WWW-Authenticate then says error=\"insufficient_scope\" and the scopes to ask for).", "Problem", nil),
		"NotFound":             resp(404, "No such resource for this account.", "Problem", nil),
		"Conflict":             resp(409, "A conflict: a duplicate e-mail or card, the key cap, or an Idempotency-Key still in flight.", "Problem", nil),
		"Gone":                 resp(410, "The dataset version the request pins is no longer kept; the detail names the versions kept (GET /v1/data/releases).", "Problem", nil),
		"TooManyRequests": resp(429, "The key's rate limit (RPM, burst), the setup-intent throttle or too many refused API keys from this client (code rate_limited), a Free account's spent monthly quota (code quota_exhausted), a paid account's reached spend cap (code spend_cap_reached) or the calling key's own monthly limit (code key_limit_reached): retry after Retry-After seconds.", "Problem",
			map[string]any{"Retry-After": refHeader("RetryAfter"), "RateLimit": refHeader("RateLimit"), "RateLimit-Policy": refHeader("RateLimitPolicy")}),
		"InternalServerError": resp(500, "A server fault; report the request_id.", "Problem", nil),
		"ServiceUnavailable":  resp(503, "A dependency is unavailable or the server is shutting down.", "Problem", nil),
	}
}

// baseSchemas are the schemas shared by several operations.
func baseSchemas() map[string]any {
	livemode := map[string]any{"type": "boolean", "description": "false for a test key (svc_test_…): never counted, billed or sent to the payment processor."}
	str := map[string]any{"type": "string"}
	integer := map[string]any{"type": "integer"}
	dateTime := map[string]any{"type": "string", "format": "date-time"}
	nullableTime := map[string]any{"type": []string{"string", "null"}, "format": "date-time"}
	webhookProps := map[string]any{"id": str, "url": map[string]any{"type": "string", "format": "uri"},
		"events":     map[string]any{"type": "array", "items": map[string]any{"type": "string", "enum": plumbline.WebhookEventTypes}},
		"thresholds": map[string]any{"type": "array", "items": integer}, "created_at": dateTime}
	// A key's own limits (issue 37).
	keyMonthlyIn := map[string]any{"type": []string{"integer", "null"}, "minimum": 1,
		"description": "The key's own monthly call limit, at most the account's month (a Free plan's quota; a paid plan's quota plus its spend cap, when set); null: none. A live key only (a test key's calls are never counted)."}
	keyRateIn := map[string]any{"type": []string{"integer", "null"}, "minimum": 1,
		"description": "The key's own rate in requests per minute, at most the account's; the burst scales as the account's does. null: none."}
	keyMonthlyOut := map[string]any{"type": []string{"integer", "null"}, "description": "The key's own monthly call limit (null: none; the account's quota and spend cap hold)."}
	keyRateOut := map[string]any{"type": []string{"integer", "null"}, "description": "The key's own rate in requests per minute (null: the account's)."}
	problemProps := map[string]any{
		"type":       map[string]any{"type": "string", "format": "uri", "description": "{errors_base_url}/<status>"},
		"title":      map[string]any{"type": "string", "description": "The status phrase."},
		"status":     integer,
		"detail":     map[string]any{"type": "string", "description": "What went wrong and what to do."},
		"instance":   map[string]any{"type": "string", "description": "The request path."},
		"request_id": map[string]any{"type": "string", "description": "The request id, as in X-Request-Id."},
		"code": map[string]any{"type": "string", "enum": []string{plumbline.ERATELIMIT, plumbline.EQUOTA, plumbline.ESPENDCAP, plumbline.EKEYLIMIT},
			"description": "On a 429 only, its cause: rate_limited (over the key's rate or a throttle: retry after Retry-After seconds) or quota_exhausted (a Free account's monthly quota is used up until the month turns, or upgrade) or spend_cap_reached (a paid account's spend cap is reached until the month turns, or raise it) or key_limit_reached (the calling key's own monthly call limit is reached until the month turns, or raise it; members key_limit and resets_at)."},
	}
	problemRequired := []string{"type", "title", "status", "detail", "instance", "request_id"}
	return map[string]any{
		"Problem": map[string]any{"type": "object", "description": "An RFC 7807 problem.", "properties": problemProps, "required": problemRequired},
		// A Problem with errors[], written out in full rather than as an
		// allOf so that generators make one plain type of it.
		"ValidationProblem": map[string]any{"type": "object", "description": "An RFC 7807 problem listing each invalid field.",
			"required": append(slices.Clone(problemRequired), "errors"),
			"properties": withProps(problemProps, map[string]any{
				"errors": map[string]any{"type": "array", "items": refSchema("FieldError"), "maxItems": plumbline.MaxFieldErrors},
				"errors_truncated": map[string]any{"type": "boolean", "const": true,
					"description": "Present when there were more field errors than errors[] lists (at most 50)."},
			}),
		},
		"FieldError": map[string]any{"type": "object", "required": []string{"field", "code", "message"}, "properties": map[string]any{
			"field":   map[string]any{"type": "string", "description": "Path of the field (\"depth_in\", \"walls[1].length_ft\"; \"\" for the body)."},
			"code":    map[string]any{"type": "string", "description": "required, unknown_field, duplicate, encoding (a control character or invalid UTF-8 in the URL), type, enum, minimum, maximum, exclusive_minimum, exclusive_maximum, not_finite, min_items, max_items, or a calculator rule."},
			"message": str,
		}},
		"SignupRequest": map[string]any{"type": "object", "additionalProperties": false, "required": []string{"email"},
			"description": "Programmatic flow: email + payment_method_id. Browser flow: email + challenge_token + setup_intent_id.",
			"properties": map[string]any{
				"email":             map[string]any{"type": "string", "format": "email", "maxLength": 254},
				"payment_method_id": map[string]any{"type": "string", "description": "A payment-method id (pm_…) from the payment processor."},
				"challenge_token":   map[string]any{"type": "string", "description": "The bot-challenge token (browser flow)."},
				"setup_intent_id":   map[string]any{"type": "string", "description": "The succeeded SetupIntent (seti_…) that collected the card (browser flow)."},
			}},
		"SignupResponse": map[string]any{"type": "object", "required": []string{"customer_id", "email", "tier", "api_key", "key_prefix", "message"},
			"properties": map[string]any{"customer_id": str, "email": str, "tier": str, "api_key": map[string]any{"type": "string", "description": "svc_ + 32 characters; shown once."}, "key_prefix": str, "message": str}},
		"SetupIntent": map[string]any{"type": "object", "required": []string{"id", "client_secret"}, "properties": map[string]any{"id": str, "client_secret": str}},
		"KeyMetadata": map[string]any{"type": "object", "required": []string{"id", "key_prefix", "tier_id", "livemode", "created_at", "revoked_at", "last_used_at", "scopes", "monthly_call_limit", "rate_per_minute", "calls_this_month"},
			"properties": map[string]any{"id": str, "key_prefix": str, "tier_id": str, "livemode": livemode, "created_at": dateTime, "scopes": scopesSchema,
				"monthly_call_limit": keyMonthlyOut, "rate_per_minute": keyRateOut,
				"calls_this_month": map[string]any{"type": "integer", "description": "The key's counted calls this month (UTC): as its monthly limit counts them when it has one, else from the usage detail."},
				"revoked_at":       map[string]any{"type": []string{"string", "null"}, "format": "date-time"}, "last_used_at": map[string]any{"type": []string{"string", "null"}, "format": "date-time"}}},
		"KeyList": map[string]any{"type": "object", "required": []string{"keys", "total"}, "properties": map[string]any{
			"keys": map[string]any{"type": "array", "items": refSchema("KeyMetadata")}, "total": integer}},
		"KeyCreated": map[string]any{"type": "object", "required": []string{"id", "api_key", "key_prefix", "tier", "livemode", "scopes", "monthly_call_limit", "rate_per_minute", "message"},
			"properties": map[string]any{"id": str, "api_key": map[string]any{"type": "string", "description": "svc_ + 32 characters (svc_test_ + 32 for a test key); shown once."}, "key_prefix": str, "tier": str, "livemode": livemode, "scopes": scopesSchema,
				"monthly_call_limit": keyMonthlyOut, "rate_per_minute": keyRateOut, "message": str}},
		"KeyLimitsRequest": map[string]any{"type": "object", "additionalProperties": false, "minProperties": 1,
			"description": "A key's own limits, each at most the account's: a whole number sets one, null removes it, an absent member is left as it is.",
			"properties":  map[string]any{"monthly_call_limit": keyMonthlyIn, "rate_per_minute": keyRateIn}},
		"KeyRequest": map[string]any{"type": "object", "additionalProperties": false, "properties": map[string]any{
			"scopes": map[string]any{"type": "array", "minItems": 1, "items": map[string]any{"type": "string", "enum": append(plumbline.ScopeNames(), plumbline.ScopeAll)},
				"description": "What the new key may reach (mcp: every scope); at most the creating key's. Default: the creating key's scopes."},
			"livemode":           map[string]any{"type": "boolean", "default": true, "description": "false: a test key (svc_test_…): same answers, never counted or billed, its own rate limit."},
			"monthly_call_limit": keyMonthlyIn, "rate_per_minute": keyRateIn}},
		"KeyRevoked": map[string]any{"type": "object", "required": []string{"status", "key_id", "revoked_at"},
			"properties": map[string]any{"status": map[string]any{"type": "string", "enum": []string{"revoked"}}, "key_id": str, "revoked_at": dateTime}},
		"Usage": map[string]any{"type": "object", "required": []string{"api_key_prefix", "tier_id", "period_start", "period_end", "requests_used", "requests_overage", "monthly_quota", "livemode"},
			"properties": map[string]any{"api_key_prefix": str, "tier_id": str, "period_start": dateTime, "period_end": dateTime,
				"requests_used": integer, "requests_overage": integer, "monthly_quota": integer,
				"livemode": map[string]any{"type": "boolean", "description": "false when the calling key is a test key: the figures are the account's, and a test key's calls are never among them."}}},
		"UsageDaily": map[string]any{"type": "object", "required": []string{"livemode", "from", "to", "group_by", "total", "rows", "months"},
			"properties": map[string]any{"livemode": map[string]any{"type": "boolean", "description": "false when the calling key is a test key (its own calls are never counted)."},
				"from": str, "to": str, "group_by": map[string]any{"type": "string", "enum": []string{"day", "key", "operation"}}, "total": integer,
				"rows": map[string]any{"type": "array", "items": map[string]any{"type": "object", "required": []string{"date", "calls"}, "properties": map[string]any{
					"date": str, "key_id": str, "key_prefix": str, "operation": str, "calls": integer}}},
				"months": map[string]any{"type": "array", "items": map[string]any{"type": "object", "required": []string{"month", "requests_used", "attributed", "unattributed"}, "properties": map[string]any{
					"month": str, "requests_used": integer, "attributed": integer, "unattributed": integer}}}}},
		"LimitsRequest": map[string]any{"type": "object", "additionalProperties": false, "required": []string{"spend_cap"}, "properties": map[string]any{
			"spend_cap": map[string]any{"type": []string{"object", "null"}, "additionalProperties": false, "properties": map[string]any{
				"calls": map[string]any{"type": "integer", "minimum": 0, "description": "Calls past the monthly quota allowed."},
				"usd":   map[string]any{"type": "number", "minimum": 0, "description": "Overage dollars allowed (whole calls at the plan's overage price)."}}}}},
		"AccountLimits": map[string]any{"type": "object", "required": []string{"tier_id", "monthly_quota", "rpm", "burst", "overage_usd_per_call", "spend_cap", "livemode"},
			"properties": map[string]any{"tier_id": str, "monthly_quota": integer, "rpm": integer, "burst": integer, "overage_usd_per_call": map[string]any{"type": "number"},
				"livemode": livemode,
				"spend_cap": map[string]any{"type": []string{"object", "null"}, "properties": map[string]any{
					"calls": map[string]any{"type": []string{"integer", "null"}}, "usd": map[string]any{"type": []string{"number", "null"}},
					"overage_calls": integer, "max_monthly_calls": integer, "resets_at": dateTime}}}},
		"WebhookRequest": map[string]any{"type": "object", "additionalProperties": false, "required": []string{"url", "events"}, "properties": map[string]any{
			"url":    map[string]any{"type": "string", "format": "uri", "maxLength": 2048, "description": "https (http only on a loopback host, where the server allows it)."},
			"events": map[string]any{"type": "array", "minItems": 1, "uniqueItems": true, "items": map[string]any{"type": "string", "enum": plumbline.WebhookEventTypes}},
			"thresholds": map[string]any{"type": "array", "minItems": 1, "maxItems": 10, "uniqueItems": true, "default": plumbline.DefaultWebhookThresholds,
				"items": map[string]any{"type": "integer", "minimum": 1, "maximum": 1000}, "description": "usage.threshold percentages of the monthly quota."}}},
		"Webhook": map[string]any{"type": "object", "required": []string{"id", "url", "events", "thresholds", "created_at"}, "properties": webhookProps},
		"WebhookCreated": map[string]any{"type": "object", "required": []string{"id", "url", "events", "thresholds", "created_at", "secret", "message"},
			"properties": withProps(webhookProps, map[string]any{"secret": map[string]any{"type": "string", "description": "whsec_ + 43 characters: the signing secret, shown once."}, "message": str})},
		"WebhookList": map[string]any{"type": "object", "required": []string{"webhooks", "total"}, "properties": map[string]any{
			"webhooks": map[string]any{"type": "array", "items": refSchema("Webhook")}, "total": integer}},
		"WebhookDeleted": map[string]any{"type": "object", "required": []string{"status", "id"}, "properties": map[string]any{
			"status": map[string]any{"type": "string", "enum": []string{"deleted"}}, "id": str}},
		"WebhookDelivery": map[string]any{"type": "object", "required": []string{"id", "event_id", "event_type", "status", "attempts", "next_attempt_at", "created_at", "delivered_at", "history"},
			"properties": map[string]any{"id": str, "event_id": str, "event_type": str,
				"status":   map[string]any{"type": "string", "enum": []string{plumbline.DeliveryPending, plumbline.DeliveryDelivered, plumbline.DeliveryFailed}},
				"attempts": integer, "next_attempt_at": nullableTime, "created_at": dateTime, "delivered_at": nullableTime,
				"history": map[string]any{"type": "array", "description": "Attempts, most recent first.", "items": map[string]any{"type": "object",
					"required": []string{"attempted_at", "status", "response_code", "error", "duration_ms", "next_attempt_at"}, "properties": map[string]any{
						"attempted_at": dateTime, "status": map[string]any{"type": "string", "enum": []string{plumbline.DeliveryDelivered, webhooks.AttemptRetrying, plumbline.DeliveryFailed}},
						"response_code": map[string]any{"type": []string{"integer", "null"}}, "error": map[string]any{"type": []string{"string", "null"}},
						"duration_ms": integer, "next_attempt_at": nullableTime}}}}},
		"WebhookDeliveries": map[string]any{"type": "object", "required": []string{"deliveries", "total"}, "properties": map[string]any{
			"deliveries": map[string]any{"type": "array", "items": refSchema("WebhookDelivery")}, "total": integer}},
		"PortalRequest": map[string]any{"type": "object", "additionalProperties": false, "required": []string{"return_url"},
			"properties": map[string]any{"return_url": map[string]any{"type": "string", "format": "uri"}}},
		"PortalSession": map[string]any{"type": "object", "required": []string{"url"}, "properties": map[string]any{"url": map[string]any{"type": "string", "format": "uri"}}},
		"WebhookAck": map[string]any{"type": "object", "required": []string{"received", "changed"}, "properties": map[string]any{
			"received": map[string]any{"type": "boolean"}, "changed": map[string]any{"type": "boolean"}}},
		"Health": map[string]any{"type": "object", "required": []string{"status", "version"}, "properties": map[string]any{
			"status": str, "version": str, "checks": map[string]any{"type": "object", "additionalProperties": str},
			"data": map[string]any{"type": "array", "items": release.Schema(),
				"description": "/readyz: how fresh each federal source of the live dataset is (`plumbline data status`); readiness does not depend on it."},
			"dataset_version": map[string]any{"type": "string", "description": "/readyz: the reference dataset version this instance serves."},
			"refresh": map[string]any{"type": "object", "required": []string{"enabled"},
				"description": "/readyz: the server's background refresh of the publishers' releases (PLUMBLINE_REFRESH): the sources it pulls and those it skips with why, what is due by what the live version holds, and the last check that did something (`result`: switched, unchanged, failed, elsewhere). A failing publisher leaves the version before serving and the server ready.",
				"properties": map[string]any{"enabled": map[string]any{"type": "boolean"}, "check_every": str,
					"sources": map[string]any{"type": "array", "items": str}, "due": map[string]any{"type": "array", "items": str},
					"skipped": map[string]any{"type": "array", "items": map[string]any{"type": "object", "required": []string{"source", "reason"}, "properties": map[string]any{"source": str, "reason": str}}},
					"running": map[string]any{"type": "boolean"}, "last_check_at": dateTime, "next_check": dateTime,
					"last": map[string]any{"type": "object", "required": []string{"started_at", "took", "result"}, "properties": map[string]any{"started_at": dateTime, "took": str,
						"result":  map[string]any{"type": "string", "enum": []string{"switched", "unchanged", "nothing_due", "failed", "elsewhere"}},
						"version": str, "previous_version": str, "detail": str,
						"sources": map[string]any{"type": "array", "items": map[string]any{"type": "object", "required": []string{"source", "status"}, "properties": map[string]any{
							"source": str, "status": str, "period": str, "error": str}}}}}}},
		}},
		"JSONRPCResponse": map[string]any{"type": "object", "description": "The JSON-RPC response (202 with no body when the message needs none).",
			"required": []string{"jsonrpc", "id"}, "properties": map[string]any{
				"jsonrpc": map[string]any{"type": "string", "enum": []string{"2.0"}},
				"id":      map[string]any{"description": "The request's id: a string or an integer, as sent (any type: generators without multi-type support read it as a raw value)."},
				"result":  map[string]any{"type": "object", "description": "The method's result (MCP)."},
				"error":   map[string]any{"type": "object", "description": "A JSON-RPC error: code, message, data."},
			}},
		"ErrorDoc": errorDocSchema(),
		"CalculatorSchemas": map[string]any{"type": "object", "description": "The calculator's JSON Schemas (2020-12).", "required": []string{"input", "output"}, "properties": map[string]any{
			"input": map[string]any{"type": "object"}, "output": map[string]any{"type": "object"},
		}},
		"CalculatorCatalog": map[string]any{"type": "object", "required": []string{"total", "categories", "calculators"}, "properties": map[string]any{
			"total": integer,
			"categories": map[string]any{"type": "array", "items": map[string]any{"type": "object", "required": []string{"category", "grounding", "count"}, "properties": map[string]any{
				"category": str, "grounding": str, "count": integer}}},
			"calculators": map[string]any{"type": "array", "items": map[string]any{"type": "object",
				"required": []string{"path", "method", "operation_id", "category", "kind", "title", "summary", "code_reference", "code_references", "inputs"}, "properties": map[string]any{
					"path": str, "method": str, "operation_id": str, "category": str, "kind": str, "title": str, "summary": str,
					"code_reference": str, "code_references": map[string]any{"type": "array", "items": str},
					"inputs": map[string]any{"type": "array", "items": map[string]any{"type": "object"}},
				}}},
		}},
	}
}
