package server

import (
	"github.com/plumbline-api/plumbline"
	"github.com/valyala/fasthttp"
)

// GET /v1/data/releases is the release feed: every time a dataset version
// went live, newest first, with what changed (files and their periods, rows
// added, removed and changed per area) and whether a request may still pin
// it. It changes only when a version goes live or a kept one expires, so a
// client polls it with If-None-Match and pays a 304.

const (
	// ReleasesPath is the release feed's route.
	ReleasesPath = "/v1/data/releases"
	// releasesURI is the same feed as an MCP resource.
	releasesURI = mcpResourceScheme + "data/releases"
)

// releasesCacheControl lets a client reuse the feed for a minute: instances
// notice a new version within 5 s, and a poll is a cheap 304.
var releasesCacheControl = []byte("private, max-age=60")

func (s *Server) releasesRoute() *route {
	return &route{
		method: fasthttp.MethodGet, path: ReleasesPath, operationID: "data_releases", tag: "data",
		summary: "Dataset releases",
		description: "Every dataset version that went live, newest first (at most 100): when it went live and was superseded, whether a request may still " +
			"pin it (`kept`, `expires_at`; pin with the Plumbline-Dataset-Version header or the dataset_version parameter of any reference " +
			"route), the source files added, removed or changed with their periods, and per area the rows held and the rows added, removed and " +
			"changed against the version before. Poll it with If-None-Match: a 304 costs a rate-limit slot and is never counted; the feed " +
			"itself is not counted either.",
		conditional: s.releasesNotModified,
		handle:      s.releases,
		response:    &responseDoc{"application/json", refSchema("DataReleases")},
		problems:    []int{503},
	}
}

func (s *Server) releasesNotModified(ctx *fasthttp.RequestCtx) bool {
	_, etag := s.cfg.Reference.Releases()
	inm := ctx.Request.Header.PeekBytes(headerIfNoneMatch)
	return etag != nil && len(inm) > 0 && etagMatches(inm, etag)
}

func (s *Server) releases(ctx *fasthttp.RequestCtx, _ *plumbline.APIKey) {
	body, etag := s.cfg.Reference.Releases()
	if body == nil {
		s.writeError(ctx, plumbline.Errorf(plumbline.EUNAVAILABLE, "no reference data is live on this instance yet; run `plumbline import`"))
		return
	}
	h := &ctx.Response.Header
	h.SetCanonical(headerETag, etag)
	h.SetCanonical(headerCacheControl, releasesCacheControl)
	if s.releasesNotModified(ctx) {
		ctx.SetStatusCode(fasthttp.StatusNotModified)
		return
	}
	ctx.SetContentTypeBytes(contentTypeJSON)
	ctx.Response.SetBodyRaw(body) // immutable: a new feed is a new slice
}

// releasesSchemas are the OpenAPI schemas of the release feed.
func releasesSchemas() map[string]any {
	str := map[string]any{"type": "string"}
	i64 := func(desc string) map[string]any {
		return map[string]any{"type": "integer", "format": "int64", "description": desc}
	}
	nullableI64 := func(desc string) map[string]any {
		return map[string]any{"type": []string{"integer", "null"}, "format": "int64", "description": desc}
	}
	nullableTime := func(desc string) map[string]any {
		return map[string]any{"type": []string{"string", "null"}, "format": "date-time", "description": desc}
	}
	return map[string]any{
		"DataReleases": map[string]any{"type": "object", "required": []string{"live_version", "retention", "releases"},
			"description": "The release feed, newest first.",
			"properties": map[string]any{
				"live_version": map[string]any{"type": "string", "description": "The version answering requests that pin none."},
				"retention":    refSchema("DataRetention"),
				"releases":     map[string]any{"type": "array", "items": refSchema("DataRelease"), "maxItems": 100},
			}},
		"DataRetention": map[string]any{"type": "object", "required": []string{"keep_versions", "keep_for_days"},
			"description": "How long versions stay answerable: at most keep_versions at a time (the live one included), each for at most keep_for_days after it was superseded (0: no age limit).",
			"properties": map[string]any{
				"keep_versions": map[string]any{"type": "integer", "format": "int32"},
				"keep_for_days": map[string]any{"type": "integer", "format": "int32"},
			}},
		"DataRelease": map[string]any{"type": "object",
			"required":    []string{"version", "previous_version", "went_live_at", "superseded_at", "live", "kept", "expires_at", "rows", "sources_changed", "areas"},
			"description": "One time a dataset version went live (a rollback, importing earlier files again, is a release of the earlier version).",
			"properties": map[string]any{
				"version":          str,
				"previous_version": map[string]any{"type": "string", "description": "The version live before (\"\" for the first release)."},
				"went_live_at":     map[string]any{"type": "string", "format": "date-time"},
				"superseded_at":    nullableTime("When the next release replaced it; null while live."),
				"live":             map[string]any{"type": "boolean"},
				"kept":             map[string]any{"type": "boolean", "description": "A request may pin this version (Plumbline-Dataset-Version or dataset_version)."},
				"expires_at":       nullableTime("When it stops being kept for age; null while live or without an age limit. The count limit may drop it sooner."),
				"rows":             i64("Records in this version."),
				"sources_changed":  map[string]any{"type": "array", "items": refSchema("DataSourceChange")},
				"areas":            map[string]any{"type": "array", "items": refSchema("DataAreaChange")},
				"note":             map[string]any{"type": "string", "description": "Why row counts are null, when they are."},
			}},
		"DataSourceChange": map[string]any{"type": "object",
			"required": []string{"file", "area", "change", "period", "previous_period", "sha256", "previous_sha256", "rows", "previous_rows"},
			"properties": map[string]any{
				"file":            map[string]any{"type": "string", "description": "The source file, as the source manifest names it."},
				"area":            str,
				"change":          map[string]any{"type": "string", "enum": []string{"added", "removed", "changed"}},
				"period":          map[string]any{"type": "string", "description": "The period the file covers (source manifest); \"\" for curated tables or a removed file."},
				"previous_period": str,
				"sha256":          str,
				"previous_sha256": str,
				"rows":            i64("Rows read from the file."),
				"previous_rows":   i64("Rows the previous version read from it."),
			}},
		"DataAreaChange": map[string]any{"type": "object", "required": []string{"area", "rows", "rows_added", "rows_removed", "rows_changed"},
			"description": "An area's records against the version before: a record is identified by its key (a county's FIPS code, a product's id, an OEWS cell's area, occupation and period); changed means the same key with other values.",
			"properties": map[string]any{
				"area":         str,
				"rows":         i64("Records of the area in this version."),
				"rows_added":   nullableI64("null when the previous version's records were not recorded."),
				"rows_removed": nullableI64(""),
				"rows_changed": nullableI64(""),
			}},
	}
}
