package server

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"sync"

	"github.com/plumbline-api/plumbline"
)

// checkKeys applies the calculators' key policy to a JSON object body
// decoded with encoding/json: a field name must match a field exactly
// (encoding/json would take "EMAIL" for "email") and appear once
// (encoding/json would keep the last). Every offending key is reported, up
// to plumbline.MaxFieldErrors (one more is kept to mark the list cut). A
// body that is not an object, or not valid JSON, passes through untouched:
// the decoder that follows reports it.
func checkKeys(body []byte, dst any) error {
	known := fieldNames(reflect.TypeOf(dst))
	dec := json.NewDecoder(bytes.NewReader(body))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return nil
	}
	var fields []plumbline.FieldError
	add := func(f plumbline.FieldError) {
		if len(fields) <= plumbline.MaxFieldErrors {
			fields = append(fields, f)
		}
	}
	seen := make(map[string]bool, len(known.names))
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil
		}
		key, _ := tok.(string)
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			return nil
		}
		switch {
		case !known.names[key]:
			add(plumbline.FieldError{Field: key, Code: "unknown_field", Message: known.accepts})
		case seen[key]:
			add(plumbline.FieldError{Field: key, Code: "duplicate", Message: "the field appears more than once"})
		default:
			seen[key] = true
		}
	}
	if fields == nil {
		return nil
	}
	return &plumbline.Error{Code: plumbline.EINVALID, Message: "the request is not valid; see errors", Fields: fields}
}

type jsonFields struct {
	names   map[string]bool
	accepts string // the unknown-field message
}

var fieldNamesByType sync.Map // reflect.Type → *jsonFields

// fieldNames lists the JSON names of the struct *t points to.
func fieldNames(t reflect.Type) *jsonFields {
	if f, ok := fieldNamesByType.Load(t); ok {
		return f.(*jsonFields)
	}
	f := &jsonFields{names: map[string]bool{}}
	var list []string
	if st := t.Elem(); st.Kind() == reflect.Struct {
		for i := range st.NumField() {
			sf := st.Field(i)
			name, _, _ := strings.Cut(sf.Tag.Get("json"), ",")
			if !sf.IsExported() || name == "-" {
				continue
			}
			if name == "" {
				name = sf.Name
			}
			f.names[name] = true
			list = append(list, name)
		}
	}
	f.accepts = "unknown field; this operation accepts no fields"
	if len(list) > 0 {
		f.accepts = "unknown field; this operation accepts: " + strings.Join(list, ", ")
	}
	fieldNamesByType.Store(t, f)
	return f
}
