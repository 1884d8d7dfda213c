//go:build faults

package faults

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"time"
)

// A schedule: what the seed decided, before anything runs.
type schedule struct {
	seed      uint64
	instances int
	cluster   bool
	steps     []step
	// month: when the month ends under the instances' fake clock, after
	// the run starts; zero: the schedule stays in one month.
	month time.Duration
}

type step struct {
	wait   time.Duration // traffic only, before the action
	action string
	arg    int // an instance slot, a cluster node
}

func (s *schedule) String() string {
	var b strings.Builder
	redis := "one Redis"
	if s.cluster {
		redis = "a 3-node Redis Cluster"
	}
	fmt.Fprintf(&b, "seed %d: %d instances, %s, %d steps\n", s.seed, s.instances, redis, len(s.steps))
	if s.month > 0 {
		fmt.Fprintf(&b, "  the month ends (fake clock) %.2fs after the run starts\n", s.month.Seconds())
	}
	var at time.Duration
	for i, st := range s.steps {
		at += st.wait
		fmt.Fprintf(&b, "  %2d  +%5.2fs  %s", i+1, at.Seconds(), st.action)
		if strings.HasPrefix(st.action, "instance") || strings.HasPrefix(st.action, "partition") || strings.HasPrefix(st.action, "node") {
			fmt.Fprintf(&b, " %d", st.arg)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// newSchedule draws a schedule from the seed alone. It keeps a model of
// each part's state so every step is one the state allows (a Redis is
// resumed only when stopped, a partition healed only when made).
func newSchedule(seed uint64) *schedule {
	rng := rand.New(rand.NewPCG(seed, 34))
	s := &schedule{seed: seed, instances: 2 + rng.IntN(2), cluster: rng.IntN(5) == 0}
	n := 10 + rng.IntN(31)
	redis, pg, stripe, part, node := "up", "up", "up", -1, -1
	keys := 0
	for len(s.steps) < n {
		st := step{wait: time.Duration(150+rng.IntN(450)) * time.Millisecond}
		switch k := rng.IntN(10); {
		case k == 0:
			st.action = "traffic"
		case k <= 2 && !s.cluster: // Redis
			switch redis {
			case "up":
				st.action = []string{"redis SIGSTOP", "redis SIGKILL", "redis SIGKILL, data lost", "redis restarted empty", "redis slow"}[rng.IntN(5)]
				redis = map[string]string{"redis SIGSTOP": "stopped", "redis SIGKILL": "down", "redis SIGKILL, data lost": "down", "redis restarted empty": "up", "redis slow": "slow"}[st.action]
			case "stopped":
				st.action, redis = "redis SIGCONT", "up"
			case "down":
				st.action, redis = "redis started", "up"
			case "slow":
				st.action, redis = "redis fast again", "up"
			}
		case k <= 2: // a cluster node
			if node < 0 {
				st.action, st.arg = "node stopped", rng.IntN(3)
				node = st.arg
			} else {
				st.action, st.arg, node = "node started", node, -1
			}
		case k == 3:
			if pg == "up" {
				st.action = []string{"postgres severed", "postgres refusing", "postgres slow"}[rng.IntN(3)]
				pg = st.action
			} else {
				st.action, pg = "postgres healed", "up"
			}
		case k == 4:
			if stripe == "up" {
				st.action = []string{"stripe refusing", "stripe 500", "stripe slow"}[rng.IntN(3)]
				stripe = st.action
			} else {
				st.action, stripe = "stripe healed", "up"
			}
		case k <= 6 && pg != "up":
			// A process starts only with its database (migrations,
			// accounts): a replacement waits for Postgres.
			st.action = "traffic"
		case k <= 6:
			st.arg = rng.IntN(s.instances)
			st.action = []string{"instance SIGTERM, replaced", "instance SIGKILL, replaced", "instance SIGTERM, replaced elsewhere", "instance SIGKILL, replaced elsewhere"}[rng.IntN(4)]
		case k == 7 && !s.cluster:
			if part < 0 {
				st.action, st.arg = "partition from redis", rng.IntN(s.instances)
				part = st.arg
			} else {
				st.action, st.arg, part = "partition healed", part, -1
			}
		case k == 8:
			if keys > 0 && rng.IntN(2) == 0 {
				st.action = "key revoked"
				keys--
			} else {
				st.action = "key created"
				keys++
			}
		default:
			st.action = "traffic"
		}
		s.steps = append(s.steps, st)
	}
	s.month = monthBoundary(seed, s.instances, s.steps)
	return s
}

// monthBoundary draws, for one seed in three, when the month ends under
// the instances' clock, counted from the run's start: after the instances'
// launch (monthLaunch each, an allowance above what one takes) and within
// the steps' traffic (their waits alone take that long; the replacements
// take more). Its own stream, so that adding it left every seed's steps as
// they were.
func monthBoundary(seed uint64, instances int, steps []step) time.Duration {
	rng := rand.New(rand.NewPCG(seed, 1201))
	if rng.IntN(3) != 0 {
		return 0
	}
	var waits time.Duration
	for _, st := range steps {
		waits += st.wait
	}
	return time.Duration(instances)*monthLaunch + time.Duration((0.1+0.8*rng.Float64())*float64(waits))
}

// monthLaunch is an allowance for an instance's launch.
const monthLaunch = 600 * time.Millisecond
