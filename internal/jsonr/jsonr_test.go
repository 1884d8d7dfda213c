package jsonr

import (
	"encoding/json"
	"testing"

	"github.com/plumbline-api/plumbline/internal/race"
)

// Members and Elements cut the same values encoding/json sees, and String
// unescapes as encoding/json does.
func TestWalkMatchesEncodingJSON(t *testing.T) {
	doc := []byte(` { "a\u0062" : [1, {"x":"}"} , "q\"]"] , "n":null,"s":"\ud83d\ude00 \u00e9\n\/","num":-1.5e3 , "e":{}, "z":[] } `)
	if !Valid(doc) {
		t.Fatal("invalid test document")
	}
	var want map[string]json.RawMessage
	if err := json.Unmarshal(doc, &want); err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	if !Members(doc, func(k, v []byte) bool {
		name, ok := String(nil, append(append([]byte{'"'}, k...), '"'))
		if !ok {
			t.Fatalf("key %s", k)
		}
		got[string(name)] = string(v)
		return true
	}) {
		t.Fatal("not an object")
	}
	if len(got) != len(want) {
		t.Fatalf("got %v want %v", got, want)
	}
	for k, v := range want {
		if got[k] != string(v) {
			t.Errorf("%s: got %s want %s", k, got[k], v)
		}
	}
	var elems []string
	Elements([]byte(want["ab"]), func(e []byte) bool { elems = append(elems, string(e)); return true })
	if len(elems) != 3 || elems[1] != `{"x":"}"}` || elems[2] != `"q\"]"` {
		t.Fatalf("elements %q", elems)
	}
	var s string
	_ = json.Unmarshal(want["s"], &s)
	if u, ok := String(nil, want["s"]); !ok || string(u) != s {
		t.Fatalf("String %q want %q", u, s)
	}
	if !KeyIs([]byte(`a\u0062`), "ab") || KeyIs([]byte("ab"), "a") || !StringIs([]byte(`"x\/"`), "x/") {
		t.Fatal("KeyIs/StringIs")
	}
	if Members([]byte(`[1]`), func(k, v []byte) bool { return true }) || Elements([]byte(`{}`), func([]byte) bool { return true }) {
		t.Fatal("wrong kind accepted")
	}
	if !IsNull([]byte(" null ")) || !IsNull(nil) || IsNull([]byte("0")) || Kind([]byte(" [")) != '[' {
		t.Fatal("IsNull/Kind")
	}
}

func TestMembersAllocationBudget(t *testing.T) {
	if race.Enabled {
		t.Skip("allocation budgets are measured in the non-race pass of make test")
	}
	doc := []byte(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"calc_concrete_yards","arguments":{"length_ft":10}}}`)
	allocs := testing.AllocsPerRun(200, func() {
		n := 0
		Members(doc, func(k, v []byte) bool {
			if KeyIs(k, "params") {
				Members(v, func(k, v []byte) bool { n++; return true })
			}
			return true
		})
		if n != 2 || !Valid(doc) {
			t.Fatal("walk")
		}
	})
	if allocs != 0 {
		t.Fatalf("%v allocations", allocs)
	}
}
