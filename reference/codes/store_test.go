package codes_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/reference/codes"
	"github.com/plumbline-api/plumbline/reference/referencetest"
)

// stores gives each contract test the memory store and the Postgres store
// holding the same dataset.
func stores(t *testing.T) (fixture, map[string]codes.Store) {
	t.Helper()
	ds, files := referencetest.Load(t)
	db := referencetest.Imported(t, ds, files)
	return fixture{codes.Of(ds), ds.Version}, map[string]codes.Store{"memory": codes.NewMemoryStore(ds), "postgres": codes.NewPGStore(db)}
}

// fixture is the codes part of the fixture dataset and its version.
type fixture struct {
	*codes.Data
	Version string
}

func TestStoreContract(t *testing.T) {
	ds, all := stores(t)
	for name, st := range all {
		t.Run(name, func(t *testing.T) {
			ctx := t.Context()
			t.Run("families", func(t *testing.T) { testFamilies(t, ctx, st, ds) })
			t.Run("section", func(t *testing.T) { testSection(t, ctx, st, ds) })
			t.Run("sections", func(t *testing.T) { testSections(t, ctx, st, ds) })
			t.Run("standards", func(t *testing.T) { testStandards(t, ctx, st, ds) })
			t.Run("places", func(t *testing.T) { testPlaces(t, ctx, st, ds) })
		})
	}
}

func testFamilies(t *testing.T, ctx context.Context, st codes.Store, ds fixture) {
	fams, err := st.Families(ctx, ds.Version)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	total := 0
	for _, f := range fams {
		got = append(got, f.Code)
		for _, e := range f.Editions {
			want := 0
			for _, s := range ds.Sections {
				if s.Code == f.Code && s.Edition == e.Edition {
					want++
				}
			}
			if e.Sections != want {
				t.Errorf("%s %s: %d sections, want %d", f.Code, e.Edition, e.Sections, want)
			}
			total += e.Sections
		}
	}
	if !slices.Equal(got, []string{"IRC", "IBC", "NEC", "IECC", "IPC"}) {
		t.Errorf("families = %v", got)
	}
	if total != len(ds.Sections) {
		t.Errorf("sections in families = %d, want %d", total, len(ds.Sections))
	}
}

func testSection(t *testing.T, ctx context.Context, st codes.Store, ds fixture) {
	for _, tc := range []struct {
		code, edition, number string
		wantEdition           string
		wantNumber            string
	}{
		{"IRC", "2021", "R311.7.5", "2021", "R311.7.5"},
		{"irc", "", "r311.7.5", "2021", "R311.7.5"}, // default edition, any case
		{"IRC", "", "R318.7.5", "2024", "R318.7.5"}, // only in 2024: the latest that has it
		{"NEC", "", "220.82", "2023", "220.82"},
	} {
		s, err := st.Section(ctx, ds.Version, tc.code, tc.edition, tc.number)
		if err != nil {
			t.Errorf("Section(%s, %q, %s): %v", tc.code, tc.edition, tc.number, err)
			continue
		}
		if s.Edition != tc.wantEdition || s.Number != tc.wantNumber || s.Title == "" || s.Source == "" {
			t.Errorf("Section(%s, %q, %s) = %+v", tc.code, tc.edition, tc.number, s)
		}
		if !slices.Equal(s.RelatedCalcKinds, want(ds, s)) {
			t.Errorf("%s related = %v, want %v", s.Citation(), s.RelatedCalcKinds, want(ds, s))
		}
	}
	for _, tc := range []struct{ code, edition, number string }{
		{"IRC", "2024", "R311.7.5"}, {"IRC", "2021", "R999.9"}, {"NEC", "2026", "no-such"},
	} {
		if _, err := st.Section(ctx, ds.Version, tc.code, tc.edition, tc.number); plumbline.ErrorCode(err) != plumbline.ENOTFOUND {
			t.Errorf("Section(%s %s %s) err = %v, want not found", tc.code, tc.edition, tc.number, err)
		}
	}
	// Every row answers as loaded, in both stores.
	for _, s := range ds.Sections {
		got, err := st.Section(ctx, ds.Version, s.Code, s.Edition, s.Number)
		if err != nil || got.Title != s.Title || !slices.Equal(got.Topics, s.Topics) || got.Parent != s.Parent || got.ViewerURL != s.ViewerURL {
			t.Fatalf("%s %s: got %+v, %v; want %+v", s.Citation(), s.Edition, got, err, s)
		}
	}
}

// want is the row's links as the dataset holds them.
func want(ds fixture, s codes.Section) []string {
	for _, r := range ds.Sections {
		if r.Code == s.Code && r.Edition == s.Edition && r.Number == s.Number {
			return r.RelatedCalcKinds
		}
	}
	return nil
}

func testSections(t *testing.T, ctx context.Context, st codes.Store, ds fixture) {
	// Each query is checked against a filter of the loaded rows, so the
	// test holds for any catalog.
	for _, q := range []codes.SectionQuery{
		{Code: "IRC"},
		{Code: "IRC", Edition: "2021", Limit: 3},
		{Code: "IRC", Edition: "2024", Q: "r318.7"},
		{Code: "IRC", Q: "treads"},
		{Code: "NEC", Kind: "section"},
		{Code: "IRC", Topic: "stairs"},
		{Code: "IRC", Chapter: "3", Offset: 2, Limit: 2},
		{Code: "IBC", Q: "%"}, // LIKE wildcards are literal
		{Code: "IRC", Offset: 100_000, Limit: 5},
	} {
		if q.Limit == 0 {
			q.Limit = 1000
		}
		var want []string
		for _, s := range ds.Sections {
			if matches(q, s) {
				want = append(want, s.Edition+" "+s.Number)
			}
		}
		total := len(want)
		want = want[min(q.Offset, total):min(q.Offset+q.Limit, total)]
		page, err := st.Sections(ctx, ds.Version, q)
		if err != nil {
			t.Fatalf("%+v: %v", q, err)
		}
		var got []string
		for _, s := range page.Sections {
			got = append(got, s.Edition+" "+s.Number)
		}
		if page.Total != total || !slices.Equal(got, want) {
			t.Errorf("%+v:\n got %d %v\nwant %d %v", q, page.Total, got, total, want)
		}
	}
}

// matches restates the documented filter independently of the stores.
func matches(q codes.SectionQuery, s codes.Section) bool {
	if q.Code != "" && q.Code != s.Code || q.Edition != "" && q.Edition != s.Edition || q.Chapter != "" && q.Chapter != s.Chapter ||
		q.Kind != "" && q.Kind != s.Kind || q.Topic != "" && !slices.Contains(s.Topics, q.Topic) {
		return false
	}
	lq := strings.ToLower(q.Q)
	return strings.HasPrefix(strings.ToLower(s.Number), lq) || strings.Contains(strings.ToLower(s.Title), lq)
}

func testStandards(t *testing.T, ctx context.Context, st codes.Store, ds fixture) {
	stds, err := st.Standards(ctx, ds.Version)
	if err != nil || len(stds) != len(ds.Standards) {
		t.Fatalf("Standards = %d, %v; want %d", len(stds), err, len(ds.Standards))
	}
	for i, s := range ds.Standards {
		if stds[i].Designation != s.Designation || !slices.Equal(stds[i].RelatedCalcKinds, s.RelatedCalcKinds) {
			t.Errorf("standard %d = %+v, want %+v", i, stds[i], s)
		}
		got, err := st.Standard(ctx, ds.Version, strings.ToLower(s.Designation))
		if err != nil || got.Title != s.Title {
			t.Errorf("Standard(%s) = %+v, %v", s.Designation, got, err)
		}
	}
	if _, err := st.Standard(ctx, ds.Version, "ASTM Z999"); plumbline.ErrorCode(err) != plumbline.ENOTFOUND {
		t.Errorf("unknown standard: %v", err)
	}
}

func testPlaces(t *testing.T, ctx context.Context, st codes.Store, ds fixture) {
	rows, err := st.Adoption(ctx, ds.Version, "CA")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range rows {
		got = append(got, r.Code)
		if r.State != "California" || r.Source == "" {
			t.Errorf("CA row %+v", r)
		}
	}
	if !slices.Equal(got, codes.AdoptionCodes) {
		t.Errorf("CA codes = %v, want %v", got, codes.AdoptionCodes)
	}
	for _, want := range ds.Adoption {
		if want.StateAbbr != "CA" {
			continue
		}
		i := slices.IndexFunc(rows, func(r codes.Adoption) bool { return r.Code == want.Code })
		if rows[i] != want {
			t.Errorf("CA %s = %+v, want %+v", want.Code, rows[i], want)
		}
	}
	if _, err := st.Adoption(ctx, ds.Version, "PR"); plumbline.ErrorCode(err) != plumbline.ENOTFOUND {
		t.Errorf("PR: %v", err)
	}
}
