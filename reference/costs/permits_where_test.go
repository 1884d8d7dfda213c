package costs

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/reference"
)

// heldPlaces is a Data holding pulled place files: two Ithacas in
// Tompkins County (the city and the town, as Census lists them) and a
// Dryden village.
func heldPlaces() *Data {
	return &Data{Files: Files{Place: "costs/bps/pulled_place.csv"}, PlacesIn: map[string][]PlaceRef{
		"36109": {{Jurisdiction: "US-PL-NY-369001", Name: "Ithaca city"}, {Jurisdiction: "US-PL-NY-369002", Name: "Ithaca town"},
			{Jurisdiction: "US-PL-NY-369003", Name: "Dryden village"}},
		"39049": {{Jurisdiction: "US-PL-OH-390001", Name: "Ithaca village"}},
	}}
}

// TestPermitsPlaceByName: a name matches the held place files by name,
// with or without Census's kind word, in the state asked; two matches are
// a 422 on place naming both, none a 404.
func TestPermitsPlaceByName(t *testing.T) {
	a, d := api{}, heldPlaces()
	for _, c := range []struct {
		place, state, want string
		status             int
	}{
		{"Ithaca city, NY", "", "US-PL-NY-369001", 200},
		{"dryden", "ny", "US-PL-NY-369003", 200},
		{"Ithaca, OH", "", "US-PL-OH-390001", 200},
		{"Ithaca, NY", "", "", 422},
		{"Lansing, NY", "", "", 404},
	} {
		w, err := parseWhere(argsOf(map[string]string{"place": c.place, "state": c.state}))
		if err != nil {
			t.Fatalf("%s: %v", c.place, err)
		}
		err = a.resolveWhere(context.Background(), "v", d, &w)
		var pe *plumbline.Error
		switch {
		case c.status == 200 && (err != nil || w.J.Code != c.want || w.J.Kind != "place"):
			t.Errorf("%q %q: %+v %v, want %s", c.place, c.state, w.J, err, c.want)
		case c.status == 422 && (!errors.As(err, &pe) || pe.Code != plumbline.EINVALID || pe.Fields[0].Field != "place" ||
			!strings.Contains(pe.Fields[0].Message, "US-PL-NY-369001") || !strings.Contains(pe.Fields[0].Message, "US-PL-NY-369002")):
			t.Errorf("%q: %v, want a 422 on place naming both Ithacas", c.place, err)
		case c.status == 404 && (!errors.As(err, &pe) || pe.Code != plumbline.ENOTFOUND || !strings.Contains(pe.Message, "Lansing")):
			t.Errorf("%q: %v, want a 404 naming it", c.place, err)
		}
	}
}

// argsOf binds query arguments as the server does (empty ones left out).
func argsOf(m map[string]string) reference.Args {
	raw := map[string][]string{}
	for k, v := range m {
		if v != "" {
			raw[k] = []string{v}
		}
	}
	ps := reference.Compile([]reference.Param{{Name: "place", In: "query"}, {Name: "state", In: "query"}})
	a, err := reference.Bind(ps, raw)
	if err != nil {
		panic(err)
	}
	return a
}
