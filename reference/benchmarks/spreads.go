package benchmarks

import (
	"math"
	"strconv"
	"strings"

	"github.com/plumbline-api/plumbline/reference"
)

// The spread of new_construction_sfh's price per ft²: the Census SOC table
// publishes a median and an average by region, no quartiles. The SOC
// public-use file (a `data pull soc-puf`) carries each sampled house's
// contract price, floor area and survey weight, so the quartiles are
// computed from it at import, in the published median's universe: houses
// a contractor built on the owner's land (those with a contract price),
// started in the file's year, by Census region and nationally, each house
// weighted by its survey weight (WeightedQuantile: no interpolation). The
// bundled extract dropped the contract price (and kept only houses built
// for sale), so the bundle has no spread.

// The statistics of the SOC rows computed from the public-use file; their
// census_sheet_row holds the houses they rest on, their obs_id the file.
const (
	StatPUFP25 = "puf_p25"
	StatPUFP50 = "puf_p50"
	StatPUFP75 = "puf_p75"
)

// pufPrice is one house's contract price per ft² and weight.
type pufPrice struct {
	perSqft, weight float64
}

// parseSOCPrices computes the price-per-ft² quartiles of a pulled SOC file
// (FilePulledSOCPUF) as SOC rows: none when the file predates the price
// columns (pulled by an older release: pull soc-puf again), or when no
// house started in its year has a contract price and a floor area.
func parseSOCPrices(file string, data []byte) ([]SOCRow, error) {
	t, err := reference.NewTable(file, data, "SURVEY_YEAR", "STRT", "DIV", "WEIGHT")
	if err != nil {
		return nil, err
	}
	for _, c := range []string{"CONPR", "FCONPR", "SQFS", "FSQFS"} {
		if !t.Has(c) {
			return nil, nil
		}
	}
	num := func(col string) float64 {
		x, err := strconv.ParseFloat(strings.TrimSpace(t.Get(col)), 64)
		if err != nil || !(x > 0) || math.IsInf(x, 0) {
			return 0
		}
		return x
	}
	// The later report where there is one, as the Census's F-variables are.
	either := func(later, first string) float64 {
		if x := num(later); x > 0 {
			return x
		}
		return num(first)
	}
	by := map[string][]pufPrice{}
	year := 0
	for {
		ok, err := t.Next()
		if err != nil {
			return nil, err
		}
		if !ok {
			break
		}
		y, _ := strconv.Atoi(t.Get("SURVEY_YEAR"))
		year = y
		strt, started, err := socMonth(t.Get("STRT"))
		if err != nil || !started || strt/12 != y {
			continue // the table's universe: houses started in the year
		}
		price, area, w := either("FCONPR", "CONPR"), either("FSQFS", "SQFS"), num("WEIGHT")
		if price == 0 || area == 0 || w == 0 {
			continue // not contractor-built, or not reported
		}
		div, _ := strconv.Atoi(strings.TrimSpace(t.Get("DIV")))
		d, ok := DivisionByCode(div)
		if !ok {
			continue // the durations' parse of the same file refuses it
		}
		p := pufPrice{perSqft: price / area, weight: w}
		by["US"] = append(by["US"], p)
		for _, r := range Regions {
			if r.Name == d.Region {
				by[r.Code] = append(by[r.Code], p)
			}
		}
	}
	var out []SOCRow
	for _, code := range []string{"US", "R1", "R2", "R3", "R4"} {
		ps := by[code]
		if len(ps) == 0 {
			continue
		}
		v, w := make([]float64, len(ps)), make([]float64, len(ps))
		for i, p := range ps {
			v[i], w[i] = p.perSqft, p.weight
		}
		for _, q := range []struct {
			stat string
			p    float64
		}{{StatPUFP25, 0.25}, {StatPUFP50, 0.5}, {StatPUFP75, 0.75}} {
			out = append(out, SOCRow{Year: year, GeoCode: code, Statistic: q.stat, USDPerSqft: math.Round(WeightedQuantile(v, w, q.p)*100) / 100,
				SheetRow: len(ps), ObsID: file})
		}
	}
	return out, nil
}

// pufSpread is one region's (or the nation's) quartiles from the PUF.
type pufSpread struct {
	P25, P50, P75 SOCRow
}

// socSpread finds the PUF quartiles of code (US, R1..R4).
func socSpread(rows []SOCRow, code string) (pufSpread, bool) {
	var s pufSpread
	for _, r := range rows {
		if r.GeoCode != code {
			continue
		}
		switch r.Statistic {
		case StatPUFP25:
			s.P25 = r
		case StatPUFP50:
			s.P50 = r
		case StatPUFP75:
			s.P75 = r
		}
	}
	return s, s.P25.Year != 0 && s.P50.Year != 0 && s.P75.Year != 0
}
