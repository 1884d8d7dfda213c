package costs

import (
	"context"
	"regexp"
	"sort"
	"strings"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/geo"
)

// The ways costs_permits names its jurisdiction: a code, or a ZIP, a
// county FIPS or a place name that it resolves to one (issue 39: a user
// who knows "Ithaca, NY" or 14850 should not have to build US-PL-NY-…).
var permitsWhere = []string{"jurisdiction", "zip", "county", "place"}

var (
	reZIP5   = regexp.MustCompile(`^\d{5}$`)
	reState2 = regexp.MustCompile(`^[A-Za-z]{2}$`)
	// placeKinds are the words Census's place names end in ("Ithaca city"),
	// which a user's "Ithaca" leaves off.
	placeKinds = []string{"city", "town", "village", "borough", "township", "CDP"}
)

// where is how a permits request named its jurisdiction.
type where struct {
	From   string         // resolved_from: jurisdiction, zip, county or place
	J      Jurisdiction   // once resolved
	Inputs map[string]any // what was asked and how it was resolved
	place  string         // place: the name asked for, state in State
	state  string
}

// parseWhere checks the form of the one locating parameter given; a
// malformed value is a 422 naming its field, before any data is read.
func parseWhere(args reference.Args) (where, error) {
	var given []string
	for _, p := range permitsWhere {
		if strings.TrimSpace(args.String(p)) != "" {
			given = append(given, p)
		}
	}
	switch {
	case len(given) == 0:
		return where{}, reference.InvalidField("jurisdiction", "required", "give one of jurisdiction (US-NY-36109), zip (14850), county (36109) or place (Ithaca, NY)")
	case len(given) > 1:
		return where{}, reference.InvalidField(given[1], "one_of", "give exactly one of jurisdiction, zip, county or place (given: %s)", strings.Join(given, ", "))
	}
	w := where{From: given[0]}
	v := strings.TrimSpace(args.String(w.From))
	switch w.From {
	case "jurisdiction":
		j, err := ParseJurisdiction("jurisdiction", v)
		w.J = j
		return w, err
	case "zip":
		if !reZIP5.MatchString(v) {
			return w, reference.InvalidField("zip", "pattern", "%q is not a 5-digit ZIP code", clip(v))
		}
		w.Inputs = map[string]any{"zip": v}
	case "county":
		j, err := countyJurisdiction("county", v)
		w.J, w.Inputs = j, map[string]any{"county": v}
		return w, err
	case "place":
		name, st := v, strings.TrimSpace(args.String("state"))
		if i := strings.LastIndex(v, ","); i >= 0 {
			name, st = strings.TrimSpace(v[:i]), strings.TrimSpace(v[i+1:])
		}
		if st == "" {
			return w, reference.InvalidField("state", "required", "a place name needs its state: place=Ithaca, NY or place=Ithaca&state=NY")
		}
		if !reState2.MatchString(st) || geo.StateFIPS(strings.ToUpper(st)) == "" {
			return w, reference.InvalidField("state", "state", "%q is not the USPS code of one of the 50 states or DC", clip(st))
		}
		if name == "" {
			return w, reference.InvalidField("place", "required", "the place name is empty")
		}
		w.place, w.state = name, strings.ToUpper(st)
		w.Inputs = map[string]any{"place": name, "state": w.state}
	}
	return w, nil
}

// countyJurisdiction is the county jurisdiction of a bare 5-digit FIPS.
func countyJurisdiction(field, fips string) (Jurisdiction, error) {
	if !reZIP5.MatchString(fips) {
		return Jurisdiction{}, reference.InvalidField(field, "pattern", "%q is not a 5-digit county FIPS code (e.g. 36109)", clip(fips))
	}
	st := geo.StateAbbrByFIPS(fips[:2])
	if st == "" {
		return Jurisdiction{}, reference.InvalidField(field, "state", "county FIPS %s: %s is not the FIPS code of one of the 50 states or DC", fips, fips[:2])
	}
	return Jurisdiction{Code: "US-" + st + "-" + fips, Kind: "county", State: st, FIPS: fips}, nil
}

// resolveWhere turns a ZIP or a place name into a jurisdiction code: a ZIP
// by its primary county (the crosswalk the labor answers use), a place by
// the names the held BPS place files carry.
func (a api) resolveWhere(ctx context.Context, version string, d *Data, w *where) error {
	switch w.From {
	case "zip":
		z, err := a.st.ZIP(ctx, version, w.Inputs["zip"].(string))
		if err != nil {
			return err
		}
		j, err := countyJurisdiction("zip", z.CountyFIPS)
		if err != nil {
			return err
		}
		w.J = j
		w.Inputs["county_fips"], w.Inputs["zip_place"] = z.CountyFIPS, z.PlaceName
		w.Inputs["resolved_by"] = "the GeoNames primary county of the ZIP (" + geo.FileZIPs + ")"
	case "place":
		if d.Files.Place == "" {
			return plumbline.Errorf(plumbline.ENOTFOUND, "no place %q in %s: this instance holds no place files (they come with `plumbline data pull bps`; the bundled snapshot has counties and metros only); give zip or county instead", w.place, w.state)
		}
		cands := placeMatches(d, w.state, w.place)
		switch {
		case len(cands) == 0:
			return plumbline.Errorf(plumbline.ENOTFOUND, "no permit-issuing place named %q in %s in %s (a county answer lists its places)", w.place, w.state, d.Files.Place)
		case len(cands) > 1:
			var names []string
			for _, c := range cands {
				names = append(names, c.Name+" ("+c.Jurisdiction+")")
			}
			return reference.InvalidField("place", "ambiguous", "%q in %s names %d places: %s; give the jurisdiction code of one", w.place, w.state, len(cands), strings.Join(names, ", "))
		}
		j, err := ParseJurisdiction("place", cands[0].Jurisdiction)
		if err != nil {
			return err
		}
		w.J = j
		w.Inputs["matched"] = cands[0].Name
	}
	return nil
}

// placeMatches are the state's places whose name is name, case aside,
// with or without Census's trailing kind ("Ithaca" matches "Ithaca city"
// and "Ithaca town"); an exact full name wins alone.
func placeMatches(d *Data, state, name string) []PlaceRef {
	stFIPS := geo.StateFIPS(state)
	var exact, loose []PlaceRef
	for county, refs := range d.PlacesIn {
		if !strings.HasPrefix(county, stFIPS) {
			continue
		}
		for _, r := range refs {
			switch {
			case strings.EqualFold(r.Name, name):
				exact = append(exact, r)
			case strings.EqualFold(stripKind(r.Name), name):
				loose = append(loose, r)
			}
		}
	}
	out := exact
	if len(out) == 0 {
		out = loose
	}
	sort.Slice(out, func(i, k int) bool { return out[i].Jurisdiction < out[k].Jurisdiction })
	return dedupe(out)
}

func stripKind(name string) string {
	for _, k := range placeKinds {
		if s, ok := strings.CutSuffix(name, " "+k); ok {
			return s
		}
	}
	return name
}

// dedupe drops a place listed under two counties (Census files a place
// that straddles counties once, but a name may repeat across years).
func dedupe(refs []PlaceRef) []PlaceRef {
	var out []PlaceRef
	for i, r := range refs {
		if i == 0 || r.Jurisdiction != refs[i-1].Jurisdiction {
			out = append(out, r)
		}
	}
	return out
}
