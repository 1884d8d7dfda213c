// Command pullbench measures what a full pull costs: it serves the BLS and
// Census releases at their real size from a loopback publisher, runs
// `plumbline data pull` for each costs source into a copy of the bundle
// and `plumbline import` into Postgres, and prints time, bytes, rows and
// peak memory of each step.
//
// We hold no full release to serve (the stored copies of the metro, QCEW,
// PPI and place files are cut), so the releases served are built at full
// size from real rows (publishertest.ServeFullSize): every OEWS area of
// the May 2024 definitions (531) and every state get the national May 2024
// workbook's rows (the 11 trades, all occupations and other occupations up
// to 270 rows an area, about the metro file's 143,000 rows); every county
// and state of the QCEW slices gets Franklin County's (39049) 2020 row of
// the industry; the PPI flat files carry the 76 series held and 11 copies
// of each (912 series, about the construction selection); Census's county
// files carry every county each year (the 2024 file re-dated where ours is
// cut) and its place files 5,000 places a region (those held, copied).
// The figures are copies; sizes, rows and layouts are the releases'. That
// is what this measures: cost, not answers.
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
	"strings"
	"time"

	"github.com/plumbline-api/plumbline/internal/datapull/fullsize"
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
	opt := fullsize.Options
	opt.OEWSRowsPerArea = 270 // the releases' sizes, every occupation row: what the pull downloads
	if err := publishertest.ServeFullSize(p, bundle, opt); err != nil {
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
	for _, s := range fullsize.Sources {
		args := []string{"data", "pull", s.Name, "--dir", dir, "--publisher-base", p.URL, "--contact", "bench@example.com"}
		if s.Period != "" { // the PPI's files name their release
			args = append(args, "--period", s.Period)
		}
		out, took, rss, err := plumbline(bin, args...)
		if err != nil {
			return fmt.Errorf("%s: %v\n%s", s.Name, err, out)
		}
		m := regexp.MustCompile(`landed: (\d+) rows in \d+ files from ([\d.]+) MB|held already`).FindStringSubmatch(out)
		if m == nil {
			return fmt.Errorf("%s: %s", s.Name, out)
		}
		fmt.Printf("%-14s %9s %8s MB %9s %6d MB\n", s.Name, took.Round(time.Millisecond), m[2], m[1], rss>>20)
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

// runEnergyStar pulls the heat pump list at n rows into a copy of the
// bundle, then imports (with a database) and verifies (the embedded
// default's load), printing time, bytes and peak memory.
func runEnergyStar(bin, bundle, dbURL string, n int) error {
	files, err := publishertest.Tree(filepath.Join(publishertest.TestdataDir(), "energystar"), publishertest.EnergyStar)
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
