package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline/internal/datapull"
)

// costsSources are the registered sources of the costs areas (labor,
// materials, permits): every one of them, not a list kept by hand.
func costsSources(t *testing.T) []*datapull.Source {
	var out []*datapull.Source
	for _, s := range datapull.Sources() {
		if strings.HasPrefix(s.Area, "costs") {
			out = append(out, s)
		}
	}
	if len(out) < 6 {
		t.Fatalf("%d costs sources registered; the OEWS national, metro and state, QCEW, PPI and BPS ones are 6", len(out))
	}
	return out
}

// TestPullListNamesEveryCostsSource: --list gives each costs source its
// area, cadence and every publisher URL of the release it would pull, on
// the publisher base.
func TestPullListNamesEveryCostsSource(t *testing.T) {
	const base = "http://127.0.0.1:9"
	var out, errOut bytes.Buffer
	if c := run(context.Background(), []string{"data", "pull", "--list", "--dir", t.TempDir()}, env("PLUMBLINE_PUBLISHER_BASE", base), &out, &errOut); c != 0 {
		t.Fatal(errOut.String())
	}
	client := &datapull.Client{Base: base}
	for _, s := range costsSources(t) {
		// The source's block: from its heading line to the next source's.
		i := strings.Index(out.String(), "\n"+s.Name+"  ("+s.Area+")\n")
		if !strings.HasPrefix(out.String(), s.Name+"  ("+s.Area+")\n") && i < 0 {
			t.Errorf("--list has no heading for %s (%s)", s.Name, s.Area)
			continue
		}
		block := out.String()[i+1:]
		if j := strings.Index(block, "\n  writes: "); j >= 0 {
			block = block[:j]
		}
		if !strings.Contains(block, "cadence: "+s.Schedule.Cadence+";") {
			t.Errorf("%s: no cadence %q in\n%s", s.Name, s.Schedule.Cadence, block)
		}
		period := s.Schedule.Latest(time.Now(), 1)[0]
		for _, f := range s.Fetches(period) {
			addr, err := client.Resolve(f.URL)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(addr, base+"/") || !strings.Contains(block, "\n  "+addr) {
				t.Errorf("%s: --list lacks %s (%s)", s.Name, addr, f.URL)
			}
		}
	}
}

// TestDataStatusReportsEveryCostsSource: `data status` has a line for
// each costs source with the period held and where it came from (the
// bundle's, before any pull).
func TestDataStatusReportsEveryCostsSource(t *testing.T) {
	var out, errOut bytes.Buffer
	if c := run(context.Background(), []string{"data", "status", "--dir", bundle}, env(), &out, &errOut); c != 0 {
		t.Fatal(errOut.String())
	}
	lines := map[string]string{}
	for _, l := range strings.Split(out.String(), "\n") {
		// The table's line comes first; a note after it names the source too.
		if f := strings.Fields(l); len(f) > 0 && lines[f[0]] == "" {
			lines[f[0]] = strings.Join(f, " ")
		}
	}
	for _, s := range costsSources(t) {
		f := s.Freshness(bundle, time.Now())
		held, _ := splitNote(orNone(f.Period))
		want := s.Name + " " + held + " " + fromLabel(f.From) + " "
		if !strings.HasPrefix(lines[s.Name], want) {
			t.Errorf("status line of %s: %q, want it to begin %q", s.Name, lines[s.Name], want)
		}
	}
}
