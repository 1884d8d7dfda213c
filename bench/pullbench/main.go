// Command pullbench measures what a full pull costs: it serves the BLS
// releases at their real size from a loopback publisher, runs
// `plumbline data pull` for each labor source into a copy of the bundle and
// `plumbline import` into Postgres, and prints time, bytes, rows and peak
// memory of each step.
//
// We hold no full release to serve (the stored copies of the metro and QCEW
// files are cut to a few areas), so the releases served are built at full
// size from real rows: every OEWS area of the May 2024 definitions (531)
// and every state get the national May 2024 workbook's rows (the 11
// trades, all occupations and other occupations up to 270 rows an area,
// about the metro file's 143,000 rows), and every county and state of the
// QCEW slices gets Franklin County's (39049) 2020 row of the industry.
// The figures are the national's and Franklin's, copied; sizes, rows and
// layouts are the releases'. That is what this measures: cost, not answers.
//
//	go run ./bench/pullbench -plumbline bin/plumbline [-database-url URL] [-keep DIR]
//
// With -energystar it measures instead the pull of ENERGY STAR's heat pump
// list at its size (about 282,665 rows, six pages of the open-data API):
// the two layout-fixture rows (internal/datapull/testdata/publisher/
// energystar/resource/w7cv-9xjt.csv.gz) copied under that many ids. Cost
// only: the rows are two systems' ratings, repeated.
package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/plumbline-api/plumbline/internal/datapull/publishertest"
)

func main() {
	bin := flag.String("plumbline", "bin/plumbline", "the plumbline binary")
	bundle := flag.String("bundle", "data", "the bundled snapshot")
	dbURL := flag.String("database-url", os.Getenv("DATABASE_URL"), "Postgres to import into (skipped when empty)")
	keep := flag.String("keep", "", "keep the data directory here (for wrkbench: PLUMBLINE_DATA_DIR)")
	es := flag.Int("energystar", 0, "measure the ENERGY STAR heat pump list's pull at this many rows instead (282665: its size)")
	flag.Parse()
	if *es > 0 {
		if err := runEnergyStar(*bin, *bundle, *dbURL, *es); err != nil {
			fmt.Fprintln(os.Stderr, "pullbench:", err)
			os.Exit(1)
		}
		return
	}
	if err := run(*bin, *bundle, *dbURL, *keep); err != nil {
		fmt.Fprintln(os.Stderr, "pullbench:", err)
		os.Exit(1)
	}
}

func run(bin, bundle, dbURL, keep string) error {
	p := publishertest.Start()
	defer p.Close()
	start := time.Now()
	if err := serveFullSize(p, bundle); err != nil {
		return err
	}
	fmt.Printf("built the full-size releases in %s\n", time.Since(start).Round(time.Millisecond))
	dir := keep
	if dir == "" {
		var err error
		if dir, err = os.MkdirTemp("", "pullbench"); err != nil {
			return err
		}
		defer os.RemoveAll(dir)
	}
	if err := os.CopyFS(dir, os.DirFS(bundle)); err != nil && !os.IsExist(err) {
		return err
	}
	env = []string{"PLUMBLINE_DATA_DIR=" + dir, "DATABASE_URL=" + dbURL}
	fmt.Printf("%-14s %9s %11s %9s %9s\n", "step", "time", "downloaded", "rows", "peak RSS")
	for _, s := range []struct{ source, period string }{{"oews-national", "May 2024"}, {"oews-metro", "May 2024"}, {"oews-state", "May 2024"}, {"qcew", "2020"}} {
		out, took, rss, err := plumbline(bin, "data", "pull", s.source, "--period", s.period, "--dir", dir, "--publisher-base", p.URL, "--contact", "bench@example.com")
		if err != nil {
			return fmt.Errorf("%s: %v\n%s", s.source, err, out)
		}
		m := regexp.MustCompile(`landed: (\d+) rows in \d+ files from ([\d.]+) MB|held already`).FindStringSubmatch(out)
		if m == nil {
			return fmt.Errorf("%s: %s", s.source, out)
		}
		fmt.Printf("%-14s %9s %8s MB %9s %6d MB\n", s.source, took.Round(time.Millisecond), m[2], m[1], rss>>20)
	}
	if dbURL != "" {
		out, took, rss, err := plumbline(bin, "import")
		if err != nil {
			return fmt.Errorf("import: %v\n%s", err, out)
		}
		rows := regexp.MustCompile(`(\d+) rows from`).FindStringSubmatch(out)
		if rows == nil {
			rows = []string{"", "(already imported)"}
		}
		fmt.Printf("%-14s %9s %11s %9s %6d MB\n", "import", took.Round(time.Millisecond), "", rows[1], rss>>20)
	}
	_, took, rss, err := plumbline(bin, "data", "verify", "--dir", dir)
	if err != nil {
		return err
	}
	fmt.Printf("%-14s %9s %11s %9s %6d MB  (reads and parses every file: the embedded default's start)\n", "verify", took.Round(time.Millisecond), "", "", rss>>20)
	var size int64
	filepath.Walk(filepath.Join(dir, "pulled"), func(_ string, fi os.FileInfo, err error) error {
		if err == nil && fi.Mode().IsRegular() {
			size += fi.Size()
		}
		return nil
	})
	fmt.Printf("pulled files on disk: %.1f MB\n", float64(size)/1e6)
	return nil
}

// env reaches the children: the data directory and the database.
var env []string

// plumbline runs the binary, returning its output, wall time and peak RSS.
func plumbline(bin string, args ...string) (string, time.Duration, int64, error) {
	cmd := exec.CommandContext(context.Background(), bin, args...)
	cmd.Env = append(os.Environ(), env...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	start := time.Now()
	if err := cmd.Start(); err != nil {
		return "", 0, 0, err
	}
	// The peak resident set of the child's own memory (VmHWM), sampled:
	// rusage's would count this large parent's pages the child shared
	// until exec.
	var rss int64
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	status := fmt.Sprintf("/proc/%d/status", cmd.Process.Pid)
	for {
		select {
		case err := <-done:
			return out.String(), time.Since(start), rss, err
		case <-time.After(5 * time.Millisecond):
			if b, err := os.ReadFile(status); err == nil {
				if m := regexp.MustCompile(`VmHWM:\s+(\d+) kB`).FindSubmatch(b); m != nil {
					var kb int64
					fmt.Sscan(string(m[1]), &kb)
					rss = max(rss, kb<<10)
				}
			}
		}
	}
}

// serveFullSize puts the full-size releases on the publisher.
func serveFullSize(p *publishertest.Publisher, bundle string) error {
	heading, err := publishertest.OEWSHeading(bundle)
	if err != nil {
		return err
	}
	national, err := publishertest.ReadBundled(bundle, "costs/oews/oews_national_M2024_all_occupations.csv")
	if err != nil {
		return err
	}
	book, err := os.ReadFile("internal/datapull/testdata/publisher/oews_national_M2024_all_occupations.xlsx")
	if err != nil {
		return err
	}
	p.Put("https://www.bls.gov/oes/special-requests/oesm24nat.zip", publishertest.Zip(map[string][]byte{"oesm24nat/national_M2024_dl.xlsx": book}))
	areas, err := publishertest.ReadBundled(bundle, "costs/geo/oews_area_to_county_M2024_areas.csv")
	if err != nil {
		return err
	}
	col := func(name string) int { return slices.Index(heading, name) }
	// The rows an area gets: the trades and all occupations first, then
	// others up to 270.
	var picked [][]string
	for _, r := range national[1:] {
		if soc := r[col("OCC_CODE")]; soc == "00-0000" || strings.HasPrefix(soc, "47-2") || soc == "49-9021" {
			picked = append(picked, r)
		}
	}
	for _, r := range national[1:] {
		if len(picked) >= 270 {
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
	mbook, err := publishertest.OEWSBook(heading, metro)
	if err != nil {
		return err
	}
	p.Put("https://www.bls.gov/oes/special-requests/oesm24ma.zip", publishertest.Zip(map[string][]byte{"oesm24ma/MSA_M2024_dl.xlsx": mbook}))
	counties, err := publishertest.ReadBundled(bundle, "costs/geo/county_names_population_2020_2024.csv")
	if err != nil {
		return err
	}
	states := map[string]string{}
	for _, c := range counties[1:] {
		states[c[1]] = c[3]
	}
	var state [][]string
	for fips, name := range states {
		state = append(state, relabel(strings.TrimLeft(fips, "0"), name, "2", "")...)
	}
	sbook, err := publishertest.OEWSBook(heading, state)
	if err != nil {
		return err
	}
	p.Put("https://www.bls.gov/oes/special-requests/oesm24st.zip", publishertest.Zip(map[string][]byte{"oesm24st/state_M2024_dl.xlsx": sbook}))
	codes := []string{"23", "236", "238", "23811", "23812", "23813", "23814", "23815", "23816", "23817", "23819", "23821", "23822", "23829",
		"23831", "23832", "23833", "23834", "23835", "23839", "23891", "23899"}
	slicesHeld, err := publishertest.QCEWSlices(bundle, codes)
	if err != nil {
		return err
	}
	for code, body := range slicesHeld {
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
		for fips := range states {
			put(fips+"000", "5x")
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

// runEnergyStar pulls the heat pump list at n rows into a copy of the
// bundle, then imports (with a database) and verifies (the embedded
// default's load), printing time, bytes and peak memory.
func runEnergyStar(bin, bundle, dbURL string, n int) error {
	files, err := publishertest.Tree("internal/datapull/testdata/publisher/energystar", publishertest.EnergyStar)
	if err != nil {
		return err
	}
	const list = "https://data.energystar.gov/resource/w7cv-9xjt.csv?$order=pd_id"
	lines := strings.SplitAfter(string(files[list]), "\n")
	head, rows := lines[0], lines[1:len(lines)-1]
	var b strings.Builder
	b.WriteString(head)
	for i := range n {
		_, rest, _ := strings.Cut(rows[i%len(rows)], ",")
		fmt.Fprintf(&b, "%d,%s", 9000000000+i, rest)
	}
	p := publishertest.Start()
	defer p.Close()
	p.Paged(list, []byte(b.String()), "$offset", "$limit")
	dir, err := os.MkdirTemp("", "pullbench-es")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	if err := os.CopyFS(dir, os.DirFS(bundle)); err != nil {
		return err
	}
	env = []string{"PLUMBLINE_DATA_DIR=" + dir, "DATABASE_URL=" + dbURL}
	fmt.Printf("served %d rows, %.1f MB as CSV\n", n, float64(b.Len())/1e6)
	out, took, rss, err := plumbline(bin, "data", "pull", "energystar-heat-pumps", "--dir", dir, "--publisher-base", p.URL, "--contact", "bench@example.com")
	if err != nil {
		return fmt.Errorf("pull: %v\n%s", err, out)
	}
	fmt.Printf("%-10s %9s %6d MB  %s\n", "pull", took.Round(time.Millisecond), rss>>20, strings.TrimSpace(regexp.MustCompile(`landed: .*`).FindString(out)))
	if dbURL != "" {
		out, took, rss, err := plumbline(bin, "import")
		if err != nil {
			return fmt.Errorf("import: %v\n%s", err, out)
		}
		fmt.Printf("%-10s %9s %6d MB\n", "import", took.Round(time.Millisecond), rss>>20)
	}
	_, took, rss, err = plumbline(bin, "data", "verify", "--dir", dir)
	if err != nil {
		return err
	}
	fmt.Printf("%-10s %9s %6d MB  (reads and parses every file: the embedded default's start)\n", "verify", took.Round(time.Millisecond), rss>>20)
	return nil
}
