package costs

// Response examples for the OpenAPI document: real answers of the bundled
// snapshot (dataset version elided), arrays cut to their first and last
// elements where long.

func exampleSources(series string, period string) []any {
	return []any{map[string]any{"file": FilePPI, "publisher": publisherBLS, "period": period, "series": series}}
}

var exampleVersion = "7eab39eafdfee936"

func examples() map[string]any {
	tompkins := map[string]any{"year": 2025, "period": "ytd_through_2025-12",
		"breakouts": map[string]any{
			"1u":   map[string]any{"buildings": 127, "units": 127, "valuation_usd": 39327391},
			"2u":   map[string]any{"buildings": 10, "units": 20, "valuation_usd": 2610000},
			"3-4u": map[string]any{"buildings": 0, "units": 0, "valuation_usd": 0},
			"5+u":  map[string]any{"buildings": 28, "units": 284, "valuation_usd": 53141985}},
		"total": map[string]any{"buildings": 165, "units": 431, "valuation_usd": 95079376}}
	lumber := map[string]any{"series_id": "WPUSI004011", "title": "PPI Commodity data for Special indexes-Lumber and plywood, not seasonally adjusted",
		"base_period": "1982=100", "weight": 1, "value": 267.309}
	concrete := map[string]any{"series_id": "WPU1333", "title": "PPI Commodity data for Nonmetallic mineral products-Ready-mix concrete, not seasonally adjusted",
		"base_period": "1982=100", "weight": 1, "value": 386.416}
	return map[string]any{
		"CostsList": map[string]any{"dataset_version": exampleVersion, "verticals": []any{
			map[string]any{"name": "materials", "kind": "vertical", "status": "live", "title": "Material price indexes by category (BLS PPI)",
				"coverage": map[string]any{"category_count": 15}, "latest_period": "2025-08",
				"sources": []any{map[string]any{"file": FilePPI, "publisher": publisherBLS, "period": "through 2025-08"}}},
			map[string]any{"name": "labor", "kind": "vertical", "status": "coming_soon", "title": "Labor wage estimates by trade and place",
				"coverage": map[string]any{}, "note": "not served by this instance", "sources": []any{}}}},
		"MaterialsIndex": map[string]any{"dataset_version": exampleVersion, "category": "lumber", "name": "Lumber", "period": "2025-08",
			"index_value": 267.309, "index_base": "1982=100 (BLS, as published)", "unit": "index points (not dollars)",
			"change_1m_pct": 0.49, "change_12m_pct": 4.75,
			"history":         []any{map[string]any{"period": "2024-08", "value": 255.181}, map[string]any{"period": "2025-08", "value": 267.309}},
			"missing_periods": []any{},
			"series":          []any{lumber}, "method": "The BLS producer price index WPUSI004011 as published (not seasonally adjusted). An index, not a price: use ratios between months.",
			"preliminary": true, "sources": exampleSources("WPUSI004011", "2024-08 to 2025-08"),
			"inputs": map[string]any{"category": "lumber", "period": "2025-08", "series": []any{"WPUSI004011"}, "composite_base": nil, "history_months": 13}},
		"Escalation": map[string]any{"dataset_version": exampleVersion, "category": "concrete", "amount_usd": 10000, "from": "2020-01", "to": "2025-08",
			"index_from": 281.6, "index_to": 386.416, "ratio": 1.372216, "escalated_amount_usd": 13722.16, "change_pct": 37.22,
			"preliminary": true, "preliminary_note": "Preliminary as of the release the file we hold was collected from (the BLS API, September 2025: data to 2025-08): WPU1333 2025-05 to 2025-08. The file carries no marks: those were the months BLS had not yet revised, and they are served as published then. `plumbline data pull ppi` brings BLS's current values and marks.",
			"index_base": "1982=100 (BLS, as published)", "series": []any{concrete}, "sources": exampleSources("WPU1333", "2020-01 to 2025-08"),
			"inputs": map[string]any{"category": "concrete", "amount_usd": 10000, "from": "2020-01", "to": "2025-08", "series": []any{"WPU1333"},
				"series_values_from": map[string]any{"WPU1333": 281.6}, "series_values_to": map[string]any{"WPU1333": 386.416}}},
		"Permits": map[string]any{"dataset_version": exampleVersion, "jurisdiction": "US-NY-36109", "kind": "county", "code": "36109",
			"name": "Tompkins County", "resolved_from": "jurisdiction", "state": "NY", "cbsa": "27060", "cbsa_title": "Ithaca, NY", "cbsa_type": "metro",
			"latest": tompkins, "history": []any{tompkins},
			"notes":   []any{"2025 is ytd_through_2025-12: Census's year-to-date county file, not its final annual file."},
			"sources": []any{map[string]any{"file": FileBPSCounty, "publisher": publisherCensus, "period": "2015 to 2025"}},
			"inputs":  map[string]any{"jurisdiction": "US-NY-36109", "kind": "county", "code": "36109", "file": FileBPSCounty}},
		"PPISeries": map[string]any{"dataset_version": exampleVersion, "series_id": "WPU1333",
			"title":       "PPI Commodity data for Nonmetallic mineral products-Ready-mix concrete, not seasonally adjusted",
			"base_period": "1982=100", "seasonal": "not seasonally adjusted", "unit": "index points (not dollars)", "end": "2025-08",
			"observations":    []any{map[string]any{"period": "2023-09", "value": 371.452}, map[string]any{"period": "2025-08", "value": 386.416}},
			"missing_periods": []any{},
			"sources":         exampleSources("WPU1333", "2023-09 to 2025-08"), "inputs": map[string]any{"series_id": "WPU1333", "end": "2025-08", "months": 24}},
		"PermitRows": map[string]any{"dataset_version": exampleVersion, "jurisdiction_code": "US-MSA-27060", "kind": "cbsa", "file": FileBPSCounty,
			"columns": []any{"line", "year", "period", "fips5", "county_name", "u1_units", "u1_value"},
			"rows": []any{map[string]any{"line": 1826, "year": 2015, "period": "annual", "fips5": "36109", "county_name": "Tompkins County",
				"u1_bldgs": 138, "u1_units": 138, "u1_value": 27414174}},
			"note":    "A CBSA is not a row of any file read: these are the rows of its member counties (OMB 2023 delineation), which costs_permits sums year by year.",
			"sources": []any{map[string]any{"file": FileBPSCounty, "publisher": publisherCensus, "period": "2015 to 2025"}, srcDelineation},
			"inputs":  map[string]any{"jurisdiction_code": "US-MSA-27060", "kind": "cbsa", "code": "27060", "counties": []any{"36109"}}},
	}
}
