// Package release says how fresh a federal source is: the period held,
// where it came from, the publisher's cadence and whether a newer release
// is due. `plumbline data pull` and `data status` use it to decide what to
// fetch, and the areas report the same facts in their answers (costs_list)
// and /readyz, so an operator and a user see one story.
package release

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Schedule is when a publisher releases a source: one period per cadence,
// each published some time after it ends.
type Schedule struct {
	// Cadence says it in words, as status and answers show it:
	// "annual (May estimates, published each spring)".
	Cadence string
	// Format and Parse write and read a period label ("May 2024", "2024").
	Format func(year int) string
	Parse  func(period string) (year int, ok bool)
	// Lag is how long after the start of the period's year the release is
	// expected: OEWS May Y estimates come out in about April of Y+1, QCEW
	// annual averages for Y in about September of Y+1.
	Lag func(year int) time.Time
	// Index, when set, is the period a date falls in (Monthly counts
	// months); nil: its year.
	Index func(t time.Time) int
}

// Annual is the schedule of a yearly release published on month/day of the
// following year.
func Annual(cadence string, format string, month time.Month, day int) Schedule {
	return Schedule{Cadence: cadence,
		Format: func(y int) string { return fmt.Sprintf(format, y) },
		Parse: func(p string) (int, bool) {
			for f := range strings.FieldsSeq(p) {
				if y, err := strconv.Atoi(strings.Trim(f, "(),;")); err == nil && y > 1900 && y < 3000 {
					return y, true
				}
			}
			return 0, false
		},
		Lag: func(y int) time.Time { return time.Date(y+1, month, day, 0, 0, 0, 0, time.UTC) }}
}

// Monthly is the schedule of a monthly release labelled "YYYY-MM",
// published days after the month ends (on the last day of the next month
// when days is 0). Its periods count months (year×12 + month−1), so Next
// and Latest step by one month.
func Monthly(cadence string, days int) Schedule {
	month := func(n int) time.Time { return time.Date(n/12, time.Month(n%12+1), 1, 0, 0, 0, 0, time.UTC) }
	return Schedule{Cadence: cadence,
		Format: func(n int) string { return month(n).Format("2006-01") },
		Parse: func(p string) (int, bool) {
			t, err := time.Parse("2006-01", strings.TrimSpace(p))
			if err != nil {
				return 0, false
			}
			return t.Year()*12 + int(t.Month()) - 1, true
		},
		Lag: func(n int) time.Time {
			if days == 0 {
				return month(n+2).AddDate(0, 0, -1)
			}
			return month(n+1).AddDate(0, 0, days-1)
		},
		Index: func(t time.Time) int { return t.Year()*12 + int(t.Month()) - 1 }}
}

// Weekly is the schedule of a release labelled by the Monday of its week
// ("2026-11-23", UTC): lists a publisher updates continually (ENERGY
// STAR's certified products, changed daily) pulled at most once a week.
// A period is out from its Monday on; a pull within the week fetches it
// again and lands it only if it changed.
func Weekly(cadence string) Schedule {
	epoch := time.Date(1970, 1, 5, 0, 0, 0, 0, time.UTC) // a Monday
	monday := func(n int) time.Time { return epoch.AddDate(0, 0, 7*n) }
	return Schedule{Cadence: cadence,
		Format: func(n int) string { return monday(n).Format(time.DateOnly) },
		Parse: func(p string) (int, bool) {
			t, err := time.Parse(time.DateOnly, strings.TrimSpace(p))
			if err != nil || t.Before(epoch) {
				return 0, false
			}
			return int(t.Sub(epoch).Hours()) / (24 * 7), true
		},
		Lag:   monday,
		Index: func(t time.Time) int { return int(t.Sub(epoch).Hours()) / (24 * 7) }}
}

// Expected is the day the release of period is expected out.
func (s Schedule) Expected(period string) (time.Time, bool) {
	y, ok := s.Parse(period)
	if !ok {
		return time.Time{}, false
	}
	return s.Lag(y), true
}

// Next is the period after held and the day it is expected.
func (s Schedule) Next(held string) (string, time.Time, bool) {
	y, ok := s.Parse(held)
	if !ok {
		return "", time.Time{}, false
	}
	return s.Format(y + 1), s.Lag(y + 1), true
}

// Latest are the n newest periods expected out by now, newest first: what
// a pull tries in turn (a publisher late by a few weeks still has the one
// before).
func (s Schedule) Latest(now time.Time, n int) []string {
	y := now.Year()
	if s.Index != nil {
		y = s.Index(now)
	}
	for !s.Lag(y).Before(now) && y > 1900 {
		y--
	}
	out := make([]string, n)
	for i := range out {
		out[i] = s.Format(y - i)
	}
	return out
}

// Freshness is what a deployment holds of one source and whether a newer
// release is due. The same struct is printed by `data status`, carried by
// costs_list and /readyz.
type Freshness struct {
	Source string `json:"source"` // the pull's source name: oews-metro, qcew, …
	Title  string `json:"title,omitempty"`
	// Period is the newest period held; "" when nothing is held.
	Period string `json:"period_held"`
	// From is "publisher" (pulled, with RetrievedAt) or "bundle" (the
	// snapshot the repository carries) or "none".
	From        string `json:"from"`
	RetrievedAt string `json:"retrieved_at,omitempty"` // RFC 3339
	Cadence     string `json:"cadence"`
	// NextPeriod is the release after the one held and NextExpected the
	// day (YYYY-MM-DD) it is expected; Due is true once that day has
	// passed: `data pull --due` fetches it.
	NextPeriod   string `json:"next_period,omitempty"`
	NextExpected string `json:"next_expected,omitempty"`
	Due          bool   `json:"due"`
}

// Of computes the freshness of a source holding period (from "publisher"
// or "bundle"), retrieved at retrieved ("" for the bundle), as of now.
func Of(source, title string, s Schedule, period, from, retrieved string, now time.Time) Freshness {
	f := Freshness{Source: source, Title: title, Period: period, From: from, RetrievedAt: retrieved, Cadence: s.Cadence}
	if period == "" {
		f.From, f.Due = "none", true
		return f
	}
	if next, at, ok := s.Next(period); ok {
		f.NextPeriod, f.NextExpected, f.Due = next, at.Format(time.DateOnly), !now.Before(at)
	}
	return f
}

// Schema is the JSON Schema of a Freshness, for the OpenAPI document.
func Schema() map[string]any {
	str := map[string]any{"type": "string"}
	return map[string]any{"type": "object", "required": []string{"source", "period_held", "from", "cadence", "due"},
		"description": "How fresh a federal source is: the period held, where it came from, the publisher's cadence and whether a newer release is due (`plumbline data status`).",
		"properties": map[string]any{
			"source": map[string]any{"type": "string", "description": "The `plumbline data pull` source: oews-metro, qcew, …"},
			"title":  str, "period_held": str,
			"from":         map[string]any{"type": "string", "enum": []string{"publisher", "bundle", "none"}, "description": "publisher: pulled (see retrieved_at); bundle: the snapshot the repository carries; none: not held."},
			"retrieved_at": map[string]any{"type": "string", "format": "date-time"},
			"cadence":      str, "next_period": str,
			"next_expected": map[string]any{"type": "string", "format": "date", "description": "When the publisher's next release is expected (its usual month)."},
			"due":           map[string]any{"type": "boolean", "description": "The next release's expected day has passed: `plumbline data pull --due` fetches it."}}}
}

// The schedules of the sources `data pull` fetches, shared by the pull
// (what to fetch) and the areas (what their answers say is due).
var (
	// OEWS: May estimates, published the following spring (May 2024 came
	// out on 2025-04-02).
	OEWS = Annual("annual (May estimates, published the following spring, about April)", "May %d", time.April, 15)
	// QCEW: annual averages, published the following September (2024's on
	// 2025-09-03).
	QCEW = Annual("annual (annual averages, published the following September)", "%d", time.September, 15)
	// PPI: BLS publishes a month's indexes about mid-month after it
	// (August 2025's on 2025-09-11), revising each four months later.
	PPI = Monthly("monthly (BLS publishes a month's indexes about mid-month after it, and revises each four months after first publication)", 15)
	// BPS: Census publishes a month's year-to-date county and place files
	// within the month after; a year's annual files the following spring.
	// ENERGYSTAR: EPA updates its certified-product lists continually;
	// a pull takes the lists as they stand, at most once a week.
	ENERGYSTAR = Weekly("weekly (EPA updates its ENERGY STAR certified-product lists continually; a pull takes them as they stand, named by the Monday of its week)")
	// SOCPUF: the Census publishes a year's Survey of Construction
	// microdata on the first workday of June of the following year.
	SOCPUF = Annual("annual (Census publishes a year's SOC microdata on the first workday of June of the following year)", "%d", time.June, 7)
	BPS    = Monthly("monthly (Census publishes a month's year-to-date county and place files in the month after; the annual files for a year come the following spring)", 0)
)
