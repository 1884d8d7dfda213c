package benchmarks

import "sort"

// WeightedQuantile is the smallest value whose cumulative weight reaches p
// of the total (values taken in ascending order): the inverse of the
// weighted empirical distribution, no interpolation. Survey microdata
// (SOC durations, AHS job costs) carry one weight per record; interpolating
// between whole months or single jobs would report values no record has.
func WeightedQuantile(values, weights []float64, p float64) float64 {
	idx := make([]int, len(values))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return values[idx[a]] < values[idx[b]] })
	var total float64
	for _, w := range weights {
		total += w
	}
	var cum float64
	for _, i := range idx {
		cum += weights[i]
		if cum >= p*total {
			return values[i]
		}
	}
	return values[idx[len(idx)-1]]
}
