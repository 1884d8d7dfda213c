package server

import (
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"
)

// The document is written as Go maps and calc schemas; normalizeDocument
// then rewrites it into the shape code generators handle (oapi-codegen,
// openapi-typescript, openapi-python-client, ogen), whatever area or
// calculator a schema came from, so a new area is covered without edits:
//
//   - every number gets format double (else oapi-codegen types it float32)
//     and every integer format int64;
//   - every const gets the type of its value;
//   - every object schema nested inside a component (a property's object,
//     an array's object items) is hoisted into a component of its own,
//     named <parent>_<property>[_item], so generators name its type
//     instead of inventing one (or colliding, as openapi-python-client did).
//
// Numeric exclusiveMinimum stays as written: it is OpenAPI 3.1 / JSON
// Schema 2020-12 and correct.
func normalizeDocument(doc map[string]any) (map[string]any, error) {
	raw, err := json.Marshal(doc)
	if err != nil {
		return nil, err
	}
	var out map[string]any
	if err := json.Unmarshal(raw, &out); err != nil {
		return nil, err
	}
	schemas := out["components"].(map[string]any)["schemas"].(map[string]any)
	names := make([]string, 0, len(schemas))
	for n := range schemas {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		if err := hoistNested(schemas, n, schemas[n]); err != nil {
			return nil, err
		}
	}
	addFormats(out)
	return out, nil
}

// hoistNested moves the object schemas nested in the component schema s
// (named name) into components of their own, recursively.
func hoistNested(schemas map[string]any, name string, s any) error {
	m, ok := s.(map[string]any)
	if !ok {
		return nil
	}
	hoist := func(sub map[string]any, subName string) (map[string]any, error) {
		if !isObjectWithProperties(sub) {
			return sub, hoistNested(schemas, subName, sub)
		}
		if prev, taken := schemas[subName]; taken {
			if !sameJSON(prev, sub) {
				return nil, fmt.Errorf("openapi: nested schema %s collides with a component of that name", subName)
			}
		}
		schemas[subName] = sub
		if err := hoistNested(schemas, subName, sub); err != nil {
			return nil, err
		}
		return refSchema(subName), nil
	}
	if props, ok := m["properties"].(map[string]any); ok {
		for _, p := range sortedKeys(props) {
			ps, ok := props[p].(map[string]any)
			if !ok {
				continue
			}
			if items, ok := ps["items"].(map[string]any); ok {
				r, err := hoist(items, name+"_"+componentName(p)+"_item")
				if err != nil {
					return err
				}
				ps["items"] = r
				continue
			}
			r, err := hoist(ps, name+"_"+componentName(p))
			if err != nil {
				return err
			}
			props[p] = r
		}
	}
	if items, ok := m["items"].(map[string]any); ok && name != "" {
		r, err := hoist(items, name+"_item")
		if err != nil {
			return err
		}
		m["items"] = r
	}
	for _, k := range []string{"oneOf", "anyOf", "allOf"} {
		variants, _ := m[k].([]any)
		for i, v := range variants {
			vm, ok := v.(map[string]any)
			if !ok {
				continue
			}
			r, err := hoist(vm, fmt.Sprintf("%s_%s%d", name, k, i+1))
			if err != nil {
				return err
			}
			variants[i] = r
		}
	}
	return nil
}

// componentName makes a property name fit a component name
// (^[a-zA-Z0-9._-]+$): "5+u" becomes "5plus_u".
func componentName(p string) string {
	var b strings.Builder
	for _, r := range strings.ReplaceAll(p, "+", "plus_") {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '.', r == '-', r == '_':
			b.WriteRune(r)
		default:
			b.WriteByte('_')
		}
	}
	return b.String()
}

func sameJSON(a, b any) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return string(x) == string(y)
}

func isObjectWithProperties(m map[string]any) bool {
	_, has := m["properties"].(map[string]any)
	return has && m["type"] == "object"
}

// addFormats gives every number and integer schema its format and every
// const its type. Example values are data, not schemas, and are skipped.
func addFormats(n any) { addFormatsIn(n, false) }

// addFormatsIn walks n; inProps says n is a properties map, whose keys are
// field names (a field may be called "default"), not keywords.
func addFormatsIn(n any, inProps bool) {
	switch v := n.(type) {
	case map[string]any:
		if inProps {
			for _, sub := range v {
				addFormatsIn(sub, false)
			}
			return
		}
		if hasType(v, "number") && v["format"] == nil {
			v["format"] = "double"
		}
		if hasType(v, "integer") && v["format"] == nil {
			v["format"] = "int64"
		}
		if c, ok := v["const"]; ok && v["type"] == nil {
			v["type"] = jsonTypeOf(c)
		}
		for k, sub := range v {
			if !inProps {
				switch k {
				case "example", "examples", "enum", "const", "default":
					continue
				}
			}
			addFormatsIn(sub, !inProps && k == "properties")
		}
	case []any:
		for _, sub := range v {
			addFormatsIn(sub, false)
		}
	}
}

func hasType(m map[string]any, t string) bool {
	switch v := m["type"].(type) {
	case string:
		return v == t
	case []any:
		return slices.Contains(v, any(t))
	}
	return false
}

func jsonTypeOf(v any) string {
	switch v.(type) {
	case bool:
		return "boolean"
	case float64:
		return "number"
	case string:
		return "string"
	case nil:
		return "null"
	case []any:
		return "array"
	}
	return "object"
}

func sortedKeys(m map[string]any) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
