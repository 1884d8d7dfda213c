package labor

import (
	"strings"
	"testing"
)

// The location factor's vintage note follows the two periods compared, as
// after `data pull oews-national` brings a national file of another year
// (issue 39 finding 8): a May 2025 place over a May 2025 national is one
// vintage; a May 2024 place over a May 2025 national differs (older).
func TestVintageNoteComparesThePeriods(t *testing.T) {
	for _, c := range []struct {
		place, national, want string
	}{
		{"May 2025", "May 2025", ""},
		{"May 2024", "May 2024", ""},
		{"May 2024", "May 2025", "older"},
		{"May 2024 (OFLC wage year 2025-26)", "May 2025", "older"},
		{"May 2025", "May 2024", "newer"},
		{"2022 (approximate)", "May 2024", "older"},
		{"May 2023", "May 2024", "older"},
	} {
		got := vintageNote(c.place, c.national)
		if (c.want == "") != (got == "") || !strings.Contains(got, c.want) || (got != "" && (!strings.Contains(got, c.place) || !strings.Contains(got, c.national))) {
			t.Errorf("%s over %s: %q, want %q", c.place, c.national, got, c.want)
		}
	}
}
