package reference

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
)

// Part is one area's parsed and checked share of a dataset version: what
// its memory store serves and what the importer writes to its tables.
type Part interface {
	// Rows counts the part's records (for progress and the version's total).
	Rows() int
	// Write copies the part's rows into its tables, inside the import
	// transaction, every row under w.Version().
	Write(ctx context.Context, w *Writer) error
}

// Loader is one area's input: its files and the parser that makes its
// Part. Parse sees the parts of the loaders before it, so an area can
// check its data against another's (costs against geo).
type Loader struct {
	Area    string
	Sources []Source
	Parse   func(files []File, ds *Dataset) (Part, error)
	// Optional: the area is skipped, not an error, when its first source
	// is missing (the embedded default without PLUMBLINE_DATA_DIR).
	Optional bool
}

// Dataset is one version of the reference data: every area's Part.
type Dataset struct {
	Version string
	parts   map[string]Part
	order   []string
}

// Part is an area's part; nil when the area was not loaded.
func (ds *Dataset) Part(area string) Part { return ds.parts[area] }

// Areas are the loaded areas, in load order.
func (ds *Dataset) Areas() []string { return ds.order }

// Rows counts every record of the dataset.
func (ds *Dataset) Rows() int {
	n := 0
	for _, a := range ds.order {
		n += ds.parts[a].Rows()
	}
	return n
}

// schemaVersion changes when parsing changes what a file means; it is part
// of every dataset version id.
const schemaVersion = "reference-2"

// Load reads and checks every loader's sources, in order, and returns the
// dataset, its inputs and its version: a digest of the inputs, so the same
// files always give the same version.
func Load(loaders ...Loader) (*Dataset, []FileInfo, error) {
	ds := &Dataset{parts: map[string]Part{}}
	var infos []FileInfo
	manifest, _ := ReadManifest() // embedded: checked by its own tests; only periods are read here
	h := sha256.New()
	h.Write([]byte(schemaVersion))
	for _, l := range loaders {
		if _, dup := ds.parts[l.Area]; dup {
			return nil, nil, fmt.Errorf("reference: area %s loaded twice", l.Area)
		}
		files := make([]File, 0, len(l.Sources))
		var areaInfos []FileInfo
		skip := false
		for i, src := range l.Sources {
			data, err := ReadSource(src)
			if err != nil {
				if i == 0 && l.Optional && errors.Is(err, fs.ErrNotExist) {
					skip = true
					break
				}
				return nil, nil, err
			}
			sum := sha256.Sum256(data)
			files = append(files, File{Name: src.Name, Data: data})
			areaInfos = append(areaInfos, FileInfo{Name: src.Name, SHA256: hex.EncodeToString(sum[:]), Bytes: int64(len(data)),
				Area: l.Area, Period: manifest[src.Name].Period})
		}
		if skip {
			continue
		}
		part, err := l.Parse(files, ds)
		if err != nil {
			return nil, nil, err
		}
		if counter, ok := part.(interface{ FileRows(name string) int }); ok {
			for i := range areaInfos {
				areaInfos[i].Rows = counter.FileRows(areaInfos[i].Name)
			}
		}
		for _, fi := range areaInfos {
			fmt.Fprintf(h, "\x00%s\x00%s", fi.Name, fi.SHA256)
		}
		infos = append(infos, areaInfos...)
		ds.parts[l.Area] = part
		ds.order = append(ds.order, l.Area)
	}
	ds.Version = hex.EncodeToString(h.Sum(nil))[:16]
	return ds, infos, nil
}

// ParseEach runs, for each file, the parser named for it, and returns the
// rows each kept (for a Part's FileRows). A file without a parser is a
// programming error in the area's Loader.
func ParseEach(area string, files []File, parsers map[string]func(name string, data []byte) (int, error)) (map[string]int, error) {
	rows := make(map[string]int, len(files))
	for _, f := range files {
		parse, ok := parsers[f.Name]
		if !ok {
			return nil, fmt.Errorf("%s: no parser for %s", area, f.Name)
		}
		n, err := parse(f.Name, f.Data)
		if err != nil {
			return nil, err
		}
		rows[f.Name] = n
	}
	return rows, nil
}
