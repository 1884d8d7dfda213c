package main

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/plumbline-api/plumbline/internal/datapull"
)

// statusWidth is the widest line `data status` prints: a terminal's
// default 80 plus some, so the table reads without wrapping (it was 330
// columns when it carried each cadence's full sentence).
const statusWidth = 100

// dataStatus is `data status`: per source the period held, the newest
// release the publisher has out (what `data pull` would fetch, as
// `data pull --list` says), the next one expected and whether it is due.
// The long facts (a held period's note, when it was pulled) follow the
// table, wrapped; the cadences are in `data pull --list`.
func dataStatus(dir string, now time.Time, stdout io.Writer) int {
	tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "SOURCE\tHELD\tFROM\tNEWEST OUT\tNEXT\tEXPECTED\tDUE")
	due := 0
	var notes []string
	for _, s := range datapull.Sources() {
		f := s.Freshness(dir, now)
		d := "no"
		if f.Due {
			d, due = "yes", due+1
		}
		held, note := splitNote(orNone(f.Period))
		if note != "" {
			notes = append(notes, fmt.Sprintf("%s holds %s (%s)", f.Source, held, note))
		}
		if f.RetrievedAt != "" {
			notes = append(notes, fmt.Sprintf("%s pulled from the publisher at %s", f.Source, f.RetrievedAt))
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\n", f.Source, held, fromLabel(f.From), newestOut(s, now),
			orDash(f.NextPeriod), orDash(f.NextExpected), d)
	}
	tw.Flush()
	for _, n := range notes {
		for _, l := range wrap(n, statusWidth, "    ") {
			fmt.Fprintln(stdout, l)
		}
	}
	fmt.Fprintf(stdout, "%d of %d sources due (%s)\n", due, len(datapull.Sources()), dir)
	fmt.Fprintln(stdout, "`plumbline data pull --due && plumbline import` fetches them; cadences: data pull --list")
	printRefreshState(dir, stdout)
	return 0
}

// newestOut is the newest release the publisher should have out by now,
// the one a pull without --period fetches.
func newestOut(s *datapull.Source, now time.Time) string {
	if l := s.Schedule.Latest(now, 1); len(l) > 0 {
		return l[0]
	}
	return "-"
}

// splitNote parts a held period such as "May 2024 (extracts only: …)" into
// the period and its note, so the table column stays a period wide.
func splitNote(p string) (period, note string) {
	if i := strings.Index(p, " ("); i > 0 && strings.HasSuffix(p, ")") {
		return p[:i], p[i+2 : len(p)-1]
	}
	return p, ""
}

// fromLabel shortens Freshness.From for the table: "pulled" rather than
// "publisher", "-" when nothing is held.
func fromLabel(from string) string {
	switch from {
	case "publisher":
		return "pulled"
	case "none":
		return "-"
	}
	return from
}

// wrap breaks s at spaces into lines of at most width, the later lines
// indented.
func wrap(s string, width int, indent string) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(s) {
		switch {
		case line == "":
			line = w
			if len(lines) > 0 {
				line = indent + w
			}
		case len(line)+1+len(w) > width:
			lines = append(lines, line)
			line = indent + w
		default:
			line += " " + w
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}
