//go:build !race

package calc_test

const raceEnabled = false
