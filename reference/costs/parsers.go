package costs

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/geo"
)

// The parameter parsers: each turns a client's text into a checked value
// or a 422 naming the field and what it accepts. Fuzzed in fuzz_test.go.

var (
	rePeriod       = regexp.MustCompile(`^(\d{4})-(0[1-9]|1[0-2])$`)
	reJurisdiction = regexp.MustCompile(`^US-(?:([A-Z]{2})-(\d{5})|MSA-(\d{5})|PL-([A-Z]{2})-(\d{6}))$`)
	reAmount       = regexp.MustCompile(`^\d{1,12}(?:\.\d{1,2})?$`)
)

// Jurisdiction is a permit jurisdiction: a county (US-XX-NNNNN, the state's
// USPS code and the county's 5-digit FIPS), a metropolitan or
// micropolitan area (US-MSA-NNNNN, the OMB CBSA code) or a permit-issuing
// place (US-PL-XX-NNNNNN, the state's USPS code and Census's six-digit
// permit-place id).
type Jurisdiction struct {
	Code  string // as normalized: upper case
	Kind  string // "county", "cbsa" or "place"
	State string // USPS code (counties, places)
	FIPS  string // county fips5, CBSA code, or a place's state FIPS and id (8 digits)
}

// ParseJurisdiction checks the form and that a county's FIPS state part is
// the state named; whether the place exists is the store's question (404).
func ParseJurisdiction(field, s string) (Jurisdiction, error) {
	s = strings.ToUpper(strings.TrimSpace(s))
	m := reJurisdiction.FindStringSubmatch(s)
	if m == nil {
		return Jurisdiction{}, reference.InvalidField(field, "pattern", "%q is not a jurisdiction: use US-XX-NNNNN (USPS state code, 5-digit county FIPS, e.g. US-NY-36109), US-MSA-NNNNN (CBSA code, e.g. US-MSA-27060) or US-PL-XX-NNNNNN (USPS state code, Census's 6-digit permit-place id, e.g. US-PL-NY-360000)", clip(s))
	}
	if m[3] != "" {
		return Jurisdiction{Code: s, Kind: "cbsa", FIPS: m[3]}, nil
	}
	if m[4] != "" {
		st := geo.StateFIPS(m[4])
		if st == "" {
			return Jurisdiction{}, reference.InvalidField(field, "state", "%q is not the USPS code of one of the 50 states or DC", m[4])
		}
		return Jurisdiction{Code: s, Kind: "place", State: m[4], FIPS: st + m[5]}, nil
	}
	state, fips := m[1], m[2]
	if geo.StateName(state) == "" {
		return Jurisdiction{}, reference.InvalidField(field, "state", "%q is not the USPS code of one of the 50 states or DC", state)
	}
	if got := geo.StateAbbrByFIPS(fips[:2]); got != state {
		return Jurisdiction{}, reference.InvalidField(field, "state_mismatch", "county FIPS %s does not lie in %s (its state code %s is %s)", fips, state, fips[:2], orUnknown(got))
	}
	return Jurisdiction{Code: s, Kind: "county", State: state, FIPS: fips}, nil
}

func orUnknown(s string) string {
	if s == "" {
		return "no state"
	}
	return s
}

// ParsePeriod checks a YYYY-MM month.
// LatestPeriod, as costs_escalate's to, names the newest month held.
const LatestPeriod = "latest"

func ParsePeriod(field, s string) (string, error) {
	if !rePeriod.MatchString(s) {
		return "", reference.InvalidField(field, "pattern", "%q is not a month: use YYYY-MM, e.g. 2025-08", clip(s))
	}
	return s, nil
}

// ParseAmount checks a non-negative dollar amount with at most two decimals
// and 12 integer digits.
func ParseAmount(field, s string) (float64, error) {
	if !reAmount.MatchString(s) {
		return 0, reference.InvalidField(field, "pattern", "%q is not an amount in dollars: digits with at most two decimals, e.g. 12500.00", clip(s))
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return 0, reference.InvalidField(field, "pattern", "%q is not a number", clip(s))
	}
	return v, nil
}

// ParseSeriesID checks a series id against the series served.
func ParseSeriesID(field, s string, served []string) (string, error) {
	id := strings.ToUpper(strings.TrimSpace(s))
	for _, x := range served {
		if x == id {
			return id, nil
		}
	}
	return "", reference.InvalidField(field, "enum", "%q is not a PPI series we hold; the series are %s", clip(s), strings.Join(served, ", "))
}

// clip shortens what a message repeats of the client's text.
func clip(s string) string {
	if r := []rune(s); len(r) > 40 {
		return string(r[:40]) + "…"
	}
	return s
}

// outOfRange is the 422 for a month outside what the series hold.
func outOfRange(field, period, first, last, what string) error {
	return reference.InvalidField(field, "range", "%s is outside %s: the months held are %s to %s", period, what, first, last)
}
