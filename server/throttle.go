package server

import (
	"sync"
	"time"
)

// Throttle allows a number of events per key in a sliding window.
type Throttle interface {
	// Allow records an event for key and reports whether it is within the
	// limit; when not, how long until it would be.
	Allow(key string, now time.Time) (bool, time.Duration)
}

// windowThrottle is an in-process sliding-window Throttle.
type windowThrottle struct {
	mu     sync.Mutex
	limit  int
	window time.Duration
	events map[string][]time.Time
}

// NewWindowThrottle allows limit events per key per window, in this process.
func NewWindowThrottle(limit int, window time.Duration) Throttle {
	return &windowThrottle{limit: limit, window: window, events: map[string][]time.Time{}}
}

// windowThrottleMaxKeys bounds memory under a flood of distinct addresses.
const windowThrottleMaxKeys = 100_000

func (w *windowThrottle) Allow(key string, now time.Time) (bool, time.Duration) {
	w.mu.Lock()
	defer w.mu.Unlock()
	cutoff := now.Add(-w.window)
	ev := w.events[key]
	i := 0
	for i < len(ev) && !ev[i].After(cutoff) {
		i++
	}
	ev = ev[i:]
	if len(ev) >= w.limit {
		w.events[key] = ev
		return false, ev[0].Sub(cutoff)
	}
	if len(w.events) >= windowThrottleMaxKeys {
		w.prune(cutoff)
	}
	w.events[key] = append(ev, now)
	return true, 0
}

func (w *windowThrottle) prune(cutoff time.Time) {
	for k, ev := range w.events {
		if len(ev) == 0 || !ev[len(ev)-1].After(cutoff) {
			delete(w.events, k)
		}
	}
}
