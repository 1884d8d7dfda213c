package reference

import (
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"strings"
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

// ParseManifest parses a manifest; every row names its publisher, URL,
// period, terms, checksum and parser.
func ParseManifest(data []byte) (Manifest, error) {
	m := Manifest{}
	_, err := EachRow(ManifestFile, data, manifestHeader, func(t *Table) (bool, error) {
		e := ManifestEntry{Area: t.Get("area"), File: t.Get("file"), Publisher: t.Get("publisher"), URL: t.Get("url"),
			RepublishedFrom: t.Get("republished_from"), Period: t.Get("period"), Terms: t.Get("terms"), SHA256: t.Get("sha256"), Parser: t.Get("parser"),
			Convert: t.Get("convert"), ConvertedSHA256: t.Get("converted_sha256")}
		for _, col := range []string{"area", "file", "publisher", "url", "period", "terms", "parser"} {
			if t.Get(col) == "" {
				return false, t.ErrorAt(col, "is empty: every source names it")
			}
		}
		if !isSHA256(e.SHA256) {
			return false, t.ErrorAt("sha256", "is not a hex SHA-256")
		}
		if (e.Convert == "") != (e.ConvertedSHA256 == "") || e.Convert != "" && !isSHA256(e.ConvertedSHA256) {
			return false, t.ErrorAt("converted_sha256", "must be a hex SHA-256 exactly when convert names a converter")
		}
		if _, dup := m[e.File]; dup {
			return false, t.ErrorAt("file", "appears twice")
		}
		m[e.File] = e
		return true, nil
	})
	return m, err
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
