package reference_test

import (
	"testing"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/reference"
)

// NUL or invalid UTF-8 in any argument is a field error (422), before any
// store sees it: over MCP as much as over REST.
func TestBindRejectsControlBytesAndInvalidUTF8(t *testing.T) {
	params := []reference.Param{{Name: "code", In: "path", Required: true, Enum: []string{"IRC"}}, {Name: "q", In: "query"}}
	for _, raw := range []map[string][]string{
		{"code": {"IRC"}, "q": {"R311\x00"}},
		{"code": {"IRC"}, "q": {"\xc3\x28"}},
		{"code": {"IRC\x00"}},
		{"code": {"IRC"}, "q": {"a\u0085b"}}, // C1 control (NEL)
	} {
		_, err := reference.Bind(params, raw)
		var e *plumbline.Error
		if plumbline.ErrorCode(err) != plumbline.EINVALID || !asError(err, &e) || e.Fields[0].Code != "encoding" {
			t.Errorf("%q: %v", raw, err)
		}
	}
	if _, err := reference.Bind(params, map[string][]string{"code": {"irc"}, "q": {"escalier é"}}); err != nil {
		t.Fatalf("printable UTF-8: %v", err)
	}
}

// Too many unknown parameters: the list is cut one past what an answer
// shows (the HTTP layer marks it truncated).
func TestBindCapsFieldErrors(t *testing.T) {
	raw := map[string][]string{}
	for i := range 500 {
		raw[string(rune('a'+i%26))+string(rune('A'+i/26))] = []string{"1"}
	}
	_, err := reference.Bind(nil, raw)
	var e *plumbline.Error
	if !asError(err, &e) || len(e.Fields) != plumbline.MaxFieldErrors+1 {
		t.Fatalf("%d fields", len(e.Fields))
	}
}

func asError(err error, e **plumbline.Error) bool {
	pe, ok := err.(*plumbline.Error)
	*e = pe
	return ok && len(pe.Fields) > 0
}

// Issue 24 finding 9: enums matched under Unicode case folding, so
// new_con\u017ftruction_\u017ffh (long s) was the project type new_construction_sfh.
// They fold ASCII only.
func TestBindEnumFoldsASCIIOnly(t *testing.T) {
	params := []reference.Param{{Name: "project_type", In: "path", Required: true, Enum: []string{"new_construction_sfh"}},
		{Name: "tier", In: "query", Enum: []string{"national"}}}
	a, err := reference.Bind(params, map[string][]string{"project_type": {"NEW_Construction_SFH"}, "tier": {"NATIONAL"}})
	if err != nil || a.String("project_type") != "new_construction_sfh" || a.String("tier") != "national" {
		t.Fatalf("ASCII case: %v %q", err, a.String("project_type"))
	}
	if _, err := reference.Bind(params, map[string][]string{"project_type": {"new_con\u017ftruction_\u017ffh"}}); plumbline.ErrorCode(err) != plumbline.ENOTFOUND {
		t.Fatalf("long s in a path enum: %v, want not found", err)
	}
	if _, err := reference.Bind(params, map[string][]string{"project_type": {"new_construction_sfh"}, "tier": {"nationa\u212a"}}); plumbline.ErrorCode(err) != plumbline.EINVALID {
		t.Fatalf("Kelvin sign in a query enum: %v, want a 422", err)
	}
}
