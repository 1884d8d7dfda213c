package reference

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"
	"time"

	"github.com/plumbline-api/plumbline"
)

// releaseState is what the service knows of the releases: the feed, and
// which versions a request may pin.
type releaseState struct {
	live     string
	releases []Release // annotated, newest first
	kept     map[string]bool
	known    map[string]bool // every version a release names
	feed     []byte          // the feed's JSON
	etag     []byte
	// until is when a kept version's age runs out: the state is read again
	// then (zero: never).
	until time.Time
}

// Feed is the release feed (GET /v1/data/releases) and its entity tag.
type Feed struct {
	LiveVersion string    `json:"live_version"`
	Retention   FeedRules `json:"retention"`
	Releases    []Release `json:"releases"`
}

// FeedRules state the retention in the feed.
type FeedRules struct {
	KeepVersions int `json:"keep_versions"`
	KeepForDays  int `json:"keep_for_days"` // 0: no age limit
}

func (s *Service) refreshReleases(ctx context.Context, live string) error {
	releases, stored, err := s.versions.Releases(ctx)
	if err != nil {
		return err
	}
	now := s.now()
	annotate(releases, stored, s.retention, now)
	st := &releaseState{live: live, releases: releases, kept: map[string]bool{live: true}, known: map[string]bool{live: true}}
	for _, r := range releases {
		st.known[r.Version] = true
		if r.Kept {
			st.kept[r.Version] = true
			if r.ExpiresAt != nil && (st.until.IsZero() || r.ExpiresAt.Before(st.until)) {
				st.until = *r.ExpiresAt
			}
		}
	}
	if releases == nil {
		releases = []Release{}
	}
	feed := Feed{LiveVersion: live, Retention: FeedRules{KeepVersions: s.retention.Keep, KeepForDays: int(s.retention.For / (24 * time.Hour))}, Releases: releases}
	if st.feed, err = json.Marshal(feed); err != nil {
		return err
	}
	st.etag = AppendETag(nil, live, st.feed)
	s.releases.Store(st)
	return nil
}

// Releases is the release feed's JSON and entity tag (nil before the first
// Refresh).
func (s *Service) Releases() (body, etag []byte) {
	st := s.releases.Load()
	if st == nil {
		return nil, nil
	}
	return st.feed, st.etag
}

// Resolve is the version a request answers from: the live one when pinned
// is "", else pinned while it is kept. A version the releases name but no
// longer keep is EGONE; anything else EINVALID; both name the versions a
// request may pin.
func (s *Service) Resolve(pinned string) (string, error) {
	live := s.Version()
	if pinned == "" || pinned == live {
		return live, nil
	}
	st := s.releases.Load()
	if st != nil && st.kept[pinned] {
		return pinned, nil
	}
	if st != nil && st.known[pinned] {
		return "", plumbline.Errorf(plumbline.EGONE, "dataset version %s is no longer kept (versions are kept %s); kept now: %s",
			pinned, s.retentionText(), st.keptText())
	}
	keptNow := live
	if st != nil {
		keptNow = st.keptText()
	}
	e := InvalidField("dataset_version", "unknown", "no dataset version %q; kept now: %s (GET /v1/data/releases lists them)", clip(pinned), keptNow)
	return "", e
}

func (s *Service) retentionText() string {
	t := "up to " + strconv.Itoa(s.retention.Keep) + " at a time"
	if s.retention.For > 0 {
		t += ", each up to " + strconv.Itoa(int(s.retention.For/(24*time.Hour))) + " days after it was superseded"
	}
	return t
}

// keptText lists the kept versions, newest release first, the live one marked.
func (st *releaseState) keptText() string {
	var out []string
	seen := map[string]bool{}
	for _, r := range st.releases {
		if r.Kept && !seen[r.Version] {
			seen[r.Version] = true
			v := r.Version
			if v == st.live {
				v += " (live)"
			}
			out = append(out, v)
		}
	}
	if len(out) == 0 {
		return st.live + " (live)"
	}
	return strings.Join(out, ", ")
}

func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}

// opFor is op as version answers it: the memory store binds each version it
// holds to its own areas; Postgres stores answer every version themselves.
func (s *Service) opFor(version string, op *Op) (*Op, error) {
	va, ok := s.versions.(versionedAreas)
	if !ok {
		return op, nil
	}
	run, err := va.op(version, op.ID)
	if err != nil || run == nil {
		return op, err
	}
	return run, nil
}
