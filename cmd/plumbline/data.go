package main

import (
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"
	"text/tabwriter"
	"time"

	"github.com/plumbline-api/plumbline/internal/datapull"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/areas"
)

// BundleDir is the snapshot of the public data the repository carries
// (gzipped, checked against the source manifest): the default data
// directory, so a fresh clone serves every area.
const BundleDir = "data"

const dataUsage = `usage: plumbline data <pull|status|verify|bundle> [flags]

  pull SOURCE... | --all | --due | --list [-v]
       [--dir DIR] [--publisher-base URL] [--contact EMAIL] [--user-agent UA] [--period P]
                              download a source's newest release from its publisher (resumed,
                              retried, capped), convert it, check its layout contract and land it
                              atomically under DIR/pulled/<source>/ with its provenance; --due pulls
                              every source whose next release is due; --list names every source
                              with its publisher URL and cadence (-v: its layout contract);
                              then run ` + "`plumbline import`" + ` (or restart the embedded default)
  pull --mirror URL [--dir DIR]
                              download the bundled files the manifest lists from a mirror that keeps
                              them at their manifest paths (plain or .gz), each checked against its
                              SHA-256; exit 1 when a file could not be had
  status [--dir DIR]          per source: the period held, the newest release out, the next expected
                              and whether it is due, in 100 columns (exit 0 either way; cadences
                              and publisher URLs: pull --list)
  verify [--dir DIR]          check every source file in DIR (default PLUMBLINE_DATA_DIR) against the
                              manifest (pinned, or recorded by a pull): present, checksum,
                              parseable; exit 1 when one is not
  bundle --from DIR [--to D]  write gzipped copies of every bundled source file from DIR into D
                              (default data/), the repository's snapshot; each must match the
                              manifest's checksum

  PLUMBLINE_PUBLISHER_BASE, PLUMBLINE_PULL_CONTACT and PLUMBLINE_PULL_USER_AGENT set the defaults
  of --publisher-base, --contact and --user-agent.
`

// dataCommand is ` + "`plumbline data …`" + `.
func dataCommand(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, dataUsage)
		return 2
	}
	fs := flag.NewFlagSet("data "+args[0], flag.ContinueOnError)
	fs.SetOutput(stderr)
	dir := fs.String("dir", setting(getenv, "PLUMBLINE_DATA_DIR"), "the data directory")
	from := fs.String("from", "", "bundle: the directory to copy from")
	to := fs.String("to", BundleDir, "bundle: the snapshot directory")
	mirror := fs.String("mirror", "", "pull: base URL of a mirror of the bundle")
	var po pullOptions
	po.flags(fs, getenv)
	// Flags may follow the source names (data pull qcew --period 2024).
	var names []string
	for rest := args[1:]; ; {
		if err := fs.Parse(rest); err != nil {
			return 2
		}
		if fs.NArg() == 0 {
			break
		}
		names, rest = append(names, fs.Arg(0)), fs.Args()[1:]
	}
	switch args[0] {
	case "pull":
		if *mirror != "" {
			return pullBundle(ctx, *dir, *mirror, po.userAgent(), stdout)
		}
		return pullSources(ctx, *dir, names, po, stdout, stderr)
	case "status":
		return dataStatus(*dir, time.Now(), stdout)
	}
	m, err := reference.ReadManifestDir(*dir)
	if err != nil {
		fmt.Fprintln(stderr, "plumbline:", err)
		return 1
	}
	switch args[0] {
	case "verify":
		return verifyData(m, *dir, stdout)
	case "bundle":
		if *from == "" {
			fmt.Fprint(stderr, dataUsage)
			return 2
		}
		if err := bundleData(m, *from, *to, stdout); err != nil {
			fmt.Fprintln(stderr, "plumbline:", err)
			return 1
		}
		return verifyData(m, *to, stdout)
	}
	fmt.Fprint(stderr, dataUsage)
	return 2
}

// verifyData prints a table of every source file's state in dir.
func verifyData(m reference.Manifest, dir string, stdout io.Writer) int {
	statuses := m.Verify(areas.Loaders(dir))
	tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "AREA\tFILE\tSTATUS\tPERIOD\tDETAIL")
	bad := 0
	for _, s := range statuses {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", s.Area, s.File, s.Status, s.Period, s.Detail)
		if s.Status != "ok" {
			bad++
		}
	}
	tw.Flush()
	if bad > 0 {
		fmt.Fprintf(stdout, "%d of %d files are not as the manifest says (%s)\n", bad, len(statuses), dir)
		return 1
	}
	fmt.Fprintf(stdout, "all %d files match the manifest (%s)\n", len(statuses), dir)
	return 0
}

// bundleData copies every public source from one directory into the
// snapshot, gzipped, refusing a file whose content the manifest does not
// name.
func bundleData(m reference.Manifest, from, to string, stdout io.Writer) error {
	var total int64
	for _, l := range areas.Loaders(from) {
		for _, s := range l.Sources {
			if !s.Public || s.Optional {
				continue // pulled files are not bundled: data pull brings them
			}
			e, ok := m[s.Name]
			if !ok {
				return fmt.Errorf("%s is not in the manifest", s.Name)
			}
			data, err := reference.ReadSource(s) // gunzipped when stored gzipped at the source
			if err != nil {
				return err
			}
			if sum := sha256.Sum256(data); !e.Pinned(hex.EncodeToString(sum[:])) {
				return fmt.Errorf("%s: content differs from the manifest's sha256", s.Name)
			}
			dst := filepath.Join(to, filepath.FromSlash(s.Name))
			if filepath.Ext(dst) != ".gz" {
				dst += ".gz"
			}
			n, err := writeGzip(dst, data)
			if err != nil {
				return err
			}
			total += n
		}
	}
	fmt.Fprintf(stdout, "bundled into %s: %.1f MB gzipped\n", to, float64(total)/1e6)
	return nil
}

// writeGzip writes data gzipped to path atomically (a temporary file
// renamed into place), with a fixed header so the same data gives the same
// bytes.
func writeGzip(path string, data []byte) (int64, error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return 0, err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".bundle-*")
	if err != nil {
		return 0, err
	}
	defer os.Remove(tmp.Name())
	zw, _ := gzip.NewWriterLevel(tmp, gzip.BestCompression)
	_, werr := zw.Write(data)
	cerr := zw.Close()
	info, serr := tmp.Stat()
	if err := errors.Join(werr, cerr, serr, tmp.Close()); err != nil {
		return 0, err
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return 0, err
	}
	return info.Size(), os.Rename(tmp.Name(), path)
}

// pullBundle downloads every bundled source into dir from a mirror and
// says what happened to each, then verifies the directory.
func pullBundle(ctx context.Context, dir, mirror, userAgent string, stdout io.Writer) int {
	m, err := reference.ReadManifestDir(dir)
	if err != nil {
		fmt.Fprintln(stdout, "plumbline:", err)
		return 1
	}
	var files []string
	for _, l := range areas.Loaders(dir) {
		for _, s := range l.Sources {
			if s.Public && !s.Optional {
				files = append(files, s.Name)
			}
		}
	}
	failed := 0
	for _, r := range datapull.Pull(ctx, m, files, datapull.Options{Dir: dir, Mirror: mirror, UserAgent: userAgent, Progress: progressPrinter(stdout)}) {
		switch r.Status {
		case "failed":
			failed++
			fmt.Fprintf(stdout, "%-60s failed: %v\n", r.File, r.Err)
		default:
			fmt.Fprintf(stdout, "%-60s %s\n", r.File, r.Status)
		}
	}
	if ctx.Err() != nil {
		fmt.Fprintln(stdout, "interrupted: nothing half-written was left")
		return 1
	}
	if failed > 0 {
		fmt.Fprintf(stdout, "%d of %d files could not be had\n", failed, len(files))
		return 1
	}
	return verifyData(m, dir, stdout)
}

// progressPrinter prints a download's progress, a line per MB.
func progressPrinter(stdout io.Writer) func(file string, done, total int64) {
	var mu sync.Mutex
	last := map[string]int64{}
	return func(file string, done, total int64) {
		mu.Lock()
		defer mu.Unlock()
		if done-last[file] < 1<<20 && done != total {
			return
		}
		last[file] = done
		if total < 0 {
			fmt.Fprintf(stdout, "  %s: %.1f MB\n", file, float64(done)/1e6)
			return
		}
		fmt.Fprintf(stdout, "  %s: %.1f of %.1f MB\n", file, float64(done)/1e6, float64(total)/1e6)
	}
}
