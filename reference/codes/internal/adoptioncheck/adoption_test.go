// Package adoptioncheck validates reference/codes/data/adoption.csv, the per-state
// model-code adoption matrix (see reference/codes/data/ADOPTION.md).
package adoptioncheck

import (
	"encoding/csv"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"
)

const adoptionPath = "../../data/adoption.csv"

var (
	header = []string{"state_abbr", "state", "code", "edition", "scope", "effective_date",
		"amendments", "status", "confidence", "source", "notes"}
	codeOrder   = []string{"IRC", "IBC", "IECC-R", "IECC-C", "NEC", "IPC"}
	scopes      = set("statewide", "local", "state-specific", "unknown")
	statuses    = set("in-force", "adopted-not-yet-effective", "none", "unknown")
	confidences = set("verified", "likely", "uncertain", "unknown")
	amendments  = set("yes", "no", "")
	yearRe      = regexp.MustCompile(`^(19|20)\d\d$`)
	ashraeRe    = regexp.MustCompile(`^90\.1-(19|20)\d\d$`)
	abbrRe      = regexp.MustCompile(`^[A-Z]{2}$`)
)

// necDiffMarker must appear in the notes of an NEC row whose edition or
// effective date departs from the NEC source table.
const necDiffMarker = "differs from nec table"

func set(xs ...string) map[string]bool {
	m := make(map[string]bool, len(xs))
	for _, x := range xs {
		m[x] = true
	}
	return m
}

type row struct {
	line                                                   int
	abbr, state, code, edition, scope, date, amend, status string
	confidence, source, notes                              string
}

func readCSV(t *testing.T, path string) [][]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("open %s: %v", path, err)
	}
	defer f.Close()
	recs, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatalf("parse %s: %v", path, err)
	}
	return recs
}

func loadRows(t *testing.T) []row {
	t.Helper()
	recs := readCSV(t, adoptionPath)
	if len(recs) == 0 {
		t.Fatal("adoption.csv is empty")
	}
	if got := strings.Join(recs[0], ","); got != strings.Join(header, ",") {
		t.Fatalf("header = %q, want %q", got, strings.Join(header, ","))
	}
	var rows []row
	for i, r := range recs[1:] {
		rows = append(rows, row{line: i + 2, abbr: r[0], state: r[1], code: r[2], edition: r[3],
			scope: r[4], date: r[5], amend: r[6], status: r[7], confidence: r[8], source: r[9], notes: r[10]})
	}
	return rows
}

func TestShape(t *testing.T) {
	rows := loadRows(t)
	if len(rows) != 306 {
		t.Fatalf("rows = %d, want 306 (51 jurisdictions x 6 codes)", len(rows))
	}
	var states []string
	names := map[string]string{}
	for i := 0; i < len(rows); i += len(codeOrder) {
		abbr := rows[i].abbr
		states = append(states, abbr)
		for j, code := range codeOrder {
			r := rows[i+j]
			if r.abbr != abbr || r.code != code {
				t.Errorf("line %d: got %s/%s, want %s/%s (rows per state in order %v)",
					r.line, r.abbr, r.code, abbr, code, codeOrder)
			}
			if r.state == "" {
				t.Errorf("line %d: empty state name", r.line)
			}
			if prev, ok := names[r.abbr]; ok && prev != r.state {
				t.Errorf("line %d: state name %q differs from %q", r.line, r.state, prev)
			}
			names[r.abbr] = r.state
		}
	}
	if len(names) != 51 {
		t.Errorf("jurisdictions = %d, want 51", len(names))
	}
	if _, ok := names["DC"]; !ok {
		t.Error("DC missing")
	}
	if !sort.StringsAreSorted(states) {
		t.Errorf("states not ordered by state_abbr: %v", states)
	}
	for i := 1; i < len(states); i++ {
		if states[i] == states[i-1] {
			t.Errorf("state %s appears in two blocks", states[i])
		}
	}
}

func TestValues(t *testing.T) {
	for _, r := range loadRows(t) {
		at := r.abbr + "/" + r.code
		if !abbrRe.MatchString(r.abbr) {
			t.Errorf("%s line %d: bad state_abbr", at, r.line)
		}
		if !scopes[r.scope] {
			t.Errorf("%s: scope %q", at, r.scope)
		}
		if !statuses[r.status] {
			t.Errorf("%s: status %q", at, r.status)
		}
		if !confidences[r.confidence] {
			t.Errorf("%s: confidence %q", at, r.confidence)
		}
		if !amendments[r.amend] {
			t.Errorf("%s: amendments %q", at, r.amend)
		}
		switch {
		case r.edition == "", yearRe.MatchString(r.edition):
		case r.code == "IECC-C" && ashraeRe.MatchString(r.edition):
		default:
			t.Errorf("%s: edition %q (want YYYY, or 90.1-YYYY for IECC-C)", at, r.edition)
		}
		if r.date != "" {
			if _, err := time.Parse("2006-01-02", r.date); err != nil {
				t.Errorf("%s: effective_date %q is not an ISO date", at, r.date)
			}
		}
		if (r.status == "in-force" || r.status == "adopted-not-yet-effective") && r.edition == "" {
			t.Errorf("%s: status %s needs an edition", at, r.status)
		}
		if r.status == "none" && (r.edition != "" || r.date != "") {
			t.Errorf("%s: status none must have empty edition and date", at)
		}
		if r.date != "" && r.edition == "" {
			t.Errorf("%s: effective_date without edition", at)
		}
		if r.scope == "state-specific" && r.status == "in-force" {
			t.Errorf("%s: state-specific rows describe a non-model code; status should be none/unknown", at)
		}
		if r.confidence == "unknown" && r.edition != "" {
			t.Errorf("%s: confidence unknown but an edition is given", at)
		}
		if strings.TrimSpace(r.source) == "" {
			t.Errorf("%s: empty source", at)
		}
	}
}

// sharedDataDir finds shared/data: $PLUMBLINE_SHARED_DATA, then
// <repo root>/../shared/data, then (for a linked git worktree) the same
// relative to the main checkout.
func sharedDataDir() string {
	if d := os.Getenv("PLUMBLINE_SHARED_DATA"); d != "" {
		return d
	}
	root, err := filepath.Abs("../../../..")
	if err != nil {
		return ""
	}
	cands := []string{filepath.Join(root, "..", "shared", "data")}
	if b, err := os.ReadFile(filepath.Join(root, ".git")); err == nil {
		// "gitdir: /path/main/.git/worktrees/name"
		gd := strings.TrimSpace(strings.TrimPrefix(string(b), "gitdir:"))
		if i := strings.Index(gd, string(filepath.Separator)+".git"+string(filepath.Separator)); i > 0 {
			cands = append(cands, filepath.Join(gd[:i], "..", "shared", "data"))
		}
	}
	for _, c := range cands {
		if st, err := os.Stat(c); err == nil && st.IsDir() {
			return c
		}
	}
	return ""
}

func TestNECAgreesWithSourceTable(t *testing.T) {
	dir := sharedDataDir()
	if dir == "" {
		t.Skip("SKIPPING NEC cross-check: shared/data not found (set PLUMBLINE_SHARED_DATA or place shared/ beside the repo)")
	}
	path := filepath.Join(dir, "codes", "state-adoption", "nec-wireway-mikeholt-jade", "state_nec_adoption.csv")
	if _, err := os.Stat(path); err != nil {
		t.Skipf("SKIPPING NEC cross-check: %s not found", path)
	}
	recs := readCSV(t, path)
	type necRow struct{ edition, date, status string }
	src := map[string]necRow{}
	for _, r := range recs[1:] {
		src[r[0]] = necRow{edition: r[1], status: r[2], date: r[3]}
	}
	checked := 0
	for _, r := range loadRows(t) {
		if r.code != "NEC" {
			continue
		}
		s, ok := src[r.abbr]
		if !ok {
			t.Errorf("%s: no row in NEC source table", r.abbr)
			continue
		}
		checked++
		if r.edition == s.edition && r.date == s.date {
			continue
		}
		if !strings.Contains(strings.ToLower(r.notes), necDiffMarker) {
			t.Errorf("%s NEC: edition/date %q/%q differ from source %q/%q and notes do not say why (%q)",
				r.abbr, r.edition, r.date, s.edition, s.date, necDiffMarker)
		}
	}
	if checked != 51 {
		t.Errorf("checked %d NEC rows, want 51", checked)
	}
}
