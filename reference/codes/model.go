// Package codes is the codes area: the building-code section catalog, the
// referenced standards and the state adoption matrix, with their parser,
// their stores (Postgres, and in memory for the embedded default) and the
// five operations.
package codes

import "github.com/plumbline-api/plumbline/internal/ascii"

// Section is one catalog row: a chapter, article, part, section or table of
// a code edition. Numbers and titles only, never code text.
type Section struct {
	Code      string   `json:"code"`    // IRC, IBC, NEC, IECC, IPC
	Edition   string   `json:"edition"` // 2021, 2024, 2023, 2026
	Kind      string   `json:"kind"`    // chapter, article, part, section, table
	Number    string   `json:"number"`  // R311.7.5, 220.82, Chapter 3
	Title     string   `json:"title"`
	Chapter   string   `json:"chapter"`
	Parent    string   `json:"parent"`
	Topics    []string `json:"topics"`
	ViewerURL string   `json:"viewer_url"`
	Source    string   `json:"source"`
	// RelatedCalcKinds are the paths of the calculators that cite this row
	// (reference/codes/data/calc_links.csv).
	RelatedCalcKinds []string `json:"related_calc_kinds"`
}

// Citation is how calculators and people cite the row: "IRC R311.7.5".
func (s *Section) Citation() string { return s.Code + " " + s.Number }

// Standard is a referenced standard calculators cite (TMS 402, ASTM D698).
type Standard struct {
	Designation  string `json:"designation"`
	Title        string `json:"title"`
	Publisher    string `json:"publisher"`
	URL          string `json:"url"`
	ReferencedBy string `json:"referenced_by"`
	Source       string `json:"source"`
	// RelatedCalcKinds are the paths of the calculators that cite it.
	RelatedCalcKinds []string `json:"related_calc_kinds"`
	// Kind is always "standard": it tells a standard from a catalog row
	// (whose kind is chapter, article, part, section or table) in answers
	// that may hold either, the OpenAPI discriminator of Section.
	Kind StandardKind `json:"kind"`
}

// StandardKind marshals as "standard" whatever its (empty) value, so every
// Standard carries its discriminator without a store having to set it.
type StandardKind struct{}

// MarshalJSON writes "standard".
func (StandardKind) MarshalJSON() ([]byte, error) { return []byte(`"standard"`), nil }

// UnmarshalJSON accepts the value written by MarshalJSON.
func (*StandardKind) UnmarshalJSON([]byte) error { return nil }

// Adoption is which edition of a model code is in force in a state.
type Adoption struct {
	StateAbbr     string `json:"state_abbr"`
	State         string `json:"state"`
	Code          string `json:"code"` // IRC, IBC, IECC-R, IECC-C, NEC, IPC
	Edition       string `json:"edition"`
	Scope         string `json:"scope"`
	EffectiveDate string `json:"effective_date"` // YYYY-MM-DD, "" when unknown
	Amendments    string `json:"amendments"`
	Status        string `json:"status"`
	Confidence    string `json:"confidence"`
	Source        string `json:"source"`
	Notes         string `json:"notes"`
}

// Edition is one code edition the catalog carries.
type Edition struct {
	Edition   string `json:"edition"`
	Title     string `json:"title"`
	Sections  int    `json:"sections"`
	ViewerURL string `json:"viewer_url"`
}

// familyInfo describes a code family: its publisher, the edition a lookup
// by number defaults to (the edition calculators default to) and, per
// edition, its title and the publisher's free public viewer.
type familyInfo struct {
	Code, Title, Publisher, DefaultEdition string
	Editions                               []Edition // Sections filled from the data
}

// families are the catalog's code families in catalog order.
var families = []familyInfo{
	{"IRC", "International Residential Code", "International Code Council", "2021", []Edition{
		{Edition: "2021", Title: "2021 International Residential Code", ViewerURL: "https://codes.iccsafe.org/content/IRC2021P1"},
		{Edition: "2024", Title: "2024 International Residential Code", ViewerURL: "https://codes.iccsafe.org/content/IRC2024P1"},
	}},
	{"IBC", "International Building Code", "International Code Council", "2024", []Edition{
		{Edition: "2024", Title: "2024 International Building Code", ViewerURL: "https://codes.iccsafe.org/content/IBC2024P1"},
	}},
	{"NEC", "National Electrical Code (NFPA 70)", "National Fire Protection Association", "2023", []Edition{
		{Edition: "2023", Title: "NFPA 70, National Electrical Code, 2023 edition", ViewerURL: "https://link.nfpa.org/free-access/publications/70/2023"},
		{Edition: "2026", Title: "NFPA 70, National Electrical Code, 2026 edition", ViewerURL: "https://link.nfpa.org/free-access/publications/70/2026"},
	}},
	{"IECC", "International Energy Conservation Code", "International Code Council", "2024", []Edition{
		{Edition: "2024", Title: "2024 International Energy Conservation Code", ViewerURL: "https://codes.iccsafe.org/content/IECC2024P1"},
	}},
	{"IPC", "International Plumbing Code", "International Code Council", "2024", []Edition{
		{Edition: "2024", Title: "2024 International Plumbing Code", ViewerURL: "https://codes.iccsafe.org/content/IPC2024P1"},
	}},
}

// FamilyCodes are the codes of the catalog's families (IRC, IBC …), in order.
func FamilyCodes() []string {
	out := make([]string, len(families))
	for i, f := range families {
		out[i] = f.Code
	}
	return out
}

// familyByCode finds a family by its code, case-insensitively.
func familyByCode(code string) (familyInfo, bool) {
	for _, f := range families {
		if ascii.EqualFold(f.Code, code) {
			return f, true
		}
	}
	return familyInfo{}, false
}

// StandardsFamily is the pseudo-family under which the referenced standards
// (TMS 402, ASTM D698 …) are listed and looked up.
const StandardsFamily = "standards"

// AdoptionCodes are the codes of the adoption matrix, in order.
var AdoptionCodes = []string{"IRC", "IBC", "IECC-R", "IECC-C", "NEC", "IPC"}

// catalogEditions are the editions per family, from families.
var catalogEditions = func() map[string][]string {
	m := map[string][]string{}
	for _, f := range families {
		for _, e := range f.Editions {
			m[f.Code] = append(m[f.Code], e.Edition)
		}
	}
	return m
}()
