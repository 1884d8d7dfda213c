package codes

import (
	"context"
	"slices"
	"strings"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/internal/ascii"
	"github.com/plumbline-api/plumbline/reference"
)

// MemoryStore serves the codes part of one loaded dataset: the embedded
// default. Records are returned by value and their slices are never
// modified after loading.
type MemoryStore struct {
	ds *reference.Dataset
	d  *Data
}

// NewMemoryStore serves ds's codes part.
func NewMemoryStore(ds *reference.Dataset) *MemoryStore { return &MemoryStore{ds: ds, d: Of(ds)} }

// errNotLoaded: the codes area was not loaded at start.
var errNotLoaded = plumbline.Errorf(plumbline.EUNAVAILABLE, "the codes area is not loaded on this instance")

// data checks the version asked for is the one held.
func (m *MemoryStore) data(version string) (*Data, error) {
	return reference.HeldPart(m.ds, version, m.d, errNotLoaded)
}

func (m *MemoryStore) Families(_ context.Context, version string) ([]Family, error) {
	ds, err := m.data(version)
	if err != nil {
		return nil, err
	}
	counts := map[string]int{}
	for _, s := range ds.Sections {
		counts[s.Code+" "+s.Edition]++
	}
	return buildFamilies(func(code, edition string) int { return counts[code+" "+edition] }), nil
}

// buildFamilies fills the static family descriptions with section counts.
func buildFamilies(count func(code, edition string) int) []Family {
	out := make([]Family, len(families))
	for i, f := range families {
		out[i] = Family{Code: f.Code, Title: f.Title, Publisher: f.Publisher, DefaultEdition: f.DefaultEdition, Editions: slices.Clone(f.Editions)}
		for j := range out[i].Editions {
			out[i].Editions[j].Sections = count(f.Code, out[i].Editions[j].Edition)
		}
	}
	return out
}

func (m *MemoryStore) Section(_ context.Context, version, code, edition, number string) (Section, error) {
	ds, err := m.data(version)
	if err != nil {
		return Section{}, err
	}
	f, ok := familyByCode(code)
	if !ok {
		return Section{}, errNoFamily(code)
	}
	for _, e := range lookupOrder(f, edition) {
		if i, ok := ds.sectionIdx[sectionKey(f.Code, e, number)]; ok {
			return ds.Sections[i], nil
		}
	}
	return Section{}, errNoSection(f.Code, edition, number)
}

// lookupOrder is the editions a lookup by number tries: the one asked for,
// or the default then the others, latest first.
func lookupOrder(f familyInfo, edition string) []string {
	if edition != "" {
		return []string{edition}
	}
	order := []string{f.DefaultEdition}
	for i := len(f.Editions) - 1; i >= 0; i-- {
		if e := f.Editions[i].Edition; e != f.DefaultEdition {
			order = append(order, e)
		}
	}
	return order
}

func (m *MemoryStore) Sections(_ context.Context, version string, q SectionQuery) (SectionPage, error) {
	ds, err := m.data(version)
	if err != nil {
		return SectionPage{}, err
	}
	page := SectionPage{Sections: []Section{}}
	for _, s := range ds.Sections {
		if !q.matches(&s) {
			continue
		}
		if page.Total >= q.Offset && len(page.Sections) < q.Limit {
			page.Sections = append(page.Sections, s)
		}
		page.Total++
	}
	return page, nil
}

// matches is the filter both stores apply (PGStore in SQL).
func (q *SectionQuery) matches(s *Section) bool {
	switch {
	case q.Code != "" && !ascii.EqualFold(q.Code, s.Code),
		q.Edition != "" && q.Edition != s.Edition,
		q.Chapter != "" && q.Chapter != s.Chapter,
		q.Kind != "" && q.Kind != s.Kind,
		q.Topic != "" && !slices.Contains(s.Topics, q.Topic):
		return false
	}
	if q.Q == "" {
		return true
	}
	needle := strings.ToLower(q.Q)
	return strings.HasPrefix(strings.ToLower(s.Number), needle) || strings.Contains(strings.ToLower(s.Title), needle)
}

func (m *MemoryStore) Standards(_ context.Context, version string) ([]Standard, error) {
	ds, err := m.data(version)
	if err != nil {
		return nil, err
	}
	return ds.Standards, nil
}

func (m *MemoryStore) Standard(_ context.Context, version, designation string) (Standard, error) {
	ds, err := m.data(version)
	if err != nil {
		return Standard{}, err
	}
	if i, ok := ds.standardIdx[strings.ToUpper(designation)]; ok {
		return ds.Standards[i], nil
	}
	return Standard{}, errNoStandard(designation)
}

func (m *MemoryStore) Adoption(_ context.Context, version, state string) ([]Adoption, error) {
	ds, err := m.data(version)
	if err != nil {
		return nil, err
	}
	if rows := ds.byState[state]; len(rows) > 0 {
		return rows, nil
	}
	return nil, errNoState(state)
}
