package benchmarks

import "encoding/json"

// Schemas are the OpenAPI component schemas of the benchmarks answers.
func Schemas() map[string]any {
	str := map[string]any{"type": "string"}
	strs := map[string]any{"type": "array", "items": str}
	integer := map[string]any{"type": "integer"}
	num := map[string]any{"type": "number"}
	numOrNull := map[string]any{"type": []string{"number", "null"}}
	daysOrNull := func(q string) map[string]any {
		return map[string]any{"type": []string{"number", "null"}, "description": "Days from start to completion, " + q + " (whole days: months × 30.4375, rounded; see duration). Null with missing.duration when no source grounds it."}
	}
	obj := func(required []string, props map[string]any) map[string]any {
		return map[string]any{"type": "object", "required": required, "properties": props}
	}
	source := obj([]string{"file", "publisher", "period"}, map[string]any{"file": str, "publisher": str, "period": str, "detail": str})
	sources := map[string]any{"type": "array", "items": source}
	norm := obj([]string{"quantity", "value", "unit", "source"}, map[string]any{"quantity": str, "value": str, "unit": str, "source": str})
	division := obj([]string{"code", "name", "region"}, map[string]any{
		"code": map[string]any{"type": "integer", "minimum": 1, "maximum": 9, "description": "Census division code (the SOC public-use file's DIV)."}, "name": str, "region": str})
	months := func(q string) map[string]any {
		return map[string]any{"type": "integer", "minimum": 0, "description": "Whole months from start to completion, survey-weighted " + q + "."}
	}
	duration := obj([]string{"geography", "geography_code", "geography_name", "basis", "months_p25", "months_p50", "months_p75", "days_per_month",
		"completion_year", "houses", "weighted_houses", "universe", "method", "granularity", "confidence", "source"}, map[string]any{
		"geography":      map[string]any{"type": "string", "enum": []string{"national", "census_division"}, "description": "The geography the duration is computed for: the SOC public-use file knows the nation and the 9 Census divisions only."},
		"geography_code": map[string]any{"type": "string", "description": "US, or the Census division code 1–9."},
		"geography_name": str,
		"basis":          map[string]any{"type": "string", "description": "Why this geography answers for the tier or place (e.g. the county's state is in the division)."},
		"months_p25":     months("25th percentile"), "months_p50": months("median"), "months_p75": months("75th percentile"),
		"days_per_month":  map[string]any{"type": "number", "description": "30.4375 (365.25 / 12): duration_days_pP = round(months_pP × days_per_month)."},
		"completion_year": map[string]any{"type": "integer", "description": "The houses counted were completed in this year (the SOC file's survey year)."},
		"houses":          map[string]any{"type": "integer", "description": "Sampled houses counted."},
		"weighted_houses": map[string]any{"type": "number", "description": "The sum of their survey weights (SOC WEIGHT)."},
		"universe":        map[string]any{"type": "string", "description": "Which houses: built for sale and sold (contractor-built houses on the owner's land, which usually take longer, are not in it)."},
		"method":          str, "granularity": map[string]any{"type": "string", "description": "Month granularity: a house started and completed in the same month counts 0 months."},
		"confidence": map[string]any{"type": "string", "enum": []string{"derived"}},
		"source":     source,
	})
	duration["description"] = "Where the duration_days figures come from, in months, with the geography, houses, method and caveats. Null when no held source grounds a duration for this type, tier or place (the reason is in missing.duration)."
	figures := obj([]string{"tier", "status", "cost_usd_p25", "cost_usd_p50", "cost_usd_p75", "duration_days_p25", "duration_days_p50", "duration_days_p75", "duration",
		"labor_pct", "materials_pct", "labor_hours_breakdown", "trade_dependencies", "confidence_reason", "missing", "sources", "inputs", "methodology_id", "methodology_version"},
		map[string]any{
			"tier":         map[string]any{"type": "string", "enum": Tiers},
			"status":       map[string]any{"type": "string", "enum": []string{"live", "not_carried"}},
			"cost_usd_p25": numOrNull, "cost_usd_p50": numOrNull, "cost_usd_p75": numOrNull,
			"cost_usd_low":      map[string]any{"type": "number", "description": "REMDB low regression (≈10th percentile), where the source is REMDB."},
			"cost_usd_high":     map[string]any{"type": "number", "description": "REMDB high regression (≈90th percentile), where the source is REMDB."},
			"cost_base_period":  str,
			"duration_days_p25": daysOrNull("25th percentile"), "duration_days_p50": daysOrNull("median"), "duration_days_p75": daysOrNull("75th percentile"),
			"duration":  map[string]any{"anyOf": []any{duration, map[string]any{"type": "null"}}},
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
		"project_type": str, "status": statusEnum, "title": str, "scope_summary": str, "tiers": strs, "missing": str, "path": str,
		"duration_geographies": map[string]any{"type": "array", "items": map[string]any{"type": "string", "enum": []string{"national", "census_division"}}, "description": "The geographies a duration is given for (empty: none)."},
		"duration_missing":     map[string]any{"type": "string", "description": "Why the type has no duration."}})
	place := obj([]string{"query", "population", "population_year", "population_of", "tier", "census_division"}, map[string]any{
		"query": str, "county_fips": str, "county_name": str, "state_abbr": str, "cbsa": str, "cbsa_title": str, "cbsa_type": str,
		"population": integer, "population_year": integer, "population_of": map[string]any{"type": "string", "enum": []string{"cbsa", "county"}},
		"tier":                  map[string]any{"type": "string", "enum": Tiers},
		"census_division":       map[string]any{"anyOf": []any{division, map[string]any{"type": "null"}}, "description": "The Census division the place falls in (its state's; for a metro across divisions, the one holding most of its population); null outside the 50 states and DC."},
		"census_division_basis": str})
	wage := obj([]string{"soc", "area", "hourly_p25", "hourly_p50", "hourly_p75", "period", "file"}, map[string]any{
		"soc": str, "trade": str, "trade_title": str, "area_title": str, "area": str, "hourly_p25": numOrNull, "hourly_p50": num, "hourly_p75": numOrNull, "period": str, "file": str, "confidence": str})
	exFig := exampleFigures()
	figRef := map[string]any{"$ref": "#/components/schemas/BenchmarkFigures"}
	normRef := map[string]any{"$ref": "#/components/schemas/BenchmarkScopeNorm"}
	return map[string]any{
		"BenchmarkFigures":   figures,
		"BenchmarkScopeNorm": norm,
		"BenchmarkList": withEx(obj([]string{"project_types", "live", "methodology_id", "methodology_version", "dataset_version"}, map[string]any{
			"project_types": map[string]any{"type": "array", "items": item}, "live": integer, "methodology_id": str, "methodology_version": str, "dataset_version": str}),
			map[string]any{"project_types": []any{
				map[string]any{"project_type": "new_construction_sfh", "status": "live", "title": ProjectTypes[0].Title, "scope_summary": ProjectTypes[0].Scope, "tiers": Tiers,
					"duration_geographies": []string{"national", "census_division"}, "path": "/v1/benchmarks/new_construction_sfh"},
				map[string]any{"project_type": "exterior_painting", "status": "coming_soon", "title": "Exterior painting", "scope_summary": ProjectTypes[8].Scope, "tiers": []string{}, "missing": noDollars,
					"duration_geographies": []string{}, "duration_missing": durationNoScope, "path": "/v1/benchmarks/exterior_painting"}},
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
			map[string]any{"project_type": "basement_finish", "status": "coming_soon", "missing": noDollars,
				"place": map[string]any{"query": "zip=78701", "county_fips": "48453", "county_name": "Travis County", "state_abbr": "TX", "cbsa": "12420",
					"cbsa_title": "Austin-Round Rock-San Marcos, TX", "cbsa_type": "metro", "population": 2550637, "population_year": 2024, "population_of": "cbsa", "tier": "msa_large",
					"census_division": map[string]any{"code": 7, "name": "West South Central", "region": "South"}, "census_division_basis": "the county's state (TX) is in this division"},
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
		"duration_days_p25": 122, "duration_days_p50": 152, "duration_days_p75": 213,
		"duration": map[string]any{"geography": "national", "geography_code": "US", "geography_name": "United States", "basis": "the national tier: every house of the SOC cohort",
			"months_p25": 4, "months_p50": 5, "months_p75": 7, "days_per_month": DaysPerMonth, "completion_year": 2020, "houses": 9492, "weighted_houses": 648616,
			"universe": durationUniverse, "method": durationMethod, "granularity": durationMonths, "confidence": "derived",
			"source": map[string]any{"file": FileSOCPUF, "publisher": socPublisher(FileSOCPUF), "period": "houses completed in 2020", "detail": "STRT, COMP, SALE, DIV, WEIGHT"}},
		"labor_pct": nil, "materials_pct": nil,
		"labor_hours_breakdown": nil, "trade_dependencies": nil, "confidence": "derived",
		"confidence_reason": "the national Census SOC median contract price per ft² (measured) times a curated 2,000 ft² floor area",
		"missing":           map[string]any{"cost_p25_p75": "the Census SOC table publishes a median and an average, no quartiles, and the bundled SOC microdata extract dropped the contract price: `plumbline data pull soc-puf` (the complete public-use file) adds p25 and p75 of price per ft² by Census region; no spread is invented"},
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
