package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/plumbline-api/plumbline/internal/datapull"
	"github.com/plumbline-api/plumbline/internal/refresh"
)

// pullOptions are the flags of `data pull` from the publishers.
type pullOptions struct {
	base, contact, ua, period *string
	all, due, list, verbose   *bool
	now                       func() time.Time // tests fix the clock
}

func (p *pullOptions) flags(fs *flag.FlagSet, getenv func(string) string) {
	p.base = fs.String("publisher-base", getenv("PLUMBLINE_PUBLISHER_BASE"), "pull: fetch every publisher URL from this scheme and host instead (path and query kept)")
	p.contact = fs.String("contact", getenv("PLUMBLINE_PULL_CONTACT"), "pull: a contact (e-mail or URL) for the User-Agent; publishers such as the BLS ask for one")
	p.ua = fs.String("user-agent", getenv("PLUMBLINE_PULL_USER_AGENT"), "pull: the whole User-Agent (default: plumbline/<version> with the contact)")
	p.period = fs.String("period", "", "pull: the release to pull (\"May 2024\", \"2024\"), default the newest out")
	p.all = fs.Bool("all", false, "pull: every source")
	p.due = fs.Bool("due", false, "pull: every source whose next release is due")
	p.list = fs.Bool("list", false, "pull: list the sources")
	p.verbose = fs.Bool("v", false, "pull --list: show each source's layout contract")
}

func (p *pullOptions) userAgent() string {
	if *p.ua != "" {
		return *p.ua
	}
	return datapull.DefaultUserAgent(*p.contact)
}

func (p *pullOptions) clock() time.Time {
	if p.now != nil {
		return p.now()
	}
	return time.Now()
}

// pullSources is `data pull SOURCE… | --all | --due | --list`.
func pullSources(ctx context.Context, dir string, names []string, o pullOptions, stdout, stderr io.Writer) int {
	if *o.list {
		listSources(dir, o, stdout)
		return 0
	}
	var srcs []*datapull.Source
	switch {
	case *o.all || *o.due:
		for _, s := range datapull.Sources() {
			if *o.all || s.Freshness(dir, o.clock()).Due {
				srcs = append(srcs, s)
			}
		}
		if len(srcs) == 0 {
			fmt.Fprintln(stdout, "no source is due: every release held is the newest expected (plumbline data status)")
			return 0
		}
	case len(names) == 0:
		fmt.Fprintf(stderr, "plumbline: name the sources to pull (%s), or --all, --due, --list; or --mirror URL for the bundle\n", sourceNames())
		return 2
	default:
		for _, n := range names {
			s := datapull.Lookup(n)
			if s == nil {
				fmt.Fprintf(stderr, "plumbline: no source %q (the sources: %s)\n", n, sourceNames())
				return 2
			}
			srcs = append(srcs, s)
		}
	}
	client := &datapull.Client{Base: *o.base, UserAgent: o.userAgent(), Progress: progressPrinter(stdout)}
	failed := 0
	for _, s := range srcs {
		fmt.Fprintf(stdout, "%s: pulling from %s\n", s.Name, s.Publisher)
		r, err := datapull.PullSource(ctx, s, datapull.PullOptions{Dir: dir, Client: client, Now: o.clock, Period: *o.period})
		switch {
		case ctx.Err() != nil:
			fmt.Fprintf(stdout, "%s: interrupted; the data directory is as it was\n", s.Name)
			return 130
		case err != nil:
			failed++
			var le *datapull.LayoutError
			if errors.As(err, &le) {
				fmt.Fprintf(stdout, "%s: refused: %v\n", s.Name, err)
			} else {
				fmt.Fprintf(stdout, "%s: failed: %v\n", s.Name, err)
			}
		case r.Status == "up-to-date":
			fmt.Fprintf(stdout, "%s: %s is held already, unchanged; nothing written (%.1f MB checked in %s)\n", s.Name, r.Period, float64(r.Downloaded)/1e6, r.Took.Round(time.Millisecond))
		default:
			fmt.Fprintf(stdout, "%s: %s landed: %d rows in %d files from %.1f MB downloaded, in %s\n", s.Name, r.Period, r.Rows(), len(r.Files), float64(r.Downloaded)/1e6, r.Took.Round(time.Millisecond))
			for _, f := range r.Files {
				fmt.Fprintf(stdout, "  %-56s %8d rows  %9d bytes  sha256 %s\n", f.File, f.Rows, f.Bytes, f.SHA256[:16])
			}
		}
	}
	if failed > 0 {
		fmt.Fprintf(stdout, "%d of %d sources could not be pulled\n", failed, len(srcs))
		return 1
	}
	fmt.Fprintln(stdout, "run `plumbline import` to load them as a new dataset version (the embedded default reads them at start)")
	return 0
}

func sourceNames() string {
	var n []string
	for _, s := range datapull.Sources() {
		n = append(n, s.Name)
	}
	return strings.Join(n, ", ")
}

// listSources prints every source with its publisher URLs (where this pull
// would fetch them) and cadence.
func listSources(dir string, o pullOptions, stdout io.Writer) {
	client := &datapull.Client{Base: *o.base}
	now := o.clock()
	for _, s := range datapull.Sources() {
		f := s.Freshness(dir, now)
		period := s.Schedule.Latest(now, 1)[0]
		fmt.Fprintf(stdout, "%s  (%s)\n  %s; publisher: %s\n  cadence: %s; newest expected out: %s; held: %s (%s)\n", s.Name, s.Area, s.Title, s.Publisher,
			s.Schedule.Cadence, period, orNone(f.Period), f.From)
		for _, fe := range s.Fetches(period) {
			addr, err := client.Resolve(fe.URL)
			if err != nil {
				addr = err.Error()
			}
			note := ""
			if fe.Optional {
				note = "  (optional)"
			}
			if fe.Paged != nil {
				note += fmt.Sprintf("  (paged: %s, %s=%d)", fe.Paged.OffsetParam, fe.Paged.LimitParam, fe.Paged.Size)
			}
			fmt.Fprintf(stdout, "  %s%s\n", addr, note)
		}
		fmt.Fprintf(stdout, "  writes: %s\n", strings.Join(s.Outputs, ", "))
		if *o.verbose {
			for _, l := range s.Layout {
				fmt.Fprintf(stdout, "  layout: %s\n", l)
			}
		}
	}
}

// printRefreshState says what the server's background refresh of dir did
// last (the report it writes after each check), or that none ran.
func printRefreshState(dir string, stdout io.Writer) {
	rep, ok := refresh.ReadState(dir)
	if !ok {
		fmt.Fprintln(stdout, "data refresh: none has run here (plumbline serve refreshes unless PLUMBLINE_REFRESH=off)")
		return
	}
	if l := rep.Last; l != nil {
		fmt.Fprintf(stdout, "data refresh: last check %s (took %s): %s; serving version %s", l.StartedAt.Format(time.RFC3339), l.Took, l.Result, orDash(l.Version))
		if l.Detail != "" {
			fmt.Fprintf(stdout, "; %s", l.Detail)
		}
		fmt.Fprintln(stdout)
		for _, s := range l.Sources {
			fmt.Fprintf(stdout, "  %s: %s %s %s\n", s.Source, s.Status, s.Period, s.Error)
		}
	}
	fmt.Fprintf(stdout, "data refresh: every %s, pulling %s; due then: %s\n", rep.CheckEvery, orDash(strings.Join(rep.Sources, ", ")), orDash(strings.Join(rep.Due, ", ")))
	for _, s := range rep.Skipped {
		fmt.Fprintf(stdout, "  %s not pulled: %s\n", s.Source, s.Reason)
	}
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
