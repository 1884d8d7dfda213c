package products

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/internal/testenv"
	"github.com/plumbline-api/plumbline/reference"
)

// naivePage is a category page as it was computed before issue 24: every
// record kept, then sorted per request. The kept sorted orders must give
// the same pages.
func naivePage(c *Catalog, q Query) []string {
	var hits []*Product
	for _, p := range c.byCat[q.Category] {
		if keep(p, q) {
			hits = append(hits, p)
		}
	}
	if key, desc := strings.CutPrefix(q.Sort, "-"); key != "" {
		hits = slices.Clone(hits)
		slices.SortStableFunc(hits, func(a, b *Product) int {
			return compareBy(a, b, key, desc)
		})
	}
	var ids []string
	from := (q.Page - 1) * q.PerPage
	for _, p := range hits[min(from, len(hits)):min(len(hits), from+q.PerPage)] {
		ids = append(ids, p.ProductID)
	}
	return ids
}

// Issue 24 finding 5: sorting a category per request cost 38 ms; pages now
// walk an order sorted once per catalog. Every sort of every category, with
// and without a subcategory and a filter, gives the pages it gave before.
func TestSortedOrdersGiveTheSamePages(t *testing.T) {
	testenv.Heavy(t)
	c := realCatalog(t)
	for _, d := range Categories {
		for _, sort := range append([]string{""}, c.SortFields(d.ID)...) {
			for _, s := range []string{sort, "-" + sort} {
				if s == "-" {
					continue
				}
				qs := []Query{{Category: d.ID, Sort: s, Page: 1, PerPage: 50}, {Category: d.ID, Sort: s, Page: 3, PerPage: 7}}
				if subs := c.Subcategories(d.ID); len(subs) > 0 {
					qs = append(qs, Query{Category: d.ID, Subcategory: subs[len(subs)-1].ID, Sort: s, Page: 1, PerPage: 20})
				}
				for _, f := range c.Fields(d.ID) {
					if f.Kind == "number" {
						qs = append(qs, Query{Category: d.ID, Sort: s, Page: 2, PerPage: 10, Filters: []Filter{{Field: "specs." + f.Key, Op: "gt", Kind: "number", Value: 0}}})
						break
					}
				}
				qs = append(qs, variedQueries(c, d.ID, s)...)
				for _, q := range qs {
					pg, err := c.CategoryPage(q)
					if err != nil {
						t.Fatalf("%+v: %v", q, err)
					}
					var got []string
					for _, p := range pg.Products {
						got = append(got, p.ProductID)
					}
					if want := naivePage(c, q); !slices.Equal(got, want) {
						t.Fatalf("%+v: page %v, want %v", q, got, want)
					}
				}
			}
		}
	}
}

// A search takes at most MaxSearchWords different words (a word repeated is
// one), and a page at most MaxFilters conditions: past them, a 422 saying so.
func TestCostBudgets(t *testing.T) {
	c := realCatalog(t)
	area := Area(catalogStore{c})
	ops := map[string]*reference.Op{}
	for _, op := range area.Ops {
		ops[op.ID] = op
	}
	run := func(id string, raw map[string][]string) error {
		args, err := reference.Bind(ops[id].Params, raw)
		if err != nil {
			return err
		}
		_, err = ops[id].Run(context.Background(), "v", args)
		return err
	}
	if err := run("products_search", map[string][]string{"q": {"a b c d e f g h"}}); err != nil {
		t.Fatalf("8 words: %v", err)
	}
	if err := run("products_search", map[string][]string{"q": {strings.TrimSpace(strings.Repeat("gas ", 25))}}); err != nil {
		t.Fatalf("one word 25 times: %v", err)
	}
	err := run("products_search", map[string][]string{"q": {"a b c d e f g h i"}})
	if e, ok := err.(*plumbline.Error); !ok || e.Code != plumbline.EINVALID || e.Fields[0].Field != "q" || e.Fields[0].Code != "max_words" {
		t.Fatalf("9 words: %v", err)
	}
	filters := map[string][]string{"category": {"hvac"}}
	for i := range MaxFilters + 1 {
		filters[fmt.Sprintf("filter[specs.afue_pct.gt%s]", strings.Repeat("e", i))] = []string{"1"}
	}
	err = run("products_category", filters)
	if e, ok := err.(*plumbline.Error); !ok || e.Code != plumbline.EINVALID || e.Fields[0].Field != "filter" || e.Fields[0].Code != "max_items" {
		t.Fatalf("%d filters: %v", MaxFilters+1, err)
	}
}

// variedQueries are pages of a category under every kind of condition:
// each field with each of its operators (values taken from the records),
// alone, with a market and with a brand, on several pages.
func variedQueries(c *Catalog, cat, sort string) []Query {
	recs := c.byCat[cat]
	if len(recs) == 0 {
		return nil
	}
	var qs []Query
	for i, f := range c.Fields(cat) {
		p := recs[(i*7919)%len(recs)]
		v, ok := p.Specs[f.Key]
		if !ok {
			continue
		}
		var params [][2]string
		switch f.Kind {
		case "number":
			val := strconv.FormatFloat(v.(float64), 'f', -1, 64)
			for _, op := range Operators {
				params = append(params, [2]string{op, val})
			}
		case "text":
			atom, _, _ := strings.Cut(v.(string), multiSep)
			other := "nothing held"
			if len(f.Values) > 0 {
				other = f.Values[len(f.Values)-1]
			}
			params = append(params, [2]string{"eq", strings.ToUpper(atom)}, [2]string{"in", atom + "," + other})
		case "boolean":
			params = append(params, [2]string{"eq", strconv.FormatBool(v.(bool))})
		}
		for j, pv := range params {
			flt, fe := ParseFilter("filter[specs."+f.Key+"."+pv[0]+"]", pv[1], c.Fields(cat))
			if fe != nil {
				panic(fe.Message)
			}
			q := Query{Category: cat, Sort: sort, Page: 1 + j%3, PerPage: 5 + j, Filters: []Filter{flt}}
			switch j % 4 {
			case 1:
				q.Market = Markets[j%2]
			case 2:
				q.Brand = strings.ToUpper(p.Brand)
			case 3:
				q.Subcategory = p.Subcategory
			}
			qs = append(qs, q)
		}
	}
	return qs
}

type catalogStore struct{ c *Catalog }

func (s catalogStore) Catalog(context.Context, string) (*Catalog, error) { return s.c, nil }

// compareBy is the comparison pages were sorted with per request before
// issue 24: records without the field come last either way.
func compareBy(a, b *Product, key string, desc bool) int {
	var r int
	switch key {
	case "brand":
		r = cmp.Compare(strings.ToLower(a.Brand), strings.ToLower(b.Brand))
	case "model_number":
		r = cmp.Compare(strings.ToLower(a.ModelNumber), strings.ToLower(b.ModelNumber))
	case "certified_on":
		r = cmp.Compare(a.Certification.CertifiedOn, b.Certification.CertifiedOn)
	default:
		va, oka := a.Specs[key].(float64)
		vb, okb := b.Specs[key].(float64)
		switch {
		case oka != okb:
			if oka {
				return -1
			}
			return 1
		case oka:
			r = cmp.Compare(va, vb)
		}
	}
	if desc {
		r = -r
	}
	return cmp.Or(r, defaultOrder(a, b))
}

// keep is the naive filter: every condition tested on the record.
func keep(p *Product, q Query) bool {
	if q.Subcategory != "" && p.Subcategory != q.Subcategory {
		return false
	}
	if q.Brand != "" && !strings.EqualFold(p.Brand, q.Brand) {
		return false
	}
	if q.Market != "" && !slices.Contains(p.Certification.Markets, marketNames[q.Market]) {
		return false
	}
	for _, f := range q.Filters {
		switch f.Kind {
		case "text":
			v, ok := p.Specs[f.key()].(string)
			if !ok || !f.matchText(v, specFields[f.key()].Multi) {
				return false
			}
		case "boolean":
			v, ok := p.Specs[f.key()].(bool)
			if !ok || v != f.Bool {
				return false
			}
		default:
			v, ok := p.Specs[f.key()].(float64)
			if !ok || !f.match(v) {
				return false
			}
		}
	}
	return true
}
