package reference_test

import (
	"context"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline/cache"
	"github.com/plumbline-api/plumbline/internal/postgres/pgtest"
	"github.com/plumbline-api/plumbline/internal/testenv"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/referencetest"
)

// The poller finds a version imported after start, and says once (not every
// poll) that there is none yet.
func TestServicePollsForVersions(t *testing.T) {
	db := pgtest.New(t)
	c, err := cache.New(cache.Options{})
	if err != nil {
		t.Fatal(err)
	}
	logs := &testenv.Buffer{}
	svc := reference.NewService(reference.NewPGVersions(db.Pool), nil, c, slog.New(slog.NewTextHandler(logs, nil)))
	if err := svc.Refresh(t.Context()); err == nil || svc.Version() != "" {
		t.Fatalf("before any import: %v, version %q", err, svc.Version())
	}
	ctx, cancel := context.WithCancel(t.Context())
	done := make(chan struct{})
	go func() { svc.Run(ctx, 10*time.Millisecond); close(done) }()
	time.Sleep(100 * time.Millisecond) // several polls
	ds, files := referencetest.Load(t)
	if _, err := reference.Import(t.Context(), db.Pool, ds, files, nil); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(5 * time.Second)
	for svc.Version() != ds.Version && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
	cancel()
	<-done
	if svc.Version() != ds.Version {
		t.Fatalf("version %q, want %q", svc.Version(), ds.Version)
	}
	if n := strings.Count(logs.String(), "not refreshed"); n != 1 {
		t.Fatalf("the failure was logged %d times:\n%s", n, logs)
	}
	if !strings.Contains(logs.String(), "refreshed again") || !strings.Contains(logs.String(), "reference dataset live") {
		t.Fatalf("logs:\n%s", logs)
	}
}
