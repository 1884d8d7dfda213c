package labor

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/reference/geo"
)

// byMSA answers a metro area given by its 5-digit code.
func byMSA(ctx context.Context, d *Data, places geo.Store, version string, t Trade, msa string) (Estimate, error) {
	_, isArea := d.Areas[msa]
	_, hasLevels := d.Levels[[2]string{msa, t.SOC}]
	_, hasCell := d.Cells[[2]string{msa, t.SOC}]
	if !isArea && !hasLevels && !hasCell {
		c, err := places.CBSA(ctx, version, msa)
		switch {
		case err == nil && c.Type == "micro":
			return Estimate{}, plumbline.Errorf(plumbline.ENOTFOUND, "CBSA %s (%s) is a micropolitan area: OEWS publishes no wages for it; ask by county (one of %s)", msa, c.Title, strings.Join(c.Counties, ", "))
		case err == nil:
			return Estimate{}, plumbline.Errorf(plumbline.ENOTFOUND, "metro area %s (%s) is in the OMB 2023 delineation but not among the OEWS May 2024 wage areas we hold", msa, c.Title)
		default:
			return Estimate{}, plumbline.Errorf(plumbline.ENOTFOUND, "no metro area %s among the OEWS May 2024 wage areas or the OMB 2023 CBSAs", msa)
		}
	}
	b, err := areaWage(d, t, msa)
	if err != nil {
		return Estimate{}, err
	}
	e := Estimate{Query: map[string]string{"trade": t.ID, "msa": msa}, Confidence: b.confidence, ConfidenceReason: b.reason,
		Methodology: b.method, Inputs: b.inputs, Sources: b.sources}
	e.finish(d, b, t)
	return e, nil
}

// wageAreaOf is the OEWS area of a county: the May 2024 crosswalk, else
// the county's metro CBSA when OEWS uses the same code.
func wageAreaOf(d *Data, c geo.County) (string, string, bool) {
	if code, ok := d.ByCounty[c.FIPS]; ok {
		return code, "the OEWS May 2024 area definitions (" + FileAreas + ")", true
	}
	if _, ok := d.Areas[c.CBSA]; ok && c.CBSAType == "metro" {
		return c.CBSA, "the county's OMB 2023 metro area, which OEWS May 2024 uses under the same code", true
	}
	return "", "", false
}

// byCounty runs the county fallback chain (spec: county QCEW at 5-digit
// NAICS, then state, then NAICS 238, then the metro's wage data).
func byCounty(ctx context.Context, d *Data, places geo.Store, version string, t Trade, fips string) (Estimate, error) {
	county, err := places.County(ctx, version, fips)
	if err != nil {
		return Estimate{}, err
	}
	code, via, ok := wageAreaOf(d, county)
	if !ok {
		if county.CBSAType == "metro" {
			return Estimate{}, plumbline.Errorf(plumbline.ENOTFOUND, "county %s (%s, %s) lies in metro area %s (%s), for which we hold no OEWS cell and no OFLC wage levels", fips, county.Name, county.StateAbbr, county.CBSA, county.CBSATitle)
		}
		return Estimate{}, plumbline.Errorf(plumbline.ENOTFOUND, "county %s (%s, %s) is in no OEWS wage area we hold (the OEWS area crosswalk did not match it: New England towns, Connecticut planning regions)", fips, county.Name, county.StateAbbr)
	}
	b, err := areaWage(d, t, code)
	if err != nil {
		return Estimate{}, err
	}
	e := Estimate{Query: map[string]string{"trade": t.ID, "county": fips}, Inputs: b.inputs, Sources: b.sources}
	e.Inputs["county"] = map[string]string{"fips": fips, "name": county.Name, "state": county.StateAbbr, "wage_area": code, "wage_area_from": via}
	kind := "metropolitan"
	if b.area.Kind != "metro" {
		kind = "nonmetropolitan"
	}
	steps := []Step{}
	ratio, used := 0.0, ""
	// The four steps of the spec's chain, in order; each is used, skipped
	// (its data is not held or not usable, with the reason) or not reached.
	try := func(name, naics string) {
		switch {
		case used != "":
			steps = append(steps, Step{name, "not_reached", "an earlier step answered"})
		case len(naics) != 5 && name == "qcew_county_naics5":
			steps = append(steps, Step{name, "skipped", fmt.Sprintf("%s have no single 5-digit NAICS industry (they work across all of construction)", t.Title)})
		default:
			if r, why, ok := qcewRatio(ctx, d, places, version, fips, code, naics); ok {
				ratio, used = r, naics
				steps = append(steps, Step{name, "used", why})
				e.Inputs["qcew"] = qcewInputs(d, fips, code, naics, r)
			} else {
				steps = append(steps, Step{name, "skipped", why})
			}
		}
	}
	try("qcew_county_naics5", t.NAICS)
	if used == "" {
		steps = append(steps, Step{"qcew_state_naics5", "skipped", "state-level QCEW by 5-digit NAICS is not held"})
	} else {
		steps = append(steps, Step{"qcew_state_naics5", "not_reached", "an earlier step answered"})
	}
	try("qcew_county_naics238", "238")
	if used != "" {
		steps = append(steps, Step{"metro_wages", "used", "the metro figure the QCEW ratio scales"})
	} else {
		steps = append(steps, Step{"metro_wages", "used", fmt.Sprintf("the county takes its %s OEWS area's figure", kind)})
	}
	e.Inputs["chain"] = steps
	var skipped []string
	for _, s := range steps {
		if s.Status == "skipped" {
			skipped = append(skipped, s.Step+" ("+s.Reason+")")
		}
	}
	areaLine := fmt.Sprintf("County %s (%s, %s) lies in OEWS %s area %s (%s).", fips, county.Name, county.StateAbbr, kind, code, b.area.Title)
	if used != "" {
		b.wages.HourlyMedian = round2(b.wages.HourlyMedian * ratio)
		for _, p := range []**float64{&b.wages.HourlyP25, &b.wages.HourlyP75} {
			if *p != nil {
				*p = ptr(round2(**p * ratio))
			}
		}
		b.wages.Employment = nil // OEWS publishes no county employment by occupation
		e.Confidence = DerivedIndustryMethod
		e.ConfidenceReason = areaLine + fmt.Sprintf(" The area figure (%s) is scaled by the county's QCEW 2020 average weekly wage in NAICS %s over the area's. Skipped: %s.", b.confidence, used, strings.Join(skipped, "; "))
		e.Methodology = fmt.Sprintf("wage = area wage × (county avg weekly wage / area avg weekly wage), QCEW 2020 annual, private ownership, NAICS %s; the same ratio scales p25 and p75 (it assumes the whole distribution shifts alike). Area wage: %s", used, b.method)
		e.Sources = append(e.Sources, src(FileQCEW, blsQCEW, "2020 annual averages"))
	} else {
		e.Confidence = b.confidence
		if b.confidence == Measured {
			e.Confidence = Interpolated
		}
		e.ConfidenceReason = areaLine + " The county takes the area's figure (" + b.confidence + "): " + b.reason + " Skipped: " + strings.Join(skipped, "; ") + "."
		e.Methodology = "The county's OEWS area figure, unchanged. " + b.method
	}
	e.finish(d, b, t)
	if used != "" {
		e.Period = b.period + "; county ratio QCEW 2020"
	}
	return e, nil
}

// qcewRatio is the county's private average weekly wage in naics over the
// wage area's, both from QCEW 2020. The area's is built from the area's
// counties that we hold (employment-weighted); it needs at least one held
// county besides this one, else the ratio would be 1 by construction.
func qcewRatio(ctx context.Context, d *Data, places geo.Store, version, fips, area, naics string) (float64, string, bool) {
	rows := qcewByArea(d)
	if _, held := rows[fips]; !held {
		return 0, fmt.Sprintf("QCEW county data is held only for %s (2020)", strings.Join(slices.Sorted(maps.Keys(rows)), ", ")), false
	}
	if len(area) != 5 {
		return 0, "the county's wage area is nonmetropolitan: the ratio needs that area's QCEW wage, which is not held", false
	}
	own, ok := qcewPrivate(d, fips, naics)
	if !ok {
		return 0, fmt.Sprintf("the county's QCEW 2020 private NAICS %s row is suppressed (disclosure N) or absent", naics), false
	}
	var wages, emp int64
	var used []string
	for _, c := range d.Areas[area].Counties {
		if r, ok := qcewPrivate(d, c, naics); ok {
			w, _ := strconv.ParseInt(r.TotalWages, 10, 64)
			n, _ := strconv.ParseInt(r.Employment, 10, 64)
			wages, emp, used = wages+w, emp+n, append(used, c)
		}
	}
	if len(used) < 2 || emp == 0 {
		return 0, fmt.Sprintf("no other county of area %s has a disclosed QCEW 2020 private NAICS %s row, so the area's wage cannot be formed", area, naics), false
	}
	cw, _ := strconv.ParseInt(own.TotalWages, 10, 64)
	ce, _ := strconv.ParseInt(own.Employment, 10, 64)
	if ce == 0 {
		return 0, fmt.Sprintf("the county's QCEW NAICS %s employment is zero", naics), false
	}
	r := (float64(cw) / float64(ce)) / (float64(wages) / float64(emp))
	return round3(r), fmt.Sprintf("county/area QCEW 2020 private NAICS %s wage ratio %.3f; the area's wage is formed from the %d of its %d counties held (%s)",
		naics, round3(r), len(used), len(d.Areas[area].Counties), strings.Join(used, ", ")), true
}

func qcewInputs(d *Data, fips, area, naics string, ratio float64) map[string]any {
	rows := []QCEWRow{}
	for _, c := range d.Areas[area].Counties {
		if r, ok := qcewPrivate(d, c, naics); ok {
			rows = append(rows, r)
		}
	}
	return map[string]any{"naics": naics, "own_code": "5", "year": "2020", "county": fips, "ratio": ratio, "area_counties_rows": rows,
		"area_counties_total": len(d.Areas[area].Counties),
		"formula":             "ratio = (county total_annual_wages / annual_avg_emplvl) / (Σ area counties held total_annual_wages / Σ annual_avg_emplvl)"}
}

// qcewPrivate is a county's disclosed private-ownership row for naics.
func qcewPrivate(d *Data, fips, naics string) (QCEWRow, bool) {
	for _, r := range d.QCEW {
		if r.Area == fips && r.Own == "5" && r.Industry == naics {
			return r, !r.Suppressed()
		}
	}
	return QCEWRow{}, false
}

func qcewByArea(d *Data) map[string][]QCEWRow {
	out := map[string][]QCEWRow{}
	for _, r := range d.QCEW {
		out[r.Area] = append(out[r.Area], r)
	}
	return out
}

// byZIP resolves a ZIP to its dominant (GeoNames primary) county, then
// answers the county.
func byZIP(ctx context.Context, d *Data, places geo.Store, version string, t Trade, zip string) (Estimate, error) {
	z, err := places.ZIP(ctx, version, zip)
	if err != nil {
		return Estimate{}, err
	}
	e, err := byCounty(ctx, d, places, version, t, z.CountyFIPS)
	if err != nil {
		return Estimate{}, err
	}
	e.Query = map[string]string{"trade": t.ID, "zip": zip}
	e.ResolvedCountyFIPS = ptr(z.CountyFIPS)
	if c, err := places.County(ctx, version, z.CountyFIPS); err == nil {
		e.ResolvedCountyName = c.Name + ", " + c.StateAbbr
	}
	if e.WageArea.Kind == "metro" {
		e.ResolvedMSACode = ptr(e.WageArea.Code)
	}
	e.Inputs["zip"] = map[string]string{"zip": zip, "place": z.PlaceName, "county_fips": z.CountyFIPS,
		"resolved_by": "the GeoNames primary county of the ZIP (" + geo.FileZIPs + "); no HUD residential ratios are held"}
	e.ConfidenceReason = fmt.Sprintf("ZIP %s resolves to county %s. ", zip, z.CountyFIPS) + e.ConfidenceReason
	return e, nil
}
