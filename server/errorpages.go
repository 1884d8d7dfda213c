package server

import (
	"bytes"
	"encoding/json"
	"html/template"
	"strconv"
	"strings"

	"github.com/plumbline-api/plumbline"
	"github.com/valyala/fasthttp"
)

// errorPagesRoute serves GET /errors/{status}, where every problem's `type`
// leads: a short HTML page by default, the same as JSON on
// `Accept: application/json`. Public: anyone holding a problem may read
// what it means.
func (s *Server) errorPagesRoute() *route {
	return &route{method: fasthttp.MethodGet, path: "/errors/{status}", operationID: "errors_get", tag: "operations", public: true,
		summary:     "Explain an error status",
		description: "What a problem's `type` URL leads to: the status, what it means from this API, what to do, and the codes (`code` of the domain error, and for 422 each `errors[].code`) it carries. A short HTML page by default; JSON with `Accept: application/json`. Every status this API answers with has one; any other is a 404.",
		pathParams:  []paramDoc{{"status", "An HTTP status this API answers with, e.g. 422."}},
		handle:      s.errorPage, response: &responseDoc{"application/json", refSchema("ErrorDoc")}}
}

// errorPage answers from errorPages: a page never changes while the server
// runs, and rendering it on every request cost 0.39 ms of a public route
// (issue 35), so each is rendered once, when first asked for.
func (s *Server) errorPage(ctx *fasthttp.RequestCtx, _ *plumbline.APIKey) {
	raw, _ := ctx.UserValue("status").(string)
	status, err := strconv.Atoi(raw)
	if err != nil || statusDocs[status].Meaning == "" {
		s.writeError(ctx, plumbline.Errorf(plumbline.ENOTFOUND, "this API never answers with status %q; the statuses it answers with are %v", raw, statusesSent()))
		return
	}
	asJSON := prefersJSON(ctx.Request.Header.Peek(fasthttp.HeaderAccept))
	page, err := s.renderedErrorPage(status, asJSON)
	if err != nil {
		s.writeError(ctx, err)
		return
	}
	ctx.Response.Header.Set(fasthttp.HeaderVary, "Accept")
	ctx.Response.Header.Set(fasthttp.HeaderCacheControl, "public, max-age=3600")
	if asJSON {
		ctx.SetContentTypeBytes(contentTypeJSON)
	} else {
		ctx.SetContentTypeBytes(contentTypeHTML)
	}
	ctx.Response.SetBodyRaw(page) // shared and never written to
}

// errorPageKey names a rendered page: its status and form.
type errorPageKey struct {
	status int
	json   bool
}

// renderedErrorPage is status's page, rendered once per server.
func (s *Server) renderedErrorPage(status int, asJSON bool) ([]byte, error) {
	k := errorPageKey{status, asJSON}
	if b, ok := s.errorPages.Load(k); ok {
		return b.([]byte), nil
	}
	doc, _ := s.errorDocFor(status)
	var b []byte
	if asJSON {
		b, _ = json.Marshal(doc)
	} else {
		var buf bytes.Buffer
		if err := errorPageHTML.Execute(&buf, doc); err != nil {
			return nil, err
		}
		b = buf.Bytes()
	}
	v, _ := s.errorPages.LoadOrStore(k, b)
	return v.([]byte), nil
}

// prefersJSON reads an Accept header: JSON when application/json (or
// application/*, or application/problem+json) is preferred to text/html;
// HTML when they tie, as a browser's */* does, and when there is none.
func prefersJSON(accept []byte) bool {
	var jsonQ, htmlQ float64
	for _, part := range bytes.Split(accept, []byte(",")) {
		media, params, _ := bytes.Cut(part, []byte(";"))
		media = bytes.ToLower(bytes.TrimSpace(media))
		q := 1.0
		for _, p := range bytes.Split(params, []byte(";")) {
			if k, v, ok := bytes.Cut(bytes.TrimSpace(p), []byte("=")); ok && bytes.EqualFold(k, []byte("q")) {
				if f, err := strconv.ParseFloat(string(v), 64); err == nil {
					q = f
				}
			}
		}
		switch string(media) {
		case "application/json", "application/problem+json":
			jsonQ = max(jsonQ, q)
		case "application/*":
			jsonQ = max(jsonQ, q*0.99) // a specific range outranks a wildcard
		case "text/html":
			htmlQ = max(htmlQ, q)
		case "text/*", "*/*":
			htmlQ = max(htmlQ, q*0.99)
			if string(media) == "*/*" {
				jsonQ = max(jsonQ, q*0.98)
			}
		}
	}
	return jsonQ > htmlQ
}

// errorPageHTML is the page: plain HTML, no script or style, so it renders
// under the API's `default-src 'none'` policy.
var errorPageHTML = template.Must(template.New("error").Funcs(template.FuncMap{"spans": codeSpans}).Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{.Status}} {{.Title}} · plumbline</title></head>
<body>
<h1>{{.Status}} {{.Title}}</h1>
<p>{{spans .Meaning}}</p>
<h2>What to do</h2>
<p>{{spans .WhatToDo}}</p>
{{if .Codes}}<h2>Codes</h2>
<p>The <code>code</code> of the error behind this status:</p>
<dl>{{range .Codes}}<dt><code>{{.Code}}</code></dt><dd>{{spans .Meaning}}</dd>{{end}}</dl>{{end}}
{{if .FieldCodes}}<h2>Field codes</h2>
<p>The <code>code</code> of each entry of <code>errors[]</code>:</p>
<dl>{{range .FieldCodes}}<dt><code>{{.Code}}</code></dt><dd>{{spans .Meaning}}</dd>{{end}}</dl>{{end}}
<p>Every problem is <code>application/problem+json</code> (RFC 7807): <code>type</code> (this page: <code>{{.Type}}</code>), <code>title</code>, <code>status</code>, <code>detail</code>, <code>instance</code>, <code>request_id</code>, and on a 429 <code>code</code>. The same as JSON: send <code>Accept: application/json</code>.</p>
</body></html>
`))

// codeSpans renders the docs' Markdown code spans (`X-Body-Limit`) as
// <code> elements, escaping everything else: the texts are written once for
// the JSON form and the page, and the page showed the backticks themselves.
func codeSpans(text string) template.HTML {
	var b strings.Builder
	for i, part := range strings.Split(text, "`") {
		// An odd part sits between a pair of backticks; an unpaired last
		// backtick leaves its text as code too, which no doc text has.
		if i%2 == 1 {
			b.WriteString("<code>")
			b.WriteString(template.HTMLEscapeString(part))
			b.WriteString("</code>")
			continue
		}
		b.WriteString(template.HTMLEscapeString(part))
	}
	return template.HTML(b.String()) // #nosec G203 -- every part is escaped above
}

// errorDocSchema is the JSON form of an error page.
func errorDocSchema() map[string]any {
	str := map[string]any{"type": "string"}
	code := map[string]any{"type": "object", "required": []string{"code", "meaning"}, "properties": map[string]any{"code": str, "meaning": str}}
	return map[string]any{"type": "object", "description": "What a problem's status means and the codes it carries.",
		"required": []string{"status", "title", "meaning", "what_to_do", "codes"}, "properties": map[string]any{
			"status": map[string]any{"type": "integer"}, "title": str, "meaning": str, "what_to_do": str,
			"codes":       map[string]any{"type": "array", "description": "The domain error codes answered with this status.", "items": code},
			"field_codes": map[string]any{"type": "array", "description": "422 only: the codes of errors[] entries.", "items": code},
		}}
}
