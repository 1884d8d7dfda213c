package codes

import (
	"context"
	"slices"

	"github.com/plumbline-api/plumbline/reference"
)

// Write copies the catalog, the standards and the adoption matrix into
// their tables.
func (ds *Data) Write(_ context.Context, w *reference.Writer) error {
	copyRows := w.Copy
	v := w.Version()
	if err := copyRows("ref_sections", []string{"version", "seq", "code", "edition", "kind", "number", "title", "chapter", "parent", "topics", "viewer_url", "source", "related_calc_kinds"},
		len(ds.Sections), func(i int) []any {
			s := &ds.Sections[i]
			return []any{v, i, s.Code, s.Edition, s.Kind, s.Number, s.Title, s.Chapter, s.Parent, s.Topics, s.ViewerURL, s.Source, s.RelatedCalcKinds}
		}); err != nil {
		return err
	}
	if err := copyRows("ref_standards", []string{"version", "seq", "designation", "title", "publisher", "url", "referenced_by", "source", "related_calc_kinds"},
		len(ds.Standards), func(i int) []any {
			s := &ds.Standards[i]
			return []any{v, i, s.Designation, s.Title, s.Publisher, s.URL, s.ReferencedBy, s.Source, s.RelatedCalcKinds}
		}); err != nil {
		return err
	}
	if err := copyRows("ref_adoption", []string{"version", "state_abbr", "state", "code", "code_order", "edition", "scope", "effective_date", "amendments", "status", "confidence", "source", "notes"},
		len(ds.Adoption), func(i int) []any {
			a := &ds.Adoption[i]
			var date any
			if a.EffectiveDate != "" {
				date = a.EffectiveDate
			}
			return []any{v, a.StateAbbr, a.State, a.Code, slices.Index(AdoptionCodes, a.Code), a.Edition, a.Scope, date, a.Amendments, a.Status, a.Confidence, a.Source, a.Notes}
		}); err != nil {
		return err
	}
	return nil
}
