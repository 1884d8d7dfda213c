package jsonr

import "bytes"

// RepeatedKey reports whether an object anywhere in the valid JSON text v
// (UTF-8: check it first; v itself, or one nested in its objects and
// arrays) holds a key twice, keys compared as text (escapes decoded). RFC 8259 leaves repeated names
// undefined and parsers differ (first wins here, the last in many others),
// so a message that carries one means one call to us and another to a
// proxy or log in front of us: it is refused, as account bodies are.
func RepeatedKey(v []byte) bool {
	v = trim(v)
	if len(v) == 0 {
		return false
	}
	switch v[0] {
	case '{':
		if objectRepeats(v) {
			return true
		}
		repeated := false
		Members(v, func(_, val []byte) bool {
			repeated = RepeatedKey(val)
			return !repeated
		})
		return repeated
	case '[':
		repeated := false
		Elements(v, func(elem []byte) bool {
			repeated = RepeatedKey(elem)
			return !repeated
		})
		return repeated
	}
	return false
}

// smallObject is the most keys compared pairwise, without allocating;
// larger objects go through a set.
const smallObject = 32

// objectRepeats reports a key repeated in the object o itself.
func objectRepeats(o []byte) bool {
	var small [smallObject][]byte
	n := 0
	var set map[string]struct{}
	repeated := false
	Members(o, func(k, _ []byte) bool {
		if set == nil && n < len(small) {
			for _, prev := range small[:n] {
				if sameKey(prev, k) {
					repeated = true
					return false
				}
			}
			small[n] = k
			n++
			return true
		}
		if set == nil {
			set = make(map[string]struct{}, 2*smallObject)
			for _, prev := range small[:n] {
				set[keyText(prev)] = struct{}{}
			}
		}
		t := keyText(k)
		if _, ok := set[t]; ok {
			repeated = true
			return false
		}
		set[t] = struct{}{}
		return true
	})
	return repeated
}

// sameKey compares two raw keys (as Members gives them) as text.
func sameKey(a, b []byte) bool {
	if bytes.IndexByte(a, '\\') < 0 && bytes.IndexByte(b, '\\') < 0 {
		return bytes.Equal(a, b)
	}
	var sa, sb [64]byte
	ta, oka := unescape(sa[:0], a)
	tb, okb := unescape(sb[:0], b)
	return oka && okb && bytes.Equal(ta, tb)
}

func keyText(k []byte) string {
	if bytes.IndexByte(k, '\\') < 0 {
		return string(k)
	}
	t, _ := unescape(nil, k)
	return string(t)
}
