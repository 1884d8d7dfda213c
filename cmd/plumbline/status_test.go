package main

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

// TestDataStatusFitsAndGivesThreePeriods: every line of `data status` on
// the bundle fits in 100 columns (it was 330), and a source's line gives
// the period held, the newest release out and the next expected, here
// for bps (monthly) on a fixed day.
func TestDataStatusFitsAndGivesThreePeriods(t *testing.T) {
	var out bytes.Buffer
	now := time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)
	if c := dataStatus(bundle, now, &out); c != 0 {
		t.Fatalf("exit %d", c)
	}
	var bps []string
	for _, l := range strings.Split(out.String(), "\n") {
		if n := len([]rune(l)); n > statusWidth {
			t.Errorf("line of %d columns (over %d): %q", n, statusWidth, l)
		}
		if f := strings.Fields(l); len(f) > 0 && f[0] == "bps" {
			bps = f
		}
	}
	// held 2025-12 (the bundle's), the newest out on 28 Nov 2026 is
	// September's (Census publishes a month's files late the month after
	// next), the next after the one held is 2026-01, expected 2026-02-28.
	want := []string{"bps", "2025-12", "bundle", "2026-09", "2026-01", "2026-02-28", "yes"}
	if strings.Join(bps, " ") != strings.Join(want, " ") {
		t.Fatalf("bps line %q, want %q\n%s", bps, want, out.String())
	}
	if !strings.Contains(out.String(), "oews-metro holds May 2024 (extracts only") {
		t.Errorf("the held period's note is not given:\n%s", out.String())
	}
}

// TestWrapKeepsWidth: a note longer than the width breaks at a space.
func TestWrapKeepsWidth(t *testing.T) {
	l := wrap(strings.Repeat("word ", 50), 30, "    ")
	if len(l) < 2 {
		t.Fatalf("not wrapped: %q", l)
	}
	for _, s := range l {
		if len(s) > 30 {
			t.Errorf("line %q over 30", s)
		}
	}
}
