// Package jsonw appends JSON tokens to byte slices without allocating. It is
// the writing half of the hot path: calculator results and problem bodies are
// built with it instead of encoding/json, whose reflection costs more than the
// rest of a calculator request. It imports only the standard library.
package jsonw

import (
	"math"
	"strconv"
	"unicode/utf8"
)

const hex = "0123456789abcdef"

// AppendString appends s as a JSON string literal. Control characters, quotes
// and backslashes are escaped; so are <, > and & (the body may end up inside
// HTML) and U+2028/U+2029 (they end lines in JavaScript). Invalid UTF-8 is
// replaced by U+FFFD so the output is always valid JSON.
func AppendString[T ~string | ~[]byte](dst []byte, s T) []byte {
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' && c != '<' && c != '>' && c != '&' {
				i++
				continue
			}
			dst = append(dst, s[start:i]...)
			switch c {
			case '"', '\\':
				dst = append(dst, '\\', c)
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			default:
				dst = append(dst, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := decodeRune(s[i:])
		if r == utf8.RuneError && size == 1 {
			dst = append(dst, s[start:i]...)
			dst = append(dst, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			dst = append(dst, s[start:i]...)
			dst = append(dst, '\\', 'u', '2', '0', '2', hex[r&0xf])
			i += size
			start = i
			continue
		}
		i += size
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}

func decodeRune[T ~string | ~[]byte](s T) (rune, int) {
	switch v := any(s).(type) {
	case string:
		return utf8.DecodeRuneInString(v)
	case []byte:
		return utf8.DecodeRune(v)
	}
	// Named types (~string, ~[]byte) land here; convert through the underlying type.
	return utf8.DecodeRuneInString(string(s))
}

var pow10 = [...]float64{1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9}

// AppendFloat appends v rounded to places decimal places, half away from
// zero (31.25 to one place is 31.3, as a person rounding by hand expects;
// strconv would give the round-half-even 31.2), in its shortest form
// (trailing zeros dropped) and with negative zero written as 0. places < 0
// writes v unrounded. The caller must have rejected NaN and ±Inf, which JSON
// cannot carry.
func AppendFloat(dst []byte, v float64, places int) []byte {
	if places < 0 || places >= len(pow10) || math.Abs(v)*pow10[places] >= 1<<53 {
		if v == 0 {
			v = 0 // drops the sign of -0
		}
		return strconv.AppendFloat(dst, v, 'f', -1, 64)
	}
	// Rounded, v is an integer count of 10^-places: print that integer with
	// a decimal point instead of searching for a shortest representation.
	n := int64(math.Round(math.Abs(v) * pow10[places]))
	if n == 0 {
		return append(dst, '0')
	}
	if v < 0 {
		dst = append(dst, '-')
	}
	scale := int64(pow10[places])
	dst = strconv.AppendInt(dst, n/scale, 10)
	frac := n % scale
	if frac == 0 {
		return dst
	}
	dst = append(dst, '.')
	for scale /= 10; frac > 0; scale /= 10 {
		d := frac / scale
		dst = append(dst, byte('0'+d))
		frac -= d * scale
	}
	return dst
}
