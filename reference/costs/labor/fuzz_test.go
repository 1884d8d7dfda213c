package labor_test

import (
	"errors"
	"testing"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/costs/labor"
	"github.com/plumbline-api/plumbline/reference/geo"
)

// FuzzLaborParams: whatever a client sends as trade, msa, county, zip or
// soc, the answer is a 200 or a 4xx problem, never an unclassified error.
func FuzzLaborParams(f *testing.F) {
	ds, _ := loaded()
	ops := labor.Extension(labor.NewMemoryStore(ds), geo.NewMemoryStore(ds)).Ops
	for _, s := range [][4]string{{"electricians", "15380", "", ""}, {"plumbers", "", "39049", ""}, {"hvac", "", "", "14850"},
		{"x", "1", "2", "3"}, {"roofers", "99", "", ""}, {"laborers", "", "00000", ""}, {"", "", "", ""}, {"carpenters", "", "", "\x00"}} {
		f.Add(s[0], s[1], s[2], s[3])
	}
	f.Fuzz(func(t *testing.T, trade, msa, county, zip string) {
		for _, op := range ops {
			raw := map[string][]string{}
			for k, v := range map[string]string{"trade": trade, "msa": msa, "county": county, "zip": zip, "soc": zip, "area": county, "naics": msa} {
				if v != "" {
					raw[k] = []string{v}
				}
			}
			a, err := reference.Bind(op.Params, raw)
			if err == nil {
				_, err = op.Run(t.Context(), ds.Version, a)
			}
			var e *plumbline.Error
			if err != nil && (!errors.As(err, &e) || e.Code != plumbline.EINVALID && e.Code != plumbline.ENOTFOUND) {
				t.Fatalf("%s %v: %v", op.ID, raw, err)
			}
		}
	})
}
