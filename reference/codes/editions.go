package codes

import (
	"strconv"
	"strings"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/reference"
)

// What an edition asked of a family can be, and the answer each gets:
//
//   - carried: the catalog holds its sections (IRC 2021, NEC 2026);
//   - published but not carried: a real edition of that code the catalog does
//     not hold (NEC 2020, IBC 2021): 404 saying what is held and, where
//     calculators accept the edition, which catalog edition their citations
//     use (editionCitedAs);
//   - not an edition of that code: 422 naming the code's editions (2021 is
//     an IRC year, never an NEC one).
//
// The model codes are published every three years: the ICC's I-codes in
// 2000, 2003 … 2024, NFPA 70 in 2002, 2005 … 2026. Editions are counted from
// 2000 up to the latest the catalog carries.
const firstEdition = 2000

// editionCitedAs maps an edition calculators accept that the catalog does
// not carry to the catalog edition their citations use for the same rule
// (docs/decisions.md, "Citations under editions the codes area does not
// carry"): nec_edition 2020 cites the 2023 sections.
var editionCitedAs = map[string]map[string]string{
	"NEC": {"2020": "2023"},
}

// publishedEditions are a family's editions from firstEdition to the latest
// the catalog carries, on the family's three-year cycle.
func publishedEditions(f familyInfo) []string {
	latest, _ := strconv.Atoi(f.Editions[len(f.Editions)-1].Edition)
	var out []string
	for y := latest; y >= firstEdition; y -= 3 {
		out = append([]string{strconv.Itoa(y)}, out...)
	}
	return out
}

// checkEdition says whether the catalog can answer edition e of family f:
// nil when it carries it ("" is the default), a not-found naming what is
// held when e is a published edition it does not carry, an invalid field
// naming the family's editions otherwise.
func checkEdition(f familyInfo, e string) error {
	if e == "" || hasEdition(f, e) {
		return nil
	}
	held := strings.Join(catalogEditions[f.Code], " and ")
	for _, p := range publishedEditions(f) {
		if p != e {
			continue
		}
		msg := f.Code + " " + e + " is not carried: the catalog holds " + f.Code + " " + held + "."
		if as, ok := editionCitedAs[f.Code][e]; ok {
			msg += " Calculators accept " + strings.ToLower(f.Code) + "_edition " + e + " and cite the " + f.Code + " " + as +
				" section that carries the same rule: ask for edition=" + as + "."
		}
		return plumbline.Errorf(plumbline.ENOTFOUND, "%s", msg)
	}
	eds := publishedEditions(f)
	return reference.InvalidField("edition", "enum", "%s is not an edition of %s: its editions are %s … %s (every three years); the catalog holds %s",
		e, f.Code, strings.Join(eds[:2], ", "), eds[len(eds)-1], held)
}

// editionDescription documents the edition parameter per family.
func editionDescription() string {
	var parts []string
	for _, f := range families {
		p := f.Code + " " + strings.Join(catalogEditions[f.Code], " or ")
		for e, as := range editionCitedAs[f.Code] {
			p += " (" + e + ": accepted by calculators, not carried; a 404 names the " + as + " section they cite)"
		}
		parts = append(parts, p)
	}
	return "The edition the catalog carries: " + strings.Join(parts, ", ") + ". " +
		"Another published edition of the code is a 404 saying what is held; a year that is not an edition of the code is a 422."
}
