package labor

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// qcewIndex finds QCEW rows without a scan: a county answer reads a
// handful of rows out of tens of thousands in a full release.
type qcewIndex struct {
	year   string            // the newest year held: the one the county chain uses
	rows   map[qcewKey]int   // (area, own, industry) of year → index in Data.QCEW
	byArea map[string][]int  // area → every row held (all years), newest year first
	years  map[string]string // area → the newest year held for it
}

type qcewKey struct{ area, own, industry string }

// indexQCEW builds the index of d.QCEW.
func (d *Data) indexQCEW() {
	ix := qcewIndex{rows: map[qcewKey]int{}, byArea: map[string][]int{}, years: map[string]string{}}
	for _, r := range d.QCEW {
		ix.year = max(ix.year, r.Year)
	}
	for i, r := range d.QCEW {
		ix.byArea[r.Area] = append(ix.byArea[r.Area], i)
		ix.years[r.Area] = max(ix.years[r.Area], r.Year)
		if r.Year == ix.year {
			ix.rows[qcewKey{r.Area, r.Own, r.Industry}] = i
		}
	}
	for _, rows := range ix.byArea {
		slices.SortStableFunc(rows, func(a, b int) int { return strings.Compare(d.QCEW[b].Year, d.QCEW[a].Year) })
	}
	d.qcew = ix
}

// qcewPrivate is an area's private-ownership row for naics in the chain's
// year, and whether it is disclosed.
func (d *Data) qcewPrivate(area, naics string) (QCEWRow, bool, bool) {
	i, ok := d.qcew.rows[qcewKey{area, "5", naics}]
	if !ok {
		return QCEWRow{}, false, false
	}
	r := d.QCEW[i]
	return r, true, !r.Suppressed()
}

// pay is a disclosed row's total wages and employment.
func pay(r QCEWRow) (wages, emp int64) {
	wages, _ = strconv.ParseInt(r.TotalWages, 10, 64)
	emp, _ = strconv.ParseInt(r.Employment, 10, 64)
	return wages, emp
}

// stateFIPS is the QCEW code of a county's state ("39049" → "39000").
func stateFIPS(county string) string { return county[:2] + "000" }

// qcewRatio is the county's private average annual pay (total wages /
// employment) in naics over a reference's: the wage area's, formed from
// the area's counties held (employment-weighted), or the state's row.
type qcewRatio struct {
	naics, ref string // ref: "area" or "state"
	ratio      float64
	countyRow  QCEWRow
	refRows    []QCEWRow // the area's counties used, or the state's row
	refOf      int       // the area's counties in all
	why        string
}

// areaRatio forms the county's ratio to its wage area in naics; the reason
// when it cannot.
func (d *Data) areaRatio(fips, area, naics string) (qcewRatio, string, bool) {
	own, held, disclosed := d.qcewPrivate(fips, naics)
	switch {
	case !held:
		return qcewRatio{}, fmt.Sprintf("the QCEW %s release held has no private NAICS %s row for county %s", d.qcew.year, naics, fips), false
	case !disclosed:
		return qcewRatio{}, fmt.Sprintf("county %s's QCEW %s private NAICS %s row is suppressed (disclosure N)", fips, d.qcew.year, naics), false
	}
	cw, ce := pay(own)
	if ce == 0 {
		return qcewRatio{}, fmt.Sprintf("county %s's QCEW NAICS %s employment is zero", fips, naics), false
	}
	var wages, emp int64
	var rows []QCEWRow
	counties := d.Areas[area].Counties
	for _, c := range counties {
		if r, _, ok := d.qcewPrivate(c, naics); ok {
			w, n := pay(r)
			wages, emp, rows = wages+w, emp+n, append(rows, r)
		}
	}
	if len(rows) < 2 || emp == 0 {
		return qcewRatio{}, fmt.Sprintf("no other county of area %s has a disclosed QCEW %s private NAICS %s row, so the area's pay cannot be formed", area, d.qcew.year, naics), false
	}
	r := (float64(cw) / float64(ce)) / (float64(wages) / float64(emp))
	return qcewRatio{naics: naics, ref: "area", ratio: r, countyRow: own, refRows: rows, refOf: len(counties),
		why: fmt.Sprintf("county/area QCEW %s private NAICS %s average annual pay ratio %.4f; the area's pay is formed from the %d of its %d counties with a disclosed row", d.qcew.year, naics, r, len(rows), len(counties))}, "", true
}

// stateRatio forms the county's ratio to its state in naics.
func (d *Data) stateRatio(fips, naics string) (qcewRatio, string, bool) {
	own, held, disclosed := d.qcewPrivate(fips, naics)
	if !held || !disclosed {
		return qcewRatio{}, fmt.Sprintf("county %s has no disclosed QCEW %s private NAICS %s row to compare with its state's", fips, d.qcew.year, naics), false
	}
	st, held, disclosed := d.qcewPrivate(stateFIPS(fips), naics)
	if !held || !disclosed {
		return qcewRatio{}, fmt.Sprintf("no disclosed QCEW %s private NAICS %s row is held for state %s", d.qcew.year, naics, stateFIPS(fips)), false
	}
	cw, ce := pay(own)
	sw, se := pay(st)
	if ce == 0 || se == 0 {
		return qcewRatio{}, fmt.Sprintf("a NAICS %s employment is zero", naics), false
	}
	r := (float64(cw) / float64(ce)) / (float64(sw) / float64(se))
	return qcewRatio{naics: naics, ref: "state", ratio: r, countyRow: own, refRows: []QCEWRow{st}, refOf: 1,
		why: fmt.Sprintf("county/state QCEW %s private NAICS %s average annual pay ratio %.4f", d.qcew.year, naics, r)}, "", true
}

// inputs are what a recompute needs: the rows, the exact ratio and the
// formula.
func (q qcewRatio) inputs(fips, year string) map[string]any {
	formula := "ratio = (county total_annual_wages / annual_avg_emplvl) / (Σ area counties' total_annual_wages / Σ annual_avg_emplvl), the area's counties being those with a disclosed row"
	if q.ref == "state" {
		formula = "ratio = (county total_annual_wages / annual_avg_emplvl) / (state total_annual_wages / annual_avg_emplvl)"
	}
	return map[string]any{"naics": q.naics, "own_code": "5", "year": year, "county": fips, "reference": q.ref, "ratio": q.ratio,
		"county_row": q.countyRow, "reference_rows": q.refRows, "reference_counties_total": q.refOf, "formula": formula}
}
