package server

import (
	"sync"
	"time"
)

// logLimiter lets through at most one log line per interval for a kind of
// failure and counts the rest, so an outage answered a hundred thousand
// times a second writes one line a second (saying how many it stood for),
// not a line per request.
type logLimiter struct {
	interval time.Duration
	mu       sync.Mutex
	last     map[string]time.Time
	dropped  map[string]int64
}

func newLogLimiter(interval time.Duration) *logLimiter {
	return &logLimiter{interval: interval, last: map[string]time.Time{}, dropped: map[string]int64{}}
}

// allow reports whether a line of kind may be written now and, if so, how
// many were suppressed since the last one.
func (l *logLimiter) allow(kind string, now time.Time) (ok bool, suppressed int64) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if t, seen := l.last[kind]; seen && now.Sub(t) < l.interval {
		l.dropped[kind]++
		return false, 0
	}
	l.last[kind] = now
	suppressed = l.dropped[kind]
	l.dropped[kind] = 0
	return true, suppressed
}
