package datapull

import (
	"fmt"
	"strings"
)

// LayoutError is a publisher's file that no longer has the layout a
// converter relies on: a sheet, a column, a code or a unit changed. The
// release is refused and nothing is written; the message names what
// changed so the converter can be updated knowingly.
type LayoutError struct {
	Source string // set by PullSource
	File   string // the download (or member) that changed
	What   string // "column \"H_MEDIAN\" is missing (the heading row has …)"
}

func (e *LayoutError) Error() string {
	src := e.Source
	if src == "" {
		src = "the source"
	}
	return fmt.Sprintf("%s: the publisher's layout changed in %s: %s; the release is refused and nothing was written", src, e.File, e.What)
}

// Layoutf is a LayoutError in file.
func Layoutf(file, format string, args ...any) *LayoutError {
	return &LayoutError{File: file, What: fmt.Sprintf(format, args...)}
}

// Columns finds each wanted column in a heading row (names compared after
// trimming spaces and a byte-order mark), or a LayoutError naming the
// first one missing.
func Columns(file string, heading []string, want ...string) (map[string]int, error) {
	at := make(map[string]int, len(heading))
	for i, h := range heading {
		h = strings.TrimSpace(strings.TrimPrefix(h, "\ufeff"))
		if _, dup := at[h]; !dup {
			at[h] = i
		}
	}
	for _, w := range want {
		if _, ok := at[w]; !ok {
			shown := heading
			if len(shown) > 12 {
				shown = append(shown[:12:12], "…")
			}
			return nil, Layoutf(file, "column %q is missing (the heading row has %s)", w, strings.Join(shown, ", "))
		}
	}
	return at, nil
}
