//go:build !race

// Package race reports whether the race detector is on. Allocation budgets
// cannot be measured under it (it instruments code and makes sync.Pool drop
// items on purpose), so those tests run in the separate non-race pass of
// `make test`.
package race

// Enabled is true when built with -race.
const Enabled = false
