package reference

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
)

// A release is one time a dataset version went live: an import that
// switched readers to it (a rollback, importing earlier files again, is a
// release of an earlier version). Releases are kept for good; the versions
// they name are kept only as Retention says, and while one is kept a
// request may pin it (Service.Resolve).

// Release is one release, as the feed (GET /v1/data/releases) shows it.
type Release struct {
	Version  string `json:"version"`
	Previous string `json:"previous_version"` // "" for the first
	// WentLiveAt is when readers switched to it; SupersededAt when the next
	// release replaced it (nil while it is live).
	WentLiveAt   time.Time  `json:"went_live_at"`
	SupersededAt *time.Time `json:"superseded_at"`
	Live         bool       `json:"live"`
	// Kept: requests may still pin this version (Plumbline-Dataset-Version).
	// ExpiresAt is when it stops being kept for age (nil: while live, or
	// without an age limit); the count limit may drop it sooner.
	Kept      bool       `json:"kept"`
	ExpiresAt *time.Time `json:"expires_at"`
	Rows      int64      `json:"rows"`
	Changes
}

// Changes are what a release changed against the version before it.
type Changes struct {
	Sources []SourceChange `json:"sources_changed"`
	Areas   []AreaChange   `json:"areas"`
	// Note says why row counts are null (the previous version was imported
	// before releases were recorded).
	Note string `json:"note,omitempty"`
}

// SourceChange is one input file added, removed or changed (its content's
// SHA-256 differs), with its period as the source manifest gives it.
type SourceChange struct {
	File           string `json:"file"`
	Area           string `json:"area"`
	Change         string `json:"change"` // added, removed, changed
	Period         string `json:"period"`
	PreviousPeriod string `json:"previous_period"`
	SHA256         string `json:"sha256"`
	PreviousSHA256 string `json:"previous_sha256"`
	Rows           int    `json:"rows"`
	PreviousRows   int    `json:"previous_rows"`
}

// AreaChange counts one area's records: held in the release, and added,
// removed and changed against the previous version (nil: not known).
type AreaChange struct {
	Area    string `json:"area"`
	Rows    int64  `json:"rows"`
	Added   *int64 `json:"rows_added"`
	Removed *int64 `json:"rows_removed"`
	Changed *int64 `json:"rows_changed"`
}

// diffSources lists the files of next that prev did not have or had with
// other content, and those it no longer has.
func diffSources(prev, next []FileInfo) []SourceChange {
	old := map[string]FileInfo{}
	for _, f := range prev {
		old[f.Name] = f
	}
	out := []SourceChange{}
	for _, f := range next {
		o, had := old[f.Name]
		delete(old, f.Name)
		switch {
		case !had:
			out = append(out, SourceChange{File: f.Name, Area: f.Area, Change: "added", Period: f.Period, SHA256: f.SHA256, Rows: f.Rows})
		case o.SHA256 != f.SHA256:
			out = append(out, SourceChange{File: f.Name, Area: f.Area, Change: "changed", Period: f.Period, PreviousPeriod: o.Period,
				SHA256: f.SHA256, PreviousSHA256: o.SHA256, Rows: f.Rows, PreviousRows: o.Rows})
		}
	}
	for _, name := range slices.Sorted(func(yield func(string) bool) {
		for n := range old {
			if !yield(n) {
				return
			}
		}
	}) {
		o := old[name]
		out = append(out, SourceChange{File: o.Name, Area: o.Area, Change: "removed", PreviousPeriod: o.Period, PreviousSHA256: o.SHA256, PreviousRows: o.Rows})
	}
	return out
}

// changesOf describes next against prev: the files, and the rows per area
// when both versions' digests are known (prevDigests nil with prevVersion
// "" means there was no previous version: every row is added).
func changesOf(prevVersion string, prevFiles, nextFiles []FileInfo, prevDigests, nextDigests Digests, order []string) Changes {
	c := Changes{Sources: diffSources(prevFiles, nextFiles)}
	if prevVersion != "" && prevDigests == nil || nextDigests == nil {
		c.Note = "row counts against the previous version are not known: it was imported before releases were recorded"
		for _, a := range diffAreas(nil, nextDigests, order) {
			c.Areas = append(c.Areas, AreaChange{Area: a.Area, Rows: a.Rows})
		}
		return c
	}
	c.Areas = diffAreas(prevDigests, nextDigests, order)
	return c
}

// Retention is how long superseded versions stay answerable: at most Keep
// versions (the live one included; at least 2, so a request in flight
// across a switch still finds its version), and none superseded longer
// ago than For (0: no age limit).
type Retention struct {
	Keep int
	For  time.Duration
}

// DefaultRetention keeps six versions, each for up to 400 days after it
// was superseded: a year of monthly releases' bids can be reproduced for a
// little over a year of BLS/Census release cadence without growing the
// database without bound (docs/decisions.md).
var DefaultRetention = Retention{Keep: 6, For: 400 * 24 * time.Hour}

// MinKeep is the fewest versions Retention may keep.
const MinKeep = 2

// Check reports a retention that cannot be honoured.
func (r Retention) Check() error {
	if r.Keep < MinKeep {
		return fmt.Errorf("a retention must keep at least %d versions (the live one and the one before, for requests in flight across a switch); got %d", MinKeep, r.Keep)
	}
	if r.For < 0 {
		return fmt.Errorf("a retention's age limit must not be negative")
	}
	return nil
}

// ParseKeepFor reads an age limit: a Go duration (720h) or a number of
// days (400d); 0 means none.
func ParseKeepFor(s string) (time.Duration, error) {
	if days, ok := strings.CutSuffix(strings.TrimSpace(s), "d"); ok {
		n, err := strconv.Atoi(days)
		if err != nil || n < 0 {
			return 0, fmt.Errorf("%q: want a number of days such as 400d, or a Go duration", s)
		}
		return time.Duration(n) * 24 * time.Hour, nil
	}
	d, err := time.ParseDuration(strings.TrimSpace(s))
	if err != nil || d < 0 {
		return 0, fmt.Errorf("%q: want a number of days such as 400d, or a Go duration such as 720h", s)
	}
	return d, nil
}

// annotate fills, on releases (newest first), when each was superseded,
// which is live, and which versions are kept under r at now: stored holds
// the versions whose rows the store still has.
func annotate(releases []Release, stored map[string]bool, r Retention, now time.Time) {
	keep := keptVersions(releases, r, now)
	for i := range releases {
		rel := &releases[i]
		rel.Live = i == 0
		rel.SupersededAt = nil
		if i > 0 {
			t := releases[i-1].WentLiveAt
			rel.SupersededAt = &t
		}
		rel.Kept = keep[rel.Version] && stored[rel.Version]
		rel.ExpiresAt = nil
		if end, ok := lastSuperseded(releases, rel.Version); ok && r.For > 0 && rel.Kept {
			t := end.Add(r.For)
			rel.ExpiresAt = &t
		}
	}
}

// lastSuperseded is when version last stopped being live (false while it
// is live).
func lastSuperseded(releases []Release, version string) (time.Time, bool) {
	for i, rel := range releases {
		if rel.Version == version {
			if i == 0 {
				return time.Time{}, false
			}
			return releases[i-1].WentLiveAt, true
		}
	}
	return time.Time{}, false
}

// keptVersions applies r to releases (newest first): the live version,
// then the others in the order they last went live, up to r.Keep, each
// while it was superseded less than r.For ago.
func keptVersions(releases []Release, r Retention, now time.Time) map[string]bool {
	keep := map[string]bool{}
	for i, rel := range releases {
		if keep[rel.Version] {
			continue
		}
		if len(keep) >= r.Keep {
			break
		}
		if i > 0 && r.For > 0 {
			if end, _ := lastSuperseded(releases, rel.Version); now.Sub(end) >= r.For {
				continue
			}
		}
		keep[rel.Version] = true
	}
	return keep
}
