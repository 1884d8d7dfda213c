package products

import (
	"slices"
	"strings"
	"unicode"
)

// searchKey holds a record's text, normalized once at load.
type searchKey struct {
	model string // modelKey of the model number: letters, digits, * and (a,b) groups
	brand string // lower-case
	text  string // " " + the letter-and-digit words of brand, name, model number and subcategory, lower-case, " " between
}

func newSearchKey(p *Product, brands map[string]string) searchKey {
	lb, ok := brands[p.Brand]
	if !ok { // a few thousand brands over 500,000 records: lower-cased once each
		lb = strings.ToLower(p.Brand)
		brands[p.Brand] = lb
	}
	var b strings.Builder
	b.Grow(len(p.Brand) + len(p.Name) + len(p.ModelNumber) + len(p.Subcategory) + 4)
	for _, s := range [...]string{p.Brand, p.Name, p.ModelNumber, p.Subcategory} {
		appendWords(&b, s)
	}
	return searchKey{model: modelKey(p.ModelNumber), brand: lb, text: b.String()}
}

// appendWords writes " word" for each run of letters and digits of s,
// lower-cased (ASCII; other letters separate words, as in tokens).
func appendWords(b *strings.Builder, s string) {
	in := false
	for i := 0; i < len(s); i++ {
		c := lower(s[i])
		if !alnum(c) {
			in = false
			continue
		}
		if !in {
			b.WriteByte(' ')
			in = true
		}
		b.WriteByte(c)
	}
}

// tokens are the lower-case runs of letters and digits of s, in order.
func tokens(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9') })
}

// normModel keeps letters and digits, lower-cased: the form of a query
// compared with model keys ("A96DS2V090C20-B" → "a96ds2v090c20b").
func normModel(s string) string { return alnumOnly(s) }

// Relevance tiers: a model-number hit always outranks a text hit, so a
// model number, exact or partial, finds its record first.
const (
	scoreModelExact   = 1000 // the model number itself (ignoring punctuation and case), or its pattern as published
	scoreModelPattern = 900  // a concrete model covered by a wildcard model number
	scoreModelPrefix  = 700
	scoreWildPrefix   = 600 // the start of a wildcard model number: below a literal prefix
	scoreModelPart    = 500
	scoreBrandExact   = 300
)

// query is a search, normalized once.
type query struct {
	model string   // letters and digits of q
	key   string   // modelKey of q: differs from model when q is written with wildcards
	lower string   // q lower-cased and trimmed
	words []string // the distinct letter-and-digit words of q
	marks []string // " " + each word: a word must start a word of the record
}

func newQuery(q string) query {
	lq := strings.ToLower(strings.TrimSpace(q))
	out := query{model: normModel(q), key: modelKey(q), lower: lq}
	for _, w := range tokens(lq) {
		if !slices.Contains(out.words, w) {
			out.words = append(out.words, w)
			out.marks = append(out.marks, " "+w)
		}
	}
	return out
}

// modelScore ranks a record's model number for a query: 0 means no
// model-number match.
func (k *searchKey) modelScore(q *query) int {
	if len(q.model) < 3 {
		return 0
	}
	s := 0
	switch {
	case k.model == q.key || k.model == q.model:
		s = scoreModelExact
	case isPattern(k.model) && patternMatch(k.model, q.model, false):
		s = scoreModelPattern
	case strings.HasPrefix(k.model, q.model):
		s = scoreModelPrefix
	case isPattern(k.model) && patternMatch(k.model, q.model, true):
		s = scoreWildPrefix
	case strings.Contains(k.model, q.model):
		s = scoreModelPart
	default:
		return 0
	}
	// A closer length is a closer match: "ab12" ranks "ab12-1" above "ab12-100".
	return s + max(0, 50-(len(k.model)-len(q.model)))
}

// textScore ranks a record's words for a query whose model number did not
// match: every word of the query must start a word of the record's brand,
// name, model number or subcategory; 0 means no match.
func (k *searchKey) textScore(q *query) int {
	if len(q.words) == 0 {
		return 0
	}
	for _, m := range q.marks {
		if !strings.Contains(k.text, m) {
			return 0
		}
	}
	if k.brand == q.lower {
		return scoreBrandExact
	}
	s := 100
	for i, w := range q.words {
		if strings.Contains(k.brand, w) {
			s += 20
		}
		if strings.Contains(k.model, q.words[i]) {
			s += 10
		}
	}
	return s
}

// score is a record's relevance: its model-number tier, else its words.
func (k *searchKey) score(q *query) int {
	if s := k.modelScore(q); s > 0 {
		return s
	}
	return k.textScore(q)
}

// MaxSearchWords bounds the words of a search: each is one more posting
// list or one more test per candidate record. No product search needs
// more than a brand, a few words of a name and a model number.
const MaxSearchWords = 8

// MaxSearchRuns bounds what a search tests: the distinct letter-and-digit
// runs of q. MaxSearchWords counts a token with a digit as one word (a
// model number), but the search tests each of its runs, so without this
// bound "1-a-b-c-…" of a few kilobytes would be one word and hundreds of
// tests per candidate record. A real model number has about ten.
const MaxSearchRuns = 32

// searchWords are the words of a query as MaxSearchWords counts them (the
// search itself tests newQuery's letter-and-digit runs): a hyphen
// separates words of letters only ("mini-split" is two), while a token with
// a digit (a model number such as "ax3-lpd-g4-08lm") counts as one, so a
// long model number is not many words; MaxSearchRuns bounds its runs.
func searchWords(lq string) []string {
	var words []string
	add := func(w string) {
		if !slices.Contains(words, w) {
			words = append(words, w)
		}
	}
	for _, tok := range strings.Fields(lq) {
		if strings.ContainsFunc(tok, unicode.IsDigit) {
			add(tok)
			continue
		}
		for _, w := range strings.FieldsFunc(tok, func(r rune) bool { return r == '-' }) {
			add(w)
		}
	}
	return words
}
