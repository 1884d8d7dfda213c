package server

import (
	"context"
	"log/slog"
	"strings"
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

// limitedLogs is the slog.Handler of the libraries this server runs
// (mcp-go): a client can make them write a line per request, so lines at
// Warn and above pass at most once a second per message, the next one
// saying how many were dropped; and a write that failed because the client
// went away (a stream it closed) is Debug, not an error of ours (issue 24
// finding 6: every closed stream logged an ERROR).
type limitedLogs struct {
	slog.Handler
	limit *logLimiter
}

func newLimitedLogs(l *slog.Logger) *slog.Logger {
	return slog.New(limitedLogs{Handler: l.Handler(), limit: newLogLimiter(time.Second)})
}

func (h limitedLogs) Enabled(ctx context.Context, level slog.Level) bool {
	return h.Handler.Enabled(ctx, level) || h.Handler.Enabled(ctx, slog.LevelDebug)
}

func (h limitedLogs) Handle(ctx context.Context, r slog.Record) error {
	if r.Level >= slog.LevelError && strings.HasPrefix(r.Message, "Failed to write") {
		r.Level = slog.LevelDebug
	}
	if !h.Handler.Enabled(ctx, r.Level) {
		return nil
	}
	if r.Level >= slog.LevelWarn {
		ok, dropped := h.limit.allow(r.Message, r.Time)
		if !ok {
			return nil
		}
		if dropped > 0 {
			r.AddAttrs(slog.Int64("suppressed", dropped))
		}
	}
	return h.Handler.Handle(ctx, r)
}

func (h limitedLogs) WithAttrs(attrs []slog.Attr) slog.Handler {
	return limitedLogs{Handler: h.Handler.WithAttrs(attrs), limit: h.limit}
}

func (h limitedLogs) WithGroup(name string) slog.Handler {
	return limitedLogs{Handler: h.Handler.WithGroup(name), limit: h.limit}
}
