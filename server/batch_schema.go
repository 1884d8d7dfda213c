package server

import (
	"encoding/json"
	"strconv"
)

// batchRequestSchema is the JSON Schema of a batch: the OpenAPI
// BatchRequest and the calc_batch tool's input schema.
func batchRequestSchema() map[string]any {
	str := func(desc string) map[string]any { return map[string]any{"type": "string", "description": desc} }
	return map[string]any{
		"type": "object", "additionalProperties": false, "required": []string{"items"},
		"description": "Up to " + strconv.Itoa(MaxBatchItems) + " calculator calls. Each item names its calculator by operation_id or by path (one of them).",
		"properties": map[string]any{
			"items": map[string]any{"type": "array", "minItems": 1, "maxItems": MaxBatchItems, "items": map[string]any{
				"type": "object", "additionalProperties": false, "required": []string{"id", "input"},
				"properties": map[string]any{
					"id":           map[string]any{"type": "string", "minLength": 1, "maxLength": maxBatchIDLen, "description": "Names the item in the answer; distinct within the batch."},
					"operation_id": str("The calculator's operation id (= MCP tool name), e.g. calc_concrete_yards."),
					"path":         str("The calculator's path, e.g. /v1/calc/concrete/yards (instead of operation_id)."),
					"input":        map[string]any{"type": "object", "description": "The calculator's input, exactly the body of its own call."},
				},
			}},
		},
	}
}

// batchResponseSchema is the answer of a batch.
func batchResponseSchema() map[string]any {
	integer := func(desc string) map[string]any { return map[string]any{"type": "integer", "description": desc} }
	return map[string]any{
		"type": "object", "required": []string{"results", "summary"},
		"description": "One result per item, in the request's order, and what the batch did.",
		"properties": map[string]any{
			"results": map[string]any{"type": "array", "items": map[string]any{
				"type": "object", "required": []string{"id", "status", "body"},
				"properties": map[string]any{
					"id":          map[string]any{"type": "string"},
					"status":      integer("The HTTP status the item's own call would answer: 200, or the problem's status (404 no such calculator, 422 invalid input, 429 refused by the rate limit or the monthly quota)."),
					"retry_after": integer("On a 429: seconds until the item may be sent again (the Retry-After of its own call)."),
					"body":        map[string]any{"type": "object", "description": "The item's answer: the calculator's results (with `schemas` unless Prefer: return=minimal), or an RFC 7807 problem."},
				},
			}},
			"summary": map[string]any{"type": "object", "required": []string{"items", "succeeded", "failed", "counted", "refused"}, "properties": map[string]any{
				"items":     integer("Items in the batch."),
				"succeeded": integer("Items answered 200."),
				"failed":    integer("Items answered with a problem."),
				"counted":   integer("Calls the batch added to the monthly usage: the items admitted by the meter (a 422 item is counted, as its own call is)."),
				"refused":   integer("Items the rate limit or the monthly quota refused (429): not counted."),
			}},
		},
	}
}

// batchSchemas are the OpenAPI component schemas of the batch route.
func batchSchemas() map[string]any {
	return map[string]any{"BatchRequest": batchRequestSchema(), "BatchResults": batchResponseSchema()}
}

// batchMCPTool is calc_batch: the REST batch as a tool, metered per item.
func (s *Server) batchMCPTool() (*mcpTool, error) {
	in, err := json.Marshal(batchRequestSchema())
	if err != nil {
		return nil, err
	}
	out, err := json.Marshal(batchResponseSchema())
	if err != nil {
		return nil, err
	}
	const title = "Run several calculators at once"
	description, rest := splitDescription("Runs up to "+strconv.Itoa(MaxBatchItems)+" calculator calls in one tool call (a takeoff of many lines): each item is "+
		"{id, operation_id (a calc_* tool name) or path, input (that tool's arguments)}. The result lists {id, status, body} per item, in order: "+
		"body is what the calculator's own tool returns, or the REST problem (status 422 for invalid input, 429 when the rate limit or the "+
		"monthly quota refused it; retry those later). Each item is metered as one call; summary.counted says how many were counted.", "", toolDescriptionMax)
	if in, err = withSchemaDescription(in, rest); err != nil {
		return nil, err
	}
	return &mcpTool{name: BatchTool, batch: true, def: mcpToolDef{
		Name: BatchTool, Title: title, Description: description,
		InputSchema: in, OutputSchema: out, Annotations: readOnly(title),
	}}, nil
}
