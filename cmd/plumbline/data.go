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
	"text/tabwriter"

	"github.com/plumbline-api/plumbline/internal/datapull"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/areas"
)

// BundleDir is the snapshot of the public data the repository carries
// (gzipped, checked against the source manifest): the default data
// directory, so a fresh clone serves every area.
const BundleDir = "data"

const dataUsage = `usage: plumbline data <verify|pull|bundle> [flags]

  verify [--dir DIR]          check every source file in DIR (default PLUMBLINE_DATA_DIR) against the
                              manifest: present, checksum, parseable; exit 1 when one is not
  pull [--dir DIR] [--mirror URL]
                              download every source file the manifest lists into DIR, from a mirror
                              that keeps them at their manifest paths (plain or .gz), or from the
                              publishers; resumes, retries with backoff, checks each SHA-256, and
                              writes atomically; exit 1 when a file could not be had
  bundle --from DIR [--to D]  write gzipped copies of every source file from DIR into D (default data/),
                              the repository's snapshot; each must match the manifest's checksum
`

// dataCommand is `plumbline data …`.
func dataCommand(args []string, getenv func(string) string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, dataUsage)
		return 2
	}
	fs := flag.NewFlagSet("data "+args[0], flag.ContinueOnError)
	fs.SetOutput(stderr)
	dir := fs.String("dir", setting(getenv, "PLUMBLINE_DATA_DIR"), "the data directory")
	from := fs.String("from", "", "bundle: the directory to copy from")
	to := fs.String("to", BundleDir, "bundle: the snapshot directory")
	mirror := fs.String("mirror", "", "pull: base URL of a mirror")
	if err := fs.Parse(args[1:]); err != nil {
		return 2
	}
	m, err := reference.ReadManifest()
	if err != nil {
		fmt.Fprintln(stderr, "plumbline:", err)
		return 1
	}
	switch args[0] {
	case "verify":
		return verifyData(m, *dir, stdout)
	case "pull":
		return pullData(m, *dir, *mirror, stdout)
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
			if !s.Public {
				continue
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

// pullData downloads every public source into dir and says what happened
// to each, then verifies the directory.
func pullData(m reference.Manifest, dir, mirror string, stdout io.Writer) int {
	var files []string
	for _, l := range areas.Loaders(dir) {
		for _, s := range l.Sources {
			if s.Public {
				files = append(files, s.Name)
			}
		}
	}
	last := map[string]int64{}
	progress := func(file string, done, total int64) {
		if done-last[file] < 1<<20 && done != total { // a line per MB
			return
		}
		last[file] = done
		fmt.Fprintf(stdout, "  %s: %.1f of %.1f MB\n", file, float64(done)/1e6, float64(total)/1e6)
	}
	failed := 0
	for _, r := range datapull.Pull(context.Background(), m, files, datapull.Options{Dir: dir, Mirror: mirror, Progress: progress}) {
		switch r.Status {
		case "failed":
			failed++
			fmt.Fprintf(stdout, "%-60s failed: %v\n", r.File, r.Err)
		default:
			fmt.Fprintf(stdout, "%-60s %s\n", r.File, r.Status)
		}
	}
	if failed > 0 {
		fmt.Fprintf(stdout, "%d of %d files could not be had\n", failed, len(files))
		return 1
	}
	return verifyData(m, dir, stdout)
}
