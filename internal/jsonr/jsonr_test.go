package jsonr

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

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

func TestRepeatedKey(t *testing.T) {
	for doc, want := range map[string]bool{
		`{"a":1,"b":2}`:                       false,
		`{"a":1,"a":2}`:                       true,
		`{"a":1,"\u0061":2}`:                  true, // the same name, escaped
		`{"params":{"name":"x","name":"y"}}`:  true,
		`{"p":[{"k":1},{"k":2,"k":3}]}`:       true,
		`[{"a":1},{"a":1}]`:                   false, // two objects, one key each
		`{"a":{"a":{"a":1}}}`:                 false,
		`"x"`:                                 false,
		`{"a\"":1,"a":2}`:                     false,
		`{}`:                                  false,
		`{"x":"{\"a\":1,\"a\":2}"}`:           false, // text, not an object
		`{"arguments":{"zip":"1","zip":"2"}}`: true,
	} {
		if got := RepeatedKey([]byte(doc)); got != want {
			t.Errorf("RepeatedKey(%s) = %v, want %v", doc, got, want)
		}
	}
	// A large object: the set path.
	var b strings.Builder
	b.WriteString("{")
	for i := range 100 {
		fmt.Fprintf(&b, `"k%d":1,`, i)
	}
	b.WriteString(`"k7":2}`)
	if !RepeatedKey([]byte(b.String())) {
		t.Fatal("a key repeated among 100 was not found")
	}
	if RepeatedKey([]byte(strings.Replace(b.String(), `"k7":2`, `"k100":2`, 1))) {
		t.Fatal("100 distinct keys reported repeated")
	}
	if race.Enabled {
		return
	}
	doc := []byte(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"calc_concrete_yards","arguments":{"length_ft":10,"width_ft":10,"depth_in":4}}}`)
	if n := testing.AllocsPerRun(200, func() { RepeatedKey(doc) }); n != 0 {
		t.Fatalf("RepeatedKey on a tools/call allocates %v times", n)
	}
}

// repeatedByDecoder is RepeatedKey by encoding/json's token stream: a
// reference implementation, slow and allocating.
func repeatedByDecoder(doc []byte) bool {
	dec := json.NewDecoder(strings.NewReader(string(doc)))
	type frame struct {
		keys   map[string]bool
		object bool
		key    bool // the next string token is a key
	}
	var stack []*frame
	for {
		tok, err := dec.Token()
		if err != nil {
			return false
		}
		var top *frame
		if len(stack) > 0 {
			top = stack[len(stack)-1]
		}
		switch v := tok.(type) {
		case json.Delim:
			switch v {
			case '{', '[':
				if top != nil && top.object {
					top.key = true
				}
				stack = append(stack, &frame{keys: map[string]bool{}, object: v == '{', key: v == '{'})
			default:
				stack = stack[:len(stack)-1]
				if len(stack) > 0 && stack[len(stack)-1].object {
					stack[len(stack)-1].key = true
				}
			}
		default:
			if top != nil && top.object {
				if top.key {
					k := v.(string)
					if top.keys[k] {
						return true
					}
					top.keys[k] = true
					top.key = false
				} else {
					top.key = true
				}
			}
		}
	}
}

// FuzzRepeatedKey: RepeatedKey agrees with encoding/json on any valid JSON
// text.
func FuzzRepeatedKey(f *testing.F) {
	for _, s := range []string{`{"a":1,"a":2}`, `{"a":{"b":[{"c":1,"c":2}]}}`, `{"\u0061":1,"a":2}`, `[{"a":1},{"a":2}]`, `{"a":"{\"b\":1,\"b\":2}"}`, `{"\ud800":1,"\udbff":2}`, "{\"\xff\":1,\"\xfe\":2}"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, doc []byte) {
		if !Valid(doc) || !utf8.Valid(doc) { // JSON text is UTF-8; callers check it first (encoding/json makes bad bytes U+FFFD)
			return
		}
		if got, want := RepeatedKey(doc), repeatedByDecoder(doc); got != want {
			t.Fatalf("RepeatedKey(%s) = %v, encoding/json says %v", doc, got, want)
		}
	})
}
