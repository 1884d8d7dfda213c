// Package billing owns customers, tiers and API keys: key generation and
// hashing, the key stores, and (with Stripe) signup and subscriptions.
package billing

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"hash"
	"sync"

	"github.com/plumbline-api/plumbline"
)

// TokenLength is the length of the base64url token after the "svc_" prefix
// (spec: a 32-character token; docs/decisions.md explains the stated 43).
const TokenLength = 32

// KeyLength is the full plaintext key length: "svc_" + 32 characters.
const KeyLength = len(plumbline.KeyPrefix) + TokenLength

// KeyHash is the HMAC-SHA-256 of a plaintext key under the pepper. Stores
// index keys by it; the plaintext is never stored.
type KeyHash [sha256.Size]byte

// NewKey returns a fresh plaintext key: "svc_" + 32 base64url characters
// from crypto/rand (192 bits of entropy).
func NewKey() string {
	var raw [TokenLength * 3 / 4]byte
	_, _ = rand.Read(raw[:]) // crypto/rand.Read never fails (Go 1.24+)
	return plumbline.KeyPrefix + base64.RawURLEncoding.EncodeToString(raw[:])
}

// NewTestKey returns a fresh plaintext test key: "svc_test_" + 32
// base64url characters.
func NewTestKey() string {
	return plumbline.TestKeyPrefix + NewKey()[len(plumbline.KeyPrefix):]
}

// TestKeyLength is a test key's plaintext length: "svc_test_" + 32.
const TestKeyLength = len(plumbline.TestKeyPrefix) + TokenLength

// IsTestKey reports whether a well-formed key is a test key.
func IsTestKey[T ~string | ~[]byte](key T) bool {
	return len(key) == TestKeyLength && string(key[:len(plumbline.TestKeyPrefix)]) == plumbline.TestKeyPrefix
}

// WellFormed reports whether key has the shape of an API key: the prefix
// ("svc_", or "svc_test_" for a test key) and 32 base64url characters. It
// rejects garbage before any hashing.
func WellFormed[T ~string | ~[]byte](key T) bool {
	start := len(plumbline.KeyPrefix)
	switch {
	case IsTestKey(key):
		start = len(plumbline.TestKeyPrefix)
	case len(key) != KeyLength || string(key[:len(plumbline.KeyPrefix)]) != plumbline.KeyPrefix:
		return false
	}
	for i := start; i < len(key); i++ {
		c := key[i]
		if !(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

// DisplayPrefix is the key's public prefix: "svc_" (or "svc_test_") + the
// first 4 token characters.
func DisplayPrefix(key string) string {
	if IsTestKey(key) {
		return key[:len(plumbline.TestKeyPrefix)+4]
	}
	return key[:len(plumbline.KeyPrefix)+4]
}

// Hasher computes peppered key hashes. HMAC states are pooled with their
// own sum buffer: hmac.New allocates, and a Sum into a caller's array would
// escape through the hash.Hash interface. Hashing runs on every
// authenticated request.
type Hasher struct {
	pool sync.Pool
}

type hmacState struct {
	mac hash.Hash
	sum []byte
}

// ErrEmptyPepper: a Hasher needs a secret pepper.
var ErrEmptyPepper = errors.New("billing: the key pepper must not be empty")

// NewHasher returns a Hasher keyed by pepper.
func NewHasher(pepper []byte) (*Hasher, error) {
	if len(pepper) == 0 {
		return nil, ErrEmptyPepper
	}
	p := append([]byte(nil), pepper...)
	return &Hasher{pool: sync.Pool{New: func() any {
		return &hmacState{mac: hmac.New(sha256.New, p), sum: make([]byte, 0, sha256.Size)}
	}}}, nil
}

// Hash returns the HMAC-SHA-256 of key.
func (h *Hasher) Hash(key []byte) KeyHash {
	s := h.pool.Get().(*hmacState)
	s.mac.Reset()
	s.mac.Write(key)
	s.sum = s.mac.Sum(s.sum[:0])
	var out KeyHash
	copy(out[:], s.sum)
	h.pool.Put(s)
	return out
}

// HashString is Hash for a string key.
func (h *Hasher) HashString(key string) KeyHash {
	return h.Hash([]byte(key))
}
