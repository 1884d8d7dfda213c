package calc

import (
	"encoding/json"
	"errors"
	"github.com/plumbline-api/plumbline/internal/jsonr"
	"math"
	"reflect"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
	"unsafe"
)

// maxDepth bounds nesting inside values the decoder skips (unknown fields,
// wrong types), so no body can exhaust the stack.
const maxDepth = 64

// maxFieldErrors is plumbline.MaxFieldErrors: the decoder keeps one error
// more than an answer shows, so the HTTP layer can say the list was cut.
const maxFieldErrors = 50

// decoder is a single-pass JSON reader specialised to calculator inputs: it
// writes values straight into the input struct through the plan's offsets,
// collects every field error instead of stopping at the first, and allocates
// nothing unless an error is found or a list is decoded.
type decoder struct {
	data    []byte
	pos     int
	errs    []FieldError
	syntax  *SyntaxError
	scratch [64]byte // unescaped keys and strings
}

// decode fills the struct at dst (of type p.typ, zero-valued) from data.
func (p *plan) decode(data []byte, dst unsafe.Pointer) error {
	d := decoder{data: data}
	d.ws()
	if d.pos == len(d.data) {
		return &SyntaxError{Offset: 0, Msg: "the body is empty; send a JSON object"}
	}
	if d.data[d.pos] != '{' {
		if json.Valid(data) {
			return &InputError{Fields: []FieldError{{Field: "", Code: "type", Message: "the body must be a JSON object"}}}
		}
		return &SyntaxError{Offset: d.pos, Msg: "expected a JSON object"}
	}
	d.object(p, dst, "")
	if d.syntax == nil {
		d.ws()
		if d.pos != len(d.data) {
			d.fail("unexpected data after the JSON object")
		}
	}
	if d.syntax != nil {
		return d.syntax
	}
	if d.errs != nil {
		return &InputError{Fields: d.errs}
	}
	return nil
}

func (d *decoder) fail(msg string) {
	if d.syntax == nil {
		d.syntax = &SyntaxError{Offset: d.pos, Msg: msg}
	}
	d.pos = len(d.data) // stop everything
}

// full reports that the decoder holds as many field errors as it keeps.
func (d *decoder) full() bool { return len(d.errs) > maxFieldErrors }

// fieldErr records an error for path+name, or path+name[idx] when idx >= 0.
// The path is composed here, on the error path, never on the success path.
func (d *decoder) fieldErr(path, name string, idx int, code, msg string) {
	if d.full() {
		return // enough to say the list was cut; the rest costs memory only
	}
	if idx >= 0 {
		name += "[" + strconv.Itoa(idx) + "]"
	}
	d.errs = append(d.errs, FieldError{Field: path + name, Code: code, Message: msg})
}

func (d *decoder) ws() {
	for d.pos < len(d.data) {
		switch d.data[d.pos] {
		case ' ', '\t', '\n', '\r':
			d.pos++
		default:
			return
		}
	}
}

// expect consumes c after optional whitespace.
func (d *decoder) expect(c byte, what string) bool {
	d.ws()
	if d.pos < len(d.data) && d.data[d.pos] == c {
		d.pos++
		return true
	}
	d.fail("expected " + what)
	return false
}

// object decodes one object at d.pos ('{') into base, then applies defaults
// and reports missing required fields. path prefixes field names in errors.
func (d *decoder) object(p *plan, base unsafe.Pointer, path string) {
	d.pos++ // '{'
	var seen uint64
	d.ws()
	if d.pos < len(d.data) && d.data[d.pos] == '}' {
		d.pos++
	} else {
		for d.syntax == nil {
			d.ws()
			if d.pos >= len(d.data) || d.data[d.pos] != '"' {
				d.fail("expected a field name in double quotes")
				return
			}
			key, ok := d.str()
			if !ok || !d.expect(':', "':' after the field name") {
				return
			}
			d.ws()
			i, known := p.byName[string(key)]
			switch {
			case !known:
				if !d.full() { // the message is built only while it can still be shown
					d.fieldErr(path, string(key), -1, "unknown_field", "unknown field; this calculator accepts: "+p.names)
				}
				d.skip(0)
			case seen&(1<<i) != 0:
				d.fieldErr(path, string(key), -1, "duplicate", "the field appears more than once")
				d.skip(0)
			default:
				seen |= 1 << i
				f := &p.fields[i]
				d.value(f, unsafe.Add(base, f.offset), path)
			}
			d.ws()
			if d.pos < len(d.data) && d.data[d.pos] == ',' {
				d.pos++
				continue
			}
			if d.pos < len(d.data) && d.data[d.pos] == '}' {
				d.pos++
				break
			}
			d.fail("expected ',' or '}' after a field value")
			return
		}
	}
	if d.syntax != nil {
		return
	}
	for i := range p.fields {
		if seen&(1<<i) != 0 {
			continue
		}
		f := &p.fields[i]
		if f.required {
			d.fieldErr(path, f.name, -1, "required", "this field is required")
			continue
		}
		setDefault(f, unsafe.Add(base, f.offset))
	}
}

func setDefault(f *field, ptr unsafe.Pointer) {
	if !f.hasDefault {
		return // lists default to empty: the zero value
	}
	switch f.kind {
	case kindNumber:
		*(*float64)(ptr) = f.defNum
	case kindInteger:
		*(*int)(ptr) = int(f.defNum)
	case kindString:
		*(*string)(ptr) = f.defStr
	case kindBool:
		*(*bool)(ptr) = f.defBool
	}
}

// value decodes the value at d.pos into the field at ptr.
func (d *decoder) value(f *field, ptr unsafe.Pointer, path string) {
	if d.pos >= len(d.data) {
		d.fail("expected a value")
		return
	}
	switch f.kind {
	case kindNumber, kindInteger:
		if v, ok := d.numberFor(f, path, -1); ok {
			if f.kind == kindInteger {
				*(*int)(ptr) = int(v)
			} else {
				*(*float64)(ptr) = v
			}
		}
	case kindString:
		if s, ok := d.enumFor(f, path, -1); ok {
			*(*string)(ptr) = s
		}
	case kindBool:
		switch {
		case d.literal("true"):
			*(*bool)(ptr) = true
		case d.literal("false"):
			*(*bool)(ptr) = false
		default:
			d.typeErr(path, f.name, -1, "must be true or false")
		}
	case kindNumberList, kindStringList, kindObjectList:
		d.list(f, ptr, path)
	}
}

// typeErr records a type mismatch and skips the offending value.
func (d *decoder) typeErr(path, name string, idx int, msg string) {
	if d.data[d.pos] == 'n' && d.literal("null") {
		d.fieldErr(path, name, idx, "type", msg+", not null")
		return
	}
	d.fieldErr(path, name, idx, "type", msg)
	d.skip(0)
}

// numberFor reads a number for f, checking type, finiteness, integrality and bounds.
func (d *decoder) numberFor(f *field, path string, idx int) (float64, bool) {
	c := d.data[d.pos]
	if c != '-' && (c < '0' || c > '9') {
		if f.kind == kindInteger {
			d.typeErr(path, f.name, idx, "must be an integer")
		} else {
			d.typeErr(path, f.name, idx, "must be a number")
		}
		return 0, false
	}
	tok, ok := d.number()
	if !ok {
		return 0, false
	}
	v, err := strconv.ParseFloat(unsafe.String(unsafe.SliceData(tok), len(tok)), 64)
	if err != nil && (math.IsInf(v, 0) || !errors.Is(err, strconv.ErrRange)) {
		d.fieldErr(path, f.name, idx, "not_finite", "must be a finite number within the range of a 64-bit float")
		return 0, false
	}
	if f.kind == kindInteger && v != math.Trunc(v) {
		d.fieldErr(path, f.name, idx, "type", "must be an integer")
		return 0, false
	}
	if code := f.boundError(v); code != "" {
		d.fieldErr(path, f.name, idx, code, f.boundMessage(code))
		return 0, false
	}
	return v, true
}

func (d *decoder) enumFor(f *field, path string, idx int) (string, bool) {
	if d.data[d.pos] != '"' {
		d.typeErr(path, f.name, idx, "must be a string, one of "+f.enumList())
		return "", false
	}
	s, ok := d.str()
	if !ok {
		return "", false
	}
	i := f.enumIndex(s)
	if i < 0 {
		d.fieldErr(path, f.name, idx, "enum", "must be one of "+f.enumList())
		return "", false
	}
	return f.enum[i], true // the canonical string: no allocation
}

func (d *decoder) list(f *field, ptr unsafe.Pointer, path string) {
	if d.data[d.pos] != '[' {
		d.typeErr(path, f.name, -1, "must be an array")
		return
	}
	d.pos++
	// Object lists are built in a reflect slice and stored through ptr at the
	// end: handing ptr itself to reflect would make every input struct escape
	// to the heap, even for calculators without lists.
	var slice reflect.Value
	if f.kind == kindObjectList {
		slice = reflect.MakeSlice(f.typ, 0, 0)
		defer func() { *(*sliceHeader)(ptr) = sliceHeader{slice.UnsafePointer(), slice.Len(), slice.Cap()} }()
	}
	n := 0
	d.ws()
	if d.pos < len(d.data) && d.data[d.pos] == ']' {
		d.pos++
	} else {
		for d.syntax == nil {
			d.ws()
			if d.pos >= len(d.data) {
				d.fail("unterminated array")
				return
			}
			switch {
			case n >= f.maxItems:
				d.skip(0) // counted below, reported once
			case f.kind == kindNumberList:
				if v, ok := d.numberFor(f, path, n); ok {
					p := (*[]float64)(ptr)
					*p = append(*p, v)
				}
			case f.kind == kindStringList:
				if s, ok := d.enumFor(f, path, n); ok {
					p := (*[]string)(ptr)
					*p = append(*p, s)
				}
			default:
				if d.data[d.pos] != '{' {
					d.typeErr(path, f.name, n, "must be an object")
					break
				}
				slice = reflect.Append(slice, reflect.Zero(f.typ.Elem()))
				elem := slice.Index(slice.Len() - 1).Addr().UnsafePointer()
				d.object(f.elem, elem, path+f.name+"["+strconv.Itoa(n)+"].")
			}
			n++
			d.ws()
			if d.pos < len(d.data) && d.data[d.pos] == ',' {
				d.pos++
				continue
			}
			if d.pos < len(d.data) && d.data[d.pos] == ']' {
				d.pos++
				break
			}
			d.fail("expected ',' or ']' in an array")
			return
		}
	}
	switch {
	case n > f.maxItems:
		d.fieldErr(path, f.name, -1, "max_items", "must have at most "+strconv.Itoa(f.maxItems)+" items")
	case n < f.minItems:
		d.fieldErr(path, f.name, -1, "min_items", "must have at least "+strconv.Itoa(f.minItems)+" items")
	}
}

// sliceHeader is the memory layout of a Go slice.
type sliceHeader struct {
	data unsafe.Pointer
	len  int
	cap  int
}

func (d *decoder) literal(lit string) bool {
	if len(d.data)-d.pos >= len(lit) && string(d.data[d.pos:d.pos+len(lit)]) == lit {
		d.pos += len(lit)
		return true
	}
	return false
}

// number scans a JSON number token (RFC 8259 grammar; strconv alone would
// also accept "inf", hex floats and underscores).
func (d *decoder) number() ([]byte, bool) {
	start := d.pos
	b := d.data
	if d.pos < len(b) && b[d.pos] == '-' {
		d.pos++
	}
	switch {
	case d.pos < len(b) && b[d.pos] == '0':
		d.pos++
	case d.pos < len(b) && b[d.pos] >= '1' && b[d.pos] <= '9':
		d.digits()
	default:
		d.fail("invalid number")
		return nil, false
	}
	if d.pos < len(b) && b[d.pos] == '.' {
		d.pos++
		if !d.digits() {
			d.fail("invalid number: digits must follow the decimal point")
			return nil, false
		}
	}
	if d.pos < len(b) && (b[d.pos] == 'e' || b[d.pos] == 'E') {
		d.pos++
		if d.pos < len(b) && (b[d.pos] == '+' || b[d.pos] == '-') {
			d.pos++
		}
		if !d.digits() {
			d.fail("invalid number: digits must follow the exponent")
			return nil, false
		}
	}
	return b[start:d.pos], true
}

func (d *decoder) digits() bool {
	start := d.pos
	for d.pos < len(d.data) && d.data[d.pos] >= '0' && d.data[d.pos] <= '9' {
		d.pos++
	}
	return d.pos > start
}

// str reads the string at d.pos ('"') and returns its unescaped bytes. The
// result aliases the input when there are no escapes, or d.scratch (grown on
// the heap if needed) otherwise; it is valid until the next call.
func (d *decoder) str() ([]byte, bool) {
	d.pos++ // opening quote
	start := d.pos
	b := d.data
	ascii := true
	for d.pos < len(b) {
		c := b[d.pos]
		switch {
		case c == '"':
			s := b[start:d.pos]
			d.pos++
			if !ascii && !utf8.Valid(s) {
				d.fail("string is not valid UTF-8")
				return nil, false
			}
			return s, true
		case c == '\\':
			return d.strEscaped(start)
		case c < 0x20:
			d.fail("control character in a string")
			return nil, false
		case c >= utf8.RuneSelf:
			ascii = false
		}
		d.pos++
	}
	d.fail("unterminated string")
	return nil, false
}

func (d *decoder) strEscaped(start int) ([]byte, bool) {
	out := append(d.scratch[:0], d.data[start:d.pos]...)
	b := d.data
	for d.pos < len(b) {
		c := b[d.pos]
		switch {
		case c == '"':
			d.pos++
			if !utf8.Valid(out) {
				d.fail("string is not valid UTF-8")
				return nil, false
			}
			return out, true
		case c < 0x20:
			d.fail("control character in a string")
			return nil, false
		case c != '\\':
			out = append(out, c)
			d.pos++
			continue
		}
		d.pos++
		if d.pos >= len(b) {
			break
		}
		e := b[d.pos]
		d.pos++
		if u, ok := jsonr.Unescaped(e); ok {
			out = append(out, u)
			continue
		}
		switch e {
		case 'u':
			r, ok := d.hex4()
			if !ok {
				return nil, false
			}
			if utf16.IsSurrogate(r) {
				r2 := rune(-1)
				if d.literal(`\u`) {
					if r2, ok = d.hex4(); !ok {
						return nil, false
					}
				}
				r = utf16.DecodeRune(r, r2) // U+FFFD when the pair is broken
			}
			out = utf8.AppendRune(out, r)
		default:
			d.pos--
			d.fail("invalid escape in a string")
			return nil, false
		}
	}
	d.fail("unterminated string")
	return nil, false
}

func (d *decoder) hex4() (rune, bool) {
	if len(d.data)-d.pos < 4 {
		d.fail("invalid \\u escape")
		return 0, false
	}
	var r rune
	for _, c := range d.data[d.pos : d.pos+4] {
		r <<= 4
		switch {
		case c >= '0' && c <= '9':
			r |= rune(c - '0')
		case c >= 'a' && c <= 'f':
			r |= rune(c - 'a' + 10)
		case c >= 'A' && c <= 'F':
			r |= rune(c - 'A' + 10)
		default:
			d.fail("invalid \\u escape")
			return 0, false
		}
	}
	d.pos += 4
	return r, true
}

// skip consumes one well-formed value of any type.
func (d *decoder) skip(depth int) {
	if depth > maxDepth {
		d.fail("nesting is too deep")
		return
	}
	d.ws()
	if d.pos >= len(d.data) {
		d.fail("expected a value")
		return
	}
	switch c := d.data[d.pos]; {
	case c == '"':
		d.str()
	case c == '-' || (c >= '0' && c <= '9'):
		d.number()
	case c == '{' || c == '[':
		d.skipContainer(c, depth)
	case d.literal("true"), d.literal("false"), d.literal("null"):
	default:
		d.fail("expected a value")
	}
}

func (d *decoder) skipContainer(open byte, depth int) {
	closer := byte('}')
	if open == '[' {
		closer = ']'
	}
	d.pos++
	d.ws()
	if d.pos < len(d.data) && d.data[d.pos] == closer {
		d.pos++
		return
	}
	for d.syntax == nil {
		if open == '{' {
			d.ws()
			if d.pos >= len(d.data) || d.data[d.pos] != '"' {
				d.fail("expected a field name in double quotes")
				return
			}
			if _, ok := d.str(); !ok || !d.expect(':', "':' after the field name") {
				return
			}
		}
		d.skip(depth + 1)
		d.ws()
		if d.pos < len(d.data) && d.data[d.pos] == ',' {
			d.pos++
			continue
		}
		if d.pos < len(d.data) && d.data[d.pos] == closer {
			d.pos++
			return
		}
		d.fail("expected ',' or '" + string(closer) + "'")
	}
}
