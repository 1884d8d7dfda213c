package server

import (
	"cmp"
	"maps"
	"strconv"
	"strings"

	"github.com/plumbline-api/plumbline/reference"
)

// referenceParameter describes a reference operation's parameter.
func referenceParameter(p reference.Param) map[string]any {
	schema := map[string]any{"type": "string", "maxLength": cmp.Or(p.MaxLen, 100)}
	if p.Object { // name[key]=value pairs: OpenAPI's deepObject style
		return map[string]any{"name": p.Name, "in": p.In, "required": false, "description": p.Description,
			"style": "deepObject", "explode": true, "example": objectExample(p.Name, p.Example),
			"schema": map[string]any{"type": "object", "additionalProperties": map[string]any{"type": "string"}}}
	}
	if p.Integer {
		schema = map[string]any{"type": "integer", "minimum": p.Min, "default": p.Default}
		if p.Max > 0 {
			schema["maximum"] = p.Max
		}
	}
	if len(p.Enum) > 0 && p.List { // one value of the enum, or several comma-separated
		alt := strings.Join(p.Enum, "|")
		schema["pattern"] = "^ *(" + alt + ") *(, *(" + alt + ") *){0," + strconv.Itoa(p.MaxValues()-1) + "}$"
		schema["maxLength"] = (cmp.Or(p.MaxLen, 100) + 1) * p.MaxValues()
	} else if len(p.Enum) > 0 {
		schema["enum"] = p.Enum
	}
	if p.Pattern != "" {
		schema["pattern"] = p.Pattern
	}
	out := map[string]any{"name": p.Name, "in": p.In, "required": p.In == "path" || p.Required, "description": p.Description, "schema": schema}
	if p.Integer {
		out["example"] = p.Default
	} else if p.Example != "" {
		out["example"] = p.Example
	}
	return out
}

// objectExample turns an Object parameter's example as sent,
// "filter[a]=1&filter[b]=2", into the object OpenAPI shows: {"a": "1", "b": "2"}.
func objectExample(name, example string) map[string]any {
	out := map[string]any{}
	for _, pair := range strings.Split(example, "&") {
		k, v, _ := strings.Cut(pair, "=")
		if key, ok := strings.CutPrefix(k, name+"["); ok {
			out[strings.TrimSuffix(key, "]")] = v
		}
	}
	return out
}

func ifNoneMatchParameter() map[string]any {
	return map[string]any{
		"name": "If-None-Match", "in": "header", "required": false,
		"description": "An ETag from an earlier answer: while it is still current the answer is 304 Not Modified, without a body. A 304 is rate-limited but not counted against the monthly quota.",
		"schema":      map[string]any{"type": "string"},
	}
}

func notModifiedResponse() map[string]any {
	return map[string]any{"description": "The answer is unchanged since the ETag given in If-None-Match.", "headers": cachingHeaders()}
}

// cachingHeaders are the validators every reference answer carries.
func cachingHeaders() map[string]any {
	h := requestIDHeader()
	h["ETag"] = refHeader("ETag")
	h["Cache-Control"] = refHeader("CacheControl")
	return h
}

func datasetVersionParameter() map[string]any {
	return map[string]any{
		"name": DatasetVersionHeader, "in": "header", "required": false,
		"description": "Answer from this dataset version instead of the live one, while it is kept: the version an earlier answer named " +
			"(its Plumbline-Dataset-Version header or dataset_version field). A version no longer kept answers 410, an unknown one 422; " +
			"both name the versions kept (GET /v1/data/releases lists them, with when each expires).",
		"schema": map[string]any{"type": "string", "maxLength": 64},
	}
}

// datasetVersionQuery is the query form of the pin, for clients that
// cannot set headers.
func datasetVersionQuery() map[string]any {
	return map[string]any{"name": datasetVersionParam, "in": "query", "required": false,
		"description": "As the " + DatasetVersionHeader + " header, for clients that cannot set one.",
		"schema":      map[string]any{"type": "string", "maxLength": 64}}
}

func referenceHeaders() map[string]any {
	return map[string]any{
		"ETag":           map[string]any{"description": "The dataset version and a digest of the request: it changes when a new dataset version goes live.", "schema": map[string]any{"type": "string"}},
		"DatasetVersion": map[string]any{"description": "The dataset version the answer came from: send it back as Plumbline-Dataset-Version to get the same answer later, while the version is kept.", "schema": map[string]any{"type": "string"}},
		"CacheControl":   map[string]any{"description": "`private, max-age=300`: reuse the answer for five minutes, then revalidate with If-None-Match.", "schema": map[string]any{"type": "string"}},
	}
}

func withProps(base, extra map[string]any) map[string]any {
	out := maps.Clone(base)
	maps.Copy(out, extra)
	return out
}
