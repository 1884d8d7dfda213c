package products

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strings"
	"sync"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/internal/ascii"
)

// Query is a category page request, already parsed.
type Query struct {
	Category    string
	Subcategory string
	Brand       string
	Market      string // "US" or "Canada": only records the publisher lists for that market
	Filters     []Filter
	Sort        string // a field, "-" first for descending; "" for the default order
	Page        int
	PerPage     int
}

// Applied is one condition of a page, echoed in filters_applied.
type Applied struct {
	Field string `json:"field"`
	Op    string `json:"op"`
	Value any    `json:"value"`
}

// Page is a category page.
type Page struct {
	Category       string     `json:"category"`
	Status         string     `json:"status"` // "live" or "coming_soon"
	Total          int        `json:"total"`
	Page           int        `json:"page"`
	PerPage        int        `json:"per_page"`
	NextPage       *int       `json:"next_page"`
	Sort           string     `json:"sort"`
	FiltersApplied []Applied  `json:"filters_applied"`
	Products       []*Product `json:"products"`
	Missing        string     `json:"not_carried,omitempty"`
}

// CarriesNoFigure: a coming_soon category's page holds no record, so the
// call is not counted (reference.Figureless, issue 39). A live category's
// page that a filter left empty is an answer (none match) and counts.
func (p *Page) CarriesNoFigure() bool { return p.Status == "coming_soon" }

// Sort fields besides the numeric specs.
var plainSorts = []string{"brand", "model_number", "certified_on"}

// SortFields are the values sort accepts for a category (each also with "-").
func (c *Catalog) SortFields(category string) []string {
	out := slices.Clone(plainSorts)
	for _, f := range c.fields[category] {
		if f.Kind == "number" {
			out = append(out, f.Key)
		}
	}
	return out
}

// Status is "live" when the category has at least one record.
func (c *Catalog) Status(category string) string {
	if len(c.byCat[category]) > 0 {
		return "live"
	}
	return "coming_soon"
}

// Subcategories of a category with their counts.
func (c *Catalog) Subcategories(category string) []SubcategoryCount { return c.subcats[category] }

// CategoryPage answers one page of a category. The category must exist
// (the path enum checks it); bad subcategory or sort values are 422s.
func (c *Catalog) CategoryPage(q Query) (*Page, error) {
	var fields []plumbline.FieldError
	if q.Subcategory != "" {
		subs := c.subcats[q.Category]
		i := slices.IndexFunc(subs, func(s SubcategoryCount) bool { return ascii.EqualFold(s.ID, q.Subcategory) })
		if i < 0 {
			fields = append(fields, plumbline.FieldError{Field: "subcategory", Code: "enum",
				Message: fmt.Sprintf("%q is not a subcategory of %s; there are %s", q.Subcategory, q.Category, subNames(subs))})
		} else {
			q.Subcategory = subs[i].ID
		}
	}
	sortKey, _ := strings.CutPrefix(q.Sort, "-")
	if q.Sort != "" && !slices.Contains(c.SortFields(q.Category), sortKey) {
		fields = append(fields, plumbline.FieldError{Field: "sort", Code: "enum",
			Message: fmt.Sprintf("cannot sort by %q; use one of %s (prefix - for descending)", sortKey, strings.Join(c.SortFields(q.Category), ", "))})
	}
	if len(fields) > 0 {
		return nil, &plumbline.Error{Code: plumbline.EINVALID, Message: "the request parameters are not valid; see errors", Fields: fields}
	}
	pg := &Page{Category: q.Category, Status: c.Status(q.Category), Page: q.Page, PerPage: q.PerPage,
		Sort: q.Sort, FiltersApplied: applied(q), Products: []*Product{}}
	if pg.Status == "coming_soon" {
		pg.Missing = c.notCarried(categoryDef(q.Category))
		return pg, nil
	}
	ci := c.px.cats[q.Category]
	var order []int32
	rank := func(o int32) int32 { return o }
	if sortKey != "" {
		sr := c.sortedBy(q.Category, q.Sort)
		order = sr.ords
		rank = func(o int32) int32 { return sr.rank[o-ci.lo] }
	}
	from := (q.Page - 1) * q.PerPage
	total, ords := c.px.page(ci, c.px.compile(ci, &q), order, rank, from, q.PerPage)
	pg.Total = total
	for _, o := range ords {
		pg.Products = append(pg.Products, c.products[o])
	}
	if from+q.PerPage < pg.Total {
		n := q.Page + 1
		pg.NextPage = &n
	}
	return pg, nil
}

// sortedRecords is a category's records in one sort's order: ords lists
// them, rank gives each one's place (by ordinal less the category's first).
type sortedRecords struct {
	once sync.Once
	ords []int32
	rank []int32
}

type sortKey struct{ category, sort string }

// sortedBy is a category's records in the order sort names (validated: a
// sort field, "-" first for descending), sorted the first time a catalog
// is asked and kept with it: sorting a category per request cost 20 ms of
// CPU at 17,000 records (issue 24 finding 5), and a catalog has at most a
// few dozen sorts per category (8 bytes a record each).
func (c *Catalog) sortedBy(category, sort string) *sortedRecords {
	v, _ := c.sorted.LoadOrStore(sortKey{category, sort}, &sortedRecords{})
	sr := v.(*sortedRecords)
	sr.once.Do(func() {
		key, desc := strings.CutPrefix(sort, "-")
		ci := c.px.cats[category]
		n := int(ci.hi - ci.lo)
		// Each record's sort value read once, then sorted.
		type keyed struct {
			ord int32
			num float64
			str string
			has bool
		}
		ks := make([]keyed, n)
		for i := range ks {
			o := ci.lo + int32(i)
			p := c.products[o]
			ks[i].ord = o
			switch key {
			case "brand":
				ks[i].str, ks[i].has = brandKey(p.order), true
			case "model_number":
				ks[i].str, ks[i].has = p.modelKey, true
			case "certified_on":
				ks[i].str, ks[i].has = p.Certification.CertifiedOn, true
			default:
				ks[i].num = c.px.num(key, o)
				ks[i].has = !math.IsNaN(ks[i].num)
			}
		}
		slices.SortStableFunc(ks, func(a, b keyed) int {
			if a.has != b.has { // records without the field come last either way
				if a.has {
					return -1
				}
				return 1
			}
			r := cmp.Compare(a.num, b.num)
			if r == 0 {
				r = strings.Compare(a.str, b.str)
			}
			if desc {
				r = -r
			}
			return cmp.Or(r, cmp.Compare(a.ord, b.ord)) // catalog order is the default order
		})
		sr.ords, sr.rank = make([]int32, n), make([]int32, n)
		for i := range ks {
			sr.ords[i] = ks[i].ord
			sr.rank[ks[i].ord-ci.lo] = int32(i)
		}
	})
	return sr
}

// brandKey is the lower-case brand at the head of a default-order key (after
// the category's rank).
func brandKey(order string) string {
	b := order[1:]
	if i := strings.IndexByte(b, 0); i >= 0 {
		return b[:i]
	}
	return b
}

// Markets are the market filter's values, each standing for the name the
// publisher's Markets column uses.
var Markets = []string{"US", "Canada"}

var marketNames = map[string]string{"US": "United States", "Canada": "Canada"}

func applied(q Query) []Applied {
	out := []Applied{}
	if q.Subcategory != "" {
		out = append(out, Applied{Field: "subcategory", Op: "eq", Value: q.Subcategory})
	}
	if q.Brand != "" {
		out = append(out, Applied{Field: "brand", Op: "eq", Value: q.Brand})
	}
	if q.Market != "" {
		out = append(out, Applied{Field: "market", Op: "eq", Value: q.Market})
	}
	for _, f := range q.Filters {
		out = append(out, Applied{Field: f.Field, Op: f.Op, Value: f.appliedValue()})
	}
	return out
}

func subNames(subs []SubcategoryCount) string {
	if len(subs) == 0 {
		return "none (the category has no records)"
	}
	names := make([]string, len(subs))
	for i, s := range subs {
		names[i] = s.ID
	}
	return strings.Join(names, ", ")
}

func categoryDef(id string) CategoryDef {
	for _, c := range Categories {
		if c.ID == id {
			return c
		}
	}
	return CategoryDef{}
}

// SearchResult is a ranked search answer.
type SearchResult struct {
	Query    string      `json:"q"`
	Category string      `json:"category,omitempty"`
	Total    int         `json:"total"`
	Page     int         `json:"page"`
	PerPage  int         `json:"per_page"`
	NextPage *int        `json:"next_page"`
	Results  []SearchHit `json:"results"`
}

// SearchHit is one ranked record.
type SearchHit struct {
	Score int `json:"score"`
	*Product
}

// Search ranks the records (of one category when given) by relevance to q.
func (c *Catalog) Search(q, category string, page, perPage int) *SearchResult {
	nq := newQuery(q)
	lo, hi := int32(0), int32(len(c.products))
	if category != "" {
		r := c.catRange[category]
		lo, hi = r[0], r[1]
	}
	from := (page - 1) * perPage
	total, hits := c.sx.search(&nq, lo, hi, from, perPage)
	res := &SearchResult{Query: q, Category: category, Total: total, Page: page, PerPage: perPage, Results: make([]SearchHit, len(hits))}
	for i, h := range hits {
		res.Results[i] = SearchHit{Score: int(h.score), Product: c.products[h.ord]}
	}
	if from+perPage < total {
		n := page + 1
		res.NextPage = &n
	}
	return res
}
