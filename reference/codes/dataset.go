package codes

import (
	"cmp"
	"fmt"
	"github.com/plumbline-api/plumbline/reference"
	"slices"
	"strings"
)

// Data is the codes area's part of a dataset version, loaded and indexed
// in memory: what the importer writes to Postgres, and what the embedded
// default serves directly.
type Data struct {
	Sections  []Section
	Standards []Standard
	Adoption  []Adoption

	links        []Link
	sectionLines map[string]int // sectionKey → line in the catalog file
	rows         map[string]int // per file

	sectionIdx  map[string]int // sectionKey → index in Sections
	standardIdx map[string]int // upper-cased designation → index in Standards
	byState     map[string][]Adoption
}

// Link says that a calculator cites a catalog row ("IRC R311.7.5" in
// edition 2021) or a referenced standard ("TMS 402", no edition).
type Link struct {
	Calc     string // calculator path
	Citation string
	Edition  string
	at       reference.ParseError
}

func newData() *Data {
	return &Data{sectionLines: map[string]int{}, rows: map[string]int{}}
}

// Of is the codes part of ds, nil when it was not loaded.
func Of(ds *reference.Dataset) *Data {
	d, _ := ds.Part(Name).(*Data)
	return d
}

// sectionKey identifies a catalog row; numbers match case-insensitively
// ("r311.7.5" finds R311.7.5).
func sectionKey(code, edition, number string) string {
	return strings.ToUpper(code) + "|" + edition + "|" + strings.ToUpper(number)
}

// SplitCitation splits "IRC R311.7.5" into the catalog family and number.
// ok is false for a citation outside the catalog's families (a standard).
func SplitCitation(citation string) (code, number string, ok bool) {
	code, number, found := strings.Cut(citation, " ")
	if !found || catalogEditions[code] == nil {
		return "", "", false
	}
	return code, number, true
}

// check verifies what no single file can: that every link points at a row
// or standard that exists. It runs after every file has been parsed.
func (ds *Data) check() error {
	standards := map[string]bool{}
	for _, st := range ds.Standards {
		standards[strings.ToUpper(st.Designation)] = true
	}
	for _, l := range ds.links {
		fail := func(format string, args ...any) error {
			e := l.at
			e.Msg = fmt.Sprintf("citation %q: ", l.Citation) + fmt.Sprintf(format, args...)
			return &e
		}
		if code, number, ok := SplitCitation(l.Citation); ok {
			if l.Edition == "" {
				return fail("a %s citation needs an edition", code)
			}
			if _, ok := ds.sectionLines[sectionKey(code, l.Edition, number)]; !ok {
				return fail("no such row in %s %s of %s", code, l.Edition, FileSections)
			}
			continue
		}
		if l.Edition != "" {
			return fail("a standard has no edition column value")
		}
		if !standards[strings.ToUpper(l.Citation)] {
			return fail("is neither a catalog row nor a standard in %s", FileStandards)
		}
	}
	return nil
}

// index builds the lookups and attaches the calculator links to their rows.
func (ds *Data) index() {
	ds.sectionIdx = make(map[string]int, len(ds.Sections))
	for i, s := range ds.Sections {
		ds.sectionIdx[sectionKey(s.Code, s.Edition, s.Number)] = i
	}
	ds.standardIdx = make(map[string]int, len(ds.Standards))
	for i, st := range ds.Standards {
		ds.standardIdx[strings.ToUpper(st.Designation)] = i
	}
	for _, l := range ds.links {
		var kinds *[]string
		if code, number, ok := SplitCitation(l.Citation); ok {
			kinds = &ds.Sections[ds.sectionIdx[sectionKey(code, l.Edition, number)]].RelatedCalcKinds
		} else {
			kinds = &ds.Standards[ds.standardIdx[strings.ToUpper(l.Citation)]].RelatedCalcKinds
		}
		if !slices.Contains(*kinds, l.Calc) {
			*kinds = append(*kinds, l.Calc)
			slices.Sort(*kinds)
		}
	}
	for i := range ds.Sections {
		if ds.Sections[i].RelatedCalcKinds == nil {
			ds.Sections[i].RelatedCalcKinds = []string{}
		}
	}
	for i := range ds.Standards {
		if ds.Standards[i].RelatedCalcKinds == nil {
			ds.Standards[i].RelatedCalcKinds = []string{}
		}
	}
	ds.byState = map[string][]Adoption{}
	for _, a := range ds.Adoption {
		ds.byState[a.StateAbbr] = append(ds.byState[a.StateAbbr], a)
	}
	for _, rows := range ds.byState {
		slices.SortFunc(rows, func(a, b Adoption) int {
			return cmp.Compare(slices.Index(AdoptionCodes, a.Code), slices.Index(AdoptionCodes, b.Code))
		})
	}
}

// Links are the calculator links of the dataset, in file order.
func (ds *Data) Links() []Link { return ds.links }

// Rows counts every record of the part (for progress reporting).
func (ds *Data) Rows() int { return len(ds.Sections) + len(ds.Standards) + len(ds.Adoption) }

// FileRows is how many records a file gave.
func (ds *Data) FileRows(name string) int { return ds.rows[name] }
