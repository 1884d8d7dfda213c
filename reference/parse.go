package reference

import (
	"crypto/sha256"
	"encoding/csv"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"
)

// Source is one input file of a dataset version.
type Source struct {
	Name string // as recorded and shown in messages: "reference/data/code_sections.csv"
	Open func() (io.ReadCloser, error)
}

// FileInfo records one input of an imported version.
type FileInfo struct {
	Name   string
	SHA256 string
	Bytes  int64
	Rows   int
}

// ParseError locates a problem in an input file.
type ParseError struct {
	File         string
	Line, Column int
	Msg          string
}

func (e *ParseError) Error() string {
	if e.Line == 0 { // the file as a whole
		return fmt.Sprintf("%s: %s", e.File, e.Msg)
	}
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Column, e.Msg)
}

// Sources of a dataset version: the curated files committed in the repo and
// the public data read from the data directory.
const (
	FileSections  = "reference/data/code_sections.csv"
	FileStandards = "reference/data/standards.csv"
	FileAdoption  = "reference/data/adoption.csv"
	FileLinks     = "reference/data/calc_links.csv"
	FileCounties  = "costs/geo/county_names_population_2020_2024.csv"
	FileZIPs      = "costs/geo/zip_primary_county_geonames.csv"
)

// RepoSources are the curated tables in fsys (the embedded reference/data).
func RepoSources(fsys fs.FS) []Source {
	var out []Source
	for _, name := range []string{FileSections, FileStandards, FileAdoption, FileLinks} {
		base := filepath.Base(name)
		out = append(out, Source{Name: name, Open: func() (io.ReadCloser, error) { return fsys.Open(base) }})
	}
	return out
}

// DataDirSources are the public data files under dir (PLUMBLINE_DATA_DIR).
func DataDirSources(dir string) []Source {
	var out []Source
	for _, name := range []string{FileCounties, FileZIPs} {
		path := filepath.Join(dir, filepath.FromSlash(name))
		out = append(out, Source{Name: name, Open: func() (io.ReadCloser, error) { return os.Open(path) }})
	}
	return out
}

// schemaVersion changes when parsing changes what a file means; it is part
// of every dataset version id.
const schemaVersion = "reference-1"

// Load reads and checks every source and returns the dataset, its inputs
// and its version: a digest of the inputs, so the same files always give the
// same version.
func Load(sources []Source) (*Dataset, []FileInfo, error) {
	ds := newDataset()
	var files []FileInfo
	h := sha256.New()
	h.Write([]byte(schemaVersion))
	for _, src := range sources {
		data, err := readAll(src)
		if err != nil {
			return nil, nil, err
		}
		sum := sha256.Sum256(data)
		fi := FileInfo{Name: src.Name, SHA256: hex.EncodeToString(sum[:]), Bytes: int64(len(data))}
		parse, ok := parsers[src.Name]
		if !ok {
			return nil, nil, fmt.Errorf("reference: no parser for %s", src.Name)
		}
		if fi.Rows, err = parse(ds, src.Name, data); err != nil {
			return nil, nil, err
		}
		files = append(files, fi)
		fmt.Fprintf(h, "\x00%s\x00%s", fi.Name, fi.SHA256)
	}
	if err := ds.check(); err != nil {
		return nil, nil, err
	}
	ds.Version = hex.EncodeToString(h.Sum(nil))[:16]
	ds.index()
	return ds, files, nil
}

func readAll(src Source) ([]byte, error) {
	f, err := src.Open()
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, &ParseError{File: src.Name, Msg: "file is missing (" + err.Error() + ")"}
		}
		return nil, fmt.Errorf("%s: %w", src.Name, err)
	}
	defer f.Close()
	return io.ReadAll(f)
}

var parsers = map[string]func(*Dataset, string, []byte) (int, error){
	FileSections:  parseSections,
	FileStandards: parseStandards,
	FileAdoption:  parseAdoption,
	FileLinks:     parseLinks,
	FileCounties:  parseCounties,
	FileZIPs:      parseZIPs,
}

// table walks a CSV file with a known header, giving each row's fields by
// name and the position of any field for error messages.
type table struct {
	file string
	r    *csv.Reader
	cols map[string]int
	rec  []string
}

// eachRow reads a CSV file with the given header, calling row for every
// record; row reports whether it kept the record (the count returned).
func eachRow(file string, data []byte, header []string, row func(t *table) (bool, error)) (int, error) {
	t, err := newTable(file, data, header...)
	if err != nil {
		return 0, err
	}
	n := 0
	for {
		ok, err := t.next()
		if err != nil || !ok {
			return n, err
		}
		kept, err := row(t)
		if err != nil {
			return n, err
		}
		if kept {
			n++
		}
	}
}

func newTable(file string, data []byte, header ...string) (*table, error) {
	r := csv.NewReader(strings.NewReader(string(data)))
	r.ReuseRecord = true
	got, err := r.Read()
	if err != nil {
		return nil, csvError(file, err)
	}
	t := &table{file: file, r: r, cols: map[string]int{}}
	for i, name := range got {
		t.cols[strings.TrimPrefix(name, "\ufeff")] = i
	}
	for _, want := range header {
		if _, ok := t.cols[want]; !ok {
			return nil, &ParseError{File: file, Line: 1, Column: 1, Msg: fmt.Sprintf("header lacks column %q (want %s)", want, strings.Join(header, ","))}
		}
	}
	return t, nil
}

// next reads a row; false at the end.
func (t *table) next() (bool, error) {
	rec, err := t.r.Read()
	if err == io.EOF {
		return false, nil
	}
	if err != nil {
		return false, csvError(t.file, err)
	}
	t.rec = rec
	return true, nil
}

func (t *table) get(col string) string { return strings.TrimSpace(t.rec[t.cols[col]]) }

// errorAt is a problem with the value of col in the current row.
func (t *table) errorAt(col, format string, args ...any) error {
	line, column := t.r.FieldPos(t.cols[col])
	return &ParseError{File: t.file, Line: line, Column: column, Msg: fmt.Sprintf("%s %q: ", col, t.get(col)) + fmt.Sprintf(format, args...)}
}

func (t *table) line() int {
	line, _ := t.r.FieldPos(0)
	return line
}

func csvError(file string, err error) error {
	var pe *csv.ParseError
	if errors.As(err, &pe) {
		return &ParseError{File: file, Line: pe.Line, Column: pe.Column, Msg: pe.Err.Error()}
	}
	return &ParseError{File: file, Line: 1, Column: 1, Msg: err.Error()}
}

var (
	sectionKinds = []string{"chapter", "article", "part", "section", "table"}
	fips5        = regexp.MustCompile(`^\d{5}$`)
	isoDate      = "2006-01-02"
)

func parseSections(ds *Dataset, file string, data []byte) (int, error) {
	return eachRow(file, data, []string{"code", "edition", "kind", "number", "title", "chapter", "parent", "topics", "viewer_url", "source"}, func(t *table) (bool, error) {
		s := Section{Code: t.get("code"), Edition: t.get("edition"), Kind: t.get("kind"), Number: t.get("number"), Title: t.get("title"),
			Chapter: t.get("chapter"), Parent: t.get("parent"), ViewerURL: t.get("viewer_url"), Source: t.get("source")}
		switch {
		case catalogEditions[s.Code] == nil:
			return false, t.errorAt("code", "is not one of IRC, IBC, NEC, IECC, IPC")
		case !slices.Contains(catalogEditions[s.Code], s.Edition):
			return false, t.errorAt("edition", "is not an edition the catalog carries for %s", s.Code)
		case !slices.Contains(sectionKinds, s.Kind):
			return false, t.errorAt("kind", "is not one of %s", strings.Join(sectionKinds, ", "))
		case s.Number == "":
			return false, t.errorAt("number", "is empty")
		case s.Source == "":
			return false, t.errorAt("source", "is empty: every row names its source")
		}
		for tag := range strings.SplitSeq(t.get("topics"), ";") {
			if tag = strings.TrimSpace(tag); tag != "" {
				s.Topics = append(s.Topics, tag)
			}
		}
		key := sectionKey(s.Code, s.Edition, s.Number)
		if _, dup := ds.sectionLines[key]; dup {
			return false, t.errorAt("number", "appears twice in %s %s", s.Code, s.Edition)
		}
		ds.sectionLines[key] = t.line()
		ds.Sections = append(ds.Sections, s)
		return true, nil
	})
}

func parseStandards(ds *Dataset, file string, data []byte) (int, error) {
	seen := map[string]bool{}
	return eachRow(file, data, []string{"designation", "title", "publisher", "url", "referenced_by", "source"}, func(t *table) (bool, error) {
		st := Standard{Designation: t.get("designation"), Title: t.get("title"), Publisher: t.get("publisher"), URL: t.get("url"),
			ReferencedBy: t.get("referenced_by"), Source: t.get("source")}
		switch {
		case st.Designation == "":
			return false, t.errorAt("designation", "is empty")
		case seen[strings.ToUpper(st.Designation)]:
			return false, t.errorAt("designation", "appears twice")
		case st.Source == "": // a title may be unknown; where it came from may not
			return false, t.errorAt("source", "is empty: every row names its source")
		}
		seen[strings.ToUpper(st.Designation)] = true
		ds.Standards = append(ds.Standards, st)
		return true, nil
	})
}

var (
	adoptionScopes      = []string{"statewide", "local", "state-specific", "unknown"}
	adoptionStatuses    = []string{"in-force", "adopted-not-yet-effective", "none", "unknown"}
	adoptionConfidences = []string{"verified", "likely", "uncertain", "unknown"}
)

func parseAdoption(ds *Dataset, file string, data []byte) (int, error) {
	seen := map[string]bool{}
	return eachRow(file, data, []string{"state_abbr", "state", "code", "edition", "scope", "effective_date", "amendments", "status", "confidence", "source", "notes"}, func(t *table) (bool, error) {
		a := Adoption{StateAbbr: t.get("state_abbr"), State: t.get("state"), Code: t.get("code"), Edition: t.get("edition"), Scope: t.get("scope"),
			Amendments: t.get("amendments"), Status: t.get("status"), Confidence: t.get("confidence"), Source: t.get("source"), Notes: t.get("notes")}
		switch {
		case stateByAbbr[a.StateAbbr] == "":
			return false, t.errorAt("state_abbr", "is not a state or DC postal code")
		case !slices.Contains(AdoptionCodes, a.Code):
			return false, t.errorAt("code", "is not one of %s", strings.Join(AdoptionCodes, ", "))
		case !slices.Contains(adoptionScopes, a.Scope):
			return false, t.errorAt("scope", "is not one of %s", strings.Join(adoptionScopes, ", "))
		case !slices.Contains(adoptionStatuses, a.Status):
			return false, t.errorAt("status", "is not one of %s", strings.Join(adoptionStatuses, ", "))
		case !slices.Contains(adoptionConfidences, a.Confidence):
			return false, t.errorAt("confidence", "is not one of %s", strings.Join(adoptionConfidences, ", "))
		case a.Amendments != "" && a.Amendments != "yes" && a.Amendments != "no":
			return false, t.errorAt("amendments", "is not yes, no or empty")
		case seen[a.StateAbbr+"|"+a.Code]:
			return false, t.errorAt("code", "appears twice for %s", a.StateAbbr)
		}
		if d := t.get("effective_date"); d != "" {
			if _, err := time.Parse(isoDate, d); err != nil {
				return false, t.errorAt("effective_date", "is not a date like 2024-01-01")
			}
			a.EffectiveDate = d
		}
		seen[a.StateAbbr+"|"+a.Code] = true
		ds.Adoption = append(ds.Adoption, a)
		return true, nil
	})
}

func parseCounties(ds *Dataset, file string, data []byte) (int, error) {
	ds.geo = true
	return eachRow(file, data, []string{"fips5", "state_fips", "state_name", "county_name"}, func(t *table) (bool, error) {
		c := County{FIPS: t.get("fips5"), Name: t.get("county_name"), State: t.get("state_name")}
		if !fips5.MatchString(c.FIPS) {
			return false, t.errorAt("fips5", "is not a 5-digit county FIPS code")
		}
		if c.StateAbbr = abbrByFIPS[t.get("state_fips")]; c.StateAbbr == "" {
			return false, t.errorAt("state_fips", "is not a state FIPS code")
		}
		if _, dup := ds.Counties[c.FIPS]; dup {
			return false, t.errorAt("fips5", "appears twice")
		}
		ds.Counties[c.FIPS] = c
		return true, nil
	})
}

func parseZIPs(ds *Dataset, file string, data []byte) (int, error) {
	return eachRow(file, data, []string{"zip", "state_abbr", "county_fips5"}, func(t *table) (bool, error) {
		z := ZIP{ZIP: t.get("zip"), StateAbbr: t.get("state_abbr"), CountyFIPS: t.get("county_fips5")}
		if len(z.ZIP) != 5 || strings.Trim(z.ZIP, "0123456789") != "" {
			return false, t.errorAt("zip", "is not a 5-digit ZIP code")
		}
		// Military APO/FPO codes and the freely associated states carry no
		// state or county: they are outside every jurisdiction we serve.
		if stateByAbbr[z.StateAbbr] == "" || z.CountyFIPS == "" {
			return false, nil
		}
		if !fips5.MatchString(z.CountyFIPS) {
			return false, t.errorAt("county_fips5", "is not a 5-digit county FIPS code")
		}
		if _, dup := ds.ZIPs[z.ZIP]; dup {
			return false, t.errorAt("zip", "appears twice")
		}
		ds.ZIPs[z.ZIP] = z
		return true, nil
	})
}

// parseLinks reads which calculators cite which catalog rows or standards.
func parseLinks(ds *Dataset, file string, data []byte) (int, error) {
	return eachRow(file, data, []string{"calc", "citation", "edition"}, func(t *table) (bool, error) {
		l := Link{Calc: t.get("calc"), Citation: t.get("citation"), Edition: t.get("edition")}
		if !strings.HasPrefix(l.Calc, "/v1/calc/") {
			return false, t.errorAt("calc", "is not a calculator path (/v1/calc/<category>/<kind>)")
		}
		if l.Citation == "" {
			return false, t.errorAt("citation", "is empty")
		}
		line, col := t.r.FieldPos(t.cols["citation"])
		l.at = ParseError{File: file, Line: line, Column: col}
		ds.links = append(ds.links, l)
		return true, nil
	})
}
