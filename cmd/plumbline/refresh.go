package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"slices"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/internal/datapull"
	"github.com/plumbline-api/plumbline/internal/refresh"
	"github.com/plumbline-api/plumbline/reference"
)

// refreshConfig is the background refresh's settings.
type refreshConfig struct {
	on      bool
	every   time.Duration
	sources []string // nil: every source
	base    string   // PLUMBLINE_PUBLISHER_BASE
	contact string
	ua      string
}

func loadRefreshConfig(get func(string) string) (refreshConfig, error) {
	r := refreshConfig{base: get("PLUMBLINE_PUBLISHER_BASE"), contact: get("PLUMBLINE_PULL_CONTACT"), ua: get("PLUMBLINE_PULL_USER_AGENT")}
	switch v := strings.ToLower(get("PLUMBLINE_REFRESH")); v {
	case "on", "true", "1":
		r.on = true
	case "off", "false", "0":
	default:
		return r, fmt.Errorf("PLUMBLINE_REFRESH=%q: want on or off", v)
	}
	var err error
	if r.every, err = time.ParseDuration(get("PLUMBLINE_REFRESH_EVERY")); err != nil || r.every < 100*time.Millisecond {
		return r, fmt.Errorf("PLUMBLINE_REFRESH_EVERY=%q: want a Go duration such as 1h (100ms at least)", get("PLUMBLINE_REFRESH_EVERY"))
	}
	if v := get("PLUMBLINE_REFRESH_SOURCES"); v != "all" {
		for n := range strings.SplitSeq(v, ",") {
			if n = strings.TrimSpace(n); n == "" {
				continue
			}
			if datapull.Lookup(n) == nil {
				return r, fmt.Errorf("PLUMBLINE_REFRESH_SOURCES: no source %q (the sources: %s)", n, sourceNames())
			}
			r.sources = append(r.sources, n)
		}
		if r.sources == nil {
			return r, fmt.Errorf("PLUMBLINE_REFRESH_SOURCES is empty: name sources, or all (PLUMBLINE_REFRESH=off turns the refresh off)")
		}
	}
	if r.base != "" {
		if _, err := (&datapull.Client{Base: r.base}).Resolve("https://www.bls.gov/"); err != nil {
			return r, fmt.Errorf("PLUMBLINE_PUBLISHER_BASE: %w", err)
		}
	}
	return r, nil
}

// plan splits the sources into those the refresh pulls and those it skips,
// with why: a publisher that refuses requests naming no contact is skipped
// until PLUMBLINE_PULL_CONTACT (or a whole PLUMBLINE_PULL_USER_AGENT) is set.
func (r refreshConfig) plan() ([]*datapull.Source, []refresh.Skipped) {
	var pull []*datapull.Source
	var skip []refresh.Skipped
	for _, s := range datapull.Sources() {
		switch {
		case r.sources != nil && !slices.Contains(r.sources, s.Name):
		case s.NeedsContact && r.contact == "" && r.ua == "":
			skip = append(skip, refresh.Skipped{Source: s.Name, Reason: "the publisher refuses requests that name no contact: set PLUMBLINE_PULL_CONTACT (an e-mail address or URL) to pull it"})
		default:
			pull = append(pull, s)
		}
	}
	return pull, skip
}

// announce is what `serve` prints about the refresh under its banner: what
// it fetches, from where, how often, and which setting fetches the rest or
// turns it off.
func (r refreshConfig) announce(w io.Writer) {
	if !r.on {
		fmt.Fprintln(w, "data refresh: off (PLUMBLINE_REFRESH=off); `plumbline data pull --due` and `import` fetch releases by hand")
		return
	}
	pull, skip := r.plan()
	from := "the publishers"
	if r.base != "" {
		from = "PLUMBLINE_PUBLISHER_BASE"
	}
	names := func(ss []*datapull.Source) string {
		var n []string
		for _, s := range ss {
			n = append(n, s.Name)
		}
		return strings.Join(n, ", ")
	}
	fmt.Fprintf(w, "data refresh: on, checking every %s; fetching from %s when due: %s (PLUMBLINE_REFRESH=off turns it off)\n", r.every, from, orNone(names(pull)))
	if len(skip) > 0 {
		var n []string
		for _, s := range skip {
			n = append(n, s.Source)
		}
		fmt.Fprintf(w, "data refresh: not fetching %s: the BLS refuses requests that name no contact; set PLUMBLINE_PULL_CONTACT=you@example.com to fetch them\n", strings.Join(n, ", "))
	}
}

// newRefresher builds the background refresh of a server: into the data
// directory, importing it into the memory store (the embedded default) or
// into Postgres under an advisory lock, so one instance of several pulls.
func (a *app) newRefresher(cfg config, svc *reference.Service, memory *reference.MemoryVersions, pool *pgxpool.Pool, logger *slog.Logger) *refresh.Refresher {
	rc := cfg.refresh
	pull, skip := rc.plan()
	ua := rc.ua
	if ua == "" {
		ua = datapull.DefaultUserAgent(rc.contact)
	}
	o := refresh.Options{
		Dir: cfg.dataDir, Client: &datapull.Client{Base: rc.base, UserAgent: ua, Backoff: min(500*time.Millisecond, rc.every/20)}, Sources: pull, Skipped: skip, Every: rc.every,
		Log: logger.With(slog.String("worker", "data refresh")),
		OnSwitch: func(res reference.ImportResult) {
			logger.Info("dataset version switched by the data refresh", slog.String("version", res.Version), slog.String("previous", res.Previous))
			a.announceRelease(res)
		},
	}
	if pool == nil {
		o.Live = func(context.Context) (string, reference.PulledReleases, error) {
			ds := memory.Live()
			return ds.Version, reference.PulledOf(ds), nil
		}
		o.Import = func(ctx context.Context) (reference.ImportResult, error) {
			return reloadData(ctx, cfg, memory, svc)
		}
	} else {
		o.Lock = pgLock{pool}
		o.Live = func(ctx context.Context) (string, reference.PulledReleases, error) {
			if err := svc.Refresh(ctx); err != nil { // another instance's import, if any
				return "", nil, err
			}
			v := svc.Version()
			p, err := reference.ReadPulled(ctx, pool, v)
			return v, p, err
		}
		o.Import = func(ctx context.Context) (reference.ImportResult, error) {
			all, err := loaders(cfg.dataDir, true)
			if err != nil {
				return reference.ImportResult{}, err
			}
			ds, files, err := reference.Load(all...)
			if err != nil {
				return reference.ImportResult{}, err
			}
			res, err := reference.ImportKeeping(ctx, pool, ds, files, nil, cfg.retention)
			if err != nil {
				return res, err
			}
			return res, svc.Refresh(ctx)
		}
	}
	r := refresh.New(o)
	svc.ReportRefresh(func() any { return r.Report() })
	return r
}

// refreshLock is the advisory lock one instance of several holds while it
// pulls and imports (not import's own lock: an import by hand must not wait
// for a pull).
const refreshLock = 7_180_040 // arbitrary, fixed

// pgLock is the refresh's lock on Postgres: a session advisory lock on a
// connection held for the check.
type pgLock struct{ pool *pgxpool.Pool }

func (l pgLock) TryLock(ctx context.Context) (func(), bool, error) {
	conn, err := l.pool.Acquire(ctx)
	if err != nil {
		return nil, false, err
	}
	var ok bool
	if err := conn.QueryRow(ctx, "SELECT pg_try_advisory_lock($1)", refreshLock).Scan(&ok); err != nil || !ok {
		conn.Release()
		return nil, false, err
	}
	return func() {
		// A fresh context: the check's may be cancelled (shutdown), and the
		// lock must be given back before the connection returns to the pool.
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		if _, err := conn.Exec(ctx, "SELECT pg_advisory_unlock($1)", refreshLock); err != nil {
			conn.Conn().Close(ctx) // closing the session releases its locks
		}
		conn.Release()
	}, true, nil
}

// announceRelease writes data.release.published to the webhook outbox for
// every account with an endpoint that wants it: once per version (the
// dedupe key), whichever instance switched.
func (a *app) announceRelease(res reference.ImportResult) {
	if a.hooks == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	data := struct {
		Version         string `json:"version"`
		PreviousVersion string `json:"previous_version"`
		Releases        string `json:"releases"`
	}{res.Version, res.Previous, "/v1/data/releases"}
	_ = a.hooks.Broadcast(ctx, plumbline.EventReleasePublished, plumbline.EventReleasePublished+":"+res.Version, data)
}
