package reference

import (
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
)

// ManifestEntry describes one public source file: who publishes it, where
// the official copy is, where the copy we hold came from when it is a
// republication, its period and terms, the SHA-256 of its content (as
// parsers read it: gunzipped) and the parser that reads it.
type ManifestEntry struct {
	Area            string
	File            string // path below the data directory
	Publisher       string
	URL             string // the publisher's official download
	RepublishedFrom string // the mirror we took our copy from, when not the publisher
	Period          string
	Terms           string
	SHA256          string
	Parser          string
	// Convert names the converter (internal/datapull) that turns the
	// publisher's file at URL into this file, and ConvertedSHA256 pins what
	// it makes of the publisher's release; both "" when the publisher's
	// file is not one we convert. A file with either checksum is the one
	// the manifest describes (the conversion may mend a republication's
	// slips: docs/decisions.md, "Data: converted publisher files").
	Convert         string
	ConvertedSHA256 string
	// Pulled names the `data pull` source that wrote the file from its
	// publisher, with the release's provenance; "" for a file of the
	// bundled snapshot, which the embedded manifest pins.
	Pulled *Pulled
}

// Pulled is the provenance of a file `data pull` wrote: which source and
// release, when, and the SHA-256 of the publisher's download it was made
// from (SHA256 is the file's own).
type Pulled struct {
	Source          string
	Release         string // the publisher's release or period: "May 2024", "2024"
	RetrievedAt     string // RFC 3339
	PublisherSHA256 string // of the downloads, joined with ";" in fetch order
	Rows            int
}

// Pinned reports whether content with SHA-256 sum (hex) is this file.
func (e ManifestEntry) Pinned(sum string) bool {
	return sum == e.SHA256 || e.ConvertedSHA256 != "" && sum == e.ConvertedSHA256
}

// Manifest is the source manifest by file.
type Manifest map[string]ManifestEntry

//go:embed manifest.csv
var manifestCSV []byte

// ManifestFile is where the manifest lives in the repository.
const ManifestFile = "reference/manifest.csv"

var manifestHeader = []string{"area", "file", "publisher", "url", "republished_from", "period", "terms", "sha256", "parser", "convert", "converted_sha256"}

// ReadManifest parses the manifest embedded in the binary.
func ReadManifest() (Manifest, error) { return ParseManifest(manifestCSV) }

// PulledDir is where `data pull` lands each source's release below a data
// directory: PulledDir/<source>/, with the source's files and its
// PulledManifest.
const PulledDir = "pulled"

// PulledManifest is the name of the manifest a pull writes beside the
// files of a release: the embedded manifest's columns plus the release's
// provenance (pulledHeader).
const PulledManifest = "manifest.csv"

var pulledHeader = []string{"source", "release", "retrieved_at", "publisher_sha256", "rows"}

// PulledHeader is the header of a pulled release's manifest.
func PulledHeader() []string { return append(slices.Clone(manifestHeader), pulledHeader...) }

// ReadManifestDir is the embedded manifest plus the manifests of the
// releases pulled into dir (PulledDir/*/manifest.csv): a pulled file is
// guarded by the checksum its pull recorded, as a bundled one is by the
// embedded manifest. A pulled manifest may not re-describe a bundled file.
func ReadManifestDir(dir string) (Manifest, error) {
	m, err := ReadManifest()
	if err != nil {
		return nil, err
	}
	paths, _ := filepath.Glob(filepath.Join(dir, PulledDir, "*", PulledManifest))
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			return nil, err
		}
		pm, err := ParsePulledManifest(filepath.ToSlash(p), data)
		if err != nil {
			return nil, err
		}
		for f, e := range pm {
			if _, dup := m[f]; dup {
				return nil, fmt.Errorf("%s: %s is already in the manifest", p, f)
			}
			m[f] = e
		}
	}
	return m, nil
}

// ParsePulledManifest parses a pulled release's manifest (name is for
// messages).
func ParsePulledManifest(name string, data []byte) (Manifest, error) {
	m := Manifest{}
	_, err := EachRow(name, data, PulledHeader(), func(t *Table) (bool, error) {
		e, err := manifestEntry(t)
		if err != nil {
			return false, err
		}
		rows, err := strconv.Atoi(t.Get("rows"))
		if err != nil || rows < 0 {
			return false, t.ErrorAt("rows", "is not a count")
		}
		e.Pulled = &Pulled{Source: t.Get("source"), Release: t.Get("release"), RetrievedAt: t.Get("retrieved_at"),
			PublisherSHA256: t.Get("publisher_sha256"), Rows: rows}
		if e.Pulled.Source == "" || e.Pulled.Release == "" {
			return false, t.ErrorAt("source", "a pulled file names its source and release")
		}
		if _, err := time.Parse(time.RFC3339, e.Pulled.RetrievedAt); err != nil {
			return false, t.ErrorAt("retrieved_at", "is not an RFC 3339 time")
		}
		if !strings.HasPrefix(e.File, PulledDir+"/"+e.Pulled.Source+"/") {
			return false, t.ErrorAt("file", "a pulled file lives under %s/%s/", PulledDir, e.Pulled.Source)
		}
		if _, dup := m[e.File]; dup {
			return false, t.ErrorAt("file", "appears twice")
		}
		m[e.File] = e
		return true, nil
	})
	return m, err
}

// ParseManifest parses a manifest; every row names its publisher, URL,
// period, terms, checksum and parser.
func ParseManifest(data []byte) (Manifest, error) {
	m := Manifest{}
	_, err := EachRow(ManifestFile, data, manifestHeader, func(t *Table) (bool, error) {
		e, err := manifestEntry(t)
		if err != nil {
			return false, err
		}
		if _, dup := m[e.File]; dup {
			return false, t.ErrorAt("file", "appears twice")
		}
		m[e.File] = e
		return true, nil
	})
	return m, err
}

// manifestEntry reads and checks the embedded manifest's columns of a row.
func manifestEntry(t *Table) (ManifestEntry, error) {
	e := ManifestEntry{Area: t.Get("area"), File: t.Get("file"), Publisher: t.Get("publisher"), URL: t.Get("url"),
		RepublishedFrom: t.Get("republished_from"), Period: t.Get("period"), Terms: t.Get("terms"), SHA256: t.Get("sha256"), Parser: t.Get("parser"),
		Convert: t.Get("convert"), ConvertedSHA256: t.Get("converted_sha256")}
	for _, col := range []string{"area", "file", "publisher", "url", "period", "terms", "parser"} {
		if t.Get(col) == "" {
			return e, t.ErrorAt(col, "is empty: every source names it")
		}
	}
	if !isSHA256(e.SHA256) {
		return e, t.ErrorAt("sha256", "is not a hex SHA-256")
	}
	if (e.Convert == "") != (e.ConvertedSHA256 == "") || e.Convert != "" && !isSHA256(e.ConvertedSHA256) {
		return e, t.ErrorAt("converted_sha256", "must be a hex SHA-256 exactly when convert names a converter")
	}
	return e, nil
}

func isSHA256(s string) bool {
	return len(s) == 64 && strings.Trim(s, "0123456789abcdef") == ""
}

// Check requires every public source of loaders to be in the manifest: a
// file the manifest does not know is an error, never a silent read.
func (m Manifest) Check(loaders []Loader) error {
	var unknown []string
	for _, l := range loaders {
		for _, s := range l.Sources {
			if e, ok := m[s.Name]; s.Public && (!ok || e.Area != l.Area) {
				if !ok && s.Optional && !s.present() {
					continue // not pulled: nothing is read
				}
				unknown = append(unknown, l.Area+":"+s.Name)
			}
		}
	}
	if len(unknown) > 0 {
		return fmt.Errorf("not in the source manifest (%s): %s", ManifestFile, strings.Join(unknown, ", "))
	}
	return nil
}

// FileStatus is what Verify found of one file.
type FileStatus struct {
	Area, File, Period string
	Status             string // ok, missing, altered, unparseable, unknown
	Detail             string
}

// Verify checks every public file of loaders against the manifest: it is
// present, its content has the manifest's checksum, and its area parses.
func (m Manifest) Verify(loaders []Loader) []FileStatus {
	var out []FileStatus
	for _, l := range loaders {
		l.Optional = false
		for _, s := range l.Sources {
			if !s.Public {
				continue
			}
			e, ok := m[s.Name]
			if s.Optional && !s.present() {
				continue // a pulled file not pulled
			}
			st := FileStatus{Area: l.Area, File: s.Name, Period: e.Period, Status: "ok"}
			data, err := ReadSource(s)
			var pe *ParseError
			switch {
			case !ok:
				st.Status, st.Detail = "unknown", "not in "+ManifestFile
			case errors.As(err, &pe) && errors.Is(err, fs.ErrNotExist):
				st.Status, st.Detail = "missing", pe.Msg
			case err != nil:
				st.Status, st.Detail = "unreadable", err.Error()
			default:
				if sum := sha256.Sum256(data); !e.Pinned(hex.EncodeToString(sum[:])) {
					st.Status, st.Detail = "altered", "sha256 "+hex.EncodeToString(sum[:])[:16]+"…, manifest "+e.SHA256[:16]+"…"
				}
			}
			out = append(out, st)
		}
	}
	// Parse what is there, area by area: an area whose files are all
	// present but do not parse marks the file its error names.
	if _, _, err := Load(loaders...); err != nil {
		var pe *ParseError
		name := ""
		if errors.As(err, &pe) {
			name = pe.File
		}
		for i := range out {
			if out[i].Status == "ok" && (out[i].File == name || name == "") {
				out[i].Status, out[i].Detail = "unparseable", err.Error()
			}
		}
	}
	return out
}
