package benchmarks

import (
	"compress/gzip"
	"encoding/csv"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// pulledRows are the first houses completed in 2020 of the bundled
// extract, in the pulled file's form (SURVEY_YEAR, months YYYYMM).
func pulledRows(t *testing.T, n int) [][]string {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "..", "data", FileSOCPUF+".gz"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	recs, err := csv.NewReader(zr).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	col := map[string]int{}
	for i, h := range recs[0] {
		col[h] = i
	}
	out := [][]string{{"SURVEY_YEAR", "STRT", "COMP", "SALE", "DIV", "WEIGHT"}}
	ym := func(s string) string { return strings.ReplaceAll(s, "-", "")[:6] }
	for _, r := range recs[1:] {
		if len(out) > n {
			break
		}
		if strings.HasPrefix(r[col["COMP"]], "2020") {
			out = append(out, []string{"2020", ym(r[col["STRT"]]), ym(r[col["COMP"]]), ym(r[col["SALE"]]), r[col["DIV"]], r[col["WEIGHT"]]})
		}
	}
	return out
}

func asCSV(rows [][]string) []byte {
	var b strings.Builder
	w := csv.NewWriter(&b)
	_ = w.WriteAll(rows)
	return []byte(b.String())
}

// The pulled file's rules: a house not started, completed or sold (blank
// or 0), or completed in another year, is outside the cohort; a month out
// of order, a division outside 1–9 or a second survey year is an error.
func TestParsePulledSOC(t *testing.T) {
	rows := pulledRows(t, 6)
	d, kept, err := parseSOCPUF(FilePulledSOCPUF, asCSV(rows), 0)
	if err != nil || kept != 6 || d.Year != 2020 {
		t.Fatalf("%d kept, %+v, %v", kept, d, err)
	}
	edits := map[string]struct {
		col, value string
		kept       int
		err        string
	}{
		"not completed": {"COMP", "", 5, ""},
		"not sold":      {"SALE", "0", 5, ""},
		"other year":    {"COMP", "202102", 5, ""},
		"out of order":  {"STRT", "202012", 0, "is before STRT"},
		"division":      {"DIV", "0", 0, "is not a Census division"},
		"survey year":   {"SURVEY_YEAR", "2021", 0, "one survey year"},
		"month":         {"STRT", "2020-1", 0, "is not a month"},
	}
	for name, e := range edits {
		t.Run(name, func(t *testing.T) {
			edited := make([][]string, len(rows))
			for i := range rows {
				edited[i] = append([]string(nil), rows[i]...)
			}
			for i, h := range rows[0] {
				if h == e.col {
					edited[2][i] = e.value
				}
			}
			// "out of order": a start after the house's completion month.
			if name == "out of order" {
				edited[2][2] = "202011"
			}
			_, kept, err := parseSOCPUF(FilePulledSOCPUF, asCSV(edited), 0)
			switch {
			case e.err == "" && (err != nil || kept != e.kept):
				t.Fatalf("kept %d, want %d (%v)", kept, e.kept, err)
			case e.err != "" && (err == nil || !strings.Contains(err.Error(), e.err)):
				t.Fatalf("error %v, want %q", err, e.err)
			}
		})
	}
}
