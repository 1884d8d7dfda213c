package server

import (
	"net/netip"
	"sync/atomic"
	"time"

	lru "github.com/hashicorp/golang-lru/v2"
)

// authFailures limits, per client address, the key lookups only the key
// store can answer. A client has authLookupsPerClient such lookups in
// flight at most (more queue), and after one finds no key the client's
// next must wait for the interval: a random-key flood, however parallel,
// costs at most that many keys per client per interval, which the
// authenticator reads in as few queries as overlap allows (it batches
// concurrent lookups). One at a time was the first rule; a client with thousands of
// valid keys (a gateway) then warmed a cold cache one key per round trip. Keys already in the authenticator's
// memory (valid or known-bad) never reach this gate; a valid key waiting in
// the queue finds itself cached once the lookup ahead of it has loaded it.
type authFailures struct {
	interval time.Duration
	gates    *lru.Cache[netip.Addr, *authGate]
}

// authGate is one client's lookup slots and refusal deadline.
type authGate struct {
	slot  chan struct{}
	until atomic.Int64 // unix nanos before which an unseen key is refused
}

// authFailureClients bounds the clients remembered (least recent dropped).
const authFailureClients = 100_000

// authLookupsPerClient is how many of a client's lookups may be in flight.
const authLookupsPerClient = 32

// authQueueWait bounds how long a lookup waits for its client's slot.
const authQueueWait = 5 * time.Second

func newAuthFailures(interval time.Duration) *authFailures {
	gates, _ := lru.New[netip.Addr, *authGate](authFailureClients) // only a size <= 0 fails
	return &authFailures{interval: interval, gates: gates}
}

// acquire takes one of client's lookup slots; release must be called unless ok is false.
func (f *authFailures) acquire(client netip.Addr) (g *authGate, ok bool) {
	client = clientNetwork(client)
	g, found := f.gates.Get(client)
	if !found {
		g = &authGate{slot: make(chan struct{}, authLookupsPerClient)}
		if prev, loaded, _ := f.gates.PeekOrAdd(client, g); loaded {
			g = prev
		}
	}
	select {
	case g.slot <- struct{}{}:
		return g, true
	default:
	}
	t := time.NewTimer(authQueueWait)
	defer t.Stop()
	select {
	case g.slot <- struct{}{}:
		return g, true
	case <-t.C:
		return nil, false
	}
}

func (g *authGate) release() { <-g.slot }

// wait is how long the client must wait before its next lookup (0: go ahead).
func (g *authGate) wait(now time.Time) time.Duration {
	return max(0, time.Duration(g.until.Load()-now.UnixNano()))
}

// failed records that a lookup found no key at now.
func (f *authFailures) failed(g *authGate, now time.Time) {
	g.until.Store(now.Add(f.interval).UnixNano())
}

// clientNetwork is the unit one client controls: its IPv4 address, or the
// /64 of an IPv6 one (a single host is routinely handed a whole /64, and
// could otherwise rotate through 2^64 addresses, each with its own allowance).
func clientNetwork(a netip.Addr) netip.Addr {
	if a.Is6() && !a.Is4In6() {
		if p, err := a.Prefix(64); err == nil {
			return p.Addr()
		}
	}
	return a
}
