package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"
)

// productsScenario: the embedded default serving the products area, at the
// size of the data directory given (-products-data-dir, written by
// bench/productsynth: 500,000 records in `make bench`): a cached filtered,
// sorted page (target 0.70 of the baseline) and a cached model-number
// search (target 0.50). It also reports what the size costs: the start
// (load and index) time, the server's resident memory after the load, and
// the time `plumbline import` takes to write the same data into a scratch
// Postgres schema.
func productsScenario(o options) error {
	env := []string{"PLUMBLINE_DEV_KEY=" + devKey}
	size := "the bundle"
	if o.productsDataDir != "" {
		env = append(env, "PLUMBLINE_DATA_DIR="+o.productsDataDir)
		size = o.productsDataDir
	}
	start := time.Now()
	pl, base, err := startPlumblineWait(o, "18090", 5*time.Minute, env...)
	if err != nil {
		return err
	}
	startTook := time.Since(start)
	rssAfterLoad := rssKiB(pl.Process.Pid)
	defer stop(pl)
	dir, err := os.MkdirTemp("", "wrkbench")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	var failed []error
	fmt.Printf("== products at %s: start (load, parse, index) %s wall; resident memory %s after the load\n",
		size, startTook.Round(10*time.Millisecond), mib(rssAfterLoad))
	for i, c := range []struct {
		title  string
		req    request
		target float64
	}{
		{"embedded default, 1 key, cached filtered category page", productsPageRequest, 0.70},
		{"embedded default, 1 key, cached text-filtered US-market page", productsTextPageRequest, 0.70},
		{"embedded default, 1 key, cached product search", productsSearchRequest, 0.50},
	} {
		if i > 0 {
			fmt.Println()
		}
		script, err := writeScript(dir, []string{devKey}, c.req)
		if err != nil {
			return err
		}
		if err := compare(o, dir, c.title, base, devKey, c.req, script, c.target, nil); err != nil {
			failed = append(failed, fmt.Errorf("%s: %w", c.title, err)) // the other figures are still reported
		}
	}
	fmt.Printf("resident memory after the load and the runs: %s\n", mib(rssKiB(pl.Process.Pid)))
	if o.productsDataDir != "" && o.databaseURL != "" {
		if took, err := timeImport(o, o.productsDataDir); err != nil {
			fmt.Printf("import: not measured (%v)\n", err)
		} else {
			fmt.Printf("plumbline import of %s into a scratch Postgres schema: %s wall (every area; the products rows dominate)\n", size, took.Round(10*time.Millisecond))
		}
	}
	return errors.Join(failed...)
}

// timeImport runs `plumbline import` from dataDir into a throwaway schema.
func timeImport(o options, dataDir string) (time.Duration, error) {
	ctx := context.Background()
	seed, err := seedDatabase(ctx, o.databaseURL, 0)
	if err != nil {
		return 0, err
	}
	defer seed.drop()
	cmd := exec.Command(o.plumbline, "import")
	cmd.Env = append(os.Environ(), "DATABASE_URL="+seed.url, "PLUMBLINE_DATA_DIR="+dataDir, "PLUMBLINE_LOG_LEVEL=warn")
	start := time.Now()
	out, err := cmd.CombinedOutput()
	if err != nil {
		return 0, fmt.Errorf("%v: %s", err, strings.TrimSpace(string(out)))
	}
	return time.Since(start), nil
}

// rssKiB is a process's resident set (VmRSS), 0 when unreadable.
func rssKiB(pid int) int64 {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			n, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			return n
		}
	}
	return 0
}

func mib(kib int64) string {
	if kib == 0 {
		return "unknown"
	}
	return fmt.Sprintf("%.0f MiB", float64(kib)/1024)
}
