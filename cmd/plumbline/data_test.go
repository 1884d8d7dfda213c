package main

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline/internal/testenv"
	"github.com/plumbline-api/plumbline/reference"
)

// bundle is the snapshot the repository carries, seen from this package.
var bundle = filepath.Join("..", "..", BundleDir)

// TestDataVerifyBundle: the bundled snapshot matches the manifest; a copy
// with one byte changed fails, naming the file; a missing file fails too.
func TestDataVerifyBundle(t *testing.T) {
	testenv.Heavy(t)
	var out, errOut bytes.Buffer
	if c := run(context.Background(), []string{"data", "verify", "--dir", bundle}, env(), &out, &errOut); c != 0 {
		t.Fatalf("verify of the bundle: %d\n%s%s", c, out.String(), errOut.String())
	}
	if !strings.Contains(out.String(), "files match the manifest") {
		t.Fatalf("verify output:\n%s", out.String())
	}

	broken := t.TempDir()
	if err := os.CopyFS(broken, os.DirFS(bundle)); err != nil {
		t.Fatal(err)
	}
	const victim = "costs/geo/county_to_cbsa_2023.csv"
	if err := writeGzipped(filepath.Join(broken, victim+".gz"), func(b []byte) []byte { return bytes.Replace(b, []byte("Autauga"), []byte("Autauge"), 1) }); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(filepath.Join(broken, "costs/geo/zip_primary_county_geonames.csv.gz")); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if c := run(context.Background(), []string{"data", "verify", "--dir", broken}, env(), &out, &errOut); c != 1 {
		t.Fatalf("verify of a corrupted copy: exit %d\n%s", c, out.String())
	}
	for _, want := range []string{victim + "  altered", "zip_primary_county_geonames.csv  missing", "2 of "} {
		if !strings.Contains(strings.Join(strings.Fields(out.String()), "  "), strings.Join(strings.Fields(want), "  ")) {
			t.Errorf("verify output lacks %q:\n%s", want, out.String())
		}
	}
}

// writeGzipped rewrites a gzipped file's content through edit.
func writeGzipped(path string, edit func([]byte) []byte) error {
	r, err := reference.ReadSource(reference.Source{Name: path, Open: func() (io.ReadCloser, error) { return os.Open(path) }})
	if err != nil {
		return err
	}
	_, err = writeGzip(path, edit(r))
	return err
}

// TestDataPullFromMirror serves the bundle as a mirror over loopback and
// pulls it into an empty directory: every file arrives and verifies.
func TestDataPullFromMirror(t *testing.T) {
	testenv.Heavy(t)
	srv := httptest.NewServer(http.FileServer(http.Dir(bundle)))
	defer srv.Close()
	dir := t.TempDir()
	var out, errOut bytes.Buffer
	if c := run(context.Background(), []string{"data", "pull", "--dir", dir, "--mirror", srv.URL}, env(), &out, &errOut); c != 0 {
		t.Fatalf("pull: %d\n%s%s", c, out.String(), errOut.String())
	}
	if !strings.Contains(out.String(), "downloaded") || !strings.Contains(out.String(), "files match the manifest") {
		t.Fatalf("pull output:\n%s", out.String())
	}
	// Again: everything is up to date, nothing is fetched.
	out.Reset()
	if c := run(context.Background(), []string{"data", "pull", "--dir", dir, "--mirror", srv.URL}, env(), &out, &errOut); c != 0 || strings.Contains(out.String(), "downloaded") {
		t.Fatalf("second pull: %d\n%s", c, out.String())
	}
}
