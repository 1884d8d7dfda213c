package calc

import (
	"strings"
	"testing"
)

// TestSpanTablesParse parses every transcribed cell (a typo like "13-13" or
// "13'1" would panic on a request instead) and holds each table to its own
// shape: a cell per size, spans that do not grow with the spacing, and the
// SPF No. 1 and No. 2 rows the source prints as one.
func TestSpanTablesParse(t *testing.T) {
	check := func(name string, rows spanGradeRows, sizes []string) {
		for grade, byCol := range rows {
			for col, cells := range byCol {
				if cells == nil {
					continue
				}
				if len(cells) != len(sizes) {
					t.Errorf("%s No. %s col %d: %d cells for %d sizes", name, grade, col, len(cells), len(sizes))
				}
				for i, c := range cells {
					if c.inches() <= 0 {
						t.Errorf("%s No. %s col %d %s: %q", name, grade, col, sizes[i], c)
					}
					if col > 0 && i < len(byCol[col-1]) && c.inches() > byCol[col-1][i].inches() {
						t.Errorf("%s No. %s %s: %q at a wider spacing is longer than %q", name, grade, sizes[i], c, byCol[col-1][i])
					}
				}
			}
		}
		if r1, ok := rows["1"]; ok && strings.Join(spanStrings(r1), ",") != strings.Join(spanStrings(rows["2"]), ",") {
			t.Errorf("%s: SPF No. 1 and No. 2 differ", name)
		}
	}
	for dead, rows := range floorJoistSPF40 {
		check("R502.3.1(2) dead "+formatNum(dead), rows, floorJoistSizes)
	}
	check("R802.5.1(2)", ceilingJoistSPFLimitedStorage, ceilingJoistSizes)
	for species, rows := range ceilingJoistOtherSpecies {
		for grade, byCol := range rows {
			for _, c := range byCol[2] {
				if c.inches() <= 0 {
					t.Errorf("R802.5.1(2) %s No. %s: %q", species, grade, c)
				}
			}
			for i, c := range byCol[3] {
				if c.inches() > byCol[2][i].inches() {
					t.Errorf("R802.5.1(2) %s No. %s: 24 in %q longer than 19.2 in %q", species, grade, c, byCol[2][i])
				}
			}
		}
	}
	for snow, rows := range rafterSPFNotAttached {
		check("R802.4.1 snow "+formatNum(snow), rows, rafterSizes)
	}
	for group, sizes := range deckJoistTable {
		for size, row := range sizes {
			for i := range row.span {
				if row.span[i].inches() <= 0 || row.overhang[i].inches() <= 0 {
					t.Errorf("R507.6 %s %s col %d: %q / %q", group, size, i, row.span[i], row.overhang[i])
				}
				if i > 0 && row.span[i].inches() > row.span[i-1].inches() {
					t.Errorf("R507.6 %s %s: span grows with spacing", group, size)
				}
			}
		}
	}
	for load, groups := range deckBeamTable2021 {
		for group, sizes := range groups {
			for _, size := range deckBeamSizes {
				cells, ok := sizes[size]
				if !ok {
					t.Errorf("R507.5 %v %s: no %s row", load, group, size)
				}
				for i := range cells {
					if cells[i].inches() <= 0 || (i > 0 && cells[i].inches() > cells[i-1].inches()) {
						t.Errorf("R507.5 %v %s %s: %q after %q", load, group, size, cells[i], cells[max(i-1, 0)])
					}
				}
			}
		}
	}
}

func spanStrings(rows [4][]spanFtIn) []string {
	var out []string
	for _, r := range rows {
		for _, c := range r {
			out = append(out, string(c))
		}
	}
	return out
}

// TestSpanFtInRejectsMalformed pins the parser's refusals.
func TestSpanFtInRejectsMalformed(t *testing.T) {
	for _, bad := range []spanFtIn{"13", "13-12", "a-1", "-1-0", "13-"} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%q parsed", bad)
				}
			}()
			_ = bad.inches()
		}()
	}
	if got := spanFtIn("13-1").inches(); got != 157 {
		t.Errorf("13-1 = %v in, want 157", got)
	}
	if got := formatFtInFloor(30.9); got != "2-6" {
		t.Errorf("formatFtInFloor(30.9) = %s, want 2-6", got)
	}
}

// TestHeaderColumnsOrdered holds the transcribed header columns to the
// table's physics: in a load case, a column at a heavier snow load or a
// wider building never spans farther, cell by cell (zero cells are rows
// not carried).
func TestHeaderColumnsOrdered(t *testing.T) {
	for _, a := range lumberHeaderColumns {
		for _, b := range lumberHeaderColumns {
			if a.supports != b.supports || b.snowPsf < a.snowPsf || b.widthFt < a.widthFt || (a.snowPsf == b.snowPsf && a.widthFt == b.widthFt) {
				continue
			}
			for i := range a.cells {
				if a.cells[i].spanIn > 0 && b.cells[i].spanIn > a.cells[i].spanIn {
					t.Errorf("%s %s: %v psf/%v ft spans %v in, more than %v psf/%v ft's %v in",
						a.supports, lumberHeaderSizes[i].name, b.snowPsf, b.widthFt, b.cells[i].spanIn, a.snowPsf, a.widthFt, a.cells[i].spanIn)
				}
			}
		}
	}
}

// TestDeckBeamCrossChecks compares the IRC 2021 beam table (effective joist
// span columns) with two independent transcriptions indexed by the actual
// joist span without a cantilever: a factor of 0.66 maps 12 ft to the 8 ft
// column and 18 ft to the 12 ft column.
func TestDeckBeamCrossChecks(t *testing.T) {
	// IRC 2024 Table R507.5(1), southern pine, 12 ft joists, no cantilever
	// (Knoxville deck-permit tool on GitHub).
	knoxvilleSP12 := map[string]spanFtIn{"2-2x6": "5-11", "2-2x8": "7-7", "2-2x10": "9-0", "2-2x12": "10-7", "3-2x6": "7-5", "3-2x8": "9-6", "3-2x10": "11-2", "3-2x12": "13-3"}
	// CRC 2025 Table R507.5(1), Douglas fir-larch group, no cantilever, 12
	// and 18 ft joist spans (deck-beam module on GitHub).
	crcDFL12 := map[string]spanFtIn{"2-2x6": "5-3", "2-2x8": "7-1", "2-2x10": "8-7", "2-2x12": "10-0", "3-2x6": "6-8", "3-2x8": "8-10", "3-2x10": "10-10", "3-2x12": "12-7"}
	crcDFL18 := map[string]spanFtIn{"2-2x6": "4-4", "2-2x8": "5-9", "2-2x10": "7-0", "2-2x12": "8-2", "3-2x6": "5-6", "3-2x8": "7-3", "3-2x10": "8-10", "3-2x12": "10-3"}
	for _, size := range deckBeamSizes {
		if got := deckBeamTable2021[40][deckSouthernPine][size][1]; got != knoxvilleSP12[size] {
			t.Errorf("southern pine %s, effective 8 ft: %q, Knoxville 12 ft no-cantilever %q", size, got, knoxvilleSP12[size])
		}
		if got := deckBeamTable2021[40][deckDFLGroup][size][1]; got != crcDFL12[size] {
			t.Errorf("DFL %s, effective 8 ft: %q, CRC 12 ft %q", size, got, crcDFL12[size])
		}
		if got := deckBeamTable2021[40][deckDFLGroup][size][3]; got != crcDFL18[size] {
			t.Errorf("DFL %s, effective 12 ft: %q, CRC 18 ft %q", size, got, crcDFL18[size])
		}
	}
}

// TestDeckJoistCrossCheck compares DCA 6-2015 Table 2's spans (carried at
// 40 psf) with the IRC 2021 Table R507.6 40 psf rows of the engine the snow
// columns come from (decimal feet, two places), and holds the snow columns
// to shrink as the load grows.
func TestDeckJoistCrossCheck(t *testing.T) {
	sb40 := map[string]map[string][3]float64{
		deckSouthernPine: {"2x6": {9.92, 9.0, 7.58}, "2x8": {13.08, 11.83, 9.67}, "2x10": {16.17, 14.0, 11.42}, "2x12": {18.0, 16.5, 13.5}},
		deckDFLGroup:     {"2x6": {9.5, 8.33, 6.83}, "2x8": {12.5, 11.08, 9.08}, "2x10": {15.67, 13.58, 11.08}, "2x12": {18.0, 15.75, 12.83}},
		deckRedwoodGroup: {"2x6": {8.83, 8.0, 6.83}, "2x8": {11.67, 10.58, 8.67}, "2x10": {14.92, 13.0, 10.58}, "2x12": {17.42, 15.08, 12.33}},
	}
	for group, sizes := range sb40 {
		for size, want := range sizes {
			for i, ft := range want {
				got := deckJoistTable[group][size].span[i]
				if d := got.feet() - ft; d > 0.005 || d < -0.005 {
					t.Errorf("%s %s col %d: DCA 6 %q, IRC 2021 %v ft", group, size, i, got, ft)
				}
			}
		}
	}
	prev := map[string]float64{}
	for _, load := range deckJoistSnowLoadsPsf {
		for group, sizes := range deckJoistSnowSpans[load] {
			for size, cells := range sizes {
				for i, c := range cells {
					key := group + size + string(rune('0'+i))
					lighter := deckJoistTable[group][size].span[i].inches()
					if p, ok := prev[key]; ok {
						lighter = p
					}
					if c.inches() > lighter {
						t.Errorf("%v psf %s %s col %d: %q spans farther than the lighter load", load, group, size, i, c)
					}
					prev[key] = c.inches()
				}
			}
		}
	}
}

// TestCeilingJoistCrossCheck: the 2018 IRC page the other species come from
// prints spruce-pine-fir at 19.2 and 24 in exactly as the wiki carried.
func TestCeilingJoistCrossCheck(t *testing.T) {
	page430SPF := map[string][2][]spanFtIn{
		"ss": {{"8-3", "12-11", "17-1", "21-8"}, {"7-8", "12-0", "15-10", "19-5"}},
		"1":  {{"8-0", "11-9", "14-10", "18-2"}, {"7-2", "10-6", "13-3", "16-3"}},
		"2":  {{"8-0", "11-9", "14-10", "18-2"}, {"7-2", "10-6", "13-3", "16-3"}},
		"3":  {{"6-1", "8-10", "11-3", "13-8"}, {"5-5", "7-11", "10-0", "12-3"}},
	}
	for grade, cols := range page430SPF {
		for k, want := range cols {
			if got := ceilingJoistSPFLimitedStorage[grade][2+k]; strings.Join(spanStrings([4][]spanFtIn{got}), ",") != strings.Join(spanStrings([4][]spanFtIn{want}), ",") {
				t.Errorf("SPF No. %s col %d: wiki %v, 2018 IRC page %v", grade, 2+k, got, want)
			}
		}
	}
}
