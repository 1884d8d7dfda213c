package codes

import (
	"maps"

	"github.com/plumbline-api/plumbline/reference"
)

// Schemas are the OpenAPI component schemas of the codes answers.
func Schemas() map[string]any {
	str := map[string]any{"type": "string"}
	strs := map[string]any{"type": "array", "items": str}
	nullStr := map[string]any{"type": []string{"string", "null"}}
	version := map[string]any{"type": "string", "description": "The reference dataset version that answered."}
	obj := func(required []string, props map[string]any) map[string]any {
		return map[string]any{"type": "object", "required": required, "properties": props}
	}
	sectionProps := map[string]any{
		"code": str, "edition": str, "kind": map[string]any{"type": "string", "enum": []string{"chapter", "article", "part", "section", "table"}},
		"number": str, "title": str, "chapter": str, "parent": str, "topics": strs,
		"viewer_url":         map[string]any{"type": "string", "format": "uri", "description": "The publisher's free public viewer."},
		"source":             map[string]any{"type": "string", "description": "Where the row comes from."},
		"related_calc_kinds": map[string]any{"type": "array", "items": str, "description": "Paths of the calculators that cite this row."},
	}
	sectionRequired := []string{"code", "edition", "kind", "number", "title", "chapter", "parent", "topics", "viewer_url", "source", "related_calc_kinds"}
	standardProps := map[string]any{"kind": map[string]any{"type": "string", "enum": []string{"standard"}}, "designation": str, "title": str, "publisher": str, "url": str, "referenced_by": str, "source": str,
		"related_calc_kinds": map[string]any{"type": "array", "items": str}}
	standardRequired := []string{"kind", "designation", "title", "publisher", "url", "referenced_by", "source", "related_calc_kinds"}
	edition := obj([]string{"edition", "title", "sections", "viewer_url"}, map[string]any{"edition": str, "title": str, "sections": map[string]any{"type": "integer"}, "viewer_url": str})
	familyProps := map[string]any{"code": map[string]any{"type": "string", "enum": FamilyCodes()}, "title": str, "publisher": str, "default_edition": str, "editions": map[string]any{"type": "array", "items": edition}}
	familyRequired := []string{"code", "title", "publisher", "default_edition", "editions"}
	section := obj(append(sectionRequired, "citation", "dataset_version"), withProps(sectionProps, map[string]any{"citation": str, "dataset_version": version}))
	standard := obj(append(standardRequired, "dataset_version"), withProps(standardProps, map[string]any{"dataset_version": version}))
	// The oneOfs are told apart by kind (a catalog row's chapter … table, or
	// "standard") and CodeFamily's by code, so generators can name and
	// decode each variant.
	kindMapping := func(row, std string) map[string]any {
		m := map[string]any{"standard": reference.SchemaRef(std)["$ref"]}
		for _, k := range sectionKinds {
			m[k] = reference.SchemaRef(row)["$ref"]
		}
		return map[string]any{"propertyName": "kind", "mapping": m}
	}
	familyMapping := map[string]any{StandardsFamily: reference.SchemaRef("StandardsFamily")["$ref"]}
	for _, c := range FamilyCodes() {
		familyMapping[c] = reference.SchemaRef("CodeFamilyDetail")["$ref"]
	}
	return map[string]any{
		"CodeSection":    obj(sectionRequired, sectionProps),
		"CodeStandard":   obj(standardRequired, standardProps),
		"SectionAnswer":  section,
		"StandardAnswer": standard,
		"Section": map[string]any{"description": "A catalog row, or under `standards` a referenced standard.",
			"oneOf": []any{reference.SchemaRef("SectionAnswer"), reference.SchemaRef("StandardAnswer")}, "discriminator": kindMapping("SectionAnswer", "StandardAnswer")},
		"CodeList": obj([]string{"codes", "total_sections", "standards", "dataset_version"}, map[string]any{
			"codes": map[string]any{"type": "array", "items": obj(familyRequired, familyProps)}, "total_sections": map[string]any{"type": "integer"},
			"standards": obj([]string{"path", "count"}, map[string]any{"path": str, "count": map[string]any{"type": "integer"}}), "dataset_version": version,
		}),
		"CodeFamilyDetail": obj(append(familyRequired, "chapters", "dataset_version"), withProps(familyProps, map[string]any{
			"chapters":        map[string]any{"type": "array", "items": obj([]string{"edition", "number", "title"}, map[string]any{"edition": str, "number": str, "title": str})},
			"dataset_version": version,
		})),
		"StandardsFamily": obj([]string{"code", "title", "standards", "dataset_version"}, map[string]any{"code": map[string]any{"type": "string", "enum": []string{StandardsFamily}}, "title": str,
			"standards": map[string]any{"type": "array", "items": reference.SchemaRef("CodeStandard")}, "dataset_version": version}),
		"CodeFamily": map[string]any{"oneOf": []any{reference.SchemaRef("CodeFamilyDetail"), reference.SchemaRef("StandardsFamily")},
			"discriminator": map[string]any{"propertyName": "code", "mapping": familyMapping}},
		"SectionList": obj([]string{"code", "page", "per_page", "total", "next_page", "sections", "dataset_version"}, map[string]any{
			"code": str, "page": map[string]any{"type": "integer"}, "per_page": map[string]any{"type": "integer"}, "total": map[string]any{"type": "integer"},
			"next_page":       map[string]any{"type": []string{"integer", "null"}},
			"sections":        map[string]any{"type": "array", "items": map[string]any{"oneOf": []any{reference.SchemaRef("CodeSection"), reference.SchemaRef("CodeStandard")}, "discriminator": kindMapping("CodeSection", "CodeStandard")}},
			"dataset_version": version,
		}),
		"ApplicableCodes": obj([]string{"jurisdiction", "codes", "note", "dataset_version"}, map[string]any{
			"jurisdiction": obj([]string{"state_abbr", "state", "resolved_by"}, map[string]any{"state_abbr": str, "state": str, "county_fips": str, "county_name": str, "zip": str, "resolved_by": str}),
			"codes": map[string]any{"type": "array", "items": obj(
				[]string{"code", "edition", "scope", "effective_date", "amendments", "status", "confidence", "source", "notes", "catalog_edition", "sections_path"},
				map[string]any{"code": map[string]any{"type": "string", "enum": AdoptionCodes}, "edition": nullStr, "scope": str, "effective_date": nullStr,
					"amendments": map[string]any{"type": []string{"boolean", "null"}}, "status": str,
					"confidence": map[string]any{"type": "string", "enum": []string{"verified", "likely", "uncertain", "unknown"}},
					"source":     str, "notes": str, "catalog_edition": nullStr, "sections_path": nullStr})},
			"note": str, "dataset_version": version,
		}),
	}
}

func withProps(base, extra map[string]any) map[string]any {
	out := maps.Clone(base)
	maps.Copy(out, extra)
	return out
}
