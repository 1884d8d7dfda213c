// Package clock is the time the service meters by: which month a call is
// counted in, when a quota resets, which day the usage detail files it
// under.
//
// It is the wall clock. A binary built with the faults tag (the fault
// suite's, never a release) may shift it by PLUMBLINE_FAKE_CLOCK, so that a
// fault schedule crosses a month boundary while it runs, every instance at
// the same instant (issue 34, fake.go).
package clock

import "time"

// offset is added to the wall clock: zero but in a faults build.
var offset time.Duration

// Now is the metering clock's reading.
func Now() time.Time { return time.Now().Add(offset) }
