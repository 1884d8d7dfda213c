package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"unicode/utf8"

	"github.com/mark3labs/mcp-go/mcp"
	mcpserver "github.com/mark3labs/mcp-go/server"
	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/internal/jsonr"
	"github.com/plumbline-api/plumbline/internal/jsonw"
	"github.com/plumbline-api/plumbline/reference"
)

// ListCalculatorsTool is the MCP tool that answers the calculator catalog
// (GET /v1/calc/list).
const ListCalculatorsTool = "list_calculators"

// mcpTool is one MCP tool: an operation of the registries under its
// operation id, answering the JSON its REST twin answers.
type mcpTool struct {
	name   string
	billed bool // counted against the quota, as the REST twin is
	// scope is what a token needs to see and call the tool: calc for the
	// calculators (and their list and batch), the area's for a reference
	// operation.
	scope plumbline.Scopes
	// run appends the answer to dst; args is the call's arguments object
	// ({} when the call has none).
	run func(dst, args []byte) ([]byte, error)
	// batch: the tool is calc_batch, which meters each item itself; the
	// call is not metered again. (A flag, not a function value: a call
	// through one would move every request's mcpCall to the heap.)
	batch bool
	// op is the reference operation of a reference tool (nil otherwise).
	op *reference.Op
	// objects are the op's parameters that take an object, with an example
	// of the object form (the advice when a call sends another form).
	objects map[string]string
	def     mcpToolDef
}

// mcpToolDef is a tool as tools/list shows it.
type mcpToolDef struct {
	Name         string          `json:"name"`
	Title        string          `json:"title"`
	Description  string          `json:"description"`
	InputSchema  json.RawMessage `json:"inputSchema"`
	OutputSchema json.RawMessage `json:"outputSchema,omitempty"`
	Annotations  mcpAnnotations  `json:"annotations"`
}

// mcpAnnotations mark every tool as reading only: nothing it does changes
// anything, a repeat gives the same answer, and it reads no open world.
type mcpAnnotations struct {
	Title           string `json:"title"`
	ReadOnlyHint    bool   `json:"readOnlyHint"`
	DestructiveHint bool   `json:"destructiveHint"`
	IdempotentHint  bool   `json:"idempotentHint"`
	OpenWorldHint   bool   `json:"openWorldHint"`
}

func readOnly(title string) mcpAnnotations {
	return mcpAnnotations{Title: title, ReadOnlyHint: true, IdempotentHint: true}
}

// referenceOps are the reference operations the server serves: REST routes
// and MCP tools both come from them.
func (s *Server) referenceOps() []*reference.Op { return s.cfg.Reference.Ops() }

// buildMCPTools makes one tool per calculator (named by its operation id,
// with its input and output JSON Schemas), list_calculators, and one tool
// per reference operation: the registries the REST routes come from.
func (s *Server) buildMCPTools() ([]*mcpTool, error) {
	var tools []*mcpTool
	for _, c := range s.cfg.Calculators.All() {
		// The tool form of the input schema: the same rules, none of them
		// as a top-level anyOf/allOf, which Anthropic's API refuses.
		in, err := json.Marshal(c.ToolInputSchema())
		if err != nil {
			return nil, err
		}
		out, err := json.Marshal(c.OutputSchema())
		if err != nil {
			return nil, err
		}
		description, rest := splitDescription(c.Summary, " Cites: "+strings.Join(c.CodeReferences, ", ")+".", toolDescriptionMax)
		if in, err = withSchemaDescription(in, strings.TrimSpace(rest+c.RulesText())); err != nil {
			return nil, fmt.Errorf("%s: %w", c.OperationID, err)
		}
		tools = append(tools, &mcpTool{name: c.OperationID, billed: true, run: c.Run, def: mcpToolDef{
			Name: c.OperationID, Title: c.Title, Description: description,
			InputSchema: in, OutputSchema: out, Annotations: readOnly(c.Title),
		}})
	}
	outputs, err := s.newOutputSchemas()
	if err != nil {
		return nil, err
	}
	catalogOut, err := outputs.forComponent("CalculatorCatalog")
	if err != nil {
		return nil, err
	}
	// As GET /v1/calc/list: rate-limited, not counted.
	tools = append(tools, &mcpTool{name: ListCalculatorsTool,
		run: func(dst, _ []byte) ([]byte, error) { return append(dst, s.catalogJSON...), nil },
		def: mcpToolDef{Name: ListCalculatorsTool, Title: "List calculators",
			Description: "The calculator catalog: for each calculator its path, tool name (operation id), category, title, code reference and inputs, and the count per category.",
			InputSchema: json.RawMessage(`{"type":"object","properties":{},"additionalProperties":false}`), OutputSchema: catalogOut,
			Annotations: readOnly("List calculators")},
	})
	batch, err := s.batchMCPTool()
	if err != nil {
		return nil, err
	}
	tools = append(tools, batch)
	for _, op := range s.referenceOps() {
		schema, err := json.Marshal(paramsSchema(op.Params))
		if err != nil {
			return nil, err
		}
		out, err := outputs.forComponent(op.Response)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", op.ID, err)
		}
		description, rest := splitDescription(op.Summary+". "+op.Description, "", toolDescriptionMax)
		if schema, err = withSchemaDescription(schema, rest); err != nil {
			return nil, fmt.Errorf("%s: %w", op.ID, err)
		}
		tools = append(tools, &mcpTool{name: op.ID, billed: true, op: op, objects: objectArgs(op.Params), def: mcpToolDef{
			Name: op.ID, Title: op.Summary, Description: description,
			InputSchema: schema, OutputSchema: out, Annotations: readOnly(op.Summary),
		}})
	}
	for _, t := range tools {
		if t.scope = plumbline.ScopeCalc; t.op != nil {
			// A new area needs its scope (plumbline.Scopes) before its tools can be served.
			if t.scope = plumbline.ScopeNamed(t.op.Tag); t.scope == 0 || t.scope == plumbline.ScopesAll {
				return nil, fmt.Errorf("%s: no scope is named after its area %q", t.name, t.op.Tag)
			}
		}
	}
	return tools, nil
}

// callTool meters a tools/call exactly as the REST twin, then runs it,
// appending the answer to dst.
func (s *Server) callTool(call *mcpCall, t *mcpTool, dst, args []byte) ([]byte, error) {
	if jsonr.IsNull(args) {
		args = emptyObject
	}
	if t.batch {
		return s.batchTool(call, dst, args)
	}
	if t.op != nil {
		return s.referenceToolCall(call, t, dst, args)
	}
	d, err := s.mcpAdmit(call, t.billed)
	if err != nil {
		return dst, err
	}
	d.Operation = t.name
	out, err := t.run(dst, args)
	if err != nil {
		err = domainError(err)
	}
	s.mcpSettle(call, d, err == nil) // a calculator's answer is its figures
	if err != nil {
		return dst, err
	}
	return out, nil
}

var emptyObject = []byte("{}")

// referenceToolCall answers a reference tool: metered as its REST twin
// (once, or per value of a list), from the version the call pins.
func (s *Server) referenceToolCall(call *mcpCall, t *mcpTool, dst, args []byte) ([]byte, error) {
	op := t.op
	raw, err := toolParams(args, t.objects)
	var version string
	if err == nil {
		version, err = s.toolVersion(call, raw)
	}
	if err == nil && version == "" {
		err = plumbline.Errorf(plumbline.EUNAVAILABLE, "no reference data is live on this instance yet")
	}
	if p := op.ListParam(); err == nil && p != nil && len(raw[p.Name]) == 1 && reference.IsList(raw[p.Name][0]) {
		return s.fanoutTool(call, op, p, dst, raw, version)
	}
	d, aerr := s.mcpAdmit(call, true)
	if aerr != nil {
		return dst, aerr
	}
	d.Operation = op.ID
	out, figure := dst, false
	if err == nil {
		out, figure, err = s.referenceAnswer(dst, op, raw, version)
	}
	s.mcpSettle(call, d, err == nil && figure)
	if err != nil {
		return dst, err
	}
	return out, nil
}

// toolVersion is the version an MCP call answers from: the tool argument
// dataset_version (taken out of raw), else the request's
// Plumbline-Dataset-Version header, else the live one.
func (s *Server) toolVersion(call *mcpCall, raw map[string][]string) (string, error) {
	pinned := string(call.pinned)
	if v, ok := raw[datasetVersionParam]; ok {
		delete(raw, datasetVersionParam)
		if pinned != "" && v[0] != pinned {
			return "", reference.InvalidField(datasetVersionParam, "conflict", "the %s header and the dataset_version argument name different versions; give one", DatasetVersionHeader)
		}
		pinned = v[0]
	}
	return s.cfg.Reference.Resolve(pinned)
}

// referenceAnswer appends a reference operation's answer through the same
// cache as its REST route (there is no revalidation over MCP); figure is
// false for an answer that carries none (reference.Figureless).
func (s *Server) referenceAnswer(dst []byte, op *reference.Op, raw map[string][]string, version string) (out []byte, figure bool, err error) {
	args, err := reference.Bind(op.Params, raw)
	if err != nil {
		return dst, false, err
	}
	refs := s.cfg.Reference
	if version == "" {
		return dst, false, plumbline.Errorf(plumbline.EUNAVAILABLE, "no reference data is live on this instance yet")
	}
	// The same key as the REST request for these arguments: one answer,
	// one entry.
	key := reference.AppendRequestKey(nil, version, op, args)
	entry, err := refs.Get(context.Background(), op, string(key), version, args)
	if err != nil {
		return dst, false, err
	}
	if !entry.Found() {
		return dst, false, entry.Err()
	}
	return append(dst, entry.Body()...), entry.Counted(), nil
}

// toolParams turns a reference tool's arguments into the name → values
// form REST query parameters take, so Bind validates both the same way.
// Strings must be valid UTF-8 without control characters, as in a URL.
// objects are the operation's object parameters (filter) with the JSON an
// MCP client sends for each: given anything but an object, the error shows
// that form, not the REST query syntax.
func toolParams(args []byte, objects map[string]string) (map[string][]string, error) {
	if jsonr.RepeatedKey(args) { // first or last wins depends on the parser: neither is what the caller meant
		return nil, &plumbline.Error{Code: plumbline.EINVALID, Message: "the arguments are not valid; see errors",
			Fields: []plumbline.FieldError{{Field: "", Code: "repeated", Message: "an argument is given twice"}}}
	}
	out := map[string][]string{}
	var fields []plumbline.FieldError
	isObject := jsonr.Members(args, func(k, v []byte) bool {
		name, _ := jsonr.String(nil, append(append([]byte{'"'}, k...), '"'))
		if example, ok := objects[string(name)]; ok && jsonr.Kind(v) != '{' && jsonr.Kind(v) != 'n' {
			fields = append(fields, plumbline.FieldError{Field: string(name), Code: "object",
				Message: "must be a JSON object of key: value pairs, e.g. " + example})
			return true
		}
		switch jsonr.Kind(v) {
		case '"':
			s, _ := jsonr.String(nil, v)
			if !utf8.Valid(s) || bytes.ContainsFunc(s, func(r rune) bool { return r < 0x20 || r == 0x7f }) {
				fields = append(fields, plumbline.FieldError{Field: string(name), Code: "invalid", Message: "must be valid UTF-8 without control characters"})
				return true
			}
			out[string(name)] = []string{string(s)}
		case 'n':
		case '{': // an Object parameter: {key: value} → name[key]=value, as in a query
			jsonr.Members(v, func(k2, v2 []byte) bool {
				key, _ := jsonr.String(nil, append(append([]byte{'"'}, k2...), '"'))
				field := string(name) + "[" + string(key) + "]"
				switch jsonr.Kind(v2) {
				case '"':
					s, _ := jsonr.String(nil, v2)
					out[field] = []string{string(s)}
				case 't', 'f', 'n', '{', '[':
					fields = append(fields, plumbline.FieldError{Field: field, Code: "type", Message: "must be a string or a number"})
				default:
					out[field] = []string{string(bytes.TrimSpace(v2))}
				}
				return true
			})
		case 't', 'f', '[':
			fields = append(fields, plumbline.FieldError{Field: string(name), Code: "type", Message: "must be a string or a number"})
		default:
			out[string(name)] = []string{string(bytes.TrimSpace(v))}
		}
		return true
	})
	if !isObject {
		return nil, &plumbline.Error{Code: plumbline.EINVALID, Message: "the arguments are not valid; see errors",
			Fields: []plumbline.FieldError{{Field: "", Code: "type", Message: "the arguments must be a JSON object"}}}
	}
	if fields != nil {
		return nil, &plumbline.Error{Code: plumbline.EINVALID, Message: "the request parameters are not valid; see errors", Fields: fields}
	}
	return out, nil
}

// appendToolResult appends a successful tools/call result: the JSON as
// structured content and, for clients that read text, the same JSON as text.
func appendToolResult(b, body []byte) []byte {
	b = append(b, `{"content":[{"type":"text","text":`...)
	b = jsonw.AppendString(b, body)
	b = append(b, `}],"structuredContent":`...)
	b = append(b, body...)
	return append(b, '}')
}

// appendToolError appends a failed call: a tool error whose text is the
// problem the REST route would answer (status, detail, field errors). It
// carries no structured content, which would have to match the tool's
// output schema (clients validate it, even on errors).
func (s *Server) appendToolError(b []byte, call *mcpCall, tool string, err error) []byte {
	problem := s.toolProblem(nil, call, tool, err)
	b = append(b, `{"content":[{"type":"text","text":`...)
	b = jsonw.AppendString(b, problem)
	return append(b, `}],"isError":true}`...)
}

// toolProblem appends the REST problem for a failed call.
func (s *Server) toolProblem(b []byte, call *mcpCall, tool string, err error) []byte {
	status := statusOf(err)
	var e *plumbline.Error
	detail := "the server failed to handle this call; report the request_id to support"
	var fields []plumbline.FieldError
	code := ""
	if status != 500 && errors.As(err, &e) {
		detail, fields, code = e.Message, e.Fields, e.Code
	} else {
		s.cfg.Logger.Error("MCP tool call failed", slog.String("request_id", string(call.requestID)), slog.String("tool", tool), slog.Any("error", err))
	}
	return s.appendProblemCode(b, status, problemCode(status, code), tool+": "+detail, []byte(MCPPath), call.requestID, fields)
}

// mcpGoTools are the same tools for mcp-go, which still serves the
// stateless 2026-07-28 revision: each handler runs the native tool.
func (s *Server) mcpGoTools(tools []*mcpTool) []mcpserver.ServerTool {
	var out []mcpserver.ServerTool
	for _, t := range tools {
		tool := mcp.NewToolWithRawSchema(t.name, t.def.Description, t.def.InputSchema)
		tool.RawOutputSchema = t.def.OutputSchema
		tool.Title = t.def.Title
		yes, no := true, false
		tool.Annotations = mcp.ToolAnnotation{Title: t.def.Title, ReadOnlyHint: &yes, DestructiveHint: &no, IdempotentHint: &yes, OpenWorldHint: &no}
		out = append(out, mcpserver.ServerTool{Tool: tool, Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			call := mcpCallFrom(ctx)
			args, err := rawArguments(req)
			if err == nil {
				var body []byte
				if body, err = s.callTool(call, t, nil, args); err == nil {
					return &mcp.CallToolResult{
						Content:           []mcp.Content{mcp.TextContent{Type: mcp.ContentTypeText, Text: string(body)}},
						StructuredContent: json.RawMessage(body),
					}, nil
				}
			}
			text := s.toolProblem(nil, call, t.name, err)
			return &mcp.CallToolResult{Content: []mcp.Content{mcp.TextContent{Type: mcp.ContentTypeText, Text: string(text)}}, IsError: true}, nil
		}})
	}
	return out
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

// paramsSchema is the JSON Schema of a reference operation's arguments.
func paramsSchema(params []reference.Param) map[string]any {
	props := map[string]any{datasetVersionParam: map[string]any{"type": "string", "maxLength": 64,
		"description": "Answer from this kept dataset version instead of the live one (the dataset_version of an earlier answer; data_releases lists the versions kept)."}}
	required := []string{}
	for _, p := range params {
		prop := referenceParameter(p)["schema"].(map[string]any)
		if p.Object {
			prop = map[string]any{"type": "object", "additionalProperties": map[string]any{"type": []string{"string", "number"}}}
		}
		prop["description"] = p.Description
		props[p.Name] = prop
		if p.In == "path" || p.Required {
			required = append(required, p.Name)
		}
	}
	return map[string]any{"type": "object", "properties": props, "required": required, "additionalProperties": false}
}
