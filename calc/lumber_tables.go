package calc

import (
	"maps"
	"slices"
	"strings"
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
//   - ground snow load 50 and 70 psf, building width 12, 24 and 36 ft: roof
//     and ceiling; roof, ceiling and one center-bearing floor; the 2-2x6,
//     2-2x8, 2-2x10, 2-2x12, 3-2x10 and 3-2x12 rows only (issue 36). Source:
//     "Material Selection, Dimensions, and Span Tables", a New Hampshire
//     building wiki on GitHub reprinting IRC Table R602.7(1) ("based on No. 2
//     grade of Douglas fir-larch, hem-fir, Southern pine, and
//     spruce-pine-fir"). Its spans fall below the 30 psf columns' in every
//     cell that both carry, as heavier snow must.
//
// Not carried: the 30 psf 12 ft columns, the two-clear-span-floor rows, the
// 24 ft 30 psf column of the one-clear-span-floor rows and its 50 and 70 psf
// columns, the 36 ft 30 psf column and the 50 and 70 psf columns of the
// two-center-bearing-floor rows, the 2-2x4 and 3-2x8 rows of the 50 and 70
// psf columns (a zero cell below), the 1-2x headers, and the 4-ply rows (a
// 4-ply header, 6 in thick, does not fit a 2x4 or 2x6 wall anyway). IRC
// Table R602.7(2) (interior bearing walls) is not carried.
//
// Reading: the conservative carried column, the lightest ground snow column
// at or above the load and in it the narrowest width at or above the
// building's. Table R602.7(1)'s notes permit interpolation between building
// widths; it is not done (the wider column is always allowed).
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
	// 50 and 70 psf (New Hampshire building wiki reprint; no 2-2x4 or 3-2x8).
	lumberHeader6(lumberSupportsRoofCeiling, 12, 50, "5-1", 1, "6-5", 1, "7-8", 2, "9-0", 2, "9-7", 1, "11-3", 2),
	lumberHeader6(lumberSupportsRoofCeiling, 24, 50, "3-11", 1, "5-0", 2, "5-11", 2, "6-11", 2, "7-4", 2, "8-8", 2),
	lumberHeader6(lumberSupportsRoofCeiling, 36, 50, "3-3", 2, "4-2", 2, "4-11", 2, "5-10", 2, "6-2", 2, "7-4", 2),
	lumberHeader6(lumberSupportsRoofCeiling, 12, 70, "4-6", 1, "5-9", 1, "6-9", 2, "8-0", 2, "8-6", 1, "10-0", 2),
	lumberHeader6(lumberSupportsRoofCeiling, 24, 70, "3-6", 2, "4-5", 2, "5-3", 2, "6-2", 2, "6-7", 2, "7-9", 2),
	lumberHeader6(lumberSupportsRoofCeiling, 36, 70, "2-11", 2, "3-9", 2, "4-5", 2, "5-2", 3, "5-6", 2, "6-6", 2),
	lumberHeader6(lumberSupportsOneCenterBearing, 12, 50, "4-5", 1, "5-7", 2, "6-8", 2, "7-10", 2, "8-4", 1, "9-10", 2),
	lumberHeader6(lumberSupportsOneCenterBearing, 24, 50, "3-6", 2, "4-5", 2, "5-3", 2, "6-2", 2, "6-7", 2, "7-8", 2),
	lumberHeader6(lumberSupportsOneCenterBearing, 36, 50, "3-0", 2, "3-9", 2, "4-5", 2, "5-3", 3, "5-7", 2, "6-7", 2),
	lumberHeader6(lumberSupportsOneCenterBearing, 12, 70, "4-1", 1, "5-2", 2, "6-1", 2, "7-2", 2, "7-8", 2, "9-0", 2),
	lumberHeader6(lumberSupportsOneCenterBearing, 24, 70, "3-3", 2, "4-1", 2, "4-10", 2, "5-8", 2, "6-1", 2, "7-1", 2),
	lumberHeader6(lumberSupportsOneCenterBearing, 36, 70, "2-9", 2, "3-6", 2, "4-1", 2, "4-10", 3, "5-2", 2, "6-1", 2),
}

// lumberHeader6 builds a column that carries the six rows 2-2x6, 2-2x8,
// 2-2x10, 2-2x12, 3-2x10 and 3-2x12 (span as printed, NJ), leaving 2-2x4 and
// 3-2x8 uncarried (a zero span).
func lumberHeader6(supports string, widthFt, snowPsf float64, s6 string, j6 int, s8 string, j8 int, s10 string, j10 int, s12 string, j12 int, t10 string, k10 int, t12 string, k12 int) lumberHeaderColumn {
	c := func(s string, j int) lumberHeaderCell { return lumberHeaderCell{spanFtIn(s).inches(), j} }
	return lumberHeaderColumn{supports, widthFt, snowPsf, [8]lumberHeaderCell{
		{}, c(s6, j6), c(s8, j8), c(s10, j10), c(s12, j12), {}, c(t10, k10), c(t12, k12)}}
}

// lumberHeaderColumnFor picks the carried column for a load case, a building
// width and a ground snow load: the lightest carried snow column at or above
// the load that has a width column at or above the building's, and in it the
// narrowest such width (a wider or snowier column is always the conservative
// one: its spans are shorter). ok is false when no carried column covers both.
func lumberHeaderColumnFor(supports string, widthFt, snowPsf float64) (lumberHeaderColumn, bool) {
	var best lumberHeaderColumn
	found := false
	for _, c := range lumberHeaderColumns {
		if c.supports != supports || c.widthFt < widthFt-1e-9 || c.snowPsf < snowPsf-1e-9 {
			continue
		}
		if !found || c.snowPsf < best.snowPsf || (c.snowPsf == best.snowPsf && c.widthFt < best.widthFt) {
			best, found = c, true
		}
	}
	return best, found
}

// lumberHeaderCoverage reports whether any column of the load case
// carries a ground snow load at least snowPsf, and whether any carries a
// building width at least widthFt.
func lumberHeaderCoverage(supports string, widthFt, snowPsf float64) (snowOK, widthOK bool) {
	for _, c := range lumberHeaderColumns {
		if c.supports != supports {
			continue
		}
		snowOK = snowOK || c.snowPsf >= snowPsf-1e-9
		widthOK = widthOK || c.widthFt >= widthFt-1e-9
	}
	return snowOK, widthOK
}

// lumberHeaderWidthsCarried lists the carried width columns of a load case
// ("24 and 36 ft") for error messages.
func lumberHeaderWidthsCarried(supports string) []float64 {
	var ws []float64
	for _, c := range lumberHeaderColumns {
		if c.supports == supports && !slices.Contains(ws, c.widthFt) {
			ws = append(ws, c.widthFt)
		}
	}
	slices.Sort(ws)
	return ws
}

// lumberHeaderSnowsCarried lists the carried ground snow columns of a load
// case for error messages.
func lumberHeaderSnowsCarried(supports string) []float64 {
	var ss []float64
	for _, c := range lumberHeaderColumns {
		if c.supports == supports && !slices.Contains(ss, c.snowPsf) {
			ss = append(ss, c.snowPsf)
		}
	}
	slices.Sort(ss)
	return ss
}

// lumberHeaderRules publishes the carried columns: for each load case and
// each carried snow column c, loads up to c with building widths up to the
// widest column carried at c or a heavier snow load (exactly the inputs
// lumberHeaderColumnFor answers), and only exterior walls.
func lumberHeaderRules() []Rule {
	type key struct {
		supports string
		snow     float64
	}
	widest := map[key]float64{}
	for _, c := range lumberHeaderColumns {
		for _, d := range lumberHeaderColumns {
			if d.supports == c.supports && d.snowPsf >= c.snowPsf {
				k := key{c.supports, c.snowPsf}
				widest[k] = max(widest[k], d.widthFt)
			}
		}
	}
	keys := slices.SortedFunc(maps.Keys(widest), func(a, b key) int {
		if a.supports != b.supports {
			return strings.Compare(a.supports, b.supports)
		}
		return int(a.snow - b.snow)
	})
	var cases Rule
	for _, k := range keys {
		cases = append(cases, []string{"supports=" + k.supports, "ground_snow_load_psf<=" + formatNum(k.snow), "building_width_ft<=" + formatNum(widest[k])})
	}
	return []Rule{cases, {{"?wall=exterior"}}}
}
