package labor_test

import (
	"bytes"
	"io"
	"testing"

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
