package server

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"unicode/utf8"

	"github.com/plumbline-api/plumbline"
	"github.com/valyala/fasthttp"
)

// decodeBody reads a JSON object body strictly into dst: malformed JSON is
// 400, a wrong type or an unknown field 422. Keys follow the calculators'
// policy (checkKeys): exact names, each once. An empty body counts as {} when
// allowEmpty.
func decodeBody(ctx *fasthttp.RequestCtx, dst any, allowEmpty bool) error {
	if !isJSON(ctx.Request.Header.ContentType()) {
		return errMediaType
	}
	body := bytes.TrimSpace(ctx.PostBody())
	if len(body) == 0 {
		if allowEmpty {
			return nil
		}
		return plumbline.Errorf(plumbline.EMALFORMED, "the body is empty; send a JSON object")
	}
	if !utf8.Valid(body) { // encoding/json would quietly substitute U+FFFD
		return plumbline.Errorf(plumbline.EMALFORMED, "the body is not valid JSON: it is not valid UTF-8")
	}
	if err := checkKeys(body, dst); err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	err := dec.Decode(dst)
	if err == nil && dec.More() {
		err = errors.New("unexpected data after the JSON object")
	}
	var typeErr *json.UnmarshalTypeError
	switch {
	case err == nil:
		return nil
	case errors.As(err, &typeErr):
		field := typeErr.Field
		return &plumbline.Error{Code: plumbline.EINVALID, Message: "the request is not valid; see errors",
			Fields: []plumbline.FieldError{{Field: field, Code: "type", Message: "must be a " + typeErr.Type.String()}}}
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		field := strings.Trim(strings.TrimPrefix(err.Error(), "json: unknown field "), `"`)
		return &plumbline.Error{Code: plumbline.EINVALID, Message: "the request is not valid; see errors",
			Fields: []plumbline.FieldError{{Field: field, Code: "unknown_field", Message: "unknown field"}}}
	}
	return plumbline.Errorf(plumbline.EMALFORMED, "the body is not valid JSON: %v", err)
}

// writeJSON answers status with v as JSON.
func writeJSON(ctx *fasthttp.RequestCtx, status int, v any) {
	body, err := json.Marshal(v)
	if err != nil {
		panic(err) // our own response types always marshal
	}
	ctx.SetStatusCode(status)
	ctx.SetContentTypeBytes(contentTypeJSON)
	ctx.SetBody(body)
}
