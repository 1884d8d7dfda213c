package products

import "strings"

// Model numbers as the publisher writes them. ENERGY STAR lists one row for
// a family of models and marks the option positions: `*` (or `#`, `?`) for
// any one character, `(H,L,S)` or `[H|L|S]` for one of several
// alternatives (`blank` for none). The model key keeps that pattern in one
// form — lower-case letters and digits, `*` for any character, `(a,b)` for
// alternatives, every other character dropped — so a concrete model number
// can be matched against it, and the pattern itself, typed as published,
// is an exact match.

// modelKey is the one form of a model number (or of a query written with
// the publisher's wildcards): "A96DS2V090C20-*" → "a96ds2v090c20*",
// "48HC**08***(5,6,1)A" → "48hc**08***(5,6,1)a", "12[1|2]A024" →
// "12(1,2)a024". A group with one alternative ("(I120C) REB-…") is an
// annotation, kept as its letters and digits.
func modelKey(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		c := lower(s[i])
		switch {
		case alnum(c):
			b.WriteByte(c)
		case c == '*' || c == '#' || c == '?':
			b.WriteByte('*')
		case c == '(' || c == '[':
			end := strings.IndexByte(s[i+1:], map[byte]byte{'(': ')', '[': ']'}[c])
			if end < 0 {
				continue
			}
			inner := s[i+1 : i+1+end]
			alts := strings.FieldsFunc(inner, func(r rune) bool { return r == ',' || r == '|' })
			if len(alts) < 2 {
				b.WriteString(alnumOnly(inner))
			} else {
				b.WriteByte('(')
				for j, a := range alts {
					if j > 0 {
						b.WriteByte(',')
					}
					if a = alnumOnly(a); a != "blank" {
						b.WriteString(a)
					}
				}
				b.WriteByte(')')
			}
			i += end + 1
		}
	}
	return b.String()
}

func lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

func alnum(c byte) bool { return 'a' <= c && c <= 'z' || '0' <= c && c <= '9' }

// alnumOnly is s's letters and digits, lower-cased.
func alnumOnly(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if c := lower(s[i]); alnum(c) {
			b.WriteByte(c)
		}
	}
	return b.String()
}

// isPattern reports whether a model key has option positions.
func isPattern(key string) bool { return strings.ContainsAny(key, "*(") }

// patternMatch reports whether the concrete query q (letters and digits)
// is a model the pattern key stands for: each `*` one character, each group
// one of its alternatives. Trailing option positions may be left off (a
// model number is often quoted without its option suffix). With prefix
// set, q need only be the start of such a model.
func patternMatch(key, q string, prefix bool) bool {
	return matchFrom(key, 0, q, 0, prefix, 0)
}

// maxMatchSteps bounds the backtracking over alternatives (a pattern has a
// few groups of a few alternatives; a hostile one cannot cost more).
const maxMatchSteps = 256

func matchFrom(key string, i int, q string, j int, prefix bool, depth int) bool {
	if depth > maxMatchSteps {
		return false
	}
	for i < len(key) {
		if j == len(q) {
			return prefix || optionalTail(key[i:])
		}
		switch c := key[i]; c {
		case '*':
			i, j = i+1, j+1
		case '(':
			end := i + strings.IndexByte(key[i:], ')')
			rest := q[j:]
			for alts := key[i+1 : end]; ; {
				a, more, found := strings.Cut(alts, ",")
				if prefix && len(rest) <= len(a) && strings.HasPrefix(a, rest) {
					return true
				}
				if strings.HasPrefix(rest, a) && matchFrom(key, end+1, q, j+len(a), prefix, depth+1) {
					return true
				}
				if !found {
					return false
				}
				alts = more
			}
		default:
			if q[j] != c {
				return false
			}
			i, j = i+1, j+1
		}
	}
	return j == len(q)
}

// optionalTail reports whether the rest of a pattern is option positions
// only (wildcards and groups).
func optionalTail(s string) bool {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '(':
			depth++
		case c == ')':
			depth--
		case depth == 0 && c != '*':
			return false
		}
	}
	return true
}

// literalPrefixes are the literal starts of a pattern up to its first `*`,
// one per alternative of the groups before it (at most maxPrefixes): the
// search index files a pattern under each, and a query looks up each of its
// own prefixes.
func literalPrefixes(key string) []string {
	const maxPrefixes = 64
	out := []string{""}
	for i := 0; i < len(key); i++ {
		switch c := key[i]; c {
		case '*':
			return out
		case '(':
			end := i + strings.IndexByte(key[i:], ')')
			alts := strings.Split(key[i+1:end], ",")
			if len(out)*len(alts) > maxPrefixes {
				return out
			}
			next := make([]string, 0, len(out)*len(alts))
			for _, p := range out {
				for _, a := range alts {
					next = append(next, p+a)
				}
			}
			out = next
			i = end
		default:
			for k := range out {
				out[k] += string(c)
			}
		}
	}
	return out
}
