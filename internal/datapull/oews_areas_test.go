package datapull_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline/internal/datapull"
	"github.com/plumbline-api/plumbline/internal/datapull/publishertest"
	"github.com/plumbline-api/plumbline/internal/testenv"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/costs/labor"
	"github.com/plumbline-api/plumbline/reference/geo"
	"github.com/plumbline-api/plumbline/reference/referencetest"
)

// oewsAreaRelease is a loopback release of the metro or state source:
// where the BLS publishes it, the workbook's name in the zip, its rows.
type oewsAreaRelease struct {
	source, period, url, member, output string
	rows                                func(string) ([]string, [][]string, error)
}

var oewsAreaReleases = []oewsAreaRelease{
	{"oews-metro", "May 2023", "https://www.bls.gov/oes/special-requests/oesm23ma.zip", "oesm23ma/MSA_M2023_dl.xlsx", labor.FilePulledMetro, publishertest.MetroRows},
	{"oews-state", "May 2024", "https://www.bls.gov/oes/special-requests/oesm24st.zip", "oesm24st/state_M2024_dl.xlsx", labor.FilePulledState, publishertest.StateRows},
}

// kept counts the rows the area sources keep: the 11 trades and all
// occupations.
func kept(heading []string, rows [][]string) int {
	occ := slices.Index(heading, "OCC_CODE")
	n := 0
	for _, r := range rows {
		if r[occ] == "00-0000" || slices.ContainsFunc(labor.Trades, func(t labor.Trade) bool { return t.SOC == r[occ] }) {
			n++
		}
	}
	return n
}

// book is the release's zip with the workbook of heading and rows.
func book(t *testing.T, rel oewsAreaRelease, heading []string, rows [][]string) []byte {
	t.Helper()
	b, err := publishertest.OEWSBook(heading, rows)
	if err != nil {
		t.Fatal(err)
	}
	return publishertest.Zip(map[string][]byte{rel.member: b})
}

// TestPullOEWSAreas: the metro and state sources from a loopback BLS
// (the fixtures publishertest builds from real rows): a cut download
// resumes; the 11 trades and all occupations of every area land, and the
// labor area reads them; the same release again changes nothing; a
// renamed column, and a row of an area type the file does not hold, are
// refused naming it, the release held kept.
func TestPullOEWSAreas(t *testing.T) {
	testenv.Heavy(t)
	for _, rel := range oewsAreaReleases {
		t.Run(rel.source, func(t *testing.T) {
			heading, rows, err := rel.rows(referencetest.DataDir)
			if err != nil {
				t.Fatal(err)
			}
			p := publishertest.New(t)
			p.Put(rel.url, book(t, rel, heading, rows))
			p.Cut(rel.url)
			dir := dataDir(t)
			src := datapull.Lookup(rel.source)
			o := pullOpts(dir, p)
			o.Period = rel.period
			r, err := datapull.PullSource(t.Context(), src, o)
			if err != nil {
				t.Fatal(err)
			}
			if want := kept(heading, rows); r.Status != "pulled" || r.Period != rel.period || r.Rows() != want || want < 2*12 {
				t.Fatalf("pull: %+v, %d rows; want the %d of the trades and all occupations", r, r.Rows(), want)
			}
			if rg := p.Ranges(); len(rg) != 1 || !strings.HasPrefix(rg[0], strings.TrimPrefix(rel.url, "https://www.bls.gov")+" bytes=") {
				t.Fatalf("the cut download was not resumed: %v", rg)
			}
			if l := leftovers(t, dir); len(l) > 0 {
				t.Fatalf("left behind: %v", l)
			}
			// The labor area reads it: a state's cells under S<fips>, a
			// metro's under its code, from the pulled file.
			ds, _, err := reference.Load(reference.PulledLoader(dir, rel.source), geo.Loader(dir), labor.Loader(dir))
			if err != nil {
				t.Fatal(err)
			}
			d := labor.Of(ds)
			area := map[string]string{"oews-metro": "16980", "oews-state": "S09"}[rel.source]
			if c, ok := d.Cells[[2]string{area, "47-2111"}]; !ok || c.File != rel.output || c.Period != rel.period {
				t.Fatalf("electricians in %s: %+v %v", area, c, ok)
			}
			m, _ := reference.ReadManifestDir(dir)
			held, _ := os.ReadFile(filepath.Join(dir, rel.output))
			if r, err := datapull.PullSource(t.Context(), src, o); err != nil || r.Status != "up-to-date" {
				t.Fatalf("second pull: %+v %v", r, err)
			}
			if m2, _ := reference.ReadManifestDir(dir); m2[rel.output].Pulled.RetrievedAt != m[rel.output].Pulled.RetrievedAt {
				t.Fatal("the second pull rewrote the release")
			}
			at := slices.Index(heading, "AREA_TYPE")
			renamed := slices.Clone(heading)
			renamed[at] = "AREATYPE"
			otherType := slices.Clone(rows)
			otherType[0] = slices.Clone(rows[0])
			otherType[0][at] = "1"
			for name, c := range map[string]struct {
				heading []string
				rows    [][]string
				want    string
			}{
				"renamed column":  {renamed, rows, `column "AREA_TYPE" is missing`},
				"other area type": {heading, otherType, `AREA_TYPE "1" is not one this file holds`},
			} {
				p.Put(rel.url, book(t, rel, c.heading, c.rows))
				_, err := datapull.PullSource(t.Context(), src, o)
				var le *datapull.LayoutError
				if !errors.As(err, &le) || !strings.Contains(err.Error(), c.want) || le.Source != rel.source {
					t.Fatalf("%s: %v", name, err)
				}
				if now, _ := os.ReadFile(filepath.Join(dir, rel.output)); !bytes.Equal(now, held) {
					t.Fatalf("%s: the release held changed", name)
				}
				if l := leftovers(t, dir); len(l) > 0 {
					t.Fatalf("%s: left behind: %v", name, l)
				}
			}
		})
	}
}
