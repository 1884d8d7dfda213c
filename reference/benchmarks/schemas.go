package benchmarks

import "encoding/json"

// Schemas are the OpenAPI component schemas of the benchmarks answers.
func Schemas() map[string]any {
	str := map[string]any{"type": "string"}
	strs := map[string]any{"type": "array", "items": str}
	integer := map[string]any{"type": "integer"}
	num := map[string]any{"type": "number"}
	numOrNull := map[string]any{"type": []string{"number", "null"}}
	obj := func(required []string, props map[string]any) map[string]any {
		return map[string]any{"type": "object", "required": required, "properties": props}
	}
	source := obj([]string{"file", "publisher", "period"}, map[string]any{"file": str, "publisher": str, "period": str, "detail": str})
	sources := map[string]any{"type": "array", "items": source}
	norm := obj([]string{"quantity", "value", "unit", "source"}, map[string]any{"quantity": str, "value": str, "unit": str, "source": str})
	figures := obj([]string{"tier", "status", "cost_usd_p25", "cost_usd_p50", "cost_usd_p75", "duration_days_p25", "duration_days_p50", "duration_days_p75",
		"labor_pct", "materials_pct", "labor_hours_breakdown", "trade_dependencies", "confidence_reason", "missing", "sources", "inputs", "methodology_id", "methodology_version"},
		map[string]any{
			"tier":         map[string]any{"type": "string", "enum": Tiers},
			"status":       map[string]any{"type": "string", "enum": []string{"live", "not_carried"}},
			"cost_usd_p25": numOrNull, "cost_usd_p50": numOrNull, "cost_usd_p75": numOrNull,
			"cost_usd_low":      map[string]any{"type": "number", "description": "REMDB low regression (≈10th percentile), where the source is REMDB."},
			"cost_usd_high":     map[string]any{"type": "number", "description": "REMDB high regression (≈90th percentile), where the source is REMDB."},
			"cost_base_period":  str,
			"duration_days_p25": numOrNull, "duration_days_p50": numOrNull, "duration_days_p75": numOrNull,
			"labor_pct": numOrNull, "materials_pct": numOrNull,
			"labor_hours_breakdown": map[string]any{"type": []string{"object", "null"}},
			"trade_dependencies":    map[string]any{"type": []string{"array", "null"}, "items": str},
			"confidence":            map[string]any{"type": "string", "enum": []string{"measured", "derived", "derived_industry_method", "interpolated"}},
			"confidence_reason":     str,
			"missing":               map[string]any{"type": "object", "additionalProperties": str, "description": "Why each null figure is null."},
			"sources":               sources,
			"inputs":                map[string]any{"type": "object", "description": "Every number the figure was computed from, and the formula."},
			"methodology_id":        str, "methodology_version": str,
		})
	statusEnum := map[string]any{"type": "string", "enum": []string{"live", "coming_soon"}}
	item := obj([]string{"project_type", "status", "title", "scope_summary", "tiers", "path"}, map[string]any{
		"project_type": str, "status": statusEnum, "title": str, "scope_summary": str, "tiers": strs, "missing": str, "path": str})
	place := obj([]string{"query", "population", "population_year", "population_of", "tier"}, map[string]any{
		"query": str, "county_fips": str, "county_name": str, "state_abbr": str, "cbsa": str, "cbsa_title": str, "cbsa_type": str,
		"population": integer, "population_year": integer, "population_of": map[string]any{"type": "string", "enum": []string{"cbsa", "county"}},
		"tier": map[string]any{"type": "string", "enum": Tiers}})
	wage := obj([]string{"soc", "area", "hourly_p25", "hourly_p50", "hourly_p75", "period", "file"}, map[string]any{
		"soc": str, "area_title": str, "area": str, "hourly_p25": numOrNull, "hourly_p50": num, "hourly_p75": numOrNull, "period": str, "file": str, "confidence": str})
	exFig := exampleFigures()
	figRef := map[string]any{"$ref": "#/components/schemas/BenchmarkFigures"}
	normRef := map[string]any{"$ref": "#/components/schemas/BenchmarkScopeNorm"}
	return map[string]any{
		"BenchmarkFigures":   figures,
		"BenchmarkScopeNorm": norm,
		"BenchmarkList": withEx(obj([]string{"project_types", "live", "methodology_id", "methodology_version", "dataset_version"}, map[string]any{
			"project_types": map[string]any{"type": "array", "items": item}, "live": integer, "methodology_id": str, "methodology_version": str, "dataset_version": str}),
			map[string]any{"project_types": []any{
				map[string]any{"project_type": "new_construction_sfh", "status": "live", "title": ProjectTypes[0].Title, "scope_summary": ProjectTypes[0].Scope, "tiers": Tiers, "path": "/v1/benchmarks/new_construction_sfh"},
				map[string]any{"project_type": "roof_replacement", "status": "coming_soon", "title": "Roof replacement", "scope_summary": ProjectTypes[5].Scope, "tiers": []string{}, "missing": noDollars, "path": "/v1/benchmarks/roof_replacement"}},
				"live": 2, "methodology_id": MethodologyID, "methodology_version": MethodologyVersion, "dataset_version": "4c01c6f638acf3da"}),
		"Benchmark": withEx(obj([]string{"project_type", "title", "status", "scope_summary", "scope_norm", "tiers", "methodology_id", "methodology_version", "dataset_version"}, map[string]any{
			"project_type": str, "title": str, "status": statusEnum, "scope_summary": str, "scope_norm": map[string]any{"type": "array", "items": normRef},
			"missing": str, "tiers": map[string]any{"type": "array", "items": figRef}, "methodology_id": str, "methodology_version": str, "dataset_version": str}),
			map[string]any{"project_type": "new_construction_sfh", "title": ProjectTypes[0].Title, "status": "live", "scope_summary": ProjectTypes[0].Scope,
				"scope_norm": []any{DefaultNorms()["new_construction_sfh"][0]}, "tiers": []any{exFig},
				"methodology_id": MethodologyID, "methodology_version": MethodologyVersion, "dataset_version": "4c01c6f638acf3da"}),
		"BenchmarkLocal": withEx(obj([]string{"project_type", "status", "place", "figures", "local_wages", "local_wages_note", "methodology_id", "methodology_version", "dataset_version"}, map[string]any{
			"project_type": str, "status": statusEnum, "missing": str, "place": place,
			// anyOf: a nullable reference (a oneOf would need a discriminator).
			"figures":     map[string]any{"anyOf": []any{figRef, map[string]any{"type": "null"}}},
			"local_wages": map[string]any{"type": "array", "items": wage}, "local_wages_note": str,
			"methodology_id": str, "methodology_version": str, "dataset_version": str}),
			map[string]any{"project_type": "deck_addition", "status": "coming_soon", "missing": noDollars,
				"place": map[string]any{"query": "zip=78701", "county_fips": "48453", "county_name": "Travis County", "state_abbr": "TX", "cbsa": "12420",
					"cbsa_title": "Austin-Round Rock-San Marcos, TX", "cbsa_type": "metro", "population": 2550637, "population_year": 2024, "population_of": "cbsa", "tier": "msa_large"},
				"figures": nil, "local_wages": []any{}, "local_wages_note": "the type is coming_soon: " + noDollars,
				"methodology_id": MethodologyID, "methodology_version": MethodologyVersion, "dataset_version": "4c01c6f638acf3da"}),
		"BenchmarkMethodology": withEx(obj([]string{"methodology_id", "methodology_version", "changelog", "tiers", "project_types", "sources", "scope_norms", "confidence", "limitations"}, map[string]any{
			"methodology_id": str, "methodology_version": str,
			"changelog":     map[string]any{"type": "array", "items": obj([]string{"version", "date", "change"}, map[string]any{"version": str, "date": str, "change": str})},
			"tiers":         map[string]any{"type": "object", "additionalProperties": str},
			"project_types": map[string]any{"type": "array", "items": obj([]string{"project_type", "status"}, map[string]any{"project_type": str, "status": statusEnum, "formula": str, "missing": str})},
			"sources":       sources,
			"scope_norms":   map[string]any{"type": "object", "additionalProperties": map[string]any{"type": "array", "items": normRef}},
			"confidence":    map[string]any{"type": "object", "additionalProperties": str},
			"limitations":   strs, "refused_sources": strs, "dataset_version": str}), methodExample()),
	}
}

func withEx(schema map[string]any, ex map[string]any) map[string]any {
	schema["example"] = ex
	return schema
}

// exampleFigures is the national new_construction_sfh figure as the
// bundled data computes it (TestSchemaExample checks it still does).
func exampleFigures() map[string]any {
	return map[string]any{"tier": "national", "status": "live",
		"cost_usd_p25": nil, "cost_usd_p50": 343140, "cost_usd_p75": nil, "cost_base_period": "2025 (houses started; nominal dollars)",
		"duration_days_p25": nil, "duration_days_p50": nil, "duration_days_p75": nil, "labor_pct": nil, "materials_pct": nil,
		"labor_hours_breakdown": nil, "trade_dependencies": nil, "confidence": "derived",
		"confidence_reason": "the national Census SOC median contract price per ft² (measured) times a curated 2,000 ft² floor area",
		"missing":           map[string]any{"cost_p25_p75": "the Census SOC table publishes a median and an average, no quartiles; no spread is invented"},
		"sources":           []any{map[string]any{"file": FileSOC, "publisher": srcSOC.Publisher, "period": "2025"}},
		"inputs":            map[string]any{"soc_year": 2025, "soc_median_usd_per_sqft": 171.57, "floor_area_sqft": 2000, "price_index": 1},
		"methodology_id":    MethodologyID, "methodology_version": MethodologyVersion}
}

// methodExample is the methodology answer itself (it is built from code
// and the embedded norms, so the example is the real document).
func methodExample() map[string]any {
	b, err := json.Marshal(Method(DefaultNorms(), "4c01c6f638acf3da"))
	if err != nil {
		panic(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		panic(err)
	}
	return m
}
