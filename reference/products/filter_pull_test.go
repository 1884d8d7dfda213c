package products

import (
	"strings"
	"testing"
)

// A filter on a field only a pulled list has (HSPF2 of the heat pumps) is a
// 422 that names the pull adding it (issue 39 finding 6), not only the
// fields held; a field nothing has gets the plain answer.
func TestFilterFieldNamesThePull(t *testing.T) {
	held := []Field{{Key: "afue_pct", Kind: "number"}}
	_, fe := ParseFilter("filter[specs.hspf2_btu_per_wh.gte]", "8", held)
	if fe == nil || fe.Code != "filter_field" || !strings.Contains(fe.Message, "`plumbline data pull energystar-heat-pumps") ||
		!strings.Contains(fe.Message, "afue_pct") {
		t.Fatalf("hspf2: %+v", fe)
	}
	_, fe = ParseFilter("filter[specs.no_such_field.gte]", "8", held)
	if fe == nil || fe.Code != "filter_field" || strings.Contains(fe.Message, "data pull") {
		t.Fatalf("no_such_field: %+v", fe)
	}
}
