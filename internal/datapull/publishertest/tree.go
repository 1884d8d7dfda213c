package publishertest

import (
	"bytes"
	"compress/gzip"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// Tree reads a directory of a publisher's files (internal/datapull/
// testdata/publisher/<publisher>/), gunzipping those stored as .gz, keyed
// by the publisher URL url gives each path below dir (slash-separated,
// without .gz).
func Tree(dir string, url func(rel string) string) (map[string][]byte, error) {
	out := map[string][]byte{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		if strings.HasSuffix(rel, ".gz") {
			zr, err := gzip.NewReader(bytes.NewReader(b))
			if err != nil {
				return err
			}
			if b, err = io.ReadAll(zr); err != nil {
				return err
			}
			rel = strings.TrimSuffix(rel, ".gz")
		}
		out[url(filepath.ToSlash(rel))] = b
		return nil
	})
	return out, err
}

// PutAll serves every file (publisher URL → body).
func (p *Publisher) PutAll(files map[string][]byte) {
	for u, b := range files {
		p.Put(u, b)
	}
}

// BLSTimeSeries is the URL of a BLS time-series flat file named by its
// path below pub/time.series ("wp/wp.series"); a bare name ("wp.series")
// is put under its database's directory.
func BLSTimeSeries(rel string) string {
	if !strings.Contains(rel, "/") {
		rel = rel[:2] + "/" + rel
	}
	return "https://download.bls.gov/pub/time.series/" + rel
}

// Census is the URL of a Census file by its path below www2.census.gov.
func Census(rel string) string { return "https://www2.census.gov/" + rel }

// EnergyStar is the URL of an ENERGY STAR open-data list by its path
// below data.energystar.gov ("resource/i97v-e8au.csv"), in the order the
// pull asks for it.
func EnergyStar(rel string) string { return "https://data.energystar.gov/" + rel + "?$order=pd_id" }
