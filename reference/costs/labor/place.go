package labor

import (
	"context"
	"fmt"
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
	code, via, inArea := wageAreaOf(d, county)
	var b base
	wider := "" // "state" or "national": the county's wage area has no figure
	if inArea {
		b, err = areaWage(d, t, code)
	}
	if !inArea || err != nil {
		if err != nil && plumbline.ErrorCode(err) != plumbline.ENOTFOUND {
			return Estimate{}, err
		}
		if b, wider, err = widerWage(d, t, county, code, inArea); err != nil {
			return Estimate{}, err
		}
	}
	e := Estimate{Query: map[string]string{"trade": t.ID, "county": fips}, Inputs: b.inputs, Sources: b.sources}
	e.Inputs["county"] = map[string]string{"fips": fips, "name": county.Name, "state": county.StateAbbr, "wage_area": code, "wage_area_from": via}
	kind := "metropolitan"
	if len(code) != 5 {
		kind = "nonmetropolitan"
	}
	whole := wider == "" && len(d.Areas[code].Counties) == 1 && d.Areas[code].Counties[0] == fips
	steps := []Step{}
	var used *qcewRatio
	skip := func(name, why string) { steps = append(steps, Step{name, "skipped", why}) }
	// Each step is used, skipped (its data is not held or not usable, with
	// the reason) or not reached; the first used answers.
	step := func(name, naics string, ratio func() (qcewRatio, string, bool)) {
		switch {
		case used != nil:
			steps = append(steps, Step{name, "not_reached", "an earlier step answered"})
		case naics == "":
			skip(name, fmt.Sprintf("%s have no single 5-digit NAICS industry (they work across all of construction)", t.Title))
		case d.qcew.year == "":
			skip(name, "no QCEW data is held")
		case whole:
			skip(name, fmt.Sprintf("the county is the only county of its wage area %s: the area's figure is the county's own", code))
		default:
			r, why, ok := ratio()
			if !ok {
				skip(name, why)
				return
			}
			used = &r
			steps = append(steps, Step{name, "used", r.why})
		}
	}
	naics5 := t.NAICS
	if len(naics5) != 5 {
		naics5 = ""
	}
	step("qcew_county_naics5", naics5, func() (qcewRatio, string, bool) {
		if wider != "" {
			return qcewRatio{}, "the county's wage area has no OEWS figure, so there is no area figure to scale", false
		}
		return d.areaRatio(fips, code, naics5)
	})
	step("qcew_state_naics5", naics5, func() (qcewRatio, string, bool) {
		if wider == "national" {
			return qcewRatio{}, "the figure is the nation's: a county/state ratio does not apply to it", false
		}
		r, why, ok := d.stateRatio(fips, naics5)
		if ok && wider == "" {
			r.why += fmt.Sprintf(": the state's pay stands in for the wage area's, which could not be formed (the step before says why); it assumes area %s pays like the state in this industry", code)
		} else if ok {
			r.why += ": the figure scaled is the state's own"
		}
		return r, why, ok
	})
	step("qcew_county_naics238", "238", func() (qcewRatio, string, bool) {
		if wider != "" {
			return qcewRatio{}, "the county's wage area has no OEWS figure, so there is no area figure to scale", false
		}
		return d.areaRatio(fips, code, "238")
	})
	area := b.wages // the figure before any county step
	switch {
	case used != nil:
		steps = append(steps, Step{"metro_wages", "used", "the figure the QCEW ratio scales"})
	case wider != "":
		steps = append(steps, Step{"metro_wages", "used", fmt.Sprintf("the county's wage area has no OEWS figure: the %s figure is taken", map[string]string{"state": "state's", "national": "nation's"}[wider])})
	default:
		steps = append(steps, Step{"metro_wages", "used", fmt.Sprintf("the county takes its %s OEWS area's figure", kind)})
	}
	e.Inputs["chain"] = steps
	var skipped []string
	for _, s := range steps {
		if s.Status == "skipped" {
			skipped = append(skipped, s.Step+" ("+s.Reason+")")
		}
	}
	skippedLine := ""
	if len(skipped) > 0 {
		skippedLine = " Skipped: " + strings.Join(skipped, "; ") + "."
	}
	areaLine := fmt.Sprintf("County %s (%s, %s) lies in OEWS %s area %s (%s).", fips, county.Name, county.StateAbbr, kind, code, d.Areas[code].Title)
	if !inArea {
		areaLine = fmt.Sprintf("County %s (%s, %s) is in no OEWS wage area we hold.", fips, county.Name, county.StateAbbr)
	}
	areaConfidence := b.confidence
	switch {
	case used != nil:
		ref := "the area's"
		if used.ref == "state" {
			ref = "the state's"
		}
		e.Inputs["area_wages"] = area
		e.Inputs["qcew"] = used.inputs(fips, d.qcew.year)
		b.wages.HourlyMedian = round2(area.HourlyMedian * used.ratio)
		for _, p := range []**float64{&b.wages.HourlyP25, &b.wages.HourlyP75} {
			if *p != nil {
				*p = ptr(round2(**p * used.ratio))
			}
		}
		e.Confidence = DerivedIndustryMethod
		e.ConfidenceReason = areaLine + fmt.Sprintf(" The %s figure (%s) is scaled by the county's QCEW %s average annual pay (total wages per employee) in NAICS %s over %s.%s",
			b.area.Kind, b.confidence, d.qcew.year, used.naics, ref, skippedLine)
		e.Methodology = fmt.Sprintf("wage = figure × ratio (inputs.area_wages × inputs.qcew.ratio, rounded to cents), ratio = county average annual pay / %s average annual pay, "+
			"QCEW %s annual averages, private ownership, NAICS %s, pay = total_annual_wages / annual_avg_emplvl; the same ratio scales p25 and p75 (it assumes the whole distribution shifts alike). Figure: %s",
			strings.TrimSuffix(ref, "'s")+"'s", d.qcew.year, used.naics, b.method)
		e.Sources = append(e.Sources, src(used.countyRow.File, blsQCEW, d.qcew.year+" annual averages"))
	case wider != "" || !whole:
		e.Confidence = b.confidence
		if b.confidence == Measured || wider != "" {
			e.Confidence = Interpolated
		}
		what := map[string]string{"": "the area's figure", "state": "the state's figure", "national": "the nation's figure"}[wider]
		e.ConfidenceReason = areaLine + fmt.Sprintf(" The county takes %s (%s for %s, not for the county): %s%s", what, b.confidence, b.area.Title, b.reason, skippedLine)
		e.Methodology = "The wage area's figure, unchanged. " + b.method
	default:
		e.Confidence = b.confidence
		e.ConfidenceReason = areaLine + " The county is the whole of that area, so the area's figure is the county's own: " + b.reason + skippedLine
		e.Methodology = "The wage area's figure (the area is this one county), unchanged. " + b.method
	}
	if b.wages.Employment != nil {
		e.EmploymentNote = fmt.Sprintf("null: OEWS publishes no employment by occupation for a county; the employment of %s is %d (inputs.oews_cell.employment).", b.area.Title, *b.wages.Employment)
	} else {
		e.EmploymentNote = "null: OEWS publishes no employment by occupation for a county."
	}
	b.wages.Employment = nil
	b.area.Confidence = areaConfidence
	e.finish(d, b, t)
	if used != nil {
		e.Period = b.period + "; county ratio QCEW " + d.qcew.year
	}
	return e, nil
}

// widerWage is the figure of a wider area for a county whose wage area
// (code, when inArea) has none: the state's published OEWS cell (a pulled
// state file), else the nation's.
func widerWage(d *Data, t Trade, county geo.County, code string, inArea bool) (base, string, error) {
	missing := fmt.Sprintf("no OEWS figure for %s in wage area %s (%s)", t.ID, code, d.Areas[code].Title)
	if !inArea {
		missing = fmt.Sprintf("county %s (%s, %s) is in no OEWS wage area we hold", county.FIPS, county.Name, county.StateAbbr)
	}
	st := "S" + county.FIPS[:2]
	if c, ok := d.Cells[[2]string{st, t.SOC}]; ok && usable(c) {
		b := base{area: wageAreaRef{Code: st, Title: c.AreaTitle, Kind: "state"}, inputs: map[string]any{}, wages: Wages{Currency: "USD", Unit: "hour"}}
		b.fromCell(c)
		b.confidence = Measured
		b.reason = fmt.Sprintf("%s; the state's published OEWS cell is used (%s, %s).", missing, c.Period, c.File)
		b.method = "The state's published OEWS percentiles, as published."
		b.sysErrNote = "null: the state's figure is not the county's; how far the county's wages are from the state's is not measured here."
		b.degNote = "false: no OFLC levels are used."
		return b, "state", nil
	}
	if c, ok := d.Cells[[2]string{NationalArea, t.SOC}]; ok && usable(c) {
		b := base{area: wageAreaRef{Code: NationalArea, Title: c.AreaTitle, Kind: "national"}, inputs: map[string]any{}, wages: Wages{Currency: "USD", Unit: "hour"}}
		b.fromCell(c)
		b.confidence = Measured
		b.reason = fmt.Sprintf("%s, and no state cell for %s is held (`plumbline data pull oews-metro oews-state` brings the complete releases); the national published OEWS cell is used (%s, %s).",
			missing, county.StateAbbr, c.Period, c.File)
		b.method = "The national published OEWS percentiles, as published: not specific to the place (location_factor is 1 by construction)."
		b.sysErrNote = "null: the national figure is not the county's; how far the county's wages are from it is not measured here."
		b.degNote = "false: no OFLC levels are used."
		return b, "national", nil
	}
	return base{}, "", plumbline.Errorf(plumbline.ENOTFOUND, "%s, and neither a state nor a national OEWS cell for %s is held", missing, t.SOC)
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
	// The county's own wage area, also where its figure came from a wider
	// area (the state's or the nation's).
	if code := e.Inputs["county"].(map[string]string)["wage_area"]; len(code) == 5 {
		e.ResolvedMSACode = ptr(code)
	}
	e.Inputs["zip"] = map[string]string{"zip": zip, "place": z.PlaceName, "county_fips": z.CountyFIPS,
		"resolved_by": "the GeoNames primary county of the ZIP (" + geo.FileZIPs + "); no HUD residential ratios are held"}
	e.ConfidenceReason = fmt.Sprintf("ZIP %s resolves to county %s. ", zip, z.CountyFIPS) + e.ConfidenceReason
	return e, nil
}
