package server

import (
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"strconv"
)

// opExample is an operation's worked example as the OpenAPI document shows
// it: the request's parameters and body and the server's answer.
// Calculators take theirs from their golden files (calc.Example), reference
// operations from reference.Op.Example, and the server's own operations
// from examples/<operation id>.json here; TestOpenAPIExamples replays every
// one against a live server.
type opExample struct {
	Params   map[string]string `json:"params,omitempty"`
	Body     json.RawMessage   `json:"body,omitempty"`
	Response json.RawMessage   `json:"response"`
}

//go:embed examples
var serverExamples embed.FS

// attachExamples gives each route its example.
func attachExamples(routes []*route) error {
	for _, r := range routes {
		if r.example != nil {
			continue
		}
		if c := r.calculator; c != nil {
			if e, ok := c.Example(); ok {
				r.example = &opExample{Body: e.Input, Response: e.Output}
			}
			continue
		}
		raw, err := fs.ReadFile(serverExamples, "examples/"+r.operationID+".json")
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return err
		}
		var e opExample
		if err := json.Unmarshal(raw, &e); err != nil {
			return fmt.Errorf("server/examples/%s.json: %w", r.operationID, err)
		}
		r.example = &e
	}
	return nil
}

// applyExample writes the example into the operation: each parameter's
// example is the value the example sends (a parameter the example does not
// send keeps none, so that the request the document shows is the one whose
// answer it shows), the body's example, and the success answer's example.
func applyExample(e *opExample, params []any, op, ok map[string]any) {
	if e == nil {
		return
	}
	for _, p := range params {
		pm, isMap := p.(map[string]any)
		if !isMap || pm["in"] == "header" || pm["$ref"] != nil {
			continue
		}
		name, _ := pm["name"].(string)
		if v, sent := e.Params[name]; sent {
			pm["example"] = v
			if pm["style"] == "deepObject" {
				pm["example"] = objectExample(name, v)
			} else if n, err := strconv.Atoi(v); err == nil && pm["schema"].(map[string]any)["type"] == "integer" {
				pm["example"] = n
			}
		} else {
			delete(pm, "example")
		}
	}
	if body, has := op["requestBody"].(map[string]any); has && e.Body != nil {
		body["content"].(map[string]any)["application/json"].(map[string]any)["example"] = e.Body
	}
	if content, has := ok["content"].(map[string]any); has && e.Response != nil {
		for _, media := range content {
			media.(map[string]any)["example"] = e.Response
		}
	}
}
