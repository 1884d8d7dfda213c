//go:build faults

package clock

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"
)

// EnvFake names the shifted clock, "<RFC 3339 time>@<Unix nanoseconds>":
// the clock reads the time at that wall-clock instant and runs on from it.
// Instances given the same value agree to the nanosecond, whenever each
// one starts.
const EnvFake = "PLUMBLINE_FAKE_CLOCK"

func init() {
	v := os.Getenv(EnvFake)
	if v == "" {
		return
	}
	d, err := ParseFake(v)
	if err != nil {
		panic(err) // a fault run with a clock it cannot read must not run on the wall clock
	}
	offset = d
}

// Fake is the value of EnvFake under which the clock reads at at the wall
// clock's instant wall.
func Fake(at, wall time.Time) string {
	return at.UTC().Format(time.RFC3339Nano) + "@" + strconv.FormatInt(wall.UnixNano(), 10)
}

// ParseFake is the offset a value of EnvFake sets.
func ParseFake(v string) (time.Duration, error) {
	at, wall, ok := strings.Cut(v, "@")
	t, err := time.Parse(time.RFC3339Nano, at)
	n, nerr := strconv.ParseInt(wall, 10, 64)
	if !ok || err != nil || nerr != nil {
		return 0, fmt.Errorf("clock: %s=%q: want <RFC 3339 time>@<Unix nanoseconds>", EnvFake, v)
	}
	return t.Sub(time.Unix(0, n)), nil
}
