package server_test

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline/calc"
)

// TestOpenAPIGeneratorShape walks the served document and holds it to what
// code generators need (issue 14): formats on every number and integer, a
// type on every const, a discriminator on every oneOf whose variants all
// carry the discriminating property as a required enum, named components
// for every calculator's input and output and for every nested object, and
// `required` on every object a success answer returns.
func TestOpenAPIGeneratorShape(t *testing.T) {
	e := start(t)
	r := e.get("/v1/openapi.json")
	if r.status != 200 {
		t.Fatalf("%d %s", r.status, r.body)
	}
	var doc map[string]any
	if err := json.Unmarshal(r.body, &doc); err != nil {
		t.Fatal(err)
	}
	if servers := doc["servers"].([]any); len(servers) != 1 || servers[0].(map[string]any)["url"] != e.base {
		t.Errorf("servers should be the configured base URL %s: %v", e.base, servers)
	}
	schemas := doc["components"].(map[string]any)["schemas"].(map[string]any)
	resolve := func(s map[string]any) map[string]any {
		if ref, ok := s["$ref"].(string); ok {
			out, _ := schemas[strings.TrimPrefix(ref, "#/components/schemas/")].(map[string]any)
			return out
		}
		return s
	}
	var walk func(n any, path string, inProps bool)
	walk = func(n any, path string, inProps bool) {
		switch v := n.(type) {
		case map[string]any:
			if inProps {
				for k, sub := range v {
					walk(sub, path+"/"+k, false)
				}
				return
			}
			checkSchemaNode(t, v, path, resolve)
			for k, sub := range v {
				if k == "example" || k == "examples" || k == "enum" || k == "const" || k == "default" {
					continue
				}
				walk(sub, path+"/"+k, k == "properties")
			}
		case []any:
			for i, sub := range v {
				walk(sub, fmt.Sprintf("%s/%d", path, i), false)
			}
		}
	}
	walk(doc, "", false)

	validName := regexp.MustCompile(`^[a-zA-Z0-9._-]+$`)
	for name := range schemas {
		if !validName.MatchString(name) {
			t.Errorf("component name %q: OpenAPI allows only letters, digits, '.', '-' and '_'", name)
		}
	}
	for _, c := range calc.Builtin().All() {
		for _, suffix := range []string{"_input", "_output"} {
			if schemas[c.OperationID+suffix] == nil {
				t.Errorf("no component %s%s", c.OperationID, suffix)
			}
		}
	}
	// Every success answer is a named component, and every object reachable
	// from one says which fields are always there.
	seen := map[string]bool{}
	var needRequired func(s map[string]any, path string)
	needRequired = func(s map[string]any, path string) {
		if ref, ok := s["$ref"].(string); ok {
			if seen[ref] {
				return
			}
			seen[ref] = true
			needRequired(resolve(s), ref)
			return
		}
		if _, has := s["properties"]; has && s["type"] == "object" && len(asSlice(s["required"])) == 0 {
			t.Errorf("%s: an object in a success answer without required", path)
		}
		for k, sub := range s {
			switch k {
			case "properties":
				for name, p := range sub.(map[string]any) {
					needRequired(p.(map[string]any), path+"/"+name)
				}
			case "items":
				needRequired(sub.(map[string]any), path+"/items")
			case "oneOf", "anyOf", "allOf":
				for _, v := range sub.([]any) {
					needRequired(v.(map[string]any), path+"/"+k)
				}
			}
		}
	}
	for p, ops := range doc["paths"].(map[string]any) {
		for m, o := range ops.(map[string]any) {
			for status, resp := range o.(map[string]any)["responses"].(map[string]any) {
				content, _ := resp.(map[string]any)["content"].(map[string]any)
				js, _ := content["application/json"].(map[string]any)
				if !strings.HasPrefix(status, "2") || js == nil {
					continue
				}
				s := js["schema"].(map[string]any)
				if _, named := s["$ref"]; !named && p != "/v1/openapi.json" {
					t.Errorf("%s %s %s: the success schema is not a named component", m, p, status)
				}
				needRequired(s, m+" "+p)
			}
		}
	}
}

// checkSchemaNode checks one schema object of the document.
func checkSchemaNode(t *testing.T, s map[string]any, path string, resolve func(map[string]any) map[string]any) {
	t.Helper()
	types := asSlice(s["type"])
	if nonNull := len(types) - countOf(types, "null"); nonNull > 1 {
		t.Errorf("%s: a type list %v (oapi-codegen reads only one type, or one and null)", path, types)
	}
	for _, ty := range types {
		if ty == "number" && s["format"] != "double" && s["format"] != "float" {
			t.Errorf("%s: a number without format", path)
		}
		if ty == "integer" && s["format"] != "int64" && s["format"] != "int32" {
			t.Errorf("%s: an integer without format", path)
		}
	}
	if _, ok := s["const"]; ok && len(types) == 0 {
		t.Errorf("%s: a const without type", path)
	}
	// Nested objects are components: a property or item that is itself an
	// object with properties would leave its type for the generator to name.
	if strings.Contains(path, "/properties/") || strings.HasSuffix(path, "/items") {
		if _, has := s["properties"]; has && s["type"] == "object" && !strings.HasPrefix(path, "/paths/") {
			t.Errorf("%s: a nested object schema should be a named component", path)
		}
	}
	if variants, ok := s["oneOf"].([]any); ok {
		d, _ := s["discriminator"].(map[string]any)
		prop, _ := d["propertyName"].(string)
		if prop == "" {
			t.Errorf("%s: oneOf without a discriminator", path)
			return
		}
		mapped := map[string]bool{}
		for _, ref := range d["mapping"].(map[string]any) {
			mapped[ref.(string)] = true
		}
		for i, v := range variants {
			vm := v.(map[string]any)
			ref, _ := vm["$ref"].(string)
			if ref == "" || !mapped[ref] {
				t.Errorf("%s/oneOf/%d: each variant should be a named component in the discriminator's mapping", path, i)
				continue
			}
			target := resolve(vm)
			p, _ := target["properties"].(map[string]any)[prop].(map[string]any)
			if p == nil || len(asSlice(p["enum"])) == 0 || !contains(asSlice(target["required"]), prop) {
				t.Errorf("%s: %s should require %q as an enum that tells it apart", path, ref, prop)
			}
		}
	}
}

func asSlice(v any) []any {
	switch x := v.(type) {
	case []any:
		return x
	case nil:
		return nil
	}
	return []any{v}
}

func countOf(xs []any, v any) int {
	n := 0
	for _, x := range xs {
		if x == v {
			n++
		}
	}
	return n
}

func contains(xs []any, v any) bool {
	for _, x := range xs {
		if x == v {
			return true
		}
	}
	return false
}
