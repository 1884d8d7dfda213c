package benchmarks

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"strconv"
)

// Inputs are the grounding rows one computation reads from the store.
type Inputs struct {
	SOC       []SOCRow
	REMDB     []REMDBRow
	Tiers     map[string]Permits // by tier
	Durations *SOCDurations      // nil when the version holds no SOC microdata
	AHS       []AHSStat          // from a pulled AHS release (ahs.go); nil without one
}

// engine computes the live types' figures; its collaborators are
// injected so a test can move a calculator or a price.
type engine struct {
	norms Norms
	deps  Deps
}

const (
	ppiHVAC       = "PCU23822X23822X" // plumbing, heating and air-conditioning contractors (BLS PPI industry index)
	remdbBaseYear = 2023              // REMDB 2024 coefficients are in 2023 dollars
	opManualJ     = "calc_hvac_manual_j"
	btuhPerTon    = 12000
)

var (
	srcSOC  = Source{File: FileSOC, Publisher: "U.S. Census Bureau and HUD, Survey of Construction (contractpricesqft_cust.xls, transcribed)"}
	srcBPS  = Source{File: FilePermits, Publisher: "U.S. Census Bureau, Building Permits Survey (county annual)", Period: "2024"}
	srcGeo  = Source{File: "costs/geo/county_names_population_2020_2024.csv + costs/geo/county_to_cbsa_2023.csv", Publisher: "Census population estimates; OMB 2023 CBSA delineation", Period: "population 2024; delineation July 2023"}
	srcREM  = Source{File: FileREMDB, Publisher: "NREL REMDB 2024 (v4) coefficients, subset used by CMU TARE (transcribed)", Period: "2023 dollars"}
	srcNorm = Source{File: FileNorms, Publisher: "plumbline scope norms (curated; each quantity has its own source)", Period: MethodologyVersion}
)

func pf(v float64) *float64 { return &v }

// roundUSD keeps whole dollars: the inputs carry every unrounded factor.
func roundUSD(v float64) float64 { return math.Round(v) }

// base fills the fields every live figure shares.
func base(tier string) Figures {
	return Figures{Tier: tier, Status: "live", MethodologyID: MethodologyID, MethodologyVersion: MethodologyVersion,
		Missing: map[string]string{
			"labor":              "no cited productivity source (hours per trade) is held: the cost sources are installed totals, so labor_pct, materials_pct and labor_hours_breakdown are not split",
			"trade_dependencies": "not published until a sourced task sequence for the scope is held",
		}}
}

// notCarried is a tier a live type cannot ground.
func notCarried(tier, reason string) Figures {
	return Figures{Tier: tier, Status: "not_carried", ConfidenceReason: reason, Missing: map[string]string{"cost": reason},
		MethodologyID: MethodologyID, MethodologyVersion: MethodologyVersion, Sources: []Source{}, Inputs: map[string]any{}}
}

// latestSOC is the latest year's national median and average $/ft².
func latestSOC(rows []SOCRow) (median, average SOCRow, err error) {
	for _, r := range rows {
		if r.GeoCode != "US" {
			continue
		}
		switch {
		case r.Statistic == "median" && r.Year > median.Year:
			median = r
		case r.Statistic == "average" && r.Year > average.Year:
			average = r
		}
	}
	if median.Year == 0 {
		return median, average, fmt.Errorf("benchmarks: no national SOC median")
	}
	return median, average, nil
}

// manualJBody is the reference house of the hvac_replacement norm as a
// calc_hvac_manual_j request.
func (e engine) manualJBody() ([]byte, map[string]float64, error) {
	const pt = "hvac_replacement"
	q := map[string]float64{}
	for _, name := range []string{"conditioned_floor_area_sqft", "ceiling_height_ft", "wall_gross_area_sqft", "window_area_sqft", "door_area_sqft",
		"ceiling_area_sqft", "floor_area_exposed_sqft", "wall_u", "window_u", "door_u", "ceiling_u", "floor_u",
		"infiltration_ach_heating", "infiltration_ach_cooling", "outdoor_heating_design_f", "outdoor_cooling_design_f", "additional_cooling_btuh"} {
		v, err := e.norms.Num(pt, name)
		if err != nil {
			return nil, nil, err
		}
		q[name] = v
	}
	body := map[string]any{
		"components": []map[string]any{
			{"kind": "wall", "area_sqft": q["wall_gross_area_sqft"] - q["window_area_sqft"] - q["door_area_sqft"], "u_factor": q["wall_u"]},
			{"kind": "window", "area_sqft": q["window_area_sqft"], "u_factor": q["window_u"]},
			{"kind": "door", "area_sqft": q["door_area_sqft"], "u_factor": q["door_u"]},
			{"kind": "ceiling", "area_sqft": q["ceiling_area_sqft"], "u_factor": q["ceiling_u"]},
			{"kind": "floor", "area_sqft": q["floor_area_exposed_sqft"], "u_factor": q["floor_u"]},
		},
		"conditioned_floor_area_sqft": q["conditioned_floor_area_sqft"],
		"ceiling_height_ft":           q["ceiling_height_ft"],
		"infiltration_ach_heating":    q["infiltration_ach_heating"],
		"infiltration_ach_cooling":    q["infiltration_ach_cooling"],
		"outdoor_heating_design_f":    q["outdoor_heating_design_f"],
		"outdoor_cooling_design_f":    q["outdoor_cooling_design_f"],
		"additional_cooling_btuh":     q["additional_cooling_btuh"],
	}
	b, err := json.Marshal(body)
	return b, q, err
}

// REMDBCost is REMDB's installed retrofit cost model for level L (0 low,
// 1 mid, 2 high), in 2023 dollars.
func REMDBCost(r REMDBRow, level int, metric1, metric2 float64) float64 {
	return (r.PM1[level]*metric1+r.PM2[level]*metric2+r.Intercept[level])*r.Multiplier + r.Adder
}

// hvac is hvac_replacement nationally (REMDB has no regional factor).
func (e engine) hvac(ctx context.Context, version string, in *Inputs) (Figures, error) {
	const pt = "hvac_replacement"
	f := base(TierNational)
	f.Missing["duration"] = durationNoScope
	rowID, err := e.norms.Text(pt, "remdb_row")
	if err != nil {
		return f, err
	}
	var row *REMDBRow
	for i := range in.REMDB {
		if in.REMDB[i].RowID == rowID {
			row = &in.REMDB[i]
		}
	}
	if row == nil {
		return f, fmt.Errorf("benchmarks: REMDB row %s is not in %s", rowID, FileREMDB)
	}
	seer, err := e.norms.Num(pt, "seer")
	if err != nil {
		return f, err
	}
	step, err := e.norms.Num(pt, "tons_rounding")
	if err != nil {
		return f, err
	}
	body, _, err := e.manualJBody()
	if err != nil {
		return f, err
	}
	out, err := e.deps.Calc(opManualJ, body)
	if err != nil {
		return f, fmt.Errorf("benchmarks: %s on the reference house: %w", opManualJ, err)
	}
	var mj struct {
		CoolingTons     float64 `json:"cooling_tons"`
		HeatingLoadBtuh float64 `json:"heating_load_btuh"`
		CoolingLoadBtuh float64 `json:"cooling_load_btuh"`
	}
	if err := json.Unmarshal(out, &mj); err != nil {
		return f, fmt.Errorf("benchmarks: %s answer: %w", opManualJ, err)
	}
	// The heat pump carries the heating load too: size to the larger load
	// (the scope norm's sizing rule).
	loadTons := math.Max(mj.CoolingTons, mj.HeatingLoadBtuh/btuhPerTon)
	tons := math.Ceil(loadTons/step) * step
	tons = math.Min(math.Max(tons, row.PM1Bounds[0]), row.PM1Bounds[1])
	var c2023 [3]float64
	for l := range c2023 {
		c2023[l] = REMDBCost(*row, l, tons, seer)
	}
	f.Sources = []Source{remdbSource(in, row), srcNorm, {File: "calc/hvac.go (" + opManualJ + ")", Publisher: "plumbline calculator", Period: MethodologyVersion}}
	esc, err := e.remdbEscalation(ctx, version, ppiHVAC)
	if err != nil {
		return f, err
	}
	factor, ppiInputs := f.setREMDBCosts(c2023, esc, ppiHVAC, Source{File: "costs/ppi/ppi_construction_bls_1986_2025-08.csv", Publisher: "BLS Producer Price Index (via the costs area)"})
	f.ConfidenceReason = "NREL REMDB's published cost regression evaluated at a system size from our hvac/manual-j calculator on a curated reference house; national only"
	f.Inputs = map[string]any{
		"formula":                    "cost_L = ((pm1_coef_L × tons + pm2_coef_L × seer + intercept_L) × multiplier_retrofit + adder_retrofit) × ppi_factor; tons = max(cooling_tons, heating_load_btuh / 12000) rounded up to tons_rounding, kept within the row's bounds",
		"remdb_row":                  rowID,
		"pm1_coef_low_mid_high":      row.PM1,
		"pm2_coef_low_mid_high":      row.PM2,
		"intercept_low_mid_high":     row.Intercept,
		"multiplier_retrofit":        row.Multiplier,
		"adder_retrofit":             row.Adder,
		"pm1_bounds_tons":            row.PM1Bounds,
		"seer":                       seer,
		"calculator":                 opManualJ,
		"calculator_body":            json.RawMessage(body),
		"calculator_cooling_tons":    mj.CoolingTons,
		"calculator_heating_btuh":    mj.HeatingLoadBtuh,
		"tons_rounding":              step,
		"tons":                       tons,
		"cost_2023_usd_low_mid_high": c2023,
		"ppi_factor":                 factor,
		"ppi":                        ppiInputs,
	}
	return f, nil
}

// escalationFactor is the PPI ratio that takes REMDB's 2023 dollars to the
// latest month, or the reason it cannot be had.
type escalationFactor struct {
	factor, baseMean, now float64
	latest, first, last   string
	months                map[string]float64
	reason                string // non-empty: not escalated, and why
}

// remdbEscalation reads series through the costs area from its 2023 mean,
// REMDB's dollars. A reader that is not wired, not loaded (503) or lacks
// the series or a month (404) leaves the figure in 2023 dollars, saying
// why; other errors fail.
func (e engine) remdbEscalation(ctx context.Context, version, series string) (escalationFactor, error) {
	return e.escalateBy(ctx, version, series, yearMonths(remdbBaseYear, remdbBaseYear), "REMDB's 2023 dollars")
}

// inputs are the escalation's numbers as an answer's inputs show them.
func (x escalationFactor) inputs(series string) map[string]any {
	return map[string]any{"series": series, "base_months": x.months, "base_mean": x.baseMean, "latest_period": x.latest, "latest_value": x.now, "factor": x.factor}
}

// setREMDBCosts sets REMDB's low/mid/high from 2023 dollars, escalated by
// esc of series when it could be (ppi names the PPI source), and says in
// what dollars: REMDB publishes regressions at about the 10th/50th/90th
// percentiles, not quartiles. It returns the factor applied and the PPI
// inputs (nil when not escalated).
func (f *Figures) setREMDBCosts(c2023 [3]float64, esc escalationFactor, series string, ppi Source) (float64, map[string]any) {
	factor, period := 1.0, strconv.Itoa(remdbBaseYear)+" (annual dollars; not escalated)"
	var inputs map[string]any
	if esc.reason != "" {
		f.Missing["escalation"] = esc.reason
	} else {
		factor, period = esc.factor, esc.latest+" (escalated from 2023 dollars by "+series+")"
		inputs = esc.inputs(series)
		ppi.Period, ppi.Detail = esc.first+".."+esc.last+", "+esc.latest, series
		f.Sources = append(f.Sources, ppi)
	}
	f.CostP50, f.CostLow, f.CostHigh = pf(roundUSD(c2023[1]*factor)), pf(roundUSD(c2023[0]*factor)), pf(roundUSD(c2023[2]*factor))
	f.CostBasePeriod = period
	f.Missing["cost_p25_p75"] = "REMDB publishes low/mid/high regressions (about the 10th/50th/90th percentiles), not quartiles: p50 is REMDB mid, cost_usd_low/high are REMDB low/high"
	f.Confidence = "derived_industry_method"
	return factor, inputs
}
