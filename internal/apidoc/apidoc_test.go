package apidoc

import (
	"strings"
	"testing"
)

// A small document renders every operation with its parameters, its body's
// fields, a runnable example (public routes without the key, deepObject
// filters as name[key]=value with globbing off) and its statuses.
func TestRender(t *testing.T) {
	doc := `{"info":{"title":"t API","version":"1","description":"d"},"tags":[{"name":"a","description":"Area a."}],
	"components":{"schemas":{"In":{"type":"object","required":["x_ft"],"properties":{"x_ft":{"type":"number","x-unit":"ft","exclusiveMinimum":0,"description":"X."},"n":{"type":"integer","default":3}}}},
	"parameters":{"P":{"name":"Prefer","in":"header","schema":{"type":"string"}}},"responses":{"Bad":{"description":"Bad input."}}},
	"paths":{
	 "/v1/a/{id}":{"get":{"operationId":"a_get","summary":"Get a","tags":["a"],"parameters":[
	   {"name":"id","in":"path","required":true,"schema":{"type":"string","enum":["p","q"]},"example":"p","description":"The id | with a pipe."},
	   {"name":"filter","in":"query","style":"deepObject","schema":{"type":"object"},"example":{"k.gte":"9"}}],
	   "responses":{"200":{"description":"ok","content":{"application/json":{"example":{"rows":[1,2,3,4],"id":"p"}}}},"422":{"$ref":"#/components/responses/Bad"}}}},
	 "/v1/a":{"post":{"operationId":"a_post","summary":"Post a","tags":["a"],"security":[],"parameters":[{"$ref":"#/components/parameters/P"}],
	   "requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/In"},"example":{"x_ft":1}}}},
	   "responses":{"201":{"description":"made"}}}}}}`
	out, err := Render([]byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	md := string(out)
	for _, want := range []string{
		"2 operations.",
		"[a_post](#a-post), [a_get](#a-get)",
		"| `id` | path | yes | string one of `p`, `q` | The id \\| with a pipe. |",
		"| `x_ft` | number (ft) | yes |  | > 0 | X. |",
		"| `n` | integer | no | `3` |  |  |",
		"curl -sg \"$BASE/v1/a/p?filter[k.gte]=9\" \\\n  -H \"Authorization: Bearer $KEY\"",
		"curl -s -X POST \"$BASE/v1/a\" \\\n  -H 'Prefer: return=minimal' \\\n  -H 'Content-Type: application/json' \\\n  -d '{\"x_ft\":1}'",
		"    1,\n    2,\n    … 2 more\n",
		"Statuses: `200` ok; `422` Bad input.",
		"**Post a** · operation id `a_post` · auth: none",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("missing %q in:\n%s", want, md)
		}
	}
}
