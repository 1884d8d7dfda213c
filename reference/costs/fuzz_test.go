package costs_test

import (
	"errors"
	"math"
	"regexp"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/reference/costs"
)

func invalid(err error) bool {
	var e *plumbline.Error
	return errors.As(err, &e) && e.Code == plumbline.EINVALID && len(e.Fields) == 1
}

var reCode = regexp.MustCompile(`^US-(?:[A-Z]{2}-\d{5}|MSA-\d{5}|PL-[A-Z]{2}-\d{6})$`)

// FuzzParsers: every parser either accepts a value that satisfies its
// contract or answers a one-field 422; nothing panics.
func FuzzParsers(f *testing.F) {
	for _, s := range []string{"US-NY-36109", "us-msa-27060", "US-CA-36109", "US-ZZ-00000", "2025-08", "2025-13", "0", "12.5", "1e3", "WPU1333", "", "\x00", "US-NY-3610９", "US-PL-NY-360000", "us-pl-ct-005000", "US-PL-PR-000000"} {
		f.Add(s)
	}
	served := []string{"PCU23811X23811X", "WPU1333"}
	f.Fuzz(func(t *testing.T, s string) {
		if j, err := costs.ParseJurisdiction("j", s); err == nil {
			want := map[string]int{"county": 5, "cbsa": 5, "place": 8}[j.Kind]
			if !reCode.MatchString(j.Code) || (j.Kind == "cbsa") != (j.State == "") || len(j.FIPS) != want {
				t.Fatalf("%q → %+v", s, j)
			}
		} else if !invalid(err) {
			t.Fatalf("%q: %v", s, err)
		}
		if p, err := costs.ParsePeriod("p", s); err == nil {
			if _, terr := time.Parse("2006-01", p); terr != nil || p != s {
				t.Fatalf("%q → %q", s, p)
			}
		} else if !invalid(err) {
			t.Fatalf("%q: %v", s, err)
		}
		if v, err := costs.ParseAmount("a", s); err == nil {
			if v < 0 || math.IsInf(v, 0) || math.IsNaN(v) || v >= 1e12 {
				t.Fatalf("%q → %v", s, v)
			}
		} else if !invalid(err) {
			t.Fatalf("%q: %v", s, err)
		}
		if id, err := costs.ParseSeriesID("s", s, served); err == nil {
			if id != served[0] && id != served[1] {
				t.Fatalf("%q → %q", s, id)
			}
		} else if !invalid(err) {
			t.Fatalf("%q: %v", s, err)
		}
	})
}

// FuzzOps: whatever a client sends to the operations answers 200, 404 or
// 422, never 500.
func FuzzOps(f *testing.F) {
	f.Add("lumber", "2025-08", "US-NY-36109", "WPU1333", "100")
	f.Add("site", "1986-01", "US-MSA-99999", "wpu1333", "0.01")
	f.Add("doors-windows", "2015-01", "US-CT-09001", "PCU23811X23811X", "999999999999.99")
	ds, _ := loaded()
	area := costs.Area(costs.NewMemoryStore(ds))
	f.Fuzz(func(t *testing.T, category, period, jurisdiction, series, amount string) {
		calls := []struct {
			op   string
			args map[string]string
		}{
			{"costs_materials", map[string]string{"category": category, "period": period}},
			{"costs_escalate", map[string]string{"category": category, "amount_usd": amount, "from": period, "to": "2025-08"}},
			{"costs_permits", map[string]string{"jurisdiction": jurisdiction}},
			{"costs_sources_permits", map[string]string{"jurisdiction_code": jurisdiction}},
			{"costs_sources_ppi", map[string]string{"series_id": series, "end": period}},
		}
		for _, c := range calls {
			_, status, err := run(t.Context(), area, ds.Version, c.op, c.args)
			if status != 200 && status != 404 && status != 422 {
				t.Fatalf("%s %q: %d %v", c.op, c.args, status, err)
			}
		}
	})
}
