// Package adoptioncheck validates reference/data/adoption.csv, the state
// code-adoption matrix (50 states + DC × IBC, IECC-C, IECC-R, IPC, IRC, NEC).
package adoptioncheck

import (
	"encoding/csv"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
)

var header = []string{"state_abbr", "state", "code", "edition", "scope", "effective_date", "amendments", "status", "confidence", "source", "notes"}

var jurisdictions = map[string]string{
	"AL": "Alabama", "AK": "Alaska", "AZ": "Arizona", "AR": "Arkansas", "CA": "California",
	"CO": "Colorado", "CT": "Connecticut", "DE": "Delaware", "DC": "District of Columbia", "FL": "Florida",
	"GA": "Georgia", "HI": "Hawaii", "ID": "Idaho", "IL": "Illinois", "IN": "Indiana",
	"IA": "Iowa", "KS": "Kansas", "KY": "Kentucky", "LA": "Louisiana", "ME": "Maine",
	"MD": "Maryland", "MA": "Massachusetts", "MI": "Michigan", "MN": "Minnesota", "MS": "Mississippi",
	"MO": "Missouri", "MT": "Montana", "NE": "Nebraska", "NV": "Nevada", "NH": "New Hampshire",
	"NJ": "New Jersey", "NM": "New Mexico", "NY": "New York", "NC": "North Carolina", "ND": "North Dakota",
	"OH": "Ohio", "OK": "Oklahoma", "OR": "Oregon", "PA": "Pennsylvania", "RI": "Rhode Island",
	"SC": "South Carolina", "SD": "South Dakota", "TN": "Tennessee", "TX": "Texas", "UT": "Utah",
	"VT": "Vermont", "VA": "Virginia", "WA": "Washington", "WV": "West Virginia", "WI": "Wisconsin",
	"WY": "Wyoming",
}

var (
	codes       = []string{"IBC", "IECC-C", "IECC-R", "IPC", "IRC", "NEC"} // the file's order within a state
	scopes      = []string{"statewide", "local", "state-specific", "unknown"}
	amendments  = []string{"yes", "no", ""}
	statuses    = []string{"in-force", "adopted-not-yet-effective", "none", "unknown"}
	confidences = []string{"verified", "likely", "uncertain", "unknown"}
	editionRE   = regexp.MustCompile(`^(19|20)[0-9]{2}$`)
	isoDateRE   = regexp.MustCompile(`^[0-9]{4}-[0-9]{2}-[0-9]{2}$`)
)

// minNECEditions is the number of jurisdictions that must carry a statewide
// NEC edition. The brief asked for 49; the sources support 45 (44 states + DC):
// AZ, IL, KS, MO, MS and NV have no statewide NEC adoption (Mike Holt / JADE),
// so their edition is empty by definition. See reference/data/ADOPTION.md.
const minNECEditions = 45

type row map[string]string

func load(t *testing.T) []row {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "..", "data", "adoption.csv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r := csv.NewReader(f)
	recs, err := r.ReadAll()
	if err != nil {
		t.Fatalf("parse adoption.csv: %v", err)
	}
	if len(recs) == 0 || !slices.Equal(recs[0], header) {
		t.Fatalf("header = %q, want %q", recs[0], header)
	}
	var rows []row
	for _, rec := range recs[1:] {
		m := row{}
		for i, h := range header {
			m[h] = rec[i]
		}
		rows = append(rows, m)
	}
	return rows
}

func TestShape(t *testing.T) {
	rows := load(t)
	if want := len(jurisdictions) * len(codes); len(rows) != want {
		t.Fatalf("%d rows, want %d (51 jurisdictions × 6 codes)", len(rows), want)
	}
	abbrs := make([]string, 0, len(jurisdictions))
	for a := range jurisdictions {
		abbrs = append(abbrs, a)
	}
	slices.Sort(abbrs)
	for i, r := range rows {
		wantState, wantCode := abbrs[i/len(codes)], codes[i%len(codes)]
		if r["state_abbr"] != wantState || r["code"] != wantCode {
			t.Fatalf("row %d is %s/%s, want %s/%s (51 × 6, ordered by state_abbr then code)", i+2, r["state_abbr"], r["code"], wantState, wantCode)
		}
		if r["state"] != jurisdictions[wantState] {
			t.Errorf("row %d: state %q for %s, want %q", i+2, r["state"], wantState, jurisdictions[wantState])
		}
	}
}

func TestFields(t *testing.T) {
	for i, r := range load(t) {
		at := r["state_abbr"] + "/" + r["code"]
		check := func(field string, allowed []string) {
			if !slices.Contains(allowed, r[field]) {
				t.Errorf("row %d %s: %s %q not in %q", i+2, at, field, r[field], allowed)
			}
		}
		check("scope", scopes)
		check("amendments", amendments)
		check("status", statuses)
		check("confidence", confidences)
		if e := r["edition"]; e != "" && !editionRE.MatchString(e) {
			t.Errorf("row %d %s: edition %q is not a year", i+2, at, e)
		}
		if d := r["effective_date"]; d != "" {
			if _, err := time.Parse(time.DateOnly, d); err != nil || !isoDateRE.MatchString(d) {
				t.Errorf("row %d %s: effective_date %q is not an ISO date", i+2, at, d)
			}
		}
		if r["confidence"] != "unknown" && strings.TrimSpace(r["source"]) == "" {
			t.Errorf("row %d %s: confidence %s but no source", i+2, at, r["confidence"])
		}
		if r["confidence"] == "unknown" && (r["edition"] != "" || r["effective_date"] != "") {
			t.Errorf("row %d %s: an unsourced row carries an edition or a date", i+2, at)
		}
		if (r["scope"] == "local" || r["scope"] == "state-specific") && r["edition"] != "" {
			t.Errorf("row %d %s: scope %s but a model edition %q", i+2, at, r["scope"], r["edition"])
		}
		if r["status"] == "adopted-not-yet-effective" && r["edition"] == "" {
			t.Errorf("row %d %s: adopted-not-yet-effective without an edition", i+2, at)
		}
	}
}

func TestNECCoverage(t *testing.T) {
	n := 0
	for _, r := range load(t) {
		if r["code"] == "NEC" && r["edition"] != "" {
			n++
		}
	}
	if n < minNECEditions {
		t.Errorf("%d jurisdictions have a NEC edition, want at least %d", n, minNECEditions)
	}
}
