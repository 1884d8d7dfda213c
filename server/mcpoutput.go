package server

import (
	"encoding/json"
	"fmt"
	"maps"
	"strings"

	"github.com/plumbline-api/plumbline/reference"
)

// A tool's outputSchema is what its structuredContent holds. Calculators
// have their output schemas; the other tools answer what their REST twin
// answers, whose schema is a component of the OpenAPI document. This turns
// such a component into a self-contained JSON Schema: the component as the
// root (an object, as MCP requires), every component it refers to under
// $defs, and without OpenAPI's own keywords. Clients validate
// structuredContent against it (the TypeScript SDK does, on every call).

// componentRef is how the OpenAPI document refers to a schema.
const componentRef = "#/components/schemas/"

// openAPIOnly are keywords of OpenAPI's schema dialect that JSON Schema
// does not have.
var openAPIOnly = map[string]bool{"discriminator": true, "example": true, "externalDocs": true, "xml": true}

// outputSchemas makes tool output schemas from the document's components.
type outputSchemas struct{ components map[string]any }

// newOutputSchemas reads every component a tool answer may use: the shared
// ones and each area's.
func (s *Server) newOutputSchemas() (*outputSchemas, error) {
	all := baseSchemas()
	for _, a := range s.cfg.Reference.Areas() {
		maps.Copy(all, a.Schemas)
	}
	// Through JSON: the components mix Go slice and map types.
	raw, err := json.Marshal(all)
	if err != nil {
		return nil, err
	}
	var generic map[string]any
	if err := json.Unmarshal(raw, &generic); err != nil {
		return nil, err
	}
	return &outputSchemas{components: generic}, nil
}

// forComponent is the outputSchema of an answer whose schema is component name.
func (o *outputSchemas) forComponent(name string) (json.RawMessage, error) {
	root, ok := o.components[name].(map[string]any)
	if !ok {
		return nil, fmt.Errorf("server: no schema component %q for a tool's output", name)
	}
	defs := map[string]any{}
	var pending []string
	var rewrite func(v any) any
	rewrite = func(v any) any {
		switch x := v.(type) {
		case map[string]any:
			out := make(map[string]any, len(x))
			for k, val := range x {
				if openAPIOnly[k] {
					continue
				}
				if ref, isRef := val.(string); k == "$ref" && isRef && strings.HasPrefix(ref, componentRef) {
					target := strings.TrimPrefix(ref, componentRef)
					if _, seen := defs[target]; !seen {
						defs[target] = nil
						pending = append(pending, target)
					}
					out[k] = "#/$defs/" + target
					continue
				}
				out[k] = rewrite(val)
			}
			return out
		case []any:
			out := make([]any, len(x))
			for i, val := range x {
				out[i] = rewrite(val)
			}
			return out
		}
		return v
	}
	schema := rewrite(root).(map[string]any)
	for len(pending) > 0 {
		name := pending[0]
		pending = pending[1:]
		c, ok := o.components[name]
		if !ok {
			return nil, fmt.Errorf("server: a schema refers to component %q, which does not exist", name)
		}
		defs[name] = rewrite(c)
	}
	if schema["type"] == nil { // a oneOf of objects (Section): MCP wants an object at the root
		schema["type"] = "object"
	}
	if len(defs) > 0 {
		schema["$defs"] = defs
	}
	return json.Marshal(schema)
}

// objectArgs are a reference operation's object parameters (filter) with
// the JSON an MCP client sends for each, from the parameter's example.
func objectArgs(params []reference.Param) map[string]string {
	out := map[string]string{}
	for _, p := range params {
		if !p.Object {
			continue
		}
		ex := map[string]any{}
		for k, v := range objectExample(p.Name, p.Example) {
			ex[k] = v
			var n json.Number
			if json.Unmarshal([]byte(fmt.Sprint(v)), &n) == nil {
				ex[k] = n
			}
		}
		b, _ := json.Marshal(map[string]any{p.Name: ex})
		out[p.Name] = string(b)
	}
	return out
}
