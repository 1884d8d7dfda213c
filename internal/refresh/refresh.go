// Package refresh keeps a running server's reference data current by
// itself: after start and then every check interval it works out which
// publisher releases are due (each source's cadence, reference/release),
// pulls them through the same pipelines as `plumbline data pull`
// (internal/datapull: layout contracts, caps, provenance) into the data
// directory, and imports the directory as a new dataset version, which
// readers switch to atomically. The dataset live before keeps answering
// while a pull runs, and whenever one fails.
//
// With several instances on one Postgres, a Locker lets one of them pull
// and import at a time; the others find the new version by their version
// poll and switch to it. A source is due by what the live version holds,
// so an instance that did not pull it does not pull it again.
package refresh

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/plumbline-api/plumbline/internal/datapull"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/release"
)

// Locker lets one instance of several pull and import at a time.
type Locker interface {
	// TryLock takes the lock when no other instance holds it (ok false
	// when one does); unlock gives it back.
	TryLock(ctx context.Context) (unlock func(), ok bool, err error)
}

// Options configure a Refresher.
type Options struct {
	Dir     string           // the data directory pulls land in and imports read
	Client  *datapull.Client // Base (PLUMBLINE_PUBLISHER_BASE) and the User-Agent with its contact
	Sources []*datapull.Source
	// Skipped are the sources it will not pull, with the reason (a
	// publisher that needs a contact when none is set): reported as such.
	Skipped []Skipped
	// Every is how often it checks what is due (and the first check comes
	// min(Every, 10s) after start).
	Every time.Duration
	// Retry is how long a source waits after a failed pull, or a pull that
	// found its due release not out yet (default 6×Every): a publisher
	// that is late or down is not asked again on every check.
	Retry time.Duration
	Lock  Locker // nil: this instance is the only one
	// Live is the version readers are served now and the pulled releases
	// it holds, by source (after looking for a version another instance
	// imported).
	Live func(ctx context.Context) (string, reference.PulledReleases, error)
	// Import loads Dir and makes it the live version (a no-op when it is
	// the live version already).
	Import func(ctx context.Context) (reference.ImportResult, error)
	// OnSwitch hears each switch to a new version this instance imported.
	OnSwitch func(reference.ImportResult)
	Now      func() time.Time
	Log      *slog.Logger
}

// Skipped is a source the refresh does not pull, and why.
type Skipped struct {
	Source string `json:"source"`
	Reason string `json:"reason"`
}

// Report is what /readyz and `data status` say about the refresh.
type Report struct {
	Enabled    bool      `json:"enabled"`
	CheckEvery string    `json:"check_every,omitempty"`
	Sources    []string  `json:"sources,omitempty"` // pulled when due
	Skipped    []Skipped `json:"skipped,omitempty"`
	// Due are the sources whose next release is due by what the live
	// version holds, as of the last check.
	Due     []string `json:"due"`
	Running bool     `json:"running"`
	// LastCheckAt is when it last looked; Last is the last check that
	// did something (pulled, failed, switched, or found another instance
	// pulling): a check with nothing due does not replace it.
	LastCheckAt *time.Time `json:"last_check_at,omitempty"`
	Last        *Outcome   `json:"last,omitempty"`
	NextCheck   *time.Time `json:"next_check,omitempty"`
}

// Outcome is one check's result.
type Outcome struct {
	StartedAt time.Time `json:"started_at"`
	Took      string    `json:"took"`
	// Result: switched (a new version is live), unchanged (pulled, nothing
	// new), nothing_due, elsewhere (another instance holds the lock and
	// pulls), failed (the version live before still serves).
	Result   string          `json:"result"`
	Version  string          `json:"version,omitempty"` // live after the check
	Previous string          `json:"previous_version,omitempty"`
	Detail   string          `json:"detail,omitempty"`
	Sources  []SourceOutcome `json:"sources,omitempty"`
}

// SourceOutcome is one source's pull in a check.
type SourceOutcome struct {
	Source string `json:"source"`
	Status string `json:"status"` // pulled, up-to-date, failed
	Period string `json:"period,omitempty"`
	Error  string `json:"error,omitempty"`
}

// StateFile is where, below the data directory, each check's report is
// written for `plumbline data status`.
const StateFile = reference.PulledDir + "/refresh.json"

// Refresher is the background refresh of one instance.
type Refresher struct {
	o       Options
	mu      sync.Mutex
	report  Report
	retryAt map[string]time.Time
}

// New is a refresher with o (Dir, Sources, Every, Live and Import are
// required).
func New(o Options) *Refresher {
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.Retry == 0 {
		o.Retry = 6 * o.Every
	}
	if o.Log == nil {
		o.Log = slog.New(slog.DiscardHandler)
	}
	if o.Client == nil {
		o.Client = &datapull.Client{}
	}
	r := &Refresher{o: o, retryAt: map[string]time.Time{}}
	r.report = Report{Enabled: true, CheckEvery: o.Every.String(), Skipped: o.Skipped, Due: []string{}}
	for _, s := range o.Sources {
		r.report.Sources = append(r.report.Sources, s.Name)
	}
	return r
}

// Report is the refresh's state now.
func (r *Refresher) Report() Report {
	r.mu.Lock()
	defer r.mu.Unlock()
	rep := r.report
	rep.Due = slices.Clone(rep.Due)
	return rep
}

// Run checks min(Every, 10s) after it starts, then every Every, until ctx
// ends.
func (r *Refresher) Run(ctx context.Context) {
	wait := min(r.o.Every, 10*time.Second)
	for {
		next := r.o.Now().Add(wait)
		r.mu.Lock()
		r.report.NextCheck = &next
		r.mu.Unlock()
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return
		case <-t.C:
		}
		r.Check(ctx)
		wait = r.o.Every
	}
}

// Check is one check: pull what is due and switch to it.
func (r *Refresher) Check(ctx context.Context) Outcome {
	r.mu.Lock()
	r.report.Running = true
	r.mu.Unlock()
	start := r.o.Now()
	out := r.check(ctx)
	out.StartedAt, out.Took = start.UTC(), r.o.Now().Sub(start).Round(time.Millisecond).String()
	r.mu.Lock()
	r.report.Running, r.report.LastCheckAt = false, &out.StartedAt
	if out.Result != "nothing_due" || r.report.Last == nil {
		r.report.Last = &out
	}
	rep := r.report
	r.mu.Unlock()
	r.log(out)
	if b, err := json.MarshalIndent(rep, "", "  "); err == nil {
		r.writeState(b)
	}
	return out
}

func (r *Refresher) log(out Outcome) {
	attrs := []any{slog.String("result", out.Result), slog.String("version", out.Version), slog.String("took", out.Took)}
	if out.Detail != "" {
		attrs = append(attrs, slog.String("detail", out.Detail))
	}
	for _, s := range out.Sources {
		attrs = append(attrs, slog.String(s.Source, strings.TrimSpace(s.Status+" "+s.Period+" "+s.Error)))
	}
	switch out.Result {
	case "failed":
		r.o.Log.Warn("data refresh failed; the version live before keeps serving", attrs...)
	case "switched":
		r.o.Log.Info("data refresh: a new version is live", append(attrs, slog.String("previous", out.Previous))...)
	case "nothing_due":
		r.o.Log.Debug("data refresh: nothing due", attrs...)
	default:
		r.o.Log.Info("data refresh", attrs...)
	}
}

// writeState writes the report for `data status` (best effort: a data
// directory it cannot write is reported by the pulls themselves).
func (r *Refresher) writeState(b []byte) {
	p := filepath.Join(r.o.Dir, filepath.FromSlash(StateFile))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return
	}
	tmp := p + ".tmp"
	if os.WriteFile(tmp, b, 0o644) == nil {
		_ = os.Rename(tmp, p)
	}
}

// ReadState reads the report the last check left in dir; false when no
// server refreshed dir.
func ReadState(dir string) (Report, bool) {
	b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(StateFile)))
	if err != nil {
		return Report{}, false
	}
	var rep Report
	if json.Unmarshal(b, &rep) != nil {
		return Report{}, false
	}
	return rep, true
}

// standing is what a version (live) or the data directory (local) holds of
// one source: the release's period index and when it was retrieved; held
// false for the bundle's snapshot.
type standing struct {
	held      bool
	period    int
	retrieved string
}

// after reports whether a is a later release than b.
func (a standing) after(b standing) bool {
	switch {
	case !a.held:
		return false
	case !b.held:
		return true
	case a.period != b.period:
		return a.period > b.period
	}
	return a.retrieved > b.retrieved // RFC 3339 in UTC: ordered as text
}

func standingOf(s *datapull.Source, period, retrieved string, held bool) standing {
	if !held {
		return standing{}
	}
	n, _ := s.Schedule.Parse(period)
	return standing{held: true, period: n, retrieved: retrieved}
}

// plan is what a check sees: the live version, each source's freshness in
// it, and the sources due.
type plan struct {
	version string
	live    map[string]standing
	local   map[string]standing
	due     []*datapull.Source
}

func (r *Refresher) plan(ctx context.Context) (plan, error) {
	v, pulled, err := r.o.Live(ctx)
	if err != nil {
		return plan{}, err
	}
	now := r.o.Now()
	p := plan{version: v, live: map[string]standing{}, local: map[string]standing{}}
	var due []string
	for _, s := range r.o.Sources {
		var f release.Freshness
		if rel, ok := pulled[s.Name]; ok {
			f = release.Of(s.Name, s.Title, s.Schedule, rel.Release, "publisher", rel.RetrievedAt, now)
			p.live[s.Name] = standingOf(s, rel.Release, rel.RetrievedAt, true)
		} else {
			f = release.Of(s.Name, s.Title, s.Schedule, s.Bundled, "bundle", "", now)
		}
		lf := s.Freshness(r.o.Dir, now)
		p.local[s.Name] = standingOf(s, lf.Period, lf.RetrievedAt, lf.From == "publisher")
		if !f.Due {
			continue
		}
		due = append(due, s.Name)
		if now.Before(r.retryAt[s.Name]) {
			continue // failed, or not out yet, a short while ago
		}
		p.due = append(p.due, s)
	}
	r.mu.Lock()
	r.report.Due = due
	r.mu.Unlock()
	return p, nil
}

func (r *Refresher) check(ctx context.Context) Outcome {
	p, err := r.plan(ctx)
	if err != nil {
		return Outcome{Result: "failed", Detail: "reading the live version: " + err.Error()}
	}
	if len(p.due) == 0 && !r.ahead(p) {
		return Outcome{Result: "nothing_due", Version: p.version}
	}
	if r.o.Lock != nil {
		unlock, ok, err := r.o.Lock.TryLock(ctx)
		if err != nil {
			return Outcome{Result: "failed", Version: p.version, Detail: "taking the refresh lock: " + err.Error()}
		}
		if !ok {
			return Outcome{Result: "elsewhere", Version: p.version, Detail: "another instance holds the refresh lock: it pulls and imports, and this one switches when it finds the new version"}
		}
		defer unlock()
		// Another instance may have imported while this one waited: decide
		// again on what is live now.
		if p, err = r.plan(ctx); err != nil {
			return Outcome{Result: "failed", Detail: "reading the live version: " + err.Error()}
		}
		if len(p.due) == 0 && !r.ahead(p) {
			return Outcome{Result: "nothing_due", Version: p.version}
		}
	}
	pulls := slices.Clone(p.due)
	// A release the live version holds and this directory lacks (another
	// instance pulled it) is pulled too: the import must not take the live
	// version back to the bundle's period.
	for _, s := range r.o.Sources {
		if p.live[s.Name].after(p.local[s.Name]) && !slices.Contains(pulls, s) {
			pulls = append(pulls, s)
		}
	}
	out := Outcome{Version: p.version}
	failed := 0
	for _, s := range pulls {
		res, err := datapull.PullSource(ctx, s, datapull.PullOptions{Dir: r.o.Dir, Client: r.o.Client, Now: r.o.Now})
		so := SourceOutcome{Source: s.Name, Status: res.Status, Period: res.Period}
		switch {
		case ctx.Err() != nil:
			return Outcome{Result: "failed", Version: p.version, Detail: "stopped: the server is shutting down; the data directory is as it was"}
		case err != nil:
			failed++
			so.Status, so.Error = "failed", r.public(err)
			r.retryAt[s.Name] = r.o.Now().Add(r.o.Retry)
		case res.Status == "up-to-date":
			r.retryAt[s.Name] = r.o.Now().Add(r.o.Retry) // its next release is not out yet
		}
		out.Sources = append(out.Sources, so)
	}
	for _, s := range r.o.Sources {
		lf := s.Freshness(r.o.Dir, r.o.Now())
		if p.live[s.Name].after(standingOf(s, lf.Period, lf.RetrievedAt, lf.From == "publisher")) {
			out.Result = "failed"
			out.Detail = fmt.Sprintf("not imported: the live version holds %s's release %s and this instance's data directory does not (its pull failed)", s.Name, lf.Period)
			return out
		}
	}
	p.local = map[string]standing{}
	for _, s := range r.o.Sources {
		lf := s.Freshness(r.o.Dir, r.o.Now())
		p.local[s.Name] = standingOf(s, lf.Period, lf.RetrievedAt, lf.From == "publisher")
	}
	if !r.ahead(p) {
		out.Result = "unchanged"
		if failed > 0 {
			out.Result, out.Detail = "failed", fmt.Sprintf("%d of %d sources could not be pulled; the version live before keeps serving", failed, len(pulls))
		}
		return out
	}
	res, err := r.o.Import(ctx)
	if err != nil {
		out.Result, out.Detail = "failed", "import: "+err.Error()
		return out
	}
	out.Version, out.Previous = res.Version, res.Previous
	out.Result = "unchanged"
	if res.Switched {
		out.Result = "switched"
		if failed > 0 {
			out.Detail = fmt.Sprintf("%d of %d sources could not be pulled; the others are live", failed, len(pulls))
		}
		// The data.release.published webhook (issue 37) is sent from here,
		// through OnSwitch: once per switch this instance made.
		if r.o.OnSwitch != nil {
			r.o.OnSwitch(res)
		}
	}
	return out
}

// ahead reports whether the data directory holds a release the live
// version does not (pulled by a check whose import failed, or by hand).
func (r *Refresher) ahead(p plan) bool {
	for _, s := range r.o.Sources {
		if p.local[s.Name].after(p.live[s.Name]) {
			return true
		}
	}
	return false
}

// public is an error as /readyz shows it: an operator's mirror of the
// publishers is named by its setting, not its address.
func (r *Refresher) public(err error) string {
	msg := err.Error()
	if b := strings.TrimRight(r.o.Client.Base, "/"); b != "" {
		msg = strings.ReplaceAll(msg, b, "$PLUMBLINE_PUBLISHER_BASE")
	}
	return msg
}
