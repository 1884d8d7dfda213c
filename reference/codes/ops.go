package codes

import (
	"context"
	"embed"
	"strings"

	"github.com/plumbline-api/plumbline/internal/ascii"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/geo"
)

// Op is a codes operation: a reference.Op whose Run reads the codes and
// geography stores (Area binds them).
type Op struct {
	ID, Path, Tag, Summary, Description string
	Params                              []reference.Param
	Response                            string
	Run                                 func(ctx context.Context, st stores, version string, a reference.Args) (any, error)
}

// stores are what the codes operations read: the catalog and the places
// a jurisdiction lookup resolves.
type stores struct {
	Store
	Places
}

// Places resolves counties and ZIP codes (an alias, so it embeds beside Store).
type Places = geo.Store

// examples are the operations' worked examples (reference.Example).
//
//go:embed examples
var examples embed.FS

// Name is the area's name.
const Name = "codes"

// Area binds the codes operations to their stores.
func Area(st Store, places geo.Store) reference.Area {
	s := stores{st, places}
	out := make([]*reference.Op, len(ops))
	for i, o := range ops {
		run := o.Run
		out[i] = &reference.Op{ID: o.ID, Path: o.Path, Tag: o.Tag, Summary: o.Summary, Description: o.Description, Params: o.Params, Response: o.Response,
			Run: func(ctx context.Context, version string, a reference.Args) (any, error) {
				return run(ctx, s, version, a)
			}}
	}
	reference.AttachExamples(examples, out)
	return reference.Area{Name: Name, Ops: out, Schemas: Schemas(),
		Description: "The building-code section catalog (IRC, IBC, NEC, IECC, IPC), the standards calculators cite, and the state adoption matrix."}
}

var ops = []*Op{opCodesList, opCodesGet, opCodesListSections, opCodesGetSection, opCodesApplicable}

var (
	familyEnum = func() []string {
		out := []string{}
		for _, f := range families {
			out = append(out, strings.ToLower(f.Code))
		}
		return append(out, StandardsFamily)
	}()

	paramCode = reference.Param{Name: "code", In: "path", Required: true, Enum: familyEnum, Example: "irc",
		Description: "The code family (irc, ibc, nec, iecc, ipc), or `standards` for the referenced standards calculators cite. Case-insensitive."}
	// The edition is checked per family (checkEdition): a union of every
	// family's years would accept IRC years for NEC and name them in errors.
	paramEdition = reference.Param{Name: "edition", In: "query", Pattern: `^[0-9]{4}$`, Example: "2024",
		Description: editionDescription()}
)

var opCodesList = &Op{
	ID: "codes_list", Path: "/v1/codes", Tag: "codes", Response: "CodeList",
	Summary:     "List code families",
	Description: "The code families of the section catalog (IRC, IBC, NEC, IECC, IPC) with their editions, each edition's section count, the default edition a lookup by number uses, and the publisher's public viewer; plus the count of referenced standards.",
	Run: func(ctx context.Context, st stores, version string, _ reference.Args) (any, error) {
		fams, err := st.Families(ctx, version)
		if err != nil {
			return nil, err
		}
		stds, err := st.Standards(ctx, version)
		if err != nil {
			return nil, err
		}
		total := 0
		for _, f := range fams {
			for _, e := range f.Editions {
				total += e.Sections
			}
		}
		return map[string]any{
			"codes":           fams,
			"total_sections":  total,
			"standards":       map[string]any{"path": "/v1/codes/" + StandardsFamily, "count": len(stds)},
			"dataset_version": version,
		}, nil
	},
}

var opCodesGet = &Op{
	ID: "codes_get", Path: "/v1/codes/{code}", Tag: "codes", Response: "CodeFamily",
	Summary:     "Get a code family",
	Description: "One code family: its editions and, per edition, its chapters (number and title). `standards` lists the referenced standards (TMS 402, ASTM D698 …) with the calculators that cite each.",
	Params:      reference.Compile([]reference.Param{paramCode}),
	Run: func(ctx context.Context, st stores, version string, a reference.Args) (any, error) {
		code := a.String("code")
		if code == StandardsFamily {
			stds, err := st.Standards(ctx, version)
			if err != nil {
				return nil, err
			}
			return map[string]any{"code": StandardsFamily, "title": "Referenced standards", "standards": stds, "dataset_version": version}, nil
		}
		fams, err := st.Families(ctx, version)
		if err != nil {
			return nil, err
		}
		var fam Family
		for _, f := range fams {
			if ascii.EqualFold(f.Code, code) {
				fam = f
			}
		}
		page, err := st.Sections(ctx, version, SectionQuery{Code: fam.Code, Kind: "chapter", Limit: 1000})
		if err != nil {
			return nil, err
		}
		type chapter struct {
			Edition string `json:"edition"`
			Number  string `json:"number"`
			Title   string `json:"title"`
		}
		chapters := make([]chapter, 0, len(page.Sections))
		for _, s := range page.Sections {
			chapters = append(chapters, chapter{s.Edition, s.Number, s.Title})
		}
		return struct {
			Family
			Chapters       []chapter `json:"chapters"`
			DatasetVersion string    `json:"dataset_version"`
		}{fam, chapters, version}, nil
	},
}

var opCodesListSections = &Op{
	ID: "codes_list_sections", Path: "/v1/codes/{code}/sections", Tag: "codes", Response: "SectionList",
	Summary:     "List and search code sections",
	Description: "Catalog rows of one code family in catalog order, filtered by edition, chapter, kind and topic, and searched by number prefix or title words (`q`, case-insensitive); paginated with page and per_page. Numbers and titles only, never code text.",
	Params: reference.Compile([]reference.Param{paramCode, paramEdition,
		{Name: "chapter", In: "query", Pattern: `^[0-9A-Za-z]{1,4}$`, Example: "3", Description: "Chapter number, e.g. 3 (IRC Chapter 3) or 9 (NEC Chapter 9)."},
		{Name: "kind", In: "query", Enum: sectionKinds, Example: "section", Description: "Row kind: chapter, article, part, section or table."},
		{Name: "topic", In: "query", Pattern: `^[a-z0-9-]{1,40}$`, Example: "stairs", Description: "A topic tag (lowercase), e.g. stairs, footings, conductors."},
		{Name: "q", In: "query", Example: "R311.7", Description: "Search: a number prefix (R311.7) or words in the title (treads), case-insensitive."},
		{Name: "page", In: "query", Integer: true, Min: 1, Max: 100_000, Default: 1, Example: "1", Description: "Page number, from 1."},
		{Name: "per_page", In: "query", Integer: true, Min: 1, Max: 200, Default: 50, Example: "50", Description: "Rows per page, 1 to 200 (default 50)."},
	}),
	Run: func(ctx context.Context, st stores, version string, a reference.Args) (any, error) {
		code, page, perPage := a.String("code"), a.Int("page"), a.Int("per_page")
		var items any
		var total int
		if code == StandardsFamily {
			if a.String("edition") != "" || a.String("chapter") != "" || a.String("kind") != "" || a.String("topic") != "" {
				return nil, reference.InvalidField("code", "filter", "standards take only q, page and per_page")
			}
			stds, err := st.Standards(ctx, version)
			if err != nil {
				return nil, err
			}
			matched := []Standard{}
			needle := strings.ToLower(a.String("q"))
			for _, s := range stds {
				if strings.HasPrefix(strings.ToLower(s.Designation), needle) || strings.Contains(strings.ToLower(s.Title), needle) {
					matched = append(matched, s)
				}
			}
			total = len(matched)
			from := min((page-1)*perPage, total)
			items = matched[from:min(from+perPage, total)]
		} else {
			f, _ := familyByCode(code)
			if err := checkEdition(f, a.String("edition")); err != nil {
				return nil, err
			}
			res, err := st.Sections(ctx, version, SectionQuery{Code: f.Code, Edition: a.String("edition"), Chapter: a.String("chapter"),
				Kind: a.String("kind"), Topic: a.String("topic"), Q: a.String("q"), Offset: (page - 1) * perPage, Limit: perPage})
			if err != nil {
				return nil, err
			}
			items, total = res.Sections, res.Total
		}
		var next any
		if page*perPage < total {
			next = page + 1
		}
		if code != StandardsFamily {
			code = strings.ToUpper(code)
		}
		return map[string]any{"code": code, "page": page, "per_page": perPage, "total": total, "next_page": next,
			"sections": items, "dataset_version": version}, nil
	},
}

var opCodesGetSection = &Op{
	ID: "codes_get_section", Path: "/v1/codes/{code}/sections/{section}", Tag: "codes", Response: "Section",
	Summary: "Get a code section",
	Description: "One catalog row by its number, e.g. GET /v1/codes/irc/sections/R311.7.5, with `related_calc_kinds`: the calculator paths that cite it. " +
		"Without edition: the family's default edition (IRC 2021, NEC 2023) when it has the number, else the latest edition that does (R318.7.5 is IRC 2024). " +
		"Under `standards` the section is a standard's designation (ASTM D698). 404 when the catalog has no such row.",
	Params: reference.Compile([]reference.Param{paramCode,
		{Name: "section", In: "path", Required: true, Example: "R311.7.5", Description: "The section, table or chapter number as cited: R311.7.5, 220.82, 210.19(A), Chapter 9 Table 1; a standard's designation under standards. Case-insensitive."},
		paramEdition,
	}),
	Run: func(ctx context.Context, st stores, version string, a reference.Args) (any, error) {
		code, number := a.String("code"), a.String("section")
		if code == StandardsFamily {
			if a.String("edition") != "" {
				return nil, reference.InvalidField("edition", "filter", "standards have no edition here")
			}
			s, err := st.Standard(ctx, version, number)
			if err != nil {
				return nil, err
			}
			return struct {
				Standard
				DatasetVersion string `json:"dataset_version"`
			}{s, version}, nil
		}
		f, _ := familyByCode(code)
		if err := checkEdition(f, a.String("edition")); err != nil {
			return nil, err
		}
		s, err := st.Section(ctx, version, f.Code, a.String("edition"), number)
		if err != nil {
			return nil, err
		}
		return struct {
			Section
			Citation       string `json:"citation"`
			DatasetVersion string `json:"dataset_version"`
		}{s, s.Citation(), version}, nil
	},
}

func hasEdition(f familyInfo, edition string) bool {
	for _, e := range f.Editions {
		if e.Edition == edition {
			return true
		}
	}
	return false
}
