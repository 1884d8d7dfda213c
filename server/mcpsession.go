package server

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"hash"
	"net/http"
	"strings"
	"sync"
	"unsafe"

	lru "github.com/hashicorp/golang-lru/v2"
	mcpserver "github.com/mark3labs/mcp-go/server"
)

// mcpSessions issues MCP session ids bound to the customer that opened
// them: "mcp-<tag>-<random>", where tag is an HMAC of the customer id under
// a secret every instance derives from the key pepper. Any instance
// validates an id without shared state, and another customer's key cannot
// use it (404, as for an unknown session). A session costs no memory while
// it lives: initialize stores nothing, so no number of initialize calls can
// grow the heap. DELETE ends a session on the instance that receives it:
// ended ids are remembered there (bounded) so later requests with one
// answer 404.
type mcpSessions struct {
	secret [32]byte
	macs   sync.Pool // *sessionMAC keyed with secret: one HMAC per request without allocating
	ended  *lru.Cache[string, struct{}]
}

// mcpEndedSessions bounds the memory of ended sessions (≈100 bytes each).
const mcpEndedSessions = 100_000

// mcpSessionIDLen is the length of an id: "mcp-" + 16 hex + "-" + 32 hex.
const mcpSessionIDLen = 4 + 16 + 1 + 32

func newMCPSessions(secret []byte) *mcpSessions {
	m := &mcpSessions{}
	h := hmac.New(sha256.New, secret)
	h.Write([]byte("plumbline mcp sessions"))
	copy(m.secret[:], h.Sum(nil))
	m.macs.New = func() any { return &sessionMAC{h: hmac.New(sha256.New, m.secret[:])} }
	m.ended, _ = lru.New[string, struct{}](mcpEndedSessions)
	return m
}

// sessionMAC is a pooled HMAC with its buffers, so a tag costs no
// allocation (the hash interface makes anything passed to it escape).
type sessionMAC struct {
	h   hash.Hash
	in  []byte
	sum []byte
}

// appendTag appends the customer's 16-hex-digit tag to dst.
func (m *mcpSessions) appendTag(dst []byte, customer string) []byte {
	mac := m.macs.Get().(*sessionMAC)
	mac.h.Reset()
	mac.in = append(mac.in[:0], customer...)
	mac.h.Write(mac.in)
	mac.sum = mac.h.Sum(mac.sum[:0])
	dst = hex.AppendEncode(dst, mac.sum[:8])
	m.macs.Put(mac)
	return dst
}

// generate mints a new session id for the customer.
func (m *mcpSessions) generate(customer string) string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	id := make([]byte, 0, mcpSessionIDLen)
	id = append(id, "mcp-"...)
	id = m.appendTag(id, customer)
	id = append(id, '-')
	return string(hex.AppendEncode(id, b[:]))
}

var (
	errUnknownSession = errors.New("unknown MCP session")
	errEndedSession   = errors.New("ended MCP session")
)

// check reports whether id is a session of customer ("" for any customer:
// the idle sweeper's view) that has not ended on this instance.
func (m *mcpSessions) check(id []byte, customer string) error {
	if len(id) != mcpSessionIDLen || string(id[:4]) != "mcp-" || id[20] != '-' || !isLowerHex(id[4:20]) || !isLowerHex(id[21:]) {
		return errUnknownSession
	}
	if customer != "" {
		var buf [16]byte
		if !hmac.Equal(id[4:20], m.appendTag(buf[:0], customer)) {
			return errUnknownSession
		}
	}
	if m.ended.Contains(unsafe.String(unsafe.SliceData(id), len(id))) { // a lookup: the key is not kept
		return errEndedSession
	}
	return nil
}

func isLowerHex(b []byte) bool {
	for _, c := range b {
		if (c < '0' || c > '9') && (c < 'a' || c > 'f') {
			return false
		}
	}
	return true
}

// ResolveSessionIdManager binds mcp-go's view of sessions (the GET stream,
// DELETE, and the 2026-07-28 requests it still serves) to the request's
// customer (none for the idle sweeper, which passes no request).
func (m *mcpSessions) ResolveSessionIdManager(r *http.Request) mcpserver.SessionIdManager {
	customer := ""
	if r != nil {
		if c, ok := r.Context().Value(mcpCallKey).(*mcpCall); ok && c != nil {
			customer = c.key.CustomerID
		}
	}
	return &mcpSessionIDs{m: m, customer: customer}
}

type mcpSessionIDs struct {
	m        *mcpSessions
	customer string
}

func (s *mcpSessionIDs) Generate() string { return s.m.generate(s.customer) }

func (s *mcpSessionIDs) Validate(id string) (isTerminated bool, err error) {
	switch err := s.m.check([]byte(id), s.customer); err {
	case nil:
		return false, nil
	case errEndedSession:
		return true, nil
	default:
		return false, err
	}
}

func (s *mcpSessionIDs) Terminate(id string) (isNotAllowed bool, err error) {
	if _, err := s.Validate(id); err != nil {
		return false, err
	}
	// A copy: the id may alias a request buffer the server reuses (the
	// adaptor converts headers without copying), and a key that changed
	// under the cache would end some later session instead.
	s.m.ended.Add(strings.Clone(id), struct{}{})
	return false, nil
}
