package products

// Schemas are the OpenAPI component schemas of the products answers, each
// with an example taken from a real record.
func Schemas() map[string]any {
	str := map[string]any{"type": "string"}
	strs := map[string]any{"type": "array", "items": str}
	integer := map[string]any{"type": "integer"}
	nextPage := map[string]any{"type": []string{"integer", "null"}, "description": "The next page, null on the last."}
	version := map[string]any{"type": "string", "description": "The reference dataset version that answered."}
	obj := func(required []string, props map[string]any) map[string]any {
		return map[string]any{"type": "object", "required": required, "properties": props}
	}
	specs := map[string]any{"type": "object", "description": "Spec values by field; the key carries the unit (afue_pct, u_factor_btu_per_hr_sqft_f, input_rate_btu_per_hr …), and a quantity has one unit whatever the export used: rates and capacities in Btu/h (kBtu/h exports ×1000), efficiencies in % where the key ends in _pct (fractions ×100), electric power in W. Numbers are JSON numbers; text has one form per value (a multi-valued field such as fuel_type is its values sorted and joined by \", \": \"Natural Gas, Propane\"; refrigerants as R-32, R-410A); a field the record lacks is absent.",
		"additionalProperties": map[string]any{"description": "A number, string or boolean, as the category's fields list gives its kind (untyped here: several generators cannot read a type list)."}}
	cert := obj([]string{"program", "markets", "publisher_id", "scope"}, map[string]any{
		"program": str, "certified_on": map[string]any{"type": "string", "format": "date"}, "available_on": map[string]any{"type": "string", "format": "date"},
		"markets": strs, "most_efficient": map[string]any{"type": "boolean"}, "most_efficient_criteria": str,
		"publisher_id":       map[string]any{"type": "string", "description": "The publisher's own row id (ENERGY STAR Unique ID, or CPD number of a window line)."},
		"cert_body_model_id": str,
		"scope":              map[string]any{"type": "string", "enum": []string{"model", "product_line"}}})
	source := obj([]string{"id", "snapshot", "file", "line"}, map[string]any{"id": str, "snapshot": map[string]any{"type": "string", "format": "date"}, "file": str, "line": integer})
	productProps := map[string]any{
		"product_id": str, "category": str, "subcategory": str, "brand": str, "model_number": str, "name": str,
		"specs": specs, "certification": cert, "source": source,
		"confidence": map[string]any{"type": "string", "enum": []string{"certified", "synthetic"}, "description": "`certified`: the record is on a certification program's list. `synthetic`: a benchmark record made by `plumbline products synthesize` from a real one (never in a deployment's data; see docs/products.md)."},
	}
	productRequired := []string{"product_id", "category", "subcategory", "brand", "model_number", "name", "specs", "certification", "source", "confidence"}
	product := obj(productRequired, productProps)
	field := obj([]string{"field", "unit", "kind"}, map[string]any{"field": str, "unit": map[string]any{"type": "string", "description": "The one unit every value of the field is in (\"\" for text and booleans)."},
		"kind":         map[string]any{"type": "string", "enum": []string{"number", "text", "boolean"}},
		"better":       map[string]any{"type": "string", "enum": []string{"higher", "lower"}},
		"operators":    map[string]any{"type": "array", "items": str, "description": "How the field is filtered, `filter[specs.<field>.<op>]=<value>`: numbers gte, lte, gt, lt, eq (a decimal number); text eq (one value) and in (values separated by commas), case-insensitive; booleans eq (true or false). Every field listed is filterable."},
		"multi_valued": map[string]any{"type": "boolean", "description": "A text field holding several values (\"Natural Gas, Propane\"): eq and in match a record holding any value asked."},
		"values":       map[string]any{"type": "array", "items": str, "description": "A text field's values in this category (each value of a multi-valued field once), when it has few: a filter on another value is a 422 listing them. Absent for free text, which is matched as written."}})
	// A compared field: the field without its filter details (its values
	// are the records' values, below).
	compareField := obj([]string{"field", "unit", "kind"}, map[string]any{})
	for _, k := range []string{"field", "unit", "kind", "better", "multi_valued"} {
		compareField["properties"].(map[string]any)[k] = field["properties"].(map[string]any)[k]
	}
	applied := obj([]string{"field", "op", "value"}, map[string]any{"field": str, "op": str, "value": map[string]any{"description": "The filter's value: a number; a string for eq on text, subcategory, brand and market; a list of strings for in; a boolean (untyped here: several generators cannot read a type list)."}})
	sub := obj([]string{"id", "records"}, map[string]any{"id": str, "records": integer})
	category := obj([]string{"id", "name", "status", "records", "subcategories", "fields", "sort_fields", "sources", "path"}, map[string]any{
		"id": str, "name": str, "description": str, "status": map[string]any{"type": "string", "enum": []string{"live", "coming_soon"}},
		"records": integer, "subcategories": map[string]any{"type": "array", "items": sub}, "fields": map[string]any{"type": "array", "items": field},
		"sort_fields": strs, "sources": strs, "not_carried": map[string]any{"type": "string", "description": "What no source we hold covers."}, "path": str})
	withVersion := func(props map[string]any) map[string]any {
		out := map[string]any{"dataset_version": version}
		for k, v := range props {
			out[k] = v
		}
		return out
	}
	ex := exampleProduct()
	getEx := map[string]any{}
	for k, v := range ex {
		getEx[k] = v
	}
	getEx["dataset_version"] = "3f2a9c41d07e8b15"
	s := map[string]any{
		"Product": withExample(obj(append(productRequired, "dataset_version"), withVersion(productProps)), getEx),
		"ProductCategoryList": withExample(obj([]string{"categories", "total_records", "construction_records", "dataset_version"}, map[string]any{
			"categories": map[string]any{"type": "array", "items": category}, "total_records": integer, "construction_records": integer, "dataset_version": version}),
			map[string]any{"categories": []any{map[string]any{"id": "hvac", "name": "HVAC", "status": "live", "records": 16892,
				"subcategories": []any{map[string]any{"id": "furnaces", "records": 6653}},
				"fields": []any{map[string]any{"field": "afue_pct", "unit": "%", "kind": "number", "better": "higher", "operators": Operators},
					map[string]any{"field": "fuel_type", "unit": "", "kind": "text", "operators": TextOperators, "multi_valued": true, "values": []string{"Natural Gas", "Oil", "Propane"}}},
				"sort_fields": []string{"brand", "model_number", "certified_on", "afue_pct"},
				"sources":     []string{src2020, src2021, src2025}, "path": "/v1/products/categories/hvac"},
				map[string]any{"id": "doors", "name": "Doors", "status": "coming_soon", "records": 0, "subcategories": []any{}, "fields": []any{},
					"sort_fields": []string{"brand", "model_number", "certified_on"}, "sources": []string{},
					"not_carried": categoryDef("doors").Missing, "path": "/v1/products/categories/doors"}},
				"total_records": 33261, "construction_records": 27401, "dataset_version": "3f2a9c41d07e8b15"}),
		"ProductPage": withExample(obj([]string{"category", "status", "total", "page", "per_page", "next_page", "sort", "filters_applied", "products", "dataset_version"}, map[string]any{
			"category": str, "status": map[string]any{"type": "string", "enum": []string{"live", "coming_soon"}},
			"total": integer, "page": integer, "per_page": integer, "next_page": nextPage, "sort": str,
			"filters_applied": map[string]any{"type": "array", "items": applied}, "products": map[string]any{"type": "array", "items": product},
			"not_carried": str, "dataset_version": version}),
			map[string]any{"category": "hvac", "status": "live", "total": 1204, "page": 1, "per_page": 1, "next_page": 2, "sort": "-afue_pct",
				"filters_applied": []any{map[string]any{"field": "subcategory", "op": "eq", "value": "furnaces"}, map[string]any{"field": "specs.afue_pct", "op": "gte", "value": 96}},
				"products":        []any{ex}, "dataset_version": "3f2a9c41d07e8b15"}),
		"ProductSearch": withExample(obj([]string{"q", "total", "page", "per_page", "next_page", "results", "dataset_version"}, map[string]any{
			"q": str, "category": str, "total": integer, "page": integer, "per_page": integer, "next_page": nextPage,
			"results":         map[string]any{"type": "array", "items": map[string]any{"allOf": []any{product, obj([]string{"score"}, map[string]any{"score": map[string]any{"type": "integer", "description": "Relevance: 1000+ the model number itself (punctuation and case ignored), or its pattern typed as published; 900+ a concrete model its pattern covers (`*`/`#` any one character, `(H,L,S)` or `[H|L|S]` one of the alternatives); 700+ model prefix; 600+ the start of a model a pattern covers; 500+ part of a model number; 100–300 every word of q starting a word of brand, name, model number or subcategory. The closer the lengths, the higher within a tier (up to +50)."}})}}},
			"dataset_version": version}),
			map[string]any{"q": "A96DS2V090C20", "total": 1, "page": 1, "per_page": 50, "next_page": nil,
				"results": []any{withScore(ex, 949)}, "dataset_version": "3f2a9c41d07e8b15"}),
		"ProductComparison": withExample(obj([]string{"products", "fields", "dataset_version"}, map[string]any{
			"products": map[string]any{"type": "array", "items": product},
			"fields": map[string]any{"type": "array", "items": map[string]any{"allOf": []any{compareField, obj([]string{"values", "best"}, map[string]any{
				"values": map[string]any{"type": "object", "description": "product_id → value (null when the record lacks the field)."},
				"best":   map[string]any{"type": "array", "items": str, "description": "For numbers with a direction, the ids holding the best value (empty when fewer than two have one)."}})}}},
			"dataset_version": version}),
			map[string]any{"products": []any{ex}, "fields": []any{map[string]any{"field": "afue_pct", "unit": "%", "kind": "number", "better": "higher",
				"values": map[string]any{"es-2344035": 96, "es-2343031": 97.5}, "best": []string{"es-2343031"}}}, "dataset_version": "3f2a9c41d07e8b15"}),
		"ProductSources": withExample(obj([]string{"sources", "duplicates", "dataset_version"}, map[string]any{
			"sources": map[string]any{"type": "array", "items": obj([]string{"id", "publisher", "program", "dataset", "snapshot", "terms", "url", "files", "rows", "records", "categories", "certification_meaning"},
				map[string]any{"id": str, "publisher": str, "program": str, "dataset": str, "snapshot": map[string]any{"type": "string", "format": "date"},
					"snapshot_note": str, "terms": str, "url": str, "origin": str, "certification_meaning": str, "files": strs,
					"rows": integer, "records": integer, "categories": strs})},
			"duplicates": str, "dataset_version": version}),
			map[string]any{"sources": []any{map[string]any{"id": src2025, "publisher": "U.S. EPA", "program": "ENERGY STAR",
				"dataset": "ENERGY STAR Certified product lists (open-data portal CSV exports)", "snapshot": "2025-06-07",
				"terms": "U.S. Government open data (EPA data license), no restriction on reuse", "url": "https://data.energystar.gov/",
				"files": []string{"products/" + src2025 + "/ENERGY_STAR_Certified_Dehumidifiers_20250607.csv.gz"}, "rows": 5457, "records": 5439,
				"categories": []string{"hvac", "electrical", "appliances"}, "certification_meaning": certMeaning}},
				"duplicates":      "A model (same publisher id) held by several snapshots is served from the newest; each record's source names the snapshot it came from.",
				"dataset_version": "3f2a9c41d07e8b15"}),
	}
	return s
}

func withExample(schema map[string]any, example any) map[string]any {
	schema["example"] = example
	return schema
}

func withScore(p map[string]any, score int) map[string]any {
	out := map[string]any{"score": score}
	for k, v := range p {
		out[k] = v
	}
	return out
}

// exampleProduct is a real record (2021 snapshot, furnaces).
func exampleProduct() map[string]any {
	return map[string]any{
		"product_id": "es-2344035", "category": "hvac", "subcategory": "furnaces", "brand": "AIREASE",
		"model_number": "A96DS2V090C20-*", "name": "AIREASE EL296XV Series",
		"specs": map[string]any{"afue_pct": 96, "certified_region": "All", "fuel_type": "Natural Gas, Propane",
			"integrates_hot_water_heating": false, "two_way_communication": "Other/Proprietary"},
		"certification": map[string]any{"program": "ENERGY STAR", "certified_on": "2020-03-19", "available_on": "2011-11-15",
			"markets": []string{"United States", "Canada"}, "most_efficient": false, "most_efficient_criteria": "2021",
			"publisher_id": "2344035", "cert_body_model_id": "ES_1102531_A96DS2V090C20-*_08062019233058_6982271", "scope": "model"},
		"source":     map[string]any{"id": src2021, "snapshot": "2021-03-19", "file": "products/" + src2021 + "/ENERGY_STAR_Certified_Furnaces.csv.gz", "line": 2},
		"confidence": "certified",
	}
}
