package reference

import (
	"bytes"
	"strconv"
	"unicode"
	"unicode/utf8"
)

// A cache key names an answer, not a spelling of the request: every way of
// writing one call (arguments in any order, an enum in another case, an
// integer with leading zeros, spaces around a value, an empty value or the
// default spelled out) is one key, REST and MCP alike. A client that could
// mint a new key per URL for one answer could fill the cache with copies of
// it (issue 24 finding 3).
//
// Layout: AppendKey's head (entry format, version, operation), then every
// argument that differs from its absent value, sorted by name, each as NUL
// name NUL value. Names and values never hold a NUL (Bind refuses control
// characters), so the layout cannot be read two ways: `filter[a=b]=c` and
// `filter[a]=b=c` are different keys.

// KeyArg is one argument as a cache key holds it: an Object parameter's
// entries are named name[key].
type KeyArg struct{ Name, Value []byte }

// AppendRequestKey appends the cache key of op called with args at
// version (the dataset version the answer is computed from; a request
// pinned to an older version passes that one).
func AppendRequestKey(dst []byte, version string, op *Op, a Args) []byte {
	var kv []KeyArg
	for i := range op.Params {
		p := &op.Params[i]
		switch {
		case p.Object:
			for k, v := range a.obj[p.Name] {
				kv = append(kv, KeyArg{[]byte(p.Name + "[" + k + "]"), []byte(v)})
			}
		case p.Integer:
			if n := a.num[p.Name]; n != p.Default {
				kv = append(kv, KeyArg{[]byte(p.Name), strconv.AppendInt(nil, int64(n), 10)})
			}
		default:
			if v := a.str[p.Name]; v != "" {
				kv = append(kv, KeyArg{[]byte(p.Name), []byte(v)})
			}
		}
	}
	sortKeyArgs(kv)
	return appendKeyArgs(AppendKey(dst, version, op.ID), kv)
}

// AppendRawKey appends the same key as AppendRequestKey from arguments as
// sent (decoded, in any order), without binding them: the hot path of a
// cached answer allocates nothing. ok is false when an argument is not
// already in the form Bind gives it (or is not op's): the caller binds the
// arguments and uses AppendRequestKey. args is sorted in place.
//
// The key is only a lookup: arguments are checked here only as far as
// their form goes, never their validity (a pattern, a range). That is
// safe because only answers to bound, valid arguments are cached, under
// AppendRequestKey's key, which equals this one exactly when the arguments
// are the same: a key computed here for invalid arguments finds nothing,
// and the caller binds them and answers the error.
func AppendRawKey(dst []byte, version string, op *Op, args []KeyArg) ([]byte, bool) {
	for _, kv := range args {
		if !canonicalArg(op.Params, kv.Name, kv.Value) {
			return dst, false
		}
	}
	sortKeyArgs(args)
	for i := 1; i < len(args); i++ {
		if bytes.Equal(args[i-1].Name, args[i].Name) {
			return dst, false // repeated: Bind refuses it
		}
	}
	return appendKeyArgs(AppendKey(dst, version, op.ID), args), true
}

// canonicalArg reports whether name=value is an argument of params exactly
// as Bind would hold it.
func canonicalArg(params []Param, name, value []byte) bool {
	for i := range params {
		p := &params[i]
		switch {
		case p.Object:
			if len(name) > len(p.Name)+1 && string(name[:len(p.Name)]) == p.Name && name[len(p.Name)] == '[' && name[len(name)-1] == ']' {
				return trimmed(value) // an Object entry may be empty: Bind keeps it
			}
		case string(name) != p.Name:
		case len(value) == 0 || !trimmed(value):
			return false // absent, or Bind trims it
		case p.Integer:
			n, ok := canonicalInt(value)
			return ok && n != p.Default
		case len(p.Enum) > 0:
			for _, e := range p.Enum {
				if string(value) == e { // a comparison: no allocation
					return true
				}
			}
			return false
		default:
			return true
		}
	}
	return false // not a parameter of the operation
}

// canonicalInt reads a decimal integer written as strconv.Itoa writes it.
func canonicalInt(b []byte) (int, bool) {
	if len(b) == 0 || len(b) > 18 {
		return 0, false
	}
	neg := b[0] == '-'
	digits := b
	if neg {
		digits = b[1:]
	}
	if len(digits) == 0 || digits[0] == '0' && (len(digits) > 1 || neg) {
		return 0, false
	}
	n := 0
	for _, c := range digits {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	if neg {
		n = -n
	}
	return n, true
}

// trimmed reports whether v has no leading or trailing white space (Bind
// trims with strings.TrimSpace, so Unicode spaces count).
func trimmed(v []byte) bool {
	if len(v) == 0 {
		return true
	}
	first, _ := utf8.DecodeRune(v)
	last, _ := utf8.DecodeLastRune(v)
	return !unicode.IsSpace(first) && !unicode.IsSpace(last)
}

// sortKeyArgs sorts by name: insertion sort, as requests carry a few
// arguments and sort.Slice would allocate.
func sortKeyArgs(kv []KeyArg) {
	for i := 1; i < len(kv); i++ {
		for j := i; j > 0 && bytes.Compare(kv[j-1].Name, kv[j].Name) > 0; j-- {
			kv[j-1], kv[j] = kv[j], kv[j-1]
		}
	}
}

func appendKeyArgs(dst []byte, kv []KeyArg) []byte {
	for _, a := range kv {
		dst = append(dst, 0)
		dst = append(dst, a.Name...)
		dst = append(dst, 0)
		dst = append(dst, a.Value...)
	}
	return dst
}
