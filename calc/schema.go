package calc

import (
	"bytes"
	"encoding/json"
)

// SchemaDialect is the JSON Schema dialect of every schema calc produces;
// OpenAPI 3.1 uses the same one, so schemas embed there unchanged.
const SchemaDialect = "https://json-schema.org/draft/2020-12/schema"

// Schema is a JSON Schema (2020-12) object, limited to the keywords the
// engine emits. Properties keep declaration order when marshalled.
type Schema struct {
	Dialect              string      `json:"$schema,omitempty"`
	Title                string      `json:"title,omitempty"`
	Description          string      `json:"description,omitempty"`
	Type                 string      `json:"type,omitempty"`
	Unit                 string      `json:"x-unit,omitempty"`
	Enum                 []string    `json:"enum,omitempty"`
	Const                any         `json:"const,omitempty"` // rules only: a boolean a rule requires
	Default              any         `json:"default,omitempty"`
	Minimum              *float64    `json:"minimum,omitempty"`
	ExclusiveMinimum     *float64    `json:"exclusiveMinimum,omitempty"`
	Maximum              *float64    `json:"maximum,omitempty"`
	ExclusiveMaximum     *float64    `json:"exclusiveMaximum,omitempty"`
	MinItems             *int        `json:"minItems,omitempty"`
	MaxItems             *int        `json:"maxItems,omitempty"`
	Items                *Schema     `json:"items,omitempty"`
	Properties           *Properties `json:"properties,omitempty"`
	Required             []string    `json:"required,omitempty"`
	AdditionalProperties *bool       `json:"additionalProperties,omitempty"`

	// Cross-field rules (see rules.go): each AnyOf branch is a group of
	// fields that must be present with the stated bounds; DependentRequired
	// names the fields a present field needs beside it.
	AnyOf             []*Schema           `json:"anyOf,omitempty"`
	AllOf             []*Schema           `json:"allOf,omitempty"`
	Not               *Schema             `json:"not,omitempty"`
	DependentRequired map[string][]string `json:"dependentRequired,omitempty"`
}

// Property is one named member of Properties.
type Property struct {
	Name   string
	Schema *Schema
}

// Properties marshals as a JSON object whose members keep slice order.
type Properties []Property

// MarshalJSON writes the properties in declaration order.
func (ps Properties) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, p := range ps {
		if i > 0 {
			b.WriteByte(',')
		}
		name, _ := json.Marshal(p.Name)
		b.Write(name)
		b.WriteByte(':')
		s, err := json.Marshal(p.Schema)
		if err != nil {
			return nil, err
		}
		b.Write(s)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// schema builds the object schema of a plan. Inputs are closed
// (additionalProperties false, as the decoder rejects unknown fields);
// outputs list every field as required, since every field is always present.
func (p *plan) schema(role planRole) *Schema {
	s := &Schema{Type: "object", Properties: &Properties{}}
	for i := range p.fields {
		f := &p.fields[i]
		*s.Properties = append(*s.Properties, Property{Name: f.name, Schema: f.schema(role)})
		if role == roleOutput || f.required {
			s.Required = append(s.Required, f.name)
		}
	}
	if role == roleInput {
		closed := false
		s.AdditionalProperties = &closed
	}
	return s
}

func (f *field) schema(role planRole) *Schema {
	s := &Schema{Type: f.kind.jsonType(), Description: f.doc, Unit: f.unit}
	switch f.kind {
	case kindNumberList, kindStringList, kindObjectList:
		item := &Schema{}
		switch f.kind {
		case kindNumberList:
			item.Type = "number"
			f.boundsInto(item)
		case kindStringList:
			item.Type = "string"
			item.Enum = f.enum
		default:
			item = f.elem.schema(role)
		}
		s.Items = item
		if role == roleInput {
			s.MinItems, s.MaxItems = &f.minItems, &f.maxItems
		}
		return s
	case kindObject:
		o := f.elem.schema(role)
		o.Description = f.doc
		return o
	}
	if role == roleOutput {
		return s
	}
	f.boundsInto(s)
	if f.zeroOrMin > 0 {
		// "0 (use the default figure) or at least zeroOrMin".
		zero, lo := 0.0, f.zeroOrMin
		s.AnyOf = []*Schema{{Maximum: &zero}, {Minimum: &lo}}
	}
	s.Enum = f.enum
	if f.hasDefault {
		switch f.kind {
		case kindNumber:
			s.Default = f.defNum
		case kindInteger:
			s.Default = int(f.defNum)
		case kindString:
			s.Default = f.defStr
		case kindBool:
			s.Default = f.defBool
		}
	}
	return s
}

func (f *field) boundsInto(s *Schema) {
	if f.hasMin {
		v := f.min
		if f.exclMin {
			s.ExclusiveMinimum = &v
		} else {
			s.Minimum = &v
		}
	}
	if f.hasMax {
		v := f.max
		if f.exclMax {
			s.ExclusiveMaximum = &v
		} else {
			s.Maximum = &v
		}
	}
}
