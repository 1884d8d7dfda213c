package benchmarks_test

import (
	"bytes"
	"encoding/json"
	"math"
	"strconv"
	"testing"

	"github.com/plumbline-api/plumbline/internal/testenv"
	"github.com/plumbline-api/plumbline/reference/benchmarks"
	"github.com/plumbline-api/plumbline/reference/costs"
	"github.com/plumbline-api/plumbline/reference/geo"
	"github.com/plumbline-api/plumbline/reference/referencetest"
)

// readCSV reads a bundled file with the standard library alone: the
// recomputation shares no code with the area's parser.
func readCSV(t *testing.T, name string) []map[string]string { return referencetest.BundledCSV(t, name) }

func records(t *testing.T, data []byte) []map[string]string {
	return referencetest.CSVRecords(t, bytes.NewReader(data))
}

func atof(t *testing.T, s string) float64 {
	t.Helper()
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// get answers benchmarks_get from the memory store with the test deps.
func get(t *testing.T, deps benchmarks.Deps, args map[string]string) map[string]any {
	t.Helper()
	ds, _ := loaded()
	area := benchmarks.Area(benchmarks.NewMemoryStore(ds), nil, deps)
	out, status, err := run(t.Context(), area, ds.Version, "benchmarks_get", args)
	if err != nil || status != 200 {
		t.Fatalf("%v: %d %v %v", args, status, err, out)
	}
	return out.(map[string]any)
}

func tiersOf(ans map[string]any) map[string]map[string]any {
	out := map[string]map[string]any{}
	for _, f := range ans["tiers"].([]any) {
		m := f.(map[string]any)
		out[m["tier"].(string)] = m
	}
	return out
}

// remdbRow reads the cited REMDB row from the file.
func remdbRow(t *testing.T, id string) map[string]string {
	for _, r := range readCSV(t, benchmarks.FileREMDB) {
		if r["row_id"] == id {
			return r
		}
	}
	t.Fatalf("no REMDB row %s", id)
	return nil
}

// hvacCost is REMDB's formula, written again from the file's columns.
func hvacCost(t *testing.T, r map[string]string, level string, tons, seer, factor float64) float64 {
	c := (atof(t, r["pm1_coef_"+level])*tons+atof(t, r["pm2_coef_"+level])*seer+atof(t, r["intercept_"+level]))*atof(t, r["multiplier_retrofit"]) + atof(t, r["adder_retrofit"])
	return math.Round(c * factor)
}

// TestRecomputeHVAC recomputes hvac_replacement from the REMDB file, our
// manual-j calculator run on the published body, and the PPI values.
func TestRecomputeHVAC(t *testing.T) {
	f := tiersOf(get(t, testDeps(), map[string]string{"project_type": "hvac_replacement"}))[benchmarks.TierNational]
	in := f["inputs"].(map[string]any)
	body, _ := json.Marshal(in["calculator_body"])
	out, err := benchmarks.Builtin("calc_hvac_manual_j", body)
	if err != nil {
		t.Fatal(err)
	}
	var mj struct{ CoolingTons, HeatingLoadBtuh float64 }
	var raw map[string]float64
	_ = json.Unmarshal(out, &raw)
	mj.CoolingTons, mj.HeatingLoadBtuh = raw["cooling_tons"], raw["heating_load_btuh"]
	r := remdbRow(t, in["remdb_row"].(string))
	tons := math.Ceil(math.Max(mj.CoolingTons, mj.HeatingLoadBtuh/12000)/0.5) * 0.5
	tons = math.Min(math.Max(tons, atof(t, r["pm1_lower_bound"])), atof(t, r["pm1_upper_bound"]))
	if in["tons"].(float64) != tons {
		t.Fatalf("tons %v, recomputed %v", in["tons"], tons)
	}
	factor := 126.6 / 105.5 // testDeps' PPI values
	for field, level := range map[string]string{"cost_usd_low": "low", "cost_usd_p50": "mid", "cost_usd_high": "high"} {
		if want := hvacCost(t, r, level, tons, in["seer"].(float64), factor); f[field].(float64) != want {
			t.Errorf("%s %v, recomputed %v", field, f[field], want)
		}
	}
}

// TestCalculatorMovesFigure: a changed calculator (here, one that reports
// a heating load three times larger) changes the HVAC benchmark, by
// exactly REMDB's formula at the new size.
func TestCalculatorMovesFigure(t *testing.T) {
	base := tiersOf(get(t, testDeps(), map[string]string{"project_type": "hvac_replacement", "tier": "national"}))["national"]
	deps := testDeps()
	deps.Calc = func(op string, body []byte) ([]byte, error) {
		out, err := benchmarks.Builtin(op, body)
		if err != nil {
			return nil, err
		}
		var m map[string]any
		_ = json.Unmarshal(out, &m)
		m["heating_load_btuh"] = m["heating_load_btuh"].(float64) * 3
		return json.Marshal(m)
	}
	moved := tiersOf(get(t, deps, map[string]string{"project_type": "hvac_replacement", "tier": "national"}))["national"]
	if moved["cost_usd_p50"] == base["cost_usd_p50"] {
		t.Fatalf("the calculator changed but the figure did not: %v", base["cost_usd_p50"])
	}
	in := moved["inputs"].(map[string]any)
	r := remdbRow(t, "air_source_heat_pump_centrally_ducted")
	if want := hvacCost(t, r, "mid", in["tons"].(float64), 15, 126.6/105.5); moved["cost_usd_p50"].(float64) != want || in["tons"].(float64) <= base["inputs"].(map[string]any)["tons"].(float64) {
		t.Errorf("moved to %v at %v tons, want %v", moved["cost_usd_p50"], in["tons"], want)
	}
}

// TestNormMovesFigure: the scope norm's floor area feeds the house figure.
func TestNormMovesFigure(t *testing.T) {
	norms := benchmarks.DefaultNorms()
	deps := testDeps()
	deps.Norms = benchmarks.Norms{}
	for k, v := range norms {
		deps.Norms[k] = append([]benchmarks.Norm(nil), v...)
	}
	deps.Norms["new_construction_sfh"][0].Value = "2500"
	base := tiersOf(get(t, testDeps(), map[string]string{"project_type": "new_construction_sfh", "tier": "national"}))["national"]
	moved := tiersOf(get(t, deps, map[string]string{"project_type": "new_construction_sfh", "tier": "national"}))["national"]
	if b, m := base["cost_usd_p50"].(float64), moved["cost_usd_p50"].(float64); math.Abs(m-b*1.25) > 1 {
		t.Errorf("2,500 ft² gave %v, want 1.25 × %v", m, b)
	}
}

// TestPricesMoveFigure: the PPI from the costs area escalates the HVAC
// figure; without it the figure stays in 2023 dollars and says so.
func TestPricesMoveFigure(t *testing.T) {
	deps := testDeps()
	deps.Prices = nil
	f := tiersOf(get(t, deps, map[string]string{"project_type": "hvac_replacement", "tier": "national"}))["national"]
	withPPI := tiersOf(get(t, testDeps(), map[string]string{"project_type": "hvac_replacement", "tier": "national"}))["national"]
	if f["missing"].(map[string]any)["escalation"] == nil || f["cost_base_period"] != "2023 (annual dollars; not escalated)" {
		t.Errorf("unescalated figure does not say so: %v %v", f["missing"], f["cost_base_period"])
	}
	if p, q := f["cost_usd_p50"].(float64), withPPI["cost_usd_p50"].(float64); math.Abs(p*1.2-q) > 1 {
		t.Errorf("escalated %v, want 1.2 × %v", q, p)
	}
	// a reader without the series leaves 2023 dollars too, naming why
	deps.Prices = fakePrices{}
	f = tiersOf(get(t, deps, map[string]string{"project_type": "hvac_replacement", "tier": "national"}))["national"]
	if f["cost_base_period"] != "2023 (annual dollars; not escalated)" || f["cost_usd_p50"] != tiersOf(get(t, benchmarks.Deps{Calc: benchmarks.Builtin}, map[string]string{"project_type": "hvac_replacement", "tier": "national"}))["national"]["cost_usd_p50"] {
		t.Errorf("missing series: %v %v", f["cost_base_period"], f["missing"])
	}
}

// TestWagesFollowSource: benchmarks_local shows the wage source's values
// for the place's metro, and a changed wage changes the answer.
func TestWagesFollowSource(t *testing.T) {
	ds, _ := loaded()
	for _, p50 := range []float64{25, 31.5} {
		deps := testDeps()
		deps.Wages = fakeWages{"49-9021@12420": {SOC: "49-9021", Area: "12420", P25: ptr(20), P50: p50, P75: ptr(40)}}
		area := benchmarks.Area(benchmarks.NewMemoryStore(ds), geo.NewMemoryStore(ds), deps)
		out, status, err := run(t.Context(), area, ds.Version, "benchmarks_local", map[string]string{"project_type": "hvac_replacement", "msa": "12420"})
		if err != nil || status != 200 {
			t.Fatal(status, err)
		}
		w := out.(map[string]any)["local_wages"].([]any)
		if len(w) != 1 || w[0].(map[string]any)["hourly_p50"].(float64) != p50 {
			t.Errorf("wages %v, want p50 %v", w, p50)
		}
	}
}

// TestNorms: every scope quantity names its source; a row without one is
// refused.
func TestNorms(t *testing.T) {
	n := benchmarks.DefaultNorms()
	if len(n["new_construction_sfh"]) == 0 || len(n["hvac_replacement"]) < 10 {
		t.Fatalf("norms %v", n)
	}
	if _, err := benchmarks.ParseNorms([]byte("project_type,quantity,value,unit,source\nhvac_replacement,seer,15,SEER,\n")); err == nil {
		t.Error("a norm without a source was accepted")
	}
	if _, err := benchmarks.ParseNorms([]byte("project_type,quantity,value,unit,source\npool,x,1,,s\n")); err == nil {
		t.Error("a norm of an unknown type was accepted")
	}
}

// TestRecomputeHVACWithCostsPPI escalates through the real costs area
// (the adapter over its store) and recomputes the factor from the PPI file.
func TestRecomputeHVACWithCostsPPI(t *testing.T) {
	testenv.Heavy(t)
	ds, _ := referencetest.Bundled(geo.Loader, costs.Loader, benchmarks.Loader)
	deps := benchmarks.Deps{Calc: benchmarks.Builtin, Prices: benchmarks.CostsPrices{Store: costs.NewMemoryStore(ds)}}
	area := benchmarks.Area(benchmarks.NewMemoryStore(ds), geo.NewMemoryStore(ds), deps)
	out, status, err := run(t.Context(), area, ds.Version, "benchmarks_get", map[string]string{"project_type": "hvac_replacement", "tier": "national"})
	if err != nil || status != 200 {
		t.Fatal(status, err)
	}
	f := out.(map[string]any)["tiers"].([]any)[0].(map[string]any)
	var sum, latestV float64
	latest, n := "", 0
	for _, r := range readCSV(t, costs.FilePPI) {
		if r["series_id"] != "PCU23822X23822X" {
			continue
		}
		month := r["date"][:7]
		if month[:4] == "2023" {
			sum += atof(t, r["value"])
			n++
		}
		if month > latest {
			latest, latestV = month, atof(t, r["value"])
		}
	}
	if n != 12 {
		t.Fatalf("%d months of 2023 in the PPI file", n)
	}
	factor := latestV / (sum / 12)
	in := f["inputs"].(map[string]any)
	r := remdbRow(t, in["remdb_row"].(string))
	if want := hvacCost(t, r, "mid", in["tons"].(float64), 15, factor); f["cost_usd_p50"].(float64) != want {
		t.Errorf("p50 %v, recomputed with the PPI file %v (factor %v)", f["cost_usd_p50"], want, factor)
	}
	if f["cost_base_period"] != latest+" (escalated from 2023 dollars by PCU23822X23822X)" {
		t.Errorf("base period %v, latest month in the file %s", f["cost_base_period"], latest)
	}
	t.Logf("hvac_replacement national: low %v p50 %v high %v at %s (factor %.4f)", f["cost_usd_low"], f["cost_usd_p50"], f["cost_usd_high"], latest, factor)
}
