package datapull

import (
	"bytes"
	"context"
	"encoding/csv"
	"errors"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/plumbline-api/plumbline/reference/costs/labor"
	"github.com/plumbline-api/plumbline/reference/release"
)

// QCEW annual averages (reference/release).
var qcewSchedule = release.QCEW

// qcewIndustries are the open-data industry slices pulled: construction,
// building construction, specialty trade contractors and every 5-digit
// specialty-trade industry. The first is the one whose absence means the
// year is not out yet.
var qcewIndustries = []string{"238", "23", "236", "23811", "23812", "23813", "23814", "23815", "23816", "23817", "23819",
	"23821", "23822", "23829", "23831", "23832", "23833", "23834", "23835", "23839", "23891", "23899"}

// QCEWIndustries are the industry slices the qcew source pulls (a copy):
// what a loopback publisher must serve.
func QCEWIndustries() []string { return slices.Clone(qcewIndustries) }

// qcewColumns are the columns of the BLS open-data annual CSV layout, in
// its order ("QCEW Field Layouts for NAICS-Based, Annual CSV Files"); the
// conversion writes them as they are.
var qcewColumns = []string{"area_fips", "own_code", "industry_code", "agglvl_code", "size_code", "year", "qtr", "disclosure_code",
	"annual_avg_estabs", "annual_avg_emplvl", "total_annual_wages", "taxable_annual_wages", "annual_contributions", "annual_avg_wkly_wage",
	"avg_annual_pay", "lq_disclosure_code", "lq_annual_avg_estabs", "lq_annual_avg_emplvl", "lq_total_annual_wages", "lq_taxable_annual_wages",
	"lq_annual_contributions", "lq_annual_avg_wkly_wage", "lq_avg_annual_pay", "oty_disclosure_code", "oty_annual_avg_estabs_chg",
	"oty_annual_avg_estabs_pct_chg", "oty_annual_avg_emplvl_chg", "oty_annual_avg_emplvl_pct_chg", "oty_total_annual_wages_chg",
	"oty_total_annual_wages_pct_chg", "oty_taxable_annual_wages_chg", "oty_taxable_annual_wages_pct_chg", "oty_annual_contributions_chg",
	"oty_annual_contributions_pct_chg", "oty_annual_avg_wkly_wage_chg", "oty_annual_avg_wkly_wage_pct_chg", "oty_avg_annual_pay_chg",
	"oty_avg_annual_pay_pct_chg"}

func init() {
	Register(&Source{Name: "qcew", Area: labor.Area, Title: "BLS QCEW county and state annual averages, NAICS 23, 236, 238 and the 5-digit 238 industries",
		Publisher: "U.S. Bureau of Labor Statistics, QCEW", Terms: publicBLS, NeedsContact: true, Schedule: qcewSchedule, Outputs: []string{labor.FilePulledQCEW},
		Parser: "labor.parseQCEW", Convert: convertQCEW, MaxBytes: 64 << 20,
		Bundled: labor.BundledQCEW,
		Fetches: func(period string) []Fetch {
			out := make([]Fetch, len(qcewIndustries))
			for i, code := range qcewIndustries {
				out[i] = Fetch{Name: code + ".csv", URL: "https://data.bls.gov/cew/data/api/" + period + "/a/industry/" + code + ".csv",
					Optional: !qcewRequired(code)}
			}
			return out
		},
		Layout: []string{
			"one open-data industry slice per NAICS code (industry/<code>.csv), the annual CSV layout: " + strings.Join(qcewColumns[:15], ", ") + ", …",
			"every row's industry_code is the slice's, year the release's, qtr A",
			"area_fips is 5 characters; state rows end in 000; counties are kept with the states",
			"dollars: annual_avg_wkly_wage × 52 is avg_annual_pay (within rounding) on disclosed rows",
			"the slices of 23, 236, 238 and of the trades' industries (" + strings.Join(qcewTradeIndustries(), ", ") + ") are present",
		}})
}

// qcewTradeIndustries are the 5-digit industries the trades' county step
// uses: their slices must be in the release.
func qcewTradeIndustries() []string {
	var out []string
	for _, t := range labor.Trades {
		if len(t.NAICS) == 5 && !slices.Contains(out, t.NAICS) {
			out = append(out, t.NAICS)
		}
	}
	slices.Sort(out)
	return out
}

func qcewRequired(code string) bool {
	return len(code) < 5 || slices.Contains(qcewTradeIndustries(), code)
}

var (
	qcewCountyRe = regexp.MustCompile(`^\d{5}$`)
	qcewNumberRe = regexp.MustCompile(`^-?\d+(\.\d+)?$`)
)

// convertQCEW keeps the state and county rows of every slice, in the
// slices' order.
func convertQCEW(ctx context.Context, in *Inputs, out *Outputs) error {
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	_ = w.Write(qcewColumns)
	rows := 0
	for _, code := range qcewIndustries {
		if !in.Has(code + ".csv") {
			if qcewRequired(code) {
				return Layoutf(code+".csv", "the publisher has no slice for NAICS %s in %s", code, in.Period)
			}
			continue
		}
		n, err := qcewSlice(ctx, in, code, w)
		if err != nil {
			return err
		}
		rows += n
	}
	w.Flush()
	if err := w.Error(); err != nil {
		return err
	}
	if rows == 0 {
		return Layoutf("the slices", "no state or county row")
	}
	return out.Write(labor.FilePulledQCEW, buf.Bytes(), rows)
}

func qcewSlice(ctx context.Context, in *Inputs, code string, w *csv.Writer) (int, error) {
	name := code + ".csv"
	f, err := in.Open(name)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	r := csv.NewReader(f)
	r.ReuseRecord = true
	head, err := r.Read()
	if err != nil {
		return 0, Layoutf(name, "no heading row (%v)", err)
	}
	if len(head) != len(qcewColumns) {
		if _, err := Columns(name, head, qcewColumns...); err != nil {
			return 0, err
		}
		return 0, Layoutf(name, "the heading row has %d columns, the annual layout %d", len(head), len(qcewColumns))
	}
	for i, h := range head {
		if h = strings.TrimSpace(strings.TrimPrefix(h, "\ufeff")); h != qcewColumns[i] {
			return 0, Layoutf(name, "column %d is %q where the annual layout has %q", i+1, h, qcewColumns[i])
		}
	}
	rows := 0
	for line := 2; ; line++ {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			return rows, nil
		}
		if err != nil {
			return 0, Layoutf(name, "line %d: %v", line, err)
		}
		if line%8192 == 0 && ctx.Err() != nil {
			return 0, ctx.Err()
		}
		area := rec[0]
		if !qcewCountyRe.MatchString(area) || strings.HasPrefix(area, "US") || strings.HasSuffix(area, "999") {
			continue // the nation, metro (C…) and combined areas, counties unknown
		}
		switch {
		case rec[2] != code:
			return 0, Layoutf(name, "line %d: industry_code %q in the slice of %s", line, rec[2], code)
		case rec[5] != in.Period:
			return 0, Layoutf(name, "line %d: year %q in the release of %s", line, rec[5], in.Period)
		case rec[6] != "A":
			return 0, Layoutf(name, "line %d: qtr %q where annual averages are A", line, rec[6])
		}
		for _, i := range []int{9, 10, 13, 14} {
			if !qcewNumberRe.MatchString(rec[i]) {
				return 0, Layoutf(name, "line %d: %s %q is not a number", line, qcewColumns[i], rec[i])
			}
		}
		if rec[7] != "N" {
			wk, _ := strconv.ParseFloat(rec[13], 64)
			pay, _ := strconv.ParseFloat(rec[14], 64)
			if pay > 0 && (wk*52-pay > 60 || pay-wk*52 > 60) {
				return 0, Layoutf(name, "line %d: annual_avg_wkly_wage %s × 52 is not avg_annual_pay %s: the units changed?", line, rec[13], rec[14])
			}
		}
		if err := w.Write(rec); err != nil {
			return 0, err
		}
		rows++
	}
}
