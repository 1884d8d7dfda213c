// Package jsonr reads JSON without reflection or allocation: it walks the
// members of an object or the elements of an array and hands out each value's
// raw bytes, so an envelope (a JSON-RPC message) can be dispatched without
// decoding what it carries. It is the reading half of jsonw.
//
// The walkers trust their input to be valid JSON: call Valid (or
// encoding/json.Valid, which allocates nothing) on a body once, then walk it
// and the values cut from it as often as needed.
package jsonr

import (
	"bytes"
	"encoding/json"
	"unicode/utf16"
	"unicode/utf8"
)

// Valid reports whether data is one valid JSON value.
func Valid(data []byte) bool { return json.Valid(data) }

// Kind is the first byte of a value, after whitespace: '{', '[', '"', 't',
// 'f', 'n', or a digit or '-' for numbers; 0 for empty input.
func Kind(v []byte) byte {
	v = trim(v)
	if len(v) == 0 {
		return 0
	}
	return v[0]
}

// IsNull reports whether v is the literal null (or absent, empty).
func IsNull(v []byte) bool {
	v = trim(v)
	return len(v) == 0 || string(v) == "null"
}

// Members calls fn with each member of the object v: the key as written
// (quotes removed, escapes kept: compare with KeyIs) and the raw value. It
// stops when fn returns false, and reports false when v is not an object.
func Members(v []byte, fn func(key, value []byte) bool) bool {
	v = trim(v)
	if len(v) == 0 || v[0] != '{' {
		return false
	}
	i := ws(v, 1)
	if v[i] == '}' {
		return true
	}
	for {
		keyEnd := skip(v, i)
		key := v[i+1 : keyEnd-1]
		i = ws(v, keyEnd) + 1 // past ':'
		i = ws(v, i)
		end := skip(v, i)
		if !fn(key, v[i:end]) {
			return true
		}
		i = ws(v, end)
		if v[i] == '}' {
			return true
		}
		i = ws(v, i+1) // past ','
	}
}

// Elements calls fn with each element of the array v, raw; false when v is
// not an array.
func Elements(v []byte, fn func(elem []byte) bool) bool {
	v = trim(v)
	if len(v) == 0 || v[0] != '[' {
		return false
	}
	i := ws(v, 1)
	if v[i] == ']' {
		return true
	}
	for {
		end := skip(v, i)
		if !fn(v[i:end]) {
			return true
		}
		i = ws(v, end)
		if v[i] == ']' {
			return true
		}
		i = ws(v, i+1)
	}
}

// KeyIs reports whether the raw key (as Members gives it) spells name.
func KeyIs(key []byte, name string) bool {
	if bytes.IndexByte(key, '\\') < 0 {
		return string(key) == name
	}
	var scratch [64]byte
	s, ok := unescape(scratch[:0], key)
	return ok && string(s) == name
}

// String appends the text of the JSON string v to dst (unescaped); false
// when v is not a string.
func String(dst, v []byte) ([]byte, bool) {
	v = trim(v)
	if len(v) < 2 || v[0] != '"' {
		return dst, false
	}
	body := v[1 : len(v)-1]
	if bytes.IndexByte(body, '\\') < 0 {
		return append(dst, body...), true
	}
	return unescape(dst, body)
}

// StringIs reports whether v is a JSON string whose text is s.
func StringIs(v []byte, s string) bool {
	v = trim(v)
	if len(v) < 2 || v[0] != '"' {
		return false
	}
	body := v[1 : len(v)-1]
	if bytes.IndexByte(body, '\\') < 0 {
		return string(body) == s
	}
	var scratch [64]byte
	t, ok := unescape(scratch[:0], body)
	return ok && string(t) == s
}

func unescape(dst, s []byte) ([]byte, bool) {
	for i := 0; i < len(s); {
		c := s[i]
		if c != '\\' {
			dst = append(dst, c)
			i++
			continue
		}
		if i+1 >= len(s) {
			return dst, false
		}
		if e, ok := Unescaped(s[i+1]); ok {
			dst = append(dst, e)
			i += 2
			continue
		}
		if s[i+1] != 'u' {
			return dst, false
		}
		r, ok := hex4(s, i+2)
		if !ok {
			return dst, false
		}
		i += 6
		if utf16.IsSurrogate(r) {
			if r2, ok := hex4(s, i+2); ok && i+1 < len(s) && s[i] == '\\' && s[i+1] == 'u' {
				if d := utf16.DecodeRune(r, r2); d != utf8.RuneError {
					dst = utf8.AppendRune(dst, d)
					i += 6
					continue
				}
			}
			r = utf8.RuneError
		}
		dst = utf8.AppendRune(dst, r)
	}
	return dst, true
}

func hex4(s []byte, i int) (rune, bool) {
	if i+4 > len(s) {
		return 0, false
	}
	var r rune
	for _, c := range s[i : i+4] {
		switch {
		case c >= '0' && c <= '9':
			r = r<<4 | rune(c-'0')
		case c >= 'a' && c <= 'f':
			r = r<<4 | rune(c-'a'+10)
		case c >= 'A' && c <= 'F':
			r = r<<4 | rune(c-'A'+10)
		default:
			return 0, false
		}
	}
	return r, true
}

func trim(v []byte) []byte {
	i, j := 0, len(v)
	for i < j && isSpace(v[i]) {
		i++
	}
	for j > i && isSpace(v[j-1]) {
		j--
	}
	return v[i:j]
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

func ws(v []byte, i int) int {
	for i < len(v) && isSpace(v[i]) {
		i++
	}
	return i
}

// skip returns the index just past the (valid) value starting at i.
func skip(v []byte, i int) int {
	switch v[i] {
	case '"':
		for i++; i < len(v); i++ {
			switch v[i] {
			case '\\':
				i++
			case '"':
				return i + 1
			}
		}
		return i
	case '{', '[':
		depth := 0
		for ; i < len(v); i++ {
			switch v[i] {
			case '{', '[':
				depth++
			case '}', ']':
				depth--
				if depth == 0 {
					return i + 1
				}
			case '"':
				i = skip(v, i) - 1
			}
		}
		return i
	default: // number, true, false, null
		for i < len(v) {
			switch v[i] {
			case ',', '}', ']', ' ', '\t', '\n', '\r':
				return i
			}
			i++
		}
		return i
	}
}

// Unescaped is the byte a one-letter JSON escape stands for (\" \\ \/ \b
// \f \n \r \t); ok is false for 'u', which the caller decodes, and for
// letters JSON does not define.
func Unescaped(c byte) (byte, bool) {
	switch c {
	case '"', '\\', '/':
		return c, true
	case 'b':
		return '\b', true
	case 'f':
		return '\f', true
	case 'n':
		return '\n', true
	case 'r':
		return '\r', true
	case 't':
		return '\t', true
	}
	return 0, false
}
