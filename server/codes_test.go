package server_test

import (
	"log/slog"
	"slices"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline/cache"
	"github.com/plumbline-api/plumbline/internal/postgres/pgtest"
	"github.com/plumbline-api/plumbline/internal/redistest"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/areas"
	"github.com/plumbline-api/plumbline/reference/referencetest"
	"github.com/plumbline-api/plumbline/server"
)

type sectionOut struct {
	Code             string   `json:"code"`
	Edition          string   `json:"edition"`
	Kind             string   `json:"kind"`
	Number           string   `json:"number"`
	Title            string   `json:"title"`
	Chapter          string   `json:"chapter"`
	Parent           string   `json:"parent"`
	Topics           []string `json:"topics"`
	ViewerURL        string   `json:"viewer_url"`
	Source           string   `json:"source"`
	RelatedCalcKinds []string `json:"related_calc_kinds"`
	Citation         string   `json:"citation"`
	DatasetVersion   string   `json:"dataset_version"`
}

func TestCodeSection(t *testing.T) {
	e := start(t)
	// The spec's path, default edition 2021.
	r := e.get("/v1/codes/irc/sections/R311.7.5")
	s := decode[sectionOut](t, r)
	if s.Code != "IRC" || s.Edition != "2021" || s.Number != "R311.7.5" || s.Title != "Stair Treads and Risers" || s.Citation != "IRC R311.7.5" ||
		s.Parent != "R311.7" || s.Chapter != "3" || !slices.Contains(s.Topics, "stairs") || s.Source == "" || s.DatasetVersion == "" ||
		!strings.HasPrefix(s.ViewerURL, "https://codes.iccsafe.org/content/IRC2021") {
		t.Fatalf("section %+v", s)
	}
	if !slices.Equal(s.RelatedCalcKinds, []string{"/v1/calc/stairs/rise-run"}) {
		t.Fatalf("related_calc_kinds = %v", s.RelatedCalcKinds)
	}
	if r.header.Get("ETag") == "" || r.header.Get("Cache-Control") != "private, max-age=300" || r.header.Get("Content-Type") != "application/json" {
		t.Fatalf("headers %v", r.header)
	}

	// The 2024 numbering: found without an edition (the latest that has
	// it), and the old number is not a 2024 stair section.
	s = decode[sectionOut](t, e.get("/v1/codes/IRC/sections/r318.7.5"))
	if s.Edition != "2024" || s.Number != "R318.7.5" || !slices.Contains(s.RelatedCalcKinds, "/v1/calc/stairs/rise-run") {
		t.Fatalf("R318.7.5 = %+v", s)
	}
	p := e.mustProblem(e.get("/v1/codes/irc/sections/R311.7.5?edition=2024"), 404, "/v1/codes/irc/sections/R311.7.5")
	if !strings.Contains(p.Detail, "R311.7.5") || !strings.Contains(p.Detail, "IRC 2024") {
		t.Fatalf("detail %q", p.Detail)
	}

	// NEC numbers with list items, URL-escaped or not.
	for _, path := range []string{"/v1/codes/nec/sections/210.19(A)", "/v1/codes/nec/sections/210.19%28A%29"} {
		s = decode[sectionOut](t, e.get(path))
		if s.Number != "210.19(A)" || !slices.Contains(s.RelatedCalcKinds, "/v1/calc/electrical/wire-size") {
			t.Fatalf("%s = %+v", path, s)
		}
	}
	s = decode[sectionOut](t, e.get("/v1/codes/nec/sections/Chapter%209%20Table%201"))
	if s.Kind != "table" || len(s.RelatedCalcKinds) == 0 {
		t.Fatalf("NEC Chapter 9 Table 1 = %+v", s)
	}

	// Unknown things.
	p = e.mustProblem(e.get("/v1/codes/irc/sections/R999.9"), 404, "/v1/codes/irc/sections/R999.9")
	if !strings.Contains(p.Detail, "no section R999.9") {
		t.Fatalf("detail %q", p.Detail)
	}
	p = e.mustProblem(e.get("/v1/codes/ubc/sections/1"), 404, "/v1/codes/ubc/sections/1")
	if !strings.Contains(p.Detail, `no code "ubc"`) || !strings.Contains(p.Detail, "irc") {
		t.Fatalf("detail %q", p.Detail)
	}
	// IBC 2021 is a real edition the catalog does not hold (not a bad input);
	// 2019 is no IBC edition at all.
	p = e.mustProblem(e.get("/v1/codes/ibc/sections/1804?edition=2021"), 404, "/v1/codes/ibc/sections/1804")
	if !strings.Contains(p.Detail, "IBC 2021 is not carried") || !strings.Contains(p.Detail, "IBC 2024") {
		t.Fatalf("detail %q", p.Detail)
	}
	p = e.mustProblem(e.get("/v1/codes/ibc/sections/1804?edition=2019"), 422, "/v1/codes/ibc/sections/1804")
	if len(p.Errors) != 1 || p.Errors[0].Field != "edition" {
		t.Fatalf("errors %+v", p.Errors)
	}
	p = e.mustProblem(e.get("/v1/codes/ibc/sections/1804?editon=2024"), 422, "/v1/codes/ibc/sections/1804")
	if len(p.Errors) != 1 || p.Errors[0].Field != "editon" || p.Errors[0].Code != "unknown_parameter" {
		t.Fatalf("errors %+v", p.Errors)
	}
	e.mustProblem(e.do("GET", "/v1/codes/irc/sections/R311.7.5", ""), 401, "/v1/codes/irc/sections/R311.7.5")
}

func TestStandards(t *testing.T) {
	e := start(t)
	st := decode[struct {
		Designation      string   `json:"designation"`
		Title            string   `json:"title"`
		Publisher        string   `json:"publisher"`
		RelatedCalcKinds []string `json:"related_calc_kinds"`
	}](t, e.get("/v1/codes/standards/sections/astm%20d698"))
	if st.Designation != "ASTM D698" || st.Publisher != "ASTM International" || !slices.Contains(st.RelatedCalcKinds, "/v1/calc/site/compaction") {
		t.Fatalf("ASTM D698 = %+v", st)
	}
	list := decode[struct {
		Code      string `json:"code"`
		Standards []struct {
			Designation string `json:"designation"`
		} `json:"standards"`
	}](t, e.get("/v1/codes/standards"))
	if list.Code != "standards" || len(list.Standards) < 20 {
		t.Fatalf("standards list %+v", list)
	}
	page := decode[struct {
		Total    int `json:"total"`
		Sections []struct {
			Designation string `json:"designation"`
		} `json:"sections"`
	}](t, e.get("/v1/codes/standards/sections?q=ACI"))
	if page.Total != 3 || page.Sections[0].Designation != "ACI 211" {
		t.Fatalf("q=ACI: %+v", page)
	}
	e.mustProblem(e.get("/v1/codes/standards/sections?edition=2024"), 422, "/v1/codes/standards/sections")
	e.mustProblem(e.get("/v1/codes/standards/sections/ASTM%20Z9"), 404, "/v1/codes/standards/sections/ASTM Z9")
}

func TestCodeFamilies(t *testing.T) {
	e := start(t)
	list := decode[struct {
		Codes []struct {
			Code           string `json:"code"`
			DefaultEdition string `json:"default_edition"`
			Editions       []struct {
				Edition  string `json:"edition"`
				Sections int    `json:"sections"`
			} `json:"editions"`
		} `json:"codes"`
		TotalSections int `json:"total_sections"`
		Standards     struct {
			Count int `json:"count"`
		} `json:"standards"`
	}](t, e.get("/v1/codes"))
	var got []string
	for _, c := range list.Codes {
		for _, ed := range c.Editions {
			got = append(got, c.Code+" "+ed.Edition)
			if ed.Sections == 0 {
				t.Errorf("%s %s has no sections", c.Code, ed.Edition)
			}
		}
	}
	if list.TotalSections < 937 || list.Standards.Count < 20 ||
		!slices.Equal(got, []string{"IRC 2021", "IRC 2024", "IBC 2024", "NEC 2023", "NEC 2026", "IECC 2024", "IPC 2024"}) {
		t.Fatalf("codes list: %d sections, %d standards, editions %v", list.TotalSections, list.Standards.Count, got)
	}
	fam := decode[struct {
		Code     string `json:"code"`
		Chapters []struct {
			Edition, Number, Title string
		} `json:"chapters"`
	}](t, e.get("/v1/codes/irc"))
	if fam.Code != "IRC" || len(fam.Chapters) != 31 || fam.Chapters[2].Number != "Chapter 3" || fam.Chapters[2].Title != "Building Planning" {
		t.Fatalf("IRC family: %d chapters, %+v", len(fam.Chapters), fam.Chapters[:3])
	}
	e.mustProblem(e.get("/v1/codes/ubc"), 404, "/v1/codes/ubc")
}

func TestListSections(t *testing.T) {
	e := start(t)
	type page struct {
		Page     int          `json:"page"`
		PerPage  int          `json:"per_page"`
		Total    int          `json:"total"`
		NextPage *int         `json:"next_page"`
		Sections []sectionOut `json:"sections"`
	}
	p := decode[page](t, e.get("/v1/codes/irc/sections?edition=2021&q=r311.7&per_page=3"))
	if p.Total < 8 || len(p.Sections) != 3 || p.NextPage == nil || *p.NextPage != 2 || p.Sections[0].Number != "R311.7" {
		t.Fatalf("q=r311.7: %+v", p)
	}
	last := decode[page](t, e.get("/v1/codes/irc/sections?edition=2021&q=r311.7&per_page=3&page=3"))
	if last.Total != p.Total || last.NextPage != nil && *last.NextPage*3 >= p.Total+3 {
		t.Fatalf("page 3: %+v", last)
	}
	beyond := decode[page](t, e.get("/v1/codes/irc/sections?q=r311.7&page=500"))
	if len(beyond.Sections) != 0 || beyond.NextPage != nil || beyond.Total == 0 {
		t.Fatalf("beyond the end: %+v", beyond)
	}
	byTitle := decode[page](t, e.get("/v1/codes/irc/sections?q=treads%20and%20risers"))
	if byTitle.Total != 2 {
		t.Fatalf("title search: %+v", byTitle)
	}
	for _, s := range decode[page](t, e.get("/v1/codes/nec/sections?topic=electrical-load&per_page=200")).Sections {
		if !slices.Contains(s.Topics, "electrical-load") || s.Code != "NEC" {
			t.Fatalf("topic filter let through %+v", s)
		}
	}
	chapters := decode[page](t, e.get("/v1/codes/ibc/sections?kind=chapter&per_page=200"))
	if chapters.Total != 35 {
		t.Fatalf("IBC chapters: %d", chapters.Total)
	}
	inChapter := decode[page](t, e.get("/v1/codes/irc/sections?edition=2024&chapter=3&per_page=200"))
	for _, s := range inChapter.Sections {
		if s.Chapter != "3" || s.Edition != "2024" {
			t.Fatalf("chapter filter let through %+v", s)
		}
	}
	pr := e.mustProblem(e.get("/v1/codes/irc/sections?per_page=0&page=x&kind=clause"), 422, "/v1/codes/irc/sections")
	var fields []string
	for _, f := range pr.Errors {
		fields = append(fields, f.Field+":"+f.Code)
	}
	if !slices.Equal(fields, []string{"kind:enum", "page:type", "per_page:minimum"}) {
		t.Fatalf("every bad parameter reported: %v", fields)
	}
	e.mustProblem(e.get("/v1/codes/irc/sections?q=a&q=b"), 422, "/v1/codes/irc/sections")
}

func TestApplicableCodes(t *testing.T) {
	e := start(t)
	type out struct {
		Jurisdiction struct {
			StateAbbr  string `json:"state_abbr"`
			State      string `json:"state"`
			CountyFIPS string `json:"county_fips"`
			CountyName string `json:"county_name"`
			ZIP        string `json:"zip"`
			ResolvedBy string `json:"resolved_by"`
		} `json:"jurisdiction"`
		Codes []struct {
			Code           string  `json:"code"`
			Edition        *string `json:"edition"`
			Status         string  `json:"status"`
			Confidence     string  `json:"confidence"`
			Source         string  `json:"source"`
			CatalogEdition *string `json:"catalog_edition"`
			SectionsPath   *string `json:"sections_path"`
		} `json:"codes"`
		Note string `json:"note"`
	}
	byState := decode[out](t, e.get("/v1/codes/applicable?state=ca"))
	var codes []string
	for _, c := range byState.Codes {
		codes = append(codes, c.Code)
		if c.Source == "" || c.Confidence == "" {
			t.Errorf("row without source or confidence: %+v", c)
		}
		if c.CatalogEdition != nil && (c.Edition == nil || *c.CatalogEdition != *c.Edition || !strings.Contains(*c.SectionsPath, "edition="+*c.Edition)) {
			t.Errorf("catalog link of %+v", c)
		}
	}
	if byState.Jurisdiction.State != "California" || !slices.Equal(codes, []string{"IRC", "IBC", "IECC-R", "IECC-C", "NEC", "IPC"}) || byState.Note == "" {
		t.Fatalf("CA: %+v", byState)
	}
	byCounty := decode[out](t, e.get("/v1/codes/applicable?county=06037"))
	if byCounty.Jurisdiction.StateAbbr != "CA" || byCounty.Jurisdiction.CountyName != "Los Angeles County" || byCounty.Jurisdiction.ZIP != "" {
		t.Fatalf("county 06037: %+v", byCounty.Jurisdiction)
	}
	byZIP := decode[out](t, e.get("/v1/codes/applicable?zip=94103"))
	if byZIP.Jurisdiction.StateAbbr != "CA" || byZIP.Jurisdiction.CountyFIPS != "06075" || byZIP.Jurisdiction.CountyName != "San Francisco County" || byZIP.Jurisdiction.ResolvedBy == "" {
		t.Fatalf("ZIP 94103: %+v", byZIP.Jurisdiction)
	}
	if len(byZIP.Codes) != len(byState.Codes) {
		t.Fatalf("ZIP and state answers differ: %d vs %d rows", len(byZIP.Codes), len(byState.Codes))
	}
	for _, tc := range []struct {
		query  string
		status int
		field  string
	}{
		{"", 422, "state"},
		{"?state=CA&zip=94103", 422, "state"},
		{"?state=ZZ", 422, "state"},
		{"?state=California", 422, "state"},
		{"?county=6037", 422, "county"},
		{"?zip=9410", 422, "zip"},
		{"?county=99999", 404, ""},
		{"?zip=00000", 404, ""},
		{"?zip=96960", 404, ""}, // Marshall Islands: outside the 50 states and DC
	} {
		p := e.mustProblem(e.get("/v1/codes/applicable"+tc.query), tc.status, "/v1/codes/applicable")
		if tc.field != "" && (len(p.Errors) == 0 || p.Errors[0].Field != tc.field) {
			t.Errorf("%s: errors %+v, want one on %s", tc.query, p.Errors, tc.field)
		}
	}
}

// A revalidation answers 304 without a body, is rate-limited, and is not
// counted against the monthly quota.
func TestNotModified(t *testing.T) {
	e := start(t)
	used := func() float64 {
		return decode[map[string]any](t, e.get("/v1/account/usage"))["requests_used"].(float64)
	}
	const path = "/v1/codes/irc/sections/R311.7.5"
	first := e.get(path)
	etag := first.header.Get("ETag")
	if first.status != 200 || !strings.HasPrefix(etag, `"`) {
		t.Fatalf("first: %d, ETag %q", first.status, etag)
	}
	before := used()
	for _, inm := range []string{etag, "W/" + etag, `"other", ` + etag} {
		r := e.get(path, "If-None-Match", inm)
		if r.status != 304 || len(r.body) != 0 || r.header.Get("ETag") != etag || r.header.Get("RateLimit") == "" {
			t.Fatalf("If-None-Match %s: %d %q %v", inm, r.status, r.body, r.header)
		}
	}
	if after := used(); after != before {
		t.Fatalf("304s counted: usage %v, then %v", before, after)
	}
	r := e.get(path, "If-None-Match", `"stale-version-tag"`)
	if r.status != 200 || len(r.body) == 0 {
		t.Fatalf("a stale tag: %d", r.status)
	}
	if after := used(); after != before+1 {
		t.Fatalf("a 200 not counted: usage %v, then %v", before, after)
	}
	// "*" asks whether the answer exists, which only computing it tells: a
	// 304, counted (issue 24 finding 4: it was free). "W/*" is no tag at all.
	if r := e.get(path, "If-None-Match", "*"); r.status != 304 || len(r.body) != 0 {
		t.Fatalf("If-None-Match *: %d %q", r.status, r.body)
	}
	if r := e.get(path, "If-None-Match", "W/*"); r.status != 200 || len(r.body) == 0 {
		t.Fatalf("If-None-Match W/*: %d", r.status)
	}
	if after := used(); after != before+3 {
		t.Fatalf("* and W/* not counted: usage %v, then %v", before+1, after)
	}
	// Another request has another tag; the query is part of it.
	if other := e.get(path + "?edition=2021").header.Get("ETag"); other == etag || other == "" {
		t.Fatalf("tags %q and %q", etag, other)
	}
	// A tag for a section that does not exist still gets the 404.
	e.mustProblem(e.get("/v1/codes/irc/sections/R999.9", "If-None-Match", "*"), 404, "/v1/codes/irc/sections/R999.9")
}

// The reference routes are matched before the router (refroute.go): the
// same answers as the router would give at the edges.
func TestReferenceRouteEdges(t *testing.T) {
	e := start(t)
	for _, path := range []string{"/v1/codes/irc/", "/v1/codes/irc/sections/R311.7.5/x", "/v1/codes/irc/section/R311.7.5", "/v1/codesx/irc"} {
		e.mustProblem(e.get(path), 404, path)
	}
	e.mustProblem(e.get("/v1/codes//sections/1"), 404, "/v1/codes/sections/1") // the path as normalized
	r := e.do("POST", "/v1/codes/irc", "{}", "Authorization", "Bearer "+e.key, "Content-Type", "application/json")
	e.mustProblem(r, 405, "/v1/codes/irc")
	if r.header.Get("Allow") != "GET, HEAD, OPTIONS" {
		t.Fatalf("Allow %q", r.header.Get("Allow"))
	}
	if s := decode[sectionOut](t, e.get("/v1/codes/irc/sections/R311.7.5?edition=2021")); s.Number != "R311.7.5" {
		t.Fatalf("with a query: %+v", s)
	}
	// "applicable" is a route of its own, not a code family.
	e.mustProblem(e.get("/v1/codes/applicable"), 422, "/v1/codes/applicable")
}

// TestReferenceOnPostgresAndRedis: two instances on one Postgres and one
// Redis. A miss loads from Postgres, the other instance finds it in the
// Redis L2, a repeat is an L1 hit, and importing a new version makes every
// earlier answer (and its ETag) stale at once.
func TestReferenceOnPostgresAndRedis(t *testing.T) {
	db := pgtest.New(t)
	rdb, prefix := redistest.New(t)
	ctx := t.Context()
	v1, f1 := referencetest.Load(t)
	if _, err := reference.Import(ctx, db.Pool, v1, f1, nil); err != nil {
		t.Fatal(err)
	}
	instance := func() (*testEnv, *reference.Service, *cache.Cache) {
		c, err := cache.New(cache.Options{Redis: rdb, Prefix: prefix})
		if err != nil {
			t.Fatal(err)
		}
		svc := reference.NewService(reference.NewPGVersions(db.Pool), areas.Postgres(db.Pool), c, slog.New(slog.DiscardHandler))
		if err := svc.Refresh(ctx); err != nil {
			t.Fatal(err)
		}
		return start(t, func(cfg *server.Config) { cfg.Reference = svc }), svc, c
	}
	a, svcA, cacheA := instance()
	b, _, cacheB := instance()
	stats := func(c *cache.Cache) [3]int64 { l1, l2, loads := c.Stats(); return [3]int64{l1, l2, loads} }

	const path = "/v1/codes/irc/sections/R311.7.5"
	first := a.get(path)
	if first.status != 200 || stats(cacheA) != [3]int64{0, 0, 1} {
		t.Fatalf("miss: %d, stats %v", first.status, stats(cacheA))
	}
	if r := b.get(path); r.status != 200 || string(r.body) != string(first.body) || stats(cacheB) != [3]int64{0, 1, 0} {
		t.Fatalf("other instance: %d, stats %v", r.status, stats(cacheB))
	}
	if r := a.get(path); r.status != 200 || stats(cacheA) != [3]int64{1, 0, 1} {
		t.Fatalf("repeat: %d, stats %v", r.status, stats(cacheA))
	}
	etag1 := first.header.Get("ETag")
	if r := a.get(path, "If-None-Match", etag1); r.status != 304 {
		t.Fatalf("revalidation: %d", r.status)
	}

	v2, f2, err := reference.Load(referencetest.WithCounty(t, "06999", "Test County")...)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := reference.Import(ctx, db.Pool, v2, f2, nil); err != nil {
		t.Fatal(err)
	}
	if err := svcA.Refresh(ctx); err != nil {
		t.Fatal(err)
	}
	r := a.get(path, "If-None-Match", etag1)
	etag2 := r.header.Get("ETag")
	if r.status != 200 || etag2 == etag1 || !strings.Contains(etag2, v2.Version) || stats(cacheA)[2] != 2 {
		t.Fatalf("after the new version: %d, ETag %s (was %s), stats %v", r.status, etag2, etag1, stats(cacheA))
	}
	if !strings.Contains(string(r.body), `"dataset_version":"`+v2.Version+`"`) {
		t.Fatalf("body of the old version: %s", r.body)
	}
	if r := a.get(path, "If-None-Match", etag2); r.status != 304 {
		t.Fatalf("revalidation under the new version: %d", r.status)
	}
}
