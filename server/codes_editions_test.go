package server_test

import (
	"encoding/json"
	"net/url"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline/calc"
	"github.com/plumbline-api/plumbline/reference/codes"
)

// TestCodeEditionsFollowTheCode holds the codes area to the editions each
// code really has and to what the calculators accept: every value of every
// calculator's *_edition input, asked of every section of that code the
// calculator cites, answers the section or a 404 saying the edition is not
// carried (with the catalog edition the calculators cite instead), never a
// 422. NEC 2020 was once refused as "must be one of 2021, 2023, 2024, 2026",
// two of which are no NEC edition.
func TestCodeEditionsFollowTheCode(t *testing.T) {
	e := start(t)
	asked := 0
	for _, c := range calc.Builtin().All() {
		for _, in := range c.Inputs() {
			family, ok := strings.CutSuffix(in.Name, "_edition")
			if !ok {
				continue
			}
			family = strings.ToUpper(family)
			for _, edition := range in.Enum {
				for _, cite := range c.CodeReferences {
					code, number, ok := codes.SplitCitation(cite)
					if !ok || code != family {
						continue
					}
					path := "/v1/codes/" + strings.ToLower(code) + "/sections/" + url.PathEscape(number)
					r := e.get(path + "?edition=" + edition)
					asked++
					switch r.status {
					case 200:
						var s sectionOut
						if err := json.Unmarshal(r.body, &s); err != nil || s.Edition != edition {
							t.Errorf("%s?edition=%s: %s", path, edition, r.body)
						}
					case 404:
						var p problem
						_ = json.Unmarshal(r.body, &p)
						// Either the edition is not carried, or the carried
						// edition numbers the rule otherwise (R311.7.5 in 2024).
						if !strings.Contains(p.Detail, "is not carried") && !strings.Contains(p.Detail, "no section") {
							t.Errorf("%s?edition=%s (%s accepts it): 404 %q", path, edition, c.Path, p.Detail)
						}
					default:
						t.Errorf("%s?edition=%s (%s accepts %s %s): %d %s", path, edition, c.Path, in.Name, edition, r.status, r.body)
					}
				}
			}
		}
	}
	if asked < 20 {
		t.Fatalf("asked %d lookups; the walk missed the calculators", asked)
	}

	// NEC 2020: accepted by calculators, not carried; the answer names the
	// 2023 section they cite, for the list as for one section.
	for _, path := range []string{"/v1/codes/nec/sections/220.82", "/v1/codes/nec/sections"} {
		p := e.mustProblem(e.get(path+"?edition=2020"), 404, path)
		if !strings.Contains(p.Detail, "NEC 2020 is not carried") || !strings.Contains(p.Detail, "edition=2023") {
			t.Errorf("%s?edition=2020: %q", path, p.Detail)
		}
	}
	// 2021 and 2024 are IRC years, not NEC editions: refused, and the
	// message names NEC's own editions only.
	for _, year := range []string{"2021", "2024", "20x3"} {
		p := e.mustProblem(e.get("/v1/codes/nec/sections/220.82?edition="+year), 422, "/v1/codes/nec/sections/220.82")
		if len(p.Errors) != 1 || p.Errors[0].Field != "edition" {
			t.Fatalf("edition=%s: %+v", year, p.Errors)
		}
		if year == "20x3" {
			continue
		}
		if rest, _ := strings.CutPrefix(p.Errors[0].Message, year); strings.Contains(rest, "2021") || strings.Contains(rest, "2024") || !strings.Contains(rest, "2026") {
			t.Errorf("edition=%s: %q", year, p.Errors[0].Message)
		}
	}
	// The carried editions answer.
	for _, q := range []string{"nec/sections/220.82?edition=2023", "nec/sections/120.82?edition=2026", "irc/sections/R318.7.5?edition=2024"} {
		if r := e.get("/v1/codes/" + q); r.status != 200 {
			t.Errorf("%s: %d %s", q, r.status, r.body)
		}
	}
}
