package labor

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/plumbline-api/plumbline/reference/release"
)

// What the bundled snapshot holds of each pulled source: what status and
// costs_list report before a pull (internal/datapull uses the same labels).
const (
	BundledNational = "May 2024"
	BundledMetro    = "May 2024 (extracts only: 21 Florida MSAs for 2 trades; New York MSAs May 2023; Washington 2022)"
	BundledQCEW     = "2020 (5 central-Ohio counties)"
)

// now is the clock freshness is judged by (tests fix it).
var now = time.Now

// summary is what a version holds, worked out once (finish) for the
// answers' limitations note and costs_list.
type summary struct {
	releases       []oewsRelease // newest first
	metros         int           // metro areas with a figure for some trade (a current cell or OFLC levels)
	nonmetros      int
	measuredMetros int // metro areas with a current published cell for some trade
	measuredCells  int // current published metro and nonmetro cells of the 11 trades
	qcewCounties   int // counties with a row in the chain's QCEW year
	qcewStates     int
	qcewFiles      []string
	limits         string
}

// oewsRelease is what one OEWS release held covers.
type oewsRelease struct {
	period                    string
	metros, nonmetros, states int
	files                     []string
}

func (d *Data) summarize() {
	var s summary
	byPeriod := map[string]*oewsRelease{}
	metros, nonmetros, measured := map[string]bool{}, map[string]bool{}, map[string]bool{}
	count := func(c Cell) {
		r := byPeriod[c.Period]
		if r == nil {
			r = &oewsRelease{period: c.Period}
			byPeriod[c.Period] = r
		}
		if !slices.Contains(r.files, c.File) {
			r.files = append(r.files, c.File)
		}
	}
	areas := map[string]map[string]bool{}
	for k, c := range d.Cells {
		count(c)
		if areas[c.Period] == nil {
			areas[c.Period] = map[string]bool{}
		}
		areas[c.Period][k[0]] = true
		if _, ok := TradeBySOC(k[1]); !ok || c.AreaType == "national" || !usable(c) || staleCell(d, c) {
			continue
		}
		if c.AreaType == "metro" || c.AreaType == "nonmetro" {
			s.measuredCells++
		}
		if c.AreaType == "metro" {
			metros[k[0]], measured[k[0]] = true, true
		}
	}
	for _, cs := range d.Older {
		for _, c := range cs {
			count(c)
			if areas[c.Period] == nil {
				areas[c.Period] = map[string]bool{}
			}
			areas[c.Period][c.Area] = true
		}
	}
	for k := range d.Levels {
		if len(k[0]) == 5 {
			metros[k[0]] = true
		} else {
			nonmetros[k[0]] = true
		}
	}
	for p, r := range byPeriod {
		for a := range areas[p] {
			switch {
			case strings.HasPrefix(a, "S"):
				r.states++
			case len(a) == 5:
				r.metros++
			case a != NationalArea:
				r.nonmetros++
			}
		}
		s.releases = append(s.releases, *r)
	}
	slices.SortFunc(s.releases, func(a, b oewsRelease) int { return periodRank(b.period) - periodRank(a.period) })
	s.metros, s.nonmetros, s.measuredMetros = len(metros), len(nonmetros), len(measured)
	for k, i := range d.qcew.rows {
		if k.own != "5" {
			continue
		}
		if strings.HasSuffix(k.area, "000") {
			s.qcewStates++
		}
		if f := d.QCEW[i].File; !slices.Contains(s.qcewFiles, f) {
			s.qcewFiles = append(s.qcewFiles, f)
		}
	}
	counties := map[string]bool{}
	for k := range d.qcew.rows {
		if !strings.HasSuffix(k.area, "000") {
			counties[k.area] = true
		}
	}
	s.qcewCounties = len(counties)
	states := map[string]bool{}
	for k := range d.qcew.rows {
		if strings.HasSuffix(k.area, "000") {
			states[k.area] = true
		}
	}
	s.qcewStates = len(states)
	slices.Sort(s.qcewFiles)
	s.limits = d.limitsText(s)
	d.sum = s
}

// limitsText says what is held and what is not, from the data itself.
func (d *Data) limitsText(s summary) string {
	var held []string
	for _, r := range s.releases {
		var parts []string
		for _, p := range []struct {
			n    int
			what string
		}{{r.metros, "metropolitan"}, {r.nonmetros, "nonmetropolitan"}, {r.states, "state"}} {
			if p.n > 0 {
				parts = append(parts, fmt.Sprintf("%d %s", p.n, p.what))
			}
		}
		if len(parts) == 0 {
			parts = []string{"national"}
		}
		held = append(held, fmt.Sprintf("%s: %s areas", r.period, strings.Join(parts, ", ")))
	}
	text := "OEWS published cells held, by release: " + strings.Join(held, "; ") + ". "
	text += fmt.Sprintf("%d metropolitan areas have a current published cell for at least one trade; where an area has none the figure is derived "+
		"from DOL OFLC prevailing-wage levels, and a cell more than %d years older than the newest national release is used only as a cross-check. ", s.measuredMetros, staleYears)
	switch {
	case d.qcew.year == "":
		text += "No QCEW data is held, so the county steps never run. "
	default:
		text += fmt.Sprintf("QCEW %s county rows are held for %d counties", d.qcew.year, s.qcewCounties)
		if s.qcewStates == 0 {
			text += " and no state, so the state step never runs. "
		} else {
			text += fmt.Sprintf(" and %d states. ", s.qcewStates)
		}
	}
	return text + "Wages are not adjusted between vintages; `plumbline data pull` brings the publishers' complete releases."
}

func (d *Data) limitations() string { return d.sum.limits }

// TradeBySOC finds a trade by its occupation code.
func TradeBySOC(soc string) (Trade, bool) {
	for _, t := range Trades {
		if t.SOC == soc {
			return t, true
		}
	}
	return Trade{}, false
}

// freshness is, per `data pull` source of the labor side, what the version
// holds and whether a newer release is due.
func (d *Data) freshness() map[string]release.Freshness {
	out := map[string]release.Freshness{}
	t := now()
	for _, s := range []struct {
		name, title, bundled string
		held                 bool
		schedule             release.Schedule
	}{
		{"oews-national", "BLS OEWS national estimates", BundledNational, d.rows[FileNational] > 0, release.OEWS},
		{"oews-metro", "BLS OEWS metropolitan and nonmetropolitan areas", BundledMetro, d.rows[FileFL]+d.rows[FileNY] > 0, release.OEWS},
		{"oews-state", "BLS OEWS states", "", false, release.OEWS},
		{"qcew", "BLS QCEW county and state annual averages, construction", BundledQCEW, d.rows[FileQCEW] > 0, release.QCEW},
	} {
		switch p, ok := d.Releases[s.name]; {
		case ok:
			out[s.name] = release.Of(s.name, s.title, s.schedule, p.Release, "publisher", p.RetrievedAt, t)
		case s.held:
			out[s.name] = release.Of(s.name, s.title, s.schedule, s.bundled, "bundle", "", t)
		default:
			out[s.name] = release.Of(s.name, s.title, s.schedule, "", "none", "", t)
		}
	}
	return out
}
