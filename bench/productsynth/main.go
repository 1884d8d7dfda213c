// Command productsynth writes a scratch data directory holding the bundled
// data and a synthetic products catalog that brings the products area to
// -records records (default 500,000), for `make bench` and for measuring
// the import and the server's memory at full size (issue 23). The
// directory links to the source data directory's files and adds
// products/synthetic/catalog-synthetic.csv.gz; see reference/products/synth.go
// for what a synthetic record is. Deterministic: the same data, -records
// and -seed give the same file.
//
//	go run ./bench/productsynth -data data -out bin/products500k -records 500000
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/products"
)

func main() {
	src := flag.String("data", "data", "the data directory to build on (PLUMBLINE_DATA_DIR)")
	out := flag.String("out", "bin/products500k", "the scratch data directory to write (replaced)")
	records := flag.Int("records", 500_000, "products records in all, real and synthetic")
	seed := flag.Uint64("seed", 23, "the generator's seed")
	flag.Parse()
	if err := run(*src, *out, *records, *seed); err != nil {
		fmt.Fprintln(os.Stderr, "productsynth:", err)
		os.Exit(1)
	}
}

func run(src, out string, records int, seed uint64) error {
	src, err := filepath.Abs(src)
	if err != nil {
		return err
	}
	ds, _, err := reference.Load(products.Loader(src))
	if err != nil {
		return err
	}
	c := products.Of(ds)
	if c == nil {
		return fmt.Errorf("no products files under %s", src)
	}
	if err := os.RemoveAll(out); err != nil {
		return err
	}
	// Link every file of the source directory (the bundle is read as is).
	if err := filepath.WalkDir(src, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		dst := filepath.Join(out, rel)
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return err
		}
		return os.Symlink(path, dst)
	}); err != nil {
		return err
	}
	path := filepath.Join(out, filepath.FromSlash(products.SyntheticFile))
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	start := time.Now()
	n, err := products.WriteSynthetic(f, c, records, seed)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	fi, _ := os.Stat(path)
	fmt.Printf("productsynth: %s: %d real + %d synthetic = %d products records (%d bytes gzipped, %s); PLUMBLINE_DATA_DIR=%s\n",
		path, c.Rows(), n, c.Rows()+n, fi.Size(), time.Since(start).Round(time.Millisecond), out)
	return nil
}
