package release

import (
	"testing"
	"time"
)

// A weekly release is named by the Monday of its week, out from that day.
func TestWeekly(t *testing.T) {
	s := Weekly("weekly")
	thu := time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)
	if got := s.Latest(thu, 2); got[0] != "2026-11-23" || got[1] != "2026-11-16" {
		t.Fatalf("latest %v", got)
	}
	if got := s.Latest(time.Date(2026, 11, 23, 0, 0, 1, 0, time.UTC), 1); got[0] != "2026-11-23" {
		t.Fatalf("on the Monday: %v", got)
	}
	// A bundled snapshot dated mid-week: the next release is the Monday after.
	next, at, ok := s.Next("2021-03-19")
	if !ok || next != "2021-03-22" || at.Format(time.DateOnly) != "2021-03-22" {
		t.Fatalf("next %s %v %v", next, at, ok)
	}
	f := Of("energystar-furnaces", "", s, "2026-11-23", "publisher", "", thu)
	if f.Due || f.NextPeriod != "2026-11-30" {
		t.Fatalf("freshness %+v", f)
	}
	if _, ok := s.Parse("2026-W48"); ok {
		t.Fatal("a week label other than a date parsed")
	}
}
