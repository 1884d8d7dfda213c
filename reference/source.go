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
	// Optional: a file only a `data pull` writes; when it is absent the
	// area is loaded without it (and it is not part of the version).
	Optional bool
}

// present reports whether the source's file can be opened.
func (s Source) present() bool {
	f, err := s.Open()
	if err != nil {
		return !errors.Is(err, fs.ErrNotExist)
	}
	f.Close()
	return true
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

// PulledSources are files a `data pull` may have written under dir
// (PulledDir/<source>/…): read when present, skipped when not.
func PulledSources(dir string, names ...string) []Source {
	out := DataDirSources(dir, names...)
	for i := range out {
		out[i].Optional = true
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
	data, err := readAtMost(f, MaxSourceBytes)
	if err != nil {
		return nil, &ParseError{File: src.Name, Msg: err.Error()}
	}
	if !strings.HasSuffix(src.Name, ".gz") {
		return data, nil
	}
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, &ParseError{File: src.Name, Msg: "not gzip: " + err.Error()}
	}
	if data, err = readAtMost(zr, MaxSourceBytes); err != nil {
		return nil, &ParseError{File: src.Name, Msg: "broken gzip: " + err.Error()}
	}
	return data, nil
}

// MaxSourceBytes bounds what one source file may unpack to: the largest
// full release we read is tens of megabytes, and a file that unpacks past
// this (a gzip bomb in a data directory) must not take the machine's memory.
const MaxSourceBytes = 512 << 20

// readAtMost reads r whole, refusing more than limit bytes.
func readAtMost(r io.Reader, limit int64) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, fmt.Errorf("unpacks to more than %d MiB: refused", limit>>20)
	}
	return data, nil
}
