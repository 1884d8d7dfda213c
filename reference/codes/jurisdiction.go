package codes

import (
	"context"
	"strings"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/geo"
)

var opCodesApplicable = &Op{
	ID: "codes_jurisdiction_applicable", Path: "/v1/codes/applicable", Tag: "codes", Response: "ApplicableCodes",
	Summary: "Codes in force in a jurisdiction",
	Description: "The edition of IRC, IBC, IECC (residential and commercial), NEC and IPC in force statewide, with effective date, amendments flag, status, source and confidence (uncertain rows say so). " +
		"Give exactly one of state (USPS code), county (5-digit FIPS, through the Census county list) or zip (through the GeoNames ZIP-to-primary-county crosswalk). " +
		"Local jurisdictions may adopt later editions or amend; the answer is the state level.",
	Params: reference.Compile([]reference.Param{
		{Name: "state", In: "query", Pattern: `^[A-Za-z]{2}$`, Example: "CA", Description: "USPS state code (50 states and DC)."},
		{Name: "county", In: "query", Pattern: `^[0-9]{5}$`, Example: "06037", Description: "5-digit county FIPS code."},
		{Name: "zip", In: "query", Pattern: `^[0-9]{5}$`, Example: "94103", Description: "5-digit ZIP code."},
	}),
	Run: runApplicable,
}

// place is the jurisdiction a request resolved to.
type place struct {
	StateAbbr  string `json:"state_abbr"`
	State      string `json:"state"`
	CountyFIPS string `json:"county_fips,omitempty"`
	CountyName string `json:"county_name,omitempty"`
	ZIP        string `json:"zip,omitempty"`
	ResolvedBy string `json:"resolved_by"`
}

// applicable is one adoption row as answered.
type applicable struct {
	Code           string  `json:"code"`
	Edition        *string `json:"edition"`
	Scope          string  `json:"scope"`
	EffectiveDate  *string `json:"effective_date"`
	Amendments     *bool   `json:"amendments"`
	Status         string  `json:"status"`
	Confidence     string  `json:"confidence"`
	Source         string  `json:"source"`
	Notes          string  `json:"notes"`
	CatalogEdition *string `json:"catalog_edition"` // the catalog carries this edition's sections
	SectionsPath   *string `json:"sections_path"`
}

func runApplicable(ctx context.Context, st stores, version string, a reference.Args) (any, error) {
	state, county, zip := strings.ToUpper(a.String("state")), a.String("county"), a.String("zip")
	given := 0
	for _, v := range []string{state, county, zip} {
		if v != "" {
			given++
		}
	}
	if given != 1 {
		e := reference.InvalidField("state", "one_of", "give exactly one of state, county or zip")
		e.Fields = append(e.Fields,
			plumbline.FieldError{Field: "county", Code: "one_of", Message: "give exactly one of state, county or zip"},
			plumbline.FieldError{Field: "zip", Code: "one_of", Message: "give exactly one of state, county or zip"})
		return nil, e
	}
	var p place
	switch {
	case state != "":
		if geo.StateName(state) == "" {
			return nil, reference.InvalidField("state", "enum", "%q is not a USPS code of the 50 states or DC", state)
		}
		p = place{StateAbbr: state, ResolvedBy: "state"}
	case county != "":
		c, err := st.Places.County(ctx, version, county)
		if err != nil {
			return nil, err
		}
		p = place{StateAbbr: c.StateAbbr, CountyFIPS: c.FIPS, CountyName: c.Name, ResolvedBy: "county FIPS → state (Census county list)"}
	default:
		z, err := st.Places.ZIP(ctx, version, zip)
		if err != nil {
			return nil, err
		}
		p = place{StateAbbr: z.StateAbbr, CountyFIPS: z.CountyFIPS, ZIP: z.ZIP, ResolvedBy: "ZIP → primary county (GeoNames) → state"}
		if c, err := st.Places.County(ctx, version, z.CountyFIPS); err == nil {
			p.CountyName = c.Name
		} else if plumbline.ErrorCode(err) != plumbline.ENOTFOUND {
			return nil, err
		}
	}
	p.State = geo.StateName(p.StateAbbr)
	rows, err := st.Adoption(ctx, version, p.StateAbbr)
	if err != nil {
		return nil, err
	}
	codes := make([]applicable, len(rows))
	for i, r := range rows {
		codes[i] = applicable{Code: r.Code, Edition: orNull(r.Edition), Scope: r.Scope, EffectiveDate: orNull(r.EffectiveDate),
			Status: r.Status, Confidence: r.Confidence, Source: r.Source, Notes: r.Notes}
		if r.Amendments != "" {
			yes := r.Amendments == "yes"
			codes[i].Amendments = &yes
		}
		family, _, _ := strings.Cut(r.Code, "-") // IECC-R and IECC-C are IECC
		if f, ok := familyByCode(family); ok && hasEdition(f, r.Edition) {
			path := "/v1/codes/" + strings.ToLower(f.Code) + "/sections?edition=" + r.Edition
			codes[i].CatalogEdition, codes[i].SectionsPath = &r.Edition, &path
		}
	}
	return map[string]any{
		"jurisdiction":    p,
		"codes":           codes,
		"note":            "State-level adoption. Local jurisdictions may adopt later editions or amend; confirm with the authority having jurisdiction. Rows whose confidence is uncertain or unknown are not settled.",
		"dataset_version": version,
	}, nil
}

func orNull(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}
