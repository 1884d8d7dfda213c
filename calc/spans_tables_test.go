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
	for group, sizes := range deckBeamTable {
		for _, size := range deckBeamSizes {
			cells, ok := sizes[size]
			if !ok {
				t.Errorf("R507.5 %s: no %s row", group, size)
			}
			prev := 1e9
			for _, c := range cells {
				if c == "" {
					continue
				}
				if c.inches() > prev {
					t.Errorf("R507.5 %s %s: span grows with the joist span", group, size)
				}
				prev = c.inches()
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
