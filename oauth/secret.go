package oauth

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base32"
	"encoding/base64"
	"strings"
)

// newSecret is prefix + 43 base64url characters of 32 random bytes.
func newSecret(prefix string) string {
	var b [32]byte
	_, _ = rand.Read(b[:]) // crypto/rand.Read never fails (Go 1.24+)
	return prefix + base64.RawURLEncoding.EncodeToString(b[:])
}

var idEncoding = base32.NewEncoding("0123456789abcdefghjkmnpqrstvwxyz").WithPadding(base32.NoPadding)

// newID is prefix + 26 random base32 characters (128 bits): client and
// grant ids are not secrets, but a client id must not be guessable either.
func newID(prefix string) string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	return prefix + idEncoding.EncodeToString(b[:])
}

// wellFormed reports whether s is prefix + 43 base64url characters: the
// shape of every secret the server hands out. Anything else is refused
// before it is hashed or looked up.
func wellFormed[T ~string | ~[]byte](s T, prefix string) bool {
	if len(s) != len(prefix)+secretLen || string(s[:len(prefix)]) != prefix {
		return false
	}
	for i := len(prefix); i < len(s); i++ {
		c := s[i]
		if !(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

// IsAccessToken reports whether a bearer credential has the shape of an
// access token (and so is not an API key).
func IsAccessToken(token []byte) bool { return wellFormed(token, AccessPrefix) }

// LooksLikeAccessToken reports whether a bearer credential carries the
// access-token prefix, well formed or not: the server answers it as a
// token, never as a malformed API key.
func LooksLikeAccessToken(token []byte) bool {
	return len(token) >= len(AccessPrefix) && string(token[:len(AccessPrefix)]) == AccessPrefix
}

// verifierOK reports whether v is a PKCE code_verifier (RFC 7636 section
// 4.1): 43 to 128 characters of [A-Z] / [a-z] / [0-9] / "-" / "." / "_" / "~".
func verifierOK(v string) bool {
	if len(v) < 43 || len(v) > 128 {
		return false
	}
	for i := 0; i < len(v); i++ {
		c := v[i]
		if !(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || strings.IndexByte("-._~", c) >= 0) {
			return false
		}
	}
	return true
}

// challengeOK reports whether c is an S256 code_challenge: the base64url
// SHA-256 of a verifier, 43 characters without padding.
func challengeOK(c string) bool {
	if len(c) != 43 {
		return false
	}
	_, err := base64.RawURLEncoding.DecodeString(c)
	return err == nil
}

// pkceMatches checks verifier against an S256 challenge in constant time.
func pkceMatches(verifier, challenge string) bool {
	sum := sha256.Sum256([]byte(verifier))
	want := base64.RawURLEncoding.EncodeToString(sum[:])
	return subtle.ConstantTimeCompare([]byte(want), []byte(challenge)) == 1
}
