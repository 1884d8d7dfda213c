package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	mcpserver "github.com/mark3labs/mcp-go/server"
	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/calc"
	"github.com/plumbline-api/plumbline/reference"
)

// ListCalculatorsTool is the MCP tool that answers the calculator catalog
// (GET /v1/calc/list).
const ListCalculatorsTool = "list_calculators"

// mcpTools makes one tool per calculator (named by its operation id, with
// its input and output JSON Schemas), list_calculators, and one tool per
// reference operation: the same registries the REST routes come from.
// A tool answers the JSON its REST twin answers (a calculator's with
// Prefer: return=minimal: the schemas are the tool's own), as structured
// content and as text; a failure is a tool error whose text is the REST
// problem, field errors included.
func (s *Server) mcpTools() ([]mcpserver.ServerTool, error) {
	var tools []mcpserver.ServerTool
	for _, c := range s.cfg.Calculators.All() {
		in, err := json.Marshal(c.InputSchema())
		if err != nil {
			return nil, err
		}
		out, err := json.Marshal(c.OutputSchema())
		if err != nil {
			return nil, err
		}
		tool := mcp.NewToolWithRawSchema(c.OperationID, c.Summary+" Cites: "+strings.Join(c.CodeReferences, ", ")+".", in)
		tool.RawOutputSchema = out
		tool.Annotations = readOnlyTool(c.Title)
		tools = append(tools, mcpserver.ServerTool{Tool: tool, Handler: s.calcTool(c)})
	}
	list := mcp.NewToolWithRawSchema(ListCalculatorsTool,
		"The calculator catalog: for each calculator its path, tool name (operation id), category, title, code reference and inputs, and the count per category.",
		json.RawMessage(`{"type":"object","properties":{},"additionalProperties":false}`))
	list.Annotations = readOnlyTool("List calculators")
	tools = append(tools, mcpserver.ServerTool{Tool: list, Handler: func(ctx context.Context, _ mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		call := mcpCallFrom(ctx)
		if err := s.mcpAdmit(call, false); err != nil { // as GET /v1/calc/list: rate-limited, not counted
			return s.toolError(call, ListCalculatorsTool, err), nil
		}
		return toolResult(s.catalogJSON), nil
	}})
	for _, op := range reference.Ops() {
		schema, err := json.Marshal(paramsSchema(op.Params))
		if err != nil {
			return nil, err
		}
		tool := mcp.NewToolWithRawSchema(op.ID, op.Summary+". "+op.Description, schema)
		tool.Annotations = readOnlyTool(op.Summary)
		tools = append(tools, mcpserver.ServerTool{Tool: tool, Handler: s.referenceTool(op)})
	}
	return tools, nil
}

// readOnlyTool marks a tool as reading only: nothing it does changes
// anything, and a repeat gives the same answer.
func readOnlyTool(title string) mcp.ToolAnnotation {
	yes, no := true, false
	return mcp.ToolAnnotation{Title: title, ReadOnlyHint: &yes, DestructiveHint: &no, IdempotentHint: &yes, OpenWorldHint: &no}
}

// calcTool runs a calculator: metered like POST /v1/calc/{category}/{kind},
// then the same decoding, validation and formula.
func (s *Server) calcTool(c *calc.Calculator) mcpserver.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		call := mcpCallFrom(ctx)
		if err := s.mcpAdmit(call, true); err != nil {
			return s.toolError(call, c.OperationID, err), nil
		}
		args, err := rawArguments(req)
		if err != nil {
			return s.toolError(call, c.OperationID, err), nil
		}
		out, err := c.Run(nil, args)
		if err != nil {
			return s.toolError(call, c.OperationID, domainError(err)), nil
		}
		return toolResult(out), nil
	}
}

// referenceTool answers a reference operation through the same cache as
// its REST route, metered like it (there is no revalidation over MCP).
func (s *Server) referenceTool(op *reference.Op) mcpserver.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		call := mcpCallFrom(ctx)
		if err := s.mcpAdmit(call, true); err != nil {
			return s.toolError(call, op.ID, err), nil
		}
		raw, err := toolParams(req)
		if err != nil {
			return s.toolError(call, op.ID, err), nil
		}
		args, err := reference.Bind(op.Params, raw)
		if err != nil {
			return s.toolError(call, op.ID, err), nil
		}
		refs := s.cfg.Reference
		version := refs.Version()
		if version == "" {
			return s.toolError(call, op.ID, plumbline.Errorf(plumbline.EUNAVAILABLE, "no reference data is live on this instance yet")), nil
		}
		// The key names the arguments as bound, under their own marker: a
		// REST key holds the raw query instead.
		parts := [][]byte{[]byte("mcp")}
		for _, p := range op.Params {
			v := args.String(p.Name)
			if p.Integer {
				v = strconv.Itoa(args.Int(p.Name))
			}
			parts = append(parts, []byte(p.Name+"="+v))
		}
		key := reference.AppendKey(nil, version, op.ID, parts...)
		entry, err := refs.Get(context.Background(), op, string(key), version, args)
		if err != nil {
			return s.toolError(call, op.ID, err), nil
		}
		if !entry.Found() {
			return s.toolError(call, op.ID, entry.Err()), nil
		}
		return toolResult(entry.Body()), nil
	}
}

// toolResult is a successful answer: the JSON as structured content and,
// for clients that read text, the same JSON as text.
func toolResult(body []byte) *mcp.CallToolResult {
	return &mcp.CallToolResult{
		Content:           []mcp.Content{mcp.TextContent{Type: mcp.ContentTypeText, Text: string(body)}},
		StructuredContent: json.RawMessage(bytes.Clone(body)),
	}
}

// toolError is a failed call: a tool error whose text is the problem the
// REST route would answer (status, detail, field errors). It carries no
// structured content, which would have to match the tool's output schema.
func (s *Server) toolError(call *mcpCall, tool string, err error) *mcp.CallToolResult {
	status := statusOf(err)
	var e *plumbline.Error
	detail := "the server failed to handle this call; report the request_id to support"
	var fields []plumbline.FieldError
	if status != 500 && errors.As(err, &e) {
		detail, fields = e.Message, e.Fields
	} else {
		s.cfg.Logger.Error("MCP tool call failed", slog.String("request_id", string(call.requestID)), slog.String("tool", tool), slog.Any("error", err))
	}
	body := s.appendProblem(nil, status, tool+": "+detail, []byte(MCPPath), call.requestID, fields)
	return &mcp.CallToolResult{Content: []mcp.Content{mcp.TextContent{Type: mcp.ContentTypeText, Text: string(body)}}, IsError: true}
}

// rawArguments are a call's arguments as JSON bytes ({} when absent).
func rawArguments(req mcp.CallToolRequest) ([]byte, error) {
	if raw := bytes.TrimSpace(req.Params.RawArguments); len(raw) > 0 && !bytes.Equal(raw, []byte("null")) {
		return raw, nil
	}
	if req.Params.Arguments == nil {
		return []byte("{}"), nil
	}
	b, err := json.Marshal(req.Params.Arguments)
	if err != nil {
		return nil, plumbline.Errorf(plumbline.EMALFORMED, "the arguments are not a JSON object: %v", err)
	}
	return b, nil
}

// toolParams turns a reference tool's arguments into the name → values
// form REST query parameters take, so Bind validates both the same way.
func toolParams(req mcp.CallToolRequest) (map[string][]string, error) {
	raw, err := rawArguments(req)
	if err != nil {
		return nil, err
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var args map[string]any
	if err := dec.Decode(&args); err != nil {
		return nil, plumbline.Errorf(plumbline.EMALFORMED, "the arguments are not a JSON object: %v", err)
	}
	out := make(map[string][]string, len(args))
	var fields []plumbline.FieldError
	for name, v := range args {
		switch v := v.(type) {
		case string:
			out[name] = []string{v}
		case json.Number:
			out[name] = []string{v.String()}
		case nil:
		default:
			fields = append(fields, plumbline.FieldError{Field: name, Code: "type", Message: fmt.Sprintf("must be a string or a number, not %T", v)})
		}
	}
	if fields != nil {
		return nil, &plumbline.Error{Code: plumbline.EINVALID, Message: "the request parameters are not valid; see errors", Fields: fields}
	}
	return out, nil
}

// paramsSchema is the JSON Schema of a reference operation's arguments.
func paramsSchema(params []reference.Param) map[string]any {
	props := map[string]any{}
	required := []string{}
	for _, p := range params {
		prop := referenceParameter(p)["schema"].(map[string]any)
		prop["description"] = p.Description
		props[p.Name] = prop
		if p.In == "path" || p.Required {
			required = append(required, p.Name)
		}
	}
	return map[string]any{"type": "object", "properties": props, "required": required, "additionalProperties": false}
}
