package referencetest

import (
	"bytes"
	"compress/gzip"
	"encoding/csv"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// CSVRecords reads a CSV file with encoding/csv alone, every record by
// its header's names: recomputations share no code with the parsers.
func CSVRecords(tb testing.TB, r io.Reader) []map[string]string {
	tb.Helper()
	recs, err := csv.NewReader(r).ReadAll()
	if err != nil {
		tb.Fatal(err)
	}
	if len(recs) == 0 {
		tb.Fatal("a CSV file without a header")
	}
	out := make([]map[string]string, 0, len(recs)-1)
	for _, rec := range recs[1:] {
		m := make(map[string]string, len(rec))
		for i, h := range recs[0] {
			m[h] = rec[i]
		}
		out = append(out, m)
	}
	return out
}

// BundledCSV reads a file of the bundled snapshot, which holds it gzipped
// (name.gz), with CSVRecords.
func BundledCSV(tb testing.TB, name string) []map[string]string {
	tb.Helper()
	return CSVRecords(tb, bytes.NewReader(BundledBytes(tb, name)))
}

// BundledBytes is a file of the bundled snapshot, unzipped.
func BundledBytes(tb testing.TB, name string) []byte {
	tb.Helper()
	f, err := os.Open(filepath.Join(DataDir, filepath.FromSlash(name)+".gz"))
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		tb.Fatal(err)
	}
	b, err := io.ReadAll(zr)
	if err != nil {
		tb.Fatal(err)
	}
	return b
}
