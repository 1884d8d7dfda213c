package datapull

import (
	"bytes"
	"context"
	"encoding/csv"
	"io"
	"os"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/plumbline-api/plumbline/reference/benchmarks"
	"github.com/plumbline-api/plumbline/reference/release"
)

// The American Housing Survey's national public-use file (Census for
// HUD), relational CSV edition: a zip holding household.csv (one row per
// housing unit: CONTROL, WEIGHT, DIVISION, …) and project.csv (one row per
// home-improvement job: CONTROL, JOBTYPE, JOBCOST, JOBDIY, …). Values are
// written between single quotes ('01'); -6 means not applicable, -9 not
// reported. The layout is as public code that reads the real 2015–2021
// files uses it (docs/benchmarks-remodel.md names it); we hold no real
// row, so the loopback fixture is a layout fixture, not data.

const (
	censusAHS = "U.S. Census Bureau, American Housing Survey (sponsored by HUD), national public-use file"
	// ahsMemberMax caps what household.csv unpacks to (the national file
	// is a few hundred MB of text: thousands of columns for ~100,000 units).
	ahsMemberMax = 4 << 30
)

// ahsSchedule: AHS is biennial (odd years); Census publishes a survey
// year's public-use file the following September (AHS 2023 in September
// 2024). Periods count surveys: n is year 2n+1.
var ahsSchedule = release.Schedule{
	Cadence: "biennial (odd survey years; the national public-use file comes the following September)",
	Format:  func(n int) string { return strconv.Itoa(2*n + 1) },
	Parse: func(p string) (int, bool) {
		y, err := strconv.Atoi(strings.TrimSpace(p))
		if err != nil || y < 2015 || y%2 == 0 {
			return 0, false
		}
		return (y - 1) / 2, true
	},
	Lag:   func(n int) time.Time { return time.Date(2*n+2, time.September, 15, 0, 0, 0, 0, time.UTC) },
	Index: func(t time.Time) int { return (t.Year() - 1) / 2 },
}

// ahsZip is the relational CSV edition of a survey year's national file.
// The "v1.0" is the first version Census posts; it re-posts corrected
// files under a new version, which is a new URL (a code change, checked).
func ahsZip(period string) []Fetch {
	name := "AHS " + period + " National PUF v1.0 CSV.zip"
	return []Fetch{{Name: name, URL: "https://www2.census.gov/programs-surveys/ahs/" + period + "/" + strings.ReplaceAll(name, " ", "%20")}}
}

func init() {
	Register(&Source{Name: benchmarks.SourceAHS, Area: benchmarks.Name,
		Title:     "American Housing Survey national public-use file: every home-improvement job (type, cost, who did it) with its household's weight and Census division",
		Publisher: censusAHS, Terms: publicGov, Schedule: ahsSchedule, Fetches: ahsZip, Convert: convertAHS,
		Outputs: []string{benchmarks.FilePulledAHS}, Parser: "benchmarks.parsePulledAHS", MaxBytes: 2 << 30,
		Layout: []string{
			"AHS YYYY National PUF v1.0 CSV.zip holding household.csv and project.csv: comma-separated, a heading row, values between single quotes",
			"household.csv: CONTROL (the unit's id), WEIGHT (a positive final weight), DIVISION (Census division 1–9)",
			"project.csv: CONTROL (a household's), JOBTYPE (a two-digit code 01–37), JOBCOST (whole dollars, -9 not reported, -6 not applicable), JOBDIY (1 do-it-yourself, 2 not, -9/-6)",
			"every job's CONTROL is a household's",
		}})
}

var (
	reAHSJobType = regexp.MustCompile(`^(0[1-9]|[12][0-9]|3[0-7])$`)
	reAHSControl = regexp.MustCompile(`^\d{1,16}$`)
)

// ahsHousehold is what a job needs of its household.
type ahsHousehold struct {
	weight   string
	division string
}

// convertAHS joins every job of project.csv to its household's weight and
// division, checking the layout, and writes them.
func convertAHS(ctx context.Context, in *Inputs, out *Outputs) error {
	name := in.Names()[0]
	hh, err := ahsMember(in, name, "household.csv")
	if err != nil {
		return err
	}
	households := map[string]ahsHousehold{}
	err = ahsCSV(ctx, hh, "household.csv", []string{"CONTROL", "WEIGHT", "DIVISION"}, func(line int, get func(string) string) error {
		c, w, d := get("CONTROL"), get("WEIGHT"), get("DIVISION")
		if !reAHSControl.MatchString(c) {
			return Layoutf("household.csv", "line %d: CONTROL %q is not a unit id", line, c)
		}
		if v, err := strconv.ParseFloat(w, 64); err != nil || v <= 0 {
			return Layoutf("household.csv", "line %d: WEIGHT %q is not a positive weight", line, w)
		}
		if len(d) != 1 || d < "1" || d > "9" {
			return Layoutf("household.csv", "line %d: DIVISION %q is not a Census division 1–9", line, d)
		}
		if _, dup := households[c]; dup {
			return Layoutf("household.csv", "line %d: CONTROL %s appears twice", line, c)
		}
		households[c] = ahsHousehold{weight: w, division: d}
		return nil
	})
	if err != nil {
		return err
	}
	pj, err := ahsMember(in, name, "project.csv")
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	wr := csv.NewWriter(&buf)
	_ = wr.Write(benchmarks.PulledAHSColumns)
	n := 0
	err = ahsCSV(ctx, pj, "project.csv", []string{"CONTROL", "JOBTYPE", "JOBCOST", "JOBDIY"}, func(line int, get func(string) string) error {
		c, jt, cost, diy := get("CONTROL"), get("JOBTYPE"), get("JOBCOST"), get("JOBDIY")
		h, ok := households[c]
		if !ok {
			return Layoutf("project.csv", "line %d: CONTROL %q is no household's", line, c)
		}
		if !reAHSJobType.MatchString(jt) {
			return Layoutf("project.csv", "line %d: JOBTYPE %q is not a code 01–37: the job types changed?", line, jt)
		}
		switch v, err := strconv.Atoi(cost); {
		case err == nil && v >= 0:
		case cost == "-9" || cost == "-6":
			cost = "-1" // not reported (or not applicable): no cost
		default:
			return Layoutf("project.csv", "line %d: JOBCOST %q is not whole dollars, -9 or -6", line, cost)
		}
		switch diy {
		case "1", "2":
		case "-9", "-6":
			diy = "-9"
		default:
			return Layoutf("project.csv", "line %d: JOBDIY %q is not 1 (do-it-yourself), 2, -9 or -6", line, diy)
		}
		_ = wr.Write([]string{in.Period, c, jt, cost, diy, h.weight, h.division})
		n++
		return nil
	})
	if err != nil {
		return err
	}
	wr.Flush()
	if err := errorsOf(wr); err != nil {
		return err
	}
	return out.Write(benchmarks.FilePulledAHS, buf.Bytes(), n)
}

// ahsMember takes one member of the zip out; its path.
func ahsMember(in *Inputs, zipName, member string) (string, error) {
	_, paths, err := in.Extract(zipName, member, ahsMemberMax, nil)
	if err != nil {
		return "", err
	}
	if len(paths) != 1 {
		return "", Layoutf(zipName, "%d members named %s", len(paths), member)
	}
	return paths[0], nil
}

// ahsCSV streams an AHS CSV: the heading's columns found by name, every
// value with its single quotes taken off.
func ahsCSV(ctx context.Context, p, file string, want []string, row func(line int, get func(string) string) error) error {
	f, err := os.Open(p)
	if err != nil {
		return err
	}
	defer f.Close()
	r := csv.NewReader(f)
	r.FieldsPerRecord, r.ReuseRecord = -1, true
	head, err := r.Read()
	if err != nil {
		return Layoutf(file, "no heading row (%v)", err)
	}
	for i := range head {
		head[i] = ahsUnquote(head[i])
	}
	at, err := Columns(file, head, want...)
	if err != nil {
		return err
	}
	var rec []string
	get := func(col string) string {
		if i := at[col]; i < len(rec) {
			return ahsUnquote(rec[i])
		}
		return ""
	}
	for line := 2; ; line++ {
		if line%4096 == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		rec, err = r.Read()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return Layoutf(file, "line %d: %v", line, err)
		}
		if len(rec) != len(head) {
			return Layoutf(file, "line %d has %d fields, the heading %d", line, len(rec), len(head))
		}
		if err := row(line, get); err != nil {
			return err
		}
	}
}

// ahsUnquote takes the single quotes the AHS files put around values off.
func ahsUnquote(s string) string {
	s = strings.TrimSpace(s)
	if len(s) >= 2 && s[0] == '\'' && s[len(s)-1] == '\'' {
		s = s[1 : len(s)-1]
	}
	return s
}
