package ascii

import "testing"

func TestEqualFold(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want bool
	}{
		{"new_construction_sfh", "NEW_Construction_SFH", true},
		{"new_construction_sfh", "new_con\u017ftruction_\u017ffh", false}, // long s folds to s in Unicode
		{"kitchen", "\u212aitchen", false},                                // Kelvin sign
		{"application/json", "Application/JSON", true},
		{"a", "ab", false},
		{"", "", true},
		{"@", "`", false}, // neighbours of the letter ranges are not letters
		{"[", "{", false},
	} {
		if got := EqualFold(tc.a, []byte(tc.b)); got != tc.want {
			t.Errorf("EqualFold(%q, %q) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}
