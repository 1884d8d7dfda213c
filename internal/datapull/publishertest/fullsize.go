package publishertest

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"

	"github.com/plumbline-api/plumbline/internal/datapull"
)

// Full-size releases, for measuring cost (bench/pullbench) and reads after
// a full-size import (the allocation budgets, wrkbench's costs-full): we
// hold no complete release to serve, so each is built at its real size by
// copying real rows under other area codes or series ids. Sizes, row
// counts and layouts are the releases'; the figures are copies (of the
// national OEWS rows, Franklin County's QCEW rows, the 76 PPI series
// held, Census's 2024 county file and the places held), never served as
// data.

// FullSize says what ServeFullSize builds.
type FullSize struct {
	// OEWSRowsPerArea is how many rows each OEWS area and state gets: the
	// 11 trades and all occupations first, then other detailed
	// occupations (270: about the metro workbook's 143,000 rows). 0 gives
	// only the trades and all occupations: what lands either way, quicker
	// to pull.
	OEWSRowsPerArea int
	// PPICopies, when above 1, serves the PPI flat files with the series
	// held and PPICopies-1 copies of each under other ids (12: about the
	// 900 series of the construction selection). 0 serves no PPI.
	PPICopies int
	// BPSPlacesPerRegion, when set, serves Census's BPS files: every
	// county of each year (Census's 2024 file re-dated for the years whose
	// file we hold cut) and this many places a region and year (the
	// places held, copied under other ids: 5,000 is about Census's 20,000).
	BPSPlacesPerRegion int
}

// Periods the full-size releases are served for (`data pull --period`).
const (
	FullSizeOEWS = "May 2024"
	FullSizeQCEW = "2020"
	FullSizeBPS  = "2025-12"
)

// TestdataDir is internal/datapull/testdata/publisher, wherever the
// caller runs from (the source tree is present for tests and `go run`).
func TestdataDir() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "testdata", "publisher")
}

// ServeFullSize puts the full-size releases on the publisher: OEWS
// national, metro and state May 2024, the QCEW 2020 industry slices, and
// the PPI and BPS files o asks for.
func ServeFullSize(p *Publisher, dataDir string, o FullSize) error {
	if err := serveFullSizeLabor(p, dataDir, o.OEWSRowsPerArea); err != nil {
		return err
	}
	if o.PPICopies > 0 {
		if err := serveFullSizePPI(p, o.PPICopies); err != nil {
			return err
		}
	}
	if o.BPSPlacesPerRegion > 0 {
		return serveFullSizeBPS(p, o.BPSPlacesPerRegion)
	}
	return nil
}

// serveFullSizeLabor: every OEWS area of the May 2024 definitions (531)
// and every state get the national May 2024 rows; every county and state
// of the QCEW slices gets Franklin County's (39049) 2020 row of the
// industry.
func serveFullSizeLabor(p *Publisher, dataDir string, perArea int) error {
	heading, err := OEWSHeading(dataDir)
	if err != nil {
		return err
	}
	national, err := ReadBundled(dataDir, "costs/oews/oews_national_M2024_all_occupations.csv")
	if err != nil {
		return err
	}
	book, err := os.ReadFile(filepath.Join(TestdataDir(), "oews_national_M2024_all_occupations.xlsx"))
	if err != nil {
		return err
	}
	p.Put("https://www.bls.gov/oes/special-requests/oesm24nat.zip", Zip(map[string][]byte{"oesm24nat/national_M2024_dl.xlsx": book}))
	areas, err := ReadBundled(dataDir, "costs/geo/oews_area_to_county_M2024_areas.csv")
	if err != nil {
		return err
	}
	col := func(name string) int { return slices.Index(heading, name) }
	// The rows an area gets: the trades and all occupations first, then
	// others up to perArea.
	var picked [][]string
	for _, r := range national[1:] {
		if soc := r[col("OCC_CODE")]; soc == "00-0000" || strings.HasPrefix(soc, "47-2") || soc == "49-9021" {
			picked = append(picked, r)
		}
	}
	for _, r := range national[1:] {
		if len(picked) >= perArea {
			break
		}
		if r[col("O_GROUP")] == "detailed" && !slices.ContainsFunc(picked, func(x []string) bool { return x[col("OCC_CODE")] == r[col("OCC_CODE")] }) {
			picked = append(picked, r)
		}
	}
	relabel := func(code, title, kind, state string) [][]string {
		out := make([][]string, len(picked))
		for i, r := range picked {
			rec := slices.Clone(r)
			rec[col("AREA")], rec[col("AREA_TITLE")], rec[col("AREA_TYPE")], rec[col("PRIM_STATE")] = code, title, kind, state
			for _, c := range []string{"JOBS_1000", "LOC_QUOTIENT"} {
				rec[col(c)] = "1"
			}
			out[i] = rec
		}
		return out
	}
	var metro [][]string
	seen := map[string]bool{}
	for _, a := range areas[1:] {
		if seen[a[0]] {
			continue
		}
		seen[a[0]] = true
		kind := "4"
		if len(a[0]) != 5 {
			kind = "6"
		}
		metro = append(metro, relabel(a[0], a[1], kind, a[2])...)
	}
	mbook, err := OEWSBook(heading, metro)
	if err != nil {
		return err
	}
	p.Put("https://www.bls.gov/oes/special-requests/oesm24ma.zip", Zip(map[string][]byte{"oesm24ma/MSA_M2024_dl.xlsx": mbook}))
	counties, err := ReadBundled(dataDir, "costs/geo/county_names_population_2020_2024.csv")
	if err != nil {
		return err
	}
	states := map[string]string{}
	for _, c := range counties[1:] {
		states[c[1]] = c[3]
	}
	var fips []string
	for f := range states {
		fips = append(fips, f)
	}
	slices.Sort(fips)
	var state [][]string
	for _, f := range fips {
		state = append(state, relabel(strings.TrimLeft(f, "0"), states[f], "2", "")...)
	}
	sbook, err := OEWSBook(heading, state)
	if err != nil {
		return err
	}
	p.Put("https://www.bls.gov/oes/special-requests/oesm24st.zip", Zip(map[string][]byte{"oesm24st/state_M2024_dl.xlsx": sbook}))
	held, err := QCEWSlices(dataDir, datapull.QCEWIndustries())
	if err != nil {
		return err
	}
	for code, body := range held {
		lines := strings.Split(strings.TrimSpace(string(body)), "\n")
		var franklin string
		for _, l := range lines[1:] {
			if strings.HasPrefix(l, "39049,5,") {
				franklin = l
			}
		}
		if franklin == "" {
			continue // Franklin has no private row of the industry: the slice is left out
		}
		var buf strings.Builder
		buf.WriteString(lines[0] + "\n")
		put := func(area, agglvl string) {
			f := strings.Split(franklin, ",")
			f[0], f[3] = area, agglvl
			buf.WriteString(strings.Join(f, ",") + "\n")
		}
		put("US000", "10")
		for _, f := range fips {
			put(f+"000", "5x")
		}
		for _, c := range counties[1:] {
			put(c[0], "7x")
		}
		for i := range 400 { // the metro and micro rows the converter drops
			put(fmt.Sprintf("C%04d", 1000+i*10), "4x")
		}
		p.Put("https://data.bls.gov/cew/data/api/2020/a/industry/"+code+".csv", []byte(buf.String()))
	}
	return nil
}

// serveFullSizePPI serves the BLS flat files of the fixture
// (testdata/publisher/bls) with copies-1 copies of every series line and
// every data line under the id followed by Z01, Z02, … (the construction
// selection is by id prefix, so the copies are selected as their
// originals are).
func serveFullSizePPI(p *Publisher, copies int) error {
	files, err := Tree(filepath.Join(TestdataDir(), "bls"), BLSTimeSeries)
	if err != nil {
		return err
	}
	for u, b := range files {
		if strings.HasSuffix(u, ".series") || strings.Contains(u, ".data.") {
			b = copyIDs(b, copies)
		}
		p.Put(u, b)
	}
	return nil
}

// copyIDs appends, after a flat file's lines, copies of every line but the
// heading with the series id (the first, space-padded field) suffixed.
func copyIDs(b []byte, copies int) []byte {
	lines := bytes.SplitAfter(b, []byte("\n"))
	if len(lines) > 0 && len(lines[len(lines)-1]) == 0 {
		lines = lines[:len(lines)-1]
	}
	out := slices.Clone(b)
	for i := 1; i < copies; i++ {
		for _, l := range lines[1:] {
			tab := bytes.IndexByte(l, '\t')
			if tab < 0 {
				continue
			}
			id := string(bytes.TrimRight(l[:tab], " "))
			field := fmt.Sprintf("%s%s", id, fmt.Sprintf("Z%02d", i))
			if w := tab; len(field) < w {
				field += strings.Repeat(" ", w-len(field))
			}
			out = append(out, field...)
			out = append(out, l[tab:]...)
		}
	}
	return out
}

// serveFullSizeBPS serves Census's files of the fixture
// (testdata/publisher/census) with every county of each year (the years
// whose county file is held cut get the 2024 file's rows re-dated) and
// perRegion places a region and file (the places held, then copies under
// the six-digit ids 700000 and up).
func serveFullSizeBPS(p *Publisher, perRegion int) error {
	files, err := Tree(filepath.Join(TestdataDir(), "census"), Census)
	if err != nil {
		return err
	}
	whole := files[Census("econ/bps/County/co2024a.txt")]
	for u, b := range files {
		switch {
		case strings.Contains(u, "/County/co") && strings.HasSuffix(u, "a.txt") && !strings.HasSuffix(u, "co2024a.txt"):
			year := strings.TrimSuffix(u[strings.LastIndex(u, "/co")+3:], "a.txt")
			b = redate(whole, "2024", year)
		case strings.Contains(u, "/Place/"):
			b = copyPlaces(b, perRegion)
		}
		p.Put(u, b)
	}
	return nil
}

// redate is a BPS file with each row's Survey Date from changed to to.
func redate(b []byte, from, to string) []byte {
	var out []byte
	for l := range bytes.Lines(b) {
		if bytes.HasPrefix(l, []byte(from+",")) {
			l = append([]byte(to), l[len(from):]...)
		}
		out = append(out, l...)
	}
	return out
}

// copyPlaces is a place file (three heading lines, then rows) with its
// rows copied, each copy under a new six-digit id, until it holds n rows.
func copyPlaces(b []byte, n int) []byte {
	var head, rows [][]byte
	for l := range bytes.Lines(b) {
		if len(head) < 3 {
			head = append(head, l)
		} else {
			rows = append(rows, l)
		}
	}
	out := bytes.Join(head, nil)
	for _, r := range rows {
		out = append(out, r...)
	}
	for k := 0; len(rows) > 0 && len(rows)*(k+1) < n; k++ {
		for j, r := range rows {
			if len(rows)*(k+1)+j >= n {
				break
			}
			f := bytes.SplitN(r, []byte(","), 4) // Survey Date, State Code, 6-Digit ID, rest
			if len(f) < 4 {
				continue
			}
			out = append(out, fmt.Sprintf("%s,%s,%06d,", f[0], f[1], 700000+k*len(rows)+j)...)
			out = append(out, f[3]...)
		}
	}
	return out
}
