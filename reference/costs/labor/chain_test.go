package labor_test

import (
	"bytes"
	"io"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline/internal/testenv"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/costs/labor"
	"github.com/plumbline-api/plumbline/reference/geo"
)

// withQCEW loads geo and labor with the QCEW file edited.
func withQCEW(t *testing.T, edit func([]byte) []byte) (string, []*reference.Op) {
	t.Helper()
	g, l := geo.Loader(dataDir), labor.Loader(dataDir)
	for i, s := range l.Sources {
		if s.Name != labor.FileQCEW {
			continue
		}
		f, err := s.Open()
		if err != nil {
			t.Fatal(err)
		}
		data, err := io.ReadAll(f)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		data = edit(data)
		l.Sources[i].Open = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(data)), nil }
	}
	ds, _, err := reference.Load(g, l)
	if err != nil {
		t.Fatal(err)
	}
	return ds.Version, labor.Extension(labor.NewMemoryStore(ds), geo.NewMemoryStore(ds)).Ops
}

// suppress marks every row of a county and industry as undisclosed (N),
// its values zero, the way BLS publishes a suppressed cell.
func suppress(fips, naics string) func([]byte) []byte {
	return func(b []byte) []byte {
		lines := bytes.Split(b, []byte("\n"))
		for i, ln := range lines {
			f := bytes.Split(ln, []byte(","))
			if len(f) > 10 && string(f[0]) == fips && string(f[2]) == naics {
				f[7] = []byte("N")
				for j := 9; j <= 14; j++ {
					f[j] = []byte("0")
				}
				lines[i] = bytes.Join(f, []byte(","))
			}
		}
		return bytes.Join(lines, []byte("\n"))
	}
}

func steps(t *testing.T, got map[string]any) []string {
	var out []string
	for _, s := range got["inputs"].(map[string]any)["chain"].([]any) {
		m := s.(map[string]any)
		out = append(out, m["step"].(string)+":"+m["status"].(string))
	}
	return out
}

// TestChainStepByStep walks Franklin County electricians down the chain
// by withholding one step's data at a time.
func TestChainStepByStep(t *testing.T) {
	testenv.Heavy(t)
	args := map[string]string{"trade": "electricians", "county": "39049"}
	cases := []struct {
		name       string
		edit       func([]byte) []byte
		confidence string
		want       []string
	}{
		{"all held: county NAICS 23821", func(b []byte) []byte { return b }, "derived_industry_method",
			[]string{"qcew_county_naics5:used", "qcew_state_naics5:not_reached", "qcew_county_naics238:not_reached", "metro_wages:used"}},
		{"23821 suppressed: NAICS 238", suppress("39049", "23821"), "derived_industry_method",
			[]string{"qcew_county_naics5:skipped", "qcew_state_naics5:skipped", "qcew_county_naics238:used", "metro_wages:used"}},
		{"23821 and 238 suppressed: the metro's figure", func(b []byte) []byte { return suppress("39049", "238")(suppress("39049", "23821")(b)) }, "derived",
			[]string{"qcew_county_naics5:skipped", "qcew_state_naics5:skipped", "qcew_county_naics238:skipped", "metro_wages:used"}},
	}
	var medians []float64
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			version, ops := withQCEW(t, c.edit)
			got, status := call(t, ops, version, "costs_labor", args)
			if status != 200 {
				t.Fatalf("status %d: %v", status, got)
			}
			if got["confidence"] != c.confidence {
				t.Errorf("confidence %v, want %s", got["confidence"], c.confidence)
			}
			if s := steps(t, got); len(s) != len(c.want) || func() bool {
				for i := range s {
					if s[i] != c.want[i] {
						return true
					}
				}
				return false
			}() {
				t.Errorf("chain %v, want %v", s, c.want)
			}
			medians = append(medians, got["wages"].(map[string]any)["hourly_median"].(float64))
		})
	}
	// The last step is the Columbus OFLC figure unscaled: 1.004 × (25.98 + 31.70) / 2 per the levels file and the calibration.
	if len(medians) == 3 && (medians[2] < 28.9 || medians[2] > 29.0) {
		t.Errorf("the metro's own figure is %v, want about 28.96", medians[2])
	}
}

// TestCountyStepRecomputes (issue 25): every county answer scaled by QCEW
// is the stated formula applied to the stated inputs, to the cent: the
// ratio is applied unrounded, and it is the plain ratio of the rows'
// total wages per employee.
func TestCountyStepRecomputes(t *testing.T) {
	testenv.Heavy(t)
	ds, _ := loaded()
	ops := labor.Extension(labor.NewMemoryStore(ds), geo.NewMemoryStore(ds)).Ops
	checked := 0
	for _, fips := range []string{"39041", "39045", "39047", "39049", "39073"} {
		for _, tr := range labor.Trades {
			got, status := call(t, ops, ds.Version, "costs_labor", map[string]string{"trade": tr.ID, "county": fips})
			if status != 200 || got["confidence"] != "derived_industry_method" {
				continue
			}
			in := got["inputs"].(map[string]any)
			q := in["qcew"].(map[string]any)
			perHead := func(r any) (float64, float64) {
				m := r.(map[string]any)
				w, _ := strconv.ParseFloat(m["total_annual_wages"].(string), 64)
				e, _ := strconv.ParseFloat(m["annual_avg_emplvl"].(string), 64)
				return w, e
			}
			cw, ce := perHead(q["county_row"])
			var rw, re float64
			for _, r := range q["reference_rows"].([]any) {
				w, e := perHead(r)
				rw, re = rw+w, re+e
			}
			ratio := (cw / ce) / (rw / re)
			if math.Abs(ratio-q["ratio"].(float64)) > 1e-12 {
				t.Errorf("%s %s: ratio %v, the rows give %v", fips, tr.ID, q["ratio"], ratio)
			}
			area, wages := in["area_wages"].(map[string]any), got["wages"].(map[string]any)
			for _, k := range []string{"hourly_p25", "hourly_median", "hourly_p75"} {
				a, ok := area[k].(float64)
				if !ok {
					continue
				}
				if want := math.Round(a*ratio*100) / 100; wages[k] != want {
					t.Errorf("%s %s %s: served %v, the formula gives %v (%v × %v)", fips, tr.ID, k, wages[k], want, a, ratio)
				}
			}
			reason := got["confidence_reason"].(string)
			if strings.Contains(reason, "weekly") || !strings.Contains(reason, "average annual pay") {
				t.Errorf("%s %s: the reason names another measure than the formula uses: %s", fips, tr.ID, reason)
			}
			checked++
		}
	}
	if checked < 10 {
		t.Fatalf("only %d county answers used a QCEW step", checked)
	}
}

// TestConfidenceReasonSkippedList (issue 25): a reason lists skipped steps
// only when some step was skipped, never an empty "Skipped: .".
func TestConfidenceReasonSkippedList(t *testing.T) {
	ds, _ := loaded()
	ops := labor.Extension(labor.NewMemoryStore(ds), geo.NewMemoryStore(ds)).Ops
	sawNone := false
	for _, fips := range []string{"39041", "39045", "39047", "39049", "39073", "36109", "36061", "53033"} {
		for _, tr := range labor.Trades {
			got, status := call(t, ops, ds.Version, "costs_labor", map[string]string{"trade": tr.ID, "county": fips})
			if status != 200 {
				continue
			}
			reason := got["confidence_reason"].(string)
			skipped := 0
			for _, s := range got["inputs"].(map[string]any)["chain"].([]any) {
				if s.(map[string]any)["status"] == "skipped" {
					skipped++
				}
			}
			if strings.Contains(reason, "Skipped: .") || (skipped == 0) == strings.Contains(reason, "Skipped:") {
				t.Errorf("%s %s: %d skipped steps, reason %q", fips, tr.ID, skipped, reason)
			}
			sawNone = sawNone || skipped == 0
		}
	}
	if !sawNone {
		t.Fatal("no answer without a skipped step was checked")
	}
}

// TestStateStep: where the wage area's QCEW pay cannot be formed (the
// area's other counties suppressed) but the county's and its state's rows
// are disclosed, the state's pay stands in: ratio = county / state. The
// state row here is a stand-in (the sum of the five counties held: we hold
// no real Ohio state row); the test checks the arithmetic and the chain.
func TestStateStep(t *testing.T) {
	testenv.Heavy(t)
	version, ops := withQCEW(t, func(b []byte) []byte {
		b = suppress("39041", "23821")(suppress("39045", "23821")(suppress("39073", "23821")(b)))
		lines := strings.Split(string(b), "\n")
		var wages, emp int64
		var template []string
		for _, ln := range lines {
			f := strings.Split(ln, ",")
			if len(f) > 14 && f[2] == "23821" && f[1] == "5" {
				w, _ := strconv.ParseInt(f[10], 10, 64)
				e, _ := strconv.ParseInt(f[9], 10, 64)
				wages, emp, template = wages+w, emp+e, f
			}
		}
		st := append([]string(nil), template...)
		st[0], st[3], st[7], st[9], st[10] = "39000", "57", "", strconv.FormatInt(emp, 10), strconv.FormatInt(wages, 10)
		if emp == 0 {
			t.Fatal("no 23821 row to sum")
		}
		return []byte(strings.Join(append(lines, strings.Join(st, ",")), "\n"))
	})
	got, status := call(t, ops, version, "costs_labor", map[string]string{"trade": "electricians", "county": "39049"})
	if status != 200 {
		t.Fatalf("%d %v", status, got)
	}
	if s := steps(t, got); strings.Join(s, " ") != "qcew_county_naics5:skipped qcew_state_naics5:used qcew_county_naics238:not_reached metro_wages:used" {
		t.Fatalf("chain %v", s)
	}
	q := got["inputs"].(map[string]any)["qcew"].(map[string]any)
	if q["reference"] != "state" || got["confidence"] != "derived_industry_method" || !strings.Contains(got["confidence_reason"].(string), "the state's") {
		t.Fatalf("qcew %v, %v", q, got["confidence_reason"])
	}
}

// TestChainEveryCounty: with a QCEW release covering every county (here
// Franklin County's 2020 rows copied under every county of the crosswalk
// and every state: a stand-in at full size, the figures are not the
// counties'), every county of a multi-county wage area with a figure runs
// the county step, and every other county says why not.
func TestChainEveryCounty(t *testing.T) {
	testenv.Heavy(t)
	g, l := geo.Loader(dataDir), labor.Loader(dataDir)
	var franklin []string
	var header string
	for i, s := range l.Sources {
		if s.Name != labor.FileQCEW {
			continue
		}
		f, _ := s.Open()
		b, _ := io.ReadAll(f)
		f.Close()
		lines := strings.Split(strings.TrimSpace(string(b)), "\n")
		header = lines[0]
		for _, ln := range lines[1:] {
			if strings.HasPrefix(ln, "39049,5,") {
				franklin = append(franklin, ln)
			}
		}
		l.Sources[i].Open = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(b)), nil }
	}
	base, _, err := reference.Load(g, labor.Loader(dataDir))
	if err != nil {
		t.Fatal(err)
	}
	d := labor.Of(base)
	var full strings.Builder
	full.WriteString(header + "\n")
	states := map[string]bool{}
	for fips := range d.ByCounty {
		states[fips[:2]] = true
		for _, r := range franklin {
			full.WriteString(fips + r[5:] + "\n")
		}
	}
	for st := range states {
		for _, r := range franklin {
			full.WriteString(st + "000" + r[5:] + "\n")
		}
	}
	pulled := []byte(full.String())
	for i, s := range l.Sources {
		if s.Name == labor.FilePulledQCEW {
			l.Sources[i].Open = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(pulled)), nil }
		}
	}
	// The pulled file must be in the manifest only for Check; Load reads it.
	ds, _, err := reference.Load(g, l)
	if err != nil {
		t.Fatal(err)
	}
	ops := labor.Extension(labor.NewMemoryStore(ds), geo.NewMemoryStore(ds)).Ops
	d = labor.Of(ds)
	used, whole, none := 0, 0, 0
	for fips, area := range d.ByCounty {
		got, status := call(t, ops, ds.Version, "costs_labor", map[string]string{"trade": "electricians", "county": fips})
		if status == 404 {
			none++ // a county the geography does not know (the crosswalk's old Connecticut counties)
			continue
		}
		if status != 200 {
			t.Fatalf("%s: %d %v", fips, status, got)
		}
		first := got["inputs"].(map[string]any)["chain"].([]any)[0].(map[string]any)
		switch {
		case first["status"] == "used":
			used++
		case len(d.Areas[area].Counties) == 1:
			whole++
		case got["wage_area"].(map[string]any)["kind"] == "national":
		default:
			t.Errorf("county %s (area %s of %d counties): step 1 %v: %v", fips, area, len(d.Areas[area].Counties), first["status"], first["reason"])
		}
	}
	t.Logf("%d counties: %d scaled by their county row, %d the whole of their area, %d unknown to the geography", len(d.ByCounty), used, whole, none)
	if used < 1500 {
		t.Fatalf("only %d counties ran the county step", used)
	}
}
