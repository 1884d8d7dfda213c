package products

import (
	"math"
	"slices"
	"strings"
	"sync"
)

// pageIndex answers category pages without reading every record of the
// category (issue 23: uncached work must not grow with the catalog). Spec
// values live in columns, one per subcategory and field, read by ordinal;
// each condition of a page knows how many records it keeps (a posting
// list's length, a sorted range's width) and can list them; the page is
// driven by the narrowest condition and the others are column tests.
type pageIndex struct {
	subID  []uint16 // ordinal → subcategory number
	subOrd []int32  // ordinal → position within its subcategory
	market []uint8  // ordinal → its markets (marketBits)
	subs   []*subIndex
	subNum map[string]uint16
	cats   map[string]*catIndex
	dict   map[string]*textDict // text key → its values
}

// marketBits are the market filter's values (Markets[i]) as bits (1 << i).
var marketBits = func() map[string]uint8 {
	out := map[string]uint8{}
	for i, m := range Markets {
		out[m] = 1 << i
	}
	return out
}()

// subIndex holds one subcategory's records and columns.
type subIndex struct {
	ords  []int32              // ascending
	nums  map[string][]float64 // NaN: absent
	texts map[string][]uint32  // value number + 1; 0: absent
	bools map[string][]int8    // -1 absent, 0 false, 1 true
}

// catIndex holds a category's per-field orders and postings.
type catIndex struct {
	lo, hi int32
	brands map[string][2]int32           // lower-case brand → its ordinals (the catalog is in brand order)
	byVal  map[string][]int32            // numeric key → the ordinals holding it, by (value, ordinal)
	posts  map[string]map[uint32][]int32 // text key → value number → ordinals, ascending
}

// textDict numbers a text key's distinct values (whole, as served).
type textDict struct {
	ids    map[string]uint32
	values []string
}

func buildPageIndex(ps []*Product, catRange map[string][2]int32) *pageIndex {
	ix := &pageIndex{subID: make([]uint16, len(ps)), subOrd: make([]int32, len(ps)), market: make([]uint8, len(ps)),
		subNum: map[string]uint16{}, cats: map[string]*catIndex{}, dict: map[string]*textDict{}}
	for i, p := range ps {
		n, ok := ix.subNum[p.Subcategory]
		if !ok {
			n = uint16(len(ix.subs))
			ix.subNum[p.Subcategory] = n
			ix.subs = append(ix.subs, &subIndex{nums: map[string][]float64{}, texts: map[string][]uint32{}, bools: map[string][]int8{}})
		}
		s := ix.subs[n]
		ix.subID[i], ix.subOrd[i] = n, int32(len(s.ords))
		s.ords = append(s.ords, int32(i))
		for j, m := range Markets {
			if slices.Contains(p.Certification.Markets, marketNames[m]) {
				ix.market[i] |= 1 << j // marketBits[m]
			}
		}
	}
	// Columns: a subcategory's records in order, every field its records carry.
	for _, s := range ix.subs {
		for j, ord := range s.ords {
			for k, v := range ps[ord].Specs {
				switch specFields[k].Kind {
				case "number":
					col := s.nums[k]
					if col == nil {
						col = make([]float64, len(s.ords))
						for x := range col {
							col[x] = math.NaN()
						}
						s.nums[k] = col
					}
					col[j], _ = v.(float64)
				case "text":
					col := s.texts[k]
					if col == nil {
						col = make([]uint32, len(s.ords))
						s.texts[k] = col
					}
					str, _ := v.(string)
					col[j] = ix.textID(k, str) + 1
				case "boolean":
					col := s.bools[k]
					if col == nil {
						col = make([]int8, len(s.ords))
						for x := range col {
							col[x] = -1
						}
						s.bools[k] = col
					}
					if b, _ := v.(bool); b {
						col[j] = 1
					} else {
						col[j] = 0
					}
				}
			}
		}
	}
	for cat, r := range catRange {
		ci := &catIndex{lo: r[0], hi: r[1], brands: map[string][2]int32{}, byVal: map[string][]int32{}, posts: map[string]map[uint32][]int32{}}
		ix.cats[cat] = ci
		for ord := r[0]; ord < r[1]; ord++ {
			p := ps[ord]
			b := strings.ToLower(p.Brand)
			br, ok := ci.brands[b]
			if !ok {
				br[0] = ord
			}
			br[1] = ord + 1
			ci.brands[b] = br
			s, so := ix.subs[ix.subID[ord]], ix.subOrd[ord]
			for k := range p.Specs {
				switch specFields[k].Kind {
				case "number":
					if !math.IsNaN(s.nums[k][so]) {
						ci.byVal[k] = append(ci.byVal[k], ord)
					}
				case "text":
					id := s.texts[k][so] - 1
					if ci.posts[k] == nil {
						ci.posts[k] = map[uint32][]int32{}
					}
					ci.posts[k][id] = append(ci.posts[k][id], ord)
				}
			}
		}
		for k, ords := range ci.byVal {
			cols := ix.numCols(k)
			slices.SortFunc(ords, func(a, b int32) int {
				va, vb := cols[ix.subID[a]][ix.subOrd[a]], cols[ix.subID[b]][ix.subOrd[b]]
				switch {
				case va < vb:
					return -1
				case va > vb:
					return 1
				}
				return int(a - b)
			})
		}
	}
	return ix
}

func (ix *pageIndex) textID(key, v string) uint32 {
	d := ix.dict[key]
	if d == nil {
		d = &textDict{ids: map[string]uint32{}}
		ix.dict[key] = d
	}
	id, ok := d.ids[v]
	if !ok {
		id = uint32(len(d.values))
		d.ids[v] = id
		d.values = append(d.values, v)
	}
	return id
}

// numCols are a numeric key's column in every subcategory (nil where no
// record of it has the key): a record o's value is
// cols[subID[o]][subOrd[o]], with no map lookup per record.
func (ix *pageIndex) numCols(key string) [][]float64 {
	cols := make([][]float64, len(ix.subs))
	for i, s := range ix.subs {
		cols[i] = s.nums[key]
	}
	return cols
}

// num is a record's value of a numeric key (NaN when absent).
func (ix *pageIndex) num(key string, ord int32) float64 {
	if col := ix.subs[ix.subID[ord]].nums[key]; col != nil {
		return col[ix.subOrd[ord]]
	}
	return math.NaN()
}

// cond is one condition of a page, compiled against the index.
type cond struct {
	test   func(ord int32) bool
	size   int       // how many records of the category it keeps (or an upper bound)
	lists  [][]int32 // the records it keeps, when it can list them (disjoint lists)
	span   bool      // or: it keeps the ordinals [lo, hi) (a brand's records)
	lo, hi int32
}

func (ix *pageIndex) compile(ci *catIndex, q *Query) []cond {
	var cs []cond
	if q.Subcategory != "" {
		n, ok := ix.subNum[q.Subcategory]
		if !ok {
			return []cond{{test: func(int32) bool { return false }}}
		}
		cs = append(cs, cond{test: func(o int32) bool { return ix.subID[o] == n }, size: len(ix.subs[n].ords), lists: [][]int32{ix.subs[n].ords}})
	}
	if q.Brand != "" {
		r := ci.brands[strings.ToLower(q.Brand)]
		lo, hi := r[0], r[1]
		cs = append(cs, cond{test: func(o int32) bool { return lo <= o && o < hi }, size: int(hi - lo), span: true, lo: lo, hi: hi})
	}
	if q.Market != "" {
		bit := marketBits[q.Market]
		cs = append(cs, cond{test: func(o int32) bool { return ix.market[o]&bit != 0 }, size: int(ci.hi - ci.lo)})
	}
	for i := range q.Filters {
		cs = append(cs, ix.filterCond(ci, q.Filters[i]))
	}
	return cs
}

func (ix *pageIndex) filterCond(ci *catIndex, f Filter) cond {
	key := f.key()
	switch f.Kind {
	case "number":
		cols := ix.numCols(key)
		test := func(o int32) bool {
			c := cols[ix.subID[o]]
			return c != nil && f.match(c[ix.subOrd[o]])
		}
		// The records holding the key, by value: a filter keeps one range.
		ords := ci.byVal[key]
		first := func(pred func(v float64) bool) int {
			lo, hi := 0, len(ords)
			for lo < hi {
				m := int(uint(lo+hi) >> 1)
				if o := ords[m]; pred(cols[ix.subID[o]][ix.subOrd[o]]) { // ords hold the key: cols[…] is set
					hi = m
				} else {
					lo = m + 1
				}
			}
			return lo
		}
		tol := 1e-9 * math.Max(1, math.Abs(f.Value))
		var lo, hi int
		switch f.Op {
		case "gte":
			lo, hi = first(func(v float64) bool { return v >= f.Value }), len(ords)
		case "gt":
			lo, hi = first(func(v float64) bool { return v > f.Value }), len(ords)
		case "lte":
			lo, hi = 0, first(func(v float64) bool { return v > f.Value })
		case "lt":
			lo, hi = 0, first(func(v float64) bool { return v >= f.Value })
		default:
			lo, hi = first(func(v float64) bool { return v >= f.Value-tol }), first(func(v float64) bool { return v > f.Value+tol })
		}
		hi = max(lo, hi)
		return cond{test: test, size: hi - lo, lists: [][]int32{ords[lo:hi]}}
	case "text":
		d := ix.dict[key]
		multi := specFields[key].Multi
		var match []bool
		var lists [][]int32
		size := 0
		if d != nil {
			match = make([]bool, len(d.values)+1)
			for id, v := range d.values {
				if f.matchText(v, multi) {
					match[id+1] = true
					if l := ci.posts[key][uint32(id)]; len(l) > 0 {
						lists = append(lists, l)
						size += len(l)
					}
				}
			}
		}
		cols := make([][]uint32, len(ix.subs))
		for i, s := range ix.subs {
			cols[i] = s.texts[key]
		}
		return cond{test: func(o int32) bool {
			c := cols[ix.subID[o]]
			return c != nil && match[c[ix.subOrd[o]]]
		}, size: size, lists: lists}
	default:
		cols := make([][]int8, len(ix.subs))
		for i, s := range ix.subs {
			cols[i] = s.bools[key]
		}
		want := int8(0)
		if f.Bool {
			want = 1
		}
		return cond{test: func(o int32) bool {
			c := cols[ix.subID[o]]
			return c != nil && c[ix.subOrd[o]] == want
		}, size: int(ci.hi - ci.lo)}
	}
}

// survivorCap is how many matching records a page keeps while counting:
// past it, the page is read off the sort order instead.
const survivorCap = 4096

var ordPool = sync.Pool{New: func() any { s := make([]int32, 0, survivorCap); return &s }}

// page counts the records of the category meeting every condition and
// returns [from, from+n) of them in the order `order` lists (nil: catalog
// order), rank giving each ordinal's place in it.
func (ix *pageIndex) page(ci *catIndex, cs []cond, order []int32, rank func(int32) int32, from, n int) (int, []int32) {
	driver := -1
	for i, c := range cs {
		if (c.lists != nil || c.span) && (driver < 0 || c.size < cs[driver].size) {
			driver = i
		}
	}
	bufp := ordPool.Get().(*[]int32)
	kept := (*bufp)[:0]
	defer func() { *bufp = kept[:0]; ordPool.Put(bufp) }()
	total := 0
	visit := func(o int32) {
		for i := range cs {
			if i != driver && !cs[i].test(o) {
				return
			}
		}
		if total < survivorCap {
			kept = append(kept, o)
		}
		total++
	}
	if driver >= 0 && cs[driver].span {
		for o := cs[driver].lo; o < cs[driver].hi; o++ {
			visit(o)
		}
	} else if driver >= 0 {
		for _, l := range cs[driver].lists {
			for _, o := range clip(l, ci.lo, ci.hi) {
				visit(o)
			}
		}
	} else if len(cs) == 0 {
		total = int(ci.hi - ci.lo) // every record: nothing to test
	} else {
		for o := ci.lo; o < ci.hi; o++ {
			visit(o)
		}
	}
	if from >= total {
		return total, nil
	}
	if len(cs) == 0 { // the whole category: the page is a slice of the order
		if order == nil {
			out := make([]int32, 0, n)
			for o := ci.lo + int32(from); o < ci.hi && len(out) < n; o++ {
				out = append(out, o)
			}
			return total, out
		}
		return total, slices.Clone(order[from:min(total, from+n)])
	}
	if total <= survivorCap {
		slices.SortFunc(kept, func(a, b int32) int { return int(rank(a) - rank(b)) })
		return total, slices.Clone(kept[from:min(total, from+n)])
	}
	// Many records match: read the page off the sort order, testing each.
	out := make([]int32, 0, n)
	seen := 0
	walk := func(o int32) bool {
		for i := range cs {
			if !cs[i].test(o) {
				return true
			}
		}
		if seen >= from {
			out = append(out, o)
		}
		seen++
		return len(out) < n
	}
	if order == nil {
		for o := ci.lo; o < ci.hi && walk(o); o++ {
		}
	} else {
		for _, o := range order {
			if !walk(o) {
				break
			}
		}
	}
	return total, out
}

// textValues lists each text field's values in a category (each value of a
// multi-valued field once) when there are few enough to be an enumeration:
// read off the postings, one entry per distinct value.
func (ix *pageIndex) textValues(fs []Field, ci *catIndex) {
	for i := range fs {
		f := &fs[i]
		if f.Kind != "text" || ci == nil {
			continue
		}
		seen, n := map[string]bool{}, 0
		for id, l := range ci.posts[f.Key] {
			v := ix.dict[f.Key].values[id]
			n += len(l)
			for v != "" && len(seen) <= MaxEnumValues {
				atom := v
				if f.Multi {
					atom, v, _ = strings.Cut(v, multiSep)
				} else {
					v = ""
				}
				seen[atom] = true
			}
		}
		// An enumeration has few values, each shared by several records;
		// a model-number column (thermostat_model_number) is free text.
		if len(seen) > MaxEnumValues || 2*len(seen) > n {
			continue
		}
		for v := range seen {
			f.Values = append(f.Values, v)
		}
		slices.SortFunc(f.Values, naturalCompare)
	}
}
