package server

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/plumbline-api/plumbline"
	"github.com/valyala/fasthttp"
)

// buildOpenAPI generates the OpenAPI 3.1 document from the route table and
// the calculator registry; nothing in it is written per calculator by hand.
func (s *Server) buildOpenAPI(routes []*route) ([]byte, error) {
	paths := map[string]map[string]any{}
	schemas := baseSchemas()
	tags := []map[string]any{
		{"name": "operations", "description": "Health, readiness, metrics and this document."},
		{"name": "calculators", "description": "The calculator catalog."},
	}
	for _, cc := range s.cfg.Calculators.Counts() {
		tags = append(tags, map[string]any{"name": cc.Category.Name,
			"description": fmt.Sprintf("%d %s calculators; grounding: %s.", cc.Count, cc.Category.Name, cc.Category.Grounding)})
	}
	for _, r := range routes {
		if paths[r.path] == nil {
			paths[r.path] = map[string]any{}
		}
		op := map[string]any{
			"operationId": r.operationID,
			"summary":     r.summary,
			"description": r.description,
			"tags":        []string{r.tag},
		}
		responses := map[string]any{}
		if r.public {
			op["security"] = []any{}
			responses["4XX"] = refResponse("ClientError")
		} else {
			responses["401"] = refResponse("Unauthorized")
		}
		if c := r.calculator; c != nil {
			in, out := c.OperationID+"_input", c.OperationID+"_output"
			schemas[in], schemas[out] = c.InputSchema(), c.OutputSchema()
			op["description"] = r.description + " Cites: " + strings.Join(c.CodeReferences, ", ") + "."
			op["parameters"] = []any{map[string]any{"$ref": "#/components/parameters/Prefer"}}
			op["requestBody"] = map[string]any{"required": true, "content": map[string]any{
				"application/json": map[string]any{"schema": refSchema(in)}}}
			responses["200"] = map[string]any{
				"description": "The results, and (unless Prefer: return=minimal) the input and output JSON Schemas under `schemas`.",
				"headers":     requestIDHeader(),
				"content": map[string]any{"application/json": map[string]any{"schema": map[string]any{
					"allOf": []any{refSchema(out), map[string]any{"properties": map[string]any{"schemas": refSchema("CalculatorSchemas")}}},
				}}},
			}
			responses["400"] = refResponse("BadRequest")
			responses["413"] = refResponse("PayloadTooLarge")
			responses["415"] = refResponse("UnsupportedMediaType")
			responses["422"] = refResponse("UnprocessableContent")
		} else {
			responses["200"] = map[string]any{
				"description": r.summary,
				"headers":     requestIDHeader(),
				"content":     map[string]any{r.response.contentType: map[string]any{"schema": r.response.schema}},
			}
		}
		if r.path == "/readyz" {
			responses["503"] = refResponse("ServiceUnavailable")
		}
		responses["500"] = refResponse("InternalServerError")
		op["responses"] = responses
		paths[r.path][strings.ToLower(r.method)] = op
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
			"schemas":    schemas,
			"responses":  problemResponses(s.cfg.ErrorsBaseURL),
			"headers":    commonHeaders(),
			"parameters": map[string]any{"Prefer": preferParameter()},
		},
	}
	return json.Marshal(doc)
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
		"UnprocessableContent": resp(422, "The input is not valid for the calculator; errors[] names each field.", "ValidationProblem", nil),
		"InternalServerError":  resp(500, "A server fault; report the request_id.", "Problem", nil),
		"ServiceUnavailable":   resp(503, "A dependency is unavailable or the server is shutting down.", "Problem", nil),
	}
}

// baseSchemas are the schemas shared by several operations.
func baseSchemas() map[string]any {
	str := map[string]any{"type": "string"}
	integer := map[string]any{"type": "integer"}
	problemProps := map[string]any{
		"type":       map[string]any{"type": "string", "format": "uri", "description": "{errors_base_url}/<status>"},
		"title":      map[string]any{"type": "string", "description": "The status phrase."},
		"status":     integer,
		"detail":     map[string]any{"type": "string", "description": "What went wrong and what to do."},
		"instance":   map[string]any{"type": "string", "description": "The request path."},
		"request_id": map[string]any{"type": "string", "description": "The request id, as in X-Request-Id."},
	}
	problemRequired := []string{"type", "title", "status", "detail", "instance", "request_id"}
	return map[string]any{
		"Problem": map[string]any{"type": "object", "description": "An RFC 7807 problem.", "properties": problemProps, "required": problemRequired},
		"ValidationProblem": map[string]any{"allOf": []any{refSchema("Problem"), map[string]any{
			"type": "object", "required": []string{"errors"},
			"properties": map[string]any{"errors": map[string]any{"type": "array", "items": refSchema("FieldError")}},
		}}},
		"FieldError": map[string]any{"type": "object", "required": []string{"field", "code", "message"}, "properties": map[string]any{
			"field":   map[string]any{"type": "string", "description": "Path of the field (\"depth_in\", \"walls[1].length_ft\"; \"\" for the body)."},
			"code":    map[string]any{"type": "string", "description": "required, unknown_field, duplicate, type, enum, minimum, maximum, exclusive_minimum, exclusive_maximum, not_finite, min_items, max_items, or a calculator rule."},
			"message": str,
		}},
		"Health": map[string]any{"type": "object", "required": []string{"status", "version"}, "properties": map[string]any{
			"status": str, "version": str, "checks": map[string]any{"type": "object", "additionalProperties": str},
		}},
		"CalculatorSchemas": map[string]any{"type": "object", "description": "The calculator's JSON Schemas (2020-12).", "properties": map[string]any{
			"input": map[string]any{"type": "object"}, "output": map[string]any{"type": "object"},
		}},
		"CalculatorCatalog": map[string]any{"type": "object", "required": []string{"total", "categories", "calculators"}, "properties": map[string]any{
			"total": integer,
			"categories": map[string]any{"type": "array", "items": map[string]any{"type": "object", "properties": map[string]any{
				"category": str, "grounding": str, "count": integer}}},
			"calculators": map[string]any{"type": "array", "items": map[string]any{"type": "object", "properties": map[string]any{
				"path": str, "method": str, "operation_id": str, "category": str, "kind": str, "title": str, "summary": str,
				"code_reference": str, "code_references": map[string]any{"type": "array", "items": str},
				"inputs": map[string]any{"type": "array", "items": map[string]any{"type": "object"}},
			}}},
		}},
	}
}
