package products

import (
	"cmp"
	"math"
	"slices"
	"strconv"
	"strings"
)

// One form per value: the exports write one value several ways ("Propane,
// Natural Gas", "Natural Gas,Propane Gas", "Propane, Natural Gas"; "R32",
// "R-32", "HFC-32") and one quantity in several units (input rate in Btu/h
// and kBtu/h). Both are settled here, at load, so a filter, a sort and a
// comparison see one form; the rules are golden-tested
// (testdata/normalize/*.tsv) and listed in docs/products.md.

// multiSep joins the values of a multi-valued text field.
const multiSep = ", "

// vocabularies map a value, lower-cased, to its one spelling, per key. A
// value not listed keeps the publisher's spelling (whitespace collapsed).
var vocabularies = map[string]map[string]string{
	// "Gas" (commercial water heaters, dryers) stays "Gas": the publisher
	// does not say which gas, so it is not made "Natural Gas".
	"fuel_type": {"natural gas": "Natural Gas", "propane": "Propane", "propane gas": "Propane", "lp": "Propane",
		"gas": "Gas", "oil": "Oil", "electric": "Electric"},
	// The ceiling-fan list says "Indoor Ceiling Fan", the downlight list
	// "Indoor/Outdoor": both mean where the product may be installed.
	"indoor_outdoor": {"indoor ceiling fan": "Indoor", "outdoor ceiling fan": "Outdoor", "indoor": "Indoor", "outdoor": "Outdoor"},
}

// splitters are the separators of a multi-valued key's list (always ",").
var splitters = map[string]string{"indoor_outdoor": ",/"}

// normalizeText gives a text spec value its one form; "" means the cell
// says nothing (a refrigerant of "N/A", "No" or ".").
func normalizeText(s spec, v string) string {
	v = clean(v)
	if s.Key == "refrigerant" {
		return refrigerant(v)
	}
	if !s.Multi {
		return canonical(s.Key, v)
	}
	seps := cmp.Or(splitters[s.Key], ",")
	parts := strings.FieldsFunc(v, func(r rune) bool { return strings.ContainsRune(seps, r) })
	var vals []string
	for _, p := range parts {
		if p = canonical(s.Key, strings.TrimSpace(p)); p != "" && !slices.Contains(vals, p) {
			vals = append(vals, p)
		}
	}
	slices.SortFunc(vals, naturalCompare)
	return strings.Join(vals, multiSep)
}

func canonical(key, v string) string {
	if c, ok := vocabularies[key][strings.ToLower(v)]; ok {
		return c
	}
	return v
}

// naturalCompare orders numbers by value ("4" before "10") and words
// alphabetically, case-insensitive.
func naturalCompare(a, b string) int {
	x, errA := strconv.ParseFloat(a, 64)
	y, errB := strconv.ParseFloat(b, 64)
	if errA == nil && errB == nil {
		return cmp.Compare(x, y)
	}
	return cmp.Or(cmp.Compare(strings.ToLower(a), strings.ToLower(b)), cmp.Compare(a, b))
}

// refrigerant writes an ASHRAE 34 designation one way: "R-" then the
// number, its suffix letter as the standard writes it (R-410A, R-600a,
// R-134a). "HFC-32", "R32" and "r-32" are R-32; a charge written after a
// slash ("R290/60g") is dropped; a cell that names no refrigerant ("N/A",
// "No", ".", "n/a - air-cooled") is absent.
func refrigerant(v string) string {
	d, _, _ := strings.Cut(v, "/")
	d = strings.TrimSpace(d)
	l := strings.ToLower(d)
	for _, p := range []string{"hfc-", "hfo-", "hc-", "r-", "r"} {
		if rest, ok := strings.CutPrefix(l, p); ok {
			l = rest
			break
		}
	}
	i := 0
	for i < len(l) && '0' <= l[i] && l[i] <= '9' {
		i++
	}
	if i < 2 || len(l)-i > 1 || (len(l) > i && (l[i] < 'a' || l[i] > 'z')) {
		return ""
	}
	suffix := l[i:]
	// Blends (400 and 500 series) take an upper-case letter, isomers
	// (R-134a, R-600a) a lower-case one.
	if l[0] == '4' || l[0] == '5' {
		suffix = strings.ToUpper(suffix)
	}
	return "R-" + l[:i] + suffix
}

// Unit conversions: a quantity is served in one unit, whatever the export
// used. scale is the factor from the export's unit to the served one.
func convert(v, scale float64) float64 {
	if scale == 0 || scale == 1 {
		return v
	}
	// Round away the binary noise of the product (0.1×1000 is exact, but
	// 0.82×100 is 81.99999999999999): exports carry at most 6 decimals.
	return math.Round(v*scale*1e6) / 1e6
}
