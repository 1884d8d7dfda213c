package calc

import (
	"fmt"
	"strconv"
	"strings"
)

// Span tables print a span in feet and inches ("13-1" is 13 ft 1 in). The
// tables below keep each cell as printed, so a transcription can be checked
// against its source character for character, and parse it once.

// spanFtIn is one printed span cell.
type spanFtIn string

// inches parses "13-1" as 157 in. A malformed cell is a transcription bug:
// the table tests parse every cell.
func (s spanFtIn) inches() float64 {
	ft, in, ok := strings.Cut(string(s), "-")
	f, err1 := strconv.Atoi(ft)
	i, err2 := strconv.Atoi(in)
	if !ok || err1 != nil || err2 != nil || f < 0 || i < 0 || i > 11 {
		panic(fmt.Sprintf("calc: malformed span cell %q", string(s)))
	}
	return float64(12*f + i)
}

// feet is the span in decimal feet.
func (s spanFtIn) feet() float64 { return s.inches() / 12 }

// spanColumnAtOrAbove picks the table column for a value from ascending
// columns: the column equal to the value, or the next one above it, which
// is the conservative column (a wider spacing, a heavier load and a longer
// joist all give shorter spans). ok is false past the last column. No
// interpolation: a value between columns is answered from the column above.
func spanColumnAtOrAbove(cols []float64, v float64) (int, bool) {
	for i, c := range cols {
		if v <= c+1e-9 {
			return i, true
		}
	}
	return 0, false
}

func joinFloatCols(cols []float64) string {
	parts := make([]string, len(cols))
	for i, c := range cols {
		parts[i] = formatNum(c)
	}
	return strings.Join(parts, ", ")
}
