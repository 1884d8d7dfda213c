package calc

import (
	"fmt"
	"math"
	"strconv"
	"unsafe"

	"github.com/plumbline-api/plumbline/internal/jsonw"
)

// errNonFinite is a formula bug: bounded inputs must never produce NaN or
// ±Inf. The encoder refuses to emit them (JSON cannot carry them) and the
// fuzz tests hunt for inputs that would.
type errNonFinite struct{ field string }

func (e errNonFinite) Error() string {
	return fmt.Sprintf("calc: output %s is not a finite number", e.field)
}

// encode appends the struct at src (of type p.typ) as a JSON object, fields
// in declaration order, numbers rounded to each field's places.
func (p *plan) encode(dst []byte, src unsafe.Pointer) ([]byte, error) {
	dst = append(dst, '{')
	for i := range p.fields {
		f := &p.fields[i]
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = append(dst, f.key...)
		var err error
		if dst, err = f.encodeValue(dst, unsafe.Add(src, f.offset)); err != nil {
			return dst, err
		}
	}
	return append(dst, '}'), nil
}

func (f *field) encodeValue(dst []byte, ptr unsafe.Pointer) ([]byte, error) {
	switch f.kind {
	case kindNumber:
		return f.appendNumber(dst, *(*float64)(ptr))
	case kindInteger:
		return strconv.AppendInt(dst, int64(*(*int)(ptr)), 10), nil
	case kindString:
		return jsonw.AppendString(dst, *(*string)(ptr)), nil
	case kindBool:
		return strconv.AppendBool(dst, *(*bool)(ptr)), nil
	case kindObject:
		return f.elem.encode(dst, ptr)
	case kindNumberList:
		var err error
		dst = append(dst, '[')
		for i, v := range *(*[]float64)(ptr) {
			if i > 0 {
				dst = append(dst, ',')
			}
			if dst, err = f.appendNumber(dst, v); err != nil {
				return dst, err
			}
		}
		return append(dst, ']'), nil
	case kindStringList:
		dst = append(dst, '[')
		for i, s := range *(*[]string)(ptr) {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = jsonw.AppendString(dst, s)
		}
		return append(dst, ']'), nil
	case kindObjectList:
		// A slice header is (data, len, cap); walk the elements by their size.
		hdr := (*sliceHeader)(ptr)
		size := f.typ.Elem().Size()
		var err error
		dst = append(dst, '[')
		for i := range hdr.len {
			if i > 0 {
				dst = append(dst, ',')
			}
			if dst, err = f.elem.encode(dst, unsafe.Add(hdr.data, uintptr(i)*size)); err != nil {
				return dst, err
			}
		}
		return append(dst, ']'), nil
	}
	return dst, fmt.Errorf("calc: cannot encode field %s", f.name)
}

func (f *field) appendNumber(dst []byte, v float64) ([]byte, error) {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return dst, errNonFinite{f.name}
	}
	return jsonw.AppendFloat(dst, v, f.places), nil
}
