package server

import (
	"crypto/rand"
	"encoding/binary"
	"sync/atomic"
)

// requestIDs issues request ids of the form req_<instance><sequence>: an
// 8-character random instance tag (distinct per process) and 13 characters
// of a keyed permutation of a counter. Ids are unique per process without
// coordination, cost one atomic add, and do not reveal request volume the
// way a bare counter would.
type requestIDs struct {
	instance [8]byte
	key      uint64
	n        atomic.Uint64
}

const idAlphabet = "0123456789abcdefghjkmnpqrstvwxyz" // Crockford base32, lower case

func newRequestIDs() *requestIDs {
	var r [13]byte
	_, _ = rand.Read(r[:])
	g := &requestIDs{key: binary.LittleEndian.Uint64(r[:8])}
	inst := uint64(binary.LittleEndian.Uint32(r[8:12]))<<8 | uint64(r[12])
	for i := range g.instance {
		g.instance[i] = idAlphabet[inst&31]
		inst >>= 5
	}
	return g
}

// requestIDLen is len("req_") + 8 + 13.
const requestIDLen = 25

// next appends a fresh id to dst.
func (g *requestIDs) next(dst []byte) []byte {
	v := permute(g.n.Add(1) ^ g.key)
	dst = append(dst, "req_"...)
	dst = append(dst, g.instance[:]...)
	for range 13 {
		dst = append(dst, idAlphabet[v&31])
		v >>= 5
	}
	return dst
}

// permute is the SplitMix64 finaliser: a bijection on uint64, so distinct
// counters give distinct ids.
func permute(x uint64) uint64 {
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}
