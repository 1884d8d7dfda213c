package testenv

import (
	"testing"

	"github.com/plumbline-api/plumbline/internal/race"
)

// Heavy marks a test whose cost is CPU in code the race detector has little
// to say about (converting publisher workbooks, importing whole releases,
// walking every schema), and which costs ten to fifty times as much under
// it. make test's race pass (-race -short) skips it; make test's second
// pass runs it without -race, and make test-full runs it under -race too.
// That keeps make test within its ten minutes on two cores without
// dropping a single assertion from it.
func Heavy(tb testing.TB) {
	tb.Helper()
	if race.Enabled && testing.Short() {
		tb.Skip("heavy under -race: make test runs it in its non-race pass, make test-full under -race")
	}
}
