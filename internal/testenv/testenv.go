// Package testenv holds what integration tests share about the services
// they need (Postgres, Redis, stripe-mock).
package testenv

import (
	"os"
	"testing"
)

// Unavailable skips the test with a loud message when a service it needs is
// not reachable; under CI=true it fails instead, so CI never passes by skipping.
func Unavailable(tb testing.TB, service string, err error) {
	tb.Helper()
	if os.Getenv("CI") == "true" {
		tb.Fatalf("%s is required in CI: %v", service, err)
	}
	tb.Skipf("SKIPPING: %s is not reachable (%v); start it to run this test", service, err)
}
