package geo_test

import (
	"encoding/csv"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline/internal/testenv"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/geo"
)

// TestRealFiles loads the full geography of the bundled snapshot (or
// PLUMBLINE_DATA_DIR) and checks it against a plain read of the files.
func TestRealFiles(t *testing.T) {
	dir := os.Getenv("PLUMBLINE_DATA_DIR")
	if dir == "" {
		dir = filepath.Join("..", "..", "data") // the bundled snapshot
	}
	// Open as the server does: the bundled snapshot stores name.gz.
	f, err := reference.DataDirSources(dir, geo.FileCBSAs)[0].Open()
	if err != nil {
		testenv.Unavailable(t, "the data directory "+dir, err)
	}
	defer f.Close()
	ds, _, err := reference.Load(geo.Loader(dir))
	if err != nil {
		t.Fatal(err)
	}
	d := geo.Of(ds)
	if len(d.Counties) != 3144 {
		t.Errorf("%d counties, want 3,144", len(d.Counties))
	}
	// Every CBSA of the delineation, with every county and the right kind,
	// read plainly; Puerto Rico's municipios are members though the county
	// list lacks them.
	recs, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int{}
	for _, r := range recs[1:] {
		want[r[1]]++
		if c := d.CBSAs[r[1]]; !slices.Contains(c.Counties, r[0]) || (c.Type == "metro") != strings.HasPrefix(r[5], "Metro") {
			t.Errorf("CBSA %s lacks county %s or has the wrong type (%+v)", r[1], r[0], c)
		}
	}
	if len(d.CBSAs) != len(want) {
		t.Errorf("%d CBSAs, want %d", len(d.CBSAs), len(want))
	}
	// San Juan: 40 municipios, a metro of unknown population (the county
	// estimates do not cover Puerto Rico), not a population of 0.
	if c := d.CBSAs["41980"]; c.Title != "San Juan-Bayamón-Caguas, PR" || c.Type != "metro" || len(c.Counties) != 40 || c.PopulationYear != 0 || c.Population != 0 {
		t.Errorf("San Juan: %+v", c)
	}
	if c := d.CBSAs["31080"]; c.PopulationYear != 2024 || c.Population < 12_000_000 {
		t.Errorf("Los Angeles: %+v", c)
	}
	if c := d.Counties["36109"]; c.CBSA != "27060" || c.CBSAType != "metro" { // Tompkins County NY: Ithaca
		t.Errorf("Tompkins County: %+v", c)
	}
}
