package products

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/plumbline-api/plumbline/internal/testenv"
)

// naiveSearch is the search as a scan of every record, scored and sorted:
// what the index must answer alike.
func naiveSearch(c *Catalog, q string, lo, hi int32, from, n int) (int, []hit) {
	nq := newQuery(q)
	var hits []hit
	for ord := lo; ord < hi; ord++ {
		if s := c.sx.keys[ord].score(&nq); s > 0 {
			hits = append(hits, hit{ord, int32(s)})
		}
	}
	slices.SortFunc(hits, better)
	if from >= len(hits) {
		return len(hits), nil
	}
	return len(hits), hits[from:min(len(hits), from+n)]
}

// searchQueries are queries drawn from the catalog's own records: whole
// model numbers as published, concrete models their wildcards cover,
// starts and middles of model numbers, brands, brand and name words.
func searchQueries(c *Catalog, n int, seed uint64) []string {
	r := rand.New(rand.NewPCG(seed, 1))
	var out []string
	for len(out) < n {
		p := c.products[r.IntN(len(c.products))]
		k := c.sx.keys[r.IntN(len(c.products))]
		m := normModel(p.ModelNumber)
		switch r.IntN(8) {
		case 0:
			out = append(out, p.ModelNumber)
		case 1:
			out = append(out, concrete(modelKey(p.ModelNumber), r))
		case 2:
			if len(m) > 4 {
				out = append(out, m[:3+r.IntN(len(m)-3)])
			}
		case 3:
			if len(m) > 6 {
				i := r.IntN(len(m) - 4)
				out = append(out, m[i:i+3+r.IntN(len(m)-i-3)])
			}
		case 4:
			out = append(out, p.Brand)
		case 5:
			w := tokens(p.Name)
			out = append(out, p.Brand+" "+w[r.IntN(len(w))])
		case 6:
			w := tokens(k.text)
			w0 := w[r.IntN(len(w))]
			out = append(out, w0[:min(len(w0), 1+r.IntN(2))]) // one or two letters: a wide prefix
		case 7:
			cm := concrete(modelKey(p.ModelNumber), r)
			out = append(out, cm[:min(len(cm), max(3, len(m)/2))])
		}
	}
	return out
}

// concrete is a model a pattern key stands for: each * a letter or digit,
// each group one of its alternatives.
func concrete(key string, r *rand.Rand) string {
	const chars = "abcdefghijklmnopqrstuvwxyz0123456789"
	var b []byte
	for i := 0; i < len(key); i++ {
		switch key[i] {
		case '*':
			b = append(b, chars[r.IntN(len(chars))])
		case '(':
			end := i + slices.Index([]byte(key[i:]), ')')
			alts := splitComma(key[i+1 : end])
			b = append(b, alts[r.IntN(len(alts))]...)
			i = end
		default:
			b = append(b, key[i])
		}
	}
	return string(b)
}

func splitComma(s string) []string {
	var out []string
	for {
		i := slices.Index([]byte(s), ',')
		if i < 0 {
			return append(out, s)
		}
		out, s = append(out, s[:i]), s[i+1:]
	}
}

// The index answers every query as the scan of every record does: the
// same total and the same page, over the whole catalog and one category.
func TestSearchIndexMatchesScan(t *testing.T) {
	testenv.Heavy(t)
	c := realCatalog(t)
	for i, q := range searchQueries(c, 300, 7) {
		lo, hi := int32(0), int32(len(c.products))
		if i%3 == 0 {
			r := c.catRange["hvac"]
			lo, hi = r[0], r[1]
		}
		for _, pg := range [][2]int{{0, 10}, {20, 10}} {
			nq := newQuery(q)
			total, got := c.sx.search(&nq, lo, hi, pg[0], pg[1])
			wantTotal, want := naiveSearch(c, q, lo, hi, pg[0], pg[1])
			if total != wantTotal || !slices.Equal(got, want) {
				t.Fatalf("%q [%d,%d) page %v: index %d %v, scan %d %v", q, lo, hi, pg, total, got, wantTotal, want)
			}
		}
	}
}

func TestModelKeyAndPatterns(t *testing.T) {
	for in, want := range map[string]string{
		"A96DS2V090C20-*":                      "a96ds2v090c20*",
		"48HC**08***(5,6,1)A***(A,B,C,D,E,F)*": "48hc**08***(5,6,1)a***(a,b,c,d,e,f)*",
		"12[1|2]A024":                          "12(1,2)a024",
		"AX3 [D|A] G4 [blank|CP]":              "ax3(d,a)g4(,cp)",
		"(I120C) REB-A3558FF-US":               "i120creba3558ffus",
		"KG7TC 060#-?B":                        "kg7tc060**b",
		"bad (open":                            "badopen",
	} {
		if got := modelKey(in); got != want {
			t.Errorf("modelKey(%q) = %q, want %q", in, got, want)
		}
	}
	for _, tc := range []struct {
		key, q string
		prefix bool
		want   bool
	}{
		{"a96ds2v090c20*", "a96ds2v090c20b", false, true},
		{"a96ds2v090c20*", "a96ds2v090c20", false, true}, // trailing option left off
		{"a96ds2v090c20*", "a96ds2v090c21b", false, false},
		{"12(1,2)a024", "122a024", false, true},
		{"12(1,2)a024", "123a024", false, false},
		{"12(1,2)a024", "122a", true, true},
		{"12(1,2)a024", "122a", false, false},
		{"48hc**08***(5,6,1)a***(a,b,c)*", "48hcxy08zzz6a123cq", false, true},
		{"48hc**08***(5,6,1)a***(a,b,c)*", "48hcxy08zzz7a123cq", false, false},
		{"ax3(d,lpd)g4", "ax3lpdg4", false, true},
		{"x(,cp)y", "xy", false, true},
		{"x(,cp)y", "xcpy", false, true},
		{"ab(1,2)*(3,4)", "ab1", false, true}, // the rest is option positions
	} {
		if got := patternMatch(tc.key, tc.q, tc.prefix); got != tc.want {
			t.Errorf("patternMatch(%q, %q, %v) = %v", tc.key, tc.q, tc.prefix, got)
		}
	}
}
