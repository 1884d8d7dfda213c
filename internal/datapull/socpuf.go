package datapull

import (
	"bytes"
	"context"
	"encoding/csv"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/plumbline-api/plumbline/reference/benchmarks"
	"github.com/plumbline-api/plumbline/reference/release"
	"github.com/xuri/excelize/v2"
)

// The Census Survey of Construction public-use microdata (SOC PUF): every
// sampled single-family house started, sold and/or completed in a year,
// one row each, published the following June. From 2020 on it is one xlsx
// per year (no longer zipped); 1999–2019 were zipped xls (socYY.zip).
// The file name of the xlsx years, socYY.xlsx, continues the zip years'
// socYY pattern and is the name the extract's author gave the 2020 file
// (soc20); the Census page lists the files by title only (see
// docs/benchmarks-durations.md): --publisher-base points elsewhere if
// the Census names a year otherwise.
const (
	censusSOC   = "U.S. Census Bureau, Survey of Construction (public-use microdata)"
	socPUFBase  = "https://www.census.gov/construction/chars/xls/"
	socPUFLimit = 64 << 20 // the workbook (a few MB) and what it unpacks to, with room
)

// socPUFColumns are the PUF columns the durations read: start, completion
// and sale months (YYYYMM; blank or 0 when not reached), the Census
// division and the survey weight. Refused by name when one is missing.
var socPUFColumns = []string{"STRT", "COMP", "SALE", "DIV", "WEIGHT"}

// socPUFPriceColumns are the PUF columns the price spreads read: the
// contract price (CONPR, and FCONPR as reported later; a house has one only
// if a contractor built it on the owner's land, the universe of the Census
// table of median contract price per ft²) and the floor area (SQFS, and
// FSQFS as reported later), in dollars and ft², blank or 0 when not
// reported. The extract's cleaning script reads FCONPR, falling back to
// CONPR, the same way (FSLPR/SLPR, FSQFS/SQFS). Written as published.
var socPUFPriceColumns = []string{"CONPR", "FCONPR", "SQFS", "FSQFS"}

func init() {
	Register(&Source{Name: "soc-puf", Area: benchmarks.Name, Title: "Census Survey of Construction public-use microdata: every sampled new single-family house of a year (start, completion and sale months, Census division, survey weight), for new_construction_sfh durations",
		Publisher: censusSOC, Terms: publicGov, Schedule: release.SOCPUF, Fetches: socPUFFetches, Convert: convertSOCPUF,
		Outputs: []string{benchmarks.FilePulledSOCPUF}, Parser: "benchmarks.parseSOCPUF", MaxBytes: socPUFLimit, Bundled: "2020 (extract)",
		Layout: []string{
			"socYY.xlsx (2020 on): one workbook, the houses on its first sheet, a heading row naming the variables",
			"the heading has " + strings.Join(socPUFColumns, ", ") + " (found by name, in any order; other columns are not read)",
			"and the price columns " + strings.Join(socPUFPriceColumns, ", ") + ": whole dollars and ft² (blank or 0: not reported)",
			"STRT, COMP, SALE are months YYYYMM (blank or 0: not reached); COMP is not before STRT",
			"DIV is a Census division 1–9; WEIGHT is a positive number",
			"the file is the release's year: some house completed in it",
		}})
}

func socPUFFetches(period string) []Fetch {
	y, _ := release.SOCPUF.Parse(period)
	name := fmt.Sprintf("soc%02d.xlsx", y%100)
	return []Fetch{{Name: name, URL: socPUFBase + name}}
}

// convertSOCPUF writes every house of the workbook's first sheet: the
// durations' columns as published, with the release's year on each row
// (SURVEY_YEAR), which the benchmarks area needs to keep the houses
// completed in it.
func convertSOCPUF(ctx context.Context, in *Inputs, out *Outputs) error {
	year, ok := release.SOCPUF.Parse(in.Period)
	if !ok {
		return fmt.Errorf("soc-puf: release %q is not a year", in.Period)
	}
	name := in.Names()[0]
	p, err := in.Path(name)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	all := append(slices.Clone(socPUFColumns), socPUFPriceColumns...)
	_ = w.Write(append([]string{"SURVEY_YEAR"}, all...))
	rec := make([]string, len(all)+1)
	rec[0] = strconv.Itoa(year)
	rows, completed := 0, 0
	err = streamFirstSheet(ctx, name, p, excelize.Options{UnzipSizeLimit: socPUFLimit, UnzipXMLSizeLimit: socPUFLimit / 4}, all,
		func(line int, _ []string, get func(string) string) error {
			blank := true
			for i, col := range all {
				rec[i+1] = get(col)
				blank = blank && (i >= len(socPUFColumns) || rec[i+1] == "")
			}
			if blank {
				return nil
			}
			comp, err := socPUFRow(rec[1 : len(socPUFColumns)+1])
			if err != nil {
				return Layoutf(name, "row %d: %v", line, err)
			}
			for i, col := range socPUFPriceColumns {
				v := rec[1+len(socPUFColumns)+i]
				if x, err := strconv.ParseFloat(v, 64); v != "" && (err != nil || x < 0 || math.IsInf(x, 0)) {
					return Layoutf(name, "row %d: %s %q is not a whole number of dollars or ft² (blank or 0: not reported)", line, col, v)
				}
			}
			if comp/12 == year {
				completed++
			}
			_ = w.Write(rec)
			rows++
			return nil
		})
	if err != nil {
		return err
	}
	if completed == 0 {
		return Layoutf(name, "no house was completed in %d: the file is not the release's year", year)
	}
	w.Flush()
	if err := w.Error(); err != nil {
		return err
	}
	return out.Write(benchmarks.FilePulledSOCPUF, buf.Bytes(), rows)
}

// socPUFRow checks one house (STRT, COMP, SALE, DIV, WEIGHT) and returns
// its completion month (year×12 + month−1; −1 when not completed).
func socPUFRow(v []string) (int, error) {
	var at [3]int
	for i, col := range socPUFColumns[:3] {
		at[i] = -1
		s := v[i]
		if s == "" || s == "0" {
			continue
		}
		n, err := strconv.Atoi(s)
		if err != nil || len(s) != 6 || n/100 < 1900 || n%100 < 1 || n%100 > 12 {
			return 0, fmt.Errorf("%s %q is not a month YYYYMM", col, s)
		}
		at[i] = (n/100)*12 + n%100 - 1
	}
	if at[0] >= 0 && at[1] >= 0 && at[1] < at[0] {
		return 0, fmt.Errorf("COMP %s is before STRT %s", v[1], v[0])
	}
	if d, err := strconv.Atoi(v[3]); err != nil || d < 1 || d > 9 {
		return 0, fmt.Errorf("DIV %q is not a Census division 1–9", v[3])
	}
	if w, err := strconv.ParseFloat(v[4], 64); err != nil || !(w > 0) || math.IsInf(w, 0) {
		return 0, fmt.Errorf("WEIGHT %q is not a positive survey weight", v[4])
	}
	return at[1], nil
}
