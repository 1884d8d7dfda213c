package benchmarks

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/plumbline-api/plumbline"
)

// new_construction_sfh prices a house at the Census SOC median contract
// price per ft² of its Census region, the finest geography at which the
// price is measured. A tier or a metro spanning regions weights the
// regional prices by where its 1-unit houses were permitted (Census BPS
// 2024). Before 1.3.0 a tier or place was indexed by its permit value per
// 1-unit building; tested against the SOC regional prices that index errs
// by more than the within-region differences it would add (it is a value
// per house, so it grows with house size, not only with price), so it is
// shown, not applied (docs/decisions.md, Benchmarks;
// TestPermitIndexAgainstSOC).

// regionPart is one region's share of a set of counties.
type regionPart struct {
	Region  Region
	Units   int64
	Weight  float64
	Median  SOCRow
	Average SOCRow
}

// socRegion is a region's SOC median and average row of a year.
func socRegion(rows []SOCRow, code string, year int) (median, average SOCRow, ok bool) {
	for _, r := range rows {
		if r.GeoCode != code || r.Year != year {
			continue
		}
		switch r.Statistic {
		case "median":
			median = r
		case "average":
			average = r
		}
	}
	return median, average, median.Year != 0 && average.Year != 0
}

// regionParts are the regions of p with their weights and SOC rows of
// year, or the reason none can be given.
func regionParts(in *Inputs, p Permits, year int) ([]regionPart, string) {
	var parts []regionPart
	if p.Kind == "county" {
		r, ok := RegionOfCounty(p.Code)
		if !ok {
			return nil, "county " + p.Code + " is outside the four Census regions (the 50 states and DC) the Census SOC covers"
		}
		parts = []regionPart{{Region: r, Units: p.Units, Weight: 1}}
	} else {
		var total int64
		for _, rp := range p.Regions {
			total += rp.Units
		}
		for _, rp := range p.Regions {
			code := rp.Code[strings.LastIndexByte(rp.Code, '/')+1:]
			var r Region
			for _, x := range Regions {
				if x.Code == code {
					r = x
				}
			}
			w := 1.0
			switch {
			case total > 0:
				w = float64(rp.Units) / float64(total)
			case len(p.Regions) > 1:
				return nil, fmt.Sprintf("%s %s spans %d Census regions and permitted no 1-unit building in %d: nothing weights their prices", p.Kind, p.Code, len(p.Regions), p.Year)
			}
			parts = append(parts, regionPart{Region: r, Units: rp.Units, Weight: w})
		}
		if len(parts) == 0 {
			return nil, "no county of " + p.Kind + " " + p.Code + " is in a Census region (the 50 states and DC)"
		}
	}
	for i := range parts {
		var ok bool
		if parts[i].Median, parts[i].Average, ok = socRegion(in.SOC, parts[i].Region.Code, year); !ok {
			return nil, fmt.Sprintf("the Census SOC extract has no %s median and average for %d", parts[i].Region.Name, year)
		}
	}
	return parts, ""
}

// sfh is new_construction_sfh for a set of counties p (a tier, a CBSA or
// a county).
func (e engine) sfh(in *Inputs, label string, p Permits) (Figures, error) {
	f := base(label)
	med, avg, err := latestSOC(in.SOC)
	if err != nil {
		return f, err
	}
	area, err := e.norms.Num("new_construction_sfh", "conditioned_floor_area_sqft")
	if err != nil {
		return f, err
	}
	national := p.Kind == "tier" && p.Code == TierNational
	// The national tier needs no region (it is the measured US median);
	// its region parts only give inputs.regional_usd_per_sqft.
	parts, reason := regionParts(in, p, med.Year)
	if reason != "" && !national {
		return notCarried(label, reason), nil
	}
	var perSqft, avgPerSqft float64
	regions := make([]map[string]any, len(parts))
	detail := []string{fmt.Sprintf("US median row %d (obs %s)", med.SheetRow, med.ObsID)}
	for i, rp := range parts {
		perSqft += rp.Weight * rp.Median.USDPerSqft
		avgPerSqft += rp.Weight * rp.Average.USDPerSqft
		regions[i] = map[string]any{"region": rp.Region.Code, "name": rp.Region.Name, "u1_units": rp.Units, "weight": rp.Weight,
			"soc_median_usd_per_sqft": rp.Median.USDPerSqft, "soc_average_usd_per_sqft": rp.Average.USDPerSqft}
		detail = append(detail, fmt.Sprintf("%s median row %d (obs %s)", rp.Region.Name, rp.Median.SheetRow, rp.Median.ObsID))
	}
	var composite any = perSqft
	if len(parts) == 0 {
		composite = nil // the national tier of a version without region sums
	}
	if national {
		perSqft, avgPerSqft = med.USDPerSqft, avg.USDPerSqft
	}
	f.CostP50 = pf(roundUSD(perSqft * area))
	f.CostBasePeriod = strconv.Itoa(med.Year) + " (houses started; nominal dollars)"
	f.Confidence = "derived"
	switch {
	case national:
		f.ConfidenceReason = "the national Census SOC median contract price per ft² (measured) times a curated 2,000 ft² floor area"
	case len(parts) == 1:
		f.ConfidenceReason = "the Census SOC median contract price per ft² of the " + parts[0].Region.Name + " region (measured; the SOC publishes no finer geography) times a curated 2,000 ft² floor area"
	default:
		f.ConfidenceReason = fmt.Sprintf("the Census SOC median contract prices per ft² of %d Census regions (measured), weighted by where this %s's 1-unit houses were permitted in %d (Census BPS), times a curated 2,000 ft² floor area", len(parts), p.Kind, p.Year)
	}
	s := srcSOC
	s.Period = strconv.Itoa(med.Year)
	s.Detail = strings.Join(detail, "; ")
	f.Sources = []Source{s, srcBPS, srcGeo, srcNorm}
	f.Inputs = map[string]any{
		"formula":                  "cost_usd_p50 = usd_per_sqft × floor_area_sqft; usd_per_sqft = Σ_r weight_r × soc_median_usd_per_sqft(Census region r, latest start year), weight_r = the counties' Census BPS 2024 1-unit units in region r ÷ their units in all regions (a county: 1 for its state's region); national tier: usd_per_sqft = the US median",
		"soc_year":                 med.Year,
		"soc_median_usd_per_sqft":  med.USDPerSqft,
		"soc_average_usd_per_sqft": avg.USDPerSqft,
		"regions":                  regions,
		"regional_usd_per_sqft":    composite,
		"usd_per_sqft":             perSqft,
		"price_index":              perSqft / med.USDPerSqft,
		"floor_area_sqft":          area,
		"cost_usd_at_soc_average":  roundUSD(avgPerSqft * area),
	}
	if spread := e.sfhSpread(in, &f, parts, national, perSqft, area, med.Year); spread != nil {
		f.Sources = append(f.Sources, *spread)
	}
	e.permitContext(f, in, p)
	if national {
		f.Inputs["regional_usd_per_sqft_note"] = "the regional medians weighted by the nation's 2024 1-unit permits, for comparison with the tiers: the measured US median is served (the SOC weights regions by its own sample of contractor-built houses, and a median is not additive)"
		return f, nil
	}
	scope := "the four Census regions"
	if p.Kind == "tier" {
		scope = "a Census region: this tier differs from the nation and the other tiers only by the regional mix of its permits"
	} else if len(parts) == 1 {
		scope = "a Census region: every place of the " + parts[0].Region.Name + " gets this figure"
	}
	f.Missing["within_region"] = "no held source measures the price per ft² of a new house below " + scope + ". The Census BPS construction value per 1-unit permit was tested as such an index against the SOC regional prices and rejected: its error against them exceeds the within-region differences it would add, being a value per house that grows with house size, not only with price (docs/decisions.md, Benchmarks); it is shown in inputs, not applied"
	return f, nil
}

// permitContext shows p's permit value per 1-unit building against the
// nation's (the index before 1.3.0, not applied), unless it rests on
// fewer than MinPlacePermits permits.
func (e engine) permitContext(f Figures, in *Inputs, p Permits) {
	nat := in.Tiers[TierNational]
	f.Inputs["permits_year"] = p.Year
	f.Inputs["permits_scope"] = p.Kind + ":" + p.Code
	f.Inputs["permits_counties"] = p.Counties
	f.Inputs["u1_units"] = p.Units
	f.Inputs["u1_value_usd"] = p.ValueUSD
	f.Inputs["national_u1_units"] = nat.Units
	f.Inputs["national_u1_value_usd"] = nat.ValueUSD
	f.Inputs["permit_min_units"] = MinPlacePermits
	small := p.Units < MinPlacePermits
	f.Inputs["permit_small_sample"] = small
	if small || nat.Units == 0 {
		f.Inputs["permit_value_index_not_applied"] = nil
		what := fmt.Sprintf("%s %s permitted %d 1-unit buildings in %d", p.Kind, p.Code, p.Units, p.Year)
		if p.Counties == 0 {
			what = fmt.Sprintf("%s %s is not in the Census BPS %d county file", p.Kind, p.Code, p.Year)
		}
		f.Missing["permit_value_index"] = fmt.Sprintf("%s (fewer than %d): a mean of so few declared values has a relative standard error above %.0f%%, so no permit value per unit is shown (it would not be applied either way)",
			what, MinPlacePermits, 100*MinPermitsRSE)
		return
	}
	f.Inputs["permit_value_index_not_applied"] = (p.ValueUSD / float64(p.Units)) / (nat.ValueUSD / float64(nat.Units))
}

// sfhLocal is new_construction_sfh for a place: a county (zip= or
// county=) by its own region and permits, a CBSA (msa=) by its counties'.
func (a api) sfhLocal(ctx context.Context, version string, in *Inputs, place Place) (Figures, error) {
	kind, code := "cbsa", place.CBSA
	if place.CountyFIPS != "" {
		kind, code = "county", place.CountyFIPS
	}
	p, err := a.st.Permits(ctx, version, kind, code)
	var pe *plumbline.Error
	switch {
	case errors.As(err, &pe) && pe.Code == plumbline.ENOTFOUND && kind == "county":
		// not in the BPS file: its region's price holds; no permits to show
		p = Permits{Kind: kind, Code: code, Year: in.Tiers[TierNational].Year} // Counties 0: not in the file
	case errors.As(err, &pe) && pe.Code == plumbline.ENOTFOUND:
		return notCarried(place.Tier, "no Census BPS 2024 1-unit permits for "+kind+" "+code+": see benchmarks_get for the "+place.Tier+" tier"), nil
	case err != nil:
		return Figures{}, err
	}
	return a.e.sfh(in, place.Tier, p)
}

// sfhSpread serves cost p25 and p75 from the SOC public-use file's
// quartiles of price per ft² (spreads.go), weighted over the regions as
// the median is, where a pull holds them; the published median stays p50
// (the Census's own estimate). It returns the file's source, nil when no
// spread is served (and Missing says why).
func (e engine) sfhSpread(in *Inputs, f *Figures, parts []regionPart, national bool, perSqft, area float64, medYear int) *Source {
	const noSpread = "the Census SOC table publishes a median and an average, no quartiles, and the bundled SOC microdata extract dropped the contract price: `plumbline data pull soc-puf` (the complete public-use file) adds p25 and p75 of price per ft² by Census region; no spread is invented"
	var p25, p50, p75 float64
	var year, houses int
	codes, weights := []string{"US"}, []float64{1}
	if !national {
		codes, weights = nil, nil
		for _, rp := range parts {
			codes, weights = append(codes, rp.Region.Code), append(weights, rp.Weight)
		}
	}
	var detail []string
	for i, code := range codes {
		s, ok := socSpread(in.SOC, code)
		if !ok {
			f.Missing["cost_p25_p75"] = noSpread
			return nil
		}
		p25 += weights[i] * s.P25.USDPerSqft
		p50 += weights[i] * s.P50.USDPerSqft
		p75 += weights[i] * s.P75.USDPerSqft
		year, houses = s.P25.Year, houses+s.P25.SheetRow
		detail = append(detail, fmt.Sprintf("%s: %d houses", code, s.P25.SheetRow))
	}
	if len(codes) == 0 {
		f.Missing["cost_p25_p75"] = noSpread
		return nil
	}
	if !(p25 <= perSqft && perSqft <= p75) {
		f.Missing["cost_p25_p75"] = fmt.Sprintf("the SOC public-use file's %d quartiles of price per ft² (%.2f–%.2f) do not bracket the published %d median served (%.2f): not served together", year, p25, p75, medYear, perSqft)
		return nil
	}
	f.CostP25, f.CostP75 = pf(roundUSD(p25*area)), pf(roundUSD(p75*area))
	f.Inputs["spread"] = map[string]any{
		"method":               "survey-weighted quartiles (WEIGHT, no interpolation) of contract price ÷ floor area (FCONPR, else CONPR; FSQFS, else SQFS) over the SOC public-use file's houses with a contract price (built by a contractor on the owner's land: the published median's universe) started in its year, by Census region, weighted over regions as the median is",
		"p50_served":           "the published Census SOC median (its own estimate, of houses started in " + strconv.Itoa(medYear) + "); the public-use file's median is shown as usd_per_sqft_p50_puf for comparison",
		"puf_year":             year,
		"houses":               houses,
		"usd_per_sqft_p25":     p25,
		"usd_per_sqft_p50_puf": p50,
		"usd_per_sqft_p75":     p75,
		"cost_usd_p25_formula": "usd_per_sqft_p25 × floor_area_sqft",
		"cost_usd_p75_formula": "usd_per_sqft_p75 × floor_area_sqft",
	}
	return &Source{File: FilePulledSOCPUF, Publisher: socPublisher(FilePulledSOCPUF), Period: strconv.Itoa(year) + " (houses started)",
		Detail: "cost p25/p75: " + strings.Join(detail, "; ")}
}
