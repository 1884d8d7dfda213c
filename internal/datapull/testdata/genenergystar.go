//go:build ignore

// genenergystar builds the loopback ENERGY STAR publisher's lists
// (publisher/energystar/resource/<dataset>.csv.gz), in the columns the
// open-data API (SODA) answers with, from the portal exports the bundle
// holds (data/products); see README.md. Run from this directory:
//
//	go run genenergystar.go
//
// Every value is the export's, as exported, except dates, written as the
// API writes a calendar date (2021-03-19T00:00:00.000). Columns are the
// API field names the pull maps (datapull.ESFields), then every other
// export column under the name Socrata's rule gives it (lower case, other
// characters one underscore: not confirmed, and not read by the pull).
// The heat pump and mini-split lists, of which the bundle holds no row,
// get a layout fixture: two rows quoted in public notes of the live API,
// ids and unknown values left as placeholders (README.md). The central and
// mini-split air conditioner lists are served as public measurements of
// the live API found them (2026-09): a heading row and no rows.
package main

import (
	"bytes"
	"compress/gzip"
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/plumbline-api/plumbline/internal/datapull"
	"github.com/plumbline-api/plumbline/reference/products"
)

// alternatives are the export headings a pulled heading is read from,
// where exports of different years spell it differently.
var alternatives = map[string][]string{
	"Date Certified":           {"Date Certified", "Date Qualified"},
	"Date Available On Market": {"Date Available On Market", "Date Available on Market", "Date Available on the market"},
	"CB Model Identifier":      {"CB Model Identifier", "ENERGY STAR Model Identifier"},
}

var rule = regexp.MustCompile(`[^a-z0-9]+`)

func main() {
	for _, def := range products.Pulled {
		var header []string
		var rows [][]string
		switch {
		case def.Held != "":
			header, rows = fromExport(def)
		case def.PublishedEmpty:
			header = datapull.ESFields(def.Source) // as measured: the heading row, no rows
		default:
			header, rows = layoutFixture(def)
		}
		slices.SortStableFunc(rows, func(a, b []string) int { return strings.Compare(a[0], b[0]) }) // $order=pd_id (text)
		var buf bytes.Buffer
		w := csv.NewWriter(&buf)
		_ = w.Write(header)
		_ = w.WriteAll(rows)
		write("resource/"+def.Dataset+".csv", buf.Bytes(), len(rows))
	}
}

// fromExport is the bundled export of def's list in the API's columns.
func fromExport(def products.PulledDef) ([]string, [][]string) {
	recs := readGz(filepath.Join("..", "..", "..", "data", filepath.FromSlash(def.Held)+".gz"))
	at := map[string]int{}
	for i, h := range recs[0] {
		if h = strings.TrimSpace(h); h != "" {
			at[h] = i
		}
	}
	fields := datapull.ESFields(def.Source)
	var header []string
	var cols []int
	used := map[int]bool{}
	for i, h := range def.Headings() {
		col := -1
		for _, a := range append(alternatives[h], h) {
			if j, ok := at[a]; ok {
				col = j
				break
			}
		}
		if col < 0 {
			continue // the export has no such column (an optional one)
		}
		header, cols, used[col] = append(header, fields[i]), append(cols, col), true
	}
	for i, h := range recs[0] {
		if h = strings.TrimSpace(h); h != "" && !used[i] && !strings.HasPrefix(h, "Meets ENERGY STAR Most Efficient") {
			header, cols = append(header, strings.Trim(rule.ReplaceAllString(strings.ToLower(h), "_"), "_")), append(cols, i)
		}
	}
	typ, isType := at["Type"]
	var rows [][]string
	for _, r := range recs[1:] {
		if def.Subcategory() == "heat_pump_water_heaters" && (!isType || r[typ] != "Hybrid/Electric Heat Pump") {
			continue
		}
		out := make([]string, len(cols))
		for k, c := range cols {
			if c < len(r) {
				out[k] = r[c]
			}
			if strings.HasPrefix(header[k], "date_") {
				out[k] = isoDate(out[k])
			}
		}
		rows = append(rows, out)
	}
	return header, rows
}

// isoDate writes an export's M/D/YYYY (" 12:00:00 AM" optional) as the
// API writes a calendar date.
func isoDate(v string) string {
	d, _, _ := strings.Cut(strings.TrimSpace(v), " ")
	p := strings.Split(d, "/")
	if len(p) != 3 {
		return v
	}
	m, _ := strconv.Atoi(p[0])
	day, _ := strconv.Atoi(p[1])
	return fmt.Sprintf("%s-%02d-%02dT00:00:00.000", p[2], m, day)
}

// layoutFixture is the heat pump layout: the fields the pull maps, and two
// systems whose published ratings public notes of the live API quote —
// 1HVAC ACIQ-12-EHPB with indoor ACIQ-12-AHB (AHRI 214602071), and LG
// KUSAH121B with indoor KNSAH121B — with placeholder ids (999999000N) and
// every value the notes do not give left empty. Not served data.
func layoutFixture(def products.PulledDef) ([]string, [][]string) {
	header := datapull.ESFields(def.Source)
	row := func(vals map[string]string) []string {
		out := make([]string, len(header))
		for i, f := range header {
			out[i] = vals[f]
		}
		return out
	}
	aciq := row(map[string]string{"pd_id": "9999990001", "outdoor_unit_brand_name": "1HVAC", "model_number": "ACIQ-12-EHPB", "series_name": "ACIQ Series",
		"indoor_unit_model_number": "ACIQ-12-AHB", "compressor_staging": "Continuously variable", "seer2_btu_wh": "17.50", "eer2_btu_wh": "11.70",
		"hspf2_btu_wh": "9.00", "cooling_capacity_btu_h": "12000", "heating_capacity_at_47_f_btu_h": "13000", "heating_capacity_at_17_f_btu_h": "12000",
		"heating_capacity_at_5_f_btu_h": "11000", "cop_at_5_f": "2.60", "refrigerant_with_gwp": "R-410A (GWP:2088)", "ahri_reference_number": "214602071"})
	lg := row(map[string]string{"pd_id": "9999990002", "outdoor_unit_brand_name": "LG", "model_number": "KUSAH121B", "indoor_unit_brand_name": "LG",
		"indoor_unit_model_number": "KNSAH121B", "product_type": "HP - Mini or Multi Split", "seer2_btu_wh": "20.00", "hspf2_btu_wh": "9.00",
		"cooling_capacity_btu_h": "11000"})
	if def.Dataset == "akti-mt5s" {
		return header, [][]string{lg}
	}
	return header, [][]string{aciq, lg}
}

func readGz(p string) [][]string {
	f, err := os.Open(p)
	check(err)
	defer f.Close()
	zr, err := gzip.NewReader(f)
	check(err)
	r := csv.NewReader(zr)
	r.FieldsPerRecord = -1
	recs, err := r.ReadAll()
	check(err)
	return recs
}

func write(path string, b []byte, rows int) {
	dst := filepath.Join("publisher", "energystar", filepath.FromSlash(path)+".gz")
	check(os.MkdirAll(filepath.Dir(dst), 0o755))
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	zw.Write(b)
	zw.Close()
	check(os.WriteFile(dst, gz.Bytes(), 0o644))
	fmt.Println(dst, len(b), "bytes,", rows, "rows")
}

func check(err error) {
	if err != nil {
		panic(err)
	}
}
