package clock

import (
	"testing"
	"time"
)

// Without the faults tag nothing can shift the clock: it is the wall clock.
func TestNowIsTheWallClock(t *testing.T) {
	before := time.Now()
	now := Now()
	if now.Before(before) || now.Sub(before) > time.Second {
		t.Fatalf("Now() = %v, the wall clock read %v just before", now, before)
	}
}
