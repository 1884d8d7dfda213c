//go:build faults

package clock

import (
	"testing"
	"time"
)

func TestFakeRoundTrip(t *testing.T) {
	wall := time.Now()
	at := time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC)
	d, err := ParseFake(Fake(at, wall))
	if err != nil {
		t.Fatal(err)
	}
	if got := wall.Add(d); !got.Equal(at) {
		t.Fatalf("the clock reads %v at the anchor, want %v", got, at)
	}
	for _, bad := range []string{"", "2027-01-01T00:00:00Z", "yesterday@1", "2027-01-01T00:00:00Z@soon"} {
		if _, err := ParseFake(bad); err == nil {
			t.Errorf("ParseFake(%q) accepted", bad)
		}
	}
}
