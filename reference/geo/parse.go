package geo

import (
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/plumbline-api/plumbline/reference"
)

// The public files the geography is read from, below PLUMBLINE_DATA_DIR.
const (
	FileCounties = "costs/geo/county_names_population_2020_2024.csv"
	FileZIPs     = "costs/geo/zip_primary_county_geonames.csv"
	FileCBSAs    = "costs/geo/county_to_cbsa_2023.csv"
)

// populationYear is the vintage of the population column read.
const populationYear = 2024

// Loader reads the geography from dataDir. It is optional: an embedded
// default started without the data directory serves everything else and
// answers place lookups 503.
func Loader(dataDir string) reference.Loader {
	return reference.Loader{Area: Area, Optional: true,
		Sources: reference.DataDirSources(dataDir, FileCounties, FileZIPs, FileCBSAs),
		Parse:   func(files []reference.File, _ *reference.Dataset) (reference.Part, error) { return Parse(files) }}
}

// Data is the geography of one dataset version.
type Data struct {
	Counties map[string]County
	ZIPs     map[string]ZIP
	CBSAs    map[string]CBSA
	rows     map[string]int // per file
}

// Of is the geography of ds, nil when it was not loaded.
func Of(ds *reference.Dataset) *Data {
	d, _ := ds.Part(Area).(*Data)
	return d
}

func (d *Data) Rows() int                { return len(d.Counties) + len(d.ZIPs) + len(d.CBSAs) }
func (d *Data) FileRows(name string) int { return d.rows[name] }

var fips5 = regexp.MustCompile(`^\d{5}$`)

// Parse reads the three files, in the order Loader names them.
func Parse(files []reference.File) (*Data, error) {
	d := &Data{Counties: map[string]County{}, ZIPs: map[string]ZIP{}, CBSAs: map[string]CBSA{}}
	rows, err := reference.ParseEach(Area, files, map[string]func(string, []byte) (int, error){
		FileCounties: func(name string, b []byte) (int, error) { return parseCounties(d, name, b) },
		FileZIPs:     func(name string, b []byte) (int, error) { return parseZIPs(d, name, b) },
		FileCBSAs:    func(name string, b []byte) (int, error) { return parseCBSAs(d, name, b) },
	})
	if err != nil {
		return nil, err
	}
	d.rows = rows
	return d, nil
}

func parseCounties(d *Data, file string, data []byte) (int, error) {
	popCol := "pop" + strconv.Itoa(populationYear)
	header := []string{"fips5", "state_fips", "state_name", "county_name"}
	return reference.EachRow(file, data, header, func(t *reference.Table) (bool, error) {
		c := County{FIPS: t.Get("fips5"), Name: t.Get("county_name"), State: t.Get("state_name")}
		if !fips5.MatchString(c.FIPS) {
			return false, t.ErrorAt("fips5", "is not a 5-digit county FIPS code")
		}
		if c.StateAbbr = abbrByFIPS[t.Get("state_fips")]; c.StateAbbr == "" {
			return false, t.ErrorAt("state_fips", "is not a state FIPS code")
		}
		if _, dup := d.Counties[c.FIPS]; dup {
			return false, t.ErrorAt("fips5", "appears twice")
		}
		if t.Has(popCol) { // older fixtures carry no population
			n, err := strconv.Atoi(t.Get(popCol))
			if err != nil || n < 0 {
				return false, t.ErrorAt(popCol, "is not a population count")
			}
			c.Population, c.PopulationYear = n, populationYear
		}
		d.Counties[c.FIPS] = c
		return true, nil
	})
}

func parseZIPs(d *Data, file string, data []byte) (int, error) {
	return reference.EachRow(file, data, []string{"zip", "state_abbr", "county_fips5"}, func(t *reference.Table) (bool, error) {
		z := ZIP{ZIP: t.Get("zip"), StateAbbr: t.Get("state_abbr"), CountyFIPS: t.Get("county_fips5"), PlaceName: t.Get("place_name")}
		if len(z.ZIP) != 5 || strings.Trim(z.ZIP, "0123456789") != "" {
			return false, t.ErrorAt("zip", "is not a 5-digit ZIP code")
		}
		// Military APO/FPO codes and the freely associated states carry no
		// state or county: they are outside every jurisdiction we serve.
		if stateByAbbr[z.StateAbbr] == "" || z.CountyFIPS == "" {
			return false, nil
		}
		if !fips5.MatchString(z.CountyFIPS) {
			return false, t.ErrorAt("county_fips5", "is not a 5-digit county FIPS code")
		}
		if _, dup := d.ZIPs[z.ZIP]; dup {
			return false, t.ErrorAt("zip", "appears twice")
		}
		d.ZIPs[z.ZIP] = z
		return true, nil
	})
}

// parseCBSAs reads the OMB county → CBSA delineation. It runs after the
// county list, so a CBSA's population is the sum of its counties'.
// Puerto Rico's municipios are in the delineation but outside the county
// list: they count as members of their CBSA (so San Juan, 41980, is known
// and an answer about it can say what we lack), and add no population.
func parseCBSAs(d *Data, file string, data []byte) (int, error) {
	header := []string{"fips5", "cbsacode", "cbsatitle", "metropolitanmicropolitanstatis"}
	seen := map[string]bool{}
	n, err := reference.EachRow(file, data, header, func(t *reference.Table) (bool, error) {
		fips, code := t.Get("fips5"), t.Get("cbsacode")
		if !fips5.MatchString(fips) {
			return false, t.ErrorAt("fips5", "is not a 5-digit county FIPS code")
		}
		if !fips5.MatchString(code) {
			return false, t.ErrorAt("cbsacode", "is not a 5-digit CBSA code")
		}
		var kind string
		switch t.Get("metropolitanmicropolitanstatis") {
		case "Metropolitan Statistical Area":
			kind = "metro"
		case "Micropolitan Statistical Area":
			kind = "micro"
		default:
			return false, t.ErrorAt("metropolitanmicropolitanstatis", "is neither a Metropolitan nor a Micropolitan Statistical Area")
		}
		title := t.Get("cbsatitle")
		c, listed := d.Counties[fips]
		switch {
		case !listed && !strings.HasPrefix(fips, "72"):
			return false, t.ErrorAt("fips5", "is not in %s", FileCounties)
		case seen[fips]:
			return false, t.ErrorAt("fips5", "is in two CBSAs")
		case listed:
			c.CBSA, c.CBSATitle, c.CBSAType = code, title, kind
			d.Counties[fips] = c
		}
		m := d.CBSAs[code]
		if m.Code == "" {
			m = CBSA{Code: code, Title: title, Type: kind}
		} else if m.Title != title || m.Type != kind {
			return false, t.ErrorAt("cbsatitle", "differs from the CBSA's other rows (%q, %s)", m.Title, m.Type)
		}
		if listed {
			m.Population += c.Population
			m.PopulationYear = c.PopulationYear
		}
		m.Counties = append(m.Counties, fips)
		seen[fips] = true
		d.CBSAs[code] = m
		return true, nil
	})
	for code, m := range d.CBSAs {
		slices.Sort(m.Counties)
		d.CBSAs[code] = m
	}
	return n, err
}
