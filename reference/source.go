package reference

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// Source is one input file of a dataset version.
type Source struct {
	Name string // as recorded and shown in messages: "costs/oews/oews_trades_national_M2024.csv"
	Open func() (io.ReadCloser, error)
	// Public: a file of the data directory, which the source manifest
	// must list (curated tables embedded in the binary are not).
	Public bool
}

// File is a source's content, read once by Load and handed to its area's
// parser.
type File struct {
	Name string
	Data []byte
}

// FileInfo records one input of an imported version.
type FileInfo struct {
	Name   string
	SHA256 string
	Bytes  int64
	Rows   int
	Area   string
	// Period is the period the source manifest gives the file ("" for the
	// curated tables we author, which it does not list).
	Period string
}

// ParseError locates a problem in an input file.
type ParseError struct {
	File         string
	Line, Column int
	Msg          string
	Err          error // the cause, when there is one (fs.ErrNotExist: the file is missing)
}

func (e *ParseError) Unwrap() error { return e.Err }

func (e *ParseError) Error() string {
	if e.Line == 0 { // the file as a whole
		return fmt.Sprintf("%s: %s", e.File, e.Msg)
	}
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Column, e.Msg)
}

// FSSources are files committed in the repository (an area's embedded
// data/ folder): name is how each is recorded, base its name in fsys.
func FSSources(fsys fs.FS, names ...string) []Source {
	out := make([]Source, 0, len(names))
	for _, name := range names {
		base := filepath.Base(name)
		out = append(out, Source{Name: name, Open: func() (io.ReadCloser, error) { return fsys.Open(base) }})
	}
	return out
}

// DataDirSources are public data files under dir (PLUMBLINE_DATA_DIR),
// named by their path below it. A name ending in .gz is read gunzipped, so
// parsers always see the publisher's text; a file stored gzipped under
// its name plus .gz (the bundled snapshot) is read the same way.
func DataDirSources(dir string, names ...string) []Source {
	out := make([]Source, 0, len(names))
	for _, name := range names {
		path := filepath.Join(dir, filepath.FromSlash(name))
		out = append(out, Source{Name: name, Public: true, Open: func() (io.ReadCloser, error) { return openMaybeGzipped(path) }})
	}
	return out
}

// openMaybeGzipped opens path, or else path.gz gunzipped.
func openMaybeGzipped(path string) (io.ReadCloser, error) {
	f, err := os.Open(path)
	if err == nil || !errors.Is(err, fs.ErrNotExist) || strings.HasSuffix(path, ".gz") {
		return f, err
	}
	gz, gzErr := os.Open(path + ".gz")
	if gzErr != nil {
		return nil, err // the plain name's error: that is the file asked for
	}
	zr, gzErr := gzip.NewReader(gz)
	if gzErr != nil {
		gz.Close()
		return nil, fmt.Errorf("%s.gz: %w", path, gzErr)
	}
	return gzipFile{zr, gz}, nil
}

type gzipFile struct {
	*gzip.Reader
	f *os.File
}

func (g gzipFile) Close() error { g.Reader.Close(); return g.f.Close() }

// ReadSource reads a source whole, gunzipping a .gz file; the digest of a
// version is taken over what the parsers read.
func ReadSource(src Source) ([]byte, error) {
	f, err := src.Open()
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, &ParseError{File: src.Name, Msg: "file is missing (" + err.Error() + ")", Err: err}
		}
		return nil, fmt.Errorf("%s: %w", src.Name, err)
	}
	defer f.Close()
	data, err := io.ReadAll(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", src.Name, err)
	}
	if !strings.HasSuffix(src.Name, ".gz") {
		return data, nil
	}
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, &ParseError{File: src.Name, Msg: "not gzip: " + err.Error()}
	}
	if data, err = io.ReadAll(zr); err != nil {
		return nil, &ParseError{File: src.Name, Msg: "broken gzip: " + err.Error()}
	}
	return data, nil
}
