package calc

import (
	"maps"
	"slices"
)

// IRC Table R602.7(1), "Girder spans and header spans for exterior bearing
// walls (maximum spans for Douglas fir-larch, hem-fir, southern pine and
// spruce-pine-fir, and required number of jack studs)", 2018 and 2021 IRC
// (the table was recomputed for No. 2 southern pine in 2018 and carried into
// 2021 unchanged as far as the sources below show).
//
// NEVER INVENT DATA: only the columns below were read from a published
// transcription. Every other column of the table is NOT carried and a request
// that needs it is answered with a 422 naming the missing column:
//   - ground snow load 30 psf, building width 24 ft: roof and ceiling; roof,
//     ceiling and one center-bearing floor; roof, ceiling and two
//     center-bearing floors. Source: "IRC 2021 Table R602.7(1): headers, 30
//     psf ground snow, 24-ft building" (span tables form 8.2, a quick
//     reference PDF generator on GitHub; the 2-2x8 roof-and-ceiling cell,
//     5 ft 9 in, matches the 5 ft 9 in a California residential inspector
//     exam page gives for the same case).
//   - ground snow load 30 psf, building width 36 ft: roof and ceiling; roof,
//     ceiling and one center-bearing floor; roof, ceiling and one clear-span
//     floor. Source: "RCO Tables R602.7(1) ... 2018 IRC, the 30 psf
//     ground-snow and 36 ft building-width columns ... transcribed from the
//     printed tables" (arkitect, Ohio residential code framing module).
//
// Not carried: the 12 ft building-width columns, the 50 and 70 psf ground
// snow columns, the two-clear-span-floor rows, the 24 ft column of the
// one-clear-span-floor rows, the 36 ft column of the two-center-bearing-floor
// rows, the 1-2x headers, and the 4-ply rows (a 4-ply header, 6 in thick,
// does not fit a 2x4 or 2x6 wall anyway).
//
// Spans are horizontal clear spans, converted from feet-inches to inches;
// jacks is NJ, the number of jack studs required at EACH end.

// lumberHeaderSize is one built-up header row of Table R602.7(1).
type lumberHeaderSize struct {
	name    string  // "2-2x8": plies, member
	plies   int     // number of 2x members
	member  string  // "2x8"
	depthIn float64 // dressed depth of the member (DOC PS 20): 2x8 is 7 1/4 in
}

// lumberHeaderSizes in table order; every column's cells follow this order.
var lumberHeaderSizes = []lumberHeaderSize{
	{"2-2x4", 2, "2x4", 3.5},
	{"2-2x6", 2, "2x6", 5.5},
	{"2-2x8", 2, "2x8", 7.25},
	{"2-2x10", 2, "2x10", 9.25},
	{"2-2x12", 2, "2x12", 11.25},
	{"3-2x8", 3, "2x8", 7.25},
	{"3-2x10", 3, "2x10", 9.25},
	{"3-2x12", 3, "2x12", 11.25},
}

// lumberHeaderCell is one span and NJ cell.
type lumberHeaderCell struct {
	spanIn float64
	jacks  int
}

// lumberHeaderColumn is one carried column: a load case, a building width
// and a ground snow load, with a cell per lumberHeaderSizes row.
type lumberHeaderColumn struct {
	supports string
	widthFt  float64
	snowPsf  float64
	cells    [8]lumberHeaderCell
}

// The supports enum of lumber/header, in Table R602.7(1) order; the fifth
// value, "roof-ceiling-2-clear-span-floors", has no carried column.
const (
	lumberSupportsRoofCeiling      = "roof-ceiling"
	lumberSupportsOneCenterBearing = "roof-ceiling-1-center-bearing-floor"
	lumberSupportsOneClearSpan     = "roof-ceiling-1-clear-span-floor"
	lumberSupportsTwoCenterBearing = "roof-ceiling-2-center-bearing-floors"
	// lumberHeaderSnowColumnPsf is the only ground snow column carried.
	lumberHeaderSnowColumnPsf = 30
	// Table R602.7(1) footnote f: where the top of the header is not
	// laterally braced (cripple studs bearing on it, for example), the spans
	// of 2x8, 2x10 and 2x12 headers are multiplied by 0.70.
	lumberHeaderUnbracedSpanFactor = 0.70
	lumberHeaderUnbracedMinDepthIn = 7.25 // 2x8 and deeper
)

func lumberFtIn(ft, in float64) float64 { return ft*12 + in }

var lumberHeaderColumns = []lumberHeaderColumn{
	// 30 psf, 24 ft (IRC 2021 transcription, form 8.2).
	{lumberSupportsRoofCeiling, 24, 30, [8]lumberHeaderCell{
		{lumberFtIn(3, 1), 1}, {lumberFtIn(4, 7), 1}, {lumberFtIn(5, 9), 1}, {lumberFtIn(6, 10), 2},
		{lumberFtIn(8, 1), 2}, {lumberFtIn(7, 3), 1}, {lumberFtIn(8, 7), 1}, {lumberFtIn(10, 1), 2}}},
	{lumberSupportsOneCenterBearing, 24, 30, [8]lumberHeaderCell{
		{lumberFtIn(2, 6), 1}, {lumberFtIn(3, 9), 1}, {lumberFtIn(4, 10), 2}, {lumberFtIn(5, 8), 2},
		{lumberFtIn(6, 8), 2}, {lumberFtIn(6, 0), 1}, {lumberFtIn(7, 2), 2}, {lumberFtIn(8, 5), 2}}},
	{lumberSupportsTwoCenterBearing, 24, 30, [8]lumberHeaderCell{
		{lumberFtIn(2, 1), 1}, {lumberFtIn(3, 2), 2}, {lumberFtIn(4, 0), 2}, {lumberFtIn(4, 9), 2},
		{lumberFtIn(5, 7), 2}, {lumberFtIn(5, 0), 2}, {lumberFtIn(5, 11), 2}, {lumberFtIn(7, 0), 2}}},
	// 30 psf, 36 ft (2018 IRC / RCO transcription, arkitect).
	{lumberSupportsRoofCeiling, 36, 30, [8]lumberHeaderCell{
		{lumberFtIn(2, 7), 1}, {lumberFtIn(3, 10), 1}, {lumberFtIn(4, 10), 2}, {lumberFtIn(5, 9), 2},
		{lumberFtIn(6, 10), 2}, {lumberFtIn(6, 1), 1}, {lumberFtIn(7, 3), 2}, {lumberFtIn(8, 6), 2}}},
	{lumberSupportsOneCenterBearing, 36, 30, [8]lumberHeaderCell{
		{lumberFtIn(2, 2), 1}, {lumberFtIn(3, 3), 2}, {lumberFtIn(4, 1), 2}, {lumberFtIn(4, 10), 2},
		{lumberFtIn(5, 8), 2}, {lumberFtIn(5, 1), 2}, {lumberFtIn(6, 1), 2}, {lumberFtIn(7, 2), 2}}},
	{lumberSupportsOneClearSpan, 36, 30, [8]lumberHeaderCell{
		{lumberFtIn(1, 10), 1}, {lumberFtIn(2, 10), 2}, {lumberFtIn(3, 7), 2}, {lumberFtIn(4, 2), 2},
		{lumberFtIn(4, 11), 3}, {lumberFtIn(4, 5), 2}, {lumberFtIn(5, 3), 2}, {lumberFtIn(6, 2), 2}}},
}

// lumberHeaderColumnFor picks the carried column for a load case and a
// building width: the narrowest carried width column at or above the
// building's width (a wider column is always the conservative one: its spans
// are shorter). ok is false when no carried column covers the width.
func lumberHeaderColumnFor(supports string, widthFt float64) (lumberHeaderColumn, bool) {
	var best lumberHeaderColumn
	found := false
	for _, c := range lumberHeaderColumns {
		if c.supports != supports || c.widthFt < widthFt-1e-9 {
			continue
		}
		if !found || c.widthFt < best.widthFt {
			best, found = c, true
		}
	}
	return best, found
}

// lumberHeaderWidthsCarried lists the carried width columns of a load case
// ("24 and 36 ft") for error messages.
func lumberHeaderWidthsCarried(supports string) []float64 {
	var ws []float64
	for _, c := range lumberHeaderColumns {
		if c.supports == supports {
			ws = append(ws, c.widthFt)
		}
	}
	return ws
}

// lumberHeaderRules publishes the carried columns: ground snow up to the
// carried column, and for each load case the widest carried building width.
func lumberHeaderRules() []Rule {
	widest := map[string]float64{}
	for _, c := range lumberHeaderColumns {
		widest[c.supports] = max(widest[c.supports], c.widthFt)
	}
	var cases Rule
	for _, s := range slices.Sorted(maps.Keys(widest)) {
		cases = append(cases, []string{"supports=" + s, "building_width_ft<=" + formatNum(widest[s])})
	}
	return []Rule{{{"ground_snow_load_psf<=" + formatNum(lumberHeaderSnowColumnPsf)}}, cases}
}
