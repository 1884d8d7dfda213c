package costs_test

import (
	"reflect"
	"strconv"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline/internal/testenv"
	"github.com/plumbline-api/plumbline/reference/costs"
	"github.com/plumbline-api/plumbline/reference/geo"
	"github.com/plumbline-api/plumbline/reference/referencetest"
)

// TestRecomputeMetroPermits: every metropolitan and micropolitan area's
// every year is the sum of its member counties' rows (the OMB 2023
// delineation, read plainly), each county-year counted once, and no
// republished CBSA sum is trusted: Anchorage 2015 is 933 units, not the
// 1,767 of a file that counted a duplicated county row twice.
func TestRecomputeMetroPermits(t *testing.T) {
	testenv.Heavy(t)
	members := map[string][]string{}
	for _, r := range referencetest.BundledCSV(t, geo.FileCBSAs) {
		members[r["cbsacode"]] = append(members[r["cbsacode"]], r["fips5"])
	}
	cols := []string{"u1", "u2", "u34", "u5p", "total"}
	type sums map[string]float64             // "u1_units" → sum
	byCounty := map[string]map[string]sums{} // fips → year → the row, first one kept
	for _, r := range referencetest.BundledCSV(t, costs.FileBPSCounty) {
		if byCounty[r["fips5"]] == nil {
			byCounty[r["fips5"]] = map[string]sums{}
		}
		if _, dup := byCounty[r["fips5"]][r["year"]]; dup { // the 2015 file's second spellings
			continue
		}
		s := sums{"period": 0}
		for _, c := range cols {
			for _, m := range []string{"_bldgs", "_units", "_value"} {
				v, err := strconv.ParseFloat(r[c+m], 64)
				if err != nil {
					t.Fatal(err)
				}
				s[c+m] = v
			}
		}
		byCounty[r["fips5"]][r["year"]] = s
	}
	ds, _ := loaded()
	area := costs.Area(costs.NewMemoryStore(ds))
	metros, years := 0, 0
	for code, fips := range members {
		want := map[string]sums{}
		for _, f := range fips {
			for y, s := range byCounty[f] {
				if want[y] == nil {
					want[y] = sums{}
				}
				for k, v := range s {
					want[y][k] += v
				}
				want[y]["counties"]++
			}
		}
		got, status, err := run(t.Context(), area, ds.Version, "costs_permits", map[string]string{"jurisdiction": "US-MSA-" + code})
		if len(want) == 0 {
			if status != 404 {
				t.Errorf("%s: no member has rows, yet %d %v", code, status, short(got))
			}
			continue
		}
		if status != 200 {
			t.Fatalf("%s: %d %v", code, status, err)
		}
		metros++
		hist := got.(map[string]any)["history"].([]any)
		if len(hist) != len(want) {
			t.Errorf("%s: %d years served, members have %d", code, len(hist), len(want))
		}
		for _, h := range hist {
			h := h.(map[string]any)
			y := strconv.Itoa(int(h["year"].(float64)))
			served := sums{"period": 0, "counties": h["counties_summed"].(float64)}
			for _, c := range cols {
				b := h["total"].(map[string]any)
				if c != "total" {
					b = h["breakouts"].(map[string]any)[map[string]string{"u1": "1u", "u2": "2u", "u34": "3-4u", "u5p": "5+u"}[c]].(map[string]any)
				}
				served[c+"_bldgs"], served[c+"_units"], served[c+"_value"] = b["buildings"].(float64), b["units"].(float64), b["valuation_usd"].(float64)
			}
			if !reflect.DeepEqual(served, want[y]) {
				t.Errorf("%s %s: served %v\nmembers sum %v", code, y, served, want[y])
			}
			years++
		}
	}
	if metros < 900 || years < 10000 {
		t.Fatalf("recomputed %d CBSAs, %d CBSA-years: want every CBSA with permit rows (over 900) and every year", metros, years)
	}
}

// TestMaterialsHistoryAccountsForEveryMonth: for every category at every
// month it answers, the history and missing_periods together are the
// inputs.history_months calendar months ending at the period, and a null
// change carries its reason (and only a null one).
func TestMaterialsHistoryAccountsForEveryMonth(t *testing.T) {
	testenv.Heavy(t)
	ds, _ := loaded()
	area := costs.Area(costs.NewMemoryStore(ds))
	answered, gaps := 0, 0
	for _, c := range costs.CategoryIDs() {
		latest, _, _ := run(t.Context(), area, ds.Version, "costs_materials", map[string]string{"category": c})
		held := latest.(map[string]any)["periods_held"].(map[string]any)
		for m, _ := time.Parse("2006-01", held["first"].(string)); m.Format("2006-01") <= held["last"].(string); m = m.AddDate(0, 1, 0) {
			period := m.Format("2006-01")
			got, status, _ := run(t.Context(), area, ds.Version, "costs_materials", map[string]string{"category": c, "period": period})
			if status == 422 { // a month inside a gap of a series
				continue
			}
			a := got.(map[string]any)
			n := int(a["inputs"].(map[string]any)["history_months"].(float64))
			months := map[string]bool{}
			for _, h := range a["history"].([]any) {
				months[h.(map[string]any)["period"].(string)] = true
			}
			for _, p := range a["missing_periods"].([]any) {
				if months[p.(string)] {
					t.Fatalf("%s %s: %s both held and missing", c, period, p)
				}
				months[p.(string)] = true
			}
			for i := range n {
				if p := m.AddDate(0, -i, 0).Format("2006-01"); !months[p] {
					t.Fatalf("%s %s: %s neither in history nor in missing_periods", c, period, p)
				}
			}
			if len(months) != n {
				t.Fatalf("%s %s: %d months accounted for, history_months %d", c, period, len(months), n)
			}
			reasons, _ := a["null_reasons"].(map[string]any)
			for _, f := range []string{"change_1m_pct", "change_12m_pct"} {
				if (a[f] == nil) != (reasons[f] != nil) {
					t.Fatalf("%s %s: %s = %v with reason %v", c, period, f, a[f], reasons[f])
				}
			}
			if len(a["missing_periods"].([]any)) > 0 {
				gaps++
			}
			answered++
		}
	}
	if answered < 15*300 || gaps < 20 {
		t.Fatalf("checked %d category-months, %d with gaps: want every month of every category", answered, gaps)
	}
}
