// Package calc holds the construction calculators and the engine that serves
// them. A calculator is defined once (an input struct, an output struct and a
// formula); from that definition the engine derives the route, the input
// decoder with its validation, the output encoder, both JSON Schemas, the
// catalog entry and the operation id shared by REST, OpenAPI and MCP.
//
// calc imports only the standard library (and internal/jsonw, a leaf of
// stdlib-only JSON writers), so it carries no infrastructure.
package calc

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"unsafe"
)

// Definition describes one calculator. In and Out are structs whose fields
// carry json, doc and calc tags (see plan). Out must have a code_reference
// string field.
type Definition[In, Out any] struct {
	Category string // one of the 16 categories
	Kind     string // lowercase, hyphenated
	Title    string
	Summary  string // what it computes and from what grounding
	// CodeReferences lists every section the calculator may cite in any
	// code_reference of its output (the result's and its checks'), in the
	// codes area's form ("IRC R311.7.5"); the first is the citation under
	// the default edition, shown in the catalog. A test runs the golden
	// examples under every edition to keep the list complete.
	CodeReferences []string
	// Rules are the input rules that span fields (see Rule), published in
	// the input schema.
	Rules   []Rule
	Compute func(In) (Out, error)
}

// Calculator is a registered calculator, type-erased for the HTTP, OpenAPI
// and MCP layers. It is immutable and safe for concurrent use.
type Calculator struct {
	Category       string
	Kind           string
	Path           string // /v1/calc/{category}/{kind}
	OperationID    string // calc_{category}_{kind}, '-' as '_'
	Title          string
	Summary        string
	CodeReferences []string

	in, out      *plan
	inputSchema  *Schema
	toolSchema   *Schema // inputSchema without top-level anyOf/allOf
	rulesText    string
	outputSchema *Schema
	schemasJSON  []byte // {"input":…,"output":…}, precomputed
	run          func(dst, body []byte) ([]byte, error)
}

// Define turns a definition into a Calculator. It panics on a malformed
// definition: definitions are static, and the registry tests build them all.
func Define[In, Out any](d Definition[In, Out]) *Calculator {
	c, err := define(d)
	if err != nil {
		panic(err)
	}
	return c
}

func define[In, Out any](d Definition[In, Out]) (*Calculator, error) {
	name := d.Category + "/" + d.Kind
	if d.Category == "" || d.Kind == "" || d.Title == "" || d.Summary == "" || d.Compute == nil {
		return nil, fmt.Errorf("calc %s: category, kind, title, summary and compute are required", name)
	}
	if len(d.CodeReferences) == 0 {
		return nil, fmt.Errorf("calc %s: at least one code reference is required", name)
	}
	in, err := buildPlan(reflect.TypeFor[In](), roleInput)
	if err != nil {
		return nil, fmt.Errorf("calc %s input: %w", name, err)
	}
	out, err := buildPlan(reflect.TypeFor[Out](), roleOutput)
	if err != nil {
		return nil, fmt.Errorf("calc %s output: %w", name, err)
	}
	if i, ok := out.byName["code_reference"]; !ok || out.fields[i].kind != kindString {
		return nil, fmt.Errorf("calc %s output: needs a code_reference string field", name)
	}
	c := &Calculator{
		Category:       d.Category,
		Kind:           d.Kind,
		Path:           "/v1/calc/" + d.Category + "/" + d.Kind,
		OperationID:    "calc_" + strings.ReplaceAll(d.Category+"_"+d.Kind, "-", "_"),
		Title:          d.Title,
		Summary:        d.Summary,
		CodeReferences: d.CodeReferences,
		in:             in,
		out:            out,
		inputSchema:    in.schema(roleInput),
		outputSchema:   out.schema(roleOutput),
	}
	if err := in.applyRules(c.inputSchema, d.Rules); err != nil {
		return nil, fmt.Errorf("calc %s input: %w", name, err)
	}
	c.inputSchema.Title = d.Title + " (input)"
	c.toolSchema = toolSchema(c.inputSchema)
	c.rulesText = rulesText(d.Rules)
	c.outputSchema.Title = d.Title + " (output)"
	withDialect := func(s *Schema) *Schema { cp := *s; cp.Dialect = SchemaDialect; return &cp }
	c.schemasJSON, err = json.Marshal(map[string]*Schema{
		"input":  withDialect(c.inputSchema),
		"output": withDialect(c.outputSchema),
	})
	if err != nil {
		return nil, fmt.Errorf("calc %s: schemas: %w", name, err)
	}
	compute := d.Compute
	c.run = func(dst, body []byte) ([]byte, error) {
		var in In
		if err := c.in.decode(body, unsafe.Pointer(&in)); err != nil {
			return dst, err
		}
		out, err := compute(in)
		if err != nil {
			return dst, err
		}
		return c.out.encode(dst, unsafe.Pointer(&out))
	}
	return c, nil
}

// Run decodes body (a JSON object of inputs), computes, and appends the
// results as a JSON object to dst. Errors are *SyntaxError (not JSON),
// *InputError (not a valid input) or, for a formula bug, anything else.
func (c *Calculator) Run(dst, body []byte) ([]byte, error) {
	return c.run(dst, body)
}

// SchemasJSON is the precomputed {"input": …, "output": …} object returned
// beside the results of every successful call. Callers must not modify it.
func (c *Calculator) SchemasJSON() []byte { return c.schemasJSON }

// InputSchema and OutputSchema are shared; callers must not modify them.
func (c *Calculator) InputSchema() *Schema  { return c.inputSchema }
func (c *Calculator) OutputSchema() *Schema { return c.outputSchema }

// ToolInputSchema is the input schema as MCP tools publish it: the same
// bodies, with the cross-field rules under one top-level not instead of
// anyOf/allOf, which the Anthropic Messages API refuses at the top level.
// Callers must not modify it.
func (c *Calculator) ToolInputSchema() *Schema { return c.toolSchema }

// RulesText states the cross-field input rules in words (" Input rules: …"),
// or "" when there are none, for descriptions that agents read.
func (c *Calculator) RulesText() string { return c.rulesText }

// CodeReference is the citation under the default edition.
func (c *Calculator) CodeReference() string { return c.CodeReferences[0] }

// InputField summarises one input for the catalog.
type InputField struct {
	Name        string   `json:"name"`
	Type        string   `json:"type"`
	Unit        string   `json:"unit,omitempty"`
	Required    bool     `json:"required"`
	Default     any      `json:"default,omitempty"`
	Minimum     *float64 `json:"minimum,omitempty"`
	Maximum     *float64 `json:"maximum,omitempty"`
	Exclusive   []string `json:"exclusive_bounds,omitempty"` // "minimum", "maximum" when exclusive
	Enum        []string `json:"enum,omitempty"`
	Description string   `json:"description"`
}

// Inputs lists the calculator's inputs in declaration order, with the
// bounds and enums of the input schema (narrowed by one-alternative rules,
// so the catalog says what the schema says).
func (c *Calculator) Inputs() []InputField {
	fields := make([]InputField, 0, len(c.in.fields))
	for i := range c.in.fields {
		f := &c.in.fields[i]
		s := (*c.inputSchema.Properties)[i].Schema
		in := InputField{Name: f.name, Type: s.Type, Unit: f.unit, Required: f.required, Default: s.Default, Enum: s.Enum, Description: f.doc}
		switch {
		case s.ExclusiveMinimum != nil:
			in.Minimum = s.ExclusiveMinimum
			in.Exclusive = append(in.Exclusive, "minimum")
		case s.Minimum != nil:
			in.Minimum = s.Minimum
		}
		switch {
		case s.ExclusiveMaximum != nil:
			in.Maximum = s.ExclusiveMaximum
			in.Exclusive = append(in.Exclusive, "maximum")
		case s.Maximum != nil:
			in.Maximum = s.Maximum
		}
		if f.kind == kindNumberList { // list bounds sit on the items
			in.Minimum, in.Maximum, in.Exclusive = nil, nil, nil
			if f.hasMin {
				in.Minimum = &f.min
				if f.exclMin {
					in.Exclusive = append(in.Exclusive, "minimum")
				}
			}
			if f.hasMax {
				in.Maximum = &f.max
				if f.exclMax {
					in.Exclusive = append(in.Exclusive, "maximum")
				}
			}
		}
		if f.kind == kindStringList {
			in.Enum = f.enum
		}
		fields = append(fields, in)
	}
	return fields
}
