package reference

import (
	"sync"
	"time"
)

// ColdGate paces loads of dataset versions other than the live one (a
// pinned read of a version no VersionCache holds). Such a load reads a
// whole area of a version from Postgres and indexes it: 1.4 s of CPU for
// the products catalog. Charged as the work it is, a cold load waits for
// the one before it to finish and then for ColdLoadSpacing times as long
// as that one took, so cold loads use at most 1/ColdLoadSpacing of one
// core however many clients cycle through old versions (issue 35). A
// refused pinned read is a 503 naming the wait; reads of the live version
// and of versions already loaded never pass the gate.
type ColdGate struct {
	// Now is the clock (nil: time.Now); tests set it.
	Now func() time.Time

	mu   sync.Mutex
	busy bool
	next time.Time // no cold load starts before then
}

// ColdLoadSpacing is how many times its own duration a cold load keeps
// the next one waiting: 20 holds cold loads to 5% of a core.
const ColdLoadSpacing = 20

// ColdLoads is the process-wide gate every VersionCache uses by default:
// one budget for all areas, so cycling through areas buys nothing.
var ColdLoads = &ColdGate{}

func (g *ColdGate) clock() time.Time {
	if g.Now != nil {
		return g.Now()
	}
	return time.Now()
}

// admit reserves the gate for one cold load, or says how long to wait.
func (g *ColdGate) admit() (wait time.Duration, ok bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	now := g.clock()
	switch {
	case g.busy:
		return time.Second, false
	case now.Before(g.next):
		return g.next.Sub(now), false
	}
	g.busy = true
	return 0, true
}

// done releases the gate after a cold load that began at began.
func (g *ColdGate) done(began time.Time) {
	g.mu.Lock()
	defer g.mu.Unlock()
	now := g.clock()
	g.busy = false
	g.next = now.Add(now.Sub(began) * ColdLoadSpacing)
}
