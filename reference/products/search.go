package products

import (
	"slices"
	"strings"
	"unicode"
)

// searchKey holds a record's text, normalized once at load.
type searchKey struct {
	model string // model number: lower-case letters and digits, ENERGY STAR wildcards (* #) kept
	brand string // lower-case
	text  string // brand, name, model number, subcategory: lower-case words
}

func newSearchKey(p *Product) searchKey {
	return searchKey{
		model: normModel(p.ModelNumber, true),
		brand: strings.ToLower(p.Brand),
		text:  strings.ToLower(p.Brand + " " + p.Name + " " + p.ModelNumber + " " + strings.ReplaceAll(p.Subcategory, "_", " ")),
	}
}

// normModel keeps letters and digits (and, for stored model numbers, the
// wildcards * and # ENERGY STAR uses for option characters), lower-cased:
// "A96DS2V090C20-*" → "a96ds2v090c20*".
func normModel(s string, wild bool) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || wild && (r == '*' || r == '#') {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// wildMatch reports whether q (normalized, no wildcards) matches a stored
// model pattern character by character, * and # standing for any one
// character; a shorter q matches a prefix of the pattern when prefix is set.
func wildMatch(pattern, q string, prefix bool) bool {
	if len(q) > len(pattern) || !prefix && len(q) != len(pattern) && !allWild(pattern[len(q):]) {
		return false
	}
	for i := 0; i < len(q); i++ {
		if c := pattern[i]; c != q[i] && c != '*' && c != '#' {
			return false
		}
	}
	return true
}

func allWild(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] != '*' && s[i] != '#' {
			return false
		}
	}
	return true
}

// Relevance tiers: a model-number hit always outranks a text hit, so a
// model number, exact or partial, finds its record first.
const (
	scoreModelExact   = 1000 // the model number itself (ignoring punctuation and case)
	scoreModelPattern = 900  // a concrete model covered by a wildcard model number
	scoreModelPrefix  = 700
	scoreWildPrefix   = 600 // the start of a wildcard model number: below a literal prefix
	scoreModelPart    = 500
	scoreBrandExact   = 300
)

// score ranks a record for a query: 0 means no match. qModel is the query
// normalized as a model number; words are its lower-case words, every one
// of which must appear in the record's text for a text match.
func (k *searchKey) score(qModel string, q string, words, wordModels []string) int {
	s := 0
	if len(qModel) >= 3 {
		switch {
		case k.model == qModel:
			s = scoreModelExact
		case wildMatch(k.model, qModel, false):
			s = scoreModelPattern
		case strings.HasPrefix(k.model, qModel):
			s = scoreModelPrefix
		case wildMatch(k.model, qModel, true):
			s = scoreWildPrefix
		case strings.Contains(k.model, qModel):
			s = scoreModelPart
		}
		if s > 0 {
			// A closer length is a closer match: "ab12" ranks "ab12-1" above "ab12-100".
			return s + max(0, 50-(len(k.model)-len(qModel)))
		}
	}
	if len(words) == 0 {
		return 0
	}
	for _, w := range words {
		if !strings.Contains(k.text, w) {
			return 0
		}
	}
	if k.brand == q {
		return scoreBrandExact
	}
	s = 100
	for i, w := range words {
		if strings.Contains(k.brand, w) {
			s += 20
		}
		if strings.Contains(k.model, wordModels[i]) {
			s += 10
		}
	}
	return s
}

// MaxSearchWords bounds the words of a search: each must appear in a
// record's text, and each is one more pass over every record's text.
// 50 one-letter words cost 50 ms of CPU per search (issue 24 finding 5);
// no product search needs more than a brand, a few words of a name and a
// model number.
const MaxSearchWords = 8

// searchWords are the distinct lower-case words of a query, in order. A
// hyphen separates words too: "mini-split" finds "ductless mini splits"
// (a model number keeps its hyphens: it is matched as a model first).
func searchWords(lq string) []string {
	var words []string
	for _, w := range strings.FieldsFunc(lq, func(r rune) bool { return r == '-' || unicode.IsSpace(r) }) {
		if !slices.Contains(words, w) {
			words = append(words, w)
		}
	}
	return words
}
