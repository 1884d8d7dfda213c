package jsonw

import (
	"encoding/json"
	"math"
	"strconv"
	"testing"

	"github.com/plumbline-api/plumbline/internal/race"
	"github.com/plumbline-api/plumbline/internal/testenv"
)

func TestAppendStringRoundTrips(t *testing.T) {
	cases := []string{"", "plain", `quo"te`, `back\slash`, "tab\tnl\ncr\r", "\x00\x1f", "<a>&b", "é ü 漢字", "line\u2028sep\u2029", "bad\xffutf8"}
	for _, in := range cases {
		out := AppendString(nil, in)
		if !json.Valid(out) {
			t.Fatalf("AppendString(%q) = %s: not valid JSON", in, out)
		}
		var back string
		if err := json.Unmarshal(out, &back); err != nil {
			t.Fatal(err)
		}
		want := in
		if in == "bad\xffutf8" {
			want = "bad\ufffdutf8"
		}
		if back != want {
			t.Errorf("round trip of %q gave %q", in, back)
		}
		if b := AppendString(nil, []byte(in)); string(b) != string(out) {
			t.Errorf("[]byte and string forms differ for %q: %s vs %s", in, b, out)
		}
	}
}

func TestAppendFloat(t *testing.T) {
	cases := []struct {
		v      float64
		places int
		want   string
	}{
		{1.3580246913580247, 3, "1.358"},
		{33.333333333, 3, "33.333"},
		{62, 3, "62"},
		{0.1, 3, "0.1"},
		{99.16666, 1, "99.2"},
		{31.25, 1, "31.3"},
		{7.7142857, 3, "7.714"},
		{-0.0001, 3, "0"},
		{-1.25, 1, "-1.3"},
		{0, 3, "0"},
		{1e20, 3, "100000000000000000000"},
		{0.000123, -1, "0.000123"},
		{0.05, 3, "0.05"},
		{1.0004, 3, "1"},
		{-0.0504, 3, "-0.05"},
		{123456789.123456, 3, "123456789.123"},
		{2.5, 0, "3"},
		{1e-9, 9, "0.000000001"},
	}
	for _, c := range cases {
		if got := string(AppendFloat([]byte("x"), c.v, c.places)); got != "x"+c.want {
			t.Errorf("AppendFloat(%v, %d) = %q, want %q", c.v, c.places, got, "x"+c.want)
		}
	}
}

// TestAppendFloatMatchesStrconv cross-checks the integer path against
// strconv on the value rounded the same way.
func TestAppendFloatMatchesStrconv(t *testing.T) {
	testenv.Heavy(t)
	for i := range 200000 {
		v := (float64(i)*7919.123456789 - 5e5) / float64(1+i%97)
		for places := 0; places <= 6; places++ {
			r := math.Round(v*pow10[places]) / pow10[places]
			if r == 0 {
				r = 0
			}
			want := strconv.FormatFloat(r, 'f', -1, 64)
			if got := string(AppendFloat(nil, v, places)); got != want {
				t.Fatalf("AppendFloat(%v, %d) = %s, want %s", v, places, got, want)
			}
		}
	}
}

func TestWriterAllocationBudget(t *testing.T) {
	if race.Enabled {
		t.Skip("allocation budgets are measured in the non-race pass of make test")
	}
	buf := make([]byte, 0, 64)
	if n := testing.AllocsPerRun(100, func() { buf = AppendFloat(buf[:0], math.Pi, 3) }); n != 0 {
		t.Fatalf("AppendFloat allocates %v times", n)
	}
	if n := testing.AllocsPerRun(100, func() { buf = AppendString(buf[:0], "hello <world>") }); n != 0 {
		t.Fatalf("AppendString allocates %v times", n)
	}
}
