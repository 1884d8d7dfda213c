package server

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"net/http"
	"strings"

	lru "github.com/hashicorp/golang-lru/v2"
	mcpserver "github.com/mark3labs/mcp-go/server"
)

// mcpSessions issues MCP session ids bound to the customer that opened
// them: "mcp-<tag>-<random>", where tag is an HMAC of the customer id under
// a secret every instance derives from the key pepper. Any instance
// validates an id without shared state, and another customer's key cannot
// use it (404, as for an unknown session). DELETE ends a session on the
// instance that receives it: ended ids are remembered there (bounded) so
// later requests with one answer 404.
type mcpSessions struct {
	secret [32]byte
	ended  *lru.Cache[string, struct{}]
}

// mcpEndedSessions bounds the memory of ended sessions.
const mcpEndedSessions = 100_000

func newMCPSessions(secret []byte) *mcpSessions {
	m := &mcpSessions{}
	h := hmac.New(sha256.New, secret)
	h.Write([]byte("plumbline mcp sessions"))
	copy(m.secret[:], h.Sum(nil))
	m.ended, _ = lru.New[string, struct{}](mcpEndedSessions)
	return m
}

// ResolveSessionIdManager binds the manager to the request's customer (none
// for the idle sweeper, which passes no request).
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

var errUnknownSession = errors.New("unknown MCP session")

func (s *mcpSessionIDs) tag() string {
	h := hmac.New(sha256.New, s.m.secret[:])
	h.Write([]byte(s.customer))
	return hex.EncodeToString(h.Sum(nil)[:8])
}

func (s *mcpSessionIDs) Generate() string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	return "mcp-" + s.tag() + "-" + hex.EncodeToString(b[:])
}

func (s *mcpSessionIDs) Validate(id string) (isTerminated bool, err error) {
	parts := strings.Split(id, "-")
	if len(parts) != 3 || parts[0] != "mcp" || len(parts[1]) != 16 || len(parts[2]) != 32 {
		return false, errUnknownSession
	}
	if s.customer != "" && !hmac.Equal([]byte(parts[1]), []byte(s.tag())) {
		return false, errUnknownSession
	}
	if s.m.ended.Contains(id) {
		return true, nil
	}
	return false, nil
}

func (s *mcpSessionIDs) Terminate(id string) (isNotAllowed bool, err error) {
	if _, err := s.Validate(id); err != nil {
		return false, err
	}
	s.m.ended.Add(id, struct{}{})
	return false, nil
}
