package costs

import (
	"fmt"
	"strings"
	"time"

	"github.com/plumbline-api/plumbline/reference/release"
)

// preliminaryNote says which months of the series are preliminary and on
// whose word: BLS's own marks in a pulled release, or, for the bundled
// file that carries none, the months its release had not yet revised.
func preliminaryNote(d *Data, ids []string) string {
	var parts []string
	for _, id := range ids {
		if m := d.Series[id].preliminaryMonths(); len(m) > 0 {
			parts = append(parts, fmt.Sprintf("%s %s", id, span(m)))
		}
	}
	marked := "none"
	if len(parts) > 0 {
		marked = strings.Join(parts, "; ")
	}
	if d.Files.PublisherFlags() {
		return "Preliminary as BLS marks it (footnote P in its flat files, " + d.Files.PPI + "): " + marked + ". A month stops being preliminary when BLS revises it, four months after first publication."
	}
	return "Preliminary as of the release the file we hold was collected from (the BLS API, September 2025: data to 2025-08): " + marked +
		". The file carries no marks: those were the months BLS had not yet revised, and they are served as published then. `plumbline data pull ppi` brings BLS's current values and marks."
}

// span writes ascending months as ranges: "2025-05 to 2025-08".
func span(months []string) string {
	var out []string
	start := 0
	for i := 1; i <= len(months); i++ {
		if i < len(months) && months[i] == addMonths(months[i-1], 1) {
			continue
		}
		if i-1 == start {
			out = append(out, months[start])
		} else {
			out = append(out, months[start]+" to "+months[i-1])
		}
		start = i
	}
	return strings.Join(out, ", ")
}

// metaPeriod says which series mapping gave titles and base periods.
func metaPeriod(d *Data) string {
	if d.Files.PublisherFlags() {
		return "BLS wp.series and pc.series, pulled with the data"
	}
	return "BLS wp.series mapping as of 2025-04"
}

// The periods the bundled snapshot holds of the sources `data pull`
// fetches: what costs_list and data status report before a pull.
const (
	BundledPPI = "2025-08"
	BundledBPS = "2025-12"
)

// now is the clock freshness is computed against (tests fix it).
var now = time.Now

// freshness is, per `data pull` source of the price side, what the
// version holds and whether a newer release is due.
func (d *Data) freshness() map[string]release.Freshness {
	out := map[string]release.Freshness{}
	t := now()
	for _, s := range []struct {
		name, title, bundled string
		schedule             release.Schedule
	}{
		{"ppi", "BLS producer price indexes, construction series", BundledPPI, release.PPI},
		{"bps", "Census Building Permits Survey, county and place files", BundledBPS, release.BPS},
	} {
		if p, ok := d.Releases[s.name]; ok {
			out[s.name] = release.Of(s.name, s.title, s.schedule, p.Release, "publisher", p.RetrievedAt, t)
		} else {
			out[s.name] = release.Of(s.name, s.title, s.schedule, s.bundled, "bundle", "", t)
		}
	}
	return out
}
