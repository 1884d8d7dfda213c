package products

import (
	"context"
	"embed"
	"slices"
	"strings"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/reference"
)

// Area is the products area bound to a store: six read operations.
func Area(st Store) reference.Area {
	a := api{st}
	area := reference.Area{
		Name:        Name,
		Description: "Certified equipment and building products (EPA ENERGY STAR lists) by construction category: filter on numeric specs, search by model number, compare side by side. Every record names its source file and snapshot.",
		Ops: []*reference.Op{
			{ID: "products_list", Path: "/v1/products/list", Tag: Name, Response: "ProductCategoryList",
				Summary:     "List product categories",
				Description: "The 9 construction categories (hvac, electrical, plumbing, windows, doors, insulation, roofing, lumber, drywall) and `appliances`, each with its status (`live` when it holds at least one record, else `coming_soon`), record count, subcategories with counts, the spec fields with units, kind and filter operators (numbers gte, lte, gt, lt, eq; text eq, in, with the field's values when it has few; booleans eq), sort fields and the sources feeding it.",
				Run:         a.list},
			{ID: "products_category", Path: "/v1/products/categories/{category}", Tag: Name, Response: "ProductPage",
				Summary:     "List a category's products",
				Description: "The records of one category, filtered (`filter[specs.<field>.<op>]=<value>` on number, text and yes/no specs, several combine with AND, at most 10; `subcategory`, `brand`, `market`), sorted (`sort=<field>` or `sort=-<field>`) and paged (`page`, `per_page` 1–200, default 50). A field outside the category's fields, an operator the field's kind lacks, a value of the wrong kind or a text value the field does not have is a 422 listing what is allowed. A category without data answers `coming_soon` with an empty page.",
				Params:      reference.Compile([]reference.Param{paramCategory, paramSubcategory, paramBrand, paramMarket, paramFilter, paramSort, paramPage, paramPerPage}),
				Run:         a.category},
			{ID: "products_get", Path: "/v1/products/{product_id}", Tag: Name, Response: "Product",
				Summary:     "Get a product",
				Description: "One record by product_id (`es-<ENERGY STAR Unique ID>`, stable across imports; Most Efficient window lines `es-me-<CPD number>`). Unknown ids are 404.",
				Params: reference.Compile([]reference.Param{{Name: "product_id", In: "path", Required: true, Example: "es-2344035",
					Description: "The product id from a list, search or compare answer, e.g. es-2344035."}}),
				Run: a.get},
			{ID: "products_search", Path: "/v1/products/search", Tag: Name, Response: "ProductSearch",
				Summary:     "Search products",
				Description: "Records ranked by relevance to `q` over brand, model number, product name and subcategory. A model number, exact or partial (punctuation and case ignored), ranks its record first: the exact model, then the wildcard model numbers that cover it (ENERGY STAR writes a family of models with `*`/`#` for any one character and `(H,L,S)` or `[H|L|S]` for one of several; a pattern typed as published is an exact match), then prefixes and parts. Otherwise every word of `q` must start a word of the record (at most 8 different words). `category` narrows the search. Answered from an index: the work grows with the hits, not the catalog.",
				Params: reference.Compile([]reference.Param{
					{Name: "q", In: "query", Required: true, Example: "A96DS2V090C20",
						Description: "A model number (whole or part), brand or words of the product name."},
					{Name: "category", In: "query", Enum: CategoryIDs(), Example: "hvac", Description: "Only this category."},
					paramPage, paramPerPage}),
				Run: a.search},
			{ID: "products_compare", Path: "/v1/products/compare", Tag: Name, Response: "ProductComparison",
				Summary:     "Compare products",
				Description: "2 to 10 records side by side: the union of their spec fields, each with every record's value (null when absent) and, for numeric fields where better has a direction (higher AFUE, lower U-factor), the ids holding the best value. Fewer than 2, more than 10 or an unknown id is a 422 naming it.",
				Params: reference.Compile([]reference.Param{{Name: "ids", In: "query", Required: true, MaxLen: 400, Example: "es-2344035,es-2343031",
					Description: "2 to 10 product ids separated by commas."}}),
				Run: a.compare},
			{ID: "products_sources", Path: "/v1/products/sources", Tag: Name, Response: "ProductSources",
				Summary:     "List product data sources",
				Description: "Every source snapshot: publisher, program, data set, snapshot date, terms, rows read and records served (a newer snapshot wins a model both hold), the files, the categories it feeds, the URL and what the certification means.",
				Run:         a.sources},
		},
		Schemas: Schemas(),
	}
	reference.AttachExamples(examples, area.Ops)
	return area
}

// examples are the operations' worked examples (reference.Example).
//
//go:embed examples
var examples embed.FS

var (
	paramCategory = reference.Param{Name: "category", In: "path", Required: true, Enum: CategoryIDs(), Example: "hvac",
		Description: "The category: hvac, electrical, plumbing, windows, doors, insulation, roofing, lumber, drywall or appliances."}
	paramSubcategory = reference.Param{Name: "subcategory", In: "query", Example: "furnaces",
		Description: "Only this subcategory (products_list names each category's)."}
	paramBrand = reference.Param{Name: "brand", In: "query", Example: "Goodman",
		Description: "Only this brand (exact, case-insensitive)."}
	paramMarket = reference.Param{Name: "market", In: "query", Enum: Markets, Example: "US",
		Description: "Only records the publisher lists for this market (its Markets column): `US` (United States) or `Canada`. A record whose list names no market does not match."}
	paramFilter = reference.Param{Name: "filter", In: "query", Object: true, Example: "filter[specs.afue_pct.gte]=97",
		Description: "Spec conditions, `filter[specs.<field>.<op>]=<value>`; several combine with AND. Numbers: gte, lte, gt, lt, eq with a decimal number. Text: eq one value, in a comma-separated list (`filter[specs.fuel_type.in]=Propane,Natural Gas`), case-insensitive; a multi-valued field (fuel_type \"Natural Gas, Propane\") matches when any of its values is asked; a text field with listed values refuses any other. Booleans: eq true or false. Each category's fields, with kind, operators and values, are in products_list. Over MCP: an object {\"specs.afue_pct.gte\": 97, \"specs.fuel_type.eq\": \"Propane\"}."}
	paramSort = reference.Param{Name: "sort", In: "query", Pattern: `^-?[a-z0-9_]+$`, Example: "-afue_pct",
		Description: "A numeric spec field, brand, model_number or certified_on; `-` first for descending. Records without the field come last. Default: brand, then model number."}
	paramPage    = reference.Param{Name: "page", In: "query", Integer: true, Min: 1, Max: 100000, Default: 1, Description: "The page, from 1."}
	paramPerPage = reference.Param{Name: "per_page", In: "query", Integer: true, Min: 1, Max: 200, Default: 50, Description: "Records per page, 1 to 200."}
)

// MaxFilters bounds the spec conditions of a category page: each is one
// more test of every record of the category per request.
const MaxFilters = 10

type api struct{ st Store }

func (a api) list(ctx context.Context, version string, _ reference.Args) (any, error) {
	c, err := a.st.Catalog(ctx, version)
	if err != nil {
		return nil, err
	}
	type category struct {
		ID            string             `json:"id"`
		Name          string             `json:"name"`
		Description   string             `json:"description,omitempty"`
		Status        string             `json:"status"`
		Records       int                `json:"records"`
		Subcategories []SubcategoryCount `json:"subcategories"`
		Fields        []Field            `json:"fields"`
		SortFields    []string           `json:"sort_fields"`
		Sources       []string           `json:"sources"`
		NotCarried    string             `json:"not_carried,omitempty"`
		Path          string             `json:"path"`
	}
	out := struct {
		Categories          []category `json:"categories"`
		TotalRecords        int        `json:"total_records"`
		ConstructionRecords int        `json:"construction_records"`
		DatasetVersion      string     `json:"dataset_version"`
	}{Categories: []category{}, DatasetVersion: version}
	for _, d := range Categories {
		cat := category{ID: d.ID, Name: d.Name, Description: d.Description, Status: c.Status(d.ID), Records: len(c.byCat[d.ID]),
			Subcategories: orEmpty(c.Subcategories(d.ID)), Fields: orEmpty(c.Fields(d.ID)), SortFields: c.SortFields(d.ID),
			Sources: c.categorySources(d.ID), NotCarried: c.notCarried(d), Path: "/v1/products/categories/" + d.ID}
		out.Categories = append(out.Categories, cat)
		out.TotalRecords += cat.Records
		if d.ID != "appliances" {
			out.ConstructionRecords += cat.Records
		}
	}
	return out, nil
}

func (a api) category(ctx context.Context, version string, args reference.Args) (any, error) {
	c, err := a.st.Catalog(ctx, version)
	if err != nil {
		return nil, err
	}
	q := Query{Category: args.String("category"), Subcategory: args.String("subcategory"), Brand: args.String("brand"), Market: args.String("market"),
		Sort: args.String("sort"), Page: args.Int("page"), PerPage: args.Int("per_page")}
	raw := args.Object("filter")
	if len(raw) > MaxFilters {
		return nil, reference.InvalidField("filter", "max_items", "%d filter conditions; a page takes at most %d (each is tested against every record of the category)", len(raw), MaxFilters)
	}
	keys := make([]string, 0, len(raw))
	for k := range raw {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	var fields []plumbline.FieldError
	for _, k := range keys {
		f, fe := ParseFilter(FilterPrefix+k+"]", raw[k], c.Fields(q.Category))
		if fe != nil {
			fields = append(fields, *fe)
			continue
		}
		q.Filters = append(q.Filters, f)
	}
	if len(fields) > 0 {
		return nil, &plumbline.Error{Code: plumbline.EINVALID, Message: "the request parameters are not valid; see errors", Fields: fields}
	}
	pg, err := c.CategoryPage(q)
	if err != nil {
		return nil, err
	}
	return struct {
		*Page
		DatasetVersion string `json:"dataset_version"`
	}{pg, version}, nil
}

func (a api) get(ctx context.Context, version string, args reference.Args) (any, error) {
	c, err := a.st.Catalog(ctx, version)
	if err != nil {
		return nil, err
	}
	id := args.String("product_id")
	p, ok := c.Product(id)
	if !ok {
		return nil, plumbline.Errorf(plumbline.ENOTFOUND, "no product %q; product ids look like es-2344035 (see products_search)", id)
	}
	return struct {
		*Product
		DatasetVersion string `json:"dataset_version"`
	}{p, version}, nil
}

func (a api) search(ctx context.Context, version string, args reference.Args) (any, error) {
	c, err := a.st.Catalog(ctx, version)
	if err != nil {
		return nil, err
	}
	q := args.String("q")
	if len(normModel(q)) == 0 {
		return nil, reference.InvalidField("q", "required", "q must hold a letter or a digit")
	}
	if n := len(searchWords(strings.ToLower(q))); n > MaxSearchWords {
		return nil, reference.InvalidField("q", "max_words", "q holds %d different words; a search takes at most %d (every word must appear in a record)", n, MaxSearchWords)
	}
	if n := len(newQuery(q).words); n > MaxSearchRuns {
		return nil, reference.InvalidField("q", "max_words", "q holds %d different runs of letters and digits; a search tests at most %d", n, MaxSearchRuns)
	}
	res := c.Search(q, args.String("category"), args.Int("page"), args.Int("per_page"))
	return struct {
		*SearchResult
		DatasetVersion string `json:"dataset_version"`
	}{res, version}, nil
}

func (a api) compare(ctx context.Context, version string, args reference.Args) (any, error) {
	c, err := a.st.Catalog(ctx, version)
	if err != nil {
		return nil, err
	}
	cmp, err := c.Compare(strings.Split(args.String("ids"), ","))
	if err != nil {
		return nil, err
	}
	return struct {
		*Comparison
		DatasetVersion string `json:"dataset_version"`
	}{cmp, version}, nil
}

func (a api) sources(ctx context.Context, version string, _ reference.Args) (any, error) {
	c, err := a.st.Catalog(ctx, version)
	if err != nil {
		return nil, err
	}
	type source struct {
		Source
		Categories []string `json:"categories"`
	}
	out := struct {
		Sources        []source `json:"sources"`
		Duplicates     string   `json:"duplicates"`
		DatasetVersion string   `json:"dataset_version"`
	}{Sources: []source{}, DatasetVersion: version,
		Duplicates: "A model (same publisher id) held by several snapshots is served from the newest; each record's source names the snapshot it came from."}
	for _, s := range c.sources {
		var cats []string
		for _, f := range allDefs() {
			if f.Source == s.ID && !slices.Contains(cats, f.Category) {
				cats = append(cats, f.Category)
			}
		}
		out.Sources = append(out.Sources, source{s, cats})
	}
	return out, nil
}

// categorySources are the ids of the sources with records in a category.
func (c *Catalog) categorySources(category string) []string {
	out := []string{}
	for _, p := range c.byCat[category] {
		if !slices.Contains(out, p.Source.ID) {
			out = append(out, p.Source.ID)
		}
	}
	slices.Sort(out)
	return out
}

func orEmpty[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
