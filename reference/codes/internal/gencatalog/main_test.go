package main

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline/calc"
	"github.com/plumbline-api/plumbline/internal/testenv"
)

// repoRoot is the module root (the directory holding go.mod).
func repoRoot(t *testing.T) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("go.mod not found above the test directory")
		}
		dir = parent
	}
}

// dataDir is PLUMBLINE_DATA_DIR, or ../shared/data beside the repository.
func dataDir(root string) string {
	if d := os.Getenv("PLUMBLINE_DATA_DIR"); d != "" {
		return d
	}
	return filepath.Join(root, "..", "shared", "data")
}

// TestCommittedCatalogIsReproducible regenerates code_sections.csv from the
// shared data and requires it to equal the committed file byte for byte.
func TestCommittedCatalogIsReproducible(t *testing.T) {
	testenv.Heavy(t)
	root := repoRoot(t)
	data := dataDir(root)
	if _, err := os.Stat(filepath.Join(data, "codes", "upcodes-us-building-codes-dataset", "toc_sections.csv.gz")); err != nil {
		skipWithoutData(t, err)
	}
	got, links, stats, err := Generate(Options{
		DataDir:       data,
		AuthoredPath:  filepath.Join(root, "reference", "codes", "data", "sections_authored.csv"),
		StandardsPath: filepath.Join(root, "reference", "codes", "data", "standards.csv"),
	})
	if err != nil {
		t.Fatalf("generate: %v", err)
	}
	tmp := filepath.Join(t.TempDir(), "code_sections.csv")
	if err := os.WriteFile(tmp, got, 0o644); err != nil {
		t.Fatal(err)
	}
	regenerated, err := os.ReadFile(tmp)
	if err != nil {
		t.Fatal(err)
	}
	committed, err := os.ReadFile(filepath.Join(root, "reference", "codes", "data", "code_sections.csv"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(regenerated, committed) {
		t.Fatalf("reference/codes/data/code_sections.csv is stale: %s\nrerun: go run ./reference/codes/internal/gencatalog -data %s\n%s",
			firstDiff(committed, regenerated), data, stats)
	}
	committedLinks, err := os.ReadFile(filepath.Join(root, "reference", "codes", "data", "calc_links.csv"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(links, committedLinks) {
		t.Fatalf("reference/codes/data/calc_links.csv is stale: %s\nrerun: go run ./reference/codes/internal/gencatalog -data %s",
			firstDiff(committedLinks, links), data)
	}
	// A second run gives the same bytes.
	again, _, _, err := Generate(Options{
		DataDir:       data,
		AuthoredPath:  filepath.Join(root, "reference", "codes", "data", "sections_authored.csv"),
		StandardsPath: filepath.Join(root, "reference", "codes", "data", "standards.csv"),
	})
	if err != nil || !bytes.Equal(again, got) {
		t.Fatalf("second run differs (err %v)", err)
	}
}

// skipWithoutData skips, loudly, where the shared data is not beside the
// checkout (a CI clone elsewhere): the committed files are then checked by
// the reference package's own tests, just not regenerated.
func skipWithoutData(t *testing.T, err error) {
	t.Helper()
	t.Logf("!!! SKIPPING: the shared code data is not here (set PLUMBLINE_DATA_DIR or place it at ../shared/data): %v", err)
	t.Skip("shared code data absent")
}

func firstDiff(a, b []byte) string {
	la, lb := strings.Split(string(a), "\n"), strings.Split(string(b), "\n")
	for i := 0; i < max(len(la), len(lb)); i++ {
		var x, y string
		if i < len(la) {
			x = la[i]
		}
		if i < len(lb) {
			y = lb[i]
		}
		if x != y {
			return fmt.Sprintf("line %d\n committed:   %q\n regenerated: %q", i+1, x, y)
		}
	}
	return "no line differs"
}

func readTable(t *testing.T, path string) [][]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	recs, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return recs
}

// TestCommittedCatalogShape checks the committed file without the shared
// data: header, count, editions, kinds, parents, topics and that every
// calculator citation resolves to a row or a standard.
func TestCommittedCatalogShape(t *testing.T) {
	root := repoRoot(t)
	recs := readTable(t, filepath.Join(root, "reference", "codes", "data", "code_sections.csv"))
	if !slices.Equal(recs[0], Header) {
		t.Fatalf("header %v, want %v", recs[0], Header)
	}
	rows := recs[1:]
	if len(rows) < WantRows {
		t.Fatalf("%d rows, want at least %d", len(rows), WantRows)
	}
	vocab := map[string]bool{}
	for _, r := range Topics {
		vocab[r.tag] = true
	}
	editions := map[string]bool{}
	for _, e := range Editions {
		editions[e.code+" "+e.ed] = true
	}
	have := map[string]bool{}
	for _, r := range rows {
		have[r[0]+"|"+r[1]+"|"+r[3]] = true
	}
	for i, r := range rows {
		code, ed, kind, num, chapter, parent, topics, src := r[0], r[1], r[2], r[3], r[5], r[6], r[7], r[9]
		if !editions[code+" "+ed] {
			t.Errorf("row %d: %s %s is not a catalog edition", i+2, code, ed)
		}
		if !slices.Contains([]string{"chapter", "article", "part", "section", "table"}, kind) {
			t.Errorf("row %d: kind %q", i+2, kind)
		}
		if (kind == "chapter") != (parent == "") {
			t.Errorf("row %d %s: chapters and only chapters have no parent", i+2, num)
		}
		if parent != "" && !have[code+"|"+ed+"|"+parent] {
			t.Errorf("row %d %s: parent %s is not a row", i+2, num, parent)
		}
		if chapter == "" || src == "" || topics == "" {
			t.Errorf("row %d %s: chapter, topics and source are required", i+2, num)
		}
		for _, tag := range strings.Split(topics, ";") {
			if !vocab[tag] {
				t.Errorf("row %d %s: topic %q not in the vocabulary", i+2, num, tag)
			}
		}
		if i > 0 {
			p := rows[i-1]
			if c := cmpRows(p, r); c >= 0 {
				t.Errorf("row %d %s %s %s: not after %s %s %s", i+2, code, ed, num, p[0], p[1], p[3])
			}
		}
	}
	std := map[string]bool{}
	for _, s := range readTable(t, filepath.Join(root, "reference", "codes", "data", "standards.csv"))[1:] {
		std[s[0]] = true
	}
	for _, c := range calc.Builtin().All() {
		for _, ref := range c.CodeReferences {
			ct, ok := ParseCitation(ref)
			if !ok {
				if !std[ref] {
					t.Errorf("%s cites %q: not in standards.csv", c.Path, ref)
				}
				continue
			}
			found := false
			for _, e := range Editions {
				if e.code == ct.Code && have[e.code+"|"+e.ed+"|"+ct.Number] {
					found = true
				}
			}
			if !found {
				t.Errorf("%s cites %q: no catalog row", c.Path, ref)
			}
		}
	}
}

func cmpRows(a, b []string) int {
	if c := strings.Compare(a[0], b[0]); c != 0 {
		return c
	}
	if c := strings.Compare(a[1], b[1]); c != 0 {
		return c
	}
	return naturalCompare(a[3], b[3])
}

// TestUnresolvableCitationFails: a cited section no edition carries, or a
// standard missing from standards.csv, stops the generator.
func TestUnresolvableCitationFails(t *testing.T) {
	testenv.Heavy(t)
	root := repoRoot(t)
	data := dataDir(root)
	if _, err := os.Stat(filepath.Join(data, "codes")); err != nil {
		skipWithoutData(t, err)
	}
	opts := Options{
		DataDir:       data,
		AuthoredPath:  filepath.Join(root, "reference", "codes", "data", "sections_authored.csv"),
		StandardsPath: filepath.Join(root, "reference", "codes", "data", "standards.csv"),
	}
	var cites []string
	for _, c := range calc.Builtin().All() {
		cites = append(cites, c.CodeReferences...)
	}
	for _, extra := range []string{"IRC R999.9", "ASTM X1"} {
		opts.Citations = append(slices.Clone(cites), extra)
		_, _, _, err := Generate(opts)
		if err == nil || !strings.Contains(err.Error(), extra) {
			t.Errorf("citing %q: err = %v, want an error naming it", extra, err)
		}
	}
	// Citations past the published count grow the catalog: a cited section
	// is never dropped to keep a number (docs/decisions/0048).
	extra := []string{"IBC 1804.1", "IBC 1804.2", "IBC 1804.3", "IBC 1804.4",
		"IBC 1804.5", "IBC 1804.6", "IBC 1807.3.1", "IBC 1807.3.2", "IBC 1807.3.3", "IBC 2104.1.1", "IBC 2104.1.2"}
	opts.Citations = append(slices.Clone(cites), extra...)
	grown, _, _, err := Generate(opts)
	if err != nil {
		t.Fatalf("11 extra citations: %v", err)
	}
	if n := bytes.Count(grown, []byte("\n")) - 1; n <= WantRows {
		t.Errorf("%d rows, want more than %d", n, WantRows)
	}
	for _, c := range extra {
		if !bytes.Contains(grown, []byte("\nIBC,2024,section,"+strings.TrimPrefix(c, "IBC ")+",")) {
			t.Errorf("cited %s is not in the catalog", c)
		}
	}
}

func TestNaturalCompare(t *testing.T) {
	in := []string{"R402.1.10", "Chapter 10", "R402.1.2", "Chapter 2", "101", "Chapter 9 Table 1", "Chapter 9", "210.19(A)", "210.19", "1106.6", "501.1", "E103.3", "Appendix E"}
	slices.SortFunc(in, naturalCompare)
	want := []string{"101", "210.19", "210.19(A)", "501.1", "1106.6", "Appendix E", "Chapter 2", "Chapter 9", "Chapter 9 Table 1", "Chapter 10", "E103.3", "R402.1.2", "R402.1.10"}
	if !slices.Equal(in, want) {
		t.Fatalf("got %v\nwant %v", in, want)
	}
}

func TestParseCitationAndChapters(t *testing.T) {
	for in, want := range map[string]Citation{
		"IRC R311.7.5":          {"IRC", "R311.7.5"},
		"NEC 210.19(A)":         {"NEC", "210.19(A)"},
		"NEC Chapter 9 Table 1": {"NEC", "Chapter 9 Table 1"},
		"IPC E103.3":            {"IPC", "E103.3"},
	} {
		if got, ok := ParseCitation(in); !ok || got != want {
			t.Errorf("ParseCitation(%q) = %v, %v", in, got, ok)
		}
	}
	for _, s := range []string{"ASTM D698", "ACCA Manual J", "10 CFR 430.32", "TMS 402"} {
		if _, ok := ParseCitation(s); ok {
			t.Errorf("%q parsed as a code section", s)
		}
	}
	for in, want := range map[string]string{"R402.1.2": "4", "R303": "3", "1106.3": "11", "709.1": "7", "E103.3": "E", "2104.1": "21"} {
		if got := chapterOfNumber(in); got != want {
			t.Errorf("chapterOfNumber(%q) = %q, want %q", in, got, want)
		}
	}
	if got := slug("[RE] Energy Efficiency"); got != "re-energy-efficiency" {
		t.Errorf("slug = %q", got)
	}
	if got := slug("Encroachments into the Public Right-of-Way"); got != "encroachments-into-the-public-right-of-way" {
		t.Errorf("slug = %q", got)
	}
	if _, err := iccChapterURL(edition{"IPC", "2024"}, "8", "Indirect/Special Waste"); err == nil {
		t.Error("a title with an unverified slug character must fail")
	}
	if got, err := iccChapterURL(edition{"IRC", "2021"}, "3", "Building Planning"); err != nil || got != "https://codes.iccsafe.org/content/IRC2021P1/chapter-3-building-planning" {
		t.Errorf("IRC 2021 chapter 3 = %q, %v", got, err)
	}
}
