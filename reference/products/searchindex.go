package products

import (
	"cmp"
	"slices"
	"sort"
	"strings"
	"sync"
)

// searchIndex finds a query's candidate records without reading every
// record: uncached search work grows with the answer, not the catalog
// (issue 23: a scan cost 2–4 ms at 27,000 records, 60 ms at 500,000).
//
//   - tri: trigram → records whose model key holds it (sorted, once each):
//     a query's rarest trigram gives every record whose model number
//     contains it (exact, prefix and part matches);
//   - wild: the literal starts of every wildcard model number, sorted: a
//     query's own starts find the patterns that may cover it, and a range
//     finds the patterns it may be the start of;
//   - words: the words of every record's text, sorted, with their records:
//     a query word is a prefix range of words.
type searchIndex struct {
	keys  []searchKey // by ordinal (catalog order)
	tri   map[uint32][]int32
	wild  []wildEntry
	words []string  // sorted
	posts [][]int32 // per word: the records holding it, ascending
	cum   []int     // cum[i] = Σ len(posts[:i]): a prefix range's size in O(1)
}

type wildEntry struct {
	prefix string
	ord    int32
}

func trigram(s string, i int) (uint32, bool) {
	a, b, c := s[i], s[i+1], s[i+2]
	if !alnum(a) || !alnum(b) || !alnum(c) {
		return 0, false
	}
	return uint32(a)<<16 | uint32(b)<<8 | uint32(c), true
}

func buildSearchIndex(ps []*Product) *searchIndex {
	ix := &searchIndex{keys: make([]searchKey, len(ps)), tri: map[uint32][]int32{}}
	wordIDs := map[string]int32{}
	var wordPosts [][]int32
	var grams []uint32
	brands := map[string]string{}
	for i, p := range ps {
		k := newSearchKey(p, brands)
		ix.keys[i] = k
		ord := int32(i)
		grams = grams[:0]
		for j := 0; j+3 <= len(k.model); j++ {
			if g, ok := trigram(k.model, j); ok {
				grams = append(grams, g)
			}
		}
		slices.Sort(grams)
		for _, g := range slices.Compact(grams) {
			ix.tri[g] = append(ix.tri[g], ord)
		}
		if isPattern(k.model) {
			pre := literalPrefixes(k.model)
			slices.Sort(pre)
			for _, s := range slices.Compact(pre) {
				ix.wild = append(ix.wild, wildEntry{s, ord})
			}
		}
		for w := range strings.FieldsSeq(k.text) {
			id, ok := wordIDs[w]
			if !ok {
				id = int32(len(wordPosts))
				wordIDs[w] = id
				wordPosts = append(wordPosts, nil)
			}
			if n := len(wordPosts[id]); n == 0 || wordPosts[id][n-1] != ord { // a word twice in a record: once
				wordPosts[id] = append(wordPosts[id], ord)
			}
		}
	}
	slices.SortFunc(ix.wild, func(a, b wildEntry) int {
		return cmp.Or(strings.Compare(a.prefix, b.prefix), cmp.Compare(a.ord, b.ord))
	})
	ix.words = make([]string, 0, len(wordIDs))
	for w := range wordIDs {
		ix.words = append(ix.words, w)
	}
	slices.Sort(ix.words)
	ix.posts = make([][]int32, len(ix.words))
	ix.cum = make([]int, len(ix.words)+1)
	for i, w := range ix.words {
		ix.posts[i] = wordPosts[wordIDs[w]]
		ix.cum[i+1] = ix.cum[i] + len(ix.posts[i])
	}
	return ix
}

// wordRange is the range of indexed words starting with w.
func (ix *searchIndex) wordRange(w string) (int, int) {
	lo := sort.SearchStrings(ix.words, w)
	hi := lo + sort.Search(len(ix.words)-lo, func(i int) bool { return !strings.HasPrefix(ix.words[lo+i], w) })
	return lo, hi
}

// hit is a ranked record.
type hit struct {
	ord   int32
	score int32
}

var hitPool = sync.Pool{New: func() any { s := make([]hit, 0, 1024); return &s }}

// search ranks the records of ordinals [lo, hi) for q: total hits, and the
// page [from, from+n) in relevance order (catalog order breaks ties).
func (ix *searchIndex) search(q *query, lo, hi int32, from, n int) (int, []hit) {
	bufp := hitPool.Get().(*[]hit)
	hits := (*bufp)[:0]
	defer func() { *bufp = hits[:0]; hitPool.Put(bufp) }()
	in := func(ord int32) bool { return lo <= ord && ord < hi }

	if len(q.model) >= 3 {
		// Records whose model key contains the query: the rarest trigram's
		// list, each checked.
		var post []int32
		for j := 0; j+3 <= len(q.model); j++ {
			g, _ := trigram(q.model, j)
			p := ix.tri[g]
			if j == 0 || len(p) < len(post) {
				post = p
			}
			if len(p) == 0 {
				break
			}
		}
		for _, ord := range clip(post, lo, hi) {
			if k := &ix.keys[ord]; strings.Contains(k.model, q.model) {
				hits = append(hits, hit{ord, int32(k.modelScore(q))})
			}
		}
		// Wildcard patterns that may cover the query or start it, and the
		// query's own pattern: the records not found above.
		var extra []int32
		add := func(ord int32) {
			if in(ord) && !strings.Contains(ix.keys[ord].model, q.model) {
				extra = append(extra, ord)
			}
		}
		for l := 0; l <= len(q.model); l++ {
			for _, e := range ix.wildEqual(q.model[:l]) {
				add(e.ord)
			}
		}
		for _, e := range ix.wildPrefixed(q.model) {
			add(e.ord)
		}
		if q.key != q.model && isPattern(q.key) { // a pattern typed as published: filed under its literal starts
			for _, p := range literalPrefixes(q.key) {
				for _, e := range ix.wildEqual(p) {
					add(e.ord)
				}
			}
		}
		slices.Sort(extra)
		for _, ord := range slices.Compact(extra) {
			if s := ix.keys[ord].modelScore(q); s > 0 {
				hits = append(hits, hit{ord, int32(s)})
			}
		}
	}
	// Words: the query word with the fewest records drives; each record
	// once (from the first of its words the driver's prefix covers).
	if len(q.words) > 0 {
		best, blo, bhi := -1, 0, 0
		for i, w := range q.words {
			wlo, whi := ix.wordRange(w)
			if best < 0 || ix.cum[whi]-ix.cum[wlo] < ix.cum[bhi]-ix.cum[blo] {
				best, blo, bhi = i, wlo, whi
			}
		}
		mark := q.marks[best]
		for wi := blo; wi < bhi; wi++ {
			for _, ord := range clip(ix.posts[wi], lo, hi) {
				k := &ix.keys[ord]
				if at := strings.Index(k.text, mark); at < 0 || !strings.HasPrefix(k.text[at+1:], ix.words[wi]) ||
					at+1+len(ix.words[wi]) < len(k.text) && k.text[at+1+len(ix.words[wi])] != ' ' {
					continue // reached again from the word that comes first in its text
				}
				if k.modelScore(q) > 0 {
					continue // ranked by its model number above
				}
				if s := k.textScore(q); s > 0 {
					hits = append(hits, hit{ord, int32(s)})
				}
			}
		}
	}
	total := len(hits)
	page := topHits(hits, from+n)
	if from >= len(page) {
		return total, nil
	}
	return total, slices.Clone(page[from:min(len(page), from+n)])
}

// clip is the part of an ascending list within [lo, hi).
func clip(post []int32, lo, hi int32) []int32 {
	i, _ := slices.BinarySearch(post, lo)
	j, _ := slices.BinarySearch(post, hi)
	return post[i:j]
}

func (ix *searchIndex) wildEqual(p string) []wildEntry {
	i := sort.Search(len(ix.wild), func(i int) bool { return ix.wild[i].prefix >= p })
	j := i
	for j < len(ix.wild) && ix.wild[j].prefix == p {
		j++
	}
	return ix.wild[i:j]
}

func (ix *searchIndex) wildPrefixed(p string) []wildEntry {
	i := sort.Search(len(ix.wild), func(i int) bool { return ix.wild[i].prefix >= p })
	j := i + sort.Search(len(ix.wild)-i, func(k int) bool { return !strings.HasPrefix(ix.wild[i+k].prefix, p) })
	return ix.wild[i:j]
}

func better(a, b hit) int { return cmp.Or(cmp.Compare(b.score, a.score), cmp.Compare(a.ord, b.ord)) }

// topHits puts the best k hits first, in order: a full sort for few hits,
// else a bounded heap (k log k per hit, not a sort of every hit).
func topHits(hits []hit, k int) []hit {
	if len(hits) <= 2*k || k > 4096 {
		slices.SortFunc(hits, better)
		return hits[:min(k, len(hits))]
	}
	// Max-heap of the k best so far (the worst at the root).
	h := hits[:k]
	worse := func(i, j int) bool { return better(h[i], h[j]) > 0 }
	down := func(i int) {
		for {
			l := 2*i + 1
			if l >= k {
				return
			}
			if r := l + 1; r < k && worse(r, l) {
				l = r
			}
			if !worse(l, i) {
				return
			}
			h[i], h[l] = h[l], h[i]
			i = l
		}
	}
	for i := k/2 - 1; i >= 0; i-- {
		down(i)
	}
	for _, x := range hits[k:] {
		if better(x, h[0]) < 0 {
			h[0] = x
			down(0)
		}
	}
	slices.SortFunc(h, better)
	return h
}
