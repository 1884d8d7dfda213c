// Command gencatalog builds reference/codes/data/code_sections.csv, the curated
// building-code section catalog of the codes area (at least 937 rows, the
// product's published section count; more when the calculators cite more,
// docs/decisions/0048).
//
//	go run ./reference/codes/internal/gencatalog -data ../shared/data
//
// Inputs (numbers and titles only, never code text):
//   - <data>/codes/upcodes-us-building-codes-dataset/toc_sections.csv.gz:
//     IRC 2021 (Colorado, unamended), IRC 2024 and IBC 2024 (GSA, unamended);
//     IRC 2024 Chapter 11 titles carry the IECC 2024 residential number in
//     parentheses, the source of the IECC rows;
//   - <data>/codes/upcodes-us-building-codes-dataset/crosswalk_2021_to_2024_heuristic.csv:
//     IRC 2021 -> 2024 renumbering (R311.7 -> R318.7);
//   - <data>/codes/nec2023-cec-lang/nec2023_ch1-4_toc.csv: NEC 2023 Ch. 1-4;
//   - reference/codes/data/sections_authored.csv: rows no dataset carries (IPC 2024,
//     NEC 2023 Chapter 9, NEC 2026 Article 120, a few parents), each sourced;
//   - reference/codes/data/standards.csv: the standards calculators cite;
//   - calc.Builtin(): every calculator's CodeReferences.
//
// Selection (see reference/codes/data/CATALOG.md):
//  1. every cited section in every catalog edition where its number exists
//     (IRC: not where the crosswalk says the 2021 number moved, so IRC 2024
//     R311.7, carbon monoxide alarms, is not taken for the stair citation),
//     with all its ancestors; a citation that resolves nowhere is an error;
//  2. all chapters, parts and depth-1 sections of IRC 2021, IRC 2024 and
//     IBC 2024; all NEC 2023 articles of the TOC; all authored rows (IPC 2024
//     chapters among them);
//  3. to reach 937: IECC 2024 rows of the Chapter 11 map subtree of the
//     highest mapped ancestor of each cited IECC section (R302.1, R303.1,
//     R402), down to the cited depth, top-down in catalog order;
//  4. only if still short of 937: direct children of cited IRC/IBC sections,
//     in catalog order, one at a time until 937.
//
// The output is sorted by code, edition and natural order of number, and is
// byte-identical for identical inputs. The run fails when the count is under
// 937, when a citation resolves to neither a section nor a standard, or when
// a parent is missing.
package main

import (
	"bytes"
	"compress/gzip"
	"encoding/csv"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/plumbline-api/plumbline/calc"
)

// WantRows is the product's published section count.
const WantRows = 937

// LinksHeader is the column list of calc_links.csv.
var LinksHeader = []string{"calc", "citation", "edition"}

// Header is the column list of code_sections.csv.
var Header = []string{"code", "edition", "kind", "number", "title", "chapter", "parent", "topics", "viewer_url", "source"}

func main() {
	data := flag.String("data", "../shared/data", "shared data directory (holds codes/)")
	authored := flag.String("authored", "reference/codes/data/sections_authored.csv", "authored sections")
	standards := flag.String("standards", "reference/codes/data/standards.csv", "standards table")
	out := flag.String("out", "reference/codes/data/code_sections.csv", "output file")
	linksOut := flag.String("links", "reference/codes/data/calc_links.csv", "calculator links output file")
	flag.Parse()
	b, links, stats, err := Generate(Options{DataDir: *data, AuthoredPath: *authored, StandardsPath: *standards})
	if err == nil {
		err = os.WriteFile(*out, b, 0o644)
	}
	if err == nil {
		err = os.WriteFile(*linksOut, links, 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "gencatalog:", err)
		os.Exit(1)
	}
	fmt.Fprint(os.Stderr, stats)
	fmt.Fprintf(os.Stderr, "wrote %s and %s\n", *out, *linksOut)
}

// Options locates the inputs.
type Options struct {
	DataDir       string
	AuthoredPath  string
	StandardsPath string
	// Citations replaces the calculator registry's CodeReferences (tests).
	Citations []string
}

// Row is one catalog row.
type Row struct {
	Code, Edition, Kind, Number, Title, Chapter, Parent string
	Topics, ViewerURL, Source                           string

	depth   int    // 0 chapter; TOC depth otherwise (authored: by parent chain)
	tier    int    // selection tier that brought the row in
	chapURL string // viewer URL of the row's chapter
}

func (r *Row) key() string { return r.Code + "|" + r.Edition + "|" + r.Number }

// edition is one (code, edition) pair of the catalog.
type edition struct{ code, ed string }

// Editions is the whole catalog: these seven pairs and no others.
var Editions = []edition{
	{"IBC", "2024"}, {"IECC", "2024"}, {"IPC", "2024"},
	{"IRC", "2021"}, {"IRC", "2024"}, {"NEC", "2023"}, {"NEC", "2026"},
}

// tocEditions maps the catalog editions the TOC carries to their folders.
var tocEditions = map[edition]string{
	{"IRC", "2021"}: "state-codes-full/colorado/irc-2021",
	{"IRC", "2024"}: "gsa-codes-full/irc-2024",
	{"IBC", "2024"}: "gsa-codes-full/ibc-2024",
}

// titleFixes repairs PDF/OCR artefacts we are certain of (spacing, and the
// two conduit type letters the OCR misread: RTRC and LFNC are the NEC's
// type designations); each use is recorded in the row's source.
var titleFixes = map[string]string{
	"(R402.1.3) R -Value Alternative":                          "(R402.1.3) R-Value Alternative",
	"Fixed Outdoor Electric Deicing and SnowMelting Equipment": "Fixed Outdoor Electric Deicing and Snow-Melting Equipment",
	"Arc-Fault CircuitInterrupter Protection":                  "Arc-Fault Circuit-Interrupter Protection",
	"Reinforced Thermosetting Resin Conduit (RTROC)":           "Reinforced Thermosetting Resin Conduit (RTRC)",
	"Liquidtight Flexible Nonmetallic Conduit (LENC)":          "Liquidtight Flexible Nonmetallic Conduit (LFNC)",
}

func fixTitle(t string) (string, bool) {
	if f, ok := titleFixes[t]; ok && f != t {
		return f, true
	}
	return t, false
}

// catalog is the pool of rows the selection draws from, per edition.
type catalog struct {
	rows     map[edition]map[string]*Row // number -> row
	children map[edition]map[string][]string
	// ieccTop: for IECC rows from the map, whether the number is in the map.
	ieccMapped map[string]bool
	// moved2021: IRC 2021 numbers the crosswalk renumbers in 2024.
	moved2021 map[string]string
}

func newCatalog() *catalog {
	c := &catalog{rows: map[edition]map[string]*Row{}, children: map[edition]map[string][]string{},
		ieccMapped: map[string]bool{}, moved2021: map[string]string{}}
	for _, e := range Editions {
		c.rows[e] = map[string]*Row{}
		c.children[e] = map[string][]string{}
	}
	return c
}

func (c *catalog) add(e edition, r *Row) error {
	if _, ok := c.rows[e]; !ok {
		return fmt.Errorf("%s %s is not a catalog edition", e.code, e.ed)
	}
	if old, dup := c.rows[e][r.Number]; dup {
		return fmt.Errorf("%s %s %s defined twice (%s; %s)", e.code, e.ed, r.Number, old.Source, r.Source)
	}
	r.Code, r.Edition = e.code, e.ed
	c.rows[e][r.Number] = r
	return nil
}

// Generate builds the catalog file's bytes and a human-readable summary.
func Generate(o Options) (catalogCSV, linksCSV []byte, stats string, err error) {
	c := newCatalog()
	codesDir := filepath.Join(o.DataDir, "codes")
	if err := c.loadTOC(filepath.Join(codesDir, "upcodes-us-building-codes-dataset", "toc_sections.csv.gz")); err != nil {
		return nil, nil, "", err
	}
	if err := c.loadCrosswalk(filepath.Join(codesDir, "upcodes-us-building-codes-dataset", "crosswalk_2021_to_2024_heuristic.csv")); err != nil {
		return nil, nil, "", err
	}
	if err := c.loadNEC(filepath.Join(codesDir, "nec2023-cec-lang", "nec2023_ch1-4_toc.csv")); err != nil {
		return nil, nil, "", err
	}
	if err := c.loadAuthored(o.AuthoredPath); err != nil {
		return nil, nil, "", err
	}
	if err := c.link(); err != nil {
		return nil, nil, "", err
	}
	standards, err := loadStandards(o.StandardsPath)
	if err != nil {
		return nil, nil, "", err
	}
	cites := o.Citations
	if cites == nil {
		for _, calc := range calc.Builtin().All() {
			cites = append(cites, calc.CodeReferences...)
		}
		if linksCSV, err = c.links(calc.Builtin().All()); err != nil {
			return nil, nil, "", err
		}
	}
	sel, stats, err := c.selectRows(cites, standards)
	if err != nil {
		return nil, nil, "", err
	}
	for _, r := range sel {
		r.Topics = strings.Join(c.topics(r), ";")
		r.ViewerURL = c.viewerURL(r)
	}
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	if err := w.Write(Header); err != nil {
		return nil, nil, "", err
	}
	for _, r := range sel {
		if err := w.Write([]string{r.Code, r.Edition, r.Kind, r.Number, r.Title, r.Chapter, r.Parent, r.Topics, r.ViewerURL, r.Source}); err != nil {
			return nil, nil, "", err
		}
	}
	w.Flush()
	if err := w.Error(); err != nil {
		return nil, nil, "", err
	}
	return buf.Bytes(), linksCSV, stats, nil
}

// ---- loading -------------------------------------------------------------

func readCSV(rd io.Reader) ([]map[string]string, error) {
	cr := csv.NewReader(rd)
	cr.FieldsPerRecord = -1
	recs, err := cr.ReadAll()
	if err != nil {
		return nil, err
	}
	if len(recs) == 0 {
		return nil, errors.New("empty file")
	}
	head := recs[0]
	out := make([]map[string]string, 0, len(recs)-1)
	for i, rec := range recs[1:] {
		if len(rec) != len(head) {
			return nil, fmt.Errorf("line %d: %d fields, want %d", i+2, len(rec), len(head))
		}
		m := make(map[string]string, len(head))
		for j, h := range head {
			m[h] = rec[j]
		}
		out = append(out, m)
	}
	return out, nil
}

func readCSVFile(path string) ([]map[string]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var rd io.Reader = f
	if strings.HasSuffix(path, ".gz") {
		z, err := gzip.NewReader(f)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		defer z.Close()
		rd = z
	}
	recs, err := readCSV(rd)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return recs, nil
}

var (
	reDivider  = regexp.MustCompile(`^divider_(\d+)_(\d+)$`)
	reTOCNum   = regexp.MustCompile(`^[A-Z]?\d+(\.\d+)*$`)
	reIECCInTi = regexp.MustCompile(`^\((R\d+(?:\.\d+)*)\)\s*(.+)$`)
)

// loadTOC reads the I-code tables of contents and the IECC map.
func (c *catalog) loadTOC(path string) error {
	recs, err := readCSVFile(path)
	if err != nil {
		return err
	}
	folderEd := map[string]edition{}
	for e, f := range tocEditions {
		folderEd[f] = e
	}
	chapterURL := map[string]string{} // folder|chapter -> url
	type pending struct {
		e   edition
		rec map[string]string
	}
	var keep []pending
	for _, rec := range recs {
		e, ok := folderEd[rec["source_folder"]]
		if !ok {
			continue
		}
		keep = append(keep, pending{e, rec})
		if rec["depth"] == "0" {
			u, err := iccChapterURL(e, rec["chapter_ref"], rec["title"])
			if err != nil {
				return err
			}
			chapterURL[rec["source_folder"]+"|"+rec["chapter_ref"]] = u
		}
	}
	if len(keep) == 0 {
		return fmt.Errorf("%s: none of the IRC/IBC folders found", path)
	}
	for _, p := range keep {
		rec := p.rec
		depth, err := strconv.Atoi(rec["depth"])
		if err != nil {
			return fmt.Errorf("%s %s: depth %q", rec["source_folder"], rec["reference"], rec["depth"])
		}
		ch := rec["chapter_ref"]
		src := "toc:" + rec["source_folder"]
		r := &Row{Chapter: ch, depth: depth, chapURL: chapterURL[rec["source_folder"]+"|"+ch]}
		r.Title = strings.TrimSpace(rec["title"])
		if t, fixed := fixTitle(r.Title); fixed {
			r.Title, src = t, src+" (title OCR artefact fixed)"
		}
		r.Source = src
		switch {
		case depth == 0:
			r.Kind, r.Number = "chapter", "Chapter "+ch
		case rec["division_type"] == "Part":
			m := reDivider.FindStringSubmatch(rec["reference"])
			if m == nil || m[1] != ch {
				return fmt.Errorf("%s: part %q", rec["source_folder"], rec["reference"])
			}
			r.Kind, r.Number, r.Parent = "part", "Chapter "+ch+" Part "+m[2], "Chapter "+ch
		default:
			r.Kind, r.Number = "section", rec["reference"]
			if depth == 1 {
				r.Parent = "Chapter " + ch
			} else {
				r.Parent = rec["parent_reference"]
			}
		}
		if err := c.add(p.e, r); err != nil {
			return err
		}
		// The IECC 2024 residential rows: IRC 2024 Chapter 11 titles "(Rxxx) Title".
		if p.e == (edition{"IRC", "2024"}) && ch == "11" {
			m := reIECCInTi.FindStringSubmatch(r.Title)
			if m == nil {
				continue
			}
			ir := &Row{Kind: "section", Number: m[1], Title: strings.TrimSpace(m[2]), chapURL: r.chapURL,
				Source: "irc2024-ch11-map:" + rec["reference"]}
			if strings.Contains(src, "fixed") {
				ir.Source += " (title OCR artefact fixed)"
			}
			if err := c.add(edition{"IECC", "2024"}, ir); err != nil {
				return err
			}
			c.ieccMapped[ir.Number] = true
		}
	}
	// IECC parents by number: R402.1.2 -> R402.1 -> R402 -> Chapter 4.
	for _, r := range c.rows[edition{"IECC", "2024"}] {
		r.Parent = numericParent(r.Number)
		r.Chapter = chapterOfNumber(r.Number)
	}
	return nil
}

// numericParent is the parent of a dotted I-code number; a top-level section
// (R402, 709, E103 has its appendix) belongs to its chapter.
func numericParent(n string) string {
	if i := strings.LastIndexByte(n, '.'); i > 0 {
		return n[:i]
	}
	return "Chapter " + chapterOfNumber(n)
}

// chapterOfNumber: R402.1 -> 4, 1106.3 -> 11, E103.3 -> E (appendix).
func chapterOfNumber(n string) string {
	if i := strings.IndexByte(n, '.'); i > 0 {
		n = n[:i]
	}
	digits := strings.TrimLeft(n, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
	prefix := n[:len(n)-len(digits)]
	if prefix != "" && prefix != "R" && prefix != "N" && prefix != "M" {
		return prefix // appendix letter
	}
	if len(digits) < 3 {
		return digits
	}
	ch := strings.TrimLeft(digits[:len(digits)-2], "0")
	return ch
}

// loadCrosswalk records IRC 2021 numbers that the 2024 edition renumbered:
// the 2024 edition's same number is then another provision.
func (c *catalog) loadCrosswalk(path string) error {
	recs, err := readCSVFile(path)
	if err != nil {
		return err
	}
	for _, rec := range recs {
		if rec["code"] == "IRC" && rec["renumbered"] == "yes" && rec["ref_2024"] != "" && rec["ref_2024"] != rec["ref_2021"] {
			c.moved2021[rec["ref_2021"]] = rec["ref_2024"]
		}
	}
	if len(c.moved2021) == 0 {
		return fmt.Errorf("%s: no renumbered IRC rows", path)
	}
	return nil
}

// loadNEC reads the NEC 2023 Chapters 1-4 headings: chapters (where the TOC
// names them), articles and sections (duplicates: the first occurrence wins).
func (c *catalog) loadNEC(path string) error {
	recs, err := readCSVFile(path)
	if err != nil {
		return err
	}
	e := edition{"NEC", "2023"}
	const src = "toc:nec2023-cec-lang"
	for _, rec := range recs {
		ch := rec["chapter"]
		num := "Chapter " + ch
		if t := strings.TrimSpace(rec["chapter_title"]); t != "" && c.rows[e][num] == nil {
			if err := c.add(e, &Row{Kind: "chapter", Number: num, Title: t, Chapter: ch, Source: src}); err != nil {
				return err
			}
		}
		ref := rec["reference"]
		var r *Row
		switch rec["level"] {
		case "article":
			r = &Row{Kind: "article", Number: ref, Chapter: ch, Parent: "Chapter " + ch, depth: 1}
		case "section", "subsection":
			r = &Row{Kind: "section", Number: ref, Chapter: ch, Parent: rec["parent_reference"], depth: 2}
		default:
			continue // parts: sections hang from their article in this TOC
		}
		if c.rows[e][ref] != nil {
			continue
		}
		r.Title = strings.TrimSpace(rec["title"])
		r.Source = src
		if t, fixed := fixTitle(r.Title); fixed {
			r.Title, r.Source = t, src+" (title OCR artefact fixed)"
		}
		if rec["title_flag"] != "" {
			r.Source += " (" + rec["title_flag"] + ")"
		}
		if err := c.add(e, r); err != nil {
			return err
		}
	}
	return nil
}

// AuthoredHeader is the column list of sections_authored.csv.
var AuthoredHeader = []string{"code", "edition", "kind", "number", "title", "parent", "source"}

// loadAuthored reads sections_authored.csv.
func (c *catalog) loadAuthored(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	head, err := csv.NewReader(f).Read()
	f.Close()
	if err != nil || !slices.Equal(head, AuthoredHeader) {
		return fmt.Errorf("%s: header must be %s", path, strings.Join(AuthoredHeader, ","))
	}
	recs, err := readCSVFile(path)
	if err != nil {
		return err
	}
	for i, rec := range recs {
		e := edition{rec["code"], rec["edition"]}
		r := &Row{Kind: rec["kind"], Number: rec["number"], Title: rec["title"], Parent: rec["parent"], Source: rec["source"], tier: 2}
		if !strings.HasPrefix(r.Source, "authored:") {
			return fmt.Errorf("%s line %d: source must start with %q", path, i+2, "authored:")
		}
		switch r.Kind {
		case "chapter", "article", "part", "section", "table":
		default:
			return fmt.Errorf("%s line %d: kind %q", path, i+2, r.Kind)
		}
		if (r.Kind == "chapter") != (r.Parent == "") {
			return fmt.Errorf("%s line %d: chapters and only chapters have no parent", path, i+2)
		}
		if err := c.add(e, r); err != nil {
			return fmt.Errorf("%s line %d: %w", path, i+2, err)
		}
	}
	return nil
}

// link checks parents, derives chapters and depths of authored rows and
// indexes children.
func (c *catalog) link() error {
	for _, e := range Editions {
		rows := c.rows[e]
		for _, n := range sortedNumbers(rows) {
			r := rows[n]
			if r.Kind == "chapter" {
				if r.Chapter == "" {
					r.Chapter = strings.TrimPrefix(strings.TrimPrefix(r.Number, "Chapter "), "Appendix ")
				}
				continue
			}
			if rows[r.Parent] == nil {
				if strings.HasPrefix(r.Source, "authored:") {
					return fmt.Errorf("%s %s %s: parent %q is not a row", e.code, e.ed, n, r.Parent)
				}
				// A map row whose parent the map does not carry (IECC R101.2),
				// or a TOC node outside any listed parent: selectable only
				// with an authored parent; selectRows checks every parent.
				continue
			}
			c.children[e][r.Parent] = append(c.children[e][r.Parent], n)
		}
		for _, n := range sortedNumbers(rows) {
			r := rows[n]
			root, d := r, 0
			for root.Kind != "chapter" {
				p := rows[root.Parent]
				if p == nil || d > 20 {
					break
				}
				root, d = p, d+1
			}
			if r.Chapter == "" && root.Kind == "chapter" {
				r.Chapter = root.Chapter
			}
			if r.depth == 0 && r.Kind != "chapter" {
				r.depth = d
			}
			if r.chapURL == "" && root.Kind == "chapter" {
				r.chapURL = root.chapURL
			}
		}
	}
	return nil
}

// Standard is one row of standards.csv.
type Standard struct{ Designation, Title, Publisher, URL, ReferencedBy, Source string }

// StandardsHeader is the column list of standards.csv.
var StandardsHeader = []string{"designation", "title", "publisher", "url", "referenced_by", "source"}

func loadStandards(path string) (map[string]Standard, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	cr := csv.NewReader(f)
	recs, err := cr.ReadAll()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(recs) == 0 || !slices.Equal(recs[0], StandardsHeader) {
		return nil, fmt.Errorf("%s: header must be %s", path, strings.Join(StandardsHeader, ","))
	}
	out := map[string]Standard{}
	for i, rec := range recs[1:] {
		s := Standard{rec[0], rec[1], rec[2], rec[3], rec[4], rec[5]}
		if s.Designation == "" || s.Publisher == "" || s.Source == "" {
			return nil, fmt.Errorf("%s line %d: designation, publisher and source are required", path, i+2)
		}
		if _, dup := out[s.Designation]; dup {
			return nil, fmt.Errorf("%s: %s twice", path, s.Designation)
		}
		out[s.Designation] = s
	}
	return out, nil
}

// ---- selection -----------------------------------------------------------

var codeNames = map[string]bool{"IRC": true, "IBC": true, "NEC": true, "IECC": true, "IPC": true}

// Citation is a calculator CodeReference split into code and number.
type Citation struct{ Code, Number string }

// ParseCitation splits "IRC R311.7.5" into IRC and R311.7.5; ok is false for
// a standard ("ASTM D698").
func ParseCitation(s string) (Citation, bool) {
	code, num, ok := strings.Cut(s, " ")
	if !ok || !codeNames[code] || num == "" {
		return Citation{}, false
	}
	return Citation{code, num}, true
}

// resolve lists the catalog editions a code citation refers to: every
// edition where its number exists, except an IRC 2024 number the 2021
// section moved away from (R311.7 -> R318.7): in 2024 that number is
// another provision.
func (c *catalog) resolve(ct Citation) []edition {
	var out []edition
	for _, e := range Editions {
		if e.code != ct.Code || c.rows[e][ct.Number] == nil {
			continue
		}
		if e == (edition{"IRC", "2024"}) {
			if _, moved := c.moved2021[ct.Number]; moved && c.rows[edition{"IRC", "2021"}][ct.Number] != nil {
				continue
			}
		}
		out = append(out, e)
	}
	return out
}

// links writes calc_links.csv: for every calculator, every citation and
// the editions it resolves to (standards: no edition), sorted.
func (c *catalog) links(calcs []*calc.Calculator) ([]byte, error) {
	var rows [][]string
	for _, k := range calcs {
		for _, s := range k.CodeReferences {
			ct, ok := ParseCitation(s)
			if !ok {
				rows = append(rows, []string{k.Path, s, ""})
				continue
			}
			for _, e := range c.resolve(ct) {
				rows = append(rows, []string{k.Path, s, e.ed})
			}
		}
	}
	slices.SortFunc(rows, func(a, b []string) int { return slices.Compare(a, b) })
	rows = slices.CompactFunc(rows, slices.Equal)
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	_ = w.Write(LinksHeader)
	_ = w.WriteAll(rows)
	return buf.Bytes(), w.Error()
}

func (c *catalog) selectRows(cites []string, standards map[string]Standard) ([]*Row, string, error) {
	sel := map[string]*Row{}
	tierCount := map[int]int{}
	var include func(e edition, n string, tier int) error
	include = func(e edition, n string, tier int) error {
		r := c.rows[e][n]
		if r == nil {
			return fmt.Errorf("%s %s %s: no such row", e.code, e.ed, n)
		}
		if _, ok := sel[r.key()]; ok {
			return nil
		}
		r.tier = tier
		sel[r.key()] = r
		tierCount[tier]++
		if r.Kind == "chapter" {
			return nil
		}
		if c.rows[e][r.Parent] == nil {
			return fmt.Errorf("%s %s %s: parent %q is not a row", e.code, e.ed, n, r.Parent)
		}
		return include(e, r.Parent, tier)
	}

	// Tier 1: citations.
	var errs []string
	usedStandards := map[string]bool{}
	type citedRow struct {
		e edition
		n string
	}
	var cited []citedRow
	seen := map[string]bool{}
	for _, s := range cites {
		if seen[s] {
			continue
		}
		seen[s] = true
		ct, ok := ParseCitation(s)
		if !ok {
			if _, ok := standards[s]; !ok {
				errs = append(errs, fmt.Sprintf("citation %q is neither a code section (IRC/IBC/NEC/IECC/IPC) nor a row of standards.csv", s))
			}
			usedStandards[s] = true
			continue
		}
		eds := c.resolve(ct)
		for _, e := range eds {
			cited = append(cited, citedRow{e, ct.Number})
			if err := include(e, ct.Number, 1); err != nil {
				errs = append(errs, err.Error())
			}
		}
		if len(eds) == 0 {
			errs = append(errs, fmt.Sprintf("cited section %q exists in no catalog edition", s))
		}
	}
	for d := range standards {
		if !usedStandards[d] {
			errs = append(errs, fmt.Sprintf("standards.csv row %q is cited by no calculator", d))
		}
	}
	if len(errs) > 0 {
		slices.Sort(errs)
		return nil, "", errors.New(strings.Join(errs, "\n"))
	}

	// Tier 2: chapters, parts and depth-1 sections of the TOC editions; NEC
	// 2023 articles; every authored row.
	for _, e := range Editions {
		for _, n := range sortedNumbers(c.rows[e]) {
			r := c.rows[e][n]
			_, toc := tocEditions[e]
			take := (toc && r.depth <= 1) ||
				(e == edition{"NEC", "2023"} && r.Kind == "article") ||
				strings.HasPrefix(r.Source, "authored:")
			if take {
				if err := include(e, n, 2); err != nil {
					return nil, "", err
				}
			}
		}
	}

	// Tier 3 fills the catalog to its published size: rows of the IECC map
	// subtrees of the cited IECC sections' highest mapped ancestors, down to
	// the depth of the cited sections (R402.1.2 cited: R402.x and R402.x.y,
	// no R402.x.y.z), top-down in catalog order, until there are WantRows.
	iecc := edition{"IECC", "2024"}
	maxDots := map[string]int{} // top -> deepest cited number under it
	for _, cr := range cited {
		if cr.e != iecc {
			continue
		}
		top := ""
		for n := cr.n; c.ieccMapped[n]; n = c.rows[iecc][n].Parent {
			top = n
		}
		if top != "" {
			maxDots[top] = max(maxDots[top], strings.Count(cr.n, "."))
		}
	}
	tops := make([]string, 0, len(maxDots))
	for t := range maxDots {
		tops = append(tops, t)
	}
	slices.SortFunc(tops, naturalCompare)
	for _, top := range tops {
		var walk func(n string) error
		walk = func(n string) error {
			if strings.Count(n, ".") > maxDots[top] || len(sel) >= WantRows {
				return nil
			}
			if err := include(iecc, n, 3); err != nil {
				return err
			}
			kids := slices.Clone(c.children[iecc][n])
			slices.SortFunc(kids, naturalCompare)
			for _, k := range kids {
				if err := walk(k); err != nil {
					return err
				}
			}
			return nil
		}
		if err := walk(top); err != nil {
			return nil, "", err
		}
	}

	// Tier 4: direct children of cited IRC/IBC sections, in catalog order,
	// until the count is reached.
	if len(sel) < WantRows {
		var pool []*Row
		for _, cr := range cited {
			if _, toc := tocEditions[cr.e]; !toc {
				continue
			}
			for _, k := range c.children[cr.e][cr.n] {
				if r := c.rows[cr.e][k]; sel[r.key()] == nil && !slices.Contains(pool, r) {
					pool = append(pool, r)
				}
			}
		}
		slices.SortFunc(pool, compareRows)
		for _, r := range pool {
			if len(sel) >= WantRows {
				break
			}
			if err := include(edition{r.Code, r.Edition}, r.Number, 4); err != nil {
				return nil, "", err
			}
		}
	}

	out := make([]*Row, 0, len(sel))
	for _, r := range sel {
		out = append(out, r)
	}
	slices.SortFunc(out, compareRows)
	// Every parent is a row; every row has a chapter and a title source.
	have := map[string]bool{}
	for _, r := range out {
		have[r.key()] = true
	}
	for _, r := range out {
		if r.Kind != "chapter" && !have[r.Code+"|"+r.Edition+"|"+r.Parent] {
			return nil, "", fmt.Errorf("%s %s %s: parent %q not in the catalog", r.Code, r.Edition, r.Number, r.Parent)
		}
		if r.Chapter == "" {
			return nil, "", fmt.Errorf("%s %s %s: no chapter", r.Code, r.Edition, r.Number)
		}
		if _, toc := tocEditions[edition{r.Code, r.Edition}]; toc && r.Kind == "section" && !reTOCNum.MatchString(r.Number) {
			return nil, "", fmt.Errorf("%s %s: selected TOC row has no section number: %q", r.Code, r.Edition, r.Number)
		}
	}
	if len(out) < WantRows {
		return nil, "", fmt.Errorf("catalog has %d rows, want at least %d (tiers: 1=%d 2=%d 3=%d 4=%d)",
			len(out), WantRows, tierCount[1], tierCount[2], tierCount[3], tierCount[4])
	}

	var sb strings.Builder
	fmt.Fprintf(&sb, "rows by tier: citations+ancestors %d, chapters/sections/articles/authored %d, IECC subtrees %d, children of cited sections %d\n",
		tierCount[1], tierCount[2], tierCount[3], tierCount[4])
	for _, e := range Editions {
		n := 0
		for _, r := range out {
			if r.Code == e.code && r.Edition == e.ed {
				n++
			}
		}
		fmt.Fprintf(&sb, "  %-4s %s: %d\n", e.code, e.ed, n)
	}
	fmt.Fprintf(&sb, "  total: %d\n", len(out))
	return out, sb.String(), nil
}

// ---- ordering ------------------------------------------------------------

func sortedNumbers(m map[string]*Row) []string {
	ns := make([]string, 0, len(m))
	for n := range m {
		ns = append(ns, n)
	}
	slices.SortFunc(ns, naturalCompare)
	return ns
}

func compareRows(a, b *Row) int {
	if c := strings.Compare(a.Code, b.Code); c != 0 {
		return c
	}
	if c := strings.Compare(a.Edition, b.Edition); c != 0 {
		return c
	}
	return naturalCompare(a.Number, b.Number)
}

// naturalCompare orders numbers by runs: digit runs numerically, other runs
// bytewise, a digit run before a non-digit run ("101" < "Chapter 1",
// "Chapter 2" < "Chapter 10", "R402.1.2" < "R402.1.10").
func naturalCompare(a, b string) int {
	for a != "" && b != "" {
		ra, restA := run(a)
		rb, restB := run(b)
		da, db := isDigit(ra[0]), isDigit(rb[0])
		switch {
		case da && db:
			na, nb := strings.TrimLeft(ra, "0"), strings.TrimLeft(rb, "0")
			if len(na) != len(nb) {
				return cmpInt(len(na), len(nb))
			}
			if c := strings.Compare(na, nb); c != 0 {
				return c
			}
			if c := cmpInt(len(ra), len(rb)); c != 0 {
				return c
			}
		case da:
			return -1
		case db:
			return 1
		default:
			if c := strings.Compare(ra, rb); c != 0 {
				return c
			}
		}
		a, b = restA, restB
	}
	return cmpInt(len(a), len(b))
}

func run(s string) (string, string) {
	d := isDigit(s[0])
	i := 1
	for i < len(s) && isDigit(s[i]) == d {
		i++
	}
	return s[:i], s[i:]
}

func isDigit(b byte) bool { return b >= '0' && b <= '9' }

func cmpInt(a, b int) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// ---- viewer URLs ---------------------------------------------------------

// The publishers' free public viewers (CATALOG.md says how each pattern was
// checked): ICC Digital Codes chapter pages
// https://codes.iccsafe.org/content/<CODE><YEAR>P1/chapter-<n>-<slug> for the
// I-codes, and NFPA's free-access reader for each NEC edition.
var iccBook = map[edition]string{
	{"IRC", "2021"}:  "https://codes.iccsafe.org/content/IRC2021P1",
	{"IRC", "2024"}:  "https://codes.iccsafe.org/content/IRC2024P1",
	{"IBC", "2024"}:  "https://codes.iccsafe.org/content/IBC2024P1",
	{"IECC", "2024"}: "https://codes.iccsafe.org/content/IECC2024P1",
	{"IPC", "2024"}:  "https://codes.iccsafe.org/content/IPC2024P1",
}

var nfpa70 = map[string]string{
	"2023": "https://link.nfpa.org/free-access/publications/70/2023",
	"2026": "https://link.nfpa.org/free-access/publications/70/2026",
}

var reSlugSafe = regexp.MustCompile(`^[A-Za-z0-9 ,\-\[\]]+$`)

// slug is the chapter slug of ICC's viewer: lower case, every run of other
// characters one hyphen ("[RE] Energy Efficiency" -> "re-energy-efficiency").
func slug(title string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(title) {
		if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
		} else {
			dash = true
		}
	}
	return b.String()
}

func iccChapterURL(e edition, ch, title string) (string, error) {
	if !reSlugSafe.MatchString(title) {
		return "", fmt.Errorf("%s %s chapter %s %q: no verified slug rule for its characters", e.code, e.ed, ch, title)
	}
	return iccBook[e] + "/chapter-" + ch + "-" + slug(title), nil
}

func (c *catalog) viewerURL(r *Row) string {
	switch r.Code {
	case "IRC", "IBC":
		return r.chapURL
	case "IECC":
		// The IECC's residential chapters carry an [RE] part in their ICC
		// slugs that we have not seen: the book, not a guessed chapter page.
		return iccBook[edition{r.Code, r.Edition}]
	case "NEC":
		return nfpa70[r.Edition]
	case "IPC":
		ch := c.rows[edition{r.Code, r.Edition}]["Chapter "+r.Chapter]
		if ch != nil && ch.Title != "" && reSlugSafe.MatchString(ch.Title) {
			return iccBook[edition{r.Code, r.Edition}] + "/chapter-" + r.Chapter + "-" + slug(ch.Title)
		}
		return iccBook[edition{r.Code, r.Edition}]
	}
	return ""
}

// ---- topics --------------------------------------------------------------

type topicRule struct {
	tag   string
	codes string // "" all codes; "NEC" only NEC; "I" every code but NEC
	words []string
}

// Topics is the fixed vocabulary, in output order. A row's tags come from its
// own title and its ancestors' titles; code defaults (NEC electrical, IPC
// plumbing, IECC energy) fill in; "general" when nothing matched.
var Topics = []topicRule{
	{"administration", "I", []string{"administration", "scope and", "permits", "fees", "inspections", "violations", "appeals", "enforcement", "duties and powers", "certificate of occupancy", "applicability", "code compliance agency", "department of building safety", "service utilities", "stop work order", "unsafe structures", "construction documents", "temporary structures"}},
	{"definitions", "", []string{"definitions", "defined terms"}},
	{"building-planning", "I", []string{"building planning"}},
	{"occupancy", "I", []string{"occupancy", "heights and areas", "types of construction"}},
	{"fire-safety", "I", []string{"fire", "smoke", "sprinkler", "sprinklers", "alarm", "alarms", "carbon monoxide", "flame"}},
	{"egress", "I", []string{"egress", "exit", "exits", "emergency escape"}},
	{"stairs", "I", []string{"stair", "stairs", "stairway", "stairways", "handrail", "handrails", "headroom", "treads", "risers", "ladders", "alternating tread"}},
	{"accessibility", "I", []string{"accessibility"}},
	{"interior", "I", []string{"interior finishes", "interior environment"}},
	{"structural", "I", []string{"structural", "special inspections"}},
	{"soils", "I", []string{"soils", "soil", "excavation", "grading", "load bearing values"}},
	{"foundations", "I", []string{"foundation", "foundations", "footing", "footings", "embedded posts"}},
	{"concrete", "I", []string{"concrete"}},
	{"masonry", "I", []string{"masonry"}},
	{"metals", "I", []string{"steel", "aluminum"}},
	{"wood", "I", []string{"wood"}},
	{"framing", "I", []string{"framing", "floors", "wall construction", "roof ceiling construction", "headers", "rafters", "joists"}},
	{"wall-covering", "I", []string{"wall covering", "exterior walls", "gypsum", "plaster", "veneer", "siding"}},
	{"roofing", "I", []string{"roof", "roofs", "roofing", "shingles", "underlayment", "drip edge", "rooftop"}},
	{"glazing", "I", []string{"glass", "glazing"}},
	{"plastics", "I", []string{"plastic", "plastics", "polymer"}},
	{"chimneys-fireplaces", "I", []string{"chimneys", "fireplaces", "chimney", "fireplace"}},
	{"energy", "I", []string{"energy"}},
	{"thermal-envelope", "I", []string{"thermal envelope"}},
	{"insulation", "I", []string{"insulation", "r value"}},
	{"fenestration", "I", []string{"fenestration", "u factor", "shgc"}},
	{"mechanical", "I", []string{"mechanical", "heating", "cooling", "duct", "ducts"}},
	{"ventilation", "I", []string{"ventilation", "exhaust"}},
	{"plumbing", "I", []string{"plumbing"}},
	{"water-heating", "I", []string{"water heaters", "water heater", "hot water"}},
	{"water-supply", "I", []string{"water supply", "water distribution", "water piping", "water service"}},
	{"plumbing-drainage", "I", []string{"sanitary drainage", "fixture units", "drainage piping", "indirect special waste", "traps", "vents"}},
	{"storm-drainage", "I", []string{"storm drainage", "gutters", "leader", "leaders", "storm drains"}},
	{"electrical", "I", []string{"electrical"}},
	{"electrical-load", "NEC", []string{"load calculations"}},
	{"branch-circuits", "NEC", []string{"branch circuits", "branch circuit", "receptacle outlets", "receptacles"}},
	{"services-feeders", "NEC", []string{"services", "feeders"}},
	{"overcurrent", "NEC", []string{"overcurrent", "overvoltage"}},
	{"grounding", "NEC", []string{"grounding", "bonding", "grounded"}},
	{"conductors", "NEC", []string{"conductors", "conductor", "cable", "cables", "cords", "wires", "ampacities"}},
	{"raceways", "NEC", []string{"conduit", "tubing", "raceway", "raceways", "wireways", "busways", "cablebus", "auxiliary gutters", "cable trays"}},
	{"boxes-enclosures", "NEC", []string{"boxes", "enclosures", "conduit bodies"}},
	{"wiring", "NEC", []string{"wiring"}},
	{"electrical-equipment", "NEC", []string{"equipment", "switches", "luminaires", "appliances", "motors", "transformers", "generators", "panelboards"}},
	{"electrical-tables", "NEC", []string{"tables"}},
	{"referenced-standards", "", []string{"referenced standards"}},
	{"elevators", "I", []string{"elevator", "elevators", "conveying"}},
	{"special-construction", "I", []string{"special construction"}},
	{"construction-safety", "I", []string{"safeguards during construction", "encroachments"}},
	{"general", "", nil},
}

var codeDefault = map[string]string{"NEC": "electrical", "IPC": "plumbing", "IECC": "energy"}

// necArticleTopics tags NEC rows by article number (2023 numbering; the 2026
// Article 120 is the former Article 220), so rows whose title is not verified
// still carry their subject.
var necArticleTopics = map[string]string{
	"120": "electrical-load", "220": "electrical-load", "210": "branch-circuits",
	"215": "services-feeders", "230": "services-feeders", "240": "overcurrent",
	"250": "grounding", "310": "conductors", "314": "boxes-enclosures",
}

// words normalises a title for matching: lower case, letters and digits,
// single spaces, padded ("R -Value" and "R-Value" both -> " r value ").
func words(t string) string {
	return " " + strings.Join(strings.FieldsFunc(strings.ToLower(t), func(r rune) bool {
		return !((r >= 'a' && r <= 'z') || (r >= '0' && r <= '9'))
	}), " ") + " "
}

func (c *catalog) topics(r *Row) []string {
	var titles []string
	rows := c.rows[edition{r.Code, r.Edition}]
	for x, i := r, 0; x != nil && i < 20; i++ {
		titles = append(titles, words(x.Title))
		if x.Kind == "chapter" {
			break
		}
		x = rows[x.Parent]
	}
	got := map[string]bool{}
	if d := codeDefault[r.Code]; d != "" {
		got[d] = true
	}
	if r.Code == "NEC" {
		art, _, _ := strings.Cut(r.Number, ".")
		if t := necArticleTopics[art]; t != "" {
			got[t] = true
		}
	}
	for _, rule := range Topics {
		if rule.codes == "NEC" && r.Code != "NEC" || rule.codes == "I" && r.Code == "NEC" {
			continue
		}
		for _, t := range titles {
			for _, w := range rule.words {
				if strings.Contains(t, " "+w+" ") {
					got[rule.tag] = true
				}
			}
		}
	}
	var out []string
	for _, rule := range Topics {
		if got[rule.tag] {
			out = append(out, rule.tag)
		}
	}
	if len(out) == 0 {
		out = []string{"general"}
	}
	return out
}
