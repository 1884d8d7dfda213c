package codes

import (
	"strings"

	"github.com/plumbline-api/plumbline"
)

// The not-found errors say what exists, so a caller can correct the request.

func errNoFamily(code string) error {
	codes := make([]string, 0, len(families)+1)
	for _, f := range families {
		codes = append(codes, strings.ToLower(f.Code))
	}
	codes = append(codes, StandardsFamily)
	return plumbline.Errorf(plumbline.ENOTFOUND, "no code family %q; the catalog has %s", code, strings.Join(codes, ", "))
}

func errNoSection(code, edition, number string) error {
	if edition == "" {
		return plumbline.Errorf(plumbline.ENOTFOUND, "no section %s in any %s edition of the catalog; search with GET /v1/codes/%s/sections?q=", number, code, strings.ToLower(code))
	}
	return plumbline.Errorf(plumbline.ENOTFOUND, "no section %s in %s %s; search with GET /v1/codes/%s/sections?q=", number, code, edition, strings.ToLower(code))
}

func errNoStandard(designation string) error {
	return plumbline.Errorf(plumbline.ENOTFOUND, "no referenced standard %q; GET /v1/codes/%s lists them", designation, StandardsFamily)
}

func errNoState(state string) error {
	return plumbline.Errorf(plumbline.ENOTFOUND, "no adoption data for state %q; the matrix covers the 50 states and DC by USPS code", state)
}
