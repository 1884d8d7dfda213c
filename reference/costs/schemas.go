package costs

import "github.com/plumbline-api/plumbline/reference/release"

// Schemas are the OpenAPI component schemas of the price side's answers.
func Schemas() map[string]any {
	str := map[string]any{"type": "string"}
	num := map[string]any{"type": "number"}
	integer := map[string]any{"type": "integer"}
	nullNum := map[string]any{"type": []string{"number", "null"}}
	strs := map[string]any{"type": "array", "items": str}
	version := map[string]any{"type": "string", "description": "The reference dataset version that answered."}
	obj := func(required []string, props map[string]any) map[string]any {
		return map[string]any{"type": "object", "required": required, "properties": props}
	}
	arr := func(items any) map[string]any { return map[string]any{"type": "array", "items": items} }
	source := obj([]string{"file", "publisher", "period"}, map[string]any{
		"file":      map[string]any{"type": "string", "description": "The file below the data directory (see the source manifest)."},
		"publisher": str, "period": str, "series": str})
	inputs := map[string]any{"type": "object", "description": "What the figures were computed from, enough to recompute them from the files."}
	point := obj([]string{"period", "value"}, map[string]any{"period": map[string]any{"type": "string", "pattern": `^\d{4}-\d{2}$`}, "value": num,
		"preliminary": map[string]any{"type": "boolean", "description": "Present and true when the value is BLS's preliminary one (footnote P in a pulled release; the release's last four months in the bundled file)."}})
	span := obj([]string{"first", "last"}, map[string]any{"first": str, "last": str})
	use := obj([]string{"series_id", "title", "base_period", "weight", "value"}, map[string]any{
		"series_id": str, "title": str, "base_period": str, "weight": num,
		"value":      map[string]any{"type": "number", "description": "The published index at the period."},
		"base_value": map[string]any{"type": "number", "description": "Several-series categories: the published index at the rebasing month (2015-01)."}})
	breakout := obj([]string{"buildings", "units", "valuation_usd"}, map[string]any{"buildings": integer, "units": integer,
		"valuation_usd": map[string]any{"type": "integer", "description": "Construction value in dollars."}})
	year := obj([]string{"year", "period", "breakouts", "total"}, map[string]any{"year": integer,
		"period":          map[string]any{"type": "string", "description": "annual, or ytd_through_YYYY-MM for a year-to-date file."},
		"breakouts":       obj([]string{"1u", "2u", "3-4u", "5+u"}, map[string]any{"1u": breakout, "2u": breakout, "3-4u": breakout, "5+u": breakout}),
		"total":           breakout,
		"counties_summed": map[string]any{"type": "integer", "description": "CBSAs: how many member counties have a row that year, whose figures are summed."},
		"counties_without_rows": map[string]any{"type": "array", "items": str,
			"description": "CBSAs: member counties with no row in the county file that year (absent when every member has one)."},
		"months_reported": map[string]any{"type": "integer", "description": "Places: months of the year the place reported to Census (it imputes the others)."}})
	vertical := obj([]string{"name", "kind", "status", "title", "coverage", "sources"}, map[string]any{
		"name": str, "kind": map[string]any{"type": "string", "enum": []string{"vertical", "source"}},
		"status": map[string]any{"type": "string", "enum": []string{"live", "coming_soon"}}, "title": str,
		"coverage": map[string]any{"type": "object"}, "latest_period": str, "note": str, "sources": arr(source),
		"freshness": arr(release.Schema())})
	withVersion := func(required []string, props map[string]any) map[string]any {
		props["dataset_version"] = version
		return obj(append(required, "dataset_version"), props)
	}
	out := map[string]any{
		"CostsList": withVersion([]string{"verticals"}, map[string]any{"verticals": arr(vertical)}),
		"MaterialsIndex": withVersion([]string{"category", "name", "period", "index_value", "index_base", "unit", "change_1m_pct", "change_12m_pct", "history", "missing_periods", "series", "method", "sources", "inputs"}, map[string]any{
			"category": str, "name": str, "period": str, "index_value": num, "index_base": str, "unit": str,
			"change_1m_pct": nullNum, "change_12m_pct": nullNum, "history": arr(point),
			"missing_periods": map[string]any{"type": "array", "items": str, "description": "The months of the 13-month history the index lacks (the source has no value for a series): listed, never filled."},
			"null_reasons":    map[string]any{"type": "object", "additionalProperties": str, "description": "Why change_1m_pct or change_12m_pct is null, by field (absent when neither is)."},
			"series":          arr(use),
			"method":          str, "why_these_series": str, "preliminary": map[string]any{"type": "boolean"}, "note": str, "periods_held": span,
			"sources": arr(source), "inputs": inputs}),
		"Escalation": withVersion([]string{"category", "amount_usd", "from", "to", "index_from", "index_to", "ratio", "escalated_amount_usd", "preliminary", "series", "sources", "inputs"}, map[string]any{
			"category": str, "amount_usd": num, "from": str, "to": str, "index_from": num, "index_to": num, "ratio": num,
			"escalated_amount_usd": num, "change_pct": num, "index_base": str, "series": arr(use), "method": str, "note": str,
			"preliminary":      map[string]any{"type": "boolean", "description": "The from or the to month's index is preliminary: BLS revises a month four months after first publishing it."},
			"preliminary_note": map[string]any{"type": "string", "description": "When preliminary: which months of the series are, and whose marks say so."},
			"sources":          arr(source), "inputs": inputs}),
		"Permits": withVersion([]string{"jurisdiction", "kind", "code", "name", "resolved_from", "latest", "history", "sources", "inputs"}, map[string]any{
			"jurisdiction": str,
			"resolved_from": map[string]any{"type": "string", "enum": []string{"jurisdiction", "zip", "county", "place"},
				"description": "The parameter the jurisdiction was named by; inputs.resolved_from says how a zip, county or place became the code."}, "kind": map[string]any{"type": "string", "enum": []string{"county", "cbsa", "place"}}, "code": str, "name": str,
			"county":     map[string]any{"type": "string", "description": "Places: the county (5-digit FIPS) Census files the place under."},
			"fips_place": map[string]any{"type": "string", "description": "Places: the FIPS place code as the place file gives it (absent where it has none)."},
			"fips_mcd":   map[string]any{"type": "string", "description": "Places: the FIPS minor civil division code as the place file gives it (absent where it has none)."},
			"places":     arr(obj([]string{"jurisdiction", "name"}, map[string]any{"jurisdiction": str, "name": str})),
			"state":      str, "cbsa": str, "cbsa_title": str, "cbsa_type": str, "latest": year, "history": arr(year),
			"counties": map[string]any{"type": "array", "items": str, "description": "CBSAs: the member counties (OMB 2023 delineation) whose rows are summed."},
			"method":   str, "notes": strs, "sources": arr(source), "inputs": inputs}),
		"PPISeries": withVersion([]string{"series_id", "title", "base_period", "end", "observations", "sources", "inputs"}, map[string]any{
			"series_id": str, "title": str, "label_in_source": str, "base_period": str, "seasonal": str, "unit": str, "end": str,
			"observations": arr(point), "missing_periods": strs, "periods_held": span, "note": str, "sources": arr(source), "inputs": inputs}),
		"PermitRows": withVersion([]string{"jurisdiction_code", "kind", "file", "columns", "rows", "sources", "inputs"}, map[string]any{
			"jurisdiction_code": str, "kind": str, "file": str, "units": str, "columns": strs, "note": str,
			"rows":    arr(map[string]any{"type": "object", "description": "One file row: every column by its header name, numbers as numbers, plus its line."}),
			"sources": arr(source), "inputs": inputs}),
	}
	for name, ex := range examples() {
		out[name].(map[string]any)["example"] = ex
	}
	return out
}
