package server

import (
	"context"
	"crypto/aes"
	"crypto/cipher"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"errors"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/billing"
	"github.com/valyala/fasthttp"
)

// idempotencyLock is how long a claimed request may run before another
// instance may take it over (its instance presumably died).
const idempotencyLock = 2 * time.Minute

var (
	errIdemHeader   = plumbline.Errorf(plumbline.EMALFORMED, "Idempotency-Key must be 1 to 255 printable ASCII characters")
	errIdemMismatch = plumbline.Errorf(plumbline.EINVALID, "this Idempotency-Key was already used with a different request; use a new key for a new request")
	errIdemInFlight = plumbline.Errorf(plumbline.ECONFLICT, "a request with this Idempotency-Key is still in progress; retry after it finishes")
	errIdemSealed   = errors.New("idempotency: stored response does not open")
)

// idempotent makes a mutating route honour Idempotency-Key: the first
// request runs and its answer (2xx or 4xx) is stored; a retry with the same
// key and the same request gets the stored status and body without running
// again; the same key with a different request answers 422; a retry while
// the first is still running answers 409. 5xx and 429 answers are not
// stored, so a retry runs again.
func (s *Server) idempotent(h handler) handler {
	return func(ctx *fasthttp.RequestCtx, key *plumbline.APIKey) {
		raw := ctx.Request.Header.Peek("Idempotency-Key")
		if len(raw) == 0 || s.cfg.Idempotency == nil {
			h(ctx, key)
			return
		}
		if !printableASCII(raw, 255) {
			s.writeError(ctx, errIdemHeader)
			return
		}
		scope := "anonymous"
		if key != nil {
			scope = "customer:" + key.CustomerID
		}
		scope += " " + string(ctx.Method()) + " " + string(ctx.Path())
		keyHash := sha256.Sum256(raw)
		reqHash := requestHash(ctx)
		// Claim, handler and completion all fit in this deadline.
		bg, cancelBg := context.WithTimeout(context.Background(), paymentTimeout+downstreamTimeout)
		defer cancelBg()
		rec, err := s.cfg.Idempotency.BeginIdempotent(bg, scope, keyHash, reqHash, idempotencyLock, time.Now())
		if err != nil {
			s.writeError(ctx, err)
			return
		}
		switch rec.State {
		case billing.IdempotentMismatch:
			s.writeError(ctx, errIdemMismatch)
			return
		case billing.IdempotentInFlight:
			ctx.Response.Header.Set("Retry-After", "1")
			s.writeError(ctx, errIdemInFlight)
			return
		case billing.IdempotentReplay:
			body, err := s.openSealed(raw, reqHash, rec.Sealed)
			if err != nil {
				s.writeError(ctx, err)
				return
			}
			ctx.Response.Header.Set("Idempotent-Replayed", "true")
			ctx.SetStatusCode(rec.Status)
			ctx.SetContentType(rec.ContentType)
			ctx.SetBody(body)
			return
		}
		h(ctx, key)
		status := ctx.Response.StatusCode()
		if status >= 500 || status == fasthttp.StatusTooManyRequests {
			if err := s.cfg.Idempotency.ReleaseIdempotent(bg, scope, keyHash); err != nil {
				s.cfg.Logger.Warn("idempotency release failed", "error", err)
			}
			return
		}
		sealed := s.seal(raw, reqHash, ctx.Response.Body())
		if err := s.cfg.Idempotency.CompleteIdempotent(bg, scope, keyHash, status, string(ctx.Response.Header.ContentType()), sealed); err != nil {
			// The request itself succeeded; only its replay is lost.
			s.cfg.Logger.Warn("idempotency record not stored", "error", err)
		}
	}
}

// requestHash identifies a request: method, path and body.
func requestHash(ctx *fasthttp.RequestCtx) [32]byte {
	h := sha256.New()
	h.Write(ctx.Method())
	h.Write([]byte{0})
	h.Write(ctx.Path())
	h.Write([]byte{0})
	h.Write(ctx.PostBody())
	var out [32]byte
	h.Sum(out[:0])
	return out
}

// sealKey derives the AES-256 key of one stored response from the server
// secret, the raw Idempotency-Key (stored only as a hash) and the request.
func (s *Server) sealKey(raw []byte, reqHash [32]byte) []byte {
	m := hmac.New(sha256.New, s.cfg.IdempotencySecret)
	m.Write([]byte("plumbline idempotency seal\x00"))
	m.Write(raw)
	m.Write(reqHash[:])
	return m.Sum(nil)
}

func (s *Server) aead(raw []byte, reqHash [32]byte) cipher.AEAD {
	block, err := aes.NewCipher(s.sealKey(raw, reqHash))
	if err != nil {
		panic(err) // a 32-byte key always makes a cipher
	}
	g, err := cipher.NewGCM(block)
	if err != nil {
		panic(err)
	}
	return g
}

func (s *Server) seal(raw []byte, reqHash [32]byte, body []byte) []byte {
	g := s.aead(raw, reqHash)
	nonce := make([]byte, g.NonceSize(), g.NonceSize()+len(body)+g.Overhead())
	_, _ = rand.Read(nonce)
	return g.Seal(nonce, nonce, body, nil)
}

func (s *Server) openSealed(raw []byte, reqHash [32]byte, sealed []byte) ([]byte, error) {
	g := s.aead(raw, reqHash)
	if len(sealed) < g.NonceSize() {
		return nil, errIdemSealed
	}
	body, err := g.Open(nil, sealed[:g.NonceSize()], sealed[g.NonceSize():], nil)
	if err != nil {
		return nil, errIdemSealed
	}
	return body, nil
}

func printableASCII(b []byte, max int) bool {
	if len(b) == 0 || len(b) > max {
		return false
	}
	for _, c := range b {
		if c < 0x20 || c > 0x7e {
			return false
		}
	}
	return true
}
