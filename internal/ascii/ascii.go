// Package ascii compares identifiers the way protocols and enums mean them:
// case-insensitively in ASCII only. strings.EqualFold folds Unicode, so
// "ſ" (U+017F) equals "s" and "K" (U+212A) equals "k": an enum value, a
// media type or an auth scheme written with them would pass as another
// (issue 24 finding 9).
package ascii

// EqualFold reports whether a and b are equal under ASCII case folding.
func EqualFold[S ~string | ~[]byte, T ~string | ~[]byte](a S, b T) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		x, y := a[i], b[i]
		if x == y {
			continue
		}
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if 'A' <= y && y <= 'Z' {
			y += 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}
