package server

import (
	"bytes"
	"log/slog"
	"strings"
	"testing"
)

// Finding 6: every stream a client closed logged an ERROR, and a client
// decides how many streams it closes. mcp-go's lines pass through
// limitedLogs: a failed write to a client that left is Debug, and a line at
// Warn or above passes once a second per message, counting the rest.
func TestLimitedLogs(t *testing.T) {
	var buf bytes.Buffer
	l := newLimitedLogs(slog.New(slog.NewJSONHandler(&buf, &slog.HandlerOptions{Level: slog.LevelInfo})))
	for range 1000 {
		l.Error("Failed to write SSE event", "err", "io: read/write on closed pipe")
		l.Error("panic in heartbeat goroutine", "panic", "x")
		l.Info("an info line")
	}
	out := buf.String()
	if n := strings.Count(out, "Failed to write"); n != 0 {
		t.Fatalf("%d lines for a client that left; they are Debug", n)
	}
	if n := strings.Count(out, "panic in heartbeat"); n != 1 {
		t.Fatalf("%d error lines in a second, want 1", n)
	}
	if n := strings.Count(out, "an info line"); n != 1000 {
		t.Fatalf("info lines: %d; only Warn and above are limited", n)
	}
	debug := &bytes.Buffer{}
	d := newLimitedLogs(slog.New(slog.NewJSONHandler(debug, &slog.HandlerOptions{Level: slog.LevelDebug})))
	d.Error("Failed to write SSE event")
	if !strings.Contains(debug.String(), `"level":"DEBUG"`) {
		t.Fatalf("at debug level the line is kept, as DEBUG: %s", debug.String())
	}
}
