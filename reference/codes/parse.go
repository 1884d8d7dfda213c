package codes

import (
	"io/fs"
	"slices"
	"strings"
	"time"

	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/geo"
)

// The curated tables of the codes area, committed in reference/codes/data
// and embedded in the binary.
const (
	FileSections  = "reference/codes/data/code_sections.csv"
	FileStandards = "reference/codes/data/standards.csv"
	FileAdoption  = "reference/codes/data/adoption.csv"
	FileLinks     = "reference/codes/data/calc_links.csv"
)

// Loader reads the codes area's curated tables from fsys (the embedded
// reference/codes/data).
func Loader(fsys fs.FS) reference.Loader {
	return reference.Loader{Area: Name, Sources: reference.FSSources(fsys, FileSections, FileStandards, FileAdoption, FileLinks),
		Parse: func(files []reference.File, _ *reference.Dataset) (reference.Part, error) { return Parse(files) }}
}

// Parse reads the codes files, checks the calculator links against the
// catalog and indexes the result.
func Parse(files []reference.File) (*Data, error) {
	d := newData()
	rows, err := reference.ParseEach(Name, files, map[string]func(string, []byte) (int, error){
		FileSections:  func(name string, b []byte) (int, error) { return parseSections(d, name, b) },
		FileStandards: func(name string, b []byte) (int, error) { return parseStandards(d, name, b) },
		FileAdoption:  func(name string, b []byte) (int, error) { return parseAdoption(d, name, b) },
		FileLinks:     func(name string, b []byte) (int, error) { return parseLinks(d, name, b) },
	})
	if err != nil {
		return nil, err
	}
	d.rows = rows
	if err := d.check(); err != nil {
		return nil, err
	}
	d.index()
	return d, nil
}

var (
	sectionKinds = []string{"chapter", "article", "part", "section", "table"}
	isoDate      = "2006-01-02"
)

func parseSections(ds *Data, file string, data []byte) (int, error) {
	return reference.EachRow(file, data, []string{"code", "edition", "kind", "number", "title", "chapter", "parent", "topics", "viewer_url", "source"}, func(t *reference.Table) (bool, error) {
		s := Section{Code: t.Get("code"), Edition: t.Get("edition"), Kind: t.Get("kind"), Number: t.Get("number"), Title: t.Get("title"),
			Chapter: t.Get("chapter"), Parent: t.Get("parent"), ViewerURL: t.Get("viewer_url"), Source: t.Get("source")}
		switch {
		case catalogEditions[s.Code] == nil:
			return false, t.ErrorAt("code", "is not one of IRC, IBC, NEC, IECC, IPC")
		case !slices.Contains(catalogEditions[s.Code], s.Edition):
			return false, t.ErrorAt("edition", "is not an edition the catalog carries for %s", s.Code)
		case !slices.Contains(sectionKinds, s.Kind):
			return false, t.ErrorAt("kind", "is not one of %s", strings.Join(sectionKinds, ", "))
		case s.Number == "":
			return false, t.ErrorAt("number", "is empty")
		case s.Source == "":
			return false, t.ErrorAt("source", "is empty: every row names its source")
		}
		for tag := range strings.SplitSeq(t.Get("topics"), ";") {
			if tag = strings.TrimSpace(tag); tag != "" {
				s.Topics = append(s.Topics, tag)
			}
		}
		key := sectionKey(s.Code, s.Edition, s.Number)
		if _, dup := ds.sectionLines[key]; dup {
			return false, t.ErrorAt("number", "appears twice in %s %s", s.Code, s.Edition)
		}
		ds.sectionLines[key] = t.Line()
		ds.Sections = append(ds.Sections, s)
		return true, nil
	})
}

func parseStandards(ds *Data, file string, data []byte) (int, error) {
	seen := map[string]bool{}
	return reference.EachRow(file, data, []string{"designation", "title", "publisher", "url", "referenced_by", "source"}, func(t *reference.Table) (bool, error) {
		st := Standard{Designation: t.Get("designation"), Title: t.Get("title"), Publisher: t.Get("publisher"), URL: t.Get("url"),
			ReferencedBy: t.Get("referenced_by"), Source: t.Get("source")}
		switch {
		case st.Designation == "":
			return false, t.ErrorAt("designation", "is empty")
		case seen[strings.ToUpper(st.Designation)]:
			return false, t.ErrorAt("designation", "appears twice")
		case st.Source == "": // a title may be unknown; where it came from may not
			return false, t.ErrorAt("source", "is empty: every row names its source")
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

func parseAdoption(ds *Data, file string, data []byte) (int, error) {
	seen := map[string]bool{}
	return reference.EachRow(file, data, []string{"state_abbr", "state", "code", "edition", "scope", "effective_date", "amendments", "status", "confidence", "source", "notes"}, func(t *reference.Table) (bool, error) {
		a := Adoption{StateAbbr: t.Get("state_abbr"), State: t.Get("state"), Code: t.Get("code"), Edition: t.Get("edition"), Scope: t.Get("scope"),
			Amendments: t.Get("amendments"), Status: t.Get("status"), Confidence: t.Get("confidence"), Source: t.Get("source"), Notes: t.Get("notes")}
		switch {
		case geo.StateName(a.StateAbbr) == "":
			return false, t.ErrorAt("state_abbr", "is not a state or DC postal code")
		case !slices.Contains(AdoptionCodes, a.Code):
			return false, t.ErrorAt("code", "is not one of %s", strings.Join(AdoptionCodes, ", "))
		case !slices.Contains(adoptionScopes, a.Scope):
			return false, t.ErrorAt("scope", "is not one of %s", strings.Join(adoptionScopes, ", "))
		case !slices.Contains(adoptionStatuses, a.Status):
			return false, t.ErrorAt("status", "is not one of %s", strings.Join(adoptionStatuses, ", "))
		case !slices.Contains(adoptionConfidences, a.Confidence):
			return false, t.ErrorAt("confidence", "is not one of %s", strings.Join(adoptionConfidences, ", "))
		case a.Amendments != "" && a.Amendments != "yes" && a.Amendments != "no":
			return false, t.ErrorAt("amendments", "is not yes, no or empty")
		case seen[a.StateAbbr+"|"+a.Code]:
			return false, t.ErrorAt("code", "appears twice for %s", a.StateAbbr)
		}
		if d := t.Get("effective_date"); d != "" {
			if _, err := time.Parse(isoDate, d); err != nil {
				return false, t.ErrorAt("effective_date", "is not a date like 2024-01-01")
			}
			a.EffectiveDate = d
		}
		seen[a.StateAbbr+"|"+a.Code] = true
		ds.Adoption = append(ds.Adoption, a)
		return true, nil
	})
}

// parseLinks reads which calculators cite which catalog rows or standards.
func parseLinks(ds *Data, file string, data []byte) (int, error) {
	return reference.EachRow(file, data, []string{"calc", "citation", "edition"}, func(t *reference.Table) (bool, error) {
		l := Link{Calc: t.Get("calc"), Citation: t.Get("citation"), Edition: t.Get("edition")}
		if !strings.HasPrefix(l.Calc, "/v1/calc/") {
			return false, t.ErrorAt("calc", "is not a calculator path (/v1/calc/<category>/<kind>)")
		}
		if l.Citation == "" {
			return false, t.ErrorAt("citation", "is empty")
		}
		l.at = t.At("citation")
		ds.links = append(ds.links, l)
		return true, nil
	})
}
