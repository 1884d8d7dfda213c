package benchmarks

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/reference"
)

// The types a pulled release makes live (docs/benchmarks-remodel.md): two
// priced by rows of REMDB 2024's whole sheet, chosen by their scope norm,
// and the AHS-mapped ones. In the bundle they stay coming_soon, naming the
// pull that would make them live.

// remdbNormTypes are priced by a REMDB row their scope norm selects.
var remdbNormTypes = []string{"window_replacement", "electrical_panel_upgrade"}

func isREMDBNormType(slug string) bool {
	for _, s := range remdbNormTypes {
		if s == slug {
			return true
		}
	}
	return false
}

// pullToMakeLive is what a coming_soon type's missing says a deployment
// can do about it.
func pullToMakeLive(source string) string {
	return "run `plumbline data pull " + source + "` then `plumbline import` to make it live"
}

// usePulled lets a pulled REMDB sheet stand in for the bundled subset and
// computes the AHS distributions, after every file parsed.
func usePulled(d *Data) {
	if len(d.pulledREMDB) > 0 {
		d.REMDB = d.pulledREMDB
	}
	d.AHS = ahsStats(d.ahsJobs, FilePulledAHS)
	d.pulledREMDB, d.ahsJobs = nil, nil
}

// remdbFile is the file the REMDB rows of in came from.
func (in *Inputs) remdbFile() string {
	if len(in.REMDB) > 0 && in.REMDB[0].File != "" {
		return in.REMDB[0].File
	}
	return FileREMDB
}

// remdbSource names the REMDB file and row a figure used.
func remdbSource(in *Inputs, row *REMDBRow) Source {
	if in.remdbFile() == FileREMDB {
		return srcREM
	}
	return Source{File: FilePulledREMDB, Publisher: "NREL REMDB 2024 (v4), REMDB_2024.12.23.xlsx, sheet Machine Read (pulled from the publisher)", Period: "2023 dollars",
		Detail: fmt.Sprintf("sheet row %d: %s / %s", row.SheetRow, row.Component, row.Class)}
}

// typeState is whether t is live on in under the scope norms, and if not
// what is missing.
func typeState(t ProjectType, in *Inputs, norms Norms) (bool, string) {
	switch {
	case t.Live:
		return true, ""
	case isREMDBNormType(t.Slug):
		if in == nil || in.remdbFile() != FilePulledREMDB {
			return false, t.Missing + "; " + pullToMakeLive(SourceREMDB)
		}
		row, _, why, err := remdbPick(norms, t.Slug, in)
		switch {
		case err != nil:
			return false, err.Error()
		case row == nil:
			return false, why
		}
		return true, ""
	}
	if _, ok := ahsMapOf(t.Slug); ok {
		s, ok := in.ahsStat(t.Slug, "US")
		if ok && !s.TooFewJobs {
			return true, ""
		}
		if ok {
			return false, fmt.Sprintf("the pulled AHS %d file has %d professionally done jobs with a reported cost for %s, under the %d needed", s.Year, s.Jobs, strings.Join(s.JobTypes, ", "), ahsMinJobs)
		}
		return false, t.Missing + "; " + pullToMakeLive(SourceAHS)
	}
	return false, t.Missing
}

// liveTiers are the tiers a live type carries.
func liveTiers(t ProjectType) []string {
	if t.Slug == "new_construction_sfh" {
		return Tiers
	}
	return []string{TierNational} // REMDB and the AHS national file price the nation
}

func (in *Inputs) ahsStat(slug, geo string) (AHSStat, bool) {
	if in == nil {
		return AHSStat{}, false
	}
	for _, s := range in.AHS {
		if s.Slug == slug && s.Geo == geo {
			return s, true
		}
	}
	return AHSStat{}, false
}

// remodelFigures are a pulled type's figures for a tier.
func (e engine) remodelFigures(ctx context.Context, version string, t ProjectType, in *Inputs, tier string) (Figures, error) {
	if isREMDBNormType(t.Slug) {
		if tier != TierNational {
			return notCarried(tier, "NREL REMDB 2024 is national, with no regional factor: only the national tier is carried"), nil
		}
		return e.remdbNorm(ctx, version, t.Slug, in)
	}
	if tier != TierNational {
		return notCarried(tier, "the AHS national public-use file carries Census divisions, not metro size: the national tier is carried, and benchmarks_local gives a place's division"), nil
	}
	return e.ahs(ctx, version, t.Slug, in, "US", TierNational)
}

// remdbPick is the row of the norm's component whose first metric is the
// norm's and whose bounds hold the norm's value: exactly one, or why not.
func remdbPick(norms Norms, slug string, in *Inputs) (*REMDBRow, float64, string, error) {
	comp, err := norms.Text(slug, "remdb_component")
	if err != nil {
		return nil, 0, "", err
	}
	metric, err := norms.Text(slug, "remdb_pm1_metric")
	if err != nil {
		return nil, 0, "", err
	}
	v, err := norms.Num(slug, "remdb_pm1_value")
	if err != nil {
		return nil, 0, "", err
	}
	class, _ := norms.Text(slug, "remdb_class") // optional: names one class of the component
	var rows, fits []string
	var pick *REMDBRow
	for i := range in.REMDB {
		r := &in.REMDB[i]
		if !strings.EqualFold(strings.TrimSpace(r.Component), comp) || class != "" && !strings.EqualFold(strings.TrimSpace(r.Class), class) {
			continue
		}
		rows = append(rows, fmt.Sprintf("%s (%s %g–%g %s)", r.RowID, r.PM1Metric, r.PM1Bounds[0], r.PM1Bounds[1], r.OutputUnits))
		if strings.Contains(strings.ToLower(r.PM1Metric), strings.ToLower(metric)) && v >= r.PM1Bounds[0] && v <= r.PM1Bounds[1] {
			fits = append(fits, r.RowID)
			pick = r
		}
	}
	switch {
	case len(rows) == 0 && class != "":
		return nil, v, fmt.Sprintf("the pulled REMDB sheet has no %q / %q row", comp, class), nil
	case len(rows) == 0:
		return nil, v, fmt.Sprintf("the pulled REMDB sheet has no %q row", comp), nil
	case len(fits) != 1:
		return nil, v, fmt.Sprintf("the scope norm asks for the %q row priced by %s at %g; %d of its rows fit (%s): the norm must name one knowingly (remdb_class)", comp, metric, v, len(fits), strings.Join(rows, "; ")), nil
	}
	return pick, v, "", nil
}

// remdbNorm prices a REMDB norm type: the picked row's regression at the
// norm's metric values, times the norm's quantity for per-ft² rows,
// escalated by the norm's PPI series from 2023.
func (e engine) remdbNorm(ctx context.Context, version, slug string, in *Inputs) (Figures, error) {
	f := base(TierNational)
	row, v1, why, err := remdbPick(e.norms, slug, in)
	if err != nil {
		return f, err
	}
	if why != "" {
		return notCarried(TierNational, why), nil
	}
	v2 := 0.0
	if row.PM2Metric != "" && row.PM2 != [3]float64{} {
		if v2, err = e.norms.Num(slug, "remdb_pm2_value"); err != nil {
			return notCarried(TierNational, fmt.Sprintf("REMDB row %s is also priced by %s, which the scope norm does not give", row.RowID, row.PM2Metric)), nil
		}
		if v2 < row.PM2Bounds[0] || v2 > row.PM2Bounds[1] {
			return notCarried(TierNational, fmt.Sprintf("the scope norm's %s %g is outside REMDB row %s's bounds %g–%g", row.PM2Metric, v2, row.RowID, row.PM2Bounds[0], row.PM2Bounds[1])), nil
		}
	}
	qty, qtyName := 1.0, "1 (the row prices a whole installation)"
	switch u := strings.ReplaceAll(row.OutputUnits, " ", ""); {
	case u == "2023$":
	case strings.HasPrefix(u, "2023$/sqft"):
		if qty, err = e.norms.Num(slug, "quantity_sqft"); err != nil {
			return f, err
		}
		qtyName = "quantity_sqft (the row prices a ft²)"
	default:
		return notCarried(TierNational, fmt.Sprintf("REMDB row %s prices in %q, a unit the scope norm has no quantity for", row.RowID, row.OutputUnits)), nil
	}
	series, err := e.norms.Text(slug, "ppi_series")
	if err != nil {
		return f, err
	}
	var c2023 [3]float64
	for l := range c2023 {
		c2023[l] = REMDBCost(*row, l, v1, v2) * qty
	}
	esc, err := e.remdbEscalation(ctx, version, series)
	if err != nil {
		return f, err
	}
	f.Sources = []Source{remdbSource(in, row), srcNorm}
	factor, ppi := f.setREMDBCosts(c2023, esc, series, Source{File: "costs/ppi (via the costs area)", Publisher: "BLS Producer Price Index"})
	f.ConfidenceReason = "NREL REMDB's published cost regression, evaluated at the scope norm's quantities; national only"
	f.Inputs = map[string]any{
		"formula":                    "cost_L = ((pm1_coef_L × pm1_value + pm2_coef_L × pm2_value + intercept_L) × multiplier_retrofit + adder_retrofit) × quantity × ppi_factor",
		"remdb_row":                  row.RowID,
		"remdb_sheet_row":            row.SheetRow,
		"pm1_metric":                 row.PM1Metric,
		"pm1_value":                  v1,
		"pm1_bounds":                 row.PM1Bounds,
		"pm1_coef_low_mid_high":      row.PM1,
		"pm2_metric":                 row.PM2Metric,
		"pm2_value":                  v2,
		"pm2_coef_low_mid_high":      row.PM2,
		"intercept_low_mid_high":     row.Intercept,
		"multiplier_retrofit":        row.Multiplier,
		"adder_retrofit":             row.Adder,
		"output_units":               row.OutputUnits,
		"quantity":                   qty,
		"quantity_is":                qtyName,
		"cost_2023_usd_low_mid_high": c2023,
		"ppi_factor":                 factor,
		"ppi":                        ppi,
	}
	return f, nil
}

// ahsBaseMonths are the months an AHS survey year's jobs are escalated
// from: the two calendar years before the interview year, which the
// survey's home-improvement questions cover (plumbline's reading; the
// interview year's own months are left out).
func ahsBaseMonths(year int) []string { return yearMonths(year-2, year-1) }

// yearMonths are the months (YYYY-MM) of the years from..to.
func yearMonths(from, to int) []string {
	var out []string
	for y := from; y <= to; y++ {
		for m := 1; m <= 12; m++ {
			out = append(out, fmt.Sprintf("%d-%02d", y, m))
		}
	}
	return out
}

// ahsPPI is the series AHS costs are escalated by: inputs to residential
// maintenance and repair construction (BLS PPI, via the costs area), the
// held index closest to a mix of remodeling jobs.
const ahsPPI = "WPUIP232100"

// ahs is an AHS-mapped type in a geography ("US", "D1".."D9"), labelled
// with a tier (national, or the tier of the place asked for: the
// geography is in the inputs).
func (e engine) ahs(ctx context.Context, version, slug string, in *Inputs, geo, label string) (Figures, error) {
	s, ok := in.ahsStat(slug, geo)
	if !ok {
		return notCarried(label, "no AHS distribution for "+geo), nil
	}
	m, _ := ahsMapOf(slug)
	if s.TooFewJobs {
		return notCarried(label, fmt.Sprintf("the AHS %d file has %d professionally done %s jobs with a reported cost here, under the %d a published quartile needs", s.Year, s.Jobs, m.Label, ahsMinJobs)), nil
	}
	f := base(label)
	esc, err := e.escalateBy(ctx, version, ahsPPI, ahsBaseMonths(s.Year), fmt.Sprintf("the AHS %d respondents' dollars", s.Year))
	if err != nil {
		return f, err
	}
	src := Source{File: s.File, Publisher: "U.S. Census Bureau and HUD, American Housing Survey national public-use file (project and household records, pulled)",
		Period: fmt.Sprintf("AHS %d (jobs of %d–%d as reported)", s.Year, s.Year-2, s.Year), Detail: m.Label}
	f.Sources = []Source{src}
	factor, period := 1.0, fmt.Sprintf("%d–%d (respondents' dollars; not escalated)", s.Year-2, s.Year)
	var ppi map[string]any
	if esc.reason != "" {
		f.Missing["escalation"] = esc.reason
	} else {
		factor, period = esc.factor, esc.latest+" (escalated by "+ahsPPI+" from the mean of "+esc.first+".."+esc.last+")"
		ppi = esc.inputs(ahsPPI)
		f.Sources = append(f.Sources, Source{File: "costs/ppi (via the costs area)", Publisher: "BLS Producer Price Index", Period: esc.first + ".." + esc.last + ", " + esc.latest, Detail: ahsPPI})
	}
	f.CostP25, f.CostP50, f.CostP75 = pf(roundUSD(s.Quartiles[0]*factor)), pf(roundUSD(s.Quartiles[1]*factor)), pf(roundUSD(s.Quartiles[2]*factor))
	f.CostBasePeriod = period
	f.Confidence = "derived"
	f.ConfidenceReason = fmt.Sprintf("survey-weighted quartiles of %d professionally done AHS %d jobs (%s) with a household-reported cost, escalated by a PPI", s.Jobs, s.Year, m.Label)
	f.Missing["scope"] = m.Scope
	f.Inputs = map[string]any{
		"formula":                         "cost_usd_pXX = weighted_quantile(JOBCOST of jobs with JOBTYPE in jobtypes, JOBDIY = 2, JOBCOST reported; household WEIGHT; XX/100) × ppi_factor; weighted_quantile = the smallest cost whose cumulative weight reaches the share",
		"survey_year":                     s.Year,
		"geo":                             geo,
		"jobtypes":                        s.JobTypes,
		"jobs_professional_with_cost":     s.Jobs,
		"weight_sum":                      s.WeightSum,
		"jobs_diy_excluded":               s.DIY,
		"jobs_doer_not_reported_excluded": s.NoDoer,
		"jobs_cost_not_reported_excluded": s.NoCost,
		"cost_nominal_usd_p25_p50_p75":    s.Quartiles,
		"ppi_factor":                      factor,
		"ppi":                             ppi,
	}
	if geo != "US" {
		d, _ := strconv.Atoi(geo[1:])
		f.Inputs["division_name"] = divisionName(d)
	}
	return f, nil
}

// escalateBy is the factor of series from the mean of months to its
// latest month, or the reason there is none (not wired, not loaded, a
// series or month absent); other errors fail.
func (e engine) escalateBy(ctx context.Context, version, series string, months []string, what string) (escalationFactor, error) {
	if e.deps.Prices == nil {
		return escalationFactor{reason: "the costs area's PPI reader is not wired on this instance: figures stay in " + what}, nil
	}
	soft := func(err error) (escalationFactor, error) {
		var pe *plumbline.Error
		if errors.As(err, &pe) && (pe.Code == plumbline.ENOTFOUND || pe.Code == plumbline.EUNAVAILABLE) {
			return escalationFactor{reason: "figures stay in " + what + ": " + pe.Message}, nil
		}
		return escalationFactor{}, err
	}
	latest, err := e.deps.Prices.LatestPPIPeriod(ctx, version, series)
	if err != nil {
		return soft(err)
	}
	x := escalationFactor{latest: latest, months: map[string]float64{}, first: months[0], last: months[len(months)-1]}
	var sum float64
	for _, p := range months {
		v, err := e.deps.Prices.PPI(ctx, version, series, p)
		if err != nil {
			return soft(err)
		}
		x.months[p] = v
		sum += v
	}
	if x.now, err = e.deps.Prices.PPI(ctx, version, series, latest); err != nil {
		return soft(err)
	}
	x.baseMean = sum / float64(len(months))
	x.factor = x.now / x.baseMean
	if math.IsNaN(x.factor) || math.IsInf(x.factor, 0) {
		return escalationFactor{reason: "figures stay in " + what + ": the PPI base is zero"}, nil
	}
	return x, nil
}

// writeAHS copies the AHS distributions into ref_benchmark_ahs.
func writeAHS(w *reference.Writer, stats []AHSStat) error {
	return w.Copy("ref_benchmark_ahs", []string{"version", "project_type", "geo", "stat"}, len(stats), func(i int) []any {
		b, _ := json.Marshal(stats[i]) // plain struct of numbers and strings
		return []any{w.Version(), stats[i].Slug, stats[i].Geo, string(b)}
	})
}

// readAHS reads a version's AHS distributions from Postgres.
func readAHS(ctx context.Context, pool *pgxpool.Pool, version string) ([]AHSStat, error) {
	rows, err := pool.Query(ctx, `SELECT stat FROM ref_benchmark_ahs WHERE version = $1 ORDER BY project_type, geo`, version)
	if err != nil {
		return nil, err
	}
	var out []AHSStat
	var b []byte
	_, err = pgx.ForEachRow(rows, []any{&b}, func() error {
		var s AHSStat
		if err := json.Unmarshal(b, &s); err != nil {
			return err
		}
		out = append(out, s)
		return nil
	})
	return out, err
}

// remdbNational is what a place's REMDB figure says of its geography.
const remdbNational = "NREL REMDB 2024 is national: the national figure is shown for this place, not re-priced"

// remodelLocal is a pulled type for one place: REMDB's national figure, or
// the AHS distribution of the place's Census division.
func (a api) remodelLocal(ctx context.Context, version string, t ProjectType, in *Inputs, place Place) (Figures, error) {
	if isREMDBNormType(t.Slug) {
		f, err := a.e.remdbNorm(ctx, version, t.Slug, in)
		if err == nil {
			f.Missing["local"] = remdbNational
		}
		return f, err
	}
	div, why, err := a.divisionOf(ctx, version, place)
	if err != nil {
		return Figures{}, err
	}
	if why != "" {
		return notCarried(place.Tier, why), nil
	}
	f, err := a.e.ahs(ctx, version, t.Slug, in, "D"+strconv.Itoa(div), place.Tier)
	if err == nil && f.Missing != nil {
		f.Missing["local"] = "the AHS national file places a job in its Census division only: this is the figure of the place's division (" + divisionName(div) + "), not of the place"
	}
	return f, err
}

// divisionOf is the Census division a place lies in: its county's state's,
// or for a metro the one division all its counties share.
func (a api) divisionOf(ctx context.Context, version string, place Place) (int, string, error) {
	counties := []string{place.CountyFIPS}
	if place.CountyFIPS == "" {
		c, err := a.places.CBSA(ctx, version, place.CBSA)
		if err != nil {
			return 0, "", err
		}
		counties = counties[:0]
		counties = append(counties, c.Counties...)
	}
	div := 0
	for _, c := range counties {
		dv, ok := DivisionOfCounty(c)
		d := dv.Code
		if !ok {
			return 0, "county " + c + " is in no Census division (the AHS divisions cover the 50 states and DC)", nil
		}
		if div != 0 && d != div {
			return 0, "the metro's counties lie in two Census divisions (" + divisionName(div) + ", " + divisionName(d) + "): ask for one of its counties", nil
		}
		div = d
	}
	if div == 0 {
		return 0, "no county to place in a Census division", nil
	}
	return div, "", nil
}

// remodelFormulas are the pulled types' formulas (methodology).
var remodelFormulas = map[string]string{
	"window_replacement":       "After `data pull remdb-2024`: the REMDB 2024 Machine Read row whose Name is the scope norm's remdb_component and whose first metric (remdb_pm1_metric) bounds hold remdb_pm1_value; cost_L = ((pm1_coef_L × pm1_value + pm2_coef_L × pm2_value + intercept_L) × multiplier_retrofit + adder_retrofit) × quantity_sqft (per-ft² rows) × PPI(ppi_series, latest) ÷ mean(PPI(ppi_series, 2023)); p50 = mid, low/high = REMDB low/high. National only.",
	"electrical_panel_upgrade": "As window_replacement, with the panel's scope norm (remdb_component Electric Panel, the amperage metric at 200) and its PPI series.",
	"kitchen_remodel_midrange": "After `data pull ahs-national`: cost_usd_p25/p50/p75 = survey-weighted quartiles (household WEIGHT; the smallest cost whose cumulative weight reaches 25/50/75%) of JOBCOST over the AHS project file's jobs with JOBTYPE 13, JOBDIY = 2 (not do-it-yourself) and a reported cost, × PPI(WPUIP232100, latest) ÷ mean(PPI(WPUIP232100, the two calendar years before the survey year)). National; Census divisions by benchmarks_local. A cell needs 30 such jobs.",
	"bath_remodel_midrange":    "As kitchen_remodel_midrange, with JOBTYPE 12.",
	"roof_replacement":         "As kitchen_remodel_midrange, with JOBTYPE 16 (added or replaced roofing).",
	"siding_replacement":       "As kitchen_remodel_midrange, with JOBTYPE 17 (added or replaced siding).",
	"flooring_replacement":     "As kitchen_remodel_midrange, with JOBTYPE 25 (carpeting, flooring, paneling, ceiling tiles or drywall).",
	"deck_addition":            "As kitchen_remodel_midrange, with JOBTYPE 15 (porch, deck, patio, or terrace).",
	"garage_addition":          "As kitchen_remodel_midrange, with JOBTYPE 14 (attached garage or carport).",
}

// remodelSources are the pulled sources, listed whether pulled or not.
var remodelSources = []Source{
	{File: FilePulledREMDB, Publisher: "NREL REMDB 2024 (v4), REMDB_2024.12.23.xlsx sheet Machine Read, via `plumbline data pull remdb-2024`", Period: "2023 dollars", Detail: "window_replacement, electrical_panel_upgrade; stands in for the bundled subset"},
	{File: FilePulledAHS, Publisher: "U.S. Census Bureau and HUD, American Housing Survey national public-use file (project.csv, household.csv), via `plumbline data pull ahs-national`", Period: "AHS 2023: jobs of 2021–2023", Detail: "kitchen_remodel_midrange (JOBTYPE 13), bath_remodel_midrange (12), roof_replacement (16), siding_replacement (17), flooring_replacement (25), deck_addition (15), garage_addition (14)"},
	{File: "costs/ppi (via the costs area)", Publisher: "BLS Producer Price Index", Period: "as the norms and formulas say", Detail: ahsPPI + " (AHS types); each REMDB norm type's ppi_series"},
}
