//go:build race

package calc_test

// raceEnabled trims the property test's draws under -race, where each run
// costs about twenty times as much; the non-race pass draws the full count.
const raceEnabled = true
