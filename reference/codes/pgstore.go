package codes

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// PGStore reads the codes area of imported dataset versions from Postgres.
type PGStore struct {
	pool *pgxpool.Pool
}

// NewPGStore reads through pool.
func NewPGStore(pool *pgxpool.Pool) *PGStore { return &PGStore{pool: pool} }

func (p *PGStore) Families(ctx context.Context, version string) ([]Family, error) {
	rows, err := p.pool.Query(ctx, `SELECT code, edition, count(*) FROM ref_sections WHERE version = $1 GROUP BY code, edition`, version)
	if err != nil {
		return nil, err
	}
	counts := map[string]int{}
	var code, edition string
	var n int
	if _, err := pgx.ForEachRow(rows, []any{&code, &edition, &n}, func() error {
		counts[code+" "+edition] = n
		return nil
	}); err != nil {
		return nil, err
	}
	return buildFamilies(func(code, edition string) int { return counts[code+" "+edition] }), nil
}

const sectionColumns = `code, edition, kind, number, title, chapter, parent, topics, viewer_url, source, related_calc_kinds`

func scanSection(row pgx.Row, extra ...any) (Section, error) {
	var s Section
	err := row.Scan(append([]any{&s.Code, &s.Edition, &s.Kind, &s.Number, &s.Title, &s.Chapter, &s.Parent, &s.Topics, &s.ViewerURL, &s.Source, &s.RelatedCalcKinds}, extra...)...)
	if s.Topics == nil {
		s.Topics = []string{}
	}
	return s, err
}

func (p *PGStore) Section(ctx context.Context, version, code, edition, number string) (Section, error) {
	f, ok := familyByCode(code)
	if !ok {
		return Section{}, errNoFamily(code)
	}
	// The order is lookupOrder's: the edition asked for, else the default
	// edition, else the latest.
	s, err := scanSection(p.pool.QueryRow(ctx, `SELECT `+sectionColumns+` FROM ref_sections
		WHERE version = $1 AND code = $2 AND upper(number) = upper($3) AND ($4 = '' OR edition = $4)
		ORDER BY edition = $5 DESC, edition DESC LIMIT 1`, version, f.Code, number, edition, f.DefaultEdition))
	if errors.Is(err, pgx.ErrNoRows) {
		return Section{}, errNoSection(f.Code, edition, number)
	}
	return s, err
}

func (p *PGStore) Sections(ctx context.Context, version string, q SectionQuery) (SectionPage, error) {
	needle := strings.ToLower(q.Q)
	rows, err := p.pool.Query(ctx, `SELECT `+sectionColumns+`, count(*) OVER () FROM ref_sections
		WHERE version = $1 AND ($2 = '' OR code = upper($2)) AND ($3 = '' OR edition = $3) AND ($4 = '' OR chapter = $4)
		  AND ($5 = '' OR kind = $5) AND ($6 = '' OR $6 = ANY (topics))
		  AND ($7 = '' OR starts_with(lower(number), $7) OR strpos(lower(title), $7) > 0)
		ORDER BY seq LIMIT $8 OFFSET $9`,
		version, q.Code, q.Edition, q.Chapter, q.Kind, q.Topic, needle, q.Limit, q.Offset)
	if err != nil {
		return SectionPage{}, err
	}
	defer rows.Close()
	page := SectionPage{Sections: []Section{}}
	for rows.Next() {
		s, err := scanSection(rows, &page.Total)
		if err != nil {
			return SectionPage{}, err
		}
		page.Sections = append(page.Sections, s)
	}
	if err := rows.Err(); err != nil {
		return SectionPage{}, err
	}
	if len(page.Sections) == 0 && q.Offset > 0 { // past the end: count alone
		q.Offset, q.Limit = 0, 1
		first, err := p.Sections(ctx, version, q)
		page.Total = first.Total
		return page, err
	}
	return page, nil
}

const standardColumns = `designation, title, publisher, url, referenced_by, source, related_calc_kinds`

func scanStandard(row pgx.Row) (Standard, error) {
	var s Standard
	err := row.Scan(&s.Designation, &s.Title, &s.Publisher, &s.URL, &s.ReferencedBy, &s.Source, &s.RelatedCalcKinds)
	return s, err
}

func (p *PGStore) Standards(ctx context.Context, version string) ([]Standard, error) {
	rows, err := p.pool.Query(ctx, `SELECT `+standardColumns+` FROM ref_standards WHERE version = $1 ORDER BY seq`, version)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (Standard, error) { return scanStandard(r) })
}

func (p *PGStore) Standard(ctx context.Context, version, designation string) (Standard, error) {
	s, err := scanStandard(p.pool.QueryRow(ctx, `SELECT `+standardColumns+` FROM ref_standards
		WHERE version = $1 AND upper(designation) = upper($2)`, version, designation))
	if errors.Is(err, pgx.ErrNoRows) {
		return Standard{}, errNoStandard(designation)
	}
	return s, err
}

func (p *PGStore) Adoption(ctx context.Context, version, state string) ([]Adoption, error) {
	rows, err := p.pool.Query(ctx, `SELECT state_abbr, state, code, edition, scope, effective_date, amendments, status, confidence, source, notes
		FROM ref_adoption WHERE version = $1 AND state_abbr = $2 ORDER BY code_order`, version, state)
	if err != nil {
		return nil, err
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (Adoption, error) {
		var a Adoption
		var at *time.Time
		err := r.Scan(&a.StateAbbr, &a.State, &a.Code, &a.Edition, &a.Scope, &at, &a.Amendments, &a.Status, &a.Confidence, &a.Source, &a.Notes)
		if at != nil {
			a.EffectiveDate = at.Format(isoDate)
		}
		return a, err
	})
	if err == nil && len(out) == 0 {
		return nil, errNoState(state)
	}
	return out, err
}
