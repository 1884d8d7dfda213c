//go:build ignore

// genbls builds the loopback BLS PPI publisher's files (publisher/bls/)
// from real files we hold; see README.md. Run from this directory:
//
//	go run genbls.go WP_SERIES PPI_CSV
//
// WP_SERIES is the BLS wp.series flat file of
// evilb1000/whatsitcost@6d5222d8f498a6d901f4403776679aa443d53932:wp.series;
// PPI_CSV is ../shared/data/costs/ppi/ppi_construction_bls_1986_2025-08.csv
// (the values that project collected from the BLS API).
package main

import (
	"bytes"
	"compress/gzip"
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// The BLS time.series file a series' values are published in, by its
// group and item (wp) or its industry (pc).
func dataFile(id string) string {
	if strings.HasPrefix(id, "PCU23") {
		return "pc.data.75.Construction"
	}
	g := id[3:]
	switch {
	case strings.HasPrefix(g, "05"):
		return "wp.data.6.Fuels"
	case strings.HasPrefix(g, "06"):
		return "wp.data.7.Chemicals"
	case strings.HasPrefix(g, "07"):
		return "wp.data.8.Rubber"
	case strings.HasPrefix(g, "08"):
		return "wp.data.9.Lumber"
	case strings.HasPrefix(g, "101"), strings.HasPrefix(g, "102"), strings.HasPrefix(g, "103"):
		return "wp.data.11a.Metals10-103"
	case strings.HasPrefix(g, "10"):
		return "wp.data.11b.Metals104-109"
	case strings.HasPrefix(g, "111"), strings.HasPrefix(g, "112"), strings.HasPrefix(g, "113"):
		return "wp.data.12a.Machinery11-113"
	case strings.HasPrefix(g, "114"), strings.HasPrefix(g, "115"), strings.HasPrefix(g, "116"):
		return "wp.data.12b.Machinery114-116"
	case strings.HasPrefix(g, "11"):
		return "wp.data.12c.Machinery117-119"
	case strings.HasPrefix(g, "13"):
		return "wp.data.14.Minerals"
	case strings.HasPrefix(g, "SI"):
		return "wp.data.18.SpecialIndexes"
	case strings.HasPrefix(g, "FD"):
		return "wp.data.22.FD-ID"
	case strings.HasPrefix(g, "IP"):
		return "wp.data.80i.ConstructnInputs"
	case strings.HasPrefix(g, "80"):
		return "wp.data.80.Construction"
	case g >= "30" && g < "62":
		return "wp.data.30.Services"
	}
	panic("no data file for " + id)
}

// Every data file a pull fetches: the fixture serves each, header only
// when it holds none of the fixture's series.
var files = []string{"wp.data.6.Fuels", "wp.data.7.Chemicals", "wp.data.8.Rubber", "wp.data.9.Lumber", "wp.data.11a.Metals10-103",
	"wp.data.11b.Metals104-109", "wp.data.12a.Machinery11-113", "wp.data.12b.Machinery114-116", "wp.data.12c.Machinery117-119",
	"wp.data.14.Minerals", "wp.data.18.SpecialIndexes", "wp.data.22.FD-ID", "wp.data.30.Services", "wp.data.80.Construction",
	"wp.data.80i.ConstructnInputs", "pc.data.75.Construction"}

// Titles of the pc series (no copy of pc.series is held): BLS's industry
// names, as its industry series list gives them.
var pcTitles = map[string]string{
	"PCU23811X23811X": "Concrete contractors, nonresidential building work",
	"PCU23816X23816X": "Roofing contractors, nonresidential building work",
	"PCU23821X23821X": "Electrical contractors, nonresidential building work",
	"PCU23822X23822X": "Plumbing, heating, and air-conditioning contractors, nonresidential building work",
}

// preliminary: the file's last month is 2025-08, released in September
// 2025; BLS revises an index four months after its first publication, so
// that release marks 2025-05 to 2025-08 P.
func preliminary(period string) bool { return period >= "2025-05" }

func main() {
	wpSeries, ppiCSV := os.Args[1], os.Args[2]
	out := filepath.Join("publisher", "bls")
	recs := must(csv.NewReader(must(os.Open(ppiCSV))).ReadAll())
	type obs struct{ year, month, value string }
	byID := map[string][]obs{}
	var ids []string
	for _, r := range recs[1:] {
		id := r[0]
		if !strings.HasPrefix(id, "WPU") && !strings.HasPrefix(id, "PCU") {
			continue // CES, CPI and LNS series: not PPIs
		}
		if byID[id] == nil {
			ids = append(ids, id)
		}
		byID[id] = append(byID[id], obs{r[1][:4], r[1][5:7], r[2]})
	}
	slices.Sort(ids)
	bodies := map[string]*bytes.Buffer{}
	for _, f := range files {
		bodies[f] = bytes.NewBufferString("series_id                     \tyear\tperiod\t       value\tfootnote_codes\r\n")
	}
	for _, id := range ids {
		b := bodies[dataFile(id)]
		for _, o := range byID[id] {
			fn := ""
			if preliminary(o.year + "-" + o.month) {
				fn = "P"
			}
			fmt.Fprintf(b, "%-30s\t%s\tM%s\t%12s\t%s\r\n", id, o.year, o.month, o.value, fn)
		}
	}
	for name, b := range bodies {
		var gz bytes.Buffer
		zw := gzip.NewWriter(&gz)
		zw.Write(b.Bytes())
		zw.Close()
		check(os.WriteFile(filepath.Join(out, name+".gz"), gz.Bytes(), 0o644))
	}
	// wp.series: the header, every WPU series of the fixture and a few
	// outside the construction selection, as the flat file has them.
	raw := must(os.ReadFile(wpSeries))
	lines := bytes.SplitAfter(raw, []byte("\n"))
	keep := map[string]bool{"WPU00000000": true, "WPU011": true, "WPS1017": true, "WPU1141": true, "WPU1171": true}
	var ws bytes.Buffer
	ws.Write(lines[0])
	for _, l := range lines[1:] {
		id := string(bytes.TrimSpace(bytes.SplitN(l, []byte("\t"), 2)[0]))
		if _, held := byID[id]; held || keep[id] {
			ws.Write(l)
		}
	}
	check(os.WriteFile(filepath.Join(out, "wp.series"), ws.Bytes(), 0o644))
	// pc.series: the documented columns; one row per pc series of the fixture.
	var ps bytes.Buffer
	ps.WriteString("series_id                     \tindustry_code\tproduct_code\tseasonal\tbase_date\tseries_title\tfootnote_codes\tbegin_year\tbegin_period\tend_year\tend_period\r\n")
	for _, id := range ids {
		if !strings.HasPrefix(id, "PCU") {
			continue
		}
		o := byID[id]
		code := id[3:9]
		fmt.Fprintf(&ps, "%-30s\t%s\t%s\tU\t200712\tPPI industry data for %s-%s, not seasonally adjusted\t\t%s\tM%s\t%s\tM%s\r\n",
			id, code, code, pcTitles[id], pcTitles[id], o[0].year, o[0].month, o[len(o)-1].year, o[len(o)-1].month)
	}
	check(os.WriteFile(filepath.Join(out, "pc.series"), ps.Bytes(), 0o644))
	foot := "footnote_code\tfootnote_text\r\nP\tPreliminary. All indexes are subject to revision four months after original publication.\r\n"
	check(os.WriteFile(filepath.Join(out, "wp.footnote"), []byte(foot), 0o644))
	check(os.WriteFile(filepath.Join(out, "pc.footnote"), []byte(foot), 0o644))
}

func must[T any](v T, err error) T {
	check(err)
	return v
}

func check(err error) {
	if err != nil {
		panic(err)
	}
}
