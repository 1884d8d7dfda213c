package webhooks

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base32"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"strconv"
	"strings"
	"time"
)

// SignatureHeader carries an event's signature:
//
//	Plumbline-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>
//
// The receiver recomputes v1 over the raw body with the endpoint's secret,
// compares in constant time, and refuses a t more than Tolerance from its
// clock (a replayed old delivery).
const SignatureHeader = "Plumbline-Signature"

// Tolerance is the replay window receivers should apply (and the SDK
// helpers default to): a signature older or newer than this is refused.
const Tolerance = 5 * time.Minute

// SecretPrefix starts every signing secret.
const SecretPrefix = "whsec_"

// Sign is the Plumbline-Signature header value of body sent at t.
func Sign(secret string, t time.Time, body []byte) string {
	ts := strconv.FormatInt(t.Unix(), 10)
	return "t=" + ts + ",v1=" + hex.EncodeToString(mac(secret, ts, body))
}

func mac(secret, ts string, body []byte) []byte {
	m := hmac.New(sha256.New, []byte(secret))
	m.Write([]byte(ts))
	m.Write([]byte{'.'})
	m.Write(body)
	return m.Sum(nil)
}

// Verification errors.
var (
	ErrNoSignature = errors.New("webhooks: no t= and v1= in the signature header")
	ErrSignature   = errors.New("webhooks: no v1 signature matches the body")
	ErrTimestamp   = errors.New("webhooks: the signature's timestamp is outside the tolerance")
)

// Verify checks a delivery as a receiver does (the SDKs' helpers are this
// algorithm): any v1 in header matches, and t is within tolerance of now.
func Verify(body []byte, header, secret string, tolerance time.Duration, now time.Time) error {
	var ts string
	var sigs [][]byte
	for part := range strings.SplitSeq(header, ",") {
		k, v, ok := strings.Cut(strings.TrimSpace(part), "=")
		if !ok {
			continue
		}
		switch k {
		case "t":
			ts = v
		case "v1":
			if b, err := hex.DecodeString(v); err == nil {
				sigs = append(sigs, b)
			}
		}
	}
	t, err := strconv.ParseInt(ts, 10, 64)
	if err != nil || len(sigs) == 0 {
		return ErrNoSignature
	}
	want := mac(secret, ts, body)
	ok := false
	for _, s := range sigs {
		if hmac.Equal(s, want) {
			ok = true
		}
	}
	if !ok {
		return ErrSignature
	}
	if d := now.Sub(time.Unix(t, 0)); tolerance > 0 && (d > tolerance || d < -tolerance) {
		return ErrTimestamp
	}
	return nil
}

// newSecret is SecretPrefix + 43 base64url characters of 32 random bytes.
func newSecret() string {
	var b [32]byte
	_, _ = rand.Read(b[:])
	return SecretPrefix + base64.RawURLEncoding.EncodeToString(b[:])
}

var idEncoding = base32.NewEncoding("0123456789abcdefghjkmnpqrstvwxyz").WithPadding(base32.NoPadding)

// newID is prefix + 26 random base32 characters (128 bits).
func newID(prefix string) string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	return prefix + idEncoding.EncodeToString(b[:])
}

// Sealer seals signing secrets for storage: AES-256-GCM under a key derived
// from the server's key pepper, bound to the endpoint id (a sealed secret
// copied to another endpoint's row does not open).
type Sealer struct{ aead cipher.AEAD }

// NewSealer keys a sealer (at least 16 bytes of secret).
func NewSealer(key []byte) (*Sealer, error) {
	if len(key) < 16 {
		return nil, errors.New("webhooks: the sealing key must be at least 16 bytes")
	}
	m := hmac.New(sha256.New, key)
	m.Write([]byte("plumbline webhook secret seal"))
	block, err := aes.NewCipher(m.Sum(nil))
	if err != nil {
		return nil, err
	}
	g, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	return &Sealer{aead: g}, nil
}

// Seal is nonce + ciphertext of secret for endpoint id.
func (s *Sealer) Seal(id, secret string) []byte {
	nonce := make([]byte, s.aead.NonceSize())
	_, _ = rand.Read(nonce)
	return s.aead.Seal(nonce, nonce, []byte(secret), []byte(id))
}

// Open is the secret Seal sealed for id.
func (s *Sealer) Open(id string, sealed []byte) (string, error) {
	n := s.aead.NonceSize()
	if len(sealed) < n {
		return "", errors.New("webhooks: a sealed secret is too short")
	}
	b, err := s.aead.Open(nil, sealed[:n], sealed[n:], []byte(id))
	if err != nil {
		return "", errors.New("webhooks: a signing secret does not open (was the key pepper changed?)")
	}
	return string(b), nil
}
