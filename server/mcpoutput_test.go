package server_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// TestMCPToolOutputSchemas gives every tool an outputSchema (the 25
// non-calculator tools had none) and holds each answer to it: every
// operation's documented example, called as its tool, answers
// structuredContent that its outputSchema accepts, as a client that
// validates (the TypeScript SDK) would check.
func TestMCPToolOutputSchemas(t *testing.T) {
	e := start(t, withReference(bundledReference(t)))
	h := mcpSession(t, e, e.key, "2025-06-18")
	r := e.do("POST", "/mcp", `{"jsonrpc":"2.0","id":1,"method":"tools/list"}`, h...)
	var list struct {
		Result struct {
			Tools []struct {
				Name         string          `json:"name"`
				OutputSchema json.RawMessage `json:"outputSchema"`
			} `json:"tools"`
		} `json:"result"`
	}
	if err := json.Unmarshal(r.body, &list); err != nil || len(list.Result.Tools) < 100 {
		t.Fatalf("tools/list: %v %.300s", err, r.body)
	}
	schemas := map[string]*jsonschema.Schema{}
	for _, tool := range list.Result.Tools {
		if len(tool.OutputSchema) == 0 {
			t.Errorf("%s has no outputSchema", tool.Name)
			continue
		}
		var root map[string]any
		if err := json.Unmarshal(tool.OutputSchema, &root); err != nil || root["type"] != "object" {
			t.Errorf("%s: outputSchema is not an object schema: %.200s", tool.Name, tool.OutputSchema)
			continue
		}
		c := jsonschema.NewCompiler()
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(tool.OutputSchema))
		if err == nil {
			err = c.AddResource("mem://"+tool.Name, doc)
		}
		var s *jsonschema.Schema
		if err == nil {
			s, err = c.Compile("mem://" + tool.Name)
		}
		if err != nil {
			t.Errorf("%s: outputSchema does not compile: %v", tool.Name, err)
			continue
		}
		schemas[tool.Name] = s
	}

	// Call every non-calculator tool with its operation's example.
	var doc struct {
		Paths map[string]map[string]struct {
			OperationID string           `json:"operationId"`
			Parameters  []map[string]any `json:"parameters"`
		} `json:"paths"`
	}
	if err := json.Unmarshal(e.get("/v1/openapi.json").body, &doc); err != nil {
		t.Fatal(err)
	}
	args := map[string]map[string]any{"list_calculators": {}}
	for _, ops := range doc.Paths {
		for _, op := range ops {
			if _, isTool := schemas[op.OperationID]; !isTool || strings.HasPrefix(op.OperationID, "calc_") {
				continue
			}
			a := map[string]any{}
			for _, p := range op.Parameters {
				name, _ := p["name"].(string)
				if ex, ok := p["example"]; ok && p["in"] != "header" {
					a[name] = ex // a deepObject's example is already the object MCP takes
				}
			}
			args[op.OperationID] = a
		}
	}
	if len(args) != 25 {
		t.Errorf("%d non-calculator tools with examples, want 25", len(args))
	}
	for name, a := range args {
		body, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": map[string]any{"name": name, "arguments": a}})
		r := e.do("POST", "/mcp", string(body), h...)
		var res struct {
			Result struct {
				IsError    bool            `json:"isError"`
				Structured json.RawMessage `json:"structuredContent"`
			} `json:"result"`
		}
		if err := json.Unmarshal(r.body, &res); err != nil || res.Result.IsError || res.Result.Structured == nil {
			t.Errorf("%s %v: %v %.300s", name, a, err, r.body)
			continue
		}
		v, err := jsonschema.UnmarshalJSON(bytes.NewReader(res.Result.Structured))
		if err != nil {
			t.Fatal(err)
		}
		if err := schemas[name].Validate(v); err != nil {
			t.Errorf("%s: structuredContent does not match its outputSchema: %v", name, err)
		}
	}
}

// TestMCPObjectArgumentAdvice: a filter sent to products_category as a
// string (or an array) is refused with the object form an MCP client sends,
// not the REST query syntax filter[<key>]=<value>.
func TestMCPObjectArgumentAdvice(t *testing.T) {
	e := start(t)
	h := mcpSession(t, e, e.key, "2025-06-18")
	for _, filter := range []string{`"specs.afue_pct.gte=97"`, `"filter[specs.afue_pct.gte]=97"`, `97`, `["specs.afue_pct.gte"]`, `true`} {
		body := fmt.Sprintf(`{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"products_category","arguments":{"category":"hvac","filter":%s}}}`, filter)
		r := e.do("POST", "/mcp", body, h...)
		var res struct {
			Result struct {
				IsError bool `json:"isError"`
				Content []struct {
					Text string `json:"text"`
				} `json:"content"`
			} `json:"result"`
		}
		if err := json.Unmarshal(r.body, &res); err != nil || !res.Result.IsError || len(res.Result.Content) != 1 {
			t.Fatalf("filter %s: %v %s", filter, err, r.body)
		}
		var p problem
		if err := json.Unmarshal([]byte(res.Result.Content[0].Text), &p); err != nil || p.Status != 422 || len(p.Errors) != 1 {
			t.Fatalf("filter %s: %s", filter, res.Result.Content[0].Text)
		}
		f := p.Errors[0]
		if f.Field != "filter" || f.Code != "object" || !strings.Contains(f.Message, `{"filter":{"specs.afue_pct.gte":97}}`) || strings.Contains(f.Message, "filter[") {
			t.Errorf("filter %s: %+v", filter, f)
		}
	}
}
