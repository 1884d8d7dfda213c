package labor

import (
	_ "embed"
	"encoding/json"

	"github.com/plumbline-api/plumbline/reference"
)

//go:embed examples.json
var examples []byte

// Schemas are the OpenAPI component schemas of the labor answers. Each
// field's meaning is defined in docs/decisions.md ("Costs: labor fields").
func Schemas() map[string]any {
	str := map[string]any{"type": "string"}
	num := map[string]any{"type": "number"}
	numOrNull := map[string]any{"type": []string{"number", "null"}}
	intOrNull := map[string]any{"type": []string{"integer", "null"}}
	obj := func(required []string, props map[string]any) map[string]any {
		return map[string]any{"type": "object", "required": required, "properties": props}
	}
	source := obj([]string{"file", "publisher", "period"}, map[string]any{"file": str, "publisher": str, "period": str, "series": str})
	rangeOrNull := map[string]any{"type": []string{"array", "null"}, "items": num, "minItems": 2, "maxItems": 2}
	money := obj([]string{"cents", "published"}, map[string]any{"cents": intOrNull,
		"published": map[string]any{"type": "string", "description": "As published: a number, a marker (*, **, #, ~) or empty."}})
	// A named component, so generated clients get a type for a wage cell.
	moneyMap := map[string]any{"type": "object", "additionalProperties": reference.SchemaRef("OEWSMoney")}
	estimate := obj([]string{"trade", "query", "wage_area", "wages", "period", "confidence", "confidence_reason", "methodology", "inputs",
		"location_factor", "paired_trades", "all_trades_share_ratio", "degenerate_msa", "systematic_error_pct_range", "bid_markup_factor_range",
		"limitations_note", "wage_vs_bid_note", "sources", "see_also", "dataset_version"}, map[string]any{
		"trade": obj([]string{"id", "soc", "title", "naics"}, map[string]any{"id": str, "soc": str, "title": str, "naics": str, "naics_title": str}),
		"query": map[string]any{"type": "object", "additionalProperties": str},
		"wage_area": obj([]string{"code", "title", "kind", "confidence"}, map[string]any{"code": str, "title": str,
			"kind": map[string]any{"type": "string", "enum": []string{"metro", "nonmetro", "state", "national"},
				"description": "metro or nonmetro: the OEWS area; state (code S + FIPS) or national (99) where a county's own area has no figure and a wider one's is used."},
			"confidence": map[string]any{"type": "string", "enum": []string{Measured, Derived},
				"description": "The confidence of the area's own figure: the same cell has the same value whether asked by msa or by a county or ZIP inside the area (the answer's confidence says how the figure relates to the place asked)."}}),
		"wages": obj([]string{"hourly_p25", "hourly_median", "hourly_p75", "employment", "currency", "unit"}, map[string]any{
			"hourly_p25": numOrNull, "hourly_median": num, "hourly_p75": numOrNull,
			"employment": map[string]any{"type": []string{"integer", "null"}, "description": "The OEWS employment of the occupation in the metro area asked (msa); null where not published and always for a county or ZIP (OEWS publishes no county counts; employment_note gives the area's)."},
			"currency":   str, "unit": str}),
		"employment_note": map[string]any{"type": "string", "description": "County and ZIP answers: why employment is null, and the wage area's employment."},
		"period":          str,
		"confidence": map[string]any{"type": "string", "enum": []string{Measured, DerivedIndustryMethod, Derived, Interpolated},
			"description": "measured: a published OEWS cell for the place asked (a metro, or a county that is its whole wage area); derived_industry_method: the area's figure scaled by county QCEW pay (the chain's county or state step); derived: from OFLC levels (or a stale cell); interpolated: a wider area's published figure (the metro's, or the state's or nation's where the area has none) assigned to a county or ZIP inside it."},
		"confidence_reason": str, "methodology": str,
		"inputs":                      map[string]any{"type": "object", "description": "Everything needed to recompute the figure: oews_cell, oflc_levels, calibration, county, chain, area_wages and qcew (the figure before the county step, the rows, the exact ratio and the formula), zip."},
		"location_factor":             map[string]any{"type": []string{"object", "null"}, "properties": map[string]any{"value": num, "place_median": num, "national_median": num, "place_period": str, "national_period": str, "compared": str}},
		"location_factor_note":        str,
		"paired_trades":               map[string]any{"type": "array", "items": obj([]string{"trade", "soc", "hourly_median"}, map[string]any{"trade": str, "soc": str, "hourly_median": numOrNull, "confidence": str})},
		"all_trades_share_ratio":      numOrNull,
		"all_trades_share_ratio_note": str,
		"degenerate_msa":              map[string]any{"type": "boolean"}, "degenerate_msa_note": str,
		"systematic_error_pct_range": rangeOrNull, "systematic_error_note": str,
		"bid_markup_factor_range": rangeOrNull, "bid_markup_factor_note": str,
		"limitations_note": str, "wage_vs_bid_note": str,
		"sources": map[string]any{"type": "array", "items": source}, "see_also": map[string]any{"type": "array", "items": str},
		"resolved_county_fips": str, "resolved_county_name": str, "resolved_msa_code": str, "dataset_version": str,
	})
	// The examples are real answers, kept in step with the data by
	// TestExamplesAreAnswers.
	var ex map[string]map[string]any
	if err := json.Unmarshal(examples, &ex); err != nil {
		panic(err) // embedded at build time
	}
	estimate["example"] = ex["LaborEstimate"]
	cell := obj([]string{"area", "area_title", "soc", "period", "employment", "employment_published", "hourly", "annual", "markers", "source"}, map[string]any{
		"area": str, "area_title": str, "area_type": str, "soc": str, "title": str, "period": str,
		"employment": intOrNull, "employment_published": str, "emp_prse": str, "mean_prse": str,
		"hourly": moneyMap, "annual": moneyMap, "annual_only": map[string]any{"type": "boolean"},
		"markers": map[string]any{"type": "object", "additionalProperties": str, "description": "Each marker present in the cell and its meaning."},
		"source":  source, "line": map[string]any{"type": "integer"}, "dataset_version": str,
		"periods_held": map[string]any{"type": "array", "items": str, "description": "Every release of this cell held, newest first (period= picks one)."}})
	row := map[string]any{"type": "object", "description": "One QCEW row, values as published (strings).", "additionalProperties": true}
	qcew := obj([]string{"area_fips", "naics", "rows", "source"}, map[string]any{"area_fips": str, "naics": str,
		"rows": map[string]any{"type": "array", "items": row}, "source": source, "note": str, "dataset_version": str})
	cell["example"], qcew["example"] = ex["OEWSCell"], ex["QCEWRows"]
	return map[string]any{"LaborEstimate": estimate, "OEWSCell": cell, "QCEWRows": qcew, "OEWSMoney": money}
}
