package codes_test

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/referencetest"
)

// TestBadFiles loads the fixture dataset with one file broken as each
// testdata/badfiles case says, and checks the error names the file, line
// and column. Adding a case is adding a file:
//
//	# what the case is
//	file: <source name>
//	insert: <a row, placed right after the header>   (or)
//	header: <a replacement header line>               (or)
//	missing: true
//	want: <the exact error>                           (or)
//	contains: <part of the error>
func TestBadFiles(t *testing.T) {
	cases, _ := filepath.Glob("testdata/badfiles/*.txt")
	if len(cases) == 0 {
		t.Fatal("no cases")
	}
	for _, path := range cases {
		t.Run(filepath.Base(path), func(t *testing.T) {
			c := readCase(t, path)
			loaders := referencetest.Loaders()
			if c["missing"] == "true" {
				for i := range loaders {
					loaders[i].Optional = false // a missing file is an error, even the geography's
					loaders[i].Sources = slices.Clone(loaders[i].Sources)
					for j := range loaders[i].Sources {
						if loaders[i].Sources[j].Name == c["file"] {
							loaders[i].Sources[j].Open = func() (io.ReadCloser, error) {
								return nil, &fs.PathError{Op: "open", Path: "/data/" + c["file"], Err: fs.ErrNotExist}
							}
						}
					}
				}
			} else {
				loaders = referencetest.WithFile(t, loaders, c["file"], func(b []byte) []byte {
					header, rest, _ := bytes.Cut(b, []byte("\n"))
					if h, ok := c["header"]; ok {
						header = []byte(h)
					}
					out := append(slices.Clone(header), '\n') // not in place: header aliases rest
					if row, ok := c["insert"]; ok {
						out = append(out, row+"\n"...)
					}
					return append(out, rest...)
				})
			}
			_, _, err := reference.Load(loaders...)
			var pe *reference.ParseError
			if !errors.As(err, &pe) || pe.File != c["file"] {
				t.Fatalf("err = %v, want a ParseError in %s", err, c["file"])
			}
			if want, ok := c["want"]; ok && err.Error() != want {
				t.Fatalf("err = %q\n    want %q", err, want)
			}
			if want, ok := c["contains"]; ok && !strings.Contains(err.Error(), want) {
				t.Fatalf("err = %q, want it to contain %q", err, want)
			}
		})
	}
}

func readCase(t *testing.T, path string) map[string]string {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	c := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		k, v, ok := strings.Cut(line, ": ")
		if !ok {
			t.Fatalf("%s: %q is not key: value", path, line)
		}
		c[k] = v
	}
	if c["file"] == "" || c["want"] == "" && c["contains"] == "" {
		t.Fatalf("%s: needs file and want or contains", path)
	}
	return c
}
