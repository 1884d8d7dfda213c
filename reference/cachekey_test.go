package reference_test

import (
	"bytes"
	"net/url"
	"sort"
	"testing"

	"github.com/plumbline-api/plumbline/reference"
)

// keyOp has a parameter of every kind a cache key holds.
var keyOp = &reference.Op{ID: "t_op", Params: reference.Compile([]reference.Param{
	{Name: "category", In: "path", Required: true, Enum: []string{"hvac", "doors"}},
	{Name: "subcategory", In: "query"},
	{Name: "sort", In: "query", Pattern: `^-?[a-z_]+$`},
	{Name: "filter", In: "query", Object: true},
	{Name: "page", In: "query", Integer: true, Min: 1, Max: 1000, Default: 1},
	{Name: "offset", In: "query", Integer: true, Min: -5, Max: 5},
})}

// rawArgs turns a query string (and the path's category) into the
// arguments as sent: KeyArgs for AppendRawKey, a name → values map for Bind.
func rawArgs(category, query string) ([]reference.KeyArg, map[string][]string, bool) {
	kv := []reference.KeyArg{{Name: []byte("category"), Value: []byte(category)}}
	raw := map[string][]string{"category": {category}}
	for _, pair := range bytes.Split([]byte(query), []byte("&")) {
		if len(pair) == 0 {
			continue
		}
		name, value, _ := bytes.Cut(pair, []byte("="))
		n, err1 := url.QueryUnescape(string(name))
		v, err2 := url.QueryUnescape(string(value))
		if err1 != nil || err2 != nil {
			return nil, nil, false
		}
		kv = append(kv, reference.KeyArg{Name: []byte(n), Value: []byte(v)})
		raw[n] = append(raw[n], v)
	}
	return kv, raw, true
}

// The raw key (the hot path, no binding) and the bound key agree whenever
// the raw one is given; a raw key for arguments Bind refuses names no
// answer Bind could produce.
func checkKeys(t *testing.T, category, query string) (raw, bound []byte, rawOK bool) {
	kv, args, ok := rawArgs(category, query)
	if !ok {
		return nil, nil, false
	}
	raw, rawOK = reference.AppendRawKey(nil, "v1", keyOp, kv)
	a, err := reference.Bind(keyOp.Params, args)
	if err == nil {
		bound = reference.AppendRequestKey(nil, "v1", keyOp, a)
		if rawOK && !bytes.Equal(raw, bound) {
			t.Fatalf("%s?%s: raw key %q, bound key %q", category, query, raw, bound)
		}
		// The bound key is canonical: read back as sent, it is its own raw key.
		if again, ok := reference.AppendRawKey(nil, "v1", keyOp, keyArgs(bound)); !ok || !bytes.Equal(again, bound) {
			t.Fatalf("%s?%s: the bound key %q is not canonical (%q, %v)", category, query, bound, again, ok)
		}
	}
	return raw, bound, rawOK
}

// keyArgs reads a key's arguments back (the layout is NUL name NUL value).
func keyArgs(key []byte) []reference.KeyArg {
	parts := bytes.Split(key, []byte{0})[3:] // format, version, op
	var kv []reference.KeyArg
	for i := 0; i+1 < len(parts); i += 2 {
		kv = append(kv, reference.KeyArg{Name: parts[i], Value: parts[i+1]})
	}
	return kv
}

func TestCacheKeySpellings(t *testing.T) {
	want, _, _ := checkKeys(t, "hvac", "subcategory=furnaces&page=2&filter[b]=1&filter[a]=2")
	for _, q := range []string{
		"page=2&subcategory=furnaces&filter[a]=2&filter[b]=1",
		"filter%5Ba%5D=2&filter%5Bb%5D=1&page=002&subcategory=furnaces",
		"subcategory=%20furnaces%20&page=2&filter[b]=1&filter[a]=2&sort=",
		"&&subcategory=furnaces&page=2&filter[b]=+1&filter[a]=2&offset=0&",
	} {
		_, bound, _ := checkKeys(t, "hvac", q)
		if !bytes.Equal(bound, want) {
			t.Errorf("%s: key %q, want %q", q, bound, want)
		}
	}
	if _, bound, _ := checkKeys(t, "HVAC", "page=2&subcategory=furnaces&filter[a]=2&filter[b]=1"); !bytes.Equal(bound, want) {
		t.Errorf("an enum's case: key %q", bound)
	}
	// Different answers, different keys; '=' inside a name or value cannot
	// make two requests one key.
	a, _, _ := checkKeys(t, "hvac", "filter[a%3Db]=c")
	b, _, _ := checkKeys(t, "hvac", "filter[a]=b%3Dc")
	if bytes.Equal(a, b) {
		t.Fatalf("filter[a=b]=c and filter[a]=b=c share the key %q", a)
	}
	for _, q := range []string{"page=2&page=2", "nope=1", "subcategory=x&subcategory=x", "page=-1&page=1"} {
		if _, bound, ok := checkKeys(t, "hvac", q); ok || bound != nil {
			t.Errorf("%s: a raw key (%v) or a bound one (%q) for arguments Bind refuses", q, ok, bound)
		}
	}
	var keys []string
	for _, q := range []string{"", "page=3", "sort=brand", "offset=-2", "filter[x]="} {
		k, _, _ := checkKeys(t, "doors", q)
		keys = append(keys, string(k))
	}
	sort.Strings(keys)
	for i := 1; i < len(keys); i++ {
		if keys[i] == keys[i-1] {
			t.Fatalf("two requests share the key %q", keys[i])
		}
	}
}

// FuzzCacheKey: for any query, the raw key (when given) equals the bound
// key, and the bound key is canonical. A counterexample is a request served
// another request's cached answer.
func FuzzCacheKey(f *testing.F) {
	for _, q := range []string{"subcategory=furnaces&page=2", "page=01", "filter[a]=1&filter[a]=2", "sort=-x&offset=-0",
		"filter[a=b]=c", "subcategory=+x", "page=1", "%ZZ", "offset=-1&page=10", "subcategory=\u00a0x"} {
		f.Add("hvac", q)
	}
	f.Fuzz(func(t *testing.T, category, query string) {
		checkKeys(t, category, query)
	})
}
